"""Read a gettext ``.po`` catalogue.

The catalogues (``translations/<lang>.po``) are read at start-up as they are, so there is no
compiled file that can fall behind its source. The standard library reads only compiled ``.mo``
catalogues; this module parses the ``.po`` text (the subset GNU gettext, Babel, Poedit and Qt
Linguist write: comments, flags, ``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr`` and
``msgstr[n]``, strings continued on the next lines, C escapes). Obsolete (``#~``) entries are
skipped; fuzzy ones are read but count as untranslated, as ``msgfmt`` leaves them out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_KEYWORDS = ("msgctxt", "msgid_plural", "msgid", "msgstr")


class CatalogueError(ValueError):
    """A ``.po`` file that cannot be read: says what and on which line.

    Not an ``InputError`` of the core: the catalogue is read at start-up, before the core is loaded, and
    its one reader (:func:`tdcompanion.wording.catalogue.catalogue`) handles the error itself.
    """


@dataclass(frozen=True)
class Message:
    """One entry: ``strings`` holds ``msgstr`` (one) or ``msgstr[0..n]`` (a plural entry)."""

    context: str | None
    id: str
    strings: tuple[str, ...]
    plural: str | None = None
    fuzzy: bool = False

    @property
    def translated(self) -> bool:
        return not self.fuzzy and all(self.strings)


class _Where:
    """Where the parser is (the file's name and line), spelled out only when there is an error."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.line = 0

    def error(self, what: str) -> CatalogueError:
        return CatalogueError(f"{self.name}, line {self.line}: {what}" if self.line else f"{self.name}: {what}")


def _unquote(text: str, where: _Where) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise where.error(f"expected a string in double quotes, found {text[:40]!r}")
    body = text[1:-1]
    if "\\" not in body and '"' not in body:
        return body  # most strings: nothing to undo
    out: list[str] = []
    i = 0
    while i < len(body):
        char = body[i]
        if char == '"':
            raise where.error("a double quote inside a string must be written \\\"")
        if char == "\\":
            i += 1
            if i >= len(body) or body[i] not in _ESCAPES:
                raise where.error(f"unknown escape {body[i - 1:i + 1]!r}")
            out.append(_ESCAPES[body[i]])
        else:
            out.append(char)
        i += 1
    return "".join(out)


def _message(fields: dict[str, str], fuzzy: bool, where: _Where) -> Message:
    if "msgid" not in fields:
        raise where.error("an entry without msgid")
    plural = fields.get("msgid_plural")
    if plural is None:
        if "msgstr" not in fields:
            raise where.error("msgid without msgstr")
        strings: tuple[str, ...] = (fields["msgstr"],)
    else:
        indexed = sorted(int(k[7:-1]) for k in fields if k.startswith("msgstr["))
        if not indexed or indexed != list(range(len(indexed))):
            raise where.error("a plural entry needs msgstr[0], msgstr[1] ...")
        strings = tuple(fields[f"msgstr[{i}]"] for i in indexed)
    return Message(fields.get("msgctxt"), fields["msgid"], strings, plural, fuzzy)


def _keyword(line: str) -> tuple[str, str] | None:
    word, _, rest = line.partition(" ")
    if "\t" in word:
        word, _, rest = line.partition("\t")
    if word in _KEYWORDS:
        return word, rest
    if word.startswith("msgstr[") and word.endswith("]") and word[7:-1].isdigit():
        return word, rest
    return None


def parse_po(text: str, name: str = "catalogue") -> list[Message]:
    """Every entry of the ``.po`` ``text`` (the header too: the entry with an empty msgid), in order.

    Raises :class:`CatalogueError` naming the file and the line of the first thing it cannot read.
    """
    messages: list[Message] = []
    where = _Where(name)
    fields: dict[str, str] = {}
    fuzzy = False
    last: str | None = None
    for number, raw in enumerate(text.split("\n"), start=1):  # not splitlines(): U+2028 may be in a text
        line = raw.strip()
        if not line or line.startswith("#~"):  # blank, or obsolete
            continue
        where.line = number
        first = line[0]
        if first == "#":
            if last is not None and last.startswith("msgstr"):
                messages.append(_message(fields, fuzzy, where))
                fields, fuzzy, last = {}, False, None
            if line.startswith("#,") and "fuzzy" in (flag.strip() for flag in line[2:].split(",")):
                fuzzy = True
            continue
        if first == '"':
            if last is None:
                raise where.error("a string outside an entry")
            fields[last] += _unquote(line, where)
            continue
        found = _keyword(line)
        if found is None:
            raise where.error(f"expected msgctxt, msgid, msgid_plural or msgstr, found {line[:40]!r}")
        keyword, rest = found
        if keyword in ("msgctxt", "msgid") and last is not None and last.startswith("msgstr"):
            messages.append(_message(fields, fuzzy, where))
            fields, fuzzy = {}, False
        if keyword in fields:
            raise where.error(f"{keyword} twice in one entry")
        fields[keyword] = _unquote(rest, where)
        last = keyword
    if fields:
        where.line = 0
        where.name = f"{name}, end"
        messages.append(_message(fields, fuzzy, where))
    return messages


def header(messages: Iterable[Message]) -> dict[str, str]:
    """The catalogue's header fields (``Plural-Forms``, ``Language`` ...)."""
    for message in messages:
        if message.context is None and message.id == "":
            return dict(
                (key.strip(), value.strip())
                for key, _, value in (line.partition(":") for line in message.strings[0].splitlines())
                if key.strip()
            )
    return {}
