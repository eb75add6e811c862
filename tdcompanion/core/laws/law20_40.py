"""Laws 20A-E, 20G, 21A and 40B: reviews of the auction and questions, a call misheard, a failure to disclose.

These kinds belong with misinformation (Laws 20, 21, 40 and 75 are one subject): the family of
:mod:`~.law16_75` (``MisinformationFamily``) rules them too, through :data:`RULES`, so that each law keeps the one
family that claims it. This module only states what the laws prescribe for each; it never imports that family.

- A review of the auction or a question (``auction_review``). A player entitled to a review at his turn
  (20B) or after the final pass (20C) who was refused one gets it now; one asked when not entitled (a partial
  review, not at his turn, by a player required to pass, after his right expired: 20B, 20C2, 41B) is not given,
  and the request may tell partner something (16B1). A review is answered by an opponent only (20D): one given
  by partner may inform the asker. A restatement in error that nobody corrected (20E: every player, dummy too,
  must correct it at once) is corrected now, and the Director adjusts if it damaged (12C1, as 20E says). A
  question asked only for partner's benefit (20G1) gives partner unauthorised information; one asked only to
  draw a wrong answer (20G2) is an infraction and the Director may adjust (12A1). A player who consults his own
  system card (20G3) breaks 40B2(b), unless the declaring side does so in the Clarification Period; one who
  looks at the opponents' card out of his turn breaks 40B2(c), and partner may not use what that tells him.
- A call misheard (``call_misheard``): a player who acted on his own misunderstanding of a call (misheard,
  misread, or taken for what he assumed without asking, 20A) gets no rectification or redress (21A); his call
  or play stands, and what he showed of his mistake is unauthorised to his
  partner (16B1). When an opponent's review misled him it is a review in error (20E); an explanation, a
  misinformation (21B, Law 75); a call he did not mean to make, an unintended call (25A).
- A failure to disclose (``disclosure_failure``): a partnership understanding not made available to the
  opponents (40A1(b), 40B3(a)), a special partnership understanding the regulations do not allow (40B4), an
  explanation without the special information partnership agreement or experience gave (40B5(a)). The side
  must disclose now; the Director adjusts if the opponents were damaged (40B3(a), 40B4, 40B5(b) when the
  information left out was crucial to their choice), and repeated failures or a breach of regulation may be
  penalised (40B3(b), 40B4).

Unauthorised information is ruled by its own family: a ruling here hands it over (a follow-up on
``unauthorised_information``, starting from who received it and how), never rules it again.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.laws import judgement, law23_27
from tdcompanion.core.laws.engine import Context
from tdcompanion.core.laws.facts import Fact, Period
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    Consequence,
    DirectorReview,
    FollowUp,
    IrregularityKind,
    LawRef,
    Moment,
    NoRectification,
    ProceduralPenalty,
    Proceed,
    Ruling,
    UnauthorisedInformation,
    ref,
    refs,
)
from tdcompanion.core.seats import Seat

__all__ = ["KINDS", "RULES"]

# --- consequences of these kinds -----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ReviewDue(Consequence):
    """``seat`` is entitled to have all the previous calls restated now, in full, by an opponent (20B, 20C, 20D)."""

    kind: ClassVar[str] = "review_due"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class ReviewNotDue(Consequence):
    """``seat`` was not entitled to the review he asked for: it is not given (20B, 20C2, 41B)."""

    kind: ClassVar[str] = "review_not_due"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class ReviewCorrected(Consequence):
    """The call ``seat`` restated wrongly is corrected now; every player had to correct it at once (20E)."""

    kind: ClassVar[str] = "review_corrected"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class ImproperQuestion(Consequence):
    """``seat`` asked a question he may not ask, or consulted his own system card (20G)."""

    kind: ClassVar[str] = "improper_question"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class DisclosureDue(Consequence):
    """``seat``'s side must now disclose the understanding in full to the opponents (40A1(b), 40B5(a))."""

    kind: ClassVar[str] = "disclosure_due"
    seat: Seat


