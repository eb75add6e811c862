"""Sentences for the family of Law 6D (a new shuffle and redeal, or why there is none): key -> English; merged
into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.redeal": "cards not shuffled or dealt properly, or a card seen in the shuffle and deal",
    # -- questions and their answers -------------------------------------------------------------------------
    "question.law6.case": "What was wrong with the shuffle or the deal?",
    "value.law6.case.incorrectly_dealt": "the cards were dealt incorrectly",
    "value.law6.case.card_seen": (
        "a player could have seen the face of another player's card during the shuffle and deal"
    ),
    "value.law6.case.not_shuffled": "the cards were dealt without a shuffle, from a sorted deck",
    "value.law6.case.imported": "the deal was imported from a different session",
    "value.law6.case.other_reason": "another reason, compatible with the Laws, to have the board redealt",
    "question.law6.auction_begun": (
        "Had anyone already called on this board, at this table or at another table in an earlier round?"
    ),
    "question.law6.replay_event": "Is the purpose of the tournament the replay of past deals?",
    "question.law6.result_known": (
        "Team play: could a contestant already know the final result of the match without this board? (No in a "
        "pairs event.)"
    ),
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.new_deal": "The cards are shuffled and dealt again: the new deal replaces the board's deal",
    "consequence.deal_recorded_for_all_tables": (
        "The new deal is the board's deal at every table: the Director records it, and any copies of the board made "
        "for other tables are made again from it"
    ),
    "consequence.no_redeal": "No redeal: {reason}",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.redeal_auction_begun": (
        "the auction had begun on the board; a card seen is extraneous information, a hand with too many or too few "
        "cards is ruled under Laws 13 and 14, and otherwise the board is played as dealt"
    ),
    "reason.redeal_replay_event": (
        "the tournament replays past deals, so a deal not shuffled or imported from another session may stand"
    ),
    "reason.redeal_no_result": "no result of this board may stand, and none can be obtained now",
    "reason.redeal_result_known": (
        "in team play a contestant could know the final result of the match without this board, so the Director "
        "awards an adjusted score instead of a redeal"
    ),
    "reason.redeal_passed_out": (
        "all four players passed (Law 22B): the hands go back into the board without play and it is not redealt"
    ),
    # -- the choice and its options --------------------------------------------------------------------------
    "choice.law6.redeal_choice": "A new deal played, or an artificial adjusted score",
    "option.law6.play_new_deal": "have the board redealt and the new deal played",
    "option.law6.artificial_score": "no new deal can be played: artificial adjusted score",
}
