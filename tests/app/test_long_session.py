"""A long session of Qt calls does not abort the interpreter.

PySide6 6.12.0 dropped a reference to ``None`` on every void method call and to ``True``
on every signal emit; on CPython 3.11 the interpreter aborted ("none_dealloc") after a
few thousand calls. pyproject.toml keeps PySide6 below 6.12 for that reason; this test
fails if a version with the bug is installed.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

LONG_SESSION = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QApplication, QLabel
    app = QApplication([])
    class Emitter(QObject):
        changed = Signal(object)
    emitter, label = Emitter(), QLabel()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for i in range(20_000):
        label.setText(str(i))
        emitter.changed.emit(None)
    after = sys.getrefcount(None), sys.getrefcount(True)
    print(before[0] - after[0], before[1] - after[1])
    """
)


def test_twenty_thousand_qt_calls_lose_no_references() -> None:
    result = subprocess.run(
        [sys.executable, "-c", LONG_SESSION], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr[-2000:]
    lost_none, lost_true = (int(n) for n in result.stdout.split())
    assert lost_none < 1000
    assert lost_true < 1000
