"""The table after rulings, live across tricks: penalty cards, lead restrictions, information
notes, reminders to call the Director back, tricks to transfer at the end (Laws 50-52, 57, 64).

A :class:`TableState` is data. :meth:`TableState.apply` takes the consequences of a ruling once
the non-offending side has chosen; :meth:`TableState.advance` follows the play record as it
continues: a penalty card played leaves the table (its information becomes unauthorised for
partner, Law 50E3), a required lead is made, a prohibition ends when its leader loses the lead,
declarer's designation of a penalty card (Law 51A) holds until its holder plays, and every card
played against a restriction, a penalty card due or a designation is noted as a :class:`Violation`.
:meth:`TableState.check` says whether a card may be played now without a violation (checking is
separate from changing); :meth:`TableState.prompts` says what the Director must settle before play
goes on (declarer's lead options when a defender's partner has a penalty card, Law 50D2, 51B).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import ClassVar, Protocol

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call, CallKind
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.deal import Hand
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws.auction_effects import LeadProhibitionRight, MustPass, PassSpan
from tdcompanion.core.laws.penalty_cards import RULES_2017, PenaltyCardRules
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import (
    AuthorisedInformation,
    CardMoved,
    CardRemoved,
    CardRestored,
    Consequence,
    DeclarerSwap,
    DirectorReview,
    DummyRightsLimited,
    FollowUp,
    HandChosenToLeadFrom,
    InformationSource,
    IrregularityKind,
    LawRef,
    LeadMode,
    LeadRestriction,
    Moment,
    PenaltyCard,
    PenaltyCardPickedUp,
    PenaltyCardToPlay,
    PenaltyGrade,
    PlayRequirement,
    PlayRestriction,
    RestrictionSpan,
    TrickTransfer,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.laws.table_items import HeldPenaltyCard, Prompt, PromptKind, Violation, ViolationKind
from tdcompanion.core.play import Claim, PickUp, Play, PlayRecord, PlayState
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL

__all__ = [
    "ActivePlayRestriction",
    "ActiveRestriction",
    "Edition",
    "HeldPenaltyCard",
    "InformationNote",
    "PassBar",
    "PendingTransfer",
    "ProhibitionRight",
    "Prompt",
    "PromptKind",
    "Reminder",
    "TableState",
    "TableStateError",
    "Violation",
    "ViolationKind",
    "leads_to",
]


class TableStateError(InputError):
    """A table state advanced along a play record it does not belong to."""


class Edition(Protocol):
    """What a table state asks of its lawbook (:class:`~tdcompanion.core.laws.engine.Lawbook`): its
    name and its rules of penalty cards."""

    name: ClassVar[str]
    penalty_cards: ClassVar[PenaltyCardRules]


@dataclass(frozen=True)
class ActiveRestriction:
    """A lead restriction in force: ``started`` once ``leader`` has led since it was armed."""

    leader: Seat
    suit: Suit
    mode: LeadMode
    span: RestrictionSpan
    law: LawRef
    since: int
    started: bool = False


@dataclass(frozen=True)
class ActivePlayRestriction:
    """A requirement on ``seat``'s next play (Law 57A)."""

    seat: Seat
    requirement: PlayRequirement
    suit: Suit | None
    law: LawRef
    since: int


@dataclass(frozen=True)
class InformationNote:
    """Information ``source`` (about ``cards``) is authorised for all (``for_seat`` ``None``) or
    unauthorised for ``for_seat``."""

    for_seat: Seat | None
    authorised: bool
    source: str
    cards: tuple[Card, ...]
    law: LawRef
    since: int


@dataclass(frozen=True)
class Reminder:
    """Call the Director back ``when``, to judge ``reason``."""

    when: Moment
    reason: str
    law: LawRef
    since: int


@dataclass(frozen=True)
class ChosenHand:
    """Declarer's side's next lead, from play event ``since`` on, is from ``seat``'s hand, as a defender chose
    (Law 43B2(a))."""

    seat: Seat
    law: LawRef
    since: int


