"""The play of a board as it happened (Laws 41-71).

A :class:`PlayRecord` is the deal, the contract and the events of the play in the order
they happened, irregular ones included: leads and plays out of turn, revokes, exposed
cards, retractions, claims and concessions. It is immutable: every edit returns a new
record, so a GUI keeps old ones for undo. The record is checked when it is made: an
event that cannot have happened (a card the player does not hold) raises
:class:`PlayError`; irregular but possible events are recorded and described by
:meth:`PlayRecord.irregularities`.

Replaying is linear in the number of events (a whole deal takes a fraction of a
millisecond), so :meth:`PlayRecord.state_at` simply replays. A record of plays and claims
from four known hands (what PBN and LIN files hold) is checked card by card without a
replay (:func:`~tdcompanion.core.play_replay.plays_possible`), and replayed the first time
its state or irregularities are asked for: a file of thousands of boards is read without
building thousands of states nobody looks at.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.play_events import (
    Claim,
    Concede,
    Expose,
    ExposeHow,
    Extra,
    Omit,
    PickUp,
    Play,
    PlayError,
    PlayEvent,
    Remove,
    Retract,
    RetractReason,
)
from tdcompanion.core.play_irregularities import (
    EventRef,
    Exposure,
    OutOfTurn,
    PlayIrregularity,
    Revoke,
)
from tdcompanion.core.play_replay import SAID, Replayer, plays_possible
from tdcompanion.core.play_state import ExposedCard, PlayState
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import Trick, TrickCard, trick_winner

__all__ = [
    "Claim",
    "Concede",
    "EventRef",
    "Expose",
    "ExposeHow",
    "ExposedCard",
    "Exposure",
    "Extra",
    "Omit",
    "OutOfTurn",
    "PickUp",
    "Play",
    "PlayError",
    "PlayEvent",
    "PlayIrregularity",
    "PlayRecord",
    "PlayState",
    "Remove",
    "Retract",
    "RetractReason",
    "Revoke",
    "Trick",
    "TrickCard",
    "trick_winner",
]


@dataclass(frozen=True, slots=True)
class _Final:
    state: PlayState
    irregularities: tuple[PlayIrregularity, ...]


@dataclass(frozen=True)
class PlayRecord:
    """The play of ``deal`` in ``contract``: ``events`` in the order they happened."""

    deal: Deal
    contract: Contract
    events: tuple[PlayEvent, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "events", tuple(self.events))
        if not plays_possible(self.deal, self.contract, self.events):
            _ = self._final  # replay now: an impossible event raises here, not later
        # Else every event is possible (the common record of a file, checked card by card without a replay):
        # the replay is made the first time a state or the irregularities are asked for.

    # -- editing (each returns a new record) ---------------------------------------------

    def add(self, event: PlayEvent) -> PlayRecord:
        """This record with ``event`` appended; raises :class:`PlayError` if it cannot have happened.

        The longer record goes on from this one's replay (one event applied to a copy of its replayer), so a
        play recorded card by card costs one step a card, not a replay of every card before it.
        """
        replayer = self._replayer().copy()
        try:
            replayer.apply(event)
        except PlayError as exc:
            raise PlayError(exc.reason, index=len(self.events)) from None
        longer = PlayRecord.from_replay(self.deal, self.contract, (*self.events, event), replayer)
        longer.__dict__["_kept_replayer"] = replayer
        return longer

    @classmethod
    def from_replay(
        cls, deal: Deal, contract: Contract, events: tuple[PlayEvent, ...], replayer: Replayer
    ) -> PlayRecord:
        """The record of ``events``, given ``replayer``: a :class:`Replayer` of ``deal`` and ``contract`` that has
        applied every one of them, in order, without a :class:`PlayError`. It is not replayed again: for a reader
        that replays as it reads (LIN's claim needs the tricks won before it) and for :meth:`add`."""
        record = object.__new__(cls)  # the fields as __init__ sets them; the replay is the one given
        object.__setattr__(record, "deal", deal)
        object.__setattr__(record, "contract", contract)
        object.__setattr__(record, "events", events)
        record.__dict__["_final"] = _Final(replayer.snapshot(), tuple(replayer.found))
        return record

    def play(self, card: Card | str, seat: Seat | None = None) -> PlayRecord:
        """Append the play of ``card`` by ``seat``; by default the seat whose known hand holds
        it, else whoever's turn it is."""
        if isinstance(card, str):
            card = Card.parse(card)
        if seat is None:
            seat = self._holder(card)
        return self.add(Play(seat, card))

    def upto(self, count: int) -> PlayRecord:
        """The record of the first ``count`` events."""
        return replace(self, events=self.events[:count])

    # -- reading ------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.events)

    @property
    def state(self) -> PlayState:
        """The state after every event."""
        return self._final.state

    def state_at(self, count: int) -> PlayState:
        """The state after the first ``count`` events (0: before the opening lead)."""
        if not 0 <= count <= len(self.events):
            raise IndexError(f"a play record of {len(self.events)} events has no state after {count}")
        if count == len(self.events):
            return self._final.state
        replayer = Replayer(self.deal, self.contract)
        for event in self.events[:count]:
            replayer.apply(event)
        return replayer.snapshot()

    def irregularities(self) -> tuple[PlayIrregularity, ...]:
        """Leads and plays out of turn, revokes (with their establishment or correction) and
        exposed cards, in the order they happened."""
        return self._final.irregularities

    def revokes(self) -> tuple[Revoke, ...]:
        return tuple(i for i in self._final.irregularities if isinstance(i, Revoke))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The quitted tricks."""
        return self._final.state.tricks

    @property
    def next_seat(self) -> Seat | None:
        return self._final.state.next_seat

    def tricks_won(self, who: Side | Seat) -> int:
        """Quitted tricks won by a side (a seat counts for its side)."""
        return self._final.state.tricks_won(who)

    @property
    def result(self) -> int | None:
        """Declarer's tricks once known: after 13 tricks, or as claimed or conceded."""
        return self._final.state.result

    def legal_cards(self, seat: Seat | None = None) -> tuple[Card, ...]:
        """Cards ``seat`` (default: whoever's turn it is) may play without revoking."""
        return self._final.state.legal_cards(seat)

    # -- internals ----------------------------------------------------------------------

    def _holder(self, card: Card) -> Seat:
        state = self._final.state
        for seat in Seat:
            hand = state.hands[seat]
            if hand is not None and card in hand:
                return seat
        if state.next_seat is None:
            raise PlayError(SAID("nobody_to_play", card=card))
        return state.next_seat

    @cached_property
    def _final(self) -> _Final:
        replayer = self._replayed()
        return _Final(replayer.snapshot(), tuple(replayer.found))

    def _replayed(self) -> Replayer:
        """A replayer after every event (raises :class:`PlayError` at the first that cannot have happened)."""
        replayer = Replayer(self.deal, self.contract)
        for index, event in enumerate(self.events):
            try:
                replayer.apply(event)
            except PlayError as exc:
                raise PlayError(exc.reason, index=index) from None
        return replayer

    def _replayer(self) -> Replayer:
        """The replayer after every event, kept once asked for (by :meth:`add`), so that the next card costs one
        step. A record read from a file keeps none until it is added to: a file's many records stay small."""
        kept = self.__dict__.get("_kept_replayer")
        if kept is None:
            kept = self.__dict__["_kept_replayer"] = self._replayed()
        assert isinstance(kept, Replayer)
        return kept

