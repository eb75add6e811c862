"""Sentences for the family of revokes (Laws 61-64): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- questions and their values ------------------------------------------------------------------------
    "question.law61.offender": {
        "en": "Who revoked?",
        "el": "Ποιος παίκτης έκανε ρενόνς;",
    },
    "question.law61.trick": {
        "en": "At which trick did {seat} revoke?",
        "el": "Σε ποια λεβέ έκανε ρενόνς ο παίκτης {seat};",
    },
    "question.law61.kind": {
        "en": "What did {seat} fail to do at trick {trick}?",
        "el": "Τι παρέλειψε να κάνει ο παίκτης {seat} στη λεβέ {trick};",
    },
    "value.law61.kind.follow_suit": {
        "en": "follow suit",
        "el": "να ακολουθήσει στο χρώμα",
    },
    "value.law61.kind.lead_restriction": {
        "en": "lead as a lead restriction required",
        "el": "να κάνει την έξοδο που απαιτούσε περιορισμός εξόδου",
    },
    "value.law61.kind.play_restriction": {
        "en": "play as declarer required under Law 57A",
        "el": "να παίξει όπως απαίτησε ο εκτελεστής κατά τον Νόμο 57Α",
    },
    "value.law61.kind.penalty_card": {
        "en": "play a penalty card",
        "el": "να παίξει τιμωρημένο φύλλο",
    },
    "question.law61.able": {
        "en": "Could {seat} have done so at trick {trick}, with the cards he held?",
        "el": "Μπορούσε ο παίκτης {seat} να το κάνει στη λεβέ {trick}, με τα φύλλα που κρατούσε;",
    },
    "question.law61.role": {
        "en": "Is {seat} declarer, dummy or a defender?",
        "el": "Ο παίκτης {seat} είναι εκτελεστής, μορ ή αμυνόμενος;",
    },
    "value.law61.role.declarer": {
        "en": "declarer",
        "el": "εκτελεστής",
    },
    "value.law61.role.dummy": {
        "en": "dummy",
        "el": "μορ",
    },
    "value.law61.role.defender": {
        "en": "a defender",
        "el": "αμυνόμενος",
    },
    "question.law63.established": {
        "en": (
            "When attention was drawn, had {seat} or his partner played or named a card to a later trick, "
            "claimed or conceded, or agreed to the other side's claim or concession?"
        ),
        "el": (
            "Όταν επισημάνθηκε η ρενόνς, είχε ο παίκτης {seat} ή ο συμπαίκτης του παίξει ή ονομάσει φύλλο σε "
            "επόμενη λεβέ, διεκδικήσει ή παραχωρήσει λεβέ, ή αποδεχθεί διεκδίκηση ή παραχώρηση των αντιπάλων;"
        ),
    },
    "question.law62.card": {
        "en": "With which card did {seat} revoke at trick {trick}?",
        "el": "Με ποιο φύλλο έκανε ρενόνς ο παίκτης {seat} στη λεβέ {trick};",
    },
    "question.law62.faced": {
        "en": "Was {seat}'s {card} lying face up on the table (a penalty card) when he played it?",
        "el": "Ήταν το {card} του παίκτη {seat} ανοικτό στο τραπέζι (τιμωρημένο φύλλο) όταν το έπαιξε;",
    },
    "question.law62.played_after": {
        "en": "Which cards were played to trick {trick} after {seat}'s revoke, in order?",
        "el": "Ποια φύλλα παίχτηκαν στη λεβέ {trick} μετά τη ρενόνς του παίκτη {seat}, με τη σειρά;",
    },
    "question.law62.partner_after": {
        "en": "Was {seat}'s partner still to play to trick 12 when {seat} revoked?",
        "el": "Είχε ακόμα να παίξει στη 12η λεβέ ο συμπαίκτης του παίκτη {seat} όταν εκείνος έκανε ρενόνς;",
    },
    "question.law62.hands_returned": {
        "en": "Had all four hands been put back into the board when attention was drawn to {seat}'s revoke?",
        "el": "Είχαν επιστρέψει και τα τέσσερα χέρια στη θήκη όταν επισημάνθηκε η ρενόνς του παίκτη {seat};",
    },
    "question.law43.dummy_violated": {
        "en": (
            "Had dummy broken Law 43A2 (exchanged hands with declarer, left his seat to watch declarer's play, or "
            "looked at a defender's cards) before asking declarer about the revoke?"
        ),
        "el": (
            "Είχε παραβεί ο μορ τον Νόμο 43Α2 (αντάλλαξε χέρια με τον εκτελεστή, άφησε τη θέση του για να δει το "
            "παίξιμο του εκτελεστή ή κοίταξε φύλλα αμυνόμενου) πριν ρωτήσει τον εκτελεστή για τη ρενόνς;"
        ),
    },
    "question.law64.offender_won": {
        "en": "Did {seat} himself win trick {trick}? (A trick won by dummy is not won by declarer.)",
        "el": (
            "Κέρδισε ο ίδιος ο παίκτης {seat} τη λεβέ {trick}; (Λεβέ που κέρδισε ο μορ δεν την κέρδισε ο "
            "εκτελεστής.)"
        ),
    },
    "question.law64.won_later": {
        "en": "Did {seat}'s side win any trick after trick {trick}?",
        "el": "Κέρδισε ο άξονας του παίκτη {seat} κάποια λεβέ μετά τη λεβέ {trick};",
    },
    "question.law64.won_from": {
        "en": "Did {seat}'s side win trick {trick} or any later trick?",
        "el": "Κέρδισε ο άξονας του παίκτη {seat} τη λεβέ {trick} ή κάποια επόμενη;",
    },
    "question.law64.repeated": {
        "en": "Had {seat} already revoked in the same suit on this board (an established revoke)?",
        "el": "Είχε ήδη κάνει ο παίκτης {seat} οριστικοποιημένη ρενόνς στο ίδιο χρώμα σε αυτή τη διανομή;",
    },
    "question.law64.other_revoke": {
        "en": "Did the other side revoke on this board too?",
        "el": "Έκανε ρενόνς και ο άλλος άξονας σε αυτή τη διανομή;",
    },
    "value.law64.other_revoke.none": {
        "en": "no",
        "el": "όχι",
    },
    "value.law64.other_revoke.same_trick": {
        "en": "yes, on the same trick, and that side has not played to the next trick",
        "el": "ναι, στην ίδια λεβέ, και εκείνος ο άξονας δεν έχει παίξει στην επόμενη λεβέ",
    },
    "value.law64.other_revoke.established": {
        "en": "yes, and that revoke is established too",
        "el": "ναι, και εκείνη η ρενόνς είναι επίσης οριστικοποιημένη",
    },
    "question.law64.non_offender_called": {
        "en": "When attention was first drawn to the revoke, had an opponent of {seat}'s called on the next board?",
        "el": (
            "Όταν επισημάνθηκε για πρώτη φορά η ρενόνς, είχε κάνει δήλωση στην επόμενη διανομή κάποιος από τους "
            "αντιπάλους του παίκτη {seat};"
        ),
    },
    # -- options -------------------------------------------------------------------------------------------
    "option.withdraw": {
        "en": "Takes back {cards} and plays another card",
        "el": "Αποσύρει το {cards} και παίζει άλλο φύλλο",
    },
    "option.keep": {
        "en": "Leaves {cards} played",
        "el": "Αφήνει το {cards} παιγμένο",
    },
    "consequence.as_if_established": {
        "en": (
            "Dummy drew attention to the revoke after breaking Law 43A2: it is corrected, and Law 64 applies as if it "
            "were established"
        ),
        "el": (
            "Ο μορ επέστησε την προσοχή στη ρενόνς αφού είχε παραβεί τον Νόμο 43Α2: η ρενόνς διορθώνεται και ο Νόμος "
            "64 εφαρμόζεται σαν να είχε οριστικοποιηθεί"
        ),
    },
    "consequence.revoke_established": {
        "en": "The revoke is established: it can no longer be corrected and its trick stands as played",
        "el": "Η ρενόνς έχει οριστικοποιηθεί: δεν διορθώνεται πια και η λεβέ της μένει όπως παίχτηκε",
    },
    "consequence.card_allowed": {
        "en": "{seat} could not comply, so any otherwise legal card was allowed, the one he played too",
        "el": "Ο παίκτης {seat} δεν μπορούσε να συμμορφωθεί, άρα επιτρεπόταν κάθε κατά τα άλλα νόμιμο φύλλο, και "
        "αυτό που έπαιξε",
    },
    # -- reasons -------------------------------------------------------------------------------------------
    "reason.not_a_revoke": {
        "en": "there is no revoke: a player revokes only when he was able to comply",
        "el": "δεν υπάρχει ρενόνς: ρενόνς κάνει μόνο ο παίκτης που μπορούσε να συμμορφωθεί",
    },
    "reason.revoke_card_replaced": {
        "en": (
            "the card came from declarer's or dummy's hand, or was a defender's faced card, so it is replaced and "
            "is no penalty card"
        ),
        "el": (
            "το φύλλο προερχόταν από το χέρι του εκτελεστή ή του μορ, ή ήταν ανοικτό φύλλο αμυνόμενου, άρα "
            "αντικαθίσταται και δεν είναι τιμωρημένο"
        ),
    },
    "reason.repeated_revoke_same_suit": {
        "en": "it is a further revoke in the same suit by the same player",
        "el": "είναι επόμενη ρενόνς στο ίδιο χρώμα από τον ίδιο παίκτη",
    },
    "reason.revoke_of_faced_card": {
        "en": "the revoke was a failure to play a penalty card or a card of dummy",
        "el": "η ρενόνς ήταν παράλειψη να παιχτεί τιμωρημένο φύλλο ή φύλλο του μορ",
    },
    "reason.found_after_next_board_call": {
        "en": "attention was first drawn to it after a player of the non-offending side had called on the next board",
        "el": "επισημάνθηκε για πρώτη φορά αφού παίκτης του αναίτιου άξονα είχε κάνει δήλωση στην επόμενη διανομή",
    },
    "reason.found_after_round": {
        "en": "attention was first drawn to it after the round ended",
        "el": "επισημάνθηκε για πρώτη φορά μετά τη λήξη του γύρου",
    },
    "reason.revoke_at_trick_twelve": {
        "en": "no trick is transferred for a revoke at trick 12",
        "el": "δεν μεταφέρεται λεβέ για ρενόνς στη 12η λεβέ",
    },
    "reason.both_sides_revoked": {
        "en": "both sides have established revokes on this board",
        "el": "και οι δύο άξονες έχουν οριστικοποιημένη ρενόνς σε αυτή τη διανομή",
    },
    "reason.corrected_under_62c3": {
        "en": "both sides revoked on the same trick and both revokes are corrected",
        "el": "και οι δύο άξονες έκαναν ρενόνς στην ίδια λεβέ και διορθώνονται και οι δύο",
    },
    "reason.revoke_damage": {
        "en": "if the revoke damaged the side that did not revoke, he adjusts the score",
        "el": "αν η ρενόνς ζημίωσε τον άξονα που δεν την έκανε, επιδικάζει επανορθωτική βαθμολογία",
    },
    "consequence.director_review.now": {
        "en": "The Director judges now, play being over: {reason}",
        "el": "Ο Διαιτητής κρίνει τώρα, αφού η εκτέλεση έχει τελειώσει: {reason}",
    },
    "reason.repeated_revoke_equity": {
        "en": "if without the later revoke the non-offending side would likely have made more tricks, he adjusts "
        "the score",
        "el": "αν χωρίς την επόμενη ρενόνς ο αναίτιος άξονας θα έκανε πιθανότατα περισσότερες λεβέ, επιδικάζει "
        "επανορθωτική βαθμολογία",
    },
    "reason.both_sides_revoked_equity": {
        "en": "he adjusts the score to the likely result had neither side revoked",
        "el": "επιδικάζει επανορθωτική βαθμολογία με βάση το πιθανό αποτέλεσμα αν κανείς άξονας δεν είχε κάνει ρενόνς",
    },
    # -- refusals ------------------------------------------------------------------------------------------
    "refusal.no_card_of_suit_led": {
        "en": "the record shows that {seat} held no {suit} at trick {trick}: failing to follow is no revoke",
        "el": "το ιστορικό δείχνει ότι ο παίκτης {seat} δεν είχε {suit} στη λεβέ {trick}: δεν είναι ρενόνς",
    },
    "refusal.followed_suit": {
        "en": "the record shows that {seat} followed suit with {card} at trick {trick}",
        "el": "το ιστορικό δείχνει ότι ο παίκτης {seat} ακολούθησε στο χρώμα με το {card} στη λεβέ {trick}",
    },
    "refusal.no_card_played": {
        "en": "the record shows no card of {seat}'s in trick {trick}",
        "el": "το ιστορικό δεν δείχνει φύλλο του παίκτη {seat} στη λεβέ {trick}",
    },
    "refusal.too_many_cards_after": {
        "en": "at most three cards follow {seat}'s card in trick {trick}",
        "el": "μετά το φύλλο του παίκτη {seat} στη λεβέ {trick} παίζονται το πολύ τρία φύλλα",
    },
}
