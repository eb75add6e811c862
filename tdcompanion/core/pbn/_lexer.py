"""Split PBN text into games, tags, section lines, comments and ``%`` lines.

PBN (Portable Bridge Notation 2.1): a game is a run of tag pairs ``[Name "value"]``,
some followed by section data (Auction, Play, tables), and games are separated by an
empty line. ``{...}`` comments may span lines; ``;`` comments run to the end of the
line; a line starting with ``%`` is a directive or escape line. The lexer works a line
at a time with one regular expression per tag line; section lines are kept raw. A run of
tag lines, each a tag and nothing else, is taken in one loop (:meth:`Lexer._tag_run`); any
other line goes through the general path, which says what is wrong and where.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tdcompanion.core.board import (
    LAYOUT_COMMENT,
    LAYOUT_DIRECTIVE,
    LAYOUT_INLINE,
    LAYOUT_NOTE,
    LAYOUT_SAME_LINE,
    LAYOUT_TAG,
    PLAYER_TAGS,
    LayoutKind,
)
from tdcompanion.core.errors import PBNDecodeError

#: Tags with a single value and no section; seen twice in a game, they start a new game.
SCALAR_TAGS = frozenset(
    {"Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", *PLAYER_TAGS}
)
SECTION_TAGS = frozenset({"Auction", "Play"})
#: Tags a game has once: seen again, they start a new game.
ONCE_A_GAME = SCALAR_TAGS | SECTION_TAGS

_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]+)[ \t]*"([^"\\]*(?:\\.[^"\\]*)*)"[ \t]*\]')
_TAG_LINE = re.compile(_TAG.pattern + r"[ \t]*$")  # the common case: a line holding one tag and nothing else
_TAG_START = re.compile(r"\[[ \t]*([A-Za-z0-9_]*)[ \t]*")
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_UNESCAPE = re.compile(r'\\([\\"])')
#: Characters of text split into lines by one call (:func:`split_lines`).
_PIECE = 32768


def split_lines(text: str, piece: int = _PIECE) -> list[str]:
    """``text``'s lines, split at ``\\r\\n``, ``\\r`` or ``\\n`` (not at the other breaks ``str.splitlines``
    knows: a value may hold U+2028), a piece of about ``piece`` characters at a time. One call over a
    2 MB file held the interpreter for 20-40 ms, and the reading thread must not do that to the GUI
    thread (issue 19); a piece takes well under a millisecond."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines: list[str] = []
    start = 0
    while True:
        end = text.find("\n", start + piece) if start + piece < len(text) else -1
        if end < 0:
            lines.extend(text[start:].split("\n"))
            return lines
        lines.extend(text[start:end].split("\n"))
        start = end + 1


class RawTag:
    """A tag as read: unescaped value, the line it is on, and what follows it.

    A plain class, and no lists for tags that take no section: large files make
    hundreds of thousands of these, and every container costs the garbage collector.
    """

    __slots__ = ("line", "name", "notes", "section", "section_lines", "value")

    def __init__(self, name: str, value: str, line: int, section: list[str] | None) -> None:
        self.name = name
        self.value = value
        self.line = line
        self.section = section  # None: a tag that takes no section data
        # The file line of each section line (notes and % lines may come between them).
        self.section_lines: list[int] | None = section if section is None else []
        self.notes: list[str] | None = None


@dataclass(slots=True)
class RawGame:
    """One game's tags in order, with the layout of the text around them."""

    tags: list[RawTag] = field(default_factory=list)
    items: list[tuple[LayoutKind, str]] = field(default_factory=list)
    names: set[str] = field(default_factory=set)


def _opens_comment(line: str, pos: int) -> bool:
    """Whether ``line`` from ``pos`` leaves a ``{`` comment open at its end."""
    while True:
        brace = line.find("{", pos)
        if brace < 0:
            return False
        semi = line.find(";", pos, brace)
        if semi >= 0:
            return False
        close = line.find("}", brace + 1)
        if close < 0:
            return True
        pos = close + 1


def _tag_error(line: str, pos: int) -> str:
    """Say what is wrong with the tag that starts at ``line[pos]``."""
    start = _TAG_START.match(line, pos)
    assert start is not None  # the pattern matches any '['
    name, after = start.group(1), start.end()
    if not name:
        return "'[' starts a tag but no tag name follows it"
    if after >= len(line) or line[after] != '"':
        if line.startswith("]", after):
            return f'tag [{name}] has no value (write [{name} ""] for an empty one)'
        return f"tag [{name}: its value must be in double quotes"
    if _STRING.match(line, after) is None:
        return f"unterminated tag [{name}: the closing quote of its value is missing on this line"
    return f"unterminated tag [{name} ...: ']' is missing after its value"


