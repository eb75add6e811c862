"""Work around a reference-count bug of PySide6 6.12 on CPython 3.11.

With PySide6/shiboken6 6.12.0 on Python 3.11, every call of a wrapped C++ function
that returns nothing (``label.setText(...)``) drops one reference to ``None`` it never
took, and every ``Signal.emit()`` does the same to ``True``. From Python 3.12 these
objects are immortal and nothing happens; on 3.11 their counts reach zero after a few
thousand calls and the interpreter aborts ("Fatal Python error: none_dealloc").
PySide6 6.11.3 does not have the bug (measured: 0 references lost per call, against 1
with 6.12.0).

:func:`protect` gives the three singletons a reference count no session can exhaust,
which is what Python 3.12 does for every immortal object. The real cure is Python
3.12 or a PySide6 without the bug; this keeps the program alive until then.
"""

from __future__ import annotations

import sys

_HEADROOM = 1 << 40


def needed() -> bool:
    """True on CPython before 3.12 with shiboken6 6.12 or later."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    import shiboken6

    return tuple(shiboken6.__version_info__[:2]) >= (6, 12)


def protect() -> bool:
    """Make ``None``, ``True`` and ``False`` practically immortal if needed; return whether it was done now."""
    if not needed() or sys.getrefcount(None) > _HEADROOM // 2:
        return False
    import ctypes

    for obj in (None, True, False):
        # CPython 3.11 objects start with their Py_ssize_t reference count.
        ctypes.c_ssize_t.from_address(id(obj)).value += _HEADROOM
    return True
