"""The Director's record of a call (incident format v2): players kept one per seat in seat order,
statements by side, and which dates and times are accepted."""

from __future__ import annotations

import re
from datetime import date, datetime, time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.incident_info import (
    DATE_PATTERN,
    STAMP_PATTERN,
    IncidentInfo,
    Statements,
    valid_date,
    valid_time,
)
from tdcompanion.core.seats import Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def test_players_are_kept_in_seat_order_one_name_per_seat() -> None:
    info = IncidentInfo(players=((W, "Μαρία"), (N, "Γιώργος"), (E, ""), (N, "Νίκος")))
    assert info.players == ((N, "Νίκος"), (W, "Μαρία"))  # the last name given for a seat, no empty names
    assert info == IncidentInfo(players=((N, "Νίκος"), (W, "Μαρία")))
    assert (info.player(N), info.player(E)) == ("Νίκος", "")


def test_with_player_names_replaces_and_removes() -> None:
    info = IncidentInfo(event="Πανελλήνιο").with_player(S, "Ελένη").with_player(N, "Γιώργος")
    assert info.players == ((N, "Γιώργος"), (S, "Ελένη"))
    assert info.with_player(S, "Νίκος").player(S) == "Νίκος"
    assert info.with_player(S, "").players == ((N, "Γιώργος"),)
    assert info.event == "Πανελλήνιο"


@given(st.lists(st.tuples(st.sampled_from(Seat), st.text(max_size=5)), max_size=8))
def test_any_order_of_names_gives_the_same_record(names: list[tuple[Seat, str]]) -> None:
    info = IncidentInfo(players=tuple(names))
    assert info == IncidentInfo(players=tuple(reversed(info.players)))
    assert [seat for seat, _ in info.players] == sorted({s for s, n in dict(names).items() if n})
    assert all(info.player(seat) == dict(names).get(seat, "") for seat in Seat)


def test_statements_by_side() -> None:
    statements = Statements(ns="Ο Δύση δεν ακολούθησε χρώμα.", ew="Συμφωνούμε.")
    assert (statements.of("NS"), statements.of("EW")) == ("Ο Δύση δεν ακολούθησε χρώμα.", "Συμφωνούμε.")


@pytest.mark.parametrize(
    ("text", "valid"),
    [("2026-11-23", True), ("2024-02-29", True), ("0001-01-01", True), ("2026-13-01", False),
     ("2026-02-30", False), ("2025-02-29", False), ("2026-00-10", False), ("2026-1-5", False),
     ("20261123", False), ("2026-W48-1", False), ("23/11/2026", False), ("2026-11-23T20:15", False),
     (" 2026-11-23", False), ("2026-11-23\n", False), ("", False), ("２０２６-11-23", False)],
)  # fmt: skip
def test_dates_are_iso_calendar_dates_that_exist(text: str, valid: bool) -> None:
    assert valid_date(text) is valid


@pytest.mark.parametrize(
    ("text", "valid"),
    [("20:15", True), ("00:00", True), ("23:59:59", True), ("20:15:30.5", True), ("20:15:30.123456", True),
     ("20:15Z", True), ("20:15+02:00", True), ("20:15:00-05:30", True), ("2026-11-23T20:15:00+02:00", True),
     ("2026-11-23 20:15", True), ("24:00", False), ("25:00", False), ("20:60", False), ("20:15:60", False),
     ("20", False), ("2015", False), ("8pm", False), ("20.15", False), ("T20:15", False),
     ("20:15:30.1234567", False), ("20:15+24:00", False), ("20:15+0200", False), ("2026-11-23", False),
     ("2026-02-30T20:15", False), ("2026-11-23X20:15", False), ("20:15\n", False), ("", False)],
)  # fmt: skip
def test_times_are_a_time_of_day_or_an_iso_date_and_time(text: str, valid: bool) -> None:
    assert valid_time(text) is valid


@given(st.dates())
def test_every_calendar_date_is_valid(day: date) -> None:
    assert valid_date(day.isoformat())


@given(st.datetimes(), st.sampled_from(["minutes", "seconds", "milliseconds", "microseconds"]))
def test_every_date_and_time_python_writes_is_valid(moment: datetime, spec: str) -> None:
    assert valid_time(moment.isoformat(timespec=spec))
    assert valid_time(moment.time().isoformat(timespec=spec))


@given(st.text(alphabet="0123456789-:T .Z+W", max_size=32))
def test_what_is_valid_matches_the_schema_patterns_and_python_reads_it(text: str) -> None:
    if valid_date(text):
        assert re.fullmatch(DATE_PATTERN, text) and date.fromisoformat(text).isoformat() == text
    if valid_time(text):
        assert re.fullmatch(STAMP_PATTERN, text)
        assert (datetime if re.fullmatch(DATE_PATTERN, text[:10]) else time).fromisoformat(text)