@dataclass(frozen=True)
class PassBar:
    """``seat`` must pass for ``span``, from auction entry ``since_call`` on (Laws 23-38)."""

    seat: Seat
    span: PassSpan
    law: LawRef
    since_call: int

    def in_force(self, auction: Auction) -> bool:
        """Whether the bar still binds at the end of ``auction``: a next-turn bar until the player has
        called since it was imposed, either bar until the auction ends."""
        if auction.is_complete:
            return False
        if self.span is PassSpan.REST_OF_AUCTION:
            return True
        cancelled = auction.cancelled_indices()
        return not any(e.seat is self.seat and i not in cancelled
                       for i, e in enumerate(auction.entries[self.since_call:], self.since_call))  # fmt: skip


@dataclass(frozen=True)
class ProhibitionRight:
    """Declarer may prohibit a suit at ``leader``'s first turn to lead if ``offender`` defends (Law 26B),
    after ``irregularity``; it lapses once ``leader`` has led."""

    leader: Seat
    offender: Seat
    law: LawRef
    irregularity: IrregularityKind
    since: int


@dataclass(frozen=True)
class PendingTransfer:
    """``count`` tricks to go to ``to_side`` at the end of play."""

    to_side: Side
    count: int
    trick: int | None
    law: LawRef

    def actual(self, state: PlayState | None) -> int:
        """The tricks this transfer moves given the play in ``state``: at most ``count``, and with a
        trick given, at most the tricks the other side won from it on (quitted tricks, plus those
        its claim or the opponents' concession gives it)."""
        if state is None or self.trick is None:
            return self.count
        other = self.to_side.opponents
        won = sum(1 for t in state.tricks[self.trick - 1 :] if t.winner is not None and t.winner.side is other)
        claim = state.claim
        if claim is not None:
            remaining = TRICKS_PER_DEAL - len(state.tricks)
            mine = claim.tricks if isinstance(claim, Claim) else remaining - claim.tricks
            won += mine if claim.seat.side is not self.to_side else remaining - mine
        return min(self.count, won)


_WHILE_PENALTY_CARD = (InformationSource.PENALTY_CARD, InformationSource.MINOR_PENALTY_CARD)
"""The sources of the Law 50E1 notes, in force while their cards are (minor) penalty cards."""
_50E3 = ref("50E3")


