"""What the fuzzer found in the score record of an incident (issue 20), each reduced to its smallest input:
numbers that are text (a weight, a session percentage) with an exponent or digits no score needs.
Reading them made Python build integers of millions of digits (``1e-999999``: 35 s, ``1e999999999``:
hours), refuse a fraction's 5,000 digits with a bare ``ValueError``, or fail with
``decimal.InvalidOperation`` when the refusal tried to show the weight."""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import Any

import pytest

from tdcompanion.core import incident
from tdcompanion.core.incident import IncidentFormatError
from tdcompanion.core.scoring.adjusted import AdjustedScoreError, parse_weight
from tests.fuzz.targets import ROOT

SEED = ROOT / "tests" / "fuzz" / "seeds" / "adjusted-score.json"


def _with_scoring(change: dict[str, Any]) -> str:
    document = json.loads(SEED.read_text(encoding="utf-8"))
    for key, value in change.items():
        where = document["scoring"]
        *path, last = key.split(".")
        for step in path:
            where = where[int(step)] if step.isdigit() else where[step]
        where[last] = value
    return json.dumps(document)


def test_the_seed_is_read() -> None:
    assert incident.loads(SEED.read_bytes()).scoring.adjusted is not None


@pytest.mark.parametrize("text", [
    "1/" + "3" * 5000,  # a bare ValueError: more digits than Python reads
    "3" * 5000 + "/7",
    "1e100000",  # an integer of 100,000 digits (1e10000000: 32 s)
    "1e-100000",
    "1e100000%",
    "0e-100000",
    "9" * 5000 + "%",
])  # fmt: skip
def test_a_weight_with_digits_no_share_needs_is_refused(text: str) -> None:
    with pytest.raises(AdjustedScoreError, match="not a weight"):
        parse_weight(text)


@pytest.mark.parametrize("text", ["60%", "33.333333333333%", "1/3", "12345678901234567890/98765432109876543210",
                                  "0.5", "100", "1e1%"])  # fmt: skip
def test_weights_as_written_are_still_read(text: str) -> None:
    assert 0 < parse_weight(text) <= 1


@pytest.mark.parametrize("weight", ["1e99999%", "1/" + "3" * 5000, "1e-100000"])
def test_an_incident_with_such_a_weight_is_refused_with_its_place(weight: str) -> None:
    text = _with_scoring({"adjusted.ns.0.weight": weight})
    with pytest.raises(IncidentFormatError, match=r"\$\.scoring\.adjusted\.ns\[0\]"):
        incident.loads(text)


@pytest.mark.parametrize("number", ["1e-100000", "0e-100000", "0e+100000", "1.00000000000000000001"])
def test_a_session_percentage_with_such_digits_is_refused_with_its_place(number: str) -> None:
    text = _with_scoring({"session.ns": number})
    with pytest.raises(IncidentFormatError, match=r"\$\.scoring\.session\.ns"):
        incident.loads(text)


@pytest.mark.parametrize(("key", "value"), [("revision", 10**300), ("revision", 2**63), ("board.number", 10**30)],
                         ids=["revision-10**300", "revision-2**63", "board-10**30"])  # fmt: skip
def test_a_file_with_a_number_beyond_the_index_is_listed(tmp_path: Path, key: str, value: int) -> None:
    """A number SQLite cannot hold (more than 64 bits) in an incident file made the whole list fail
    (``OverflowError`` at the index's write): the file is listed, without that number."""
    from tdcompanion.storage.incident_store import IncidentStore

    document = json.loads(SEED.read_text(encoding="utf-8"))
    *path, last = key.split(".")
    where = document
    for step in path:
        where = where[step]
    where[last] = value
    (tmp_path / "big.json").write_text(json.dumps(document), encoding="utf-8")
    (tmp_path / "good.json").write_bytes(SEED.read_bytes())
    entries = IncidentStore(tmp_path).entries()
    assert [e.name for e in entries] == ["big.json", "good.json"]
    assert entries[1].board == 3 and entries[1].revision == 2
    assert entries[0].board in (None, 3) and entries[0].revision in (0, 2)


@pytest.mark.parametrize("text", ["pn|a|" + " " * 30_000, " " * 30_000, "pn|a|" + " \t" * 15_000 + "x"])
def test_lin_blanks_without_a_bar_after_them_are_read_in_one_pass(text: str) -> None:
    """The pair pattern gave back its leading blanks one at a time to the tag before failing: 30,000
    blanks took 5 s (quadratic). Measured as the processor time of 20 times the blanks against the
    blanks alone: a linear reader takes about 20 times as long, a quadratic one 400."""
    from tdcompanion.core import lin
    from tdcompanion.core.errors import LinDecodeError

    def cost(data: str) -> float:
        start = time.process_time()
        with contextlib.suppress(LinDecodeError):
            lin.loads(data)
        return time.process_time() - start

    small, large = text[: len(text) // 20], text
    assert cost(large) < max(0.05, 60 * cost(small))
