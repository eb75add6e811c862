"""A :class:`~.sheet.ScoreRecord` as JSON (the ``scoring`` object of an incident file, format v3).

Shape (every key optional; ``adjusted`` and ``artificial`` exclude each other)::

    {"result": {"contract": "4SX", "declarer": "N", "tricks": 9, "to_declarer": 0, "to_defenders": 1},
     "adjusted": {"ns": [{"contract": "4S", "declarer": "N", "tricks": 10, "weight": "60%"}, ...],
                  "ew": [...]},
     "artificial": {"ns": "A+", "ew": "A-"},
     "session": {"ns": "62.5", "ew": "38"},
     "traveller": {"form": "matchpoints", "others": [420, null, -50]}}

A passed-out board is ``{"contract": "Pass"}``. Weights are written exactly: a percentage when it has a
finite decimal form (``"60%"``, ``"12.5%"``), else a fraction of 1 (``"1/3"``). Session figures are
decimal text. :func:`from_json` raises :class:`ScoreFormatError` with a JSON path relative to the object.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any, NoReturn

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import PASSED_OUT, Contract, PassedOut
from tdcompanion.core.errors import InputError
from tdcompanion.core.scoring.adjusted import (
    AdjustedScore,
    Artificial,
    ArtificialScore,
    Outcome,
    WeightedScore,
    finite_percent,
)
from tdcompanion.core.scoring.duplicate import ScoreError
from tdcompanion.core.scoring.figures import MOST_DIGITS, exact_figure
from tdcompanion.core.scoring.sheet import Form, ScoreRecord, Session, TableResult, Traveller, evaluate, laws
from tdcompanion.core.seats import Seat

_TOP = {"result", "adjusted", "artificial", "session", "traveller"}


class ScoreFormatError(InputError):
    """A ``scoring`` object that cannot be read: ``reason`` at ``path`` (``$`` is the object itself)."""

    def __init__(self, reason: str, path: str = "$") -> None:
        self.reason = reason
        self.path = path
        super().__init__(f"{path}: {reason}")


# --- writing -------------------------------------------------------------------------------------------


def to_json(record: ScoreRecord) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if record.result is not None:
        out["result"] = _result_json(record.result)
    if isinstance(record.adjusted, AdjustedScore):
        adjusted = {"ns": [_outcome_json(o) for o in record.adjusted.ns.outcomes]}
        if not record.adjusted.balanced:
            adjusted["ew"] = [_outcome_json(o) for o in record.adjusted.for_ew.outcomes]
        out["adjusted"] = adjusted
    elif isinstance(record.adjusted, ArtificialScore):
        out["artificial"] = {"ns": record.adjusted.ns.value, "ew": record.adjusted.ew.value}
    session = {side: _decimal_text(value) for side, value in (("ns", record.session.ns), ("ew", record.session.ew))
               if value is not None}  # fmt: skip
    if session:
        out["session"] = session
    if record.traveller is not None:
        out["traveller"] = {"form": record.traveller.form.value, "others": list(record.traveller.others)}
    return out


def _contract_json(contract: Contract | PassedOut) -> dict[str, Any]:
    if isinstance(contract, PassedOut):
        return {"contract": "Pass"}
    return {"contract": contract.pbn, "declarer": contract.declarer.letter}


def _result_json(result: TableResult) -> dict[str, Any]:
    out = _contract_json(result.contract)
    if result.tricks is not None:
        out["tricks"] = result.tricks
    if result.to_declarer:
        out["to_declarer"] = result.to_declarer
    if result.to_defenders:
        out["to_defenders"] = result.to_defenders
    return out


def _outcome_json(outcome: Outcome) -> dict[str, Any]:
    out = _contract_json(outcome.contract)
    if outcome.tricks is not None:
        out["tricks"] = outcome.tricks
    out["weight"] = weight_text(outcome.weight)
    return out


def sheet_json(record: ScoreRecord, vulnerability: Vulnerability) -> dict[str, Any]:
    """What ``record`` comes to on a board of ``vulnerability``, for ``tdcompanion rule --json``: the record
    (``scoring``), the ``laws`` it stands on (:func:`~.sheet.laws`), each side's score of the ``table``
    (decimal text, from that side's point of view; ``null`` for an artificial score), the ``conversion``
    against the board's other results (``unit`` MP or IMP, each side's figure, the matchpoint ``top``), and
    the ``error`` that stops the figures being worked out (or ``null``)."""
    out: dict[str, Any] = {"scoring": to_json(record), "laws": list(laws(record)), "table": {"NS": None, "EW": None},
                           "conversion": None, "error": None}  # fmt: skip
    try:
        sheet = evaluate(record, vulnerability)
    except ScoreError as exc:
        out["error"] = str(exc)
        return out
    if sheet.table_ns is not None and sheet.table_ew is not None:
        out["table"] = {"NS": _decimal_text(sheet.table_ns), "EW": _decimal_text(sheet.table_ew)}
    conversion = sheet.conversion
    if conversion is not None:
        out["conversion"] = {"unit": conversion.unit.value, "NS": _decimal_text(conversion.ns),
                             "EW": _decimal_text(conversion.ew), "top": conversion.top}  # fmt: skip
    return out


def weight_text(weight: Fraction) -> str:
    """``"60%"``, ``"12.5%"``: a percentage when it is a finite decimal, else ``"1/3"`` (a share of 1)."""
    percent = finite_percent(weight)
    return f"{weight.numerator}/{weight.denominator}" if percent is None else f"{percent:f}%"


def _decimal_text(value: Fraction) -> str:
    """A fraction with a finite decimal form, written exactly (others to 6 places)."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    text = f"{exact.normalize():f}"
    return text if Fraction(Decimal(text)) == value else f"{exact.quantize(Decimal('0.000001')):f}"


