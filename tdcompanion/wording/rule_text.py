"""Sentences for rulings, questions and refusals, in English and Greek (no Qt: the CLI and the wizard use them).

The core gives data (consequence kinds with parameters, option and choice ids, fact ids); this
catalogue words them, one sentence per language, in our own words, citing the law. Greek follows
the project glossary (τιμωρημένο φύλλο, ρενόνς, αθέμιτη πληροφορία, επανορθωτική βαθμολογία ...);
seats are named "ο παίκτης Δύση" so that no declension is needed.

A family that adds a consequence kind, a reason, an option id or a fact adds its sentences here, or in
its own module of this package (``tdcompanion/wording/lawNN_MM.py``: found by its name and merged below);
anything without a sentence is still shown, by its id and parameters.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import pkgutil
from collections.abc import Iterable, Mapping, Sequence
from types import ModuleType
from typing import Any

from tdcompanion.core.calls import Bid, Call, CallKind, Strain
from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws import (
    Choice,
    Consequence,
    FactKind,
    LawRef,
    Option,
    Question,
    Resolution,
    Ruling,
)
from tdcompanion.core.laws.poll import PollAnswer, PollCount
from tdcompanion.core.seats import Seat, Side
from tdcompanion.wording import auction_words, table_words
from tdcompanion.wording.ref_text import law_ref_text
from tdcompanion.wording.report_words import word

LANGUAGES = ("en", "el")

SEATS = {
    "en": {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"},
    "el": {Seat.N: "Βορράς", Seat.E: "Ανατολή", Seat.S: "Νότος", Seat.W: "Δύση"},
}
SIDES = {"en": {Side.NS: "North-South", Side.EW: "East-West"}, "el": {Side.NS: "Βορράς-Νότος", Side.EW: "Ανατολή-Δύση"}}
# A suit as the thing led or played: "lead a spade" / "να κάνει έξοδο πίκα".
SUITS = {
    "en": {Suit.SPADES: "a spade", Suit.HEARTS: "a heart", Suit.DIAMONDS: "a diamond", Suit.CLUBS: "a club"},
    "el": {Suit.SPADES: "πίκα", Suit.HEARTS: "κούπα", Suit.DIAMONDS: "καρό", Suit.CLUBS: "σπαθί"},
}
SUIT_NAMES = {
    "en": {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"},
    "el": {Suit.SPADES: "πίκες", Suit.HEARTS: "κούπες", Suit.DIAMONDS: "καρά", Suit.CLUBS: "σπαθιά"},
}

#: Every sentence: key -> {language: text with {named} parameters}.
TEXT: dict[str, dict[str, str]] = {
    # -- frame -----------------------------------------------------------------------------------------------
    "law": {
        "en": "Law {ref}",
        "el": "Νόμος {ref}",
    },
    "laws": {
        "en": "Laws {refs}",
        "el": "Νόμοι {refs}",
    },
    "title": {
        "en": "Board {board} - {irregularity} - {edition}",
        "el": "Θήκη {board} - {irregularity} - {edition}",
    },
    "ruling": {
        "en": "Ruling",
        "el": "Απόφαση",
    },
    "choices": {
        "en": "Options",
        "el": "Επιλογές",
    },
    "still_open": {
        "en": "Still to choose",
        "el": "Απομένει να επιλεγεί",
    },
    "chosen": {
        "en": "Chosen: {option}",
        "el": "Επιλέχθηκε: {option}",
    },
    "default": {
        "en": "(if he exercises no option)",
        "el": "(αν δεν ασκήσει καμία επιλογή)",
    },
    "no_consequence": {
        "en": "No further consequence.",
        "el": "Καμία άλλη συνέπεια.",
    },
    "ruling_number": {"en": "Ruling {number}: {what}", "el": "Απόφαση {number}: {what}"},
    "later_choice_number": {"en": "Later choice {number}: {what}", "el": "Μεταγενέστερη επιλογή {number}: {what}"},
    "not_applied": {"en": "Not applied yet.", "el": "Δεν έχει εφαρμοστεί ακόμη."},
    "open_choices": {"en": "Still to choose", "el": "Μένει να επιλεγεί"},
    "open_now": {"en": "To settle now", "el": "Προς διευθέτηση τώρα"},
    "question_needed": {
        "en": "More facts are needed",
        "el": "Χρειάζονται περισσότερα στοιχεία",
    },
    "answer_with": {
        "en": "Answer with one of: {values}",
        "el": "Απαντήστε με ένα από: {values}",
    },
    "answer_kind": {
        "en": "Answer: {what}",
        "el": "Απάντηση: {what}",
    },
    "inconsistent": {
        "en": "The facts do not agree",
        "el": "Τα στοιχεία δεν συμφωνούν",
    },
    "chooser": {
        "en": "{role} ({seat}) chooses{alone}",
        "el": "Επιλέγει ο {role} ({seat}){alone}",
    },
    "chooser_unknown": {
        "en": "{role} chooses{alone}",
        "el": "Επιλέγει ο {role}{alone}",
    },
    "alone": {
        "en": ", without consulting partner (Law 10C2)",
        "el": ", χωρίς να συμβουλευτεί τον συμπαίκτη του (Νόμος 10Γ2)",
    },
    "yes": {
        "en": "yes",
        "el": "ναι",
    },
    "no": {
        "en": "no",
        "el": "όχι",
    },
    "kind.yes_no": {
        "en": "yes or no",
        "el": "ναι ή όχι",
    },
    "kind.seat": {
        "en": "a seat (N, E, S, W)",
        "el": "μια θέση (N, E, S, W)",
    },
    "kind.card": {
        "en": "a card, e.g. SJ",
        "el": "ένα φύλλο, π.χ. SJ",
    },
    "kind.cards": {
        "en": "cards, e.g. SJ H2",
        "el": "φύλλα, π.χ. SJ H2",
    },
    "kind.suit": {
        "en": "a suit (S, H, D, C)",
        "el": "ένα χρώμα (S, H, D, C)",
    },
    "kind.number": {
        "en": "a number from {low} to {high}",
        "el": "έναν αριθμό από {low} έως {high}",
    },
    # -- irregularities --------------------------------------------------------------------------------------
    "irregularity.surplus_card": {
        "en": "incorrect number of cards",
        "el": "λανθασμένος αριθμός φύλλων",
    },
    "irregularity.missing_card": {
        "en": "missing card",
        "el": "φύλλο που λείπει",
    },
    "irregularity.defective_trick": {
        "en": "defective trick",
        "el": "ελαττωματική λεβέ",
    },
    "irregularity.exposed_card": {
        "en": "exposed card",
        "el": "φύλλο που εκτέθηκε",
    },
    "irregularity.penalty_card_not_played": {
        "en": "penalty card not played",
        "el": "τιμωρημένο φύλλο που δεν παίχτηκε",
    },
    "irregularity.opening_lead_out_of_turn": {
        "en": "opening lead out of turn",
        "el": "αντάμ εκτός σειράς",
    },
    "irregularity.lead_out_of_turn": {
        "en": "lead out of turn",
        "el": "έξοδος εκτός σειράς",
    },
    "irregularity.premature_play": {
        "en": "premature lead or play",
        "el": "πρόωρη έξοδος ή παίξιμο",
    },
    "irregularity.revoke": {
        "en": "revoke",
        "el": "ρενόνς",
    },
    # -- roles -----------------------------------------------------------------------------------------------
    "role.declarer": {
        "en": "Declarer",
        "el": "εκτελεστής",
    },
    "role.defender": {
        "en": "The defender",
        "el": "αμυνόμενος",
    },
    "role.non_offending_side": {
        "en": "The non-offending side",
        "el": "αναίτιος άξονας",
    },
    "role.offender": {
        "en": "The offender",
        "el": "υπαίτιος",
    },
    "role.offenders_partner": {
        "en": "The offender's partner",
        "el": "συμπαίκτης του υπαιτίου",
    },
    "role.director": {
        "en": "The Director",
        "el": "Διαιτητής",
    },
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.penalty_card": {
        "en": "{seat}'s {card} becomes a {grade} penalty card",
        "el": "Το {card} του παίκτη {seat} γίνεται {grade} τιμωρημένο φύλλο",
    },
    "grade.major": {
        "en": "major",
        "el": "μεγάλο",
    },
    "grade.minor": {
        "en": "minor",
        "el": "μικρό",
    },
    "consequence.penalty_card_picked_up": {
        "en": "{seat}'s {card} is no longer a penalty card and goes back into his hand",
        "el": "Το {card} του παίκτη {seat} παύει να είναι τιμωρημένο φύλλο και επιστρέφει στο χέρι του",
    },
    "consequence.lead_restriction.require.next_lead": {
        "en": "{leader} must lead {suit} at his next turn to lead",
        "el": "Ο παίκτης {leader} πρέπει να κάνει έξοδο {suit} στην επόμενη έξοδό του",
    },
    "consequence.lead_restriction.require.while_on_lead": {
        "en": "{leader} must lead {suit} for as long as he keeps the lead",
        "el": "Ο παίκτης {leader} πρέπει να κάνει έξοδο {suit} όσο διατηρεί την έξοδο",
    },
    "consequence.lead_restriction.forbid.next_lead": {
        "en": "{leader} may not lead {suit} at his next turn to lead",
        "el": "Ο παίκτης {leader} δεν επιτρέπεται να κάνει έξοδο {suit} στην επόμενη έξοδό του",
    },
    "consequence.lead_restriction.forbid.while_on_lead": {
        "en": "{leader} may not lead {suit} for as long as he keeps the lead",
        "el": "Ο παίκτης {leader} δεν επιτρέπεται να κάνει έξοδο {suit} όσο διατηρεί την έξοδο",
    },
    "consequence.play_restriction.highest_of_suit_led": {
        "en": "{seat} must play his highest card of the suit led",
        "el": "Ο παίκτης {seat} πρέπει να παίξει το ψηλότερο φύλλο του στο χρώμα της εξόδου",
    },
    "consequence.play_restriction.lowest_of_suit_led": {
        "en": "{seat} must play his lowest card of the suit led",
        "el": "Ο παίκτης {seat} πρέπει να παίξει το χαμηλότερο φύλλο του στο χρώμα της εξόδου",
    },
    "consequence.play_restriction.play_suit": {
        "en": "{seat} must play {suit} if he cannot follow suit",
        "el": "Ο παίκτης {seat} πρέπει να παίξει {suit}, αν δεν μπορεί να ακολουθήσει στο χρώμα",
    },
    "consequence.play_restriction.not_suit": {
        "en": "{seat} may not play {suit} if he cannot follow suit",
        "el": "Ο παίκτης {seat} δεν επιτρέπεται να παίξει {suit}, αν δεν μπορεί να ακολουθήσει στο χρώμα",
    },
    "consequence.card_restored.found": {
        "en": "{card} goes back into {seat}'s hand, deemed to have been there throughout",
        "el": "Το {card} επιστρέφει στο χέρι του παίκτη {seat} και θεωρείται ότι ανήκε σε αυτό συνεχώς",
    },
    "consequence.card_restored.other_pack": {
        "en": (
            "{card} from another pack takes the place of the missing card in {seat}'s hand, deemed to have been "
            "there throughout"
        ),
        "el": (
            "Το {card} από άλλη τράπουλα παίρνει τη θέση του φύλλου που λείπει στο χέρι του παίκτη {seat} και "
            "θεωρείται ότι ανήκε σε αυτό συνεχώς"
        ),
    },
    "consequence.card_restored.played_cards": {
        "en": (
            "{card}, found among {seat}'s played cards, goes back into his hand, deemed to have been there "
            "throughout"
        ),
        "el": (
            "Το {card}, που βρέθηκε ανάμεσα στα παιγμένα φύλλα του παίκτη {seat}, επιστρέφει στο χέρι του και "
            "θεωρείται ότι ανήκε σε αυτό συνεχώς"
        ),
    },
    "consequence.card_removed": {
        "en": "{card}, which is not part of this deal, is taken out of {seat}'s hand",
        "el": "Το {card}, που δεν ανήκει στη διανομή, αφαιρείται από το χέρι του παίκτη {seat}",
    },
    "consequence.card_moved": {
        "en": "{card} goes from {from_seat}'s hand to {to_seat}'s, where it belongs",
        "el": "Το {card} μεταφέρεται από το χέρι του παίκτη {from_seat} στο χέρι του παίκτη {to_seat}, όπου ανήκει",
    },
    "consequence.card_placed_in_trick": {
        "en": (
            "{seat} places {card} among his played cards as his card to trick {trick}; who won the trick does not "
            "change"
        ),
        "el": (
            "Ο παίκτης {seat} τοποθετεί το {card} ανάμεσα στα παιγμένα φύλλα του, ως φύλλο του στη λεβέ {trick}· η "
            "λεβέ δεν αλλάζει κάτοχο"
        ),
    },
    "consequence.card_placed_in_trick.any": {
        "en": "{seat} places one of his cards among his played cards as his card to trick {trick}",
        "el": "Ο παίκτης {seat} τοποθετεί ένα φύλλο του ανάμεσα στα παιγμένα φύλλα του, ως φύλλο του στη λεβέ {trick}",
    },
    "consequence.card_withdrawn": {
        "en": "{seat}'s {card} is taken back from trick {trick}",
        "el": "Το {card} του παίκτη {seat} αποσύρεται από τη λεβέ {trick}",
    },
    "consequence.supply_card": {
        "en": "{seat} must play to trick {trick} a card he can legally play",
        "el": "Ο παίκτης {seat} πρέπει να παίξει στη λεβέ {trick} ένα φύλλο που μπορεί νόμιμα να παίξει",
    },
    "consequence.lead_from": {
        "en": "The lead is made by {seat}",
        "el": "Την έξοδο κάνει ο παίκτης {seat}",
    },
    "consequence.trick_transfer": {
        "en": "At the end of play {tricks} {go} to {to_side}",
        "el": "Στο τέλος της εκτέλεσης {go} {tricks} στον άξονα {to_side}",
    },
    "consequence.trick_transfer.from_trick": {
        "en": "At the end of play {tricks} {go} to {to_side}, no more than the other side won from trick {trick} on",
        "el": (
            "Στο τέλος της εκτέλεσης {go} {tricks} στον άξονα {to_side}, όχι περισσότερες από όσες κέρδισε ο "
            "άλλος άξονας από τη λεβέ {trick} και μετά"
        ),
    },
    "consequence.unauthorised_information": {
        "en": "{what} is unauthorised information for {for_seat}",
        "el": "{what} είναι αθέμιτη πληροφορία για τον παίκτη {for_seat}",
    },
    "consequence.authorised_information": {
        "en": "{what} is authorised information for every player",
        "el": "{what} είναι θεμιτή πληροφορία για όλους τους παίκτες",
    },
    "consequence.director_review.end_of_play": {
        "en": "Call the Director back at the end of play: {reason}",
        "el": "Καλέστε ξανά τον Διαιτητή στο τέλος της εκτέλεσης: {reason}",
    },
    "consequence.director_review.end_of_auction": {
        "en": "Call the Director back when the auction ends: {reason}",
        "el": "Καλέστε ξανά τον Διαιτητή όταν τελειώσουν οι αγορές: {reason}",
    },
    "consequence.director_review.end_of_round": {
        "en": "Call the Director back at the end of the round: {reason}",
        "el": "Καλέστε ξανά τον Διαιτητή στο τέλος του γύρου: {reason}",
    },
    "consequence.adjusted_score": {
        "en": "The Director awards an adjusted score: {reason}",
        "el": "Ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία: {reason}",
    },
    "consequence.adjusted_score.artificial": {
        "en": "The Director awards an artificial adjusted score: {reason}",
        "el": "Ο Διαιτητής επιδικάζει τεχνητή επανορθωτική βαθμολογία: {reason}",
    },
    "consequence.procedural_penalty": {
        "en": "The offending side may also receive a procedural penalty",
        "el": "Ο υπαίτιος άξονας μπορεί επιπλέον να λάβει διαδικαστική ποινή",
    },
    "consequence.procedural_penalty.seat": {
        "en": "{seat} may also receive a procedural penalty",
        "el": "Ο παίκτης {seat} μπορεί επιπλέον να λάβει διαδικαστική ποινή",
    },
    "consequence.proceed": {
        "en": "The board continues normally",
        "el": "Η διανομή συνεχίζεται κανονικά",
    },
    "consequence.proceed.calls_stand": {
        "en": "The auction and play continue normally; no call is changed",
        "el": "Οι αγορές και η εκτέλεση συνεχίζονται κανονικά, χωρίς να αλλάξει καμία δήλωση",
    },
    "consequence.no_rectification": {
        "en": "No rectification: {reason}",
        "el": "Καμία επανόρθωση: {reason}",
    },
    "consequence.follow_up.revoke": {
        "en": "Rule next on {seat}'s revoke at trick {trick} ({card}), {established}",
        "el": "Στη συνέχεια κρίνεται η ρενόνς του παίκτη {seat} στη λεβέ {trick} ({card}), {established}",
    },
    "established.yes": {
        "en": "established",
        "el": "οριστικοποιημένη",
    },
    "established.no": {
        "en": "not established",
        "el": "μη οριστικοποιημένη",
    },
    "consequence.follow_up.defective_trick": {
        "en": "Rule next on the defective trick: {seat}'s {card} was found among the played cards",
        "el": (
            "Στη συνέχεια κρίνεται η ελαττωματική λεβέ: το {card} του παίκτη {seat} βρέθηκε ανάμεσα στα παιγμένα "
            "φύλλα"
        ),
    },
    "consequence.follow_up.lead_out_of_turn": {
        "en": "The Director deems {seat}'s {card} a lead: rule next on the lead out of turn",
        "el": "Ο Διαιτητής θεωρεί το {card} του παίκτη {seat} έξοδο: στη συνέχεια κρίνεται η έξοδος εκτός σειράς",
    },
    "consequence.follow_up": {
        "en": "Rule next on: {irregularity}",
        "el": "Στη συνέχεια κρίνεται: {irregularity}",
    },
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.extraneous_information": {
        "en": "a player saw a card of another hand; if that affected the result he adjusts the score",
        "el": "παίκτης είδε φύλλο άλλου χεριού· αν αυτό επηρέασε το αποτέλεσμα, επιδικάζει επανορθωτική βαθμολογία",
    },
    "reason.calls_with_incorrect_hand": {
        "en": "calls were made with an incorrect number of cards; he may adjust the score",
        "el": "έγιναν δηλώσεις με λανθασμένο αριθμό φύλλων· μπορεί να επιδικάσει επανορθωτική βαθμολογία",
    },
    "reason.cannot_be_corrected": {
        "en": "calls were made with an incorrect number of cards and the deal cannot be corrected and played",
        "el": "έγιναν δηλώσεις με λανθασμένο αριθμό φύλλων και η διανομή δεν μπορεί να διορθωθεί και να παιχτεί",
    },
    "reason.found_after_play": {
        "en": "a hand with more than 13 cards was found after play; the result is cancelled",
        "el": "χέρι με περισσότερα από 13 φύλλα βρέθηκε μετά την εκτέλεση· το αποτέλεσμα ακυρώνεται",
    },
    "reason.surplus_card_played": {
        "en": "a card not part of the deal was played to a quitted trick; he may adjust the score",
        "el": (
            "φύλλο που δεν ανήκει στη διανομή παίχτηκε σε προηγούμενη λεβέ· μπορεί να επιδικάσει επανορθωτική "
            "βαθμολογία"
        ),
    },
    "reason.card_played_twice": {
        "en": "the same card was played again to a later trick and it is too late to correct",
        "el": "το ίδιο φύλλο παίχτηκε ξανά σε επόμενη λεβέ και είναι αργά για διόρθωση",
    },
    "reason.penalty_card_gain": {
        "en": "if the offenders gained through the penalty card, he adjusts the score",
        "el": "αν ο υπαίτιος άξονας ωφελήθηκε από το τιμωρημένο φύλλο, επιδικάζει επανορθωτική βαθμολογία",
    },
    "reason.revoke_equity": {
        "en": "if the trick transfer does not make up for the damage, he adjusts the score",
        "el": "αν η μεταφορά λεβέ δεν αποκαθιστά τη ζημιά, επιδικάζει επανορθωτική βαθμολογία",
    },
    "reason.unauthorised_information": {
        "en": "if unauthorised information was used, he adjusts the score",
        "el": "αν χρησιμοποιήθηκε αθέμιτη πληροφορία, επιδικάζει επανορθωτική βαθμολογία",
    },
    "reason.damage": {
        "en": "if the non-offending side was damaged, he adjusts the score",
        "el": "αν ο αναίτιος άξονας ζημιώθηκε, επιδικάζει επανορθωτική βαθμολογία",
    },
    "reason.after_correction_period": {
        "en": "the Correction Period has ended",
        "el": "η Περίοδος Διόρθωσης έχει λήξει",
    },
    "reason.forfeited": {
        "en": "the non-offending side acted before calling the Director",
        "el": "ο αναίτιος άξονας ενήργησε πριν καλέσει τον Διαιτητή",
    },
    "reason.accepted": {
        "en": "the irregularity is accepted",
        "el": "η ανωμαλία γίνεται αποδεκτή",
    },
    "reason.returned_to_hand": {
        "en": "declarer's extra card goes back to his hand",
        "el": "το επιπλέον φύλλο του εκτελεστή επιστρέφει στο χέρι του",
    },
    "reason.only_one_face_visible": {
        "en": "only one card's face was visible: that card is played and the others go back to the hand",
        "el": "φαινόταν η όψη μόνο ενός φύλλου: αυτό παίζεται και τα άλλα επιστρέφουν στο χέρι",
    },
    "reason.offenders_won_no_later_trick": {
        "en": "no trick is transferred, the offending side won neither that trick nor any later one",
        "el": "δεν μεταφέρεται λεβέ, ο υπαίτιος άξονας δεν κέρδισε ούτε εκείνη ούτε επόμενη λεβέ",
    },
    # -- information sources ---------------------------------------------------------------------------------
    "source.card_replaced": {
        "en": "Knowing that {cards} had to be put back into partner's hand",
        "el": "Η γνώση ότι το {cards} επανατοποθετήθηκε στο χέρι του συμπαίκτη",
    },
    "source.penalty_card": {
        "en": "Each major penalty card on the table ({cards}) and the duty to play it at the first legal opportunity",
        "el": (
            "Κάθε μεγάλο τιμωρημένο φύλλο στο τραπέζι ({cards}) και η υποχρέωση να παιχτεί με την πρώτη νόμιμη "
            "ευκαιρία"
        ),
    },
    "source.penalty_card_returned": {
        "en": "What the penalty card {cards}, now picked up, showed",
        "el": "Ό,τι έδειξε το τιμωρημένο φύλλο {cards}, που επέστρεψε στο χέρι,",
    },
    "source.penalty_card_played": {
        "en": "How the penalty card {cards} came to be exposed",
        "el": "Το πώς εκτέθηκε το τιμωρημένο φύλλο {cards}",
    },
    "source.withdrawn_action": {
        "en": "What the withdrawn {cards} showed",
        "el": "Ό,τι έδειξε το φύλλο που αποσύρθηκε ({cards})",
    },
    "source.exposed_card": {
        "en": "What the exposed {cards} showed",
        "el": "Ό,τι έδειξε το φύλλο {cards} που εκτέθηκε",
    },
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law67.card_to_place": {
        "en": "The card placed among the played cards (of the suit led if he has one)",
        "el": "Το φύλλο που τοποθετείται ανάμεσα στα παιγμένα (στο χρώμα της εξόδου, αν έχει)",
    },
    "choice.law67.designate": {
        "en": "The card he meant to play",
        "el": "Το φύλλο που είχε πρόθεση να παίξει",
    },
    "option.place": {
        "en": "Place {cards}",
        "el": "Τοποθετεί το {cards}",
    },
    "option.place_card": {
        "en": "Place a card of his choice",
        "el": "Τοποθετεί φύλλο της επιλογής του",
    },
    "option.play": {
        "en": "Plays {cards}",
        "el": "Παίζει το {cards}",
    },
    # -- refusals (InconsistentFacts reasons) ----------------------------------------------------------------
    "refusal.no_such_event": {
        "en": "the play record has no event {event}",
        "el": "η καταγραφή της εκτέλεσης δεν έχει συμβάν {event}",
    },
    "refusal.call_not_recorded": {
        "en": "the auction has no call {call}",
        "el": "οι αγορές δεν έχουν δήλωση {call}",
    },
    "refusal.prompt_not_open": {
        "en": "the table state does not ask for this choice at this point of the play",
        "el": "η κατάσταση του τραπεζιού δεν ζητά αυτή την επιλογή σε αυτό το σημείο της εκτέλεσης",
    },
    "refusal.unknown_option": {
        "en": "an option chosen is not one the ruling offers ({message})",
        "el": "μια επιλογή που έγινε δεν είναι από αυτές που δίνει η απόφαση ({message})",
    },
    "refusal.not_applicable": {
        "en": "the ruling was applied, but a choice is still open in it",
        "el": "η απόφαση εφαρμόστηκε, αλλά μια επιλογή της είναι ακόμη ανοιχτή",
    },
    "refusal.not_in_record": {
        "en": "the board as saved no longer shows what this ruling did to it (a card withdrawn, placed or restored)",
        "el": "η θήκη, όπως αποθηκεύτηκε, δεν δείχνει πια τι έκανε σε αυτήν αυτή η απόφαση (φύλλο που αποσύρθηκε, "
              "τοποθετήθηκε ή επιστράφηκε)",
    },
    "refusal.record_cannot_take": {
        "en": "the record as it stands cannot take this ruling's corrections ({message}); correct the record first",
        "el": "η καταγραφή, όπως είναι, δεν μπορεί να δεχθεί τις διορθώσεις αυτής της απόφασης ({message})· "
              "διορθώστε πρώτα την καταγραφή",
    },
    "refusal.unsupported": {
        "en": "no family of laws rules this irregularity yet ({message})",
        "el": "καμία ενότητα νόμων δεν κρίνει ακόμη αυτή την ανωμαλία ({message})",
    },
    "refusal.contradicts_record": {
        "en": "the answer {answered} contradicts the record, which shows {record}",
        "el": "η απάντηση {answered} έρχεται σε αντίθεση με το ιστορικό, που δείχνει {record}",
    },
    "refusal.not_a_choice": {
        "en": "{answered} is not possible here; possible: {choices}",
        "el": "το {answered} δεν είναι δυνατό εδώ· δυνατά: {choices}",
    },
    "refusal.bad_value": {
        "en": "the stored answer cannot be read: {message}",
        "el": "η αποθηκευμένη απάντηση δεν διαβάζεται: {message}",
    },
    "refusal.card_not_in_hand": {
        "en": "{answered} is not in {seat}'s hand",
        "el": "το {answered} δεν είναι στο χέρι του παίκτη {seat}",
    },
    "refusal.no_card_played_yet": {
        "en": "no card has been played yet: the card cannot be among the played cards",
        "el": "δεν έχει παιχτεί ακόμα φύλλο: δεν μπορεί να βρίσκεται ανάμεσα στα παιγμένα",
    },
    "refusal.hand_over_13": {
        "en": "a hand holds more than 13 cards ({seats}): Law 13 applies, not Law 14",
        "el": "χέρι έχει περισσότερα από 13 φύλλα ({seats}): εφαρμόζεται ο Νόμος 13, όχι ο 14",
    },
    "refusal.hand_not_short": {
        "en": "{answered}'s hand is not short of cards",
        "el": "στο χέρι του παίκτη {answered} δεν λείπουν φύλλα",
    },
    "refusal.card_was_played": {
        "en": "{card} was played by {seat}: it is not missing",
        "el": "το {card} παίχτηκε από τον παίκτη {seat}: δεν λείπει",
    },
    "refusal.no_missing_card": {
        "en": "name at least one missing card",
        "el": "δηλώστε τουλάχιστον ένα φύλλο που λείπει",
    },
    "refusal.restored_card_conflicts": {
        "en": "with {cards} in {seat}'s hand the play as recorded is impossible: {problem}",
        "el": "με το {cards} στο χέρι του παίκτη {seat} το παίξιμο όπως καταγράφηκε είναι αδύνατο: {problem}",
    },
    "refusal.wrong_count": {
        "en": "{count} cards must move, not {given}",
        "el": "πρέπει να μετακινηθούν {count} φύλλα, όχι {given}",
    },
    "refusal.counts_differ": {
        "en": "{over} has not as many cards too many as {short} has too few",
        "el": "ο παίκτης {over} δεν έχει τόσα φύλλα παραπάνω όσα λείπουν από τον παίκτη {short}",
    },
    "refusal.same_hand": {
        "en": "the hand over 13 and the hand under 13 cannot both be {seat}'s",
        "el": "το χέρι με περισσότερα και το χέρι με λιγότερα φύλλα δεν μπορεί να είναι και τα δύο του παίκτη {seat}",
    },
    "refusal.no_quitted_trick": {
        "en": "no trick has been completed yet",
        "el": "δεν έχει ολοκληρωθεί ακόμα καμία λεβέ",
    },
    "refusal.card_recorded": {
        "en": "the record shows {seat}'s {card} in trick {trick}",
        "el": "το ιστορικό δείχνει το {card} του παίκτη {seat} στη λεβέ {trick}",
    },
    "refusal.no_extra_card": {
        "en": "name the extra card",
        "el": "δηλώστε το επιπλέον φύλλο",
    },
    "refusal.card_elsewhere": {
        "en": "{card} is not {seat}'s card to restore",
        "el": "το {card} δεν είναι φύλλο του παίκτη {seat} για επαναφορά",
    },
    # -- questions -------------------------------------------------------------------------------------------
    "question.discovered": {
        "en": "When was attention drawn to the irregularity?",
        "el": "Πότε επισημάνθηκε η ανωμαλία;",
    },
    "value.discovered.auction": {
        "en": "during the auction",
        "el": "κατά τις αγορές",
    },
    "value.discovered.clarification": {
        "en": "after the auction, before the opening lead was faced",
        "el": "μετά τις αγορές, πριν αποκαλυφθεί η αντάμ",
    },
    "value.discovered.play": {
        "en": "during the play",
        "el": "κατά την εκτέλεση",
    },
    "value.discovered.after_play": {
        "en": "after play, before the next board",
        "el": "μετά την εκτέλεση, πριν από την επόμενη διανομή",
    },
    "value.discovered.next_board": {
        "en": "after a call on the next board",
        "el": "μετά από δήλωση στην επόμενη διανομή",
    },
    "value.discovered.after_round": {
        "en": "after the round, within the Correction Period",
        "el": "μετά τον γύρο, μέσα στην Περίοδο Διόρθωσης",
    },
    "value.discovered.after_correction_period": {
        "en": "after the Correction Period",
        "el": "μετά την Περίοδο Διόρθωσης",
    },
    "question.attention_drawn_by": {
        "en": "Who drew attention to the irregularity?",
        "el": "Ποιος επισήμανε την ανωμαλία;",
    },
    "question.non_offenders_acted": {
        "en": "Did the non-offending side call or play after the irregularity, before the Director came?",
        "el": "Δήλωσε ή έπαιξε ο αναίτιος άξονας μετά την ανωμαλία, πριν έρθει ο Διαιτητής;",
    },
    "question.rectification_forfeited": {
        "en": "Does that action forfeit the right to rectification (Law 11A)?",
        "el": "Χάνεται έτσι το δικαίωμα επανόρθωσης (Νόμος 11Α);",
    },
    "question.law14.missing_cards": {
        "en": "Which cards are missing?",
        "el": "Ποια φύλλα λείπουν;",
    },
    "question.law14.owner": {
        "en": "To whose hand does {card} belong?",
        "el": "Σε ποιο χέρι ανήκει το {card};",
    },
    "question.law14.found": {
        "en": "Where was {seat}'s missing {card} found?",
        "el": "Πού βρέθηκε το {card} που έλειπε από τον παίκτη {seat};",
    },
    "value.law14.found.among_played_cards": {
        "en": "among the played cards",
        "el": "ανάμεσα στα παιγμένα φύλλα",
    },
    "value.law14.found.elsewhere": {
        "en": "somewhere else",
        "el": "αλλού",
    },
    "value.law14.found.not_found": {
        "en": "not found",
        "el": "δεν βρέθηκε",
    },
    "question.law14.exposed": {
        "en": "Was {card} found face up, where {seat}'s partner could see it?",
        "el": "Βρέθηκε το {card} ανοικτό, σε θέση που μπορούσε να το δει ο συμπαίκτης του παίκτη {seat};",
    },
    "question.law14.owner_defends": {
        "en": "Is {seat} a defender?",
        "el": "Είναι αμυνόμενος ο παίκτης {seat};",
    },
    "question.law13.surplus": {
        "en": "What is the surplus?",
        "el": "Ποιο είναι το πλεονάζον φύλλο;",
    },
    "value.law13.surplus.misplaced": {
        "en": "a card in the wrong hand (one hand over 13, another under)",
        "el": "φύλλο σε λάθος χέρι (ένα χέρι πάνω από 13, άλλο κάτω)",
    },
    "value.law13.surplus.foreign": {
        "en": "a card that is not part of the deal",
        "el": "φύλλο που δεν ανήκει στη διανομή",
    },
    "question.law13.over_seat": {
        "en": "Which hand has more than 13 cards?",
        "el": "Ποιο χέρι έχει περισσότερα από 13 φύλλα;",
    },
    "question.law13.short_seat": {
        "en": "Which hand has fewer than 13 cards?",
        "el": "Ποιο χέρι έχει λιγότερα από 13 φύλλα;",
    },
    "question.law13.misplaced_cards": {
        "en": "Which of {seat}'s cards belong to {to}'s hand?",
        "el": "Ποια φύλλα του παίκτη {seat} ανήκουν στο χέρι του παίκτη {to};",
    },
    "question.law13.call_made": {
        "en": "Has a player holding the wrong number of cards made a call?",
        "el": "Έκανε δήλωση παίκτης με λανθασμένο αριθμό φύλλων;",
    },
    "question.law13.card_seen": {
        "en": "Has a player seen a card of another player's hand?",
        "el": "Είδε κάποιος παίκτης φύλλο από το χέρι άλλου παίκτη;",
    },
    "question.law13.can_be_played": {
        "en": "Can the deal be corrected and played?",
        "el": "Μπορεί η διανομή να διορθωθεί και να παιχτεί;",
    },
    "question.law13.foreign_card": {
        "en": "Which card is not part of the deal?",
        "el": "Ποιο φύλλο δεν ανήκει στη διανομή;",
    },
    "question.law13.foreign_holder": {
        "en": "Whose {card} is the one not part of the deal?",
        "el": "Ποιανού το {card} δεν ανήκει στη διανομή;",
    },
    "question.law13.foreign_played": {
        "en": "Was {seat}'s {card} played to a quitted trick?",
        "el": "Παίχτηκε το {card} του παίκτη {seat} σε προηγούμενη λεβέ;",
    },
    "question.law67.offender": {
        "en": "Whose card is missing from, or extra in, the trick?",
        "el": "Ποιου παίκτη το φύλλο λείπει από τη λεβέ ή περισσεύει;",
    },
    "question.law67.trick": {
        "en": "Which trick is defective?",
        "el": "Ποια λεβέ είναι ελαττωματική;",
    },
    "question.law67.next_trick_played": {
        "en": "Had a player of each side played to the next trick when attention was drawn?",
        "el": "Είχε παίξει παίκτης από κάθε άξονα στην επόμενη λεβέ όταν επισημάνθηκε;",
    },
    "question.law67.defect": {
        "en": "What is wrong with {seat}'s cards in trick {trick}?",
        "el": "Τι δεν πάει καλά με τα φύλλα του παίκτη {seat} στη λεβέ {trick};",
    },
    "value.law67.defect.omitted": {
        "en": "he played no card to it",
        "el": "δεν έπαιξε φύλλο",
    },
    "value.law67.defect.too_many": {
        "en": "he played more than one card to it",
        "el": "έπαιξε περισσότερα από ένα φύλλα",
    },
    "value.law67.defect.not_among_quitted": {
        "en": "his card is not among the quitted tricks",
        "el": "το φύλλο του δεν είναι ανάμεσα στις προηγούμενες λεβέ",
    },
    "question.law67.suit_led": {
        "en": "Which suit was led to trick {trick}?",
        "el": "Ποιο χρώμα βγήκε στη λεβέ {trick};",
    },
    "question.law67.extra_cards": {
        "en": "Which extra cards of {seat}'s are among his played cards?",
        "el": "Ποια επιπλέον φύλλα του παίκτη {seat} είναι ανάμεσα στα παιγμένα;",
    },
    "question.law67.how_extra": {
        "en": "How was {seat}'s extra card played?",
        "el": "Πώς παίχτηκε το επιπλέον φύλλο του παίκτη {seat};",
    },
    "value.law67.how_extra.simultaneous": {
        "en": "together with his card (Law 58B)",
        "el": "μαζί με το φύλλο του (Νόμος 58Β)",
    },
    "value.law67.how_extra.fifth_card": {
        "en": "as a fifth card to the trick (Law 45E)",
        "el": "ως πέμπτο φύλλο στη λεβέ (Νόμος 45Ε)",
    },
    "question.law67.faces_visible": {
        "en": "Was the face of more than one of {seat}'s cards visible?",
        "el": "Φαινόταν η όψη περισσότερων από ένα φύλλων του παίκτη {seat};",
    },
    "question.law67.deemed_led": {
        "en": "Does the Director deem {seat}'s fifth card a lead to the next trick?",
        "el": "Θεωρεί ο Διαιτητής το πέμπτο φύλλο του παίκτη {seat} έξοδο στην επόμενη λεβέ;",
    },
    "question.law67.faced_known": {
        "en": "Can the Director tell which card {seat} faced in playing to trick {trick}?",
        "el": "Μπορεί ο Διαιτητής να διακρίνει ποιο φύλλο άνοιξε ο παίκτης {seat} στη λεβέ {trick};",
    },
    "question.law67.faced_card": {
        "en": "Which card did {seat} face in playing to trick {trick}?",
        "el": "Ποιο φύλλο άνοιξε ο παίκτης {seat} στη λεβέ {trick};",
    },
    "question.law67.exposed": {
        "en": "Was {seat}'s {card} exposed when it went back to his hand?",
        "el": "Εκτέθηκε το {card} του παίκτη {seat} όταν επέστρεψε στο χέρι του;",
    },
    "question.law67.deliberate": {
        "en": "Was {seat}'s {card} exposed through deliberate play?",
        "el": "Εκτέθηκε το {card} του παίκτη {seat} από σκόπιμο παίξιμο;",
    },
    "question.law67.offender_defends": {
        "en": "Is {seat} a defender?",
        "el": "Είναι αμυνόμενος ο παίκτης {seat};",
    },
    "question.law67.card": {
        "en": "Which card did {seat} play to trick {trick}?",
        "el": "Ποιο φύλλο έπαιξε ο παίκτης {seat} στη λεβέ {trick};",
    },
    "question.law67.played_again": {
        "en": "Was {seat}'s {card} played again to a later trick?",
        "el": "Παίχτηκε ξανά το {card} του παίκτη {seat} σε επόμενη λεβέ;",
    },
    "question.law67.later_trick": {
        "en": "To which trick was {card} played again?",
        "el": "Σε ποια λεβέ παίχτηκε ξανά το {card};",
    },
    "question.law67.too_late": {
        "en": "Is it too late to correct the play of {card} to trick {trick}?",
        "el": "Είναι αργά για να διορθωθεί το παίξιμο του {card} στη λεβέ {trick};",
    },
}



def _family_modules() -> tuple[ModuleType, ...]:
    """The sentences of every family of laws: each ``lawNN_MM`` module of this package, found by name (a new
    family's wording module needs no registration), with the auction's and the table state's words."""
    package = importlib.import_module("tdcompanion.wording")
    found = sorted(info.name for info in pkgutil.iter_modules(package.__path__) if info.name.startswith("law"))
    return (auction_words, *(importlib.import_module(f"tdcompanion.wording.{name}") for name in found), table_words)


for _family in _family_modules():
    _clash = TEXT.keys() & _family.TEXT.keys()
    assert not _clash, f"sentences defined twice: {sorted(_clash)}"
    TEXT.update(_family.TEXT)


# --- words ---------------------------------------------------------------------------------------------


def say(key: str, lang: str, **params: object) -> str:
    """The sentence ``key`` in ``lang`` with ``params``; raises ``KeyError`` for an unknown key."""
    return TEXT[key][lang].format(**params)


def has(key: str) -> bool:
    return key in TEXT


def card_text(card: Card) -> str:
    """``♠J``, ``♥10``."""
    return card.suit.symbol + (card.rank.label if card.rank is not Rank.TEN else "10")


def cards_text(cards: Iterable[Card]) -> str:
    return ", ".join(card_text(c) for c in cards)


def law_text(refs: Iterable[LawRef | str], lang: str) -> str:
    """``Law 50D2(a)`` / ``Νόμος 50Δ2(α)``, ``Laws 16B1, 73C``: each reference as :func:`law_ref_text` writes it."""
    refs = list(refs)
    if len(refs) == 1:
        return say("law", lang, ref=law_ref_text(refs[0], lang))
    return say("laws", lang, refs=", ".join(law_ref_text(r, lang) for r in refs))


def tricks_text(count: int, lang: str) -> str:
    if lang == "el":
        return f"{count} λεβέ"
    return f"{count} trick" if count == 1 else f"{count} tricks"


def value_text(value: object, lang: str, *, fact: str | None = None) -> str:
    """A parameter or an answer in words."""
    if isinstance(value, bool):
        return say("yes" if value else "no", lang)
    if isinstance(value, Seat):
        return SEATS[lang][value]
    if isinstance(value, Side):
        return SIDES[lang][value]
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, LawRef):
        return law_ref_text(value, lang)
    if isinstance(value, Suit):
        return SUIT_NAMES[lang][value]
    if isinstance(value, Call):
        return call_text(value, lang)
    if isinstance(value, PollAnswer):
        return poll_answer_text(value, lang)
    if isinstance(value, PollCount):
        return say("poll_count", lang, action=action_text(value.action, lang), selected=value.selected,
                   considered=value.considered)  # fmt: skip
    if isinstance(value, enum.Enum):
        key = f"value.{fact}.{value.value}" if fact else ""
        return say(key, lang) if has(key) else str(value.value)
    if isinstance(value, tuple | list):
        return ", ".join(value_text(v, lang, fact=fact) for v in value)
    return str(value)