@dataclass(frozen=True)
class TableState:
    """Penalty cards, restrictions, notes, reminders and pending transfers after the first
    ``event_count`` events of the play record."""

    penalty_cards: tuple[HeldPenaltyCard, ...] = ()
    restrictions: tuple[ActiveRestriction, ...] = ()
    play_restrictions: tuple[ActivePlayRestriction, ...] = ()
    notes: tuple[InformationNote, ...] = ()
    reminders: tuple[Reminder, ...] = ()
    transfers: tuple[PendingTransfer, ...] = ()
    corrections: tuple[Consequence, ...] = ()
    follow_ups: tuple[FollowUp, ...] = ()
    violations: tuple[Violation, ...] = ()
    handled: tuple[str, ...] = ()
    event_count: int = 0
    pass_bars: tuple[PassBar, ...] = ()
    prohibition_rights: tuple[ProhibitionRight, ...] = ()
    dummy_breaches: tuple[DummyRightsLimited, ...] = field(default=(), metadata={"omitted_when_empty": True})
    """Dummy's breaches of Law 43A2 on this board: 43B2 and 43B3 apply to what he does next (left out of files while
    there is none, so that files written before it are written back unchanged)."""
    chosen_hand: tuple[ChosenHand, ...] = field(default=(), metadata={"omitted_when_empty": True})
    """The hand a defender chose for declarer's next lead (43B2(a)), until declarer's side leads."""
    chosen_leads: tuple[int, ...] = field(default=(), metadata={"omitted_when_empty": True})
    """The play events of leads made from the hand a defender chose (43B2(a)): they stand, out of turn or not."""
    declarer_swap: DeclarerSwap | None = field(default=None, metadata={"omitted_when_empty": True})
    """Law 54A: the presumed declarer spread his hand and became dummy, his partner declarer, for the rest of the board
    (:meth:`seated`)."""
    lawbook: type[Edition] | None = field(default=None, compare=False, repr=False, metadata={"transient": True})
    """The edition whose rules of penalty cards apply (Laws 50, 51); ``None``: WBF 2017. Not saved: an
    incident file names its lawbook once."""

    @property
    def rules(self) -> PenaltyCardRules:
        """The rules of penalty cards of this table's lawbook."""
        return self.lawbook.penalty_cards if self.lawbook is not None else RULES_2017

    # -- reading ------------------------------------------------------------------------------

    def penalty_cards_of(self, seat: Seat, grade: PenaltyGrade | None = None) -> tuple[Card, ...]:
        return tuple(p.card for p in self.penalty_cards if p.seat is seat and (grade is None or p.grade is grade))

    def dummy_broke_43a2(self, dummy: Seat) -> bool:
        """Whether a ruling on this board found that ``dummy`` broke Law 43A2 (exchanged hands with declarer, left his
        seat to watch declarer's play, looked at a defender's cards)."""
        return any(b.seat is dummy for b in self.dummy_breaches)

    def seated(self, record: BoardRecord) -> BoardRecord:
        """``record`` with the players in the roles this table gives them: after a Law 54A swap, the presumed
        declarer is dummy and his partner declarer (:attr:`BoardRecord.declarer_swapped
        <tdcompanion.core.laws.record.BoardRecord.declarer_swapped>`); the contract stays the auction's."""
        swapped = self.declarer_swap is not None and record.contract is not None \
            and self.declarer_swap.declarer is record.contract.dummy  # fmt: skip
        return record if record.declarer_swapped is swapped else replace(record, declarer_swapped=swapped)

    def restrictions_for(self, seat: Seat) -> tuple[ActiveRestriction, ...]:
        return tuple(r for r in self.restrictions if r.leader is seat)

    def tricks_to(self, side: Side, state: PlayState | None = None) -> int:
        """Tricks to be transferred to ``side`` at the end of play: each transfer's ``count``, or with
        ``state`` given, no more than the other side won from the transfer's trick on (Law 64A)."""
        return sum(t.actual(state) for t in self.transfers if t.to_side is side)

    def result_after_transfers(self, state: PlayState) -> int | None:
        """Declarer's tricks once the pending transfers are made; ``None`` until the result is known.
        (A trick claimed or conceded is counted as if played in the claim's favour.)"""
        if state.result is None:
            return None
        declaring = state.contract.declaring_side
        return state.result + self.tricks_to(declaring, state) - self.tricks_to(declaring.opponents, state)

    # -- applying a ruling --------------------------------------------------------------------

    def apply(self, consequences: Iterable[Consequence], *, at: int | None = None, calls: int = 0,
              irregularity: IrregularityKind | None = None) -> TableState:  # fmt: skip
        """This state with ``consequences`` in force from play event ``at`` (default: now) and, for
        the auction, from entry ``calls`` of the auction record; ``irregularity`` is what the ruling was
        about (kept with a Law 26B prohibition right, for its ruling at the lead)."""
        since = self.event_count if at is None else at
        state = self
        for c in consequences:
            if isinstance(c, MustPass):
                state = replace(state, pass_bars=(*state.pass_bars, PassBar(c.seat, c.span, c.law, calls)))
            elif isinstance(c, LeadProhibitionRight):
                kind = irregularity if irregularity is not None else IrregularityKind.INSUFFICIENT_BID
                right = ProhibitionRight(c.leader, c.offender, c.law, kind, since)
                state = replace(state, prohibition_rights=(*state.prohibition_rights, right))
            else:
                state = state._apply_one(c, since)
        return state

    def bars_in_force(self, auction: Auction | None) -> tuple[PassBar, ...]:
        """The obligations to pass that bind at the end of ``auction`` (none once it is over)."""
        if auction is None:
            return ()
        return tuple(b for b in self.pass_bars if b.in_force(auction))

    def barring(self, auction: Auction, seat: Seat, call: Call) -> tuple[PassBar, ...]:
        """The obligations ``seat`` would break by making ``call`` now (any call but a pass; Law 37)."""
        if call.kind is CallKind.PASS:
            return ()
        return tuple(b for b in self.bars_in_force(auction) if b.seat is seat)

    def call_violations(self, auction: Auction) -> tuple[tuple[int, PassBar], ...]:
        """Calls other than a pass made by a player bound to pass (entry index, the bar it broke), in
        the order made: irregularities of Law 37."""
        cancelled = auction.cancelled_indices()
        found: list[tuple[int, PassBar]] = []
        for bar in self.pass_bars:
            for index in range(bar.since_call, len(auction.entries)):
                entry = auction.entries[index]
                if entry.seat is not bar.seat or index in cancelled:
                    continue
                if auction.upto(index).is_complete:
                    break
                if entry.call.kind is not CallKind.PASS:
                    found.append((index, bar))
                if bar.span is PassSpan.NEXT_TURN:
                    break
        return tuple(sorted(found, key=lambda item: item[0]))

    def _apply_one(self, c: Consequence, since: int) -> TableState:
        if isinstance(c, PenaltyCard):
            kept = tuple(p for p in self.penalty_cards if (p.seat, p.card) != (c.seat, c.card))
            cards = (*kept, HeldPenaltyCard(c.seat, c.card, c.grade, c.law, since))
            return self._with_penalty_cards(self.rules.regrade(cards))
        if isinstance(c, PenaltyCardPickedUp):
            kept = tuple(p for p in self.penalty_cards if (p.seat, p.card) != (c.seat, c.card))
            return self._with_penalty_cards(kept)
        if isinstance(c, LeadRestriction):
            active = ActiveRestriction(c.leader, c.suit, c.mode, c.span, c.law, since)
            return replace(self, restrictions=(*self.restrictions, active))
        if isinstance(c, PlayRestriction):
            play = ActivePlayRestriction(c.seat, c.requirement, c.suit, c.law, since)
            return replace(self, play_restrictions=(*self.play_restrictions, play))
        if isinstance(c, TrickTransfer):
            return replace(self, transfers=(*self.transfers, PendingTransfer(c.to_side, c.count, c.trick, c.law)))
        if isinstance(c, UnauthorisedInformation):
            return self._with_note(InformationNote(c.for_seat, False, c.source, c.cards, c.law, since))
        if isinstance(c, AuthorisedInformation):
            return self._with_note(InformationNote(None, True, c.source, c.cards, c.law, since))
        if isinstance(c, DirectorReview):
            return replace(self, reminders=(*self.reminders, Reminder(c.when, c.reason, c.law, since)))
        if isinstance(c, FollowUp):
            return replace(self, follow_ups=(*self.follow_ups, c))
        if isinstance(c, DummyRightsLimited):
            return replace(self, dummy_breaches=(*self.dummy_breaches, c))
        if isinstance(c, DeclarerSwap):
            return replace(self, declarer_swap=c)
        if isinstance(c, HandChosenToLeadFrom):
            return replace(self, chosen_hand=(ChosenHand(c.seat, c.law, since),))
        if isinstance(c, CardRestored | CardRemoved | CardMoved):
            return replace(self, corrections=(*self.corrections, c))
        if isinstance(c, PenaltyCardToPlay):
            return self._designate(c)
        return self

    def _with_note(self, note: InformationNote) -> TableState:
        """This state with ``note``; an authorised one less what a note in force already says (the same
        information about the same cards, Law 50E1): a later ruling restating it adds nothing."""
        if not note.authorised:
            return replace(self, notes=(*self.notes, note))
        same = [n for n in self.notes if n.authorised and n.source == note.source]
        said = {x for n in same for x in n.cards}
        if note.cards and said:
            cards = tuple(x for x in note.cards if x not in said)
            if not cards:
                return self
            note = replace(note, cards=cards)
        elif not note.cards and any(not n.cards for n in same):
            return self
        return replace(self, notes=(*self.notes, note))

    def _with_penalty_cards(self, cards: tuple[HeldPenaltyCard, ...]) -> TableState:
        """This state with the penalty cards ``cards``: a Law 50E1 note about a card ends when the card is
        no longer a penalty card (played, picked up), and one about a minor penalty card when the card
        becomes major (50B); the card and the duty to play it are then authorised for all (50E1), whichever
        ruling made it major."""
        now = {p.card: p.grade for p in cards}
        before = {p.card: p.grade for p in self.penalty_cards}
        ended = {x for x in before if x not in now}
        regraded = {x for x, g in before.items() if g is PenaltyGrade.MINOR and now.get(x) is PenaltyGrade.MAJOR}
        notes: list[InformationNote] = []
        for n in self.notes:
            if n.authorised and n.source in _WHILE_PENALTY_CARD:
                gone = ended | regraded if n.source == InformationSource.MINOR_PENALTY_CARD else ended
                kept = tuple(x for x in n.cards if x not in gone)
                if not kept:
                    continue
                notes.append(replace(n, cards=kept) if kept != n.cards else n)
                continue
            notes.append(n)
        state = replace(self, penalty_cards=cards, notes=tuple(notes))
        if regraded:
            made_major = tuple(p.card for p in cards if p.card in regraded)
            source = InformationSource.PENALTY_CARD
            state = state._with_note(InformationNote(None, True, source, made_major, ref("50E1"), self.event_count))
        return state

    def _designate(self, c: PenaltyCardToPlay) -> TableState:
        """Law 51A (and 52B2): the penalty card declarer designated is the one its holder plays at his
        next turn; a designation of another of his penalty cards before then replaces it."""
        seat, card = c.seat, c.card
        if not any((p.seat, p.card) == (seat, card) for p in self.penalty_cards):
            return self  # no longer a penalty card: nothing to designate
        held = tuple(p if p.seat is not seat else replace(p, to_play=c.law if p.card == card else None)
                     for p in self.penalty_cards)  # fmt: skip
        return replace(self, penalty_cards=held)

    def with_handled(self, prompt: Prompt) -> TableState:
        """This state with ``prompt`` settled, so :meth:`prompts` no longer lists it."""
        if prompt.key in self.handled:
            return self
        return replace(self, handled=(*self.handled, prompt.key))

    # -- following the play -------------------------------------------------------------------

    def advance(self, play: PlayRecord, *, since: PlayRecord | None = None) -> TableState:
        """This state after the events of ``play`` it has not seen yet.

        ``since`` is the play record this state has followed, when the caller has it (the timeline's record
        before the board went on): the new events are then followed from its replay, not from a replay of
        every event before them, so a story ruled card by card costs one step a card. A ``since`` that is not
        the first :attr:`event_count` events of ``play`` is not used."""
        events = play.events
        seen = self.event_count
        if len(events) < seen:
            raise TableStateError(f"the table state has followed {seen} play events; this record has {len(events)}")
        if len(events) == seen:
            return self
        if since is None or len(since.events) != seen or not leads_to(since, play):
            since = play.upto(seen)  # one replay of the events already followed
        state, record = self, since
        for index in range(seen, len(events)):
            event = events[index]
            before = record.state
            record = record.add(event)
            if isinstance(event, Play):
                found = state.check(before, event.seat, event.card)
                state = state._after_play(before, event.seat, event.card, index)
                if found:
                    state = replace(state, violations=(*state.violations, *(replace(v, event=index) for v in found)))
                if len(record.state.tricks) > len(before.tricks):
                    winner = record.state.tricks[-1].winner
                    assert winner is not None
                    state = state._after_trick(winner)
                continue
            if isinstance(event, PickUp):
                picked = {(event.seat, c) for c in event.cards}
                state = state._with_penalty_cards(tuple(p for p in state.penalty_cards
                                                        if (p.seat, p.card) not in picked))  # fmt: skip
        return replace(state, event_count=len(events))

    def _after_play(self, before: PlayState, seat: Seat, card: Card, index: int) -> TableState:
        state = self
        if any(p.seat is seat and p.card == card for p in self.penalty_cards):
            note = InformationNote(seat.partner, False, InformationSource.PENALTY_CARD_PLAYED, (card,), _50E3, index)
            state = state._with_penalty_cards(tuple(p for p in self.penalty_cards if (p.seat, p.card) != (seat, card)))
            state = state._with_note(note)
        if any(p.seat is seat and p.to_play is not None for p in state.penalty_cards):  # he has played: 51A is done
            state = replace(state, penalty_cards=tuple(replace(p, to_play=None) if p.seat is seat else p
                                                       for p in state.penalty_cards))  # fmt: skip
        is_lead = before.current is not None and not before.current.cards
        if is_lead and any(r.leader is seat for r in state.prohibition_rights):  # Law 26B: only the first lead
            rights = tuple(r for r in state.prohibition_rights if r.leader is not seat)
            state = replace(state, prohibition_rights=rights)
        chosen = next((h for h in state.chosen_hand if h.since <= index), None)
        if is_lead and chosen is not None and seat.side is chosen.seat.side:  # 43B2(a): declarer's side leads
            leads = (*state.chosen_leads, index) if seat is chosen.seat else state.chosen_leads
            state = replace(state, chosen_hand=(), chosen_leads=leads)
        if is_lead:
            # A restriction on his next lead is used by this lead, but stays (started) until the trick is
            # quitted: should the card be withdrawn (a revoke corrected, Law 62A), the lead made again is bound.
            state = replace(state, restrictions=tuple(replace(r, started=True) if r.leader is seat else r
                                                      for r in state.restrictions))  # fmt: skip
        else:
            state = replace(state, play_restrictions=tuple(r for r in state.play_restrictions if r.seat is not seat))
        return state

    def _after_trick(self, winner: Seat) -> TableState:
        # A restriction on the next lead ends with the trick it led to; a prohibition once its leader loses the lead.
        kept = tuple(r for r in self.restrictions if not (r.started and (r.span is RestrictionSpan.NEXT_LEAD
                                                                         or r.leader is not winner)))  # fmt: skip
        return replace(self, restrictions=kept) if len(kept) != len(self.restrictions) else self

    # -- checking a card (Laws 50C, 50D1, 57A, 59, 61A) ---------------------------------------

    def allowed_cards(self, state: PlayState, seat: Seat) -> tuple[Card, ...] | None:
        """The cards ``seat`` may play now under the obligation to follow suit and the restrictions
        in force, penalty-card obligations aside (they yield to these, Law 50D1(b); a penalty card due,
        or designated under Law 51A, is among these cards when it must be played: :meth:`check`); when he
        cannot comply with a restriction, any otherwise legal card (Law 59). ``None`` if his hand is not known."""
        hand = state.hands[seat]
        current = state.current
        if hand is None or current is None:
            return None
        cards = tuple(hand.cards)
        led = current.suit_led
        if led is None:
            for r in self.restrictions_for(seat):
                if r.mode is LeadMode.REQUIRE:
                    cards = _if_any(tuple(c for c in cards if c.suit is r.suit), cards)
                else:
                    cards = _if_any(tuple(c for c in cards if c.suit is not r.suit), cards)
            return cards
        following = tuple(c for c in cards if c.suit is led)
        if following:
            cards = following
        for p in self.play_restrictions:
            if p.seat is seat:
                cards = _apply_play_restriction(p, cards, led, bool(following))
        return cards

    def check(self, state: PlayState, seat: Seat, card: Card) -> tuple[Violation, ...]:
        """What would be wrong with ``seat`` playing ``card`` now, given this table; empty if nothing.
        Only what the hand shows is judged: with the hand not known, nothing is."""
        current = state.current
        hand = state.hands[seat]
        if current is None or hand is None or card not in hand:
            return ()
        found: list[Violation] = []
        allowed = self.allowed_cards(state, seat)
        assert allowed is not None
        led = current.suit_led
        hand_follows = led is not None and any(c.suit is led for c in hand)
        if card not in allowed and not (led is not None and card.suit is not led and hand_follows):
            # Not a failure to follow suit (the record flags that as a revoke) but to comply.
            if led is None:
                r = next(r for r in self.restrictions_for(seat) if not _complies(r, card))
                found.append(Violation(ViolationKind.LEAD_RESTRICTION, seat, card, r.law, suit=r.suit))
            else:
                p = next(p for p in self.play_restrictions if p.seat is seat)
                found.append(Violation(ViolationKind.PLAY_RESTRICTION, seat, card, p.law, suit=p.suit))
        chosen = self.chosen_hand[0] if self.chosen_hand else None
        if led is None and not current.cards and chosen is not None and seat.side is chosen.seat.side \
                and seat is not chosen.seat:  # fmt: skip
            found.append(Violation(ViolationKind.LEAD_FROM_OTHER_HAND, seat, card, chosen.law))
        found.extend(self.rules.duties(self.penalty_cards, seat, card, hand, allowed))
        return tuple(found)

    def designated(self, state: PlayState, seat: Seat) -> HeldPenaltyCard | None:
        """The penalty card declarer designated for ``seat`` to play now (Laws 51A, 52B2), if he can
        legally play it (following suit and the restrictions in force come first, Law 50D1(b))."""
        allowed = self.allowed_cards(state, seat)
        return next((p for p in self.penalty_cards if p.seat is seat and p.to_play is not None
                     and allowed is not None and p.card in allowed), None)  # fmt: skip

    def is_legal(self, state: PlayState, seat: Seat, card: Card) -> bool:
        """Whether ``seat`` may play ``card`` now without breaking a rectification in force."""
        return not self.check(state, seat, card)

    # -- what must be settled -----------------------------------------------------------------

    def _play_prompts(self, state: PlayState) -> list[Prompt]:
        """Lead prohibitions and penalty-card options due now, and reminders due at the end of play."""
        found: list[Prompt] = []
        current, seat = state.current, state.next_seat
        if current is not None and seat is not None and not current.cards:
            declaring = state.contract.declaring_side
            for right in self.prohibition_rights:
                if right.leader is seat and seat.side is not declaring and right.offender.side is not declaring:
                    found.append(Prompt(PromptKind.LEAD_PROHIBITION, right.law, seat, (), state.trick_number,
                                        right.irregularity.value))  # fmt: skip
        if current is not None and seat is not None:
            if not current.cards:
                options = self.rules.lead_options(self.penalty_cards, seat, state.contract.declaring_side,
                                                  state.trick_number, self.handled)  # fmt: skip
                if options is not None:
                    found.append(options)
            hand, allowed = state.hands[seat] or Hand(), self.allowed_cards(state, seat)
            designation = self.rules.designation(self.penalty_cards, seat, state.trick_number, hand, allowed)
            if designation is not None:
                found.append(designation)
        if state.is_finished:
            for r in self.reminders:
                if r.when is Moment.END_OF_PLAY:
                    found.append(Prompt(PromptKind.CALL_DIRECTOR_BACK, r.law, reason=r.reason))
        return found

    def prompts(self, state: PlayState | None) -> tuple[Prompt, ...]:
        """What the Director must settle now, not yet marked handled; with no play (``state`` ``None``:
        the auction period), only the follow-ups."""
        found: list[Prompt] = list(self._play_prompts(state)) if state is not None else []
        for f in self.follow_ups:
            if f.when is Moment.END_OF_AUCTION and state is None:
                continue  # Law 24E: ruled again once the auction is over
            found.append(Prompt(PromptKind.FOLLOW_UP, f.law, f.seat, (f.card,) if f.card else (), f.trick,
                                f.irregularity.value))  # fmt: skip
        return tuple(p for p in found if p.key not in self.handled)


