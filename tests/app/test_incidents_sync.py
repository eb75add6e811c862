"""The incidents window on a folder that a sync engine (Syncthing, Nextcloud, git) changes behind the
app's back: files added, changed in place, deleted, downloaded under a temporary name and renamed over,
conflict copies, the folder deleted and made again, or made only after the window opened. The list and
the search show each change within a second (the waits below are generous for slow CI machines)."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app import folder_watch
from tdcompanion.app.incidents_window import IncidentsWindow
from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.models.incident_list_model import STATUS
from tdcompanion.storage.incident_store import IncidentStore, default_folder
from tdcompanion.storage.sync_copies import conflict_base
from tdcompanion.widgets.conflict_dialog import Choice, ConflictDialog, compare

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
WAIT_MS = 3000  # the refresh itself comes within folder_watch.LONGEST_WAIT_MS (1 s)


@pytest.fixture
def store() -> IncidentStore:
    store = IncidentStore(default_folder())
    lead = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    for table in ("1", "2"):
        store.save(replace(lead, id=None, info=replace(lead.info, table=table)))
    return store


@pytest.fixture
def incidents(window: MainWindow, store: IncidentStore, qtbot: QtBot) -> IncidentsWindow:
    shown = window.show_incidents()
    qtbot.waitExposed(shown)
    return shown


def files(store: IncidentStore) -> list[Path]:
    return sorted(p for p in store.folder.glob("*.json") if not p.name.startswith("."))


def listed(view: IncidentsWindow) -> list[str]:
    browser = view.browser
    return sorted(browser._entry_at(row).name for row in range(browser.proxy.rowCount()))


def search(view: IncidentsWindow, text: str) -> list[str]:
    view.browser.search.setText(text)
    return listed(view)


def edited(path: Path, note: str) -> bytes:
    """The file's incident with another note, as another Director's program would write it."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["note"] = note
    raw["revision"] += 1
    return json.dumps(raw, ensure_ascii=False, indent=1).encode()


def test_the_delays_are_within_a_second() -> None:
    assert folder_watch.DELAY_MS <= folder_watch.LONGEST_WAIT_MS <= 1000


def test_a_file_added_shows_up(incidents: IncidentsWindow, store: IncidentStore, qtbot: QtBot) -> None:
    first = files(store)[0]
    (store.folder / "2026-11-30_b01_feedbeef.json").write_bytes(edited(first, "Ήρθε από τη Θεσσαλονίκη"))
    qtbot.waitUntil(lambda: len(listed(incidents)) == 3, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: search(incidents, "θεσσαλονικη") == ["2026-11-30_b01_feedbeef.json"], timeout=WAIT_MS)


def test_a_file_changed_in_place_shows_its_change(incidents: IncidentsWindow, store: IncidentStore,
                                                   qtbot: QtBot) -> None:  # fmt: skip
    path = files(store)[0]
    inode = path.stat().st_ino
    assert search(incidents, "ρενονς") == []
    with open(path, "r+b") as f:  # the same file, written over (no rename): a text editor, rsync --inplace
        data = edited(path, "Ρενόνς στη λεβέ 3")
        f.write(data)
        f.truncate(len(data))
    assert path.stat().st_ino == inode
    qtbot.waitUntil(lambda: search(incidents, "ρενονς") == [path.name], timeout=WAIT_MS)


def test_a_file_deleted_goes(incidents: IncidentsWindow, store: IncidentStore, qtbot: QtBot) -> None:
    gone, kept = files(store)
    gone.unlink()
    qtbot.waitUntil(lambda: listed(incidents) == [kept.name], timeout=WAIT_MS)


