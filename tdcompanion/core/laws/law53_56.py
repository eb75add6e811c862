"""Laws 53 to 56: leads out of turn (with Laws 41, 47E1, 50D and 60B).

The opening lead faced by the wrong defender (Law 54): a face-down lead by his partner goes back
(54 preamble); a lead made because an opponent wrongly said it was his turn goes back with no
rectification and cannot be accepted (47E1); otherwise declarer chooses, alone (10C2), to spread
his hand and become dummy (54A), to accept the lead (54B: dummy is spread and the second card comes
from declarer's hand) or to refuse it (54D: the card becomes a major penalty card and Law 50D
governs the correct leader's lead). Declarer must accept when he could have seen dummy's cards
(54C), and must become dummy once he has exposed a card in starting to spread (54A). An attempted
opening lead by the declaring side belongs to Law 24 (54E).

During the play (Laws 53, 55, 56) a lead out of turn stands once the hand next in rotation has
played to it (53A); an opponent whose proper turn it was may lead over it (53B); a defender playing
at the right of declarer's irregular lead leaves it standing and Law 57 applies (53C); at trick 13
it must be retracted (53A). Otherwise: after declarer's lead out of turn the defenders accept it or
have it retracted, the one next in turn prevailing (55A; 55B1, 55B2; the Director watches for a line
of play based on the information, 55C); after a defender's, declarer accepts it or has it retracted
and the card becomes a major penalty card (56, 50D). A defender who plays after declarer was made to
retract but before declarer's proper lead gives a major penalty card (60B).

What the play record shows (who led which card to which trick, whose turn it was, whether the card
was taken back, who played next) is read off it, never asked.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.cards import Card
from tdcompanion.core.laws import procedure
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.law45_47 import WithdrawnCardAuthorised, _ui_for_opponents
from tdcompanion.core.laws.law48_52 import PenaltyCardDuty
from tdcompanion.core.laws.ruling import (
    CardWithdrawn,
    Choice,
    ChooserRole,
    Consequence,
    DeclarerSwap,
    DirectorReview,
    FollowUp,
    InformationSource,
    IrregularityKind,
    LeadFrom,
    Moment,
    NoRectification,
    Option,
    PenaltyGrade,
    Reason,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.laws.table_items import ViolationKind
from tdcompanion.core.play import OutOfTurn, Play, PlayRecord, Retract
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL

# --- consequences of this family ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class OpeningLeadAccepted(Consequence):
    """The opening lead out of turn stands: ``dummy`` is spread and the second card to the trick is
    played from ``declarer``'s hand; a card played from dummy instead stands except to correct a
    revoke (Law 54B)."""

    kind: ClassVar[str] = "opening_lead_accepted"
    declarer: Seat
    dummy: Seat


@dataclass(frozen=True, kw_only=True)
class FaceDownLeadRetracted(Consequence):
    """``seat``'s face-down opening lead, made after his partner faced a lead out of turn, goes back
    into his hand (Law 54, preamble)."""

    kind: ClassVar[str] = "face_down_lead_retracted"
    seat: Seat


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    DECLARING_SIDE_LEAD = "declaring_side_lead"
    """A player of the declaring side attempted the opening lead: Law 24 applies (54E)."""
    MISINFORMED = "misinformed"
    """An opponent told the player it was his lead: retracted without rectification (47E1)."""
    PROPER_LEAD_STANDS = "proper_lead_stands"
    """The correct leader led over the irregular lead (53B)."""
    DUMMY_CARD_STANDS = "dummy_card_stands"
    """Declarer played the second card to the accepted opening lead from dummy (54B2)."""
    DECLARER_LEAD_INFORMATION = "declarer_lead_information"
    """Declarer's line of play may be based on information from his lead out of turn (55C, 16)."""


# --- facts ------------------------------------------------------------------------------------------------


