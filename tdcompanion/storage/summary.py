"""What the incident list shows of one file, read from its raw JSON (:func:`summarize`): fast, and
never an exception. The full, validating reader (``core.incident.loads``) runs when a file is opened.

A file that is not an incident is an entry with ``error`` (a reason in English) and ``problem`` (an
:class:`EntryProblem` value, for a translated message). ``players`` is empty or the four names in
the order N, E, S, W (``""`` for a seat not named); ``kinds`` and ``offenders`` are those of every
ruling and later choice of the board's story, each once.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, Final

from tdcompanion.core.folding import fold
from tdcompanion.core.incident_format import FORMAT, SCHEMA_VERSION
from tdcompanion.core.safe_read import INCIDENT_LIMIT
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.sync_copies import conflict_base

#: Files larger than this are not read for the list (an incident is a few kilobytes; notes are capped
#: at 100,000 characters): the limit of an incident file everywhere it is read.
MAX_FILE_SIZE: Final = INCIDENT_LIMIT
#: The largest whole number an entry keeps: SQLite's largest integer, the index's column type.
_MOST: Final = 2**63 - 1
_SEATS: Final = ("N", "E", "S", "W")
_SIDES: Final = ("NS", "EW")
#: The lines git leaves in a file it could not merge: ``<<<<<<< ours``, ``=======``, ``>>>>>>> theirs``.
_MERGE_MARKERS: Final = re.compile(rb"^<{7}(?: |\r?$).*?^={7}\r?$.*?^>{7}(?: |\r?$)", re.M | re.S)


class EntryProblem(enum.Enum):
    """Why a file of the folder is not listed as an incident."""

    UNREADABLE = "unreadable"  # the operating system refused to read it
    TOO_LARGE = "too_large"
    NOT_JSON = "not_json"  # not UTF-8 JSON text
    NOT_INCIDENT = "not_incident"  # JSON, but not a TD Companion incident
    NEWER_VERSION = "newer_version"  # written by a newer TD Companion
    INCOMPLETE = "incomplete"  # an incident without its board or irregularity
    UNMERGED = "unmerged"  # git's conflict markers: a merge the Directors have to finish


def broken(path: Path, mtime_ns: int, size: int, problem: EntryProblem, reason: str) -> IncidentEntry:
    """The entry of a file that cannot be listed as an incident (found by its file name only)."""
    return IncidentEntry(path, mtime_ns, size, error=reason, problem=problem.value, search_text=fold(path.name),
                         conflict_of=conflict_base(path.name) or "")  # fmt: skip


def summarize(path: Path, data: bytes, mtime_ns: int, size: int) -> IncidentEntry:
    """The entry of the file ``path`` whose content is ``data``."""
    try:
        top = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        return broken(path, mtime_ns, size, EntryProblem.NOT_JSON, f"not UTF-8 text (byte {exc.start})")
    except json.JSONDecodeError as exc:
        if _MERGE_MARKERS.search(data):
            reason = "an unresolved git merge: the file holds both versions between <<<<<<< and >>>>>>> lines"
            return broken(path, mtime_ns, size, EntryProblem.UNMERGED, reason)
        reason = f"not JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        return broken(path, mtime_ns, size, EntryProblem.NOT_JSON, reason)
    except ValueError as exc:  # a number of more than 4,300 digits
        return broken(path, mtime_ns, size, EntryProblem.NOT_JSON, f"not JSON: {exc}")
    except RecursionError:
        return broken(path, mtime_ns, size, EntryProblem.NOT_JSON, "not JSON: nested too deeply")
    problem = _problem(top)
    if problem is not None:
        return broken(path, mtime_ns, size, *problem)
    return _entry(path, mtime_ns, size, top)


def _problem(top: object) -> tuple[EntryProblem, str] | None:
    if not isinstance(top, dict):
        return EntryProblem.NOT_INCIDENT, f"not a TD Companion incident: the file holds {_what(top)}, not an object"
    if top.get("format") != FORMAT:
        found = f"its format is {_short(top['format'])}" if "format" in top else "it has no 'format' key"
        return EntryProblem.NOT_INCIDENT, f"not a TD Companion incident: {found}, expected {FORMAT!r}"
    version = top.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return EntryProblem.INCOMPLETE, f"'schema_version' should be a whole number from 1, not {_short(version)}"
    if version > SCHEMA_VERSION:
        return EntryProblem.NEWER_VERSION, (f"written by a newer TD Companion (schema version {version}; "
                                            f"this one reads up to {SCHEMA_VERSION})")  # fmt: skip
    if not isinstance(top.get("board"), dict):
        return EntryProblem.INCOMPLETE, "an incident without its 'board'"
    if version < 4 and not isinstance(top.get("irregularity"), dict):
        return EntryProblem.INCOMPLETE, "an incident without its 'irregularity'"
    if version >= 4 and not (isinstance(top.get("rulings"), list) and top["rulings"]):
        return EntryProblem.INCOMPLETE, "an incident without its 'rulings'"
    return None


def _rulings(top: dict[str, Any]) -> list[dict[str, Any]]:
    """The rulings of a file, and the later choices under them, in order (version 4; before it, the one)."""
    listed = top.get("rulings") if top.get("schema_version", 0) >= 4 else [top]
    found: list[dict[str, Any]] = []
    for item in listed if isinstance(listed, list) else ():
        if isinstance(item, dict):
            found.append(item)
            later = item.get("later")
            found.extend(c for c in later if isinstance(c, dict)) if isinstance(later, list) else None
    return found


def _entry(path: Path, mtime_ns: int, size: int, top: dict[str, Any]) -> IncidentEntry:
    info = _object(top, "info")
    board = _object(top, "board")
    names = _object(info, "players")
    players = tuple(_text(names, seat) for seat in _SEATS) if any(_text(names, s) for s in _SEATS) else ()
    rulings = _rulings(top)
    laws: dict[str, None] = {}
    for item in rulings:
        listed = _object(item, "ruling").get("laws")
        laws.update(dict.fromkeys(law for law in listed if isinstance(law, str)) if isinstance(listed, list) else {})
    kinds = dict.fromkeys(_text(_object(item, "irregularity"), "kind") for item in rulings if "irregularity" in item)
    offenders = dict.fromkeys(_text(_object(item, "ruling"), "offender") for item in rulings)
    status = _text(top, "status") or ("ruled" if any("ruling" in item for item in rulings) else "open")
    entry = IncidentEntry(
        path, mtime_ns, size,
        id=_text(top, "id") or None,
        date=_text(info, "date"), event=_text(info, "event"), session=_text(info, "session"),
        section=_text(info, "section"), table=_text(info, "table"),
        board=_number(board, "number", 1),
        kinds=tuple(k for k in kinds if k),
        laws=tuple(laws), status=status, modified=_text(top, "modified"), players=players,
        created=_text(top, "created"),
        revision=_number(top, "revision", 0) or 0,
        conflict_of=conflict_base(path.name) or "",
        offenders=tuple(seat for seat in offenders if seat in _SEATS),
    )  # fmt: skip
    return _with_search_text(entry, top)


def _with_search_text(entry: IncidentEntry, top: dict[str, Any]) -> IncidentEntry:
    parts = [entry.name, entry.event, entry.session, entry.date, entry.section, entry.table, *entry.players]
    if entry.board is not None:
        parts.append(str(entry.board))
    parts += [*(kind.replace("_", " ") for kind in entry.kinds), *entry.laws, entry.status.replace("_", " ")]
    statements = _object(top, "statements")
    parts += [_text(statements, side) for side in _SIDES]
    parts += [_text(top, "score"), _text(top, "note")]
    parts += [_text(change, "note") for change in _objects(top.get("history"))]
    return replace(entry, search_text=fold("\n".join(p for p in parts if p)))


def _object(raw: Mapping[str, object], key: str) -> dict[str, Any]:
    value = raw.get(key)
    return value if isinstance(value, dict) else {}


def _objects(raw: object) -> Iterator[dict[str, Any]]:
    if isinstance(raw, list):
        yield from (item for item in raw if isinstance(item, dict))


def _text(raw: Mapping[str, object], key: str) -> str:
    value = raw.get(key)
    return value if isinstance(value, str) else ""


def _number(raw: Mapping[str, object], key: str, low: int) -> int | None:
    """A whole number from ``low`` up, that the index can hold (issue 20: one of more than 64 bits made
    the whole list fail); else ``None``. The full reader says what is wrong when the file is opened."""
    value = raw.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and low <= value <= _MOST else None


def _what(raw: object) -> str:
    names = {list: "a list", str: "a string", bool: "true or false", int: "a number", float: "a number"}
    return "null" if raw is None else names.get(type(raw), type(raw).__name__)


def _short(raw: object) -> str:
    text = json.dumps(raw, ensure_ascii=False) if isinstance(raw, str | int | float | bool | type(None)) else _what(raw)
    return text if len(text) <= 40 else text[:37] + "..."
