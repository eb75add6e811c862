"""Sentences shared by the auction-period families (Laws 24-39) and the new kinds of question and
irregularity: key -> English; merged into :data:`tdcompanion.wording.rule_text.TEXT`."""

from __future__ import annotations

TEXT: dict[str, str] = {
    # -- kinds of answer ---------------------------------------------------------------------------------------
    "kind.call": "a call, e.g. 1H, 3NT, Pass, X, XX",
    "kind.text": "a few words",
    "kind.poll": "one line per player polled: his name, what he would do, what else he seriously considered",
    "poll_answer": "{player}: {action}",
    "poll_answer.considered": "{player}: {action} (also considered {considered})",
    # -- a ruling whose consequences come from its choices ------------------------------------------------------
    "depends_on_choice": "What follows depends on the choice still to be made (below).",
    # -- irregularities ----------------------------------------------------------------------------------------
    "irregularity.card_exposed_in_auction": "card exposed or led during the auction",
    "irregularity.change_of_call": "change of call",
    "irregularity.insufficient_bid": "insufficient bid",
    "irregularity.call_out_of_rotation": "call out of rotation",
    "irregularity.inadmissible_call": (
        "inadmissible call (double, redouble, call when required to pass, bid above seven)"
    ),
    "irregularity.call_after_auction": "call after the final pass",
    "irregularity.face_down_lead": "face-down opening lead",
    "irregularity.card_played": "was a card played? (declarer's designation, dummy, retraction)",
    "irregularity.simultaneous_play": "simultaneous leads or plays",
    "irregularity.inability_to_play": "unable to lead or play as required",
    "irregularity.play_after_illegal_play": "play after an illegal play",
    "irregularity.claim": "claim or concession",
    "irregularity.unauthorised_information": "unauthorised information",
    "irregularity.misinformation": "misinformation",
    # -- information sources -----------------------------------------------------------------------------------
    "source.withdrawn_call": "What the withdrawn or cancelled call showed",
    "source.card_exposed_in_auction": "What the card {cards}, exposed during the auction, showed",
    # -- consequences ------------------------------------------------------------------------------------------
    "consequence.call_cancelled": "{seat}'s call {call} is cancelled",
    "consequence.must_pass.next_turn": "{seat} must pass at his next turn to call",
    "consequence.must_pass.rest_of_auction": (
        "{seat} must pass whenever it is his turn to call, for the rest of the auction"
    ),
    "consequence.information_authorised": (
        "What the withdrawn or cancelled calls showed, their own included, is authorised information for {side}, the "
        "non-offending side"
    ),
    "consequence.must_repeat_call": (
        "{seat} must repeat his call {call} at his turn; if it is then legal, there is no further rectification"
    ),
    "consequence.auction_reverts": "The auction goes back to {seat}, whose turn it was",
    "consequence.lead_prohibition_right": (
        "If {offender} becomes a defender, declarer may, at {leader}'s first turn to lead (the opening lead included), "
        "forbid the lead of any one suit that {offender} did not specify in the legal auction; the prohibition lasts "
        "as long as {leader} keeps the lead"
    ),
    # -- the Law 26B choice at the lead ------------------------------------------------------------------------
    "choice.law26.declarer_choice": (
        "Forbid the lead of one suit the offender did not specify in the legal auction, or none"
    ),
    "option.law26.no_prohibition": "No prohibition",
    "option.law26.prohibit": "Forbid a {suits} lead",
    "prompt.lead_prohibition": (
        "{seat} is to lead for the first time since the withdrawn call: declarer may forbid one suit"
    ),
    # -- the table state ---------------------------------------------------------------------------------------
    "table.pass_bar.next_turn": "{seat} must pass at his next turn to call",
    "table.pass_bar.rest_of_auction": "{seat} must pass for the rest of the auction",
    "table.call_while_barred": "{seat} called {call} (call {number}) when he had to pass",
    "table.prohibition_right": "Declarer may forbid one suit at {leader}'s first lead, if {offender} defends",
    # -- refusals ----------------------------------------------------------------------------------------------
    "refusal.no_such_call": "call {number} of the auction is not an irregularity of this kind",
    "refusal.bad_call": "{text} is not a call (type e.g. 1H, 3NT, Pass, X or XX)",
}