def call_text(call: Call, lang: str) -> str:
    """A call as a sentence says it: ``1♥``, ``3NT`` (``3ΧΑ``), ``Pass`` (``Πάσο``), ``X`` (``κοντρ``),
    ``XX`` (``σιρκόντρ``): the federation says the double, it does not write X."""
    if isinstance(call, Bid):
        return f"{call.level}{word('nt', lang) if call.strain is Strain.NOTRUMP else call.strain.symbol}"
    if call.kind in (CallKind.PASS, CallKind.DOUBLE, CallKind.REDOUBLE):
        return word(call.kind.value, lang)
    return call.pbn


def action_text(action: str, lang: str) -> str:
    """A poll action (a call or card in PBN form, else the words typed) as shown."""
    try:
        return call_text(Call.parse(action), lang)
    except InputError:
        pass
    try:
        return card_text(Card.parse(action))
    except InputError:
        return action


def poll_answer_text(answer: PollAnswer, lang: str) -> str:
    action = action_text(answer.action, lang)
    if not answer.considered:
        return say("poll_answer", lang, player=answer.player, action=action)
    considered = ", ".join(action_text(a, lang) for a in answer.considered)
    return say("poll_answer.considered", lang, player=answer.player, action=action, considered=considered)


# --- consequences ----------------------------------------------------------------------------------------


