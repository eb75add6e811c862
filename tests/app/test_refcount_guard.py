"""The guard against PySide6 6.12's lost references keeps a long session alive."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from tdcompanion.app import refcount_guard

LONG_SESSION = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QApplication, QLabel
    from tdcompanion.app import refcount_guard
    if sys.argv[1] == "guard":
        refcount_guard.protect()
    app = QApplication([])
    class Emitter(QObject):
        changed = Signal(object)
    emitter, label = Emitter(), QLabel()
    for i in range(20_000):  # more void calls and emits than None and True have references
        label.setText(str(i))
        emitter.changed.emit(None)
    print("alive")
    """
)


def run_session(mode: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", LONG_SESSION, mode], capture_output=True, text=True, timeout=120, check=False
    )


def test_a_long_session_survives_with_the_guard() -> None:
    result = run_session("guard")
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "alive"


@pytest.mark.skipif(not refcount_guard.needed(), reason="this PySide6/Python pair has no reference bug")
def test_the_guard_is_needed_here() -> None:
    """If this starts failing, PySide6 is fixed: the guard and this test can go."""
    result = run_session("bare")
    assert result.returncode != 0
    assert "dealloc" in result.stderr


def test_protect_runs_once() -> None:
    refcount_guard.protect()
    assert refcount_guard.protect() is False
    if refcount_guard.needed():
        assert sys.getrefcount(None) > 1 << 39
