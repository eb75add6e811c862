"""Deals and play records shared by the core, model and widget tests of the auction and the play."""

from __future__ import annotations

import random

from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import HAND_SIZE, Deal, Hand
from tdcompanion.core.play import Play, PlayEvent, PlayRecord
from tdcompanion.core.seats import Seat

# North holds the top cards of every suit, so who follows and who revokes is easy to see.
DEAL = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432")
NOTRUMP = Contract(3, Strain.NOTRUMP, Seat.S)  # West leads, North is dummy
HEARTS = Contract(2, Strain.HEARTS, Seat.S)


def random_deal(seed: int) -> Deal:
    pack = list(FULL_PACK)
    random.Random(seed).shuffle(pack)
    return Deal(tuple(Hand(pack[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(4)))  # type: ignore[arg-type]


def legal_play(record: PlayRecord, cards: int, seed: int = 0) -> PlayRecord:
    """``record`` with ``cards`` more cards played in turn, each a legal card chosen at random."""
    rng = random.Random(seed)
    for _ in range(cards):
        record = record.play(rng.choice(record.legal_cards()), record.next_seat)
    return record


def play_record(contract: Contract, *events: PlayEvent | str) -> PlayRecord:
    """The play of :data:`DEAL`, events in order; ``"E:SA"`` is East playing the spade ace."""
    record = PlayRecord(DEAL, contract)
    for item in events:
        if isinstance(item, str):
            seat, card = item.split(":")
            item = Play(Seat.parse(seat), Card.parse(card))  # noqa: PLW2901
        record = record.add(item)
    return record
