"""``tdcompanion incidents list|show|export`` on an incidents folder, headless."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.cli import main
from tdcompanion.core import incident as incident_file
from tdcompanion.core import pbn
from tdcompanion.core.incident_info import IncidentInfo, IncidentStatus
from tdcompanion.storage.incident_store import IncidentStore

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    store = IncidentStore(tmp_path / "incidents")
    revoke = incident_file.load(EXAMPLES / "law64-revoke.json")
    store.save(replace(revoke, id=None, info=replace(revoke.info, session="Τρίτη βράδυ"), note="Ρενόνς στη λεβέ 3"))
    lead = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    store.save(replace(lead, id=None, info=IncidentInfo(session="Monday", table="4"), status=IncidentStatus.CLOSED))
    (store.folder / "broken.json").write_text('{"format": "tdcompanion-incident", "schema_', encoding="utf-8")
    return store.folder


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_shows_every_file_with_the_unreadable_one_and_its_reason(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "incidents", "--folder", str(folder), "list")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3
    assert any(line.startswith("broken.json\tUNREADABLE: ") for line in lines)
    assert any("Τρίτη βράδυ" in line and "revoke (63B, 64A1, 64C)" in line for line in lines)


def test_list_searches_without_accents_and_filters(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "incidents", "--folder", str(folder), "list", "--search", "ρενονς", "--json")
    (found,) = json.loads(out)
    assert found["session"] == "Τρίτη βράδυ" and found["error"] is None
    _, out, _ = run(capsys, "incidents", "--folder", str(folder), "list", "--status", "closed", "--json")
    (closed,) = json.loads(out)
    assert closed["session"] == "Monday" and closed["table"] == "4"


def test_show_prints_the_directors_record_and_the_ruling_in_greek(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = run(capsys, "incidents", "--folder", str(folder), "list", "--search", "ρενονς", "--json")
    incident_id = json.loads(out)[0]["id"]
    code, out, _ = run(capsys, "incidents", "--folder", str(folder), "show", incident_id[:10], "--lang", "el")
    assert code == 0
    assert "Ημερίδα: Τρίτη βράδυ" in out
    assert "64A1" in out
    code, out, _ = run(capsys, "incidents", "--folder", str(folder), "show", incident_id, "--json")
    assert incident_file.loads(out).id == incident_id


def test_export_writes_pbn_json_and_html(folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = sorted(p.name for p in folder.glob("*.json") if p.name != "broken.json" and not p.name.startswith("."))
    out_dir = tmp_path / "out"
    code, out, _ = run(capsys, "incidents", "--folder", str(folder), "export", *names, "--output", str(out_dir))
    assert code == 0
    written = [Path(line) for line in out.splitlines()]
    assert [p.suffix for p in written] == [".pbn", ".pbn"]
    boards = [pbn.loads(p.read_text(encoding="utf-8"))[0] for p in written]
    originals = [incident_file.load(folder / name) for name in names]
    assert [b.deal for b in boards] == [i.record.deal for i in originals]
    code, out, _ = run(capsys, "incidents", "--folder", str(folder), "export", names[0], "--format", "html",
                       "--lang", "el", "--output", str(out_dir))  # fmt: skip
    html = Path(out.strip()).read_text(encoding="utf-8")
    assert code == 0 and "<html" in html.lower() and "Αναφορά συμβάντος" in html
    code, out, _ = run(capsys, "incidents", "--folder", str(folder), "export", names[0], "--format", "json",
                       "--output", str(out_dir))  # fmt: skip
    assert incident_file.load(Path(out.strip())) == originals[0]


@pytest.mark.parametrize("command", ["show", "export"])
def test_an_unknown_or_unreadable_incident_is_reported(folder: Path, command: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    code, _, err = run(capsys, "incidents", "--folder", str(folder), command, "no-such-id")
    assert code == 2 and "no-such-id" in err
    code, _, err = run(capsys, "incidents", "--folder", str(folder), command, "broken.json")
    assert code == 2 and "broken.json" in err and "line 1, column" in err
    assert (folder / "broken.json").read_text(encoding="utf-8").endswith("schema_")


@pytest.mark.parametrize(("chosen", "said"), [({"law25.bogus": "law25.withdraw_call"}, "no choice 'law25.bogus'"),
                                              ({"law25.lho_choice": "law25.bogus"}, "no option 'law25.bogus'")])
def test_show_reports_a_choice_the_ruling_does_not_offer(folder: Path, chosen: dict[str, str], said: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    """The file does not store the ruling (so the reader cannot check the choice): the replay finds it."""
    document = json.loads((EXAMPLES / "law25-change-of-call.json").read_text(encoding="utf-8"))
    ruling = document["rulings"][0]
    del ruling["ruling"], ruling["by"]
    ruling["chosen"] = chosen
    path = folder / "unknown-choice.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    for extra in ((), ("--json",), ("--lang", "el")):
        code, out, err = run(capsys, "incidents", "--folder", str(folder), "show", path.name, *extra)
        assert code == 2 and not out
        assert err.startswith(f"{path}: $.rulings[0].chosen: ") and said in err


def test_show_names_the_sides_in_the_language_asked(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = IncidentStore(folder)
    (path,) = [e.path for e in store.entries() if e.session == "Τρίτη βράδυ"]
    inc = store.load(path)
    from tdcompanion.core.incident_info import Statements

    store.save(replace(inc, statements=Statements(ns="Ο Δύση δεν είχε πίκα", ew="Είχε")), path)
    _, out, _ = run(capsys, "incidents", "--folder", str(folder), "show", path.name, "--lang", "el")
    assert "Καταθέσεις ΒΝ: Ο Δύση δεν είχε πίκα" in out and "Καταθέσεις ΑΔ: Είχε" in out
    _, out, _ = run(capsys, "incidents", "--folder", str(folder), "show", path.name)
    assert "N-S: Ο Δύση δεν είχε πίκα" in out


def test_output_cut_short_by_a_pipe_ends_quietly(folder: Path) -> None:
    import subprocess
    import sys

    for _ in range(3000):  # enough lines that the pipe closes while the list is being written
        (folder / f"copy-{_:04d}.json").write_bytes((folder / "broken.json").read_bytes())
    code = "import sys; from tdcompanion.cli import main; sys.exit(main(sys.argv[1:]))"
    proc = subprocess.Popen([sys.executable, "-c", code, "incidents", "--folder", str(folder), "list"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()  # as `| head -1` does
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err
