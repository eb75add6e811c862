"""Sentences for the family of Law 82 (the Director's own error, an earlier ruling found wrong): key -> English;
merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.director_error": "an earlier ruling of the Director's found to be wrong",
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.ruling_found_wrong": (
        "Ruling {number} ({irregularity}) was wrong: the Director withdraws it and rectifies his error"
    ),
    "consequence.board_play_ordered.require": "The Director requires the board to be played",
    "consequence.board_play_ordered.postpone": "The Director postpones the play of the board",
    "consequence.board_play_ordered.cancel": "The Director cancels the play of the board",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.director_error": (
        "his earlier ruling was wrong and no rectification lets the board be scored normally, so each side is "
        "treated as non-offending: the two sides' scores may differ"
    ),
    "reason.law82.rectified": "he rectifies his error of procedure with an adjusted score, as the Laws permit",
    # -- the choice and its options --------------------------------------------------------------------------
    "choice.law82.rectify": "How the Director rectifies his error",
    "option.law82.rule_again": "Give the correct ruling now, on what the wrong ruling was about",
    "option.law82.require_play": "Require the board to be played",
    "option.law82.postpone_play": "Postpone the play of the board",
    "option.law82.cancel_play": "Cancel the play of the board",
    "option.law82.adjusted_score": "Award an adjusted score",
    # -- questions -------------------------------------------------------------------------------------------
    "question.law82.scored_normally": (
        "Can the Director still rectify his error so that the board is scored normally (the correct ruling given "
        "now, or the board played)?"
    ),
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.no_earlier_ruling": (
        "the Director's error is recorded against the earlier ruling found wrong: name one of the {rulings} "
        "rulings given on this board"
    ),
    "refusal.not_an_earlier_ruling": (
        "ruling {ruling} is not an earlier ruling on an irregularity of this board: the Director's error is "
        "recorded against the ruling found wrong"
    ),
}
