"""pytest-qt flows through the irregularity wizard for Laws 45-47 and 57-60: declarer's slip of the tongue from
dummy corrected, a defender's premature play with declarer's 57A choice, two cards played at once (in Greek, the
cards typed), a player unable to comply, a lead out of turn followed by the next player; each ruling read in both
languages, applied, and what the board and the table state show afterwards. Three tests pin bugs found on the way
(their assertion messages say what is wrong)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.cards import Card
from tdcompanion.core.laws.law45_47 import (
    Happened,
)
from tdcompanion.core.laws.law57_60 import (
    Inability,
    Simultaneous,
)
from tdcompanion.core.play import Play, Retract, RetractReason
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.board_workspace import BoardWorkspace
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, RULING_PAGE, IrregularityWizard
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked, start_detected, type_text
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

CARD_PLAYED = "was a card played? (declarer's designation, dummy, retraction)"


def type_cards(qtbot: QtBot, wizard: IrregularityWizard, text: str) -> None:
    """Type ``text`` (suit symbols, not keyClicks-safe) into the card field with key events, then answer."""
    assert wizard._input is not None
    line = wizard._input.findChild(QLineEdit, "answer-text")
    assert line is not None
    line.setFocus()
    type_text(line, text)
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)


def name_the_card(qtbot: QtBot, wizard: IrregularityWizard) -> None:
    """Law 45C4: the Director says a card was named, North's (dummy's) ♥A, typed as the Director types it."""
    start_kind(qtbot, wizard, CARD_PLAYED)
    assert asked(wizard) == "law45.what"
    answer(qtbot, wizard, Happened.CARD_NAMED)
    assert asked(wizard) == "law45.seat"
    answer(qtbot, wizard, Seat.N)
    assert asked(wizard) == "law45.card"
    type_cards(qtbot, wizard, "♥A")


def slip_of_tongue_ruled(qtbot: QtBot) -> tuple[BoardWorkspace, list[str]]:
    """The Law 45 example to the ruling page: declarer said "ace" for the queen; the questions asked, in order."""
    ws, _ = workspace_for(qtbot, "law45-card-played.json")
    wizard = ws.wizard
    name_the_card(qtbot, wizard)
    answers: dict[str, object] = {
        "law45.trick": 2,
        "law45.slip_of_tongue": True,
        "law45.declarer_played_since": False,
        "law45.opponent_played_after": True,
    }
    ids = ["law45.what", "law45.seat", "law45.card"]
    for _ in range(10):
        question = wizard.session.question
        if question is None:
            break
        ids.append(question.id)
        if question.id == "law45.slip_of_tongue":  # the judgement, with its criteria shown
            assert "not a loss of concentration or a change of mind" in wizard.question_text.text()
        answer(qtbot, wizard, answers[question.id])
    assert wizard.pages.currentIndex() == RULING_PAGE
    return ws, ids


def test_law45_declarer_corrects_a_slip_of_the_tongue_from_dummy(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, ids = slip_of_tongue_ruled(qtbot)
    wizard = ws.wizard
    assert wizard.session.facts.to_json()["law45.card"] == "HA"  # the card typed with suit symbol, read right
    assert "law45.slip_of_tongue" in ids
    english, greek = read_both(qtbot, wizard)
    assert "Laws 45C4(b), 47C, 47D, 16C" in english
    assert "North's ♥A is taken back from trick 2 (Law 45C4(b))." in english
    assert ("No rectification: declarer corrects a slip of the tongue in time; the card named by mistake goes back "
            "to dummy (Law 47C).") in english  # fmt: skip
    assert "East may take back the card he played after it and play another, with no rectification (Law 45C4(b))." \
        in english  # fmt: skip
    assert "Η Ανατολή μπορεί να αποσύρει το φύλλο που έπαιξε μετά και να παίξει άλλο, χωρίς επανόρθωση " \
        "– Νόμος 45Γ4(β)." in greek  # fmt: skip
    assert "ο εκτελεστής διορθώνει έγκαιρα ένα λάθος της γλώσσας" in greek
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    # The board: North's ♥A taken back from the trick in progress, East's ♥4 still there until he changes it.
    play = ws.document.record.play
    assert play is not None
    last = play.events[-1]
    assert isinstance(last, Retract) and (last.seat, last.card) == (Seat.N, Card.parse("HA"))
    assert play.events[-2] == Play(Seat.E, Card.parse("H4"))
    assert wizard.table_panel.lines("information") == [
        "What the card ♥4, taken back by the non-offending side, showed is unauthorised information for South "
        "(Law 16C)."
    ]  # the record shows East's card, so the ruling names it
    assert wizard.table_panel.lines("penalty_cards") == []  # declarer's side: never a penalty card
    ws.document.undo_stack.undo()
    undone = ws.document.record.play
    assert undone is not None and not any(isinstance(e, Retract) for e in undone.events)


def test_law45_the_record_answers_where_the_named_card_was_played(qtbot: QtBot, translators: Translators) -> None:
    """Started from the kinds list (the record shows no irregularity), the card named is found in the play
    record: the trick, declarer's later plays and East's play after it are read off it, not asked (North's ♥A
    played to trick 2, East's ♥4 after it, nothing since)."""
    translators.set_language("en")
    _, ids = slip_of_tongue_ruled(qtbot)
    assert ids == ["law45.what", "law45.seat", "law45.card", "law45.slip_of_tongue"], (
        f"questions the record answers were asked: {[i for i in ids[3:] if i != 'law45.slip_of_tongue']} "
        "(North's ♥A is in trick 2 of the play record, East's ♥4 follows it, declarer has not played since)"
    )


def test_law45_the_board_records_the_retraction_as_a_changed_designation(qtbot: QtBot,
                                                                         translators: Translators) -> None:  # fmt: skip
    """The play record keeps the 45C4(b) correction as a changed designation (RetractReason.CHANGED_DESIGNATION,
    "unintended designation of dummy's card"), not as some other retraction."""
    translators.set_language("en")
    ws, _ = slip_of_tongue_ruled(qtbot)
    qtbot.mouseClick(ws.wizard.apply_button, Qt.MouseButton.LeftButton)
    play = ws.document.record.play
    assert play is not None
    last = play.events[-1]
    assert isinstance(last, Retract)
    assert last.reason is RetractReason.CHANGED_DESIGNATION, (
        f"declarer's slip of the tongue (45C4(b)) recorded on the board as {last.reason}, not as a changed designation"
    )


def premature_play_applied(qtbot: QtBot) -> tuple[BoardWorkspace, str, str]:
    """The Law 57 example from the detected list to declarer's choice applied; the ruling in both languages."""
    ws, _ = workspace_for(qtbot, "law57-premature-play.json")
    wizard = ws.wizard
    start_detected(qtbot, wizard, "premature lead or play, trick 2")
    # Who, which card, before partner, declarer not yet played, trick and suit led: all read off the record.
    assert asked(wizard) == "law57.dummy_prompted"
    assert wizard.question_text.text() == "Did dummy (North) pick out a card early on his own, or suggest a play?"
    answer(qtbot, wizard, False)
    english, greek = read_both(qtbot, wizard)
    assert not wizard.apply_button.isEnabled()  # declarer has not chosen yet
    buttons = wizard.option_buttons
    assert len(buttons) == 8  # highest, lowest, three suits to play, three to forbid (not the suit led)
    highest = buttons[("law57.declarer_choice", "law57.highest")]
    assert highest.text() == "East plays his highest card of the suit led"
    assert buttons[("law57.declarer_choice", "law57.forbid_C")].text() == "East may not play a card of clubs"
    qtbot.mouseClick(highest, Qt.MouseButton.LeftButton)
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    return ws, english, greek


def test_law57_west_plays_before_partner_declarer_requires_the_highest(qtbot: QtBot,
                                                                         translators: Translators) -> None:  # fmt: skip
    translators.set_language("en")
    ws, english, greek = premature_play_applied(qtbot)
    assert "Laws 57A, 50D, 57B" in english
    assert "West's ♥8 is taken back from trick 2 (Law 57A)." in english
    assert "West's ♥8 becomes a major penalty card (Law 57A)." in english
    assert "What the offender's partner must play to this trick" in english
    assert "Το ♥8 της Δύσης γίνεται μεγάλο τιμωρημένο φύλλο – Νόμος 57Α." in greek
    assert "Τι πρέπει να παίξει ο συμπαίκτης του υπαιτίου σε αυτή τη λεβέ" in greek
    panel = ws.wizard.table_panel
    assert panel.lines("penalty_cards") == ["West has ♥8 on the table as a major penalty card (Law 57A)."]
    assert panel.lines("restrictions") == ["East must play his highest card of the suit led (Law 57A)."]
    play = ws.document.record.play
    assert play is not None
    assert play.events[-1] == Retract(Seat.W, Card.parse("H8"), RetractReason.OUT_OF_TURN)
    assert play.state.next_seat is Seat.E  # West's card off the trick: East plays next


def test_law59_refused_when_the_table_state_shows_east_can_comply(qtbot: QtBot, translators: Translators) -> None:
    """A refusal on what the record shows, before any question, is displayed and nothing of the previous
    ruling stays on screen: after declarer required East's highest heart, East holds ♥7, so Law 59 is refused
    (able_to_comply) with the reason, not shown under the Law 57 ruling."""
    translators.set_language("en")
    ws, _, _ = premature_play_applied(qtbot)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "unable to lead or play as required")
    refusal = wizard.session.refusal
    assert refusal is not None and refusal.reason == "able_to_comply"  # the family refuses: East holds ♥7
    assert wizard.pages.currentIndex() != RULING_PAGE or "Law 57A" not in wizard.explanation.toPlainText(), (
        "the stale Law 57 ruling is shown as the ruling of 'unable to lead or play as required'"
    )
    assert wizard.refusal.isVisible() and "East can comply: he holds ♥7" in wizard.refusal.text(), (
        "the refusal 'East can comply: he holds ♥7; another card would be a revoke (Law 61A)' is not shown"
    )