class Why(enum.StrEnum):
    """Reasons of these kinds (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    REVIEW_REFUSED = "review_refused"
    """A review the player was entitled to was refused; too late to give it now (20B, 20C)."""
    REVIEW_ERROR = "review_error"
    """A restatement in error, uncorrected: adjusted if it caused damage (20E, 12C1)."""
    MISLEADING_QUESTION = "misleading_question"
    """A question asked only to draw a wrong answer: adjusted if it damaged (20G2, 12A1)."""
    OWN_CARD = "own_system_card"
    """A player consulted his own system card when he may not: adjusted if it damaged (20G3, 40B2(b), 12A1)."""
    OWN_CARD_ALLOWED = "own_system_card_allowed"
    """The declaring side may consult its own system card during the Clarification Period (40B2(b))."""
    CALL_MISHEARD = "call_misheard"
    """The player acted on his own misunderstanding: no rectification or redress, his call or play stands (21A)."""
    NOT_DISCLOSED = "not_disclosed"
    """The opponents may have been damaged by the failure to disclose (40B3(a), 40B4, 40B5(b))."""
    NOT_CRUCIAL = "not_crucial"
    """The information left out was not crucial to the opponents' choice of action (40B5(b))."""
    NO_DAMAGE = "review_no_damage"
    """An infraction, but the non-offending side lost nothing through it (12B1)."""
    REVIEW_ERROR_DAMAGED = "review_error_damaged"
    """The uncorrected restatement damaged the non-offending side (20E)."""
    MISLEADING_QUESTION_DAMAGED = "misleading_question_damaged"
    """The question asked to draw a wrong answer damaged the non-offending side (20G2, 12A1)."""
    OWN_CARD_DAMAGED = "own_system_card_damaged"
    """The look at his own system card damaged the opponents (20G3, 12A1)."""
    NOT_DISCLOSED_DAMAGED = "not_disclosed_damaged"
    """The failure to disclose damaged the opponents (40B3(a), 40B4, 40B5(b))."""


#: The reason the Director comes back for at the end of play -> the reason of the adjusted score he then awards.
_DAMAGED = {Why.REVIEW_ERROR: Why.REVIEW_ERROR_DAMAGED, Why.MISLEADING_QUESTION: Why.MISLEADING_QUESTION_DAMAGED,
            Why.OWN_CARD: Why.OWN_CARD_DAMAGED, Why.NOT_DISCLOSED: Why.NOT_DISCLOSED_DAMAGED}  # fmt: skip


# --- facts ---------------------------------------------------------------------------------------------------


class ReviewIssue(enum.Enum):
    """What went wrong with a review of the auction, a question or a system card (Law 20)."""

    REFUSED = "refused"
    """A review the player was entitled to was refused, cut short or only partly given (20B, 20C)."""
    NOT_ENTITLED = "not_entitled"
    """A review asked when not entitled: not at his turn, required to pass, partial, or too late (20B, 20C2)."""
    BY_PARTNER = "by_partner"
    """The review was given by the asker's partner, not by an opponent (20D)."""
    WRONG = "wrong"
    """A call was restated wrongly and nobody corrected it (20E)."""
    FOR_PARTNER = "for_partner"
    """A question asked only for partner's benefit (20G1)."""
    TO_MISLEAD = "to_mislead"
    """A question asked only to draw a wrong answer from an opponent (20G2)."""
    OWN_CARD = "own_card"
    """A player consulted his own system card or notes (20G3, 40B2(b))."""
    OPPONENTS_CARD = "opponents_card"
    """A player consulted the opponents' system card when not at his turn to call or play (40B2(c))."""


