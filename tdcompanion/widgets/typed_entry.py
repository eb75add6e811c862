"""Reading a call or a card typed on the keyboard, Greek keyboards included (no Qt).

A TD types ``1n``, ``p``, ``x``, ``xx``, ``4s`` for calls and ``sa``, ``h10``, ``10h`` for
cards. On a Greek keyboard the same keys give Greek letters (``χ`` for X, ``π`` for P),
and Greek players write ``ΧΑ`` for notrump, ``πάσο``, ``κοντρ``, ``σιρκόντρ``; all of these
are read too. Honour initials Α Ρ Ν Β (Άσος, Ρήγας, Ντάμα, Βαλές) are read as A K Q J.

A card may name its player first, before a colon (``e:s7``, ``Α:σ7``, ``east: 7s``): a card
played out of turn, or by a player whose hand is not recorded.
"""

from __future__ import annotations

import unicodedata

from tdcompanion.core.calls import Call, CallError
from tdcompanion.core.cards import Card
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.seats import Seat

# Greek layout key -> the Latin letter on the same key (only those that spell calls).
_CALL_KEYS = str.maketrans({"π": "p", "χ": "x", "ν": "n", "ψ": "c", "δ": "d", "η": "h", "σ": "s", "ς": "s", "τ": "t"})
# Whole Greek words first (accents already removed, lower case), longest first.
_CALL_WORDS = (("σιρκοντρ", "xx"), ("κοντρ", "x"), ("πασο", "p"), ("χα", "nt"))
_CARD_KEYS = str.maketrans(
    {"α": "a", "κ": "k", "ρ": "k", ";": "q", "\u037e": "q", "ν": "q", "ξ": "j", "β": "j", "τ": "t",
     "σ": "s", "ς": "s", "η": "h", "δ": "d", "ψ": "c"}
)  # fmt: skip


# A seat before the colon: the English initial or name; the Greek initial or name (Β Βορράς,
# Α Ανατολή, Ν Νότος, Δ Δύση); and what the E, S and W keys give on a Greek keyboard (ε, σ, ς),
# which no Greek seat name begins with. (The N key gives ν, Νότος' initial: read as South.)
_SEAT_WORDS = {
    **{seat.letter.lower(): seat for seat in Seat},
    **{seat.english_name.lower(): seat for seat in Seat},
    "β": Seat.N, "α": Seat.E, "ν": Seat.S, "δ": Seat.W,
    "βορρας": Seat.N, "ανατολη": Seat.E, "νοτος": Seat.S, "δυση": Seat.W,
    "ε": Seat.E, "σ": Seat.S, "ς": Seat.W,
}  # fmt: skip


def _plain(text: str) -> str:
    """Lower case, no accents, no blanks."""
    decomposed = unicodedata.normalize("NFD", text.strip().lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch) and not ch.isspace())


def read_call(text: str) -> Call:
    """A call from what was typed; raises :class:`CallError` if it is none."""
    key = _plain(text)
    for word, latin in _CALL_WORDS:
        key = key.replace(word, latin)
    try:
        return Call.parse(key.translate(_CALL_KEYS))
    except CallError:
        raise CallError(f"not a call: {text!r} (expected e.g. 1S, 3NT, P, X or XX)") from None


def read_card(text: str) -> Card:
    """A card from what was typed, suit first (``sa``, ``h10``) or rank first (``as``, ``10h``).

    Raises :class:`CardParseError` if it is none.
    """
    key = _plain(text).translate(_CARD_KEYS)
    try:
        return Card.parse(key)
    except CardParseError:
        pass
    if len(key) >= 2:
        try:
            return Card.parse(key[-1] + key[:-1])
        except CardParseError:
            pass
    raise CardParseError(f"not a card: {text!r} (expected e.g. SA, H10 or ♦7)")


def read_seated_card(text: str) -> tuple[Seat | None, Card]:
    """A card from what was typed, and its player if named first (``e:s7``: East's ♠7); ``None``
    when no player is named. Raises :class:`CardParseError` if the card is none, or names a player
    who is none."""
    seat_text, colon, card_text = text.partition(":")
    if not colon:
        return None, read_card(text)
    seat = _SEAT_WORDS.get(_plain(seat_text))
    if seat is None:
        raise CardParseError(f"not a player: {seat_text.strip()!r} (expected e.g. e:s7 or α:σ7)")
    return seat, read_card(card_text)
