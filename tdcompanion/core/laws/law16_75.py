"""Laws 16, 20F, 21, 40, 47E2, 73 and 75: unauthorised information, deception and misinformation.

These are judgement rulings: the core walks the Director through the steps the laws lay down and
records what he found; it never decides a judgement itself.

Unauthorised information (16B1, 16C, 73C): what happened and whether it is agreed or established
(85A, balance of probabilities); who received it and what he did (a call read off the auction record
when it shows his calls); what the information demonstrably suggests, over which actions (16B1(a));
a poll of players of his class (16B1(b)) whose tally the logical-alternative question shows; then,
when play is over, whether the non-offenders lost through it (16B3, 12B1). While the board is in
progress and the player has not yet acted, the Director reminds him of 73C and comes back at the end
of play (16B2). Information from another source (16D): before the first call the Director may move
the players, have the board redealt, let play go on or award an adjusted score (16D2); after it, only
the last two (16D3).

Improper communication (73A, 73B): a player conveyed something to partner other than by his calls and plays (by
the manner of a call or play, a remark, a gesture, a question asked or not, an alert or explanation given or not:
73B1), or the partnership used a prearranged method of its own (73B2, the gravest offence). Once it is established
(85A) the communicator broke 73B (his side liable to a procedural penalty, 90A; for 73B2 a disciplinary penalty or
suspension, 91A, and disqualification with the organiser's approval, 91B), and what partner received is unauthorised
information ruled as above (73C, 16B1, 16B3; the adjusted score of 12 if the opponents were damaged).

Deception (73D, 73E): an opponent's question, remark, manner or tempo that misled. An unintended variation
is no infraction and the opponents draw inferences from it at their own risk (73D1); attempting to mislead
is one (73D2, procedural penalty under Law 90). When the innocent player drew a false inference from an
action with no demonstrable bridge reason, by an opponent who could have known it could work to his benefit,
the Director adjusts the score (73E2).

Misinformation (20F, 21, 40, 75): the explanation (or missing alert) of a call against the agreement
and its evidence. The explanation matching the agreement is a mistaken call: no infraction and no
adjustment for it (75C); partner's explanation is UI to the caller (75A, 73C) and partner's later calls are still
explained by the agreement (20F1); the Director judges only the use of that UI (16B3). Otherwise (no evidence:
mistaken explanation is presumed, 21B1(b); no agreement at all, 75D2; an undisclosed implicit agreement, 40C1) it is an
infraction (75B1): the players' correction duties (20F4, 20F5, 75B2, 75B3); while the auction period
lasts the misinformed player may change his last call if his partner has not called since (21B1(a),
21B2); a card played on it may come back while no later card is played to the trick (47E2(a));
otherwise an adjusted score if the non-offenders were damaged (21B3, 75B1, 75D3), unless the misled player
acted on his own misunderstanding (21A).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import judgement, law20_40
from tdcompanion.core.laws.auction_effects import AuctionReverts, CallCancelled, MustRepeatCall, authorised_for
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact, Period
from tdcompanion.core.laws.law45_47 import misexplained_play
from tdcompanion.core.laws.poll import PollAnswer, PollCount, tally
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    InformationSource,
    IrregularityKind,
    LawRef,
    Moment,
    NoRectification,
    Option,
    ProceduralPenalty,
    Proceed,
    Reason,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat

# --- consequences of this family ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class SeatsAdjusted(Consequence):
    """The Director moves the players so that ``seat``, who saw or heard about another hand, holds that
    hand (Law 16D2(a))."""

    kind: ClassVar[str] = "seats_adjusted"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class BoardRedealt(Consequence):
    """The board is shuffled and dealt again for these contestants (Law 16D2(b))."""

    kind: ClassVar[str] = "board_redealt"


@dataclass(frozen=True, kw_only=True)
class CorrectionDue(Consequence):
    """``seat`` must call the Director and correct the explanation at the moment ``reason`` names
    (Laws 20F4, 20F5(b), 75B2, 75B3)."""

    kind: ClassVar[str] = "correction_due"
    seat: Seat
    reason: str


@dataclass(frozen=True, kw_only=True)
class PlayerDuty(Consequence):
    """What ``seat`` must (or need not) do from now on, as ``reason`` says (Laws 20F1, 73C, 75A, 75C)."""

    kind: ClassVar[str] = "player_duty"
    seat: Seat
    reason: str


@dataclass(frozen=True, kw_only=True)
class AssignedScore(Consequence):
    """The adjusted score is an assigned one (Law 12C1): the likely result without the infraction, which may be
    weighted among several results; a non-offending side's serious error unrelated to it keeps its own cost."""

    kind: ClassVar[str] = "assigned_score"


@dataclass(frozen=True, kw_only=True)
class CallFinding(Consequence):
    """What the Director found about a call made with unauthorised information (16B1): ``receiver``
    chose ``call``; the information suggested ``suggested``; ``alternatives`` were judged logical
    (``"-"`` when none); ``polled`` players were asked; ``infraction`` whether 16B1(a) was broken."""

    kind: ClassVar[str] = "ui_finding_call"
    receiver: Seat
    call: Call
    suggested: str
    alternatives: str
    polled: int
    infraction: bool


@dataclass(frozen=True, kw_only=True)
class PlayFinding(Consequence):
    """As :class:`CallFinding`, for a play: ``receiver`` made ``play`` (the Director's words)."""

    kind: ClassVar[str] = "ui_finding_play"
    receiver: Seat
    play: str
    suggested: str
    alternatives: str
    polled: int
    infraction: bool


@dataclass(frozen=True, kw_only=True)
class DeceptionFinding(Consequence):
    """What the Director found about a possible deception (73D2, 73E2): ``deceiver``'s ``action`` (the
    Director's words) may have misled ``deceived``."""

    kind: ClassVar[str] = "deception_finding"
    deceiver: Seat
    deceived: Seat
    action: str


