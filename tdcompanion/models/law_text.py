"""Small helpers for sentences that name laws and carry ``%1``-style arguments."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

_ARG = re.compile(r"%([1-9])")


def fill(template: str, *args: object) -> str:
    """``template`` with ``%1``, ``%2`` ... replaced in one pass (an argument's own text is left alone)."""

    def arg(m: re.Match[str]) -> str:
        n = int(m.group(1))
        return str(args[n - 1]) if n <= len(args) else m.group(0)

    return _ARG.sub(arg, template)


def law_ref(law: str) -> str:
    """``Law 27`` for one law, ``Laws 28-32`` or ``Laws 53, 57`` for several."""
    if any(sep in law for sep in "-,"):
        return fill(QCoreApplication.translate("LawText", "Laws %1"), law)
    return fill(QCoreApplication.translate("LawText", "Law %1"), law)
