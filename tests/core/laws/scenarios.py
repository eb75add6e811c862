"""Shared board for the law-family tests: South declares 4♥, West leads.

    North  ♠AKQ ♥AKQJ ♦432 ♣432
    East   ♠987 ♥7654 ♦765 ♣765
    South  ♠T6432 ♥32 ♦AKQ ♣AKQ
    West   ♠J5 ♥T98 ♦JT98 ♣JT98
"""

from __future__ import annotations

import enum
from dataclasses import fields
from typing import Any

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.laws import (
    Assessment,
    BoardRecord,
    Consequence,
    Fact,
    Facts,
    Irregularity,
    IrregularityKind,
    Ruling,
    assess,
)
from tdcompanion.core.play import Extra, Omit, PlayRecord
from tdcompanion.core.seats import Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
DEAL = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ J5.T98.JT98.JT98")
CONTRACT = Contract(4, Strain.HEARTS, S)
BIDDING = "4H AP"  # South deals and opens 4♥


def c(text: str) -> Card:
    return Card.parse(text)


def without(deal: Deal, seat: Seat, *cards: str) -> Deal:
    hand = deal.hands[seat]
    assert hand is not None
    for card in cards:
        hand = hand.without(c(card))
    return deal.with_hand(seat, hand)


def adding(deal: Deal, seat: Seat, *cards: str) -> Deal:
    hand = deal.hands[seat]
    assert hand is not None
    for card in cards:
        hand = hand.with_card(c(card))
    return deal.with_hand(seat, hand)


def record(*plays: str, deal: Deal = DEAL, bidding: str | None = BIDDING, play: bool = True) -> BoardRecord:
    """A board record; ``"W:SJ"`` is West playing the spade jack, ``"W:-"`` the trick in progress
    quitted without West's card, ``"W:+SJ"`` West's ♠J played as a card too many to his trick (Law 67).
    ``play=False``: no play record;
    ``bidding=None``: no auction record; a bidding without ``AP`` is still open."""
    auction = Auction.from_text(S, bidding) if bidding is not None else None
    if not play:
        return BoardRecord(deal, auction)
    rec = PlayRecord(deal, CONTRACT)
    for text in plays:
        seat = Seat.parse(text[0])
        if text[2:] == "-":
            rec = rec.add(Omit(seat))
        elif text[2] == "+":
            rec = rec.add(Extra(seat, c(text[3:])))
        else:
            rec = rec.play(text[2:], seat)
    return BoardRecord(deal, auction, rec)


def facts(*pairs: tuple[Fact[Any], object] | tuple[Fact[Any], object, str]) -> Facts:
    """Answers: ``(FACT, value)`` or ``(FACT, value, key)``."""
    result = Facts()
    for pair in pairs:
        fact, value = pair[0], pair[1]
        key = pair[2] if len(pair) == 3 else None
        result = result.answer(fact, value, key=key)
    return result


def run(kind: IrregularityKind, board: BoardRecord, answers: Facts | None = None, **kw: Any) -> Assessment:
    return assess(board, Irregularity(kind), answers, **kw)


def ruled(kind: IrregularityKind, board: BoardRecord, answers: Facts | None = None, **kw: Any) -> Ruling:
    result = run(kind, board, answers, **kw)
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


def walk(kind: IrregularityKind, rec: BoardRecord, answers: dict[Fact[Any], object]) -> tuple[list[str], Ruling]:
    """Answer each question from ``answers`` as the Director would; the ids asked, in order, and the ruling."""
    facts = Facts()
    asked: list[str] = []
    for _ in range(40):
        result = assess(rec, Irregularity(kind), facts)
        if result.ruling is not None:
            return asked, result.ruling
        assert result.question is not None
        fact = result.question.fact
        assert fact in answers, f"unexpected question {fact.id} after {asked}"
        asked.append(fact.id)
        facts = facts.answer(fact, answers[fact])
    raise AssertionError("the questions never end")


def shown(consequences: tuple[Consequence, ...]) -> list[tuple[object, ...]]:
    """Consequences as (kind, law, then their parameters in field order), for compact assertions;
    enum parameters other than seats and irregularity kinds by value (``"major"``); an optional field
    that files leave out while it is ``None`` (``OMITTED_WHEN_NONE``) is left out here too."""
    out = []
    for item in consequences:
        optional = getattr(type(item), "OMITTED_WHEN_NONE", ())
        values = tuple(_plain(getattr(item, f.name)) for f in fields(item)
                       if f.name != "law" and not (f.name in optional and getattr(item, f.name) is None))  # fmt: skip
        out.append((item.kind, str(item.law), *values))
    return out


def _plain(value: object) -> object:
    if isinstance(value, enum.Enum) and not isinstance(value, Seat | IrregularityKind):
        return value.value
    return value


def worded(consequence: Consequence, lang: str) -> bool:
    """``consequence`` has a sentence of its own in ``lang`` that ends by citing its law (not the fallback that
    shows its kind and parameters)."""
    from tdcompanion.wording import rule_text

    sentence = rule_text.describe(consequence, lang)
    citation = rule_text.say("cited", lang, text="", law=rule_text.law_text((consequence.law,), lang))
    return not sentence.startswith(f"{consequence.kind}:") and sentence.endswith(citation)
