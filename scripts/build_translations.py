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


def update() -> None:
    ts_files = [TS_DIR / name for name in APP_CATALOGUES]
    subprocess.run(lupdate_command(ts_files), check=True, cwd=ROOT)


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
