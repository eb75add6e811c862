"""Incident files, format v4: one board's story as the Director ruled on it.

The board record as it is now (deal, auction, play with its irregular events, running on past every
ruling), and the rulings given on it in order: each with its irregularity (tied to the call or play
event it is about), the facts answered, the options chosen and every later choice the table state
asked for (which prompt, who chose, and what); and the Director's record of the call (where, when,
who, statements, score consequences, status and its history) with the table's score (result,
transfers, adjusted score, traveller). One UTF-8 JSON document (``docs/incident-format.md``; JSON
Schema in ``tdcompanion/schemas/incident-v4.schema.json``). Files of versions 1 to 3 (one ruling
each) are read as a story of one ruling and written back as version 4.

Loading a file never trusts a stored ruling: :meth:`Incident.replay` rules every step again through
the same code the wizard uses (:mod:`tdcompanion.core.laws.timeline`).

The json module's API: :func:`loads`/:func:`load` read, :func:`dumps`/:func:`dump` write. Anything
wrong with a file raises :class:`IncidentFormatError`, which says what and where (a JSON path such
as ``$.rulings[1].later[0].chosen``); no other exception escapes the reader.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import InvalidOperation
from pathlib import Path
from typing import IO, Any, NoReturn

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.board import Vulnerability, dealer_for
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError
from tdcompanion.core.incident_format import DEFAULT_LAWBOOK, FORMAT, SCHEMA_VERSION
from tdcompanion.core.incident_info import (
    MAX_FIELD,
    MAX_TEXT,
    SIDES,
    IncidentInfo,
    IncidentStatus,
    Statements,
    StatusChange,
    valid_date,
    valid_time,
)
from tdcompanion.core.laws import FACTS, Facts, Irregularity, IrregularityKind, LawRef, Prompt, Ruling, TableState
from tdcompanion.core.laws.codec import CodecError, decode, encode
from tdcompanion.core.laws.engine import Lawbook, load_families
from tdcompanion.core.laws.imposed_penalty import ImposedPenalty, PenaltyError, PenaltyUnit
from tdcompanion.core.laws.record import BoardRecord, RecordError
from tdcompanion.core.laws.timeline import Position, Replay, Step, prefix, replay
from tdcompanion.core.numbers import MAX_DIGITS, bounded_int
from tdcompanion.core.play import (
    Claim,
    Concede,
    Expose,
    ExposeHow,
    Extra,
    Omit,
    PickUp,
    Play,
    PlayError,
    PlayEvent,
    PlayRecord,
    Remove,
    Retract,
    RetractReason,
)
from tdcompanion.core.safe_read import INCIDENT_LIMIT, read_file
from tdcompanion.core.scoring import score_json
from tdcompanion.core.scoring.figures import figure_text, read_figure
from tdcompanion.core.scoring.sheet import ScoreRecord
from tdcompanion.core.seats import Seat, Side


class IncidentFormatError(InputError):
    """An incident file that cannot be read: ``reason`` says what, ``path`` where (``$.board.deal``),
    ``filename`` which file when known."""

    def __init__(self, reason: str, path: str = "$", *, filename: str | None = None) -> None:
        self.reason = reason
        self.path = path
        self.filename = filename
        where = f"{filename}: " if filename else ""
        super().__init__(f"{where}{path}: {reason}")


@dataclass(frozen=True)
class Incident:
    """One board's story: the ``record`` as it is now, the ``steps`` the Director took on it in order
    (rulings and later choices: :class:`~tdcompanion.core.laws.timeline.Step`, each with the record it
    was given on and the ruling then given), and the ``table`` state the steps started from (penalty
    cards already on the table when the first ruling in the file was given; empty for a new board).
    ``in_hand``: the last step, not applied, is the one the Director was still on (a question or a
    choice open, or not applied yet); otherwise every step is part of the story as given.

    The Director's record: ``info`` (where, when, who), each side's ``statements``, the ``score``
    consequences in words and the table's ``scoring`` (result, transfers, adjusted score, traveller:
    :class:`~tdcompanion.core.scoring.sheet.ScoreRecord`), ``note``, ``status`` and its ``history``.
    ``id`` names the incident for good (the store gives one on first save); ``revision`` counts its
    saves and ``modified`` is the last one.
    """

    record: BoardRecord
    steps: tuple[Step, ...] = ()
    table: TableState = field(default_factory=TableState)
    in_hand: bool = False
    note: str = ""
    created: str | None = None
    lawbook: str = DEFAULT_LAWBOOK
    info: IncidentInfo = field(default_factory=IncidentInfo)
    statements: Statements = field(default_factory=Statements)
    score: str = ""
    scoring: ScoreRecord = field(default_factory=ScoreRecord)
    status: IncidentStatus = IncidentStatus.OPEN
    history: tuple[StatusChange, ...] = ()
    id: str | None = None
    revision: int = 0
    modified: str | None = None

    @classmethod
    def one_ruling(cls, record: BoardRecord, irregularity: Irregularity, facts: Facts | None = None, *,
                   table: TableState | None = None, ruling: Ruling | None = None,
                   chosen: tuple[tuple[str, str], ...] = (), applied: bool = False,
                   **director: Any) -> Incident:  # fmt: skip
        """An incident of one ruling on ``record`` as it stands (what a version 1 to 3 file holds), with
        the Director's record fields as keywords."""
        step = Step(irregularity, None, facts if facts is not None else Facts(), chosen, applied, record, ruling)
        return cls(record, (step,), table if table is not None else TableState(), not applied, **director)

    def replay(self) -> Replay:
        """The story ruled again, step by step, through the wizard's own evaluation: the rulings,
        the table state now, the open prompts, the step in hand (computed once per incident)."""
        cached: Replay | None = self.__dict__.get("_replay")
        if cached is None:
            lawbook = Lawbook.named(self.lawbook)
            cached = replay(self.record, self.steps, table=self.table, in_hand=self.in_hand, lawbook=lawbook)
            object.__setattr__(self, "_replay", cached)
        return cached

    @property
    def irregularity(self) -> Irregularity | None:
        """What the Director was first called for on this board (the incident's name)."""
        return next((s.irregularity for s in self.steps if s.irregularity is not None), None)

    @property
    def kinds(self) -> tuple[IrregularityKind, ...]:
        """The kinds of irregularity ruled on, in order (a kind ruled twice is listed once)."""
        return tuple(dict.fromkeys(s.irregularity.kind for s in self.steps if s.irregularity is not None))

    @property
    def score_vulnerability(self) -> tuple[Vulnerability, bool]:
        """The vulnerability the table's score is worked out at: the board's as recorded, else the one its
        number gives, else neither side (then ``True``: assumed, and the report says so)."""
        record = self.record
        if record.vulnerability is not None:
            return record.vulnerability, False
        if record.number is not None and record.number >= 1:
            return Vulnerability.from_board(record.number), False
        return Vulnerability.NONE, True