# --- reading -------------------------------------------------------------------------------------------


def from_json(raw: object) -> ScoreRecord:
    """Read a ``scoring`` object; raises :class:`ScoreFormatError` (reason and path)."""
    top = _obj(raw, "$", _TOP)
    if "adjusted" in top and "artificial" in top:
        _fail("'adjusted' (Law 12C1) and 'artificial' (Law 12C2) exclude each other", "$")
    result = _result(top["result"], "$.result") if "result" in top else None
    adjusted: AdjustedScore | ArtificialScore | None = None
    if "adjusted" in top:
        adjusted = _adjusted(top["adjusted"])
    elif "artificial" in top:
        item = _obj(top["artificial"], "$.artificial", {"ns", "ew"}, ("ns", "ew"))
        adjusted = ArtificialScore(_artificial(item["ns"], "$.artificial.ns"),
                                   _artificial(item["ew"], "$.artificial.ew"))  # fmt: skip
    session = Session()
    if "session" in top:
        item = _obj(top["session"], "$.session", {"ns", "ew"})
        session = Session(*(_number(item[s], f"$.session.{s}") if s in item else None for s in ("ns", "ew")))
    traveller = _traveller(top["traveller"]) if "traveller" in top else None
    return ScoreRecord(result, adjusted, traveller, session)


def _fail(reason: str, path: str) -> NoReturn:
    raise ScoreFormatError(reason, path)


