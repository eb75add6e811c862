"""Reading a whole file of boards at once: the cyclic garbage collector paused meanwhile.

A 2 MB PBN file makes hundreds of thousands of small objects (tags, sections, cards in hands),
none of them in a reference cycle. Each few hundred allocations would start a collection that
walks all of them again and finds nothing to free: about a fifth of the reading time. The
collector is paused while a file is read and resumed after it, as it was (paused by nobody
else); reference counting still frees everything at once.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector within the block, if it was running."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()
