"""Time to read, write and export incident files, format v2 (a plain script, not a test).

    python bench/bench_incident_format.py [--repeat N]

For every example incident in ``examples/`` (and the v1 fixture) it reports the median of N runs of
``loads`` (JSON to Incident, play replayed and checked), ``dumps`` and ``incident_pbn.to_pbn`` (the
ruling computed when the file stores none, as for the examples); then how long the reader takes to
refuse an 8 MB note and JSON nested 200,000 deep. The anchor in the same run: ``json.loads`` of each
file's text; the figures kept are the medians over the files and the ratio of ``loads`` to it.
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

from bench._results import keep  # noqa: E402
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
    print(f"{'file':45} {'loads ms':>9} {'dumps ms':>9} {'to_pbn ms':>10} {'json.loads ms':>14}")
    rows: list[tuple[float, float, float, float]] = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        loaded = incident.loads(text)
        row = (median_ms(lambda t=text: incident.loads(t), repeat),
               median_ms(lambda i=loaded: incident.dumps(i), repeat),
               median_ms(lambda i=loaded: incident_pbn.to_pbn(i), repeat),
               median_ms(lambda t=text: json.loads(t), repeat))  # fmt: skip
        rows.append(row)
        print(f"{path.name:45} {row[0]:9.2f} {row[1]:9.2f} {row[2]:10.2f} {row[3]:14.3f}")
    loads_ms, dumps_ms, pbn_ms, json_ms = (statistics.median(column) for column in zip(*rows, strict=True))
    print(f"{'median':45} {loads_ms:9.2f} {dumps_ms:9.2f} {pbn_ms:10.2f} {json_ms:14.3f}"
          f"   (loads {loads_ms / json_ms:.0f}x json.loads)")  # fmt: skip
    doc = json.loads(files[0].read_text(encoding="utf-8"))
    doc["note"] = "x" * 8_000_000
    huge = json.dumps(doc)
    deep = '{"format": "tdcompanion-incident", "schema_version": 2, "x-deep": ' + "[" * 200_000 + "]" * 200_000 + "}"
    huge_ms, deep_ms = median_ms(lambda: refused(huge), 10), median_ms(lambda: refused(deep), 10)
    print(f"8 MB note refused: {huge_ms:.1f} ms")
    print(f"nesting 200,000 deep refused: {deep_ms:.2f} ms")
    keep("bench_incident_format", {"loads ms": loads_ms, "dumps ms": dumps_ms, "to_pbn ms": pbn_ms,
                                   "json.loads ms": json_ms, "loads / json.loads": loads_ms / json_ms,
                                   "8 MB note refused ms": huge_ms, "200,000 deep refused ms": deep_ms})  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