def schema(version: int = SCHEMA_VERSION) -> dict[str, Any]:
    """The JSON Schema of format ``version`` (1 to 4; 1 to 3 frozen), as shipped with the package."""
    from importlib import resources

    if isinstance(version, bool) or version not in range(1, SCHEMA_VERSION + 1):
        raise ValueError(f"no incident format version {version!r} (versions 1 to {SCHEMA_VERSION})")
    shipped = resources.files("tdcompanion").joinpath(f"schemas/incident-v{version}.schema.json")
    text = shipped.read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


# --- writing -------------------------------------------------------------------------------------------


def to_json(incident: Incident) -> dict[str, Any]:
    """The incident as a JSON-native object (format v4)."""
    out: dict[str, Any] = {"format": FORMAT, "schema_version": SCHEMA_VERSION}
    if incident.id is not None:
        out["id"] = incident.id
    if incident.revision:
        out["revision"] = incident.revision
    if incident.created is not None:
        out["created"] = incident.created
    if incident.modified is not None:
        out["modified"] = incident.modified
    out["lawbook"] = incident.lawbook
    info = _info_json(incident.info)
    if info:
        out["info"] = info
    out["status"] = incident.status.value
    if incident.history:
        out["history"] = [_change_json(c) for c in incident.history]
    out["board"] = _board_json(incident.record)
    if incident.table != TableState():
        out["table"] = encode(incident.table)
    out["rulings"] = _steps_json(incident.record, incident.steps)
    if incident.in_hand and incident.steps:
        last = out["rulings"][-1]
        (last["later"][-1] if "later" in last and incident.steps[-1].is_later_choice else last)["in_hand"] = True
    statements = {side: incident.statements.of(side) for side in SIDES if incident.statements.of(side)}
    if statements:
        out["statements"] = statements
    if incident.score:
        out["score"] = incident.score
    if not incident.scoring.is_empty:
        out["scoring"] = score_json.to_json(incident.scoring)
    if incident.note:
        out["note"] = incident.note
    return out


def _steps_json(record: BoardRecord, steps: tuple[Step, ...]) -> list[dict[str, Any]]:
    """The rulings in order, each later choice under the ruling it came after (:func:`step_paths`)."""
    rulings: list[dict[str, Any]] = []
    for step, path in zip(steps, step_paths(steps), strict=True):
        item = _step_json(record, step)
        if ".later[" in path:
            rulings[-1].setdefault("later", []).append(item)
        else:
            rulings.append(item)
    return rulings


def step_paths(steps: tuple[Step, ...]) -> list[str]:
    """Where each step is in the file as written: ``$.rulings[i]``, or ``$.rulings[i].later[j]`` for a
    later choice, under the ruling it came after."""
    paths: list[str] = []
    ruling, later = -1, -1
    for step in steps:
        if step.is_later_choice and ruling >= 0:
            later += 1
            paths.append(f"$.rulings[{ruling}].later[{later}]")
        else:
            ruling, later = ruling + 1, -1
            paths.append(f"$.rulings[{ruling}]")
    return paths


def check_choices(incident: Incident, filename: str | None = None) -> None:
    """Raise :class:`IncidentFormatError` (at the step's ``chosen``) if a step chooses a choice or an
    option that its ruling does not offer. The reader checks this where the file stores the ruling; where
    it does not, only the replay finds it (it then stops there, as for facts that contradict the record,
    but this one is the file's fault, not the story's)."""
    story = incident.replay()
    if story.error is None or story.failed is None or story.error.reason != "unknown_option":
        return
    path = step_paths(incident.steps)[story.failed]
    raise IncidentFormatError(str(story.error.params.get("message", "")), f"{path}.chosen", filename=filename)


