"""Sentences for the table state (penalty cards on the table, cards played against a rectification,
what the Director must settle now); merged into :data:`tdcompanion.wording.rule_text.TEXT`."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "table.penalty_card": "{seat} has {card} on the table as a {grade} penalty card",
    "table.restriction_started": "in force now",
    "violation.lead_restriction": "{seat} led {card} although a lead restriction on {suit} was in force",
    "violation.play_restriction": "{seat} played {card} against declarer's requirement for his play",
    "violation.penalty_card_not_played": "{seat} played {card} when he had to play the penalty card {required}",
    "violation.line": "{irregularity}, trick {trick}. {sentence}",
    "violation.minor_penalty_card": "{seat} played {card} before his minor penalty card {required}",
    "violation.lead_from_other_hand": "{seat} led {card}, not from the hand the defender chose",
    "prompt.lead_penalty_card_options": (
        "{seat} is to lead while partner has penalty cards ({cards}): declarer chooses first"
    ),
    "prompt.designate_penalty_card": "{seat} must play a penalty card: declarer designates which of {cards}",
    "prompt.call_director_back": "Play is over: call the Director back ({reason})",
    "prompt.follow_up": "Still to rule on: {irregularity}",
}
