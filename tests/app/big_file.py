"""A championship-sized PBN file made from small real ones (issue 19): the boards of ``sources``
written again and again, each copy numbered on from the last, until the file holds ``size`` bytes.

Used by tests/app/test_open_big_file.py and bench/bench_open.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import partial
from pathlib import Path

_BOARD = re.compile(r'^\[Board "(\d+)"\]', re.MULTILINE)


def big_pbn(sources: Iterable[Path], size: int) -> bytes:
    """``sources`` (PBN files) repeated to at least ``size`` bytes; copy ``k`` adds ``k * 1000`` to the
    board numbers."""
    texts = [path.read_text(encoding="utf-8").rstrip("\n") + "\n\n" for path in sources]
    if not texts:
        raise ValueError("no PBN file to repeat")
    parts: list[str] = []
    total = 0
    copy = 0
    while total < size:
        renumber = partial(_renumbered, offset=copy * 1000)
        for text in texts:
            part = _BOARD.sub(renumber, text)
            parts.append(part)
            total += len(part.encode("utf-8"))
        copy += 1
    return "".join(parts).encode("utf-8")


def _renumbered(match: re.Match[str], offset: int) -> str:
    return f'[Board "{int(match.group(1)) + offset}"]'
