"""Damaged files on the command line (issue 20): every command (``rule``, ``pbn``, ``dd``, ``incidents
list/show/export``) on an empty, binary, truncated, bit-flipped, non-UTF-8, re-encoded, unbalanced file,
one with numbers of thousands of digits, a directory or a missing path: exits 2 with a message naming the
file and the place (line, or JSON path), or, where the reader takes what is left (a PBN file cut after a
board), does its work; never a traceback.

Each damaged input is run through every command that reads its kind, in-process (``cli.main``); the
expected outcome comes from the reader itself (what it refuses must exit 2 and be said where). ``dd``
runs on the fake solver of the analysis tests (instant), so the files it can read cost nothing to solve.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tdcompanion.cli import main
from tdcompanion.commands.pbn_command import load_boards
from tdcompanion.core import incident
from tdcompanion.core.errors import InputError
from tdcompanion.core.incident import IncidentFormatError

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
SOURCES = [DATA / "pbn" / "sample-ddtricks.pbn", DATA / "pbn" / "wc2012-comments.pbn", DATA / "lin" / "single_hand.lin",
           DATA / "lin" / "vugraph.lin", DATA / "lin" / "handviewer_url.lin", ROOT / "examples" / "law64-revoke.json",
           DATA / "incidents" / "story-50d2-lead-options.json", DATA / "incidents" / "v1-revoke.json"]  # fmt: skip
LONG = b"7" * (sys.get_int_max_str_digits() + 1)  # more digits than Python converts to an int
_DIGITS = re.compile(rb"[0-9]+")


def _flipped(data: bytes, seed: str, count: int) -> bytes:
    rng, out = random.Random(seed), bytearray(data)
    for _ in range(count):
        out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    return bytes(out)


def _inserted(data: bytes, what: bytes, at: float) -> bytes:
    cut = int(len(data) * at)
    return data[:cut] + what + data[cut:]


def _numbers_made_long(data: bytes, which: int | None) -> bytes:
    spans = [m.span() for m in _DIGITS.finditer(data)]
    for start, end in reversed(spans if which is None else spans[which : which + 1 or None]):
        data = data[:start] + LONG + data[end:]
    return data


def _unbalanced(data: bytes) -> bytes:
    for mark in (b"}", b"]", b"|"):  # JSON's last brace, PBN's first tag end, LIN's first separator
        if mark in data:
            at = data.rindex(mark) if mark == b"}" else data.index(mark)
            return data[:at] + data[at + 1 :]
    return data  # pragma: no cover - every source has one


#: How each input is damaged, by name.
DAMAGES: dict[str, Callable[[bytes, str], bytes]] = {
    "empty": lambda d, s: b"",
    "blank": lambda d, s: b" \r\n\t\n",
    "binary": lambda d, s: bytes(range(256)) * 3,
    **{f"cut-{p}%": (lambda d, s, p=p: d[: len(d) * p // 100]) for p in (3, 25, 50, 75, 97)},
    "cut-last-byte": lambda d, s: d[:-1],
    **{f"flip-{n}": (lambda d, s, n=n: _flipped(d, f"{s}{n}", n)) for n in (1, 3, 20)},
    "nul-inside": lambda d, s: _inserted(d, b"\x00", 0.5),
    "not-utf-8": lambda d, s: _inserted(d, b"\xff\xfe\xc3(", 0.4),
    "utf-16": lambda d, s: d.decode("utf-8").encode("utf-16"),
    "unbalanced": lambda d, s: _unbalanced(d),
    "first-number-long": lambda d, s: _numbers_made_long(d, 0),
    "last-number-long": lambda d, s: _numbers_made_long(d, -1),
    "every-number-long": lambda d, s: _numbers_made_long(d, None),
}
CASES = [(source, damage) for source in SOURCES for damage in DAMAGES]


def _commands(path: Path, folder: Path, out: Path) -> list[list[str]]:
    if path.suffix == ".json":
        incidents = ["incidents", "--folder", str(folder)]
        return [["rule", str(path)], ["rule", str(path), "--json"], [*incidents, "show", str(path)],
                [*incidents, "show", str(path), "--json", "--lang", "el"],
                [*incidents, "export", str(path), "--output", str(out)],
                [*incidents, "export", str(path), "--format", "html", "--output", str(out)]]  # fmt: skip
    return [["pbn", str(path)], ["pbn", str(path), "--to-pbn"], ["pbn", str(path), "--board", "1"], ["dd", str(path)],
            ["dd", str(path), "--board", "1", "--play"]]  # fmt: skip


def _refusal(path: Path) -> str | None:
    """Where the reader refuses ``path`` (the text the message must hold: the file, and its line or JSON
    path), or ``None`` if it reads it."""
    if path.suffix == ".json":
        try:
            incident.check_choices(incident.loads(path.read_bytes(), filename=str(path)), str(path))
        except IncidentFormatError as exc:
            return f"{path}: {exc.path}: "
        return None
    try:
        boards = load_boards(str(path))
    except InputError as exc:
        line = getattr(exc, "line", None)
        return f"{path}:{line}: " if line is not None else f"{path}: "
    return None if boards else f"{path}: "


@pytest.fixture(autouse=True)
def _fake_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcompanion.analysis import endplay_solver
    from tests.analysis.fakes import FakeSolver

    monkeypatch.setattr(endplay_solver, "EndplaySolver", FakeSolver)


def _run(argv: list[str]) -> tuple[int, str]:
    """``tdcompanion ARGV`` in this process: its exit status and its stderr. Anything raised fails the test."""
    err = io.StringIO()
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = main(argv)
    except SystemExit as exc:  # argparse
        code = exc.code if isinstance(exc.code, int) else 2
    except BaseException as exc:  # the point: nothing may escape
        pytest.fail(f"tdcompanion {' '.join(argv)[:200]} raised {type(exc).__name__}: {str(exc)[:300]}")
    return code, err.getvalue()


def _ids() -> Iterator[str]:
    for source, damage in CASES:
        yield f"{source.name}-{damage}"


@pytest.mark.parametrize(("source", "damage"), CASES, ids=list(_ids()))
def test_every_command_refuses_a_damaged_file_saying_where_or_reads_what_is_left(
    source: Path, damage: str, tmp_path: Path
) -> None:
    path = tmp_path / source.name
    path.write_bytes(DAMAGES[damage](source.read_bytes(), source.name))
    refused = _refusal(path)
    for argv in _commands(path, tmp_path, tmp_path / "out"):
        code, err = _run(argv)
        assert "Traceback" not in err, argv
        if refused is not None:
            assert code == 2 and refused in err, (argv, code, err[:300])
        elif code != 0:  # read: the ruling cannot be ruled again (3), or there is no board 1 (1)
            assert (argv[0], code) in {("rule", 3), ("pbn", 1), ("dd", 1)} and str(path) in err, (argv, code, err)


@pytest.mark.parametrize("kind", [".json", ".pbn", ".lin"])
@pytest.mark.parametrize("where", ["missing", "directory"])
def test_every_command_refuses_a_missing_file_or_a_directory(kind: str, where: str, tmp_path: Path) -> None:
    path = tmp_path / f"board{kind}"
    if where == "directory":
        path.mkdir()
    for argv in _commands(path, tmp_path, tmp_path / "out"):
        code, err = _run(argv)
        assert code == 2 and str(path) in err and "Traceback" not in err, (argv, code, err)


def test_the_list_shows_each_damaged_incident_with_its_reason(tmp_path: Path) -> None:
    folder = tmp_path / "incidents"
    folder.mkdir()
    refused = set()
    for source, damage in CASES:
        if source.suffix == ".json":
            path = folder / f"{source.stem}-{damage}.json"
            path.write_bytes(DAMAGES[damage](source.read_bytes(), source.name))
            with contextlib.suppress(IncidentFormatError):
                incident.loads(path.read_bytes())
                continue
            refused.add(path.name)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["incidents", "--folder", str(folder), "list", "--json"]) == 0
    listed = {Path(e["file"]).name: e["error"] for e in json.loads(out.getvalue())}
    assert {name for name, error in listed.items() if error is not None} == refused
    assert len(refused) >= 40


@pytest.mark.parametrize("answer", [LONG.decode(), "-" + LONG.decode(), "1e999999", "[" * 5000])
def test_an_answer_on_the_command_line_of_thousands_of_digits_is_refused(answer: str, tmp_path: Path) -> None:
    document = json.loads((ROOT / "examples" / "law25-change-of-call.json").read_text(encoding="utf-8"))
    ruling = document["rulings"][0]
    for key in ("ruling", "chosen", "by"):
        del ruling[key]
    ruling.update(applied=False, in_hand=True)  # the question of South's call still open
    path = tmp_path / "in-hand.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    code, err = _run(["rule", str(path), "--answer", f"law25.partner_called={answer}"])
    assert code == 2 and err.startswith(f"{path}: --answer law25.partner_called=") and "refused" in err
    assert len(err) < len(str(path)) + 300  # the answer quoted short
