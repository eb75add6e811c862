"""Keep the translation catalogues (``translations/<lang>.po``) in step with the code.

    python scripts/build_translations.py            # check: every catalogue complete and current
    python scripts/build_translations.py --update   # add new texts to every catalogue, drop gone ones
    python scripts/build_translations.py --fill el TABLE.tsv   # put translations from a table in

The texts to translate are, all in one template:
- the sentences of rulings, reports and scores, and the core's explanations of bad input
  (``tdcompanion.wording``'s :class:`Sentences` tables, context ``rule/…``, ``report/…``, ``score/…``,
  ``said/…``);
- the interface's ``self.tr("…")``, ``translate("Context", "…")``, ``ntranslate("Context", one, other, n)``
  and ``QT_TRANSLATE_NOOP("Context", "…")`` calls (context: the class that writes ``self.tr``);
- the Qt dialogs' own texts the program shows (``tdcompanion.app.qt_messages``).

``--update`` needs Babel (a test dependency): it merges the template into each catalogue as GNU
``msgmerge`` does, without fuzzy guesses, and writes the ``.po`` so that Poedit, Qt Linguist or a
text editor can translate it. A table for ``--fill`` has one line per text: context, English and
the translation, separated by tabs (``\\n`` for a line break; for a plural text, the forms separated
by `` | ``).
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"

sys.path.insert(0, str(ROOT))  # this checkout's package, even when it is not installed

from tdcompanion.wording.catalogue import Plural  # noqa: E402
from tdcompanion.wording.languages import LANGUAGES, SOURCE, language  # noqa: E402
from tdcompanion.wording.po_file import Message, parse_po  # noqa: E402


@dataclass(frozen=True)
class Text:
    """One text to translate: its context, its English (and English plural) and where it is written."""

    context: str
    id: str
    plural: str | None = None
    where: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return self.context, self.id


# --- what the code says ------------------------------------------------------------------------------


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _qt_context(context: str, disambiguation: str | None) -> str:
    """Qt's context and disambiguation as one gettext context (the translator joins them the same way)."""
    return f"{context}|{disambiguation}" if disambiguation else context


class _Calls(ast.NodeVisitor):
    """The literal texts of the interface's translation calls in one module."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.classes: list[str] = []
        self.found: list[Text] = []
        self.hidden: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        args = [_literal(a) for a in node.args]
        at = f"{self.where}:{node.lineno}"
        if name == "tr" and isinstance(func, ast.Attribute) and node.args:
            if args[0] is None or not self.classes:
                self.hidden.append(at)
            else:
                self.found.append(Text(_qt_context(self.classes[-1], args[1] if len(args) > 1 else None), args[0],
                                       where=at))  # fmt: skip
        elif name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2:
            if args[0] is None or args[1] is None:
                self.hidden.append(at)
            else:
                self.found.append(Text(_qt_context(args[0], args[2] if len(args) > 2 else None), args[1], where=at))
        elif name == "ntranslate" and len(node.args) >= 3:
            if None in args[:3]:
                self.hidden.append(at)
            else:
                self.found.append(Text(str(args[0]), str(args[1]), str(args[2]), where=at))
        self.generic_visit(node)


def interface_texts(sources: Path = ROOT / "tdcompanion") -> tuple[list[Text], list[str]]:
    """The interface's texts, and the calls whose text is not a literal (extraction cannot see those)."""
    found: list[Text] = []
    hidden: list[str] = []
    for path in sorted(sources.rglob("*.py")):
        calls = _Calls(str(path.relative_to(ROOT)))
        calls.visit(ast.parse(path.read_text(encoding="utf-8")))
        found += calls.found
        hidden += calls.hidden
    return found, hidden


def sentence_texts() -> Iterator[Text]:
    from tdcompanion.wording.report_words import REPORT
    from tdcompanion.wording.rule_text import RULE
    from tdcompanion.wording.said_text import SAID
    from tdcompanion.wording.score_text import SCORE

    for table in (RULE, REPORT, SCORE, SAID):
        for context, text in table.entries():
            if isinstance(text, Plural):
                yield Text(context, text.one, text.other, where="tdcompanion/wording")
            else:
                yield Text(context, text, where="tdcompanion/wording")


def qt_texts() -> Iterator[Text]:
    from tdcompanion.app.qt_messages import QT_MESSAGES

    for context, source, disambiguation in QT_MESSAGES:
        yield Text(_qt_context(context, disambiguation), source, where="tdcompanion/app/qt_messages.py")


def template() -> list[Text]:
    """Every text to translate, once each, in the order the code first writes it."""
    texts: dict[tuple[str, str], Text] = {}
    for text in (*sentence_texts(), *interface_texts()[0], *qt_texts()):
        texts.setdefault(text.key, text)
    return list(texts.values())


