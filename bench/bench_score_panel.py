"""Time of one keystroke in the Score tab (a plain script, not a test); target under 16 ms.

    QT_QPA_PLATFORM=offscreen python bench/bench_score_panel.py [--rounds N]

The revoke example on the workspace's Score tab at 1366x700, with a weighted score of three outcomes for
each side and ten other results. Each edit is timed from the keystroke until the event loop has delivered
every signal, layout and repaint (``bench/_common.settle``): the panel reads every entry, evaluates the
record (``evaluate``), words it (``score_lines``) and the workspace keeps it in the incident draft.

- *weight*: a weight of an N-S outcome changed (the score converted against the traveller again);
- *traveller*: one more other result typed;
- *wrong weight*: a weight that is not a number (the row marked, nothing kept).

The anchor in the same run: *core*, what the panel asks of the core for the same score (``evaluate`` and
``score_lines`` of the record kept), so the report shows what the widgets add to a keystroke.

Exits with status 1 if a p95 is over 16 ms.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from bench._common import Times, measure, percentiles, report, settle  # noqa: E402
from bench._results import keep  # noqa: E402
from tdcompanion.core import incident as incident_file  # noqa: E402
from tdcompanion.core.board import Vulnerability  # noqa: E402
from tdcompanion.core.incident import Incident  # noqa: E402
from tdcompanion.core.laws import Lawbook  # noqa: E402
from tdcompanion.core.scoring.duplicate import ScoreError  # noqa: E402
from tdcompanion.core.scoring.sheet import ScoreRecord, evaluate  # noqa: E402
from tdcompanion.models.board_document import BoardDocument  # noqa: E402
from tdcompanion.models.incident_draft import draft_of  # noqa: E402
from tdcompanion.models.ruling_session import RulingSession  # noqa: E402
from tdcompanion.widgets.board_workspace import SCORE_TAB, BoardWorkspace, session_of  # noqa: E402
from tdcompanion.widgets.score_panel import WEIGHTED  # noqa: E402
from tdcompanion.wording.score_text import score_lines  # noqa: E402


def opened(incident: Incident) -> BoardDocument:
    """The board of ``incident`` with its story replayed in the wizard, as File > Open Incident shows it
    (``tdcompanion.app.incident_actions.open_incident``)."""
    record = incident.record
    document = BoardDocument(record.board, auction=record.auction, play=record.play)
    session = RulingSession(document.record.for_laws, document, table=incident.table,
                            lawbook=Lawbook.named(incident.lawbook))  # fmt: skip
    draft_of(session).reopen(incident, None)
    assert session_of(document) is session and incident.replay().failed is None
    return document


def core_times(record: ScoreRecord, vulnerability: Vulnerability, rounds: int) -> Times:
    """Wall and CPU ms of the core's part of a keystroke on ``record``: its figures and its words."""
    times: Times = ([], [])
    for _ in range(rounds):
        start, cpu = time.perf_counter(), time.process_time()
        score_lines(record, vulnerability, "en")
        with contextlib.suppress(ScoreError):
            evaluate(record, vulnerability)
        times[0].append((time.perf_counter() - start) * 1000)
        times[1].append((time.process_time() - cpu) * 1000)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    example = incident_file.load(ROOT / "examples" / "law64-revoke.json")
    workspace = BoardWorkspace(opened(replace(example, scoring=ScoreRecord())))
    workspace.resize(1366, 700)
    workspace.show()
    workspace.show_tab(SCORE_TAB)
    panel = workspace.score_panel
    panel.kind_buttons[WEIGHTED].click()
    rows = panel.ns_outcomes
    for i, (tricks, weight) in enumerate(((10, "50"), (9, "30"), (11, "20"))):
        if i:
            rows.add_row()
        rows.rows[i].contract.setText("4H")
        rows.rows[i].tricks.setValue(tricks)
        rows.rows[i].weight.setText(weight)
    panel.ew_different.setChecked(True)
    panel.others.setText("420 -50 A 450 480 450 420 170 450 -100")
    settle(app)
    assert not panel.problems(), panel.problems()

    figures: dict[str, float] = {}
    weights = ("50", "45")
    ok = report("weight", measure(app, args.rounds, lambda i: rows.rows[0].weight.setText(weights[i % 2])),
                figures=figures)
    rows.rows[0].weight.setText("50")
    extra = ("420 -50 A 450 480 450 420 170 450 -100", "420 -50 A 450 480 450 420 170 450 -100 620")
    ok &= report("traveller", measure(app, args.rounds, lambda i: panel.others.setText(extra[i % 2])),
                 figures=figures)
    wrong = ("5x", "50")
    ok &= report("wrong weight", measure(app, args.rounds, lambda i: rows.rows[0].weight.setText(wrong[i % 2])),
                 figures=figures)
    incident = workspace.draft.incident()
    assert incident is not None and incident.scoring.traveller is not None
    vulnerability = example.record.vulnerability or Vulnerability.NONE
    core = core_times(incident.scoring, vulnerability, args.rounds)
    median, p95 = percentiles(core[1])
    print(f"{'core (evaluate, score_lines)':<38} cpu median {median:6.2f} p95 {p95:6.2f} ms")
    figures |= {"core cpu median": median, "core cpu p95": p95}
    for name in ("weight", "traveller", "wrong weight"):
        figures[f"{name} / core"] = figures[f"{name} cpu median"] / median
        print(f"{'':<38} {name}: {figures[f'{name} / core']:5.1f}x the core median")
    keep("bench_score_panel", figures)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