@dataclass(frozen=True, kw_only=True)
class ExplanationFinding(Consequence):
    """What the Director found about an explanation (Laws 20F, 75): ``explainer`` explained ``call`` as
    ``explanation``; the agreement is ``agreement``; ``infraction``: the explanation was mistaken (75B1,
    75D2, 40C1) rather than the call (75C)."""

    kind: ClassVar[str] = "explanation_finding"
    explainer: Seat
    call: Call
    explanation: str
    agreement: str
    infraction: bool


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    NOT_ESTABLISHED = "ui_not_established"
    """The information is neither agreed nor established on the balance of probabilities (85A)."""
    NOT_SUGGESTED = "ui_not_suggested"
    """The information could not demonstrably suggest the action taken over another (16B1(a))."""
    NO_ALTERNATIVE = "ui_no_logical_alternative"
    """No less suggested action was a logical alternative (16B1(b)): the action stands."""
    NOT_DAMAGED = "ui_no_damage"
    """An infraction, but the non-offenders lost nothing through it (16B3, 12B1)."""
    NOT_YET_ACTED = "ui_not_yet_acted"
    """The player has not acted on it yet; he must carefully avoid taking advantage (73C, 16B2)."""
    EXTRANEOUS = "extraneous_other_source"
    """Information from another source than partner; adjusted if it affected the result (16D2(c), 16D2(d))."""
    NO_INTERFERENCE = "extraneous_no_interference"
    """The extraneous information will not likely interfere with normal play (16D2)."""
    MISINFORMATION = "misinformation"
    """The non-offenders may have been damaged by misinformation (21B3, 75B1, 75D3)."""
    MISTAKEN_CALL = "mistaken_call"
    """The explanation matched the agreement: the call was the mistake, no infraction (75C)."""
    CALLER_NO_ADVANTAGE = "mistaken_call_no_advantage"
    """The caller must not take advantage of partner's explanation or alert, and need not correct it (73C, 75A, 75C)."""
    EXPLAIN_BY_AGREEMENT = "explain_by_agreement"
    """Partner's later calls are still alerted and explained by the agreement, not by the hand (20F1, 75C)."""
    MISTAKEN_CALL_UI_CHECK = "mistaken_call_ui_check"
    """No misinformation, so no adjustment for the call itself; only the use of the UI is judged (16B3, 73C)."""
    MI_NO_DAMAGE = "misinformation_no_damage"
    """The misinformed side would not have acted differently with the correct explanation (21B3, 12B1)."""
    CORRECT_NOW = "correct_now"
    """The explainer corrects as soon as he realises, before the opening lead is faced, or at once in play."""
    CORRECT_AFTER_AUCTION = "correct_after_auction"
    """Declarer or dummy corrects partner's explanation after the final pass, before the opening lead."""
    CORRECT_AFTER_PLAY = "correct_after_play"
    """A defender corrects partner's explanation only when play ends."""
    CORRECT_LATER = "correct_later"
    """While the auction continues partner must neither correct nor show the mistake (20F5(a), 75B3)."""
    OWN_MISUNDERSTANDING = "own_misunderstanding"
    """The misled player acted on his own misunderstanding, not on the opponents' explanation or alert (21A)."""
    DECEPTION = "deception"
    """A false inference from an opponent's action with no bridge reason: adjusted if it damaged (73E2)."""
    BRIDGE_REASON = "deception_bridge_reason"
    """The opponent had a demonstrable bridge reason for his action: no adjustment (73E2, 73D1)."""
    NOT_AWARE = "deception_not_aware"
    """The opponent could not have known his action could work to his benefit: no infraction (73D1)."""
    NO_FALSE_INFERENCE = "deception_no_false_inference"
    """The innocent player drew no false inference from the opponent's action (73E2)."""
    DECEPTION_DAMAGED = "deception_damaged"
    """A false inference from an opponent's action with no bridge reason damaged the innocent side (73E2)."""
    DECEPTION_NO_DAMAGE = "deception_no_damage"
    """A false inference, but the innocent side lost nothing through it (73E2, 12B1)."""


# --- facts: unauthorised information -------------------------------------------------------------------------


class Source(enum.StrEnum):
    """Where the information came from (16B1, 16C, 16D); the value names the source of the note."""

    HESITATION = "hesitation"
    """Unmistakable hesitation, unwonted speed, tempo (16B1, 73D1)."""
    REMARK = "remark"
    QUESTION = "question"
    GESTURE = "gesture"
    """A gesture, movement, mannerism, special emphasis or tone."""
    ALERT_OR_EXPLANATION = "alert_or_explanation"
    """Partner's explanation, unexpected alert or failure to alert (16B1, 75A)."""
    WITHDRAWN_CALL = "withdrawn_call"
    """A call withdrawn as the laws provide (16C)."""
    OTHER_FROM_PARTNER = "other_from_partner"
    OTHER_SOURCE = "other_source"
    """Not from partner: overheard, another table, a wrong hand seen, a card seen before the auction (16D)."""
    OPPONENT_MANNER = "opponent_manner"
    """An opponent's question, remark, manner or tempo that misled (73D2, 73E2): not partner's information."""


class ActionKind(enum.Enum):
    """What the player did with the information."""

    CALL = "call"
    PLAY = "play"


