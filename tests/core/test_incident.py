"""Incident files, format v4: round trips (the Director's record and the table's score included), what
each mistake is reported as and where (JSON path), the shipped JSON Schemas (v1 to v4) agreeing with
the reader, version 1, 2 and 3 files read as v4 incidents of one ruling, and fuzzing: random JSON, random
bytes, damaged documents, wrong types at every v2, v3 and v4 key, huge strings and deep nesting never
raise anything but IncidentFormatError. The ``scoring`` object's own mistakes are in
tests/core/scoring/test_score_json.py; the board's story (several rulings, later choices, the replay)
in tests/core/test_incident_story.py."""

from __future__ import annotations

import copy
import hashlib
import json
import re
from dataclasses import fields, replace
from datetime import date, timedelta, timezone
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcompanion.core import incident
from tdcompanion.core.board import Vulnerability
from tdcompanion.core.cards import Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.incident import Incident, IncidentFormatError, dumps, loads
from tdcompanion.core.incident_info import (
    DATE_PATTERN,
    MAX_FIELD,
    MAX_TEXT,
    SIDES,
    STAMP_PATTERN,
    IncidentInfo,
    IncidentStatus,
    Statements,
    StatusChange,
)
from tdcompanion.core.laws import (
    Irregularity,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    PenaltyCard,
    PenaltyGrade,
    Prompt,
    PromptKind,
    RestrictionSpan,
    TableState,
    ref,
)
from tdcompanion.core.laws.codec import encode
from tdcompanion.core.laws.imposed_penalty import PENALTY_LAWS, ImposedPenalty, PenaltyUnit
from tdcompanion.core.laws.law13_14 import EXPOSED, FOUND, Found
from tdcompanion.core.laws.ruling import DummyRightsLimited, HandChosenToLeadFrom
from tdcompanion.core.laws.timeline import Position
from tdcompanion.core.play import Expose, ExposeHow, Retract, RetractReason
from tdcompanion.core.scoring import score_json
from tdcompanion.core.scoring.adjusted import AdjustedScore, Outcome, WeightedScore
from tdcompanion.core.scoring.sheet import Form, ScoreRecord, Session, TableResult, Traveller, obtained
from tdcompanion.core.seats import Seat, Side
from tests.core.laws.scenarios import DEAL, E, N, S, W, adding, c, facts, record, without
from tests.core.scoring.test_score_json import SCORE_RECORDS

EXTRA_SJ = adding(DEAL, N, "SJ")  # a ♠J from another pack in North's hand (Law 13C)

SHORT = without(DEAL, W, "SJ")
PLAY3 = ("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8")
REPO = Path(__file__).resolve().parents[2]
V1_REVOKE = REPO / "tests" / "data" / "incidents" / "v1-revoke.json"
V2_REVOKE = REPO / "tests" / "data" / "incidents" / "v2-revoke.json"
V3_REVOKE = REPO / "tests" / "data" / "incidents" / "v3-revoke.json"
#: The keys format v2 added (the Director's record).
V2_KEYS = frozenset(k for k, v in incident._ADDED.items() if v == 2)


def sample() -> Incident:
    board = record(*PLAY3, deal=SHORT)
    play = board.play
    assert play is not None
    play = play.add(Expose(E, (c("D7"),), ExposeHow.DROPPED)).add(Retract(S, c("H2"), RetractReason.OTHER))
    board = replace(board, play=play, number=7, vulnerability=Vulnerability.BOTH)
    answers = facts((FOUND, Found.ELSEWHERE, "SJ"), (EXPOSED, True, "SJ"))
    base = Incident.one_ruling(board, Irregularity(IrregularityKind.MISSING_CARD), answers,
                               note="Ο ♠J βρέθηκε στο πάτωμα.", created="2024-05-01T20:15:00+03:00")  # fmt: skip
    ruling = base.replay().results[0].ruling
    assert ruling is not None
    table = TableState().apply([
        PenaltyCard(law=ref("50B"), seat=E, card=c("D7"), grade=PenaltyGrade.MINOR),
        LeadRestriction(law=ref("26B"), leader=E, suit=Suit.CLUBS, mode=LeadMode.FORBID,
                        span=RestrictionSpan.WHILE_ON_LEAD),
    ])  # fmt: skip
    return replace(base, steps=(replace(base.steps[0], ruling=ruling),), table=table)


FOUR_HEARTS = Contract.parse("4H", S)
SCORING = ScoreRecord(
    TableResult(FOUR_HEARTS, 9, 1, 0),
    AdjustedScore(WeightedScore((Outcome(FOUR_HEARTS, 10, Fraction(2, 3)), Outcome(FOUR_HEARTS, 9, Fraction(1, 3))))),
    Traveller(Form.MATCHPOINTS, (620, 170, None, -100)),
    Session(Fraction(58)),
)


def full_sample() -> Incident:
    """:func:`sample` with every key of the Director's record set."""
    info = IncidentInfo(
        event="Πανελλήνιο Πρωτάθλημα Ζευγών", session="2η ημερίδα", date="2026-11-23", section="Α", table="7",
        players=((N, "Γιώργος Παπαδόπουλος"), (E, "Ελένη Κωνσταντίνου"), (S, "Νίκος Αθανασίου"),
                 (W, "Μαρία Δημητρίου")),
        called_at="2026-11-23T20:15:00+02:00", called_by=S,
    )  # fmt: skip
    history = (
        StatusChange("2026-11-23T20:15:00+02:00", IncidentStatus.OPEN),
        StatusChange("2026-11-23T20:22:00+02:00", IncidentStatus.RULED, "Νόμος 14B4: μεγάλο τιμωρημένο φύλλο."),
        StatusChange("2026-11-23T23:40:00+02:00", IncidentStatus.SCORE_ADJUSTED, "Μετά το τέλος του γύρου."),
    )
    base = sample()
    table = base.table.apply([DummyRightsLimited(law=ref("43B2"), seat=N),  # fields written only when set
                              HandChosenToLeadFrom(law=ref("43B2(a)"), seat=S)])
    table = replace(table, chosen_leads=(3,))
    return replace(
        base, table=table, info=info, statements=Statements("Ο Δύση είχε το ♠J στο πάτωμα.", "Δεν το είδαμε."),
        score="NS 4♥ +620 (Νόμος 12C1(c))", status=IncidentStatus.SCORE_ADJUSTED, history=history,
        id="2026-11-23-b7-ab12", revision=3, modified="2026-11-23T23:40:05+02:00", scoring=SCORING,
    )  # fmt: skip


