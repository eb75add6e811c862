"""Sentences for the family of Laws 45 to 47 and 57 to 60 (card played, premature, simultaneous and impossible plays,
play after an illegal play): key -> {language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that
module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.card_deemed_played": {
        "en": "{seat}'s {card} is a played card and stays played",
        "el": "Το {card} του παίκτη {seat} θεωρείται παιγμένο και μένει παιγμένο",
    },
    "consequence.named_card_played": {
        "en": (
            "{card}, the card declarer named, is played from {seat} to trick {trick} in its place; the trick goes "
            "to whoever wins it with that card"
        ),
        "el": (
            "Το {card}, το φύλλο που ονόμασε ο εκτελεστής, παίζεται από τον παίκτη {seat} στη λεβέ {trick} στη θέση "
            "του· τη λεβέ την κερδίζει όποιος την κερδίζει με αυτό το φύλλο"
        ),
    },
    "consequence.card_returned_to_hand": {
        "en": "{seat}'s {card} goes back into his hand, with no rectification",
        "el": "Το {card} του παίκτη {seat} επιστρέφει στο χέρι του, χωρίς επανόρθωση",
    },
    "consequence.may_withdraw_and_substitute": {
        "en": "{seat} may take back the card he played after it and play another, with no rectification",
        "el": "Ο παίκτης {seat} μπορεί να αποσύρει το φύλλο που έπαιξε μετά και να παίξει άλλο, χωρίς επανόρθωση",
    },
    "consequence.declarer_may_follow_change": {
        "en": "If his right-hand opponent changes his card, {seat} may take back a card he then played to the trick",
        "el": (
            "Αν ο αντίπαλος στα δεξιά του αλλάξει το φύλλο του, ο παίκτης {seat} μπορεί να αποσύρει φύλλο που έπαιξε "
            "στη λεβέ μετά από αυτό"
        ),
    },
    "consequence.card_deemed_subsequent": {
        "en": "{seat}'s {card} counts as played after {after}'s card",
        "el": "Το {card} του παίκτη {seat} θεωρείται ότι παίχτηκε μετά το φύλλο του παίκτη {after}",
    },
    "consequence.counts_as_in_turn": {
        "en": "{seat}'s irregular card counts as played in turn",
        "el": "Το αντικανονικό φύλλο του παίκτη {seat} θεωρείται ότι παίχτηκε κανονικά στη σειρά του",
    },
    "consequence.any_legal_card": {
        "en": "{seat} may play any card that is otherwise legal",
        "el": "Ο παίκτης {seat} μπορεί να παίξει οποιοδήποτε φύλλο κατά τα άλλα νόμιμο",
    },
    "consequence.rights_unaffected": {
        "en": (
            "{side} keep all their rights to rectification of the first irregularity; the later play may itself be "
            "rectified"
        ),
        "el": (
            "Ο άξονας {side} διατηρεί όλα τα δικαιώματα επανόρθωσης για την πρώτη παράβαση· το μεταγενέστερο παίξιμο "
            "μπορεί να επανορθωθεί κι αυτό"
        ),
    },
    # -- information sources ---------------------------------------------------------------------------------
    "source.opponent_withdrawn_card": {
        "en": "What the card {cards}, taken back by the non-offending side, showed",
        "el": "Ό,τι έδειξε το φύλλο {cards}, που απέσυρε ο αναίτιος άξονας,",
    },
    "source.opponent_changed_card": {
        "en": "What the card the non-offending side takes back showed",
        "el": "Ό,τι έδειξε το φύλλο που αποσύρει ο αναίτιος άξονας",
    },
    "source.premature_play": {
        "en": "What the early play of {cards} showed",
        "el": "Ό,τι έδειξε το πρόωρο παίξιμο του {cards}",
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.declarer_card_not_played": {
        "en": "the card was not held as played, so declarer need not play it",
        "el": "το φύλλο δεν κρατήθηκε ως παιγμένο, άρα ο εκτελεστής δεν υποχρεούται να το παίξει",
    },
    "reason.touched_to_arrange": {
        "en": "declarer touched the card only to arrange dummy's cards or to reach another card",
        "el": "ο εκτελεστής άγγιξε το φύλλο μόνο για να τακτοποιήσει τα φύλλα του μορ ή για να φτάσει άλλο φύλλο",
    },
    "reason.designation_changed": {
        "en": "declarer corrects a slip of the tongue in time; the card named by mistake goes back to dummy",
        "el": (
            "ο εκτελεστής διορθώνει έγκαιρα ένα λάθος της γλώσσας· το φύλλο που ονόμασε κατά λάθος επιστρέφει στον "
            "μορ"
        ),
    },
    "reason.wrong_card_stands": {
        "en": (
            "too late to change dummy's card: play goes on unaltered; a failure to follow to it, or dummy's revoke, "
            "is dealt with under Law 64"
        ),
        "el": (
            "είναι αργά για να αλλάξει το φύλλο του μορ: το παιχνίδι συνεχίζεται χωρίς αλλαγή· μη ακολουθία σε αυτό ή "
            "ρενόνς του μορ κρίνεται με τον Νόμο 64"
        ),
    },
    "reason.after_opponents_change": {
        "en": "the card is taken back after an opponent's permitted change of play",
        "el": "το φύλλο αποσύρεται μετά από επιτρεπτή αλλαγή παιξίματος του αντιπάλου",
    },
    "reason.told_wrong_turn": {
        "en": "an opponent told him it was his turn; the card goes back and cannot be accepted",
        "el": "αντίπαλος του είπε ότι ήταν η σειρά του· το φύλλο επιστρέφει και δεν μπορεί να γίνει δεκτό",
    },
    "consequence.if_cannot_comply": {
        "en": "If {seat} cannot comply with declarer's choice, he may play any card that is otherwise legal",
        "el": "Αν ο παίκτης {seat} δεν μπορεί να συμμορφωθεί με την επιλογή του εκτελεστή, μπορεί να παίξει "
              "οποιοδήποτε φύλλο κατά τα άλλα νόμιμο",
    },
    "consequence.withdrawn_card_authorised": {
        "en": "What the card {cards}, taken back by {side}, showed is authorised information for {side}, the "
              "non-offending side",
        "el": "Ό,τι έδειξε το φύλλο {cards}, που απέσυρε ο άξονας {side}, είναι θεμιτή πληροφορία για τον άξονα "
              "{side}, τον αναίτιο άξονα",
    },
    "reason.misexplanation_retraction": {
        "en": "the card was played because of an opponent's mistaken explanation, and nobody has played since",
        "el": "το φύλλο παίχτηκε εξαιτίας λανθασμένης εξήγησης αντιπάλου, και κανείς δεν έχει παίξει από τότε",
    },
    "reason.played_card_stands": {
        "en": "a played card may not be taken back",
        "el": "φύλλο που παίχτηκε δεν μπορεί να αποσυρθεί",
    },
    "reason.misexplanation_damage": {
        "en": "too late to take back a card played on a mistaken explanation: the Director may adjust the score",
        "el": (
            "είναι αργά για να αποσυρθεί φύλλο που παίχτηκε εξαιτίας λανθασμένης εξήγησης: ο Διαιτητής μπορεί να "
            "επιδικάσει επανορθωτική βαθμολογία"
        ),
    },
    "reason.dummy_suggested_play": {
        "en": (
            "dummy indicated a card without instruction: an adjusted score if he suggested a play to declarer and the "
            "defenders were damaged by it"
        ),
        "el": (
            "ο μορ υπέδειξε φύλλο χωρίς οδηγία: επανορθωτική βαθμολογία αν υπέδειξε παίξιμο στον εκτελεστή και οι "
            "αμυνόμενοι ζημιώθηκαν από αυτό"
        ),
    },
    "reason.declarer_premature_play": {
        "en": "declarer's premature play from either hand is a played card and, if legal, may not be taken back",
        "el": "το πρόωρο παίξιμο του εκτελεστή από οποιοδήποτε χέρι είναι παιγμένο φύλλο και, αν είναι νόμιμο, δεν "
              "αποσύρεται",
    },
    "reason.declarer_played_both_hands": {
        "en": "declarer had already played from both hands, so the defender's early play is not rectified",
        "el": "ο εκτελεστής είχε ήδη παίξει και από τα δύο χέρια, οπότε το πρόωρο παίξιμο του αμυνόμενου δεν "
              "επανορθώνεται",
    },
    "reason.dummy_prompted": {
        "en": "dummy chose a card early on his own, or suggested a play, so the defender's early play is not rectified",
        "el": "ο μορ διάλεξε φύλλο πρόωρα από μόνος του ή υπέδειξε παίξιμο, οπότε το πρόωρο παίξιμο του αμυνόμενου δεν "
              "επανορθώνεται",
    },
    "reason.played_at_proper_turn": {
        "en": "the card can legally be played to the trick, so it stays and counts at his proper turn",
        "el": "το φύλλο μπορεί να παιχτεί νόμιμα στη λεβέ, οπότε μένει και μετρά στη σωστή σειρά του",
    },
    "reason.play_after_irregularity": {
        "en": (
            "a player of the non-offending side played after it before the ruling, so the right to rectification is "
            "lost"
        ),
        "el": (
            "παίκτης του αναίτιου άξονα έπαιξε μετά από αυτό πριν από την απόφαση, οπότε το δικαίωμα επανόρθωσης "
            "χάνεται"
        ),
    },
    "reason.obligations_remain": {
        "en": "the offending side's earlier penalty cards and lead or play restrictions still apply at later turns",
        "el": "τα προηγούμενα τιμωρημένα φύλλα και οι περιορισμοί εξόδου ή παιξίματος του υπαίτιου άξονα εξακολουθούν "
              "να ισχύουν στις επόμενες σειρές",
    },
    "reason.unable_to_comply": {
        "en": "he cannot comply with the rectification",
        "el": "δεν μπορεί να συμμορφωθεί με την επανόρθωση",
    },
    "reason.must_follow_first": {
        "en": "he must follow suit, and that comes before the rectification",
        "el": "πρέπει να ακολουθήσει στο χρώμα, και αυτό προηγείται της επανόρθωσης",
    },
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law57.declarer_choice": {
        "en": "What the offender's partner must play to this trick",
        "el": "Τι πρέπει να παίξει ο συμπαίκτης του υπαιτίου σε αυτή τη λεβέ",
    },
    "choice.law58.designation": {
        "en": "Which card he plays",
        "el": "Ποιο φύλλο παίζει",
    },
    "option.law57.highest": {
        "en": "{seat} plays his highest card of the suit led",
        "el": "Ο παίκτης {seat} παίζει το ψηλότερο φύλλο του στο χρώμα της εξόδου",
    },
    "option.law57.lowest": {
        "en": "{seat} plays his lowest card of the suit led",
        "el": "Ο παίκτης {seat} παίζει το χαμηλότερο φύλλο του στο χρώμα της εξόδου",
    },
    "option.law57.play": {
        "en": "{seat} plays a card of {suits}",
        "el": "Ο παίκτης {seat} παίζει φύλλο σε {suits}",
    },
    "option.law57.forbid": {
        "en": "{seat} may not play a card of {suits}",
        "el": "Ο παίκτης {seat} δεν επιτρέπεται να παίξει φύλλο σε {suits}",
    },
    "option.law58.designate": {
        "en": "{cards} is played",
        "el": "Παίζεται το {cards}",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.not_a_defender": {
        "en": "{seat} is not a defender",
        "el": "ο παίκτης {seat} δεν είναι αμυνόμενος",
    },
    "refusal.not_declarer": {
        "en": "{seat} is not declarer",
        "el": "ο παίκτης {seat} δεν είναι ο εκτελεστής",
    },
    "refusal.not_dummy": {
        "en": "{seat} is not dummy",
        "el": "ο παίκτης {seat} δεν είναι ο μορ",
    },
    "refusal.same_card": {
        "en": "declarer named {card}, the card dummy placed: nothing to correct",
        "el": "ο εκτελεστής ονόμασε το {card}, το ίδιο φύλλο που έβαλε ο μορ: δεν υπάρχει κάτι να διορθωθεί",
    },
    "refusal.no_premature_play": {
        "en": "play event {number} is not a premature play",
        "el": "το γεγονός {number} της εκτέλεσης δεν είναι πρόωρο παίξιμο",
    },
    "refusal.need_two_cards": {
        "en": "name at least two different cards that {seat} played together",
        "el": "δώστε τουλάχιστον δύο διαφορετικά φύλλα που έπαιξε μαζί ο παίκτης {seat}",
    },
    "refusal.same_seat": {
        "en": "{seat} cannot have played at the same time as himself",
        "el": "ο παίκτης {seat} δεν μπορεί να έπαιξε ταυτόχρονα με τον εαυτό του",
    },
    "refusal.able_to_comply": {
        "en": "{seat} can comply: he holds {cards}; another card would be a revoke (Law 61A)",
        "el": "ο παίκτης {seat} μπορεί να συμμορφωθεί: έχει {cards}· άλλο φύλλο θα ήταν ρενόνς (Νόμος 61Α)",
    },
    "refusal.no_play_after_irregularity": {
        "en": "play event {number} is not a play made after an irregular lead or play",
        "el": "το γεγονός {number} της εκτέλεσης δεν είναι παίξιμο μετά από αντικανονική έξοδο ή παίξιμο",
    },
    # -- questions: Laws 45-47 -------------------------------------------------------------------------------
    "question.law45.what": {
        "en": "What happened?",
        "el": "Τι συνέβη;",
    },
    "value.law45.what.defender_card_seen": {
        "en": "a defender held a card so that his partner could see its face",
        "el": "αμυνόμενος κράτησε φύλλο έτσι ώστε ο συμπαίκτης του να μπορεί να δει την όψη του",
    },
    "value.law45.what.declarer_card_held": {
        "en": "declarer held a card of his hand face up, or as if played",
        "el": "ο εκτελεστής κράτησε φύλλο του χεριού του ανοιχτό ή σαν παιγμένο",
    },
    "value.law45.what.dummy_card_touched": {
        "en": "declarer touched a card of dummy's",
        "el": "ο εκτελεστής άγγιξε φύλλο του μορ",
    },
    "value.law45.what.card_named": {
        "en": "a card was named or designated (declarer's call from dummy included)",
        "el": "ονομάστηκε ή υποδείχθηκε φύλλο (και η εντολή του εκτελεστή για φύλλο του μορ)",
    },
    "value.law45.what.dummy_wrong_card": {
        "en": "dummy placed a card declarer did not name",
        "el": "ο μορ έβαλε φύλλο που δεν ονόμασε ο εκτελεστής",
    },
    "value.law45.what.fifth_card": {
        "en": "a fifth card was played to a trick",
        "el": "παίχτηκε πέμπτο φύλλο σε λεβέ",
    },
    "value.law45.what.dummy_indicated": {
        "en": "dummy touched or indicated a card without declarer's instruction",
        "el": "ο μορ άγγιξε ή υπέδειξε φύλλο χωρίς οδηγία του εκτελεστή",
    },
    "value.law45.what.after_opponents_change": {
        "en": "a player wants his card back because an opponent changed his play",
        "el": "παίκτης θέλει πίσω το φύλλο του επειδή αντίπαλος άλλαξε το παίξιμό του",
    },
    "value.law45.what.told_wrong_turn": {
        "en": "a player played because an opponent said it was his turn",
        "el": "παίκτης έπαιξε επειδή αντίπαλος του είπε ότι ήταν η σειρά του",
    },
    "value.law45.what.misexplanation": {
        "en": "a player played because of an opponent's mistaken explanation",
        "el": "παίκτης έπαιξε εξαιτίας λανθασμένης εξήγησης αντιπάλου",
    },
    "value.law45.what.wants_it_back": {
        "en": "a player wants to take back a played card for another reason",
        "el": "παίκτης θέλει να αποσύρει παιγμένο φύλλο για άλλο λόγο",
    },
    "question.law45.seat": {
        "en": "Whose card is it?",
        "el": "Ποιανού είναι το φύλλο;",
    },
    "question.law45.card": {
        "en": "Which card of {seat}'s?",
        "el": "Ποιο φύλλο του παίκτη {seat};",
    },
    "question.law45.trick": {
        "en": "To which trick does {seat}'s {card} belong?",
        "el": "Σε ποια λεβέ ανήκει το {card} του παίκτη {seat};",
    },
    "question.law45.already_played": {
        "en": "Had {seat} already played a card to the trick in progress?",
        "el": "Είχε ήδη παίξει ο παίκτης {seat} φύλλο στη λεβέ που βρίσκεται σε εξέλιξη;",
    },
    "question.law45.declarer_face_up": {
        "en": "Was {card} held face up touching or nearly touching the table, or kept in a position showing it played?",
        "el": (
            "Κρατήθηκε το {card} ανοιχτό, ακουμπώντας ή σχεδόν ακουμπώντας το τραπέζι, ή σε θέση που δείχνει ότι "
            "παίχτηκε;"
        ),
    },
    "question.law45.arranging": {
        "en": "Did declarer touch {card} only to arrange dummy's cards or to reach another card?",
        "el": "Άγγιξε ο εκτελεστής το {card} μόνο για να τακτοποιήσει τα φύλλα του μορ ή για να φτάσει άλλο φύλλο;",
    },
    "question.law45.slip_of_tongue": {
        "en": (
            "Was naming {card} a slip of the tongue by {seat} (not a loss of concentration or a change of mind)?"
        ),
        "el": (
            "Ήταν η ονομασία του {card} λάθος της γλώσσας του παίκτη {seat} (όχι απροσεξία ή αλλαγή γνώμης);"
        ),
    },
    "question.law45.declarer_played_since": {
        "en": "Has {seat} played another card since, from his hand or dummy?",
        "el": "Έχει παίξει ο παίκτης {seat} άλλο φύλλο από τότε, από το χέρι του ή από τον μορ;",
    },
    "question.law45.opponent_played_after": {
        "en": "Did {seat} play a card to the trick after it?",
        "el": "Έπαιξε ο παίκτης {seat} φύλλο στη λεβέ μετά από αυτό;",
    },
    "question.law45.named_card": {
        "en": "Which card did declarer name when dummy ({seat}) placed {card}?",
        "el": "Ποιο φύλλο ονόμασε ο εκτελεστής όταν ο μορ ({seat}) έβαλε το {card};",
    },
    "question.law45.next_trick_played": {
        "en": "Had each side played to the next trick before attention was drawn to {card}?",
        "el": "Είχε παίξει κάθε άξονας στην επόμενη λεβέ πριν επισημανθεί το {card};",
    },
    "question.law45.deemed_led": {
        "en": "Does the Director judge that {seat}'s {card} was led to the next trick?",
        "el": "Κρίνει ο Διαιτητής ότι το {card} του παίκτη {seat} βγήκε ως έξοδος στην επόμενη λεβέ;",
    },
    "question.law47.card_played_since": {
        "en": "Has any card been played since {seat} played {card}?",
        "el": "Έχει παιχτεί κάποιο φύλλο αφότου ο παίκτης {seat} έπαιξε το {card};",
    },
    "question.law47.opening_lead_dummy_faced": {
        "en": "Was {card} the opening lead, with dummy already faced?",
        "el": "Ήταν το {card} η αντάμ, με τον μορ ήδη απλωμένο;",
    },
    # -- questions: Law 57 -----------------------------------------------------------------------------------
    "question.law57.offender": {
        "en": "Which defender played early?",
        "el": "Ποιος αμυνόμενος έπαιξε πρόωρα;",
    },
    "question.law57.card": {
        "en": "Which card did {seat} play early?",
        "el": "Ποιο φύλλο έπαιξε πρόωρα ο παίκτης {seat};",
    },
    "question.law57.when": {
        "en": "How did {seat} play {card} early?",
        "el": "Πώς έπαιξε πρόωρα ο παίκτης {seat} το {card};",
    },
    "value.law57.when.next_trick": {
        "en": "he led to the next trick before his partner played to this one",
        "el": "έβγαλε στην επόμενη λεβέ πριν παίξει ο συμπαίκτης του σε αυτή",
    },
    "value.law57.when.before_partner": {
        "en": "he played out of turn before his partner played",
        "el": "έπαιξε εκτός σειράς πριν παίξει ο συμπαίκτης του",
    },
    "value.law57.when.rho_turn": {
        "en": "he played at his right-hand opponent's turn, his partner having played",
        "el": "έπαιξε στη σειρά του αντιπάλου στα δεξιά του, αφού είχε παίξει ο συμπαίκτης του",
    },
    "question.law57.declarer_played_both": {
        "en": "Had declarer ({seat}) already played to the trick from both hands (dummy's card as he instructed)?",
        "el": (
            "Είχε ήδη παίξει ο εκτελεστής ({seat}) στη λεβέ και από τα δύο χέρια (το φύλλο του μορ με δική του "
            "εντολή);"
        ),
    },
    "question.law57.dummy_prompted": {
        "en": "Did dummy ({seat}) pick out a card early on his own, or suggest a play?",
        "el": "Διάλεξε ο μορ ({seat}) φύλλο πρόωρα από μόνος του ή υπέδειξε παίξιμο;",
    },
    "question.law57.legal": {
        "en": "Could {seat} legally play {card} to this trick (following suit and any restriction in force)?",
        "el": (
            "Μπορούσε ο παίκτης {seat} να παίξει νόμιμα το {card} σε αυτή τη λεβέ (ακολουθία χρώματος και "
            "περιορισμοί σε ισχύ);"
        ),
    },
    "question.law57.suit_led": {
        "en": "Which suit was led to the trick?",
        "el": "Ποιο χρώμα βγήκε στη λεβέ;",
    },
    "question.law57.trick": {
        "en": "To which trick did {seat} play {card}?",
        "el": "Σε ποια λεβέ έπαιξε ο παίκτης {seat} το {card};",
    },
    "question.law60.lho_played": {
        "en": "Did {seat} play after the irregular card, before the Director ruled?",
        "el": "Έπαιξε ο παίκτης {seat} μετά το αντικανονικό φύλλο, πριν αποφασίσει ο Διαιτητής;",
    },
    # -- questions: Law 58 -----------------------------------------------------------------------------------
    "question.law58.how": {
        "en": "What was played at the same time?",
        "el": "Τι παίχτηκε ταυτόχρονα;",
    },
    "value.law58.how.two_players": {
        "en": "two players led or played at the same time",
        "el": "δύο παίκτες έβγαλαν ή έπαιξαν ταυτόχρονα",
    },
    "value.law58.how.one_hand": {
        "en": "one player led or played two or more cards at once",
        "el": "ένας παίκτης έβγαλε ή έπαιξε δύο ή περισσότερα φύλλα μαζί",
    },
    "question.law58.in_turn": {
        "en": "Whose turn was it to play?",
        "el": "Ποιος είχε σειρά να παίξει;",
    },
    "question.law58.other": {
        "en": "Who played at the same time as {seat}?",
        "el": "Ποιος έπαιξε ταυτόχρονα με τον παίκτη {seat};",
    },
    "question.law58.other_card": {
        "en": "Which card did {seat} play?",
        "el": "Ποιο φύλλο έπαιξε ο παίκτης {seat};",
    },
    "question.law58.seat": {
        "en": "Who played several cards at once?",
        "el": "Ποιος έπαιξε περισσότερα φύλλα μαζί;",
    },
    "question.law58.cards": {
        "en": "Which cards did {seat} play together?",
        "el": "Ποια φύλλα έπαιξε μαζί ο παίκτης {seat};",
    },
    "question.law58.next_trick": {
        "en": "Was it noticed only after both sides had played to the next trick?",
        "el": "Έγινε αντιληπτό μόνο αφού και οι δύο άξονες είχαν παίξει στην επόμενη λεβέ;",
    },
    "question.law58.one_face_visible": {
        "en": "Was the face of only one of {cards} visible?",
        "el": "Ήταν ορατή η όψη μόνο ενός από τα {cards};",
    },
    "question.law58.visible_card": {
        "en": "Which card's face was visible?",
        "el": "Ποιου φύλλου η όψη ήταν ορατή;",
    },
    "question.law58.opponent_played": {
        "en": "Did {seat} play to the trick after the cards were played together?",
        "el": "Έπαιξε ο παίκτης {seat} στη λεβέ αφού παίχτηκαν μαζί τα φύλλα;",
    },
    # -- questions: Law 59 -----------------------------------------------------------------------------------
    "question.law59.seat": {
        "en": "Who cannot lead or play as required?",
        "el": "Ποιος δεν μπορεί να βγει ή να παίξει όπως απαιτείται;",
    },
    "question.law59.why": {
        "en": "Why can {seat} not comply?",
        "el": "Γιατί δεν μπορεί να συμμορφωθεί ο παίκτης {seat};",
    },
    "value.law59.why.no_card_of_suit": {
        "en": "he holds no card of the suit required",
        "el": "δεν έχει φύλλο στο χρώμα που απαιτείται",
    },
    "value.law59.why.only_prohibited": {
        "en": "he holds only cards of the suit he may not lead",
        "el": "έχει μόνο φύλλα του χρώματος στο οποίο απαγορεύεται να βγει",
    },
    "value.law59.why.must_follow": {
        "en": "he must follow suit, which comes first",
        "el": "πρέπει να ακολουθήσει στο χρώμα, κάτι που προηγείται",
    },
    # -- questions: Law 60 -----------------------------------------------------------------------------------
    "question.law60.which": {
        "en": "Who played after the irregular lead or play, before the ruling?",
        "el": "Ποιος έπαιξε μετά την αντικανονική έξοδο ή το αντικανονικό παίξιμο, πριν από την απόφαση;",
    },
    "value.law60.which.non_offender": {
        "en": "the next player, of the non-offending side",
        "el": "ο επόμενος παίκτης, του αναίτιου άξονα",
    },
    "value.law60.which.before_declarers_lead": {
        "en": "a defender, after declarer had to take back his lead and before he led from the correct hand",
        "el": "αμυνόμενος, αφού ο εκτελεστής έπρεπε να αποσύρει την έξοδό του και πριν βγει από το σωστό χέρι",
    },
    "value.law60.which.offending_side": {
        "en": "the offender's partner",
        "el": "ο συμπαίκτης του υπαιτίου",
    },
    "question.law60.offender": {
        "en": "Who made the irregular lead or play (in the declarer case: which defender played)?",
        "el": "Ποιος έκανε την αντικανονική έξοδο ή το αντικανονικό παίξιμο (στην περίπτωση του εκτελεστή: ποιος "
              "αμυνόμενος έπαιξε);",
    },
    "question.law60.card": {
        "en": "Which card did {seat} play?",
        "el": "Ποιο φύλλο έπαιξε ο παίκτης {seat};",
    },
}
