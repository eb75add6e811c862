"""Sentences for Laws 9-11 (the procedure after an irregularity, settlements, forfeiture): key -> English; merged
into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, str] = {
    "irregularity.procedure_breach": (
        "the procedure after an irregularity: attention drawn, the Director not called, a correction or settlement"
    ),
    # -- questions and their answers -----------------------------------------------------------------------
    "question.law9.what": "What went wrong with the procedure after the irregularity?",
    "value.law9.what.attention_drawn": "a player drew attention to it (who may, and when)",
    "value.law9.what.director_not_called": "the Director was not called at once",
    "value.law9.what.acted_before_director": (
        "a player called or played before the Director had explained the rectification"
    ),
    "value.law9.what.premature_correction": "the offender corrected it himself before the Director ruled",
    "value.law9.what.players_settled": (
        "the players settled it among themselves (enforced or waived a rectification)"
    ),
    "question.law9.irregularity": "Which irregularity does it concern?",
    "question.law9.offender": "Who committed the irregularity ({kind})?",
    "question.law9.actor": "Who called or played before the Director had explained the rectification?",
    "question.law9.correction": "How did the offender ({seat}) correct it?",
    "value.law9.correction.call": "he withdrew or replaced a call",
    "value.law9.correction.card": "he withdrew a card, or showed or played another",
    "question.law10.settlement": "What did the players settle among themselves?",
    "value.law10.settlement.enforced": "they enforced a rectification of their own",
    "value.law10.settlement.waived": "the non-offending side waived the rectification",
    # -- consequences --------------------------------------------------------------------------------------
    "consequence.attention_drawn": "{seat} drew attention to the irregularity: {reason}",
    # -- reasons -------------------------------------------------------------------------------------------
    "reason.law10.settlement_allowed": "the Director allows what the players settled: it stands",
    "reason.law9.in_auction": "any player may, during the auction, whether or not it is his turn to call",
    "reason.law9.in_play": "declarer or either defender may, during the play",
    "reason.law9.own_side": (
        "he need not point out his own side's infraction; having done so, the opponents keep all their rights"
    ),
    # -- choices and options -------------------------------------------------------------------------------
    "choice.law10.settlement": "What the players settled without the Director",
    "option.allow_settlement": "Allowed: it stands",
    "option.cancel_settlement": "Cancelled: the irregularity is rectified as the law prescribes",
}