SOURCE = Fact.choice("law16.source", Source, "16B1", "16C", "16D")
DESCRIPTION = Fact.text("law16.description", "16B1")
RECEIVER = Fact.seat("law16.receiver", "16B1", "16D1")
ESTABLISHED = Fact.yes_no("law16.established", "16B1", "85A", judgement=judgement.FACT_FINDING)
ACTED = Fact.yes_no("law16.acted", "16B2", "73C")
ACTION_KIND = Fact.choice("law16.action_kind", ActionKind, "16B1(a)")
CALL = Fact.call("law16.call", "16B1(a)")
PLAY = Fact.text("law16.play", "16B1(a)")
SUGGESTS = Fact.text("law16.suggests", "16B1(a)")
DEMONSTRABLE = Fact.yes_no("law16.demonstrable", "16B1(a)", judgement=judgement.DEMONSTRABLY_SUGGESTED)
POLL_TAKEN = Fact.yes_no("law16.poll_taken", "16B1(b)")
POLL = Fact.poll("law16.poll", "16B1(b)")
LOGICAL_ALTERNATIVE = Fact.yes_no("law16.logical_alternative", "16B1(b)", judgement=judgement.LOGICAL_ALTERNATIVE)
ALTERNATIVES = Fact.text("law16.alternatives", "16B1(b)")
DAMAGED = Fact.yes_no("law16.damaged", "16B3", "12B1", judgement=judgement.DAMAGE)
INTERFERES = Fact.yes_no("law16.interferes", "16D2", judgement=judgement.INTERFERES)
FIRST_CALL_MADE = Fact.yes_no("law16.first_call_made", "16D2", "16D3")

# --- facts: deception (Law 73D, 73E) -----------------------------------------------------------------------------

DECEIVER = Fact.seat("law73.deceiver", "73D2", "73E2")
DECEIVED = Fact.seat("law73.deceived", "73E2")
DECEPTION = Fact.text("law73.action", "73D2", "73E2")
BRIDGE_REASON = Fact.yes_no("law73.bridge_reason", "73E2", judgement=judgement.DECEPTION)
COULD_HAVE_KNOWN = Fact.yes_no("law73.could_have_known", "73E2", "73D1", judgement=judgement.COULD_HAVE_KNOWN)
DELIBERATE = Fact.yes_no("law73.deliberate", "73D2", "90", judgement=judgement.ATTEMPT_TO_MISLEAD)
FALSE_INFERENCE = Fact.yes_no("law73.false_inference", "73E2", judgement=judgement.DECEPTION)
DECEIVED_DAMAGED = Fact.yes_no("law73.damaged", "73E2", "12B1", judgement=judgement.DAMAGE)

# --- facts: improper communication (Law 73A, 73B) ---------------------------------------------------------------


class Means(enum.Enum):
    """How a player communicated with partner other than by calls and plays (73A2, 73B1); the UI source it is."""

    TEMPO = "tempo"
    """Undue hesitation or haste in making a call or play (73A2)."""
    EMPHASIS = "emphasis"
    """Undue emphasis, inflection, tone or mannerism in making a call or play (73A2, 73B1)."""
    REMARK = "remark"
    """An extraneous remark (73B1)."""
    GESTURE = "gesture"
    """An extraneous gesture (73B1)."""
    QUESTION = "question"
    """A question asked or not asked (73B1)."""
    ALERT_OR_EXPLANATION = "alert_or_explanation"
    """An alert or explanation given or not given (73B1)."""


#: The source of partner's unauthorised information (16B1) that each means of communication is.
MEANS_SOURCE: dict[Means, Source] = {
    Means.TEMPO: Source.HESITATION, Means.EMPHASIS: Source.GESTURE, Means.REMARK: Source.REMARK,
    Means.GESTURE: Source.GESTURE, Means.QUESTION: Source.QUESTION, Means.ALERT_OR_EXPLANATION:
    Source.ALERT_OR_EXPLANATION,
}  # fmt: skip

COMMUNICATOR = Fact.seat("law73.communicator", "73B1")
MEANS = Fact.choice("law73.means", Means, "73A2", "73B1")
COMMUNICATION = Fact.text("law73.communication", "73B1")
COMMUNICATED = Fact.yes_no("law73.communicated", "73B1", "85A", judgement=judgement.FACT_FINDING)
PREARRANGED = Fact.yes_no("law73.prearranged", "73B2", "85A", judgement=judgement.FACT_FINDING)

# --- facts: misinformation ---------------------------------------------------------------------------------------


class Form(enum.Enum):
    """How the opponents were misinformed."""

    EXPLANATION = "explanation"
    """An explanation given (20F1)."""
    FAILURE_TO_ALERT = "failure_to_alert"
    """No alert where one was required, which is deemed misinformation (21B1(a)), or an alert not required."""


class Evidence(enum.Enum):
    """What the evidence (system card, notes, the players' accounts) shows about the agreement."""

    MATCHES_EXPLANATION = "matches_explanation"
    """The agreement is as explained: the call was the mistake (75C)."""
    DIFFERS = "differs"
    """The agreement differs from the explanation (75B1)."""
    NO_AGREEMENT = "no_agreement"
    """No mutual agreement exists: describing one is an infraction (75D2)."""
    IMPLICIT_AGREEMENT = "implicit_agreement"
    """Partner knew of the deviation through experience: an undisclosed implicit agreement (40C1)."""
    NONE = "none"
    """Nothing shows the agreement: mistaken explanation is presumed (21B1(b))."""


EXPLAINER = Fact.seat("law75.explainer", "20F1", "75")
FORM = Fact.choice("law75.form", Form, "20F1", "21B1(a)")
EXPLAINED_CALL = Fact.call("law75.call", "20F1")
EXPLANATION = Fact.text("law75.explanation", "20F1")
AGREEMENT = Fact.text("law75.agreement", "40A1", "75D1")
EVIDENCE = Fact.choice("law75.evidence", Evidence, "75C", "75D2", "21B1(b)", "40C1",
                       judgement=judgement.MISTAKEN_EXPLANATION)  # fmt: skip
