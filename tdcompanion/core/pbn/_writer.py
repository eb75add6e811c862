"""Write boards as PBN text.

A board read from a file is written in the order it was read, with its comments and
``%`` lines (``Board.layout``); a board built in code is written in the PBN export
order (PBN 2.1 section 3.1): the standard tags, other tags, then Auction and Play.
``#`` is never written: every game states its own values.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from tdcompanion.core.board import (
    LAYOUT_COMMENT,
    LAYOUT_DIRECTIVE,
    LAYOUT_INLINE,
    LAYOUT_SAME_LINE,
    LAYOUT_TAG,
    PLAYER_TAGS,
    Board,
    PbnSection,
    PbnTag,
    Vulnerability,
    dealer_for,
)
from tdcompanion.core.errors import InputError
from tdcompanion.core.pbn._reader import PARSERS
from tdcompanion.core.seats import Seat

HEADER = "% PBN 2.1"

#: The standard tags in export order (PBN 2.1 section 3.1), without the sections.
SCALAR_ORDER: tuple[str, ...] = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South",
    "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result",
)  # fmt: skip

_ESCAPE = re.compile(r'\\(?=[\\"]|$)|"')
_LINE_BREAKS = re.compile(r"\r\n|\r|\n")


def escape(value: str) -> str:
    """A tag value as written between quotes: ``"`` and a backslash that could be misread are escaped.

    A PBN tag is one line, so a line break (typed into a form, say) becomes a space.
    """
    if "\n" in value or "\r" in value:
        value = _LINE_BREAKS.sub(" ", value)
    if "\\" not in value and '"' not in value:
        return value
    return _ESCAPE.sub(lambda m: "\\" + m.group(), value)


def tag_line(name: str, value: str) -> str:
    return f'[{name} "{escape(value)}"]'


def _players(seat: Seat) -> Callable[[Board], str | None]:
    return lambda b: b.players[seat]


def _as_read(board: Board, name: str, value: object) -> str | None:
    """The file's text for tag ``name`` if it still reads as ``value``."""
    raw = None if board.layout is None else board.layout.raw(name)
    if raw is None:
        return None
    try:
        return raw if PARSERS[name](raw) == value else None
    except InputError:
        return None


def _number(board: Board) -> str | None:
    as_read = _as_read(board, "Board", board.number)
    return as_read if as_read is not None else None if board.number is None else str(board.number)


def _dealer(board: Board) -> str | None:
    as_read = _as_read(board, "Dealer", board.dealer)
    return as_read if as_read is not None else None if board.dealer is None else board.dealer.letter


def _vulnerable(board: Board) -> str | None:
    as_read = _as_read(board, "Vulnerable", board.vulnerability)
    return as_read if as_read is not None else None if board.vulnerability is None else board.vulnerability.value


def _deal(board: Board) -> str | None:
    unknown = all(h is None for h in board.deal.hands)
    if board.layout is not None and not board.layout.has_tag("Deal") and unknown:
        return None
    as_read = _as_read(board, "Deal", board.deal)
    return as_read if as_read is not None else board.deal.to_pbn(board.dealer if board.dealer is not None else Seat.N)


_VALUES: dict[str, Callable[[Board], str | None]] = {
    "Event": lambda b: b.event,
    "Site": lambda b: b.site,
    "Date": lambda b: b.date,
    "Board": _number,
    "Dealer": _dealer,
    "Vulnerable": _vulnerable,
    "Deal": _deal,
    "Declarer": lambda b: b.declarer,
    "Contract": lambda b: b.contract,
    "Result": lambda b: b.result,
    **{name: _players(seat) for seat, name in zip(Seat, PLAYER_TAGS, strict=True)},
}


def _derived(board: Board, name: str) -> bool:
    """Whether a Dealer or Vulnerable value was not in the file but derived from the board number."""
    layout, number = board.layout, board.number
    if layout is None or number is None or layout.has_tag(name):
        return False
    if name == "Dealer":
        return board.dealer is dealer_for(number)
    return name == "Vulnerable" and board.vulnerability is Vulnerability.from_board(number)


class _BoardWriter:
    """Writes one board, following its layout when it has one.

    A comment is put back only where re-reading it gives the same board: never where
    it would fall inside section data because the board was changed since it was read.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.out: list[str] = []
        self.done: set[str] = set()
        self.extras = list(board.extra_tags)
        # Index of the first section line just written, which the file may have had on the tag's line.
        self.joinable: int | None = None
        self.in_section = False  # the last tag written takes section data: a comment line would join it
        self.attach = False  # the last line written is a tag or comment that a comment may follow

    def scalar(self, name: str) -> None:
        if name in self.done:
            return
        self.done.add(name)
        value = _VALUES[name](self.board)
        self.attach = value is not None and not _derived(self.board, name)
        if self.attach:
            self.out.append(tag_line(name, value))  # type: ignore[arg-type]
            self.in_section = False

    def new_scalars(self) -> None:
        """The standard tags the file did not have (set in code), in export order."""
        layout = self.board.layout
        for name in SCALAR_ORDER:
            if layout is None or not layout.has_tag(name):
                self.scalar(name)

    def section(self, name: str) -> None:
        if name in self.done:
            return
        self.new_scalars()
        self.done.add(name)
        self.attach = False
        section: PbnSection | None = getattr(self.board, "auction_section" if name == "Auction" else "play_section")
        if section is not None:
            self.out.append(tag_line(name, section.value))
            self.joinable = len(self.out) if section.lines else None
            self.out.extend(section.lines)
            self.out.extend(tag_line("Note", note) for note in section.notes)
            self.in_section = True

    def extra(self) -> None:
        self.attach = False
        if self.extras:
            tag: PbnTag = self.extras.pop(0)
            self.out.append(tag_line(tag.name, tag.value))
            self.joinable = len(self.out) if tag.section else None
            self.out.extend(tag.section)
            self.in_section = True

    def item(self, kind: str, text: str) -> None:
        joinable, self.joinable = self.joinable, None
        if kind == LAYOUT_SAME_LINE:
            if joinable is not None:
                self.out[joinable - 1] += self.out.pop(joinable)
        elif kind == LAYOUT_DIRECTIVE:
            self.out.append(text)
            self.attach = False
        elif kind == LAYOUT_COMMENT:
            self.attach = not self.in_section
            if self.attach:
                self.out.append(text)
        elif kind == LAYOUT_INLINE:
            if self.attach and not self.in_section:
                self.out[-1] += " " + text
        elif kind == LAYOUT_TAG:
            if text in _VALUES:
                self.scalar(text)
            elif text in ("Auction", "Play"):
                self.section(text)
            else:
                self.extra()
        # LAYOUT_NOTE: written with its section

    def lines(self) -> list[str]:
        layout = self.board.layout
        if layout is not None:
            for kind, text in layout.items:
                self.item(kind, text)
        self.new_scalars()
        while self.extras:
            self.extra()
        self.section("Auction")
        self.section("Play")
        return self.out


def board_lines(board: Board) -> list[str]:
    """The lines of one game."""
    return _BoardWriter(board).lines()


def write_boards(boards: Iterable[Board]) -> str:
    """PBN text for ``boards``: games separated by an empty line, ending with a newline."""
    games = [board_lines(board) for board in boards]
    if not games:
        return HEADER + "\n"
    first = games[0]
    if not any(line.startswith("%") for line in first):
        first.insert(0, HEADER)
    return "\n\n".join("\n".join(game) for game in games) + "\n"