_SAMPLE = sample()


def document() -> dict[str, Any]:
    return json.loads(dumps(full_sample()))


# --- round trips -------------------------------------------------------------------------------------


@pytest.mark.parametrize("original", [sample(), full_sample()], ids=["board and ruling", "every field set"])
def test_an_incident_round_trips_and_writes_the_same_text_again(original: Incident) -> None:
    text = dumps(original)
    assert loads(text) == original
    assert dumps(loads(text)) == text
    assert dumps(loads(text), indent=None) == dumps(original, indent=None)
    assert loads(text.encode("utf-8")) == original
    assert loads("\ufeff" + text) == original


def test_every_key_of_the_directors_record_is_written() -> None:
    doc = document()
    assert set(incident._ADDED) <= set(doc)
    assert doc["scoring"] == score_json.to_json(SCORING)
    assert doc["info"] == {
        "event": "Πανελλήνιο Πρωτάθλημα Ζευγών", "session": "2η ημερίδα", "date": "2026-11-23", "section": "Α",
        "table": "7", "players": {"N": "Γιώργος Παπαδόπουλος", "E": "Ελένη Κωνσταντίνου", "S": "Νίκος Αθανασίου",
                                  "W": "Μαρία Δημητρίου"},
        "called_at": "2026-11-23T20:15:00+02:00", "called_by": "S",
    }  # fmt: skip
    assert (doc["id"], doc["revision"], doc["status"]) == ("2026-11-23-b7-ab12", 3, "score_adjusted")
    assert [h["status"] for h in doc["history"]] == ["open", "ruled", "score_adjusted"]
    assert "note" not in doc["history"][0]  # empty: left out
    assert doc["statements"] == {"NS": "Ο Δύση είχε το ♠J στο πάτωμα.", "EW": "Δεν το είδαμε."}
    assert "Νίκος" in dumps(full_sample()).encode("utf-8").decode("utf-8")  # Greek kept, not \u escaped


def test_an_empty_directors_record_writes_only_the_status() -> None:
    unruled = sample()
    doc = json.loads(dumps(replace(unruled, steps=(replace(unruled.steps[0], ruling=None),))))
    assert doc["status"] == "open"
    assert not set(doc) & (set(incident._ADDED) - {"status", "rulings"})


