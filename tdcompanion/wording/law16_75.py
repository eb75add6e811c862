"""Sentences for the family of Laws 16, 20, 21, 40, 73 and 75 (unauthorised information, deception,
misinformation): key -> English; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module
for the key scheme)."""

from __future__ import annotations

_LA = (
    "a logical alternative is an action that a significant proportion of players of his class, using his "
    "partnership's methods, would seriously consider, and some would select"
)
_TALLY = "Poll of {polled} players (per action: would select / would seriously consider): {tally}"

TEXT: dict[str, str] = {
    # -- questions: unauthorised information ------------------------------------------------------------------
    "question.law16.source": "Where did the information come from?",
    "question.law16.receiver": "Which player received the information (the one who may have used it)?",
    "question.law16.description": "Describe what happened, as the players tell it (what {seat} saw or heard, and when)",
    "question.law16.established": (
        "Is it agreed by the players, or established on the balance of probabilities (Law 85A), that this information "
        "reached {seat}?"
    ),
    "question.law16.acted": "Has {seat} already made the call or play in question?",
    "question.law16.action_kind": "Was {seat}'s action in question a call or a play?",
    "question.law16.call": "Which call of {seat}'s is in question?",
    "question.law16.play": "Which play of {seat}'s is in question? Describe it",
    "question.law16.suggests": (
        "What could the information suggest to {seat}, and over which other actions would it suggest {action}? (for a "
        "hesitation: what partner's slow action shows he holds)"
    ),
    "question.law16.demonstrable": (
        "Could the information demonstrably have suggested {action} over another action? The link must be apparent to "
        "a player reviewing the hand, not just possible. Suggested: {suggested}"
    ),
    "question.law16.poll_taken": "Did you poll players of {seat}'s class, giving them his hand, methods and auction?",
    "question.law16.poll": (
        "Enter the poll for {seat}: each player asked, what he would do, and what else he seriously considered"
    ),
    "question.law16.logical_alternative": (
        "Was there a logical alternative to {action} that the information suggests less? (" + _LA + ".) "
        "Suggested: {suggested}. " + _TALLY
    ),
    "question.law16.logical_alternative.unpolled": (
        "Was there a logical alternative to {action} that the information suggests less? (" + _LA + ".) "
        "Suggested: {suggested}. No poll was taken"
    ),
    "question.law16.alternatives": "Which action or actions were logical alternatives to {action}? " + _TALLY,
    "question.law16.alternatives.unpolled": "Which action or actions were logical alternatives to {action}?",
    "question.law16.damaged": (
        "Did the non-offending side get a worse score through {seat}'s {action} than it would probably have got had he "
        "chosen a logical alternative ({alternatives})? (Law 12B1: redress only for damage caused by the infraction)"
    ),
    "question.law16.interferes": (
        "Would the information {seat} received likely interfere with normal play of the board?"
    ),
    "question.law16.first_call_made": (
        "Had the first call of the auction been made when {seat} received the information?"
    ),
    # -- questions: deception (Law 73D, 73E) -----------------------------------------------------------------
    "question.law73.deceiver": "Which player's question, remark, manner or tempo is said to have misled an opponent?",
    "question.law73.deceived": "Which opponent of {seat}'s says he was misled?",
    "question.law73.action": (
        "Describe what {seat} did and what {deceived} concluded from it (for instance: a long pause before playing a "
        "singleton, so declarer placed the queen with him)"
    ),
    "question.law73.bridge_reason": (
        "Did {seat} have a demonstrable bridge reason for acting so: a real problem in the auction or play that his "
        "hand and the situation show, not just a claim of one? Action: {action}"
    ),
    "question.law73.could_have_known": (
        "Could {seat} have been aware, at the time, that his action could work to his side's benefit? (If not, an "
        "unintended variation of tempo or manner is no infraction: Law 73D1.) Action: {action}"
    ),
    "question.law73.deliberate": (
        "Do you judge that {seat} tried on purpose to mislead (Law 73D2)? If so he is liable to a procedural penalty "
        "(Law 90). Action: {action}"
    ),
    "question.law73.false_inference": (
        "Did {seat} draw a false inference from {deceiver}'s action ({action}) and act on it?"
    ),
    "question.law73.damaged": (
        "Did {seat}'s side get a worse score through that false inference than it would probably have got without it? "
        "(Law 12B1: redress only for damage the action caused)"
    ),
    # -- values ----------------------------------------------------------------------------------------------
    "value.law16.source.hesitation": "partner's hesitation or tempo",
    "value.law16.source.remark": "partner's remark",
    "value.law16.source.question": "partner's question",
    "value.law16.source.gesture": "partner's gesture, emphasis or mannerism",
    "value.law16.source.alert_or_explanation": "partner's explanation, unexpected alert or failure to alert",
    "value.law16.source.withdrawn_call": "a call withdrawn as the laws provide",
    "value.law16.source.other_from_partner": "something else from partner",
    "value.law16.source.other_source": "another source: overheard, another table, a wrong hand or a card seen",
    "value.law16.source.opponent_manner": (
        "an opponent's question, remark, manner or tempo that misled (a possible deception)"
    ),
    "value.law16.action_kind.call": "a call",
    "value.law16.action_kind.play": "a play",
    # -- questions: misinformation --------------------------------------------------------------------------
    "question.law75.explainer": "Who gave the explanation (or failed to alert)?",
    "question.law75.form": "How were the opponents misinformed by {seat}?",
    "question.law75.call": "Which call of {seat}'s was explained (or not alerted)?",
    "question.law75.explanation": "What did {seat} say {call} meant (or what did the missing alert imply)?",
    "question.law75.agreement": "What is the partnership agreement about {call}, as the players state it?",
    "question.law75.evidence": (
        "What does the evidence (system card, notes, the players' accounts) show about {call}? Explained: "
        "{explanation}. Stated agreement: {agreement}. Without evidence, mistaken explanation is presumed (Law 21B1(b))"
    ),
    "question.law75.misled": "Which opponent of {seat}'s acted on the misinformation?",
    "question.law75.misled_call": "What was {seat}'s last call?",
    "question.law75.partner_called": "Has {seat}'s partner called since {seat}'s {call}?",
    "question.law75.influenced": (
        "Could {seat}'s decision to call {call} well have been influenced by the misinformation? (Law 21B1(a))"
    ),
    "question.law75.card_on_mi": (
        "Did {seat} play a card on the strength of the misinformation, before it was corrected?"
    ),
    "question.law75.card": "Which card did {seat} play?",
    "question.law75.later_card": "Has a card been played to the trick after {seat}'s {card}?",
    "question.law75.dummy_faced": "{seat}'s {card} was the opening lead: has dummy faced any card?",
    "question.law75.poll_taken": (
        "Did you poll players of {seat}'s class on what they would have done with the correct explanation?"
    ),
    "question.law75.poll": (
        "Enter the poll for {seat}: each player asked, what he would do with the correct explanation, and what else he "
        "seriously considered"
    ),
    "question.law75.damaged": (
        "With the correct explanation in time, would {seat}'s side probably have acted differently and scored "
        "better? (Laws 21B3, 75B1, 12B1: no redress for damage the side caused itself.) " + _TALLY
    ),
    "question.law75.damaged.unpolled": (
        "With the correct explanation in time, would {seat}'s side probably have acted differently and scored "
        "better? (Laws 21B3, 75B1, 12B1: no redress for damage the side caused itself.)"
    ),
    "question.law75.own_misunderstanding": (
        "Did {seat} act on his own misunderstanding (for instance he misheard or misread the explanation, or forgot "
        "the auction) rather than on what {explainer} explained or failed to alert? (Law 21A: then no redress)"
    ),
    "value.law75.form.explanation": "an explanation",
    "value.law75.form.failure_to_alert": "a missing alert (or an alert not required)",
    "value.law75.evidence.matches_explanation": "the agreement is as explained: the call was the mistake",
    "value.law75.evidence.differs": "the agreement differs from the explanation",
    "value.law75.evidence.no_agreement": "there is no agreement about this call",
    "value.law75.evidence.implicit_agreement": (
        "partner knew of the deviation through experience (an undisclosed agreement)"
    ),
    "value.law75.evidence.none": "there is no evidence either way",
    # -- information sources ---------------------------------------------------------------------------------
    "source.hesitation": "Partner's hesitation or tempo",
    "source.remark": "Partner's remark",
    "source.question": "Partner's question",
    "source.gesture": "Partner's gesture, emphasis or mannerism",
    "source.alert_or_explanation": (
        "Partner's explanation or alert (and so the knowledge of how the call was understood)"
    ),
    "source.other_from_partner": "What partner conveyed",
    "source.other_source": "The extraneous information received",
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.seats_adjusted": (
        "The Director moves the players so that {seat} holds the hand he has information about"
    ),
    "consequence.board_redealt": "The board is shuffled and dealt again for these players",
    "consequence.assigned_score": (
        "The adjusted score is assigned: the likely result had the infraction not occurred, which may be weighted "
        "among several results; a serious error by the non-offending side unrelated to the infraction is not redressed"
    ),
    "consequence.correction_due": "{seat} must call the Director and correct the explanation {reason}",
    "consequence.ui_finding_call": (
        "Finding: {receiver} called {call}; the information suggested: {suggested}; logical alternatives: "
        "{alternatives}; players polled: {polled}; infraction of Law 16B1: {infraction}"
    ),
    "consequence.ui_finding_play": (
        "Finding: {receiver} played: {play}; the information suggested: {suggested}; logical alternatives: "
        "{alternatives}; players polled: {polled}; infraction of Law 16B1: {infraction}"
    ),
    "consequence.explanation_finding": (
        "Finding: {explainer} explained {call} as: {explanation}; the agreement: {agreement}; mistaken explanation (an "
        "infraction): {infraction}"
    ),
    "consequence.deception_finding": "Finding: {deceiver}'s action may have misled {deceived}: {action}",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.ui_not_established": (
        "it is neither agreed nor established that the information was given, so there is no infraction"
    ),
    "reason.ui_not_suggested": "the information did not demonstrably suggest the action taken; the result stands",
    "reason.ui_no_logical_alternative": "there was no logical alternative to the action taken; the result stands",
    "reason.ui_no_damage": "the non-offending side lost nothing through the infraction; the result stands",
    "reason.ui_not_yet_acted": (
        "the player has not acted yet; he must carefully avoid taking any advantage from the information"
    ),
    "reason.extraneous_other_source": (
        "a player received extraneous information; if it affected the result, he adjusts the score"
    ),
    "reason.extraneous_no_interference": (
        "the information is not likely to interfere with normal play; the board is played normally"
    ),
    "reason.misinformation": "if the non-offending side was damaged by the misinformation, he adjusts the score",
    "reason.mistaken_call": (
        "the explanation matched the agreement, so the opponents were not misinformed: a mistaken call is no "
        "infraction and there is no adjustment for it"
    ),
    "consequence.player_duty": "{seat} from now on: {reason}",
    "reason.mistaken_call_no_advantage": (
        "he must carefully avoid taking any advantage of partner's explanation or alert, calling and playing as if he "
        "had not heard it; he need not correct it, as it described the agreement"
    ),
    "reason.explain_by_agreement": (
        "he goes on alerting and explaining his partner's later calls by the partnership agreement, not by the hand "
        "his partner turned out to hold"
    ),
    "reason.mistaken_call_ui_check": (
        "there was no misinformation, so there is no adjustment for the mistaken call itself; he judges only whether "
        "the caller took advantage of the unauthorised information and, if that damaged the opponents, adjusts the "
        "score"
    ),
    "reason.misinformation_no_damage": (
        "the correct explanation would not have changed the non-offending side's actions; the result stands"
    ),
    "reason.correct_now": (
        "as soon as he realises his mistake: before the opening lead is faced, or at once during the play"
    ),
    "reason.correct_after_auction": "after the final pass, before the opening lead is faced (as declarer or dummy)",
    "reason.correct_after_play": "only when play ends (as a defender), never earlier",
    "reason.correct_later": (
        "but not while the auction continues, nor may he show the mistake in any way: as declarer or dummy after the "
        "final pass, as a defender when play ends"
    ),
    "reason.own_misunderstanding": (
        "the misled player acted on his own misunderstanding, not on the opponents' explanation or alert: no redress; "
        "the result stands"
    ),
    "reason.deception": (
        "an innocent player drew a false inference from an opponent's action that had no bridge reason; if it damaged "
        "his side, he adjusts the score"
    ),
    "reason.deception_damaged": (
        "an innocent player drew a false inference from an opponent's action that had no bridge reason, and it damaged "
        "his side"
    ),
    "reason.deception_bridge_reason": (
        "the opponent had a demonstrable bridge reason for his action; the inference was drawn at the player's own "
        "risk and the result stands"
    ),
    "reason.deception_not_aware": (
        "the opponent could not have known his action might help his side: an unintended variation of tempo or manner "
        "is no infraction, and the opponents act on it at their own risk; the result stands"
    ),
    "reason.deception_no_false_inference": (
        "the player drew no false inference from the opponent's action; the result stands"
    ),
    "reason.deception_no_damage": "the false inference cost the innocent side nothing; the result stands",
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law16d.director_choice": "what to do about the extraneous information",
    "choice.law21.change_choice": "keep the last call or change it",
    "choice.law47.retract_choice": "keep the card played or take it back",
    "option.law16d.move_seats": "move the players",
    "option.law16d.redeal": "redeal the board",
    "option.law16d.play_on": "play the board, ready to adjust",
    "option.law16d.adjust": "award an adjusted score now",
    "choice.law21.lho_change_choice": "change the call he made since, or let it stand over the new call",
    "option.law21.lho_keep": "let his call stand",
    "option.law21.lho_change": "change his call",
    "option.law21.keep": "keep the call",
    "option.law21.change": "change the call",
    "option.law47.retract": "take the card back",
    "option.law47.keep": "leave the card played",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.no_calls_by_seat": "the auction record shows no call by {seat}",
    # -- a poll's count, for the question that shows the tally -----------------------------------------------
    "poll_count": "{action} {selected}/{considered}",
}
