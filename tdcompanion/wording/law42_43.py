"""Sentences for Laws 42 and 43 (dummy's rights and limitations, with 61B2): key -> English; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.dummy_conduct": "dummy's act: within his rights, or beyond his limitations",
    # -- questions and their answers -----------------------------------------------------------------------
    "question.law42.act": "What did dummy ({seat}) do?",
    "value.law42.act.information": "gave information as to fact or law, with the Director present",
    "value.law42.act.counted_tricks": "kept count of the tricks won and lost",
    "value.law42.act.dummy_followed": "played the card declarer called, making sure dummy followed suit",
    "value.law42.act.asked_declarer": "asked declarer, who had shown out, whether he had a card of the suit led",
    "value.law42.act.warned_wrong_hand": "warned declarer not to lead from the wrong hand",
    "value.law42.act.prevented": "tried to prevent another irregularity before it happened",
    "value.law42.act.drew_attention": "was the first to draw attention to an irregularity",
    "value.law42.act.called_director": (
        "called the Director during the play when no other player had drawn attention to an irregularity"
    ),
    "value.law42.act.asked_defender": "asked a defender, who had shown out, whether he had a card of the suit led",
    "value.law42.act.suggested": "took part in the play, or told declarer something about it by word or gesture",
    "value.law42.act.indicated_card": "touched or pointed at one of dummy's cards without declarer's instruction",
    "value.law42.act.exchanged_hands": "exchanged hands with declarer",
    "value.law42.act.left_seat": "left his seat to watch declarer's play",
    "value.law42.act.looked_at_hand": "looked at the face of a card in a defender's hand",
    "value.law42.act.shown_hand": "a defender showed dummy his hand",
    "question.law43.dummy_violated": (
        "Before this, had dummy broken Law 43A2 on this board (exchanged hands with declarer, left his seat to watch "
        "declarer's play, or looked at a defender's cards)?"
    ),
    "question.law42.declarer_revoked": (
        "Did declarer ({seat}) in fact hold a card of the suit led, so that his play was a revoke?"
    ),
    "question.law42.defender_revoked": (
        "Did {seat} in fact hold a card of the suit led, so that his play was a revoke?"
    ),
    "question.law43.irregularity": "To which irregularity did dummy ({seat}) draw attention?",
    "question.law43.offender": (
        "Who is the player concerned (the offender, the defender asked, or who showed his hand)?"
    ),
    # -- consequences --------------------------------------------------------------------------------------
    "consequence.dummy_rights_limited": (
        "Dummy ({seat}) has broken Law 43A2: for the rest of this board, if he warns declarer about the hand to lead "
        "from, either defender chooses that hand; if he is the first to ask declarer about a revoke, Law 64 applies "
        "as if it were established; if he is the first to point out a defender's irregularity, it is not rectified "
        "and only the defenders' gain is taken away at the end of play"
    ),
    "consequence.hand_chosen_to_lead_from": (
        "Declarer's next lead is made from {seat}'s hand, as the defender chose; made from there, it is no lead out of "
        "turn"
    ),
    "consequence.dummy_breach.drew_attention": (
        "Dummy ({seat}) may not draw attention to an irregularity during the "
        "play"
    ),
    "consequence.dummy_breach.called_director": (
        "Dummy ({seat}) may not call the Director during the play unless another player has drawn attention to an "
        "irregularity"
    ),
    "consequence.dummy_breach.asked_defender": (
        "Dummy ({seat}) may not ask a defender whether he has a card of the suit led, and the question draws "
        "attention to a possible irregularity"
    ),
    "consequence.dummy_breach.suggested": (
        "Dummy ({seat}) may not take part in the play, nor tell declarer anything about "
        "it"
    ),
    "consequence.dummy_breach.exchanged_hands": "Dummy ({seat}) may not exchange hands with declarer",
    "consequence.dummy_breach.left_seat": "Dummy ({seat}) may not leave his seat to watch declarer's play",
    "consequence.dummy_breach.looked_at_hand": "Dummy ({seat}) may not look at the face of a card in a defender's hand",
    "source.law61.dummy_question": "Dummy's question to a defender about a revoke",
    "source.law43.dummy_suggestion": "What dummy said or showed about the play",
    # -- reasons -------------------------------------------------------------------------------------------
    "reason.law42.right": "dummy acted within his rights",
    "reason.law42.no_revoke": "dummy may ask declarer, and declarer had no card of the suit led: his play stands",
    "reason.law42.defender_did_not_revoke": "the defender had no card of the suit led: his play stands",
    "reason.law43.not_during_play": (
        "dummy's limitations hold from the opening lead to the end of play, and this was outside it"
    ),
    "reason.law43.no_immediate_rectification": (
        "dummy, after breaking Law 43A2, was the first to point out the defenders' irregularity: play continues as "
        "though it had not occurred"
    ),
    "reason.law43.defenders_gain": (
        "if the defending side gained through its irregularity, he adjusts only its score, taking that advantage away; "
        "the declaring side keeps the score achieved at the table"
    ),
    # -- choices and options -------------------------------------------------------------------------------
    "choice.law43.hand_to_lead_from": "The hand declarer leads from",
    "option.lead_from": "Declarer leads from {seat}'s hand",
}