def _obj(raw: object, path: str, allowed: set[str], required: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(raw, dict):
        _fail(f"expected an object, not {_what(raw)}", path)
    for key in raw:
        if key not in allowed:
            _fail(f"unexpected key {key!r} (expected {', '.join(sorted(allowed))})", path)
    for key in required:
        if key not in raw:
            _fail(f"missing key {key!r}", path)
    return raw


def _what(raw: object) -> str:
    if raw is None:
        return "null"
    if isinstance(raw, bool):
        return "true" if raw else "false"
    return {int: "a number", float: "a number", str: "a string", list: "a list", dict: "an object"}.get(
        type(raw), type(raw).__name__)  # fmt: skip


def _count(raw: Mapping[str, object], key: str, path: str, default: int | None = None) -> int | None:
    if key not in raw:
        return default
    value = raw[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 13:
        _fail(f"expected a number of tricks from 0 to 13, not {value!r}", f"{path}.{key}")
    return value


def _contract(raw: Mapping[str, object], path: str) -> Contract | PassedOut:
    text = raw.get("contract")
    if not isinstance(text, str):
        _fail(f"expected a contract such as '4S', '3NTX' or 'Pass', not {_what(text)}", f"{path}.contract")
    if text == "Pass":
        if "declarer" in raw or "tricks" in raw:
            _fail("a passed-out board has no declarer and no tricks", path)
        return PASSED_OUT
    declarer = raw.get("declarer")
    if declarer not in ("N", "E", "S", "W"):
        _fail(f"expected the declarer (N, E, S or W), not {_what(declarer)}", f"{path}.declarer")
    assert isinstance(declarer, str)
    try:
        contract = Contract.parse(text, Seat.parse(declarer))
    except InputError as exc:
        _fail(str(exc), f"{path}.contract")
    if contract.pbn != text:
        _fail(f"write the contract as {contract.pbn!r}, not {text!r}", f"{path}.contract")
    return contract


def _result(raw: object, path: str) -> TableResult:
    item = _obj(raw, path, {"contract", "declarer", "tricks", "to_declarer", "to_defenders"}, ("contract",))
    contract = _contract(item, path)
    tricks = _count(item, "tricks", path)
    if isinstance(contract, Contract) and tricks is None:
        _fail("missing key 'tricks' (declarer's tricks as played)", path)
    to_declarer = _count(item, "to_declarer", path, 0) or 0
    to_defenders = _count(item, "to_defenders", path, 0) or 0
    try:
        return TableResult(contract, tricks, to_declarer, to_defenders)
    except InputError as exc:
        _fail(str(exc), path)


def _adjusted(raw: object) -> AdjustedScore:
    item = _obj(raw, "$.adjusted", {"ns", "ew"}, ("ns",))
    ns = _weighted(item["ns"], "$.adjusted.ns")
    ew = _weighted(item["ew"], "$.adjusted.ew") if "ew" in item else None
    return AdjustedScore(ns, ew if ew != ns else None)


def _weighted(raw: object, path: str) -> WeightedScore:
    if not isinstance(raw, list) or not raw:
        _fail(f"expected a list of one or more outcomes, not {_what(raw)}", path)
    outcomes = []
    for i, entry in enumerate(raw):
        where = f"{path}[{i}]"
        item = _obj(entry, where, {"contract", "declarer", "tricks", "weight"}, ("contract", "weight"))
        contract = _contract(item, where)
        tricks = _count(item, "tricks", where)
        if isinstance(contract, Contract) and tricks is None:
            _fail("missing key 'tricks'", where)
        weight = item["weight"]
        if not isinstance(weight, str):
            _fail(f"expected a weight as text such as '60%' or '1/3', not {_what(weight)}", f"{where}.weight")
        try:
            outcomes.append(Outcome.percent(contract, tricks, weight))
        except InputError as exc:
            _fail(str(exc), where)
    try:
        return WeightedScore(tuple(outcomes))
    except InputError as exc:
        _fail(str(exc), path)


def _artificial(raw: object, path: str) -> Artificial:
    for kind in Artificial:
        if kind.value == raw:
            return kind
    _fail(f"expected 'A+', 'A' or 'A-', not {_what(raw) if not isinstance(raw, str) else repr(raw)}", path)


def _number(raw: object, path: str) -> Fraction:
    if not isinstance(raw, str):
        _fail(f"expected a number as text such as '62.5', not {_what(raw)}", path)
    shown = repr(raw) if len(raw) <= 40 else f"{raw[:37]!r}... ({len(raw):,} characters)"
    try:
        value = exact_figure(raw)
    except InvalidOperation:
        _fail(f"expected a number such as '62.5' of at most {MOST_DIGITS} digits, not {shown}", path)
    if abs(value) > 1000:
        _fail(f"expected a number from -1000 to 1000, not {shown}", path)
    return value


def _traveller(raw: object) -> Traveller:
    item = _obj(raw, "$.traveller", {"form", "others"}, ("form", "others"))
    form = next((f for f in Form if f.value == item["form"]), None)
    if form is None:
        _fail(f"expected one of {', '.join(repr(f.value) for f in Form)}, not {item['form']!r}", "$.traveller.form")
    others = item["others"]
    if not isinstance(others, list):
        _fail(f"expected a list of North-South scores, not {_what(others)}", "$.traveller.others")
    for i, other in enumerate(others):
        if other is not None and (isinstance(other, bool) or not isinstance(other, int)):
            _fail(f"expected a score or null, not {_what(other)}", f"$.traveller.others[{i}]")
    try:
        return Traveller(form, tuple(others))
    except InputError as exc:
        _fail(str(exc), "$.traveller")
