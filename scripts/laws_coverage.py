"""Write docs/laws-coverage.md: every section of the Laws 1-93 and where this program stands on it.

    python scripts/laws_coverage.py            # record the scenario tests' rulings (about a minute), write the map
    python scripts/laws_coverage.py --check    # exit 1 if the file is not what would be written

See tdcompanion/core/laws/coverage.py; tests/core/laws/test_coverage_map.py checks the file in the test run.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tdcompanion.core.laws import WBF2017  # noqa: E402
from tdcompanion.core.laws.coverage import lines, markdown, problems  # noqa: E402
from tests.core.laws.ruling_recorder import citations, published_cases, record  # noqa: E402

TARGET = REPO / "docs" / "laws-coverage.md"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        recorded = record(Path(folder) / "rulings.jsonl")
    placed = lines(WBF2017, citations(recorded), published_cases())
    wrong = problems(WBF2017, placed)
    for problem in wrong:
        print(problem, file=sys.stderr)
    text = markdown(placed)
    if args.check:
        same = TARGET.is_file() and TARGET.read_text(encoding="utf-8") == text
        print("docs/laws-coverage.md is up to date" if same else "docs/laws-coverage.md is out of date")
        return 0 if same and not wrong else 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(REPO)}: {len(placed)} sections, {len(wrong)} problems")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
