"""Laws 42 and 43: what dummy may do, what he may not, and what follows when he does (with 9A, 61B2 and 16B).

Dummy's absolute rights (42A): to give information as to fact or law with the Director present, to keep count of
the tricks, and to play dummy's cards as declarer directs, making sure dummy follows suit. His qualified rights
(42B), subject to Law 43: to ask declarer, when declarer shows out, whether he has a card of the suit led (also
61B2(a)); to try to prevent any irregularity (also 9A3); to draw attention to an irregularity once play is over.

His limitations (43A): during the play he may not call the Director unless another player has drawn attention to an
irregularity (43A1(a)), nor draw attention to one (43A1(b), 9A4), nor take part in the play or tell declarer
anything about it (43A1(c)); he may not exchange hands with declarer, leave his seat to watch declarer's play, or
look at a defender's cards (43A2); and a defender may not show dummy his hand (43A3). He may not ask a defender
whether he has a card of the suit led, and Law 16B may apply (61B2(b)).

What follows (43B): dummy is liable to a procedural penalty for breaking 43A1 or 43A2 (43B1). Once he has broken
43A2, and only then: if he warns declarer not to lead from the wrong hand, either defender chooses the hand declarer
leads from (43B2(a)); if he is the first to ask declarer whether a play is a revoke, declarer must correct it and
Law 64 applies as if it were established (43B2(b), ruled by the revoke family on the follow-up); if he is the first
to draw attention to a defender's irregularity, there is no immediate rectification, and at the end of play the
Director takes away only the defenders' gain, if any; the declaring side keeps its table score (43B3). Without an
earlier 43A2 breach, an irregularity dummy points out during the play is rectified as usual (the follow-up), and
dummy is liable to the procedural penalty.

A card dummy indicates is Law 45F's, ruled by :mod:`.law45_47`; the revoke itself is :mod:`.law61_64`'s, which reads
:data:`DUMMY_VIOLATED` for 43B2(b).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.laws import law45_47
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import ATTENTION_DRAWN_BY, Fact, Period
from tdcompanion.core.laws.procedure import follow_up as _follow_up
from tdcompanion.core.laws.ruling import (
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    DummyRightsLimited,
    HandChosenToLeadFrom,
    IrregularityKind,
    Moment,
    NoRectification,
    Option,
    ProceduralPenalty,
    Reason,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat


class Act(enum.Enum):
    """What dummy did, as the Director is told (Laws 42, 43, 61B2)."""

    INFORMATION = "information"
    """Gave information as to fact or law, with the Director present (42A1)."""
    COUNTED_TRICKS = "counted_tricks"
    """Kept count of the tricks won and lost (42A2)."""
    DUMMY_FOLLOWED = "dummy_followed"
    """Played the card declarer called and made sure dummy followed suit (42A3)."""
    ASKED_DECLARER = "asked_declarer"
    """Asked declarer, who had shown out, whether he had a card of the suit led (42B1, 61B2(a))."""
    WARNED_WRONG_HAND = "warned_wrong_hand"
    """Warned declarer not to lead from the wrong hand (42B2; after a 43A2 breach, 43B2(a))."""
    PREVENTED = "prevented"
    """Tried to prevent another irregularity before it happened (42B2, 9A3)."""
    DREW_ATTENTION = "drew_attention"
    """Was the first to draw attention to an irregularity (42B3 after play; during it 43A1(b), 9A4)."""
    CALLED_DIRECTOR = "called_director"
    """Called the Director during the play when no other player had drawn attention to an irregularity (43A1(a))."""
    ASKED_DEFENDER = "asked_defender"
    """Asked a defender who had shown out whether he had a card of the suit led (61B2(b))."""
    SUGGESTED = "suggested"
    """Took part in the play or told declarer something about it, by word or gesture (43A1(c))."""
    INDICATED_CARD = "indicated_card"
    """Touched or indicated one of dummy's cards without declarer's instruction (45F)."""
    EXCHANGED_HANDS = "exchanged_hands"
    """Exchanged hands with declarer (43A2(a))."""
    LEFT_SEAT = "left_seat"
    """Left his seat to watch declarer's play (43A2(b))."""
    LOOKED_AT_HAND = "looked_at_hand"
    """Looked at the face of a card in a defender's hand (43A2(c))."""
    SHOWN_HAND = "shown_hand"
    """A defender showed dummy his hand (43A3: the defender's infraction)."""


class Breach(enum.Enum):
    """The acts of :class:`Act` that break dummy's limitations (Law 43A, 61B2(b)), each worded as the limitation."""

    DREW_ATTENTION = Act.DREW_ATTENTION.value
    CALLED_DIRECTOR = Act.CALLED_DIRECTOR.value
    ASKED_DEFENDER = Act.ASKED_DEFENDER.value
    SUGGESTED = Act.SUGGESTED.value
    EXCHANGED_HANDS = Act.EXCHANGED_HANDS.value
    LEFT_SEAT = Act.LEFT_SEAT.value
    LOOKED_AT_HAND = Act.LOOKED_AT_HAND.value


