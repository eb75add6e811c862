"""Sentences for the family of Laws 24, 35 to 39 and 41 (card exposed in the auction, inadmissible calls, calls after
the final pass, face-down opening lead): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.cards_face_up": (
        "What {seat} exposed ({cards}) stays face up on the table until the auction ends; what it shows is authorised "
        "information for the opponents and unauthorised for his side"
    ),
    "consequence.exposed_cards_pending": (
        "Call the Director back when the auction ends: if {seat} becomes declarer or dummy, the exposed cards "
        "({cards}) go back into his hand; if he defends, each of them becomes a penalty card"
    ),
    "consequence.follow_up.card_exposed_in_auction": (
        "Call the Director back when the auction ends: if {seat} becomes declarer or dummy, the exposed cards go back "
        "into his hand; if he defends, each of them becomes a penalty card"
    ),
    # -- information sources ---------------------------------------------------------------------------------
    "source.law41.face_down_lead": "That partner tried to make the opening lead (and the card, if anyone saw it)",
    "consequence.pass_substituted": "A pass takes the place of {seat}'s cancelled call and the auction goes on",
    "consequence.any_legal_call": "{seat} may make any legal call when his turn comes",
    "consequence.scored_without_call": "The contract is scored as if {seat}'s {call} had not been made",
    "consequence.bid_above_seven_cancelled": (
        "{seat}'s bid of more than seven ({words}) is cancelled: no contract above seven is ever played"
    ),
    "consequence.later_calls_cancelled": "Every call made after {seat}'s irregular call is cancelled as well",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law24.not_exposed": (
        "Law 24 applies only to a card exposed through the player's own error where his partner could see its face; "
        "the card goes back into the hand (if partner saw it anyway, Law 16 governs the information)"
    ),
    "reason.law24.low_card": "a single card below the ten, not led early: nothing more while the auction goes on",
    "reason.law24.declaring_side": (
        "the offender is declarer or dummy: the cards are picked up and go back into his hand"
    ),
    "reason.law24.passed_out": "all four players passed, so the board is not played: the cards go back into the hand",
    "reason.law24.forced_pass": (
        "if the offender could have known that his partner's forced pass could well damage the other side, and his "
        "side gained from it, the score is adjusted"
    ),
    "reason.law36.as_if_none": "the auction goes on as if there had been no irregularity; there is no lead restriction",
    "reason.law36.could_have_known": (
        "if the offender could have known that the irregularity could well damage the other side, and his side gained "
        "from it, the score is adjusted"
    ),
    "reason.law37.calls_stand": (
        "the left-hand opponent called over it: that call and every later call stand, with no lead restriction"
    ),
    "reason.law37.calls_stand_still_barred": (
        "the left-hand opponent called over it: that call and every later call stand, with no lead restriction, but "
        "the offender must still pass at each of his turns until the auction ends"
    ),
    "reason.law39.no_more": (
        "a pass by a defender, a call by declarer or dummy, or a call the left-hand opponent already called over "
        "brings no further rectification"
    ),
    "reason.law39.passed_out": "the board was passed out: the cards go back to the board and it is not played",
    "reason.law41.wrong_defender": (
        "a face-down lead by the wrong defender goes back on the Director's instruction; it was never faced, so Law 54 "
        "does not apply and it is not a penalty card"
    ),
    "reason.law41.explanation_corrected": (
        "the lead was made on a mistaken explanation, corrected before it was faced: the leader may take it back and "
        "lead another card; the Director then sees whether a call may be changed (21B1(a))"
    ),
    "reason.law41.auction_reopened": (
        "a call was changed and the auction goes on: the face-down lead goes back into the hand; the lead is made "
        "again when the auction ends (information from it falls under Law 16C)"
    ),
    "reason.law41.lead_stays": (
        "the face-down lead stays as it is: it may be withdrawn only on the Director's instruction after an "
        "irregularity; before it is faced the leader's partner and presumed declarer (not presumed dummy) may ask for "
        "a review of the auction or for explanations"
    ),
    # -- Law 41D --------------------------------------------------------------------------------------------
    "irregularity.dummy_card_hidden": "a card of dummy's hidden or not spread",
    "consequence.dummy_card_spread": (
        "Dummy's ({seat}) {card} is spread with his other cards: it was part of dummy's hand throughout"
    ),
    "reason.law41.no_revoke": "dummy did not fail to follow suit while the card was hidden",
    "reason.law41.hidden_card_damage": (
        "if the opponents were misled by dummy's hand as it was spread and damaged, the Director awards them an "
        "adjusted score"
    ),
    "question.law41.hidden_card": "Which card of dummy's ({seat}) was hidden or not spread?",
    "question.law41.failed_to_follow": (
        "While {card} was hidden, did dummy ({seat}) fail to follow suit to a trick in which that suit was led?"
    ),
    "refusal.law41.hidden_card_played": "the record shows {card} already played from dummy ({seat})",
    # -- questions -------------------------------------------------------------------------------------------
    "question.law24.offender": "Whose card was exposed during the auction?",
    "question.law24.cards": "Which card or cards of {seat}'s were exposed?",
    "question.law24.visible": (
        "Were {cards} exposed through {seat}'s own error (not an opponent's), where his partner could have seen the "
        "face?"
    ),
    "question.law24.led": (
        "Did {seat} lead the {card} early (for instance an opening lead tried before the auction ended)?"
    ),
    "question.law24.outcome": "Where does the auction stand for {seat}?",
    "value.law24.outcome.auction_goes_on": "The auction goes on",
    "value.law24.outcome.declaring_side": "It ended: he is declarer or dummy",
    "value.law24.outcome.defender": "It ended: he defends",
    "value.law24.outcome.passed_out": "All four passed",
    "question.law35.which": "Which inadmissible call was made?",
    "value.law35.which.double_or_redouble": (
        "A double or redouble that is not allowed (of partner's bid, without a bid or double to act on ...)"
    ),
    "value.law35.which.while_barred": "A bid, double or redouble by a player who had to pass",
    "value.law35.which.above_seven": "A bid of more than seven",
    "question.law35.offender": "Who made the inadmissible call?",
    "question.law35.lho_called": (
        "Did {seat} (the offender's left-hand opponent) call after {call}, before the Director ruled?"
    ),
    "question.law36.call": "Which call did {seat} make: a double or a redouble?",
    "question.law36.out_of_turn": "Was {seat}'s {call} also out of turn?",
    "question.law36.lead_faced": "Was attention drawn to {seat}'s {call} only after the opening lead was faced?",
    "question.law37.call": "Which call did {seat} make when he had to pass?",
    "question.law37.barred_for_rest": (
        "Did {seat} have to pass for the rest of the auction (not only at that one turn)?"
    ),
    "question.law38.words": "What did {seat} bid (in his words or the bidding card he used, e.g. “8 spades”)?",
    "question.law39.offender": "Who called after the final pass?",
    "question.law39.call": "Which call did {seat} make after the final pass?",
    "question.law39.defender": "Is {seat} a defender (not declarer or dummy)?",
    "question.law41.leader": "Who made the face-down opening lead?",
    "question.law41.declarer": "Who is the presumed declarer?",
    "question.law41.card": "Which card did {seat} put on the table?",
    "question.law41.issue": "{seat} is the right player to lead. Why was the Director called about his face-down lead?",
    "value.law41.issue.explanation_corrected": "Declarer or dummy corrected an explanation before the lead was faced",
    "value.law41.issue.auction_reopened": "A call was changed and the auction goes on",
    "value.law41.issue.wants_another_card": "He, or his partner after asking questions, wants another card led",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.law24.no_cards": "name at least one card of {seat}'s that was exposed",
    "refusal.law24.card_not_in_hand": "{cards}: not in {seat}'s hand as the deal records it",
    "refusal.law36.not_double": "Law 36 is about a double or a redouble, not {answered}",
    "refusal.law37.pass_is_allowed": (
        "{seat} may always pass: only a bid, double or redouble breaks an obligation to pass"
    ),
    "refusal.law41.lead_faced": (
        "the opening lead is already faced, so {seat}'s card is no longer a face-down lead: rule it as a lead or an "
        "exposed card"
    ),
}
