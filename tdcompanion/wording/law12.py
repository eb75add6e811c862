"""Sentences for the family of Law 12 (an adjusted score the Director awards directly): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme). Each side's figures are the score
sheet's (:mod:`~tdcompanion.wording.score_text`); these sentences state the form and the side's standing."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.score_adjustment": "an adjusted score awarded by the Director (Law 12)",
    # -- consequences: each side's score ---------------------------------------------------------------------
    "consequence.side_score.non_offending": (
        "{side}, non-offending: {form}, the probable outcome had the infraction not occurred"
    ),
    "consequence.side_score.offending": (
        "{side}, offending: {form}, the same as their opponents', keeping no advantage gained by the infraction"
    ),
    "consequence.side_score.self_damaged": (
        "{side}, non-offending: {form}, with no relief for the part of the damage they caused themselves"
    ),
    "consequence.side_score.rectified": (
        "{side}, offending: {form}, the score their infraction would have had once rectified"
    ),
    "score_form.assigned": "an assigned adjusted score",
    "score_form.weighted": "a weighted adjusted score",
    "score_form.artificial": "an artificial adjusted score",
    "consequence.side_score.no_fault": "{side}, in no way at fault: average plus",
    "consequence.side_score.partly_at_fault": "{side}, only partly at fault: average",
    "consequence.side_score.directly_at_fault": "{side}, directly at fault: average minus",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law12.empowered": "the law that rules the infraction empowers him, and it damaged the non-offending side",
    "reason.law12.no_rectification": (
        "the Laws prescribe no rectification for this violation and it damaged the non-offending side"
    ),
    "reason.law12.no_normal_play": "no rectification lets the board be played normally",
    "reason.law12.incorrect_rectification": (
        "the irregularity was rectified incorrectly and the non-offending side was damaged"
    ),
    "reason.law12.numerous": "the possible results are numerous or not obvious, too many to assign one",
    "reason.law12.no_damage": (
        "the infraction did not damage the non-offending side, so the result obtained stands; a rectification "
        "that seems severe or lenient is no ground for an adjusted score"
    ),
    # -- questions -------------------------------------------------------------------------------------------
    "question.law12.ground": "Why does the Director adjust the score?",
    "value.law12.ground.empowered": (
        "the law that rules the infraction sends the Director to an adjusted score (unauthorised information, "
        "misinformation, a revoke the transfer does not redress ...)"
    ),
    "value.law12.ground.no_rectification": "the Laws prescribe no rectification for this violation",
    "value.law12.ground.no_normal_play": (
        "no rectification lets the board be played normally, or it cannot be played at all (time, a fouled board "
        "found too late)"
    ),
    "value.law12.ground.incorrect_rectification": "the irregularity was rectified incorrectly",
    "question.law12.fault": "How far is {side} responsible for the board having no result?",
    "value.law12.fault.none": "in no way at fault",
    "value.law12.fault.partly": "only partly at fault",
    "value.law12.fault.directly": "directly at fault",
    "question.law12.offenders": "Which side committed the infraction?",
    "question.law12.damaged": (
        "Because of the infraction, did {side} obtain a table result less favourable than they could have expected "
        "had it not occurred?"
    ),
    "question.law12.outcomes": "Without the infraction, what would the board probably have produced?",
    "value.law12.outcomes.one": "one result: an assigned score",
    "value.law12.outcomes.several": (
        "a few results, each with its likelihood and each reachable legally: a weighted score"
    ),
    "value.law12.outcomes.numerous": "the possibilities are numerous or not obvious: an artificial score",
    "question.law12.rectified_outcomes": "Once their infraction is rectified, what score does {side} keep?",
    "value.law12.rectified_outcomes.one": "one result: an assigned score",
    "value.law12.rectified_outcomes.several": "a few results, each with its likelihood: a weighted score",
    "value.law12.rectified_outcomes.numerous": "the possibilities are numerous or not obvious",
    "question.law12.self_inflicted": (
        "After the irregularity, did {side} cause part of their own damage by an extremely serious error unrelated "
        "to the infraction, or by a gambling action they hoped to recover through the rectification if it failed?"
    ),
}