#: Enum fields whose value extends a consequence's sentence key (``consequence.must_pass.next_turn``).
KEY_FIELDS = {
    "lead_restriction": ("mode", "span"),
    "must_pass": ("span",),
    "play_restriction": ("requirement",),
    "card_restored": ("source",),
    "director_review": ("when",),
    "penalty_card_duty": ("grade",),
}


def describe(c: Consequence, lang: str) -> str:
    """One sentence for consequence ``c``, ending with its law in parentheses. A field named ``reason``
    is worded by its ``reason.<id>`` sentence; the fields in :data:`KEY_FIELDS` extend the key."""
    params = {f.name: getattr(c, f.name) for f in dataclasses.fields(c)}
    kind = c.kind
    key = ".".join((f"consequence.{kind}", *(params[name].value for name in KEY_FIELDS.get(kind, ()))))
    words: dict[str, object] = {name: value_text(value, lang) for name, value in params.items()}
    if isinstance(params.get("reason"), str):
        words["reason"] = _reason(params["reason"], lang)
    if kind == "penalty_card":
        words["grade"] = say(f"grade.{params['grade'].value}", lang)
        if str(c.law) == "50B":  # an earlier minor penalty card made major by another (Law 50B)
            key += ".regraded"
    elif kind in ("lead_restriction", "play_restriction") and params["suit"] is not None:
        words["suit"] = SUITS[lang][params["suit"]]
    elif kind == "card_placed_in_trick" and params["card"] is None:
        key += ".any"
    elif kind == "card_removed" and params["trick"] is not None:
        key += ".from_trick"
    elif kind == "trick_transfer":
        words["tricks"] = tricks_text(params["count"], lang)
        one = params["count"] == 1
        words["go"] = ("goes" if one else "go") if lang == "en" else ("μεταφέρεται" if one else "μεταφέρονται")
        if params["trick"] is not None:
            key += ".from_trick"
    elif kind in ("unauthorised_information", "authorised_information"):
        source_key = f"source.{params['source']}"
        cards = cards_text(params["cards"])
        words["what"] = say(source_key, lang, cards=cards) if has(source_key) else f"{params['source']} ({cards})"
    elif kind == "adjusted_score" and params["artificial"]:
        key += ".artificial"
    elif kind == "procedural_penalty" and params["seat"] is not None:
        key += ".seat"
    elif kind == "proceed" and params["calls_stand"]:
        key += ".calls_stand"
    elif kind == "follow_up":
        irregularity = params["irregularity"]
        specific = f"{key}.{irregularity.value}"
        key = specific if has(specific) else key
        words["irregularity"] = say(f"irregularity.{irregularity.value}", lang)
        words["established"] = say("established.yes" if params["established"] else "established.no", lang)
    law = law_text((c.law,), lang)
    if not has(key):  # a kind without a sentence yet: its id and parameters
        shown = ", ".join(f"{k}={v}" for k, v in words.items() if k != "law")
        return f"{kind}: {shown} ({law})"
    return f"{say(key, lang, **words)} ({law})."


