"""Procedural and disciplinary penalties imposed with a ruling (Laws 90, 91A): what one may be, how the
incident file keeps it (and refuses a bad one, saying where), and how `tdcompanion rule` states it."""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tdcompanion import cli
from tdcompanion.core import incident
from tdcompanion.core.incident import IncidentFormatError
from tdcompanion.core.laws import ref
from tdcompanion.core.laws.imposed_penalty import ImposedPenalty, PenaltyError, PenaltyUnit
from tdcompanion.core.laws.timeline import Step
from tdcompanion.core.seats import Seat, Side
from tdcompanion.wording.score_text import penalty_line

EXAMPLE = Path(__file__).parents[3] / "examples" / "law64-revoke.json"
TEN_PERCENT = ImposedPenalty(ref("90B3"), Side.EW, Fraction(10), PenaltyUnit.PERCENT_OF_TOP)


@pytest.mark.parametrize(("law", "amount", "field"), [
    ("90", Fraction(10), "law"), ("12C1", Fraction(10), "law"), ("90B9", Fraction(10), "law"),
    ("90A", Fraction(0), "amount"), ("90A", Fraction(-1), "amount"), ("91A", Fraction(101), "amount"),
])  # fmt: skip
def test_a_penalty_is_imposed_under_law_90_or_91a_with_an_amount_up_to_100(law: str, amount: Fraction,
                                                                           field: str) -> None:  # fmt: skip
    with pytest.raises(PenaltyError, match=f"^{field}: "):
        ImposedPenalty(ref(law), Side.NS, amount, PenaltyUnit.IMPS)


def test_a_penalty_goes_with_a_ruling_not_with_a_later_choice() -> None:
    step = incident.load(EXAMPLE).steps[0]
    assert replace(step, penalties=(TEN_PERCENT,)).penalties == (TEN_PERCENT,)
    with pytest.raises(ValueError, match="with a ruling"):
        Step(None, object(), penalties=(TEN_PERCENT,))  # type: ignore[arg-type]


@pytest.mark.parametrize(("penalty", "en", "el"), [
    (TEN_PERCENT, "Procedural penalty (Law 90B3): East-West, 10% of a top",
     "Διαδικαστική ποινή – Νόμος 90Β3: ο άξονας Ανατολή-Δύση, 10% του τοπ"),
    (ImposedPenalty(ref("91A"), Seat.S, Fraction(1), PenaltyUnit.IMPS), "Disciplinary penalty (Law 91A): South, 1 IMP",
     "Πειθαρχική ποινή – Νόμος 91Α: ο Νότος, 1 IMP"),
    (ImposedPenalty(ref("90A"), Side.NS, Fraction(1, 2), PenaltyUnit.MATCHPOINTS),
     "Procedural penalty (Law 90A): North-South, 0.5 matchpoints", "Διαδικαστική ποινή – Νόμος 90Α: ο άξονας "
     "Βορράς-Νότος, 0,5 βαθμοί MP"),
    (ImposedPenalty(ref("90B1"), Side.NS, Fraction(1), PenaltyUnit.VICTORY_POINTS),
     "Procedural penalty (Law 90B1): North-South, 1 victory point",
     "Διαδικαστική ποινή – Νόμος 90Β1: ο άξονας Βορράς-Νότος, 1 βαθμός νίκης (VP)"),
])  # fmt: skip
def test_a_penalty_is_worded_with_its_law_side_and_amount(penalty: ImposedPenalty, en: str, el: str) -> None:
    assert (penalty_line(penalty, "en"), penalty_line(penalty, "el")) == (en, el)


def _with(penalties: list[Any]) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    doc["rulings"][0]["penalties"] = penalties
    return doc


def test_the_file_keeps_the_penalties_of_a_ruling() -> None:
    third = ImposedPenalty(ref("90A"), Seat.N, Fraction(1, 3), PenaltyUnit.MATCHPOINTS)
    inc = incident.load(EXAMPLE)
    inc = replace(inc, steps=(replace(inc.steps[0], penalties=(TEN_PERCENT, third)), *inc.steps[1:]))
    text = incident.dumps(inc)
    assert json.loads(text)["rulings"][0]["penalties"] == [
        {"law": "90B3", "against": "EW", "amount": "10", "unit": "percent_of_top"},
        {"law": "90A", "against": "N", "amount": "1/3", "unit": "matchpoints"}]
    assert incident.loads(text).steps[0].penalties == (TEN_PERCENT, third)


@pytest.mark.parametrize(("penalty", "where", "says"), [
    ({"law": "64A", "against": "EW", "amount": "10", "unit": "imps"}, "law", "one of 90A"),
    ({"law": "90A", "against": "X", "amount": "10", "unit": "imps"}, "against", "expected a seat"),
    ({"law": "90A", "against": "EW", "amount": "ten", "unit": "imps"}, "amount", "decimal text"),
    ({"law": "90A", "against": "EW", "amount": "0", "unit": "imps"}, "amount", "more than 0"),
    ({"law": "90A", "against": "EW", "amount": "1/0", "unit": "imps"}, "amount", "a fraction"),
    ({"law": "90A", "against": "EW", "amount": "10", "unit": "points"}, "unit", "percent_of_top"),
    ({"law": "90A", "against": "EW", "amount": "10"}, "", "unit"),
])  # fmt: skip
def test_a_bad_penalty_in_a_file_is_refused_where_it_is(penalty: dict[str, str], where: str, says: str) -> None:
    with pytest.raises(IncidentFormatError) as refused:
        incident.loads(json.dumps(_with([penalty])))
    assert refused.value.path == "$.rulings[0].penalties[0]" + (f".{where}" if where else "")
    assert says in refused.value.reason


def test_rule_states_the_penalty_after_the_ruling_and_in_its_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "penalised.json"
    path.write_text(json.dumps(_with([{"law": "90B3", "against": "EW", "amount": "10", "unit": "percent_of_top"}]),
                               ensure_ascii=False), encoding="utf-8")  # fmt: skip
    assert cli.main(["rule", str(path), "--lang", "el"]) == 0
    assert "  - Διαδικαστική ποινή – Νόμος 90Β3: ο άξονας Ανατολή-Δύση, 10% του τοπ" in capsys.readouterr().out
    assert cli.main(["rule", str(path), "--json"]) == 0
    step = json.loads(capsys.readouterr().out)["rulings"][0]
    assert step["penalties"] == [{"law": "90B3", "against": "EW", "amount": "10", "unit": "percent_of_top"}]
