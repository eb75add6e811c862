"""packaging/windows/tdcompanion.iss, the Inno Setup script (it cannot be compiled here): per-user, with no
administrator rights; a Start-menu entry; .pbn and .lin opening the program with the file; what it installs
is what tdcompanion.spec builds."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ISS = ROOT / "packaging" / "windows" / "tdcompanion.iss"
SPEC = ROOT / "tdcompanion.spec"


@dataclass
class Script:
    defines: dict[str, str]
    sections: dict[str, list[str]]

    def setup(self) -> dict[str, str]:
        return dict(line.split("=", 1) for line in self.sections["Setup"])

    def entries(self, section: str) -> list[dict[str, str]]:
        return [parameters(line) for line in self.sections[section]]


def expand(text: str, defines: dict[str, str]) -> str:
    """``{#Name}`` replaced as the preprocessor does (left as it is when not a plain string define)."""
    return re.sub(r"\{#(\w+)\}", lambda m: defines.get(m.group(1), m.group(0)), text)


def read_script(path: Path = ISS) -> Script:
    """The preprocessor's plain ``#define Name "value"`` lines and each section's lines (comments left out)."""
    defines: dict[str, str] = {}
    sections: dict[str, list[str]] = {}
    current = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if match := re.fullmatch(r'#define (\w+) "([^"]*)"', line):
            defines[match.group(1)] = match.group(2)
        elif line.startswith("#"):
            continue
        elif match := re.fullmatch(r"\[(\w+)\]", line):
            current = match.group(1)
            sections[current] = []
        else:
            assert current is not None, f"a line before any section: {line}"
            sections[current].append(expand(line, defines))
    return Script(defines, sections)


def parameters(line: str) -> dict[str, str]:
    """The parameters of an entry (``Name: value; Name: "a quoted value"``, ``""`` a quote in a quoted one)."""
    found = {}
    for match in re.finditer(r'\s*(\w+):\s*("(?:[^"]|"")*"|[^;]*)\s*(?:;|$)', line):
        value = match.group(2).strip()
        if value.startswith('"'):
            value = value[1:-1].replace('""', '"')
        found[match.group(1)] = value
    return found


def spec_names() -> tuple[str, str]:
    text = SPEC.read_text(encoding="utf-8")
    name = re.search(r'^NAME = "([^"]+)"', text, re.M)
    cli = re.search(r'^CLI_NAME = "([^"]+)"', text, re.M)
    assert name is not None and cli is not None
    assert re.search(r"COLLECT\([^)]*name=NAME", text, re.S), "the bundle folder is named NAME"
    return name.group(1), cli.group(1)


@pytest.fixture(scope="module")
def script() -> Script:
    return read_script()


def test_the_entries_are_read_as_inno_setup_reads_them() -> None:
    assert parameters('Root: HKCU; Subkey: "a\\b"; ValueData: """{app}\\x.exe"" ""%1"""; Flags: uninsdeletekey') == {
        "Root": "HKCU", "Subkey": "a\\b", "ValueData": '"{app}\\x.exe" "%1"', "Flags": "uninsdeletekey"}  # fmt: skip


def test_it_installs_for_the_current_user_without_administrator_rights(script: Script) -> None:
    setup = script.setup()
    assert setup["PrivilegesRequired"] == "lowest"
    assert "PrivilegesRequiredOverridesAllowed" not in setup  # no way to an all-users install
    assert setup["DefaultDirName"].startswith(("{autopf}", "{userpf}"))
    assert setup["ChangesAssociations"] == "yes"
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert setup["AppVersion"] == "{#AppVersion}"  # given by the workflow, or the program's version resource


def test_the_files_it_takes_are_the_ones_the_spec_builds(script: Script) -> None:
    name, cli = spec_names()
    assert script.defines["AppExe"] == f"{name}.exe"
    assert script.defines["CliExe"] == f"{cli}.exe"
    assert script.defines["Bundle"] == f"..\\..\\dist\\{name}"
    sources = [entry["Source"] for entry in script.entries("Files")]
    bundle = script.defines["Bundle"]
    # PyInstaller's one-folder layout: the executables beside _internal, which holds the rest.
    assert sources == [f"{bundle}\\{name}.exe", f"{bundle}\\{cli}.exe", f"{bundle}\\_internal\\*"]
    assert "recursesubdirs" in script.entries("Files")[2]["Flags"]
    setup = script.setup()
    for key in ("SetupIconFile",):
        assert (ISS.parent / setup[key].replace("\\", "/")).is_file(), key
    assert setup["OutputDir"] == "..\\..\\dist"


def test_a_start_menu_entry_starts_the_program(script: Script) -> None:
    icons = script.entries("Icons")
    assert {"Name": "{autoprograms}\\TD Companion", "Filename": "{app}\\tdcompanion.exe"}.items() <= icons[0].items()


@pytest.mark.parametrize("extension", [".pbn", ".lin"])
def test_the_file_type_opens_the_program_with_the_file(script: Script, extension: str) -> None:
    entries = script.entries("Registry")
    assert all(entry["Root"] == "HKCU" and entry["Subkey"].startswith("Software\\Classes\\") for entry in entries)
    by_key = {(e["Subkey"].removeprefix("Software\\Classes\\"), e["ValueName"]): e for e in entries}
    progid = f"TDCompanion.{extension[1:]}"
    default = by_key[(extension, "")]
    assert default["ValueData"] == progid
    assert "uninsdeletevalue" in default["Flags"]  # the uninstaller takes the association away
    assert "uninsdeletekey" in by_key[(progid, "")]["Flags"]  # and the whole file type
    assert by_key[(f"{progid}\\shell\\open\\command", "")]["ValueData"] == '"{app}\\tdcompanion.exe" "%1"'
    assert by_key[(f"{progid}\\DefaultIcon", "")]["ValueData"] == "{app}\\tdcompanion.exe,0"
    assert by_key[(f"{extension}\\OpenWithProgids", progid)]["Flags"] == "uninsdeletevalue"


def test_the_version_comes_from_the_package() -> None:
    """The workflow gives iscc tdcompanion.__version__; without it the script reads the program's version
    resource, which the spec writes from the same line of tdcompanion/__init__.py."""
    text = ISS.read_text(encoding="utf-8")
    assert "#ifndef AppVersion" in text and "GetVersionNumbersString" in text
    spec = SPEC.read_text(encoding="utf-8")
    assert '(ROOT / "tdcompanion" / "__init__.py")' in spec and "version=version_info(name)" in spec
    workflow = (ROOT / ".github" / "workflows" / "bundle.yml").read_text(encoding="utf-8")
    assert "print(tdcompanion.__version__)" in workflow
    assert '& $iscc "/DAppVersion=$version" packaging\\windows\\tdcompanion.iss' in workflow
