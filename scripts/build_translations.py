"""Compile the interface translations: ``translations/*.ts`` -> ``tdcompanion/i18n/*.qm``.

    python scripts/build_translations.py            # compile only (lrelease)
    python scripts/build_translations.py --update   # first refresh the .ts from the sources (lupdate)

``--update`` runs ``pyside6-lupdate`` over every ``.py`` under ``tdcompanion/`` with
``-no-obsolete``, so strings that left the code leave the ``.ts`` too; then translate
the new entries (Qt Linguist: ``pyside6-linguist translations/tdcompanion_el.ts``)
and compile. ``qtbase_el.ts`` is hand-written and never touched by ``--update``.
The tools are the ones PySide6 installs next to the running Python.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "tdcompanion" / "i18n"
APP_CATALOGUES = ("tdcompanion_el.ts", "tdcompanion_en.ts")

sys.path.insert(0, str(ROOT))  # use this checkout's package even when it is not installed

from tdcompanion.app.i18n import compile_ts, find_lrelease  # noqa: E402


def lupdate_command(ts_files: list[Path], sources: Path = ROOT / "tdcompanion") -> list[str]:
    """The lupdate call that refreshes ``ts_files`` from the Python sources under ``sources``."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    return [
        str(lupdate),
        "-extensions", "py",
        "-no-obsolete",
        "-locations", "none",
        str(sources),
        "-ts", *map(str, ts_files),
    ]  # fmt: skip


_MESSAGE = re.compile(r"    <message( numerus=\"yes\")?>\n.*?    </message>\n", re.DOTALL)
_KEY = re.compile(r"<source>(.*?)</source>(?:\s*<comment>(.*?)</comment>)?", re.DOTALL)


def _message_key(context: str, block: str) -> tuple[str, str, str] | None:
    m = _KEY.search(block)
    return (context, m.group(1), m.group(2) or "") if m else None


def _plural_messages(text: str) -> dict[tuple[str, str, str], str]:
    found = {}
    for context in re.finditer(r"<context>\n    <name>(.*?)</name>\n(.*?)</context>", text, re.DOTALL):
        for block in _MESSAGE.finditer(context.group(2)):
            key = _message_key(context.group(1), block.group(0))
            if block.group(1) and key is not None:
                found[key] = block.group(0)
    return found


def keep_plural_forms(before: str, after: str) -> str:
    """``after`` (lupdate's output) with the plural entries of ``before`` put back.

    pyside6-lupdate 6.11 reads ``translate(ctx, text, None, n)`` as a message without
    plural forms, and drops the translated forms already there; the entry in ``before``
    (same context, source and comment) is the one to keep.
    """
    plural = _plural_messages(before)

    def context(m: re.Match[str]) -> str:
        name = m.group(1)

        def message(b: re.Match[str]) -> str:
            key = _message_key(name, b.group(0))
            return plural.get(key, b.group(0)) if key is not None and not b.group(1) else b.group(0)

        return m.group(0).replace(m.group(2), _MESSAGE.sub(message, m.group(2)))

    return re.sub(r"<context>\n    <name>(.*?)</name>\n(.*?)</context>", context, after, flags=re.DOTALL)


def update() -> None:
    ts_files = [TS_DIR / name for name in APP_CATALOGUES]
    before = {ts: ts.read_text(encoding="utf-8") for ts in ts_files}
    subprocess.run(lupdate_command(ts_files), check=True, cwd=ROOT)
    for ts in ts_files:
        ts.write_text(keep_plural_forms(before[ts], ts.read_text(encoding="utf-8")), encoding="utf-8")


def build(out_dir: Path = QM_DIR) -> list[Path]:
    """Compile every ``.ts``; return the ``.qm`` files written."""
    lrelease = find_lrelease()
    if lrelease is None:
        raise SystemExit("lrelease not found: install PySide6-Essentials in this Python environment")
    written = []
    for ts in sorted(TS_DIR.glob("*.ts")):
        qm = out_dir / ts.with_suffix(".qm").name
        if not compile_ts(ts, qm, lrelease):
            raise SystemExit(f"lrelease failed on {ts}")
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="run pyside6-lupdate on the sources first")
    args = parser.parse_args(argv)
    if args.update:
        update()
    for qm in build():
        print(qm.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