MISLED = Fact.seat("law75.misled", "21B1")
MISLED_CALL = Fact.call("law75.misled_call", "21B1(a)")
PARTNER_CALLED = Fact.yes_no("law75.partner_called", "21B1(a)")
INFLUENCED = Fact.yes_no("law75.influenced", "21B1(a)", judgement=judgement.MISINFORMATION_INFLUENCED)
CARD_ON_MI = Fact.yes_no("law75.card_on_mi", "47E2")
MI_CARD = Fact.card("law75.card", "47E2(a)")
LATER_CARD = Fact.yes_no("law75.later_card", "47E2(a)")
DUMMY_FACED = Fact.yes_no("law75.dummy_faced", "47E2(a)")
MI_POLL_TAKEN = Fact.yes_no("law75.poll_taken", "12C1")
MI_POLL = Fact.poll("law75.poll", "12C1")
MI_DAMAGED = Fact.yes_no("law75.damaged", "21B3", "75B1", "12B1", judgement=judgement.DAMAGE)
OWN_MISUNDERSTANDING = Fact.yes_no("law75.own_misunderstanding", "21A", judgement=judgement.OWN_MISUNDERSTANDING)

#: Periods while the board is still in progress.
_IN_PROGRESS = (Period.AUCTION, Period.CLARIFICATION, Period.PLAY)




def _calls_by(auction: Auction | None, seat: Seat) -> tuple[Call, ...] | None:
    """The distinct calls ``seat`` made that stand, in order; ``None`` without an auction record."""
    if auction is None:
        return None
    return tuple(dict.fromkeys(e.call for e in auction.entries if e.seat is seat and not e.withdrawn))


def _poll(ctx: Context, taken: Fact[bool], poll: Fact[tuple[PollAnswer, ...]], seat: Seat) -> (
        tuple[tuple[PollAnswer, ...], tuple[PollCount, ...]]):  # fmt: skip
    """The poll if the Director took one, and its tally (empty without a poll)."""
    if not ctx.fact(taken, seat=seat):
        return (), ()
    answers = ctx.fact(poll, seat=seat)
    return answers, tally(answers)


# --- unauthorised information --------------------------------------------------------------------------------


