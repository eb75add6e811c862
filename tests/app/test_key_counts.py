"""Time to a ruling in actions (issue 21, "measure before and after"): three tasks at the table from the main
window, by keys alone, each a fixed count of key presses (no click): a regression that adds a key fails here.

=========  ==========================================================  ======  =====
task       what the Director does                                      before  after
=========  ==========================================================  ======  =====
lead       types East's lead out of turn (e:c7), rules it (Law 54:      29      18
           five questions, declarer refuses), then declarer's choice    (2 clicks)
           of West's lead with the penalty card on the table (50D2)
revoke     rules the established revoke the record shows (Law 64)       8       6
exposed    records East's dropped ♣5 (Irregular event > Exposed card)   22      22
           and rules it (Laws 49, 50): the dialog's keys are most
=========  ==========================================================  ======  =====

*Before* is main before issue 21's keys, measured with ``bench/bench_table_keys.py --tree`` (its figures in
``bench/results/bench_table_keys.jsonl``), where a ruling's option could only be clicked. The tasks are
``tests/app/table_flows.py``'s.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import MainWindow
from tests.app.table_flows import AFTER, TASKS

#: The key presses each task takes with the wizard's keys.
AFTER_COUNTS = {"lead": 18, "revoke": 6, "exposed": 22}


@pytest.mark.parametrize("task", list(TASKS))
def test_a_task_at_the_table_takes_its_keys_and_no_click(window: MainWindow, qtbot: QtBot, task: str) -> None:
    window.resize(1366, 728)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    actions = TASKS[task](app, window, AFTER)
    assert actions.clicks == 0
    assert actions.count == AFTER_COUNTS[task]
