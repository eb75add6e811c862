"""Incident files, format v1: round trips, what each mistake is reported as and where (JSON path),
the shipped JSON Schema agreeing with the reader, and fuzzing: random JSON, random bytes and
damaged documents never raise anything but IncidentFormatError."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcompanion.core import incident
from tdcompanion.core.board import Vulnerability
from tdcompanion.core.cards import Suit
from tdcompanion.core.incident import Incident, IncidentFormatError, dumps, loads
from tdcompanion.core.laws import (
    Irregularity,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    PenaltyCard,
    PenaltyGrade,
    RestrictionSpan,
    TableState,
    ref,
)
from tdcompanion.core.laws.law13_14 import EXPOSED, FOUND, Found
from tdcompanion.core.play import Expose, ExposeHow, Retract, RetractReason
from tests.core.laws.scenarios import DEAL, E, S, W, c, facts, record, without

SHORT = without(DEAL, W, "SJ")
PLAY3 = ("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8")
REPO = Path(__file__).resolve().parents[2]


def sample() -> Incident:
    board = record(*PLAY3, deal=SHORT)
    play = board.play
    assert play is not None
    play = play.add(Expose(E, (c("D7"),), ExposeHow.DROPPED)).add(Retract(S, c("H2"), RetractReason.OTHER))
    board = replace(board, play=play, number=7, vulnerability=Vulnerability.BOTH)
    answers = facts((FOUND, Found.ELSEWHERE, "SJ"), (EXPOSED, True, "SJ"))
    base = Incident(board, Irregularity(IrregularityKind.MISSING_CARD), answers, note="Ο ♠J βρέθηκε στο πάτωμα.",
                    created="2024-05-01T20:15:00+03:00")  # fmt: skip
    ruling = base.assess().ruling
    assert ruling is not None
    table = TableState().apply([
        PenaltyCard(law=ref("50B"), seat=E, card=c("D7"), grade=PenaltyGrade.MINOR),
        LeadRestriction(law=ref("26B"), leader=E, suit=Suit.CLUBS, mode=LeadMode.FORBID,
                        span=RestrictionSpan.WHILE_ON_LEAD),
    ])  # fmt: skip
    return replace(base, ruling=ruling, table=table)


def document() -> dict[str, Any]:
    return json.loads(dumps(sample()))


# --- round trips -------------------------------------------------------------------------------------


def test_an_incident_round_trips_and_writes_the_same_text_again() -> None:
    original = sample()
    text = dumps(original)
    assert loads(text) == original
    assert dumps(loads(text)) == text
    assert loads(text.encode("utf-8")) == original
    assert loads("\ufeff" + text) == original


def test_the_file_says_what_it_is_and_embeds_the_deal_in_pbn() -> None:
    doc = document()
    assert (doc["format"], doc["schema_version"], doc["lawbook"]) == ("tdcompanion-incident", 2, "WBF 2017")
    board = doc["board"]
    assert board["deal"] == SHORT.to_pbn()
    assert (board["number"], board["dealer"], board["vulnerability"]) == (7, "S", "All")
    assert board["auction"][0] == {"seat": "S", "call": "4H"}
    assert "contract" not in board  # the auction gives it
    assert board["play"][12] == {"event": "expose", "seat": "E", "cards": ["D7"], "how": "dropped"}
    assert doc["facts"] == {"law14.exposed:SJ": True, "law14.found:SJ": "elsewhere"}
    assert doc["ruling"]["laws"] == ["14B2", "14B4", "14C"]
    assert doc["ruling"]["consequences"][1] == {"kind": "penalty_card", "law": "14B4", "seat": "W", "card": "SJ",
                                                "grade": "major"}  # fmt: skip


def test_a_file_with_only_the_board_and_the_facts_is_enough() -> None:
    text = json.dumps({
        "format": "tdcompanion-incident", "schema_version": 1,
        "board": {"deal": SHORT.to_pbn(), "number": 3, "auction": [{"seat": "S", "call": "1H"}]},
        "irregularity": {"kind": "missing_card"},
        "facts": {"law14.found:SJ": "not_found"},
    })  # fmt: skip
    loaded = loads(text)
    assert loaded.record.dealer is S  # board 3: South deals
    ruling = loaded.assess().ruling
    assert ruling is not None and [str(x) for x in ruling.laws] == ["14A2", "14A3", "14C"]


def test_the_contract_is_given_when_the_auction_does_not_give_it(tmp_path: Path) -> None:
    doc = document()
    del doc["board"]["auction"]
    doc["board"].update(contract="4H", declarer="S")
    path = tmp_path / "incident.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    loaded = incident.load(path)
    assert loaded.record.contract is not None and loaded.record.contract.pbn == "4H"
    with path.open("rb") as fp:
        assert incident.load(fp) == loaded


# --- mistakes: what and where --------------------------------------------------------------------------


def _broken(change: Any) -> bytes:
    doc = document()
    change(doc)
    return json.dumps(doc).encode()


CASES: list[tuple[str, Any, str, str]] = [
    ("wrong format", lambda d: d.update(format="pbn"), "$.format", "not a TD Companion incident"),
    ("newer version", lambda d: d.update(schema_version=2), "$.schema_version", "newer"),
    ("version as text", lambda d: d.update(schema_version="1"), "$.schema_version", "whole number"),
    ("missing board", lambda d: d.pop("board"), "$", "missing key 'board'"),
    ("unknown key", lambda d: d.update(extra=1), "$", "unexpected key 'extra'"),
    ("bad deal", lambda d: d["board"].update(deal="N:AKX"), "$.board.deal", "4 hands"),
    ("bad vulnerability", lambda d: d["board"].update(vulnerability="Red"), "$.board.vulnerability", "vulnerability"),
    ("bad seat", lambda d: d["board"]["auction"][1].update(seat="North"), "$.board.auction[1].seat", "seat"),
    ("bad call", lambda d: d["board"]["auction"][0].update(call="8H"), "$.board.auction[0].call", "call"),
    ("bad card", lambda d: d["board"]["play"][2].update(card="S1"), "$.board.play[2].card", "card"),
    ("card spelled otherwise", lambda d: d["board"]["play"][2].update(card="s7"), "$.board.play[2].card", "'S7'"),
    ("card not held", lambda d: d["board"]["play"][2].update(card="SK"), "$.board.play[2]", "does not hold"),
    ("unknown event", lambda d: d["board"]["play"].append({"event": "sing", "seat": "N"}), "$.board.play[14]",
     "event"),
    ("empty exposure", lambda d: d["board"]["play"][12].update(cards=[]), "$.board.play[12].cards", "at least one"),
    ("contract disagrees", lambda d: d["board"].update(contract="3NT", declarer="S"), "$.board.contract", "ends in"),
    ("contract alone", lambda d: d["board"].update(contract="4H"), "$.board", "go together"),
    ("auction without dealer", lambda d: (d["board"].pop("dealer"), d["board"].pop("number")), "$.board", "dealer"),
    ("unknown kind", lambda d: d["irregularity"].update(kind="misbid"), "$.irregularity.kind", "not one of"),
    ("event out of range", lambda d: d["irregularity"].update(event=99), "$.irregularity.event", "no event 99"),
    ("unknown fact", lambda d: d["facts"].update({"law99.colour": "red"}), '$.facts["law99.colour"]', "unknown fact"),
    ("bad answer", lambda d: d["facts"].update({"law14.found:SJ": "lost"}), '$.facts["law14.found:SJ"]', "one of"),
    ("key missing", lambda d: d["facts"].update({"law14.found": "elsewhere"}), '$.facts["law14.found"]', "needs a key"),
    ("bad ruling", lambda d: d["ruling"]["consequences"][0].update(seat="X"), "$.ruling.consequences[0].seat", "seat"),
    ("unknown consequence", lambda d: d["ruling"]["consequences"][0].update(kind="fine"),
     "$.ruling.consequences[0].kind", "unknown consequence"),
    ("unknown choice", lambda d: d.update(chosen={"law54.declarer": "accept"}), "$.chosen", "no choice"),
    ("bad table", lambda d: d["table"]["penalty_cards"][0].update(grade="huge"), "$.table.penalty_cards[0].grade",
     "not one of"),
    ("note not text", lambda d: d.update(note=5), "$.note", "string"),
]


@pytest.mark.parametrize(("name", "change", "path", "reason"), CASES, ids=[c[0] for c in CASES])
def test_a_mistake_is_reported_with_its_json_path(name: str, change: Any, path: str, reason: str) -> None:
    with pytest.raises(IncidentFormatError) as info:
        loads(_broken(change), filename="bad.json")
    assert info.value.path == path
    assert reason in info.value.reason
    assert str(info.value).startswith(f"bad.json: {path}: ")


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "not JSON"),
        (b"{", "not JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b"[]", "expected an object"),
        (b'{"format": NaN}', "NaN is not allowed"),
        (b'{"a": 1, "a": 2}', "appears twice"),
        (b"[" * 100_000, "not JSON"),
    ],
)
def test_text_that_is_not_an_incident_is_refused(data: bytes, reason: str) -> None:
    with pytest.raises(IncidentFormatError) as info:
        loads(data)
    assert reason in info.value.reason or "nested" in info.value.reason


def test_extension_keys_are_ignored() -> None:
    doc = document()
    doc["x-club"] = {"session": 2}
    doc["board"]["x-table"] = 5
    assert loads(json.dumps(doc)) == sample()


# --- the schema shipped with the package -----------------------------------------------------------------


def test_the_shipped_schema_agrees_with_the_reader() -> None:
    schema = incident.schema()
    assert schema["properties"]["format"]["const"] == incident.FORMAT
    assert schema["properties"]["schema_version"]["const"] == incident.SCHEMA_VERSION
    assert set(schema["required"]) == {"format", "schema_version", "board", "irregularity"}
    assert set(schema["properties"]) == incident._TOP
    assert set(schema["$defs"]["board"]["properties"]) == incident._BOARD
    assert schema["properties"]["irregularity"]["properties"]["kind"]["enum"] == [k.value for k in IrregularityKind]
    assert schema["$defs"]["event"]["properties"]["event"]["enum"] == list(incident._EVENTS)
    assert set(schema["$defs"]["table"]["properties"]) == set(json.loads(dumps(sample()))["table"])
    assert (REPO / "tdcompanion" / "schemas" / "incident-v1.schema.json").is_file()


# --- fuzzing -----------------------------------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["N", "SA", "4H", "play", "missing_card", "law14.found:SJ", "14B2"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)  # fmt: skip


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += _paths(value, (*path, i))
    return found


BASE = None


def _base() -> dict[str, Any]:
    global BASE  # noqa: PLW0603 - built once, copied per example
    if BASE is None:
        BASE = document()
    return copy.deepcopy(BASE)


def _only_format_errors(data: str | bytes) -> None:
    try:
        result = loads(data)
    except IncidentFormatError as exc:
        assert exc.path.startswith("$")
    else:
        assert isinstance(result, Incident)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(JSON)
def test_random_json_raises_only_format_errors(value: Any) -> None:
    _only_format_errors(json.dumps(value))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_raise_only_format_errors(data: bytes) -> None:
    _only_format_errors(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_damaged_incident_raises_only_format_errors(data: st.DataObject) -> None:
    doc = _base()
    paths = [p for p in _paths(doc) if p]
    where = data.draw(st.sampled_from(paths))
    node = doc
    for step in where[:-1]:
        node = node[step]
    action = data.draw(st.sampled_from(["replace", "delete"]))
    if action == "delete":
        if isinstance(node, dict):
            del node[where[-1]]
        else:
            node.pop(where[-1])
    else:
        node[where[-1]] = data.draw(JSON)
    _only_format_errors(json.dumps(doc))