@WBF2017.register
class UnauthorisedInformationFamily(Family):
    """Laws 16 and 73C-E (with 12, 85A, 90)."""

    kinds = (IrregularityKind.UNAUTHORISED_INFORMATION, IrregularityKind.IMPROPER_COMMUNICATION)
    laws = (16, 73)
    group = KindGroup.JUDGEMENT

    def rule(self, ctx: Context) -> Ruling:
        if ctx.irregularity.kind is IrregularityKind.IMPROPER_COMMUNICATION:
            return _improper_communication(ctx)
        source = ctx.fact(SOURCE)
        if source is Source.OPPONENT_MANNER:
            return self._deception(ctx)
        receiver = ctx.fact(RECEIVER)
        ctx.fact(DESCRIPTION, seat=receiver)
        if source is Source.OTHER_SOURCE:
            return self._extraneous(ctx, receiver)
        withdrawn = source is Source.WITHDRAWN_CALL
        main = ref("16C2") if withdrawn else ref("16B1")
        if not ctx.fact(ESTABLISHED, seat=receiver):
            rejected = NoRectification(law=ref("85A"), reason=Why.NOT_ESTABLISHED)
            return ctx.ruling(None, (main, ref("85A")), (rejected,))
        note_source = InformationSource.WITHDRAWN_CALL.value if withdrawn else source.value
        note = UnauthorisedInformation(law=main if withdrawn else ref("73C1"), for_seat=receiver, source=note_source)
        period = ctx.period()
        if period in _IN_PROGRESS and not ctx.fact(ACTED, seat=receiver):
            return ctx.ruling(receiver, (main, ref("73C"), ref("16B2")), (
                note,
                NoRectification(law=ref("73C1"), reason=Why.NOT_YET_ACTED),
                DirectorReview(law=ref("16B3"), when=Moment.END_OF_PLAY, reason=Reason.UNAUTHORISED_INFORMATION),
            ))  # fmt: skip
        return self._judged(ctx, receiver, main, note, period)

    def _judged(self, ctx: Context, receiver: Seat, main: LawRef, note: Consequence, period: Period) -> Ruling:
        """16B1(a)/(b) (or 16C2): the action, what it was suggested over, the logical alternatives."""
        record = ctx.record
        kind = ctx.fact(ACTION_KIND, shown=ActionKind.CALL if record.auction_over is False else None, seat=receiver)
        action: Call | str
        if kind is ActionKind.CALL:
            calls = _calls_by(record.auction, receiver)
            if calls == ():
                ctx.refuse("no_calls_by_seat", fact=RECEIVER.id, seat=receiver)
            action = ctx.fact(CALL, choices=calls, seat=receiver)
        else:
            action = ctx.fact(PLAY, seat=receiver)
        suggested = ctx.fact(SUGGESTS, seat=receiver, action=action)
        # 16B1(a) is the finding's law; 16B1(b) (what a logical alternative is) once alternatives are judged
        if not ctx.fact(DEMONSTRABLE, seat=receiver, action=action, suggested=suggested):
            finding = _finding(receiver, action, suggested=suggested, alternatives="-", polled=0, infraction=False)
            rejected = NoRectification(law=ref("16B1(a)"), reason=Why.NOT_SUGGESTED)
            return ctx.ruling(None, (main, ref("16B1(a)"), ref("73C")), (note, finding, rejected))
        answers, counts = _poll(ctx, POLL_TAKEN, POLL, receiver)
        laws = (main, ref("16B1(a)"), ref("16B1(b)"), ref("73C"))
        if not ctx.fact(LOGICAL_ALTERNATIVE, seat=receiver, action=action, suggested=suggested, tally=counts,
                        polled=len(answers)):  # fmt: skip
            finding = _finding(receiver, action, suggested=suggested, alternatives="-", polled=len(answers),
                               infraction=False)
            return ctx.ruling(None, laws, (note, finding, NoRectification(law=ref("16B1(b)"),
                                                                            reason=Why.NO_ALTERNATIVE)))  # fmt: skip
        alternatives = ctx.fact(ALTERNATIVES, seat=receiver, action=action, tally=counts, polled=len(answers))
        finding = _finding(receiver, action, suggested=suggested, alternatives=alternatives, polled=len(answers),
                           infraction=True)
        penalty = ProceduralPenalty(law=ref("73C2"), seat=receiver)
        adjust_law = ref("16C3") if main == ref("16C2") else ref("16B3")
        if period in _IN_PROGRESS:
            review = DirectorReview(law=adjust_law, when=Moment.END_OF_PLAY, reason=Reason.UNAUTHORISED_INFORMATION)
            return ctx.ruling(receiver, laws, (note, finding, penalty, review))
        if not ctx.fact(DAMAGED, seat=receiver, action=action, alternatives=alternatives):
            return ctx.ruling(receiver, (*laws, ref("12B1")), (
                note, finding, penalty, NoRectification(law=ref("12B1"), reason=Why.NOT_DAMAGED)))  # fmt: skip
        adjusted = AdjustedScore(law=adjust_law, reason=Reason.UNAUTHORISED_INFORMATION)
        return ctx.ruling(receiver, (*laws, adjust_law, ref("12C1")),
                          (note, finding, penalty, adjusted, AssignedScore(law=ref("12C1"))))  # fmt: skip

    def _deception(self, ctx: Context) -> Ruling:
        """Law 73D-E: an opponent's question, remark, manner or tempo that may have misled."""
        deceiver = ctx.fact(DECEIVER)
        deceived = ctx.fact(DECEIVED, choices=(deceiver.lho, deceiver.rho), seat=deceiver)
        action = ctx.fact(DECEPTION, seat=deceiver, deceived=deceived)
        finding = DeceptionFinding(law=ref("73E2"), deceiver=deceiver, deceived=deceived, action=action)
        # each branch cites what it states: 73E2 (the finding, the adjustment), 73D1 (not aware), 73D2 (its penalty)
        laws: tuple[LawRef, ...] = (ref("73E2"),)
        if ctx.fact(BRIDGE_REASON, seat=deceiver, action=action):
            return ctx.ruling(None, laws, (finding, NoRectification(law=ref("73E2"), reason=Why.BRIDGE_REASON)))
        if not ctx.fact(COULD_HAVE_KNOWN, seat=deceiver, action=action):
            unaware = NoRectification(law=ref("73D1"), reason=Why.NOT_AWARE)
            return ctx.ruling(None, (ref("73D1"), *laws), (finding, unaware))
        found: tuple[Consequence, ...] = (finding,)
        if ctx.fact(DELIBERATE, seat=deceiver, action=action):
            found = (finding, ProceduralPenalty(law=ref("73D2"), seat=deceiver))
            laws = (ref("73D2"), *laws)
        if ctx.period() in _IN_PROGRESS:
            review = DirectorReview(law=ref("73E2"), when=Moment.END_OF_PLAY, reason=Why.DECEPTION)
            return ctx.ruling(deceiver, laws, (*found, review))
        if not ctx.fact(FALSE_INFERENCE, seat=deceived, deceiver=deceiver, action=action):
            return ctx.ruling(deceiver, laws, (*found, NoRectification(law=ref("73E2"),
                                                                         reason=Why.NO_FALSE_INFERENCE)))  # fmt: skip
        if not ctx.fact(DECEIVED_DAMAGED, seat=deceived, deceiver=deceiver, action=action):
            return ctx.ruling(deceiver, (*laws, ref("12B1")), (
                *found, NoRectification(law=ref("12B1"), reason=Why.DECEPTION_NO_DAMAGE)))  # fmt: skip
        adjusted = AdjustedScore(law=ref("73E2"), reason=Why.DECEPTION_DAMAGED)
        return ctx.ruling(deceiver, (*laws, ref("12C1")), (*found, adjusted, AssignedScore(law=ref("12C1"))))

    def _extraneous(self, ctx: Context, receiver: Seat) -> Ruling:
        """Law 16D: information from another source than partner."""
        auction = ctx.record.auction
        made = None if auction is None else len(auction.entries) > 0
        after_first_call = ctx.fact(FIRST_CALL_MADE, shown=made, seat=receiver)
        note = UnauthorisedInformation(law=ref("16D1"), for_seat=receiver, source=Source.OTHER_SOURCE.value)
        if not ctx.fact(INTERFERES, seat=receiver):
            return ctx.ruling(None, (ref("16D1"), ref("16D2")), (
                note, Proceed(law=ref("16D2")), NoRectification(law=ref("16D2"), reason=Why.NO_INTERFERENCE)))
        play_on = Option(id="law16d.play_on", laws=(ref("16D2(c)"),), consequences=(
            Proceed(law=ref("16D2(c)")),
            DirectorReview(law=ref("16D2(c)"), when=Moment.END_OF_PLAY, reason=Why.EXTRANEOUS),
        ))  # fmt: skip
        adjust = Option(id="law16d.adjust", laws=(ref("16D2(d)"), ref("12C2")), consequences=(
            AdjustedScore(law=ref("16D2(d)"), reason=Why.EXTRANEOUS, artificial=True),))
        options: tuple[Option, ...] = (play_on, adjust)
        laws: tuple[LawRef, ...] = (ref("16D3"), ref("16D2(c)"), ref("16D2(d)"))
        if not after_first_call:
            options = (
                Option(id="law16d.move_seats", laws=(ref("16D2(a)"),),
                       consequences=(SeatsAdjusted(law=ref("16D2(a)"), seat=receiver),)),
                Option(id="law16d.redeal", laws=(ref("16D2(b)"),), consequences=(BoardRedealt(law=ref("16D2(b)")),)),
                *options,
            )  # fmt: skip
            laws = (ref("16D2"),)
        choice = Choice(id="law16d.director_choice", chooser=None, role=ChooserRole.DIRECTOR, laws=laws,
                        options=options, without_consulting_partner=False)  # fmt: skip
        return ctx.ruling(None, (ref("16D1"), *laws), (note,), (choice,))


