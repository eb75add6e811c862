"""Sentences for Law 46 (dummy's card called incompletely or wrongly): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "irregularity.dummy_card_named": {
        "en": "dummy's card called incompletely or wrongly (\"high\", \"low\", a suit or rank alone)",
        "el": "φύλλο του μορ ονομάστηκε ελλιπώς ή λανθασμένα («ψηλό», «χαμηλό», μόνο χρώμα ή μόνο αξία)",
    },
    "reason.law46.named_in_full": {
        "en": "declarer named both the suit and the rank of dummy's card, as the law asks",
        "el": "ο εκτελεστής ονόμασε και το χρώμα και την αξία του φύλλου του μορ, όπως ορίζει ο νόμος",
    },
    # -- questions -------------------------------------------------------------------------------------------
    "question.law46.said": {
        "en": "What did declarer ({seat}) say when calling dummy's card (e.g. high, low, win, ♠, K, ♠Q, anything)?",
        "el": (
            "Τι είπε ο εκτελεστής ({seat}) όταν ζήτησε φύλλο από τον μορ (π.χ. ψηλό, χαμηλό, πάρε, ♠, K, ♠Q, "
            "οτιδήποτε);"
        ),
    },
    "question.law46.intention_incontrovertible": {
        "en": "Was a different intention of declarer's ({seat}) than \"{said}\" incontrovertible?",
        "el": "Ήταν αδιαμφισβήτητη διαφορετική πρόθεση του εκτελεστή ({seat}) από το «{said}»;",
    },
    "question.law46.intended_card": {
        "en": "Which of dummy's ({seat}) cards did declarer incontrovertibly intend?",
        "el": "Ποιο φύλλο του μορ ({seat}) ήταν αδιαμφισβήτητα η πρόθεση του εκτελεστή;",
    },
    # -- choices ---------------------------------------------------------------------------------------------
    "choice.law46.declarer_designates": {
        "en": "Declarer designates the card to be played from dummy",
        "el": "Ο εκτελεστής ορίζει το φύλλο που παίζεται από τον μορ",
    },
    "choice.law46.defender_designates": {
        "en": "Either defender designates the card to be played from dummy",
        "el": "Οποιοσδήποτε από τους αμυνόμενους ορίζει το φύλλο που παίζεται από τον μορ",
    },
    # -- refusals --------------------------------------------------------------------------------------------
    "refusal.not_a_designation": {
        "en": "\"{said}\" names no card, suit or rank (try high, low, win, ♠, K, ♠Q or anything)",
        "el": "Το «{said}» δεν ονομάζει φύλλο, χρώμα ή αξία (π.χ. ψηλό, χαμηλό, πάρε, ♠, K, ♠Q ή οτιδήποτε)",
    },
    "refusal.no_play_record": {
        "en": "this needs the play record up to dummy's turn",
        "el": "χρειάζεται η καταγραφή του παιχνιδιού ως τη σειρά του μορ",
    },
    "refusal.not_dummys_turn": {
        "en": "it is not dummy's ({seat}) turn to play in the record",
        "el": "στην καταγραφή δεν είναι η σειρά του μορ ({seat}) να παίξει",
    },
    "refusal.lead_out_of_turn_first": {
        "en": "{seat} led out of turn when dummy ({dummy}) was to lead: rule on that lead first (Laws 53-56)",
        "el": "Ο παίκτης {seat} άνοιξε εκτός σειράς ενώ ήταν η σειρά του μορ ({dummy}) να ανοίξει: κρίνετε πρώτα "
              "αυτό το άνοιγμα (Νόμοι 53-56)",
    },
    "refusal.not_dummys_play": {
        "en": "play event {number} is not a card played from dummy",
        "el": "η κίνηση {number} του παιχνιδιού δεν είναι φύλλο που παίχτηκε από τον μορ",
    },
}
