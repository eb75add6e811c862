"""The keys of every wizard path (issue 21: "count the keys for each wizard path in a test").

Every ruling on an irregularity in the examples and the published-cases corpus is given again by key events
only, from the wizard's first page to the ruling shown, answering as the file's facts say. Each question
costs the keys that make its answer (the arrows to its option, the characters typed) and one key to go on
(Return; Ctrl+Return from a text box; none for a yes/no answer, whose one key goes on; two for a poll,
whose first Return keeps the cell typed); starting costs the arrows to the irregularity the record shows
and Return, or the first letters of another in the list of others. A key more anywhere (Return no longer
going on from some input, the focus not where the next key goes) leaves the path short of its ruling.
The table of counts, before and after, is ``bench/bench_wizard_keys.py``'s.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws import FactKind
from tdcompanion.core.laws.timeline import Step
from tdcompanion.widgets.irregularity_wizard import KIND_ROLE, RULING_PAGE
from tests.widgets.wizard_keyboard import KEYS, rule_by_keys, wizard_paths, workspace_for

PATHS = wizard_paths()
#: The keys that go on from an answer, by its kind: none after a yes/no answer's one key; Ctrl+Return from a
#: text box; Return, then Return again, from a poll (the first keeps the cell being typed); else Return.
HAND_IN = {FactKind.YES_NO: 0, FactKind.POLL: 2}


def _plain(facts: dict[str, Any]) -> dict[str, Any]:
    """Facts to compare: a poll's rows (JSON texts, their keys in any order) read."""
    return {k: [json.loads(x) for x in v] if isinstance(v, list) and all(isinstance(x, str) and x.startswith("{")
                                                                          for x in v) else v
            for k, v in facts.items()}  # fmt: skip


def test_every_family_has_a_path() -> None:
    assert len(PATHS) >= 100
    kinds = {step.irregularity.kind for _name, step in PATHS if step.irregularity is not None}
    assert len(kinds) >= 25


@pytest.mark.parametrize(("name", "step"), PATHS, ids=[name for name, _step in PATHS])
def test_a_wizard_path_by_keys_costs_its_answers_and_one_key_a_question(qtbot: QtBot, translators: Translators,
                                                                         name: str, step: Step) -> None:  # fmt: skip
    translators.set_language("en")
    ws = workspace_for(step)
    qtbot.addWidget(ws)
    wizard = ws.wizard
    assert step.irregularity is not None
    detected = [wizard.detected.item(i).data(KIND_ROLE) for i in range(wizard.detected.count())]
    path = rule_by_keys(QApplication.instance(), wizard, step, KEYS, name=name)  # type: ignore[arg-type]
    if not path.reached and path.stuck.startswith("no fact"):  # a fact an earlier ruling or the file settled
        pytest.skip(f"{path.stuck}: the board alone does not replay this ruling")
    assert path.reached, path.stuck
    assert wizard.pages.currentIndex() == RULING_PAGE
    answered = _plain(wizard.session.facts.to_json())
    assert answered == {k: v for k, v in _plain(step.facts.to_json()).items() if k in answered}
    # Starting: the arrows to the irregularity shown and Return; else Alt+S (when a list of shown ones has the
    # focus), the first letters of the kind, Return.
    if step.irregularity in detected:
        assert path.start == detected.index(step.irregularity) + 1
    else:
        assert 2 <= path.start <= (3 if detected else 2) + 8
    for question, kind, content, hand_in in path.questions:
        assert hand_in == HAND_IN.get(kind, 1), question
        if kind is FactKind.YES_NO:
            assert content == 1, question
    expected = path.start + path.content + sum(HAND_IN.get(kind, 1) for _q, kind, _c, _h in path.questions)
    assert path.keys == expected
