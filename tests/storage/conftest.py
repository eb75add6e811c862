"""Markers of the storage tests."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "crash: kills a saving process many times (15 s; deselect with -m 'not crash')")
