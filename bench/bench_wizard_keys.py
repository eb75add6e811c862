"""Keys from the wizard's first page to the ruling shown, for every wizard path (a plain script, not a test).

    QT_QPA_PLATFORM=offscreen python bench/bench_wizard_keys.py [--tree DIR --label NAME] [--limit N]

Every ruling on an irregularity in ``examples/`` and ``tests/cases/`` is given again by key events only
(``tests/widgets/wizard_keyboard.py``), answering as the file's facts say, two ways:

- *keys*: the wizard's keys (issue 21): Enter goes on from any answer, arrows choose, Y/N answers a yes/no
  question and goes on, the focus opens where the next key goes;
- *mnemonics*: the anchor, what worked before them: Alt+R / Alt+I / Alt+S to start, Space to check an
  option, Alt+N for Next (a one-line field's Enter went on).

A chord (Alt+N, Ctrl+Enter) counts one key. The *words* are the characters of the Director's own words
(a text box, a poll), the same either way; the figures are given with and without them. A path a way
cannot finish is "not possible by keyboard" that way (``-``) and left out of that way's totals. ``--tree`` measures
another checkout's ``tdcompanion`` (main, for the figures before), ``--label`` names its figures.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=None, help="measure the tdcompanion of this checkout")
    parser.add_argument("--label", default="", help="prefix of the figures kept (default: none)")
    parser.add_argument("--limit", type=int, default=0, help="the first N paths only (0: all)")
    return parser.parse_args()


ARGS = _arguments() if __name__ == "__main__" else argparse.Namespace(tree=None, label="", limit=0)
sys.path.insert(0, str(ROOT))
if ARGS.tree is not None:
    sys.path.insert(0, str(ARGS.tree.resolve()))  # its tdcompanion first; the driver stays this checkout's
sys.path.insert(0, str(ROOT / "bench"))  # this checkout's results file

from _results import keep  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tdcompanion.core.laws import FactKind  # noqa: E402
from tests.widgets.wizard_keyboard import KEYS, MNEMONICS, KeyPath, drive, wizard_paths  # noqa: E402

WORDS = frozenset({FactKind.TEXT, FactKind.POLL})


def words(path: KeyPath) -> int:
    return sum(content for _q, kind, content, _h in path.questions if kind in WORDS)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    import tdcompanion

    print(f"measuring {Path(tdcompanion.__file__).parent}")
    paths = wizard_paths()
    if ARGS.limit:
        paths = paths[: ARGS.limit]
    driven: dict[str, dict[str, KeyPath]] = {}
    for name, step in paths:
        driven[name] = {way: drive(app, step, way, name) for way in (KEYS, MNEMONICS)}
    unanswerable = {name for name, ways in driven.items()
                    if any(p.stuck.startswith("no fact") for p in ways.values())}  # fmt: skip
    # By family (the kind of irregularity): paths, questions, keys each way (words left out), "-" if not possible.
    families: dict[str, list[tuple[KeyPath, KeyPath]]] = defaultdict(list)
    for name, step in paths:
        if name not in unanswerable and step.irregularity is not None:
            families[step.irregularity.kind.value].append((driven[name][KEYS], driven[name][MNEMONICS]))
    print(f"\n{'irregularity':<34} {'paths':>5} {'asked':>5} {'keys':>6} {'mnemonics':>9}   (keys without words typed)")
    totals = {KEYS: 0, MNEMONICS: 0}
    bare = {KEYS: 0, MNEMONICS: 0}
    asked = {KEYS: 0, MNEMONICS: 0}
    possible = {KEYS: 0, MNEMONICS: 0}
    by_family: dict[str, int] = {}  # each family's keys without words, the way that finishes all its paths
    for kind in sorted(families):
        rows = families[kind]
        shown = []
        for index, way in enumerate((KEYS, MNEMONICS)):
            done = [pair[index] for pair in rows if pair[index].reached]
            possible[way] += len(done)
            asked[way] += sum(len(p.questions) for p in done)
            totals[way] += sum(p.keys for p in done)
            bare[way] += sum(p.keys - words(p) for p in done)
            shown.append(f"{sum(p.keys - words(p) for p in done)}" if len(done) == len(rows) else "-")
            if len(done) == len(rows):
                by_family[f"{way}.{kind}"] = sum(p.keys - words(p) for p in done)
        questions = sum(len(k.questions) for k, _m in rows)
        print(f"{kind:<34} {len(rows):>5} {questions:>5} {shown[0]:>6} {shown[1]:>9}")
    count = sum(len(rows) for rows in families.values())
    print(f"\npaths {count} (and {len(unanswerable)} a board alone cannot replay)")
    for way in (KEYS, MNEMONICS):
        print(f"{way}: {possible[way]} paths possible by keyboard, {asked[way]} questions, {totals[way]} keys "
              f"({bare[way]} without the words typed)")  # fmt: skip
    label = f"{ARGS.label}." if ARGS.label else ""
    keep("bench_wizard_keys", {
        f"{label}paths": count,
        **{f"{label}{way}_possible": possible[way] for way in (KEYS, MNEMONICS)},
        **{f"{label}{way}_questions": asked[way] for way in (KEYS, MNEMONICS)},
        **{f"{label}{way}_total": totals[way] for way in (KEYS, MNEMONICS)},
        **{f"{label}{way}_without_words": bare[way] for way in (KEYS, MNEMONICS)},
        **{f"{label}{way}_per_question_without_words": bare[way] / (asked[way] or 1) for way in (KEYS, MNEMONICS)},
        f"{label}ratio_keys_to_mnemonics_without_words": bare[KEYS] / (bare[MNEMONICS] or 1),
        **{f"{label}{name}": keys for name, keys in by_family.items()},
    })  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