def _step_json(record: BoardRecord, step: Step) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if step.irregularity is not None:
        irregularity: dict[str, Any] = {"kind": step.irregularity.kind.value}
        if step.irregularity.event is not None:
            irregularity["event"] = step.irregularity.event
        if step.irregularity.call is not None:
            irregularity["call"] = step.irregularity.call
        if step.irregularity.ruling is not None:
            irregularity["ruling"] = step.irregularity.ruling
        out["irregularity"] = irregularity
        if step.prompt is not None:
            out["settles"] = encode(step.prompt)
    else:
        out["prompt"] = encode(step.prompt)
    given = step.record if step.record is not None else record
    at = Position.of(given)
    if prefix(record, at) == given:
        out["at"] = {"calls": at.calls, "events": at.events}
    else:
        out["board"] = _board_json(given)  # the record then is not the start of the record now
    if step.facts:
        out["facts"] = step.facts.to_json()
    if step.chosen:
        out["chosen"] = dict(step.chosen)
        by = _choosers(step)
        if by:
            out["by"] = by
    out["applied"] = step.applied
    if step.penalties:
        out["penalties"] = [penalty_json(p) for p in step.penalties]
    if step.ruling is not None:
        out["ruling"] = encode(step.ruling)
    return out


def penalty_json(penalty: ImposedPenalty) -> dict[str, str]:
    """A penalty as the file keeps it: ``{"law": "90B3", "against": "EW", "amount": "10", "unit": ...}``."""
    against = penalty.against.value if isinstance(penalty.against, Side) else penalty.against.letter
    return {"law": str(penalty.law), "against": against, "amount": figure_text(penalty.amount),
            "unit": penalty.unit.value}  # fmt: skip


def _choosers(step: Step) -> dict[str, str]:
    """Who made each choice taken (choice id -> seat), as the ruling given names them."""
    ruling = step.ruling
    if ruling is None:
        return {}
    found: dict[str, str] = {}
    for choice in ruling.all_choices():
        if choice.id in step.chosen_options and choice.chooser is not None:
            found[choice.id] = choice.chooser.letter
    return found


def _board_json(record: BoardRecord) -> dict[str, Any]:
    board: dict[str, Any] = {}
    if record.number is not None:
        board["number"] = record.number
    if record.dealer is not None:
        board["dealer"] = record.dealer.letter
    if record.vulnerability is not None:
        board["vulnerability"] = record.vulnerability.value
    board["deal"] = record.deal.to_pbn()
    if record.auction is not None:
        board["auction"] = [_entry_json(e) for e in record.auction.entries]
    if record.play is not None:
        contract = record.play.contract
        final = record.auction.contract() if record.auction is not None else None
        if final != contract:
            board["contract"] = contract.pbn
            board["declarer"] = contract.declarer.letter
        board["play"] = [_event_json(e) for e in record.play.events]
    return board


def _info_json(info: IncidentInfo) -> dict[str, Any]:
    out: dict[str, Any] = {name: getattr(info, name) for name in _INFO_TEXTS if getattr(info, name)}
    if info.players:
        out["players"] = {seat.letter: name for seat, name in info.players}
    if info.called_at:
        out["called_at"] = info.called_at
    if info.called_by is not None:
        out["called_by"] = info.called_by.letter
    return out


def _change_json(change: StatusChange) -> dict[str, Any]:
    out = {"at": change.at, "status": change.status.value}
    if change.note:
        out["note"] = change.note
    return out


def dumps(incident: Incident, *, indent: int | None = 2) -> str:
    """The incident as JSON text (UTF-8 when encoded; non-ASCII kept as is). Indented, with each
    small object or list of plain values (a call, a play, a consequence's cards) on one line."""
    if indent is None:
        return json.dumps(to_json(incident), ensure_ascii=False) + "\n"
    return _pretty(to_json(incident), indent, 0) + "\n"


_LINE = 100


def _pretty(value: object, indent: int, level: int) -> str:
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or (_depth(value) <= 2 and len(flat) + indent * level <= _LINE):
        return flat
    pad, inner = " " * (indent * level), " " * (indent * (level + 1))
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {_pretty(v, indent, level + 1)}"
                 for k, v in value.items()]  # fmt: skip
        return "{\n" + ",\n".join(items) + f"\n{pad}}}"
    items = [inner + _pretty(v, indent, level + 1) for v in value]
    return "[\n" + ",\n".join(items) + f"\n{pad}]"


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def dump(incident: Incident, fp: IO[str]) -> None:
    fp.write(dumps(incident))


def _entry_json(entry: AuctionEntry) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": entry.seat.letter, "call": entry.call.pbn}
    if entry.withdrawn:
        out["withdrawn"] = True
    if entry.alerted:
        out["alerted"] = True
    if entry.explanation is not None:
        out["explanation"] = entry.explanation
    return out


def _event_json(event: PlayEvent) -> dict[str, Any]:
    seat = event.seat.letter
    if isinstance(event, Play):
        said = {"said": event.said} if event.said is not None else {}
        return {"event": "play", "seat": seat, "card": event.card.pbn, **said}
    if isinstance(event, Retract):
        return {"event": "retract", "seat": seat, "card": event.card.pbn, "reason": event.reason.value}
    if isinstance(event, Expose):
        return {"event": "expose", "seat": seat, "cards": [c.pbn for c in event.cards], "how": event.how.value}
    if isinstance(event, PickUp):
        return {"event": "pick_up", "seat": seat, "cards": [c.pbn for c in event.cards]}
    if isinstance(event, Omit):
        placed = {"placed": event.placed.pbn} if event.placed is not None else {}
        return {"event": "omit", "seat": seat, **placed}
    if isinstance(event, Remove):
        placed = {"placed": event.placed.pbn} if event.placed is not None else {}
        return {"event": "remove", "seat": seat, "card": event.card.pbn, **placed}
    if isinstance(event, Extra):
        restored = {"restored": True} if event.restored else {}
        return {"event": "extra", "seat": seat, "card": event.card.pbn, **restored}
    kind = "claim" if isinstance(event, Claim) else "concede"
    return {"event": kind, "seat": seat, "tricks": event.tricks}