class Cause(enum.Enum):
    """How a player came to act on a call other than the one made (21A)."""

    OWN = "own"
    """He misheard, misread or misunderstood it himself, without asking: his own misunderstanding (21A)."""
    WRONG_REVIEW = "wrong_review"
    """An opponent restated it wrongly when the auction was reviewed (20E)."""
    MISEXPLAINED = "misexplained"
    """An opponent's explanation or alert misled him (21B)."""
    UNINTENDED = "unintended"
    """He understood the auction; the call he made was not the one he meant (25A)."""


class Failure(enum.Enum):
    """What the side failed to disclose (Law 40B)."""

    NOT_DISCLOSED = "not_disclosed"
    """An understanding not made available: no system card, or not on it, not alerted as required (40B3(a))."""
    NOT_PERMITTED = "not_permitted"
    """A special partnership understanding the regulations of the event do not allow (40B2(a)(i), 40B4)."""
    INCOMPLETE = "incomplete"
    """An explanation that left out special information from agreement or partnership experience (40B5(a))."""


ISSUE = Fact.choice("law20.issue", ReviewIssue, "20B", "20C", "20D", "20E", "20G", "40B2(b)", "40B2(c)")
ASKER = Fact.seat("law20.asker", "20B", "20C", "20G")
REVIEWER = Fact.seat("law20.reviewer", "20D", "20E")
DAMAGED = Fact.yes_no("law20.damaged", "20E", "12B1", judgement=judgement.DAMAGE)

PLAYER = Fact.seat("law21.player", "21A")
MISHEARD = Fact.call("law21.misheard", "20A", "21A")
CAUSE = Fact.choice("law21.cause", Cause, "21A", "20E", "21B", "25A")
SHOWN = Fact.yes_no("law21.shown", "16B1")

DISCLOSER = Fact.seat("law40.side", "40A1(b)", "40B")
FAILURE = Fact.choice("law40.failure", Failure, "40B3(a)", "40B4", "40B5(a)")
REPEATED = Fact.yes_no("law40.repeated", "40B3(b)")
CRUCIAL = Fact.yes_no("law40.crucial", "40B5(b)")
HARMED = Fact.yes_no("law40.damaged", "40B3(a)", "40B4", "40B5(b)", "12B1", judgement=judgement.DAMAGE)

#: Periods while the board is still in progress.
_IN_PROGRESS = (Period.AUCTION, Period.CLARIFICATION, Period.PLAY)

#: The unauthorised-information family's facts a hand-over starts from (their storage keys, :mod:`~.law16_75`).
_UI_SOURCE, _UI_RECEIVER = "law16.source", "law16.receiver"


def _hand_over(law: LawRef, receiver: Seat, source: str) -> tuple[Consequence, ...]:
    """What ``source`` tells is unauthorised for ``receiver`` (16B1), and its family rules the use of it next."""
    answers = ((_UI_RECEIVER, receiver.letter), (_UI_SOURCE, source))
    return (UnauthorisedInformation(law=ref("16B1"), for_seat=receiver, source=source),
            FollowUp(law=law, irregularity=IrregularityKind.UNAUTHORISED_INFORMATION, seat=receiver,
                     answers=answers))  # fmt: skip


def _judged(ctx: Context, damaged: Fact[bool], offender: Seat, laws: tuple[LawRef, ...], *,
            found: tuple[Consequence, ...], adjust: LawRef, why: Why) -> Ruling:  # fmt: skip
    """While the board is in progress, the Director comes back at the end of play; after it, he adjusts if the
    non-offending side was damaged (12B1)."""
    if ctx.period() in _IN_PROGRESS:
        return ctx.ruling(offender, laws, (*found, DirectorReview(law=adjust, when=Moment.END_OF_PLAY, reason=why)))
    if not ctx.fact(damaged, seat=offender):
        return ctx.ruling(offender, (*laws, ref("12B1")), (*found, NoRectification(law=ref("12B1"),
                                                                                 reason=Why.NO_DAMAGE)))  # fmt: skip
    cited = laws if adjust in laws else (*laws, adjust)
    return ctx.ruling(offender, cited, (*found, AdjustedScore(law=adjust, reason=_DAMAGED[why])))


