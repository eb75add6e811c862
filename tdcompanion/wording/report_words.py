"""Labels and sentences of the incident and session reports, in English and Greek.

Kept apart from the ruling sentences (:mod:`tdcompanion.wording.rule_text`), which the report reuses
for the ruling itself. Greek follows the project glossary: θήκη (board), ημερίδα (session), αγορές
(auction), εκτέλεση (play), λεβέ, ανωμαλία, υπαίτιος, επανορθωτική βαθμολογία; a statement is a
κατάθεση, since δήλωση is a call.
"""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- titles and the Director's record ---------------------------------------------------------------
    "incident_title": {"en": "Incident report", "el": "Αναφορά συμβάντος"},
    "session_title": {"en": "Session report", "el": "Αναφορά ημερίδας"},
    "event": {"en": "Event", "el": "Αγώνας"},
    "session": {"en": "Session", "el": "Ημερίδα"},
    "date": {"en": "Date", "el": "Ημερομηνία"},
    "section": {"en": "Section", "el": "Τμήμα"},
    "table": {"en": "Table", "el": "Τραπέζι"},
    "board": {"en": "Board", "el": "Θήκη"},
    "board_number": {"en": "Board {board}", "el": "Θήκη {board}"},
    "lawbook": {"en": "Laws", "el": "Κώδικας"},
    "players": {"en": "Players", "el": "Παίκτες"},
    "called_at": {"en": "Director called at", "el": "Ώρα κλήσης του Διαιτητή"},
    "called_by": {"en": "Called by", "el": "Κάλεσε"},
    "not_recorded": {"en": "not recorded", "el": "δεν καταγράφηκε"},
    "dealer": {"en": "Dealer", "el": "Ντίλερ"},
    "dealer_mark": {"en": "dealer", "el": "ντίλερ"},
    "vulnerable": {"en": "Vulnerable", "el": "Στη 2η μανς"},
    "vul.None": {"en": "None", "el": "Κανείς"},
    "vul.NS": {"en": "N-S", "el": "ΒΝ"},
    "vul.EW": {"en": "E-W", "el": "ΑΔ"},
    "vul.All": {"en": "All", "el": "Όλοι"},
    "letter.N": {"en": "N", "el": "Β"},
    "letter.E": {"en": "E", "el": "Α"},
    "letter.S": {"en": "S", "el": "Ν"},
    "letter.W": {"en": "W", "el": "Δ"},
    # -- deal and auction -------------------------------------------------------------------------------
    "deal": {"en": "Deal", "el": "Διανομή"},
    "hand_unknown": {"en": "hand not recorded", "el": "το χέρι δεν καταγράφηκε"},
    "auction": {"en": "Auction", "el": "Αγορές"},
    "no_auction": {"en": "The auction was not recorded.", "el": "Οι αγορές δεν καταγράφηκαν."},
    "pass": {"en": "Pass", "el": "Πάσο"},
    "double": {"en": "X", "el": "κοντρ"},
    "redouble": {"en": "XX", "el": "σιρκόντρ"},
    "nt": {"en": "NT", "el": "ΧΑ"},
    "contract": {"en": "Contract: {contract} by {declarer}", "el": "Συμβόλαιο: {contract}, εκτελεστής: {declarer}"},
    "passed_out": {"en": "Passed out.", "el": "Πάσο από όλους."},
    "auction_open": {"en": "The auction is not complete.", "el": "Οι αγορές δεν έχουν ολοκληρωθεί."},
    "call_withdrawn": {"en": "withdrawn", "el": "ανακλήθηκε"},
    "call_cancelled": {"en": "cancelled (Law 28B)", "el": "ακυρώθηκε (Νόμος 28Β)"},
    "call_alerted": {"en": "alerted", "el": "με προειδοποίηση"},
    "call_explained": {"en": "explained as: {text}", "el": "εξήγηση: {text}"},
    "call.call_out_of_rotation": {"en": "out of rotation", "el": "εκτός σειράς"},
    "call.insufficient_bid": {"en": "insufficient bid", "el": "ανεπαρκής αγορά"},
    "call.double_without_bid": {
        "en": "inadmissible double: no bid to double",
        "el": "απαράδεκτο κοντρ: δεν υπάρχει αγορά",
    },
    "call.double_of_own_side": {
        "en": "inadmissible double of his own side's bid",
        "el": "απαράδεκτο κοντρ σε αγορά του δικού του άξονα",
    },
    "call.double_of_doubled": {
        "en": "inadmissible double of a doubled bid",
        "el": "απαράδεκτο κοντρ σε αγορά ήδη κοντρέ",
    },
    "call.redouble_without_double": {
        "en": "inadmissible redouble: no double to redouble",
        "el": "απαράδεκτο σιρκόντρ: δεν υπάρχει κοντρ",
    },
    "call.redouble_of_own_side": {
        "en": "inadmissible redouble of his own side's double",
        "el": "απαράδεκτο σιρκόντρ στο κοντρ του δικού του άξονα",
    },
    "call.redouble_of_redoubled": {
        "en": "inadmissible redouble of a redoubled bid",
        "el": "απαράδεκτο σιρκόντρ σε αγορά ήδη σιρκοντρέ",
    },
    "call.call_after_auction": {"en": "call after the auction closed", "el": "δήλωση μετά το τέλος των αγορών"},
    # -- play -------------------------------------------------------------------------------------------
    "play": {"en": "Play", "el": "Εκτέλεση"},
    "no_play": {"en": "The play was not recorded.", "el": "Η εκτέλεση δεν καταγράφηκε."},
    "no_cards": {"en": "No card had been played.", "el": "Δεν είχε παιχτεί κανένα φύλλο."},
    "trick": {"en": "Trick", "el": "Λεβέ"},
    "lead": {"en": "Lead", "el": "Έξοδος"},
    "won_by": {"en": "Won by", "el": "Κέρδισε"},
    "in_progress": {"en": "in progress", "el": "σε εξέλιξη"},
    "tricks_so_far": {
        "en": "Tricks won so far: declarer's side {declarer}, defenders {defenders}.",
        "el": "Λεβέ ως εκεί: άξονας του εκτελεστή {declarer}, αμυνόμενοι {defenders}.",
    },
    "play_went_on": {
        "en": "The record goes on after the irregularity: {count} more events, to trick {trick}.",
        "el": "Η καταγραφή συνεχίζεται μετά την ανωμαλία: ακόμη {count} συμβάντα, έως τη λεβέ {trick}.",
    },
    "result": {
        "en": "Declarer's side took {tricks} tricks in all.",
        "el": "Ο άξονας του εκτελεστή πήρε συνολικά {tricks} λεβέ.",
    },
    "event.lead_out_of_turn": {
        "en": "{seat} led {card} out of turn; {expected} was on lead",
        "el": "Ο παίκτης {seat} έκανε έξοδο το {card} εκτός σειράς· την έξοδο είχε ο παίκτης {expected}",
    },
    "event.play_out_of_turn": {
        "en": "{seat} played {card} out of turn; it was {expected}'s turn",
        "el": "Ο παίκτης {seat} έπαιξε το {card} εκτός σειράς· σειρά είχε ο παίκτης {expected}",
    },
    "event.revoke": {
        "en": "{seat} revoked: he played {card} to a trick led in {suit} although he held a card of that suit",
        "el": "Ο παίκτης {seat} έκανε ρενόνς: έπαιξε το {card} σε λεβέ με έξοδο σε {suit}, ενώ είχε "
        "φύλλο σε αυτό το χρώμα",
    },
    "event.revoke_established": {
        "en": "the revoke became established (Law 63A)",
        "el": "η ρενόνς οριστικοποιήθηκε (Νόμος 63Α)",
    },
    "event.revoke_corrected": {"en": "the revoke was corrected (Law 62A)", "el": "η ρενόνς διορθώθηκε (Νόμος 62Α)"},
    "event.exposed": {"en": "{seat} exposed {cards} ({how})", "el": "Ο παίκτης {seat} εξέθεσε {cards} ({how})"},
    "how.dropped": {"en": "dropped or held face up", "el": "έπεσε ή κρατήθηκε ανοικτό"},
    "how.two_at_once": {"en": "played together with another card", "el": "παίχτηκε μαζί με άλλο φύλλο"},
    "how.named": {"en": "named as held", "el": "ανέφερε ότι το έχει"},
    "how.withdrawn": {"en": "played, withdrawn and left face up", "el": "παίχτηκε, αποσύρθηκε και μένει ανοικτό"},
    "how.other": {"en": "otherwise", "el": "με άλλον τρόπο"},
    "event.play": {"en": "{seat} played {card}", "el": "Ο παίκτης {seat} έπαιξε το {card}"},
    "event.retract": {
        "en": "{seat}'s {card} was taken back ({reason})",
        "el": "Το {card} του παίκτη {seat} αποσύρθηκε ({reason})",
    },
    "retract.revoke_correction": {"en": "to correct a revoke, Law 62A", "el": "για διόρθωση ρενόνς, Νόμος 62Α"},
    "retract.after_revoke_correction": {
        "en": "played after a corrected revoke, Law 62C",
        "el": "παίχτηκε μετά από ρενόνς που διορθώθηκε, Νόμος 62Γ",
    },
    "retract.out_of_turn": {"en": "played out of turn, Laws 53-57", "el": "παίχτηκε εκτός σειράς, Νόμοι 53-57"},
    "retract.changed_designation": {
        "en": "declarer changed his designation, Law 45C4(b)",
        "el": "ο εκτελεστής άλλαξε την υπόδειξή του, Νόμος 45Γ4(β)",
    },
    "retract.other": {"en": "Law 47", "el": "Νόμος 47"},
    "event.omit": {
        "en": "The trick was quitted without a card from {seat} (a defective trick, Law 67)",
        "el": "Η λεβέ γυρίστηκε χωρίς φύλλο του παίκτη {seat} (ελαττωματική λεβέ, Νόμος 67)",
    },
    "event.extra": {
        "en": "{seat} played {card} to the trick as a card too many (a defective trick, Law 67)",
        "el": "Ο παίκτης {seat} έπαιξε στη λεβέ και το {card}, ένα φύλλο παραπάνω (ελαττωματική λεβέ, Νόμος 67)",
    },
    "event.extra_restored": {
        "en": "{seat} played {card} to the trick as a card too many; it went back to his hand (Law 67)",
        "el": "Ο παίκτης {seat} έπαιξε στη λεβέ και το {card}, ένα φύλλο παραπάνω· επέστρεψε στο χέρι του (Νόμος 67)",
    },
    "event.remove": {
        "en": "{seat}'s {card}, not part of the deal, was taken out of its trick; the trick kept its result (Law 13C)",
        "el": "Το {card} του παίκτη {seat}, που δεν ανήκει στη διανομή, αφαιρέθηκε από τη λεβέ του· η λεβέ κράτησε "
              "το αποτέλεσμά της (Νόμος 13Γ)",
    },
    "event.remove_placed": {
        "en": "{seat}'s {card}, not part of the deal, was taken out of its trick and {placed} placed instead; the "
              "trick kept its result (Law 13C)",
        "el": "Το {card} του παίκτη {seat}, που δεν ανήκει στη διανομή, αφαιρέθηκε από τη λεβέ του και τοποθετήθηκε "
              "στη θέση του το {placed}· η λεβέ κράτησε το αποτέλεσμά της (Νόμος 13Γ)",
    },
    "event.pick_up": {
        "en": "{seat} took {cards} back into his hand",
        "el": "Ο παίκτης {seat} μάζεψε στο χέρι του {cards}",
    },
    "event.claim": {
        "en": "{seat} claimed {tricks} of the remaining tricks",
        "el": "Ο παίκτης {seat} διεκδίκησε {tricks} από τις υπόλοιπες λεβέ",
    },
    "event.concede": {
        "en": "{seat} conceded {tricks} of the remaining tricks",
        "el": "Ο παίκτης {seat} παραχώρησε {tricks} από τις υπόλοιπες λεβέ",
    },
    # -- irregularity, facts, ruling --------------------------------------------------------------------
    "irregularity": {"en": "Irregularity", "el": "Ανωμαλία"},
    "irregular_call": {
        "en": "Call {number} of the auction: {seat}, {call}",
        "el": "Δήλωση {number} των αγορών: {seat}, {call}",
    },
    "irregular_event": {
        "en": "Event {number} of the play, at trick {trick}: {what}",
        "el": "Συμβάν {number} της εκτέλεσης, στη λεβέ {trick}: {what}",
    },
    "offender": {"en": "Offender", "el": "Υπαίτιος"},
    "facts": {"en": "Facts established", "el": "Διαπιστωμένα στοιχεία"},
    "question": {"en": "Question", "el": "Ερώτηση"},
    "answer": {"en": "Answer", "el": "Απάντηση"},
    "no_facts": {
        "en": "No question was needed: the record shows what the ruling depends on.",
        "el": "Δεν χρειάστηκε καμία ερώτηση: η καταγραφή δείχνει ό,τι χρειάζεται η απόφαση.",
    },
    "unanswered": {"en": "not answered yet", "el": "δεν έχει απαντηθεί ακόμη"},
    "ruling": {"en": "Ruling", "el": "Απόφαση"},
    "ruling_changed": {
        "en": "This is the ruling saved with the incident; this version of the program would now rule differently.",
        "el": "Αυτή είναι η απόφαση που αποθηκεύτηκε με το συμβάν· η παρούσα έκδοση του προγράμματος θα αποφάσιζε "
              "σήμερα διαφορετικά.",
    },
    "rulings": {"en": "Rulings", "el": "Αποφάσεις"},
    "play_before": {"en": "Play before the ruling", "el": "Εκτέλεση πριν από την απόφαση"},
    "play_between": {"en": "Play since the ruling before", "el": "Εκτέλεση μετά την προηγούμενη απόφαση"},
    "play_after": {"en": "Play after the last ruling", "el": "Εκτέλεση μετά την τελευταία απόφαση"},
    "replay_failed": {
        "en": "Ruling {number} cannot be ruled again as it was saved ({reason}); the rulings after it are not shown.",
        "el": "Η απόφαση {number} δεν μπορεί να επαναληφθεί όπως αποθηκεύτηκε ({reason})· οι αποφάσεις μετά από "
              "αυτήν δεν εμφανίζονται.",
    },
    "no_ruling": {"en": "No ruling yet.", "el": "Δεν έχει δοθεί απόφαση ακόμη."},
    "unsupported": {
        "en": "No family of laws rules this irregularity yet.",
        "el": "Καμία ενότητα νόμων δεν κρίνει ακόμη αυτή την ανωμαλία.",
    },
    "laws_applied": {"en": "Laws applied", "el": "Νόμοι που εφαρμόστηκαν"},
    "rectification": {"en": "Rectification", "el": "Επανόρθωση"},
    "options": {"en": "Options", "el": "Επιλογές"},
    "chosen": {"en": "chosen", "el": "επιλέχθηκε"},
    "in_force": {"en": "In force after the options chosen", "el": "Σε ισχύ μετά τις επιλογές"},
    "still_open": {"en": "Still to choose", "el": "Απομένει να επιλεγεί"},
    # -- the Director's record --------------------------------------------------------------------------
    "score": {"en": "Score consequences", "el": "Συνέπειες στη βαθμολογία"},
    "table_score": {"en": "The table's score", "el": "Το σκορ του τραπεζιού"},
    "vulnerability_assumed": {
        "en": "The vulnerability is not recorded: scored with neither side vulnerable.",
        "el": "Η μανς δεν καταγράφηκε: το σκορ υπολογίστηκε με κανέναν άξονα στη 2η μανς.",
    },
    "score_column": {"en": "Score", "el": "Σκορ"},
    "statements": {"en": "Statements", "el": "Καταθέσεις"},
    "notes": {"en": "Director's notes", "el": "Σημειώσεις του Διαιτητή"},
    "status": {"en": "Status", "el": "Κατάσταση"},
    "status.open": {"en": "Open", "el": "Ανοιχτό"},
    "status.ruled": {"en": "Ruled", "el": "Με απόφαση"},
    "status.score_adjusted": {"en": "Score adjusted", "el": "Επανορθωτική βαθμολογία"},
    "status.appealed": {"en": "Appealed", "el": "Σε έφεση"},
    "status.closed": {"en": "Closed", "el": "Κλειστό"},
    "history": {"en": "History", "el": "Ιστορικό"},
    "when": {"en": "When", "el": "Πότε"},
    "note": {"en": "Note", "el": "Σημείωση"},
    "identity": {"en": "Incident {id}, revision {revision}", "el": "Συμβάν {id}, αναθεώρηση {revision}"},
    "created": {"en": "created {when}", "el": "δημιουργήθηκε {when}"},
    "modified": {"en": "last saved {when}", "el": "τελευταία αποθήκευση {when}"},
    # -- the session report -----------------------------------------------------------------------------
    "no_incidents": {"en": "No incidents.", "el": "Κανένα συμβάν."},
    "incident_count": {"en": "Incidents: {count}", "el": "Συμβάντα: {count}"},
    "number": {"en": "No.", "el": "Α/Α"},
    "laws": {"en": "Laws", "el": "Νόμοι"},
    "summaries": {"en": "Rulings", "el": "Αποφάσεις"},
}


#: Between clauses: Greek writes the semicolon as the ano teleia (its ";" is the question mark).
SEPARATOR = {"en": "; ", "el": "· "}


def word(key: str, lang: str, **params: object) -> str:
    """The label or sentence ``key`` in ``lang`` (``"en"`` or ``"el"``) with ``params``."""
    return TEXT[key][lang].format(**params)