def _reason(reason: str, lang: str) -> str:
    key = f"reason.{reason}"
    return say(key, lang) if has(key) else reason


# --- choices and questions ---------------------------------------------------------------------------------


def refusal_text(reason: str, params: dict[str, object], lang: str) -> str:
    """An :class:`~tdcompanion.core.laws.InconsistentFacts` reason in words (its id if none)."""
    words = {k: value_text(v, lang) for k, v in params.items()}
    key = f"refusal.{reason}"
    if has(key):
        try:
            return say(key, lang, **words)
        except KeyError:
            pass
    shown = ", ".join(f"{k}={v}" for k, v in words.items())
    return reason + (f" ({shown})" if shown else "")


def choice_header(choice: Choice, lang: str) -> str:
    role = say(f"role.{choice.role.value}", lang)
    alone = say("alone", lang) if choice.without_consulting_partner else ""
    if choice.chooser is None:
        head = say("chooser_unknown", lang, role=role, alone=alone)
    else:
        head = say("chooser", lang, role=role, seat=SEATS[lang][choice.chooser], alone=alone)
    title = f"choice.{choice.id}"
    what = f" - {say(title, lang)}" if has(title) else ""
    return f"{head}{what} ({law_text(choice.laws, lang)}):"


def option_label(option: Option, lang: str) -> str:
    """A short label: by the option id, or its prefix when the id ends with a card (``place_SJ``)."""
    params = {"cards": cards_text(option.cards), "suits": ", ".join(SUIT_NAMES[lang][s] for s in option.suits),
              "seat": SEATS[lang][option.seat] if option.seat is not None else ""}  # fmt: skip
    for key in (f"option.{option.id}", f"option.{option.id.rsplit('_', 1)[0]}"):
        if has(key):
            return say(key, lang, **params)
    return option.id


