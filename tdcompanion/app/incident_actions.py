"""The main window's incident commands: save the incident in hand, reopen one from the folder,
recover the ones a crash left unsaved, choose and open the incidents folder, and ask before
quitting with incidents not saved. Loaded on first use, so start-up pays nothing for them; they act on
the window through :class:`~tdcompanion.app.window_api.WindowAPI`."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tdcompanion.app.board_files import LoadedBoard
from tdcompanion.app.board_list import BoardEntry
from tdcompanion.app.window_api import INCIDENT_TAB
from tdcompanion.core.incident import Incident
from tdcompanion.core.laws import Lawbook
from tdcompanion.models.incident_draft import IncidentDraft, draft_of
from tdcompanion.models.ruling_session import RulingSession
from tdcompanion.models.text import arg, interface_language
from tdcompanion.storage.drafts import Draft
from tdcompanion.wording.rule_text import refusal_text

if TYPE_CHECKING:
    from tdcompanion.app.window_api import WindowAPI


def current_draft(window: WindowAPI) -> IncidentDraft:
    from tdcompanion.widgets.board_workspace import session_of

    return draft_of(session_of(window.current_entry.document))


def save_current(window: WindowAPI) -> Path | None:
    """Save the incident of the board shown; say so in the status bar."""
    draft = current_draft(window)
    window.workspace.commit_details()
    if draft.incident() is None:
        _no_incident(window, QCoreApplication.translate("IncidentActions", "Save Incident"))
        return None
    problems = window.workspace.details.problems()
    if problems:
        window.workspace.show_tab(INCIDENT_TAB)
        text = arg(QCoreApplication.translate("IncidentActions", "The incident was not saved: %1"), "; ".join(problems))
        QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("IncidentActions", "Save Incident"), text,
                    parent=window.window()).exec()  # fmt: skip
        return None
    path = window.keeper.save(draft, window.window())
    if path is not None:
        saved = QCoreApplication.translate("IncidentActions", "Incident saved: %1")
        window.statusBar().showMessage(arg(saved, str(path)), 8000)
    return path


def _no_incident(window: WindowAPI, title: str) -> None:
    text = QCoreApplication.translate(
        "IncidentActions",
        "There is no incident on this board yet: choose the irregularity in the Irregularity tab first.")
    QMessageBox(QMessageBox.Icon.Information, title, text, parent=window.window()).exec()


def report_current(window: WindowAPI, *, printing: bool) -> bool:
    """The report of the incident of the board shown, in the interface language: printed, or saved as a PDF."""
    window.workspace.commit_details()
    incident = current_draft(window).incident()
    if incident is None:
        _no_incident(window, QCoreApplication.translate("IncidentActions", "Incident Report"))
        return False
    from tdcompanion.widgets.report_output import print_report, save_pdf
    from tdcompanion.wording.report import incident_html, report_file_name

    html = incident_html(incident, window.translators.language)
    if printing:
        return print_report(window.window(), html)
    return save_pdf(window.window(), html, report_file_name(incident)) is not None


def open_incident(window: WindowAPI, incident: Incident, path: Path | None) -> BoardEntry:
    """Show ``incident`` (read from ``path``, or recovered) on a board of its own, with its ruling
    redone in the wizard and its Director's record in the form. An incident already open is shown."""
    for entry in window.board_list.entries():
        if path is not None and entry.is_open:
            from tdcompanion.widgets.board_workspace import session_of

            if draft_of(session_of(entry.document)).path == path:
                window.show_entry(entry)
                return entry
    record = incident.record
    board = dataclasses.replace(record.board, event=incident.info.event or None, date=incident.info.date or None)
    entry = BoardEntry(LoadedBoard(board, record.auction, record.play), None)
    document = entry.document
    session = RulingSession(document.record.for_laws, document, table=incident.table,
                            lawbook=Lawbook.named(incident.lawbook))  # fmt: skip
    draft = draft_of(session)
    draft.reopen(incident, path)
    window.keeper.watch(draft)
    window.board_list.add_entry(entry)
    window.show_entry(entry)
    window.workspace.show_ruling()
    story = incident.replay()
    if story.failed is not None:
        text = arg(QCoreApplication.translate(
            "IncidentActions",
            "Ruling %1 of this incident cannot be ruled again as it was saved: the record or the facts do not "
            "agree with it. It is kept in the file as it is, with the rulings after it, but the wizard shows "
            "the story only up to the ruling before it."), str(story.failed + 1))  # fmt: skip
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("IncidentActions", "Open Incident"),
                          text, parent=window)  # fmt: skip
        if story.error is not None:  # why: the facts, the record, or a choice the ruling does not offer
            box.setInformativeText(refusal_text(story.error.reason, dict(story.error.params), interface_language()))
        box.exec()
    return entry