def test_the_file_says_what_it_is_and_embeds_the_deal_in_pbn() -> None:
    doc = document()
    assert (doc["format"], doc["schema_version"], doc["lawbook"]) == ("tdcompanion-incident", 4, "WBF 2017")
    board = doc["board"]
    assert board["deal"] == SHORT.to_pbn()
    assert (board["number"], board["dealer"], board["vulnerability"]) == (7, "S", "All")
    assert board["auction"][0] == {"seat": "S", "call": "4H"}
    assert "contract" not in board  # the auction gives it
    assert board["play"][12] == {"event": "expose", "seat": "E", "cards": ["D7"], "how": "dropped"}
    first = doc["rulings"][0]
    assert first["irregularity"] == {"kind": "missing_card"}
    assert first["at"] == {"calls": 4, "events": 14}  # the whole record: ruled on the board as it is now
    assert (first["applied"], "board" in first) == (False, False)
    assert first["facts"] == {"law14.exposed:SJ": True, "law14.found:SJ": "elsewhere"}
    assert first["ruling"]["laws"] == ["14B2", "14B4", "14C"]
    assert first["ruling"]["consequences"][1] == {"kind": "penalty_card", "law": "14B4", "seat": "W", "card": "SJ",
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
    ruling = loaded.replay().results[0].ruling
    assert ruling is not None and [str(x) for x in ruling.laws] == ["14A2", "14A3", "14C"]


def test_the_contract_is_given_when_the_auction_does_not_give_it(tmp_path: Path) -> None:
    doc = document()
    del doc["board"]["auction"]
    doc["board"].update(contract="4H", declarer="S")
    doc["rulings"][0]["at"]["calls"] = None  # no auction recorded
    path = tmp_path / "incident.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    loaded = incident.load(path)
    assert loaded.record.contract is not None and loaded.record.contract.pbn == "4H"
    with path.open("rb") as fp:
        assert incident.load(fp) == loaded


# --- mistakes: what and where --------------------------------------------------------------------------


def _r(doc: dict[str, Any], index: int = 0) -> dict[str, Any]:
    """The ``index``-th ruling of a v4 document."""
    ruling: dict[str, Any] = doc["rulings"][index]
    return ruling


def _broken(change: Any) -> bytes:
    doc = document()
    change(doc)
    return json.dumps(doc).encode()


CASES: list[tuple[str, Any, str, str]] = [
    ("wrong format", lambda d: d.update(format="pbn"), "$.format", "not a TD Companion incident"),
    ("newer version", lambda d: d.update(schema_version=5), "$.schema_version", "newer"),
    ("version 0", lambda d: d.update(schema_version=0), "$.schema_version", "from 1"),
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
    ("unknown kind", lambda d: _r(d)["irregularity"].update(kind="misbid"), "$.rulings[0].irregularity.kind",
     "not one of"),
    ("unknown fact", lambda d: _r(d)["facts"].update({"law99.colour": "red"}), '$.rulings[0].facts["law99.colour"]',
     "unknown fact"),
    ("bad answer", lambda d: _r(d)["facts"].update({"law14.found:SJ": "lost"}), '$.rulings[0].facts["law14.found:SJ"]',
     "one of"),
    ("key missing", lambda d: _r(d)["facts"].update({"law14.found": "elsewhere"}), '$.rulings[0].facts["law14.found"]',
     "needs a key"),
    ("bad ruling", lambda d: _r(d)["ruling"]["consequences"][0].update(seat="X"),
     "$.rulings[0].ruling.consequences[0].seat", "seat"),
    ("unknown consequence", lambda d: _r(d)["ruling"]["consequences"][0].update(kind="fine"),
     "$.rulings[0].ruling.consequences[0].kind", "unknown consequence"),
    ("unknown choice", lambda d: _r(d).update(chosen={"law54.declarer": "accept"}), "$.rulings[0].chosen",
     "no choice"),
    # the story (v4)
    ("no rulings", lambda d: d.pop("rulings"), "$", "missing key 'rulings'"),
    ("rulings empty", lambda d: d.update(rulings=[]), "$.rulings", "at least one ruling"),
    ("rulings not a list", lambda d: d.update(rulings={}), "$.rulings", "expected a list"),
    ("one ruling's key at the top", lambda d: d.update(facts={}), "$", "keeps it under 'rulings'"),
    ("unknown key in a ruling", lambda d: _r(d).update(extra=1), "$.rulings[0]", "unexpected key 'extra'"),
    ("point past the record", lambda d: _r(d).update(at={"calls": 1, "events": 15}), "$.rulings[0].at",
     "no such point"),
    ("point not counted", lambda d: _r(d).update(at={"calls": 1, "events": "14"}), "$.rulings[0].at.events",
     "whole number"),
    ("point without events", lambda d: _r(d).update(at={"calls": 1}), "$.rulings[0].at", "missing key 'events'"),
    ("point and board", lambda d: _r(d).update(board=d["board"]), "$.rulings[0]", "either 'at'"),
    ("neither point nor board", lambda d: _r(d).pop("at"), "$.rulings[0]", "either 'at'"),
    ("bad board of a ruling", lambda d: (_r(d).pop("at"), _r(d).update(board={"deal": "N:AKX"})),
     "$.rulings[0].board.deal", "4 hands"),
    ("applied not a flag", lambda d: _r(d).update(applied="yes"), "$.rulings[0].applied", "true or false"),
    ("later choice without its prompt", lambda d: _r(d).update(later=[{"at": {"calls": 1, "events": 14}}]),
     "$.rulings[0].later[0]", "missing key 'prompt'"),
    ("later choice with a bad prompt", lambda d: _r(d).update(later=[{"prompt": {"kind": "dance", "law": "50D2"},
                                                                     "at": {"calls": 1, "events": 14}}]),
     "$.rulings[0].later[0].prompt.kind", "not one of"),
    ("chooser of a choice not made", lambda d: _r(d).update(by={"law54.declarer": "S"}), "$.rulings[0].by",
     "unexpected key 'law54.declarer'"),
    ("bad table", lambda d: d["table"]["penalty_cards"][0].update(grade="huge"), "$.table.penalty_cards[0].grade",
     "not one of"),
    ("note not text", lambda d: d.update(note=5), "$.note", "string"),
    # the Director's record (v2)
    ("id not text", lambda d: d.update(id=5), "$.id", "string"),
    ("id with a space", lambda d: d.update(id="incident 1"), "$.id", "an id is 1 to 64 letters"),
    ("id with a slash", lambda d: d.update(id="../etc"), "$.id", "an id is"),
    ("id in Greek", lambda d: d.update(id="συμβάν"), "$.id", "an id is"),
    ("empty id", lambda d: d.update(id=""), "$.id", "an id is"),
    ("id too long", lambda d: d.update(id="a" * 65), "$.id", "an id is"),
    ("revision as text", lambda d: d.update(revision="3"), "$.revision", "whole number"),
    ("negative revision", lambda d: d.update(revision=-1), "$.revision", "from 0"),
    ("modified not a time", lambda d: d.update(modified="yesterday"), "$.modified", "ISO 8601 time"),
    ("modified a date only", lambda d: d.update(modified="2026-11-23"), "$.modified", "ISO 8601 time"),
    ("info not an object", lambda d: d.update(info=["Πανελλήνιο"]), "$.info", "expected an object"),
    ("unknown info key", lambda d: d["info"].update(round=2), "$.info", "unexpected key 'round'"),
    ("event not text", lambda d: d["info"].update(event=2026), "$.info.event", "string"),
    ("table as a number", lambda d: d["info"].update(table=7), "$.info.table", "string"),
    ("month 13", lambda d: d["info"].update(date="2026-13-01"), "$.info.date", "expected a date"),
    ("30 February", lambda d: d["info"].update(date="2026-02-30"), "$.info.date", "expected a date"),
    ("date day first", lambda d: d["info"].update(date="23/11/2026"), "$.info.date", "expected a date"),
    ("ISO week date", lambda d: d["info"].update(date="2026-W48-1"), "$.info.date", "expected a date"),
    ("date not text", lambda d: d["info"].update(date=20261123), "$.info.date", "string"),
    ("hour 25", lambda d: d["info"].update(called_at="25:00"), "$.info.called_at", "ISO 8601 time"),
    ("time in words", lambda d: d["info"].update(called_at="8pm"), "$.info.called_at", "ISO 8601 time"),
    ("time without minutes", lambda d: d["info"].update(called_at="20"), "$.info.called_at", "ISO 8601 time"),
    ("time of a day that is not", lambda d: d["info"].update(called_at="2026-02-30T20:15"), "$.info.called_at",
     "ISO 8601 time"),
    ("time not text", lambda d: d["info"].update(called_at=False), "$.info.called_at", "string"),
    ("caller not a seat", lambda d: d["info"].update(called_by="South"), "$.info.called_by", "seat"),
    ("players not an object", lambda d: d["info"].update(players=["Γιώργος"]), "$.info.players", "expected an object"),
    ("unknown player seat", lambda d: d["info"]["players"].update(X="Γιώργος"), "$.info.players",
     "unexpected key 'X'"),
    ("player seat in words", lambda d: d["info"]["players"].update(North="Γιώργος"), "$.info.players",
     "unexpected key 'North'"),
    ("player not text", lambda d: d["info"]["players"].update(N=12), "$.info.players.N", "string"),
    ("status unknown", lambda d: d.update(status="done"), "$.status", "\"done\" is not one of 'open', 'ruled'"),
    ("status not text", lambda d: d.update(status=1), "$.status", "not one of"),
    ("history not a list", lambda d: d.update(history={"at": "20:15"}), "$.history", "expected a list"),
    ("history entry not an object", lambda d: d["history"].append("ruled"), "$.history[3]", "expected an object"),
    ("history without a time", lambda d: d["history"][1].pop("at"), "$.history[1]", "missing key 'at'"),
    ("history without a status", lambda d: d["history"][1].pop("status"), "$.history[1]", "missing key 'status'"),
    ("history status unknown", lambda d: d["history"][2].update(status="pending"), "$.history[2].status",
     "not one of"),
    ("history bad time", lambda d: d["history"][0].update(at="2026-11-23T24:00"), "$.history[0].at",
     "ISO 8601 time"),
    ("history unknown key", lambda d: d["history"][0].update(by="S"), "$.history[0]", "unexpected key 'by'"),
    ("statements not an object", lambda d: d.update(statements="both agree"), "$.statements", "expected an object"),
    ("statement of a seat", lambda d: d["statements"].update(N="..."), "$.statements", "unexpected key 'N'"),
    ("statement not text", lambda d: d["statements"].update(EW=["a"]), "$.statements.EW", "string"),
    ("score not text", lambda d: d.update(score=620), "$.score", "string"),
    # too long: one-line fields over 1,000 characters, free texts over 100,000
    ("event too long", lambda d: d["info"].update(event="α" * (MAX_FIELD + 1)), "$.info.event",
     "longer than 1,000 characters (1,001)"),
    ("session too long", lambda d: d["info"].update(session="x" * (MAX_FIELD + 1)), "$.info.session", "longer than"),
    ("section too long", lambda d: d["info"].update(section="x" * (MAX_FIELD + 1)), "$.info.section", "longer than"),
    ("table too long", lambda d: d["info"].update(table="x" * (MAX_FIELD + 1)), "$.info.table", "longer than"),
    ("player too long", lambda d: d["info"]["players"].update(W="Μ" * (MAX_FIELD + 1)), "$.info.players.W",
     "longer than 1,000"),
    ("date too long", lambda d: d["info"].update(date="2" * (MAX_FIELD + 1)), "$.info.date", "longer than"),
    ("call time too long", lambda d: d["info"].update(called_at="2" * (MAX_FIELD + 1)), "$.info.called_at",
     "longer than"),
    ("statement too long", lambda d: d["statements"].update(NS="σ" * (MAX_TEXT + 1)), "$.statements.NS",
     "longer than 100,000 characters (100,001)"),
    ("score too long", lambda d: d.update(score="x" * (MAX_TEXT + 1)), "$.score", "longer than 100,000"),
    ("note too long", lambda d: d.update(note="x" * (MAX_TEXT + 1)), "$.note", "longer than 100,000"),
    ("history note too long", lambda d: d["history"][1].update(note="x" * (MAX_TEXT + 1)), "$.history[1].note",
     "longer than 100,000"),
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


def test_an_event_the_record_does_not_have_is_read_and_refused_by_the_replay() -> None:
    doc = document()
    doc["rulings"][0]["irregularity"]["event"] = 99  # the wizard saves a step an undo left behind; nothing is lost
    loaded = loads(json.dumps(doc))
    assert loaded.irregularity == Irregularity(IrregularityKind.MISSING_CARD, event=99)
    story = loaded.replay()
    assert (story.failed, story.error and story.error.reason) == (0, "no_such_event")


def test_only_the_last_step_not_applied_can_be_in_hand() -> None:
    doc = document()
    doc["rulings"][0]["in_hand"] = True
    assert loads(json.dumps(doc)).in_hand
    doc["rulings"][0]["applied"] = True
    with pytest.raises(IncidentFormatError) as info:
        loads(json.dumps(doc))
    assert (info.value.path, info.value.reason) == ("$.rulings[0]", "only the last ruling, not applied, can be the "
                                                                    "one in hand")  # fmt: skip


def test_texts_as_long_as_allowed_are_read() -> None:
    doc = document()
    doc["info"].update(event="α" * MAX_FIELD, players={"N": "Ν" * MAX_FIELD})
    doc.update(note="x" * MAX_TEXT, score="y" * MAX_TEXT, statements={"EW": "ε" * MAX_TEXT})
    loaded = loads(json.dumps(doc, ensure_ascii=False))
    assert (len(loaded.info.event), len(loaded.info.player(N)), len(loaded.note)) == (MAX_FIELD, MAX_FIELD, MAX_TEXT)
    assert len(loaded.statements.ew) == MAX_TEXT and loaded.statements.ns == ""


@pytest.mark.parametrize("stamp", ["20:15", "20:15:30", "20:15:30.25", "20:15Z", "20:15+02:00", "2026-11-23T20:15",
                                   "2026-11-23 20:15:00", "2026-11-23T20:15:00.123456-05:30"])  # fmt: skip
def test_the_time_of_the_call_may_be_a_time_of_day_or_a_date_and_time(stamp: str) -> None:
    doc = document()
    doc["info"]["called_at"] = stamp
    doc["history"][0]["at"] = stamp
    loaded = loads(json.dumps(doc))
    assert (loaded.info.called_at, loaded.history[0].at) == (stamp, stamp)


def test_empty_or_null_values_of_the_record_mean_not_known() -> None:
    doc = document()
    doc["info"] = {"event": "", "date": "", "called_at": "", "called_by": None, "players": {"N": "", "E": "Ελένη"}}
    doc["statements"] = {"NS": ""}
    loaded = loads(json.dumps(doc))
    assert loaded.info == IncidentInfo(players=((E, "Ελένη"),))
    assert loaded.statements == Statements()


def test_extension_keys_are_ignored() -> None:
    doc = document()
    doc["x-club"] = {"session": 2}
    doc["board"]["x-table"] = 5
    doc["info"]["x-room"] = "open"
    doc["info"]["players"]["x-numbers"] = [1, 2]
    doc["history"][0]["x-by"] = "TD"
    doc["statements"]["x-lang"] = "el"
    assert loads(json.dumps(doc)) == full_sample()


# --- random values of the Director's record round-trip --------------------------------------------------

TEXTS = st.text(max_size=30)
OFFSETS = st.none() | st.integers(-(24 * 60 - 1), 24 * 60 - 1).map(lambda m: timezone(timedelta(minutes=m)))
TIMES = st.builds(lambda t, tz, spec: t.replace(tzinfo=tz).isoformat(timespec=spec), st.times(), OFFSETS,
                  st.sampled_from(["minutes", "seconds", "milliseconds", "microseconds"]))  # fmt: skip
STAMPS = TIMES | st.builds(
    lambda d, tz, spec, sep: d.replace(tzinfo=tz).isoformat(sep=sep, timespec=spec),
    st.datetimes(), OFFSETS, st.sampled_from(["minutes", "seconds", "microseconds"]), st.sampled_from("T "),
)  # fmt: skip
INFOS = st.builds(
    IncidentInfo, event=TEXTS, session=TEXTS, date=st.just("") | st.dates().map(date.isoformat), section=TEXTS,
    table=TEXTS, players=st.dictionaries(st.sampled_from(Seat), TEXTS, max_size=4).map(lambda d: tuple(d.items())),
    called_at=st.just("") | STAMPS, called_by=st.none() | st.sampled_from(Seat),
)  # fmt: skip
HISTORIES = st.lists(st.builds(StatusChange, STAMPS, st.sampled_from(IncidentStatus), TEXTS), max_size=4).map(tuple)
IDS = st.none() | st.from_regex(r"[A-Za-z0-9_-]{1,64}", fullmatch=True)


PENALTIES = st.lists(st.builds(
    ImposedPenalty, st.sampled_from(PENALTY_LAWS), st.sampled_from([*Side, *Seat]),
    st.fractions(min_value=0, max_value=100, max_denominator=1000).filter(lambda f: f > 0),
    st.sampled_from(PenaltyUnit),
), max_size=3).map(tuple)  # fmt: skip
STEPS = PENALTIES.map(lambda p: (replace(_SAMPLE.steps[0], penalties=p), *_SAMPLE.steps[1:]))

RECORDS = st.builds(
    replace, st.just(_SAMPLE), steps=STEPS, info=INFOS, statements=st.builds(Statements, TEXTS, TEXTS),
    history=HISTORIES,
    status=st.sampled_from(IncidentStatus), score=TEXTS, note=TEXTS, id=IDS, revision=st.integers(0, 2**53),
    modified=st.none() | STAMPS, scoring=SCORE_RECORDS,
)  # fmt: skip


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(RECORDS)
def test_any_directors_record_round_trips(original: Incident) -> None:
    text = dumps(original)
    assert loads(text) == original
    assert dumps(loads(text)) == text


# --- version 1 files ----------------------------------------------------------------------------------------


def test_a_version_1_file_is_read_as_a_ruled_or_open_incident() -> None:
    v1 = json.loads(V1_REVOKE.read_text(encoding="utf-8"))
    assert v1["schema_version"] == 1 and not set(v1) & set(incident._ADDED)
    loaded = incident.load(V1_REVOKE)
    assert loaded.irregularity == Irregularity(IrregularityKind.REVOKE, event=11)
    assert (len(loaded.steps), loaded.steps[0].applied, loaded.steps[0].record) == (1, False, loaded.record)
    assert (loaded.status, loaded.history, loaded.id, loaded.revision, loaded.modified) == \
        (IncidentStatus.OPEN, (), None, 0, None)  # fmt: skip
    assert (loaded.info, loaded.statements, loaded.score, loaded.scoring) == (IncidentInfo(), Statements(), "",
                                                                              ScoreRecord())  # fmt: skip
    assert loaded.created == v1["created"] and loaded.note == v1["note"]
    ruling = loaded.replay().results[0].ruling
    assert ruling is not None
    v1["ruling"] = encode(ruling)
    ruled = loads(json.dumps(v1))
    assert (ruled.status, ruled.history, ruled.steps[0].ruling) == (IncidentStatus.RULED, (), ruling)


@pytest.mark.parametrize("fixture", [V1_REVOKE, V2_REVOKE, V3_REVOKE], ids=["v1", "v2", "v3"])
def test_an_older_file_is_written_as_version_4_with_its_one_ruling_and_reads_back_the_same(fixture: Path) -> None:
    old = json.loads(fixture.read_text(encoding="utf-8"))
    loaded = incident.load(fixture)
    text = dumps(loaded)
    doc = json.loads(text)
    assert doc["schema_version"] == 4
    assert doc["board"] == old["board"]
    one = {key: old[key] for key in ("irregularity", "facts", "chosen", "ruling") if key in old and old[key] != {}}
    assert doc["rulings"] == [{**one, "at": {"calls": len(old["board"].get("auction", [])) or None,
                                             "events": len(old["board"].get("play", [])) or None},
                               **({"by": doc["rulings"][0]["by"]} if "by" in doc["rulings"][0] else {}),
                               "applied": False, "in_hand": True}]  # fmt: skip
    kept = {k: v for k, v in old.items() if k not in ("schema_version", "irregularity", "facts", "chosen", "ruling")}
    assert {k: v for k, v in doc.items() if k not in ("schema_version", "rulings", "status")} == \
        {k: v for k, v in kept.items() if k != "status"}  # nothing else changes  # fmt: skip
    assert loads(text) == loaded
    assert dumps(loads(text)) == text
    assert loaded.replay().error is None


@pytest.mark.parametrize("key", sorted(k for k, v in incident._ADDED.items() if v == 2))
def test_a_version_1_file_with_a_version_2_key_is_refused(key: str) -> None:
    doc = json.loads(V1_REVOKE.read_text(encoding="utf-8"))
    doc[key] = document()[key]
    with pytest.raises(IncidentFormatError) as info:
        loads(json.dumps(doc), filename="v1.json")
    assert info.value.path == "$"
    assert info.value.reason.startswith(f"unexpected key {key!r} in a version 1 file: it came with version 2")
    doc["schema_version"] = 2
    assert loads(json.dumps(doc)).record == incident.load(V1_REVOKE).record  # the same key is fine in version 2


def test_a_version_3_file_with_the_rulings_of_version_4_is_refused() -> None:
    doc = json.loads(V3_REVOKE.read_text(encoding="utf-8"))
    doc["rulings"] = document()["rulings"]
    with pytest.raises(IncidentFormatError) as info:
        loads(json.dumps(doc))
    assert (info.value.path, info.value.reason.split(":")[0]) == ("$", "unexpected key 'rulings' in a version 3 file")


# --- version 2 files ----------------------------------------------------------------------------------------


def test_a_version_2_file_is_read_as_an_incident_with_no_score() -> None:
    v2 = json.loads(V2_REVOKE.read_text(encoding="utf-8"))
    assert v2["schema_version"] == 2 and "scoring" not in v2 and V2_KEYS - {"score"} <= set(v2)
    loaded = incident.load(V2_REVOKE)
    assert loaded.scoring == ScoreRecord() and loaded.scoring.is_empty
    assert (loaded.id, loaded.revision, loaded.status) == (v2["id"], v2["revision"], IncidentStatus(v2["status"]))
    assert loaded.info.event == v2["info"]["event"] and loaded.statements.ns == v2["statements"]["NS"]


def test_a_version_3_file_keeps_its_score() -> None:
    v3 = json.loads(V3_REVOKE.read_text(encoding="utf-8"))
    assert v3["schema_version"] == 3 and "scoring" in v3
    loaded = incident.load(V3_REVOKE)
    assert score_json.to_json(loaded.scoring) == v3["scoring"]


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_file_with_the_score_is_refused(version: int) -> None:
    doc = json.loads((V1_REVOKE if version == 1 else V2_REVOKE).read_text(encoding="utf-8"))
    doc["scoring"] = score_json.to_json(SCORING)
    with pytest.raises(IncidentFormatError) as info:
        loads(json.dumps(doc))
    assert info.value.path == "$"
    assert info.value.reason.startswith(f"unexpected key 'scoring' in a version {version} file: it came with version 3")
    doc["schema_version"] = 3
    assert loads(json.dumps(doc)).scoring == SCORING  # the same key is fine in version 3


# --- the schemas shipped with the package ----------------------------------------------------------------


#: The schemas of the versions before the current one are data, frozen: never edited again.
FROZEN_SCHEMAS = {
    1: "37ff853d031219e7a2619314c6e323c005e4f41bf7b99d18f97e04b675e7f259",
    2: "344faf4be63b2318218da2727e4d2cdfdf8b6f9f7c8ddc07a28c289fde46719a",
    3: "4b6107f228b5d1b87f966e082732da8c28137e9fa3819a55ce2726f433ba3690",
}
V3_KEYS = (incident._TOP - {"rulings"})


@pytest.mark.parametrize("version", sorted(FROZEN_SCHEMAS))
def test_the_schemas_of_older_versions_are_frozen(version: int) -> None:
    data = (REPO / "tdcompanion" / "schemas" / f"incident-v{version}.schema.json").read_bytes()
    assert hashlib.sha256(data).hexdigest() == FROZEN_SCHEMAS[version]


@pytest.mark.parametrize(("version", "keys"), [(1, V3_KEYS - set(incident._ADDED)),
                                               (2, V3_KEYS - {"scoring"}), (3, V3_KEYS)])  # fmt: skip
def test_each_older_schema_agrees_with_the_reader(version: int, keys: set[str]) -> None:
    schema = incident.schema(version)
    assert schema["$id"].endswith(f"/incident-v{version}.schema.json")
    assert schema["properties"]["format"]["const"] == incident.FORMAT
    assert schema["properties"]["schema_version"]["const"] == version
    assert set(schema["required"]) == {"format", "schema_version", "board", "irregularity"}
    assert set(schema["properties"]) == keys
    assert set(schema["$defs"]["board"]["properties"]) == incident._BOARD
    kinds = schema["properties"]["irregularity"]["properties"]["kind"]["enum"]
    assert set(kinds) <= {k.value for k in IrregularityKind}
    v4_only = {"omit", "extra", "remove"}  # a trick short of a card or with one too many (Law 67): version 4 only
    assert schema["$defs"]["event"]["properties"]["event"]["enum"] == [e for e in incident._EVENTS if e not in v4_only]


def test_the_current_schema_agrees_with_the_reader() -> None:
    schema = incident.schema()
    assert schema == incident.schema(4)
    assert schema == json.loads((REPO / "tdcompanion" / "schemas" / "incident-v4.schema.json").read_text())
    assert schema["properties"]["schema_version"]["const"] == 4
    assert set(schema["required"]) == {"format", "schema_version", "board", "rulings"}
    assert set(schema["properties"]) == incident._TOP - set(incident._ONE_RULING)
    defs = schema["$defs"]
    assert set(defs["board"]["properties"]) == incident._BOARD
    assert set(defs["ruling_step"]["properties"]) == incident._RULING
    assert set(defs["later_choice"]["properties"]) == incident._LATER
    assert defs["irregularity"]["properties"]["kind"]["enum"] == [k.value for k in IrregularityKind]
    assert defs["prompt"]["properties"]["kind"]["enum"] == [k.value for k in PromptKind]
    assert set(defs["prompt"]["properties"]) == {f.name for f in fields(Prompt)}
    assert set(defs["position"]["properties"]) == {f.name for f in fields(Position)}
    assert defs["event"]["properties"]["event"]["enum"] == list(incident._EVENTS)
    assert set(defs["table"]["properties"]) == set(document()["table"])


def test_the_v2_schema_describes_the_directors_record_as_the_reader_reads_it() -> None:
    schema, v1 = incident.schema(2), incident.schema(1)
    defs = schema["$defs"]
    assert all(defs[name] == v1["$defs"][name] for name in v1["$defs"])  # the board and ruling did not change
    assert incident.schema(4)["$defs"]["info"] == defs["info"]  # nor the Director's record since
    assert set(defs["info"]["properties"]) == incident._INFO
    assert set(defs["info"]["properties"]["players"]["properties"]) == {s.letter for s in Seat}
    assert set(schema["properties"]["statements"]["properties"]) == set(SIDES)
    assert defs["status"]["enum"] == [s.value for s in IncidentStatus]
    assert set(defs["status_change"]["properties"]) == {"at", "status", "note"}
    assert defs["status_change"]["required"] == ["at", "status"]
    assert (defs["field"]["maxLength"], defs["text"]["maxLength"]) == (MAX_FIELD, MAX_TEXT)
    assert defs["stamp"]["pattern"] == f"^{STAMP_PATTERN}$"
    assert defs["info"]["properties"]["date"]["pattern"] == f"^({DATE_PATTERN})?$"
    pattern = re.compile(schema["properties"]["id"]["pattern"])
    for ident in ("a", "2026-11-23_b7", "A" * 64, "", "a b", "a/b", "συμβάν", "A" * 65, "a\n"):
        assert _reads({"id": ident}) == (pattern.fullmatch(ident) is not None), ident


def _reads(changes: dict[str, Any]) -> bool:
    doc = document()
    doc.update(changes)
    try:
        loads(json.dumps(doc))
    except IncidentFormatError:
        return False
    return True


@pytest.mark.parametrize("version", [0, 5, True])
def test_there_is_no_schema_for_other_versions(version: int) -> None:
    with pytest.raises(ValueError, match="versions 1 to 4"):
        incident.schema(version)


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


BASE: dict[str, Any] | None = None


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


def _json_path(path: tuple[Any, ...]) -> str:
    return "$" + "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in path)


def _at(doc: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    node: Any = doc
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return doc


def _kind(value: Any) -> str:
    return "number" if isinstance(value, int | float) and not isinstance(value, bool) else type(value).__name__


V2_PATHS = [p for p in _paths(document()) if p and incident._ADDED.get(p[0]) == 2]
V3_PATHS = [p for p in _paths(document()) if p and incident._ADDED.get(p[0]) == 3]
V4_PATHS = [p for p in _paths(document()) if p and incident._ADDED.get(p[0]) == 4]
ONE_OF_EACH_KIND = [None, True, 7, 2.5, "20:15", ["N"], {"N": "Γιώργος"}]


def test_the_fuzzed_document_sets_every_key_of_the_directors_record() -> None:
    leaves = {tuple(s for s in p if not isinstance(s, int)) for p in V2_PATHS}
    assert {("info", name) for name in incident._INFO} | {("info", "players", s.letter) for s in Seat} <= leaves
    assert {("history", "at"), ("history", "status"), ("history", "note"), ("statements", "NS"),
            ("statements", "EW")} <= leaves  # fmt: skip
    assert {(key,) for key in V2_KEYS} <= leaves
    v3_leaves = {tuple(s for s in p if not isinstance(s, int)) for p in V3_PATHS}
    assert {("scoring", key) for key in score_json._TOP - {"artificial"}} <= v3_leaves  # artificial excludes adjusted
    assert {("scoring", "result", "to_declarer"), ("scoring", "adjusted", "ns", "weight"),
            ("scoring", "traveller", "others")} <= v3_leaves  # fmt: skip


TYPED_PATHS = [pytest.param(p, id=_json_path(p)) for p in V2_PATHS + V3_PATHS]


def _also_right(path: tuple[Any, ...], value: Any) -> bool:
    """A value of another kind that is right there too: no player called; another table's score or null."""
    if path == ("info", "called_by"):
        return value is None
    if path[:3] == ("scoring", "traveller", "others") and len(path) == 4:
        return value is None or _kind(value) == "number"  # a number is refused by the traveller as a whole
    return False


@pytest.mark.parametrize("path", TYPED_PATHS)
def test_a_wrong_type_at_any_v2_or_v3_key_is_refused_there(path: tuple[Any, ...]) -> None:
    right = _kind(_value_at(document(), path))
    for wrong in ONE_OF_EACH_KIND:
        if _kind(wrong) == right or _also_right(path, wrong):
            continue
        with pytest.raises(IncidentFormatError) as info:
            loads(json.dumps(_at(_base(), path, wrong)))
        assert info.value.path == _json_path(path), wrong


def _value_at(doc: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        doc = doc[step]
    return doc


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(V2_PATHS + V3_PATHS + V4_PATHS), JSON)
def test_any_value_at_a_v2_v3_or_v4_key_raises_only_format_errors(path: tuple[Any, ...], value: Any) -> None:
    _only_format_errors(json.dumps(_at(_base(), path, value)))


V2_SHAPED = st.fixed_dictionaries(
    {"format": st.just(incident.FORMAT), "schema_version": st.sampled_from([1, 2, 3, 4, 4, 5]),
     "board": st.just(_base()["board"]), "irregularity": st.just(_base()["rulings"][0]["irregularity"]),
     "rulings": st.just(_base()["rulings"]) | st.lists(JSON, max_size=2)},
    optional={key: JSON for key in sorted(incident._ADDED) if key != "rulings"} | {
        "scoring": st.dictionaries(st.sampled_from([*sorted(score_json._TOP), "x-a"]), JSON, max_size=4),
        "info": st.dictionaries(st.sampled_from([*sorted(incident._INFO), "x-a", "other"]), JSON, max_size=6),
        "history": st.lists(st.dictionaries(st.sampled_from(["at", "status", "note", "by"]), JSON | STAMPS),
                            max_size=3),
    },
)  # fmt: skip


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(V2_SHAPED)
def test_random_documents_shaped_like_an_incident_raise_only_format_errors(doc: dict[str, Any]) -> None:
    _only_format_errors(json.dumps(doc))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=8))
def test_random_bytes_in_a_valid_file_raise_only_format_errors(changes: list[tuple[int, int]]) -> None:
    data = bytearray(dumps(full_sample()).encode("utf-8"))
    for where, byte in changes:
        data[where % len(data)] = byte
    _only_format_errors(bytes(data))


TEXT_PATHS = [p for p in V2_PATHS if isinstance(_value_at(document(), p), str)] + [("note",), ("board", "deal")]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.sampled_from([*TEXT_PATHS, ("x-big",), ("board", "auction", 0, "explanation")]),
       st.integers(2_000_000, 8_000_000), st.sampled_from("xα♠\\\""))  # fmt: skip
