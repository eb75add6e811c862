"""The CI fuzz pass over damaged incidents folders (issue 20): listing the folder and its trash, the
drafts left by a crash, opening what is listed and listing again after the index was damaged raise
nothing but our own errors, within 2 s a folder."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fuzz.folders import folder_input, start_up
from tests.fuzz.profiles import PROFILE
from tests.fuzz.targets import check, incident_seeds, run


def test_a_good_folder_is_listed() -> None:
    """With the sample incidents as they are, start-up lists every one of them as an incident (so the
    damaged folders start from files that are read), and the first use's imports are done."""
    from tdcompanion.storage.incident_store import IncidentStore

    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "incidents"
        folder.mkdir()
        for number, seed in enumerate(incident_seeds()):
            (folder / f"{number}.json").write_bytes(seed)
        start_up(random.Random(0), folder, Path(scratch) / "cache")
        entries = IncidentStore(folder).entries()
    assert [e.error for e in entries] == [None] * len(incident_seeds())


@settings(PROFILE, max_examples=max(1, PROFILE.max_examples // 3))
@given(rng=st.randoms(use_true_random=False))
def test_damaged_folders(rng: random.Random) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "root"
        folder = folder_input(rng, root)
        check(run("folder", lambda: start_up(rng, folder, root / "cache")))