# --- a review of the auction, a question, a system card (Law 20) -------------------------------------------------


def review(ctx: Context) -> Ruling:
    """Laws 20B-E and 20G."""
    issue = ctx.fact(ISSUE)
    asker = ctx.fact(ASKER, issue=issue)
    partner = asker.partner
    if issue is ReviewIssue.REFUSED:
        return _refused(ctx, asker)
    if issue is ReviewIssue.NOT_ENTITLED:
        law = ref("20B") if ctx.period() is Period.AUCTION else ref("20C2")
        return ctx.ruling(asker, (law, ref("16B1")), (ReviewNotDue(law=law, seat=asker),
                                                      *_hand_over(law, partner, "question")))  # fmt: skip
    if issue is ReviewIssue.BY_PARTNER:
        law = ref("20D")
        return ctx.ruling(partner, (law, ref("16B1")), (ReviewDue(law=law, seat=asker),
                                                        *_hand_over(law, asker, "other_from_partner")))  # fmt: skip
    if issue is ReviewIssue.WRONG:
        reviewer = ctx.fact(REVIEWER, choices=(asker.lho, asker.rho), seat=asker)
        law = ref("20E")
        return _judged(ctx, DAMAGED, reviewer, (law,), found=(ReviewCorrected(law=law, seat=reviewer),), adjust=law,
                       why=Why.REVIEW_ERROR)  # fmt: skip
    if issue is ReviewIssue.FOR_PARTNER:
        law = ref("20G1")
        return ctx.ruling(asker, (law, ref("16B1")), (ImproperQuestion(law=law, seat=asker),
                                                      *_hand_over(law, partner, "question")))  # fmt: skip
    if issue is ReviewIssue.TO_MISLEAD:
        law = ref("20G2")
        found = (ImproperQuestion(law=law, seat=asker), ProceduralPenalty(law=law, seat=asker))
        return _judged(ctx, DAMAGED, asker, (law,), found=found, adjust=ref("12A1"), why=Why.MISLEADING_QUESTION)
    if issue is ReviewIssue.OPPONENTS_CARD:  # 40B2(c)(iii): only at his own turn; partner may learn from it
        law = ref("40B2(c)")
        return ctx.ruling(asker, (law, ref("16B1")), (ImproperQuestion(law=law, seat=asker),
                                                      *_hand_over(law, partner, "question")))  # fmt: skip
    return _own_card(ctx, asker)


def _refused(ctx: Context, asker: Seat) -> Ruling:
    """20B during the auction, 20C after the final pass: the review is his right, and is given now."""
    period = ctx.period()
    law = ref("20B") if period is Period.AUCTION else ref("20C2")
    if period in _IN_PROGRESS:
        return ctx.ruling(None, (law,), (ReviewDue(law=law, seat=asker), Proceed(law=law)))
    return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.REVIEW_REFUSED),))


def _own_card(ctx: Context, asker: Seat) -> Ruling:
    """20G3 and 40B2(b): a player may not consult his own system card from the start of the auction to the end of
    play, but the declaring side may during the Clarification Period."""
    declarer = ctx.record.declarer
    period = ctx.period()
    if period is Period.CLARIFICATION and declarer is not None and asker.side is declarer.side:
        return ctx.ruling(None, refs("40B2(b)"), (NoRectification(law=ref("40B2(b)"), reason=Why.OWN_CARD_ALLOWED),))
    law, card = ref("20G3"), ref("40B2(b)")
    found = (ImproperQuestion(law=card, seat=asker), ProceduralPenalty(law=law, seat=asker))
    return _judged(ctx, DAMAGED, asker, (law, card), found=found, adjust=ref("12A1"), why=Why.OWN_CARD)


# --- a call misheard (Law 21A) ---------------------------------------------------------------------------------------


