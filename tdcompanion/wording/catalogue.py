"""The translation catalogue: one gettext ``.po`` file per language, for every word the program shows.

English, the source language, is written in the code: the sentences of rulings and reports in this
package's ``TEXT`` tables (see :class:`Sentences`), the interface's labels in ``self.tr("…")``. Each
other language is ``translations/<code>.po``: ``msgctxt`` is the sentence's key (``rule/…``,
``report/…``, ``score/…``) or the Qt class for an interface string; ``msgid`` is the English;
``msgstr`` the translation, with ``msgstr[n]`` plural forms chosen by the catalogue's own
``Plural-Forms`` rule (``1 λεβέ``, ``2 λεβέ``; ``1 trick``, ``2 tricks``).

The command line reads the catalogue through this module without Qt; the desktop interface reads
the same catalogue through a ``QTranslator`` (``tdcompanion.app.i18n``). A text without a
translation shows in English; a damaged catalogue is reported once and the program goes on in
English, never crashes.

Reading the Greek catalogue's 9,000 lines is most of what start-up does before the window shows
that a bare window does not, so the desktop program keeps the parsed catalogue between runs: it
installs a :class:`MessageCache` (:func:`use_cache`; :mod:`tdcompanion.storage.derived_cache`), and a
catalogue whose file is unchanged is read from there (docs/architecture.md, "Startup reads the
catalogue").
"""

from __future__ import annotations

import functools
import gettext
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from tdcompanion.wording.languages import CODES, SOURCE
from tdcompanion.wording.po_file import CatalogueError, Message, header, parse_po

_PLACEHOLDER = re.compile(r"%([1-9])")
_PACKAGE = Path(__file__).resolve().parent.parent
#: Where catalogues are looked for: a source checkout's ``translations/`` first (the files a translator
#: edits), then the copies a wheel carries in ``tdcompanion/i18n/``.
CATALOGUE_DIRS: tuple[Path, ...] = (_PACKAGE.parent / "translations", _PACKAGE / "i18n")


def catalogue_path(code: str) -> Path | None:
    """The ``.po`` file of language ``code``, or ``None`` (the source language has none)."""
    for folder in CATALOGUE_DIRS:
        path = folder / f"{code}.po"
        if path.is_file():
            return path
    return None


