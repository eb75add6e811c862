"""Sentences for the family of Laws 68 to 71 (claims and concessions): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

from tdcompanion.wording.catalogue import Plural

_POSITION_EN = "Cards left at the claim (trick {trick}) - North: {north}; East: {east}; South: {south}; West: {west}."

TEXT: dict[str, str | Plural] = {
    "consequence.follow_up.claim": (
        "Then rule on {seat}'s claim or concession, still disputed, with the revoke corrected"
    ),
    "value.discovered.claim": "while a claim or concession was disputed, before the Director ruled on it",
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.claim_result": (
        "Of the tricks left at the claim, {declaring_tricks} go to the declaring side ({declaring_side}) and "
        "{defending_tricks} to the defenders: the board is scored with {total} tricks for declarer"
    ),
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.current_trick_only": (
        "the statement concerned only the trick in progress, so it is neither a claim nor a concession and play goes "
        "on; a defender's cards shown are not penalty cards, but Laws 16 and 57A may apply"
    ),
    "reason.partner_objected": (
        "a defender tried to concede and his partner objected at once, so there is neither a concession nor a claim; "
        "play continues and cards the defender exposed are not penalty cards"
    ),
    "reason.play_continued": (
        "play continued at the request of the non-claiming side with all four players agreeing: the claim is void and "
        "not adjudicated, Laws 16 and 50 do not apply, and the score obtained stands"
    ),
    "consequence.claim_heard": (
        "The claimer repeated his clarification statement, the opponents' objections were heard and every hand was "
        "considered"
    ),
    "consequence.doubt_against_claimer": "Every doubtful point was resolved against the claimer",
    "reason.claim_agreed": (
        "the claim or concession was agreed; the board is scored as if those tricks had been played out"
    ),
    "reason.agreement_stands": (
        "the side that agreed lost no trick it had in fact won or would likely have won, so its agreement stands"
    ),
    "reason.concession_stands": (
        "no trick conceded had in fact been won, and each could be lost by some normal play, so the concession stands"
    ),
    "reason.claim_upheld": "the Director upholds the claim in full after hearing both sides and considering every hand",
    # -- information sources ---------------------------------------------------------------------------------
    "source.claim_statement": "What the defender's remark about the trick in progress, and any card he showed, told",
    "source.attempted_concession": "What the attempted concession, and any card the defender exposed with it, told",
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.no_claim_event": "play event {number} is not a claim or a concession",
    "refusal.dummy_claim": "{seat} is dummy: only declarer or a defender can claim or concede",
    "refusal.more_than_remaining": Plural(
        "{tricks} trick, but only {remaining} remained to be played",
        "{tricks} tricks, but only {remaining} remained to be played",
        "tricks",
    ),
    "refusal.more_than_quitted": Plural(
        "{tricks} trick won, but only {quitted} had been played before the claim",
        "{tricks} tricks won, but only {quitted} had been played before the claim",
        "tricks",
    ),
    "refusal.nothing_conceded": (
        "{seat} claimed all {remaining} remaining tricks: his side conceded nothing for Law 71 to give back"
    ),
    "refusal.more_than_claimed": Plural(
        "{tricks} trick in all, but the claim took only {claimed} from that side",
        "{tricks} tricks in all, but the claim took only {claimed} from that side",
        "tricks",
    ),
    "refusal.more_than_conceded": Plural(
        "{tricks} trick in all, but only {conceded} were conceded",
        "{tricks} tricks in all, but only {conceded} were conceded",
        "tricks",
    ),
    "refusal.award_above_claim": Plural(
        "{tricks} trick is more than the {claimed} claimed; to give back tricks the claimer conceded, answer that his "
        "own side questions the concession (Law 71)",
        "{tricks} tricks is more than the {claimed} claimed; to give back tricks the claimer conceded, answer that "
        "his own side questions the concession (Law 71)",
        "tricks",
    ),
    "refusal.award_ignores_checks": Plural(
        "the claimer gets the {tricks} trick claimed, yet the checks of Law {laws} went against him: each costs at "
        "least one trick, or change that answer",
        "the claimer gets all {tricks} tricks claimed, yet the checks of Law {laws} went against him: each costs at "
        "least one trick, or change that answer",
        "tricks",
    ),
    # -- questions -------------------------------------------------------------------------------------------
    "question.law68.claimer": "Who claimed or conceded?",
    "question.law68.act": "Did {seat} claim tricks for his side, or concede tricks to the opponents?",
    "value.law68.act.claim": "a claim: his side will win a number of tricks",
    "value.law68.act.concession": "a concession: his side will lose a number of tricks",
    "question.law68.remaining": (
        "How many tricks were still to be played when {seat} spoke, the trick in progress included?"
    ),
    "question.law68.tricks": "How many of the {remaining} remaining tricks did {seat} claim or concede?",
    "question.law68.won_before": (
        "How many of the {quitted} tricks played before the claim had the declaring side ({side}) won?"
    ),
    "question.law68.is_claim": (
        "Was it a claim or concession (Law 68)? Yes if {seat}'s words or action concerned tricks beyond the one in "
        "progress: that a side would win or lose a number of tricks ({tricks} of {remaining} here), a suggestion to "
        "stop play, or showing his cards, unless he clearly did not mean to claim (e.g. declarer facing his cards "
        "after an opening lead out of turn: Law 54). No if it concerned only the trick in progress."
    ),
    "question.law68.partner_objected": "Did {seat}'s partner ({partner}) object at once to the concession?",
    "question.law68.response": (
        "Play stopped at the claim ({seat}: {tricks} of {remaining} tricks). What happened next?"
    ),
    "value.law68.response.agreed": "the opponents agreed to it",
    "value.law68.response.doubted": "a player (dummy included) doubted it and the Director was called",
    "value.law68.response.played_on": (
        "the non-claiming side asked to play on and all four players agreed; play continued"
    ),
    "question.law68.objector": "Who disputes {seat}'s claim or concession now?",
    "value.law68.objector.nobody": "nobody: the agreement stands",
    "value.law68.objector.opponents": "the claimer's opponents",
    "value.law68.objector.claiming_side": "the claimer or his partner: they say a trick conceded should be theirs",
    "question.law68.statement": (
        "Ask {seat} to repeat the statement he made when he claimed: the line of play and the order of the "
        "cards. Write it as he made it, or that he made none. " + _POSITION_EN
    ),
    "question.law70.objections": (
        "What do {seat}'s opponents object to? Write their objections (you consider all the hands, not only these; you "
        "may have the remaining cards faced)."
    ),
    "question.law70.trump_outstanding": "Did one of {seat}'s opponents still hold a trump when he claimed?",
    "question.law70.trump_mentioned": (
        "An opponent still held a trump ({holders}: {cards}). Did {seat} mention that trump in his statement?"
    ),
    "question.law70.trump_unaware": (
        "Is it at all likely that {seat} did not know, when he claimed, that an opponent still held a trump ({cards})? "
        "A doubt counts against the claimer."
    ),
    "question.law70.trump_trick": (
        "Could a trick be lost to that trump ({cards}) by any normal play? Normal includes play that would be careless "
        "or inferior for this class of player, not irrational play."
    ),
    "question.law70.less_successful_line": (
        "Would the claim need a line of play {seat} did not state, while some normal line (careless or inferior for "
        "this class of player included) would win fewer than the {tricks} tricks claimed? If so, the successful line "
        "is not accepted."
    ),
    "question.law70.partner_play": (
        "Does part of {seat}'s claim depend on his partner ({partner}) choosing one particular play among several "
        "normal ones? That part is not accepted."
    ),
    "question.law70.unstated_finesse": (
        "Does the claim rest on an unstated line that succeeds only if one particular opponent holds a given card (a "
        "finesse or a drop {seat} did not state)?"
    ),
    "question.law70.showed_out": (
        "Had the other opponent already failed to follow to that suit before the claim, or would he fail to follow on "
        "any normal line of play? Only then is {seat}'s unstated line accepted."
    ),
    "question.law70.awarded": (
        "How many of the {remaining} tricks left do you award to {seat}'s side ({side})? He claimed {claimed}. "
        "Rule as fairly as possible for both sides, resolving every doubtful point against the claimer. "
        + _POSITION_EN
    ),
    "question.law70.reasons": "Why? Write the line of play your decision rests on, for the report.",
    "question.law69.won_in_fact": Plural(
        "{side} agreed to lose {tricks} trick. Had it in fact already won it? Answer 1 if so, 0 if not.",
        "Of the {tricks} tricks {side} agreed to lose, how many had it in fact already won?",
        "tricks",
    ),
    "question.law69.likely_won": Plural(
        "{side} agreed to lose {tricks} other trick. Would it likely have won it had play gone on? Answer 1 if so, 0 "
        "if not.",
        "Of the other {tricks} tricks {side} agreed to lose, how many would it likely have won had play gone on?",
        "tricks",
    ),
    "question.law71.won_in_fact": Plural(
        "{side} conceded {tricks} trick. Had it in fact already won it? Answer 1 if so, 0 if not.",
        "Of the {tricks} tricks {side} conceded, how many had it in fact already won?",
        "tricks",
    ),
    "question.law71.cannot_lose": Plural(
        "{side} conceded {tricks} other trick. Could it not lose it by any normal play of the remaining cards "
        "(careless or inferior play for this class of player included)? Answer 1 if it could not lose it, 0 if it "
        "could.",
        "Of the other {tricks} tricks {side} conceded, how many could it not lose by any normal play of the remaining "
        "cards (careless or inferior play for this class of player included)?",
        "tricks",
    ),
}
