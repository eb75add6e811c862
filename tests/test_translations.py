"""The catalogues (``translations/<lang>.po``): in step with the code, complete, and read as gettext reads them.

One catalogue per language holds every text the program shows: the rulings' sentences, the interface's
labels and the Qt dialogs' own texts (issue 18). These tests hold it to the code (nothing missing,
nothing left over, nothing untranslated), hold each translation to its English (the same parameters,
the same ``%1``/``%n`` placeholders, one ``&`` shortcut, Greek's two plural forms), check the parser
against Babel's, and make sure a damaged catalogue shows English instead of crashing.
"""

from __future__ import annotations

import io
import re
import string
import sys
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tdcompanion.wording import catalogue as catalogue_module
from tdcompanion.wording.catalogue import Plural, Sentences, catalogue
from tdcompanion.wording.languages import LANGUAGES, SOURCE
from tdcompanion.wording.po_file import CatalogueError, Message, header, parse_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_translations  # noqa: E402

TRANSLATED = [language.code for language in LANGUAGES if language is not SOURCE]
QT_PLACEHOLDER = re.compile(r"%(?:[1-9]|n)")


def messages(code: str) -> list[Message]:
    return [m for m in build_translations.read(code) if m.id]


def fields(text: str) -> set[str]:
    """The ``{name}`` parameters of a sentence (a format spec such as ``{seat:gen}`` is the language's)."""
    try:
        return {name.split(".")[0] for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<not a format string>"}


@pytest.fixture(scope="module")
def template() -> list[build_translations.Text]:
    return build_translations.template()


def test_every_translated_text_is_a_literal() -> None:
    """A wrapper such as ``_tr(text)`` hides its strings from extraction: they would stay English."""
    assert build_translations.interface_texts()[1] == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_catalogue_matches_the_code_and_is_finished(code: str, template: list[build_translations.Text]) -> None:
    """Nothing missing, nothing the code no longer says, nothing fuzzy or empty: else run ``--update``."""
    assert build_translations.problems(code, template) == []


def test_the_check_finds_a_text_missing_from_the_catalogue(template: list[build_translations.Text]) -> None:
    extra = build_translations.Text("rule/not.there", "A sentence nobody translated")
    assert build_translations.problems("el", [*template, extra]) == [
        "missing: 'rule/not.there' 'A sentence nobody translated'"
    ]


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_translation_keeps_the_parameters_and_placeholders_of_its_english(code: str) -> None:
    for m in messages(code):
        sources = [m.id] if m.plural is None else [m.id, m.plural]
        wanted_fields = set().union(*(fields(s) for s in sources))
        wanted_qt = set().union(*(set(QT_PLACEHOLDER.findall(s)) for s in sources))
        for text in m.strings:
            assert fields(text) == wanted_fields, (m.context, m.id, text)
            if m.plural is None:
                assert set(QT_PLACEHOLDER.findall(text)) == wanted_qt, (m.context, m.id, text)
            else:  # a plural form may leave out %n ("one card" for 1) but adds nothing
                assert set(QT_PLACEHOLDER.findall(text)) <= wanted_qt | {"%n"}, (m.context, m.id, text)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_plural_text_has_the_forms_its_language_counts(code: str) -> None:
    found = build_translations.read(code)
    forms = int(header(found)["Plural-Forms"].split("nplurals=")[1].split(";")[0])
    plurals = [m for m in found if m.plural is not None]
    assert plurals and all(len(m.strings) == forms for m in plurals)


def test_greek_says_one_and_many_tricks_in_their_own_forms() -> None:
    table = Sentences("rule", {"tricks": Plural("{count} trick", "{count} tricks")})
    assert [table.say("tricks", "en", count=n) for n in (1, 2)] == ["1 trick", "2 tricks"]
    assert [table.say("tricks", "el", count=n) for n in (1, 2)] == ["1 λεβέ", "2 λεβέ"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_menu_shortcuts_are_kept(code: str) -> None:
    """A text with an ``&`` shortcut keeps exactly one in translation."""
    for m in messages(code):
        if re.search(r"&\w", m.id) and not m.id.startswith("PBN files"):
            assert all(text.count("&") == 1 for text in m.strings), (m.context, m.id)


def test_the_qt_texts_we_translate_are_qts_own() -> None:
    """Each Qt text the catalogue carries exists in Qt (Qt's German catalogue translates it)."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from tdcompanion.app.qt_messages import QT_MESSAGES

    german = QTranslator()
    if not german.load("qtbase_de", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        pytest.skip("Qt's German catalogue is not installed")
    assert [key for key in QT_MESSAGES if not german.translate(*key)] == []


def test_the_parser_reads_the_catalogue_as_babel_does() -> None:
    from babel.messages.pofile import read_po

    path = build_translations.catalogue_file("el")
    with path.open("rb") as f:
        theirs = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m.string for m in read_po(f) if m.id}
    ours = {(m.context, m.id): m.strings for m in messages("el")}
    assert {key: (s if isinstance(s, tuple) else (s,)) for key, s in theirs.items()} == ours


TEXTS = st.text(st.characters(blacklist_categories=("Cs", "Cc")) | st.sampled_from("\n\t\"\\"), max_size=40)


@settings(max_examples=150, deadline=None)
@example(entries={(None, "\u2028"): ("", None)})  # a Unicode line separator is not a .po line break (found by it)
@given(
    entries=st.dictionaries(
        st.tuples(st.none() | TEXTS.filter(bool), TEXTS.filter(bool)),
        st.tuples(TEXTS, st.none() | st.tuples(TEXTS, TEXTS)),
        max_size=8,
    )
)
def test_whatever_babel_writes_the_parser_reads_back(
    entries: dict[tuple[str | None, str], tuple[str, tuple[str, str] | None]],
) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale="el")
    for (context, source), (text, plural) in entries.items():
        if plural is None:
            catalog.add(source, text, context=context)
        else:
            catalog.add((source, source + "s"), plural, context=context)
    out = io.BytesIO()
    write_po(out, catalog, width=30)
    read = {(m.context, m.id): m for m in parse_po(out.getvalue().decode("utf-8")) if m.id}
    assert set(read) == set(entries)
    for key, (text, plural) in entries.items():
        assert read[key].strings == ((text,) if plural is None else plural)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ('msgid "a"\nmsgstr "b\n', "line 2: expected a string in double quotes"),
        ('msgid "a"\nmsgstr "b"\n"c\\q"\n', "line 3: unknown escape"),
        ('"x"\n', "line 1: a string outside an entry"),
        ('msgid "a"\nmsgid "b"\n', "line 2: msgid twice in one entry"),
        ('msgid "a"\nmsgid_plural "b"\nmsgstr[1] "c"\n', "end: a plural entry needs msgstr[0]"),
        ('msgid "a"\nwhat "b"\n', "line 2: expected msgctxt, msgid, msgid_plural or msgstr"),
    ],
)
def test_a_damaged_catalogue_is_refused_with_its_line(text: str, where: str) -> None:
    with pytest.raises(CatalogueError, match=re.escape(f"el.po, {where}")):
        parse_po(text, "el.po")


def test_a_damaged_catalogue_shows_english_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "el.po").write_text('msgctxt "rule/law"\nmsgid "Law {ref}"\nmsgstr "Νόμος {ref}\n', encoding="utf-8")
    monkeypatch.setattr(catalogue_module, "CATALOGUE_DIRS", (tmp_path,))
    catalogue.cache_clear()
    try:
        assert catalogue("el").text("rule/law", "Law {ref}") == "Law {ref}"
        assert "el.po, line 3" in capsys.readouterr().err
    finally:
        catalogue.cache_clear()


def test_an_installed_program_reads_the_catalogue_it_carries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A wheel has ``tdcompanion/i18n/el.po`` and no ``translations/``."""
    packaged = tmp_path / "i18n"
    packaged.mkdir()
    (packaged / "el.po").write_bytes(build_translations.catalogue_file("el").read_bytes())
    monkeypatch.setattr(catalogue_module, "CATALOGUE_DIRS", (tmp_path / "absent", packaged))
    catalogue.cache_clear()
    try:
        assert catalogue("el").text("MainWindow", "&File") == "&Αρχείο"
    finally:
        catalogue.cache_clear()


def test_a_language_we_do_not_have_is_refused() -> None:
    with pytest.raises(ValueError, match="no language 'fr'"):
        catalogue("fr")
