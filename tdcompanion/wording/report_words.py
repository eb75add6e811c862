"""Labels and sentences of the incident and session reports, in English and Greek.

Kept apart from the ruling sentences (:mod:`tdcompanion.wording.rule_text`), which the report reuses
for the ruling itself. Greek follows the project glossary: θήκη (board), ημερίδα (session), αγορές
(auction), εκτέλεση (play), λεβέ, ανωμαλία, υπαίτιος, επανορθωτική βαθμολογία; a statement is a
κατάθεση, since δήλωση is a call.
"""

from __future__ import annotations

from tdcompanion.wording.catalogue import Plural, Sentences

TEXT: dict[str, str | Plural] = {
    "separator": "; ",
    # -- titles and the Director's record ---------------------------------------------------------------
    "incident_title": "Incident report",
    "session_title": "Session report",
    "event": "Event",
    "session": "Session",
    "date": "Date",
    "section": "Section",
    "table": "Table",
    "board": "Board",
    "board_number": "Board {board}",
    "lawbook": "Laws",
    "players": "Players",
    "called_at": "Director called at",
    "called_by": "Called by",
    "not_recorded": "not recorded",
    "dealer": "Dealer",
    "dealer_mark": "dealer",
    "vulnerable": "Vulnerable",
    "vul.None": "None",
    "vul.NS": "N-S",
    "vul.EW": "E-W",
    "vul.All": "All",
    "letter.N": "N",
    "letter.E": "E",
    "letter.S": "S",
    "letter.W": "W",
    # -- deal and auction -------------------------------------------------------------------------------
    "deal": "Deal",
    "hand_unknown": "hand not recorded",
    "auction": "Auction",
    "no_auction": "The auction was not recorded.",
    "pass": "Pass",
    "double": "X",
    "redouble": "XX",
    "nt": "NT",
    "contract": "Contract: {contract} by {declarer}",
    "passed_out": "Passed out.",
    "auction_open": "The auction is not complete.",
    "call_withdrawn": "withdrawn",
    "call_cancelled": "cancelled (Law 28B)",
    "call_alerted": "alerted",
    "call_explained": "explained as: {text}",
    "call.call_out_of_rotation": "out of rotation",
    "call.insufficient_bid": "insufficient bid",
    "call.double_without_bid": "inadmissible double: no bid to double",
    "call.double_of_own_side": "inadmissible double of his own side's bid",
    "call.double_of_doubled": "inadmissible double of a doubled bid",
    "call.redouble_without_double": "inadmissible redouble: no double to redouble",
    "call.redouble_of_own_side": "inadmissible redouble of his own side's double",
    "call.redouble_of_redoubled": "inadmissible redouble of a redoubled bid",
    "call.call_after_auction": "call after the auction closed",
    # -- play -------------------------------------------------------------------------------------------
    "play": "Play",
    "no_play": "The play was not recorded.",
    "no_cards": "No card had been played.",
    "trick": "Trick",
    "lead": "Lead",
    "won_by": "Won by",
    "in_progress": "in progress",
    "tricks_so_far": "Tricks won so far: declarer's side {declarer}, defenders {defenders}.",
    "play_went_on": Plural(
        "The record goes on after the irregularity: {count} more event, to trick {trick}.",
        "The record goes on after the irregularity: {count} more events, to trick {trick}.",
    ),
    "result": Plural("Declarer's side took {tricks} trick in all.", "Declarer's side took {tricks} tricks in all.",
                     "tricks"),
    "event.lead_out_of_turn": "{seat} led {card} out of turn; {expected} was on lead",
    "event.play_out_of_turn": "{seat} played {card} out of turn; it was {expected}'s turn",
    "event.revoke": "{seat} revoked: he played {card} to a trick led in {suit} although he held a card of that suit",
    "event.revoke_established": "the revoke became established (Law 63A)",
    "event.revoke_corrected": "the revoke was corrected (Law 62A)",
    "event.exposed": "{seat} exposed {cards} ({how})",
    "how.dropped": "dropped or held face up",
    "how.two_at_once": "played together with another card",
    "how.named": "named as held",
    "how.withdrawn": "played, withdrawn and left face up",
    "how.other": "otherwise",
    "event.play": "{seat} played {card}",
    "event.retract": "{seat}'s {card} was taken back ({reason})",
    "retract.revoke_correction": "to correct a revoke, Law 62A",
    "retract.after_revoke_correction": "played after a corrected revoke, Law 62C",
    "retract.out_of_turn": "played out of turn, Laws 53-57",
    "retract.changed_designation": "declarer changed his designation, Law 45C4(b)",
    "retract.other": "Law 47",
    "event.omit": "The trick was quitted without a card from {seat} (a defective trick, Law 67)",
    "event.extra": "{seat} played {card} to the trick as a card too many (a defective trick, Law 67)",
    "event.extra_restored": "{seat} played {card} to the trick as a card too many; it went back to his hand (Law 67)",
    "event.remove": (
        "{seat}'s {card}, not part of the deal, was taken out of its trick; the trick kept its result (Law 13C)"
    ),
    "event.remove_placed": (
        "{seat}'s {card}, not part of the deal, was taken out of its trick and {placed} placed instead; the trick kept "
        "its result (Law 13C)"
    ),
    "event.pick_up": "{seat} took {cards} back into his hand",
    "event.claim": "{seat} claimed {tricks} of the remaining tricks",
    "event.concede": "{seat} conceded {tricks} of the remaining tricks",
    # -- irregularity, facts, ruling --------------------------------------------------------------------
    "irregularity": "Irregularity",
    "irregular_call": "Call {number} of the auction: {seat}, {call}",
    "irregular_event": "Event {number} of the play, at trick {trick}: {what}",
    "offender": "Offender",
    "offender_named": "{seat} ({name})",
    "facts": "Facts established",
    "question": "Question",
    "answer": "Answer",
    "no_facts": "No question was needed: the record shows what the ruling depends on.",
    "unanswered": "not answered yet",
    "judgements": "The Director's judgement",
    "only_judgements": "No fact was asked of the players: the ruling rests on the record and the Director's judgement.",
    "judgement": "Judgement",
    "criteria": "The law's criteria",
    "ruling": "Ruling",
    "ruling_changed": (
        "This is the ruling saved with the incident; this version of the program would now rule differently."
    ),
    "rulings": "Rulings",
    "play_before": "Play before the ruling",
    "play_between": "Play since the ruling before",
    "play_after": "Play after the last ruling",
    "replay_failed": (
        "Ruling {number} cannot be ruled again as it was saved ({reason}); the rulings after it are not shown."
    ),
    "no_ruling": "No ruling yet.",
    "unsupported": "No family of laws rules this irregularity yet.",
    "laws_applied": "Laws applied",
    "rectification": "Rectification",
    "options": "Options",
    "chosen": "chosen",
    "in_force": "In force after the options chosen",
    "still_open": "Still to choose",
    # -- the Director's record --------------------------------------------------------------------------
    "score": "Score consequences",
    "table_score": "The table's score",
    "penalties": "Procedural and disciplinary penalties",
    "vulnerability_assumed": "The vulnerability is not recorded: scored with neither side vulnerable.",
    "score_column": "Score",
    "statements": "Statements",
    "notes": "Director's notes",
    "status": "Status",
    "status.open": "Open",
    "status.ruled": "Ruled",
    "status.score_adjusted": "Score adjusted",
    "status.appealed": "Appealed",
    "status.closed": "Closed",
    "history": "History",
    "when": "When",
    "note": "Note",
    "identity": "Incident {id}, revision {revision}",
    "created": "created {when}",
    "modified": "last saved {when}",
    # -- the session report -----------------------------------------------------------------------------
    "no_incidents": "No incidents.",
    "incident_count": "Incidents: {count}",
    "number": "No.",
    "laws": "Laws",
    "summaries": "Rulings",
}


#: The labels and sentences of the reports, in the catalogue as ``report/<key>``.
REPORT = Sentences("report", TEXT)


def word(key: str, lang: str, **params: object) -> str:
    """The label or sentence ``key`` in ``lang`` with ``params``."""
    return REPORT.say(key, lang, **params)


def separator(lang: str) -> str:
    """Between clauses: ``; `` in English; Greek writes the ano teleia (``· ``), its ``;`` is the question mark."""
    return word("separator", lang)