class Catalogue:
    """One language's messages, looked up by context and English text.

    Plural forms follow the catalogue's own ``Plural-Forms`` rule, read by the standard library's
    :func:`gettext.c2py` (the rule ``msgfmt`` and :mod:`gettext` apply). What it looks up in is plain
    data (:meth:`tables`), which :func:`catalogue` keeps between runs.
    """

    def __init__(self, code: str, messages: Iterable[Message] = ()) -> None:
        self.code = code
        single: dict[tuple[str, str], str] = {}
        plural: dict[tuple[str, str], tuple[str, ...]] = {}
        by_source: dict[str, set[str]] = {}
        found: list[Message] = []
        for m in messages:
            found.append(m)
            if not m.translated or not m.id:
                continue
            if m.plural is None:
                single[m.context or "", m.id] = m.strings[0]
                by_source.setdefault(m.id, set()).add(m.strings[0])
            else:
                plural[m.context or "", m.id] = m.strings
        rule = header(found).get("Plural-Forms", "").partition("plural=")[2].rstrip(";").strip()
        #: A text translated one way in every context it has (for an interface string asked in a subclass'
        #: context, which Qt takes from the object's class, while extraction takes the class that wrote it).
        unique = {source: next(iter(texts)) for source, texts in by_source.items() if len(texts) == 1}
        self._set(single, plural, unique, rule)

    def _set(
        self,
        single: dict[tuple[str, str], str],
        plural: dict[tuple[str, str], tuple[str, ...]],
        by_source: dict[str, str],
        rule: str,
    ) -> None:
        self._single, self._plural, self._by_source, self._rule = single, plural, by_source, rule
        self._form: Callable[[int], int] = gettext.c2py(rule) if rule else _english_form

    @property
    def empty(self) -> bool:
        """Whether nothing is translated."""
        return not self._single and not self._plural

    def tables(self) -> Tables:
        """What the catalogue looks up in, as plain data (for :meth:`from_tables`)."""
        return self._single, self._plural, self._by_source, self._rule

    @classmethod
    def from_tables(cls, code: str, data: object) -> Catalogue | None:
        """The catalogue whose :meth:`tables` are ``data``, else ``None`` (``data`` is something else)."""
        if not (isinstance(data, tuple) and len(data) == 4):
            return None
        single, plural, by_source, rule = data
        if not (
            isinstance(single, dict)
            and isinstance(plural, dict)
            and isinstance(by_source, dict)
            and isinstance(rule, str)
            and all(_is_key(k) and isinstance(v, str) for k, v in single.items())
            and all(_is_key(k) and _is_forms(v) for k, v in plural.items())
            and all(isinstance(k, str) and isinstance(v, str) for k, v in by_source.items())
        ):
            return None
        made = cls.__new__(cls)
        made.code = code
        try:
            made._set(single, plural, by_source, rule)
        except ValueError:  # a rule gettext does not read
            return None
        return made

    def text(self, context: str, source: str) -> str:
        """``source`` in this language (``source`` itself when untranslated)."""
        return self._single.get((context, source), source)

    def plural(self, context: str, one: str, other: str, n: int) -> str:
        """The form for ``n`` of the text whose English is ``one`` / ``other``."""
        forms = self._plural.get((context, one))
        if forms is None:
            return one if n == 1 else other
        return forms[min(self._form(n), len(forms) - 1)]

    def find(self, context: str, source: str) -> str | None:
        """The translation of ``source`` in ``context``, else in any context if it has one translation only."""
        found = self._single.get((context, source))
        return found if found is not None else self._by_source.get(source)


#: :meth:`Catalogue.tables`: single texts, plural forms (by context and English), the texts translated
#: one way in every context (by English), and the ``Plural-Forms`` rule.
Tables = tuple[dict[tuple[str, str], str], dict[tuple[str, str], tuple[str, ...]], dict[str, str], str]


def _is_key(key: object) -> bool:
    return isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str) and isinstance(key[1], str)


def _is_forms(forms: object) -> bool:
    return isinstance(forms, tuple) and all(isinstance(form, str) for form in forms)


def _english_form(n: int) -> int:
    return 0 if n == 1 else 1


class MessageCache(Protocol):
    """Keeps what was derived from a file between runs (:class:`tdcompanion.storage.derived_cache.DerivedCache`)."""

    def stamp(self, source: Path) -> object:
        """What identifies ``source`` as it is now (taken before it is read)."""

    def load(self, source: Path) -> object | None:
        """What was stored for ``source`` as it is now, else ``None``; never raises."""

    def store(self, source: Path, data: object, stamped: object) -> None:
        """Keep ``data`` for ``source`` as ``stamped``; gives up quietly."""


_caches: list[MessageCache] = []  # the one installed, if any


def use_cache(cache: MessageCache | None) -> None:
    """Keep the parsed catalogues in ``cache`` from now on (``None``: parse them every time)."""
    _caches[:] = [] if cache is None else [cache]


def _read(code: str, path: Path) -> Catalogue:
    """The catalogue in the ``.po`` file ``path``: from the cache if it has it, else parsed (and kept)."""
    if not _caches:
        return Catalogue(code, parse_po(path.read_text(encoding="utf-8"), str(path)))
    cache = _caches[0]
    kept = Catalogue.from_tables(code, cache.load(path))
    if kept is not None:
        return kept
    stamped = cache.stamp(path)
    read = Catalogue(code, parse_po(path.read_text(encoding="utf-8"), str(path)))
    cache.store(path, read.tables(), stamped)
    return read