def _finding(receiver: Seat, action: Call | str, *, suggested: str, alternatives: str, polled: int,
             infraction: bool) -> Consequence:  # fmt: skip
    law = ref("16B1(a)")
    if isinstance(action, Call):
        return CallFinding(law=law, receiver=receiver, call=action, suggested=suggested, alternatives=alternatives,
                           polled=polled, infraction=infraction)  # fmt: skip
    return PlayFinding(law=law, receiver=receiver, play=action, suggested=suggested, alternatives=alternatives,
                       polled=polled, infraction=infraction)  # fmt: skip


# --- improper communication ----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CommunicationFinding(Consequence):
    """What the Director found: ``communicator`` conveyed information to partner by ``means`` (the Director's words
    in ``action``), other than by calls and plays (73B1), or by a prearranged method (73B2)."""

    kind: ClassVar[str] = "communication_finding"
    communicator: Seat
    means: Means
    action: str


NOT_COMMUNICATED = "communication_not_established"
"""Reason: the communication is neither agreed nor established on the balance of probabilities (85A): no breach of
73B1."""


class Sanction(enum.Enum):
    """What a side that exchanged information by a prearranged method is liable to (73B2)."""

    POINTS_OR_SUSPENSION = "points_or_suspension"
    """A disciplinary penalty in points, or suspension for the session or part of it (91A)."""
    DISQUALIFICATION = "disqualification"
    """Disqualification, subject to the Tournament Organiser's approval (91B)."""


@dataclass(frozen=True, kw_only=True)
class DisciplinaryLiability(Consequence):
    """``seat``'s side is liable to ``sanction`` for the gravest offence of 73B2; the Director decides (and adds a
    91A penalty with the ruling), the organiser approves a disqualification."""

    kind: ClassVar[str] = "disciplinary_liability"
    seat: Seat
    sanction: Sanction


def _improper_communication(ctx: Context) -> Ruling:
    """Law 73A-B: communication other than by calls and plays. Not established (85A): no breach of 73B1.
    Established: the breach of 73B1 (or 73B2) with its liability to a penalty (90A; 91A and 91B), then partner's
    unauthorised information ruled by this family as any other (73C, 16B), which brings the adjusted score
    (16B3, 12) when the opponents were damaged."""
    seat = ctx.fact(COMMUNICATOR)
    means = ctx.fact(MEANS, seat=seat)
    action = ctx.fact(COMMUNICATION, seat=seat, means=means)
    if not ctx.fact(COMMUNICATED, seat=seat, action=action):
        return ctx.ruling(None, (ref("73B1"),), (
            NoRectification(law=ref("73B1"), reason=NOT_COMMUNICATED),))  # fmt: skip
    prearranged = ctx.fact(PREARRANGED, seat=seat, action=action)
    main = ref("73B2") if prearranged else ref("73B1")
    found: list[Consequence] = [CommunicationFinding(law=main, communicator=seat, means=means, action=action)]
    if prearranged:
        found += [DisciplinaryLiability(law=ref("91A"), seat=seat, sanction=Sanction.POINTS_OR_SUSPENSION),
                  DisciplinaryLiability(law=ref("91B"), seat=seat, sanction=Sanction.DISQUALIFICATION)]  # fmt: skip
    else:
        found.append(ProceduralPenalty(law=ref("90A"), seat=seat))
    inner = ctx.delegate(IrregularityKind.UNAUTHORISED_INFORMATION, {
        SOURCE: MEANS_SOURCE[means], RECEIVER: seat.partner, DESCRIPTION: action, ESTABLISHED: True})  # fmt: skip
    return inner.taken_over(ctx.irregularity.kind, main, tuple(found), seat)


# --- misinformation ------------------------------------------------------------------------------------------


