"""pytest-qt flows: a card played against the table state is flagged the moment it is entered on the
Play tab (the status line names the law and the card, the list of irregularities has its row, the tab is
marked), and "Rule on the selected item" on the Irregularity tab rules on it: a penalty card not played
(Laws 50D1, 52), a suit declarer forbade under Law 50D2 led (a revoke, Laws 61A, 62), a penalty card other
than the one declarer designated under Law 51A (Law 52)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core import incident
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.laws import IrregularityKind
from tdcompanion.core.play import Expose, ExposeHow, PlayRecord, Retract
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.board_workspace import PLAY_TAB, RULING_TAB, BoardWorkspace
from tdcompanion.widgets.irregularity_wizard import RULING_PAGE, IrregularityWizard

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEFT = Qt.MouseButton.LeftButton
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
DEAL = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ J5.T98.JT98.JT98")


def workspace(qtbot: QtBot, doc: BoardDocument) -> BoardWorkspace:
    ws = BoardWorkspace(doc)
    qtbot.addWidget(ws)
    ws.resize(1366, 700)
    ws.show()
    ws.show_tab(RULING_TAB)
    return ws


def from_example(qtbot: QtBot, name: str) -> BoardWorkspace:
    """The board of an example as its first ruling found it."""
    rec = incident.load(EXAMPLES / name).steps[0].record
    assert rec is not None
    return workspace(qtbot, BoardDocument(Board.standard(rec.number or 1, rec.deal), auction=rec.auction,
                                          play=rec.play))  # fmt: skip


def play_cards(qtbot: QtBot, ws: BoardWorkspace, *cards: str) -> None:
    """Click each card (``"W:D8"``) in its hand on the Play tab."""
    ws.show_tab(PLAY_TAB)
    for text in cards:
        seat, card = Seat.parse(text[0]), Card.parse(text[2:])
        view = ws.play_table.hands[seat]
        rect = view.card_rect(card)
        assert rect is not None, f"{card} is not shown in {seat.name}'s hand"
        qtbot.mouseClick(view, LEFT, pos=rect.center())


def listed(ws: BoardWorkspace) -> list[str]:
    items = ws.play_table.irregularities
    return [items.item(i).text() for i in range(items.count())]


def rule_on_the_card(qtbot: QtBot, ws: BoardWorkspace) -> IrregularityWizard:
    """On the Irregularity tab, select the card played against the table and rule on it."""
    ws.show_tab(RULING_TAB)
    panel = ws.wizard.table_panel
    (_line,) = panel.lines("violations")
    panel.select("violations")
    assert panel.rule_button.isEnabled()
    qtbot.mouseClick(panel.rule_button, LEFT)
    return ws.wizard


def apply_the_ruling_shown(qtbot: QtBot, wizard: IrregularityWizard) -> None:
    assert wizard.pages.currentIndex() == RULING_PAGE
    qtbot.mouseClick(wizard.apply_button, LEFT)


PENALTY_LINE = {
    "en": "Penalty card not played, trick 3. West played ♦8 when he had to play the penalty card ♦J "
          "(Laws 50D1(a), 52).",
    "el": "Τιμωρημένο φύλλο που δεν παίχτηκε, λεβέ 3. Η Δύση έπαιξε το ♦8, ενώ έπρεπε να παίξει το "
          "τιμωρημένο φύλλο ♦J – Νόμοι 50Δ1(α), 52.",
}  # fmt: skip
RECORDED = {"en": "Recorded: ", "el": "Καταγράφηκε: "}


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_penalty_card_not_played_is_flagged_and_ruled_under_law_52(
    qtbot: QtBot, translators: Translators, lang: str
) -> None:
    translators.set_language(lang)
    ws = from_example(qtbot, "law50-penalty-card.json")  # West drops the ♦J after trick 2
    qtbot.mouseClick(ws.wizard.start_detected, LEFT)
    apply_the_ruling_shown(qtbot, ws.wizard)  # the ♦J is a major penalty card (Laws 49, 50)
    play_cards(qtbot, ws, "N:D2", "E:D5", "S:DA")
    assert ws.play_table.message.text() == ""
    assert not ws.tabs.tabIcon(PLAY_TAB).isNull()  # the exposure the record shows
    play_cards(qtbot, ws, "W:D8")  # West follows with the ♦8, not his penalty card
    assert ws.play_table.message.text() == RECORDED[lang] + PENALTY_LINE[lang]
    assert listed(ws)[-1] == PENALTY_LINE[lang]
    assert ws.play_table.trick.shown.flagged == {(W, Card.parse("D8"))}
    wizard = rule_on_the_card(qtbot, ws)
    session = wizard.session
    assert session.irregularity is not None and session.irregularity.kind is IrregularityKind.PENALTY_CARD_NOT_PLAYED
    assert session.irregularity.event == 12
    assert wizard.pages.currentIndex() == RULING_PAGE  # the record and the table tell everything
    assert session.ruling is not None and [str(x) for x in session.ruling.laws] == ["52B", "52A"]
    assert {o for (_c, o) in wizard.option_buttons} == {"accept_card", "substitute_penalty_card"}
    qtbot.mouseClick(wizard.option_buttons[("law52.illegal_card", "substitute_penalty_card")], LEFT)
    apply_the_ruling_shown(qtbot, wizard)
    play = ws.document.play
    assert play is not None and play.events[-1] == Retract(W, Card.parse("D8"))
    # The ♦J is now the card West must play (52B2); the ♦8 a penalty card too. He plays the ♦J: no violation.
    assert ws.wizard.session.table.penalty_cards_of(W) == (Card.parse("DJ"), Card.parse("D8"))
    assert ws.wizard.table_panel.lines("prompts") == []  # declarer has chosen the ♦J: no Law 51A designation
    play_cards(qtbot, ws, "W:DJ")
    assert ws.play_table.message.text() == ""


def test_a_suit_declarer_forbade_under_law_50d2_led_is_a_revoke_ruled_under_law_62(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    ws = from_example(qtbot, "law54-opening-lead-out-of-turn.json")  # East faced the ♦7 at West's turn
    wizard = ws.wizard
    qtbot.mouseClick(wizard.start_detected, LEFT)
    while wizard.session.question is not None:  # Law 54: nothing special happened (the example's facts)
        wizard._input.select(False)  # type: ignore[union-attr]
        qtbot.mouseClick(wizard.answer_button, LEFT)
    qtbot.mouseClick(wizard.option_buttons[("law54.declarer_choice", "law54.refuse")], LEFT)
    apply_the_ruling_shown(qtbot, wizard)  # the ♦7 back as a major penalty card; West to lead
    panel = wizard.table_panel
    qtbot.mouseClick(panel.rule_button, LEFT)  # the 50D2 prompt: declarer's lead options
    qtbot.mouseClick(wizard.option_buttons[("law50.lead_options", "forbid_D")], LEFT)
    apply_the_ruling_shown(qtbot, wizard)
    assert panel.lines("restrictions") == ["West may not lead a diamond for as long as he keeps the lead "
                                           "(Law 50D2(a))."]  # fmt: skip
    play_cards(qtbot, ws, "W:D8")  # a diamond all the same: he could have led another suit
    line = ("Revoke, trick 1. West led ♦8 although a lead restriction on diamonds was in force "
            "(Laws 50D2(a), 61A).")  # fmt: skip
    assert ws.play_table.message.text() == "Recorded: " + line
    assert listed(ws)[-1] == line
    assert not ws.tabs.tabIcon(PLAY_TAB).isNull()
    wizard = rule_on_the_card(qtbot, ws)
    session = wizard.session
    assert session.irregularity is not None and session.irregularity.kind is IrregularityKind.REVOKE
    asked = []
    while session.question is not None and len(asked) < 10:
        asked.append(session.question.id)
        wizard._input.select((session.question.choices or (False,))[0])  # type: ignore[union-attr]
        qtbot.mouseClick(wizard.answer_button, LEFT)
    # Who, which trick, which card, what he failed to do: the record and the table show it.
    assert not {"law61.offender", "law61.trick", "law61.kind", "law61.able", "law62.card"} & set(asked)
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert session.ruling is not None and [str(x) for x in session.ruling.laws][:2] == ["62A", "62B1"]
    assert "(Law 62A)" in wizard.explanation.toPlainText()


def test_a_penalty_card_other_than_the_one_declarer_designated_under_law_51a(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    dropped = PlayRecord(DEAL, Contract(4, Strain.HEARTS, S)).add(Expose(W, (Card.parse("HT"), Card.parse("DJ")),
                                                                         ExposeHow.DROPPED))  # fmt: skip
    ws = workspace(qtbot, BoardDocument(Board.standard(3, DEAL), auction=Auction.from_text(S, "4H AP"), play=dropped))
    wizard = ws.wizard
    qtbot.mouseClick(wizard.start_detected, LEFT)  # West dropped two cards before the opening lead
    apply_the_ruling_shown(qtbot, wizard)  # two penalty cards: both major (Law 50B)
    panel = wizard.table_panel
    (prompt,) = panel.lines("prompts")
    assert prompt.startswith("West must play a penalty card: declarer designates which of ♥10, ♦J")
    qtbot.mouseClick(panel.rule_button, LEFT)
    qtbot.mouseClick(wizard.option_buttons[("law51.designate", "designate_HT")], LEFT)
    apply_the_ruling_shown(qtbot, wizard)
    assert panel.lines("prompts") == []  # designated: nothing more to settle before West leads
    play_cards(qtbot, ws, "W:DJ")  # the other penalty card
    line = "Penalty card not played, trick 1. West played ♦J when he had to play the penalty card ♥10 (Laws 51A, 52)."
    assert ws.play_table.message.text() == "Recorded: " + line
    assert listed(ws)[-1] == line
    wizard = rule_on_the_card(qtbot, ws)
    session = wizard.session
    assert session.irregularity is not None and session.irregularity.kind is IrregularityKind.PENALTY_CARD_NOT_PLAYED
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert session.ruling is not None and [str(x) for x in session.ruling.laws] == ["52B", "52A"]
    (choice,) = session.ruling.choices
    assert choice.option("substitute_penalty_card").cards == (Card.parse("HT"),)
    # Saved as an incident and read back, the same ruling (the table kept what the designation required).
    saved = session.incident()
    assert saved is not None
    assert incident.loads(incident.dumps(saved)).replay().results[-1].ruling == session.ruling


def test_the_irregularity_tab_lists_the_card_among_what_the_record_shows(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    ws = from_example(qtbot, "law50-penalty-card.json")
    qtbot.mouseClick(ws.wizard.start_detected, LEFT)
    apply_the_ruling_shown(qtbot, ws.wizard)
    play_cards(qtbot, ws, "N:D2", "E:D5", "S:DA", "W:D8")
    ws.show_tab(RULING_TAB)
    qtbot.mouseClick(ws.wizard.new_button, LEFT)  # back to the start page
    detected = ws.wizard.detected
    texts = [detected.item(i).text() for i in range(detected.count())]
    assert texts[-1] == "penalty card not played, trick 3"