def misheard(ctx: Context) -> Ruling:
    """21A, with where the misunderstanding came from: an opponent's review (20E), explanation (21B) or the
    player's own slip (25A) are ruled under their own laws."""
    player = ctx.fact(PLAYER)
    auction = ctx.record.auction
    # the calls the others made that stand: the one he misunderstood is among them (None: no auction record)
    made = None if auction is None else tuple(dict.fromkeys(e.call for e in auction.entries
                                                            if e.seat is not player and not e.withdrawn))  # fmt: skip
    if made == ():
        ctx.refuse("no_calls_before_seat", fact=PLAYER.id, seat=player)
    heard = ctx.fact(MISHEARD, choices=made, seat=player)
    cause = ctx.fact(CAUSE, seat=player, call=heard)
    if cause is Cause.WRONG_REVIEW:
        return ctx.delegate(IrregularityKind.AUCTION_REVIEW, {ISSUE: ReviewIssue.WRONG, ASKER: player})
    if cause is Cause.MISEXPLAINED:
        return ctx.delegate(IrregularityKind.MISINFORMATION)
    if cause is Cause.UNINTENDED:  # 25A: he made a call he did not mean, which he may be allowed to change
        return ctx.delegate(IrregularityKind.CHANGE_OF_CALL, {law23_27.CHANGER: player, law23_27.UNINTENDED: True})
    found: tuple[Consequence, ...] = (NoRectification(law=ref("21A"), reason=Why.CALL_MISHEARD),)
    if ctx.fact(SHOWN, seat=player, call=heard):
        return ctx.ruling(None, refs("21A", "16B1"), (*found, *_hand_over(ref("16B1"), player.partner,
                                                                           "remark")))  # fmt: skip
    return ctx.ruling(None, refs("21A"), found)


# --- a failure to disclose (Law 40B) ------------------------------------------------------------------------------


def disclosure(ctx: Context) -> Ruling:
    """40B3, 40B4, 40B5."""
    side = ctx.fact(DISCLOSER)
    failure = ctx.fact(FAILURE, seat=side)
    found: list[Consequence] = []
    if ctx.period() in _IN_PROGRESS:
        found.append(DisclosureDue(law=ref("40A1(b)") if failure is not Failure.INCOMPLETE else ref("40B5(a)"),
                                   seat=side))  # fmt: skip
    if ctx.period() is Period.AUCTION and failure is not Failure.NOT_PERMITTED:
        # what the opponents were not told is misinformation (21B1(b)): while the auction lasts, a call it could
        # well have influenced may be changed (21B1(a)); the misinformation family rules that next
        found.append(FollowUp(law=ref("21B1(a)"), irregularity=IrregularityKind.MISINFORMATION, seat=side))
    if failure is Failure.NOT_DISCLOSED:
        law = ref("40B3(a)")
        if ctx.fact(REPEATED, seat=side):
            found.append(ProceduralPenalty(law=ref("40B3(b)"), seat=side))
    elif failure is Failure.NOT_PERMITTED:
        law = ref("40B4")
        found.append(ProceduralPenalty(law=law, seat=side))
    else:
        law = ref("40B5(b)")
        if ctx.period() not in _IN_PROGRESS and not ctx.fact(CRUCIAL, seat=side):
            return ctx.ruling(side, (law,), (*found, NoRectification(law=law, reason=Why.NOT_CRUCIAL)))
    cited = (law, *(x.law for x in found if isinstance(x, FollowUp)))
    return _judged(ctx, HARMED, side, cited, found=tuple(found), adjust=law, why=Why.NOT_DISCLOSED)


#: The kinds of this module, ruled by the misinformation family (:mod:`~.law16_75`), and their rules.
RULES: dict[IrregularityKind, Callable[[Context], Ruling]] = {
    IrregularityKind.AUCTION_REVIEW: review,
    IrregularityKind.CALL_MISHEARD: misheard,
    IrregularityKind.DISCLOSURE_FAILURE: disclosure,
}
KINDS: tuple[IrregularityKind, ...] = tuple(RULES)
