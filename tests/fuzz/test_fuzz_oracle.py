"""The fuzzer's oracle and its long-run driver: our refusals pass, anything else is a finding with its
class and site, a slow input is a hang, and ``scripts/fuzz.py`` counts and keeps what it finds."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tdcompanion.core import pbn
from tdcompanion.core.errors import InputError
from tests.fuzz import targets
from tests.fuzz.mutate import HUGE_DIGITS, MUTATIONS, huge_number, mutate
from tests.fuzz.targets import ROOT, TARGETS, run


def test_our_refusals_are_not_findings() -> None:
    def refuse() -> None:
        pbn.loads('[Board "x"]')

    assert run("pbn", refuse) is None


def test_other_exceptions_are_findings_with_their_site() -> None:
    def crash() -> None:
        pbn.loads(None)  # type: ignore[arg-type]  # a TypeError raised by the package

    finding = run("pbn", crash)
    assert finding is not None
    assert finding.kind == "TypeError"
    assert finding.site.startswith("core/pbn/_reader.py:")
    assert "TypeError" in finding.details


def test_a_plain_value_error_is_a_finding_though_ours_are_value_errors() -> None:
    def crash() -> None:
        int("x" * 3)

    finding = run("lin", crash)
    assert finding is not None and finding.kind == "ValueError"
    assert run("lin", lambda: (_ for _ in ()).throw(InputError("ours"))) is None


def _busy(seconds: float) -> None:
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_a_slow_input_is_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(targets, "HANG_SECONDS", 0.01)
    finding = run("incident", lambda: _busy(0.05))
    assert finding is not None and finding.kind == "hang"


def test_an_input_waiting_for_the_processor_is_not_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    """Time spent waiting (niced under other work, here asleep) is not the input's: processor time counts."""
    monkeypatch.setattr(targets, "HANG_SECONDS", 0.01)
    assert run("incident", lambda: time.sleep(0.05)) is None


def test_every_mutation_gives_bytes_and_huge_numbers_are_huge() -> None:
    rng = random.Random(7)
    seeds = TARGETS["pbn"].seeds()
    for mutation in MUTATIONS:
        assert isinstance(mutation(rng, seeds[0], seeds, targets.PBN_TOKENS), bytes)
    assert len(huge_number(rng).lstrip(b"+-")) >= HUGE_DIGITS - 5 > 4300
    assert mutate(random.Random(1), seeds, targets.PBN_TOKENS) == mutate(random.Random(1), seeds, targets.PBN_TOKENS)


def test_the_long_run_counts_each_target(tmp_path: Path) -> None:
    findings = tmp_path / "findings"
    command = [sys.executable, str(ROOT / "scripts" / "fuzz.py"), "--inputs", "30", "--folder-inputs", "3",
               "--findings", str(findings)]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    summary = json.loads((findings / "summary.json").read_text(encoding="utf-8"))
    assert {name: t["inputs"] for name, t in summary["targets"].items()} == {
        "pbn": 30, "lin": 30, "incident": 30, "folder": 3}  # fmt: skip
    assert summary["inputs"] == 93
    assert "93 inputs" in done.stdout
    assert done.returncode == (1 if summary["other_exceptions"] or summary["hangs"] else 0)
