"""Sentences shared by the auction-period families (Laws 24-39) and the new kinds of question and
irregularity: key -> {language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT`."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- kinds of answer ---------------------------------------------------------------------------------------
    "kind.call": {"en": "a call, e.g. 1H, 3NT, Pass, X, XX", "el": "μια δήλωση, π.χ. 1H, 3NT, Πάσο, X, XX"},
    "kind.text": {"en": "a few words", "el": "λίγες λέξεις"},
    "kind.poll": {
        "en": "one line per player polled: his name, what he would do, what else he seriously considered",
        "el": "μία γραμμή για κάθε παίκτη που ρωτήθηκε: όνομα, τι θα έκανε, τι άλλο εξέτασε σοβαρά",
    },
    "poll_answer": {"en": "{player}: {action}", "el": "{player}: {action}"},
    "poll_answer.considered": {
        "en": "{player}: {action} (also considered {considered})",
        "el": "{player}: {action} (εξέτασε επίσης {considered})",
    },
    # -- a ruling whose consequences come from its choices ------------------------------------------------------
    "depends_on_choice": {
        "en": "What follows depends on the choice still to be made (below).",
        "el": "Το τι ακολουθεί εξαρτάται από την επιλογή που μένει να γίνει (παρακάτω).",
    },
    # -- irregularities ----------------------------------------------------------------------------------------
    "irregularity.card_exposed_in_auction": {
        "en": "card exposed or led during the auction",
        "el": "φύλλο που εκτέθηκε ή βγήκε κατά τις αγορές",
    },
    "irregularity.change_of_call": {"en": "change of call", "el": "αλλαγή δήλωσης"},
    "irregularity.insufficient_bid": {"en": "insufficient bid", "el": "ανεπαρκής αγορά"},
    "irregularity.call_out_of_rotation": {"en": "call out of rotation", "el": "δήλωση εκτός σειράς"},
    "irregularity.inadmissible_call": {
        "en": "inadmissible call (double, redouble, call when required to pass, bid above seven)",
        "el": "απαράδεκτη δήλωση (κοντρ, σιρκόντρ, δήλωση ενώ έπρεπε να πει πάσο, αγορά πάνω από επτά)",
    },
    "irregularity.call_after_auction": {"en": "call after the final pass", "el": "δήλωση μετά το τελικό πάσο"},
    "irregularity.face_down_lead": {"en": "face-down opening lead", "el": "κλειστή αντάμ"},
    "irregularity.card_played": {
        "en": "was a card played? (declarer's designation, dummy, retraction)",
        "el": "παίχτηκε φύλλο; (ονομασία από τον εκτελεστή, μορ, απόσυρση)",
    },
    "irregularity.simultaneous_play": {
        "en": "simultaneous leads or plays",
        "el": "ταυτόχρονες έξοδοι ή παιξίματα",
    },
    "irregularity.inability_to_play": {
        "en": "unable to lead or play as required",
        "el": "αδυναμία εξόδου ή παιξίματος όπως απαιτείται",
    },
    "irregularity.play_after_illegal_play": {
        "en": "play after an illegal play",
        "el": "παίξιμο μετά από αντικανονικό παίξιμο",
    },
    "irregularity.claim": {"en": "claim or concession", "el": "διεκδίκηση ή παραχώρηση"},
    "irregularity.unauthorised_information": {"en": "unauthorised information", "el": "αθέμιτη πληροφορία"},
    "irregularity.misinformation": {"en": "misinformation", "el": "λανθασμένη πληροφόρηση"},
    # -- information sources -----------------------------------------------------------------------------------
    "source.withdrawn_call": {
        "en": "What the withdrawn or cancelled call showed",
        "el": "Ό,τι έδειξε η δήλωση που ανακλήθηκε ή ακυρώθηκε",
    },
    "source.card_exposed_in_auction": {
        "en": "What the card {cards}, exposed during the auction, showed",
        "el": "Ό,τι έδειξε το φύλλο {cards}, που εκτέθηκε κατά τις αγορές,",
    },
    # -- consequences ------------------------------------------------------------------------------------------
    "consequence.call_cancelled": {
        "en": "{seat}'s call {call} is cancelled",
        "el": "Η δήλωση {call} του παίκτη {seat} ακυρώνεται",
    },
    "consequence.must_pass.next_turn": {
        "en": "{seat} must pass at his next turn to call",
        "el": "Ο παίκτης {seat} πρέπει να πει πάσο στην επόμενη σειρά του",
    },
    "consequence.must_pass.rest_of_auction": {
        "en": "{seat} must pass whenever it is his turn to call, for the rest of the auction",
        "el": "Ο παίκτης {seat} πρέπει να λέει πάσο κάθε φορά που έχει σειρά, μέχρι το τέλος των αγορών",
    },
    "consequence.information_authorised": {
        "en": (
            "What the withdrawn or cancelled calls showed, their own included, is authorised information for "
            "{side}, the non-offending side"
        ),
        "el": (
            "Ό,τι έδειξαν οι δηλώσεις που ανακλήθηκαν ή ακυρώθηκαν, και οι δικές τους, είναι θεμιτή "
            "πληροφορία για τον άξονα {side}, τον αναίτιο άξονα"
        ),
    },
    "consequence.must_repeat_call": {
        "en": "{seat} must repeat his call {call} at his turn; if it is then legal, there is no further rectification",
        "el": (
            "Ο παίκτης {seat} πρέπει να επαναλάβει τη δήλωση {call} στη σειρά του· αν είναι τότε νόμιμη, δεν "
            "υπάρχει άλλη επανόρθωση"
        ),
    },
    "consequence.auction_reverts": {
        "en": "The auction goes back to {seat}, whose turn it was",
        "el": "Οι αγορές επιστρέφουν στον παίκτη {seat}, που είχε σειρά",
    },
    "consequence.lead_prohibition_right": {
        "en": (
            "If {offender} becomes a defender, declarer may, at {leader}'s first turn to lead (the opening lead "
            "included), forbid the lead of any one suit that {offender} did not specify in the legal auction; the "
            "prohibition lasts as long as {leader} keeps the lead"
        ),
        "el": (
            "Αν ο παίκτης {offender} γίνει αμυνόμενος, ο εκτελεστής μπορεί, την πρώτη φορά που ο παίκτης {leader} "
            "θα κάνει έξοδο (μαζί και η αντάμ), να απαγορεύσει την έξοδο σε ένα οποιοδήποτε χρώμα που ο {offender} "
            "δεν όρισε στις νόμιμες αγορές· η απαγόρευση ισχύει όσο ο {leader} κρατά την έξοδο"
        ),
    },
    # -- the Law 26B choice at the lead ------------------------------------------------------------------------
    "choice.law26.declarer_choice": {
        "en": "Forbid the lead of one suit the offender did not specify in the legal auction, or none",
        "el": "Απαγόρευση εξόδου σε ένα χρώμα που ο υπαίτιος δεν όρισε στις νόμιμες αγορές, ή καμία",
    },
    "option.law26.no_prohibition": {"en": "No prohibition", "el": "Καμία απαγόρευση"},
    "option.law26.prohibit": {"en": "Forbid a {suits} lead", "el": "Απαγόρευση εξόδου σε {suits}"},
    "prompt.lead_prohibition": {
        "en": "{seat} is to lead for the first time since the withdrawn call: declarer may forbid one suit",
        "el": (
            "Ο παίκτης {seat} κάνει έξοδο για πρώτη φορά μετά τη δήλωση που ανακλήθηκε: ο εκτελεστής μπορεί να "
            "απαγορεύσει ένα χρώμα"
        ),
    },
    # -- the table state ---------------------------------------------------------------------------------------
    "table.pass_bar.next_turn": {
        "en": "{seat} must pass at his next turn to call",
        "el": "Ο παίκτης {seat} πρέπει να πει πάσο στην επόμενη σειρά του",
    },
    "table.pass_bar.rest_of_auction": {
        "en": "{seat} must pass for the rest of the auction",
        "el": "Ο παίκτης {seat} πρέπει να λέει πάσο μέχρι το τέλος των αγορών",
    },
    "table.call_while_barred": {
        "en": "{seat} called {call} (call {number}) when he had to pass",
        "el": "Ο παίκτης {seat} δήλωσε {call} (δήλωση {number}) ενώ έπρεπε να πει πάσο",
    },
    "table.prohibition_right": {
        "en": "Declarer may forbid one suit at {leader}'s first lead, if {offender} defends",
        "el": "Ο εκτελεστής μπορεί να απαγορεύσει ένα χρώμα στην πρώτη έξοδο του {leader}, αν ο {offender} αμύνεται",
    },
    # -- refusals ----------------------------------------------------------------------------------------------
    "refusal.no_such_call": {
        "en": "call {number} of the auction is not an irregularity of this kind",
        "el": "η δήλωση {number} των αγορών δεν είναι ανωμαλία αυτού του είδους",
    },
    "refusal.bad_call": {
        "en": "{text} is not a call (type e.g. 1H, 3NT, Pass, X or XX)",
        "el": "το {text} δεν είναι δήλωση (γράψτε π.χ. 1H, 3NT, Πάσο, X ή XX)",
    },
}
