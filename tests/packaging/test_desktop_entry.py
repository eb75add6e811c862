"""The Linux desktop entry (resources/tdcompanion.desktop) and the MIME types it names
(resources/tdcompanion-mime.xml, shared-mime-info): PBN and LIN files open in TD Companion."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "resources" / "tdcompanion.desktop"
MIME = ROOT / "resources" / "tdcompanion-mime.xml"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
TYPES = {"application/x-bridge-pbn": "*.pbn", "application/x-bridge-lin": "*.lin"}


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def mime_types() -> dict[str, list[str]]:
    root = ET.parse(MIME).getroot()
    assert root.tag == "{%s}mime-info" % NS["m"]  # noqa: UP031
    return {t.attrib["type"]: [g.attrib["pattern"] for g in t.findall("m:glob", NS)]
            for t in root.findall("m:mime-type", NS)}  # fmt: skip


def test_the_mime_types_are_pbn_and_lin() -> None:
    assert mime_types() == {kind: [glob] for kind, glob in TYPES.items()}


def test_the_desktop_entry_opens_both() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert [t for t in entry["MimeType"].split(";") if t] == list(TYPES)
    assert entry["Terminal"] == "false"
    assert "%F" in entry["Exec"] or "%f" in entry["Exec"]  # the files opened are given to the program


def test_the_desktop_entry_names_a_program_and_an_icon_that_exist() -> None:
    entry = desktop_entry()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    programs = {*scripts["scripts"], *scripts["gui-scripts"]}
    assert entry["Exec"].split()[0] in programs
    assert (ROOT / "resources" / f"{entry['Icon']}.png").is_file()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_desktop_file_validate_finds_nothing() -> None:
    proc = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and proc.stdout == "", proc.stdout


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info is not installed")
def test_the_mime_database_takes_the_types(tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages)
    subprocess.run(["update-mime-database", str(tmp_path / "mime")], check=True, capture_output=True)
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    for kind, glob in TYPES.items():
        assert f"{kind}:{glob}" in globs
