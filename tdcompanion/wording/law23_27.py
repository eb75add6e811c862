"""Sentences for the family of Laws 23, 25, 26 and 27 (insufficient bid, change of call, comparable call): key ->
{language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

_COMPARABLE_CRITERIA_EN = (
    "A call is comparable when it has the same or a similar meaning, or shows a subset of the meanings the "
    "withdrawn call could have, or has the same purpose (an asking bid, a relay)"
)

TEXT: dict[str, str] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.replacement_due": "{seat} must put a legal call in its place at his turn",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law27.lowest_same_denomination": (
        "it was replaced by the lowest sufficient bid showing the same denomination(s): the auction goes on with no "
        "further rectification, no lead restriction, and the withdrawn bid is not unauthorised information"
    ),
    "reason.law27.comparable": (
        "it was replaced by a comparable call: the auction goes on with no further rectification, no lead restriction, "
        "and the withdrawn bid is not unauthorised information"
    ),
    "reason.law27.damage": (
        "if the outcome could well have been different without the help the infraction gave, and the non-offenders "
        "were damaged, the score is adjusted towards what would probably have happened had the insufficient bid not "
        "been made"
    ),
    "reason.law27.could_have_known": (
        "if the offender could have known that the irregularity could well damage the other side, and his side gained "
        "from it, the score is adjusted"
    ),
    "reason.law25.intended_call_stands": (
        "the intended call replaces the unintended one and is ruled on as any call would be; there is no lead "
        "restriction, and the correction itself gives no unauthorised information"
    ),
    "reason.law25.original_stands": "the substituted call is cancelled: the first call stands and the auction goes on",
    "reason.law25.no_substitution": (
        "his partner has called since, so the call can no longer be changed: the first call stands and the substituted "
        "call is cancelled"
    ),
    "reason.law25.too_late": "the auction period has ended, so the call can no longer be changed; it stands",
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law27.lho_choice": "Accept the insufficient bid (it is accepted if he calls over it), or not",
    "option.law27.accept": "Accept it: it stands as if legal",
    "option.law27.refuse": "Do not accept it: it is cancelled and replaced",
    "choice.law27.second_lho_choice": "Accept the second insufficient bid, or not",
    "option.law27.accept_second": "Accept the second insufficient bid",
    "option.law27.refuse_second": "Do not accept it: it is cancelled too",
    "choice.law25.lho_choice": "Keep or take back the call he made over the unintended call",
    "option.law25.keep_call": "Keep his call",
    "option.law25.withdraw_call": "Take his call back",
    "choice.law25.lho_accepts": "Accept the changed call (by calling over it on purpose), or not",
    "option.law25.accept": "Accept it: the first call is withdrawn and the second one stands",
    "option.law25.refuse": "Do not accept it: the second call is cancelled and the first one stands",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.law27.not_a_bid": "{call} is not a bid, so there was nothing to overcall",
    "refusal.law27.not_insufficient": "{call} is not an insufficient bid over {last}",
    "refusal.law25.same_call": "the second call is the same as the first ({call}): there is no change",
    # -- questions: Law 27 -----------------------------------------------------------------------------------
    "question.law27.offender": "Who made the insufficient bid?",
    "question.law27.bid": "Which insufficient bid did {seat} make?",
    "question.law27.last_bid": "Which bid did {seat}'s {call} fail to overcall?",
    "question.law27.out_of_rotation": "Did {seat} bid {call} out of rotation (when it was not his turn to call)?",
    "question.law27.replacement": (
        "If {lho} does not accept it, which call does {seat} make in place of {call}? Tell him first, away from the "
        "table: {lowest} (the lowest sufficient bid in the same denomination) or a comparable call ends the matter; "
        "any other call makes his partner pass for the rest of the auction"
    ),
    "question.law27.artificial": (
        "Was {call} artificial (by agreement it showed something other than the denomination it names)?"
    ),
    "question.law27.replacement_artificial": (
        "Is {call}, the lowest sufficient bid in the same denomination, artificial (its meaning: {meaning})? Only a "
        "bid that shows the same denomination(s) is corrected without further rectification"
    ),
    "question.law27.same_denominations": (
        "Does {replacement} show the same denomination(s) as {call}? A call shows a suit when it tells something about "
        "the holding in it: length, a control, or shortness"
    ),
    # -- questions: Law 23 -----------------------------------------------------------------------------------
    "question.law23.withdrawn_meaning": (
        "What did {call} mean in the partnership's agreements? (write it as the offender's side explains it)"
    ),
    "question.law23.replacement_meaning": (
        "What does {call}, the call that replaces it, mean in the partnership's agreements?"
    ),
    "question.law23.comparable": (
        f"Is {{replacement}} comparable to {{call}}? {_COMPARABLE_CRITERIA_EN}. Be generous, within the law"
    ),
    "value.law23.comparable.same_meaning": "comparable: the same or a similar meaning",
    "value.law23.comparable.subset": "comparable: a subset of the withdrawn call's meanings",
    "value.law23.comparable.same_purpose": "comparable: the same purpose (asking bid, relay)",
    "value.law23.comparable.not_comparable": "not comparable",
    # -- questions: Law 25 -----------------------------------------------------------------------------------
    "question.law25.offender": "Who changed his call, or wants to?",
    "question.law25.call": "Which call did {seat} make first?",
    "question.law25.substitute": "Which call does {seat} put in place of {call}?",
    "question.law25.unintended": (
        "Was {seat}'s {call} unintended: a mechanical error (the wrong card pulled from the bidding box) or a slip of "
        "the tongue? Answer no for a change of mind or a loss of concentration, and never suggest a change of an "
        "intended call"
    ),
    "question.law25.partner_called": "Has {seat}, the partner, called since?",
    "question.law25.period_over": (
        "Has the auction period ended (the auction is over and an opening lead has been faced)?"
    ),
    "question.law25.lho_called": "Did {seat} (the left-hand opponent) call over the first call?",
    "question.law25.lho_call": "Which call did {seat} make over it?",
}