# --- reading -------------------------------------------------------------------------------------------


def loads(data: str | bytes, *, filename: str | None = None) -> Incident:
    """Read an incident from JSON text or UTF-8 bytes; raises :class:`IncidentFormatError`."""
    try:
        return _Reader(filename).incident(_parse(data, filename))
    except IncidentFormatError:
        raise
    except RecursionError:
        raise IncidentFormatError("nested too deeply", filename=filename) from None


def load(source: IO[bytes] | IO[str] | str | Path) -> Incident:
    """Read an incident from a path or an open file; raises :class:`IncidentFormatError` or ``OSError``."""
    if isinstance(source, str | Path):
        path = Path(source)
        return loads(read_file(path, INCIDENT_LIMIT), filename=str(path))  # not a FIFO, a device, 1 GB
    return loads(source.read(), filename=getattr(source, "name", None))


def _parse(data: str | bytes, filename: str | None) -> object:
    if isinstance(data, bytes | bytearray):
        try:
            text = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise IncidentFormatError(f"not UTF-8 text (byte {exc.start})", filename=filename) from None
    elif isinstance(data, str):
        text = data.removeprefix("\ufeff")
    else:
        raise IncidentFormatError(f"expected text or bytes, not {type(data).__name__}", filename=filename)
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant,
                          parse_int=_whole)  # fmt: skip
    except _LongNumberError as exc:
        where = f"line {exc.line(text)}, column {exc.column(text)}"
        raise IncidentFormatError(f"a number of {exc.digits} digits ({where}); no number of an incident file has "
                                  f"more than {MAX_DIGITS} digits", filename=filename) from None  # fmt: skip
    except json.JSONDecodeError as exc:
        raise IncidentFormatError(f"not JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})",
                                  filename=filename) from None  # fmt: skip
    except _DuplicateKeyError as exc:
        raise IncidentFormatError(f"the key {exc.key!r} appears twice in one object", filename=filename) from None


def _whole(digits: str) -> int:
    """A JSON integer, refused before it is converted if it is longer than any number of the format
    (Python converts none of more than 4,300 digits)."""
    if len(digits) > MAX_DIGITS + 1 or len(digits.lstrip("-")) > MAX_DIGITS:
        raise _LongNumberError(len(digits.lstrip("-")))
    return int(digits)


#: A string (skipped) or an integer longer than :data:`MAX_DIGITS` that is not the start of a float.
_LONG_NUMBER = re.compile(r'"(?:[^"\\]|\\.)*"|(?<![0-9eE.+])-?[0-9]{' + str(MAX_DIGITS + 1) + r',}(?![0-9.eE])')


class _LongNumberError(ValueError):
    """A JSON integer too long to be read; says where the first such one is in the text."""

    def __init__(self, digits: int) -> None:
        super().__init__(digits)
        self.digits = digits

    def _offset(self, text: str) -> int:
        for m in _LONG_NUMBER.finditer(text):
            if m.group()[0] != '"':
                return m.start()
        return 0  # pragma: no cover - the decoder found one

    def line(self, text: str) -> int:
        return text.count("\n", 0, self._offset(text)) + 1

    def column(self, text: str) -> int:
        offset = self._offset(text)
        return offset - text.rfind("\n", 0, offset)


