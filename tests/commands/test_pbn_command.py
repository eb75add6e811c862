"""The headless ``tdcompanion pbn`` sub-command: listing, one board with its auction and play,
PBN and LIN files, consistency warnings, conversion to PBN, broken files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tdcompanion import cli
from tdcompanion.commands.pbn_command import is_lin
from tdcompanion.core import lin, pbn

DATA = Path(__file__).resolve().parent.parent / "data" / "pbn"
LIN_DATA = DATA.parent / "lin"
VIENNA = DATA / "eyc1998-vienna.pbn"
WC2012 = DATA / "wc2012-comments.pbn"
VUGRAPH = LIN_DATA / "vugraph.lin"


def test_list_shows_one_row_per_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(VIENNA)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{VIENNA}: 40 boards"
    assert out[1].split() == ["Board", "Dealer", "Vul", "Contract", "By", "Result", "Deal"]
    rows = [line.split() for line in out[2:]]
    assert len(rows) == 40
    assert rows[0] == ["1", "N", "None", "5H", "S", "10"]
    boards = pbn.loads(VIENNA.read_bytes())
    assert [r[3] for r in rows] == [b.contract for b in boards]


def test_list_reports_deal_defects(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "short.pbn"
    path.write_text('[Board "3"]\n[Deal "N:AKQJ.T98.765.43 - T98.765.432.AKQJ -"]\n\n[Board "4"]\n', encoding="utf-8")
    assert cli.main(["pbn", str(path)]) == 0
    rows = capsys.readouterr().out.splitlines()[2:]
    assert rows[0].endswith("hand under 13, EW not known")
    assert rows[1].endswith("no deal")


def test_board_option_prints_a_compass_diagram(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(DATA / "wc2012-comments.pbn"), "--board", "1"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].split() == ["Board", "1", "Dealer", "N", "Vul", "None"]
    north = lines.index(next(line for line in lines if line.strip() == "N Balicki"))
    assert lines[north + 1].strip()[2:] == "A8643"
    west_east = lines[north + 5]
    assert west_east.split() == ["W", "Nystrom", "E", "Upmark"]
    assert lines[north + 6].split()[1::2] == ["-", "K109"]  # West is void in spades
    assert lines[north + 10].strip() == "S Zmudzinski"
    assert "AJ10432" in lines[north + 13]
    assert "Contract 5C by E, result 12" in out


def test_board_option_shows_every_table_with_that_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(VIENNA), "--board", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("Board 2   Dealer E   Vul NS") == 2


def test_missing_board_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(VIENNA), "--board", "99"]) == 1
    assert capsys.readouterr().err.strip() == f"{VIENNA}: no board 99"


@pytest.mark.parametrize(("content", "expected"), [
    (b'[Board "1"]\n[Dealer "Q"]\n', ":2: unknown seat in Dealer: 'Q'"),
    (b'[Event "x"]\n{ open\n', ":2: unterminated comment"),
    (b'[Board "x"]\n', ":1: bad Board number 'x'"),
])  # fmt: skip
def test_broken_file_prints_file_line_reason_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, expected: str
) -> None:
    path = tmp_path / "broken.pbn"
    path.write_bytes(content)
    assert cli.main(["pbn", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{path}{expected}")


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(tmp_path / "nope.pbn")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_runs_as_a_module_without_qt(tmp_path: Path) -> None:
    broken = tmp_path / "broken.pbn"
    broken.write_bytes(b'[Deal "N:AKQ.JT9.876.543X - - -"]\n')
    code = (
        "import sys, runpy\n"
        "sys.argv = ['tdcompanion'] + sys.argv[1:]\n"
        "try:\n    runpy.run_module('tdcompanion', run_name='__main__')\n"
        "finally:\n    assert not any(m.startswith('PySide6') for m in sys.modules), 'PySide6 was imported'\n"
    )
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    good = subprocess.run([sys.executable, "-c", code, "pbn", str(VIENNA), "--board", "20"],
                          capture_output=True, text=True, env=env, timeout=60, check=False)  # fmt: skip
    assert good.returncode == 0, good.stderr
    assert "Board 20   Dealer W   Vul All" in good.stdout
    bad = subprocess.run([sys.executable, "-m", "tdcompanion", "pbn", str(broken)],
                         capture_output=True, text=True, env=env, timeout=60, check=False)  # fmt: skip
    assert bad.returncode == 2
    assert bad.stderr.startswith(f"{broken}:1: bad Deal")


def grid(out: str, title: str) -> list[list[str]]:
    """The auction grid after ``title``: each row cut into the four 8-character columns W N E S."""
    lines = out.splitlines()
    start = lines.index(title) + 1
    assert lines[start].split() == ["West", "North", "East", "South"]
    rows = []
    for line in lines[start + 1 :]:
        if not line.startswith("  ") or line.startswith("  (") or line.startswith("  Final"):
            break
        rows.append([line[2 + 8 * i : 2 + 8 * i + 8].strip() for i in range(4)])
    return rows


def test_board_option_shows_the_auction_as_a_grid_from_the_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(WC2012), "--board", "1"]) == 0
    out = capsys.readouterr().out
    assert grid(out, "Auction:") == [
        ["", "1NT", "X", "XX"],
        ["4♥", "X", "4♠", "4NT"],
        ["X", "5♣", "Pass", "Pass"],
        ["Pass", "", "", ""],
    ]
    assert "  Final contract: 5♣ by N" in out.splitlines()


def test_alerted_calls_are_numbered_with_their_explanations(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(DATA / "sample-ddtricks.pbn"), "--board", "17"]) == 0
    out = capsys.readouterr().out
    rows = grid(out, "Auction:")
    assert rows[:2] == [["", "Pass", "Pass", "1♥"], ["Pass", "1NT", "2♥(1)", "3♦"]]
    assert "  (1) 2♥: Spades & minor" in out.splitlines()
    assert "  (2) 5♠: ♠" in out.splitlines()


def test_board_option_shows_the_play_trick_by_trick_in_the_order_played(capsys: pytest.CaptureFixture[str]) -> None:
    """Vienna board 2, closed room: South wins trick 1 with the DQ and leads trick 2; East's 10 wins it."""
    assert cli.main(["pbn", str(VIENNA), "--board", "2"]) == 0
    out = capsys.readouterr().out
    closed = out[out.index("Lindermann") :]
    lines = closed.splitlines()
    start = lines.index("Play (4♥ by S, W leads):")
    tricks = [line.split() for line in lines[start + 1 : start + 10]]
    assert tricks[0] == ["1", "W", "♦3", "N", "♦5", "E", "♦9", "S", "♦Q", "won", "by", "S"]
    assert tricks[1] == ["2", "S", "♥7", "W", "♥8", "N", "♥2", "E", "♥10", "won", "by", "E"]
    assert tricks[2][:3] == ["3", "E", "♠5"]
    assert lines[start + 10 : start + 12] == ["  S claims 3 of the remaining tricks", "  Declarer (S) took 10 tricks"]


