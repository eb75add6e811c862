"""``tdcompanion pbn`` and ``tdcompanion rule`` on special and huge files (issue 20, "Special files"):
exit 2 at once, with the file and what is wrong on stderr, never a hang nor a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcompanion import cli
from tdcompanion.core.safe_read import BOARD_FILE_LIMIT, INCIDENT_LIMIT
from tests.hostile_files import fifo, posix_only, sparse, within, zero_link


@posix_only
@pytest.mark.parametrize("command", ["pbn", "rule"])
@pytest.mark.parametrize(("make", "what"), [(fifo, "a named pipe (FIFO)"), (zero_link, "a character device")],
                         ids=["fifo", "dev-zero"])  # fmt: skip
def test_a_special_file_is_refused_with_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str,
                                               make: object, what: str) -> None:  # fmt: skip
    path = tmp_path / ("boards.pbn" if command == "pbn" else "incident.json")
    make(path)  # type: ignore[operator]
    assert within(lambda: cli.main([command, str(path)]), fifos=(path,)) == 2
    err = capsys.readouterr().err
    assert err == f"{path}: cannot read: it is {what}, not a regular file\n"


@pytest.mark.parametrize(("command", "name", "limit"), [("pbn", "big.pbn", "64 MB"), ("pbn", "big.lin", "64 MB"),
                                                        ("rule", "big.json", "16 MB")])  # fmt: skip
def test_a_file_over_the_limit_is_refused_with_exit_2_and_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, name: str, limit: str
) -> None:
    size = max(BOARD_FILE_LIMIT, INCIDENT_LIMIT) + 1
    path = sparse(tmp_path / name, size, b'[Event "x"]\n' if command == "pbn" else b"{")
    assert within(lambda: cli.main([command, str(path)])) == 2
    assert capsys.readouterr().err == f"{path}: cannot read: too large: {size:,} bytes, over the limit of {limit}\n"
