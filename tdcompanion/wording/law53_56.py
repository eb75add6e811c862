"""Sentences for the family of leads out of turn (Laws 53-56): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.declarer_swap": (
        "{dummy} spreads his hand and becomes dummy; {declarer} becomes declarer and the lead stands"
    ),
    "consequence.opening_lead_accepted": (
        "The lead stands: dummy ({dummy}) is spread and the second card to the trick is played from {declarer}'s hand; "
        "a card played from dummy instead stays played, unless it is withdrawn to correct a revoke"
    ),
    "consequence.face_down_lead_retracted": "{seat}'s face-down opening lead goes back into his hand",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.declaring_side_lead": (
        "not under this law: a player of the declaring side tried to make the opening lead, which Law 24 governs"
    ),
    "reason.misinformed": (
        "an opponent told him it was his turn to lead; the card goes back and the lead cannot be accepted"
    ),
    "reason.proper_lead_stands": (
        "the proper lead stands; cards played to the trick in error may be taken back, and what they showed falls "
        "under Law 16C"
    ),
    "reason.dummy_card_stands": (
        "declarer played the second card from dummy; it may be withdrawn only to correct a revoke"
    ),
    "reason.declarer_lead_information": (
        "if declarer's line of play could have been based on what his lead out of turn told him, Law 16 applies and he "
        "may adjust the score"
    ),
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law54.declarer_choice": "What becomes of the opening lead out of turn",
    "choice.law55.defenders_choice": (
        "Accept declarer's lead out of turn or have it retracted (if the defenders choose differently, the one next in "
        "turn after the lead prevails)"
    ),
    "choice.law56.declarer_choice": "Accept the defender's lead out of turn or have it retracted",
    "option.law54.spread": "Spread his own hand and become dummy",
    "option.law54.accept": "Accept the lead",
    "option.law54.refuse": "Have the lead retracted",
    "option.law55.accept": "Accept the lead",
    "option.law55.retract": "Have the lead retracted",
    "option.law56.accept": "Accept the lead",
    "option.law56.refuse": "Have the lead retracted",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.no_lead_out_of_turn": "play event {number} is not a lead out of turn",
    "refusal.leader_in_turn": "it was {seat}'s own turn to lead",
    "refusal.no_contract": "the record shows no contract, and who declares decides which law applies",
    # -- questions -------------------------------------------------------------------------------------------
    "question.law53.offender": "Who led out of turn?",
    "question.law53.card": "Which card did {seat} lead?",
    "question.law53.trick": "To which trick did {seat} lead {card}?",
    "question.law53.leader": "Whose turn was it to lead to trick {trick}?",
    "question.law53.next_play": "Who has played since {seat} led {card}?",
    "value.law53.next_play.none": "nobody, or only the offender's partner",
    "value.law53.next_play.next_hand": "the hand next in rotation played to it",
    "value.law53.next_play.dummy": "declarer played the second card from dummy",
    "value.law53.next_play.correct_leader": "the player whose turn it was made his own lead",
    "value.law53.next_play.right_hand": "the defender at the right of the irregular lead played to it",
    "question.law53.proper_lead": "Did {seat} play his card as his own proper lead rather than to the irregular lead?",
    "question.law53.misinformed": "Did an opponent tell {seat} that it was his turn to lead?",
    "question.law54.partner_face_down": "Had {seat} also made an opening lead, face down?",
    "question.law54.saw_dummy": (
        "Could declarer ({seat}) have seen any of dummy's cards, other than cards exposed during the auction?"
    ),
    "question.law54.declarer_exposed": "Did declarer ({seat}) begin to spread his hand, exposing one or more cards?",
}
