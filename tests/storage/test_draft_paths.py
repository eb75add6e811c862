"""A draft's recorded ``file`` is taken from the draft's contents: it is trusted only when it is a file of
the incidents folder itself (issue 20, "Paths"). A path with ``..``, an absolute path elsewhere, a link
that points out of the folder, or a file the store does not list is not the draft's incident file: the
incident is then found by its id, or saved as a new file."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.storage.drafts import DRAFT_KEY
from tdcompanion.storage.incident_store import IncidentStore
from tests.storage.store_samples import revoke
from tests.storage.test_store_hostile import orphan_draft


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "incidents"
    folder.mkdir()
    return folder


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file outside the incidents folder that looks like an incident (it is one)."""
    path = tmp_path / "elsewhere" / "x.json"
    path.parent.mkdir()
    path.write_bytes((Path(__file__).resolve().parents[2] / "examples" / "law64-revoke.json").read_bytes())
    return path


def recorded(folder: Path, file: str) -> Path | None:
    orphan_draft(folder, "crashed", file)
    [draft] = IncidentStore(folder).orphan_drafts()
    assert draft.incident is not None
    return draft.incident_path


def test_a_path_with_dot_dots_out_of_the_folder_is_not_trusted(folder: Path, outside: Path) -> None:
    assert recorded(folder, str(folder / ".." / "elsewhere" / "x.json")) is None


def test_a_relative_path_is_not_taken_from_the_working_folder(folder: Path, outside: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    monkeypatch.chdir(folder)
    assert recorded(folder, "../elsewhere/x.json") is None
    assert recorded(folder, "../../etc/x") is None


def test_an_absolute_path_elsewhere_is_not_trusted(folder: Path, outside: Path) -> None:
    assert recorded(folder, str(outside)) is None


def test_a_link_in_the_folder_pointing_out_of_it_is_not_trusted(folder: Path, outside: Path) -> None:
    link = folder / "2026-11-23_b07_1a2b3c4d.json"
    link.symlink_to(outside)
    assert recorded(folder, str(link)) is None


@pytest.mark.parametrize("name", [".drafts/other.json", ".trash/x.json", "notes.txt", ".hidden.json", "sub/x.json"])
def test_a_file_the_folder_does_not_list_is_not_trusted(folder: Path, name: str) -> None:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}", encoding="utf-8")
    assert recorded(folder, str(path)) is None


@pytest.mark.parametrize("file", ["x\0.json", "x" * 10_000 + ".json", "/"])
def test_a_path_the_system_cannot_take_is_not_trusted(folder: Path, file: str) -> None:
    assert recorded(folder, file) is None


def test_a_hostile_path_falls_back_to_the_incident_s_own_file(folder: Path, outside: Path) -> None:
    store = IncidentStore(folder)
    saved, path = store.save(revoke())
    draft = orphan_draft(folder, "crashed", str(outside))
    document = json.loads(draft.read_text(encoding="utf-8"))
    document.update(id=saved.id, revision=saved.revision)
    draft.write_text(json.dumps(document), encoding="utf-8")
    [found] = IncidentStore(folder).orphan_drafts()
    assert found.incident_path == path  # found by its id, in the folder


def test_a_file_of_the_folder_is_trusted_however_it_is_spelled(folder: Path, tmp_path: Path) -> None:
    store = IncidentStore(folder)
    _saved, path = store.save(revoke())
    assert recorded(folder, str(path)) == path
    assert recorded(folder, str(folder / ".drafts" / ".." / path.name)) == path
    alias = tmp_path / "alias"
    alias.symlink_to(folder)  # the same folder under another name
    assert recorded(folder, str(alias / path.name)) == path
    inside = folder / "link.json"
    inside.symlink_to(path)  # a link to a file of the folder: that file
    assert recorded(folder, str(inside)) == path


def test_recovering_a_draft_with_a_hostile_path_never_writes_outside(folder: Path, outside: Path) -> None:
    before = outside.read_bytes()
    orphan_draft(folder, "crashed", str(outside))
    store = IncidentStore(folder)
    [draft] = store.orphan_drafts()
    assert draft.incident is not None and draft.incident_path is None
    _saved, path = store.save(replace(draft.incident, note="recovered"), draft.incident_path)
    assert path.parent == folder
    assert outside.read_bytes() == before
    assert DRAFT_KEY not in json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def maze(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An incidents folder with files in and out of it, a sub-folder, and links in and out."""
    root = tmp_path_factory.mktemp("maze")
    folder = root / "incidents"
    for name in ("incidents/a.json", "incidents/b.json", "incidents/sub/a.json", "incidents/.drafts/x.json",
                 "incidents/.hidden.json", "incidents/notes.txt", "out.json"):  # fmt: skip
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("{}", encoding="utf-8")
    (folder / "in.json").symlink_to(folder / "a.json")
    (folder / "link.json").symlink_to(root / "out.json")
    (folder / "up").symlink_to(root)
    return folder


@given(parts=st.lists(st.sampled_from(["..", ".", "", "a.json", "b.json", "in.json", "link.json", "out.json", "up",
                                       "sub", ".drafts", "x.json", ".hidden.json", "notes.txt", "incidents"]),
                      min_size=1, max_size=6),
       start=st.sampled_from(["", "folder", "/"]))  # fmt: skip
def test_only_a_listed_file_of_the_folder_is_ever_trusted(maze: Path, parts: list[str], start: str) -> None:
    text = "/".join(parts)
    path = Path({"": "", "folder": str(maze) + "/", "/": "/"}[start] + text)
    found = IncidentStore(maze).file_of_folder(path)
    if found is not None:
        assert found.parent == maze and found.name in {"a.json", "b.json"}
        assert found.resolve().parent == maze.resolve()
