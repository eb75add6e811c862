"""Sentences for Law 46 (dummy's card called incompletely or wrongly): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.dummy_card_named": (
        "dummy's card called incompletely or wrongly (\"high\", \"low\", a suit or rank alone)"
    ),
    "reason.law46.named_in_full": "declarer named both the suit and the rank of dummy's card, as the law asks",
    # -- questions -------------------------------------------------------------------------------------------
    "question.law46.said": (
        "What did declarer ({seat}) say when calling dummy's card (e.g. high, low, win, ♠, K, ♠Q, anything)?"
    ),
    "question.law46.intention_incontrovertible": (
        "Was a different intention of declarer's ({seat}) than \"{said}\" incontrovertible?"
    ),
    "question.law46.intended_card": "Which of dummy's ({seat}) cards did declarer incontrovertibly intend?",
    # -- choices ---------------------------------------------------------------------------------------------
    "choice.law46.declarer_designates": "Declarer designates the card to be played from dummy",
    "choice.law46.defender_designates": "Either defender designates the card to be played from dummy",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.not_a_designation": "\"{said}\" names no card, suit or rank (try high, low, win, ♠, K, ♠Q or anything)",
    "refusal.no_play_record": "this needs the play record up to dummy's turn",
    "refusal.not_dummys_turn": "it is not dummy's ({seat}) turn to play in the record",
    "refusal.lead_out_of_turn_first": (
        "{seat} led out of turn when dummy ({dummy}) was to lead: rule on that lead first (Laws 53-56)"
    ),
    "refusal.not_dummys_play": "play event {number} is not a card played from dummy",
}