def question_text(question: Question[Any], lang: str) -> str:
    params = {k: value_text(v, lang) for k, v in question.params.items()}
    key = f"question.{question.fact.id}"
    if has(key):
        try:
            return say(key, lang, **params)
        except KeyError:  # a parameter the family did not pass: the sentence without it is wrong
            pass
    shown = ", ".join(f"{k}={v}" for k, v in params.items())
    return f"{question.id}?" + (f" ({shown})" if shown else "")


def answer_hint(question: Question[Any], lang: str) -> str:
    """What kind of answer is wanted, and the values allowed when there are few."""
    fact = question.fact
    choices = question.choices
    if choices is None and fact.values is not None:
        choices = tuple(fact.values)
    if choices is not None and fact.kind is not FactKind.CARDS:
        values = []
        for value in choices:
            raw = fact.encode(value)
            words = value_text(value, lang, fact=fact.id)
            values.append(f"{raw} ({words})" if str(raw) != words else words)
        return say("answer_with", lang, values="; ".join(values))
    if fact.kind is FactKind.NUMBER:
        return say("answer_kind", lang, what=say("kind.number", lang, low=fact.minimum, high=fact.maximum))
    return say("answer_kind", lang, what=say(f"kind.{fact.kind.value}", lang))


# --- a ruling as lines of text (the command line prints them; the wizard shows them) ---------------------


