"""A procedural or disciplinary penalty imposed with the ruling in hand (Laws 90, 91A): asked in a dialog from the
ruling page, shown under the ruling, removed, and kept with the step when the ruling is applied (the incident)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws import ref
from tdcompanion.core.laws.imposed_penalty import PENALTY_LAWS, ImposedPenalty, PenaltyUnit
from tdcompanion.core.seats import Seat, Side
from tdcompanion.widgets.irregularity_wizard import RULING_PAGE
from tdcompanion.widgets.penalty_dialog import PenaltyDialog
from tests.widgets.test_irregularity_wizard import answer_from, workspace_for
from tests.widgets.test_wizard_law24_41 import start_kind

SLOW_PLAY = ImposedPenalty(ref("90B2"), Side.EW, Fraction(1, 4), PenaltyUnit.IMPS)


def ruled_dispute(qtbot: QtBot) -> object:
    ws, example = workspace_for(qtbot, "law79-tricks-disputed.json")
    start_kind(qtbot, ws.wizard, "the players disagree on the number of tricks won")
    answer_from(qtbot, ws.wizard, example.facts.to_json())
    assert ws.wizard.pages.currentIndex() == RULING_PAGE
    return ws


def fill(dialog: PenaltyDialog, penalty: ImposedPenalty) -> None:
    dialog.law.setCurrentIndex(dialog.law.findData(str(penalty.law)))
    against = penalty.against.value if isinstance(penalty.against, Side) else penalty.against.letter
    dialog.against.setCurrentIndex(dialog.against.findData(against))
    dialog.amount.setValue(float(penalty.amount))
    dialog.unit.setCurrentIndex(dialog.unit.findData(penalty.unit.value))


def test_a_penalty_entered_goes_with_the_ruling_and_into_the_incident(
    qtbot: QtBot, translators: Translators, monkeypatch: pytest.MonkeyPatch
) -> None:
    translators.set_language("en")
    ws = ruled_dispute(qtbot)
    wizard = ws.wizard  # type: ignore[attr-defined]
    assert wizard.penalty_button.isEnabled() and not wizard.penalties_label.isVisible()

    def entered(dialog: PenaltyDialog) -> int:
        fill(dialog, SLOW_PLAY)
        return PenaltyDialog.DialogCode.Accepted.value

    monkeypatch.setattr(PenaltyDialog, "exec", entered)
    qtbot.mouseClick(wizard.penalty_button, Qt.MouseButton.LeftButton)
    assert wizard.session.penalties == (SLOW_PLAY,)
    assert wizard.penalties_label.isVisible()
    assert wizard.penalties_label.text() == "Procedural penalty (Law 90B2): East-West, 0.25 IMPs"
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    incident = wizard.session.incident()
    assert incident is not None and incident.steps[-1].penalties == (SLOW_PLAY,)
    assert not wizard.penalty_button.isEnabled()  # applied: a penalty goes with a ruling in hand


def test_the_penalties_can_be_removed_before_the_ruling_is_applied(
    qtbot: QtBot, translators: Translators, monkeypatch: pytest.MonkeyPatch
) -> None:
    translators.set_language("en")
    wizard = ruled_dispute(qtbot).wizard  # type: ignore[attr-defined]
    monkeypatch.setattr(PenaltyDialog, "exec", lambda dialog: PenaltyDialog.DialogCode.Accepted.value)
    qtbot.mouseClick(wizard.penalty_button, Qt.MouseButton.LeftButton)
    assert len(wizard.session.penalties) == 1 and wizard.clear_penalties_button.isVisible()
    qtbot.mouseClick(wizard.clear_penalties_button, Qt.MouseButton.LeftButton)
    assert wizard.session.penalties == () and not wizard.penalties_label.isVisible()


def test_a_cancelled_dialog_imposes_nothing(qtbot: QtBot, translators: Translators,
                                            monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    translators.set_language("en")
    wizard = ruled_dispute(qtbot).wizard  # type: ignore[attr-defined]
    monkeypatch.setattr(PenaltyDialog, "exec", lambda dialog: PenaltyDialog.DialogCode.Rejected.value)
    qtbot.mouseClick(wizard.penalty_button, Qt.MouseButton.LeftButton)
    assert wizard.session.penalties == ()


@pytest.mark.parametrize("penalty", [
    SLOW_PLAY, ImposedPenalty(ref("91A"), Seat.W, Fraction(25), PenaltyUnit.PERCENT_OF_TOP),
    ImposedPenalty(ref("90A"), Side.NS, Fraction(3), PenaltyUnit.VICTORY_POINTS),
])  # fmt: skip
def test_the_dialog_gives_back_what_was_entered(qtbot: QtBot, penalty: ImposedPenalty) -> None:
    dialog = PenaltyDialog("en")
    qtbot.addWidget(dialog)
    fill(dialog, penalty)
    assert dialog.penalty() == penalty


def test_the_dialog_offers_every_law_and_starts_on_the_offending_side(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    dialog = PenaltyDialog("el", Seat.W)
    qtbot.addWidget(dialog)
    assert [dialog.law.itemData(i) for i in range(dialog.law.count())] == [str(x) for x in PENALTY_LAWS]
    assert dialog.law.itemText(2) == "Νόμος 90Β2: υπερβολικά αργό παιχνίδι"
    assert dialog.against.currentData() == "EW"
    assert dialog.windowTitle() == "Διαδικαστική ή πειθαρχική ποινή"


@pytest.mark.parametrize("lang", ["el", "en"])
def test_the_dialog_fits_a_small_laptop_with_nothing_cut(qtbot: QtBot, translators: Translators, lang: str) -> None:
    from tests.app.fit_check import clipped

    translators.set_language(lang)
    dialog = PenaltyDialog(lang, Seat.N)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1093 and dialog.height() <= 582
    assert clipped(dialog) == []
