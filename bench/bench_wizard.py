"""Time from a wizard step to the wizard shown again (a plain script, not a test); target under 16 ms.

    QT_QPA_PLATFORM=offscreen python bench/bench_wizard.py [--rounds N]

Each example's first ruling is given again on the board as it stood then, with the example's answers
and choices (a choice it leaves open: the first option). Steps, each timed from the call until the event
loop has delivered every signal, layout and repaint (``bench/_common.settle``), on the workspace's
Irregularity tab at 1366x700:

- *start*: start the ruling on the board's irregularity (first question built and shown);
- *answer*: answer one question (the next question, or the ruling, shown);
- *back*: take an answer back (the question asked again, with the answer shown);
- *choose*: take an option (the ruling re-resolved, the next choice's buttons built);
- *apply*: apply the ruling (the board corrected as one undo step, every tab and the table state updated);
- *language*: the other language of the ruling, one click.

Each example is ruled twice in its workspace, both timed and reported apart: *first use* (the workspace just
shown: the question and ruling pages laid out and painted for the first time, as on a board's first ruling),
then, after a cancel, *again* (the same ruling on the workspace already shown: what the Director waits for
on each later step and ruling of the board); the ruling is applied in the second pass only.

One warm-up round is run first and not counted (``--warmup``): the first time each kind of page and
input is built in the process costs more, once per session at the table. Baseline in the same run:
*core evaluate*, the core alone for the same answer (``Timeline.evaluate``, what the step costs before any
widget), so the report shows what the view adds. Exits with status 1 if a p95 is over 16 ms.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from bench._common import Times, once, percentiles, report, settle  # noqa: E402
from bench._results import keep  # noqa: E402
from tdcompanion.core import incident  # noqa: E402
from tdcompanion.core.laws.timeline import Step  # noqa: E402
from tdcompanion.models.board_document import BoardDocument  # noqa: E402
from tdcompanion.widgets.board_workspace import RULING_TAB, BoardWorkspace  # noqa: E402
from tdcompanion.widgets.irregularity_wizard import IrregularityWizard  # noqa: E402

EXAMPLES = ROOT / "examples"
#: One example per family the wizard rules in several steps: cards, the auction (typed words, a call
#: judged comparable), the play, a claim and a poll of players.
DEFAULT_EXAMPLES = (
    "law14-missing-card.json", "law67-defective-trick.json", "law27-insufficient-bid.json",
    "law31-bid-out-of-rotation.json", "law57-premature-play.json", "law70-contested-claim.json",
    "law16-hesitation.json",
)  # fmt: skip


def workspace(example: str) -> tuple[BoardWorkspace, Step]:
    """A workspace on the board of ``example`` as it stood when its first ruling was given, and that step
    (the irregularity, the facts the Director answered and the options chosen)."""
    step = incident.load(EXAMPLES / example).steps[0]
    rec = step.record
    assert rec is not None and step.irregularity is not None, f"{example}: the first step is not a ruling"
    ws = BoardWorkspace(BoardDocument(rec.board, auction=rec.auction, play=rec.play))
    ws.resize(1366, 700)
    ws.show()
    ws.show_tab(RULING_TAB)
    return ws, step


def rule(app: QApplication, example: str, first: dict[str, Times], again: dict[str, Times], core: Times) -> None:
    """Rule on ``example``'s first step in a new workspace as the Director did, each step timed into ``first``;
    cancel, then rule on it again in the same workspace, timed into ``again``, and apply it. The core's
    evaluation of each answer alone (what :meth:`RulingSession.answer` asks the core) goes into ``core``."""
    ws, step = workspace(example)
    wizard = ws.wizard
    ruled(app, wizard, step, example, first, core=core)
    wizard.session.cancel()
    settle(app)
    ruled(app, wizard, step, example, again, core=None)
    once(app, wizard.apply_ruling, again["apply"])
    assert wizard.session.applied_result is not None, f"{example}: the ruling was not applied"
    ws.close()
    ws.deleteLater()
    # processEvents() leaves deferred deletes alone: without this every workspace of the run stays alive
    # and later steps pay for them (a language change reaches them all).
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()


def ruled(app: QApplication, wizard: IrregularityWizard, step: Step, example: str, steps: dict[str, Times], *,
          core: Times | None) -> None:  # fmt: skip
    """``step`` ruled in ``wizard`` up to the ruling with every choice made, shown in the other language."""
    session = wizard.session
    facts = step.facts.to_json()
    irregularity = step.irregularity
    assert irregularity is not None
    once(app, lambda: wizard.start(irregularity), steps["start"])
    first = True
    while session.question is not None:
        question = session.question
        assert question.id in facts, f"{example}: the wizard asks {question.id}, which the example leaves open"
        value = question.fact.decode(facts[question.id])
        asked = session.step
        assert asked is not None
        if core is not None:
            start, cpu = time.perf_counter(), time.process_time()
            session.timeline.evaluate(replace(asked, facts=question.answer(asked.facts, value), chosen=()))
            core[0].append((time.perf_counter() - start) * 1000)
            core[1].append((time.process_time() - cpu) * 1000)
        once(app, lambda v=value: session.answer(v), steps["answer"])
        if first and session.question is not None:
            once(app, session.back, steps["back"])
            once(app, lambda v=value: session.answer(v), steps["answer"])
        first = False
    for choice_id, option_id in step.chosen:
        once(app, lambda c=choice_id, o=option_id: wizard.choose(c, o), steps["choose"])
    while session.resolution is not None and session.resolution.pending:  # a choice the example leaves open
        pending = session.resolution.pending[0]  # (law31: the call judged comparable or not; the first option)
        once(app, lambda c=pending.id, o=pending.options[0].id: wizard.choose(c, o), steps["choose"])
    once(app, wizard.language_button.click, steps["language"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=1, help="rounds run first and not counted")
    parser.add_argument("--examples", nargs="+", default=list(DEFAULT_EXAMPLES),
                        help="example incidents to rule (file names in examples/)")  # fmt: skip
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    names = ("start", "answer", "back", "choose", "apply", "language")
    for round_ in range(-args.warmup, args.rounds):
        if round_ <= 0:  # the warm-up rounds (first widgets of each kind built, caches filled) are not counted
            first: dict[str, Times] = {name: ([], []) for name in names}
            again: dict[str, Times] = {name: ([], []) for name in names}
            core: Times = ([], [])
        for example in args.examples:
            rule(app, example, first, again, core)
    median, p95 = percentiles(core[1])
    print(f"{'core evaluate (baseline)':<38} cpu median {median:6.2f} p95 {p95:6.2f} ms")
    figures: dict[str, float] = {"core evaluate cpu median": median, "core evaluate cpu p95": p95}
    ok = True
    for label, steps in (("", first), (" again", again)):
        print("first use (a workspace just shown):" if not label else "again (the workspace already shown):")
        taken = {name: times for name, times in steps.items() if times[1]}  # (no choice in some examples)
        for name, times in taken.items():
            ok = report(f"wizard {name}{label}", times, figures=figures) and ok
            step_median = percentiles(times[1])[0]
            figures[f"wizard {name}{label} / core evaluate"] = step_median / median
            print(f"{'':<38} = {step_median / median:5.1f}x the core evaluate median")
        figures[f"worst step{label} cpu p95"] = max(percentiles(times[1])[1] for times in taken.values())
    keep("bench_wizard", figures)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
