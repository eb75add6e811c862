"""Properties of the PBN reader and writer: round trips, and no exception but PBNDecodeError."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core import pbn
from tdcompanion.core.board import Board, PbnSection, PbnTag, Vulnerability
from tdcompanion.core.cards import FULL_PACK
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.errors import PBNDecodeError
from tdcompanion.core.pbn._lexer import lex, split_lines
from tdcompanion.core.pbn._reader import Inherited, Shared, _board, read_boards
from tdcompanion.core.seats import Seat

fast = settings(deadline=None)


@st.composite
def deals(draw: st.DrawFn) -> Deal:
    """Any deal: shuffled or not, full or short hands, some hands unknown, even a card twice."""
    pack = draw(st.permutations(FULL_PACK))
    sizes = draw(st.lists(st.integers(0, 13), min_size=4, max_size=4))
    hands: list[Hand | None] = []
    start = 0
    for size in sizes:
        hands.append(Hand(pack[start : start + size]))
        start += size
    if draw(st.booleans()):
        hands[0] = Hand((*(hands[0] or ()), pack[-1], pack[-1]))  # a duplicated card
    for index in draw(st.sets(st.integers(0, 3), max_size=4)):
        hands[index] = None
    return Deal((hands[0], hands[1], hands[2], hands[3]))


#: Tag text: anything on one line except a lone '#', which PBN reads as "as in the previous game".
values = st.text(st.characters(blacklist_characters="\r\n", blacklist_categories=("Cs",)), max_size=20).filter(
    lambda v: v != "#"
)
STANDARD = {"Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
            "Declarer", "Contract", "Result", "Auction", "Play", "Note"}  # fmt: skip
names = st.from_regex(r"[A-Z][A-Za-z0-9_]{0,12}", fullmatch=True).filter(lambda n: n not in STANDARD)
section_tokens = st.sampled_from(
    ["1C", "Pass", "X", "XX", "7NT!", "2H?", "=1=", "$4", "AP", "-", "*", "SA", "{c}", "H2", "{a ; b}"]
)
section_lines = st.lists(st.lists(section_tokens, min_size=1, max_size=6).map(" ".join), max_size=4).map(tuple)
sections = st.builds(PbnSection, st.sampled_from(["N", "E", "S", "W"]), section_lines,
                     st.lists(values, max_size=2).map(tuple))  # fmt: skip
optional = st.none() | values


@st.composite
def boards(draw: st.DrawFn) -> Board:
    number = draw(st.none() | st.integers(1, 999))
    return Board(
        number=number,
        deal=draw(deals()),
        dealer=draw(st.sampled_from(Seat)) if number is not None else None,
        vulnerability=draw(st.sampled_from(Vulnerability)) if number is not None else None,
        event=draw(optional), site=draw(optional), date=draw(optional),
        players=(draw(optional), draw(optional), draw(optional), draw(optional)),
        declarer=draw(optional), contract=draw(optional), result=draw(optional),
        auction_section=draw(st.none() | sections), play_section=draw(st.none() | sections),
        extra_tags=tuple(draw(st.lists(st.builds(PbnTag, names, values, section_lines), max_size=3))),
    )  # fmt: skip


@fast
@given(deals(), st.integers(1, 64))
def test_random_deals_round_trip(deal: Deal, number: int) -> None:
    board = Board.standard(number, deal)
    assert pbn.loads(pbn.dumps([board])) == [board]


@fast
@given(st.lists(boards(), max_size=4))
def test_random_boards_round_trip_and_write_stably(items: list[Board]) -> None:
    text = pbn.dumps(items)
    again = pbn.loads(text)
    assert again == items
    assert pbn.dumps(again) == text


@fast
@given(st.binary(max_size=300))
def test_random_bytes_raise_nothing_but_decode_errors(data: bytes) -> None:
    try:
        pbn.loads(data)
    except PBNDecodeError as exc:
        assert exc.line is None or exc.line >= 1


@fast
@given(st.text(max_size=300))
def test_random_text_raises_nothing_but_decode_errors(text: str) -> None:
    try:
        pbn.loads(text)
    except PBNDecodeError as exc:
        assert exc.line is None or 1 <= exc.line <= text.count("\n") + text.count("\r") + 1


FRAGMENTS = [
    "[", "]", '"', "{", "}", ";", "%", "\n", "\r\n", "\r", " ", "\t", "\\", "#", "\n\n", "\ufeff", "é", "♠",
    '[Event "x"]', '[Event "#"]', '[Board "3"]', '[Board "#"]', '[Board "0"]', '[Dealer "W"]', '[Dealer "',
    '[Vulnerable "Both"]', '[Vulnerable "Love"]', '[Deal "N:AKQ.JT9.876.5432 - - -"]', '[Deal "#"]', '[Deal "W:',
    '[Auction "N"]', '[Play "W"]', '[Note "1:x"]', '[Room "#"]', '[OptimumResultTable "a;b\\2R"]',
    "1C", "Pass", "=1=", "$2", "AP", "*", "-", "SA", "X", "W:", ".", "AKQ", "N NT 7", "% PBN 2.1",
]  # fmt: skip


@fast
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join))
def test_pbn_like_text_either_fails_cleanly_or_round_trips(text: str) -> None:
    try:
        read = pbn.loads(text)
    except PBNDecodeError:
        return
    written = pbn.dumps(read)
    again = pbn.loads(written)
    assert again == read
    assert pbn.dumps(again) == written


@fast
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join), st.sampled_from(["utf-8", "latin-1", "utf-16"]))
def test_pbn_like_bytes_raise_nothing_but_decode_errors(text: str, encoding: str) -> None:
    try:
        pbn.loads(text.encode(encoding, errors="replace"))
    except PBNDecodeError as exc:
        assert exc.reason


@given(st.text(alphabet="ab\r\n\u2028 ", max_size=60), st.integers(1, 8))
def test_lines_split_a_piece_at_a_time_are_the_lines_of_the_whole_text(text: str, piece: int) -> None:
    """A file's lines are made a piece at a time (the reading thread must not hold the interpreter long):
    the same lines as one split of the whole text at CR LF, CR or LF."""
    assert split_lines(text, piece) == re.split(r"\r\n|\r|\n", text)


def _lexed(text: str, *, runs: bool) -> object:
    """Everything the lexer gives for ``text`` (each tag's fields, each game's layout), or its refusal."""
    try:
        games = lex(text, runs=runs)
    except PBNDecodeError as exc:
        return ("refused", exc.reason, exc.line)
    return [
        (
            [(t.name, t.value, t.line, t.section, t.section_lines, t.notes) for t in game.tags],
            game.items,
            game.names,
        )
        for game in games
    ]


#: Fragments of lines for the runs of tag lines: tag lines of every kind (scalar, section, Note, escaped,
#: repeated), lines that look like tags but are not, section data, comments, % lines and blank lines.
RUN_FRAGMENTS = [
    *FRAGMENTS, '[Event "x"]\n', '[Board "3"]\n', '[Board "4"]\n', '[Room "Open"]\n', '[Room "#"]\n',
    '[Score "NS 420"] \n', '[Auction "N"]\n', '[Play "W"]\n', '[Note "1:x"]\n', '[Note "2:y"]\n',
    '[Site "a \\"b\\" \\\\ c"]\n', '[OptimumResultTable "a;b\\2R"]\n', '[Deal "N:AKQ.JT9.876.5432 - - -"]\n',
    '[ Event "x" ]\n', '[Event "x"] [Site "y"]\n', '[Event "x"] {c}\n', '[Event "x"] ; c\n', '[Auction "N"] 1C\n',
    "1C Pass\n", "N NT 7\n", "{open\n", "close}\n", "*\n", "% x\n", "\n",
]  # fmt: skip


@fast
@given(st.lists(st.sampled_from(RUN_FRAGMENTS), max_size=40).map("".join))
def test_runs_of_tag_lines_are_lexed_as_each_line_alone(text: str) -> None:
    """The lexer takes a run of tag lines in one loop (issue 19): it gives exactly what taking each tag line
    on its own gives (the reference path), the same refusal with the same line included."""
    assert _lexed(text, runs=True) == _lexed(text, runs=False)


def test_a_file_of_runs_of_tag_lines_is_lexed_as_each_line_alone() -> None:
    """The real files in tests/data/pbn, whole: the same games by both paths."""
    for path in sorted((Path(__file__).parent.parent / "data" / "pbn").glob("*.pbn")):
        text = path.read_text(encoding="utf-8-sig")
        assert _lexed(text, runs=True) == _lexed(text, runs=False), path.name


def _read(text: str, *, shared: bool) -> object:
    """The boards of ``text`` with their layouts, read with one :class:`Shared` for the file (as
    ``read_boards`` reads) or a fresh one for each game (nothing shared: the reference), or the refusal."""
    previous: Inherited = {}
    one = Shared()
    try:
        boards = [_board(game, previous, one if shared else Shared()) for game in lex(text)]
    except PBNDecodeError as exc:
        return ("refused", exc.reason, exc.line)
    return [(board, board.layout) for board in boards]


#: Lines of games that repeat a deal or an extra tag, with ``#``, with and without a section.
GAME_LINES = [
    '[Board "1"]', '[Board "2"]', '[Board "#"]', '[Deal "N:AKQ.JT9.876.5432 - - -"]', '[Deal "#"]',
    '[Deal "E:AKQ.JT9.876.5432 - - -"]', '[Deal "N:AKQ.JT9.876.5432 - x -"]', '[Deal ""]', '[Deal "N:- - - -"]',
    '[Room "Open"]', '[Room "Closed"]', '[Room ""]', '[Room "#"]', '[Room "Open"]\n1 2', "N NT 7", '[Dealer "E"]',
]  # fmt: skip
games = st.lists(st.lists(st.sampled_from(GAME_LINES), min_size=1, max_size=6).map("\n".join), max_size=6)


@fast
@given(games.map("\n\n".join))
def test_boards_that_share_deals_and_tags_are_read_as_each_alone(text: str) -> None:
    """A file's boards share the deals and extra tags it repeats (issue 19): the boards, layouts and
    refusals are exactly those read with nothing shared."""
    assert _read(text, shared=True) == _read(text, shared=False)
    assert _read(text, shared=True) == _read_boards_or_refusal(text)


def _read_boards_or_refusal(text: str) -> object:
    try:
        return [(board, board.layout) for board in read_boards(text)]
    except PBNDecodeError as exc:
        return ("refused", exc.reason, exc.line)


def test_the_real_files_read_as_each_board_alone() -> None:
    for path in sorted((Path(__file__).parent.parent / "data" / "pbn").glob("*.pbn")):
        text = path.read_text(encoding="utf-8-sig")
        assert _read(text, shared=True) == _read(text, shared=False), path.name
