"""The .ts files: complete, clean, and in step with the code; Qt's strings we translate are Qt's."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
APP_TS = ["tdcompanion_el.ts", "tdcompanion_en.ts"]
PLACEHOLDER = re.compile(r"%(?:[1-9]|n)")

sys.path.insert(0, str(ROOT / "scripts"))
import build_translations  # noqa: E402

Key = tuple[str, str, str]  # context, source, disambiguation


def messages(ts: Path) -> dict[Key, ET.Element]:
    found: dict[Key, ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


def translations(message: ET.Element) -> list[str]:
    element = message.find("translation")
    assert element is not None
    forms = element.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [element.text or ""]


@pytest.fixture(scope="module")
def fresh_keys(tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[Key]]:
    """What lupdate extracts from the code now, run on copies of the committed .ts files."""
    out = tmp_path_factory.mktemp("lupdate")
    copies = [Path(shutil.copy(TS_DIR / name, out / name)) for name in APP_TS]
    subprocess.run(
        build_translations.lupdate_command(copies), check=True, capture_output=True, cwd=ROOT, timeout=300
    )
    return {ts.name: set(messages(ts)) for ts in copies}


def hidden_texts(path: Path) -> list[str]:
    """``tr``/``translate`` calls whose context or text is not a literal: lupdate cannot see those strings."""
    hidden = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        literal_args = {"tr": 1, "translate": 2}.get(name, 0)
        if name == "translate" and len(node.args) < 2:  # str.translate(table)
            continue
        args = node.args[:literal_args]
        if any(not (isinstance(a, ast.Constant) and isinstance(a.value, str)) for a in args):
            hidden.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return hidden


@pytest.mark.parametrize("path", sorted((ROOT / "tdcompanion").rglob("*.py")), ids=lambda p: p.name)
def test_every_translated_text_is_a_literal(path: Path) -> None:
    """A wrapper such as ``_tr(text)`` hides its strings from lupdate: they would stay English."""
    assert hidden_texts(path) == []


@pytest.mark.parametrize("name", APP_TS)
def test_ts_matches_the_code(name: str, fresh_keys: dict[str, set[Key]]) -> None:
    committed = set(messages(TS_DIR / name))
    assert fresh_keys[name] - committed == set(), "strings in the code missing from the .ts: run --update"
    assert committed - fresh_keys[name] == set(), "strings in the .ts that left the code: run --update"


@pytest.mark.parametrize("name", [*APP_TS, "qtbase_el.ts"])
def test_every_entry_is_finished_and_filled(name: str) -> None:
    for key, message in messages(TS_DIR / name).items():
        element = message.find("translation")
        assert element is not None
        assert element.get("type") not in ("unfinished", "obsolete", "vanished"), key
        assert all(text.strip() for text in translations(message)), key


@pytest.mark.parametrize("name", ["tdcompanion_el.ts", "qtbase_el.ts"])
def test_placeholders_survive_translation(name: str) -> None:
    for (context, source, comment), message in messages(TS_DIR / name).items():
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in translations(message):
            assert sorted(set(PLACEHOLDER.findall(text))) == wanted, (context, source, comment, text)


def test_greek_has_two_plural_forms() -> None:
    for key, message in messages(TS_DIR / "tdcompanion_el.ts").items():
        if message.get("numerus") == "yes":
            assert len(translations(message)) == 2, key


def test_mnemonics_kept() -> None:
    """A menu text with an ``&`` shortcut keeps exactly one in Greek."""
    for key, message in messages(TS_DIR / "tdcompanion_el.ts").items():
        if "&" in key[1] and not key[1].startswith("PBN files"):
            assert all(text.count("&") == 1 for text in translations(message)), key


def test_qtbase_sources_are_qt_own() -> None:
    """Each string of our qtbase_el.ts exists in Qt (Qt's German catalogue translates it)."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    german = QTranslator()
    if not german.load("qtbase_de", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        pytest.skip("Qt's German catalogue is not installed")
    unknown = [key for key in messages(TS_DIR / "qtbase_el.ts") if not german.translate(key[0], key[1], key[2] or None)]
    assert unknown == []


def test_build_compiles_every_catalogue(tmp_path: Path) -> None:
    from PySide6.QtCore import QTranslator

    written = build_translations.build(tmp_path)
    assert sorted(q.name for q in written) == sorted(ts.with_suffix(".qm").name for ts in TS_DIR.glob("*.ts"))
    greek = QTranslator()
    assert greek.load(str(tmp_path / "tdcompanion_el.qm"))
    assert greek.translate("MainWindow", "&File") == "&Αρχείο"
