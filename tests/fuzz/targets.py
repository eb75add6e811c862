"""What the fuzzer drives, what it feeds in, and what counts as a failure.

A *target* takes the bytes of one input and does with them what the program does with a file:
File > Open of a PBN or LIN file (:func:`tdcompanion.app.board_files.read_data`, each board's record,
the consistency check shown in the Problems panel, and writing it back as PBN), opening an incident
(read, rule again, the read-back check of a save, the list's summary). The folder target lives in
:mod:`tests.fuzz.folders`.

The oracle (:func:`run`): the only exceptions allowed out are the project's own
(:class:`~tdcompanion.core.errors.TDCompanionError`: ``InputError`` and its subclasses ``PBNDecodeError``,
``LinDecodeError``, ``IncidentFormatError``, ``StoreError``...). Anything else (``ValueError``,
``KeyError``, ``RecursionError``, ``MemoryError``...) is a *finding*, and so is an input that takes
more than :data:`HANG_SECONDS`.
"""

from __future__ import annotations

import random
import re
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path

from tdcompanion.core.errors import TDCompanionError
from tests.fuzz import generate
from tests.fuzz.mutate import mutate

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tdcompanion"
#: An input that takes more processor time than this is a finding (a hang, or as good as one for a
#: Director). Processor time, not the clock's: a run niced under other work is slowed, not hung; an
#: input that blocks (a FIFO) uses none, and the long run's watchdog kills it (``--kill-after``).
HANG_SECONDS = 2.0

# -- seeds and tokens --------------------------------------------------------------------------------------


def _files(*patterns: str) -> list[bytes]:
    found: dict[bytes, None] = {}
    for pattern in patterns:
        for path in sorted(ROOT.glob(pattern)):
            found[path.read_bytes()] = None
    shared = ROOT.parent / "shared" / "pbn"  # the team's shared samples, when the checkout has them beside it
    if any(p.endswith(".pbn") for p in patterns) and shared.is_dir():
        for path in sorted(shared.glob("*.pbn")):
            found[path.read_bytes()] = None
    return list(found)


@cache
def pbn_seeds() -> list[bytes]:
    """The sample PBN files, and each of their games after the first (small inputs are fuzzed faster; the
    first game gives the tags the others inherit with ``#``)."""
    files = _files("tests/data/pbn/*.pbn")
    seeds = list(files)
    for f in files:
        first, *rest = [g.strip() for g in re.split(rb"\r?\n\s*\r?\n", f) if g.strip()]
        seeds += [first + b"\n\n" + game + b"\n" for game in rest]
    return seeds


@cache
def lin_seeds() -> list[bytes]:
    files = _files("tests/data/lin/*.lin")
    return files + [line for f in files for line in f.splitlines() if b"|" in line]


@cache
def incident_seeds() -> list[bytes]:
    """The example incidents, the test data's, and the fuzzer's own (a score record in each form)."""
    return _files("examples/*.json", "tests/data/incidents/*.json", "tests/fuzz/seeds/*.json")


PBN_TOKENS: tuple[bytes, ...] = tuple(t.encode() for t in (
    "[", "]", '"', "\\", "{", "}", ";", "%", "#", "\n", "\n\n", " ", '[Board "', '[Deal "N:', '[Auction "N"]\n',
    '[Play "W"]\n', '[Note "1:x"]', '[Result "', '[Contract "', '[Declarer "', '[Dealer "', '[Vulnerable "',
    '"#"', "=1=", "=0=", "$0", "$999", "*", "+", "-", "AP", "Pass", "XX", "7NT", "S", "H", "D", "C", "T", "10",
    "^", ":", ".", "?", "N:", "E:", "W:", "S:",
))  # fmt: skip
LIN_TOKENS: tuple[bytes, ...] = tuple(t.encode() for t in (
    "|", "||", "pn|", "md|", "md|1", "md|4", "mb|", "pc|", "mc|", "an|", "sv|", "ah|Board ", "vg|", "rs|",
    "qx|", "bn|", "nt|", "pg||", "st||", "%7C", "%7c", "%", "lin=", "?lin=", "https://x/?lin=", ",", "!", "p",
    "d", "r", "1N", "7N", "S", "H", "D", "C", "10", "T", "\n", "\r\n",
))  # fmt: skip
JSON_TOKENS: tuple[bytes, ...] = tuple(t.encode() for t in (
    "{", "}", "[", "]", '"', ",", ":", "null", "true", "false", "0", "-1", "1e999", "-0", "1.0", "NaN",
    "Infinity", '"\\ud800"', '"\\u0000"', '""', "{}", "[]", '"schema_version": 9', '"schema_version": 1',
    '"format": "tdcompanion-incident"', '"rulings": []', '"later": [{}]', '"board": {}', '"x-draft": {}',
    "\\", " ",
))  # fmt: skip