@WBF2017.register
class MisinformationFamily(Family):
    """Laws 20F, 21A-B, 40B-C, 47E2 and 75 (with 12 and 16); and through :mod:`.law20_40` the reviews and
    questions of 20A-E and 20G, a call misheard (21A) and a failure to disclose (40B)."""

    kinds = (IrregularityKind.MISINFORMATION, *law20_40.KINDS)
    laws = (20, 21, 40, 75)
    group = KindGroup.JUDGEMENT

    def rule(self, ctx: Context) -> Ruling:
        other = law20_40.RULES.get(ctx.irregularity.kind)
        if other is not None:  # a review, a question, a call misheard, a failure to disclose (law20_40)
            return other(ctx)
        explainer = ctx.fact(EXPLAINER)
        caller = explainer.partner
        form = ctx.fact(FORM, seat=explainer)
        calls = _calls_by(ctx.record.auction, caller)
        if calls == ():
            ctx.refuse("no_calls_by_seat", fact=EXPLAINER.id, seat=caller)
        call = ctx.fact(EXPLAINED_CALL, choices=calls, seat=caller)
        recorded = self._recorded_explanation(ctx, caller, call) if form is Form.EXPLANATION else None
        explanation = ctx.fact(EXPLANATION, shown=recorded, seat=explainer, call=call)
        agreement = ctx.fact(AGREEMENT, seat=explainer, call=call)
        evidence = ctx.fact(EVIDENCE, seat=explainer, call=call, explanation=explanation, agreement=agreement)
        infraction = evidence is not Evidence.MATCHES_EXPLANATION
        finding = ExplanationFinding(law=ref("75D1"), explainer=explainer, call=call, explanation=explanation,
                                     agreement=agreement, infraction=infraction)  # fmt: skip
        caller_ui = UnauthorisedInformation(law=ref("75A"), for_seat=caller, source=Source.ALERT_OR_EXPLANATION.value)
        if not infraction:
            return self._mistaken_call(ctx, explainer, finding, caller_ui)
        main = {Evidence.NO_AGREEMENT: ref("75D2"), Evidence.IMPLICIT_AGREEMENT: ref("40C1")}.get(evidence, ref("75B1"))
        base: list[Consequence] = [finding, caller_ui]
        if evidence is Evidence.IMPLICIT_AGREEMENT:
            base.append(ProceduralPenalty(law=ref("40C1"), seat=explainer))
        period = ctx.period()
        base.extend(self._corrections(ctx, explainer, period))
        laws = (main, ref("20F"), ref("21B"), ref("75A"))
        misled = ctx.fact(MISLED, choices=(explainer.lho, explainer.rho), seat=explainer)
        if period in (Period.AUCTION, Period.CLARIFICATION):
            changed = self._change_of_call(ctx, misled, explainer, laws, tuple(base))
            if changed is not None:
                return changed
        elif period is Period.PLAY:
            retract = self._retraction(ctx, misled, explainer, laws, tuple(base))
            if retract is not None:
                return retract
        return self._damage(ctx, explainer=explainer, misled=misled, laws=laws, base=tuple(base), period=period,
                            evidence=evidence)

    @staticmethod
    def _mistaken_call(ctx: Context, explainer: Seat, finding: Consequence, caller_ui: Consequence) -> Ruling:
        """75C: the explanation matched the agreement, so the call was the mistake: no infraction and no
        adjustment for it (the opponents are owed the agreement, not the hand). The caller must not use partner's
        explanation (75A, 73C) and need not correct it; partner's later calls are still explained by the agreement
        (20F1); the Director judges only the use of that information (16B3), at once when play is over."""
        caller = explainer.partner
        when = Moment.END_OF_PLAY if ctx.period() in _IN_PROGRESS else Moment.NOW
        return ctx.ruling(None, (ref("75C"), ref("75A"), ref("73C"), ref("20F1"), ref("16B3")), (
            finding, NoRectification(law=ref("75C"), reason=Why.MISTAKEN_CALL), caller_ui,
            PlayerDuty(law=ref("73C"), seat=caller, reason=Why.CALLER_NO_ADVANTAGE),
            PlayerDuty(law=ref("20F1"), seat=explainer, reason=Why.EXPLAIN_BY_AGREEMENT),
            DirectorReview(law=ref("16B3"), when=when, reason=Why.MISTAKEN_CALL_UI_CHECK)))  # fmt: skip

    def _recorded_explanation(self, ctx: Context, caller: Seat, call: Call) -> str | None:
        auction = ctx.record.auction
        if auction is None:
            return None
        return next((e.explanation for e in auction.entries if e.seat is caller and e.call == call
                     and e.explanation), None)  # fmt: skip

    def _corrections(self, ctx: Context, explainer: Seat, period: Period) -> tuple[Consequence, ...]:
        """The players' duties to correct (20F4, 20F5(b), 75B2, 75B3), while they still lie ahead."""
        if period not in _IN_PROGRESS:
            return ()
        out: list[Consequence] = [CorrectionDue(law=ref("75B2"), seat=explainer, reason=Why.CORRECT_NOW)]
        declarer = ctx.record.declarer
        partner = explainer.partner
        if declarer is None:
            out.append(CorrectionDue(law=ref("20F5(a)"), seat=partner, reason=Why.CORRECT_LATER))
        elif partner.side is not declarer.side:
            out.append(CorrectionDue(law=ref("20F5(b)(i)"), seat=partner, reason=Why.CORRECT_AFTER_PLAY))
        elif period is not Period.PLAY:
            out.append(CorrectionDue(law=ref("20F5(b)(ii)"), seat=partner, reason=Why.CORRECT_AFTER_AUCTION))
        return tuple(out)

    def _change_of_call(self, ctx: Context, misled: Seat, explainer: Seat, laws: tuple[LawRef, ...],
                        base: tuple[Consequence, ...]) -> Ruling | None:  # fmt: skip
        """21B1(a), 21B2: the misinformed player may change his last call if his partner has not called since."""
        auction = ctx.record.auction
        index: int | None = None
        last: Call | None = None
        partner_since: bool | None = None
        if auction is not None:
            mine = [i for i, e in enumerate(auction.entries) if e.seat is misled and not e.withdrawn]
            if not mine:
                ctx.refuse("no_calls_by_seat", fact=MISLED.id, seat=misled)
            index = mine[-1]
            last = auction.entries[index].call
            partner_since = any(e.seat is misled.partner and not e.withdrawn for e in auction.entries[index + 1:])
        call = ctx.fact(MISLED_CALL, shown=last, seat=misled)
        if ctx.fact(PARTNER_CALLED, shown=partner_since, seat=misled, call=call):
            return None
        if not ctx.fact(INFLUENCED, seat=misled, call=call):
            return None
        law = ref("21B1(a)")
        cancelled: list[Consequence] = [CallCancelled(law=law, seat=misled, call=call, index=index)]
        cancelled.append(AuctionReverts(law=law, seat=misled))
        cancelled += [UnauthorisedInformation(law=ref("16C2"), for_seat=seat, source=InformationSource.WITHDRAWN_CALL)
                      for seat in (explainer, explainer.partner)]  # fmt: skip
        cancelled.append(authorised_for(misled.side))
        later = ([(i, e) for i, e in enumerate(auction.entries) if i > index and not e.withdrawn]
                 if auction is not None and index is not None else [])  # fmt: skip
        choice = Choice(id="law21.change_choice", chooser=misled, role=ChooserRole.NON_OFFENDING_SIDE,
                        laws=(law, ref("21B2")), options=(
            Option(id="law21.keep", laws=(law,), consequences=(Proceed(law=law),)),
            Option(id="law21.change", laws=(law, ref("21B2"), ref("16C")), consequences=tuple(cancelled),
                   follow_up=self._lho_change(misled, explainer, later)),
        ))  # fmt: skip
        review = DirectorReview(law=ref("21B3"), when=Moment.END_OF_PLAY, reason=Why.MISINFORMATION)
        return ctx.ruling(explainer, (*laws, law, ref("21B2")), (*base, review), (choice,))

    @staticmethod
    def _lho_change(misled: Seat, explainer: Seat, later: list[tuple[int, AuctionEntry]]) -> tuple[Choice, ...]:
        """21B2: the misinformed player's left-hand opponent may then change the call he made since (his
        option): changed, it is withdrawn and Law 16C applies to it; kept, it stands, made again over the
        new call (in the record: withdrawn from its old place and repeated)."""
        lho = misled.lho
        mine = [(i, e) for i, e in later if e.seat is lho]
        if not mine:
            return ()
        law = ref("21B2")
        moved = tuple(CallCancelled(law=law, seat=lho, call=e.call, index=i) for i, e in mine)
        info = UnauthorisedInformation(law=ref("16C"), for_seat=lho.partner, source=InformationSource.WITHDRAWN_CALL)
        role = ChooserRole.OFFENDER if lho is explainer else ChooserRole.OFFENDERS_PARTNER
        return (Choice(id="law21.lho_change_choice", chooser=lho, role=role, laws=(law, ref("16C")), options=(
            Option(id="law21.lho_keep", laws=(law,),
                   consequences=(*moved, *(MustRepeatCall(law=law, seat=lho, call=e.call) for _, e in mine))),
            Option(id="law21.lho_change", laws=(law, ref("16C")), consequences=(*moved, info)),
        )),)  # fmt: skip

    def _retraction(self, ctx: Context, misled: Seat, explainer: Seat, laws: tuple[LawRef, ...],
                    base: tuple[Consequence, ...]) -> Ruling | None:  # fmt: skip
        """47E2: a card played on the misinformation may come back while no later card is on the trick (47E2(a));
        too late, the Director may adjust (47E2(b)). Ruled by :func:`.law45_47.misexplained_play`, as the
        card-played family rules it."""
        if not ctx.fact(CARD_ON_MI, seat=misled):
            return None
        play = ctx.record.play
        events = play.events if play is not None else ()
        mine = [i for i, e in enumerate(events) if isinstance(e, Play) and e.seat is misled]
        shown: Card | None = None
        later: bool | None = None
        trick: int | None = None
        if play is not None and mine:
            event = events[mine[-1]]
            assert isinstance(event, Play)
            shown = event.card
            later = any(isinstance(e, Play) for e in events[mine[-1] + 1:])
            trick = sum(1 for e in events[: mine[-1]] if isinstance(e, Play)) // 4 + 1
        card = ctx.fact(MI_CARD, shown=shown, seat=misled)
        too_late = ctx.fact(LATER_CARD, shown=later, seat=misled, card=card)
        opening = trick == 1 and later is False and len([e for e in events if isinstance(e, Play)]) == 1
        if not too_late and opening:
            too_late = ctx.fact(DUMMY_FACED, seat=misled, card=card)
        part = misexplained_play(seat=misled, card=card, trick=trick or 1, too_late=too_late, dummy=ctx.record.dummy)
        # the Director's review at the end of play is the shared function's: 47E2(b) too late, 21B3 in time
        return ctx.ruling(explainer, (*laws, *part.laws), (*base, *part.consequences), part.choices)

    def _damage(self, ctx: Context, *, explainer: Seat, misled: Seat, laws: tuple[LawRef, ...],
                base: tuple[Consequence, ...], period: Period, evidence: Evidence) -> Ruling:  # fmt: skip
        """21B3, 75B1, 75D3: too late to change anything; adjusted if the non-offenders were damaged, unless the
        misled player acted on his own misunderstanding (21A)."""
        law = ref("75D3") if evidence is not Evidence.IMPLICIT_AGREEMENT else ref("40C1")
        if period in _IN_PROGRESS:
            review = DirectorReview(law=ref("21B3"), when=Moment.END_OF_PLAY, reason=Why.MISINFORMATION)
            return ctx.ruling(explainer, (*laws, ref("21B3")), (*base, review))
        if ctx.fact(OWN_MISUNDERSTANDING, seat=misled, explainer=explainer):
            return ctx.ruling(explainer, (*laws, ref("21A")),
                           (*base, NoRectification(law=ref("21A"), reason=Why.OWN_MISUNDERSTANDING)))  # fmt: skip
        answers, counts = _poll(ctx, MI_POLL_TAKEN, MI_POLL, misled)
        if not ctx.fact(MI_DAMAGED, seat=misled, tally=counts, polled=len(answers)):
            return ctx.ruling(explainer, (*laws, ref("12B1")),
                           (*base, NoRectification(law=ref("12B1"), reason=Why.MI_NO_DAMAGE)))  # fmt: skip
        adjusted = AdjustedScore(law=law, reason=Why.MISINFORMATION)
        return ctx.ruling(explainer, (*laws, ref("21B3"), law, ref("12C1")),
                          (*base, adjusted, AssignedScore(law=ref("12C1"))))  # fmt: skip
