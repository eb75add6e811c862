"""Every law a ruling cites says what it does: it is the law of a consequence or an option of that ruling (or
a more general reference to one: 16C for a consequence under 16C1(b)). The rulings are those the scenario tests
under tests/core/laws make, recorded in a subprocess by :mod:`tests.core.laws.ruling_recorder`."""

from __future__ import annotations

from typing import Any

import pytest

#: Known citations still without a sentence of their own (issue 17, left for later), by irregularity kind.
#: Nothing may be added here; a law fixed must leave it.
KNOWN: frozenset[tuple[str, str]] = frozenset({
    ("card_exposed_in_auction", "24"), ("card_played", "43A1(c)"), ("card_played", "47D"), ("card_played", "62C2"),
    ("card_played", "64B3"), ("card_played", "64B7"), ("card_played", "64C"), ("change_of_call", "25A3"),
    ("claim", "69B"), ("claim", "69B2"), ("face_down_lead", "16C"), ("face_down_lead", "21B2"),
    ("face_down_lead", "41B"), ("inadmissible_call", "38A"), ("inadmissible_call", "38D"), ("misinformation", "20F"),
    ("misinformation", "21B"), ("misinformation", "21B3"), ("misinformation", "75B1"), ("misinformation", "75D2"),
    ("opening_lead_out_of_turn", "24"), ("simultaneous_play", "47F"), ("unauthorised_information", "16B1"),
    ("unauthorised_information", "16B1(b)"), ("unauthorised_information", "16B2"),
    ("unauthorised_information", "16D3"), ("call_out_of_rotation", "16C2"), ("call_out_of_rotation", "23A"),
    ("call_out_of_rotation", "31A1"), ("defective_trick", "67A2"), ("exposed_card", "68"), ("face_down_lead", "54E"),
    ("missing_card", "14B1"), ("missing_card", "14B4"), ("missing_card", "79C"), ("revoke", "61A"),
    ("surplus_card", "12C1(b)"),
})  # fmt: skip

#: Named by issue 17: these must say what they do.
NAMED = (("lead_out_of_turn", "16C"), ("opening_lead_out_of_turn", "16C"), ("premature_play", "57B"),
         ("misinformation", "75C"), ("misinformation", "47E2(b)"), ("card_played", "16C1"),
         ("penalty_card_not_played", "52A"))  # fmt: skip


@pytest.fixture(scope="module")
def unexplained(recorded_rulings: list[dict[str, Any]]) -> dict[tuple[str, str], int]:
    found: dict[tuple[str, str], int] = {}
    seen = set()
    for ruling in recorded_rulings:
        seen.add(ruling["kind"])
        for law in ruling["laws"]:
            if not any(s == law or s.startswith(law) for s in ruling["stated"]):
                found[ruling["kind"], law] = found.get((ruling["kind"], law), 0) + 1
    assert {"misinformation", "card_played", "premature_play", "lead_out_of_turn", "penalty_card_not_played"} <= seen
    return found


def test_no_law_is_cited_without_a_sentence_beyond_the_known_ones(unexplained: dict[tuple[str, str], int]) -> None:
    new = sorted(set(unexplained) - KNOWN)
    assert new == [], repr(new)


@pytest.mark.parametrize("case", NAMED, ids=[f"{kind} {law}" for kind, law in NAMED])
def test_the_laws_issue_17_names_say_what_they_do(unexplained: dict[tuple[str, str], int],
                                                  case: tuple[str, str]) -> None:  # fmt: skip
    assert case not in unexplained
    assert case not in KNOWN
