"""Fill unfinished entries of the .ts files from a table of Greek translations.

    python scripts/fill_translations.py GREEK.tsv [...]

Each line of a table: ``context<TAB>English source<TAB>Greek``, with ``\\n`` for a line break
in either text. Run after ``python scripts/build_translations.py --update`` has added the new
entries. For each line found unfinished in ``translations/tdcompanion_el.ts``, the Greek is put in
and the entry marked finished; ``tdcompanion_en.ts`` gets the English source as its translation.
Lines whose entry is not there (or not unfinished) are listed and left alone. Plural entries are
left to a hand edit.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = {"el": ROOT / "translations" / "tdcompanion_el.ts", "en": ROOT / "translations" / "tdcompanion_en.ts"}


def escape(text: str) -> str:
    """As lupdate writes text: &amp; &lt; &gt; &apos; &quot; escaped."""
    return html.escape(text, quote=True).replace("&#x27;", "&apos;")


def read_table(path: Path) -> list[tuple[str, str, str]]:
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3:
            raise SystemExit(f"{path}:{number}: expected context<TAB>source<TAB>greek, got {len(parts)} fields")
        rows.append(tuple(p.replace("\\n", "\n") for p in parts))  # type: ignore[arg-type]
    return rows


def fill(text: str, rows: list[tuple[str, str, str]], language: str) -> tuple[str, list[str]]:
    missing = []
    for context, source, greek in rows:
        block = re.search(rf"<context>\s*<name>{re.escape(escape(context))}</name>.*?</context>", text, re.S)
        pattern = (rf"(<message>\s*(?:<location[^>]*/>\s*)*<source>{re.escape(escape(source))}</source>\s*"
                   r"(?:<comment>[^<]*</comment>\s*)?)<translation type=\"unfinished\">[^<]*</translation>")
        found = re.search(pattern, block.group(0)) if block else None
        if block is None or found is None:
            missing.append(f"{context}: {source!r}")
            continue
        value = greek if language == "el" else source
        start = block.start() + found.start()
        end = block.start() + found.end()
        text = text[:start] + found.group(1) + f"<translation>{escape(value)}</translation>" + text[end:]
    return text, missing


def main(argv: list[str]) -> int:
    rows = [row for name in argv for row in read_table(Path(name))]
    for language, path in TS.items():
        text, missing = fill(path.read_text(encoding="utf-8"), rows, language)
        path.write_text(text, encoding="utf-8")
        for line in missing:
            print(f"{path.name}: not unfinished or not found: {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
