"""Writing PBN: export order for boards built in code, faithful layout for boards read from a file."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tdcompanion.core import pbn
from tdcompanion.core.board import Board, PbnSection, PbnTag, Vulnerability
from tdcompanion.core.deal import Deal
from tdcompanion.core.seats import Seat

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def full_board() -> Board:
    return Board(
        number=6, deal=DEAL, dealer=Seat.E, vulnerability=Vulnerability.EW, event="Cup", site="Rhodes",
        date="2024.05.02", players=("N1", "E1", "S1", "W1"), declarer="S", contract="4S", result="10",
        auction_section=PbnSection("E", ("Pass 1S =1= Pass 4S", "AP"), ("1:five cards",)),
        play_section=PbnSection("W", ("HA H2 H3 H4", "*")),
        extra_tags=(PbnTag("Room", "Open"), PbnTag("OptimumResultTable", "Declarer;Result\\2R", ("N 7", "S 7"))),
    )  # fmt: skip


def test_board_built_in_code_is_written_in_export_order() -> None:
    text = pbn.dumps([full_board()])
    assert text == (
        "% PBN 2.1\n"
        '[Event "Cup"]\n[Site "Rhodes"]\n[Date "2024.05.02"]\n[Board "6"]\n'
        '[West "W1"]\n[North "N1"]\n[East "E1"]\n[South "S1"]\n'
        '[Dealer "E"]\n[Vulnerable "EW"]\n'
        f'[Deal "{DEAL.to_pbn(Seat.E)}"]\n'
        '[Declarer "S"]\n[Contract "4S"]\n[Result "10"]\n'
        '[Room "Open"]\n[OptimumResultTable "Declarer;Result\\2R"]\nN 7\nS 7\n'
        '[Auction "E"]\nPass 1S =1= Pass 4S\nAP\n[Note "1:five cards"]\n'
        '[Play "W"]\nHA H2 H3 H4\n*\n'
    )
    assert pbn.loads(text) == [full_board()]


def test_games_are_separated_by_one_blank_line_and_nothing_gives_a_header() -> None:
    boards = [Board.standard(n, DEAL) for n in (1, 2, 3)]
    text = pbn.dumps(boards)
    assert text.count("\n\n") == 2
    assert pbn.loads(text) == boards
    assert pbn.dumps([]) == "% PBN 2.1\n"
    assert pbn.loads(pbn.dumps([])) == []


@pytest.mark.parametrize("value", ['say "hi"', "back\\slash", "ends with \\", "\\\\", '\\"', "Denomination\\2R",
                                   "", " padded ", "{not a comment}", "; nor this", "Ελληνικά ♠♥"])  # fmt: skip
def test_tag_values_survive_escaping(value: str) -> None:
    board = Board(event=value, extra_tags=(PbnTag("Remark", value),))
    assert pbn.loads(pbn.dumps([board])) == [board]


@pytest.mark.parametrize(("value", "written"), [('a"b', 'a\\"b'), ("a\\b", "a\\b"), ("a\\", "a\\\\"),
                                                ('a\\"', 'a\\\\\\"')])  # fmt: skip
def test_escaping_only_where_needed(value: str, written: str) -> None:
    assert f'[Event "{written}"]' in pbn.dumps([Board(event=value)])


def test_line_breaks_in_values_become_spaces() -> None:
    board = Board(event="Spring\r\nCup", extra_tags=(PbnTag("Remark", "a\nb\rc"),))
    (read,) = pbn.loads(pbn.dumps([board]))
    assert read.event == "Spring Cup"
    assert read.extra_tags == (PbnTag("Remark", "a b c"),)


def test_dealer_and_vulnerable_left_out_by_the_file_stay_out_until_changed() -> None:
    (board,) = pbn.loads(f'[Board "2"]\n[Deal "{DEAL.to_pbn()}"]\n')
    assert "Dealer" not in pbn.dumps([board]) and "Vulnerable" not in pbn.dumps([board])
    changed = replace(board, dealer=Seat.W, vulnerability=Vulnerability.BOTH)
    text = pbn.dumps([changed])
    assert '[Dealer "W"]' in text and '[Vulnerable "All"]' in text
    assert pbn.loads(text) == [changed]


@pytest.mark.parametrize(("tag", "value"), [
    ("Vulnerable", "Love"), ("Vulnerable", "-"), ("Vulnerable", "both"), ("Dealer", "North"), ("Board", "07"),
    ("Deal", DEAL.to_pbn(Seat.W)), ("Deal", "n:" + DEAL.to_pbn()[2:]), ("Dealer", ""), ("Board", "?"),
])  # fmt: skip
def test_unchanged_values_keep_the_file_spelling(tag: str, value: str) -> None:
    line = f'[{tag} "{value}"]'
    assert line in pbn.dumps(pbn.loads(line + "\n"))


def test_changed_values_are_written_the_standard_way() -> None:
    (board,) = pbn.loads(f'[Board "07"]\n[Vulnerable "Love"]\n[Deal "{DEAL.to_pbn(Seat.W)}"]\n')
    swapped = DEAL.with_hand(Seat.N, DEAL[Seat.S]).with_hand(Seat.S, DEAL[Seat.N])
    text = pbn.dumps([replace(board, number=8, vulnerability=Vulnerability.NS, deal=swapped)])
    assert '[Board "8"]' in text and '[Vulnerable "NS"]' in text
    assert f'[Deal "{swapped.to_pbn(Seat.S)}"]' in text  # from the dealer, which the file left to board 7
    assert '[Dealer "S"]' in text


def test_comments_and_directives_stay_in_place() -> None:
    text = (
        "% PBN 2.1\n% EXPORT\n{ about\nthe file }\n"
        '[Event "x"] { same line }\n; own line\n[Board "1"] ; trailing\n'
        '[Room "Open"] { spans\nlines }\n[Auction "N"] 1C {here}\nAP\n[Note "1:x"]\n'
    )
    assert pbn.dumps(pbn.loads(text)) == text


def test_a_comment_after_a_note_stays_with_its_section() -> None:
    (board,) = pbn.loads('[Auction "N"]\n1C =1= AP\n[Note "1:x"]\n{ after the note }\n')
    assert board.auction_section == PbnSection("N", ("1C =1= AP", "{ after the note }"), ("1:x",))
    assert pbn.loads(pbn.dumps([board])) == [board]


def test_changing_a_board_read_from_a_file_keeps_its_layout_and_reads_back() -> None:
    text = '[Event "x"] {e}\n{own}\n[Board "1"]\n[Room "Open"]\n[Auction "N"]\n1C =1= AP\n[Note "1:clubs"]\n'
    (board,) = pbn.loads(text)
    assert board.auction_section is not None
    changed = replace(
        board, event=None, contract="1C", site="here",
        auction_section=replace(board.auction_section, notes=("1:clubs", "2:more")),
        extra_tags=(*board.extra_tags, PbnTag("Score", "NS 90")),
    )  # fmt: skip
    written = pbn.dumps([changed])
    assert pbn.loads(written) == [changed]
    assert written.index('[Site "here"]') < written.index("[Auction")
    assert written.index('[Note "2:more"]') > written.index('[Note "1:clubs"]')
    assert "{e}" not in written  # its tag is gone, so its comment goes too


def test_a_removed_tag_does_not_pull_a_comment_into_a_section() -> None:
    (board,) = pbn.loads('[Play "W"]\nSA\n[Event "x"]\n{comment}\n[Board "1"]\n')
    changed = replace(board, event=None)
    assert pbn.loads(pbn.dumps([changed])) == [changed]


def test_unknown_deal_and_missing_deal() -> None:
    (read_empty,) = pbn.loads('[Deal ""]\n')
    assert '[Deal ""]' in pbn.dumps([read_empty])
    (no_deal,) = pbn.loads('[Board "1"]\n')
    assert "Deal" not in pbn.dumps([no_deal])
    built = Board(number=1, deal=Deal((None, None, None, None)))
    assert '[Deal "N:- - - -"]' in pbn.dumps([built])
