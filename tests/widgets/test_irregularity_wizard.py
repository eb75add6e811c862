"""pytest-qt flows through the irregularity wizard on the workspace's fourth tab: from the board as
recorded to the ruling shown and the option applied, per family of laws; refusals, going back, the
other language one click away, the table state across tricks."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core import incident
from tdcompanion.core.board import Board
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import BoardRecord, FactKind, Facts, IrregularityKind
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.board_workspace import RULING_TAB, BoardWorkspace, session_of
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, RULING_PAGE, START_PAGE, IrregularityWizard
from tdcompanion.widgets.wrap_button import WrapButton

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@dataclass(frozen=True)
class Example:
    """The first ruling of an example incident: the board as it stood when it was given, and its facts."""

    incident: incident.Incident
    record: BoardRecord
    facts: Facts


def example_ruling(name: str) -> Example:
    inc = incident.load(EXAMPLES / name)
    first = inc.steps[0]
    assert first.record is not None
    return Example(inc, first.record, first.facts)


def workspace_for(qtbot: QtBot, example: str) -> tuple[BoardWorkspace, Example]:
    """A workspace holding the board of an example incident as its first ruling found it (deal, auction, play)."""
    inc = example_ruling(example)
    rec = inc.record
    board = Board.standard(rec.number or 1, rec.deal)
    doc = BoardDocument(board, auction=rec.auction, play=rec.play)
    ws = BoardWorkspace(doc)
    qtbot.addWidget(ws)
    ws.resize(1366, 700)
    ws.show()
    ws.show_tab(RULING_TAB)
    return ws, inc


def answer(qtbot: QtBot, wizard: IrregularityWizard, value: object) -> None:
    assert wizard._input is not None
    wizard._input.select(value)
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)


def answer_from(qtbot: QtBot, wizard: IrregularityWizard, facts: dict[str, Any], limit: int = 20) -> list[str]:
    """Answer every question the wizard asks with the facts of an example; the ids asked, in order."""
    asked = []
    for _ in range(limit):
        question = wizard.session.question
        if question is None:
            break
        assert wizard.pages.currentIndex() == QUESTION_PAGE
        asked.append(question.id)
        answer(qtbot, wizard, question.fact.decode(facts[question.id]))
    return asked


def test_the_wizard_starts_from_what_the_record_shows(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law14-missing-card.json")
    wizard = ws.wizard
    assert wizard.pages.currentIndex() == START_PAGE
    detected = [wizard.detected.item(i).text() for i in range(wizard.detected.count())]
    assert detected[0] == "missing card"
    kinds = [wizard.kinds.itemText(i) for i in range(wizard.kinds.count())]
    assert {"missing card", "incorrect number of cards", "defective trick"} <= set(kinds)


def test_law14_flow_from_the_missing_card_to_the_card_restored(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, inc = workspace_for(qtbot, "law14-missing-card.json")
    wizard = ws.wizard
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    asked = answer_from(qtbot, wizard, inc.facts.to_json())
    # What the record shows (the deficient hand, the period) is never asked.
    assert asked == ["law14.found:SJ", "law14.exposed:SJ"]
    assert wizard.pages.currentIndex() == RULING_PAGE
    text = wizard.explanation.toPlainText()
    assert "Laws 14B2, 14B4, 14C" in text
    assert "West's ♠J becomes a major penalty card (Law 14B4)." in text
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    # The card is back in West's hand on the board (one undo step), and on the table as a penalty card.
    west = ws.document.deal.hands[Seat.W]
    assert west is not None and Card.parse("SJ") in west
    panel = wizard.table_panel
    assert panel.lines("penalty_cards") == ["West has ♠J on the table as a major penalty card (Law 14B4)."]
    assert any("revoke" in line for line in panel.lines("prompts"))
    assert "Applied" in wizard.status.text()
    ws.document.undo_stack.undo()
    west = ws.document.deal.hands[Seat.W]
    assert west is not None and Card.parse("SJ") not in west


def test_law67_flow_with_the_offenders_choice(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, inc = workspace_for(qtbot, "law67-defective-trick.json")
    wizard = ws.wizard
    index = wizard.kinds.findText("defective trick")
    wizard.kinds.setCurrentIndex(index)
    qtbot.mouseClick(wizard.start_other, Qt.MouseButton.LeftButton)
    answer_from(qtbot, wizard, inc.facts.to_json())
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert not wizard.apply_button.isEnabled()  # the offender has not chosen his card yet
    (choice_id, option_id), button = next(iter(wizard.option_buttons.items()))
    assert choice_id == "law67.card_to_place"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert wizard.session.chosen == {choice_id: option_id}
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.undo_choice_button, Qt.MouseButton.LeftButton)
    assert wizard.session.chosen == {}
    qtbot.mouseClick(wizard.option_buttons[(choice_id, "place_H8")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    lines = wizard.table_panel.lines("transfers")
    assert lines == ["At the end of play 1 trick goes to North-South, no more than the other side won from trick 5 on "
                     "(Law 64A2)."]  # fmt: skip


def test_contradictory_facts_are_refused_and_nothing_is_lost(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law14-missing-card.json")  # three tricks recorded
    wizard = ws.wizard
    wizard.start(_irregularity(IrregularityKind.DEFECTIVE_TRICK))
    session = wizard.session
    assert session.question is not None and session.question.fact.id == "law67.offender"
    answer(qtbot, wizard, Seat.W)
    question = session.question
    assert question is not None and question.fact.kind is FactKind.NUMBER
    answer(qtbot, wizard, 1)
    before = session.facts
    # West played to trick 1 as recorded: claiming he omitted to play there contradicts the record.
    question = session.question
    assert question is not None and question.fact.id == "law67.defect"
    answer(qtbot, wizard, question.fact.decode("omitted"))
    assert wizard.refusal.isVisible()
    assert "West" in wizard.refusal.text()
    assert session.facts == before
    assert wizard.pages.currentIndex() == QUESTION_PAGE
    # Back takes the last answer back and asks it again with the answer shown.
    qtbot.mouseClick(wizard.back_button, Qt.MouseButton.LeftButton)
    assert session.question is not None and session.question.fact.id == "law67.trick"
    assert wizard._input is not None and wizard._input.value() == 1


def test_an_unanswered_question_says_so(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law14-missing-card.json")
    wizard = ws.wizard
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)
    assert wizard.refusal.isVisible() and wizard.refusal.text() == "Choose an answer first."


def test_the_ruling_in_the_other_language_is_one_click_away(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, inc = workspace_for(qtbot, "law14-missing-card.json")
    wizard = ws.wizard
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    answer_from(qtbot, wizard, inc.facts.to_json())
    assert "major penalty card" in wizard.explanation.toPlainText()
    assert wizard.language_button.text() == "Show in Greek"
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    assert "μεγάλο τιμωρημένο φύλλο" in wizard.explanation.toPlainText()
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    assert "major penalty card" in wizard.explanation.toPlainText()
    # Switching the interface to Greek retranslates the wizard: the ruling, the buttons, the title.
    translators.set_language("el")
    assert "μεγάλο τιμωρημένο φύλλο" in wizard.explanation.toPlainText()
    assert wizard.language_button.text() == "Εμφάνιση στα αγγλικά"
    assert wizard.title.text().startswith("Ανωμαλία")


@pytest.mark.parametrize("language", ["en", "el"])
def test_the_wizard_fits_a_laptop_screen_in_each_language(
    qtbot: QtBot, translators: Translators, language: str
) -> None:
    translators.set_language(language)
    ws, inc = workspace_for(qtbot, "law67-defective-trick.json")
    wizard = ws.wizard
    wizard.start(_irregularity(IrregularityKind.DEFECTIVE_TRICK))
    answer_from(qtbot, wizard, inc.facts.to_json())
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert ws.minimumSizeHint().width() <= 1366
    for button in wizard.option_buttons.values():
        assert button.sizeHint().width() <= wizard.width()


def _irregularity(kind: IrregularityKind) -> Any:
    from tdcompanion.core.laws import Irregularity

    return Irregularity(kind)


def test_each_board_keeps_its_own_rulings(qtbot: QtBot) -> None:
    first = BoardDocument(Board.standard(1))
    second = BoardDocument(Board.standard(2))
    ws = BoardWorkspace(first)
    qtbot.addWidget(ws)
    ws.wizard.start(_irregularity(IrregularityKind.MISSING_CARD))
    assert session_of(first).irregularity is not None
    ws.set_document(second)
    assert ws.wizard.session is session_of(second)
    assert session_of(second).irregularity is None
    assert ws.wizard.pages.currentIndex() == START_PAGE
    ws.set_document(first)
    assert ws.wizard.session.irregularity is not None


def test_law54_refused_lead_then_declarers_lead_options_from_the_table(qtbot: QtBot, translators: Translators) -> None:
    """Law 54D then 50D2: the refused opening lead goes back as a major penalty card, West is to lead,
    and the table panel offers declarer's lead options; forbidding the suit puts the card back in hand."""
    translators.set_language("en")
    ws, inc = workspace_for(qtbot, "law54-opening-lead-out-of-turn.json")
    wizard = ws.wizard
    assert wizard.detected.item(0).text() == "opening lead out of turn, trick 1"
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    answer_from(qtbot, wizard, inc.facts.to_json())
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert {o for (c, o) in wizard.option_buttons} == {"law54.spread", "law54.accept", "law54.refuse"}
    qtbot.mouseClick(wizard.option_buttons[("law54.declarer_choice", "law54.refuse")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    play = ws.document.play
    assert play is not None and play.next_seat is Seat.W  # the card is taken back: West leads
    panel = wizard.table_panel
    assert panel.lines("penalty_cards") == ["East has ♦7 on the table as a major penalty card (Law 54D)."]
    (prompt_line,) = panel.lines("prompts")
    assert prompt_line.startswith("West is to lead while partner has penalty cards (♦7)")
    assert panel.rule_button.isEnabled()
    qtbot.mouseClick(panel.rule_button, Qt.MouseButton.LeftButton)
    assert wizard.pages.currentIndex() == RULING_PAGE
    options = {o for (_c, o) in wizard.option_buttons}
    assert {"no_restriction"} <= options and any(o.startswith("forbid") for o in options)
    forbid = next(key for key in wizard.option_buttons if key[1].startswith("forbid"))
    qtbot.mouseClick(wizard.option_buttons[forbid], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert panel.lines("penalty_cards") == []
    assert panel.lines("prompts") == []
    restrictions = panel.lines("restrictions")
    assert restrictions == ["West may not lead a diamond for as long as he keeps the lead (Law 50D2(a))."]
    assert any("unauthorised information for West" in line for line in panel.lines("information"))


def test_exposed_card_flow_the_record_tells_everything(qtbot: QtBot, translators: Translators) -> None:
    """Laws 49-50: a defender's card dropped face up, recorded in the play: nothing to ask; applied,
    the card lies on the table as a major penalty card and a West lead of another suit is flagged."""
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law50-penalty-card.json")
    wizard = ws.wizard
    assert wizard.detected.item(0).text().startswith("exposed card")
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    assert wizard.pages.currentIndex() == RULING_PAGE  # the record shows who, which card and how
    assert "West's ♦J becomes a major penalty card (Law 49)." in wizard.explanation.toPlainText()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    panel = wizard.table_panel
    assert panel.lines("penalty_cards") == ["West has ♦J on the table as a major penalty card (Law 49)."]
    assert any("authorised information for every player" in line for line in panel.lines("information"))
    assert panel.lines("reminders")[0].startswith("Call the Director back at the end of play")


def test_revoke_revealed_by_a_restored_card_is_ruled_from_the_table_panel(
    qtbot: QtBot, translators: Translators
) -> None:
    """Law 14B4 then Laws 63-64: the ♠J restored to West shows he revoked at trick 2; the panel's
    follow-up starts the revoke ruling on the corrected record, which the record answers itself."""
    translators.set_language("en")
    ws, inc = workspace_for(qtbot, "law14-missing-card.json")
    wizard = ws.wizard
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    answer_from(qtbot, wizard, inc.facts.to_json())
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.rule_button.isEnabled()
    qtbot.mouseClick(wizard.table_panel.rule_button, Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session.irregularity is not None and session.irregularity.kind is IrregularityKind.REVOKE
    asked = []
    while session.question is not None and len(asked) < 10:
        question = session.question
        asked.append(question.id)
        values = question.choices or (False,)
        answer(qtbot, wizard, values[0])
    # Who revoked, at which trick, and that it is established are never asked: the record shows them.
    assert not {"law61.offender", "law61.trick", "law63.established"} & set(asked)
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert "Law" in wizard.explanation.toPlainText() and "64" in wizard.explanation.toPlainText()


def shown_options(wizard: IrregularityWizard) -> dict[str, str]:
    """The option buttons on the page (object name -> text)."""
    return {b.objectName(): b.text() for b in wizard.choices_box.findChildren(WrapButton) if not b.isHidden()}


@pytest.mark.parametrize("example", ["law54-opening-lead-out-of-turn.json", "law31-bid-out-of-rotation.json"])
def test_the_options_shown_are_those_of_the_choice_open_as_choices_follow_one_another(
    qtbot: QtBot, translators: Translators, example: str
) -> None:
    """The choice box is filled again from choice to choice (issue 19): only the open choice's options are on
    the page, each button names and chooses its own option, and a button of an earlier, longer choice is gone."""
    translators.set_language("en")
    ws, inc = workspace_for(qtbot, example)
    wizard = ws.wizard
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)
    answer_from(qtbot, wizard, inc.facts.to_json())
    seen = 0
    while (resolution := wizard.session.resolution) is not None and resolution.pending:
        choice = resolution.pending[0]
        expected = {f"option-{choice.id}-{o.id}" for o in choice.options}
        assert set(shown_options(wizard)) == expected
        assert {b.objectName() for b in wizard.option_buttons.values()} == expected
        option = choice.options[-1]
        qtbot.mouseClick(wizard.option_buttons[(choice.id, option.id)], Qt.MouseButton.LeftButton)
        after = wizard.session.resolution
        assert after is not None and dict(after.chosen)[choice.id] == option.id
        seen += 1
    assert seen >= 1
    assert shown_options(wizard) == {}  # every choice made: no option left on the page
    assert not wizard.choices_scroll.isVisibleTo(wizard)
