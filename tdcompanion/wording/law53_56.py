"""Sentences for the family of leads out of turn (Laws 53-56): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.declarer_swap": {
        "en": "{dummy} spreads his hand and becomes dummy; {declarer} becomes declarer and the lead stands",
        "el": (
            "Ο παίκτης {dummy} απλώνει το χέρι του και γίνεται μορ· ο παίκτης {declarer} γίνεται εκτελεστής και η "
            "αντάμ ισχύει"
        ),
    },
    "consequence.opening_lead_accepted": {
        "en": (
            "The lead stands: dummy ({dummy}) is spread and the second card to the trick is played from "
            "{declarer}'s hand; a card played from dummy instead stays played, unless it is withdrawn to correct a "
            "revoke"
        ),
        "el": (
            "Η αντάμ ισχύει: ο μορ ({dummy}) απλώνει τα φύλλα του και το δεύτερο φύλλο στη λεβέ παίζεται από το χέρι "
            "του παίκτη {declarer}· φύλλο που παίχτηκε αντί γι' αυτό από τον μορ μένει παιγμένο, εκτός αν αποσυρθεί "
            "για διόρθωση ρενόνς"
        ),
    },
    "consequence.face_down_lead_retracted": {
        "en": "{seat}'s face-down opening lead goes back into his hand",
        "el": "Η κλειστή αντάμ του παίκτη {seat} επιστρέφει στο χέρι του",
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.declaring_side_lead": {
        "en": "not under this law: a player of the declaring side tried to make the opening lead, which Law 24 governs",
        "el": (
            "όχι βάσει αυτού του Νόμου: παίκτης του άξονα του εκτελεστή επιχείρησε να κάνει αντάμ, περίπτωση που "
            "διέπεται από τον Νόμο 24"
        ),
    },
    "reason.misinformed": {
        "en": "an opponent told him it was his turn to lead; the card goes back and the lead cannot be accepted",
        "el": (
            "αντίπαλος του είπε ότι ήταν η σειρά του να κάνει έξοδο· το φύλλο επιστρέφει και η έξοδος δεν μπορεί να "
            "γίνει δεκτή"
        ),
    },
    "reason.proper_lead_stands": {
        "en": (
            "the proper lead stands; cards played to the trick in error may be taken back, and what they showed "
            "falls under Law 16C"
        ),
        "el": (
            "η κανονική έξοδος ισχύει· φύλλα που παίχτηκαν κατά λάθος στη λεβέ μπορούν να αποσυρθούν, και για ό,τι "
            "έδειξαν ισχύει ο Νόμος 16Γ"
        ),
    },
    "reason.dummy_card_stands": {
        "en": "declarer played the second card from dummy; it may be withdrawn only to correct a revoke",
        "el": "ο εκτελεστής έπαιξε το δεύτερο φύλλο από τον μορ· αποσύρεται μόνο για διόρθωση ρενόνς",
    },
    "reason.declarer_lead_information": {
        "en": (
            "if declarer's line of play could have been based on what his lead out of turn told him, Law 16 applies "
            "and he may adjust the score"
        ),
        "el": (
            "αν η γραμμή εκτέλεσης του εκτελεστή μπορεί να βασίστηκε σε ό,τι του έδειξε η έξοδός του εκτός σειράς, "
            "εφαρμόζεται ο Νόμος 16 και μπορεί να επιδικάσει επανορθωτική βαθμολογία"
        ),
    },
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law54.declarer_choice": {
        "en": "What becomes of the opening lead out of turn",
        "el": "Τι γίνεται με την αντάμ εκτός σειράς",
    },
    "choice.law55.defenders_choice": {
        "en": (
            "Accept declarer's lead out of turn or have it retracted (if the defenders choose differently, the one "
            "next in turn after the lead prevails)"
        ),
        "el": (
            "Αποδοχή ή απόσυρση της εξόδου εκτός σειράς του εκτελεστή (αν οι αμυνόμενοι επιλέξουν διαφορετικά, "
            "υπερισχύει αυτός που έχει σειρά αμέσως μετά την έξοδο)"
        ),
    },
    "choice.law56.declarer_choice": {
        "en": "Accept the defender's lead out of turn or have it retracted",
        "el": "Αποδοχή ή απόσυρση της εξόδου εκτός σειράς του αμυνόμενου",
    },
    "option.law54.spread": {
        "en": "Spread his own hand and become dummy",
        "el": "Απλώνει το χέρι του και γίνεται μορ",
    },
    "option.law54.accept": {
        "en": "Accept the lead",
        "el": "Αποδέχεται την αντάμ",
    },
    "option.law54.refuse": {
        "en": "Have the lead retracted",
        "el": "Απαιτεί να αποσυρθεί η αντάμ",
    },
    "option.law55.accept": {
        "en": "Accept the lead",
        "el": "Αποδέχεται την έξοδο",
    },
    "option.law55.retract": {
        "en": "Have the lead retracted",
        "el": "Απαιτεί να αποσυρθεί η έξοδος",
    },
    "option.law56.accept": {
        "en": "Accept the lead",
        "el": "Αποδέχεται την έξοδο",
    },
    "option.law56.refuse": {
        "en": "Have the lead retracted",
        "el": "Απαιτεί να αποσυρθεί η έξοδος",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.no_lead_out_of_turn": {
        "en": "play event {number} is not a lead out of turn",
        "el": "το γεγονός {number} της εκτέλεσης δεν είναι έξοδος εκτός σειράς",
    },
    "refusal.leader_in_turn": {
        "en": "it was {seat}'s own turn to lead",
        "el": "ήταν η σειρά του ίδιου του παίκτη {seat} να κάνει έξοδο",
    },
    "refusal.no_contract": {
        "en": "the record shows no contract, and who declares decides which law applies",
        "el": "το ιστορικό δεν δείχνει συμβόλαιο, και το ποιος είναι εκτελεστής καθορίζει ποιος Νόμος εφαρμόζεται",
    },
    # -- questions -------------------------------------------------------------------------------------------
    "question.law53.offender": {
        "en": "Who led out of turn?",
        "el": "Ποιος έκανε έξοδο εκτός σειράς;",
    },
    "question.law53.card": {
        "en": "Which card did {seat} lead?",
        "el": "Ποιο φύλλο έβγαλε ο παίκτης {seat};",
    },
    "question.law53.trick": {
        "en": "To which trick did {seat} lead {card}?",
        "el": "Σε ποια λεβέ έβγαλε ο παίκτης {seat} το {card};",
    },
    "question.law53.leader": {
        "en": "Whose turn was it to lead to trick {trick}?",
        "el": "Ποιος είχε σειρά να κάνει έξοδο στη λεβέ {trick};",
    },
    "question.law53.next_play": {
        "en": "Who has played since {seat} led {card}?",
        "el": "Ποιος έπαιξε αφού ο παίκτης {seat} έβγαλε το {card};",
    },
    "value.law53.next_play.none": {
        "en": "nobody, or only the offender's partner",
        "el": "κανείς, ή μόνο ο συμπαίκτης του υπαιτίου",
    },
    "value.law53.next_play.next_hand": {
        "en": "the hand next in rotation played to it",
        "el": "έπαιξε σε αυτή το επόμενο χέρι με τη σειρά",
    },
    "value.law53.next_play.dummy": {
        "en": "declarer played the second card from dummy",
        "el": "ο εκτελεστής έπαιξε το δεύτερο φύλλο από τον μορ",
    },
    "value.law53.next_play.correct_leader": {
        "en": "the player whose turn it was made his own lead",
        "el": "ο παίκτης που είχε σειρά έκανε τη δική του έξοδο",
    },
    "value.law53.next_play.right_hand": {
        "en": "the defender at the right of the irregular lead played to it",
        "el": "έπαιξε σε αυτή ο αμυνόμενος στα δεξιά της αντικανονικής εξόδου",
    },
    "question.law53.proper_lead": {
        "en": "Did {seat} play his card as his own proper lead rather than to the irregular lead?",
        "el": "Έπαιξε ο παίκτης {seat} το φύλλο του ως δική του κανονική έξοδο και όχι στην αντικανονική έξοδο;",
    },
    "question.law53.misinformed": {
        "en": "Did an opponent tell {seat} that it was his turn to lead?",
        "el": "Είπε κάποιος αντίπαλος στον παίκτη {seat} ότι ήταν η σειρά του να κάνει έξοδο;",
    },
    "question.law54.partner_face_down": {
        "en": "Had {seat} also made an opening lead, face down?",
        "el": "Είχε κάνει και ο παίκτης {seat} κλειστή αντάμ;",
    },
    "question.law54.saw_dummy": {
        "en": "Could declarer ({seat}) have seen any of dummy's cards, other than cards exposed during the auction?",
        "el": (
            "Μπορούσε ο εκτελεστής ({seat}) να έχει δει κάποιο φύλλο του μορ, εκτός από φύλλα που εκτέθηκαν κατά "
            "τις αγορές;"
        ),
    },
    "question.law54.declarer_exposed": {
        "en": "Did declarer ({seat}) begin to spread his hand, exposing one or more cards?",
        "el": "Ξεκίνησε ο εκτελεστής ({seat}) να απλώνει το χέρι του, εκθέτοντας ένα ή περισσότερα φύλλα;",
    },
}
