"""Sentences for the Director's judgement (:mod:`tdcompanion.core.laws.judgement`): each judgement's name
(``judgement.<id>``), each of the law's criteria in our own words (``criterion.<id>``, cited with the law its
criterion gives), and the frame that shows them apart from what the players stated; merged into
:data:`tdcompanion.wording.rule_text.TEXT`."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "judgements": "The Director's judgement",
    "judgement_label": "The Director's judgement: {name}",
    "judgement_asked": "Asked of the Director, not of the players; the law's criteria:",
    "law_default": "Unless the Director judges otherwise, the law's answer is: {value}",
    "judged": "{name}: {value} – {question}",
    "judgement.forfeiture": "Right to rectification forfeited",
    "judgement.deal_playable": "The deal can be corrected and played",
    "judgement.demonstrably_suggested": "Demonstrably suggested",
    "judgement.logical_alternative": "Logical alternative",
    "judgement.damage": "Damage caused by the infraction",
    "judgement.probable_outcome": "The probable outcome without the infraction",
    "judgement.self_inflicted": "Damage the non-offending side caused itself",
    "judgement.fault": "Responsibility for the irregularity",
    "judgement.interferes": "Information that would interfere with normal play",
    "judgement.fact_finding": "The facts, on the balance of probabilities",
    "judgement.comparable_call": "Comparable call",
    "judgement.unintended_call": "Unintended call",
    "judgement.misinformation_influenced": "A call influenced by misinformation",
    "judgement.mistaken_explanation": "Mistaken explanation or mistaken call",
    "judgement.could_have_known": "Could have known",
    "judgement.deception": "Deception",
    "judgement.attempt_to_mislead": "An attempt to mislead",
    "judgement.card_deemed_played": "Declarer's card deemed played",
    "judgement.touched_to_arrange": "Dummy's card touched to arrange",
    "judgement.unintended_designation": "Unintended designation",
    "judgement.fifth_card_led": "A fifth card led",
    "judgement.incontrovertible_intention": "Incontrovertible intention",
    "judgement.deliberate_exposure": "Deliberate or accidental exposure",
    "judgement.claim_intended": "A claim or concession",
    "judgement.normal_line": "A normal line of play",
    "judgement.claim_doubt": "A doubtful point of a claim",
    "judgement.clearly_convinced": "Clearly convinced of the result",
    "judgement.beyond_doubt": "Beyond reasonable doubt",
    "judgement.director_error": "The Director's error",
    "criterion.forfeiture.acted_first": "a member of the non-offending side acted before the Director was summoned",
    "criterion.forfeiture.could_gain": (
        "that side could gain from the opponents' later action taken in ignorance of the law; only the side that "
        "gained loses its advantage"
    ),
    "criterion.deal_playable.corrected": "the deal can be corrected and played with no change of call",
    "criterion.deal_playable.adjust": "otherwise the score is adjusted",
    "criterion.suggested.sources": (
        "the information came from partner: a remark, a question, an unexpected alert or failure to alert, an "
        "unmistakable hesitation, unwonted speed, emphasis, tone or gesture"
    ),
    "criterion.suggested.over_another": (
        "it can be shown that the information makes the action chosen more attractive than another"
    ),
    "criterion.alternative.seriously_considered": (
        "a significant proportion of the class of players in question, using the partnership's methods, would "
        "seriously consider it"
    ),
    "criterion.alternative.some_select": "and some of them might select it (a poll of such players helps)",
    "criterion.damage.less_favourable": (
        "the innocent side's result is less favourable than it could expect had the infraction not occurred"
    ),
    "criterion.damage.caused": "the damage is a consequence of the infraction",
    "criterion.damage.not_severity": "not because the rectification the laws give seems too severe or too lenient",
    "criterion.outcome.probable": (
        "as nearly as possible the probable outcome of the board had the infraction not occurred"
    ),
    "criterion.outcome.legal_only": "a weighted score includes only outcomes that could have been reached legally",
    "criterion.outcome.numerous": "when the possibilities are numerous or not obvious, an artificial score",
    "criterion.outcome.rectified": (
        "for the offenders after a self-inflicted part: the score their infraction's rectification gives them"
    ),
    "criterion.self_inflicted.serious_error": (
        "after the irregularity, an extremely serious error by the non-offending side, unrelated to the infraction"
    ),
    "criterion.self_inflicted.gambling": (
        "or a gambling action it might have hoped, if unsuccessful, to recover through rectification"
    ),
    "criterion.self_inflicted.only_that_part": "it loses relief only for the part of the damage it caused itself",
    "criterion.fault.direct": "directly at fault: average minus (at most 40% in pairs)",
    "criterion.fault.partly": "only partly at fault: average (50% in pairs)",
    "criterion.fault.none": "in no way at fault: average plus (at least 60% in pairs)",
    "criterion.interferes.normal_play": "the information would likely interfere with normal play of the board",
    "criterion.interferes.before_call": "seats changed or a redeal are possible only before any call has been made",
    "criterion.fact_finding.balance": (
        "the Director decides on the balance of probabilities: the weight of the evidence he can collect"
    ),
    "criterion.fact_finding.undetermined": "if he cannot determine the facts, he rules so that play can continue",
    "criterion.comparable.same_meaning": "the same or a similar meaning as the withdrawn call",
    "criterion.comparable.subset": "or a subset of the meanings the withdrawn call could have",
    "criterion.comparable.same_purpose": "or the same purpose (an asking bid, a relay)",
    "criterion.unintended.not_intended": "the player did not make the call he meant to make",
    "criterion.unintended.mechanical": "a mechanical error or a slip of the tongue",
    "criterion.unintended.not_concentration": "not a loss of concentration about what he meant, nor a change of mind",
    "criterion.influenced.could_well": (
        "the decision to make the call could well have been influenced by the misinformation"
    ),
    "criterion.influenced.no_alert": "a missing alert that the regulations require counts as misinformation",
    "criterion.explanation.presumed": (
        "without evidence to the contrary, a mistaken explanation is presumed, not a mistaken call"
    ),
    "criterion.explanation.agreement": (
        "when the explanation matches the agreement, the call was the mistake: no rectification"
    ),
    "criterion.explanation.no_agreement": "describing an agreement the partners do not share is an infraction",
    "criterion.could_have_known.benefit": (
        "at the time of the action he could have been aware that it could work to his benefit"
    ),
    "criterion.could_have_known.damage": (
        "at the time of an irregularity: that it could well damage the non-offending side"
    ),
    "criterion.deception.false_inference": (
        "an innocent player drew a false inference from an opponent's question, remark, manner or tempo"
    ),
    "criterion.deception.bridge_reason": "the opponent had no demonstrable bridge reason for the action",
    "criterion.deception.allowed": "deceiving through a call or play itself is allowed",
    "criterion.mislead.means": (
        "misleading by a question, remark, gesture, the haste or hesitancy or manner of a call or play, or a "
        "purposeful deviation from correct procedure"
    ),
    "criterion.mislead.tempo": "an unintentional variation of tempo or manner is not an infraction",
    "criterion.deemed_played.face_up": "held face up, touching or nearly touching the table",
    "criterion.deemed_played.position": "or held in a position that shows it has been played",
    "criterion.touched.arranging": (
        "a card of dummy's deliberately touched is played, unless declarer touched it to arrange dummy's cards or to "
        "reach a card above or below it"
    ),
    "criterion.designation.slip": "a slip of the tongue may be corrected",
    "criterion.designation.not_reconsidered": "not a loss of concentration or a reconsideration of action",
    "criterion.fifth_card.defender": "a defender's fifth card is a penalty card unless the Director deems it was led",
    "criterion.fifth_card.declarer": "declarer's goes back to his hand unless the Director deems it was led",
    "criterion.intention.incontrovertible": (
        "the law's reading of an incomplete or invalid designation applies unless declarer's different intention is "
        "incontrovertible"
    ),
    "criterion.deliberate.play": (
        "any card exposed through deliberate play (leading out of turn, revoking and correcting) is a major penalty "
        "card"
    ),
    "criterion.deliberate.accidental": (
        "a single card below honour rank exposed unintentionally (two cards played together, a card dropped) is a "
        "minor penalty card"
    ),
    "criterion.claim.statement": "a statement that a side will win or lose a number of tricks",
    "criterion.claim.shows_cards": "or a suggestion to stop play, or showing his cards",
    "criterion.claim.not_intended": "is a claim unless he demonstrably did not intend to claim",
    "criterion.normal.careless": "normal play includes play careless or inferior for the class of player involved",
    "criterion.normal.less_successful": (
        "a successful line the claimer did not state is not accepted if a normal line would be less successful"
    ),
    "criterion.normal.partner": (
        "no part of a defender's claim is accepted that depends on partner choosing one of several normal plays"
    ),
    "criterion.normal.trump": "a trick could be lost to an outstanding trump by any normal play",
    "criterion.normal.finesse": (
        "an unstated finesse is accepted only if an opponent had already shown out, or would on any normal line"
    ),
    "criterion.normal.concession": "a conceded trick is cancelled when the side could not lose it by any normal play",
    "criterion.doubt.equitable": (
        "the Director rules as equitably as possible to both sides, but any doubtful point goes against the claimer"
    ),
    "criterion.doubt.trump_unaware": (
        "a trump outstanding and not mentioned: it is at all likely the claimer was unaware of it"
    ),
    "criterion.convinced.result": (
        "after the round, the score is changed only if the Director is clearly convinced of the result obtained at "
        "the table"
    ),
    "criterion.beyond_doubt.record_wrong": (
        "after the Correction Period, only if the Director is satisfied beyond reasonable doubt that the record is "
        "wrong"
    ),
    "criterion.director_error.rectify": "the Director rectifies his error by any power the laws give him",
    "criterion.director_error.normal_score": (
        "if no rectification lets the board be scored normally, he adjusts the score, both sides treated as non-"
        "offending"
    ),
    "judgement.own_misunderstanding": "The player's own misunderstanding",
    "judgement.exposed_to_partner": "Cards partner could see",
    "judgement.likely_won": "A trick likely won had play continued",
    "judgement.tricks_ascertained": "The tricks can be ascertained",
    "judgement.card_faced": "The card faced to the defective trick",
    "criterion.misunderstanding.own": (
        "no rectification or redress is due to a player who acts on his own misunderstanding"
    ),
    "criterion.exposed.own_error": "the cards were exposed through the player's own error, not an opponent's",
    "criterion.exposed.partner_could_see": "they were in a position for partner to see their faces",
    "criterion.likely_won.had_play_continued": (
        "a trick his side would likely have won had play continued: the agreement to lose it may be withdrawn within "
        "the Correction Period"
    ),
    "criterion.ascertained.facts": "the played and unplayed cards may be inspected to settle the number of tricks",
    "criterion.ascertained.mixed": (
        "if the facts can no longer be ascertained and only one side mixed its cards, the Director rules for the "
        "other side"
    ),
    "criterion.card_faced.determined": "the card faced in playing to the defective trick stays among the played cards",
    "criterion.card_faced.highest": (
        "if the Director cannot determine which it was, the offender leaves the highest card he could legally have "
        "played"
    ),
}
