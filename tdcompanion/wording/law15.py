"""Sentences for Law 15, the wrong board (15A a call from the wrong board, 15B the wrong board played):
key -> English; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the
key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.wrong_board": "wrong board",
    # -- questions and their answers ---------------------------------------------------------------------
    "question.law15.case": "What happened?",
    "value.law15.case.call_from_wrong_board": "a player called holding the cards of another board",
    "value.law15.case.board_played": "the players are playing (or played) a board not meant for them in this round",
    "question.law15.offender": "Who called holding the cards of the wrong board?",
    "question.law15.partner_called": "Has the offender's partner called since?",
    "question.law15.other_board": "When the board he took his cards from was played, what did the offender call?",
    "value.law15.other_board.not_yet": "that board has not been played yet",
    "value.law15.other_board.repeated": "he repeated his cancelled call",
    "value.law15.other_board.differs": "his call differed from the cancelled one",
    "question.law15.played_before": (
        "Had any of the four players played this board before, against these opponents or others?"
    ),
    # -- consequences --------------------------------------------------------------------------------------
    "consequence.call_again": (
        "{seat} takes the cards of the right board, looks at them and calls again; the auction continues normally from "
        "there"
    ),
    "consequence.board_played_normally": "The board he took his cards from is played normally: he repeated his call",
    "consequence.board_cancelled": "The result of this board is cancelled for both sides",
    "consequence.score_stands": "The auction and play of this board are completed and its score stands",
    "consequence.right_board_later": "The same two pairs play the board meant for them against one another later",
    # -- reasons -------------------------------------------------------------------------------------------
    "reason.deprived_of_valid_score": "to any contestant deprived of the chance of a valid score on the board",
    "reason.partner_called_since": "the offender's partner has called since the cancelled call",
    "reason.call_differs": "on the board he took his cards from, the offender's call differed from his cancelled call",
    "reason.other_board_later": (
        "when the board he took his cards from is played, if his call differs from the cancelled one the Director "
        "awards an adjusted score; if he repeats it, that board is played normally"
    ),
    # -- choices and options -------------------------------------------------------------------------------
    "choice.law15.right_board": "The board meant for these pairs in this round",
    "option.law15.play_later": "have it played by the same pairs later",
    "option.law15.not_later": "not played: artificial adjusted score",
    # -- refusals ------------------------------------------------------------------------------------------
    "refusal.no_call_by_offender": "the auction record shows no call by {seat}",
}