ACT = Fact.choice("law42.act", Act, "42", "43")
DUMMY_VIOLATED = Fact.yes_no("law43.dummy_violated", "43A2", "43B2", "43B3")
"""Whether dummy had broken Law 43A2 earlier on this board (exchanged hands with declarer, left his seat to watch
declarer's play, or looked at a defender's cards): 43B2 and 43B3 then apply to what he does next."""
DECLARER_REVOKED = Fact.yes_no("law42.declarer_revoked", "42B1", "61B2(a)", "61A")
"""Whether declarer, asked by dummy, had a card of the suit led (his play was a revoke)."""
DEFENDER_REVOKED = Fact.yes_no("law42.defender_revoked", "61B2(b)", "61A")
"""Whether the defender dummy asked had a card of the suit led (his play was a revoke)."""
POINTED_AT = Fact.choice("law43.irregularity", IrregularityKind, "9A4", "43A1(b)")
"""The irregularity dummy drew attention to."""
OFFENDER = Fact.seat("law43.offender", "43B3")
"""Who committed the irregularity dummy pointed out (a defender: 43B3 may apply), or the defender he asked, or the
defender who showed him his hand (43A3)."""

#: Dummy's rights: the act -> the section of Law 42 that grants it (42B2 with 9A3: any player may try to prevent an
#: irregularity, dummy subject to Laws 42 and 43).
RIGHTS: dict[Act, str] = {
    Act.INFORMATION: "42A1",
    Act.COUNTED_TRICKS: "42A2",
    Act.DUMMY_FOLLOWED: "42A3",
    Act.PREVENTED: "42B2",
}
#: Dummy's first word about an irregularity: the act -> the section of 43A1 it breaks during the play.
BREACH_BY_WORD: dict[Act, str] = {
    Act.DREW_ATTENTION: "43A1(b)",
    Act.CALLED_DIRECTOR: "43A1(a)",
}
#: The breaches of Law 43A2: the act -> its section.
SEAT_BREACHES: dict[Act, str] = {
    Act.EXCHANGED_HANDS: "43A2(a)",
    Act.LEFT_SEAT: "43A2(b)",
    Act.LOOKED_AT_HAND: "43A2(c)",
}


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    RIGHT = "law42.right"
    """What dummy did is his right: nothing to rectify."""
    NO_REVOKE = "law42.no_revoke"
    """Dummy's question was his right, and declarer had no card of the suit led: his play stands."""
    DEFENDER_DID_NOT_REVOKE = "law42.defender_did_not_revoke"
    """The defender dummy asked had no card of the suit led: his play stands."""
    NOT_DURING_PLAY = "law43.not_during_play"
    """Dummy's limitations hold from the opening lead to the end of play (Definitions, 'Dummy')."""
    NO_IMMEDIATE_RECTIFICATION = "law43.no_immediate_rectification"
    """After dummy's 43A2 breach, a defender's irregularity he points out first is not rectified; play goes on."""
    DEFENDERS_GAIN = "law43.defenders_gain"
    """The Director takes away only the defenders' gain from their irregularity, if any (43B3)."""
    DUMMY_QUESTION = "law61.dummy_question"
    """The information in dummy's question to a defender (the source of a 16B note)."""
    DUMMY_SUGGESTION = "law43.dummy_suggestion"
    """What dummy told declarer about the play (the source of a 16B note)."""


@dataclass(frozen=True, kw_only=True)
class DummyBreach(Consequence):
    """What ``seat`` did (``act``) is a breach of his limitations: the ruling says which one (Law 43A, 61B2(b))."""

    kind: ClassVar[str] = "dummy_breach"
    seat: Seat
    act: Breach


#: The kinds dummy may point out during the play: the play group's, but his own and the card he indicates.
def _play_kinds(ctx: Context) -> tuple[IrregularityKind, ...]:
    own = (IrregularityKind.DUMMY_CONDUCT, IrregularityKind.DUMMY_CARD_NAMED)
    return tuple(k for group in ctx.lawbook.groups() for k in group
                 if ctx.lawbook.families[k].group is KindGroup.PLAY and k not in own)  # fmt: skip


