"""Time to read, write and export incident files, format v2 (a plain script, not a test).

    python bench/bench_incident_format.py [--repeat N]

For every example incident in ``examples/`` (and the v1 fixture) it reports the median of N runs of
``loads`` (JSON to Incident, play replayed and checked), ``dumps`` and ``incident_pbn.to_pbn`` (the
ruling computed when the file stores none, as for the examples); then how long the reader takes to
refuse an 8 MB note and JSON nested 200,000 deep.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tdcompanion.core import incident, incident_pbn  # noqa: E402


def median_ms(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def refused(text: str) -> None:
    try:
        incident.loads(text)
    except incident.IncidentFormatError:
        return
    raise AssertionError("the reader accepted a bad file")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=100)
    repeat = parser.parse_args().repeat
    files = [*sorted((ROOT / "examples").glob("*.json")), ROOT / "tests" / "data" / "incidents" / "v1-revoke.json"]
    print(f"{'file':45} {'loads ms':>9} {'dumps ms':>9} {'to_pbn ms':>10}")
    for path in files:
        text = path.read_text(encoding="utf-8")
        loaded = incident.loads(text)
        print(f"{path.name:45} {median_ms(lambda t=text: incident.loads(t), repeat):9.2f} "
              f"{median_ms(lambda i=loaded: incident.dumps(i), repeat):9.2f} "
              f"{median_ms(lambda i=loaded: incident_pbn.to_pbn(i), repeat):10.2f}")  # fmt: skip
    doc = json.loads(files[0].read_text(encoding="utf-8"))
    doc["note"] = "x" * 8_000_000
    huge = json.dumps(doc)
    deep = '{"format": "tdcompanion-incident", "schema_version": 2, "x-deep": ' + "[" * 200_000 + "]" * 200_000 + "}"
    print(f"8 MB note refused: {median_ms(lambda: refused(huge), 10):.1f} ms")
    print(f"nesting 200,000 deep refused: {median_ms(lambda: refused(deep), 10):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
