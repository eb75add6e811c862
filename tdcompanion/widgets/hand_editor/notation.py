"""Reading what a TD types into a hand or deal entry, and saying precisely what is wrong.

Pure Python (no Qt): the core's :meth:`Hand.parse` and :meth:`Deal.from_pbn` decide
what is valid; this module adds what an entry line needs on top of them:

* Greek keyboards: letters typed on the same keys (``ακ;ξτ`` for ``AKQJT``) and the
  Greek honour initials (Α Ρ Ν Β: Άσος, Ρήγας, Ντάμα, Βαλές) are read as A K Q J, one
  character for one, so positions in the text stay right;
* a :class:`Problem` (kind, position, length, count) instead of an English message,
  so the widget can say it in the interface language;
* where each card sits in the text, to highlight duplicated cards in the entry.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from dataclasses import dataclass

from tdcompanion.core.cards import SUITS_HIGH_FIRST, Card, Rank, Suit
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.errors import DealParseError
from tdcompanion.core.seats import Seat

# Greek layout key -> Latin letter on the same key; Greek honour initials -> rank letter.
_GREEK = {
    "α": "A", "κ": "K", "ρ": "K", ";": "Q", "\u037e": "Q", "ν": "Q", "ξ": "J", "β": "J", "τ": "T",
    "σ": "S", "ς": "S", "η": "H", "δ": "D", "ψ": "C",
}  # fmt: skip
_NORMALISE = str.maketrans({**_GREEK, **{k.upper(): v for k, v in _GREEK.items() if k.upper() != k}})

_MARKERS = "SHDC♠♥♦♣♤♡♢♧"
_VALID = _MARKERS + "AKQJT98765432" + ".,-"
_TOKEN = re.compile(r"10|[2-9TJQKA]", re.IGNORECASE)
_DEAL_TAG = re.compile(r'^(\s*\[\s*Deal\s+")(.*)("\s*\]\s*)$', re.IGNORECASE | re.DOTALL)


class ProblemKind(enum.Enum):
    BAD_CHARACTER = "bad-character"
    """A character that is no rank, suit or separator anywhere (``X`` in ``AKX``)."""
    TEN = "ten"
    """A ``1`` or ``0`` that is not part of ``10``."""
    MISSING_SUITS = "missing-suits"
    """The text ends before four suits were given (``count``: groups found)."""
    SUIT_TWICE = "suit-twice"
    """A suit symbol given twice (``♠AK ♠Q``)."""
    UNREADABLE = "unreadable"
    """Anything else the core refused at ``position`` (mixed separators, a 5th suit...)."""
    BAD_SEAT = "bad-seat"
    """A deal string starting with something other than ``N:``, ``E:``, ``S:``, ``W:``."""
    HAND_COUNT = "hand-count"
    """A deal string without four hands (``count`` says how many)."""
    EMPTY = "empty"
    """Nothing to read."""


@dataclass(frozen=True, slots=True)
class Problem:
    """What is wrong and where: ``position``/``length`` index the text as typed."""

    kind: ProblemKind
    position: int = 0
    length: int = 0
    text: str = ""
    """The offending characters as typed."""
    count: int = 0
    seat: Seat | None = None
    """Deal strings: the hand the problem is in."""
    detail: str = ""
    """The core's own explanation (English), for a tooltip."""

    def moved(self, offset: int, seat: Seat | None = None) -> Problem:
        return dataclasses.replace(self, position=self.position + offset, seat=self.seat if seat is None else seat)


class NotationError(DealParseError):
    """Bad hand or deal text; :attr:`problem` says what and where."""

    def __init__(self, problem: Problem, message: str) -> None:
        super().__init__(message, position=problem.position)
        self.problem = problem


def normalise(text: str) -> str:
    """Greek-keyboard letters to their Latin equivalents; same length as ``text``."""
    return text.translate(_NORMALISE)


def format_hand(hand: Hand | None) -> str:
    """Entry form: ``AKQ2 J93 T8 754``, ``-`` for a void, empty for no cards."""
    if hand is None or len(hand) == 0:
        return ""
    return " ".join(hand.suit_text(s) or "-" for s in SUITS_HIGH_FIRST)


def read_hand(text: str) -> Hand:
    """A hand from an entry line; a blank line is an empty hand.

    :meth:`Hand.parse` decides; raises :class:`NotationError` with the first problem.
    """
    if not text.strip():
        return Hand()
    try:
        return Hand.parse(normalise(text))
    except DealParseError as exc:
        raise NotationError(diagnose_hand(text, exc.position or 0, str(exc)), str(exc)) from None


def diagnose_hand(text: str, core_position: int, detail: str = "") -> Problem:
    """Explain why ``text`` is not a hand, given where the core stopped.

    A character that is wrong in every notation is named first, wherever it is.
    """
    plain = normalise(text)
    for i, ch in enumerate(plain):
        if ch in "10" and not _is_ten(plain, i):
            return Problem(ProblemKind.TEN, i, 1, text[i], detail=detail)
        if not (ch.upper() in _VALID or ch.isspace() or ch in "10"):
            return Problem(ProblemKind.BAD_CHARACTER, i, 1, text[i], detail=detail)
    end = len(plain.rstrip())
    if core_position >= end:
        return Problem(ProblemKind.MISSING_SUITS, end, 0, count=_suits_found(plain), detail=detail)
    ch = plain[core_position]
    if ch.upper() in _MARKERS and Suit.parse(ch) in {Suit.parse(c) for c in plain[:core_position] if c in _MARKERS}:
        return Problem(ProblemKind.SUIT_TWICE, core_position, 1, text[core_position], detail=detail)
    return Problem(ProblemKind.UNREADABLE, core_position, 1, text[core_position], detail=detail)