def open_incident_file(window: WindowAPI, path: Path) -> BoardEntry | None:
    incident = window.keeper.load(path, window.window())
    return open_incident(window, incident, path) if incident is not None else None


def recover(window: WindowAPI) -> int:
    """Offer the incidents a crash left unsaved; the number recovered."""
    drafts = window.keeper.orphans()
    if not drafts:
        return 0
    readable = [d for d in drafts if d.incident is not None]
    title = QCoreApplication.translate("IncidentActions", "Recover Incidents")
    text = arg(QCoreApplication.translate(
        "IncidentActions",
        "TD Companion did not close properly last time. Incidents with changes that were not saved: %1."),
        str(len(drafts)))  # fmt: skip
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=window.window())
    box.setInformativeText(QCoreApplication.translate(
        "IncidentActions",
        "Recover them now? Recovered incidents open on boards of their own; save each one to keep it. "
        "Discarded changes cannot be brought back."))  # fmt: skip
    details = [_draft_line(window, d) for d in drafts]
    box.setDetailedText("\n".join(details))
    roles = QMessageBox.ButtonRole
    recover_button = box.addButton(QCoreApplication.translate("IncidentActions", "&Recover"), roles.AcceptRole)
    discard_button = box.addButton(QCoreApplication.translate("IncidentActions", "&Discard"), roles.DestructiveRole)
    box.addButton(QCoreApplication.translate("IncidentActions", "Ask &Later"), roles.RejectRole)
    box.setDefaultButton(recover_button)
    box.exec()
    clicked = box.clickedButton()
    if clicked is discard_button:
        for draft in readable:
            window.keeper.discard(draft)
        return 0
    if clicked is not recover_button:
        return 0
    for draft in readable:
        assert draft.incident is not None
        open_incident(window, draft.incident, draft.incident_path)
        window.keeper.discard(draft)
    window.keeper.write_drafts()  # what was recovered is safe again at once
    return len(readable)


def _draft_line(window: WindowAPI, draft: Draft) -> str:
    if draft.incident is None:
        text = QCoreApplication.translate("IncidentActions", "%1: cannot be read (%2); it is left where it is")
        return arg(text, draft.path.name, draft.error or "")
    board = draft.incident.record.number
    text = QCoreApplication.translate("IncidentActions", "Board %1, saved as a draft at %2")
    return arg(text, str(board) if board is not None else "?", draft.saved)


def open_folder(window: WindowAPI) -> bool:
    folder = window.keeper.folder
    folder.mkdir(parents=True, exist_ok=True)
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def choose_folder(window: WindowAPI) -> Path | None:
    title = QCoreApplication.translate("IncidentActions", "Incidents Folder")
    chosen = QFileDialog.getExistingDirectory(window.window(), title, str(window.keeper.folder))
    if not chosen:
        return None
    window.settings.incidents_folder = chosen
    window.keeper.set_folder(Path(chosen))
    kept = QCoreApplication.translate("IncidentActions", "Incidents are now kept in %1")
    window.statusBar().showMessage(arg(kept, chosen), 8000)
    return Path(chosen)


def confirm_quit(window: WindowAPI) -> bool:
    """With incidents not saved, ask: save them, discard them, or stay. True to go on quitting."""
    keeper = window.keeper_if_made
    if keeper is None:
        return True
    if window.workspace_if_made is not None:
        window.workspace_if_made.commit_details()
    unsaved = keeper.unsaved()
    if not unsaved:
        keeper.discard_drafts()
        return True
    title = QCoreApplication.translate("IncidentActions", "Quit TD Companion")
    text = arg(QCoreApplication.translate("IncidentActions", "Incidents with changes that were not saved: %1."),
               str(len(unsaved)))  # fmt: skip
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=window.window())
    box.setInformativeText(QCoreApplication.translate("IncidentActions", "Save them before quitting?"))
    buttons = QMessageBox.StandardButton
    box.setStandardButtons(buttons.SaveAll | buttons.Discard | buttons.Cancel)
    box.setDefaultButton(buttons.SaveAll)
    answer = box.exec()
    if answer == buttons.Cancel.value:
        return False
    if answer == buttons.SaveAll.value:
        return all(keeper.save(draft, window.window()) is not None for draft in unsaved)
    keeper.discard_drafts()
    return True
