"""The headless ``tdcompanion pbn`` sub-command: listing, one board as a diagram, broken files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tdcompanion import cli
from tdcompanion.core import pbn

DATA = Path(__file__).resolve().parent.parent / "data" / "pbn"
VIENNA = DATA / "eyc1998-vienna.pbn"


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
    assert "5C AP" in out


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