class NextPlay(enum.Enum):
    """Who played after the lead out of turn, before the Director ruled (the card still on the table)."""

    NONE = "none"
    """Nobody that matters: no card, or only the offender's partner (60C)."""
    NEXT_HAND = "next_hand"
    """The hand next in rotation played to it (53A; at trick 1 declarer's own hand, 54B1)."""
    DUMMY = "dummy"
    """At trick 1, declarer played the second card from dummy (54B2)."""
    CORRECT_LEADER = "correct_leader"
    """The opponent whose turn it was to lead made his proper lead (53B)."""
    RIGHT_HAND = "right_hand"
    """The defender at the right of declarer's irregular lead played to it (53C)."""


OFFENDER = Fact.seat("law53.offender", "53", "54")
"""Who led out of turn (asked only when the play record does not show the lead)."""
CARD = Fact.card("law53.card", "53", "54")
LEADER = Fact.seat("law53.leader", "44", "53A")
"""Whose turn it was to lead."""
TRICK = Fact.number("law53.trick", "53", minimum=1, maximum=TRICKS_PER_DEAL)
NEXT_PLAY = Fact.choice("law53.next_play", NextPlay, "53A", "53B", "53C", "54B")
PROPER_LEAD = Fact.yes_no("law53.proper_lead", "53B")
"""The correct leader, next in rotation, played his card as his own proper lead, not to the irregular lead."""
MISINFORMED = Fact.yes_no("law53.misinformed", "47E1")
"""An opponent mistakenly told the offender that it was his turn to lead."""
PARTNER_FACE_DOWN = Fact.yes_no("law54.partner_face_down", "54")
"""The offender's partner (the correct leader) also led, face down."""
SAW_DUMMY = Fact.yes_no("law54.saw_dummy", "54C")
"""Declarer could have seen a card of dummy's (other than one exposed in the auction under Law 24)."""
DECLARER_EXPOSED = Fact.yes_no("law54.declarer_exposed", "54A")
"""Declarer began to spread his hand and exposed one or more cards."""


@dataclass(frozen=True)
class _Lead:
    """The lead out of turn: ``seat`` led ``card`` to ``trick`` when it was ``leader``'s turn;
    ``index`` is its play event when the record shows it."""

    seat: Seat
    card: Card
    trick: int
    leader: Seat
    index: int | None
    withdrawn: bool
    next_play: NextPlay | None
    next_index: int | None
    after_declarer_retracted: bool


def _out_of_turn_leads(play: PlayRecord) -> tuple[OutOfTurn, ...]:
    return tuple(i for i in play.irregularities() if isinstance(i, OutOfTurn) and i.is_lead)


def _from_other_hand(ctx: Context, play: PlayRecord) -> tuple[OutOfTurn, ...]:
    """Declarer's leads from the hand a defender did not choose (Law 43B2(a)), which the table state finds: leads
    out of turn, the chosen hand being the one in turn. The record counts them in turn."""
    found = []
    for v in ctx.table.violations:
        if v.kind is not ViolationKind.LEAD_FROM_OTHER_HAND or v.event is None or v.event >= len(play.events):
            continue
        back = next((i for i, e in enumerate(play.events) if i > v.event and isinstance(e, Retract)
                     and e.seat is v.seat and e.card == v.card), None)  # fmt: skip
        trick = play.state_at(v.event).trick_number
        found.append(OutOfTurn(v.event, v.seat, v.card, trick, v.seat.partner, is_lead=True, withdrawn_by=back))
    return tuple(found)


def _found(ctx: Context, opening: bool) -> OutOfTurn | None:
    """The lead out of turn in the record (or, for a lead from the hand a defender did not choose, in the table
    state): at the irregularity's event, else the first of its kind."""
    play = ctx.record.play
    if play is None:
        return None
    leads = tuple(sorted((*_out_of_turn_leads(play), *_from_other_hand(ctx, play)), key=lambda i: i.index))
    event = ctx.irregularity.event
    if event is not None:
        found = next((i for i in leads if i.index == event), None)
        if found is None:
            ctx.refuse("no_lead_out_of_turn", number=event + 1)
        return found
    return next((i for i in leads if (i.trick == 1) == opening), None)


