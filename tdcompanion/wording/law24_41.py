"""Sentences for the family of Laws 24, 35 to 39 and 41 (card exposed in the auction, inadmissible calls, calls after
the final pass, face-down opening lead): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.cards_face_up": {
        "en": (
            "What {seat} exposed ({cards}) stays face up on the table until the auction ends; what it shows is "
            "authorised information for the opponents and unauthorised for his side"
        ),
        "el": (
            "Ό,τι εξέθεσε ο παίκτης {seat} ({cards}) μένει ανοικτό στο τραπέζι μέχρι να τελειώσουν οι αγορές· ό,τι "
            "δείχνει είναι θεμιτή πληροφορία για τους αντιπάλους και αθέμιτη για τον άξονά του"
        ),
    },
    "consequence.exposed_cards_pending": {
        "en": (
            "Call the Director back when the auction ends: if {seat} becomes declarer or dummy, the exposed cards "
            "({cards}) go back into his hand; if he defends, each of them becomes a penalty card"
        ),
        "el": (
            "Καλέστε ξανά τον Διαιτητή όταν τελειώσουν οι αγορές: αν ο παίκτης {seat} γίνει εκτελεστής ή μορ, τα "
            "φύλλα που εκτέθηκαν ({cards}) επιστρέφουν στο χέρι του· αν αμύνεται, καθένα γίνεται τιμωρημένο φύλλο"
        ),
    },
    "consequence.follow_up.card_exposed_in_auction": {
        "en": (
            "Call the Director back when the auction ends: if {seat} becomes declarer or dummy, the exposed cards "
            "go back into his hand; if he defends, each of them becomes a penalty card"
        ),
        "el": (
            "Καλέστε ξανά τον Διαιτητή όταν τελειώσουν οι αγορές: αν ο παίκτης {seat} γίνει εκτελεστής ή μορ, τα "
            "φύλλα που εκτέθηκαν επιστρέφουν στο χέρι του· αν αμύνεται, καθένα γίνεται τιμωρημένο φύλλο"
        ),
    },
    # -- information sources ---------------------------------------------------------------------------------
    "source.law41.face_down_lead": {
        "en": "That partner tried to make the opening lead (and the card, if anyone saw it)",
        "el": "Το ότι ο συμπαίκτης επιχείρησε να κάνει αντάμ (και το φύλλο, αν το είδε κάποιος)",
    },
    "consequence.pass_substituted": {
        "en": "A pass takes the place of {seat}'s cancelled call and the auction goes on",
        "el": "Στη θέση της δήλωσης του παίκτη {seat} που ακυρώθηκε μπαίνει πάσο και οι αγορές συνεχίζονται",
    },
    "consequence.any_legal_call": {
        "en": "{seat} may make any legal call when his turn comes",
        "el": "Ο παίκτης {seat} μπορεί να κάνει οποιαδήποτε νόμιμη δήλωση όταν έρθει η σειρά του",
    },
    "consequence.scored_without_call": {
        "en": "The contract is scored as if {seat}'s {call} had not been made",
        "el": "Το συμβόλαιο βαθμολογείται σαν να μην είχε γίνει το {call} του παίκτη {seat}",
    },
    "consequence.bid_above_seven_cancelled": {
        "en": (
            "{seat}'s bid of more than seven (\u201c{words}\u201d) is cancelled: no contract above seven is ever played"
        ),
        "el": (
            "Η αγορά του παίκτη {seat} πάνω από επτά (\u00ab{words}\u00bb) ακυρώνεται: συμβόλαιο πάνω από επτά δεν "
            "παίζεται ποτέ"
        ),
    },
    "consequence.later_calls_cancelled": {
        "en": "Every call made after {seat}'s irregular call is cancelled as well",
        "el": "Ακυρώνεται επίσης κάθε δήλωση που έγινε μετά την αντικανονική δήλωση του παίκτη {seat}",
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law24.not_exposed": {
        "en": (
            "Law 24 applies only to a card exposed through the player's own error where his partner could see its "
            "face; the card goes back into the hand (if partner saw it anyway, Law 16 governs the information)"
        ),
        "el": (
            "ο Νόμος 24 ισχύει μόνο για φύλλο που εκτέθηκε από δικό του λάθος εκεί που ο συμπαίκτης μπορούσε να δει "
            "την όψη του· το φύλλο επιστρέφει στο χέρι (αν ο συμπαίκτης το είδε πάντως, η πληροφορία κρίνεται με "
            "τον Νόμο 16)"
        ),
    },
    "reason.law24.low_card": {
        "en": "a single card below the ten, not led early: nothing more while the auction goes on",
        "el": "ένα μόνο φύλλο κάτω από το δέκα, που δεν βγήκε πρόωρα: τίποτε άλλο όσο συνεχίζονται οι αγορές",
    },
    "reason.law24.declaring_side": {
        "en": "the offender is declarer or dummy: the cards are picked up and go back into his hand",
        "el": "ο υπαίτιος είναι εκτελεστής ή μορ: τα φύλλα μαζεύονται και επιστρέφουν στο χέρι του",
    },
    "reason.law24.passed_out": {
        "en": "all four players passed, so the board is not played: the cards go back into the hand",
        "el": "και οι τέσσερις παίκτες είπαν πάσο, οπότε η διανομή δεν παίζεται: τα φύλλα επιστρέφουν στο χέρι",
    },
    "reason.law24.forced_pass": {
        "en": (
            "if the offender could have known that his partner's forced pass could well damage the other side, and "
            "his side gained from it, the score is adjusted"
        ),
        "el": (
            "αν ο υπαίτιος μπορούσε να γνωρίζει ότι το υποχρεωτικό πάσο του συμπαίκτη του θα μπορούσε κάλλιστα να "
            "ζημιώσει τους αντιπάλους, και ο άξονάς του ωφελήθηκε, επιδικάζεται επανορθωτική βαθμολογία"
        ),
    },
    "reason.law36.as_if_none": {
        "en": "the auction goes on as if there had been no irregularity; there is no lead restriction",
        "el": "οι αγορές συνεχίζονται σαν να μην είχε γίνει ανωμαλία· δεν υπάρχει περιορισμός εξόδου",
    },
    "reason.law36.could_have_known": {
        "en": (
            "if the offender could have known that the irregularity could well damage the other side, and his side "
            "gained from it, the score is adjusted"
        ),
        "el": (
            "αν ο υπαίτιος μπορούσε να γνωρίζει ότι η ανωμαλία θα μπορούσε κάλλιστα να ζημιώσει τους αντιπάλους, "
            "και ο άξονάς του ωφελήθηκε, επιδικάζεται επανορθωτική βαθμολογία"
        ),
    },
    "reason.law37.calls_stand": {
        "en": "the left-hand opponent called over it: that call and every later call stand, with no lead restriction",
        "el": ("ο ΑΣΑ δήλωσε μετά από αυτήν: η δήλωση και όλες οι επόμενες ισχύουν, χωρίς περιορισμό εξόδου"),
    },
    "reason.law37.calls_stand_still_barred": {
        "en": (
            "the left-hand opponent called over it: that call and every later call stand, with no lead restriction, "
            "but the offender must still pass at each of his turns until the auction ends"
        ),
        "el": (
            "ο ΑΣΑ δήλωσε μετά από αυτήν: η δήλωση και όλες οι επόμενες ισχύουν, χωρίς περιορισμό εξόδου, αλλά ο "
            "υπαίτιος πρέπει ακόμη να λέει πάσο σε κάθε σειρά του μέχρι το τέλος των αγορών"
        ),
    },
    "reason.law39.no_more": {
        "en": (
            "a pass by a defender, a call by declarer or dummy, or a call the left-hand opponent already called over "
            "brings no further rectification"
        ),
        "el": (
            "πάσο αμυνόμενου, δήλωση του εκτελεστή ή του μορ, ή δήλωση μετά την οποία δήλωσε ήδη ο ΑΣΑ, δεν φέρνει "
            "άλλη επανόρθωση"
        ),
    },
    "reason.law39.passed_out": {
        "en": "the board was passed out: the cards go back to the board and it is not played",
        "el": "όλοι είπαν πάσο: τα φύλλα επιστρέφουν στη θήκη και η διανομή δεν παίζεται",
    },
    "reason.law41.wrong_defender": {
        "en": (
            "a face-down lead by the wrong defender goes back on the Director's instruction; it was never faced, so "
            "Law 54 does not apply and it is not a penalty card"
        ),
        "el": (
            "κλειστή αντάμ από τον λάθος αμυνόμενο επιστρέφει με εντολή του Διαιτητή· δεν αποκαλύφθηκε ποτέ, άρα "
            "δεν εφαρμόζεται ο Νόμος 54 και δεν είναι τιμωρημένο φύλλο"
        ),
    },
    "reason.law41.explanation_corrected": {
        "en": (
            "the lead was made on a mistaken explanation, corrected before it was faced: the leader may take it "
            "back and lead another card; the Director then sees whether a call may be changed (21B1(a))"
        ),
        "el": (
            "η αντάμ έγινε με βάση λανθασμένη εξήγηση, που διορθώθηκε πριν αποκαλυφθεί: ο παίκτης μπορεί να την "
            "αποσύρει και να βγει με άλλο φύλλο· ο Διαιτητής εξετάζει μετά αν μπορεί να αλλάξει κάποια δήλωση "
            "(21B1(a))"
        ),
    },
    "reason.law41.auction_reopened": {
        "en": (
            "a call was changed and the auction goes on: the face-down lead goes back into the hand; the lead is made "
            "again when the auction ends (information from it falls under Law 16C)"
        ),
        "el": (
            "άλλαξε μια δήλωση και οι αγορές συνεχίζονται: η κλειστή αντάμ επιστρέφει στο χέρι· η αντάμ γίνεται "
            "ξανά όταν τελειώσουν οι αγορές (η πληροφορία από αυτήν κρίνεται με τον Νόμο 16Γ)"
        ),
    },
    "reason.law41.lead_stays": {
        "en": (
            "the face-down lead stays as it is: it may be withdrawn only on the Director's instruction after an "
            "irregularity; before it is faced the leader's partner and presumed declarer (not presumed dummy) may "
            "ask for a review of the auction or for explanations"
        ),
        "el": (
            "η κλειστή αντάμ μένει ως έχει: αποσύρεται μόνο με εντολή του Διαιτητή μετά από ανωμαλία· πριν "
            "αποκαλυφθεί, ο συμπαίκτης του παίκτη που βγαίνει και ο υποτιθέμενος εκτελεστής (όχι ο υποτιθέμενος μορ) "
            "μπορούν να ζητήσουν ανασκόπηση των αγορών ή εξηγήσεις"
        ),
    },
    # -- questions -------------------------------------------------------------------------------------------
    "question.law24.offender": {
        "en": "Whose card was exposed during the auction?",
        "el": "Ποιανού παίκτη το φύλλο εκτέθηκε κατά τις αγορές;",
    },
    "question.law24.cards": {
        "en": "Which card or cards of {seat}'s were exposed?",
        "el": "Ποιο φύλλο ή ποια φύλλα του παίκτη {seat} εκτέθηκαν;",
    },
    "question.law24.visible": {
        "en": (
            "Were {cards} exposed through {seat}'s own error (not an opponent's), where his partner could have seen "
            "the face?"
        ),
        "el": (
            "Εκτέθηκαν τα {cards} από δικό του λάθος του παίκτη {seat} (όχι αντιπάλου), εκεί που ο συμπαίκτης του "
            "μπορούσε να δει την όψη τους;"
        ),
    },
    "question.law24.led": {
        "en": "Did {seat} lead the {card} early (for instance an opening lead tried before the auction ended)?",
        "el": "Βγήκε ο παίκτης {seat} πρόωρα με το {card} (π.χ. αντάμ πριν τελειώσουν οι αγορές);",
    },
    "question.law24.outcome": {
        "en": "Where does the auction stand for {seat}?",
        "el": "Σε ποιο σημείο βρίσκονται οι αγορές για τον παίκτη {seat};",
    },
    "value.law24.outcome.auction_goes_on": {"en": "The auction goes on", "el": "Οι αγορές συνεχίζονται"},
    "value.law24.outcome.declaring_side": {
        "en": "It ended: he is declarer or dummy",
        "el": "Τελείωσαν: είναι εκτελεστής ή μορ",
    },
    "value.law24.outcome.defender": {"en": "It ended: he defends", "el": "Τελείωσαν: αμύνεται"},
    "value.law24.outcome.passed_out": {"en": "All four passed", "el": "Και οι τέσσερις είπαν πάσο"},
    "question.law35.which": {
        "en": "Which inadmissible call was made?",
        "el": "Ποια απαράδεκτη δήλωση έγινε;",
    },
    "value.law35.which.double_or_redouble": {
        "en": "A double or redouble that is not allowed (of partner's bid, without a bid or double to act on ...)",
        "el": "Κοντρ ή σιρκόντρ που δεν επιτρέπεται (στην αγορά του συμπαίκτη, χωρίς αγορά ή κοντρ ...)",
    },
    "value.law35.which.while_barred": {
        "en": "A bid, double or redouble by a player who had to pass",
        "el": "Αγορά, κοντρ ή σιρκόντρ από παίκτη που έπρεπε να πει πάσο",
    },
    "value.law35.which.above_seven": {"en": "A bid of more than seven", "el": "Αγορά πάνω από επτά"},
    "question.law35.offender": {
        "en": "Who made the inadmissible call?",
        "el": "Ποιος έκανε την απαράδεκτη δήλωση;",
    },
    "question.law35.lho_called": {
        "en": "Did {seat} (the offender's left-hand opponent) call after {call}, before the Director ruled?",
        "el": "Δήλωσε ο παίκτης {seat} (ο ΑΣΑ του υπαιτίου) μετά το {call}, πριν αποφασίσει ο Διαιτητής;",
    },
    "question.law36.call": {
        "en": "Which call did {seat} make: a double or a redouble?",
        "el": "Ποια δήλωση έκανε ο παίκτης {seat}: κοντρ ή σιρκόντρ;",
    },
    "question.law36.out_of_turn": {
        "en": "Was {seat}'s {call} also out of turn?",
        "el": "Ήταν το {call} του παίκτη {seat} επίσης εκτός σειράς;",
    },
    "question.law36.lead_faced": {
        "en": "Was attention drawn to {seat}'s {call} only after the opening lead was faced?",
        "el": "Επισημάνθηκε το {call} του παίκτη {seat} μόνο αφού αποκαλύφθηκε η αντάμ;",
    },
    "question.law37.call": {
        "en": "Which call did {seat} make when he had to pass?",
        "el": "Ποια δήλωση έκανε ο παίκτης {seat} ενώ έπρεπε να πει πάσο;",
    },
    "question.law37.barred_for_rest": {
        "en": "Did {seat} have to pass for the rest of the auction (not only at that one turn)?",
        "el": "Έπρεπε ο παίκτης {seat} να λέει πάσο μέχρι το τέλος των αγορών (όχι μόνο σε εκείνη τη σειρά);",
    },
    "question.law38.words": {
        "en": "What did {seat} bid (in his words or the bidding card he used, e.g. \u201c8 spades\u201d)?",
        "el": "Τι αγορά έκανε ο παίκτης {seat} (με τα λόγια του ή την κάρτα που έβγαλε, π.χ. \u00ab8 πίκες\u00bb);",
    },
    "question.law39.offender": {
        "en": "Who called after the final pass?",
        "el": "Ποιος δήλωσε μετά το τελικό πάσο;",
    },
    "question.law39.call": {
        "en": "Which call did {seat} make after the final pass?",
        "el": "Ποια δήλωση έκανε ο παίκτης {seat} μετά το τελικό πάσο;",
    },
    "question.law39.defender": {
        "en": "Is {seat} a defender (not declarer or dummy)?",
        "el": "Είναι ο παίκτης {seat} αμυνόμενος (όχι εκτελεστής ή μορ);",
    },
    "question.law41.leader": {
        "en": "Who made the face-down opening lead?",
        "el": "Ποιος έκανε την κλειστή αντάμ;",
    },
    "question.law41.declarer": {
        "en": "Who is the presumed declarer?",
        "el": "Ποιος είναι ο υποτιθέμενος εκτελεστής;",
    },
    "question.law41.card": {
        "en": "Which card did {seat} put on the table?",
        "el": "Ποιο φύλλο έβαλε στο τραπέζι ο παίκτης {seat};",
    },
    "question.law41.issue": {
        "en": "{seat} is the right player to lead. Why was the Director called about his face-down lead?",
        "el": "Ο παίκτης {seat} είναι αυτός που πρέπει να βγει. Γιατί κλήθηκε ο Διαιτητής για την κλειστή αντάμ του;",
    },
    "value.law41.issue.explanation_corrected": {
        "en": "Declarer or dummy corrected an explanation before the lead was faced",
        "el": "Ο εκτελεστής ή ο μορ διόρθωσε μια εξήγηση πριν αποκαλυφθεί η αντάμ",
    },
    "value.law41.issue.auction_reopened": {
        "en": "A call was changed and the auction goes on",
        "el": "Άλλαξε μια δήλωση και οι αγορές συνεχίζονται",
    },
    "value.law41.issue.wants_another_card": {
        "en": "He, or his partner after asking questions, wants another card led",
        "el": "Ο ίδιος, ή ο συμπαίκτης του αφού έκανε ερωτήσεις, θέλει να βγει άλλο φύλλο",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.law24.no_cards": {
        "en": "name at least one card of {seat}'s that was exposed",
        "el": "ορίστε τουλάχιστον ένα φύλλο του παίκτη {seat} που εκτέθηκε",
    },
    "refusal.law24.card_not_in_hand": {
        "en": "{cards}: not in {seat}'s hand as the deal records it",
        "el": "{cards}: δεν είναι στο χέρι του παίκτη {seat} σύμφωνα με τη διανομή",
    },
    "refusal.law36.not_double": {
        "en": "Law 36 is about a double or a redouble, not {answered}",
        "el": "ο Νόμος 36 αφορά κοντρ ή σιρκόντρ, όχι {answered}",
    },
    "refusal.law37.pass_is_allowed": {
        "en": "{seat} may always pass: only a bid, double or redouble breaks an obligation to pass",
        "el": (
            "ο παίκτης {seat} μπορεί πάντα να πει πάσο: μόνο αγορά, κοντρ ή σιρκόντρ παραβιάζει την υποχρέωση για πάσο"
        ),
    },
    "refusal.law41.lead_faced": {
        "en": (
            "the opening lead is already faced, so {seat}'s card is no longer a face-down lead: rule it as a lead or "
            "an exposed card"
        ),
        "el": (
            "η αντάμ έχει ήδη αποκαλυφθεί, οπότε το φύλλο του παίκτη {seat} δεν είναι πια κλειστή αντάμ: κρίνεται ως "
            "έξοδος ή ως φύλλο που εκτέθηκε"
        ),
    },
}
