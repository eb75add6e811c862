""":class:`EndplaySolver`: the :class:`~tdcompanion.analysis.solver.Solver` backed by endplay (DDS).

Converts core deals and positions to endplay's types: endplay numbers the suits from
spades (0) to clubs (3), the core from clubs; seats are N, E, S, W in both; an endplay
rank is the bit ``1 << rank``. Each call is one DDS call (DDS releases the GIL while it
works); DDS cannot be interrupted, so a caller cancels between calls.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from tdcompanion.analysis.solver import load
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.deal import Deal
from tdcompanion.core.double_dummy import STRAINS, DDTable, Position, SideTricks, Unsolvable, solvable
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat

_NT = 4  # endplay's Denom.nt


def denom(strain: Strain | Suit | None) -> int:
    """endplay's ``Denom`` value of a strain or trump suit (``None``: notrump)."""
    if strain is None or strain is Strain.NOTRUMP:
        return _NT
    return 3 - int(strain)


def suit_of(denom_value: int) -> Suit:
    return Suit(3 - denom_value)


class EndplaySolver:
    """Double-dummy results from endplay; loading it (about a second) happens on construction."""

    def __init__(self) -> None:
        self._dds: ModuleType = load()
        from endplay import types  # loaded by load() above, after the backend choice

        self._types: Any = types

    def dd_table(self, deal: Deal) -> DDTable:
        reason = solvable(deal)
        if reason is not None:
            raise InputError(_WHY[reason])
        table = self._dds.calc_dd_table(self._types.Deal(deal.to_pbn()))
        rows = {seat: [table[self._types.Denom(denom(s)), self._types.Player(int(seat))] for s in STRAINS]
                for seat in Seat}  # fmt: skip
        return DDTable.from_rows(rows)

    def side_tricks(self, position: Position) -> SideTricks:
        deal = self.deal_of(position)
        solved = self._dds.solve_board(deal)
        return {Card.of(suit_of(int(c.suit)), Rank(int(c.rank).bit_length() - 1)): int(n) for c, n in solved}

    def deal_of(self, position: Position) -> Any:
        """An endplay ``Deal`` of ``position``: the hands, the trick in progress, ``first`` and trump."""
        hands = [list(cards) for cards in position.hands]
        order = position.leader.rotation()
        for seat, card in zip(order, position.trick, strict=False):
            hands[seat].append(card)  # back in hand, then played below: endplay keeps the trick itself
        pbn = "N:" + " ".join(_pbn_hand(cards) for cards in hands)
        deal = self._types.Deal(pbn, first=self._types.Player(int(position.leader)),
                                trump=self._types.Denom(denom(position.trump)))  # fmt: skip
        for card in position.trick:
            deal.play(self.card(card))
        return deal

    def card(self, card: Card) -> Any:
        return self._types.Card(suit=self._types.Denom(denom(card.suit)), rank=self._types.Rank(1 << int(card.rank)))


def _pbn_hand(cards: list[Card]) -> str:
    by_suit: dict[Suit, str] = {s: "" for s in Suit}
    for card in sorted(cards, reverse=True):
        by_suit[card.suit] += card.rank.letter
    return ".".join(by_suit[s] for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS))


_WHY = {
    Unsolvable.HAND_NOT_KNOWN: "a hand is not recorded: double-dummy analysis needs all four hands",
    Unsolvable.DEFECTIVE_DEAL: "the deal is defective (a card twice or missing, or a hand not of 13 cards)",
    Unsolvable.OUT_OF_ROTATION: "a card of the trick in progress was played out of rotation",
}