def _next_play(play: PlayRecord, item: OutOfTurn, dummy: Seat, declaring: bool) -> tuple[NextPlay, int | None]:
    """What the record shows was played after the lead ``item`` while its card was on the table."""
    end = item.withdrawn_by if item.withdrawn_by is not None else len(play.events)
    nxt = item.seat.lho
    rho = item.seat.rho
    for index in range(item.index + 1, end):
        event = play.events[index]
        if not isinstance(event, Play):
            continue
        seat = event.seat
        if seat is nxt:
            return NextPlay.NEXT_HAND, index
        if item.trick == 1 and seat is dummy and not declaring:
            return NextPlay.DUMMY, index
        if seat is item.expected and seat.side is not item.seat.side:
            return NextPlay.CORRECT_LEADER, index
        if seat is rho and declaring:
            return NextPlay.RIGHT_HAND, index
        return NextPlay.NONE, None  # the offender's partner: a play by the offending side (60C)
    return NextPlay.NONE, None


def _declarer_retracted_before(play: PlayRecord, item: OutOfTurn, declaring: tuple[Seat, Seat]) -> bool:
    """Whether declarer's lead out of turn to the same trick was taken back before this lead (60B)."""
    return any(
        other.trick == item.trick and other.seat in declaring and other.withdrawn_by is not None
        and other.withdrawn_by < item.index
        for other in _out_of_turn_leads(play)
    )  # fmt: skip


def _lead(ctx: Context, *, opening: bool) -> _Lead:
    """The lead out of turn, read off the record or asked."""
    record = ctx.record
    item = _found(ctx, opening)
    contract = record.contract
    offender = ctx.fact(OFFENDER, shown=item.seat if item else None)
    card = ctx.fact(CARD, shown=item.card if item else None, seat=offender)
    trick = 1 if opening else ctx.fact(TRICK, shown=item.trick if item else None, seat=offender, card=card)
    opening_leader = contract.opening_leader if contract is not None else None
    leader_shown = item.expected if item else (opening_leader if trick == 1 else None)
    leader = ctx.fact(LEADER, shown=leader_shown, trick=trick)
    if leader is offender:
        ctx.refuse("leader_in_turn", fact=LEADER.id, seat=offender)
    if item is None or record.play is None or contract is None:
        return _Lead(offender, card, trick, leader, None, False, None, None, False)
    declarer, dummy = record.declarer, record.dummy  # the players acting as such (his partner after 54A)
    assert declarer is not None and dummy is not None
    declaring = (declarer, dummy)
    nxt, index = _next_play(record.play, item, dummy, offender in declaring)
    before = offender not in declaring and _declarer_retracted_before(record.play, item, declaring)
    return _Lead(offender, card, trick, leader, item.index, item.withdrawn_by is not None, nxt, index, before)


def _next_play_choices(lead: _Lead, declaring: bool) -> tuple[NextPlay, ...]:
    choices = [NextPlay.NONE, NextPlay.NEXT_HAND]
    if lead.trick == 1:
        choices.append(NextPlay.DUMMY)
    if lead.leader.side is not lead.seat.side and lead.leader is not lead.seat.lho:
        choices.append(NextPlay.CORRECT_LEADER)
    if declaring:
        choices.append(NextPlay.RIGHT_HAND)
    return tuple(choices)




def _misinformed(ctx: Context, lead: _Lead) -> Ruling | None:
    """Law 47E1: led because an opponent said it was his turn: back without rectification; what the card
    showed is authorised for the leader's side and unauthorised for the opponents (16C1)."""
    if not ctx.fact(MISINFORMED, seat=lead.seat, card=lead.card):
        return None
    law = ref("47E1")
    cards = (lead.card,)
    return ctx.ruling(lead.seat, (law, ref("16C")), (
        CardWithdrawn(law=law, seat=lead.seat, card=lead.card, trick=lead.trick),
        NoRectification(law=law, reason=Why.MISINFORMED),
        WithdrawnCardAuthorised(law=ref("16C1(a)"), side=lead.seat.side, cards=cards),
        *_ui_for_opponents(ctx, lead.seat, cards),
        LeadFrom(law=ref("53A"), seat=lead.leader),
    ))  # fmt: skip


