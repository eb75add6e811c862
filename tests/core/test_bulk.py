"""The garbage collector paused while a file is read (issue 19)."""

from __future__ import annotations

import gc

import pytest

from tdcompanion.core import lin, pbn
from tdcompanion.core.bulk import collector_paused


def test_the_collector_runs_again_after_a_file_is_read_or_refused() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    pbn.loads('[Board "1"]\n')
    assert gc.isenabled()
    with pytest.raises(pbn.PBNDecodeError):
        pbn.loads('[Board "x"]\n')
    assert gc.isenabled()
    with pytest.raises(lin.LinDecodeError):
        lin.loads("md|9|")
    assert gc.isenabled()


def test_a_collector_paused_by_someone_else_stays_paused() -> None:
    gc.disable()
    try:
        pbn.loads('[Board "1"]\n')
        assert not gc.isenabled()
    finally:
        gc.enable()
