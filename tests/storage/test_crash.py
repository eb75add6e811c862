"""Crash test: a program instance saving, drafting, trashing and restoring incidents is killed
(SIGKILL) at random moments, over and over; after every kill and the next start, the folder must hold
every confirmed save, whole, each incident in one file, and nothing left behind (tests/storage/crash_run.py).
The figures are printed (and recorded in docs/storage.md); bench/crash_long.py runs it a thousand times
and more."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.storage.crash_run import run

TIME_BUDGET = 14.0  # seconds of killing
MAX_KILLS = 150
MIN_KILLS = 40  # fewer means the machine is too slow for the test to mean much


@pytest.mark.crash
@pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX: fork and SIGKILL")
def test_saves_drafts_and_trash_moves_survive_being_killed_at_any_moment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tally = run(tmp_path, seconds=TIME_BUDGET, max_kills=MAX_KILLS, seed=20261123)
    with capsys.disabled():
        print(f"\ncrash test: {tally.kills} kills ({tally.busy} after the instance's first confirmation), "
              f"{tally.saves} confirmed saves of {tally.incidents} incidents and {tally.moves} trash moves and "
              f"restores; lost {len(tally.lost)}, in two files {len(tally.doubled)}, debris after the next start "
              f"{len(tally.debris)}; {tally.drafts} drafts recovered, all whole")  # fmt: skip
    assert not tally.lost, tally.lost
    assert not tally.doubled, tally.doubled
    assert not tally.debris, tally.debris
    assert tally.kills >= MIN_KILLS
    assert tally.busy >= tally.kills // 4  # the kills landed while working, not only at start-up
    assert tally.moves > 0
