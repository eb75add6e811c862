"""Sentences for the family of Laws 28 to 34 (calls out of rotation): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

_COMPARABLE_EN = (
    "comparable means the same or a similar meaning, a subset of the meanings of the cancelled call, or the same "
    "purpose (an asking bid, a relay)"
)

TEXT: dict[str, str] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.artificial_call": (
        "{seat}'s {call} was artificial: what follows concerns the denominations it showed, not the one it names"
    ),
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law28.in_rotation": "the player whose turn it was had to pass, so the call counts as made in rotation",
    "reason.law28.called_over": (
        "the player whose turn it was called over it: the auction goes on as if it had not been made, with no "
        "rectification and no lead restriction"
    ),
    "consequence.call_deemed_subsequent": (
        "{seat}'s {call}, made at the same time as {after}'s call, counts as made after it"
    ),
    "reason.law33.simultaneous": (
        "made at the same moment as the call of the player whose turn it was, it counts as made after it"
    ),
    "reason.law31.repeated": "the repeated call is legal: the auction goes on",
    "reason.law31.comparable": "the offender's call at his turn is comparable; there is no lead restriction either",
    "reason.law31.damage": (
        "if the outcome could well have been different without the help the infraction gave, and the non-offenders "
        "were damaged, the score is adjusted"
    ),
    "reason.law31.could_have_known": (
        "if the offender could have known that the irregularity could well damage the other side, and his side gained "
        "from it, the score is adjusted"
    ),
    "reason.law34.passes_cancelled": (
        "the auction had not ended: it goes on normally from the player who missed his turn, with no other "
        "rectification"
    ),
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law29.lho_choice": "Call over the call out of rotation, or have it cancelled",
    "option.law29.accept": "Call over it: it is accepted and stands, with no rectification",
    "option.law28.call_over": "Call at his turn: the call out of rotation is cancelled with no rectification",
    "option.law29.cancel": "Have it cancelled: the auction goes back to the player whose turn it was",
    "choice.law29.rho_call": "What the player whose turn it was calls decides what follows",
    "option.law29.judge_later": "{seat} has not called yet: rule again on this call once he has",
    "consequence.follow_up.call_out_of_rotation": (
        "Once {seat} has called at his turn, rule again on his call out of rotation: the Director then judges whether "
        "that call is comparable to the cancelled one"
    ),
    "option.law29.rho_passes": "{seat} passes",
    "option.law29.rho_calls": "{seat} bids, doubles or redoubles: the offender may then make any legal call",
    "choice.law29.offender_call": (
        f"At the offender's turn, judge his call against the cancelled one ({_COMPARABLE_EN})"
    ),
    "option.law29.comparable": "{seat}'s call is comparable",
    "option.law29.not_comparable": "{seat}'s call is not comparable",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.law29.in_turn": "it was {answered}'s own turn to call, so his call was in rotation",
    # -- questions -------------------------------------------------------------------------------------------
    "question.law29.offender": "Who called out of rotation?",
    "question.law29.call": "What call did {seat} make out of rotation?",
    "question.law29.turn": "Whose turn was it to call when {seat} made his {call}?",
    "question.law30.previously_called": "Had {seat} already called in this auction?",
    "question.law28.rho_barred": "Was {seat}, whose turn it was, bound by law to pass?",
    "question.law28.turn_player_called": (
        "Did {seat}, whose turn it was, call after {offender}'s call, before the Director ruled?"
    ),
    "question.law33.simultaneous": "Did {offender} make his {call} at the same moment as {seat} made his call?",
    "question.law32.inadmissible": "Was {seat}'s {call} a double or redouble the laws do not allow there (Law 19)?",
    "question.law29.lho_called": (
        "Did {seat} ({offender}'s left-hand opponent) call over the {call} before the Director ruled?"
    ),
    "question.law34.three_passes": (
        "Was {seat}'s pass one of three passes in a row after a call, with {turn} not having called since?"
    ),
    "question.law30.artificial": "Was {seat}'s pass artificial, or a pass of his partner's artificial call?",
    "question.law29.artificial": (
        "Was {seat}'s {call} artificial (showing something other than the denomination it names)?"
    ),
}
