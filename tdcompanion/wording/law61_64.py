"""Sentences for the family of revokes (Laws 61-64): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    # -- questions and their values ------------------------------------------------------------------------
    "question.law61.offender": "Who revoked?",
    "question.law61.trick": "At which trick did {seat} revoke?",
    "question.law61.kind": "What did {seat} fail to do at trick {trick}?",
    "value.law61.kind.follow_suit": "follow suit",
    "value.law61.kind.lead_restriction": "lead as a lead restriction required",
    "value.law61.kind.play_restriction": "play as declarer required under Law 57A",
    "value.law61.kind.penalty_card": "play a penalty card",
    "question.law61.able": "Could {seat} have done so at trick {trick}, with the cards he held?",
    "question.law61.role": "Is {seat} declarer, dummy or a defender?",
    "value.law61.role.declarer": "declarer",
    "value.law61.role.dummy": "dummy",
    "value.law61.role.defender": "a defender",
    "question.law63.established": (
        "When attention was drawn, had {seat} or his partner played or named a card to a later trick, claimed or "
        "conceded, or agreed to the other side's claim or concession?"
    ),
    "question.law62.card": "With which card did {seat} revoke at trick {trick}?",
    "question.law62.faced": "Was {seat}'s {card} lying face up on the table (a penalty card) when he played it?",
    "question.law62.played_after": "Which cards were played to trick {trick} after {seat}'s revoke, in order?",
    "question.law62.partner_after": "Was {seat}'s partner still to play to trick 12 when {seat} revoked?",
    "question.law62.hands_returned": (
        "Had all four hands been put back into the board when attention was drawn to {seat}'s revoke?"
    ),
    "question.law64.offender_won": (
        "Did {seat} himself win trick {trick}? (A trick won by dummy is not won by declarer.)"
    ),
    "question.law64.won_later": "Did {seat}'s side win any trick after trick {trick}?",
    "question.law64.won_from": "Did {seat}'s side win trick {trick} or any later trick?",
    "question.law64.repeated": "Had {seat} already revoked in the same suit on this board (an established revoke)?",
    "question.law64.other_revoke": "Did the other side revoke on this board too?",
    "value.law64.other_revoke.none": "no",
    "value.law64.other_revoke.same_trick": "yes, on the same trick, and that side has not played to the next trick",
    "value.law64.other_revoke.established": "yes, and that revoke is established too",
    "question.law64.non_offender_called": (
        "When attention was first drawn to the revoke, had an opponent of {seat}'s called on the next board?"
    ),
    # -- options -------------------------------------------------------------------------------------------
    "option.withdraw": "Takes back {cards} and plays another card",
    "option.keep": "Leaves {cards} played",
    "consequence.as_if_established": (
        "Dummy drew attention to the revoke after breaking Law 43A2: it is corrected, and Law 64 applies as if it were "
        "established"
    ),
    "consequence.revoke_established": (
        "The revoke is established: it can no longer be corrected and its trick stands as played"
    ),
    "consequence.card_allowed": (
        "{seat} could not comply, so any otherwise legal card was allowed, the one he played too"
    ),
    # -- reasons -------------------------------------------------------------------------------------------
    "reason.not_a_revoke": "there is no revoke: a player revokes only when he was able to comply",
    "reason.revoke_card_replaced": (
        "the card came from declarer's or dummy's hand, or was a defender's faced card, so it is replaced and is no "
        "penalty card"
    ),
    "reason.repeated_revoke_same_suit": "it is a further revoke in the same suit by the same player",
    "reason.revoke_of_faced_card": "the revoke was a failure to play a penalty card or a card of dummy",
    "reason.found_after_next_board_call": (
        "attention was first drawn to it after a player of the non-offending side had called on the next board"
    ),
    "reason.found_after_round": "attention was first drawn to it after the round ended",
    "reason.revoke_at_trick_twelve": "no trick is transferred for a revoke at trick 12",
    "reason.both_sides_revoked": "both sides have established revokes on this board",
    "reason.corrected_under_62c3": "both sides revoked on the same trick and both revokes are corrected",
    "reason.revoke_damage": "if the revoke damaged the side that did not revoke, he adjusts the score",
    "consequence.director_review.now": "The Director judges now, play being over: {reason}",
    "reason.repeated_revoke_equity": (
        "if without the later revoke the non-offending side would likely have made more tricks, he adjusts the score"
    ),
    "reason.both_sides_revoked_equity": "he adjusts the score to the likely result had neither side revoked",
    # -- refusals ------------------------------------------------------------------------------------------
    "refusal.no_card_of_suit_led": (
        "the record shows that {seat} held no {suit} at trick {trick}: failing to follow is no revoke"
    ),
    "refusal.followed_suit": "the record shows that {seat} followed suit with {card} at trick {trick}",
    "refusal.no_card_played": "the record shows no card of {seat}'s in trick {trick}",
    "refusal.too_many_cards_after": "at most three cards follow {seat}'s card in trick {trick}",
}