@WBF2017.register
class DummyConduct(Family):
    """Laws 42 and 43 (with 9A, 16B, 61B2): dummy's rights and limitations, and what follows a breach."""

    kinds = (IrregularityKind.DUMMY_CONDUCT,)
    laws = (42, 43)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        dummy = ctx.record.dummy
        if dummy is None:
            ctx.refuse("no_contract")
        act = ctx.fact(ACT, seat=dummy)
        if act in RIGHTS:
            law = ref(RIGHTS[act])
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.RIGHT),))
        if act is Act.INDICATED_CARD:
            return ctx.delegate(IrregularityKind.CARD_PLAYED, {law45_47.WHAT: law45_47.Happened.DUMMY_INDICATED})
        if act is Act.SHOWN_HAND:
            return self._shown_hand(ctx, dummy)
        during_play = ctx.period() is Period.PLAY
        if act in BREACH_BY_WORD:
            return self._drew_attention(ctx, dummy, during_play, act)
        if not during_play:  # dummy is dummy from the opening lead to the end of play
            law = ref("43A")
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.NOT_DURING_PLAY),))
        if act in SEAT_BREACHES:
            law = ref(SEAT_BREACHES[act])
            return ctx.ruling(dummy, (law, ref("43B1"), ref("43B2")), (
                DummyBreach(law=law, seat=dummy, act=Breach(act.value)),
                ProceduralPenalty(law=ref("43B1"), seat=dummy),
                DummyRightsLimited(law=ref("43B2"), seat=dummy),
            ))  # fmt: skip
        if act is Act.SUGGESTED:
            law = ref("43A1(c)")
            return ctx.ruling(dummy, (law, ref("16B1"), ref("16B3"), ref("43B1")), (
                DummyBreach(law=law, seat=dummy, act=Breach(act.value)),
                UnauthorisedInformation(law=ref("16B1"), for_seat=dummy.partner, source=Why.DUMMY_SUGGESTION),
                DirectorReview(law=ref("16B3"), when=Moment.END_OF_PLAY, reason=Reason.UNAUTHORISED_INFORMATION),
                ProceduralPenalty(law=ref("43B1"), seat=dummy),
            ))  # fmt: skip
        if act is Act.WARNED_WRONG_HAND:
            return self._warned(ctx, dummy)
        if act is Act.ASKED_DECLARER:
            return self._asked_declarer(ctx, dummy)
        return self._asked_defender(ctx, dummy)

    def _warned(self, ctx: Context, dummy: Seat) -> Ruling:
        """42B2 (and 9A3): dummy may try to prevent declarer's lead from the wrong hand; after a 43A2 breach, either
        defender chooses the hand declarer leads from (43B2(a))."""
        if not violated_before(ctx, dummy):
            law = ref("42B2")
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.RIGHT),))
        law = ref("43B2(a)")
        declarer = dummy.partner
        options = tuple(Option(id=f"lead_from_{seat.name.lower()}", laws=(law,), seat=seat,
                               consequences=(HandChosenToLeadFrom(law=law, seat=seat),))
                        for seat in (declarer, dummy))  # fmt: skip
        choice = Choice(id="law43.hand_to_lead_from", chooser=None, role=ChooserRole.DEFENDER, laws=(law,),
                        options=options)  # fmt: skip
        return ctx.ruling(dummy, (law, ref("43B1")), (ProceduralPenalty(law=ref("43B1"), seat=dummy),), (choice,))

    def _asked_declarer(self, ctx: Context, dummy: Seat) -> Ruling:
        """42B1, 61B2(a): dummy may ask declarer; a revoke so found is ruled next, under 43B2(b) after a 43A2
        breach (the revoke family reads :data:`DUMMY_VIOLATED`)."""
        declarer = dummy.partner
        violated = violated_before(ctx, dummy)
        if not ctx.fact(DECLARER_REVOKED, shown=_revoked_at_event(ctx, declarer), seat=declarer):
            law = ref("42B1")
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.NO_REVOKE),))
        answers = ((ATTENTION_DRAWN_BY.id, ATTENTION_DRAWN_BY.encode(dummy)), (DUMMY_VIOLATED.id, violated))
        if violated:
            law = ref("43B2(b)")
            return ctx.ruling(None, (law,), (
                _follow_up(ctx, law, IrregularityKind.REVOKE, declarer, answers, established=False),))
        return ctx.ruling(None, (ref("42B1"), ref("61B2(a)")), (
            NoRectification(law=ref("42B1"), reason=Why.RIGHT),
            _follow_up(ctx, ref("61B2(a)"), IrregularityKind.REVOKE, declarer, answers, established=False),
        ))  # fmt: skip

    def _asked_defender(self, ctx: Context, dummy: Seat) -> Ruling:
        """61B2(b): dummy may not ask a defender, and Law 16B may apply; the question draws attention to a possible
        irregularity during the play (43A1(b)), and a revoke so found is ruled as one dummy pointed out."""
        defenders = (dummy.lho, dummy.rho)
        shown = _player_of_event(ctx)
        asked = ctx.fact(OFFENDER, choices=defenders, shown=shown if shown in defenders else None, seat=dummy)
        law = ref("61B2(b)")
        note = UnauthorisedInformation(law=law, for_seat=dummy.partner, source=Why.DUMMY_QUESTION)
        if not ctx.fact(DEFENDER_REVOKED, shown=_revoked_at_event(ctx, asked), seat=asked):
            return ctx.ruling(dummy, (ref("43A1(b)"), law, ref("43B1")), (
                DummyBreach(law=ref("43A1(b)"), seat=dummy, act=Breach.ASKED_DEFENDER),
                NoRectification(law=law, reason=Why.DEFENDER_DID_NOT_REVOKE),
                note,
                ProceduralPenalty(law=ref("43B1"), seat=dummy),
            ))  # fmt: skip
        part = self._pointed_out(ctx, dummy, IrregularityKind.REVOKE, asked, Act.ASKED_DEFENDER)
        return ctx.ruling(dummy, (*part.laws, law), (*part.consequences, note))

    def _drew_attention(self, ctx: Context, dummy: Seat, during_play: bool, act: Act) -> Ruling:
        """42B3 after play; during it, 43A1(a) or (b) (with 9A4), and 43B3 after a 43A2 breach."""
        kind = ctx.fact(POINTED_AT, choices=_play_kinds(ctx), seat=dummy)
        others = (dummy.lho, dummy.partner, dummy.rho)
        shown = _player_of_event(ctx)
        offender = ctx.fact(OFFENDER, choices=others, shown=shown if shown in others else None, kind=kind)
        if not during_play:  # after play, his right (42B3); before it, he is not dummy yet (9A1)
            law, why = (ref("42B3"), Why.RIGHT) if ctx.period().rank > Period.PLAY.rank \
                else (ref("43A"), Why.NOT_DURING_PLAY)  # fmt: skip
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=why),
                                             _follow_up(ctx, law, kind, offender, ())))  # fmt: skip
        part = self._pointed_out(ctx, dummy, kind, offender, act)
        return ctx.ruling(dummy, part.laws, part.consequences)

    def _pointed_out(self, ctx: Context, dummy: Seat, kind: IrregularityKind, offender: Seat, act: Act) -> Ruling:
        """Dummy was the first to point out ``offender``'s irregularity during the play (``act``: 43A1(a) or (b)):
        rectified as usual, unless dummy had broken 43A2 and the offender defends (43B3)."""
        breach = ref(BREACH_BY_WORD.get(act, "43A1(b)"))
        said = DummyBreach(law=breach, seat=dummy, act=Breach(act.value))
        penalty = ProceduralPenalty(law=ref("43B1"), seat=dummy)
        if offender is not dummy.partner and violated_before(ctx, dummy):
            law = ref("43B3")
            return ctx.ruling(dummy, (breach, law, ref("43B1")), (
                said,
                NoRectification(law=law, reason=Why.NO_IMMEDIATE_RECTIFICATION),
                DirectorReview(law=law, when=Moment.END_OF_PLAY, reason=Why.DEFENDERS_GAIN),
                penalty,
            ))  # fmt: skip
        follow = _follow_up(ctx, breach, kind, offender, ((ATTENTION_DRAWN_BY.id, ATTENTION_DRAWN_BY.encode(dummy)),))
        return ctx.ruling(dummy, (breach, ref("43B1")), (said, follow, penalty))

    def _shown_hand(self, ctx: Context, dummy: Seat) -> Ruling:
        """43A3: a defender may not show dummy his hand; the infraction is the defender's."""
        defenders = (dummy.lho, dummy.rho)
        defender = ctx.fact(OFFENDER, choices=defenders, seat=dummy)
        law = ref("43A3")
        return ctx.ruling(defender, (law,), (ProceduralPenalty(law=law, seat=defender),))


def violated_before(ctx: Context, dummy: Seat) -> bool:
    """Whether ``dummy`` had broken Law 43A2 earlier on the board (:data:`DUMMY_VIOLATED`): read off the table state
    when a ruling on this board found it (:class:`DummyRightsLimited`), else asked."""
    return ctx.fact(DUMMY_VIOLATED, shown=True if ctx.table.dummy_broke_43a2(dummy) else None, seat=dummy)


def _player_of_event(ctx: Context) -> Seat | None:
    """Who played the card the irregularity points at, when it points at one."""
    play, index = ctx.record.play, ctx.irregularity.event
    if play is None or index is None or not 0 <= index < len(play.events):
        return None
    event = play.events[index]
    return event.seat if isinstance(event, Play) else None


def _revoked_at_event(ctx: Context, seat: Seat) -> bool | None:
    """Whether ``seat``'s card at the play event pointed at is a revoke, when the record shows his hand."""
    play, index = ctx.record.play, ctx.irregularity.event
    if play is None or index is None or _player_of_event(ctx) is not seat:
        return None
    if any(r.index == index for r in play.revokes()):
        return True
    return False if play.state_at(index).hands[seat] is not None else None
