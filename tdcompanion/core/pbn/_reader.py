"""Build :class:`Board` values from lexed PBN games.

A tag value ``#`` stands for the value of the same tag in the previous game (PBN 2.1
section 3.4; here: the last game that had the tag, and its table rows too if the ``#``
tag has none); it is resolved here so every board holds real values. A game with no
Dealer or Vulnerable tag gets the standard rotation for its board number (Law 2).
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from typing import TypeVar

from tdcompanion.core.board import (
    PLAYER_TAGS,
    Board,
    PbnLayout,
    PbnSection,
    PbnTag,
    Players,
    Vulnerability,
    dealer_for,
)
from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError, PBNDecodeError
from tdcompanion.core.pbn._lexer import ONCE_A_GAME, RawGame, RawTag, lex
from tdcompanion.core.said import Messages, reason_of
from tdcompanion.core.seats import Seat

_BOARD_NUMBER = re.compile(r"[0-9]{1,9}")
_UNKNOWN = ("", "?")
UNKNOWN_DEAL = Deal((None, None, None, None))

T = TypeVar("T")
#: The last tag of each name read so far (its value and section, as resolved).
Inherited = dict[str, RawTag]


class Shared:
    """Values a file repeats, read once and shared by its boards (all are immutable; issue 19).

    ``tags``: the extra tags without a section, by name and value (a team's name, the room, the round
    are on every board of a match). ``deal``: the previous game's Deal text and the deal read from it
    (the tables of a match play the same deal one after the other, and ``#`` repeats it).
    """

    __slots__ = ("deal", "tags")

    def __init__(self) -> None:
        self.tags: dict[tuple[str, str], PbnTag] = {}
        self.deal: tuple[str, Deal] | None = None


#: Why a PBN file or one of its tags cannot be read, in English (the catalogue says it in the other languages).
SAID = Messages("pbn_tag", {
    "bad_utf16": "not valid UTF-16 text despite its byte-order mark ({reason})",
    "nothing_to_inherit": '[{tag} "#"] means "as in the previous game", but no earlier game has a {tag} tag',
    "bad_board": "bad Board number {text!r}: expected a whole number from 1 up",
    "bad_dealer": "unknown seat in Dealer: {text!r} (expected N, E, S or W)",
    "bad_vulnerability": "unknown vulnerability in Vulnerable: {text!r} (expected None, NS, EW or All)",
    "bad_deal": "bad Deal: {reason}",
})


def decode(data: str | bytes | bytearray | memoryview) -> str:
    """Text of a PBN file: UTF-8 (with or without BOM), UTF-16 with a BOM, else Latin-1."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    if not isinstance(data, bytes | bytearray | memoryview):
        raise TypeError(f"PBN input must be str or bytes, not {type(data).__name__}")
    raw = bytes(data)
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise PBNDecodeError(SAID("bad_utf16", reason=exc.reason)) from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("latin-1")  # older files from Windows programs; never fails


def read_boards(text: str) -> list[Board]:
    """The boards of PBN ``text``, in file order."""
    previous: Inherited = {}
    shared = Shared()
    return [_board(game, previous, shared) for game in lex(text)]


def _resolve(game: RawGame, previous: Inherited) -> None:
    """Replace ``#`` values with the previous game's, then remember this game's values."""
    for tag in game.tags:
        if tag.value == "#" and tag.name != "Note":
            earlier = previous.get(tag.name)
            if earlier is None:
                raise PBNDecodeError(SAID("nothing_to_inherit", tag=tag.name), line=tag.line)
            tag.value = earlier.value
            if earlier.section and not tag.section:
                tag.section = list(earlier.section)
    for tag in game.tags:  # a game's tags are all read: nothing changes them after this
        previous[tag.name] = tag


def _board(game: RawGame, previous: Inherited, shared: Shared) -> Board:
    _resolve(game, previous)
    known: dict[str, RawTag] = {}
    extra: list[PbnTag] = []
    shared_tags = shared.tags
    for tag in game.tags:
        if tag.name in ONCE_A_GAME:
            known[tag.name] = tag
        elif tag.section:
            extra.append(PbnTag(tag.name, tag.value, tuple(tag.section)))
        else:
            key = (tag.name, tag.value)
            extra_tag = shared_tags.get(key)
            if extra_tag is None:
                extra_tag = shared_tags[key] = PbnTag(tag.name, tag.value)
            extra.append(extra_tag)
    number = _parsed(known, "Board", parse_number)
    dealer = _parsed(known, "Dealer", parse_dealer) if "Dealer" in known else _rotation(number, dealer_for)
    vulnerability = (
        _parsed(known, "Vulnerable", parse_vulnerability)
        if "Vulnerable" in known
        else _rotation(number, Vulnerability.from_board)
    )
    deal_tag = known.get("Deal")
    if deal_tag is not None and shared.deal is not None and shared.deal[0] == deal_tag.value:
        deal: Deal | None = shared.deal[1]
    else:
        deal = _parsed(known, "Deal", parse_deal)
        if deal is not None:
            shared.deal = (known["Deal"].value, deal)
    players: Players = (
        _text(known, PLAYER_TAGS[0]),
        _text(known, PLAYER_TAGS[1]),
        _text(known, PLAYER_TAGS[2]),
        _text(known, PLAYER_TAGS[3]),
    )
    return Board(
        number=number,
        deal=UNKNOWN_DEAL if deal is None else deal,
        dealer=dealer,
        vulnerability=vulnerability,
        event=_text(known, "Event"),
        site=_text(known, "Site"),
        date=_text(known, "Date"),
        players=players,
        declarer=_text(known, "Declarer"),
        contract=_text(known, "Contract"),
        result=_text(known, "Result"),
        auction_section=_section(known.get("Auction")),
        play_section=_section(known.get("Play")),
        extra_tags=tuple(extra),
        layout=PbnLayout(
            tuple(game.items), tuple((name, known[name].value) for name in PARSED_TAGS if name in known)
        ),
    )


def _text(known: dict[str, RawTag], name: str) -> str | None:
    tag = known.get(name)
    return None if tag is None else tag.value


def _section(tag: RawTag | None) -> PbnSection | None:
    if tag is None:
        return None
    return PbnSection(tag.value, tuple(tag.section or ()), tuple(tag.notes or ()), tuple(tag.section_lines or ()))


def _parsed(known: dict[str, RawTag], name: str, parse: Callable[[str], T]) -> T | None:
    tag = known.get(name)
    if tag is None:
        return None
    try:
        return parse(tag.value)
    except InputError as exc:
        raise PBNDecodeError(reason_of(exc), line=tag.line) from None


def _rotation(number: int | None, rule: Callable[[int], T]) -> T | None:
    """The standard-rotation value for a tag the game leaves out (Law 2)."""
    return None if number is None else rule(number)


def parse_number(text: str) -> int | None:
    """A Board tag value: a number from 1 up, or ``None`` if empty or ``?``."""
    stripped = text.strip()
    if stripped in _UNKNOWN:
        return None
    if _BOARD_NUMBER.fullmatch(stripped) is None or int(stripped) < 1:
        raise InputError(SAID("bad_board", text=text))
    return int(stripped)


def parse_dealer(text: str) -> Seat | None:
    """A Dealer tag value: a seat, or ``None`` if empty or ``?``."""
    if text.strip() in _UNKNOWN:
        return None
    try:
        return Seat.parse(text)
    except InputError:
        raise InputError(SAID("bad_dealer", text=text)) from None


def parse_vulnerability(text: str) -> Vulnerability | None:
    """A Vulnerable tag value (None/Love/-, NS, EW, All/Both), or ``None`` if empty or ``?``."""
    if text.strip() in _UNKNOWN:
        return None
    try:
        return Vulnerability.parse(text)
    except InputError:
        raise InputError(SAID("bad_vulnerability", text=text)) from None


def parse_deal(text: str) -> Deal:
    """A Deal tag value, any first seat, ``-`` for a hand not known; empty: no hand known."""
    if not text.strip():
        return UNKNOWN_DEAL
    try:
        return Deal.from_pbn(text)
    except InputError as exc:
        raise InputError(SAID("bad_deal", reason=reason_of(exc))) from None


#: Tags whose values become parsed fields; the writer keeps their text when unchanged.
PARSERS: dict[str, Callable[[str], object]] = {
    "Board": parse_number,
    "Dealer": parse_dealer,
    "Vulnerable": parse_vulnerability,
    "Deal": parse_deal,
}
PARSED_TAGS = tuple(PARSERS)
