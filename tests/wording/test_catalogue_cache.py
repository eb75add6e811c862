"""The parsed catalogue kept between runs (issue 19: start-up reads the Greek catalogue before the window shows).

The desktop program reads a catalogue from :class:`~tdcompanion.storage.derived_cache.DerivedCache` when
its ``.po`` file is unchanged: the catalogue read from there translates exactly as the parsed one; a
changed file is read again; a damaged, foreign or unreadable cache is ignored and replaced, never a crash.
"""

from __future__ import annotations

import marshal
import os
import pickle
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.storage.derived_cache import FORMAT, DerivedCache, user_cache_dir
from tdcompanion.wording import catalogue as catalogue_module
from tdcompanion.wording.catalogue import Catalogue, catalogue, catalogue_path, use_cache
from tdcompanion.wording.po_file import Message, parse_po

GREEK_PO = catalogue_path("el")


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[DerivedCache]:
    """A cache in a fresh folder, installed; the catalogues read again before and after."""
    made = DerivedCache("catalogues", tmp_path / "cache")
    use_cache(made)
    catalogue.cache_clear()
    yield made
    use_cache(None)
    catalogue.cache_clear()


@pytest.fixture
def own_po(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the Greek catalogue where :func:`catalogue` looks first."""
    assert GREEK_PO is not None
    folder = tmp_path / "translations"
    folder.mkdir()
    path = folder / "el.po"
    path.write_bytes(GREEK_PO.read_bytes())
    monkeypatch.setattr(catalogue_module, "CATALOGUE_DIRS", (folder,))
    return path


def fresh(code: str = "el") -> Catalogue:
    catalogue.cache_clear()
    return catalogue(code)


def test_the_catalogue_read_from_the_cache_translates_as_the_parsed_one(cache: DerivedCache) -> None:
    assert GREEK_PO is not None
    parsed = Catalogue("el", parse_po(GREEK_PO.read_text(encoding="utf-8")))
    first = fresh()  # parsed, and kept
    assert cache.path(GREEK_PO).is_file()
    kept = fresh()
    assert kept is not first
    assert kept.tables() == first.tables() == parsed.tables()
    assert kept.text("MainWindow", "&File") == "&Αρχείο"
    assert kept.plural("rule/tricks", "{count} trick", "{count} tricks", 2) == "{count} λεβέ"
    assert not kept.empty


def test_the_cache_is_marshal_never_pickle(cache: DerivedCache) -> None:
    assert GREEK_PO is not None
    fresh()
    data = cache.path(GREEK_PO).read_bytes()
    kept = marshal.loads(data)
    assert kept[0] == FORMAT and kept[1][0] == str(GREEK_PO.resolve())
    with pytest.raises(pickle.UnpicklingError):
        pickle.loads(data)


def test_a_changed_catalogue_is_read_again(cache: DerivedCache, own_po: Path) -> None:
    assert fresh().text("MainWindow", "&File") == "&Αρχείο"
    text = own_po.read_text(encoding="utf-8").replace('msgstr "&Αρχείο"', 'msgstr "&Αρχεία"')
    own_po.write_text(text, encoding="utf-8")
    stat = own_po.stat()
    os.utime(own_po, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # a coarse clock still sees it
    assert fresh().text("MainWindow", "&File") == "&Αρχεία"
    assert fresh().text("MainWindow", "&File") == "&Αρχεία"  # and kept


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"\x00not marshal at all",
        marshal.dumps((FORMAT, ("elsewhere", 1, 2), "data")),  # another file's
        marshal.dumps((FORMAT + 1, None, None)),  # another format
        marshal.dumps(["a list", "of", "strings"]),
    ],
    ids=["empty", "garbage", "other-file", "other-format", "other-shape"],
)
def test_a_damaged_cache_is_ignored_and_replaced(cache: DerivedCache, own_po: Path, damage: bytes) -> None:
    fresh()
    kept_at = cache.path(own_po)
    kept_at.write_bytes(damage)
    assert fresh().text("MainWindow", "&File") == "&Αρχείο"
    assert kept_at.read_bytes() != damage


def test_a_cache_of_the_right_file_with_the_wrong_data_is_ignored(cache: DerivedCache, own_po: Path) -> None:
    fresh()
    cache.store(own_po, ({("MainWindow", "&File"): 3}, {}, {}, ""))  # a number where a text should be
    assert fresh().text("MainWindow", "&File") == "&Αρχείο"


def test_a_cache_folder_that_cannot_be_written_is_no_error(tmp_path: Path, own_po: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    use_cache(DerivedCache("catalogues", blocked / "catalogues"))
    try:
        assert fresh().text("MainWindow", "&File") == "&Αρχείο"
    finally:
        use_cache(None)
        catalogue.cache_clear()


def test_a_damaged_catalogue_is_not_kept(cache: DerivedCache, own_po: Path, capsys: pytest.CaptureFixture[str]) -> None:
    own_po.write_text('msgctxt "rule/law"\nmsgid "Law {ref}"\nmsgstr "Νόμος {ref}\n', encoding="utf-8")
    assert fresh().text("rule/law", "Law {ref}") == "Law {ref}"
    assert "el.po, line 3" in capsys.readouterr().err
    assert not cache.path(own_po).exists()


def test_the_cache_folder_follows_the_variable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TDCOMPANION_CACHE_DIR", str(tmp_path / "here"))
    assert DerivedCache("catalogues").folder == tmp_path / "here" / "catalogues"
    monkeypatch.delenv("TDCOMPANION_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    import platformdirs

    assert user_cache_dir() == Path(platformdirs.user_cache_dir("tdcompanion", appauthor=False))


TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)
MESSAGES = st.lists(
    st.builds(
        Message,
        context=st.none() | st.sampled_from(["MainWindow", "rule/x", "rule/y"]),
        id=st.sampled_from(["", "a", "b", "Board"]) | TEXT,
        strings=st.tuples(TEXT) | st.tuples(TEXT, TEXT),
        plural=st.none() | TEXT,
        fuzzy=st.booleans(),
    ),
    max_size=12,
)


@settings(max_examples=200, deadline=None)
@given(MESSAGES, st.sampled_from(["", "nplurals=2; plural=(n != 1);", "nplurals=1; plural=0;"]))
def test_any_catalogue_read_back_from_the_cache_answers_alike(messages: list[Message], rule: str) -> None:
    """What is kept is exactly what the catalogue looks up in, whatever the entries."""
    header = Message(None, "", (f"Plural-Forms: {rule}\n",))
    made = Catalogue("el", [header, *messages])
    back = Catalogue.from_tables("el", marshal.loads(marshal.dumps(made.tables())))
    assert back is not None
    assert back.tables() == made.tables() and back.empty == made.empty
    for m in messages:
        context = m.context or ""
        assert back.text(context, m.id) == made.text(context, m.id)
        assert back.find("Other", m.id) == made.find("Other", m.id)
        for n in (0, 1, 2, 5):
            assert back.plural(context, m.id, "others", n) == made.plural(context, m.id, "others", n)
