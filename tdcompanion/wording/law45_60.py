"""Sentences for the family of Laws 45 to 47 and 57 to 60 (card played, premature, simultaneous and impossible plays,
play after an illegal play): key -> English; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that
module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.card_deemed_played": "{seat}'s {card} is a played card and stays played",
    "consequence.named_card_played": (
        "{card}, the card declarer named, is played from {seat} to trick {trick} in its place; the trick goes to "
        "whoever wins it with that card"
    ),
    "consequence.card_returned_to_hand": "{seat}'s {card} goes back into his hand, with no rectification",
    "consequence.may_withdraw_and_substitute": (
        "{seat} may take back the card he played after it and play another, with no rectification"
    ),
    "consequence.declarer_may_follow_change": (
        "If his right-hand opponent changes his card, {seat} may take back a card he then played to the trick"
    ),
    "consequence.card_deemed_subsequent": "{seat}'s {card} counts as played after {after}'s card",
    "consequence.counts_as_in_turn": "{seat}'s irregular card counts as played in turn",
    "consequence.any_legal_card": "{seat} may play any card that is otherwise legal",
    "consequence.rights_unaffected": (
        "{side} keep all their rights to rectification of the first irregularity; the later play may itself be "
        "rectified"
    ),
    # -- information sources ---------------------------------------------------------------------------------
    "source.opponent_withdrawn_card": "What the card {cards}, taken back by the non-offending side, showed",
    "source.opponent_changed_card": "What the card the non-offending side takes back showed",
    "source.premature_play": "What the early play of {cards} showed",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.declarer_card_not_played": "the card was not held as played, so declarer need not play it",
    "reason.touched_to_arrange": "declarer touched the card only to arrange dummy's cards or to reach another card",
    "reason.designation_changed": (
        "declarer corrects a slip of the tongue in time; the card named by mistake goes back to dummy"
    ),
    "reason.wrong_card_stands": (
        "too late to change dummy's card: play goes on unaltered; a failure to follow to it, or dummy's revoke, is "
        "dealt with under Law 64"
    ),
    "reason.after_opponents_change": "the card is taken back after an opponent's permitted change of play",
    "reason.told_wrong_turn": "an opponent told him it was his turn; the card goes back and cannot be accepted",
    "consequence.if_cannot_comply": (
        "If {seat} cannot comply with declarer's choice, he may play any card that is otherwise legal"
    ),
    "consequence.withdrawn_card_authorised": (
        "What the card {cards}, taken back by {side}, showed is authorised information for {side}, the non-offending "
        "side"
    ),
    "reason.misexplanation_retraction": (
        "the card was played because of an opponent's mistaken explanation, and nobody has played since"
    ),
    "reason.played_card_stands": "a played card may not be taken back",
    "reason.misexplanation_damage": (
        "too late to take back a card played on a mistaken explanation: the Director may adjust the score"
    ),
    "reason.dummy_suggested_play": (
        "dummy indicated a card without instruction: an adjusted score if he suggested a play to declarer and the "
        "defenders were damaged by it"
    ),
    "reason.declarer_premature_play": (
        "declarer's premature play from either hand is a played card and, if legal, may not be taken back"
    ),
    "reason.declarer_played_both_hands": (
        "declarer had already played from both hands, so the defender's early play is not rectified"
    ),
    "reason.dummy_prompted": (
        "dummy chose a card early on his own, or suggested a play, so the defender's early play is not rectified"
    ),
    "reason.played_at_proper_turn": (
        "the card can legally be played to the trick, so it stays and counts at his proper turn"
    ),
    "reason.play_after_irregularity": (
        "a player of the non-offending side played after it before the ruling, so the right to rectification is lost"
    ),
    "reason.obligations_remain": (
        "the offending side's earlier penalty cards and lead or play restrictions still apply at later turns"
    ),
    "reason.unable_to_comply": "he cannot comply with the rectification",
    "reason.must_follow_first": "he must follow suit, and that comes before the rectification",
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law57.declarer_choice": "What the offender's partner must play to this trick",
    "choice.law58.designation": "Which card he plays",
    "option.law57.highest": "{seat} plays his highest card of the suit led",
    "option.law57.lowest": "{seat} plays his lowest card of the suit led",
    "option.law57.play": "{seat} plays a card of {suits}",
    "option.law57.forbid": "{seat} may not play a card of {suits}",
    "option.law58.designate": "{cards} is played",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.not_a_defender": "{seat} is not a defender",
    "refusal.not_declarer": "{seat} is not declarer",
    "refusal.not_dummy": "{seat} is not dummy",
    "refusal.same_card": "declarer named {card}, the card dummy placed: nothing to correct",
    "refusal.no_premature_play": "play event {number} is not a premature play",
    "refusal.need_two_cards": "name at least two different cards that {seat} played together",
    "refusal.same_seat": "{seat} cannot have played at the same time as himself",
    "refusal.able_to_comply": "{seat} can comply: he holds {cards}; another card would be a revoke (Law 61A)",
    "refusal.no_play_after_irregularity": "play event {number} is not a play made after an irregular lead or play",
    # -- questions: Laws 45-47 -------------------------------------------------------------------------------
    "question.law45.what": "What happened?",
    "value.law45.what.defender_card_seen": "a defender held a card so that his partner could see its face",
    "value.law45.what.declarer_card_held": "declarer held a card of his hand face up, or as if played",
    "value.law45.what.dummy_card_touched": "declarer touched a card of dummy's",
    "value.law45.what.card_named": "a card was named or designated (declarer's call from dummy included)",
    "value.law45.what.dummy_wrong_card": "dummy placed a card declarer did not name",
    "value.law45.what.fifth_card": "a fifth card was played to a trick",
    "value.law45.what.dummy_indicated": "dummy touched or indicated a card without declarer's instruction",
    "value.law45.what.after_opponents_change": "a player wants his card back because an opponent changed his play",
    "value.law45.what.told_wrong_turn": "a player played because an opponent said it was his turn",
    "value.law45.what.misexplanation": "a player played because of an opponent's mistaken explanation",
    "value.law45.what.wants_it_back": "a player wants to take back a played card for another reason",
    "question.law45.seat": "Whose card is it?",
    "question.law45.card": "Which card of {seat}'s?",
    "question.law45.trick": "To which trick does {seat}'s {card} belong?",
    "question.law45.already_played": "Had {seat} already played a card to the trick in progress?",
    "question.law45.declarer_face_up": (
        "Was {card} held face up touching or nearly touching the table, or kept in a position showing it played?"
    ),
    "question.law45.arranging": "Did declarer touch {card} only to arrange dummy's cards or to reach another card?",
    "question.law45.slip_of_tongue": (
        "Was naming {card} a slip of the tongue by {seat} (not a loss of concentration or a change of mind)?"
    ),
    "question.law45.declarer_played_since": "Has {seat} played another card since, from his hand or dummy?",
    "question.law45.opponent_played_after": "Did {seat} play a card to the trick after it?",
    "question.law45.named_card": "Which card did declarer name when dummy ({seat}) placed {card}?",
    "question.law45.next_trick_played": "Had each side played to the next trick before attention was drawn to {card}?",
    "question.law45.deemed_led": "Does the Director judge that {seat}'s {card} was led to the next trick?",
    "question.law47.card_played_since": "Has any card been played since {seat} played {card}?",
    "question.law47.opening_lead_dummy_faced": "Was {card} the opening lead, with dummy already faced?",
    # -- questions: Law 57 -----------------------------------------------------------------------------------
    "question.law57.offender": "Which defender played early?",
    "question.law57.card": "Which card did {seat} play early?",
    "question.law57.when": "How did {seat} play {card} early?",
    "value.law57.when.next_trick": "he led to the next trick before his partner played to this one",
    "value.law57.when.before_partner": "he played out of turn before his partner played",
    "value.law57.when.rho_turn": "he played at his right-hand opponent's turn, his partner having played",
    "question.law57.declarer_played_both": (
        "Had declarer ({seat}) already played to the trick from both hands (dummy's card as he instructed)?"
    ),
    "question.law57.dummy_prompted": "Did dummy ({seat}) pick out a card early on his own, or suggest a play?",
    "question.law57.legal": (
        "Could {seat} legally play {card} to this trick (following suit and any restriction in force)?"
    ),
    "question.law57.suit_led": "Which suit was led to the trick?",
    "question.law57.trick": "To which trick did {seat} play {card}?",
    "question.law60.lho_played": "Did {seat} play after the irregular card, before the Director ruled?",
    # -- questions: Law 58 -----------------------------------------------------------------------------------
    "question.law58.how": "What was played at the same time?",
    "value.law58.how.two_players": "two players led or played at the same time",
    "value.law58.how.one_hand": "one player led or played two or more cards at once",
    "question.law58.in_turn": "Whose turn was it to play?",
    "question.law58.other": "Who played at the same time as {seat}?",
    "question.law58.other_card": "Which card did {seat} play?",
    "question.law58.seat": "Who played several cards at once?",
    "question.law58.cards": "Which cards did {seat} play together?",
    "question.law58.next_trick": "Was it noticed only after both sides had played to the next trick?",
    "question.law58.one_face_visible": "Was the face of only one of {cards} visible?",
    "question.law58.visible_card": "Which card's face was visible?",
    "question.law58.opponent_played": "Did {seat} play to the trick after the cards were played together?",
    # -- questions: Law 59 -----------------------------------------------------------------------------------
    "question.law59.seat": "Who cannot lead or play as required?",
    "question.law59.why": "Why can {seat} not comply?",
    "value.law59.why.no_card_of_suit": "he holds no card of the suit required",
    "value.law59.why.only_prohibited": "he holds only cards of the suit he may not lead",
    "value.law59.why.must_follow": "he must follow suit, which comes first",
    # -- questions: Law 60 -----------------------------------------------------------------------------------
    "question.law60.which": "Who played after the irregular lead or play, before the ruling?",
    "value.law60.which.non_offender": "the next player, of the non-offending side",
    "value.law60.which.before_declarers_lead": (
        "a defender, after declarer had to take back his lead and before he led from the correct hand"
    ),
    "value.law60.which.offending_side": "the offender's partner",
    "question.law60.offender": "Who made the irregular lead or play (in the declarer case: which defender played)?",
    "question.law60.card": "Which card did {seat} play?",
}
