"""Reading PBN: tags, sections, comments, '#', encodings, and the errors a broken file gives."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.core import pbn
from tdcompanion.core.board import Board, PbnSection, PbnTag, Vulnerability
from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError, PBNDecodeError
from tdcompanion.core.seats import Seat

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def one(text: str | bytes) -> Board:
    (board,) = pbn.loads(text)
    return board


def game(*lines: str) -> str:
    return "\n".join(lines) + "\n"


# --- the standard tags -------------------------------------------------------------------


def test_standard_tags_become_fields() -> None:
    board = one(game(
        '[Event "Club pairs"]', '[Site "Athens"]', '[Date "2024.03.01"]', '[Board "7"]',
        '[West "W1"]', '[North "N1"]', '[East "E1"]', '[South "S1"]',
        '[Dealer "S"]', '[Vulnerable "Both"]', f'[Deal "{DEAL}"]',
        '[Declarer "^E"]', '[Contract "3NTX"]', '[Result "8"]',
    ))  # fmt: skip
    assert (board.event, board.site, board.date) == ("Club pairs", "Athens", "2024.03.01")
    assert board.number == 7
    assert board.players == ("N1", "E1", "S1", "W1")
    assert board.player(Seat.W) == "W1"
    assert board.dealer is Seat.S
    assert board.vulnerability is Vulnerability.BOTH
    assert board.deal == Deal.from_pbn(DEAL)
    assert (board.declarer, board.contract, board.result) == ("^E", "3NTX", "8")
    assert board.declarer_seat is Seat.E
    assert board.extra_tags == ()


def test_absent_tags_are_none_and_empty_tags_are_empty() -> None:
    board = one(game('[Board "3"]', '[Event ""]', '[Declarer ""]'))
    assert board.event == ""
    assert board.declarer == ""
    assert board.site is None and board.contract is None and board.result is None
    assert board.players == (None, None, None, None)
    assert board.deal == Deal((None, None, None, None))
    assert board.auction_section is None and board.play_section is None


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 16, 17, 32])
def test_absent_dealer_and_vulnerable_follow_the_board_number(number: int) -> None:
    board = one(f'[Board "{number}"]\n[Deal "{DEAL}"]\n')
    standard = Board.standard(number)
    assert (board.dealer, board.vulnerability) == (standard.dealer, standard.vulnerability)


def test_no_board_number_and_no_dealer_leaves_them_unknown() -> None:
    board = one(f'[Deal "{DEAL}"]\n')
    assert (board.number, board.dealer, board.vulnerability) == (None, None, None)


@pytest.mark.parametrize(("text", "expected"), [
    ("None", Vulnerability.NONE), ("Love", Vulnerability.NONE), ("-", Vulnerability.NONE),
    ("NS", Vulnerability.NS), ("EW", Vulnerability.EW), ("All", Vulnerability.BOTH),
    ("Both", Vulnerability.BOTH), ("both", Vulnerability.BOTH), ("", None), ("?", None),
])  # fmt: skip
def test_vulnerable_spellings(text: str, expected: Vulnerability | None) -> None:
    assert one(f'[Board "2"]\n[Vulnerable "{text}"]\n').vulnerability is expected


@pytest.mark.parametrize(("text", "expected"), [("N", Seat.N), ("e", Seat.E), ("South", Seat.S), ("W", Seat.W),
                                                ("", None), ("?", None)])  # fmt: skip
def test_dealer_spellings(text: str, expected: Seat | None) -> None:
    assert one(f'[Board "2"]\n[Dealer "{text}"]\n').dealer is expected


@pytest.mark.parametrize("first", ["N", "E", "S", "W"])
def test_deal_may_start_with_any_seat(first: str) -> None:
    seat = Seat.parse(first)
    expected = Deal.from_pbn(DEAL)
    assert one(f'[Deal "{expected.to_pbn(seat)}"]\n').deal == expected


def test_unknown_hands_and_empty_deal() -> None:
    board = one('[Deal "E:- T98.765.432.AKQJ - -"]\n')
    assert [h is None for h in board.deal.hands] == [True, True, False, True]
    assert one('[Deal ""]\n').deal == Deal((None, None, None, None))


@pytest.mark.parametrize(("value", "expected"), [
    (r"plain", "plain"), (r"say \"hi\"", 'say "hi"'), (r"back\\slash", "back\\slash"),
    (r"Denomination\2R", "Denomination\\2R"), ("", ""), (r"\\\"", '\\"'), ("Ελληνικά ♠", "Ελληνικά ♠"),
])  # fmt: skip
def test_escaped_tag_values(value: str, expected: str) -> None:
    assert one(f'[Event "{value}"]\n').event == expected


def test_several_tags_on_one_line_and_spacing() -> None:
    board = one('[Event "a"][Site "b"]  [ Board   "4" ]\t[Dealer"W"]\n')
    assert (board.event, board.site, board.number, board.dealer) == ("a", "b", 4, Seat.W)


# --- sections, notes, tables, unknown tags -----------------------------------------------------


def test_auction_and_play_sections_keep_every_marker() -> None:
    board = one(game(
        '[Board "1"]', '[Auction "E"]', "1C! 1H? =1= 2NT $3", "Pass 3NT AP", '[Note "1:weak"]', '[Note "2:x"]',
        '[Play "S"]', "SA - S2 S3", "*",
    ))  # fmt: skip
    assert board.auction_section == PbnSection("E", ("1C! 1H? =1= 2NT $3", "Pass 3NT AP"), ("1:weak", "2:x"))
    assert board.auction_section.tokens == ("1C!", "1H?", "=1=", "2NT", "$3", "Pass", "3NT", "AP")
    assert board.auction_section.first_seat is Seat.E
    assert board.play_section == PbnSection("S", ("SA - S2 S3", "*"))
    assert board.notes == ("1:weak", "2:x")


def test_section_on_the_tag_line_and_comments_inside_sections() -> None:
    board = one(game('[Auction "N"] 1C {short ; club} Pass', "1NT ; the end", "AP"))
    section = board.auction_section
    assert section is not None
    assert section.lines == (" 1C {short ; club} Pass", "1NT ; the end", "AP")
    assert section.tokens == ("1C", "Pass", "1NT", "AP")


def test_multi_line_comment_inside_a_section_may_hold_brackets_and_blank_lines() -> None:
    board = one(game('[Play "W"]', "SA {a comment", "", "[not a tag]", "% not a directive", "} S2", "*"))
    assert board.play_section is not None
    assert board.play_section.tokens == ("SA", "S2", "*")
    assert len(board.play_section.lines) == 6


def test_notes_after_a_section_may_be_followed_by_more_of_it() -> None:
    board = one(game('[Auction "N"]', "1C =1=", '[Note "1:clubs"]', "Pass AP"))
    assert board.auction_section == PbnSection("N", ("1C =1=", "Pass AP"), ("1:clubs",))


def test_unknown_tags_and_tables_are_kept_in_order() -> None:
    board = one(game(
        '[Room "Open"]', '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', "N NT 7", "S  S 10",
        '[Board "2"]', '[Score "NS 420"]', '[Note "lonely"]',
    ))  # fmt: skip
    assert board.extra_tags == (
        PbnTag("Room", "Open"),
        PbnTag("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R", ("N NT 7", "S  S 10")),
        PbnTag("Score", "NS 420"),
        PbnTag("Note", "lonely"),
    )
    assert board.extra_tags[1].rows == (("N", "NT", "7"), ("S", "S", "10"))
    assert board.extra_tag("Score") == PbnTag("Score", "NS 420")
    assert board.extra_tag("Scoring") is None


def test_table_rows_keep_quoted_strings_whole() -> None:
    tag = one('[TotalScoreTable "Rank;PairId;Names"]\n1 4 "Smith - Jones"\n2 7 "A {b}"\n').extra_tags[0]
    assert tag.rows == (("1", "4", '"Smith - Jones"'), ("2", "7", '"A {b}"'))


# --- games, comments, directives, '#' ------------------------------------------------------


def test_blank_lines_separate_games_and_repeated_tags_start_a_new_one() -> None:
    boards = pbn.loads('[Board "1"]\n\n\n[Board "2"]\n   \n[Board "3"]\n[Board "4"]\n[Note "x"]\n')
    assert [b.number for b in boards] == [1, 2, 3, 4]


def test_comments_and_directives_are_not_data() -> None:
    text = game(
        "% PBN 2.1", "% EXPORT", "{ file comment", "over two lines }", '[Board "1"] { same line }',
        "; a whole-line comment", '[Dealer "E"] ; trailing', "{a}{b}", f'[Deal "{DEAL}"]',
    )  # fmt: skip
    board = one(text)
    assert (board.number, board.dealer, board.deal) == (1, Seat.E, Deal.from_pbn(DEAL))
    assert board.extra_tags == ()


def test_header_only_text_and_empty_text_have_no_boards() -> None:
    assert pbn.loads("") == []
    assert pbn.loads("% PBN 2.1\n% EXPORT\n\n{nothing}\n") == []


def test_hash_takes_the_previous_game_value_even_several_games_back() -> None:
    boards = pbn.loads(game(
        '[Event "E1"]', '[Room "Open"]', '[Board "1"]', "", '[Event "#"]', '[Room "#"]', '[Board "2"]', "",
        '[Board "3"]', "", '[Event "#"]', '[Board "#"]',
    ))  # fmt: skip
    assert [b.event for b in boards] == ["E1", "E1", None, "E1"]
    assert [b.extra_tag("Room") for b in boards[:2]] == [PbnTag("Room", "Open")] * 2
    assert [b.number for b in boards] == [1, 2, 3, 3]


def test_hash_on_a_table_copies_its_rows() -> None:
    first, second = pbn.loads('[T "a"]\nrow 1\n\n[T "#"]\n')
    assert second.extra_tags == first.extra_tags == (PbnTag("T", "a", ("row 1",)),)


# --- text and bytes ---------------------------------------------------------------------------


@pytest.mark.parametrize("encode", [
    lambda t: t.encode("utf-8"), lambda t: b"\xef\xbb\xbf" + t.encode("utf-8"), lambda t: t.encode("utf-16"),
    lambda t: "\ufeff" + t, lambda t: t.replace("\n", "\r\n"), lambda t: t.replace("\n", "\r"),
])  # fmt: skip
def test_encodings_bom_and_line_ends(encode: object) -> None:
    text = game('[Event "Ελληνικό Πρωτάθλημα ♠"]', '[Board "5"]', '[Auction "N"]', "1S Pass", "AP")
    board = one(encode(text))  # type: ignore[operator]
    assert board.event == "Ελληνικό Πρωτάθλημα ♠"
    assert board.number == 5
    assert board.auction_section is not None and board.auction_section.tokens == ("1S", "Pass", "AP")


def test_latin1_bytes_are_read_when_not_utf8() -> None:
    board = one('[Site "Malmö Café"]\n'.encode("latin-1"))
    assert board.site == "Malmö Café"


def test_load_uses_binary_and_text_files(tmp_path: Path) -> None:
    path = tmp_path / "x.pbn"
    path.write_text('[Board "9"]\n', encoding="utf-8")
    with path.open("rb") as binary, path.open(encoding="utf-8") as text:
        expected = [replace(Board.standard(9), deal=Deal((None, None, None, None)))]
        assert pbn.load(binary) == pbn.load(text) == expected


def test_loads_refuses_other_types() -> None:
    with pytest.raises(TypeError):
        pbn.loads(42)  # type: ignore[arg-type]


# --- broken files ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "line", "words"), [
    ('[Event "x"]\n[Site "unterminated]\n', 2, "closing quote"),
    ('[Event "x"\n', 1, "']' is missing"),
    ('[Event x]\n', 1, "double quotes"),
    ('[Event]\n', 1, "has no value"),
    ('[ "x"]\n', 1, "no tag name"),
    ('[Board "1"]\n[Board "seven"]\n', 2, "bad Board number 'seven'"),
    ('[Board "0"]\n', 1, "bad Board number"),
    ('[Board "-3"]\n', 1, "bad Board number"),
    ('[Board "' + "9" * 5000 + '"]\n', 1, "bad Board number"),
    ('\n\n[Dealer "X"]\n', 3, "unknown seat in Dealer: 'X'"),
    ('[Vulnerable "Red"]\n', 1, "unknown vulnerability in Vulnerable: 'Red'"),
    ('[Deal "N:AKQJ.T98.765.43X - - -"]\n', 1, "bad Deal: N hand: 'X'"),
    ('[Deal "N:AKQJ.T98.765 - - -"]\n', 1, "bad Deal: N hand"),
    ('[Deal "E:- - AKQJ.T98.765.43Z -"]\n', 1, "bad Deal: W hand: 'Z'"),
    ('[Deal "X:- - - -"]\n', 1, "bad Deal"),
    ('[Deal "N:- - -"]\n', 1, "a deal needs 4 hands"),
    ('[Event "x"]\n{ never closed\n[Board "1"]\n', 2, "'{' opened on line 2 is never closed"),
    ('[Auction "N"]\n1C {open\nPass\n', 2, "never closed"),
    ('[Auction "N"]\n1C {a\n} Pass {b\nc\n', 3, "opened on line 3"),
    ('[Event "#"]\n', 1, "no earlier game has a Event tag"),
    ('[Board "1"]\nPass Pass\n', 2, "after the [Board] tag"),
    ("1C Pass\n", 1, "where a tag was expected"),
    ('[Event "x"]\n{a\nb} stray\n', 3, "unexpected text 'stray'"),
])  # fmt: skip
def test_broken_files_say_where_and_what(text: str, line: int, words: str) -> None:
    with pytest.raises(PBNDecodeError) as info:
        pbn.loads(text)
    assert info.value.line == line
    assert words in info.value.reason
    assert isinstance(info.value, InputError)
    assert f"line {line}" in str(info.value)


def test_load_names_the_file_in_errors(tmp_path: Path) -> None:
    path = tmp_path / "broken.pbn"
    path.write_bytes(b'[Board "1"]\n[Dealer "Q"]\n')
    with path.open("rb") as fp, pytest.raises(PBNDecodeError) as info:
        pbn.load(fp)
    assert info.value.filename == str(path)
    assert info.value.line == 2
    assert str(info.value).startswith(f"{path}, line 2: unknown seat in Dealer")


def test_load_without_a_file_name() -> None:
    with pytest.raises(PBNDecodeError) as info:
        pbn.load(io.BytesIO(b'[Dealer "Q"]\n'))
    assert info.value.filename is None and info.value.line == 1


def test_utf16_bom_with_broken_text() -> None:
    with pytest.raises(PBNDecodeError, match="UTF-16"):
        pbn.loads(b"\xff\xfe[\x00B")
