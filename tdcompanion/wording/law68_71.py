"""Sentences for the family of Laws 68 to 71 (claims and concessions): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

_POSITION_EN = "Cards left at the claim (trick {trick}) - North: {north}; East: {east}; South: {south}; West: {west}."
_POSITION_EL = (
    "Φύλλα που έμεναν τη στιγμή της διεκδίκησης (λεβέ {trick}) - Βορράς: {north}· Ανατολή: {east}· Νότος: {south}· "
    "Δύση: {west}."
)

TEXT: dict[str, dict[str, str]] = {
    "consequence.follow_up.claim": {
        "en": "Then rule on {seat}'s claim or concession, still disputed, with the revoke corrected",
        "el": "Στη συνέχεια κρίνεται η διεκδίκηση ή παραχώρηση του παίκτη {seat}, που αμφισβητείται ακόμα, με τη "
        "ρενόνς διορθωμένη",
    },
    "value.discovered.claim": {
        "en": "while a claim or concession was disputed, before the Director ruled on it",
        "el": "ενώ αμφισβητούνταν μια διεκδίκηση ή παραχώρηση, πριν αποφανθεί ο Διαιτητής",
    },
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.claim_result": {
        "en": (
            "Of the tricks left at the claim, {declaring_tricks} go to the declaring side ({declaring_side}) and "
            "{defending_tricks} to the defenders: the board is scored with {total} tricks for declarer"
        ),
        "el": (
            "Από τις λεβέ που έμεναν στη διεκδίκηση, {declaring_tricks} πηγαίνουν στον άξονα του εκτελεστή "
            "({declaring_side}) και {defending_tricks} στους αμυνόμενους: η διανομή βαθμολογείται με {total} λεβέ "
            "για τον εκτελεστή"
        ),
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.current_trick_only": {
        "en": (
            "the statement concerned only the trick in progress, so it is neither a claim nor a concession and play "
            "goes on; a defender's cards shown are not penalty cards, but Laws 16 and 57A may apply"
        ),
        "el": (
            "η δήλωση αφορούσε μόνο τη λεβέ που παιζόταν, άρα δεν είναι ούτε διεκδίκηση ούτε παραχώρηση και η "
            "εκτέλεση συνεχίζεται· φύλλα αμυνόμενου που φάνηκαν δεν είναι τιμωρημένα, αλλά μπορεί να εφαρμοστούν οι "
            "Νόμοι 16 και 57Α"
        ),
    },
    "reason.partner_objected": {
        "en": (
            "a defender tried to concede and his partner objected at once, so there is neither a concession nor a "
            "claim; play continues and cards the defender exposed are not penalty cards"
        ),
        "el": (
            "αμυνόμενος επιχείρησε παραχώρηση και ο συμπαίκτης του αντέδρασε αμέσως, άρα δεν υπάρχει ούτε "
            "παραχώρηση ούτε διεκδίκηση· η εκτέλεση συνεχίζεται και τα φύλλα που εξέθεσε δεν είναι τιμωρημένα"
        ),
    },
    "reason.play_continued": {
        "en": (
            "play continued at the request of the non-claiming side with all four players agreeing: the claim is "
            "void and not adjudicated, Laws 16 and 50 do not apply, and the score obtained stands"
        ),
        "el": (
            "η εκτέλεση συνεχίστηκε με αίτημα του άξονα που δεν διεκδίκησε και τη σύμφωνη γνώμη και των τεσσάρων "
            "παικτών: η διεκδίκηση είναι άκυρη και δεν κρίνεται, οι Νόμοι 16 και 50 δεν εφαρμόζονται και ισχύει το "
            "αποτέλεσμα που επιτεύχθηκε"
        ),
    },
    "consequence.claim_heard": {
        "en": (
            "The claimer repeated his clarification statement, the opponents' objections were heard and every hand "
            "was considered"
        ),
        "el": (
            "Ο διεκδικητής επανέλαβε τη δήλωση διευκρίνισης, ακούστηκαν οι αντιρρήσεις των αντιπάλων και εξετάστηκαν "
            "όλα τα χέρια"
        ),
    },
    "consequence.doubt_against_claimer": {
        "en": "Every doubtful point was resolved against the claimer",
        "el": "Κάθε αμφίβολο σημείο κρίθηκε εις βάρος του διεκδικητή",
    },
    "reason.claim_agreed": {
        "en": "the claim or concession was agreed; the board is scored as if those tricks had been played out",
        "el": (
            "η διεκδίκηση ή παραχώρηση έγινε αποδεκτή· η διανομή βαθμολογείται σαν να είχαν παιχτεί αυτές οι λεβέ"
        ),
    },
    "reason.agreement_stands": {
        "en": (
            "the side that agreed lost no trick it had in fact won or would likely have won, so its agreement stands"
        ),
        "el": (
            "ο άξονας που συμφώνησε δεν έχασε λεβέ που είχε πράγματι κερδίσει ή που πιθανότατα θα κέρδιζε, άρα η "
            "συμφωνία του ισχύει"
        ),
    },
    "reason.concession_stands": {
        "en": (
            "no trick conceded had in fact been won, and each could be lost by some normal play, so the concession "
            "stands"
        ),
        "el": (
            "καμία παραχωρημένη λεβέ δεν είχε πράγματι κερδηθεί και καθεμία μπορούσε να χαθεί με κάποιο κανονικό "
            "παίξιμο, άρα η παραχώρηση ισχύει"
        ),
    },
    "reason.claim_upheld": {
        "en": "the Director upholds the claim in full after hearing both sides and considering every hand",
        "el": (
            "ο Διαιτητής κάνει δεκτή τη διεκδίκηση ολόκληρη, αφού άκουσε και τους δύο άξονες και εξέτασε όλα τα χέρια"
        ),
    },
    # -- information sources ---------------------------------------------------------------------------------
    "source.claim_statement": {
        "en": "What the defender's remark about the trick in progress, and any card he showed, told",
        "el": "Ό,τι έδειξε η παρατήρηση του αμυνόμενου για τη λεβέ που παιζόταν, και κάθε φύλλο που φάνηκε,",
    },
    "source.attempted_concession": {
        "en": "What the attempted concession, and any card the defender exposed with it, told",
        "el": "Ό,τι έδειξε η απόπειρα παραχώρησης, και κάθε φύλλο που εξέθεσε μαζί της ο αμυνόμενος,",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.no_claim_event": {
        "en": "play event {number} is not a claim or a concession",
        "el": "το γεγονός {number} της εκτέλεσης δεν είναι διεκδίκηση ή παραχώρηση",
    },
    "refusal.dummy_claim": {
        "en": "{seat} is dummy: only declarer or a defender can claim or concede",
        "el": "ο παίκτης {seat} είναι ο μορ: μόνο ο εκτελεστής ή αμυνόμενος μπορεί να διεκδικήσει ή να παραχωρήσει",
    },
    "refusal.more_than_remaining": {
        "en": "{tricks} tricks, but only {remaining} remained to be played",
        "el": "{tricks} λεβέ, αλλά έμεναν να παιχτούν μόνο {remaining}",
    },
    "refusal.more_than_quitted": {
        "en": "{tricks} tricks won, but only {quitted} had been played before the claim",
        "el": "{tricks} λεβέ κερδισμένες, αλλά πριν από τη διεκδίκηση είχαν παιχτεί μόνο {quitted}",
    },
    "refusal.nothing_conceded": {
        "en": "{seat} claimed all {remaining} remaining tricks: his side conceded nothing for Law 71 to give back",
        "el": (
            "ο παίκτης {seat} διεκδίκησε και τις {remaining} λεβέ που έμεναν, άρα ο άξονάς του δεν παραχώρησε τίποτα "
            "που θα μπορούσε να επιστρέψει ο Νόμος 71"
        ),
    },
    "refusal.more_than_claimed": {
        "en": "{tricks} tricks in all, but the claim took only {claimed} from that side",
        "el": "{tricks} λεβέ συνολικά, αλλά η διεκδίκηση πήρε από αυτόν τον άξονα μόνο {claimed}",
    },
    "refusal.more_than_conceded": {
        "en": "{tricks} tricks in all, but only {conceded} were conceded",
        "el": "{tricks} λεβέ συνολικά, αλλά παραχωρήθηκαν μόνο {conceded}",
    },
    "refusal.award_above_claim": {
        "en": (
            "{tricks} tricks is more than the {claimed} claimed; to give back tricks the claimer conceded, answer "
            "that his own side questions the concession (Law 71)"
        ),
        "el": (
            "{tricks} λεβέ είναι περισσότερες από τις {claimed} που διεκδικήθηκαν· για να επιστραφούν λεβέ που "
            "παραχώρησε ο διεκδικών, απαντήστε ότι ο δικός του άξονας αμφισβητεί την παραχώρηση (Νόμος 71)"
        ),
    },
    "refusal.award_ignores_checks": {
        "en": (
            "the claimer gets all {tricks} tricks claimed, yet the checks of Law {laws} went against him: each "
            "costs at least one trick, or change that answer"
        ),
        "el": (
            "ο διεκδικών παίρνει και τις {tricks} λεβέ που διεκδίκησε, όμως οι έλεγχοι του Νόμου {laws} βγήκαν "
            "εναντίον του: καθένας κοστίζει τουλάχιστον μία λεβέ, αλλιώς αλλάξτε εκείνη την απάντηση"
        ),
    },
    # -- questions -------------------------------------------------------------------------------------------
    "question.law68.claimer": {
        "en": "Who claimed or conceded?",
        "el": "Ποιος διεκδίκησε ή παραχώρησε;",
    },
    "question.law68.act": {
        "en": "Did {seat} claim tricks for his side, or concede tricks to the opponents?",
        "el": "Ο παίκτης {seat} διεκδίκησε λεβέ για τον άξονά του ή παραχώρησε λεβέ στους αντιπάλους;",
    },
    "value.law68.act.claim": {
        "en": "a claim: his side will win a number of tricks",
        "el": "διεκδίκηση: ο άξονάς του θα κερδίσει έναν αριθμό λεβέ",
    },
    "value.law68.act.concession": {
        "en": "a concession: his side will lose a number of tricks",
        "el": "παραχώρηση: ο άξονάς του θα χάσει έναν αριθμό λεβέ",
    },
    "question.law68.remaining": {
        "en": "How many tricks were still to be played when {seat} spoke, the trick in progress included?",
        "el": "Πόσες λεβέ έμεναν να παιχτούν όταν μίλησε ο παίκτης {seat}, μαζί με αυτήν που παιζόταν;",
    },
    "question.law68.tricks": {
        "en": "How many of the {remaining} remaining tricks did {seat} claim or concede?",
        "el": "Πόσες από τις {remaining} λεβέ που έμεναν διεκδίκησε ή παραχώρησε ο παίκτης {seat};",
    },
    "question.law68.won_before": {
        "en": "How many of the {quitted} tricks played before the claim had the declaring side ({side}) won?",
        "el": "Πόσες από τις {quitted} λεβέ που παίχτηκαν πριν από τη διεκδίκηση είχε κερδίσει ο άξονας του "
              "εκτελεστή ({side});",
    },
    "question.law68.is_claim": {
        "en": (
            "Was it a claim or concession (Law 68)? Yes if {seat}'s words or action concerned tricks beyond the one "
            "in progress: that a side would win or lose a number of tricks ({tricks} of {remaining} here), a "
            "suggestion to stop play, or showing his cards, unless he clearly did not mean to claim (e.g. declarer "
            "facing his cards after an opening lead out of turn: Law 54). No if it concerned only the trick in "
            "progress."
        ),
        "el": (
            "Ήταν διεκδίκηση ή παραχώρηση (Νόμος 68); Ναι, αν τα λόγια ή η ενέργεια του παίκτη {seat} αφορούσαν λεβέ "
            "πέρα από αυτήν που παιζόταν: ότι ένας άξονας θα κερδίσει ή θα χάσει αριθμό λεβέ (εδώ {tricks} από "
            "{remaining}), πρόταση να σταματήσει η εκτέλεση ή επίδειξη των φύλλων του, εκτός αν φανερά δεν ήθελε να "
            "διεκδικήσει (π.χ. ο εκτελεστής απλώνει τα φύλλα του μετά από αντάμ εκτός σειράς: Νόμος 54). Όχι, αν "
            "αφορούσαν μόνο τη λεβέ που παιζόταν."
        ),
    },
    "question.law68.partner_objected": {
        "en": "Did {seat}'s partner ({partner}) object at once to the concession?",
        "el": "Αντέδρασε αμέσως στην παραχώρηση ο συμπαίκτης ({partner}) του παίκτη {seat};",
    },
    "question.law68.response": {
        "en": "Play stopped at the claim ({seat}: {tricks} of {remaining} tricks). What happened next?",
        "el": "Η εκτέλεση σταμάτησε με τη διεκδίκηση (ο παίκτης {seat}: {tricks} από {remaining} λεβέ). Τι έγινε μετά;",
    },
    "value.law68.response.agreed": {
        "en": "the opponents agreed to it",
        "el": "οι αντίπαλοι συμφώνησαν",
    },
    "value.law68.response.doubted": {
        "en": "a player (dummy included) doubted it and the Director was called",
        "el": "κάποιος παίκτης (και ο μορ) την αμφισβήτησε και κλήθηκε ο Διαιτητής",
    },
    "value.law68.response.played_on": {
        "en": "the non-claiming side asked to play on and all four players agreed; play continued",
        "el": (
            "ο άξονας που δεν διεκδίκησε ζήτησε να συνεχιστεί το παιχνίδι και συμφώνησαν και οι τέσσερις· η εκτέλεση "
            "συνεχίστηκε"
        ),
    },
    "question.law68.objector": {
        "en": "Who disputes {seat}'s claim or concession now?",
        "el": "Ποιος αμφισβητεί τώρα τη διεκδίκηση ή παραχώρηση του παίκτη {seat};",
    },
    "value.law68.objector.nobody": {
        "en": "nobody: the agreement stands",
        "el": "κανείς: η συμφωνία ισχύει",
    },
    "value.law68.objector.opponents": {
        "en": "the claimer's opponents",
        "el": "οι αντίπαλοι του διεκδικούντος",
    },
    "value.law68.objector.claiming_side": {
        "en": "the claimer or his partner: they say a trick conceded should be theirs",
        "el": "ο διεκδικών ή ο συμπαίκτης του: λένε ότι μια παραχωρημένη λεβέ έπρεπε να είναι δική τους",
    },
    "question.law68.statement": {
        "en": (
            "Ask {seat} to repeat the statement he made when he claimed: the line of play and the order of the "
            "cards. Write it as he made it, or that he made none. " + _POSITION_EN
        ),
        "el": (
            "Ζητήστε από τον παίκτη {seat} να επαναλάβει τη δήλωση που έκανε όταν διεκδίκησε: τη γραμμή εκτέλεσης "
            "και τη σειρά των φύλλων. Γράψτε την όπως την έκανε, ή ότι δεν έκανε καμία. " + _POSITION_EL
        ),
    },
    "question.law70.objections": {
        "en": (
            "What do {seat}'s opponents object to? Write their objections (you consider all the hands, not only "
            "these; you may have the remaining cards faced)."
        ),
        "el": (
            "Τι αντιτείνουν οι αντίπαλοι του παίκτη {seat}; Γράψτε τις αντιρρήσεις τους (εξετάζετε όλα τα χέρια, όχι "
            "μόνο αυτές· μπορείτε να ζητήσετε να ανοιχτούν τα φύλλα που έμειναν)."
        ),
    },
    "question.law70.trump_outstanding": {
        "en": "Did one of {seat}'s opponents still hold a trump when he claimed?",
        "el": "Είχε ακόμα ατού κάποιος αντίπαλος του παίκτη {seat} όταν διεκδίκησε;",
    },
    "question.law70.trump_mentioned": {
        "en": "An opponent still held a trump ({holders}: {cards}). Did {seat} mention that trump in his statement?",
        "el": "Αντίπαλος είχε ακόμα ατού ({holders}: {cards}). Το ανέφερε ο παίκτης {seat} στη δήλωσή του;",
    },
    "question.law70.trump_unaware": {
        "en": (
            "Is it at all likely that {seat} did not know, when he claimed, that an opponent still held a trump "
            "({cards})? A doubt counts against the claimer."
        ),
        "el": (
            "Είναι έστω και λίγο πιθανό ο παίκτης {seat} να μην ήξερε, όταν διεκδίκησε, ότι αντίπαλος είχε ακόμα "
            "ατού ({cards}); Η αμφιβολία βαραίνει τον διεκδικούντα."
        ),
    },
    "question.law70.trump_trick": {
        "en": (
            "Could a trick be lost to that trump ({cards}) by any normal play? Normal includes play that would be "
            "careless or inferior for this class of player, not irrational play."
        ),
        "el": (
            "Θα μπορούσε να χαθεί λεβέ από αυτό το ατού ({cards}) με οποιοδήποτε κανονικό παίξιμο; Κανονικό είναι "
            "και το απρόσεκτο ή κατώτερο παίξιμο για το επίπεδο αυτών των παικτών, όχι το παράλογο."
        ),
    },
    "question.law70.less_successful_line": {
        "en": (
            "Would the claim need a line of play {seat} did not state, while some normal line (careless or inferior "
            "for this class of player included) would win fewer than the {tricks} tricks claimed? If so, the "
            "successful line is not accepted."
        ),
        "el": (
            "Χρειάζεται η διεκδίκηση γραμμή εκτέλεσης που δεν δήλωσε ο παίκτης {seat}, ενώ κάποια κανονική γραμμή "
            "(και απρόσεκτη ή κατώτερη για το επίπεδο αυτών των παικτών) θα έδινε λιγότερες από τις {tricks} λεβέ "
            "που διεκδίκησε; Αν ναι, η επιτυχημένη γραμμή δεν γίνεται δεκτή."
        ),
    },
    "question.law70.partner_play": {
        "en": (
            "Does part of {seat}'s claim depend on his partner ({partner}) choosing one particular play among "
            "several normal ones? That part is not accepted."
        ),
        "el": (
            "Εξαρτάται μέρος της διεκδίκησης του παίκτη {seat} από το να διαλέξει ο συμπαίκτης του ({partner}) ένα "
            "συγκεκριμένο παίξιμο ανάμεσα σε περισσότερα κανονικά; Αυτό το μέρος δεν γίνεται δεκτό."
        ),
    },
    "question.law70.unstated_finesse": {
        "en": (
            "Does the claim rest on an unstated line that succeeds only if one particular opponent holds a given "
            "card (a finesse or a drop {seat} did not state)?"
        ),
        "el": (
            "Στηρίζεται η διεκδίκηση σε γραμμή που δεν δηλώθηκε και πετυχαίνει μόνο αν ένας συγκεκριμένος αντίπαλος "
            "έχει ένα ορισμένο φύλλο (εμπάς ή πτώση που δεν δήλωσε ο παίκτης {seat});"
        ),
    },
    "question.law70.showed_out": {
        "en": (
            "Had the other opponent already failed to follow to that suit before the claim, or would he fail to "
            "follow on any normal line of play? Only then is {seat}'s unstated line accepted."
        ),
        "el": (
            "Είχε ήδη ο άλλος αντίπαλος δείξει σικάν σε εκείνο το χρώμα πριν από τη διεκδίκηση, ή θα έδειχνε με "
            "οποιαδήποτε κανονική γραμμή εκτέλεσης; Μόνο τότε γίνεται δεκτή η αδήλωτη γραμμή του παίκτη {seat}."
        ),
    },
    "question.law70.awarded": {
        "en": (
            "How many of the {remaining} tricks left do you award to {seat}'s side ({side})? He claimed {claimed}. "
            "Rule as fairly as possible for both sides, resolving every doubtful point against the claimer. "
            + _POSITION_EN
        ),
        "el": (
            "Πόσες από τις {remaining} λεβέ που έμεναν επιδικάζετε στον άξονα του παίκτη {seat} ({side}); "
            "Διεκδίκησε {claimed}. Κρίνετε όσο πιο δίκαια γίνεται και για τους δύο άξονες, και κάθε αμφίβολο σημείο "
            "κρίνεται εις βάρος του διεκδικούντος. " + _POSITION_EL
        ),
    },
    "question.law70.reasons": {
        "en": "Why? Write the line of play your decision rests on, for the report.",
        "el": "Γιατί; Γράψτε τη γραμμή εκτέλεσης στην οποία στηρίζεται η απόφασή σας, για την αναφορά.",
    },
    "question.law69.won_in_fact": {
        "en": "Of the {tricks} tricks {side} agreed to lose, how many had it in fact already won?",
        "el": "Από τις {tricks} λεβέ που δέχτηκε να χάσει ο άξονας {side}, πόσες είχε στην πράξη ήδη κερδίσει;",
    },
    "question.law69.likely_won": {
        "en": "Of the other {tricks} tricks {side} agreed to lose, how many would it likely have won had play gone on?",
        "el": (
            "Από τις υπόλοιπες {tricks} λεβέ που δέχτηκε να χάσει ο άξονας {side}, πόσες πιθανότατα θα κέρδιζε αν "
            "συνεχιζόταν η εκτέλεση;"
        ),
    },
    "question.law71.won_in_fact": {
        "en": "Of the {tricks} tricks {side} conceded, how many had it in fact already won?",
        "el": "Από τις {tricks} λεβέ που παραχώρησε ο άξονας {side}, πόσες είχε στην πραγματικότητα ήδη κερδίσει;",
    },
    "question.law71.cannot_lose": {
        "en": (
            "Of the other {tricks} tricks {side} conceded, how many could it not lose by any normal play of the "
            "remaining cards (careless or inferior play for this class of player included)?"
        ),
        "el": (
            "Από τις υπόλοιπες {tricks} λεβέ που παραχώρησε ο άξονας {side}, πόσες δεν θα μπορούσε να χάσει με "
            "κανένα κανονικό παίξιμο των φύλλων που έμεναν (και απρόσεκτο ή κατώτερο για το επίπεδο αυτών των "
            "παικτών);"
        ),
    },
}
