"""Law 41D: a card of dummy's found hidden (under another card, or not spread) was part of dummy's hand throughout.
Dummy's failure to follow suit with it is a revoke ruled by Laws 61-64 (established: no transfer, 64B3, and the
Director's review, 64C); without one, nothing to rectify beyond the Director's review for damage (12A1)."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.laws import (
    DISCOVERED,
    NON_OFFENDERS_ACTED,
    BoardRecord,
    Fact,
    InconsistentFacts,
    IrregularityKind,
    Period,
)
from tdcompanion.core.laws.law24_41 import DECLARER, FAILED_TO_FOLLOW, HIDDEN_CARD
from tdcompanion.core.laws.law61_64 import OTHER_REVOKE, REPEATED, TRICK, OtherRevoke
from tests.core.laws.scenarios import N, c, facts, record, run, shown, worded

HIDDEN = IrregularityKind.DUMMY_CARD_HIDDEN
# Dummy (North: ♠AKQ ♥AKQJ ♦432 ♣432) ruffs West's ♦J lead with the ♦2 hidden: a revoke.
RUFFED = ("W:DJ", "N:HA", "E:D5", "S:DA")
RUFFED_THEN_LED = (*RUFFED, "S:S2", "W:S5", "N:SA")  # dummy has played to trick 2: established (63A1)
FOLLOWED = ("W:DJ", "N:D2", "E:D5", "S:DA")

Answers = dict[Fact[Any], object]


def _run(board: BoardRecord, answers: Answers) -> Any:
    return run(HIDDEN, board, facts(*answers.items()))  # type: ignore[arg-type]


SCENARIOS: list[tuple[str, BoardRecord, Answers, list[str], list[tuple[object, ...]]]] = [
    ("no revoke: spread, reviewed for damage", record(*FOLLOWED), {HIDDEN_CARD: c("C2")}, ["41D", "12A1"],
     [("dummy_card_spread", "41D", N, c("C2")), ("no_rectification", "41D", "law41.no_revoke"),
      ("director_review", "12A1", "end_of_play", "law41.hidden_card_damage")]),
    ("established revoke through it: 64B3, no transfer", record(*RUFFED_THEN_LED),
     {HIDDEN_CARD: c("D2"), NON_OFFENDERS_ACTED: False}, ["41D", "63B", "64B3", "64C"],
     [("dummy_card_spread", "41D", N, c("D2")), ("revoke_established", "63B"),
      ("no_rectification", "64B3", "revoke_of_faced_card"),
      ("director_review", "64C", "end_of_play", "revoke_damage")]),
    ("revoke found before established: corrected, no penalty card", record(*RUFFED), {HIDDEN_CARD: c("D2")},
     ["41D", "62A", "62B2", "62C1", "62C2"],
     [("dummy_card_spread", "41D", N, c("D2")), ("card_withdrawn", "62A", N, c("HA"), 1),
      ("supply_card", "62A", N, 1), ("no_rectification", "62B2", "revoke_card_replaced")]),
    ("no play record: the revoke laws ask the rest", record(play=False),
     {HIDDEN_CARD: c("D2"), FAILED_TO_FOLLOW: True, TRICK: 3, DISCOVERED: Period.AFTER_PLAY,
      OTHER_REVOKE: OtherRevoke.NONE, REPEATED: False, NON_OFFENDERS_ACTED: False}, ["41D", "63B", "64B3", "64C"],
     [("dummy_card_spread", "41D", N, c("D2")), ("revoke_established", "63B"),
      ("no_rectification", "64B3", "revoke_of_faced_card"),
      ("director_review", "64C", "now", "revoke_damage")]),
]  # fmt: skip


@pytest.mark.parametrize(("name", "board", "answers", "laws", "consequences"), SCENARIOS,
                         ids=[s[0] for s in SCENARIOS])  # fmt: skip
def test_each_scenario(name: str, board: BoardRecord, answers: Answers, laws: list[str],
                       consequences: list[tuple[object, ...]]) -> None:  # fmt: skip
    result = _run(board, answers)
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    assert result.ruling.irregularity is HIDDEN
    assert [str(x) for x in result.ruling.laws] == laws
    assert shown(result.ruling.consequences) == consequences
    for lang in ("en", "el"):
        assert all(worded(c_, lang) for c_ in result.ruling.consequences)


def test_the_record_shows_dummy_and_the_revoke() -> None:
    result = _run(record(*RUFFED_THEN_LED), {HIDDEN_CARD: c("D2")})
    assert DECLARER.id in result.derived and FAILED_TO_FOLLOW.id not in result.answered
    assert result.derived["law61.offender"] == "N" and result.derived["law61.trick"] == 1
    assert result.question is not None and result.question.id == NON_OFFENDERS_ACTED.id


@pytest.mark.parametrize(
    ("board", "card", "reason"),
    [(record(*FOLLOWED), "SJ", "law24.card_not_in_hand"), (record(*FOLLOWED), "D2", "law41.hidden_card_played")],
)
def test_a_card_not_dummys_or_already_played_is_refused(board: BoardRecord, card: str, reason: str) -> None:
    with pytest.raises(InconsistentFacts) as err:
        _run(board, {HIDDEN_CARD: c(card)})
    assert err.value.reason == reason and err.value.fact == HIDDEN_CARD.id


def test_a_play_record_without_a_card_asks_whether_dummy_failed_to_follow() -> None:
    result = _run(record(), {HIDDEN_CARD: c("D2")})
    assert result.question is not None and result.question.id == FAILED_TO_FOLLOW.id
