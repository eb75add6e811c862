"""Replaying play events: the one place that knows what each event does (Laws 44-68).

:class:`Replayer` applies events one by one to a mutable table, detecting irregularities
as they happen, and raises :class:`PlayError` for an event that cannot have happened.
It is linear in the number of events; :class:`tdcompanion.core.play.PlayRecord` uses it
for every query, so a whole deal replays in well under a millisecond.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal, Hand
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
)
from tdcompanion.core.play_irregularities import EventRef, Exposure, OutOfTurn, PlayIrregularity, Revoke
from tdcompanion.core.play_state import ExposedCard, PlayState
from tdcompanion.core.said import Messages
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL, Trick, TrickCard, trick_winner

#: What cannot have happened in a play record, in English (the catalogue says it in the other languages).
SAID = Messages("play", {
    "not_an_event": "not a play event: {event}",
    "all_played": "{seat} cannot play {card}: all 13 tricks have been played",
    "already_played": "{seat} has already played to trick {trick}; record a second card as exposed",
    "extra_without_play": "{seat} cannot have played {card} as a card too many to trick {trick}: he has not played "
    "to it",
    "omit_too_early": "{seat} cannot have omitted to play to trick {trick}: a trick is quitted short of a card only "
    "when the other three players have played to it",
    "not_in_a_trick": "{seat}'s {card} is in no quitted trick, so it cannot be taken out of one",
    "not_in_this_trick": "{seat}'s {card} is not in trick {trick} (the trick in progress), so it cannot be taken back",
    "not_exposed": "{card} is not lying exposed from {seat}'s hand",
    "too_many_claimed": "{seat} cannot claim {tricks} tricks: {remaining} remain to be played",
    "too_many_conceded": "{seat} cannot concede {tricks} tricks: {remaining} remain to be played",
    "not_held": "{seat} does not hold {card}",
    "not_held_played": "{seat} does not hold {card} (it was played to trick {trick})",
    "card_played": "{card} was already played to trick {trick}",
    "in_other_hand": "{card} is in {holder}'s hand, not {seat}'s",
    "nobody_to_play": "nobody can play {card}: all 13 tricks have been played",
})
_AFTER = {seat: seat.rotation()[1:] for seat in Seat}  # the other seats in playing order


def plays_possible(deal: Deal, contract: Contract, events: Iterable[PlayEvent]) -> bool:
    """Whether :class:`Replayer` takes every one of ``events`` without a :class:`PlayError`, decided
    without replaying, for the record files hold: plays from four known hands (each card held once
    in its hand), with claims and concessions. ``False`` also for any other record: replay it to know.

    For such a record the replayer refuses only a play after thirteen tricks, a second card by a seat
    to the trick in progress, a card its hand does not hold (any more), and a claim or concession of
    more tricks than remain; leads, plays out of turn and revokes are irregular, not impossible
    (Laws 53-64). Neither the order of play nor who won the tricks matters for that, so this is one
    bit test per card: a PBN or LIN file's records are checked when read, and replayed only when
    their states are asked for (:class:`~tdcompanion.core.play.PlayRecord`).
    """
    held: list[int] = []
    for hand in deal.hands:
        if hand is None:
            return False
        mask = 0
        for card in hand.cards:
            mask |= 1 << card.index
        if mask.bit_count() != len(hand.cards):
            return False  # a card twice in one hand: the replayer counts the copies
        held.append(mask)
    quitted = 0
    playing = 0  # a bit for each seat that has played to the trick in progress
    for event in events:
        kind = type(event)
        if kind is Play:
            seat = event.seat
            bit = 1 << event.card.index  # type: ignore[union-attr]
            if quitted >= TRICKS_PER_DEAL or not held[seat] & bit or playing >> seat & 1:
                return False
            held[seat] ^= bit
            playing |= 1 << seat
            if playing == 0b1111:
                quitted += 1
                playing = 0
        elif kind is Claim or kind is Concede:
            if not 0 <= event.tricks <= TRICKS_PER_DEAL - quitted:  # type: ignore[union-attr]
                return False
        else:
            return False
    return True


class Replayer:
    """A table being replayed. Apply events with :meth:`apply`; read with :meth:`snapshot`."""

    def __init__(self, deal: Deal, contract: Contract) -> None:
        self.contract = contract
        self.trump = contract.trump
        self.known = tuple(h is not None for h in deal.hands)
        # A multiset per seat (a defective deal may repeat a card), keyed by card for speed.
        self.held: list[dict[Card, int]] = [_multiset(h.cards) if h is not None else {} for h in deal.hands]
        self.played: dict[Card, int] = {}  # card -> trick number it was played to
        self.tricks: list[Trick] = []
        self.due_leaders: list[Seat] = []  # who was due to lead each quitted trick
        self.current: list[TrickCard] = []
        self.current_extra: Seat | None = None  # who played a card too many to the trick in progress (Law 67)
        # A trick quitted short of a card (Law 67) and opened again by a retraction: whose card it lacks and
        # the card placed for him under 67B1, kept out of the trick until it is quitted again.
        self.current_omitted: Seat | None = None
        self.current_placed: Card | None = None
        self.due_leader = contract.opening_leader
        self.exposed: dict[Card, ExposedCard] = {}
        self.claim: Claim | Concede | None = None
        self.claim_result: int | None = None
        self.found: list[PlayIrregularity] = []
        self.open_revokes: list[int] = []  # positions in ``found`` of revokes still open
        self.count = 0

    def copy(self) -> Replayer:
        """A replayer at the same point that can go on alone: applying events to it leaves this one as it is."""
        twin = object.__new__(Replayer)
        twin.__dict__.update(self.__dict__)  # the immutable values (contract, seats, tricks, cards, counts) as they are
        twin.held = [dict(held) for held in self.held]
        twin.played = dict(self.played)
        twin.tricks = list(self.tricks)
        twin.due_leaders = list(self.due_leaders)
        twin.current = list(self.current)
        twin.exposed = dict(self.exposed)
        twin.found = list(self.found)
        twin.open_revokes = list(self.open_revokes)
        return twin

    # -- reading ------------------------------------------------------------------------

    @property
    def trick_number(self) -> int:
        return len(self.tricks) + 1

    def next_seat(self) -> Seat | None:
        """Whose turn it is: the due leader, else the next seat round from the leader that
        has not played to the trick (Law 44B)."""
        if len(self.tricks) >= TRICKS_PER_DEAL:
            return None
        if not self.current:
            return self.due_leader
        done = {tc.seat for tc in self.current}
        for seat in _AFTER[self.current[0].seat]:
            if seat not in done:
                return seat
        return None  # pragma: no cover - a trick with four cards is quitted at once

    def declarer_tricks(self) -> int:
        """Quitted tricks won by the declaring side so far."""
        side = self.contract.declaring_side
        return sum(1 for t in self.tricks if t.winner is not None and t.winner.side is side)

    def result(self) -> int | None:
        if len(self.tricks) >= TRICKS_PER_DEAL:
            return self.declarer_tricks()
        return self.claim_result

    def snapshot(self) -> PlayState:
        hands = tuple(
            Hand(c for c, n in held.items() for _ in range(n)) if known else None
            for held, known in zip(self.held, self.known, strict=True)
        )
        current = None
        if len(self.tricks) < TRICKS_PER_DEAL:
            leader = self.current[0].seat if self.current else self.due_leader
            current = Trick(self.trick_number, leader, tuple(self.current), extra=self.current_extra)
        return PlayState(
            event_count=self.count,
            contract=self.contract,
            hands=(hands[0], hands[1], hands[2], hands[3]),
            tricks=tuple(self.tricks),
            current=current,
            next_seat=self.next_seat(),
            exposed=tuple(self.exposed.values()),
            claim=self.claim,
            result=self.result(),
        )

    # -- applying -----------------------------------------------------------------------

    def apply(self, event: PlayEvent) -> None:
        match event:
            case Play():
                self._play(event)
            case Retract():
                self._retract(event)
            case Expose():
                self._expose(event)
            case PickUp():
                self._pick_up(event)
            case Claim() | Concede():
                self._claim(event)
            case Omit():
                self._omit(event)
            case Extra():
                self._extra(event)
            case Remove():
                self._remove(event)
            case _:  # pragma: no cover - guarded by the type
                raise PlayError(SAID("not_an_event", event=repr(event)))
        self.count += 1

    def _play(self, event: Play) -> None:
        seat, card = event.seat, event.card
        number = len(self.tricks) + 1
        if number > TRICKS_PER_DEAL:
            raise PlayError(SAID("all_played", seat=seat, card=card))
        held = self.held[seat] if self.known[seat] else None
        if held is None or card not in held:
            self._check_holds(seat, card)
        current = self.current
        for played in current:
            if played.seat is seat:
                raise PlayError(SAID("already_played", seat=seat, trick=number))
        if self.open_revokes:
            self._establish_revokes(seat, number)
        expected = self.next_seat()
        assert expected is not None
        if seat is not expected:
            self.found.append(OutOfTurn(self.count, seat, card, number, expected, is_lead=not current))
        if current:
            led = current[0].card.suit
            if card.suit is not led and held is not None:
                for kept in held:
                    if kept.suit is led:  # he could have followed suit (Law 61A)
                        self.open_revokes.append(len(self.found))
                        self.found.append(Revoke(self.count, seat, card, number, led))
                        break
        self._take(seat, card)
        self.played[card] = number
        current.append(TrickCard(seat, card))
        seats = {tc.seat for tc in current}
        short = self.current_omitted
        if short is not None and short not in seats and len(seats) == 3:
            self._quit_short(short, self.current_placed)  # quitted again short of his card, as it was
            return
        if len(seats) == 4:
            winner = trick_winner(current if len(current) == 4 else _counting(current), self.trump)
            trick = Trick(number, self.current[0].seat, tuple(self.current), winner, extra=self.current_extra)
            self.tricks.append(trick)
            self.due_leaders.append(self.due_leader)
            self.current = []
            self.current_extra = self.current_omitted = self.current_placed = None
            self.due_leader = winner  # Law 44G

    def _extra(self, event: Extra) -> None:
        """Law 67: a card too many, added to the trick in progress (Law 58B) or to the trick just quitted
        while nobody has led to the next (a fifth card, Law 45E). It never decides who wins the trick."""
        seat, card = event.seat, event.card
        last = self.tricks[-1] if self.tricks and not self.current else None
        if any(tc.seat is seat for tc in self.current):
            number = self.trick_number
        elif last is not None and last.card_of(seat) is not None and last.omitted is None:
            number = last.number
        else:
            raise PlayError(SAID("extra_without_play", seat=seat, card=card, trick=self.trick_number))
        self._check_holds(seat, card)
        added: tuple[TrickCard, ...] = ()
        if not event.restored:  # restored (67B2(a)): deemed to have stayed in his hand throughout
            self._take(seat, card)
            self.played[card] = number
            added = (TrickCard(seat, card),)
        if number == self.trick_number:
            self.current.extend(added)
            self.current_extra = seat
        else:
            assert last is not None
            self.tricks[-1] = replace(last, cards=(*last.cards, *added), extra=seat)

    def _omit(self, event: Omit) -> None:
        """Law 67: the trick is quitted with the other three players' cards only."""
        seat = event.seat
        if len(self.current) != 3 or any(tc.seat is seat for tc in self.current):
            raise PlayError(SAID("omit_too_early", seat=seat, trick=self.trick_number))
        if event.placed is not None:
            self._check_holds(seat, event.placed)
            self._take(seat, event.placed)
            self.played[event.placed] = self.trick_number
        self._quit_short(seat, event.placed)

    def _quit_short(self, seat: Seat, placed: Card | None) -> None:
        """The trick in progress is quitted without ``seat``'s card; ``placed``, already out of his hand,
        goes among its cards for him (Law 67B1) without counting for who won it."""
        number = self.trick_number
        winner = trick_winner(self.current, self.trump)  # Law 67B1: a card placed later does not count
        cards = tuple(self.current)
        if placed is not None:
            cards = (*cards, TrickCard(seat, placed))
        self.tricks.append(Trick(number, self.current[0].seat, cards, winner, omitted=seat))
        self.due_leaders.append(self.due_leader)
        self.current = []
        self.current_extra = self.current_omitted = self.current_placed = None
        self.due_leader = winner

    def _remove(self, event: Remove) -> None:
        """Law 13C: a card not part of the deal out of its quitted trick, which keeps its winner; the card
        ``placed`` for it, if any, leaves the hand and takes its place."""
        seat, card = event.seat, event.card
        wanted = TrickCard(seat, card)
        at = next((i for i, t in enumerate(self.tricks) if wanted in t.cards), None)
        if at is None:
            raise PlayError(SAID("not_in_a_trick", seat=seat, card=card))
        trick = self.tricks[at]
        cards = list(trick.cards)
        index = cards.index(wanted)
        if event.placed is None:
            del cards[index]
        else:
            self._check_holds(seat, event.placed)
            self._take(seat, event.placed)
            self.played[event.placed] = trick.number
            cards[index] = TrickCard(seat, event.placed)
        if self.played.get(card) == trick.number:
            del self.played[card]
        self.tricks[at] = replace(trick, cards=tuple(cards))

    def _retract(self, event: Retract) -> None:
        seat, card = event.seat, event.card
        wanted = TrickCard(seat, card)
        if wanted not in self.current and not self.current and self.tricks and wanted in self.tricks[-1].cards:
            # The trick was quitted but nobody has led to the next one: it opens again.
            reopened = self.tricks.pop()
            self.current = list(reopened.cards)
            omitted = self.current_omitted = reopened.omitted
            self.current_extra, self.current_placed = reopened.extra, None
            placed = reopened.card_of(omitted) if omitted is not None else None
            if omitted is not None and placed is not None and seat is not omitted:  # kept aside: it never counts
                self.current.remove(TrickCard(omitted, placed))
                self.current_placed = placed
            self.due_leader = self.due_leaders.pop()
        if wanted not in self.current:
            raise PlayError(SAID("not_in_this_trick", seat=seat, card=card, trick=self.trick_number))
        number = self.trick_number
        self.current.remove(wanted)
        del self.played[card]
        if self.known[seat]:
            self.held[seat][card] = self.held[seat].get(card, 0) + 1
        if seat not in (self.contract.declarer, self.contract.dummy):
            self.exposed[card] = ExposedCard(seat, card, ExposeHow.WITHDRAWN, self.count)
        self._note_withdrawal(wanted, number)

    def _expose(self, event: Expose) -> None:
        for card in event.cards:
            self._check_holds(event.seat, card)
        for card in event.cards:
            self.exposed.setdefault(card, ExposedCard(event.seat, card, event.how, self.count))
        number = min(self.trick_number, TRICKS_PER_DEAL)
        self.found.append(Exposure(self.count, event.seat, event.cards, event.how, number))

    def _pick_up(self, event: PickUp) -> None:
        for card in event.cards:
            exposed = self.exposed.get(card)
            if exposed is None or exposed.seat is not event.seat:
                raise PlayError(SAID("not_exposed", seat=event.seat, card=card))
        for card in event.cards:
            del self.exposed[card]

    def _claim(self, event: Claim | Concede) -> None:
        remaining = TRICKS_PER_DEAL - len(self.tricks)
        key = "too_many_claimed" if isinstance(event, Claim) else "too_many_conceded"
        if not 0 <= event.tricks <= remaining:
            raise PlayError(SAID(key, seat=event.seat, tricks=event.tricks, remaining=remaining))
        self._establish_revokes(event.seat, None)  # Law 63A3
        side = event.seat.side
        ours = event.tricks if isinstance(event, Claim) else remaining - event.tricks
        declaring = self.contract.declaring_side
        won = self.declarer_tricks()
        self.claim = event
        self.claim_result = won + (ours if side is declaring else remaining - ours)

    # -- helpers ------------------------------------------------------------------------

    def _check_holds(self, seat: Seat, card: Card) -> None:
        """Raise unless ``seat`` can hold ``card`` now."""
        if self.known[seat]:
            if card in self.held[seat]:
                return
            played = self.played.get(card)
            if played is not None:
                raise PlayError(SAID("not_held_played", seat=seat, card=card, trick=played))
            raise PlayError(SAID("not_held", seat=seat, card=card))
        played = self.played.get(card)
        if played is not None:
            raise PlayError(SAID("card_played", card=card, trick=played))
        for other in Seat:
            if self.known[other] and card in self.held[other]:
                raise PlayError(SAID("in_other_hand", card=card, holder=other, seat=seat))

    def _take(self, seat: Seat, card: Card) -> None:
        """``card`` leaves ``seat``'s hand (or the table, if it lay exposed) for a trick."""
        if self.known[seat]:
            held = self.held[seat]
            held[card] -= 1
            if not held[card]:
                del held[card]
        if card in self.exposed:
            del self.exposed[card]

    def _note_withdrawal(self, withdrawn: TrickCard, number: int) -> None:
        """Mark the revoke (Law 62A: corrected) or the card out of turn that ``withdrawn`` was."""
        for pos, found in enumerate(self.found):
            if not isinstance(found, OutOfTurn | Revoke) or found.trick != number:
                continue
            if (found.seat, found.card) != withdrawn:
                continue
            if isinstance(found, Revoke) and pos in self.open_revokes:
                self.found[pos] = replace(found, corrected_by=self.count)
                self.open_revokes.remove(pos)
            elif isinstance(found, OutOfTurn) and found.withdrawn_by is None:
                self.found[pos] = replace(found, withdrawn_by=self.count)

    def _establish_revokes(self, seat: Seat, number: int | None) -> None:
        """Law 63A: a play by the offender or partner to a later trick (``number``), or a claim
        or concession by either (``number`` is ``None``), establishes open revokes."""
        if not self.open_revokes:
            return
        still_open: list[int] = []
        for pos in self.open_revokes:
            revoke = self.found[pos]
            assert isinstance(revoke, Revoke)
            offenders = (revoke.seat, revoke.seat.partner)
            if seat in offenders and (number is None or number > revoke.trick):
                ref = EventRef(self.count, seat, min(self.trick_number, TRICKS_PER_DEAL))
                self.found[pos] = replace(revoke, established_by=ref)
            else:
                still_open.append(pos)
        self.open_revokes = still_open


def _counting(cards: list[TrickCard]) -> list[TrickCard]:
    """Each seat's first card: a card too many never counts for the trick (Law 67B2(a))."""
    seen: set[Seat] = set()
    first = []
    for tc in cards:
        if tc.seat not in seen:
            seen.add(tc.seat)
            first.append(tc)
    return first


def _multiset(cards: Iterable[Card]) -> dict[Card, int]:
    counts: dict[Card, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts
