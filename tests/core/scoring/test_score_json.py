"""The ``scoring`` object of an incident file (format v3): any score record round-trips, every mistake is
reported at its JSON path by the incident reader, and the v3 schema describes what the reader reads.

:data:`SCORE_RECORDS` builds valid records (contracts, tricks and transfers, weights as random fractions
adding up to 1, artificial scores, session figures, travellers); tests/core/test_incident.py reuses it."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core import incident
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling, PassedOut
from tdcompanion.core.incident import IncidentFormatError, dumps, loads
from tdcompanion.core.scoring import score_json
from tdcompanion.core.scoring.adjusted import AdjustedScore, Artificial, ArtificialScore, Outcome, WeightedScore
from tdcompanion.core.scoring.score_json import ScoreFormatError, from_json, to_json, weight_text
from tdcompanion.core.scoring.sheet import MAX_OTHERS, Form, ScoreRecord, Session, TableResult, Traveller
from tdcompanion.core.seats import Seat

REPO = Path(__file__).resolve().parents[3]
V1_REVOKE = REPO / "tests" / "data" / "incidents" / "v1-revoke.json"

# --- strategies ------------------------------------------------------------------------------------------

CONTRACTS = st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain), st.sampled_from(Seat),
                      st.sampled_from(Doubling))  # fmt: skip


@st.composite
def table_results(draw: st.DrawFn) -> TableResult:
    contract = draw(st.just(PASSED_OUT) | CONTRACTS)
    if isinstance(contract, PassedOut):
        return TableResult(contract, None)
    tricks = draw(st.integers(0, 13))
    # a revoke moves tricks the other side won: at most 13 - tricks to declarer, at most tricks to the defenders
    to_declarer = draw(st.integers(0, 13 - tricks) | st.just(0))
    to_defenders = draw(st.integers(0, tricks + to_declarer) | st.just(0))
    return TableResult(contract, tricks, to_declarer, to_defenders)


@st.composite
def weighted_scores(draw: st.DrawFn) -> WeightedScore:
    shares = draw(st.lists(st.integers(1, 60), min_size=1, max_size=4))
    outcomes = []
    for share in shares:
        contract = draw(st.just(PASSED_OUT) | CONTRACTS)
        tricks = None if isinstance(contract, PassedOut) else draw(st.integers(0, 13))
        outcomes.append(Outcome(contract, tricks, Fraction(share, sum(shares))))  # random fractions adding up to 1
    return WeightedScore(tuple(outcomes))


def _adjusted(ns: WeightedScore, ew: WeightedScore | None) -> AdjustedScore:
    return AdjustedScore(ns, None if ew == ns else ew)


ADJUSTED = st.builds(_adjusted, weighted_scores(), st.none() | weighted_scores())
ARTIFICIAL = st.builds(ArtificialScore, st.sampled_from(Artificial), st.sampled_from(Artificial))
SESSION_FIGURES = st.none() | st.decimals(-1000, 1000, places=2, allow_nan=False, allow_infinity=False).map(Fraction)
SCORES = st.integers(-760, 760).map(lambda tens: tens * 10)


@st.composite
def travellers(draw: st.DrawFn) -> Traveller:
    form = draw(st.sampled_from(Form))
    if form is Form.IMPS:
        return Traveller(form, (draw(SCORES),))
    entry = (SCORES | st.none()) if form is Form.MATCHPOINTS else SCORES
    return Traveller(form, tuple(draw(st.lists(entry, min_size=1, max_size=12))))


SCORE_RECORDS = st.builds(
    ScoreRecord,
    result=st.none() | table_results(),
    adjusted=st.none() | ADJUSTED | ARTIFICIAL,
    traveller=st.none() | travellers(),
    session=st.builds(Session, SESSION_FIGURES, SESSION_FIGURES),
)


# --- round trips -----------------------------------------------------------------------------------------


@given(SCORE_RECORDS)
def test_any_score_record_round_trips_through_json_text(record: ScoreRecord) -> None:
    written = to_json(record)
    assert from_json(json.loads(json.dumps(written))) == record
    assert to_json(from_json(written)) == written


@given(st.integers(1, 10**6), st.integers(1, 10**6))
def test_a_weight_is_written_exactly(a: int, b: int) -> None:
    weight = Fraction(min(a, b), max(a, b))
    text = weight_text(weight)
    assert Outcome.percent(PASSED_OUT, None, text).weight == weight
    # a percentage when the weight has a finite decimal form, else a fraction
    finite = re.fullmatch(r"\d+(\.\d+)?%", text) is not None
    assert finite == (text != f"{weight.numerator}/{weight.denominator}" or weight == 1)


def test_the_written_form_is_the_documented_one() -> None:
    four_spades = Contract.parse("4SX", Seat.N)
    record = ScoreRecord(
        TableResult(four_spades, 9, 0, 1),
        AdjustedScore(
            WeightedScore((Outcome(four_spades, 10, Fraction(3, 5)), Outcome(PASSED_OUT, None, Fraction(2, 5)))),
            WeightedScore((Outcome(four_spades, 9, Fraction(1, 3)), Outcome(four_spades, 8, Fraction(2, 3)))),
        ),
        Traveller(Form.MATCHPOINTS, (420, None, -50)),
        Session(Fraction(125, 2)),
    )  # fmt: skip
    assert to_json(record) == {
        "result": {"contract": "4SX", "declarer": "N", "tricks": 9, "to_defenders": 1},
        "adjusted": {"ns": [{"contract": "4SX", "declarer": "N", "tricks": 10, "weight": "60%"},
                            {"contract": "Pass", "weight": "40%"}],
                     "ew": [{"contract": "4SX", "declarer": "N", "tricks": 9, "weight": "1/3"},
                            {"contract": "4SX", "declarer": "N", "tricks": 8, "weight": "2/3"}]},
        "session": {"ns": "62.5"},
        "traveller": {"form": "matchpoints", "others": [420, None, -50]},
    }  # fmt: skip
    assert to_json(ScoreRecord(adjusted=ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS))) == {
        "artificial": {"ns": "A+", "ew": "A-"}
    }


def test_an_east_west_score_equal_to_north_souths_is_read_as_balanced() -> None:
    outcome = {"contract": "3NT", "declarer": "S", "tricks": 9, "weight": "100%"}
    record = from_json({"adjusted": {"ns": [outcome], "ew": [outcome]}})
    assert isinstance(record.adjusted, AdjustedScore) and record.adjusted.ew is None and record.adjusted.balanced


# --- mistakes: what and where, through the incident reader --------------------------------------------------

GOOD: dict[str, Any] = {
    "result": {"contract": "4S", "declarer": "N", "tricks": 9, "to_defenders": 1},
    "adjusted": {"ns": [{"contract": "4S", "declarer": "N", "tricks": 10, "weight": "60%"},
                        {"contract": "4S", "declarer": "N", "tricks": 9, "weight": "40%"}],
                 "ew": [{"contract": "4S", "declarer": "N", "tricks": 9, "weight": "100%"}]},
    "session": {"ns": "55", "ew": "45"},
    "traveller": {"form": "matchpoints", "others": [420, -50, None, 170]},
}  # fmt: skip


def _document(scoring: Any) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(dumps(incident.load(V1_REVOKE)))
    doc["scoring"] = scoring
    return doc


def _good() -> dict[str, Any]:
    return json.loads(json.dumps(GOOD))


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Set the value at ``path`` (``a.b[1].c``) of the scoring object."""
    steps = [int(s) if s.isdigit() else s for s in re.findall(r"[^.\[\]]+", path)]

    def change(doc: dict[str, Any]) -> None:
        node: Any = doc
        for step in steps[:-1]:
            node = node[step]
        node[steps[-1]] = value

    return change


def _drop(path: str) -> Callable[[dict[str, Any]], None]:
    *parents, last = [int(s) if s.isdigit() else s for s in path.split(".")]

    def change(doc: dict[str, Any]) -> None:
        node: Any = doc
        for step in parents:
            node = node[step]
        del node[last]

    return change


def _artificial(value: Any) -> Callable[[dict[str, Any]], None]:
    """Replace the adjusted score with artificial scores ``value``."""

    def change(doc: dict[str, Any]) -> None:
        del doc["adjusted"]
        doc["artificial"] = value

    return change


ERRORS: list[Any] = [
    ("unknown key", _set("extra", 1), "$.scoring", "unexpected key 'extra'"),
    ("adjusted and artificial", _set("artificial", {"ns": "A+", "ew": "A-"}), "$.scoring", "exclude each other"),
    ("result not an object", _set("result", "4S N 9"), "$.scoring.result", "expected an object, not a string"),
    ("result without a contract", _drop("result.contract"), "$.scoring.result", "missing key 'contract'"),
    ("contract misspelt", _set("result.contract", "4s"), "$.scoring.result.contract", "write the contract as '4S'"),
    ("contract level 8", _set("result.contract", "8S"), "$.scoring.result.contract", "not a contract"),
    ("contract a number", _set("result.contract", 4), "$.scoring.result.contract", "not a number"),
    ("declarer unknown", _set("result.declarer", "X"), "$.scoring.result.declarer", "N, E, S or W"),
    ("no declarer", _drop("result.declarer"), "$.scoring.result.declarer", "not null"),
    ("tricks 14", _set("result.tricks", 14), "$.scoring.result.tricks", "from 0 to 13, not 14"),
    ("tricks as text", _set("result.tricks", "9"), "$.scoring.result.tricks", "from 0 to 13"),
    ("tricks missing", _drop("result.tricks"), "$.scoring.result", "missing key 'tricks'"),
    ("transfer negative", _set("result.to_defenders", -1), "$.scoring.result.to_defenders", "from 0 to 13"),
    ("transfer too many", _set("result.to_declarer", 6), "$.scoring.result", "Law 64A"),
    ("passed out with tricks", _set("result.contract", "Pass"), "$.scoring.result", "no declarer and no tricks"),
    ("adjusted without ns", _drop("adjusted.ns"), "$.scoring.adjusted", "missing key 'ns'"),
    ("adjusted ns empty", _set("adjusted.ns", []), "$.scoring.adjusted.ns", "one or more outcomes"),
    ("outcome not an object", _set("adjusted.ns[1]", "4S"), "$.scoring.adjusted.ns[1]", "expected an object"),
    ("outcome without weight", _drop("adjusted.ns.1.weight"), "$.scoring.adjusted.ns[1]", "missing key 'weight'"),
    ("weight a number", _set("adjusted.ns[1].weight", 40), "$.scoring.adjusted.ns[1].weight", "as text"),
    ("weight unreadable", _set("adjusted.ns[1].weight", "forty"), "$.scoring.adjusted.ns[1]", "not a weight"),
    ("weight zero", _set("adjusted.ns[1].weight", "0%"), "$.scoring.adjusted.ns[1]", "more than 0%"),
    ("weights not 100", _set("adjusted.ns[1].weight", "30%"), "$.scoring.adjusted.ns", "add up to 90%"),
    ("outcome tricks 14", _set("adjusted.ew[0].tricks", 14), "$.scoring.adjusted.ew[0].tricks", "from 0 to 13"),
    ("outcome contract", _set("adjusted.ew[0].contract", "4Z"), "$.scoring.adjusted.ew[0].contract", "contract"),
    ("artificial unknown", _artificial({"ns": "A+", "ew": "B"}), "$.scoring.artificial.ew", "'A+', 'A' or"),
    ("artificial one side", _artificial({"ns": "A+"}), "$.scoring.artificial", "missing key 'ew'"),
    ("session a number", _set("session.ns", 62.5), "$.scoring.session.ns", "as text"),
    ("session not a number", _set("session.ew", "half"), "$.scoring.session.ew", "'62.5'"),
    ("session too large", _set("session.ew", "5000"), "$.scoring.session.ew", "from -1000 to 1000"),
    ("form unknown", _set("traveller.form", "pairs"), "$.scoring.traveller.form", "'matchpoints'"),
    ("others not a list", _set("traveller.others", 420), "$.scoring.traveller.others", "a list"),
    ("other as text", _set("traveller.others[2]", "420"), "$.scoring.traveller.others[2]", "a score or null"),
    ("other not a score", _set("traveller.others[1]", 425), "$.scoring.traveller", "result 2: 425 is not"),
    ("no other result", _set("traveller.others", []), "$.scoring.traveller", "at least one other result"),
    ("null at IMPs", _set("traveller.form", "cross_imps"), "$.scoring.traveller", "result 3: an artificial"),
    ("teams with two", _set("traveller", {"form": "imps", "others": [420, 170]}), "$.scoring.traveller",
     "one score, the other room's"),
    ("too many others", _set("traveller.others", [0] * (MAX_OTHERS + 1)), "$.scoring.traveller", "at most 500"),
]  # fmt: skip


def _name(case: Any) -> str:
    return str((case.values if hasattr(case, "values") else case)[0])


@pytest.mark.parametrize(("name", "change", "path", "reason"), ERRORS, ids=[_name(e) for e in ERRORS])
def test_a_mistake_in_the_score_is_reported_at_its_json_path(name: str, change: Any, path: str, reason: str) -> None:
    scoring = _good()
    change(scoring)
    with pytest.raises(IncidentFormatError) as info:
        loads(json.dumps(_document(scoring)), filename="b.json")
    assert (info.value.path, str(info.value).startswith(f"b.json: {path}: ")) == (path, True)
    assert reason in info.value.reason, info.value.reason


def test_the_good_scoring_object_reads() -> None:
    loaded = loads(json.dumps(_document(_good())))
    assert loaded.scoring == from_json(GOOD)
    assert loaded.scoring.result == TableResult(Contract.parse("4S", Seat.N), 9, 0, 1)


def test_scoring_not_an_object_is_refused_at_its_key() -> None:
    with pytest.raises(IncidentFormatError) as info:
        loads(json.dumps(_document([1, 2])))
    assert info.value.path == "$.scoring" and "expected an object, not a list" in info.value.reason


@pytest.mark.parametrize("version", [1, 2])
def test_a_version_1_or_2_file_with_scoring_is_refused(version: int) -> None:
    doc = _document(_good())
    doc["schema_version"] = version
    for key in [k for k, v in incident._ADDED.items() if v > version and k != "scoring"]:
        doc.pop(key, None)
    with pytest.raises(IncidentFormatError) as info:
        loads(json.dumps(doc))
    assert info.value.path == "$"
    assert info.value.reason.startswith(f"unexpected key 'scoring' in a version {version} file: it came with version 3")


