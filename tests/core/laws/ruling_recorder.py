"""A pytest plugin (``-p tests.core.laws.ruling_recorder``): every ruling made (every ``Ruling`` built, through
``Context.ruling`` or not) is written as a JSON line to the file ``$RULINGS_OUT`` names, with the laws it cites and the
laws its consequences and options state and the test that built it (see test_laws_explained and
test_coverage_map). :func:`record` runs the scenario tests with it and returns what they built."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tdcompanion.core.laws.coverage import Citation
from tdcompanion.core.laws.ruling import Ruling

_init = Ruling.__init__


def stated(ruling: Ruling) -> list[str]:
    """The laws a sentence of the ruling states: its consequences', its options' and theirs."""
    out = [str(c.law) for c in ruling.consequences]
    for choice in ruling.all_choices():
        for option in choice.options:
            out += [str(x) for x in option.laws] + [str(c.law) for c in option.consequences]
    return out


def _recording(ruling: Ruling, *args: Any, **kwargs: Any) -> None:
    _init(ruling, *args, **kwargs)
    with open(os.environ["RULINGS_OUT"], "a", encoding="utf-8") as out:
        test = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0]
        out.write(json.dumps({"kind": ruling.irregularity.value, "laws": [str(x) for x in ruling.laws],
                              "stated": stated(ruling), "test": test}) + "\n")  # fmt: skip


HERE = Path(__file__).parent
REPO = HERE.parents[2]
#: The modules that read the recording themselves (they are not run inside it).
READERS = frozenset({"test_laws_explained.py", "test_coverage_map.py"})


def record(out: Path) -> list[dict[str, Any]]:
    """Run the scenario tests under tests/core/laws in a subprocess, recording every ruling into ``out``; the
    rulings, as dicts with ``kind``, ``laws``, ``stated`` and ``test``. Raises if a test fails."""
    env = {**os.environ, "RULINGS_OUT": str(out), "QT_QPA_PLATFORM": "offscreen"}
    tests = [str(p) for p in sorted(HERE.glob("test_*.py")) if p.name not in READERS]
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider",
                           "-p", "tests.core.laws.ruling_recorder", *tests],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=900, check=False)  # fmt: skip
    if proc.returncode != 0:
        raise RuntimeError(f"the scenario tests failed while recording:\n{proc.stdout[-2000:]}")
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


if "RULINGS_OUT" in os.environ:
    Ruling.__init__ = _recording  # type: ignore[method-assign]


def citations(recorded: list[dict[str, Any]]) -> list[Citation]:
    """The recorded rulings as the coverage map reads them: each with the laws it cites and states."""
    return [Citation(r["kind"], tuple(r["laws"]) + tuple(r["stated"]), r["test"]) for r in recorded]


def published_cases() -> dict[str, tuple[str, ...]]:
    """Each published case of tests/cases → the laws its expected rulings cite."""
    index = json.loads((REPO / "tests" / "cases" / "index.json").read_text(encoding="utf-8"))
    return {name: tuple(law for ruling in case["rulings"] for law in ruling["laws"])
            for name, case in index.items() if case["published"]}  # fmt: skip
