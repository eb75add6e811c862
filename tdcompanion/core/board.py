"""Boards: number, dealer, vulnerability, deal, and what a PBN record says about them.

Dealer and vulnerability follow the standard duplicate rotation (Law 2): the dealer
moves one seat clockwise each board, and vulnerability repeats every 16 boards.

A board read from a PBN file also carries the record of the table (event, players,
contract, result), the raw Auction and Play sections for the auction and play
parsers, and every other tag and table in file order, so that writing it back loses
nothing. :mod:`tdcompanion.core.pbn` reads and writes these.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError, NumberError
from tdcompanion.core.numbers import bounded_int
from tdcompanion.core.said import Messages
from tdcompanion.core.seats import Seat, Side

# Vulnerability of boards 1..16; board n uses entry (n - 1) % 16.
_VUL_CYCLE = "-NEBNEB-EB-NB-NE"


#: Why a board's number or vulnerability cannot be read, in English (the catalogue says it in the other
#: languages).
SAID = Messages("board", {
    "number_from_one": "board numbers start at 1, not {number}",
    "not_a_vulnerability": "not a vulnerability: {text!r} (expected None, NS, EW or All)",
})


class Vulnerability(enum.Enum):
    """Which sides are vulnerable."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "All"

    @classmethod
    def from_board(cls, number: int) -> Vulnerability:
        """Vulnerability of board ``number`` in the standard rotation (any number >= 1)."""
        if number < 1:
            raise InputError(SAID("number_from_one", number=number))
        return _VUL_BY_CODE[_VUL_CYCLE[(number - 1) % 16]]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read the PBN spellings: ``None``/``Love``/``-``, ``NS``, ``EW``, ``All``/``Both``."""
        vul = _VUL_BY_TEXT.get(text.strip().upper())
        if vul is None:
            raise InputError(SAID("not_a_vulnerability", text=text))
        return vul

    def is_vulnerable(self, who: Seat | Side) -> bool:
        side = who.side if isinstance(who, Seat) else who
        return self is Vulnerability.BOTH or self.value == side.value


_VUL_BY_CODE = {"-": Vulnerability.NONE, "N": Vulnerability.NS, "E": Vulnerability.EW, "B": Vulnerability.BOTH}
_VUL_BY_TEXT = {
    "NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "-": Vulnerability.NONE,
    "NS": Vulnerability.NS, "N-S": Vulnerability.NS, "EW": Vulnerability.EW, "E-W": Vulnerability.EW,
    "ALL": Vulnerability.BOTH, "BOTH": Vulnerability.BOTH,
}  # fmt: skip


def dealer_for(number: int) -> Seat:
    """Dealer of board ``number``: N on 1, E on 2, S on 3, W on 4, and so on (Law 2)."""
    if number < 1:
        raise InputError(SAID("number_from_one", number=number))
    return Seat((number - 1) % 4)


#: Section and table tokens: a quoted string, a comment (dropped), a line break, or a run of text.
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"?|\{[^}]*\}?|;[^\n]*|\n|=[^=\s]*=|\$[0-9]*|[^\s"{;=$]+|[=$]')
_SEAT_OF_LETTER = {seat.letter: seat for seat in Seat}
_PLAIN = re.compile(r'[^"{;=$\n]*')  # a line whose tokens are its runs of non-blanks


def _tokens(lines: tuple[str, ...]) -> list[str]:
    """Tokens of section lines, comments removed; ``"\\n"`` marks each line end."""
    return [t for t in _TOKEN.findall("\n".join(lines) + "\n") if t[0] not in "{;"]


@dataclass(frozen=True, slots=True)
class PbnSection:
    """An Auction or Play section as written: the tag value and the raw lines after it.

    ``value`` is the tag value (the seat that calls or leads first). ``lines`` are the
    section's lines exactly as read, comments included, so the section is written back
    unchanged. ``notes`` are the values of the ``[Note "..."]`` tags that follow it.
    ``line_numbers`` are the file lines of ``lines`` when read from a file (for error
    messages; not part of the value).
    """

    value: str
    lines: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    line_numbers: tuple[int, ...] = field(default=(), compare=False, repr=False)

    @property
    def tokens(self) -> tuple[str, ...]:
        """The calls or cards with their markers (``=1=``, ``$2``, ``!``/``?`` suffixes,
        ``AP``, ``-``, ``*``), in order, without comments."""
        return tuple(t for t in _tokens(self.lines) if t != "\n")

    def located_tokens(self) -> list[tuple[str, int | None]]:
        """:attr:`tokens`, each with the file line it is on (``None`` when not known)."""
        lines, numbers = self.lines, self.line_numbers
        located: list[tuple[str, int | None]] = []
        if not any("{" in line for line in lines):  # no comment spans lines: one line at a time
            for i, line in enumerate(lines):
                number = numbers[i] if i < len(numbers) else None
                # A line of plain tokens (no quote, comment, note or NAG) splits at its blanks, as _TOKEN would.
                tokens = line.split() if _PLAIN.fullmatch(line) else _TOKEN.findall(line)
                located.extend([(token, number) for token in tokens if token[0] != ";"])
            return located
        text = "\n".join(lines) + "\n"
        index = last = 0
        for match in _TOKEN.finditer(text):
            token, start = match.group(), match.start()
            index += text.count("\n", last, start)  # a comment may span lines
            last = start
            if token[0] not in "{;\n":
                located.append((token, numbers[index] if index < len(numbers) else None))
        return located

    @property
    def first_seat(self) -> Seat | None:
        """The seat named by the tag value, or ``None`` if it names none."""
        seat = _SEAT_OF_LETTER.get(self.value)  # as files write it: one capital letter
        if seat is not None:
            return seat
        try:
            return Seat.parse(self.value)
        except InputError:
            return None


@dataclass(frozen=True, slots=True)
class PbnTag:
    """A PBN tag the board has no field for, with the raw lines of its table section, if any.

    ``section`` holds the lines after the tag up to the next tag, comments included
    (``[OptimumResultTable "..."]`` is followed by its rows).
    """

    name: str
    value: str
    section: tuple[str, ...] = ()

    @property
    def rows(self) -> tuple[tuple[str, ...], ...]:
        """The section as a table: one tuple of tokens per non-empty line, comments removed."""
        rows: list[tuple[str, ...]] = []
        row: list[str] = []
        for token in _tokens(self.section):
            if token == "\n":
                if row:
                    rows.append(tuple(row))
                row = []
            else:
                row.append(token)
        return tuple(rows)


#: What a layout item is: a tag, a note written with its section, a comment on its own
#: line(s), a comment that follows the previous item on its line, or a ``%`` line.
LayoutKind = str
LAYOUT_TAG: LayoutKind = "tag"
LAYOUT_NOTE: LayoutKind = "note"
LAYOUT_COMMENT: LayoutKind = "comment"
LAYOUT_INLINE: LayoutKind = "inline"
LAYOUT_DIRECTIVE: LayoutKind = "directive"
#: Marks that the first line of the preceding tag's section was on the tag's own line.
LAYOUT_SAME_LINE: LayoutKind = "same-line"


@dataclass(frozen=True, slots=True)
class PbnLayout:
    """How a board was written in its file: not part of the board's value.

    ``items`` are ``(kind, text)`` pairs in file order: tag names, comments and ``%``
    lines, so the writer can put everything back where it was. ``raw_values`` keeps the
    text of the tags whose fields are parsed (Board, Dealer, Vulnerable, Deal), so an
    unchanged ``"Love"`` or ``"W:..."`` is written back as it was.
    """

    items: tuple[tuple[LayoutKind, str], ...] = ()
    raw_values: tuple[tuple[str, str], ...] = ()

    def has_tag(self, name: str) -> bool:
        return (LAYOUT_TAG, name) in self.items

    def raw(self, name: str) -> str | None:
        """The value of tag ``name`` as the file wrote it, if it was there."""
        return next((value for key, value in self.raw_values if key == name), None)


#: The players' tags, in seat order (``Board.players`` is indexed by :class:`Seat`).
PLAYER_TAGS: tuple[str, str, str, str] = ("North", "East", "South", "West")

Players = tuple[str | None, str | None, str | None, str | None]


@dataclass(frozen=True)
class Board:
    """One board as played at a table.

    ``dealer`` and ``vulnerability`` are ``None`` when not known; :meth:`standard`
    gives the standard rotation, and the PBN reader derives them from ``number`` when
    a file leaves them out. The PBN fields are strings as written (``None`` when the
    tag is absent, ``""`` when it is empty): ``players`` by seat, ``declarer``
    (``"S"``, ``"^S"``, ``""``), ``contract`` (``"4HX"``, ``"Pass"``), ``result``
    (tricks taken by declarer). ``auction_section`` and ``play_section`` keep the
    Auction and Play sections raw; ``extra_tags`` keeps every other tag and table in
    file order. ``layout`` only records how the file was written and is ignored when
    boards are compared.
    """

    number: int | None = None
    deal: Deal = field(default_factory=Deal)
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    event: str | None = None
    site: str | None = None
    date: str | None = None
    players: Players = (None, None, None, None)
    declarer: str | None = None
    contract: str | None = None
    result: str | None = None
    auction_section: PbnSection | None = None
    play_section: PbnSection | None = None
    extra_tags: tuple[PbnTag, ...] = ()
    layout: PbnLayout | None = field(default=None, compare=False, repr=False)

    @classmethod
    def standard(cls, number: int, deal: Deal | None = None) -> Board:
        """Board ``number`` with the dealer and vulnerability the rotation gives it."""
        return cls(
            number=number,
            deal=deal if deal is not None else Deal(),
            dealer=dealer_for(number),
            vulnerability=Vulnerability.from_board(number),
        )

    def player(self, seat: Seat) -> str | None:
        """The name of the player at ``seat``, as the record gives it."""
        return self.players[seat]

    @property
    def declarer_seat(self) -> Seat | None:
        """The declarer as a seat (``^`` marks an irregular declarer in PBN), if one is given."""
        text = (self.declarer or "").strip().lstrip("^")
        if text not in ("N", "E", "S", "W"):
            return None
        return Seat.parse(text)

    @property
    def result_tricks(self) -> int | None:
        """Tricks taken by declarer, if ``result`` is a plain number from 0 to 13."""
        text = (self.result or "").strip()
        if not (text.isascii() and text.isdigit()):
            return None
        try:
            return bounded_int(text, "tricks")
        except NumberError:  # more than 13, or so many digits that Python would not convert them
            return None

    @property
    def notes(self) -> tuple[str, ...]:
        """The ``[Note]`` values of the auction, then of the play."""
        return tuple(n for s in (self.auction_section, self.play_section) if s is not None for n in s.notes)

    def extra_tag(self, name: str) -> PbnTag | None:
        """The first of ``extra_tags`` called ``name`` (``"Room"``, ``"OptimumResultTable"``), if any."""
        return next((t for t in self.extra_tags if t.name == name), None)
