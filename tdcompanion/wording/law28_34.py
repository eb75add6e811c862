"""Sentences for the family of Laws 28 to 34 (calls out of rotation): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

_COMPARABLE_EN = (
    "comparable means the same or a similar meaning, a subset of the meanings of the cancelled call, or the same "
    "purpose (an asking bid, a relay)"
)
_COMPARABLE_EL = (
    "συγκρίσιμη σημαίνει ίδια ή παρόμοια σημασία, υποσύνολο των σημασιών της δήλωσης που ακυρώθηκε, ή ίδιος σκοπός "
    "(ερωτηματική αγορά, ρελέ)"
)

TEXT: dict[str, dict[str, str]] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.artificial_call": {
        "en": "{seat}'s {call} was artificial: what follows concerns the denominations it showed, not the one it names",
        "el": (
            "Η δήλωση {call} του παίκτη {seat} ήταν συμβατική: ό,τι ακολουθεί αφορά τα είδη που έδειξε, όχι το "
            "είδος που ονομάζει"
        ),
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law28.in_rotation": {
        "en": "the player whose turn it was had to pass, so the call counts as made in rotation",
        "el": "ο παίκτης που είχε σειρά ήταν υποχρεωμένος να πασάρει, άρα η δήλωση θεωρείται εντός σειράς",
    },
    "reason.law28.called_over": {
        "en": (
            "the player whose turn it was called over it: the auction goes on as if it had not been made, with no "
            "rectification and no lead restriction"
        ),
        "el": (
            "ο παίκτης που είχε σειρά δήλωσε πάνω από αυτή: οι αγορές συνεχίζονται σαν να μην είχε γίνει, χωρίς "
            "επανόρθωση και χωρίς περιορισμό εξόδου"
        ),
    },
    "consequence.call_deemed_subsequent": {
        "en": "{seat}'s {call}, made at the same time as {after}'s call, counts as made after it",
        "el": "Η δήλωση {call} του παίκτη {seat}, που έγινε ταυτόχρονα με τη δήλωση του παίκτη {after}, θεωρείται ότι "
        "έγινε μετά από αυτή",
    },
    "reason.law33.simultaneous": {
        "en": "made at the same moment as the call of the player whose turn it was, it counts as made after it",
        "el": "έγινε ταυτόχρονα με τη δήλωση του παίκτη που είχε σειρά, άρα θεωρείται ότι έγινε μετά από αυτή",
    },
    "reason.law31.repeated": {
        "en": "the repeated call is legal: the auction goes on",
        "el": "η επαναλαμβανόμενη δήλωση είναι νόμιμη: οι αγορές συνεχίζονται",
    },
    "reason.law31.comparable": {
        "en": "the offender's call at his turn is comparable; there is no lead restriction either",
        "el": "η δήλωση του υπαιτίου στη σειρά του είναι συγκρίσιμη· ούτε περιορισμός εξόδου υπάρχει",
    },
    "reason.law31.damage": {
        "en": (
            "if the outcome could well have been different without the help the infraction gave, and the "
            "non-offenders were damaged, the score is adjusted"
        ),
        "el": (
            "αν το αποτέλεσμα θα μπορούσε κάλλιστα να είναι διαφορετικό χωρίς τη βοήθεια που έδωσε η παράβαση, και "
            "ζημιώθηκε ο αναίτιος άξονας, επιδικάζεται επανορθωτική βαθμολογία"
        ),
    },
    "reason.law31.could_have_known": {
        "en": (
            "if the offender could have known that the irregularity could well damage the other side, and his side "
            "gained from it, the score is adjusted"
        ),
        "el": (
            "αν ο υπαίτιος μπορούσε να γνωρίζει ότι η ανωμαλία θα μπορούσε κάλλιστα να ζημιώσει τους αντιπάλους, "
            "και ο άξονάς του ωφελήθηκε, επιδικάζεται επανορθωτική βαθμολογία"
        ),
    },
    "reason.law34.passes_cancelled": {
        "en": (
            "the auction had not ended: it goes on normally from the player who missed his turn, with no other "
            "rectification"
        ),
        "el": (
            "οι αγορές δεν είχαν τελειώσει: συνεχίζονται κανονικά από τον παίκτη που έχασε τη σειρά του, χωρίς άλλη "
            "επανόρθωση"
        ),
    },
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law29.lho_choice": {
        "en": "Call over the call out of rotation, or have it cancelled",
        "el": "Δήλωση πάνω από τη δήλωση εκτός σειράς, ή ακύρωσή της",
    },
    "option.law29.accept": {
        "en": "Call over it: it is accepted and stands, with no rectification",
        "el": "Δηλώνει πάνω από αυτή: γίνεται δεκτή και ισχύει, χωρίς επανόρθωση",
    },
    "option.law28.call_over": {
        "en": "Call at his turn: the call out of rotation is cancelled with no rectification",
        "el": "Δηλώνει στη σειρά του: η δήλωση εκτός σειράς ακυρώνεται χωρίς επανόρθωση",
    },
    "option.law29.cancel": {
        "en": "Have it cancelled: the auction goes back to the player whose turn it was",
        "el": "Ακύρωση: οι αγορές επιστρέφουν στον παίκτη που είχε σειρά",
    },
    "choice.law29.rho_call": {
        "en": "What the player whose turn it was calls decides what follows",
        "el": "Η δήλωση του παίκτη που είχε σειρά κρίνει τι ακολουθεί",
    },
    "option.law29.judge_later": {
        "en": "{seat} has not called yet: rule again on this call once he has",
        "el": "Ο παίκτης {seat} δεν έχει δηλώσει ακόμη: νέα κρίση για αυτή τη δήλωση μόλις δηλώσει",
    },
    "consequence.follow_up.call_out_of_rotation": {
        "en": (
            "Once {seat} has called at his turn, rule again on his call out of rotation: the Director then judges "
            "whether that call is comparable to the cancelled one"
        ),
        "el": (
            "Μόλις ο παίκτης {seat} δηλώσει στη σειρά του, κρίνεται ξανά η δήλωσή του εκτός σειράς: ο διαιτητής τότε "
            "κρίνει αν η δήλωση αυτή είναι συγκρίσιμη με εκείνη που ακυρώθηκε"
        ),
    },
    "option.law29.rho_passes": {"en": "{seat} passes", "el": "Ο παίκτης {seat} πασάρει"},
    "option.law29.rho_calls": {
        "en": "{seat} bids, doubles or redoubles: the offender may then make any legal call",
        "el": (
            "Ο παίκτης {seat} κάνει αγορά, κοντρ ή σιρκόντρ: ο υπαίτιος μπορεί τότε να κάνει οποιαδήποτε νόμιμη "
            "δήλωση"
        ),
    },
    "choice.law29.offender_call": {
        "en": f"At the offender's turn, judge his call against the cancelled one ({_COMPARABLE_EN})",
        "el": f"Στη σειρά του υπαιτίου, κρίνετε τη δήλωσή του σε σχέση με αυτή που ακυρώθηκε ({_COMPARABLE_EL})",
    },
    "option.law29.comparable": {
        "en": "{seat}'s call is comparable",
        "el": "Η δήλωση του παίκτη {seat} είναι συγκρίσιμη",
    },
    "option.law29.not_comparable": {
        "en": "{seat}'s call is not comparable",
        "el": "Η δήλωση του παίκτη {seat} δεν είναι συγκρίσιμη",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.law29.in_turn": {
        "en": "it was {answered}'s own turn to call, so his call was in rotation",
        "el": "ήταν η σειρά του ίδιου του παίκτη {answered} να δηλώσει, άρα η δήλωσή του ήταν εντός σειράς",
    },
    # -- questions -------------------------------------------------------------------------------------------
    "question.law29.offender": {
        "en": "Who called out of rotation?",
        "el": "Ποιος έκανε δήλωση εκτός σειράς;",
    },
    "question.law29.call": {
        "en": "What call did {seat} make out of rotation?",
        "el": "Ποια δήλωση έκανε εκτός σειράς ο παίκτης {seat};",
    },
    "question.law29.turn": {
        "en": "Whose turn was it to call when {seat} made his {call}?",
        "el": "Ποιος είχε σειρά να δηλώσει όταν ο παίκτης {seat} έκανε τη δήλωση {call};",
    },
    "question.law30.previously_called": {
        "en": "Had {seat} already called in this auction?",
        "el": "Είχε ήδη κάνει δήλωση σε αυτές τις αγορές ο παίκτης {seat};",
    },
    "question.law28.rho_barred": {
        "en": "Was {seat}, whose turn it was, bound by law to pass?",
        "el": "Ήταν υποχρεωμένος από τον Νόμο να πασάρει ο παίκτης {seat}, που είχε σειρά;",
    },
    "question.law28.turn_player_called": {
        "en": "Did {seat}, whose turn it was, call after {offender}'s call, before the Director ruled?",
        "el": (
            "Δήλωσε ο παίκτης {seat}, που είχε σειρά, μετά τη δήλωση του παίκτη {offender}, πριν αποφανθεί ο "
            "Διαιτητής;"
        ),
    },
    "question.law33.simultaneous": {
        "en": "Did {offender} make his {call} at the same moment as {seat} made his call?",
        "el": "Έκανε ο παίκτης {offender} τη δήλωση {call} ταυτόχρονα με τη δήλωση του παίκτη {seat};",
    },
    "question.law32.inadmissible": {
        "en": "Was {seat}'s {call} a double or redouble the laws do not allow there (Law 19)?",
        "el": "Ήταν η δήλωση {call} του παίκτη {seat} κοντρ ή σιρκόντρ που δεν επιτρέπεται εκεί (Νόμος 19);",
    },
    "question.law29.lho_called": {
        "en": "Did {seat} ({offender}'s left-hand opponent) call over the {call} before the Director ruled?",
        "el": (
            "Δήλωσε ο παίκτης {seat} (ΑΣΑ του παίκτη {offender}) πάνω από τη δήλωση {call} πριν αποφανθεί ο "
            "Διαιτητής;"
        ),
    },
    "question.law34.three_passes": {
        "en": "Was {seat}'s pass one of three passes in a row after a call, with {turn} not having called since?",
        "el": (
            "Ήταν το πάσο του παίκτη {seat} ένα από τρία συνεχόμενα πάσο μετά από δήλωση, χωρίς να έχει δηλώσει "
            "από τότε ο παίκτης {turn};"
        ),
    },
    "question.law30.artificial": {
        "en": "Was {seat}'s pass artificial, or a pass of his partner's artificial call?",
        "el": "Ήταν το πάσο του παίκτη {seat} συμβατικό, ή πάσο σε συμβατική δήλωση του συμπαίκτη του;",
    },
    "question.law29.artificial": {
        "en": "Was {seat}'s {call} artificial (showing something other than the denomination it names)?",
        "el": "Ήταν συμβατική η δήλωση {call} του παίκτη {seat} (δείχνει κάτι άλλο από το είδος που ονομάζει);",
    },
}