# --- Law 54: the opening lead -------------------------------------------------------------------------------


@WBF2017.register
class OpeningLeadOutOfTurn(Family):
    """Law 54 (with 41, 47E1, 50D, 53 and 24)."""

    kinds = (IrregularityKind.OPENING_LEAD_OUT_OF_TURN,)
    laws = (54,)
    group = KindGroup.PLAY
    #: Law 54D: the withdrawn opening lead is a penalty card of this grade, whatever its rank.
    REFUSED_GRADE = PenaltyGrade.MAJOR

    def rule(self, ctx: Context) -> Ruling:
        item = _found(ctx, True)
        if item is not None and item.trick != 1:
            return ctx.delegate(IrregularityKind.LEAD_OUT_OF_TURN)
        lead = _lead(ctx, opening=True)
        contract = ctx.record.contract
        declarer = contract.declarer if contract is not None else lead.leader.rho
        if lead.seat.side is declarer.side:
            law = ref("54E")
            return ctx.ruling(lead.seat, (law, ref("24")),
                           (NoRectification(law=law, reason=Why.DECLARING_SIDE_LEAD),))  # fmt: skip
        face_down: tuple[Consequence, ...] = ()
        if ctx.fact(PARTNER_FACE_DOWN, seat=lead.leader):
            face_down = (FaceDownLeadRetracted(law=ref("54"), seat=lead.leader),)
        return _with(self._faced(ctx, lead, declarer), face_down)

    def _faced(self, ctx: Context, lead: _Lead, declarer: Seat) -> Ruling:
        """The faced lead out of turn by a defender (54A-D, 47E1)."""
        dummy = declarer.partner
        misinformed = _misinformed(ctx, lead)
        if misinformed is not None:
            return misinformed
        refused = self._refused(ctx, lead)
        if lead.withdrawn:
            return ctx.ruling(lead.seat, (ref("54D"), ref("50D")), refused)
        nxt = ctx.fact(NEXT_PLAY, shown=lead.next_play, choices=_next_play_choices(lead, False),
                       seat=lead.seat, card=lead.card)  # fmt: skip
        accepted = OpeningLeadAccepted(law=ref("54B"), declarer=declarer, dummy=dummy)
        if nxt is NextPlay.NEXT_HAND:  # declarer's card accepts the lead (53A): it stands, as 54B1 says
            return ctx.ruling(lead.seat, (ref("54B1"), ref("53A")), (
                dataclasses.replace(accepted, law=ref("54B1")),
                NoRectification(law=ref("53A"), reason=Reason.ACCEPTED),
            ))  # fmt: skip
        if nxt is NextPlay.DUMMY:
            law = ref("54B2")
            return ctx.ruling(lead.seat, (law,), (accepted, NoRectification(law=law, reason=Why.DUMMY_CARD_STANDS)))
        if ctx.fact(SAW_DUMMY, seat=declarer):
            return ctx.ruling(lead.seat, (ref("54C"),), (dataclasses.replace(accepted, law=ref("54C")),))
        swap = DeclarerSwap(law=ref("54A"), declarer=dummy, dummy=declarer)
        if ctx.fact(DECLARER_EXPOSED, seat=declarer):
            return ctx.ruling(lead.seat, (ref("54A"),), (swap,))
        forfeited = procedure.forfeiture(ctx, lead.seat)
        if forfeited is not None:
            return forfeited
        choice = Choice(id="law54.declarer_choice", chooser=declarer, role=ChooserRole.DECLARER,
                        laws=(ref("54A"), ref("54B"), ref("54D")), options=(
            Option(id="law54.spread", laws=(ref("54A"),), consequences=(swap,)),
            Option(id="law54.accept", laws=(ref("54B"), ref("53A")), consequences=(accepted,)),
            Option(id="law54.refuse", laws=(ref("54D"), ref("50D")), consequences=refused),
        ))  # fmt: skip
        return ctx.ruling(lead.seat, (ref("54"),), (), (choice,))

    def _refused(self, ctx: Context, lead: _Lead) -> tuple[Consequence, ...]:
        law = ref("54D")
        return (
            CardWithdrawn(law=law, seat=lead.seat, card=lead.card, trick=1),
            *ctx.penalty_cards(lead.seat, (lead.card,), law, grade=self.REFUSED_GRADE),
            PenaltyCardDuty(law=ref("50D"), seat=lead.seat, grade=self.REFUSED_GRADE),
            LeadFrom(law=ref("53A"), seat=lead.leader),
        )


