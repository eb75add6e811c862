"""Sentences for the reviews of the auction and questions (Laws 20A-E, 20G), a call misheard (21A) and a failure to
disclose (40B): key -> English; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key
scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.auction_review": "a review of the auction or a question, refused, wrong or misused",
    "irregularity.call_misheard": "a call misheard, misread or misunderstood by a player",
    "irregularity.disclosure_failure": "a partnership understanding not disclosed as required",
    # -- questions: a review or a question -----------------------------------------------------------------------
    "question.law20.issue": "What went wrong with the review of the auction, the question or the system card?",
    "value.law20.issue.refused": "a review the player was entitled to was refused, cut short or only partly given",
    "value.law20.issue.not_entitled": (
        "a review asked when the player was not entitled to it (not at his turn, required to pass, only part of "
        "the auction, or too late)"
    ),
    "value.law20.issue.by_partner": "the review was given by the asker's partner, not by an opponent",
    "value.law20.issue.wrong": "a call was restated wrongly and nobody corrected it",
    "value.law20.issue.for_partner": "a question asked only for partner's benefit",
    "value.law20.issue.to_mislead": "a question asked only to draw a wrong answer from an opponent",
    "value.law20.issue.own_card": "a player consulted his own system card or notes",
    "value.law20.issue.opponents_card": (
        "a player looked at the opponents' system card when it was not his turn to call or play"
    ),
    "question.law20.asker": "Which player asked (or consulted the system card)?",
    "question.law20.reviewer": "Which opponent of {seat}'s restated the call wrongly?",
    "question.law20.damaged": (
        "Did the non-offending side lose anything through it, compared with what would have happened without "
        "the infraction?"
    ),
    # -- questions: a call misheard ------------------------------------------------------------------------------
    "question.law21.player": "Which player acted on a call he misheard, misread or misunderstood?",
    "question.law21.misheard": "Which call did {seat} mishear, misread or misunderstand?",
    "question.law21.cause": "How did {seat} come to act on a call other than {call}?",
    "value.law21.cause.own": "he misheard, misread or misunderstood it himself, without asking",
    "value.law21.cause.wrong_review": "an opponent restated it wrongly when the auction was reviewed",
    "value.law21.cause.misexplained": "an opponent's explanation or alert misled him",
    "value.law21.cause.unintended": "he understood the auction, but the call he made was not the one he meant",
    "question.law21.shown": (
        "Did {seat} say or show at the table that he had misunderstood {call} (before his partner's next call or "
        "play)?"
    ),
    # -- questions: a failure to disclose ------------------------------------------------------------------------
    "question.law40.side": "Which player's partnership understanding was not disclosed (the player who made the call)?",
    "question.law40.failure": "What did {seat}'s side fail to disclose?",
    "value.law40.failure.not_disclosed": (
        "an understanding not made available to the opponents: no system card, not on it, or not alerted as required"
    ),
    "value.law40.failure.not_permitted": (
        "a special partnership understanding the regulations of the event do not allow"
    ),
    "value.law40.failure.incomplete": (
        "an explanation that left out special information from partnership agreement or experience"
    ),
    "question.law40.repeated": "Has {seat}'s side failed to disclose its understandings before?",
    "question.law40.crucial": (
        "Was the information left out crucial for the opponents' choice of action?"
    ),
    "question.law40.damaged": (
        "Were the opponents damaged by the failure to disclose, compared with what would have happened with full "
        "disclosure?"
    ),
    # -- consequences --------------------------------------------------------------------------------------------
    "consequence.review_due": "{seat} is entitled to have all the previous calls restated now, in full, by an opponent",
    "consequence.review_not_due": "{seat} was not entitled to the review he asked for: it is not given",
    "consequence.review_corrected": (
        "The call {seat} restated wrongly is corrected now; every player, dummy too, had to correct it at once"
    ),
    "consequence.improper_question": "{seat} asked a question he may not ask, or consulted his own system card",
    "consequence.disclosure_due": "{seat}'s side must now disclose its understanding in full to the opponents",
    # -- reasons -------------------------------------------------------------------------------------------------
    "reason.review_refused": "the review can no longer be given, and no law provides a rectification for it",
    "reason.review_error": (
        "a restatement in error that nobody corrected: if it damaged the non-offending side, he adjusts the score"
    ),
    "reason.misleading_question": (
        "a question asked only to draw a wrong answer: if it damaged the non-offending side, he adjusts the score"
    ),
    "reason.own_system_card": (
        "a player consulted his own system card when he may not: if that damaged the opponents, he adjusts the score"
    ),
    "reason.own_system_card_allowed": (
        "the declaring side may consult its own system card during the Clarification Period: no infraction"
    ),
    "reason.call_misheard": (
        "the player acted on his own misunderstanding: no rectification or redress is due to him; his call or play "
        "stands"
    ),
    "reason.not_disclosed": (
        "if the opponents were damaged by the failure to disclose, he adjusts the score"
    ),
    "reason.not_crucial": (
        "the information left out was not crucial for the opponents' choice of action: no adjustment"
    ),
    "reason.review_no_damage": "the non-offending side lost nothing through the infraction; the result stands",
    "reason.review_error_damaged": "a restatement in error that nobody corrected damaged the non-offending side",
    "reason.misleading_question_damaged": (
        "a question asked only to draw a wrong answer damaged the non-offending side"
    ),
    "reason.own_system_card_damaged": (
        "a player's look at his own system card, which he may not take, damaged the opponents"
    ),
    "reason.not_disclosed_damaged": "the failure to disclose damaged the opponents",
    # -- refusals ------------------------------------------------------------------------------------------------
    "refusal.no_calls_before_seat": "the auction record shows no call by another player than {seat}",
}