@functools.cache
def catalogue(code: str) -> Catalogue:
    """Language ``code``'s catalogue (read once); English, or a language without a readable file, is empty."""
    if code not in CODES:
        raise ValueError(f"no language {code!r} (expected one of {', '.join(CODES)})")
    path = catalogue_path(code) if code != SOURCE.code else None
    if path is None:
        return Catalogue(code)
    try:
        return _read(code, path)
    except (OSError, UnicodeDecodeError, CatalogueError) as exc:
        print(f"tdcompanion: the {code} catalogue cannot be read, showing English: {exc}", file=sys.stderr)
        return Catalogue(code)


@dataclass(frozen=True)
class Plural:
    """A sentence with a number in it: its English for one and for more, and the parameter that counts."""

    one: str
    other: str
    count: str = "count"


class Declined(str):
    """A name that takes the form its slot in the sentence asks for.

    ``{seat}`` is the bare name (``Νότος``); ``{seat:nom}``, ``{seat:gen}`` and ``{seat:acc}`` the
    nominative, genitive and accusative with the article (``ο Νότος``, ``του Νότου``, ``τον Νότο``), and
    ``{seat:to}`` the accusative after "σε", which Greek contracts with the article (``στον Νότο``,
    ``στη Δύση``); a capital (``{seat:Nom}``) starts a sentence (``Ο Νότος``). Each language's forms are
    catalogue entries, so a translator declines, and no sentence builds a form by adding letters.
    """

    forms: Mapping[str, str]

    def __new__(cls, bare: str, forms: Mapping[str, str]) -> Declined:
        made = super().__new__(cls, bare)
        made.forms = forms
        return made

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        form = self.forms.get(spec.lower())
        if form is None:
            raise ValueError(f"no form {spec!r} of {str(self)!r} (forms: {', '.join(self.forms)})")
        return form[:1].upper() + form[1:] if spec[:1].isupper() else form


#: The grammatical cases a :class:`Declined` name has in the catalogue.
CASES = ("nom", "gen", "acc", "to")


class Sentences:
    """A table of sentences, ``key -> English`` (or :class:`Plural`), said in any language.

    ``domain`` names the table in the catalogue: the sentence ``key`` is the entry whose context is
    ``domain/key``.
    """

    def __init__(self, domain: str, texts: Mapping[str, str | Plural]) -> None:
        self.domain = domain
        self.texts = texts

    def __contains__(self, key: object) -> bool:
        return key in self.texts

    def template(self, key: str, lang: str, count: int | None = None) -> str:
        """The sentence ``key`` in ``lang`` before its parameters are filled in."""
        text = self.texts[key]
        context = f"{self.domain}/{key}"
        if isinstance(text, Plural):
            if count is None:
                raise ValueError(f"{context} needs its count")
            return catalogue(lang).plural(context, text.one, text.other, count)
        return catalogue(lang).text(context, text)

    def say(self, key: str, lang: str, **params: object) -> str:
        """The sentence ``key`` in ``lang`` with ``params``; raises ``KeyError`` for an unknown key."""
        text = self.texts[key]
        count = params.get(text.count) if isinstance(text, Plural) else None
        if isinstance(count, str) and count.isdigit():  # a number already in words, as the wording passes them
            count = int(count)
        return self.template(key, lang, count if isinstance(count, int) else None).format(**params)

    def declined(self, key: str, lang: str) -> Declined:
        """The name ``key`` with its forms (entries ``key:nom``, ``key:gen``, ``key:acc``) in ``lang``."""
        return Declined(self.say(key, lang), {case: self.say(f"{key}:{case}", lang) for case in CASES})

    def entries(self) -> Iterator[tuple[str, str | Plural]]:
        """``(context, English)`` of every sentence, for the catalogue's template."""
        for key, text in self.texts.items():
            yield f"{self.domain}/{key}", text


def arg(template: str, *values: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` placeholders in one pass (a value containing ``%2`` stays as is).

    A placeholder with no value stays in the text, so a missing argument shows instead of vanishing.
    """

    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, template)