def test_from_json_alone_reports_paths_relative_to_the_object() -> None:
    with pytest.raises(ScoreFormatError) as info:
        from_json({"traveller": {"form": "imps"}})
    assert (info.value.path, info.value.reason) == ("$.traveller", "missing key 'others'")


# --- the v3 schema describes the scoring object as the reader reads it --------------------------------------

SCHEMA = incident.schema(3)
DEFS = SCHEMA["$defs"]


def test_the_schema_names_the_keys_the_reader_reads() -> None:
    assert SCHEMA["properties"]["scoring"] == {"$ref": "#/$defs/scoring"}
    assert set(DEFS["scoring"]["properties"]) == score_json._TOP
    assert DEFS["scoring"]["not"] == {"required": ["adjusted", "artificial"]}
    assert set(DEFS["score_result"]["properties"]) == {"contract", "declarer", "tricks", "to_declarer", "to_defenders"}
    assert set(DEFS["score_outcome"]["properties"]) == {"contract", "declarer", "tricks", "weight"}
    assert DEFS["score_kind"]["enum"] == [kind.value for kind in Artificial]
    assert DEFS["score_traveller"]["properties"]["form"]["enum"] == [form.value for form in Form]
    assert DEFS["score_traveller"]["properties"]["others"]["maxItems"] == MAX_OTHERS
    for name in ("scoring", "score_result", "score_outcome", "score_adjusted", "score_artificial", "score_session",
                 "score_traveller"):  # fmt: skip
        assert DEFS[name]["additionalProperties"] is False, name  # the reader refuses any other key, x- included