def _with(ruling: Ruling, consequences: tuple[Consequence, ...]) -> Ruling:
    """``ruling`` with ``consequences`` first (the 54 preamble holds whatever else is ruled)."""
    if not consequences:
        return ruling
    laws = ruling.laws if ref("54") in ruling.laws else (*ruling.laws, ref("54"))
    return Ruling(irregularity=ruling.irregularity, laws=laws, offender=ruling.offender,
                  consequences=(*consequences, *ruling.consequences), choices=ruling.choices,
                  edition=ruling.edition)  # fmt: skip


# --- Laws 53, 55, 56: a lead out of turn during the play -----------------------------------------------------


@WBF2017.register
class LeadOutOfTurn(Family):
    """Laws 53, 55 and 56 (with 47E1, 50D, 57 and 60B)."""

    kinds = (IrregularityKind.LEAD_OUT_OF_TURN,)
    laws = (53, 55, 56)
    group = KindGroup.PLAY
    #: Law 56B (and 60B): a defender's withdrawn lead is a penalty card of this grade.
    REFUSED_GRADE = PenaltyGrade.MAJOR
    #: Law 53A footnote: from this trick on a lead out of turn must be retracted.
    MUST_RETRACT_FROM_TRICK = TRICKS_PER_DEAL

    def rule(self, ctx: Context) -> Ruling:
        item = _found(ctx, False)
        if item is not None and item.trick == 1:
            return ctx.delegate(IrregularityKind.OPENING_LEAD_OUT_OF_TURN)
        lead = _lead(ctx, opening=False)
        if lead.trick == 1:
            return ctx.delegate(IrregularityKind.OPENING_LEAD_OUT_OF_TURN)
        contract = ctx.record.contract
        if contract is None:
            ctx.refuse("no_contract")
        declarer_led = lead.seat.side is contract.declaring_side
        declarer = ctx.record.declarer  # who plays dummy's cards too: his partner after a 54A swap
        assert declarer is not None
        offender = declarer if declarer_led else lead.seat
        if lead.after_declarer_retracted:
            return self._before_declarers_lead(ctx, lead)
        misinformed = _misinformed(ctx, lead)
        if misinformed is not None:
            return misinformed
        if lead.trick >= self.MUST_RETRACT_FROM_TRICK:
            law = ref("53A")
            return ctx.ruling(offender, (law,), (
                CardWithdrawn(law=law, seat=lead.seat, card=lead.card, trick=lead.trick),
                LeadFrom(law=law, seat=lead.leader),
            ))  # fmt: skip
        retract = self._retract(ctx, lead, declarer_led)
        retract_laws = (ref("55B1") if lead.leader.side is not lead.seat.side else ref("55B2"),) if declarer_led \
            else (ref("56B"), ref("50D"))  # fmt: skip
        if lead.withdrawn:
            return ctx.ruling(offender, retract_laws, retract)
        nxt = ctx.fact(NEXT_PLAY, shown=lead.next_play, choices=_next_play_choices(lead, declarer_led),
                       seat=lead.seat, card=lead.card)  # fmt: skip
        if nxt is NextPlay.NEXT_HAND and lead.leader is lead.seat.lho and ctx.fact(PROPER_LEAD, seat=lead.leader):
            nxt = NextPlay.CORRECT_LEADER
        if nxt is NextPlay.NEXT_HAND:
            law = ref("53A")
            return ctx.ruling(offender, (law,), (NoRectification(law=law, reason=Reason.ACCEPTED),))
        if nxt is NextPlay.CORRECT_LEADER:
            return self._proper_lead(ctx, lead, offender, declarer_led)
        if nxt is NextPlay.RIGHT_HAND:
            law = ref("53C")
            rho = lead.seat.rho
            follow = FollowUp(law=ref("57"), irregularity=IrregularityKind.PREMATURE_PLAY, seat=rho, trick=lead.trick,
                              event=lead.next_index)  # fmt: skip
            return ctx.ruling(offender, (law, ref("57")), (NoRectification(law=law, reason=Reason.ACCEPTED),
                                                             follow))  # fmt: skip
        forfeited = procedure.forfeiture(ctx, offender)
        if forfeited is not None:
            return forfeited
        if declarer_led:
            law = ref("55A")
            choice = Choice(id="law55.defenders_choice", chooser=lead.seat.lho, role=ChooserRole.DEFENDER,
                            laws=(law,), options=(
                Option(id="law55.accept", laws=(law, ref("53A")),
                       consequences=(NoRectification(law=law, reason=Reason.ACCEPTED),)),
                Option(id="law55.retract", laws=retract_laws, consequences=retract),
            ))  # fmt: skip
            return ctx.ruling(offender, (law,), (), (choice,))
        choice = Choice(id="law56.declarer_choice", chooser=declarer,
                        role=ChooserRole.DECLARER, laws=(ref("56"),), options=(
            Option(id="law56.accept", laws=(ref("56A"), ref("53A")),
                   consequences=(NoRectification(law=ref("56A"), reason=Reason.ACCEPTED),)),
            Option(id="law56.refuse", laws=retract_laws, consequences=retract),
        ))  # fmt: skip
        return ctx.ruling(offender, (ref("56"),), (), (choice,))

    def _retract(self, ctx: Context, lead: _Lead, declarer_led: bool) -> tuple[Consequence, ...]:
        """What follows when the lead is taken back: 55B (declarer) or 56B (a defender)."""
        if declarer_led:
            law = ref("55B1") if lead.leader.side is not lead.seat.side else ref("55B2")
            return (
                CardWithdrawn(law=law, seat=lead.seat, card=lead.card, trick=lead.trick),
                LeadFrom(law=law if law.section == "B2" else ref("53A"), seat=lead.leader),
                DirectorReview(law=ref("55C"), when=Moment.END_OF_PLAY, reason=Why.DECLARER_LEAD_INFORMATION),
            )
        law = ref("56B")
        return (
            CardWithdrawn(law=law, seat=lead.seat, card=lead.card, trick=lead.trick),
            *ctx.penalty_cards(lead.seat, (lead.card,), law, grade=self.REFUSED_GRADE),
            PenaltyCardDuty(law=ref("50D"), seat=lead.seat, grade=self.REFUSED_GRADE),
            LeadFrom(law=ref("53A"), seat=lead.leader),
        )

    def _proper_lead(self, ctx: Context, lead: _Lead, offender: Seat, declarer_led: bool) -> Ruling:
        """Law 53B: the correct leader led over the irregular lead; his lead stands."""
        law = ref("53B")
        consequences: list[Consequence] = [NoRectification(law=law, reason=Why.PROPER_LEAD_STANDS)]
        if not declarer_led:
            consequences.append(UnauthorisedInformation(law=ref("16C"), for_seat=lead.seat.partner,
                                                        source=InformationSource.WITHDRAWN_ACTION,
                                                        cards=(lead.card,)))  # fmt: skip
        return ctx.ruling(offender, (law, ref("16C")), tuple(consequences))

    def _before_declarers_lead(self, ctx: Context, lead: _Lead) -> Ruling:
        """Law 60B: a defender played after declarer was made to take back his lead out of turn, before
        declarer led from the correct hand: the card is a major penalty card."""
        law = ref("60B")
        return ctx.ruling(lead.seat, (law, ref("50D")), (
            CardWithdrawn(law=law, seat=lead.seat, card=lead.card, trick=lead.trick),
            *ctx.penalty_cards(lead.seat, (lead.card,), law, grade=self.REFUSED_GRADE),
            PenaltyCardDuty(law=ref("50D"), seat=lead.seat, grade=self.REFUSED_GRADE),
            LeadFrom(law=ref("55B2"), seat=lead.leader),
        ))  # fmt: skip
