"""The rules of penalty cards of an edition of the Laws: how a penalty card is graded, what its holder
must then play or may not play, and what declarer chooses at his partner's lead (WBF 2017: Laws 50, 51).

The table state and the families ask the lawbook's rules (``lawbook.penalty_cards``, a
:class:`PenaltyCardRules`) and never hold these rules themselves; :class:`PenaltyCards2017` is the
2017 text. A later edition that changes them subclasses it and sets its own on its lawbook, without
touching the engine or the table state.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import replace
from typing import Protocol

from tdcompanion.core.cards import Card
from tdcompanion.core.laws.ruling import InformationSource, LawRef, PenaltyCard, PenaltyGrade, ref
from tdcompanion.core.laws.table_items import HeldPenaltyCard, Prompt, PromptKind, Violation, ViolationKind
from tdcompanion.core.seats import Seat, Side


class PenaltyCardRules(Protocol):
    """What the table state and the families ask of an edition's rules of penalty cards."""

    def grade(self, card: Card, *, deliberate: bool, others: int = 0) -> PenaltyGrade: ...

    def new(self, held: Iterable[HeldPenaltyCard], seat: Seat, cards: Iterable[Card], law: LawRef, *,
            deliberate: bool | Collection[Card] = False,
            grade: PenaltyGrade | None = None) -> tuple[PenaltyCard, ...]: ...  # fmt: skip

    def regrade(self, cards: tuple[HeldPenaltyCard, ...]) -> tuple[HeldPenaltyCard, ...]: ...

    def information_source(self, grades: Iterable[PenaltyGrade]) -> InformationSource: ...

    def duties(self, held: Iterable[HeldPenaltyCard], seat: Seat, card: Card, hand: Iterable[Card],
               allowed: tuple[Card, ...]) -> tuple[Violation, ...]: ...  # fmt: skip

    def lead_options(self, held: Iterable[HeldPenaltyCard], leader: Seat, declaring: Side, trick: int,
                     handled: Iterable[str]) -> Prompt | None: ...  # fmt: skip

    def designation(self, held: Iterable[HeldPenaltyCard], seat: Seat, trick: int, hand: Iterable[Card],
                    allowed: tuple[Card, ...] | None) -> Prompt | None: ...  # fmt: skip