def _pattern(name: str, key: str | None = None) -> re.Pattern[str]:
    node = DEFS[name] if key is None else DEFS[name]["properties"][key]
    return re.compile(node["pattern"])


@given(st.just(PASSED_OUT) | CONTRACTS)
def test_the_contract_pattern_accepts_what_the_writer_writes(contract: Contract | PassedOut) -> None:
    assert _pattern("score_contract").fullmatch(score_json._contract_json(contract)["contract"])


@pytest.mark.parametrize("text", ["4s", "8S", "4♠", "0NT", "4SXXX", "pass", "4 S", ""])
def test_the_contract_pattern_refuses_what_the_reader_refuses(text: str) -> None:
    assert _pattern("score_contract").fullmatch(text) is None
    with pytest.raises(ScoreFormatError):
        from_json({"result": {"contract": text, "declarer": "N", "tricks": 9}})


@given(weighted_scores())
def test_the_weight_pattern_accepts_every_weight_written(weighted: WeightedScore) -> None:
    for outcome in weighted.outcomes:
        assert _pattern("score_outcome", "weight").fullmatch(weight_text(outcome.weight))


@given(st.decimals(-1000, 1000, places=3, allow_nan=False, allow_infinity=False))
def test_the_session_pattern_accepts_every_figure_written(value: Decimal) -> None:
    written = to_json(ScoreRecord(session=Session(Fraction(value))))["session"]["ns"]
    assert _pattern("score_number").fullmatch(written)
    assert from_json({"session": {"ns": written}}).session.ns == Fraction(value)


def test_the_traveller_schema_says_null_only_at_matchpoints_and_one_score_for_teams() -> None:
    rules = DEFS["score_traveller"]["allOf"]
    assert rules[0]["if"]["properties"]["form"]["const"] == Form.MATCHPOINTS.value
    assert rules[0]["else"]["properties"]["others"]["items"] == {"type": "integer"}
    assert rules[1]["if"]["properties"]["form"]["const"] == Form.IMPS.value
    assert rules[1]["then"]["properties"]["others"]["maxItems"] == 1
    item = DEFS["score_traveller"]["properties"]["others"]["items"]["oneOf"][0]
    assert (item["multipleOf"], item["minimum"], item["maximum"]) == (10, -10000, 10000)
    with pytest.raises(ScoreFormatError):  # the reader's limit is the schema's
        from_json({"traveller": {"form": "butler", "others": [10010]}})
    assert from_json({"traveller": {"form": "butler", "others": [10000]}}).traveller == Traveller(Form.BUTLER, (10000,))


def test_v3_keeps_every_v2_definition() -> None:
    v2 = incident.schema(2)
    assert all(DEFS[name] == v2["$defs"][name] for name in v2["$defs"])
    assert {k: v for k, v in SCHEMA["properties"].items() if k not in ("scoring", "schema_version")} == {
        k: v for k, v in v2["properties"].items() if k != "schema_version"
    }


def test_an_incident_with_a_score_round_trips() -> None:
    loaded = incident.load(V1_REVOKE)
    with_score = replace(loaded, scoring=from_json(GOOD))
    text = dumps(with_score)
    assert json.loads(text)["scoring"] == GOOD
    assert loads(text) == with_score


def test_the_documented_scoring_object_is_read_and_written_back_the_same() -> None:
    docs = (REPO / "docs" / "incident-format.md").read_text(encoding="utf-8")
    section = docs[docs.index("## `scoring`") : docs.index("## Errors")]
    [block] = re.findall(r"```json\n(.*?)```", section, re.DOTALL)
    documented = json.loads(block)
    record = from_json(documented)
    assert to_json(record) == documented
    assert isinstance(record.adjusted, AdjustedScore) and not record.adjusted.balanced
    assert record.traveller is not None and None in record.traveller.others
