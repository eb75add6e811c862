"""Sentences for the family of penalty cards (Laws 48-52): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.penalty_card.regraded": (
        "{seat}'s earlier penalty card {card} is now a {grade} penalty card too: he has more than one"
    ),
    "consequence.penalty_cards_graded": (
        "A single card below honour rank exposed unintentionally is a minor penalty card; an honour, a card exposed "
        "deliberately, or any card of a defender with two or more penalty cards is a major one"
    ),
    "consequence.penalty_card_duty.major": (
        "{seat} must play each major penalty card at his first legal opportunity, leading or following; while one "
        "stays on the table, declarer has lead options whenever {seat}'s partner is to lead"
    ),
    "consequence.penalty_card_duty.minor": (
        "{seat} may not play another card below honour rank of that suit before the minor penalty card; he may play an "
        "honour of the suit instead"
    ),
    "consequence.penalty_card_to_play": "{seat} must play his penalty card {card} now",
    # -- information sources ---------------------------------------------------------------------------------
    "source.minor_penalty_card": (
        "The minor penalty card {cards}, and that its holder may not play another card of its suit below honour rank "
        "before it, while it stays on the table,"
    ),
    "consequence.penalty_cards_remain": "Every penalty card of {seat} not picked up ({cards}) stays on the table",
    "consequence.own_major_penalty_cards": (
        "{seat} must still lead a major penalty card of his own ({cards}) whenever he can legally lead one"
    ),
    "consequence.own_minor_penalty_card": (
        "{seat} may not lead another card below honour rank of the suit of his own minor penalty card {cards} before it"
    ),
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.exposed_in_normal_play": (
        "the card was exposed in the normal course of play or in applying a law, so it is not a penalty card"
    ),
    "reason.declarer_exposed_card": "a card of declarer or dummy never becomes a penalty card",
    "reason.declarer_faced_hand": (
        "declarer faced his cards: he may be deemed to have claimed or conceded, and Law 68 applies"
    ),
    "reason.penalty_card_remains": (
        "the card led or played stands, and the penalty card not played remains a penalty card"
    ),
    "reason.not_withdrawn_on_own_initiative": (
        "the defender may not take back, on his own initiative, the card he played instead of the penalty card"
    ),
    "reason.revoke_of_penalty_card": "a revoke by failing to play a penalty card carries no automatic trick transfer",
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law50.lead_options": "The lead while partner's penalty cards lie on the table",
    "choice.law51.designate": "Which penalty card is played now",
    "choice.law52.illegal_card": "The card led or played instead of the penalty card",
    "option.require": "Require {seat} to lead {suits} (the penalty cards of that suit go back to the hand)",
    "option.forbid": (
        "Forbid {seat} to lead {suits} for as long as he keeps the lead (the penalty cards of those suits go back to "
        "the hand)"
    ),
    "option.no_restriction": (
        "Neither: no restriction on {seat}'s lead from his partner's penalty cards, which stay on the table"
    ),
    "option.designate": "{cards} is played",
    "option.accept_card": "Accept {cards}",
    "option.substitute_penalty_card": "Require the penalty card {cards} in its place",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.exposed_during_auction": (
        "the auction is not over: a card exposed during the auction is ruled under Law 24"
    ),
    "refusal.event_not_an_exposure": "the play event pointed at is not an exposed card",
    "refusal.no_card_named": "name at least one exposed card",
    "refusal.exposed_card_already_played": "{card} has already been played: it cannot become a penalty card",
    "refusal.already_a_penalty_card": "{seat}'s {card} is already a penalty card",
    "refusal.offender_not_a_defender": "{seat} is not a defender: only a defender's card can be a penalty card",
    "refusal.penalty_card_is_card_played": "{card} is the card {seat} played, not another one",
    "refusal.penalty_card_not_due": "{seat} could not legally play a major penalty card when he played {card}",
    "refusal.event_not_a_play": "the play event pointed at is not a card led or played",
    # -- questions -------------------------------------------------------------------------------------------
    "question.law49.seat": "Whose card was exposed?",
    "question.law49.cards": "Which of {seat}'s cards were exposed?",
    "question.law49.defends": "Is {seat} a defender?",
    "question.law49.how": "How was {seat}'s {cards} exposed?",
    "value.law49.how.accidental": "dropped, or held so that partner could see its face",
    "value.law49.how.simultaneous": "played together with another card (Law 58B)",
    "value.law49.how.played": (
        "through deliberate play (a lead or play out of turn, a card faced on purpose, a revoke corrected)"
    ),
    "value.law49.how.named": "named as being in his hand",
    "value.law49.how.lawful": "in the normal course of play or in applying a law",
    "question.law50.deliberate": "Did {seat} name {cards} deliberately rather than inadvertently?",
    "question.law48.faced_hand": "Did declarer ({seat}) face his hand?",
    "question.law48.after_lead_out_of_turn": "Did {seat} face his hand straight after an opening lead out of turn?",
    "question.law52.offender": "Which defender did not play his penalty card?",
    "question.law52.card": "Which card did {seat} lead or play instead of his penalty card?",
    "question.law52.penalty_card": "Which major penalty card should {seat} have played instead of {card}?",
    "question.law52.trick": "To which trick did {seat} play {card}?",
    "question.law52.declarer_played_since": "Has declarer played from his hand or from dummy since {card} was played?",
    "question.law52.established": "Has {seat} or his partner played to a later trick since {card}?",
}