def test_strings_of_several_megabytes_raise_only_format_errors(path: tuple[Any, ...], size: int, char: str) -> None:
    text = json.dumps(_at(_base(), path, "\0"), ensure_ascii=False).replace("\\u0000", json.dumps(char * size)[1:-1])
    try:
        loads(text)
    except IncidentFormatError as exc:
        assert exc.path == _json_path(path)
        assert len(str(exc)) < 200  # the message shows the start of the value only
        if (path[0] in ("info", "statements", "score", "note") or path[-1] == "note") and path[-1] != "called_by":
            assert exc.reason.startswith("longer than")
    else:
        assert path in (("x-big",), ("board", "auction", 0, "explanation"))  # not limited, and read


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([*V2_PATHS, ("x-deep",), ("rulings", 0, "facts", "discovered"), ("board",)]),
       st.integers(1, 200_000),
       st.sampled_from([("[", "]"), ('{"a":', "}")]))  # fmt: skip
def test_deep_nesting_anywhere_raises_only_format_errors(
    path: tuple[Any, ...], depth: int, brackets: tuple[str, str]
) -> None:
    opening, closing = brackets
    nested = opening * depth + "0" + closing * depth
    text = json.dumps(_at(_base(), path, "\0")).replace('"\\u0000"', nested)
    _only_format_errors(text)
    if path != ("x-deep",):
        with pytest.raises(IncidentFormatError):
            loads(text)