def test_inconsistent_board_warns_on_stderr_with_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    """wc2012: Declarer E, but the auction read from North makes North declarer (the auction decides, so
    East leads, not South); its Play section has East playing North's CQ at trick 3 (line 27). The
    section is then shown as written."""
    assert cli.main(["pbn", str(WC2012), "--board", "1"]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [
        f"{WC2012}: warning: board 1: the Declarer tag says E, but the auction makes N declarer",
        # East, North's left-hand opponent (issue 21: the auction decides)
        f"{WC2012}: warning: board 1: the play starts with S, but the opening leader is E",
        f"{WC2012}:27: warning: board 1: Play section, 'CQ': East does not hold ♣Q",
    ]
    assert "Play (S), as written (it cannot be read):" in captured.out
    assert "  SQ C3 S3 S9 C4 C7 C8 CK CA D2 C9 CQ HT H5 H2 HK *" in captured.out.splitlines()


def test_consistent_files_give_no_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    for path in (VIENNA, DATA / "sample-ddtricks.pbn", VUGRAPH):
        assert cli.main(["pbn", str(path)]) == 0
        assert capsys.readouterr().err == ""


@pytest.mark.parametrize("name", ["vugraph.lin", "single_hand.lin", "myhands_crlf.lin", "handviewer_url.lin"])
def test_lin_files_are_listed_like_pbn(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = LIN_DATA / name
    records = lin.loads(path.read_bytes())
    assert cli.main(["pbn", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(f": {len(records)} board{'s' if len(records) != 1 else ''}")
    rows = [line.split() for line in out[2:]]
    assert [r[0] for r in rows] == [str(r.board.number) for r in records]
    assert [r[3] for r in rows] == [r.board.contract for r in records]


@pytest.mark.parametrize("name", ["vugraph.lin", "handviewer_url.lin"])
def test_lin_content_is_recognised_whatever_the_extension(name: str, tmp_path: Path) -> None:
    data = (LIN_DATA / name).read_bytes()
    copy = tmp_path / "record.txt"
    copy.write_bytes(data)
    assert is_lin(str(copy), data)
    assert is_lin("x.pbn", b"\xef\xbb\xbf" + data)
    assert cli.main(["pbn", str(copy), "--to-pbn"]) == 0


@pytest.mark.parametrize("data", [VIENNA.read_bytes(), b"", b"% PBN 2.1\n[Event \"lin=x\"]\n", b'[Note "pc|SA|"]\n'])
def test_pbn_content_is_not_taken_for_lin(data: bytes) -> None:
    assert not is_lin("file.pbn", data)
    assert not is_lin("file", data)


def test_lin_board_shows_auction_and_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(VUGRAPH), "--board", "2"]) == 0
    out = capsys.readouterr().out
    open_room = out[: out.index("Kowalski")]
    assert grid(open_room, "Auction:")[1] == ["Pass", "2♣(1)", "Pass", "2♦(2)"]
    assert "  (1) 2♣: strong, artificial" in open_room.splitlines()
    assert ["13", "N", "♥3", "E", "♥8", "S", "♣9", "W", "♣5", "won", "by", "E"] in [
        line.split() for line in open_room.splitlines()
    ]
    assert "  Declarer (N) took 9 tricks" in open_room.splitlines()


@pytest.mark.parametrize("path", sorted(LIN_DATA.glob("*.lin")), ids=lambda p: p.name)
def test_to_pbn_converts_a_lin_file(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(path), "--to-pbn"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert captured.out.startswith("% PBN 2.1\n")
    boards = pbn.loads(captured.out)
    records = lin.loads(path.read_bytes())
    assert boards == [r.board for r in records]
    assert [pbn.play_of(b) for b in boards] == [r.play for r in records]


def test_to_pbn_with_board_writes_only_that_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(VUGRAPH), "--to-pbn", "--board", "3"]) == 0
    boards = pbn.loads(capsys.readouterr().out)
    assert [b.number for b in boards] == [3, 3]


def test_to_pbn_of_a_pbn_file_reads_back_equal(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["pbn", str(VIENNA), "--to-pbn"]) == 0
    assert pbn.loads(capsys.readouterr().out) == pbn.loads(VIENNA.read_bytes())


@pytest.mark.parametrize(("content", "expected"), [
    (b"pn|a,b,c,d|md|9SAKQ|", ":1: md: dealer digit must be 1"),
    (b"qx|o1|md|1S2|\nmb|7Z|", ":2: mb|7Z|"),
])  # fmt: skip
def test_broken_lin_file_prints_file_line_reason_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, expected: str
) -> None:
    path = tmp_path / "broken.lin"
    path.write_bytes(content)
    assert cli.main(["pbn", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{path}{expected}")


def test_ascii_console_gets_letters_and_to_pbn_still_writes_utf8(tmp_path: Path) -> None:
    greek = tmp_path / "greek.lin"
    greek.write_text("pn|Παπαδόπουλος,B,C,D|md|1SAKQJHT98D765C432,,,|sv|o|ah|Board 1|mb|1S|mb|p|mb|p|mb|p|",
                     encoding="utf-8")  # fmt: skip
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    shown = subprocess.run([sys.executable, "-m", "tdcompanion", "pbn", str(greek), "--board", "1"],
                           capture_output=True, env=env, timeout=60, check=False)  # fmt: skip
    assert shown.returncode == 0, shown.stderr
    assert b"Final contract: 1S by S" in shown.stdout
    converted = subprocess.run([sys.executable, "-m", "tdcompanion", "pbn", str(greek), "--to-pbn"],
                               capture_output=True, env=env, timeout=60, check=False)  # fmt: skip
    assert converted.returncode == 0, converted.stderr
    assert '[South "Παπαδόπουλος"]' in converted.stdout.decode("utf-8")


PLAYED_ORDER_GAME = """[Board "7"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Contract "1NT"]
[Declarer "S"]
[Play "W"]
S2 SJ S8 S5
H8 H5 H2 HA
*
"""


def test_a_play_listed_in_the_order_played_is_shown_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "played.pbn"
    path.write_text(PLAYED_ORDER_GAME, encoding="utf-8")
    assert cli.main(["pbn", str(path), "--board", "7"]) == 0
    captured = capsys.readouterr()
    (warning,) = captured.err.splitlines()
    assert warning.startswith(f"{path}:7: warning: board 7: Play section, 'H5': ")
    assert "the cards are listed in the order played" in warning
    assert "Play (1NT by S, W leads):" in captured.out and "as written" not in captured.out
