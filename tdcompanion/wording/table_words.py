"""Sentences for the table state (penalty cards on the table, cards played against a rectification,
what the Director must settle now); merged into :data:`tdcompanion.wording.rule_text.TEXT`."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "table.penalty_card": {
        "en": "{seat} has {card} on the table as a {grade} penalty card",
        "el": "Ο παίκτης {seat} έχει στο τραπέζι το {card} ως {grade} τιμωρημένο φύλλο",
    },
    "table.restriction_started": {
        "en": "in force now",
        "el": "ισχύει τώρα",
    },
    "violation.lead_restriction": {
        "en": "{seat} led {card} although a lead restriction on {suit} was in force",
        "el": "Ο παίκτης {seat} έκανε έξοδο το {card}, ενώ ίσχυε περιορισμός στην έξοδο για {suit}",
    },
    "violation.play_restriction": {
        "en": "{seat} played {card} against declarer's requirement for his play",
        "el": "Ο παίκτης {seat} έπαιξε το {card} αντίθετα με την απαίτηση του εκτελεστή για το παίξιμό του",
    },
    "violation.penalty_card_not_played": {
        "en": "{seat} played {card} when he had to play the penalty card {required}",
        "el": "Ο παίκτης {seat} έπαιξε το {card}, ενώ έπρεπε να παίξει το τιμωρημένο φύλλο {required}",
    },
    "violation.line": {
        "en": "{irregularity}, trick {trick}. {sentence}",
        "el": "{irregularity}, λεβέ {trick}. {sentence}",
    },
    "violation.minor_penalty_card": {
        "en": "{seat} played {card} before his minor penalty card {required}",
        "el": "Ο παίκτης {seat} έπαιξε το {card} πριν από το μικρό τιμωρημένο φύλλο του {required}",
    },
    "prompt.lead_penalty_card_options": {
        "en": "{seat} is to lead while partner has penalty cards ({cards}): declarer chooses first",
        "el": (
            "Ο παίκτης {seat} έχει την έξοδο και ο συμπαίκτης του έχει τιμωρημένα φύλλα ({cards}): πρώτα "
            "επιλέγει ο εκτελεστής"
        ),
    },
    "prompt.designate_penalty_card": {
        "en": "{seat} must play a penalty card: declarer designates which of {cards}",
        "el": "Ο παίκτης {seat} πρέπει να παίξει τιμωρημένο φύλλο: ο εκτελεστής ορίζει ποιο από τα {cards}",
    },
    "prompt.call_director_back": {
        "en": "Play is over: call the Director back ({reason})",
        "el": "Η εκτέλεση τελείωσε: καλέστε ξανά τον Διαιτητή ({reason})",
    },
    "prompt.follow_up": {
        "en": "Still to rule on: {irregularity}",
        "el": "Απομένει να κριθεί: {irregularity}",
    },
}
