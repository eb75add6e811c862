"""Sentences for the family of Laws 23, 25, 26 and 27 (insufficient bid, change of call, comparable call): key ->
{language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

_COMPARABLE_CRITERIA_EN = (
    "A call is comparable when it has the same or a similar meaning, or shows a subset of the meanings the "
    "withdrawn call could have, or has the same purpose (an asking bid, a relay)"
)
_COMPARABLE_CRITERIA_EL = (
    "Μια δήλωση είναι συγκρίσιμη όταν έχει την ίδια ή παρόμοια σημασία, ή δείχνει ένα υποσύνολο των σημασιών "
    "που μπορούσε να έχει η δήλωση που ανακλήθηκε, ή έχει τον ίδιο σκοπό (ερωτηματική αγορά, ρελέ)"
)

TEXT: dict[str, dict[str, str]] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.replacement_due": {
        "en": "{seat} must put a legal call in its place at his turn",
        "el": "Ο παίκτης {seat} πρέπει να κάνει στη θέση της μια νόμιμη δήλωση στη σειρά του",
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.law27.lowest_same_denomination": {
        "en": (
            "it was replaced by the lowest sufficient bid showing the same denomination(s): the auction goes on "
            "with no further rectification, no lead restriction, and the withdrawn bid is not unauthorised "
            "information"
        ),
        "el": (
            "αντικαταστάθηκε από τη χαμηλότερη επαρκή αγορά που δείχνει το ίδιο είδος (ή τα ίδια είδη): οι αγορές "
            "συνεχίζονται χωρίς άλλη επανόρθωση, χωρίς περιορισμό εξόδου, και η αγορά που ανακλήθηκε δεν είναι "
            "αθέμιτη πληροφορία"
        ),
    },
    "reason.law27.comparable": {
        "en": (
            "it was replaced by a comparable call: the auction goes on with no further rectification, no lead "
            "restriction, and the withdrawn bid is not unauthorised information"
        ),
        "el": (
            "αντικαταστάθηκε από συγκρίσιμη δήλωση: οι αγορές συνεχίζονται χωρίς άλλη επανόρθωση, χωρίς περιορισμό "
            "εξόδου, και η αγορά που ανακλήθηκε δεν είναι αθέμιτη πληροφορία"
        ),
    },
    "reason.law27.damage": {
        "en": (
            "if the outcome could well have been different without the help the infraction gave, and the "
            "non-offenders were damaged, the score is adjusted towards what would probably have happened had the "
            "insufficient bid not been made"
        ),
        "el": (
            "αν το αποτέλεσμα θα μπορούσε κάλλιστα να είναι διαφορετικό χωρίς τη βοήθεια που έδωσε η παράβαση, και "
            "ζημιώθηκε ο αναίτιος άξονας, επιδικάζεται επανορθωτική βαθμολογία κοντά σε ό,τι πιθανότατα θα "
            "γινόταν χωρίς την ανεπαρκή αγορά"
        ),
    },
    "reason.law27.could_have_known": {
        "en": (
            "if the offender could have known that the irregularity could well damage the other side, and his side "
            "gained from it, the score is adjusted"
        ),
        "el": (
            "αν ο υπαίτιος μπορούσε να γνωρίζει ότι η ανωμαλία θα μπορούσε κάλλιστα να ζημιώσει τους αντιπάλους, "
            "και ο άξονάς του ωφελήθηκε, επιδικάζεται επανορθωτική βαθμολογία"
        ),
    },
    "reason.law25.intended_call_stands": {
        "en": (
            "the intended call replaces the unintended one and is ruled on as any call would be; there is no lead "
            "restriction, and the correction itself gives no unauthorised information"
        ),
        "el": (
            "η εκούσια δήλωση αντικαθιστά την ακούσια και κρίνεται όπως κάθε δήλωση· δεν υπάρχει περιορισμός "
            "εξόδου, και η διόρθωση αυτή καθαυτή δεν δίνει αθέμιτη πληροφορία"
        ),
    },
    "reason.law25.original_stands": {
        "en": "the substituted call is cancelled: the first call stands and the auction goes on",
        "el": "η δήλωση που την αντικατέστησε ακυρώνεται: η πρώτη δήλωση ισχύει και οι αγορές συνεχίζονται",
    },
    "reason.law25.no_substitution": {
        "en": (
            "his partner has called since, so the call can no longer be changed: the first call stands and the "
            "substituted call is cancelled"
        ),
        "el": (
            "ο συμπαίκτης του έχει δηλώσει στο μεταξύ, άρα η δήλωση δεν μπορεί πια να αλλάξει: η πρώτη δήλωση "
            "ισχύει και η δήλωση που την αντικατέστησε ακυρώνεται"
        ),
    },
    "reason.law25.too_late": {
        "en": "the auction period has ended, so the call can no longer be changed; it stands",
        "el": "η περίοδος των αγορών έχει λήξει, άρα η δήλωση δεν μπορεί πια να αλλάξει· ισχύει",
    },
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law27.lho_choice": {
        "en": "Accept the insufficient bid (it is accepted if he calls over it), or not",
        "el": "Αποδοχή της ανεπαρκούς αγοράς (γίνεται δεκτή αν δηλώσει πάνω από αυτή) ή όχι",
    },
    "option.law27.accept": {
        "en": "Accept it: it stands as if legal",
        "el": "Αποδοχή: ισχύει σαν να ήταν νόμιμη",
    },
    "option.law27.refuse": {
        "en": "Do not accept it: it is cancelled and replaced",
        "el": "Μη αποδοχή: ακυρώνεται και αντικαθίσταται",
    },
    "choice.law27.second_lho_choice": {
        "en": "Accept the second insufficient bid, or not",
        "el": "Αποδοχή της δεύτερης ανεπαρκούς αγοράς ή όχι",
    },
    "option.law27.accept_second": {
        "en": "Accept the second insufficient bid",
        "el": "Αποδοχή της δεύτερης ανεπαρκούς αγοράς",
    },
    "option.law27.refuse_second": {
        "en": "Do not accept it: it is cancelled too",
        "el": "Μη αποδοχή: ακυρώνεται κι αυτή",
    },
    "choice.law25.lho_choice": {
        "en": "Keep or take back the call he made over the unintended call",
        "el": "Διατήρηση ή ανάκληση της δήλωσης που έκανε πάνω από την ακούσια δήλωση",
    },
    "option.law25.keep_call": {"en": "Keep his call", "el": "Διατηρεί τη δήλωσή του"},
    "option.law25.withdraw_call": {"en": "Take his call back", "el": "Ανακαλεί τη δήλωσή του"},
    "choice.law25.lho_accepts": {
        "en": "Accept the changed call (by calling over it on purpose), or not",
        "el": "Αποδοχή της αλλαγμένης δήλωσης (δηλώνοντας σκόπιμα πάνω από αυτή) ή όχι",
    },
    "option.law25.accept": {
        "en": "Accept it: the first call is withdrawn and the second one stands",
        "el": "Αποδοχή: η πρώτη δήλωση ανακαλείται και ισχύει η δεύτερη",
    },
    "option.law25.refuse": {
        "en": "Do not accept it: the second call is cancelled and the first one stands",
        "el": "Μη αποδοχή: η δεύτερη δήλωση ακυρώνεται και ισχύει η πρώτη",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.law27.not_a_bid": {
        "en": "{call} is not a bid, so there was nothing to overcall",
        "el": "η {call} δεν είναι αγορά, άρα δεν υπήρχε τίποτα να υπερβεί",
    },
    "refusal.law27.not_insufficient": {
        "en": "{call} is not an insufficient bid over {last}",
        "el": "η {call} δεν είναι ανεπαρκής αγορά πάνω από την {last}",
    },
    "refusal.law25.same_call": {
        "en": "the second call is the same as the first ({call}): there is no change",
        "el": "η δεύτερη δήλωση είναι ίδια με την πρώτη ({call}): δεν υπάρχει αλλαγή",
    },
    # -- questions: Law 27 -----------------------------------------------------------------------------------
    "question.law27.offender": {
        "en": "Who made the insufficient bid?",
        "el": "Ποιος έκανε την ανεπαρκή αγορά;",
    },
    "question.law27.bid": {
        "en": "Which insufficient bid did {seat} make?",
        "el": "Ποια ανεπαρκή αγορά έκανε ο παίκτης {seat};",
    },
    "question.law27.last_bid": {
        "en": "Which bid did {seat}'s {call} fail to overcall?",
        "el": "Ποια αγορά δεν υπερέβη η {call} του παίκτη {seat};",
    },
    "question.law27.out_of_rotation": {
        "en": "Did {seat} bid {call} out of rotation (when it was not his turn to call)?",
        "el": "Δήλωσε ο παίκτης {seat} την {call} εκτός σειράς (ενώ δεν ήταν η σειρά του);",
    },
    "question.law27.replacement": {
        "en": (
            "If {lho} does not accept it, which call does {seat} make in place of {call}? Tell him first, away "
            "from the table: {lowest} (the lowest sufficient bid in the same denomination) or a comparable call "
            "ends the matter; any other call makes his partner pass for the rest of the auction"
        ),
        "el": (
            "Αν ο παίκτης {lho} δεν τη δεχτεί, ποια δήλωση κάνει ο παίκτης {seat} στη θέση της {call}; Εξηγήστε "
            "του πρώτα, μακριά από το τραπέζι: η {lowest} (η χαμηλότερη επαρκής αγορά στο ίδιο είδος) ή μια "
            "συγκρίσιμη δήλωση κλείνουν το θέμα· κάθε άλλη δήλωση υποχρεώνει τον συμπαίκτη του σε πάσο μέχρι το "
            "τέλος των αγορών"
        ),
    },
    "question.law27.artificial": {
        "en": "Was {call} artificial (by agreement it showed something other than the denomination it names)?",
        "el": "Ήταν η {call} συμβατική (κατά συμφωνία έδειχνε κάτι άλλο από το είδος που ονομάζει);",
    },
    "question.law27.replacement_artificial": {
        "en": (
            "Is {call}, the lowest sufficient bid in the same denomination, artificial (its meaning: {meaning})? "
            "Only a bid that shows the same denomination(s) is corrected without further rectification"
        ),
        "el": (
            "Είναι η {call}, η χαμηλότερη επαρκής αγορά στο ίδιο είδος, συμβατική (σημασία της: {meaning}); "
            "Μόνο μια αγορά που δείχνει το ίδιο είδος (ή τα ίδια είδη) διορθώνει χωρίς άλλη επανόρθωση"
        ),
    },
    "question.law27.same_denominations": {
        "en": (
            "Does {replacement} show the same denomination(s) as {call}? A call shows a suit when it tells "
            "something about the holding in it: length, a control, or shortness"
        ),
        "el": (
            "Δείχνει η {replacement} το ίδιο είδος (ή τα ίδια είδη) με την {call}; Μια δήλωση δείχνει ένα χρώμα "
            "όταν λέει κάτι για τα φύλλα σε αυτό: μάκρος, κοντρόλ ή κοντότητα"
        ),
    },
    # -- questions: Law 23 -----------------------------------------------------------------------------------
    "question.law23.withdrawn_meaning": {
        "en": "What did {call} mean in the partnership's agreements? (write it as the offender's side explains it)",
        "el": "Τι σήμαινε η {call} στις συμφωνίες του ζεύγους; (γράψτε το όπως το εξηγεί ο υπαίτιος άξονας)",
    },
    "question.law23.replacement_meaning": {
        "en": "What does {call}, the call that replaces it, mean in the partnership's agreements?",
        "el": "Τι σημαίνει η {call}, η δήλωση που την αντικαθιστά, στις συμφωνίες του ζεύγους;",
    },
    "question.law23.comparable": {
        "en": f"Is {{replacement}} comparable to {{call}}? {_COMPARABLE_CRITERIA_EN}. Be generous, within the law",
        "el": f"Είναι η {{replacement}} συγκρίσιμη με την {{call}}; {_COMPARABLE_CRITERIA_EL}. Κρίνετε με επιείκεια, "
        "μέσα στα όρια του Νόμου",
    },
    "value.law23.comparable.same_meaning": {
        "en": "comparable: the same or a similar meaning",
        "el": "συγκρίσιμη: ίδια ή παρόμοια σημασία",
    },
    "value.law23.comparable.subset": {
        "en": "comparable: a subset of the withdrawn call's meanings",
        "el": "συγκρίσιμη: υποσύνολο των σημασιών της δήλωσης που ανακλήθηκε",
    },
    "value.law23.comparable.same_purpose": {
        "en": "comparable: the same purpose (asking bid, relay)",
        "el": "συγκρίσιμη: ίδιος σκοπός (ερωτηματική αγορά, ρελέ)",
    },
    "value.law23.comparable.not_comparable": {
        "en": "not comparable",
        "el": "όχι συγκρίσιμη",
    },
    # -- questions: Law 25 -----------------------------------------------------------------------------------
    "question.law25.offender": {
        "en": "Who changed his call, or wants to?",
        "el": "Ποιος άλλαξε τη δήλωσή του, ή θέλει να την αλλάξει;",
    },
    "question.law25.call": {
        "en": "Which call did {seat} make first?",
        "el": "Ποια δήλωση έκανε πρώτα ο παίκτης {seat};",
    },
    "question.law25.substitute": {
        "en": "Which call does {seat} put in place of {call}?",
        "el": "Ποια δήλωση βάζει ο παίκτης {seat} στη θέση της {call};",
    },
    "question.law25.unintended": {
        "en": (
            "Was {seat}'s {call} unintended: a mechanical error (the wrong card pulled from the bidding box) or a "
            "slip of the tongue? Answer no for a change of mind or a loss of concentration, and never suggest a "
            "change of an intended call"
        ),
        "el": (
            "Ήταν η {call} του παίκτη {seat} ακούσια: μηχανικό σφάλμα (τράβηξε λάθος καρτέλα από το κουτί) ή "
            "ολίσθηση της γλώσσας; Απαντήστε όχι για αλλαγή γνώμης ή απώλεια συγκέντρωσης, και μην προτείνετε ποτέ "
            "αλλαγή εκούσιας δήλωσης"
        ),
    },
    "question.law25.partner_called": {
        "en": "Has {seat}, the partner, called since?",
        "el": "Έχει δηλώσει από τότε ο παίκτης {seat}, ο συμπαίκτης;",
    },
    "question.law25.period_over": {
        "en": "Has the auction period ended (the auction is over and an opening lead has been faced)?",
        "el": "Έχει λήξει η περίοδος των αγορών (οι αγορές τελείωσαν και έχει ανοιχτεί αντάμ);",
    },
    "question.law25.lho_called": {
        "en": "Did {seat} (the left-hand opponent) call over the first call?",
        "el": "Δήλωσε ο παίκτης {seat} (ο αριστερός αντίπαλος) πάνω από την πρώτη δήλωση;",
    },
    "question.law25.lho_call": {
        "en": "Which call did {seat} make over it?",
        "el": "Ποια δήλωση έκανε ο παίκτης {seat} πάνω από αυτή;",
    },
}
