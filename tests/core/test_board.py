"""Board numbers: dealer and vulnerability by the standard duplicate rotation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.board import Board, Vulnerability, dealer_for
from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat

V = Vulnerability
# The table printed on duplicate boards 1-16 (dealer, vulnerable side).
STANDARD_BOARDS = [
    (1, Seat.N, V.NONE), (2, Seat.E, V.NS), (3, Seat.S, V.EW), (4, Seat.W, V.BOTH),
    (5, Seat.N, V.NS), (6, Seat.E, V.EW), (7, Seat.S, V.BOTH), (8, Seat.W, V.NONE),
    (9, Seat.N, V.EW), (10, Seat.E, V.BOTH), (11, Seat.S, V.NONE), (12, Seat.W, V.NS),
    (13, Seat.N, V.BOTH), (14, Seat.E, V.NONE), (15, Seat.S, V.NS), (16, Seat.W, V.EW),
]  # fmt: skip

board_numbers = st.integers(min_value=1, max_value=10**12)
not_board_numbers = st.integers(max_value=0)


@pytest.mark.parametrize(("number", "dealer", "vul"), STANDARD_BOARDS)
def test_standard_table(number: int, dealer: Seat, vul: Vulnerability) -> None:
    assert dealer_for(number) is dealer
    assert Vulnerability.from_board(number) is vul


def test_each_vulnerability_four_times_in_sixteen_boards() -> None:
    counts = {v: sum(1 for _, _, w in STANDARD_BOARDS if w is v) for v in Vulnerability}
    assert counts == dict.fromkeys(Vulnerability, 4)


@given(board_numbers)
def test_vulnerability_repeats_every_16_boards(number: int) -> None:
    assert Vulnerability.from_board(number) is Vulnerability.from_board(number + 16)
    assert Vulnerability.from_board(number) is STANDARD_BOARDS[(number - 1) % 16][2]


@given(board_numbers)
def test_dealer_repeats_every_4_boards(number: int) -> None:
    assert dealer_for(number) is dealer_for(number + 4)
    assert dealer_for(number + 1) is dealer_for(number).next


@pytest.mark.parametrize("number", [0, -1, -15, -16])
def test_board_number_below_one_is_rejected(number: int) -> None:
    for function in (dealer_for, Vulnerability.from_board, Board.standard):
        with pytest.raises(InputError, match=f"not {number}"):
            function(number)


@given(not_board_numbers)
def test_any_number_below_one_is_rejected(number: int) -> None:
    with pytest.raises(InputError):
        Vulnerability.from_board(number)
    with pytest.raises(InputError):
        dealer_for(number)


@pytest.mark.parametrize(
    ("text", "vul"),
    [
        ("None", V.NONE), ("none", V.NONE), ("Love", V.NONE), ("-", V.NONE), (" None ", V.NONE),
        ("NS", V.NS), ("ns", V.NS), ("N-S", V.NS),
        ("EW", V.EW), ("E-W", V.EW), ("ew", V.EW),
        ("All", V.BOTH), ("ALL", V.BOTH), ("Both", V.BOTH), ("both", V.BOTH),
    ],
)  # fmt: skip
def test_vulnerability_parse(text: str, vul: Vulnerability) -> None:
    assert Vulnerability.parse(text) is vul


@pytest.mark.parametrize("vul", list(Vulnerability))
def test_vulnerability_value_parses_back(vul: Vulnerability) -> None:
    assert Vulnerability.parse(vul.value) is vul


@pytest.mark.parametrize("text", ["", "N", "E", "NE", "Neither", "x", "12"])
def test_vulnerability_parse_rejects(text: str) -> None:
    with pytest.raises(InputError, match="not a vulnerability") as info:
        Vulnerability.parse(text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize(("number", "dealer", "vul"), STANDARD_BOARDS)
def test_board_standard(number: int, dealer: Seat, vul: Vulnerability) -> None:
    board = Board.standard(number)
    assert (board.number, board.dealer, board.vulnerability, board.deal) == (number, dealer, vul, Deal())
    later = Board.standard(number + 32)
    assert (later.dealer, later.vulnerability) == (dealer, vul)


def test_board_standard_keeps_the_deal() -> None:
    deal = Deal.from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    board = Board.standard(7, deal)
    assert board.deal is deal
    assert (board.dealer, board.vulnerability) == (Seat.S, V.BOTH)


_SECTION_TEXT = st.text(alphabet=' \t\u00a0\x1c"{};=$!?^\\SHDCAKQT123-*+Pasx', max_size=24)


@given(st.lists(_SECTION_TEXT, max_size=5))
def test_section_tokens_with_their_lines_read_as_the_token_pattern(lines: list[str]) -> None:
    """Lines of plain tokens are split at their blanks instead of by the token pattern (issue 19): the tokens and
    their line numbers must be the pattern's."""
    from tdcompanion.core.board import _TOKEN, PbnSection

    section = PbnSection("N", tuple(lines), (), tuple(range(10, 10 + len(lines))))
    located = section.located_tokens()
    assert [token for token, _ in located] == list(section.tokens)
    if not any("{" in line for line in lines):
        expected = [(t, 10 + i) for i, line in enumerate(lines) for t in _TOKEN.findall(line) if t[0] != ";"]
        assert located == expected