def consequence_summary(consequences: Sequence[Consequence], resolution: Resolution, lang: str) -> list[str]:
    """The sentences summing up ``consequences`` (a ruling's own, or those in force): when there are
    none, those of the options chosen, else that they depend on a choice still open; "No further
    consequence." only when nothing follows at all."""
    shown = consequences or resolution.consequences
    if shown:
        return [describe(c, lang) for c in shown]
    return [say("depends_on_choice" if resolution.pending else "no_consequence", lang)]


def ruling_lines(ruling: Ruling, resolution: Resolution, lang: str) -> list[str]:
    lines = [law_text(ruling.laws, lang), "", f"{say('ruling', lang)}:"]
    lines.extend(f"  - {line}" for line in consequence_summary(ruling.consequences, resolution, lang))
    if ruling.choices:
        lines += ["", f"{say('choices', lang)}:"]
        chosen = dict(resolution.chosen)
        for choice in ruling.choices:
            lines.extend(_choice_lines(choice, chosen, lang, "  "))
    if resolution.pending and resolution.chosen:
        lines += ["", f"{say('still_open', lang)}: {', '.join(c.id for c in resolution.pending)}"]
    return lines


def _choice_lines(choice: Choice, chosen: Mapping[str, str], lang: str, indent: str) -> list[str]:
    lines = [indent + choice_header(choice, lang)]
    for option in choice.options:
        mark = "*" if chosen.get(choice.id) == option.id else "-"
        default = f" {say('default', lang)}" if option.id == choice.default else ""
        lines.append(f"{indent}  {mark} [{option.id}] {option_label(option, lang)}{default}")
        lines.extend(f"{indent}      {describe(c, lang)}" for c in option.consequences)
        for follow in option.follow_up:
            lines.extend(_choice_lines(follow, chosen, lang, indent + "      "))
    return lines
