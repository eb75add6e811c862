"""Our Law 77 scores against endplay's, an independent implementation, on every contract, result,
vulnerability and doubling (tests/core/scoring/endplay_scores.json, written by scripts/endplay_scores.py)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import ALL_BIDS
from tdcompanion.core.contract import Contract, Doubling
from tdcompanion.core.scoring import score
from tdcompanion.core.seats import Seat

FIXTURE = Path(__file__).with_name("endplay_scores.json")
SCORES: dict[str, list[int]] = json.loads(FIXTURE.read_text(encoding="utf-8"))["scores"]


def key(contract: Contract, vul: Vulnerability) -> str:
    return f"{contract.pbn} {contract.declarer.letter} {vul.value}"


def every_case() -> list[tuple[Contract, Vulnerability]]:
    return [(Contract.of(bid, seat, doubling), vul)
            for bid in ALL_BIDS for doubling in Doubling for seat in (Seat.N, Seat.E)
            for vul in Vulnerability]  # fmt: skip


def test_the_fixture_covers_every_case() -> None:
    cases = every_case()
    assert len(cases) == 35 * 3 * 2 * 4
    assert sorted(SCORES) == sorted(key(c, v) for c, v in cases)
    assert all(len(row) == 14 for row in SCORES.values())


def test_every_score_matches_endplay() -> None:
    mismatches = [
        (key(contract, vul), tricks, score(contract, tricks, vul).declarer_points, expected)
        for contract, vul in every_case()
        for tricks, expected in enumerate(SCORES[key(contract, vul)])
        if score(contract, tricks, vul).declarer_points != expected
    ]
    assert mismatches == []


def test_a_sample_matches_endplay_live() -> None:
    os.environ.setdefault("MPLBACKEND", "Agg")  # endplay imports matplotlib
    types = pytest.importorskip("endplay.types", reason="endplay is not installed (pip install tdcompanion[analysis])")
    denoms = {"C": types.Denom.clubs, "D": types.Denom.diamonds, "H": types.Denom.hearts, "S": types.Denom.spades,
              "NT": types.Denom.nt}  # fmt: skip
    penalties = {Doubling.UNDOUBLED: types.Penalty.passed, Doubling.DOUBLED: types.Penalty.doubled,
                 Doubling.REDOUBLED: types.Penalty.redoubled}  # fmt: skip
    players = {Seat.N: types.Player.north, Seat.E: types.Player.east, Seat.S: types.Player.south,
               Seat.W: types.Player.west}  # fmt: skip
    vuls = {Vulnerability.NONE: types.Vul.none, Vulnerability.NS: types.Vul.ns, Vulnerability.EW: types.Vul.ew,
            Vulnerability.BOTH: types.Vul.both}  # fmt: skip
    rng = random.Random(77)
    for _ in range(300):
        contract = Contract.of(rng.choice(ALL_BIDS), rng.choice(list(Seat)), rng.choice(list(Doubling)))
        vul, tricks = rng.choice(list(Vulnerability)), rng.randint(0, 13)
        theirs = types.Contract(level=contract.level, denom=denoms[contract.strain.letter],
                                declarer=players[contract.declarer], penalty=penalties[contract.doubling],
                                result=tricks - contract.tricks_needed)  # fmt: skip
        assert score(contract, tricks, vul).declarer_points == theirs.score(vuls[vul]), (contract, vul, tricks)