class Lexer:
    """Turns PBN text into :class:`RawGame` records; raises :class:`PBNDecodeError`."""

    def __init__(self, text: str, *, runs: bool = True) -> None:
        self.lines = split_lines(text)
        self.runs = runs  # False: every tag line through :meth:`_tag` (the reference for :meth:`_tag_run`)
        self.games: list[RawGame] = []
        self.game = RawGame()
        self.lineno = 0
        # Raw lines after a section-capable tag go here; None: data is not expected.
        self.section: list[str] | None = None
        self.section_lines: list[int] = []  # line numbers of ``section``'s lines, kept in step with it
        self.last_tag: RawTag | None = None
        self.last_section_tag: RawTag | None = None
        self.comment_since: int | None = None
        self.comment_buf: list[str] = []
        self.comment_inline = False
        self.tag_items: dict[str, tuple[LayoutKind, str]] = {}  # one layout item per tag name, shared

    def error(self, message: str, line: int | None = None) -> PBNDecodeError:
        return PBNDecodeError(message, line=self.lineno if line is None else line)

    def run(self) -> list[RawGame]:
        tag_line = _TAG_LINE.match
        lines, lineno = self.lines, 0
        while lineno < len(lines):
            line = lines[lineno]
            lineno += 1
            self.lineno = lineno
            if self.comment_since is not None:
                start = self._continue_comment(line)
                if start is None:
                    continue
            else:
                start = 0
                if not line or line.isspace():
                    self._end_game()
                    continue
                first = line[0]
                if first == "[":
                    match = tag_line(line)
                    if match is not None:
                        if self.runs:
                            taken = self._tag_run(lineno, match)
                            if taken:
                                lineno = taken
                                continue
                        name, value = match.groups()
                        self._tag(name, _UNESCAPE.sub(r"\1", value) if "\\" in value else value)
                        continue
                elif first == "%":
                    self.game.items.append((LAYOUT_DIRECTIVE, line))
                    continue
                elif self.section is not None and line.lstrip()[0] != "[":
                    lineno = self._section_data(line, lineno)
                    continue
            self._tokens(line, start)
        if self.comment_since is not None:
            raise self.error(
                f"unterminated comment: the '{{' opened on line {self.comment_since} is never closed",
                self.comment_since,
            )
        self._end_game()
        return self.games

    def _tag_run(self, lineno: int, match: re.Match[str]) -> int:
        """Take the tag line at file line ``lineno`` (``match``: its match of the tag line pattern) and the lines
        after it that hold one tag and nothing else, as :meth:`_tag` takes them one by one; returns the file line
        of the last line taken, 0 if none (issue 19).

        The run stops before a Note tag and before a tag a game has once seen again (a new game): those go
        through :meth:`_tag`, as does a first line that is one of them (0 is returned). Only the run's last tag
        decides what may follow it (section data or not), so the lexer's state is set once, at the end.
        """
        lines, tag_line, game, tag_items = self.lines, _TAG_LINE.match, self.game, self.tag_items
        tags, names, items = game.tags, game.names, game.items
        last: RawTag | None = None
        index = lineno - 1  # of the line in ``lines``; once the line is taken, its file line
        while True:
            name, value = match.groups()
            if name == "Note" or (name in ONCE_A_GAME and name in names):
                break
            index += 1
            last = RawTag(
                name,
                _UNESCAPE.sub(r"\1", value) if "\\" in value else value,
                index,
                None if name in SCALAR_TAGS else [],
            )
            tags.append(last)
            names.add(name)
            item = tag_items.get(name)
            if item is None:
                item = tag_items[name] = (LAYOUT_TAG, name)
            items.append(item)
            if index >= len(lines):
                break
            next_match = tag_line(lines[index])
            if next_match is None:
                break
            match = next_match
        if last is None:
            return 0
        self.lineno = index
        self.last_tag = last
        self.last_section_tag = last if last.name in SECTION_TAGS else None
        self.section = last.section
        if last.section_lines is not None:
            self.section_lines = last.section_lines
        return index

    def _section_data(self, line: str, lineno: int) -> int:
        """Take ``line`` (file line ``lineno``) as section data, and the lines after it that are section data
        too (not blank, not a tag, not a ``%`` line), up to one that opens a ``{`` comment; returns the file line
        of the last line taken. One loop for the run of lines (a table's rows, a play's tricks)."""
        section, numbers, lines = self.section, self.section_lines, self.lines
        assert section is not None
        while True:
            section.append(line)
            numbers.append(lineno)
            if "{" in line and _opens_comment(line, 0):
                self.comment_since = lineno
                return lineno
            if lineno >= len(lines):
                return lineno
            line = lines[lineno]  # the next line, file line lineno + 1
            if not line or line[0] in "[%" or line.isspace() or line.lstrip()[0] == "[":
                return lineno
            lineno += 1

    def _continue_comment(self, line: str) -> int | None:
        """Take a line inside a ``{`` comment; return where to scan on after its ``}``, if anywhere."""
        close = line.find("}")
        if self.section is not None and not self.comment_buf:
            self.section.append(line)
            self.section_lines.append(self.lineno)
            if close >= 0:
                self.comment_since = self.lineno if _opens_comment(line, close + 1) else None
            return None
        if close < 0:
            self.comment_buf.append(line)
            return None
        self.comment_buf.append(line[: close + 1])
        kind = LAYOUT_INLINE if self.comment_inline else LAYOUT_COMMENT
        self.game.items.append((kind, "\n".join(self.comment_buf)))
        self.comment_buf = []
        self.comment_since = None
        return close + 1

    def _tokens(self, line: str, pos: int) -> None:
        """Scan tags and comments on a line outside section data."""
        n = len(line)
        seen_token = pos > 0
        while True:
            while pos < n and line[pos] in " \t":
                pos += 1
            if pos >= n:
                return
            char = line[pos]
            if char == "[":
                match = _TAG.match(line, pos)
                if match is None:
                    raise self.error(_tag_error(line, pos))
                value = match.group(2)
                if "\\" in value:
                    value = _UNESCAPE.sub(r"\1", value)
                self._tag(match.group(1), value)
                pos = match.end()
                seen_token = True
                if self.section is not None and self._section_starts(line, pos):
                    return
            elif char == "{":
                close = line.find("}", pos + 1)
                kind = LAYOUT_INLINE if seen_token else LAYOUT_COMMENT
                if close < 0:
                    self.comment_since = self.lineno
                    self.comment_buf = [line[pos:]]
                    self.comment_inline = seen_token
                    return
                self.game.items.append((kind, line[pos : close + 1]))
                pos = close + 1
                seen_token = True
            elif char == ";":
                self.game.items.append((LAYOUT_INLINE if seen_token else LAYOUT_COMMENT, line[pos:]))
                return
            else:
                snippet = line[pos : pos + 30]
                if self.last_tag is None:
                    raise self.error(f"unexpected text {snippet!r} where a tag was expected")
                raise self.error(
                    f"unexpected text {snippet!r} after the [{self.last_tag.name}] tag, "
                    f"which takes no section data"
                )

    def _section_starts(self, line: str, pos: int) -> bool:
        """Take the text after a tag that takes section data as that data, unless it is another tag.

        Returns whether the rest of the line is taken (or empty).
        """
        assert self.section is not None
        rest = line[pos:]
        stripped = rest.lstrip(" \t")
        if stripped.startswith("["):
            return False
        if not stripped:
            return True
        if not self.section and self.game.items[-1][0] == LAYOUT_TAG:
            self.game.items.append((LAYOUT_SAME_LINE, ""))  # the writer puts it back on the tag's line
        elif rest[0] == "%":
            rest = " " + rest  # on a line of its own it would read as a % directive
        self.section.append(rest)
        self.section_lines.append(self.lineno)
        if "{" in rest and _opens_comment(rest, 0):
            self.comment_since = self.lineno
        return True

    def _tag(self, name: str, value: str) -> None:
        game = self.game
        if name in ONCE_A_GAME and name in game.names:
            self._end_game()  # a repeated tag with no blank line: a new game begins
            game = self.game
        if name in SCALAR_TAGS:  # the common case, without a section: as below, in fewer steps
            tag = RawTag(name, value, self.lineno, None)
            game.tags.append(tag)
            game.names.add(name)
            item = self.tag_items.get(name)
            if item is None:
                item = self.tag_items[name] = (LAYOUT_TAG, name)
            game.items.append(item)
            self.last_tag = tag
            self.last_section_tag = self.section = None
            return
        if name == "Note" and self.last_section_tag is not None:
            # A note belongs to the Auction or Play section it follows, which may go on after it.
            owner = self.last_section_tag
            if owner.notes is None:
                owner.notes = []
            owner.notes.append(value)
            game.items.append((LAYOUT_NOTE, name))
            self.section = owner.section
            self.section_lines = owner.section_lines if owner.section_lines is not None else []
            return
        section: list[str] | None = None if name in SCALAR_TAGS else []
        tag = RawTag(name, value, self.lineno, section)
        game.tags.append(tag)
        game.names.add(name)
        item = self.tag_items.get(name)
        if item is None:
            item = self.tag_items[name] = (LAYOUT_TAG, name)
        game.items.append(item)
        self.last_tag = tag
        self.last_section_tag = tag if name in SECTION_TAGS else None
        self.section = section
        if tag.section_lines is not None:
            self.section_lines = tag.section_lines

    def _end_game(self) -> None:
        game = self.game
        if game.tags:
            self.games.append(game)
            self.game = RawGame()
        # With no tags yet, comments and % lines wait for the next game.
        self.section = None
        self.last_tag = None
        self.last_section_tag = None


def lex(text: str, *, runs: bool = True) -> list[RawGame]:
    """The games in ``text``, in order; ``runs=False`` takes each tag line on its own (the reference path)."""
    return Lexer(text, runs=runs).run()
