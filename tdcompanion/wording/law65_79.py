"""Sentences for the family of Laws 65, 66 and 79 (cards pointed the wrong way, tricks inspected, tricks won in
dispute): key -> English; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key
scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.card_pointed_wrongly": "a played card pointed the wrong way",
    "irregularity.trick_inspected": "played cards looked at or asked to be shown",
    "irregularity.tricks_disputed": "the players disagree on the number of tricks won",
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.card_repointed": (
        "{seat}'s card of trick {trick} is turned to point the right way: towards his partner if his side won the "
        "trick, towards the opponents if they did"
    ),
    "consequence.count_from_play": (
        "How a card points does not decide the tricks won: the players agree the count when play ends, from the "
        "cards kept in the order played"
    ),
    "consequence.tricks_inspected.current_trick": "{seat} may have all the cards just played to the trick faced",
    "consequence.tricks_inspected.own_last_card": "{seat} may look at his own last card, without showing it",
    "consequence.tricks_inspected.quitted_tricks": (
        "On the Director's instruction the cards of the quitted tricks are inspected, in the Director's presence"
    ),
    "consequence.tricks_inspected.after_play": (
        "The played and unplayed cards may be inspected to settle the dispute; no player handles cards other than "
        "his own"
    ),
    "consequence.inspection_refused.current_trick": (
        "{seat} may no longer have the cards of the trick faced: they stay face down"
    ),
    "consequence.inspection_refused.own_last_card": "{seat} may no longer look at his last card: it stays face down",
    "consequence.inspection_refused.after_play": "{seat} may not handle other players' cards: each handles his own",
    "consequence.inspection_refused.quitted_tricks": "The quitted tricks are not inspected: they stay face down",
    "consequence.tricks_recorded": (
        "The score is recorded for both sides with {tricks} tricks won by the declaring side ({declaring_side})"
    ),
    "consequence.recorded_score_stands": "The score recorded at the table stands for both sides",
    "consequence.tricks_counted.claimed": "The tricks in dispute were claimed or conceded: the claim laws rule them",
    "consequence.tricks_counted.from_cards": (
        "The Director counts the tricks from the played cards, each player handling only his own"
    ),
    "consequence.tricks_counted.cannot_tell": "The played cards can no longer show how many tricks each side won",
    "consequence.tricks_counted.for_orderly_side": (
        "The side that disturbed its played cards before the result was agreed bears the doubt: the count goes "
        "to the other side"
    ),
    "consequence.tricks_counted.on_evidence": (
        "The Director decides the count on the balance of probabilities, from the evidence he has"
    ),
    "consequence.one_side_decreased": (
        "The score of {side} is decreased to that of {tricks} tricks won by the declaring side; the other side keeps "
        "the recorded score"
    ),
    # -- information sources ---------------------------------------------------------------------------------
    "source.law65.late_remark": "What the remark about the wrongly pointed card tells about the tricks won",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law65.pointed_in_time": (
        "attention was drawn before the side of the player who drew it led or played to the next trick"
    ),
    "reason.law65.right_expired": (
        "the side of the player who drew attention had already led or played to the next trick, so the right to "
        "draw attention to the card had expired"
    ),
    "reason.law65.remark_used": (
        "if partner could have used the late remark about the tricks won, and his side gained from it, the score is "
        "adjusted"
    ),
    "reason.law66.entitled": "the player asked in time and is entitled to see these cards",
    "reason.law66.not_entitled": (
        "the right had expired (his side had played to the next trick, or he had turned his own card), or dummy asked: "
        "dummy has no such right"
    ),
    "reason.law66.inspected_uninstructed": (
        "quitted tricks may not be inspected during the play except on the Director's instruction"
    ),
    "reason.law66.inspection_damage": (
        "if what the inspection showed damaged the opponents, the Director awards them an adjusted score"
    ),
    "reason.law79.single_result": (
        "the Director rules one result for both sides: the number of tricks won, not a weighted or split score"
    ),
    # -- questions and their values --------------------------------------------------------------------------
    "question.law65.seat": "Whose card was pointed the wrong way?",
    "question.law65.trick": "In which trick did {seat} play that card?",
    "question.law65.side_played_on": (
        "When attention was drawn, had {seat}'s side already led or played to the next trick?"
    ),
    "question.law66.player": "Who asked to see the played cards, or looked at them?",
    "question.law66.what": "Which cards did {seat} ask to see, or look at?",
    "value.law66.what.current_trick": "the cards just played to the trick (to have them faced)",
    "value.law66.what.own_last_card": "his own last card played",
    "value.law66.what.quitted_tricks": "quitted tricks, during the play",
    "value.law66.what.after_play": "played and unplayed cards, after play was over",
    "question.law66.own_card_turned": "Had {seat} already turned his own card of that trick face down?",
    "question.law66.looked": (
        "Did {seat} turn up or look at a quitted trick himself, without the Director's instruction?"
    ),
    "question.law79.claim_or_concession": "Were the tricks in dispute claimed or conceded?",
    "question.law79.declaring_side_says": "How many tricks does the declaring side ({side}) say it won?",
    "question.law79.defenders_say": "How many tricks do the defenders say the declaring side ({side}) won?",
    "question.law79.called": "When was the Director called to the dispute?",
    "value.law79.called.in_round": "before the round ended",
    "value.law79.called.after_round": "after the round ended, within the Correction Period",
    "value.law79.called.after_correction_period": "after the Correction Period",
    "question.law79.recorded": (
        "How many tricks for the declaring side ({side}) does the score recorded at the table show?"
    ),
    "question.law79.convinced": (
        "Your judgement: are you clearly convinced of the result obtained at the table (the score recorded shows "
        "{recorded} tricks)? If not, the score is not changed for both sides"
    ),
    "question.law79.beyond_doubt": (
        "Are you satisfied beyond reasonable doubt that the recorded score is wrong, and does the Tournament "
        "Organiser approve correcting it after the Correction Period?"
    ),
    "question.law66.played_cards": "How did the players' played cards lie when you came to count the tricks?",
    "value.law66.played_cards.in_order": "every player's cards still in the order played",
    "value.law66.played_cards.declaring_side_mixed": "declarer or dummy had mixed his played cards",
    "value.law66.played_cards.defenders_mixed": "a defender had mixed his played cards",
    "value.law66.played_cards.both_mixed": "players of both sides had mixed their played cards",
    "question.law66.ascertained": (
        "Your judgement: can you still establish the tricks won, though one side mixed its cards? If not, you rule "
        "for the side that kept its cards in order"
    ),
    "question.law79.found": (
        "Your finding: how many tricks did the declaring side ({side}) win? (It says {says}, the defenders say "
        "{other}; weigh the cards and the players' accounts.)"
    ),
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law66.director_inspects": "The Director decides whether the quitted tricks are inspected",
    "option.law66.instruct": "Have the quitted tricks inspected (to check an alleged revoke, for example)",
    "option.law66.refuse": "Do not have them inspected (an alleged revoke does not call for it by itself)",
    "choice.law79.after_round": "The Director is not clearly convinced of the result at the table",
    "option.law79.recorded_stands": "Let the recorded score stand",
    "option.law79.decrease_declaring": "Decrease the declaring side's score only; the defenders keep theirs",
    "option.law79.decrease_defending": "Decrease the defenders' score only; the declaring side keeps its own",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.law65.no_quitted_trick": "the record shows no quitted trick yet",
    "refusal.law65.not_quitted": "the record shows no quitted trick {answered}",
    "refusal.law79.no_disagreement": "both sides say the declaring side won {tricks} tricks: there is no dispute",
    "refusal.law79.play_not_over": "the record shows the play still going on: the tricks won are counted when it ends",
}