# --- the examples shipped in examples/ ---------------------------------------------------------------------

EXAMPLES = sorted((REPO / "examples").glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_each_example_is_version_4_as_the_writer_writes_it_and_replays(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert json.loads(text)["schema_version"] == 4
    loaded = incident.load(path)
    assert dumps(loaded) == text
    story = loaded.replay()
    assert (story.error, story.changed) == (None, ())
    assert story.results[-1].ruling is not None


def test_the_revoke_example_holds_a_full_directors_record() -> None:
    example = incident.load(REPO / "examples" / "law64-revoke.json")
    info = example.info
    assert all((info.event, info.session, info.date, info.section, info.table, info.called_at))
    assert [seat for seat, _ in info.players] == list(Seat) and info.called_by is N
    assert all(re.search("[α-ωΑ-Ω]", name) for _, name in info.players)
    assert re.search("[α-ω]", example.statements.ns) and re.search("[α-ω]", example.statements.ew)
    assert example.status is IncidentStatus.RULED
    assert [c.status for c in example.history] == [IncidentStatus.OPEN, IncidentStatus.RULED]
    assert info.called_at <= example.history[0].at <= example.history[1].at <= (example.modified or "")


def test_the_revoke_example_scores_the_result_with_the_transfer_its_ruling_gives() -> None:
    example = incident.load(REPO / "examples" / "law64-revoke.json")
    assert example.record.play is not None
    table = example.replay().table
    assert [t.law for t in table.transfers] == [ref("64A1")]
    assert example.scoring.result == obtained(example.record.play.state, table)
    assert example.scoring.result is not None and example.scoring.result.to_declarer > 0
    assert example.scoring.adjusted is None  # a revoke is rectified by the transfer, not by an adjusted score
    assert example.scoring.traveller is not None and example.scoring.traveller.form is Form.MATCHPOINTS
    assert len(example.scoring.traveller.others) >= 8


def test_the_documented_example_is_a_valid_incident_with_a_directors_record() -> None:
    docs = (REPO / "docs" / "incident-format.md").read_text(encoding="utf-8")
    example = loads(re.findall(r"```json\n(.*?)```", docs, re.DOTALL)[0])
    assert example.info.event and example.info.player(W) and example.statements.ns
    assert (example.status, len(example.history)) == (IncidentStatus.RULED, 2)
    assert example.replay().results[0].ruling is not None


def test_a_file_whose_ruling_has_a_familys_own_consequence_reads_in_a_fresh_interpreter() -> None:
    """The families register their consequence kinds when imported: the reader imports them first
    (a Law 16 ruling's ``ui_finding_call`` was refused as unknown when nothing else had loaded them)."""
    import subprocess
    import sys

    code = ("import sys; from tdcompanion.core import incident; "
            "inc = incident.load(sys.argv[1]); print(inc.steps[0].ruling.consequences[1].kind)")  # fmt: skip
    done = subprocess.run([sys.executable, "-c", code, str(REPO / "examples" / "law16-hesitation.json")],
                          capture_output=True, text=True, timeout=60, check=False, cwd=REPO)  # fmt: skip
    assert (done.returncode, done.stdout.strip()) == (0, "ui_finding_call"), done.stderr[-500:]


# --- a defective trick in the play record (Law 67) -------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([W, N, E, S]), st.booleans())
def test_a_trick_quitted_short_of_a_card_round_trips(who: Seat, placed: bool) -> None:
    """The ``omit`` event (and the card later placed for it, Law 67B1) survives the file."""
    from tdcompanion.core.play import Omit, Play

    order = [W, N, E, S]  # West leads trick 1 against 4♥ by South
    cards = {W: c("S5"), N: c("SA"), E: c("S7"), S: c("S2")}
    base = record()
    assert base.play is not None
    play = base.play
    for seat in order:
        if seat is not who:
            play = play.add(Play(seat, cards[seat]))
    spare = {W: c("CJ"), N: c("C2"), E: c("C5"), S: c("CK")}[who]
    play = play.add(Omit(who, spare if placed else None))
    original = Incident.one_ruling(replace(base, play=play), Irregularity(IrregularityKind.DEFECTIVE_TRICK),
                                   created="2024-05-01T20:15:00+03:00")  # fmt: skip
    text = dumps(original)
    assert loads(text) == original and dumps(loads(text)) == text
    assert json.loads(text)["board"]["play"][-1] == {"event": "omit", "seat": who.letter,
                                                       **({"placed": spare.pbn} if placed else {})}  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([W, N, E, S]), st.booleans(), st.booleans())
def test_a_trick_with_a_card_too_many_round_trips(who: Seat, fifth: bool, restored: bool) -> None:
    """The ``extra`` event (restored to the hand or not, Law 67B2) survives the file."""
    from tdcompanion.core.play import Extra, Play

    cards = {W: c("S5"), N: c("SA"), E: c("S7"), S: c("S2")}
    spare = {W: c("CJ"), N: c("C2"), E: c("C5"), S: c("CK")}[who]
    base = record()
    assert base.play is not None
    play = base.play
    for seat in [W, N, E, S]:
        play = play.add(Play(seat, cards[seat]))
        if seat is who and not fifth:
            play = play.add(Extra(who, spare, restored))
    if fifth:
        play = play.add(Extra(who, spare, restored))
    original = Incident.one_ruling(replace(base, play=play), Irregularity(IrregularityKind.DEFECTIVE_TRICK),
                                   created="2024-05-01T20:15:00+03:00")  # fmt: skip
    text = dumps(original)
    assert loads(text) == original and dumps(loads(text)) == text
    written = [e for e in json.loads(text)["board"]["play"] if e["event"] == "extra"]
    flag = {"restored": True} if restored else {}
    assert written == [{"event": "extra", "seat": who.letter, "card": spare.pbn, **flag}]


@settings(max_examples=20, deadline=None)
@given(st.booleans())
def test_a_card_taken_out_of_a_quitted_trick_round_trips(placed: bool) -> None:
    """The ``remove`` event (Law 13C: a card not of the deal out of its trick, with the card placed instead)."""
    from tdcompanion.core.play import Play, Remove

    base = record(deal=EXTRA_SJ)
    assert base.play is not None
    play = base.play
    for seat, card in ((W, "S5"), (N, "SJ"), (E, "S7"), (S, "S2")):
        play = play.add(Play(seat, c(card)))
    play = play.add(Remove(N, c("SJ"), c("SA") if placed else None))
    original = Incident.one_ruling(replace(base, play=play), Irregularity(IrregularityKind.SURPLUS_CARD),
                                   created="2024-05-01T20:15:00+03:00")  # fmt: skip
    text = dumps(original)
    assert loads(text) == original and dumps(loads(text)) == text
    assert json.loads(text)["board"]["play"][-1] == {"event": "remove", "seat": "N", "card": "SJ",
                                                       **({"placed": "SA"} if placed else {})}  # fmt: skip
