"""Sentences for the family of penalty cards (Laws 48-52): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.penalty_card.regraded": {
        "en": "{seat}'s earlier penalty card {card} is now a {grade} penalty card too: he has more than one",
        "el": (
            "Το προηγούμενο τιμωρημένο φύλλο {card} του παίκτη {seat} γίνεται κι αυτό {grade}, αφού έχει πλέον "
            "περισσότερα από ένα"
        ),
    },
    "consequence.penalty_cards_graded": {
        "en": (
            "A single card below honour rank exposed unintentionally is a minor penalty card; an honour, a card "
            "exposed deliberately, or any card of a defender with two or more penalty cards is a major one"
        ),
        "el": (
            "Ένα μόνο φύλλο κάτω από τα τιμές που εκτέθηκε αθέλητα είναι μικρό τιμωρημένο φύλλο· τιμή, φύλλο που "
            "εκτέθηκε σκόπιμα, ή κάθε φύλλο αμυνόμενου με δύο ή περισσότερα τιμωρημένα φύλλα είναι μεγάλο"
        ),
    },
    "consequence.penalty_card_duty.major": {
        "en": (
            "{seat} must play each major penalty card at his first legal opportunity, leading or following; while "
            "one stays on the table, declarer has lead options whenever {seat}'s partner is to lead"
        ),
        "el": (
            "Ο παίκτης {seat} πρέπει να παίξει κάθε μεγάλο τιμωρημένο φύλλο με την πρώτη νόμιμη ευκαιρία, σε έξοδο ή "
            "ακολουθώντας· όσο κάποιο μένει στο τραπέζι, ο εκτελεστής έχει επιλογές εξόδου όποτε έχει την έξοδο ο "
            "συμπαίκτης του παίκτη {seat}"
        ),
    },
    "consequence.penalty_card_duty.minor": {
        "en": (
            "{seat} may not play another card below honour rank of that suit before the minor penalty card; he may "
            "play an honour of the suit instead"
        ),
        "el": (
            "Ο παίκτης {seat} δεν μπορεί να παίξει άλλο φύλλο του ίδιου χρώματος κάτω από τα τιμές πριν από το μικρό "
            "τιμωρημένο φύλλο· μπορεί όμως να παίξει τιμή του χρώματος"
        ),
    },
    "consequence.penalty_card_to_play": {
        "en": "{seat} must play his penalty card {card} now",
        "el": "Ο παίκτης {seat} πρέπει να παίξει τώρα το τιμωρημένο φύλλο {card}",
    },
    # -- information sources ---------------------------------------------------------------------------------
    "source.minor_penalty_card": {
        "en": (
            "The minor penalty card {cards}, and that its holder may not play another card of its suit below honour "
            "rank before it, while it stays on the table,"
        ),
        "el": (
            "Το μικρό τιμωρημένο φύλλο {cards}, και ότι ο κάτοχός του δεν μπορεί να παίξει άλλο φύλλο του ίδιου "
            "χρώματος κάτω από τιμή πριν από αυτό, όσο μένει στο τραπέζι,"
        ),
    },
    "consequence.penalty_cards_remain": {
        "en": "Every penalty card of {seat} not picked up ({cards}) stays on the table",
        "el": "Κάθε τιμωρημένο φύλλο του παίκτη {seat} που δεν μαζεύεται ({cards}) μένει στο τραπέζι",
    },
    "consequence.own_major_penalty_cards": {
        "en": "{seat} must still lead a major penalty card of his own ({cards}) whenever he can legally lead one",
        "el": (
            "Ο παίκτης {seat} πρέπει ακόμη να κάνει έξοδο με δικό του μεγάλο τιμωρημένο φύλλο ({cards}) όποτε "
            "μπορεί νόμιμα"
        ),
    },
    "consequence.own_minor_penalty_card": {
        "en": (
            "{seat} may not lead another card below honour rank of the suit of his own minor penalty card {cards} "
            "before it"
        ),
        "el": (
            "Ο παίκτης {seat} δεν μπορεί να κάνει έξοδο με άλλο φύλλο κάτω από τιμή στο χρώμα του δικού του "
            "μικρού τιμωρημένου φύλλου {cards} πριν από αυτό"
        ),
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.exposed_in_normal_play": {
        "en": "the card was exposed in the normal course of play or in applying a law, so it is not a penalty card",
        "el": (
            "το φύλλο εκτέθηκε στην κανονική ροή του παιχνιδιού ή κατά την εφαρμογή νόμου, άρα δεν είναι "
            "τιμωρημένο φύλλο"
        ),
    },
    "reason.declarer_exposed_card": {
        "en": "a card of declarer or dummy never becomes a penalty card",
        "el": "φύλλο του εκτελεστή ή του μορ δεν γίνεται ποτέ τιμωρημένο φύλλο",
    },
    "reason.declarer_faced_hand": {
        "en": "declarer faced his cards: he may be deemed to have claimed or conceded, and Law 68 applies",
        "el": (
            "ο εκτελεστής άνοιξε τα φύλλα του: μπορεί να θεωρηθεί ότι έκανε διεκδίκηση ή παραχώρηση, και "
            "εφαρμόζεται ο Νόμος 68"
        ),
    },
    "reason.penalty_card_remains": {
        "en": "the card led or played stands, and the penalty card not played remains a penalty card",
        "el": "το φύλλο που παίχτηκε ισχύει, και το τιμωρημένο φύλλο που δεν παίχτηκε παραμένει τιμωρημένο",
    },
    "reason.not_withdrawn_on_own_initiative": {
        "en": "the defender may not take back, on his own initiative, the card he played instead of the penalty card",
        "el": (
            "ο αμυνόμενος δεν μπορεί να αποσύρει με δική του πρωτοβουλία το φύλλο που έπαιξε αντί για το "
            "τιμωρημένο φύλλο"
        ),
    },
    "reason.revoke_of_penalty_card": {
        "en": "a revoke by failing to play a penalty card carries no automatic trick transfer",
        "el": "η ρενόνς από παράλειψη να παιχτεί τιμωρημένο φύλλο δεν επιφέρει αυτόματη μεταφορά λεβέ",
    },
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law50.lead_options": {
        "en": "The lead while partner's penalty cards lie on the table",
        "el": "Η έξοδος όσο τα τιμωρημένα φύλλα του συμπαίκτη βρίσκονται στο τραπέζι",
    },
    "choice.law51.designate": {
        "en": "Which penalty card is played now",
        "el": "Ποιο τιμωρημένο φύλλο παίζεται τώρα",
    },
    "choice.law52.illegal_card": {
        "en": "The card led or played instead of the penalty card",
        "el": "Το φύλλο που παίχτηκε αντί για το τιμωρημένο φύλλο",
    },
    "option.require": {
        "en": "Require {seat} to lead {suits} (the penalty cards of that suit go back to the hand)",
        "el": (
            "Απαιτεί από τον παίκτη {seat} να κάνει έξοδο σε {suits} (τα τιμωρημένα φύλλα αυτού του χρώματος "
            "επιστρέφουν στο χέρι)"
        ),
    },
    "option.forbid": {
        "en": (
            "Forbid {seat} to lead {suits} for as long as he keeps the lead (the penalty cards of those suits go "
            "back to the hand)"
        ),
        "el": (
            "Απαγορεύει στον παίκτη {seat} την έξοδο σε {suits} όσο διατηρεί την έξοδο (τα τιμωρημένα φύλλα "
            "αυτών των χρωμάτων επιστρέφουν στο χέρι)"
        ),
    },
    "option.no_restriction": {
        "en": "Neither: no restriction on {seat}'s lead from his partner's penalty cards, which stay on the table",
        "el": (
            "Καμία από τις δύο: κανένας περιορισμός στην έξοδο του παίκτη {seat} λόγω των τιμωρημένων φύλλων του "
            "συμπαίκτη του, που μένουν στο τραπέζι"
        ),
    },
    "option.designate": {
        "en": "{cards} is played",
        "el": "Παίζεται το {cards}",
    },
    "option.accept_card": {
        "en": "Accept {cards}",
        "el": "Αποδέχεται το {cards}",
    },
    "option.substitute_penalty_card": {
        "en": "Require the penalty card {cards} in its place",
        "el": "Απαιτεί να παιχτεί στη θέση του το τιμωρημένο φύλλο {cards}",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.exposed_during_auction": {
        "en": "the auction is not over: a card exposed during the auction is ruled under Law 24",
        "el": "οι αγορές δεν έχουν τελειώσει: φύλλο που εκτίθεται κατά τις αγορές κρίνεται με τον Νόμο 24",
    },
    "refusal.event_not_an_exposure": {
        "en": "the play event pointed at is not an exposed card",
        "el": "το συμβάν της εκτέλεσης που υποδεικνύεται δεν είναι φύλλο που εκτέθηκε",
    },
    "refusal.no_card_named": {
        "en": "name at least one exposed card",
        "el": "δηλώστε τουλάχιστον ένα φύλλο που εκτέθηκε",
    },
    "refusal.exposed_card_already_played": {
        "en": "{card} has already been played: it cannot become a penalty card",
        "el": "το {card} έχει ήδη παιχτεί: δεν μπορεί να γίνει τιμωρημένο φύλλο",
    },
    "refusal.already_a_penalty_card": {
        "en": "{seat}'s {card} is already a penalty card",
        "el": "το {card} του παίκτη {seat} είναι ήδη τιμωρημένο φύλλο",
    },
    "refusal.offender_not_a_defender": {
        "en": "{seat} is not a defender: only a defender's card can be a penalty card",
        "el": "ο παίκτης {seat} δεν είναι αμυνόμενος: μόνο φύλλο αμυνόμενου μπορεί να είναι τιμωρημένο",
    },
    "refusal.penalty_card_is_card_played": {
        "en": "{card} is the card {seat} played, not another one",
        "el": "το {card} είναι το φύλλο που έπαιξε ο παίκτης {seat}, όχι άλλο",
    },
    "refusal.penalty_card_not_due": {
        "en": "{seat} could not legally play a major penalty card when he played {card}",
        "el": "ο παίκτης {seat} δεν μπορούσε νόμιμα να παίξει μεγάλο τιμωρημένο φύλλο όταν έπαιξε το {card}",
    },
    "refusal.event_not_a_play": {
        "en": "the play event pointed at is not a card led or played",
        "el": "το συμβάν της εκτέλεσης που υποδεικνύεται δεν είναι έξοδος ή παίξιμο φύλλου",
    },
    # -- questions -------------------------------------------------------------------------------------------
    "question.law49.seat": {
        "en": "Whose card was exposed?",
        "el": "Ποιου παίκτη το φύλλο εκτέθηκε;",
    },
    "question.law49.cards": {
        "en": "Which of {seat}'s cards were exposed?",
        "el": "Ποια φύλλα του παίκτη {seat} εκτέθηκαν;",
    },
    "question.law49.defends": {
        "en": "Is {seat} a defender?",
        "el": "Είναι αμυνόμενος ο παίκτης {seat};",
    },
    "question.law49.how": {
        "en": "How was {seat}'s {cards} exposed?",
        "el": "Πώς εκτέθηκε το {cards} του παίκτη {seat};",
    },
    "value.law49.how.accidental": {
        "en": "dropped, or held so that partner could see its face",
        "el": "έπεσε ή κρατήθηκε έτσι ώστε ο συμπαίκτης μπορούσε να δει την όψη του",
    },
    "value.law49.how.simultaneous": {
        "en": "played together with another card (Law 58B)",
        "el": "παίχτηκε μαζί με άλλο φύλλο (Νόμος 58Β)",
    },
    "value.law49.how.played": {
        "en": "through deliberate play (a lead or play out of turn, a card faced on purpose, a revoke corrected)",
        "el": "από σκόπιμο παίξιμο (έξοδος ή παίξιμο εκτός σειράς, φύλλο που ανοίχτηκε σκόπιμα, διόρθωση ρενόνς)",
    },
    "value.law49.how.named": {
        "en": "named as being in his hand",
        "el": "ο παίκτης ανέφερε ότι το έχει στο χέρι του",
    },
    "value.law49.how.lawful": {
        "en": "in the normal course of play or in applying a law",
        "el": "στην κανονική ροή του παιχνιδιού ή κατά την εφαρμογή νόμου",
    },
    "question.law50.deliberate": {
        "en": "Did {seat} name {cards} deliberately rather than inadvertently?",
        "el": "Ανέφερε ο παίκτης {seat} το {cards} σκόπιμα και όχι από απροσεξία;",
    },
    "question.law48.faced_hand": {
        "en": "Did declarer ({seat}) face his hand?",
        "el": "Άνοιξε ο εκτελεστής ({seat}) τα φύλλα του;",
    },
    "question.law48.after_lead_out_of_turn": {
        "en": "Did {seat} face his hand straight after an opening lead out of turn?",
        "el": "Άνοιξε ο παίκτης {seat} τα φύλλα του αμέσως μετά από αντάμ εκτός σειράς;",
    },
    "question.law52.offender": {
        "en": "Which defender did not play his penalty card?",
        "el": "Ποιος αμυνόμενος δεν έπαιξε το τιμωρημένο φύλλο του;",
    },
    "question.law52.card": {
        "en": "Which card did {seat} lead or play instead of his penalty card?",
        "el": "Ποιο φύλλο έπαιξε ο παίκτης {seat} αντί για το τιμωρημένο φύλλο του;",
    },
    "question.law52.penalty_card": {
        "en": "Which major penalty card should {seat} have played instead of {card}?",
        "el": "Ποιο μεγάλο τιμωρημένο φύλλο έπρεπε να παίξει ο παίκτης {seat} αντί για το {card};",
    },
    "question.law52.trick": {
        "en": "To which trick did {seat} play {card}?",
        "el": "Σε ποια λεβέ έπαιξε ο παίκτης {seat} το {card};",
    },
    "question.law52.declarer_played_since": {
        "en": "Has declarer played from his hand or from dummy since {card} was played?",
        "el": "Έχει παίξει ο εκτελεστής από το χέρι του ή από τον μορ μετά το {card};",
    },
    "question.law52.established": {
        "en": "Has {seat} or his partner played to a later trick since {card}?",
        "el": "Έχει παίξει ο παίκτης {seat} ή ο συμπαίκτης του σε επόμενη λεβέ μετά το {card};",
    },
}
