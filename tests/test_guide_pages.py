"""The guide's pages (Help > Guide, issue 21), read as files: every page in every language with the same
anchors, every link and image resolving, the screenshots made by a named shot of
scripts/guide_screenshots.py, F1's table covering every irregularity the lawbook rules, and the Greek
clean for greek-lint (which does not read HTML: the pages' text goes to it on stdin)."""

from __future__ import annotations

import importlib.util
import re
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType

import pytest

from tdcompanion.core.laws.engine import WBF2017, load_families
from tdcompanion.guide import GUIDE_DIR, PAGES, SHORTCUTS_MARK, SHORTCUTS_PAGE, image_dir, page_file, page_title
from tdcompanion.guide.topics import TOPICS, topic_of
from tdcompanion.wording.languages import CODES
from tests.test_greek_lint import lint, needs_tool, shown

ROOT = Path(__file__).resolve().parent.parent
MAX_IMAGES_BYTES = 3 * 1024 * 1024


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("guide_screenshots", ROOT / "scripts" / "guide_screenshots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Page(HTMLParser):
    """A page's anchors, links, images and text."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.anchors: set[str] = set()
        self.links: list[str] = []
        self.images: list[str] = []
        self.text: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "a" and "name" in values:
            self.anchors.add(values["name"])
        if tag == "a" and "href" in values:
            self.links.append(values["href"])
        if tag == "img":
            self.images.append(values.get("src", ""))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _read(language: str, page: str) -> _Page:
    return _Page(page_file(language, page).read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", CODES)
def test_every_page_exists_in_every_language_and_nothing_else(language: str) -> None:
    found = {path.stem for path in (GUIDE_DIR / "pages" / language).glob("*.html")}
    assert found == set(PAGES)
    assert all(page_title(language, page) != page for page in PAGES)  # each has its <title>


@pytest.mark.parametrize("page", PAGES)
def test_a_page_has_the_same_anchors_links_and_images_in_every_language(page: str) -> None:
    pages = {language: _read(language, page) for language in CODES}
    english = pages["en"]
    for language, other in pages.items():
        assert other.anchors == english.anchors, language
        assert other.links == english.links, language
        assert [src.replace(f"/{language}/", "/en/") for src in other.images] == english.images, language


@pytest.mark.parametrize("language", CODES)
def test_every_link_leads_to_a_page_and_anchor_of_the_guide(language: str) -> None:
    broken: list[str] = []
    for page in PAGES:
        for href in _read(language, page).links:
            target, _, anchor = href.partition("#")
            assert not re.match(r"^[a-z]+:", target), f"{page}: {href} leaves the guide"
            name = target.removesuffix(".html") if target else page
            if name not in PAGES or (target and not target.endswith(".html")):
                broken.append(f"{page}: {href}")
            elif anchor and anchor not in _read(language, name).anchors:
                broken.append(f"{page}: {href} (no such anchor)")
    assert not broken


def test_every_image_is_a_named_shot_of_the_script_in_both_languages() -> None:
    shots = set(_script().SHOTS)
    for language in CODES:
        for page in PAGES:
            for src in _read(language, page).images:
                found = re.fullmatch(rf"\.\./\.\./images/{language}/([a-z0-9-]+)\.png", src)
                assert found, f"{language}/{page}: {src} is not a screenshot of the guide's language"
                assert found.group(1) in shots, f"{language}/{page}: {src} is made by no shot"
    for language in CODES:
        for name in shots:
            assert (image_dir(language) / f"{name}.png").is_file(), f"{language}: {name}.png is missing"
        assert {p.stem for p in image_dir(language).glob("*.png")} == shots, "an image no shot makes"
    total = sum(p.stat().st_size for p in (GUIDE_DIR / "images").rglob("*.png"))
    assert total < MAX_IMAGES_BYTES


def test_f1_covers_every_family_of_the_lawbook_and_lands_on_an_anchor() -> None:
    load_families()
    assert set(TOPICS) == set(WBF2017.supported())
    for kind in WBF2017.supported():
        page, _, anchor = topic_of(kind).partition("#")
        for language in CODES:
            assert anchor in _read(language, page).anchors, f"{kind}: {language}/{page}#{anchor}"
    families = {family for family in WBF2017.families.values()}
    for family in families:  # each kind lands on one of its family's laws (a section of it: law-41d)
        for kind in family.kinds:
            anchor = topic_of(kind).partition("#")[2]
            assert any(re.fullmatch(rf"law-{n}[a-z]?", anchor) for n in family.laws), (family.__name__, kind, anchor)
    assert topic_of(None) == "laws"


def test_the_shortcuts_page_has_the_place_for_the_program_s_table() -> None:
    for language in CODES:
        assert page_file(language, SHORTCUTS_PAGE).read_text(encoding="utf-8").count(SHORTCUTS_MARK) == 1


@needs_tool
def test_the_greek_pages_are_clean_for_greek_lint() -> None:
    assert shown(lint(text="\n".join("".join(_read("el", page).text) for page in PAGES))) == []


def test_the_greek_pages_name_no_law_with_a_latin_letter() -> None:
    for page in PAGES:
        text = "".join(_read("el", page).text)
        assert not re.findall(r"Νόμο[ςυι]? \d+[A-F]", text), page
