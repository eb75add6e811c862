"""Write the irregularity kinds the lawbook rules into the current incident schema (its one enumeration of
them), so that a new family of laws needs no hand edit there: ``python scripts/schema_kinds.py``.
``--check`` only says whether the schema is up to date (exit 1 if not); tests/core/laws/test_registry.py
checks the same."""

from __future__ import annotations

import json
import sys
from pathlib import Path

# This checkout's package, not one installed from another checkout (a git worktree shares the venv).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tdcompanion.core.incident_format import SCHEMA_VERSION
from tdcompanion.core.laws import WBF2017

SCHEMA = Path(__file__).resolve().parent.parent / "tdcompanion" / "schemas" / f"incident-v{SCHEMA_VERSION}.schema.json"


def main(argv: list[str]) -> int:
    text = SCHEMA.read_text(encoding="utf-8")
    schema = json.loads(text)
    kind = schema["$defs"]["irregularity"]["properties"]["kind"]
    kind["enum"] = [k.value for k in WBF2017.supported()]
    written = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    if written == text:
        print(f"{SCHEMA.name}: up to date")
        return 0
    if "--check" in argv:
        print(f"{SCHEMA.name}: the kinds differ from the lawbook's; run python scripts/schema_kinds.py")
        return 1
    SCHEMA.write_text(written, encoding="utf-8")
    print(f"{SCHEMA.name}: {len(kind['enum'])} kinds written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