def _if_any(subset: tuple[Card, ...], cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """``subset`` if the player can comply, else every card (Law 59)."""
    return subset if subset else cards


def _complies(r: ActiveRestriction, card: Card) -> bool:
    return (card.suit is r.suit) == (r.mode is LeadMode.REQUIRE)


def _apply_play_restriction(
    p: ActivePlayRestriction, cards: tuple[Card, ...], led: Suit, following: bool
) -> tuple[Card, ...]:
    if p.requirement is PlayRequirement.HIGHEST_OF_SUIT_LED:
        return (max(cards),) if following else cards
    if p.requirement is PlayRequirement.LOWEST_OF_SUIT_LED:
        return (min(cards),) if following else cards
    if following or p.suit is None:
        return cards  # following suit comes first (Law 59)
    if p.requirement is PlayRequirement.PLAY_SUIT:
        return _if_any(tuple(c for c in cards if c.suit is p.suit), cards)
    return _if_any(tuple(c for c in cards if c.suit is not p.suit), cards)


def leads_to(earlier: PlayRecord, play: PlayRecord) -> bool:
    """Whether ``earlier`` is an earlier point (or the same) of ``play``: same deal and contract, and its
    events the first events of ``play``."""
    count = len(earlier.events)
    return (count <= len(play.events) and earlier.contract == play.contract and earlier.deal == play.deal
            and play.events[:count] == earlier.events)  # fmt: skip