# --- the catalogues ----------------------------------------------------------------------------------


def catalogue_file(code: str) -> Path:
    return TRANSLATIONS / f"{code}.po"


def read(code: str) -> list[Message]:
    path = catalogue_file(code)
    return parse_po(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))) if path.is_file() else []


def problems(code: str, texts: list[Text] | None = None) -> list[str]:
    """What keeps catalogue ``code`` from matching the code: texts missing, gone, untranslated or fuzzy."""
    texts = template() if texts is None else texts
    messages = {(m.context or "", m.id): m for m in read(code) if m.id}
    wanted = {t.key: t for t in texts}
    found = [f"missing: {c!r} {i!r}" for c, i in wanted if (c, i) not in messages]
    found += [f"no longer in the code: {c!r} {i!r}" for c, i in messages if (c, i) not in wanted]
    for key, message in messages.items():
        if key in wanted and not message.translated:
            found.append(f"{'fuzzy' if message.fuzzy else 'untranslated'}: {key[0]!r} {key[1]!r}")
        elif key in wanted and (message.plural is None) != (wanted[key].plural is None):
            found.append(f"plural forms differ from the code: {key[0]!r} {key[1]!r}")
    return found


def update(code: str, texts: list[Text]) -> None:
    """Merge the template into catalogue ``code`` (created if new), as msgmerge does, and write it."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    path = catalogue_file(code)
    if path.is_file():
        with path.open("rb") as f:
            catalog = read_po(f, locale=code)
    else:
        catalog = Catalog(locale=code, project="TD Companion", charset="utf-8")
    pot = Catalog(project="TD Companion", charset="utf-8")
    for text in texts:
        pot.add((text.id, text.plural) if text.plural else text.id, context=text.context)
    catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False, update_creation_date=False)
    write(code, catalog)


def write(code: str, catalog: Any) -> None:
    """Write catalogue ``code`` atomically, with the project's header (a finished file, not a fuzzy one)."""
    import io

    from babel.messages.pofile import write_po

    from tdcompanion import __version__
    from tdcompanion.storage.atomic import write_atomic

    name = language(code).english
    catalog.header_comment = (
        f"# {name} catalogue of TD Companion: every text the program shows, in {name}.\n"
        "# Edit with Poedit, Qt Linguist or a text editor; scripts/build_translations.py checks it.\n#"
    )
    catalog.project, catalog.version, catalog.fuzzy = "TD Companion", __version__, False
    catalog.copyright_holder = "the TD Companion authors"
    catalog.msgid_bugs_address = ""
    if not isinstance(catalog.revision_date, datetime):  # a new catalogue: revised when it was made
        catalog.revision_date = catalog.creation_date
    catalog.last_translator = catalog.language_team = f"TD Companion {name} translators"
    out = io.BytesIO()
    write_po(out, catalog, width=116, no_location=True, ignore_obsolete=True, include_previous=False)
    write_atomic(catalogue_file(code), out.getvalue())


def fill(code: str, table: Path) -> list[str]:
    """Put the translations of ``table`` into catalogue ``code``; return the lines that matched no text."""
    from babel.messages.pofile import read_po

    with catalogue_file(code).open("rb") as f:
        catalog = read_po(f, locale=code)
    unmatched = []
    for line in table.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        context, source, translated = (part.replace("\\n", "\n") for part in line.split("\t"))
        message = catalog.get(source, context=context)
        if message is None:
            unmatched.append(line)
            continue
        message.string = tuple(translated.split(" | ")) if message.pluralizable else translated
        message.flags.discard("fuzzy")
    catalog.revision_date = datetime.now(UTC)
    write(code, catalog)
    return unmatched


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="merge the code's texts into every catalogue")
    parser.add_argument("--fill", nargs=2, metavar=("LANG", "TABLE"), help="put translations from a table in")
    args = parser.parse_args(argv)
    texts = template()
    codes = [language.code for language in LANGUAGES if language is not SOURCE]
    if args.update:
        for code in codes:
            update(code, texts)
    if args.fill:
        for line in fill(args.fill[0], Path(args.fill[1])):
            print(f"not in the catalogue: {line}", file=sys.stderr)
    hidden = interface_texts()[1]
    for at in hidden:
        print(f"{at}: a translated text that is not a literal (extraction cannot see it)", file=sys.stderr)
    failed = bool(hidden)
    for code in codes:
        found = problems(code, texts)
        for problem in found[:50]:
            print(f"{catalogue_file(code).relative_to(ROOT)}: {problem}", file=sys.stderr)
        print(f"{code}: {len(texts) - len(found)} of {len(texts)} texts ready")
        failed |= bool(found)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