def simultaneous_play_applied(qtbot: QtBot) -> tuple[BoardWorkspace, str]:
    """The Law 58 example in Greek: West's ♥8 and ♥9 together, faces showing; he designates the nine."""
    ws, _ = workspace_for(qtbot, "law58-simultaneous-play.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "ταυτόχρονες έξοδοι ή παιξίματα")
    assert asked(wizard) == "law58.how"
    answer(qtbot, wizard, Simultaneous.ONE_HAND)
    assert asked(wizard) == "law58.seat"
    answer(qtbot, wizard, Seat.W)
    assert asked(wizard) == "law58.cards"
    assert wizard.question_text.text() == "Ποια φύλλα έπαιξε μαζί η Δύση;"
    type_cards(qtbot, wizard, "♥8 ♥")  # one card and a stray suit: refused, what was typed stays
    assert wizard.refusal.isVisible() and wizard.pages.currentIndex() == QUESTION_PAGE
    assert wizard._input is not None
    line = wizard._input.findChild(QLineEdit, "answer-text")
    assert line is not None and line.text() == "♥8 ♥"
    line.clear()
    type_cards(qtbot, wizard, "♥8 ♥9")
    assert asked(wizard) == "law58.next_trick"
    answer(qtbot, wizard, False)
    assert asked(wizard) == "law58.one_face_visible"
    assert wizard.question_text.text() == "Ήταν ορατή η όψη μόνο ενός από τα ♥8, ♥9;"
    answer(qtbot, wizard, False)
    assert asked(wizard) == "law58.opponent_played"
    answer(qtbot, wizard, False)
    both = " ".join(read_both(qtbot, wizard))
    options = {key: button.text() for key, button in wizard.option_buttons.items()}
    assert options == {("law58.designation", "law58.designate_H8"): "Παίζεται το ♥8",
                       ("law58.designation", "law58.designate_H9"): "Παίζεται το ♥9"}  # fmt: skip
    qtbot.mouseClick(wizard.option_buttons[("law58.designation", "law58.designate_H9")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    return ws, both


def test_law58_two_hearts_at_once_designated_in_greek(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, both = simultaneous_play_applied(qtbot)
    assert "Νόμοι 58Β2, 50" in both
    assert "Το ♥9 της Δύσης θεωρείται παιγμένο και μένει παιγμένο – Νόμος 58Β2." in both
    assert "Το ♥8 της Δύσης γίνεται μικρό τιμωρημένο φύλλο – Νόμος 58Β2." in both
    assert "West's ♥9 is a played card and stays played (Law 58B2)." in both
    panel = ws.wizard.table_panel
    assert panel.lines("penalty_cards") == [
        "Η Δύση έχει στο τραπέζι το ♥8 ως μικρό τιμωρημένο φύλλο – Νόμος 58Β2."
    ]
    assert panel.lines("violations") == []


def test_law58_the_designated_card_played_is_no_violation(qtbot: QtBot, translators: Translators) -> None:
    """West designated ♥9 as his card to trick 2 (58B2) and the ♥8 became a minor penalty card: applying the
    ruling plays the ♥9, before the penalty card exists, so it is no violation of Law 50C."""
    translators.set_language("el")
    ws, _ = simultaneous_play_applied(qtbot)
    doc = ws.document
    play = doc.play
    assert play is not None
    if not any(isinstance(e, Play) and e.card == Card.parse("H9") for e in play.events):
        doc.set_play(play.add(Play(Seat.W, Card.parse("H9"))))  # the designated card, as the ruling says
    assert ws.wizard.table_panel.lines("violations") == [], (
        "West's designated ♥9 (Law 58B2) is flagged as played against his minor penalty card ♥8 (Law 50C)"
    )


def test_law59_east_must_follow_suit_with_any_heart(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law59-inability-to-play.json")
    wizard = ws.wizard
    before = ws.document.record.play
    start_kind(qtbot, wizard, "unable to lead or play as required")
    assert asked(wizard) == "law59.why"  # East is next to play: the record shows who
    assert wizard.question_text.text() == "Why can East not comply?"
    answer(qtbot, wizard, Inability.MUST_FOLLOW)
    english, greek = read_both(qtbot, wizard)
    assert "Laws 59, 44C" in english
    assert "East may play any card that is otherwise legal (Law 59)." in english
    assert "No rectification: he must follow suit, and that comes before the rectification (Law 44C)." in english
    assert "Η Ανατολή μπορεί να παίξει οποιοδήποτε φύλλο κατά τα άλλα νόμιμο – Νόμος 59." in greek
    assert wizard.option_buttons == {}
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.session.applied_result is not None
    assert ws.document.record.play == before  # nothing taken back, nothing placed
    panel = wizard.table_panel
    assert panel.lines("penalty_cards") == [] and panel.lines("restrictions") == []


def test_law60_south_follows_easts_lead_out_of_turn(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law60-play-after-illegal-play.json")
    wizard = ws.wizard
    detected = [wizard.detected.item(i).text() for i in range(wizard.detected.count())]
    assert detected == ["lead out of turn, trick 2"]  # East's ♦5 when North was on lead
    start_kind(qtbot, wizard, "play after an illegal play")
    # Who led out of turn and that South, the next player, followed: read off the record, nothing asked.
    assert wizard.session.question is None
    english, greek = read_both(qtbot, wizard)
    assert "Laws 60A1, 60A2" in english
    assert (
        "No rectification: a player of the non-offending side played after it before the ruling, so the right "
        "to rectification is lost (Law 60A1)."
    ) in english
    assert "East's irregular card counts as played in turn (Law 60A2)." in english
    assert "το δικαίωμα επανόρθωσης χάνεται – Νόμος 60Α1" in greek
    assert "θεωρείται ότι παίχτηκε κανονικά στη σειρά του – Νόμος 60Α2" in greek
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    play = ws.document.record.play
    assert play is not None
    # The lead stands: East's ♦5 and South's ♦A stay in trick 2, West plays next.
    assert play.events[-2:] == (Play(Seat.E, Card.parse("D5")), Play(Seat.S, Card.parse("DA")))
    assert play.state.next_seat is Seat.W
    panel = wizard.table_panel
    assert panel.lines("penalty_cards") == [] and panel.lines("restrictions") == []
