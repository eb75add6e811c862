"""Sentences for Laws 13 and 14 (incorrect number of cards, missing card) added to the catalogue: key ->
{language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key
scheme). The older sentences of these laws are still in that module."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    # -- 13C: a card not part of the deal, played to a quitted trick ------------------------------------------
    "consequence.card_removed.from_trick": {
        "en": "{card}, which is not part of this deal, is taken out of trick {trick}, to which {seat} played it",
        "el": "Το {card}, που δεν ανήκει στη διανομή, αφαιρείται από τη λεβέ {trick}, όπου το έπαιξε ο παίκτης {seat}",
    },
    "reason.law13.trick_stands": {
        "en": "the trick keeps its result and nothing more is rectified; playing that card is neither a revoke nor a "
              "penalty card",
        "el": "η λεβέ κρατά το αποτέλεσμά της και δεν γίνεται άλλη διόρθωση· το ότι παίχτηκε εκείνο το φύλλο δεν είναι "
              "ούτε ρενόνς ούτε τιμωρημένο φύλλο",
    },
    "choice.law13.card_to_place": {
        "en": (
            "The card placed among his played cards for that trick, since his hand is one card too long "
            "(of the suit led if he has one)"
        ),
        "el": (
            "Το φύλλο που τοποθετεί ανάμεσα στα παιγμένα του για εκείνη τη λεβέ, αφού το χέρι του έχει ένα "
            "φύλλο παραπάνω (στο χρώμα της εξόδου, αν έχει)"
        ),
    },
    "question.law13.foreign_trick": {
        "en": "To which trick did {seat} play {card}?",
        "el": "Σε ποια λεβέ έπαιξε ο παίκτης {seat} το {card};",
    },
}
