"""Sentences for improper communication between partners (Law 73A, 73B; ruled by the family of Laws 16 and 73,
:mod:`tdcompanion.core.laws.law16_75`): key -> English; merged into :data:`tdcompanion.wording.rule_text.TEXT`
(see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.improper_communication": (
        "communication between partners other than by calls and plays (emphasis, tone, gesture, remark, a "
        "prearranged signal)"
    ),
    # -- questions and their answers -------------------------------------------------------------------------
    "question.law73.communicator": (
        "Which player is said to have communicated with partner other than by calls and plays?"
    ),
    "question.law73.means": "How did {seat} communicate?",
    "value.law73.means.tempo": "undue hesitation or haste in making a call or play",
    "value.law73.means.emphasis": "undue emphasis, inflection, tone or mannerism in making a call or play",
    "value.law73.means.remark": "an extraneous remark",
    "value.law73.means.gesture": "an extraneous gesture",
    "value.law73.means.question": "a question asked, or not asked",
    "value.law73.means.alert_or_explanation": "an alert or explanation given, or not given",
    "question.law73.communication": (
        "Describe what {seat} did and what it could convey to partner, as the players tell it (for instance: "
        "doubled with a thump on the table)"
    ),
    "question.law73.communicated": (
        "Is it agreed by the players, or established on the balance of probabilities (Law 85A), that {seat} "
        "communicated this way: {action}?"
    ),
    "question.law73.prearranged": (
        "Was it a prearranged method of communication, agreed by the partnership, other than those the Laws sanction?"
    ),
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.communication_finding.tempo": (
        "Finding: {communicator} communicated with partner by undue hesitation or haste: {action}"
    ),
    "consequence.communication_finding.emphasis": (
        "Finding: {communicator} communicated with partner by undue emphasis, tone or mannerism: {action}"
    ),
    "consequence.communication_finding.remark": (
        "Finding: {communicator} communicated with partner by a remark: {action}"
    ),
    "consequence.communication_finding.gesture": (
        "Finding: {communicator} communicated with partner by a gesture: {action}"
    ),
    "consequence.communication_finding.question": (
        "Finding: {communicator} communicated with partner by a question asked or not asked: {action}"
    ),
    "consequence.communication_finding.alert_or_explanation": (
        "Finding: {communicator} communicated with partner by an alert or explanation given or not given: {action}"
    ),
    "consequence.disciplinary_liability.points_or_suspension": (
        "For the gravest offence, {seat}'s side is liable to a disciplinary penalty in points or to suspension for "
        "the session or part of it"
    ),
    "consequence.disciplinary_liability.disqualification": (
        "{seat}'s side may be disqualified, subject to the Tournament Organiser's approval"
    ),
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.communication_not_established": (
        "it is neither agreed nor established on the balance of probabilities (Law 85A) that the player "
        "communicated with partner this way, so there is no infraction"
    ),
}
