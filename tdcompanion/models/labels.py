"""Display names for core values (seats, vulnerability, cards), in the current language.

The core returns data; this is where a ``Seat`` becomes "North" or "Βορράς". Call
these at display time (in ``retranslate_ui()``), never cache their results.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import Bid, Call, CallKind
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.seats import Seat
from tdcompanion.models.text import interface_language
from tdcompanion.wording.names import seat_text


def seat_name(seat: Seat) -> str:
    """``North``, ``East``, ``South``, ``West`` in the interface's language: the catalogue's one name for the
    seat, which the rulings use too (:mod:`tdcompanion.wording.names`)."""
    return seat_text(seat, interface_language())


def seat_in(seat: Seat, case: str) -> str:
    """The seat's name in the form its slot in an interface sentence asks for: ``"gen"`` for "the revoke of
    East" ("της Ανατολής"), ``"nom"``/``"Nom"`` for the one who acts ("η Ανατολή", "Η Ανατολή"), ``"acc"``
    after a preposition ("από την Ανατολή"). English has one form for all. The English template says
    ``%1``; the Greek one drops the article, which the form brings (see
    :class:`~tdcompanion.wording.catalogue.Declined`)."""
    return format(seat_text(seat, interface_language()), case)


def seat_letter(seat: Seat) -> str:
    """One letter for a seat, as printed on a board (``N``; in Greek ``Β``)."""
    letters = {
        Seat.N: QCoreApplication.translate("Labels", "N", "seat letter: North"),
        Seat.E: QCoreApplication.translate("Labels", "E", "seat letter: East"),
        Seat.S: QCoreApplication.translate("Labels", "S", "seat letter: South"),
        Seat.W: QCoreApplication.translate("Labels", "W", "seat letter: West"),
    }
    return letters[seat]


def vulnerability_name(vul: Vulnerability | None) -> str:
    """Who is vulnerable: ``None``, ``N-S``, ``E-W``, ``All``, or ``unknown``."""
    if vul is None:
        return QCoreApplication.translate("Labels", "unknown", "vulnerability not given")
    names = {
        Vulnerability.NONE: QCoreApplication.translate("Labels", "None", "nobody vulnerable"),
        Vulnerability.NS: QCoreApplication.translate("Labels", "N-S", "North-South vulnerable"),
        Vulnerability.EW: QCoreApplication.translate("Labels", "E-W", "East-West vulnerable"),
        Vulnerability.BOTH: QCoreApplication.translate("Labels", "All", "both sides vulnerable"),
    }
    return names[vul]


def dealer_name(dealer: Seat | None) -> str:
    if dealer is None:
        return QCoreApplication.translate("Labels", "unknown", "dealer not given")
    return seat_name(dealer)


_CONTRACT = re.compile(r"([1-7])(NT|N|[SHDC])(X{0,2})", re.IGNORECASE)


def strain_text(letter: str) -> str:
    """A strain as shown: a suit symbol, or ``NT`` (in Greek ``ΧΑ``)."""
    letter = letter.upper()
    if letter in ("N", "NT"):
        return QCoreApplication.translate("Labels", "NT", "notrump")
    return Suit.parse(letter).symbol


def contract_text(contract: str | None, declarer: Seat | None = None) -> str:
    """A PBN contract as on a score slip: ``4♥X S``; ``Pass`` for a passed-out board; as written if odd."""
    text = (contract or "").strip()
    if not text:
        return ""
    if text.upper() == "PASS":
        return QCoreApplication.translate("Labels", "Pass", "board passed out")
    m = _CONTRACT.fullmatch(text)
    if m is None:
        return text
    shown = f"{m.group(1)}{strain_text(m.group(2))}{m.group(3).upper()}"
    return shown if declarer is None else f"{shown} {seat_letter(declarer)}"


def call_text(call: Call) -> str:
    """A call as on a traveller: ``1♠``, ``3NT`` (in Greek ``3ΧΑ``), ``Pass``, ``X``, ``XX``."""
    if isinstance(call, Bid):
        return f"{call.level}{strain_text(call.strain.letter)}"
    if call.kind is CallKind.PASS:
        return QCoreApplication.translate("Labels", "Pass", "the call")
    return str(call)  # X and XX are written the same way in every language


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as people write them, e.g. ``♠A ♥10``: symbols and digits need no translation."""
    return " ".join(str(c) for c in cards)