class PenaltyCards2017:
    """Laws 50 and 51 of 2017."""

    MAJOR_FROM = 2
    """50B: a defender with this many penalty cards or more holds only major ones."""

    def grade(self, card: Card, *, deliberate: bool, others: int = 0) -> PenaltyGrade:
        """Law 50B: a single card below honour rank exposed unintentionally is a minor penalty card; an
        honour, a card exposed through deliberate play, or any card of a defender who then holds two or
        more penalty cards (``others`` besides this one) is major."""
        if card.rank.is_honour or deliberate or others + 1 >= self.MAJOR_FROM:
            return PenaltyGrade.MAJOR
        return PenaltyGrade.MINOR

    def new(self, held: Iterable[HeldPenaltyCard], seat: Seat, cards: Iterable[Card], law: LawRef, *,
            deliberate: bool | Collection[Card] = False,
            grade: PenaltyGrade | None = None) -> tuple[PenaltyCard, ...]:  # fmt: skip
        """``seat``'s ``cards`` become penalty cards under ``law`` (graded by 50B unless ``grade`` is
        prescribed; ``deliberate``: all of them exposed deliberately, or those listed), with ``held`` the
        penalty cards already on the table; when they make his earlier minor penalty card major (50B), a
        :class:`PenaltyCard` under 50B says so for that card."""
        new = tuple(dict.fromkeys(cards))
        mine = [p for p in held if p.seat is seat and p.card not in new]
        others = len(mine) + len(new) - 1
        def meant(card: Card) -> bool:
            return deliberate if isinstance(deliberate, bool) else card in deliberate

        out: list[PenaltyCard] = [
            PenaltyCard(law=law, seat=seat, card=c,
                        grade=grade if grade is not None else self.grade(c, deliberate=meant(c), others=others))
            for c in new
        ]  # fmt: skip
        if new and len(mine) + len(new) >= self.MAJOR_FROM:
            out += [PenaltyCard(law=ref("50B"), seat=seat, card=p.card, grade=PenaltyGrade.MAJOR)
                    for p in mine if p.grade is PenaltyGrade.MINOR]  # fmt: skip
        return tuple(out)

    def regrade(self, cards: tuple[HeldPenaltyCard, ...]) -> tuple[HeldPenaltyCard, ...]:
        """Law 50B: when one defender has two or more penalty cards, all of them are major."""
        counts: dict[Seat, int] = {}
        for p in cards:
            counts[p.seat] = counts.get(p.seat, 0) + 1
        law = ref("50B")
        return tuple(
            replace(p, grade=PenaltyGrade.MAJOR, law=law)
            if counts[p.seat] >= self.MAJOR_FROM and p.grade is PenaltyGrade.MINOR
            else p
            for p in cards
        )

    def information_source(self, grades: Iterable[PenaltyGrade]) -> InformationSource:
        """What Law 50E1 makes authorised about penalty cards of ``grades``: major ones and the duty to
        play them (50D1), or a minor one and the restriction on its suit (50C: no duty to play it)."""
        if PenaltyGrade.MAJOR in tuple(grades):
            return InformationSource.PENALTY_CARD
        return InformationSource.MINOR_PENALTY_CARD

    def duties(self, held: Iterable[HeldPenaltyCard], seat: Seat, card: Card, hand: Iterable[Card],
               allowed: tuple[Card, ...]) -> tuple[Violation, ...]:  # fmt: skip
        """What is wrong with ``seat`` playing ``card`` from ``hand`` given his penalty cards, when
        ``allowed`` are the cards following suit and the restrictions in force leave him (they come
        first, 50D1(b)): the card declarer designated not played (51A, 52B2), a major penalty card he
        could play not played (50D1(a); 51A with several), or a card below honour rank of a minor
        penalty card's suit played before it (50C)."""
        mine = [p for p in held if p.seat is seat]
        in_hand = set(hand)
        found: list[Violation] = []
        designated = next((p for p in mine if p.to_play is not None and p.card in allowed), None)
        due = tuple(p.card for p in mine if p.grade is PenaltyGrade.MAJOR and p.card in allowed and p.card in in_hand)
        if designated is not None:
            if card != designated.card:
                assert designated.to_play is not None
                found.append(Violation(ViolationKind.PENALTY_CARD_NOT_PLAYED, seat, card, designated.to_play,
                                       required=(designated.card,)))  # fmt: skip
        elif due and card not in due:
            law = ref("51A") if len(due) > 1 else ref("50D1(a)")
            found.append(Violation(ViolationKind.PENALTY_CARD_NOT_PLAYED, seat, card, law, required=due))
        for minor in (p.card for p in mine if p.grade is PenaltyGrade.MINOR):
            if card != minor and card.suit is minor.suit and not card.rank.is_honour and minor in in_hand:
                found.append(Violation(ViolationKind.MINOR_PENALTY_CARD, seat, card, ref("50C"), required=(minor,)))
        return tuple(found)

    def lead_options(self, held: Iterable[HeldPenaltyCard], leader: Seat, declaring: Side, trick: int,
                     handled: Iterable[str]) -> Prompt | None:  # fmt: skip
        """Declarer's lead options when ``leader``, a defender, is to lead to ``trick`` while his partner
        has major penalty cards (50D2; 51B with two or more): once per lead, even when a penalty card he
        did not choose over stays on the table (``handled``: the prompts already settled)."""
        partners = [p for p in held if p.seat is leader.partner]
        majors = tuple(p.card for p in partners if p.grade is PenaltyGrade.MAJOR)
        if not majors or leader.side is declaring:
            return None
        head = Prompt(PromptKind.LEAD_PENALTY_CARD_OPTIONS, ref("50B"), leader, (), trick).key.split(":")[:3]
        if any(key.split(":")[:3] == head for key in handled):
            return None
        law = ref("51B") if len(partners) > 1 else ref("50D2")
        return Prompt(PromptKind.LEAD_PENALTY_CARD_OPTIONS, law, leader, majors, trick)

    def designation(self, held: Iterable[HeldPenaltyCard], seat: Seat, trick: int, hand: Iterable[Card],
                    allowed: tuple[Card, ...] | None) -> Prompt | None:  # fmt: skip
        """Declarer designates which penalty card ``seat`` plays when he could play two or more major
        ones (51A), unless he has designated one already."""
        mine = [p for p in held if p.seat is seat]
        in_hand = set(hand)
        playable = tuple(p.card for p in mine if p.grade is PenaltyGrade.MAJOR and p.card in in_hand
                         and (allowed is None or p.card in allowed))  # fmt: skip
        if len(playable) > 1 and not any(p.to_play is not None for p in mine):
            return Prompt(PromptKind.DESIGNATE_PENALTY_CARD, ref("51A"), seat, playable, trick)
        return None


RULES_2017 = PenaltyCards2017()
"""The 2017 rules, the lawbook's (``WBF2017.penalty_cards``) and a table state's until it is told its lawbook."""