# -- targets -------------------------------------------------------------------------------------------------


def open_board_file(data: bytes, filename: str) -> None:
    """What File > Open does with a PBN or LIN file, and what Save does with what it read."""
    from tdcompanion.app.board_files import read_data
    from tdcompanion.core import pbn

    loaded = read_data(data, filename)
    for board in loaded:
        board.record  # noqa: B018  # the Auction and Play sections made into objects
        pbn.consistency(board.board)
    pbn.dumps([b.board for b in loaded])


def pbn_target(data: bytes) -> None:
    open_board_file(data, "fuzz.pbn")


def lin_target(data: bytes) -> None:
    open_board_file(data, "fuzz.lin")


def incident_target(data: bytes) -> None:
    """The incident list's summary of the file, then what opening it and saving it do."""
    from tdcompanion.core import incident
    from tdcompanion.storage.summary import summarize

    summarize(Path("fuzz.json"), data, 0, len(data))
    opened = incident.loads(data, filename="fuzz.json")
    opened.replay()
    incident.loads(incident.dumps(opened))  # a save reads its text back before writing it


# -- inputs --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    name: str
    run: Callable[[bytes], None]
    #: An input drawn with ``rng``: mutated seeds, or built by a structure-aware generator.
    mutated: Callable[[random.Random], bytes]
    generated: Callable[[random.Random], bytes]

    seeds: Callable[[], list[bytes]]

    def input(self, rng: random.Random) -> bytes:
        return self.mutated(rng) if rng.random() < 0.7 else self.generated(rng)

    def warm_up(self) -> None:
        """Read every seed once: the imports and caches of first use are not counted against an input."""
        for seed in self.seeds():
            run(self.name, partial(self.run, seed))


TARGETS: dict[str, Target] = {
    "pbn": Target("pbn", pbn_target, lambda rng: mutate(rng, pbn_seeds(), PBN_TOKENS), generate.pbn, pbn_seeds),
    "lin": Target("lin", lin_target, lambda rng: mutate(rng, lin_seeds(), LIN_TOKENS), generate.lin, lin_seeds),
    "incident": Target(
        "incident",
        incident_target,
        lambda rng: mutate(rng, incident_seeds(), JSON_TOKENS),
        lambda rng: generate.incident(rng, incident_seeds()),
        incident_seeds,
    ),
}

# -- the oracle ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Finding:
    """An exception other than ours (``kind`` its class), or a hang (``kind`` ``"hang"``), at ``site``
    (``file:line`` in the package, the innermost frame there)."""

    target: str
    kind: str
    site: str
    message: str
    details: str
    seconds: float

    @property
    def label(self) -> str:
        return f"{self.kind} at {self.site}"


def site_of(exc: BaseException) -> str:
    """``file:line`` of the innermost frame of the package in ``exc``'s traceback (relative to it)."""
    site = "?"
    for frame in traceback.extract_tb(exc.__traceback__):
        path = Path(frame.filename)
        if path.is_relative_to(PACKAGE):
            site = f"{path.relative_to(PACKAGE).as_posix()}:{frame.lineno}"
    return site


def run(target: str, action: Callable[[], object]) -> Finding | None:
    """Run ``action`` (one input given to a target); the finding, if it raised anything but ours or took
    too long."""
    start, clock = time.process_time(), time.perf_counter()
    try:
        action()
    except TDCompanionError:
        pass
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # the point: whatever escapes is recorded
        seconds = time.process_time() - start
        message = str(exc)[:300] if not isinstance(exc, RecursionError | MemoryError) else type(exc).__name__
        details = "".join(traceback.format_exception(exc, limit=-12))
        return Finding(target, type(exc).__name__, site_of(exc), message, details, seconds)
    seconds = time.process_time() - start
    if seconds > HANG_SECONDS:
        took = f"took {seconds:.1f} s of processor time ({time.perf_counter() - clock:.1f} s by the clock)"
        return Finding(target, "hang", "?", took, "", seconds)
    return None


def check(finding: Finding | None) -> None:
    """Fail the test on any finding."""
    if finding is not None:
        raise AssertionError(f"{finding.target}: {finding.label} ({finding.seconds:.2f} s): {finding.message}\n"
                             f"{finding.details}")  # fmt: skip
