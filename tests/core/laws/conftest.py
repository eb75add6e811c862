"""Shared fixtures of the law-family tests."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.laws.ruling_recorder import record


@pytest.fixture(scope="session")
def recorded_rulings(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """Every ruling the scenario tests under tests/core/laws build, recorded in a subprocess once per run
    (:func:`tests.core.laws.ruling_recorder.record`)."""
    return record(tmp_path_factory.mktemp("rulings") / "rulings.jsonl")
