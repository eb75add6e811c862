"""The board as it happened: deal, auction and play record, for the laws and for the board editor.

:class:`BoardRecord` bundles what the record shows so that a family can read facts off
it (whose lead it was, whether the opening lead was faced, who won which trick) instead
of asking. Corrections a ruling makes to the cards (a card restored to a deficient hand,
a surplus card removed) are applied with :meth:`BoardRecord.apply`, which replays the
play on the corrected deal, so a revoke that the correction reveals is detected.

The board editor (:mod:`tdcompanion.models.board_document`) keeps one immutable record per
undo step, made with :meth:`BoardRecord.of`: it carries the board's tags too
(:attr:`BoardRecord.tags`, read back as :attr:`BoardRecord.board`), which the laws do not read;
:attr:`BoardRecord.for_laws` is the record without them, as the wizard rules on it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING

from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.errors import InputError
from tdcompanion.core.play import (
    Extra,
    Omit,
    Play,
    PlayError,
    PlayEvent,
    PlayRecord,
    PlayState,
    Remove,
    Retract,
    RetractReason,
)
from tdcompanion.core.play_replay import Replayer
from tdcompanion.core.seats import Seat, Side

if TYPE_CHECKING:  # the consequences are loaded with the rulings, not with the board editor's records
    from tdcompanion.core.laws.auction_effects import CallDeemedSubsequent
    from tdcompanion.core.laws.ruling import (
        CardDeemedPlayed,
        CardPlacedInTrick,
        CardRemoved,
        CardRestored,
        CardWithdrawn,
        Consequence,
    )


class RecordError(InputError):
    """A board record whose parts disagree (a play record for another deal or contract)."""


@dataclass(frozen=True)
class BoardRecord:
    """Deal, auction and play of one board; the auction and play are ``None`` when not recorded.

    The play record carries its own deal and contract: ``deal`` must be the play's deal, and a
    complete auction must end in the play's contract. With an auction, ``dealer`` is its dealer.

    ``tags`` is the board the record was made from, when there is one (the board editor's, a
    file's): its PBN tags (event, site, date, players, the sections kept as written) and the
    dealer as the board gives it (``None`` when unknown), which the laws do not read. Its deal,
    number and vulnerability are always the record's (they are set from them). Records compare
    equal when all of this is.
    """

    deal: Deal
    auction: Auction | None = None
    play: PlayRecord | None = None
    number: int | None = None
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    tags: Board | None = field(default=None, kw_only=True)
    declarer_swapped: bool = field(default=False, kw_only=True, compare=False)
    """Law 54A: after the faced opening lead out of turn the presumed declarer (the auction's) spread his hand and
    became dummy, and his partner became declarer: :attr:`declarer` and :attr:`dummy` give the players acting as
    such; :attr:`contract`, and so the score, stay the auction's. Not the board as it happened but what a ruling
    made of it: the table state keeps the swap and :meth:`TableState.seated
    <tdcompanion.core.laws.table_state.TableState.seated>` sets it on the record the rulings read, so records
    compare equal without it."""

    def __post_init__(self) -> None:
        if self.play is not None:
            if self.play.deal != self.deal:
                raise RecordError("the play record is for another deal")
            final = self.auction.contract() if self.auction is not None else None
            if isinstance(final, Contract) and final != self.play.contract:
                raise RecordError(f"the auction ends in {final}, the play record is for {self.play.contract}")
        if self.auction is not None:
            if self.dealer is None:
                object.__setattr__(self, "dealer", self.auction.dealer)
            elif self.auction.dealer is not self.dealer:
                raise RecordError(f"the auction starts with {self.auction.dealer}, the dealer is {self.dealer}")
        tags = self.tags
        if tags is not None and (tags.deal, tags.number, tags.vulnerability) != (self.deal, self.number,
                                                                                 self.vulnerability):  # fmt: skip
            tags = replace(tags, deal=self.deal, number=self.number, vulnerability=self.vulnerability)
            object.__setattr__(self, "tags", tags)

    # -- the board editor's snapshots ---------------------------------------------------------

    @classmethod
    def of(cls, board: Board, auction: Auction | None = None, play: PlayRecord | None = None) -> BoardRecord:
        """``board`` with its auction (default: none yet, from the board's dealer, North if unknown) and
        play (default: the empty play once the auction has a contract): one snapshot of the board editor.
        A play with no card in it for another contract than the auction's (a file's Contract tag against
        its Auction section) gives way to the auction's."""
        if auction is None:
            auction = Auction(board.dealer if board.dealer is not None else Seat.N)
        final = auction.contract()
        if play is not None and not play.events and isinstance(final, Contract) and play.contract != final:
            play = None
        if play is None:
            play = PlayRecord(board.deal, final) if isinstance(final, Contract) else None
        return cls.from_board(board, auction, play)

    @classmethod
    def from_board(cls, board: Board, auction: Auction, play: PlayRecord | None) -> BoardRecord:
        """``board`` (deal, number, vulnerability and tags) with ``auction`` and ``play`` as given; the
        record's dealer is the auction's (the board's own, maybe unknown, stays in :attr:`tags`)."""
        return cls(board.deal, auction, play, board.number, auction.dealer, board.vulnerability, tags=board)

    @property
    def board(self) -> Board:
        """The board: :attr:`tags` when the record was made from one, else a board of the record's number,
        deal, dealer and vulnerability."""
        if self.tags is not None:
            return self.tags
        return Board(number=self.number, deal=self.deal, dealer=self.dealer, vulnerability=self.vulnerability)

    @property
    def play_started(self) -> bool:
        """Whether a card (or other play event) is recorded."""
        return self.play is not None and len(self.play) > 0

    @property
    def for_laws(self) -> BoardRecord:
        """The record as the wizard rules on it: without the board's :attr:`tags`, and a play with no
        card in it counted as not recorded (the Director may rule without typing the play in, and is
        then asked instead)."""
        play = self.play if self.play_started else None
        if play is self.play and self.tags is None:
            return self
        return replace(self, play=play, tags=None)

    # -- what the record shows ----------------------------------------------------------------

    @property
    def contract(self) -> Contract | None:
        """The contract being played: the play record's, else the closed auction's."""
        if self.play is not None:
            return self.play.contract
        final = self.auction.contract() if self.auction is not None else None
        return final if isinstance(final, Contract) else None

    @property
    def declarer(self) -> Seat | None:
        """The player acting as declarer: the contract's, or his partner after :attr:`declarer_swapped` (54A)."""
        contract = self.contract
        if contract is None:
            return None
        return contract.dummy if self.declarer_swapped else contract.declarer

    @property
    def dummy(self) -> Seat | None:
        """The player acting as dummy: the declarer's partner (the presumed declarer after a Law 54A swap)."""
        declarer = self.declarer
        return declarer.partner if declarer is not None else None

    def is_defender(self, seat: Seat) -> bool | None:
        """Whether ``seat`` defends; ``None`` while there is no contract."""
        contract = self.contract
        return None if contract is None else seat.side is not contract.declaring_side

    @property
    def defending_side(self) -> Side | None:
        contract = self.contract
        return contract.declaring_side.opponents if contract is not None else None

    @property
    def auction_over(self) -> bool | None:
        """Whether the auction period is over; ``None`` when no auction is recorded and no play either."""
        if self.play is not None:
            return True
        return self.auction.is_complete if self.auction is not None else None

    @property
    def opening_lead_faced(self) -> bool | None:
        """Whether the opening lead has been faced: a card in the play record; ``None`` if not known."""
        if self.play is not None:
            return any(isinstance(e, Play) for e in self.play.events)
        if self.auction is not None and not self.auction.is_complete:
            return False
        return None

    @property
    def play_over(self) -> bool | None:
        """Whether play has ended (13 tricks, or a claim or concession); ``None`` without a play record."""
        return self.play.state.is_finished if self.play is not None else None

    @cached_property
    def state(self) -> PlayState | None:
        """The play as it stands at the end of the record."""
        return self.play.state if self.play is not None else None

    def hand_now(self, seat: Seat) -> Hand | None:
        """``seat``'s unplayed cards at the end of the record (the dealt hand if there is no play)."""
        state = self.state
        return state.hands[seat] if state is not None else self.deal.hands[seat]

    def played_cards(self) -> frozenset[Card]:
        """Every card played to a trick, quitted or in progress."""
        state = self.state
        if state is None:
            return frozenset()
        cards = {tc.card for t in state.tricks for tc in t.cards}
        if state.current is not None:
            cards.update(tc.card for tc in state.current.cards)
        return frozenset(cards)

    # -- corrections --------------------------------------------------------------------------

    def apply(self, consequences: Iterable[Consequence]) -> BoardRecord:
        """This record with the calls cancelled among ``consequences`` marked withdrawn in the auction
        (:class:`~tdcompanion.core.laws.auction_effects.CallCancelled` with an index), a call deemed made after
        the call in turn it was made with moved after it (:class:`~tdcompanion.core.laws.auction_effects.
        CallDeemedSubsequent`, Law 33: the auction then judges it there, as any call), and the card
        corrections made to the deal (:class:`CardRestored`, :class:`CardRemoved`, :class:`CardMoved`;
        a card restored to a hand that the record already gives it is left alone) and to the play
        (:class:`CardPlacedInTrick` replaces the card the record shows for that player and trick;
        :class:`CardWithdrawn` of a card in the trick in progress records its retraction, Law 47; one
        withdrawn from the trick after a trick so changed is taken out of the play, Law 45D1); the
        play is replayed on the corrected deal. Raises :class:`tdcompanion.core.play.PlayError` if the corrected
        deal cannot have been played as recorded."""
        from tdcompanion.core.laws.auction_effects import CallCancelled, CallDeemedSubsequent
        from tdcompanion.core.laws.ruling import (
            CardDeemedPlayed,
            CardMoved,
            CardPlacedInTrick,
            CardRemoved,
            CardRestored,
            CardWithdrawn,
        )

        deal = self.deal
        auction = self.auction
        events = self.play.events if self.play is not None else ()
        changed = False
        replaced: set[int] = set()  # tricks whose cards a CardPlacedInTrick changed
        consequences = tuple(consequences)
        for c in consequences:
            if isinstance(c, CallDeemedSubsequent):
                continue  # moved last, once the calls cancelled by their index are marked
            if isinstance(c, CallCancelled):
                if auction is None or c.index is None or not 0 <= c.index < len(auction.entries) \
                        or auction.entries[c.index].withdrawn:  # fmt: skip
                    continue
                auction = auction.withdraw(c.index)
            elif isinstance(c, CardPlacedInTrick):
                placed = self._placed(c, deal, events)
                if placed is None:
                    continue
                deal, events = placed
                replaced.add(c.trick)
            elif isinstance(c, CardRestored | CardRemoved):
                deal, events = self._in_or_out(c, deal, events)
            elif isinstance(c, CardMoved):
                deal = _with_card(_without_card(deal, c.from_seat, c.card), c.to_seat, c.card)
            elif isinstance(c, CardDeemedPlayed):
                played = self._deemed_played(c, deal, events)
                if played is None:
                    continue
                events = played
            elif isinstance(c, CardWithdrawn):
                withdrawn = self._withdrawn(c, deal, events, after_replaced=c.trick - 1 in replaced)
                if withdrawn is None:
                    continue
                events = withdrawn
            else:
                continue
            changed = True
        for c in consequences:
            if isinstance(c, CallDeemedSubsequent) and auction is not None:
                moved = _deemed_subsequent(auction, c)
                if moved is not None:
                    auction, changed = moved, True
        if not changed:
            return self
        play = PlayRecord(deal, self.play.contract, events) if self.play is not None else None
        return replace(self, deal=deal, auction=auction, play=play)


    def _deemed_played(self, c: CardDeemedPlayed, deal: Deal,
                       events: tuple[PlayEvent, ...]) -> tuple[PlayEvent, ...] | None:  # fmt: skip
        """``events`` with ``c``'s card played, when the record does not show it played yet and he has not played
        to the trick in progress; ``None`` otherwise. Played out of turn, it is played all the same (45C): the
        record then shows the lead or play out of turn, which the laws rule on (53-57) as on any other card."""
        if self.play is None or c.card in self.played_cards():
            return None
        record = PlayRecord(deal, self.play.contract, events)
        current = record.state.current
        if record.state.next_seat is None or (current is not None and current.card_of(c.seat) is not None):
            return None
        try:
            record.add(Play(c.seat, c.card))
        except PlayError:
            return None
        return (*events, Play(c.seat, c.card))

    def _in_or_out(self, c: CardRestored | CardRemoved, deal: Deal,
                   events: tuple[PlayEvent, ...]) -> tuple[Deal, tuple[PlayEvent, ...]]:  # fmt: skip
        """``deal`` and ``events`` with a card restored to a hand or a card not of the deal taken out."""
        from tdcompanion.core.laws.ruling import CardRestored

        if isinstance(c, CardRestored):
            extra = _extra_index(events, c.seat, c.card)
            if extra is not None:  # a card too many back from the trick to the hand (Laws 45E, 58B2, 67B2)
                return deal, (*events[:extra], Extra(c.seat, c.card, restored=True), *events[extra + 1 :])
            return _with_card(deal, c.seat, c.card), events
        if c.trick is not None and self.play is not None:
            state = PlayRecord(deal, self.play.contract, events).state
            if state.current is not None and state.current.number == c.trick:  # 13C: deemed never played
                unplayed, _ = _unplayed(events, c.seat, c.card)
                return _without_card(deal, c.seat, c.card), unplayed
            return deal, (*events, Remove(c.seat, c.card))  # Law 13C: out of the quitted trick it was played to
        return _without_card(deal, c.seat, c.card), events

    def _placed(self, c: CardPlacedInTrick, deal: Deal,
                events: tuple[PlayEvent, ...]) -> tuple[Deal, tuple[PlayEvent, ...]] | None:  # fmt: skip
        """``deal`` and ``events`` with ``c.card`` in place of the card the record shows for ``c.seat``
        in trick ``c.trick``; ``None`` when there is nothing to change."""
        if c.card is None or self.play is None:
            return None
        removed = _remove_index(PlayRecord(deal, self.play.contract, events), c.seat, c.trick)
        if removed is not None:  # Law 13C: placed for the trick a card not of the deal was taken out of
            was = events[removed]
            assert isinstance(was, Remove)
            return deal, (*events[:removed], Remove(c.seat, was.card, c.card), *events[removed + 1 :])
        omitted = _omit_index(self.play, c.seat, c.trick)
        if omitted is not None:  # Law 67B1: placed among his played cards for the defective trick
            return deal, (*events[:omitted], Omit(c.seat, c.card), *events[omitted + 1 :])
        index = _play_index(self.play, c.seat, c.trick)
        if index is None or events[index].card == c.card:  # type: ignore[union-attr]
            return None
        extra = _extra_index(events, c.seat, c.card)
        if extra is not None:  # the card too many counts instead, and the one recorded becomes the extra card
            changed = list(events)
            was = events[index]
            assert isinstance(was, Play)
            changed[index], changed[extra] = Play(c.seat, c.card), Extra(c.seat, was.card)
            return deal, tuple(changed)
        return _with_card(deal, c.seat, c.card), (*events[:index], Play(c.seat, c.card), *events[index + 1 :])


    def _withdrawn(self, c: CardWithdrawn, deal: Deal, events: tuple[PlayEvent, ...], *,
                   after_replaced: bool) -> tuple[PlayEvent, ...] | None:  # fmt: skip
        """``events`` with ``c``'s card taken back: a retraction from the trick in progress (Law 47), or,
        ``after_replaced`` (the trick before had its cards changed), the play taken out, as made only
        because that trick seemed won otherwise (Law 45D1); ``None`` when neither applies."""
        if self.play is None:
            return None
        if after_replaced:
            unplayed, undone = _unplayed(events, c.seat, c.card)
            return unplayed if undone else None
        retract = Retract(c.seat, c.card, _retract_reason(c))
        try:
            PlayRecord(deal, self.play.contract, events).add(retract)
        except PlayError:
            return None  # not in the trick in progress: the Director puts it right by hand
        return (*events, retract)


def _deemed_subsequent(auction: Auction, c: CallDeemedSubsequent) -> Auction | None:
    """``auction`` with ``c.seat``'s ``c.call`` put after the call ``c.after`` made with it (Law 33); ``None`` when
    the record shows it there already, or not at all (or cancelled)."""
    entries = auction.entries
    for index, entry in enumerate(entries):
        if entry.seat is not c.seat or entry.call != c.call or entry.withdrawn:
            continue
        later = next((j for j in range(index + 1, len(entries)) if not entries[j].withdrawn), None)
        if later is None or entries[later].seat is not c.after:
            continue
        moved = (*entries[:index], *entries[index + 1 : later + 1], entry, *entries[later + 1 :])
        return replace(auction, entries=moved)
    return None


def _unplayed(events: tuple[PlayEvent, ...], seat: Seat, card: Card) -> tuple[tuple[PlayEvent, ...], bool]:
    """``events`` without ``seat``'s last play of ``card`` (a card played only because the trick before
    seemed won by the other side, Law 45D1), and whether there was one."""
    at = [i for i, e in enumerate(events) if isinstance(e, Play) and e.seat is seat and e.card == card]
    if not at:
        return events, False
    return (*events[: at[-1]], *events[at[-1] + 1 :]), True


def _retract_reason(c: CardWithdrawn) -> RetractReason:
    """Why the card goes back, by the law that takes it back (Laws 53-57: out of turn; 62: revoke)."""
    from tdcompanion.core.laws.ruling import LawRef

    if c.law.law == 62:
        return RetractReason.REVOKE_CORRECTION if c.law.section.startswith(("A", "B")) \
            else RetractReason.AFTER_REVOKE_CORRECTION  # fmt: skip
    if 53 <= c.law.law <= 57:
        return RetractReason.OUT_OF_TURN
    if c.law.within(LawRef(47, "C")) or c.law.within(LawRef(45, "C4")):
        return RetractReason.CHANGED_DESIGNATION  # an unintended designation corrected (45C4(b), 47C)
    return RetractReason.OTHER


def _play_index(play: PlayRecord, seat: Seat, trick: int) -> int | None:
    """The index of the event in which ``seat`` played to trick ``trick``, if the record has one."""
    replayer = Replayer(play.deal, play.contract)
    for index, event in enumerate(play.events):
        if isinstance(event, Play) and event.seat is seat and replayer.trick_number == trick:
            return index
        replayer.apply(event)
    return None


def _extra_index(events: tuple[PlayEvent, ...], seat: Seat, card: Card) -> int | None:
    """The index of the event that put ``seat``'s ``card`` in a trick as a card too many (Law 67), while
    it lies there."""
    return next((i for i, e in enumerate(events)
                 if isinstance(e, Extra) and e.seat is seat and e.card == card and not e.restored), None)  # fmt: skip


def _remove_index(play: PlayRecord, seat: Seat, trick: int) -> int | None:
    """The index of the event that took ``seat``'s card, not of the deal, out of trick ``trick`` (Law 13C),
    if no card has been placed for it yet."""
    for index, event in enumerate(play.events):
        if isinstance(event, Remove) and event.seat is seat and event.placed is None:
            tricks = play.state_at(index).tricks
            if len(tricks) >= trick and tricks[trick - 1].card_of(seat) == event.card:
                return index
    return None


def _omit_index(play: PlayRecord, seat: Seat, trick: int) -> int | None:
    """The index of the event that quitted trick ``trick`` short of ``seat``'s card (Law 67), if any
    and no card has been placed for him yet."""
    omits = (i for i, e in enumerate(play.events) if isinstance(e, Omit) and e.seat is seat and e.placed is None)
    return next((i for i in omits if play.state_at(i).trick_number == trick), None)


def _with_card(deal: Deal, seat: Seat, card: Card) -> Deal:
    hand = deal.hands[seat]
    if hand is None or card in hand:
        return deal  # a hand not recorded stays unknown; a card the record already gives him stays once
    return deal.with_hand(seat, hand.with_card(card))


def _without_card(deal: Deal, seat: Seat, card: Card) -> Deal:
    hand = deal.hands[seat]
    if hand is None:
        return deal
    return deal.with_hand(seat, hand.without(card))