@pytest.mark.parametrize("temporary", [".syncthing.{}.tmp", "~syncthing~{}.tmp", ".{}.~8a1c0e", "{}.part"])
def test_a_download_renamed_over_a_file_shows_and_the_temporary_file_never_does(
    incidents: IncidentsWindow, store: IncidentStore, qtbot: QtBot, temporary: str
) -> None:
    path = files(store)[0]
    partial = store.folder / temporary.format(path.name)
    data = edited(path, "Κατέβηκε από τον συγχρονισμό")
    partial.write_bytes(data[: len(data) // 2])
    qtbot.wait(500)
    partial.write_bytes(data)
    assert partial.name not in listed(incidents)
    os.replace(partial, path)
    qtbot.waitUntil(lambda: search(incidents, "συγχρονισμο") == [path.name], timeout=WAIT_MS)
    assert len(search(incidents, "")) == 2


def test_a_conflict_copy_shows_as_a_conflict_of_its_incident(incidents: IncidentsWindow, store: IncidentStore,
                                                              qtbot: QtBot) -> None:  # fmt: skip
    path = files(store)[0]
    copy = path.with_name(f"{path.stem}.sync-conflict-20261130-201500-ABCDEFG.json")
    copy.write_bytes(edited(path, "Η άλλη εκδοχή"))
    assert conflict_base(copy.name) == path.name
    qtbot.waitUntil(lambda: incidents.browser.model.conflicts_of(path) == 1, timeout=WAIT_MS)
    assert len(listed(incidents)) == 2  # not a third incident
    incidents.browser.select_paths([path])
    assert incidents.browser.resolve_action.isEnabled()
    assert "conflict" in incidents.browser.model.data(incidents.browser.model.index(
        incidents.browser.model.row_of(path), STATUS)).lower()  # fmt: skip


def test_the_folder_deleted_and_made_again_is_followed(incidents: IncidentsWindow, store: IncidentStore,
                                                        qtbot: QtBot) -> None:  # fmt: skip
    saved = {p.name: p.read_bytes() for p in files(store)}
    shutil.rmtree(store.folder)
    qtbot.waitUntil(lambda: listed(incidents) == [], timeout=WAIT_MS)
    store.folder.mkdir()
    name, data = next(iter(saved.items()))
    (store.folder / name).write_bytes(data)
    qtbot.waitUntil(lambda: listed(incidents) == [name], timeout=WAIT_MS)
    other = store.folder / "2026-12-01_b02_0badcafe.json"
    other.write_bytes(data)
    qtbot.waitUntil(lambda: len(listed(incidents)) == 2, timeout=WAIT_MS)


def test_a_folder_made_after_the_window_opened_is_followed(window: MainWindow, tmp_path: Path,
                                                            qtbot: QtBot) -> None:  # fmt: skip
    folder = tmp_path / "shared" / "incidents"
    window.keeper.set_folder(folder)
    view = window.show_incidents()
    assert listed(view) == []
    lead = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    IncidentStore(folder).save(replace(lead, id=None))  # another program makes the folder, then the file
    qtbot.waitUntil(lambda: len(listed(view)) == 1, timeout=WAIT_MS)


def test_a_burst_of_changes_is_one_refresh_and_a_stream_of_them_does_not_hold_it_back(
    incidents: IncidentsWindow, store: IncidentStore, qtbot: QtBot
) -> None:
    refreshed: list[int] = []  # the list shown again (the app's own index cache written after it is no news)
    incidents.browser.model.modelReset.connect(lambda: refreshed.append(1))
    data = files(store)[0].read_bytes()
    for n in range(40):  # a sync engine bringing in a session's incidents at once
        (store.folder / f"2026-12-01_b{n:02d}_{n:08x}.json").write_bytes(data)
    qtbot.waitUntil(lambda: len(listed(incidents)) == 42, timeout=WAIT_MS)
    qtbot.wait(folder_watch.LONGEST_WAIT_MS)
    assert len(refreshed) == 1
    # Changes that keep coming (every 150 ms, less than the quiet delay) still refresh the list within
    # LONGEST_WAIT_MS of the first one, not only when they stop.
    refreshed.clear()
    for n in range(40, 50):
        (store.folder / f"2026-12-01_b{n:02d}_{n:08x}.json").write_bytes(data)
        qtbot.wait(150)
    assert refreshed, "no refresh while the changes kept coming"


@pytest.fixture
def conflicted(incidents: IncidentsWindow, store: IncidentStore, qtbot: QtBot) -> tuple[Path, Path]:
    """An incident and a Syncthing conflict copy holding another Director's version of it."""
    path = files(store)[0]
    copy = path.with_name(f"{path.stem}.sync-conflict-20261130-201500-ABCDEFG.json")
    copy.write_bytes(edited(path, "Η άλλη εκδοχή"))
    qtbot.waitUntil(lambda: incidents.browser.model.conflicts_of(path) == 1, timeout=WAIT_MS)
    return path, copy


def choosing(monkeypatch: pytest.MonkeyPatch, choice: Choice, seen: list[ConflictDialog]) -> None:
    def exec_(dialog: ConflictDialog) -> int:
        seen.append(dialog)
        dialog.choose(choice)
        return 1

    monkeypatch.setattr(ConflictDialog, "exec", exec_)


def test_the_conflict_dialog_compares_the_versions(incidents: IncidentsWindow, conflicted: tuple[Path, Path],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    path, copy = conflicted
    seen: list[ConflictDialog] = []
    choosing(monkeypatch, Choice.OPEN_OTHER, seen)
    incidents.browser.select_paths([path])
    incidents.browser.resolve_action.trigger()
    (dialog,) = seen
    rows = {r.label: r for r in compare(dialog.ours, dialog.other)}
    assert rows["Note"].differs and rows["Note"].theirs == "Η άλλη εκδοχή"
    assert rows["Revision"].differs and not rows["Status"].differs and not rows["Rulings"].differs
    assert rows["Kept by"].theirs == "Syncthing, ABCDEFG"
    assert "Note" in dialog.summary.text()
    assert incidents.main.workspace.draft.path == copy  # the other version opened


def test_keeping_this_file_trashes_the_copy(incidents: IncidentsWindow, conflicted: tuple[Path, Path],
                                            monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:  # fmt: skip
    path, copy = conflicted
    choosing(monkeypatch, Choice.KEEP_FILE, [])
    assert incidents.resolve_conflict(path, [copy]) is Choice.KEEP_FILE
    assert not copy.exists() and incidents.browser.model.conflicts_of(path) == 0
    assert [e.name for e in incidents.store.trashed()] == [copy.name]


def test_keeping_the_other_version_puts_it_in_the_files_place(incidents: IncidentsWindow,
                                                              conflicted: tuple[Path, Path],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    path, copy = conflicted
    choosing(monkeypatch, Choice.KEEP_OTHER, [])
    incidents.resolve_conflict(path, [copy])
    assert not copy.exists() and incidents.store.load(path).note == "Η άλλη εκδοχή"
    assert len(incidents.store.trashed()) == 2
    assert search(incidents, "εκδοχη") == [path.name]


def notices(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox, "incident-changed-elsewhere") if box.isVisible()]


def test_an_open_incident_saved_by_another_director_is_noticed_at_once(
    incidents: IncidentsWindow, window: MainWindow, store: IncidentStore, qtbot: QtBot
) -> None:
    path = files(store)[0]
    incidents.open_paths([path])
    draft = window.workspace.draft
    assert draft.path == path and notices(window) == []
    other = IncidentStore(store.folder)  # another Director's program, through the sync engine
    other.save(replace(other.load(path), note="Από τον άλλο Διαιτητή"), path)
    qtbot.waitUntil(lambda: len(notices(window)) == 1, timeout=WAIT_MS)
    (box,) = notices(window)
    assert path.name in box.text() and not box.isModal()
    box.close()
    qtbot.wait(folder_watch.LONGEST_WAIT_MS)
    assert notices(window) == []  # told once per change


def test_an_open_incident_deleted_elsewhere_is_noticed_and_own_saves_are_not(
    incidents: IncidentsWindow, window: MainWindow, store: IncidentStore, qtbot: QtBot
) -> None:
    path = files(store)[0]
    incidents.open_paths([path])
    draft = window.workspace.draft
    incident = draft.incident()
    assert incident is not None
    draft.set_director(replace(incident, note="Δική μου σημείωση"))
    assert window.keeper.save(draft) == path
    qtbot.wait(folder_watch.LONGEST_WAIT_MS + 200)
    assert notices(window) == []  # this window's own save is no news
    path.unlink()
    qtbot.waitUntil(lambda: len(notices(window)) == 1, timeout=WAIT_MS)
    assert "deleted" in notices(window)[0].text()


def test_a_conflict_copy_whose_incident_was_deleted_is_listed_with_a_note(
    incidents: IncidentsWindow, conflicted: tuple[Path, Path], qtbot: QtBot
) -> None:
    path, copy = conflicted
    path.unlink()  # another Director deleted the incident; the copy is all there is
    qtbot.waitUntil(lambda: copy.name in listed(incidents), timeout=WAIT_MS)
    model = incidents.browser.model
    status = model.data(model.index(model.row_of(copy), STATUS))
    assert path.name in status and "no longer in the folder" in status
    incidents.browser.select_paths([copy])
    assert incidents.browser.open_action.isEnabled() and not incidents.browser.resolve_action.isEnabled()


def test_a_file_git_could_not_merge_says_so(incidents: IncidentsWindow, store: IncidentStore, qtbot: QtBot) -> None:
    path = files(store)[0]
    ours, theirs = edited(path, "ours").decode(), edited(path, "theirs").decode()
    path.write_text(f"<<<<<<< HEAD\n{ours}\n=======\n{theirs}\n>>>>>>> origin/main\n", encoding="utf-8")
    qtbot.waitUntil(lambda: not incidents.browser.model.entry(incidents.browser.model.row_of(path)).readable,
                    timeout=WAIT_MS)  # fmt: skip
    incidents.browser.select_paths([path])
    assert "unresolved git merge" in incidents.browser.reason_label.text()
    assert not incidents.browser.open_action.isEnabled()


def test_a_file_changed_while_the_watches_are_being_set_up_is_caught_up(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(folder_watch, "_CHUNK", 1)  # 3 files: added over three turns of the event loop
    paths = [tmp_path / f"{n}.json" for n in range(3)]
    for path in paths:
        path.write_text("{}", encoding="utf-8")
    watch = folder_watch.FolderWatch()
    watch.watch(tmp_path)
    watch.watch_files([(p, p.stat().st_mtime_ns) for p in paths])
    assert watch.pending() == 3
    with open(paths[0], "r+b") as f:  # before its watch is set: no notice from the system
        f.write(b'{"a": 1}')
    with qtbot.waitSignal(watch.changed, timeout=WAIT_MS):
        pass
    assert watch.pending() == 0
