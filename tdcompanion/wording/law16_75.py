"""Sentences for the family of Laws 16, 20, 21, 40, 73 and 75 (unauthorised information, deception,
misinformation): key -> {language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module
for the key scheme)."""

from __future__ import annotations

_LA = (
    "a logical alternative is an action that a significant proportion of players of his class, using his "
    "partnership's methods, would seriously consider, and some would select"
)
_LA_EL = (
    "λογική εναλλακτική είναι μια ενέργεια που σημαντικό ποσοστό παικτών της κατηγορίας του, με τις συμφωνίες του "
    "ζεύγους του, θα εξέταζε σοβαρά και κάποιοι θα επέλεγαν"
)
_TALLY = "Poll of {polled} players (per action: would select / would seriously consider): {tally}"
_TALLY_EL = "Δημοσκόπηση {polled} παικτών (ανά ενέργεια: θα την επέλεγαν / θα την εξέταζαν σοβαρά): {tally}"

TEXT: dict[str, dict[str, str]] = {
    # -- questions: unauthorised information ------------------------------------------------------------------
    "question.law16.source": {
        "en": "Where did the information come from?",
        "el": "Από πού προήλθε η πληροφορία;",
    },
    "question.law16.receiver": {
        "en": "Which player received the information (the one who may have used it)?",
        "el": "Ποιος παίκτης έλαβε την πληροφορία (αυτός που ίσως τη χρησιμοποίησε);",
    },
    "question.law16.description": {
        "en": "Describe what happened, as the players tell it (what {seat} saw or heard, and when)",
        "el": "Περιγράψτε τι συνέβη, όπως το λένε οι παίκτες (τι είδε ή άκουσε ο παίκτης {seat} και πότε)",
    },
    "question.law16.established": {
        "en": (
            "Is it agreed by the players, or established on the balance of probabilities (Law 85A), that this "
            "information reached {seat}?"
        ),
        "el": (
            "Συμφωνούν οι παίκτες, ή αποδεικνύεται με βάση τις πιθανότητες (Νόμος 85Α), ότι η πληροφορία αυτή έφτασε "
            "στον παίκτη {seat};"
        ),
    },
    "question.law16.acted": {
        "en": "Has {seat} already made the call or play in question?",
        "el": "Έχει ήδη κάνει ο παίκτης {seat} τη δήλωση ή το παίξιμο που εξετάζεται;",
    },
    "question.law16.action_kind": {
        "en": "Was {seat}'s action in question a call or a play?",
        "el": "Η ενέργεια του παίκτη {seat} που εξετάζεται ήταν δήλωση ή παίξιμο;",
    },
    "question.law16.call": {
        "en": "Which call of {seat}'s is in question?",
        "el": "Ποια δήλωση του παίκτη {seat} εξετάζεται;",
    },
    "question.law16.play": {
        "en": "Which play of {seat}'s is in question? Describe it",
        "el": "Ποιο παίξιμο του παίκτη {seat} εξετάζεται; Περιγράψτε το",
    },
    "question.law16.suggests": {
        "en": (
            "What could the information suggest to {seat}, and over which other actions would it suggest {action}? "
            "(for a hesitation: what partner's slow action shows he holds)"
        ),
        "el": (
            "Τι θα μπορούσε να υποδείξει η πληροφορία στον παίκτη {seat}, και έναντι ποιων άλλων ενεργειών θα "
            "υποδείκνυε το {action}; (για δισταγμό: τι δείχνει ότι κρατά ο συμπαίκτης με την αργή ενέργειά του)"
        ),
    },
    "question.law16.demonstrable": {
        "en": (
            "Could the information demonstrably have suggested {action} over another action? The link must be "
            "apparent to a player reviewing the hand, not just possible. Suggested: {suggested}"
        ),
        "el": (
            "Θα μπορούσε η πληροφορία να υποδείξει ευαπόδεικτα το {action} έναντι άλλης ενέργειας; Η σύνδεση πρέπει "
            "να είναι φανερή σε όποιον εξετάσει το χέρι, όχι απλώς πιθανή. Υπόδειξη: {suggested}"
        ),
    },
    "question.law16.poll_taken": {
        "en": "Did you poll players of {seat}'s class, giving them his hand, methods and auction?",
        "el": (
            "Κάνατε δημοσκόπηση σε παίκτες της κατηγορίας του παίκτη {seat}, δίνοντάς τους το χέρι, τις συμφωνίες "
            "και τις αγορές του;"
        ),
    },
    "question.law16.poll": {
        "en": "Enter the poll for {seat}: each player asked, what he would do, and what else he seriously considered",
        "el": (
            "Καταχωρίστε τη δημοσκόπηση για τον παίκτη {seat}: κάθε παίκτη που ρωτήθηκε, τι θα έκανε και τι άλλο "
            "εξέτασε σοβαρά"
        ),
    },
    "question.law16.logical_alternative": {
        "en": (
            "Was there a logical alternative to {action} that the information suggests less? (" + _LA + ".) "
            "Suggested: {suggested}. " + _TALLY
        ),
        "el": (
            "Υπήρχε λογική εναλλακτική στο {action} που η πληροφορία υποδεικνύει λιγότερο; (" + _LA_EL + ".) "
            "Υπόδειξη: {suggested}. " + _TALLY_EL
        ),
    },
    "question.law16.alternatives": {
        "en": "Which action or actions were logical alternatives to {action}? " + _TALLY,
        "el": "Ποια ή ποιες ενέργειες ήταν λογικές εναλλακτικές στο {action}; " + _TALLY_EL,
    },
    "question.law16.damaged": {
        "en": (
            "Did the non-offending side get a worse score through {seat}'s {action} than it would probably have got "
            "had he chosen a logical alternative ({alternatives})? (Law 12B1: redress only for damage caused by the "
            "infraction)"
        ),
        "el": (
            "Πήρε ο αναίτιος άξονας χειρότερο αποτέλεσμα εξαιτίας του {action} του παίκτη {seat} απ' ό,τι "
            "πιθανότατα θα έπαιρνε αν είχε επιλέξει λογική εναλλακτική ({alternatives}); (Νόμος 12Β1: "
            "αποκατάσταση μόνο για ζημιά που προκάλεσε η παράβαση)"
        ),
    },
    "question.law16.interferes": {
        "en": "Would the information {seat} received likely interfere with normal play of the board?",
        "el": "Είναι πιθανό η πληροφορία που έλαβε ο παίκτης {seat} να εμποδίσει το κανονικό παίξιμο του διανεμητή;",
    },
    "question.law16.first_call_made": {
        "en": "Had the first call of the auction been made when {seat} received the information?",
        "el": "Είχε γίνει η πρώτη δήλωση των αγορών όταν ο παίκτης {seat} έλαβε την πληροφορία;",
    },
    # -- questions: deception (Law 73D, 73E) -----------------------------------------------------------------
    "question.law73.deceiver": {
        "en": "Which player's question, remark, manner or tempo is said to have misled an opponent?",
        "el": "Ποιου παίκτη η ερώτηση, το σχόλιο, ο τρόπος ή ο ρυθμός λέγεται ότι παραπλάνησε αντίπαλο;",
    },
    "question.law73.deceived": {
        "en": "Which opponent of {seat}'s says he was misled?",
        "el": "Ποιος αντίπαλος του παίκτη {seat} λέει ότι παραπλανήθηκε;",
    },
    "question.law73.action": {
        "en": (
            "Describe what {seat} did and what {deceived} concluded from it (for instance: a long pause before "
            "playing a singleton, so declarer placed the queen with him)"
        ),
        "el": (
            "Περιγράψτε τι έκανε ο παίκτης {seat} και τι συμπέρανε από αυτό ο παίκτης {deceived} (για παράδειγμα: "
            "μεγάλη παύση πριν παίξει μονό φύλλο, και ο εκτελεστής τοποθέτησε τη ντάμα σε αυτόν)"
        ),
    },
    "question.law73.bridge_reason": {
        "en": (
            "Did {seat} have a demonstrable bridge reason for acting so: a real problem in the auction or play "
            "that his hand and the situation show, not just a claim of one? Action: {action}"
        ),
        "el": (
            "Είχε ο παίκτης {seat} ευαπόδεικτο λόγο μπριτζ για να ενεργήσει έτσι: ένα πραγματικό πρόβλημα στις "
            "αγορές ή στην εκτέλεση, που το δείχνουν το χέρι του και η κατάσταση, όχι απλώς ισχυρισμό; "
            "Ενέργεια: {action}"
        ),
    },
    "question.law73.could_have_known": {
        "en": (
            "Could {seat} have been aware, at the time, that his action could work to his side's benefit? "
            "(If not, an unintended variation of tempo or manner is no infraction: Law 73D1.) Action: {action}"
        ),
        "el": (
            "Μπορούσε ο παίκτης {seat} να γνωρίζει, τη στιγμή εκείνη, ότι η ενέργειά του μπορούσε να ωφελήσει τον "
            "άξονά του; (Αν όχι, η ακούσια διαφοροποίηση ρυθμού ή τρόπου δεν είναι παράβαση: Νόμος 73Δ1.) "
            "Ενέργεια: {action}"
        ),
    },
    "question.law73.deliberate": {
        "en": (
            "Do you judge that {seat} tried on purpose to mislead (Law 73D2)? If so he is liable to a procedural "
            "penalty (Law 90). Action: {action}"
        ),
        "el": (
            "Κρίνετε ότι ο παίκτης {seat} προσπάθησε σκόπιμα να παραπλανήσει (Νόμος 73Δ2); Αν ναι, του επιβάλλεται "
            "ενδεχομένως διαδικαστική ποινή (Νόμος 90). Ενέργεια: {action}"
        ),
    },
    "question.law73.false_inference": {
        "en": "Did {seat} draw a false inference from {deceiver}'s action ({action}) and act on it?",
        "el": (
            "Έβγαλε ο παίκτης {seat} λανθασμένο συμπέρασμα από την ενέργεια του παίκτη {deceiver} ({action}) και "
            "ενήργησε βάσει αυτού;"
        ),
    },
    "question.law73.damaged": {
        "en": (
            "Did {seat}'s side get a worse score through that false inference than it would probably have got "
            "without it? (Law 12B1: redress only for damage the action caused)"
        ),
        "el": (
            "Πήρε ο άξονας του παίκτη {seat} χειρότερο αποτέλεσμα εξαιτίας του λανθασμένου συμπεράσματος απ' ό,τι "
            "πιθανότατα θα έπαιρνε χωρίς αυτό; (Νόμος 12Β1: αποκατάσταση μόνο για ζημιά που προκάλεσε η ενέργεια)"
        ),
    },
    # -- values ----------------------------------------------------------------------------------------------
    "value.law16.source.hesitation": {
        "en": "partner's hesitation or tempo",
        "el": "δισταγμός ή ρυθμός του συμπαίκτη",
    },
    "value.law16.source.remark": {"en": "partner's remark", "el": "σχόλιο του συμπαίκτη"},
    "value.law16.source.question": {"en": "partner's question", "el": "ερώτηση του συμπαίκτη"},
    "value.law16.source.gesture": {
        "en": "partner's gesture, emphasis or mannerism",
        "el": "χειρονομία, έμφαση ή μανιέρα του συμπαίκτη",
    },
    "value.law16.source.alert_or_explanation": {
        "en": "partner's explanation, unexpected alert or failure to alert",
        "el": "εξήγηση του συμπαίκτη, απρόσμενη προειδοποίηση ή παράλειψη προειδοποίησης",
    },
    "value.law16.source.withdrawn_call": {
        "en": "a call withdrawn as the laws provide",
        "el": "δήλωση που ανακλήθηκε όπως προβλέπουν οι Νόμοι",
    },
    "value.law16.source.other_from_partner": {"en": "something else from partner", "el": "κάτι άλλο από τον συμπαίκτη"},
    "value.law16.source.other_source": {
        "en": "another source: overheard, another table, a wrong hand or a card seen",
        "el": "άλλη πηγή: κάτι που ακούστηκε, άλλο τραπέζι, λάθος χέρι ή φύλλο που φάνηκε",
    },
    "value.law16.source.opponent_manner": {
        "en": "an opponent's question, remark, manner or tempo that misled (a possible deception)",
        "el": "ερώτηση, σχόλιο, τρόπος ή ρυθμός αντιπάλου που παραπλάνησε (πιθανή εξαπάτηση)",
    },
    "value.law16.action_kind.call": {"en": "a call", "el": "δήλωση"},
    "value.law16.action_kind.play": {"en": "a play", "el": "παίξιμο"},
    # -- questions: misinformation --------------------------------------------------------------------------
    "question.law75.explainer": {
        "en": "Who gave the explanation (or failed to alert)?",
        "el": "Ποιος έδωσε την εξήγηση (ή παρέλειψε την προειδοποίηση);",
    },
    "question.law75.form": {
        "en": "How were the opponents misinformed by {seat}?",
        "el": "Πώς πληροφορήθηκαν λανθασμένα οι αντίπαλοι από τον παίκτη {seat};",
    },
    "question.law75.call": {
        "en": "Which call of {seat}'s was explained (or not alerted)?",
        "el": "Ποια δήλωση του παίκτη {seat} εξηγήθηκε (ή δεν προειδοποιήθηκε);",
    },
    "question.law75.explanation": {
        "en": "What did {seat} say {call} meant (or what did the missing alert imply)?",
        "el": "Τι είπε ο παίκτης {seat} ότι σημαίνει το {call} (ή τι υπονοούσε η παράλειψη προειδοποίησης);",
    },
    "question.law75.agreement": {
        "en": "What is the partnership agreement about {call}, as the players state it?",
        "el": "Ποια είναι η συμφωνία του ζεύγους για το {call}, όπως τη δηλώνουν οι παίκτες;",
    },
    "question.law75.evidence": {
        "en": (
            "What does the evidence (system card, notes, the players' accounts) show about {call}? Explained: "
            "{explanation}. Stated agreement: {agreement}. Without evidence, mistaken explanation is presumed "
            "(Law 21B1(b))"
        ),
        "el": (
            "Τι δείχνουν τα στοιχεία (κάρτα συστήματος, σημειώσεις, όσα λένε οι παίκτες) για το {call}; Εξήγηση: "
            "{explanation}. Δηλωμένη συμφωνία: {agreement}. Χωρίς στοιχεία τεκμαίρεται λανθασμένη εξήγηση "
            "(Νόμος 21Β1(β))"
        ),
    },
    "question.law75.misled": {
        "en": "Which opponent of {seat}'s acted on the misinformation?",
        "el": "Ποιος αντίπαλος του παίκτη {seat} ενήργησε με βάση τη λανθασμένη πληροφόρηση;",
    },
    "question.law75.misled_call": {
        "en": "What was {seat}'s last call?",
        "el": "Ποια ήταν η τελευταία δήλωση του παίκτη {seat};",
    },
    "question.law75.partner_called": {
        "en": "Has {seat}'s partner called since {seat}'s {call}?",
        "el": "Έχει κάνει δήλωση ο συμπαίκτης του παίκτη {seat} μετά το {call} του;",
    },
    "question.law75.influenced": {
        "en": "Could {seat}'s decision to call {call} well have been influenced by the misinformation? (Law 21B1(a))",
        "el": (
            "Θα μπορούσε η απόφαση του παίκτη {seat} να δηλώσει {call} να έχει επηρεαστεί από τη λανθασμένη "
            "πληροφόρηση; (Νόμος 21Β1(α))"
        ),
    },
    "question.law75.card_on_mi": {
        "en": "Did {seat} play a card on the strength of the misinformation, before it was corrected?",
        "el": "Έπαιξε ο παίκτης {seat} φύλλο βασισμένος στη λανθασμένη πληροφόρηση, πριν αυτή διορθωθεί;",
    },
    "question.law75.card": {
        "en": "Which card did {seat} play?",
        "el": "Ποιο φύλλο έπαιξε ο παίκτης {seat};",
    },
    "question.law75.later_card": {
        "en": "Has a card been played to the trick after {seat}'s {card}?",
        "el": "Έχει παιχτεί φύλλο στη λεβέ μετά το {card} του παίκτη {seat};",
    },
    "question.law75.dummy_faced": {
        "en": "{seat}'s {card} was the opening lead: has dummy faced any card?",
        "el": "Το {card} του παίκτη {seat} ήταν η αντάμ: έχει ανοίξει ο μορ κάποιο φύλλο;",
    },
    "question.law75.poll_taken": {
        "en": "Did you poll players of {seat}'s class on what they would have done with the correct explanation?",
        "el": (
            "Κάνατε δημοσκόπηση σε παίκτες της κατηγορίας του παίκτη {seat} για το τι θα έκαναν με τη σωστή εξήγηση;"
        ),
    },
    "question.law75.poll": {
        "en": "Enter the poll for {seat}: each player asked, what he would do with the correct explanation, and what "
              "else he seriously considered",
        "el": (
            "Καταχωρίστε τη δημοσκόπηση για τον παίκτη {seat}: κάθε παίκτη που ρωτήθηκε, τι θα έκανε με τη σωστή "
            "εξήγηση και τι άλλο εξέτασε σοβαρά"
        ),
    },
    "question.law75.damaged": {
        "en": (
            "With the correct explanation in time, would {seat}'s side probably have acted differently and scored "
            "better? (Laws 21B3, 75B1, 12B1: no redress for damage the side caused itself.) " + _TALLY
        ),
        "el": (
            "Με τη σωστή εξήγηση εγκαίρως, θα είχε πιθανότατα ενεργήσει διαφορετικά ο άξονας του παίκτη {seat} και θα "
            "είχε καλύτερο αποτέλεσμα; (Νόμοι 21Β3, 75Β1, 12Β1: καμία αποκατάσταση για ζημιά που προκάλεσε ο ίδιος "
            "ο άξονας.) " + _TALLY_EL
        ),
    },
    "question.law75.own_misunderstanding": {
        "en": (
            "Did {seat} act on his own misunderstanding (for instance he misheard or misread the explanation, or "
            "forgot the auction) rather than on what {explainer} explained or failed to alert? (Law 21A: then no "
            "redress)"
        ),
        "el": (
            "Ενήργησε ο παίκτης {seat} με βάση δική του παρανόηση (για παράδειγμα άκουσε ή διάβασε λάθος την "
            "εξήγηση, ή ξέχασε τις αγορές) και όχι με βάση όσα εξήγησε ή παρέλειψε να προειδοποιήσει ο παίκτης "
            "{explainer}; (Νόμος 21Α: τότε καμία αποκατάσταση)"
        ),
    },
    "value.law75.form.explanation": {"en": "an explanation", "el": "εξήγηση"},
    "value.law75.form.failure_to_alert": {
        "en": "a missing alert (or an alert not required)",
        "el": "παράλειψη προειδοποίησης (ή προειδοποίηση που δεν απαιτούνταν)",
    },
    "value.law75.evidence.matches_explanation": {
        "en": "the agreement is as explained: the call was the mistake",
        "el": "η συμφωνία είναι όπως εξηγήθηκε: λάθος ήταν η δήλωση",
    },
    "value.law75.evidence.differs": {
        "en": "the agreement differs from the explanation",
        "el": "η συμφωνία διαφέρει από την εξήγηση",
    },
    "value.law75.evidence.no_agreement": {
        "en": "there is no agreement about this call",
        "el": "δεν υπάρχει συμφωνία για αυτή τη δήλωση",
    },
    "value.law75.evidence.implicit_agreement": {
        "en": "partner knew of the deviation through experience (an undisclosed agreement)",
        "el": "ο συμπαίκτης γνώριζε την απόκλιση από την εμπειρία του ζεύγους (συμφωνία που δεν γνωστοποιήθηκε)",
    },
    "value.law75.evidence.none": {
        "en": "there is no evidence either way",
        "el": "δεν υπάρχουν στοιχεία ούτε προς τη μία ούτε προς την άλλη πλευρά",
    },
    # -- information sources ---------------------------------------------------------------------------------
    "source.hesitation": {"en": "Partner's hesitation or tempo", "el": "Ο δισταγμός ή ο ρυθμός του συμπαίκτη"},
    "source.remark": {"en": "Partner's remark", "el": "Το σχόλιο του συμπαίκτη"},
    "source.question": {"en": "Partner's question", "el": "Η ερώτηση του συμπαίκτη"},
    "source.gesture": {
        "en": "Partner's gesture, emphasis or mannerism",
        "el": "Η χειρονομία, η έμφαση ή η μανιέρα του συμπαίκτη",
    },
    "source.alert_or_explanation": {
        "en": "Partner's explanation or alert (and so the knowledge of how the call was understood)",
        "el": "Η εξήγηση ή η προειδοποίηση του συμπαίκτη (άρα και το πώς κατανοήθηκε η δήλωση)",
    },
    "source.other_from_partner": {"en": "What partner conveyed", "el": "Ό,τι μετέδωσε ο συμπαίκτης"},
    "source.other_source": {
        "en": "The extraneous information received",
        "el": "Η εξωγενής πληροφορία που ελήφθη",
    },
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.seats_adjusted": {
        "en": "The Director moves the players so that {seat} holds the hand he has information about",
        "el": (
            "Ο Διαιτητής αλλάζει θέσεις στους παίκτες ώστε ο παίκτης {seat} να κρατά το χέρι για το οποίο έχει "
            "πληροφορία"
        ),
    },
    "consequence.board_redealt": {
        "en": "The board is shuffled and dealt again for these players",
        "el": "Γίνεται νέο μοίρασμα του διανεμητή για αυτούς τους παίκτες",
    },
    "consequence.assigned_score": {
        "en": (
            "The adjusted score is assigned: the likely result had the infraction not occurred, which may be weighted "
            "among several results; a serious error by the non-offending side unrelated to the infraction is not "
            "redressed"
        ),
        "el": (
            "Η επανορθωτική βαθμολογία είναι καθορισμένη: το πιθανό αποτέλεσμα αν δεν είχε γίνει η παράβαση, που "
            "μπορεί να σταθμιστεί ανάμεσα σε περισσότερα αποτελέσματα· σοβαρό λάθος του αναίτιου άξονα άσχετο με την "
            "παράβαση δεν επανορθώνεται"
        ),
    },
    "consequence.correction_due": {
        "en": "{seat} must call the Director and correct the explanation {reason}",
        "el": "Ο παίκτης {seat} πρέπει να καλέσει τον Διαιτητή και να διορθώσει την εξήγηση {reason}",
    },
    "consequence.ui_finding_call": {
        "en": (
            "Finding: {receiver} called {call}; the information suggested: {suggested}; logical alternatives: "
            "{alternatives}; players polled: {polled}; infraction of Law 16B1: {infraction}"
        ),
        "el": (
            "Διαπίστωση: ο παίκτης {receiver} δήλωσε {call}· η πληροφορία υπέδειχνε: {suggested}· λογικές "
            "εναλλακτικές: {alternatives}· παίκτες στη δημοσκόπηση: {polled}· παράβαση του Νόμου 16Β1: {infraction}"
        ),
    },
    "consequence.ui_finding_play": {
        "en": (
            "Finding: {receiver} played: {play}; the information suggested: {suggested}; logical alternatives: "
            "{alternatives}; players polled: {polled}; infraction of Law 16B1: {infraction}"
        ),
        "el": (
            "Διαπίστωση: ο παίκτης {receiver} έπαιξε: {play}· η πληροφορία υπέδειχνε: {suggested}· λογικές "
            "εναλλακτικές: {alternatives}· παίκτες στη δημοσκόπηση: {polled}· παράβαση του Νόμου 16Β1: {infraction}"
        ),
    },
    "consequence.explanation_finding": {
        "en": (
            "Finding: {explainer} explained {call} as: {explanation}; the agreement: {agreement}; mistaken "
            "explanation (an infraction): {infraction}"
        ),
        "el": (
            "Διαπίστωση: ο παίκτης {explainer} εξήγησε το {call} ως: {explanation}· η συμφωνία: {agreement}· "
            "λανθασμένη εξήγηση (παράβαση): {infraction}"
        ),
    },
    "consequence.deception_finding": {
        "en": "Finding: {deceiver}'s action may have misled {deceived}: {action}",
        "el": "Διαπίστωση: η ενέργεια του παίκτη {deceiver} ίσως παραπλάνησε τον παίκτη {deceived}: {action}",
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.ui_not_established": {
        "en": "it is neither agreed nor established that the information was given, so there is no infraction",
        "el": "ούτε συμφωνείται ούτε αποδεικνύεται ότι δόθηκε η πληροφορία, άρα δεν υπάρχει παράβαση",
    },
    "reason.ui_not_suggested": {
        "en": "the information did not demonstrably suggest the action taken; the result stands",
        "el": "η πληροφορία δεν υπέδειξε ευαπόδεικτα την ενέργεια που έγινε· το αποτέλεσμα ισχύει",
    },
    "reason.ui_no_logical_alternative": {
        "en": "there was no logical alternative to the action taken; the result stands",
        "el": "δεν υπήρχε λογική εναλλακτική στην ενέργεια που έγινε· το αποτέλεσμα ισχύει",
    },
    "reason.ui_no_damage": {
        "en": "the non-offending side lost nothing through the infraction; the result stands",
        "el": "ο αναίτιος άξονας δεν ζημιώθηκε από την παράβαση· το αποτέλεσμα ισχύει",
    },
    "reason.ui_not_yet_acted": {
        "en": "the player has not acted yet; he must carefully avoid taking any advantage from the information",
        "el": "ο παίκτης δεν έχει ενεργήσει ακόμη· πρέπει να αποφύγει προσεκτικά κάθε όφελος από την πληροφορία",
    },
    "reason.extraneous_other_source": {
        "en": "a player received extraneous information; if it affected the result, he adjusts the score",
        "el": "παίκτης έλαβε εξωγενή πληροφορία· αν αυτή επηρέασε το αποτέλεσμα, επιδικάζει επανορθωτική βαθμολογία",
    },
    "reason.extraneous_no_interference": {
        "en": "the information is not likely to interfere with normal play; the board is played normally",
        "el": "η πληροφορία δεν είναι πιθανό να εμποδίσει το κανονικό παίξιμο· ο διανεμητής παίζεται κανονικά",
    },
    "reason.misinformation": {
        "en": "if the non-offending side was damaged by the misinformation, he adjusts the score",
        "el": "αν ο αναίτιος άξονας ζημιώθηκε από τη λανθασμένη πληροφόρηση, επιδικάζει επανορθωτική βαθμολογία",
    },
    "reason.mistaken_call": {
        "en": (
            "the explanation matched the agreement, so the opponents were not misinformed: a mistaken call is no "
            "infraction and there is no adjustment for it"
        ),
        "el": (
            "η εξήγηση συμφωνούσε με τη συμφωνία του ζεύγους, άρα οι αντίπαλοι δεν παραπληροφορήθηκαν: η "
            "λανθασμένη δήλωση δεν είναι παράβαση και δεν επιδικάζεται επανορθωτική βαθμολογία γι' αυτήν"
        ),
    },
    "consequence.player_duty": {
        "en": "{seat} from now on: {reason}",
        "el": "Ο παίκτης {seat} από εδώ και πέρα: {reason}",
    },
    "reason.mistaken_call_no_advantage": {
        "en": (
            "he must carefully avoid taking any advantage of partner's explanation or alert, calling and playing "
            "as if he had not heard it; he need not correct it, as it described the agreement"
        ),
        "el": (
            "πρέπει να αποφύγει προσεκτικά κάθε όφελος από την εξήγηση ή την προειδοποίηση του συμπαίκτη του, "
            "δηλώνοντας και παίζοντας σαν να μην την είχε ακούσει· δεν χρειάζεται να τη διορθώσει, αφού περιέγραψε "
            "τη συμφωνία του ζεύγους"
        ),
    },
    "reason.explain_by_agreement": {
        "en": (
            "he goes on alerting and explaining his partner's later calls by the partnership agreement, not by "
            "the hand his partner turned out to hold"
        ),
        "el": (
            "συνεχίζει να προειδοποιεί και να εξηγεί τις επόμενες δηλώσεις του συμπαίκτη του σύμφωνα με τη "
            "συμφωνία του ζεύγους, όχι σύμφωνα με το χέρι που αποδείχθηκε ότι κρατά"
        ),
    },
    "reason.mistaken_call_ui_check": {
        "en": (
            "there was no misinformation, so there is no adjustment for the mistaken call itself; he judges only "
            "whether the caller took advantage of the unauthorised information and, if that damaged the opponents, "
            "adjusts the score"
        ),
        "el": (
            "δεν υπήρξε λανθασμένη πληροφόρηση, άρα δεν επιδικάζεται επανορθωτική βαθμολογία για την ίδια τη "
            "λανθασμένη δήλωση· κρίνει μόνο αν ο παίκτης που δήλωσε εκμεταλλεύτηκε την αθέμιτη πληροφορία και, αν "
            "αυτό ζημίωσε τους αντιπάλους, επιδικάζει επανορθωτική βαθμολογία"
        ),
    },
    "reason.misinformation_no_damage": {
        "en": "the correct explanation would not have changed the non-offending side's actions; the result stands",
        "el": "η σωστή εξήγηση δεν θα άλλαζε τις ενέργειες του αναίτιου άξονα· το αποτέλεσμα ισχύει",
    },
    "reason.correct_now": {
        "en": "as soon as he realises his mistake: before the opening lead is faced, or at once during the play",
        "el": "μόλις αντιληφθεί το λάθος του: πριν ανοιχτεί η αντάμ, ή αμέσως κατά την εκτέλεση",
    },
    "reason.correct_after_auction": {
        "en": "after the final pass, before the opening lead is faced (as declarer or dummy)",
        "el": "μετά το τελευταίο πάσο, πριν ανοιχτεί η αντάμ (ως εκτελεστής ή μορ)",
    },
    "reason.correct_after_play": {
        "en": "only when play ends (as a defender), never earlier",
        "el": "μόνο όταν τελειώσει η εκτέλεση (ως αμυνόμενος), ποτέ νωρίτερα",
    },
    "reason.correct_later": {
        "en": (
            "but not while the auction continues, nor may he show the mistake in any way: as declarer or dummy after "
            "the final pass, as a defender when play ends"
        ),
        "el": (
            "αλλά όχι όσο συνεχίζονται οι αγορές, ούτε να δείξει με οποιονδήποτε τρόπο το λάθος: ως εκτελεστής ή μορ "
            "μετά το τελευταίο πάσο, ως αμυνόμενος όταν τελειώσει η εκτέλεση"
        ),
    },
    "reason.own_misunderstanding": {
        "en": (
            "the misled player acted on his own misunderstanding, not on the opponents' explanation or alert: "
            "no redress; the result stands"
        ),
        "el": (
            "ο παίκτης που παραπλανήθηκε ενήργησε με βάση δική του παρανόηση, όχι την εξήγηση ή την προειδοποίηση "
            "των αντιπάλων: καμία αποκατάσταση· το αποτέλεσμα ισχύει"
        ),
    },
    "reason.deception": {
        "en": (
            "an innocent player drew a false inference from an opponent's action that had no bridge reason; if it "
            "damaged his side, he adjusts the score"
        ),
        "el": (
            "αναίτιος παίκτης έβγαλε λανθασμένο συμπέρασμα από ενέργεια αντιπάλου χωρίς λόγο μπριτζ· αν αυτό "
            "ζημίωσε τον άξονά του, επιδικάζει επανορθωτική βαθμολογία"
        ),
    },
    "reason.deception_damaged": {
        "en": (
            "an innocent player drew a false inference from an opponent's action that had no bridge reason, and it "
            "damaged his side"
        ),
        "el": (
            "αναίτιος παίκτης έβγαλε λανθασμένο συμπέρασμα από ενέργεια αντιπάλου χωρίς λόγο μπριτζ, και αυτό "
            "ζημίωσε τον άξονά του"
        ),
    },
    "reason.deception_bridge_reason": {
        "en": (
            "the opponent had a demonstrable bridge reason for his action; the inference was drawn at the player's "
            "own risk and the result stands"
        ),
        "el": (
            "ο αντίπαλος είχε ευαπόδεικτο λόγο μπριτζ για την ενέργειά του· το συμπέρασμα βγήκε με ευθύνη του "
            "παίκτη και το αποτέλεσμα ισχύει"
        ),
    },
    "reason.deception_not_aware": {
        "en": (
            "the opponent could not have known his action might help his side: an unintended variation of tempo or "
            "manner is no infraction, and the opponents act on it at their own risk; the result stands"
        ),
        "el": (
            "ο αντίπαλος δεν μπορούσε να γνωρίζει ότι η ενέργειά του ίσως ωφελούσε τον άξονά του: η ακούσια "
            "διαφοροποίηση ρυθμού ή τρόπου δεν είναι παράβαση, και οι αντίπαλοι τη χρησιμοποιούν με δική τους "
            "ευθύνη· το αποτέλεσμα ισχύει"
        ),
    },
    "reason.deception_no_false_inference": {
        "en": "the player drew no false inference from the opponent's action; the result stands",
        "el": "ο παίκτης δεν έβγαλε λανθασμένο συμπέρασμα από την ενέργεια του αντιπάλου· το αποτέλεσμα ισχύει",
    },
    "reason.deception_no_damage": {
        "en": "the false inference cost the innocent side nothing; the result stands",
        "el": "το λανθασμένο συμπέρασμα δεν ζημίωσε τον αναίτιο άξονα· το αποτέλεσμα ισχύει",
    },
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law16d.director_choice": {
        "en": "what to do about the extraneous information",
        "el": "τι γίνεται με την εξωγενή πληροφορία",
    },
    "choice.law21.change_choice": {
        "en": "keep the last call or change it",
        "el": "διατήρηση ή αλλαγή της τελευταίας δήλωσης",
    },
    "choice.law47.retract_choice": {
        "en": "keep the card played or take it back",
        "el": "διατήρηση του φύλλου ή ανάκλησή του",
    },
    "option.law16d.move_seats": {"en": "move the players", "el": "αλλαγή θέσεων των παικτών"},
    "option.law16d.redeal": {"en": "redeal the board", "el": "νέο μοίρασμα του διανεμητή"},
    "option.law16d.play_on": {
        "en": "play the board, ready to adjust",
        "el": "παίζεται ο διανεμητής, με επιφύλαξη για επανόρθωση",
    },
    "option.law16d.adjust": {"en": "award an adjusted score now", "el": "επιδίκαση επανορθωτικής βαθμολογίας τώρα"},
    "choice.law21.lho_change_choice": {
        "en": "change the call he made since, or let it stand over the new call",
        "el": "αλλαγή της δήλωσης που έκανε στο μεταξύ, ή να ισχύσει πάνω από τη νέα δήλωση",
    },
    "option.law21.lho_keep": {"en": "let his call stand", "el": "η δήλωσή του ισχύει"},
    "option.law21.lho_change": {"en": "change his call", "el": "αλλάζει τη δήλωσή του"},
    "option.law21.keep": {"en": "keep the call", "el": "διατηρεί τη δήλωση"},
    "option.law21.change": {"en": "change the call", "el": "αλλάζει τη δήλωση"},
    "option.law47.retract": {"en": "take the card back", "el": "ανακαλεί το φύλλο"},
    "option.law47.keep": {"en": "leave the card played", "el": "το φύλλο μένει παιγμένο"},
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.no_calls_by_seat": {
        "en": "the auction record shows no call by {seat}",
        "el": "το ιστορικό των αγορών δεν δείχνει καμία δήλωση του παίκτη {seat}",
    },
    # -- a poll's count, for the question that shows the tally -----------------------------------------------
    "poll_count": {
        "en": "{action} {selected}/{considered}",
        "el": "{action} {selected}/{considered}",
    },
}