class _DuplicateKeyError(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKeyError(key)
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise json.JSONDecodeError(f"{name} is not allowed", name, 0)


_TOP = {"format", "schema_version", "id", "revision", "created", "modified", "lawbook", "info", "status", "history",
        "board", "irregularity", "facts", "table", "ruling", "chosen", "rulings", "statements", "score", "scoring",
        "note"}  # fmt: skip
#: The keys each version added, with the version that added them.
_ADDED = {**dict.fromkeys(("id", "revision", "modified", "info", "status", "history", "statements", "score"), 2),
          "scoring": 3, "rulings": 4}  # fmt: skip
#: The keys of one ruling in versions 1 to 3, which version 4 keeps in each of its ``rulings``.
_ONE_RULING = ("irregularity", "facts", "ruling", "chosen")
_RULING = {"irregularity", "settles", "at", "board", "facts", "chosen", "by", "applied", "in_hand", "ruling", "later",
           "penalties"}
_LATER = {"prompt", "at", "board", "chosen", "by", "applied", "in_hand", "ruling"}
_INFO_TEXTS = ("event", "session", "date", "section", "table")
_INFO = {*_INFO_TEXTS, "players", "called_at", "called_by"}
_BOARD = {"number", "dealer", "vulnerability", "deal", "auction", "contract", "declarer", "play"}
_EVENTS: dict[str, set[str]] = {
    "play": {"card", "said"}, "retract": {"card", "reason"}, "expose": {"cards", "how"}, "pick_up": {"cards"},
    "claim": {"tricks"}, "concede": {"tricks"}, "omit": {"placed"}, "extra": {"card", "restored"},
    "remove": {"card", "placed"},
}  # fmt: skip


class _Reader:
    def __init__(self, filename: str | None) -> None:
        self.filename = filename
        self.last_point: BoardRecord | None = None  # the point of the record the last step read was given on

    def fail(self, reason: str, path: str) -> NoReturn:
        raise IncidentFormatError(reason, path, filename=self.filename)

    # -- shapes -------------------------------------------------------------------------------------

    def obj(self, raw: object, path: str, allowed: set[str], required: tuple[str, ...] = ()) -> dict[str, Any]:
        if not isinstance(raw, dict):
            self.fail(f"expected an object, not {_what(raw)}", path)
        for key in raw:
            if key not in allowed and not key.startswith("x-"):
                self.fail(f"unexpected key {key!r} (expected {', '.join(sorted(allowed))})", path)
        for key in required:
            if key not in raw:
                self.fail(f"missing key {key!r}", path)
        return raw

    def text(self, raw: object, path: str) -> str:
        if not isinstance(raw, str):
            self.fail(f"expected a string, not {_what(raw)}", path)
        return raw

    def integer(self, raw: object, path: str, what: str) -> int:
        """A number of the field ``what`` (a key of :data:`tdcompanion.core.numbers.RANGES`), in its range."""
        if isinstance(raw, bool) or not isinstance(raw, int):
            self.fail(f"expected a whole number, not {_what(raw)}", path)
        try:
            return bounded_int(raw, what)
        except InputError as exc:
            self.fail(str(exc), path)

    def items(self, raw: object, path: str) -> list[Any]:
        if not isinstance(raw, list):
            self.fail(f"expected a list, not {_what(raw)}", path)
        return raw

    def parsed(self, parse: Callable[[str], Any], raw: object, path: str) -> Any:
        text = self.text(raw, path)
        if len(text) > MAX_FIELD:  # a deal, call or card is short; the parser's message would quote it all
            self.fail(f"longer than {MAX_FIELD:,} characters ({len(text):,})", path)
        try:
            return parse(text)
        except InputError as exc:
            self.fail(str(exc), path)

    def seat(self, raw: object, path: str) -> Seat:
        if raw not in ("N", "E", "S", "W"):
            self.fail(f"expected a seat (N, E, S or W), not {_show(raw)}", path)
        return Seat.parse(self.text(raw, path))

    def card(self, raw: object, path: str) -> Card:
        card: Card = self.parsed(Card.parse, raw, path)
        if card.pbn != raw:
            self.fail(f"write the card as {card.pbn!r}, not {_show(raw)}", path)
        return card

    # -- the document -----------------------------------------------------------------------------------

    def incident(self, raw: object) -> Incident:
        top = self.obj(raw, "$", _TOP, ("format", "schema_version", "board"))
        if top["format"] != FORMAT:
            self.fail(f"not a TD Companion incident: format is {_show(top['format'])}, expected {FORMAT!r}", "$.format")
        version = self.integer(top["schema_version"], "$.schema_version", "schema_version")
        if version > SCHEMA_VERSION:
            self.fail(f"schema version {version} is newer than this program reads ({SCHEMA_VERSION})",
                      "$.schema_version")  # fmt: skip
        for key in top:
            if _ADDED.get(key, 1) > version:
                added = _ADDED[key]
                self.fail(f"unexpected key {key!r} in a version {version} file: it came with version {added} "
                          f"(a file that has it says \"schema_version\": {added})", "$")  # fmt: skip
            if version >= 4 and key in _ONE_RULING:
                self.fail(f"unexpected key {key!r} in a version {version} file: since version 4 each ruling "
                          f"keeps it under 'rulings'", "$")  # fmt: skip
        for key in ("irregularity",) if version < 4 else ("rulings",):
            if key not in top:
                self.fail(f"missing key {key!r}", "$")
        created = self.text(top["created"], "$.created") if "created" in top else None
        lawbook = self.text(top["lawbook"], "$.lawbook") if "lawbook" in top else DEFAULT_LAWBOOK
        if lawbook not in Lawbook.names():
            known = ", ".join(repr(name) for name in Lawbook.names())
            self.fail(f"unknown lawbook {lawbook!r} (this program knows {known})", "$.lawbook")
        record = self.board(top["board"])
        load_families()  # the consequence kinds and facts a family declares are known once it is imported
        table = self.decoded(TableState, top["table"], "$.table") if "table" in top else TableState()
        if version < 4:  # one ruling, which the wizard reopened as the step in hand
            steps: tuple[Step, ...] = (self.ruling_step(top, "$", record, later=False, applied=False),)
            in_hand = True
        else:
            steps, in_hand = self.steps(top["rulings"], record)
        ruled = any(step.ruling is not None for step in steps)
        note = self.long_text(top, "note", "$")
        status = self.enum(IncidentStatus, top["status"], "$.status") if "status" in top else \
            (IncidentStatus.RULED if ruled else IncidentStatus.OPEN)  # fmt: skip
        return Incident(
            record, steps, table, in_hand, note, created, lawbook,
            info=self.info(top.get("info", {})),
            statements=self.statements(top.get("statements", {})),
            score=self.long_text(top, "score", "$"),
            scoring=self.scoring(top["scoring"]) if "scoring" in top else ScoreRecord(),
            status=status,
            history=self.history(top.get("history", [])),
            id=self.identifier(top["id"]) if "id" in top else None,
            revision=self.integer(top["revision"], "$.revision", "revision") if "revision" in top else 0,
            modified=self.stamp(top["modified"], "$.modified") if "modified" in top else None,
        )  # fmt: skip

    # -- the rulings (v4) --------------------------------------------------------------------------------

    def steps(self, raw: object, record: BoardRecord) -> tuple[tuple[Step, ...], bool]:
        """The steps in order, and whether the last is the step in hand."""
        listed = self.items(raw, "$.rulings")
        if not listed:
            self.fail("an incident has at least one ruling", "$.rulings")
        steps: list[Step] = []
        in_hand: list[str] = []
        for i, entry in enumerate(listed):
            path = f"$.rulings[{i}]"
            later = isinstance(entry, dict) and "prompt" in entry and "irregularity" not in entry
            item = self.obj(entry, path, _LATER if later else _RULING, ("prompt",) if later else ("irregularity",))
            steps.append(self.ruling_step(item, path, self.given(item, path, record), later=later,
                                          applied=self.flag(item, "applied", path)))  # fmt: skip
            if self.flag(item, "in_hand", path):
                in_hand.append(path)
            for j, choice in enumerate(self.items(item.get("later", []), f"{path}.later")):
                sub = f"{path}.later[{j}]"
                inner = self.obj(choice, sub, _LATER, ("prompt",))
                steps.append(self.ruling_step(inner, sub, self.given(inner, sub, record), later=True,
                                              applied=self.flag(inner, "applied", sub)))  # fmt: skip
                if self.flag(inner, "in_hand", sub):
                    in_hand.append(sub)
        if in_hand and (len(in_hand) > 1 or steps[-1].applied or in_hand[0] != _last_path(listed)):
            self.fail("only the last ruling, not applied, can be the one in hand", in_hand[-1])
        return tuple(steps), bool(in_hand)

    def given(self, item: Mapping[str, object], path: str, record: BoardRecord) -> BoardRecord:
        """The board as it stood when the step was given: the first calls and events of the record
        now (``at``), or a board of its own (``board``) when the record has changed since."""
        if ("at" in item) == ("board" in item):
            self.fail("give either 'at' (how far the board record had gone) or 'board' (the record then)", path)
        if "board" in item:
            return self.board(item["board"], f"{path}.board")
        at = self.obj(item["at"], f"{path}.at", {"calls", "events"}, ("calls", "events"))
        counts = [None if at[k] is None else self.integer(at[k], f"{path}.at.{k}", k) for k in ("calls", "events")]
        found = prefix(record, Position(counts[0], counts[1]), near=self.last_point)
        if found is None:
            self.fail(f"the board record has no such point ({counts[0]} calls, {counts[1]} play events)", f"{path}.at")
        self.last_point = found  # the next step's point is taken on from this one (the story is in order)
        return found

    def ruling_step(self, item: Mapping[str, object], path: str, given: BoardRecord, *,
                    later: bool, applied: bool) -> Step:  # fmt: skip
        ruling = self.decoded(Ruling, item["ruling"], f"{path}.ruling") if "ruling" in item else None
        chosen = self.chosen(item.get("chosen", {}), ruling, f"{path}.chosen")
        if "by" in item:
            by = self.obj(item["by"], f"{path}.by", set(dict(chosen)))
            for key, seat in by.items():
                self.seat(seat, f"{path}.by[{json.dumps(key, ensure_ascii=False)}]")
        if later:
            prompt = self.decoded(Prompt, item["prompt"], f"{path}.prompt")
            return Step(None, prompt, Facts(), chosen, applied, given, ruling)
        settles = self.decoded(Prompt, item["settles"], f"{path}.settles") if "settles" in item else None
        irregularity = self.irregularity(item["irregularity"], f"{path}.irregularity")
        facts = self.facts(item.get("facts", {}), f"{path}.facts")
        raw_penalties = self.items(item.get("penalties", []), f"{path}.penalties")
        penalties = tuple(self.penalty(p, f"{path}.penalties[{i}]") for i, p in enumerate(raw_penalties))
        return Step(irregularity, settles, facts, chosen, applied, given, ruling, penalties)

    def penalty(self, raw: object, path: str) -> ImposedPenalty:
        """A procedural or disciplinary penalty imposed with a ruling (Laws 90, 91A)."""
        item = self.obj(raw, path, {"law", "against", "amount", "unit"}, ("law", "against", "amount", "unit"))
        law = self.parsed(LawRef.parse, item["law"], f"{path}.law")
        against: Side | Seat
        if item["against"] in {s.value for s in Side}:
            against = Side(item["against"])
        else:
            against = self.seat(item["against"], f"{path}.against")
        amount_text = self.text(item["amount"], f"{path}.amount")
        try:
            amount = read_figure(amount_text)
        except (InvalidOperation, ValueError):
            self.fail(f"expected an amount as decimal text such as '10' or '0.5', or a fraction such as '1/3', "
                      f"not {_show(amount_text)}", f"{path}.amount")  # fmt: skip
        unit_text = self.text(item["unit"], f"{path}.unit")
        if unit_text not in {u.value for u in PenaltyUnit}:
            self.fail(f"expected one of {', '.join(u.value for u in PenaltyUnit)}, not {_show(unit_text)}",
                      f"{path}.unit")  # fmt: skip
        try:
            return ImposedPenalty(law, against, amount, PenaltyUnit(unit_text))
        except PenaltyError as exc:
            field, _, reason = str(exc).partition(": ")
            self.fail(reason, f"{path}.{field}")

    # -- the Director's record (v2) --------------------------------------------------------------------

    def long_text(self, raw: Mapping[str, object], key: str, path: str, limit: int = MAX_TEXT) -> str:
        if key not in raw:
            return ""
        text = self.text(raw[key], f"{path}.{key}")
        if len(text) > limit:
            self.fail(f"longer than {limit:,} characters ({len(text):,})", f"{path}.{key}")
        return text

    def identifier(self, raw: object) -> str:
        text = self.text(raw, "$.id")
        if not 1 <= len(text) <= 64 or not all(c.isascii() and (c.isalnum() or c in "-_") for c in text):
            self.fail(f"an id is 1 to 64 letters, digits, '-' or '_', not {_show(raw)}", "$.id")
        return text

    def stamp(self, raw: object, path: str) -> str:
        text = self.text(raw, path)
        if not valid_time(text):
            self.fail(f"expected an ISO 8601 time such as '20:15' or '2026-11-23T20:15:00+02:00', not {_show(raw)}",
                      path)  # fmt: skip
        return text

    def info(self, raw: object) -> IncidentInfo:
        item = self.obj(raw, "$.info", _INFO)
        texts = {name: self.long_text(item, name, "$.info", MAX_FIELD) for name in _INFO_TEXTS}
        if texts["date"] and not valid_date(texts["date"]):
            self.fail(f"expected a date such as '2026-11-23', not {_show(texts['date'])}", "$.info.date")
        players: list[tuple[Seat, str]] = []
        if "players" in item:
            named = self.obj(item["players"], "$.info.players", {"N", "E", "S", "W"})
            for seat in Seat:
                name = self.long_text(named, seat.letter, "$.info.players", MAX_FIELD)
                if name:
                    players.append((seat, name))
        called_at = self.long_text(item, "called_at", "$.info", MAX_FIELD)
        if called_at:
            self.stamp(called_at, "$.info.called_at")
        called_by = self.seat(item["called_by"], "$.info.called_by") if item.get("called_by") is not None else None
        return IncidentInfo(**texts, players=tuple(players), called_at=called_at, called_by=called_by)

    def statements(self, raw: object) -> Statements:
        item = self.obj(raw, "$.statements", set(SIDES))
        return Statements(*(self.long_text(item, side, "$.statements") for side in SIDES))

    def history(self, raw: object) -> tuple[StatusChange, ...]:
        changes = []
        for i, entry in enumerate(self.items(raw, "$.history")):
            path = f"$.history[{i}]"
            item = self.obj(entry, path, {"at", "status", "note"}, ("at", "status"))
            changes.append(StatusChange(self.stamp(item["at"], f"{path}.at"),
                                        self.enum(IncidentStatus, item["status"], f"{path}.status"),
                                        self.long_text(item, "note", path)))  # fmt: skip
        return tuple(changes)

    def scoring(self, raw: object) -> ScoreRecord:
        try:
            return score_json.from_json(raw)
        except score_json.ScoreFormatError as exc:
            self.fail(exc.reason, "$.scoring" + exc.path.removeprefix("$"))

    def decoded(self, tp: Any, raw: object, path: str) -> Any:
        try:
            return decode(tp, raw, path)
        except CodecError as exc:
            self.fail(exc.reason, exc.path)

    def board(self, raw: object, at: str = "$.board") -> BoardRecord:
        board = self.obj(raw, at, _BOARD, ("deal",))
        number = self.integer(board["number"], f"{at}.number", "board") if "number" in board else None
        dealer = self.seat(board["dealer"], f"{at}.dealer") if "dealer" in board else None
        vul = self.parsed(Vulnerability.parse, board["vulnerability"], f"{at}.vulnerability") \
            if "vulnerability" in board else None  # fmt: skip
        deal: Deal = self.parsed(Deal.from_pbn, board["deal"], f"{at}.deal")
        auction = None
        if board.get("auction") is not None:
            first = dealer if dealer is not None else (dealer_for(number) if number is not None else None)
            if first is None:
                self.fail("an auction needs the dealer (or the board number)", at)
            auction = self.auction(board["auction"], first, at)
        play = None
        if board.get("play") is not None:
            contract = self.contract(board, auction, at)
            play = self.play(board["play"], deal, contract, at)
        elif "contract" in board or "declarer" in board:
            self.contract(board, auction, at)  # checked even without play
        try:
            return BoardRecord(deal, auction, play, number, dealer, vul)
        except RecordError as exc:
            self.fail(str(exc), at)

    def auction(self, raw: object, dealer: Seat, at: str) -> Auction:
        entries = []
        for i, item in enumerate(self.items(raw, f"{at}.auction")):
            path = f"{at}.auction[{i}]"
            entry = self.obj(item, path, {"seat", "call", "withdrawn", "alerted", "explanation"}, ("seat", "call"))
            seat = self.seat(entry["seat"], f"{path}.seat")
            call: Call = self.parsed(Call.parse, entry["call"], f"{path}.call")
            flags = [self.flag(entry, name, path) for name in ("withdrawn", "alerted")]
            explanation = self.text(entry["explanation"], f"{path}.explanation") \
                if entry.get("explanation") is not None else None  # fmt: skip
            entries.append(AuctionEntry(seat, call, flags[0], flags[1], explanation))
        return Auction(dealer, tuple(entries))

    def flag(self, raw: Mapping[str, object], name: str, path: str) -> bool:
        value = raw.get(name, False)
        if not isinstance(value, bool):
            self.fail(f"expected true or false, not {_what(value)}", f"{path}.{name}")
        return value

    def contract(self, board: Mapping[str, object], auction: Auction | None, at: str) -> Contract:
        final = auction.contract() if auction is not None else None
        if "contract" not in board and "declarer" not in board:
            if isinstance(final, Contract):
                return final
            self.fail("the play needs the contract: give 'contract' and 'declarer' (the auction does not end in one)",
                      at)  # fmt: skip
        if "contract" not in board or "declarer" not in board:
            self.fail("'contract' and 'declarer' go together", at)
        declarer = self.seat(board["declarer"], f"{at}.declarer")
        contract: Contract = self.parsed(lambda t: Contract.parse(t, declarer), board["contract"], f"{at}.contract")
        if isinstance(final, Contract) and final != contract:
            self.fail(f"the auction ends in {final}, not {contract}", f"{at}.contract")
        return contract

    def play(self, raw: object, deal: Deal, contract: Contract, at: str) -> PlayRecord:
        events: list[PlayEvent] = []
        for i, item in enumerate(self.items(raw, f"{at}.play")):
            events.append(self.event(item, f"{at}.play[{i}]"))
        try:
            return PlayRecord(deal, contract, tuple(events))
        except PlayError as exc:
            path = f"{at}.play[{exc.index}]" if exc.index is not None else f"{at}.play"
            self.fail(exc.reason, path)

    def event(self, raw: object, path: str) -> PlayEvent:
        if not isinstance(raw, dict) or not isinstance(raw.get("event"), str) or raw["event"] not in _EVENTS:
            self.fail(f"expected an event object with 'event' one of {', '.join(_EVENTS)}", path)
        kind = raw["event"]
        needed = ("seat", *sorted(_EVENTS[kind] - {"reason", "how", "placed", "said", "restored"}))
        item = self.obj(raw, path, {"event", "seat", *_EVENTS[kind]}, needed)
        seat = self.seat(item["seat"], f"{path}.seat")
        if kind in ("play", "retract"):
            card = self.card(item["card"], f"{path}.card")
            if kind == "play":
                said = item.get("said")
                if said is not None and not isinstance(said, str):
                    self.fail("expected a string (what declarer said) or null", f"{path}.said")
                return Play(seat, card, said)
            reason = self.enum(RetractReason, item.get("reason", "other"), f"{path}.reason")
            return Retract(seat, card, reason)
        if kind in ("expose", "pick_up"):
            listed = self.items(item["cards"], f"{path}.cards")
            cards = tuple(self.card(c, f"{path}.cards[{j}]") for j, c in enumerate(listed))
            if not cards:
                self.fail("at least one card", f"{path}.cards")
            if kind == "pick_up":
                return PickUp(seat, cards)
            return Expose(seat, cards, self.enum(ExposeHow, item.get("how", "dropped"), f"{path}.how"))
        if kind == "omit":
            placed = item.get("placed")
            return Omit(seat, self.card(placed, f"{path}.placed") if placed is not None else None)
        if kind == "remove":
            placed = item.get("placed")
            card = self.card(item["card"], f"{path}.card")
            return Remove(seat, card, self.card(placed, f"{path}.placed") if placed is not None else None)
        if kind == "extra":
            return Extra(seat, self.card(item["card"], f"{path}.card"), self.flag(item, "restored", path))
        tricks = self.integer(item["tricks"], f"{path}.tricks", "tricks")
        return Claim(seat, tricks) if kind == "claim" else Concede(seat, tricks)

    def enum(self, tp: Any, raw: object, path: str) -> Any:
        for member in tp:
            if member.value == raw:
                return member
        self.fail(f"{_show(raw)} is not one of {', '.join(repr(m.value) for m in tp)}", path)

    def irregularity(self, raw: object, path: str) -> Irregularity:
        """What the step rules on. An event or call its record does not have is read as it is: the replay
        refuses it (``no_such_event``), so that a step an undo left behind is not lost."""
        item = self.obj(raw, path, {"kind", "event", "call", "ruling"}, ("kind",))
        kind = self.enum(IrregularityKind, item["kind"], f"{path}.kind")
        event = self.integer(item["event"], f"{path}.event", "event") if item.get("event") is not None else None
        call = self.integer(item["call"], f"{path}.call", "call") if item.get("call") is not None else None
        ruling = self.integer(item["ruling"], f"{path}.ruling", "ruling") if item.get("ruling") is not None else None
        return Irregularity(kind, event, call, ruling)

    def facts(self, raw: object, at: str) -> Facts:
        if not isinstance(raw, dict):
            self.fail(f"expected an object of answers, not {_what(raw)}", at)
        load_families()
        for key, value in raw.items():
            path = f"{at}[{json.dumps(key, ensure_ascii=False)}]"
            fact_id, _, sub = key.partition(":")
            fact = FACTS.get(fact_id)
            if fact is None:
                self.fail(f"unknown fact {fact_id!r}", path)
            if fact.keyed != bool(sub):
                self.fail(f"fact {fact_id!r} {'needs a key (id:key)' if fact.keyed else 'takes no key'}", path)
            try:
                fact.decode(tuple(value) if isinstance(value, list) else value)
            except InputError as exc:
                self.fail(str(exc), path)
        return Facts.from_json(raw)

    def chosen(self, raw: object, ruling: Ruling | None, path: str) -> tuple[tuple[str, str], ...]:
        if not isinstance(raw, dict):
            self.fail(f"expected an object of choice id -> option id, not {_what(raw)}", path)
        for key, value in raw.items():
            self.text(value, f"{path}[{json.dumps(key, ensure_ascii=False)}]")
        if ruling is not None:
            try:
                ruling.resolve(raw)
            except InputError as exc:
                self.fail(str(exc), path)
        return tuple(raw.items())


def _last_path(listed: list[Any]) -> str:
    """The JSON path of the last step of ``rulings``: the last ruling, or its last later choice."""
    index = len(listed) - 1
    last = listed[index]
    later = last.get("later") if isinstance(last, dict) else None
    if isinstance(later, list) and later:
        return f"$.rulings[{index}].later[{len(later) - 1}]"
    return f"$.rulings[{index}]"


def _what(raw: object) -> str:
    if raw is None:
        return "null"
    if isinstance(raw, bool):
        return "true" if raw else "false"
    if isinstance(raw, float) and not math.isfinite(raw):
        return "a number out of range"
    names = {int: "a number", float: "a number", str: "a string", list: "a list", dict: "an object"}
    return names.get(type(raw), type(raw).__name__)


def _show(raw: object) -> str:
    text = json.dumps(raw, ensure_ascii=False) if isinstance(raw, str | int | float | bool | type(None)) else _what(raw)
    return text if len(text) <= 40 else text[:37] + "..."