def _is_ten(plain: str, i: int) -> bool:
    return plain[i : i + 2] == "10" or (plain[i] == "0" and i > 0 and plain[i - 1] == "1")


def _suits_found(plain: str) -> int:
    s = plain.strip()
    if s and s[0].upper() in _MARKERS:
        return len({Suit.parse(c) for c in s if c.upper() in _MARKERS})
    return len(s.split(".") if "." in s else s.split())


def read_deal(text: str) -> Deal:
    """A deal from a PBN deal string (``N:AKQ2.J93.T8.754 ...``), also inside ``[Deal "..."]``.

    :meth:`Deal.from_pbn` decides; on failure the problem names the hand and the
    position in ``text`` as given. Raises :class:`NotationError`.
    """
    body, offset = _unwrap(text)
    if not body.strip():
        raise NotationError(Problem(ProblemKind.EMPTY), "no deal to read")
    plain = _normalise_hands(body)
    try:
        return Deal.from_pbn(plain)
    except DealParseError as exc:
        problem = _diagnose_deal(body, plain, exc.position or 0, str(exc))
        raise NotationError(problem.moved(offset), str(exc)) from None


def looks_like_deal(text: str) -> bool:
    """True for text meant as a whole deal rather than one hand (what Ctrl+V pastes)."""
    s = _unwrap(text)[0].strip()
    return (len(s) >= 2 and s[1] == ":" and s[0].upper() in "NESW") or (len(s.split()) == 4 and "." in s)


def _unwrap(text: str) -> tuple[str, int]:
    m = _DEAL_TAG.match(text)
    return (m.group(2), m.end(1)) if m else (text, 0)


def _seat_prefix(body: str) -> int:
    """Index just after ``N:`` if the string starts with a seat prefix, else 0."""
    s = body.lstrip()
    return len(body) - len(s) + 2 if len(s) >= 2 and s[1] == ":" else 0


def _normalise_hands(body: str) -> str:
    # The seat letter before ':' stays as typed: a Greek N (Νότος) would become Q.
    cut = _seat_prefix(body)
    return body[:cut] + normalise(body[cut:])


def _diagnose_deal(body: str, plain: str, core_position: int, detail: str) -> Problem:
    cut = _seat_prefix(body)
    first = Seat.N
    if cut:
        seat_char = body[cut - 2]
        if seat_char.upper() not in "NESW":
            return Problem(ProblemKind.BAD_SEAT, cut - 2, 1, seat_char, detail=detail)
        first = Seat.parse(seat_char)
    words = list(re.finditer(r"\S+", plain[cut:]))
    if len(words) != len(Seat):
        return Problem(ProblemKind.HAND_COUNT, cut, len(body) - cut, count=len(words), detail=detail)
    for seat, word in zip(first.rotation(), words, strict=True):
        start, stop = cut + word.start(), cut + word.end()
        if start <= core_position <= stop:
            problem = diagnose_hand(body[start:stop], core_position - start, detail)
            return problem.moved(start, seat)
    return Problem(ProblemKind.UNREADABLE, core_position, 1, body[core_position : core_position + 1], detail=detail)


def card_spans(text: str) -> list[tuple[Card, int, int]]:
    """Where each card of a readable hand text is: ``(card, start, length)``.

    Mirrors the two layouts :meth:`Hand.parse` accepts (suit symbols, or four groups
    separated by dots or spaces). Text that is not a hand gives an empty list.
    """
    try:
        size = len(read_hand(text))
    except DealParseError:
        return []
    plain = normalise(text)
    stripped = plain.strip()
    if not stripped:
        return []
    spans: list[tuple[Card, int, int]] = []
    if stripped and stripped[0].upper() in _MARKERS:
        suit: Suit | None = None
        for m in re.finditer(rf"[{_MARKERS}]|10|[2-9TJQKA]", plain, re.IGNORECASE):
            if m.group().upper() in _MARKERS:
                suit = Suit.parse(m.group())
            elif suit is not None:
                spans.append((Card.of(suit, Rank.parse(m.group())), m.start(), len(m.group())))
        return spans if len(spans) == size else []
    lead, end = len(plain) - len(plain.lstrip()), len(plain.rstrip())
    sep = r"\." if "." in stripped else r"\s+"
    starts = [lead] + [lead + m.end() for m in re.finditer(sep, plain[lead:end])]
    for suit, begin, stop in zip(SUITS_HIGH_FIRST, starts, [*starts[1:], end], strict=False):
        for m in _TOKEN.finditer(plain, begin, stop):
            spans.append((Card.of(suit, Rank.parse(m.group())), m.start(), len(m.group())))
    return spans if len(spans) == size else []
