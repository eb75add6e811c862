"""Sentences for Law 15, the wrong board (15A a call from the wrong board, 15B the wrong board played):
key -> {language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the
key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "irregularity.wrong_board": {"en": "wrong board", "el": "λάθος θήκη"},
    # -- questions and their answers ---------------------------------------------------------------------
    "question.law15.case": {"en": "What happened?", "el": "Τι συνέβη;"},
    "value.law15.case.call_from_wrong_board": {
        "en": "a player called holding the cards of another board",
        "el": "παίκτης έκανε δήλωση κρατώντας τα φύλλα άλλης θήκης",
    },
    "value.law15.case.board_played": {
        "en": "the players are playing (or played) a board not meant for them in this round",
        "el": "οι παίκτες παίζουν (ή έπαιξαν) θήκη που δεν προοριζόταν γι' αυτούς σε αυτόν τον γύρο",
    },
    "question.law15.offender": {
        "en": "Who called holding the cards of the wrong board?",
        "el": "Ποιος παίκτης έκανε δήλωση κρατώντας τα φύλλα της λάθος θήκης;",
    },
    "question.law15.partner_called": {
        "en": "Has the offender's partner called since?",
        "el": "Έχει κάνει δήλωση από τότε ο συμπαίκτης του υπαίτιου;",
    },
    "question.law15.other_board": {
        "en": "When the board he took his cards from was played, what did the offender call?",
        "el": "Όταν παίχτηκε η θήκη από την οποία πήρε τα φύλλα του, τι δήλωσε ο υπαίτιος;",
    },
    "value.law15.other_board.not_yet": {
        "en": "that board has not been played yet",
        "el": "η θήκη αυτή δεν έχει παιχτεί ακόμη",
    },
    "value.law15.other_board.repeated": {
        "en": "he repeated his cancelled call",
        "el": "επανέλαβε τη δήλωση που ακυρώθηκε",
    },
    "value.law15.other_board.differs": {
        "en": "his call differed from the cancelled one",
        "el": "η δήλωσή του διέφερε από αυτήν που ακυρώθηκε",
    },
    "question.law15.played_before": {
        "en": "Had any of the four players played this board before, against these opponents or others?",
        "el": "Είχε παίξει κάποιος από τους τέσσερις παίκτες αυτή τη θήκη πριν, με αυτούς ή άλλους αντιπάλους;",
    },
    # -- consequences --------------------------------------------------------------------------------------
    "consequence.call_again": {
        "en": (
            "{seat} takes the cards of the right board, looks at them and calls again; the auction continues "
            "normally from there"
        ),
        "el": (
            "Ο παίκτης {seat} παίρνει τα φύλλα της σωστής θήκης, τα κοιτάζει και δηλώνει ξανά· οι αγορές "
            "συνεχίζονται κανονικά από εκεί"
        ),
    },
    "consequence.board_played_normally": {
        "en": "The board he took his cards from is played normally: he repeated his call",
        "el": "Η θήκη από την οποία πήρε τα φύλλα του παίζεται κανονικά: επανέλαβε τη δήλωσή του",
    },
    "consequence.board_cancelled": {
        "en": "The result of this board is cancelled for both sides",
        "el": "Το αποτέλεσμα αυτής της θήκης ακυρώνεται και για τους δύο άξονες",
    },
    "consequence.score_stands": {
        "en": "The auction and play of this board are completed and its score stands",
        "el": "Οι αγορές και η εκτέλεση αυτής της θήκης ολοκληρώνονται και το αποτέλεσμά της ισχύει",
    },
    "consequence.right_board_later": {
        "en": "The same two pairs play the board meant for them against one another later",
        "el": "Τα ίδια δύο ζεύγη παίζουν αργότερα μεταξύ τους τη θήκη που προοριζόταν γι' αυτά",
    },
    # -- reasons -------------------------------------------------------------------------------------------
    "reason.deprived_of_valid_score": {
        "en": "to any contestant deprived of the chance of a valid score on the board",
        "el": "σε όποιον αγωνιζόμενο στερήθηκε την ευκαιρία έγκυρου αποτελέσματος στη θήκη",
    },
    "reason.partner_called_since": {
        "en": "the offender's partner has called since the cancelled call",
        "el": "ο συμπαίκτης του υπαίτιου έκανε δήλωση μετά τη δήλωση που ακυρώθηκε",
    },
    "reason.call_differs": {
        "en": "on the board he took his cards from, the offender's call differed from his cancelled call",
        "el": "στη θήκη από την οποία πήρε τα φύλλα του, η δήλωση του υπαίτιου διέφερε από αυτήν που ακυρώθηκε",
    },
    "reason.other_board_later": {
        "en": (
            "when the board he took his cards from is played, if his call differs from the cancelled one the "
            "Director awards an adjusted score; if he repeats it, that board is played normally"
        ),
        "el": (
            "όταν παιχτεί η θήκη από την οποία πήρε τα φύλλα του, αν η δήλωσή του διαφέρει από αυτήν που ακυρώθηκε "
            "ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία· αν την επαναλάβει, η θήκη παίζεται κανονικά"
        ),
    },
    # -- choices and options -------------------------------------------------------------------------------
    "choice.law15.right_board": {
        "en": "The board meant for these pairs in this round",
        "el": "Η θήκη που προοριζόταν για αυτά τα ζεύγη σε αυτόν τον γύρο",
    },
    "option.law15.play_later": {
        "en": "have it played by the same pairs later",
        "el": "να παιχτεί αργότερα από τα ίδια ζεύγη",
    },
    "option.law15.not_later": {
        "en": "not played: artificial adjusted score",
        "el": "δεν παίζεται: τεχνητή επανορθωτική βαθμολογία",
    },
    # -- refusals ------------------------------------------------------------------------------------------
    "refusal.no_call_by_offender": {
        "en": "the auction record shows no call by {seat}",
        "el": "το ιστορικό των αγορών δεν δείχνει δήλωση του παίκτη {seat}",
    },
}
