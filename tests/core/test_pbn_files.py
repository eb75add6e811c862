"""PBN reading and writing on real files written by other programs (tests/data/pbn)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tdcompanion.core import pbn
from tdcompanion.core.board import Board, PbnTag, Vulnerability
from tdcompanion.core.deal import Deal
from tdcompanion.core.seats import Seat

DATA = Path(__file__).resolve().parent.parent / "data" / "pbn"
FILES = sorted(DATA.glob("*.pbn"))


def read(name: str) -> list[Board]:
    with (DATA / name).open("rb") as fp:
        return pbn.load(fp)


def test_the_three_files_are_there() -> None:
    assert [f.name for f in FILES] == ["eyc1998-vienna.pbn", "sample-ddtricks.pbn", "wc2012-comments.pbn"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_round_trip_gives_equal_boards_and_stable_text(path: Path) -> None:
    boards = pbn.loads(path.read_bytes())
    text = pbn.dumps(boards)
    again = pbn.loads(text)
    assert again == boards
    assert pbn.dumps(again) == text


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_round_trip_keeps_every_line_except_hash_values(path: Path) -> None:
    """Apart from '#' written out and the header line added, the text comes back as it was."""
    original = path.read_text(encoding="utf-8").splitlines()
    written = pbn.dumps(pbn.loads(path.read_bytes())).splitlines()
    if not original[0].startswith("%"):
        assert written.pop(0) == "% PBN 2.1"
    assert len(written) == len(original)
    differing = [(a, b) for a, b in zip(original, written, strict=True) if a.rstrip() != b.rstrip()]
    assert all('"#"]' in a for a, _ in differing)


@pytest.mark.parametrize(("name", "count"), [("eyc1998-vienna.pbn", 40), ("wc2012-comments.pbn", 1),
                                             ("sample-ddtricks.pbn", 2)])  # fmt: skip
def test_board_count(name: str, count: int) -> None:
    assert len(read(name)) == count


def test_eyc1998_first_board() -> None:
    board = read("eyc1998-vienna.pbn")[0]
    assert board.number == 1
    assert board.dealer is Seat.N
    assert board.vulnerability is Vulnerability.NONE
    assert board.deal == Deal.from_pbn(
        "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42"
    )
    assert board.deal.is_complete
    assert board.players == ("Linde J", "Saurer B", "Balschun R", "Gloyer A")
    assert (board.declarer, board.contract, board.result) == ("S", "5H", "10")
    assert board.declarer_seat is Seat.S
    assert board.result_tricks == 10
    assert board.event == "16th European Youth Team Championships"
    assert board.date == "1998.07.16"
    assert board.auction_section is not None
    assert board.auction_section.first_seat is Seat.N
    assert board.auction_section.tokens == ("1C", "1S", "2H", "4S", "5H", "Pass", "Pass", "Pass")
    assert board.play_section is not None
    assert board.play_section.value == "W"
    assert board.play_section.lines == ("DQ D3 D4 D2", "SK S2 S4 SJ", "DJ DT DK D7", "*")
    assert [t.name for t in board.extra_tags] == ["HomeTeam", "Room", "Round", "Score", "Section", "Table", "VisitTeam"]


def test_eyc1998_hash_values_are_resolved_from_the_previous_game() -> None:
    first, second, third = read("eyc1998-vienna.pbn")[:3]
    for name in ("Event", "Site"):
        assert second.layout is not None and second.layout.has_tag(name)
    assert (second.event, second.site, second.date) == (first.event, first.site, first.date)
    assert second.extra_tag("HomeTeam") == PbnTag("HomeTeam", "J-germany")
    assert second.extra_tag("Room") == PbnTag("Room", "Closed")
    assert third.event == first.event
    assert "#" not in pbn.dumps([second])


def test_eyc1998_boards_come_in_open_and_closed_pairs_with_the_same_deal() -> None:
    boards = read("eyc1998-vienna.pbn")
    assert [b.number for b in boards] == [n for n in range(1, 21) for _ in range(2)]
    for open_room, closed_room in zip(boards[::2], boards[1::2], strict=True):
        assert open_room.deal == closed_room.deal
        assert (open_room.dealer, open_room.vulnerability) == (closed_room.dealer, closed_room.vulnerability)
        assert open_room.dealer is Board.standard(open_room.number or 0).dealer


def test_eyc1998_play_keeps_dashes_and_stars() -> None:
    boards = read("eyc1998-vienna.pbn")
    tokens = [t for b in boards if b.play_section for t in b.play_section.tokens]
    assert tokens.count("*") == 40
    assert "-" in tokens


def test_wc2012_comments_and_west_first_deal() -> None:
    (board,) = read("wc2012-comments.pbn")
    assert board.deal[Seat.W] is not None and board.deal[Seat.W].to_pbn() == ".AQJ85.986.JT973"
    assert board.deal[Seat.N] is not None and board.deal[Seat.N].to_pbn() == "A8643.97642.Q.Q8"
    assert board.deal.is_complete
    assert board.players == ("Balicki", "Upmark", "Zmudzinski", "Nystrom")
    assert board.auction_section is not None
    assert board.auction_section.tokens[-2:] == ("5C", "AP")
    assert board.extra_tag("Stage") == PbnTag("Stage", "Final:1")
    home = board.extra_tag("HomeTeam")
    assert home is not None and home.value == "Poland" and home.rows == ()
    assert '[Deal "W:.AQJ85' in pbn.dumps([board])


def test_sample_ddtricks_tables_notes_and_empty_tags() -> None:
    first, second = read("sample-ddtricks.pbn")
    table = first.extra_tag("OptimumResultTable")
    assert table is not None
    assert table.value == "Declarer;Denomination\\2R;Result\\2R"
    assert len(table.rows) == 10
    assert table.rows[0] == ("N", "NT", "7")
    assert table.rows[3] == ("N", "D", "11")
    names = [t.name for t in first.extra_tags]
    assert names.index("DoubleDummyTricks") < names.index("OptimumResultTable") < names.index("OptimumScore")
    assert first.extra_tag("DoubleDummyTricks") == PbnTag("DoubleDummyTricks", "746b5747b55862758627")
    assert first.vulnerability is Vulnerability.NONE
    assert first.contract == "5SX"
    assert first.notes == ("1: Spades & minor", "2: \u2660")
    assert first.auction_section is not None
    assert first.auction_section.tokens[5:7] == ("2H", "=1=")
    assert (second.declarer, second.contract, second.result) == ("", "Pass", "")
    assert second.declarer_seat is None and second.result_tricks is None
    assert second.event == first.event == "TestingPBN"
    assert second.play_section is None
    written = pbn.dumps([first, second])
    assert written.count("[OptimumResultTable ") == 2
    assert "\nN  D 11\n" in written


def test_load_reads_text_files_too() -> None:
    with (DATA / "sample-ddtricks.pbn").open(encoding="utf-8") as fp:
        assert pbn.load(fp) == read("sample-ddtricks.pbn")


def test_dump_writes_what_dumps_returns() -> None:
    boards = read("wc2012-comments.pbn")
    out = io.StringIO()
    pbn.dump(boards, out)
    assert out.getvalue() == pbn.dumps(boards)
