"""The table's score in words: each branch of score_lines() in English and Greek (result and transfers,
assigned, weighted, each side's own, artificial with and without the session limits, every conversion,
the refusal), the field helpers, and no English left in the Greek."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import PASSED_OUT, Contract
from tdcompanion.core.scoring.adjusted import AdjustedScore, Artificial, ArtificialScore, Outcome, WeightedScore
from tdcompanion.core.scoring.duplicate import ScoreError
from tdcompanion.core.scoring.sheet import Form, ScoreRecord, Session, TableResult, Traveller
from tdcompanion.core.seats import Seat
from tdcompanion.wording.score_text import (
    MINUS,
    artificial_name,
    error_text,
    form_name,
    number_shown,
    outcome_text,
    score_lines,
    short_score,
    weight_shown,
)
from tests.core.scoring.test_sheet import HALF_HALF, MP3, MP9, SCENARIOS, SIXTY_FORTY

NONE = Vulnerability.NONE
FOUR_S = Contract.parse("4S", Seat.N)
THREE_NT_X = Contract.parse("3NTX", Seat.E)
PLUS, MINUS_A = Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS
#: Latin words a Greek line may hold: the names of scoring units and methods Greek players use as they are.
LATIN_IN_GREEK = {"MP", "IMP", "Butler", "Neuberg"}


def lines(record: ScoreRecord, lang: str, vulnerability: Vulnerability = NONE) -> list[str]:
    return list(score_lines(record, vulnerability, lang))


# --- every scenario, both languages -------------------------------------------------------------------------

RECORDS = {name: (record, vulnerability) for name, (record, vulnerability, _) in SCENARIOS.items()}
RECORDS["nothing to compare"] = (ScoreRecord(traveller=MP3), NONE)


@pytest.mark.parametrize("name", list(RECORDS))
def test_greek_lines_match_the_english_ones_and_hold_no_english(name: str) -> None:
    record, vulnerability = RECORDS[name]
    english, greek = lines(record, "en", vulnerability), lines(record, "el", vulnerability)
    assert english and len(greek) == len(english)
    for en, el in zip(english, greek, strict=True):
        assert re.findall(r"[\d−+]+", en.replace(".", ",")) == re.findall(r"[\d−+]+", el)  # the same figures
        assert set(re.findall(r"[A-Za-z]{2,}", el)) <= LATIN_IN_GREEK, el
        assert re.search("[α-ωΑ-Ω]", el), el


def test_an_empty_record_says_nothing() -> None:
    assert score_lines(ScoreRecord(), NONE, "en") == ()


# --- the result obtained and the transfers --------------------------------------------------------------------


def test_the_result_obtained_and_its_score() -> None:
    record = ScoreRecord(TableResult(FOUR_S, 9))
    assert lines(record, "en") == ["Result obtained: 4♠ by North, 9 tricks: N-S −50"]
    assert lines(record, "el") == ["Αποτέλεσμα στο τραπέζι: 4♠ από τον Βορρά, 9 λεβέ: ΒΝ −50"]
    assert lines(ScoreRecord(TableResult(PASSED_OUT, None)), "en") == ["Result obtained: Passed out: N-S 0"]


def test_each_transfer_and_the_score_after_them() -> None:
    # 3NTX by East, 9 tricks, both vulnerable: 2 x 100 + 50 + 500 = 750 to E-W (N-S −750); 1 trick to declarer and
    # 2 to the defenders: 8 tricks, 1 down doubled vulnerable: N-S +200.
    record = ScoreRecord(TableResult(THREE_NT_X, 9, to_declarer=1, to_defenders=2))
    assert lines(record, "en", Vulnerability.BOTH) == [
        "Result obtained as played: 3NTX by East, 9 tricks: N-S −750",
        "Law 64A: 1 trick transferred to the declaring side (East-West)",
        "Law 64A: 2 tricks transferred to the defenders (North-South)",
        "Score after the transfers: 3NTX by East, 8 tricks: N-S 200",
    ]
    greek = lines(record, "el", Vulnerability.BOTH)
    assert greek[0] == "Αποτέλεσμα όπως παίχτηκε: 3ΧΑX από την Ανατολή, 9 λεβέ: ΒΝ −750"
    assert greek[2] == "Νόμος 64Α: μεταφορά 2 λεβέ στους αμυνόμενους (Βορράς-Νότος)"


# --- Law 12C1 ---------------------------------------------------------------------------------------------------


def test_an_assigned_score_names_its_law() -> None:
    record = ScoreRecord(adjusted=AdjustedScore(WeightedScore.assigned(FOUR_S, 10)))
    assert lines(record, "en") == ["Assigned adjusted score (Law 12C1(a)): 4♠ by North, 10 tricks: N-S 420"]
    assert lines(record, "el")[0].startswith("Επιδικασμένη επανορθωτική βαθμολογία – Νόμος 12Γ1(α)")


def test_a_weighted_score_lists_each_outcome_with_its_weight_and_the_weighted_points() -> None:
    record = ScoreRecord(adjusted=AdjustedScore(SIXTY_FORTY))
    # 60% of 420 + 40% of −50 = 232
    assert lines(record, "en") == [
        "Weighted adjusted score (Law 12C1(c)):",
        "  60%: 4♠ by North, 10 tricks: N-S 420",
        "  40%: 4♠ by North, 9 tricks: N-S −50",
        "  Weighted score: N-S 232",
    ]
    assert lines(record, "el")[0] == "Σταθμισμένη επανορθωτική βαθμολογία – Νόμος 12Γ1(γ):"


def test_a_third_is_shown_rounded_with_a_decimal_comma_in_greek() -> None:
    thirds = WeightedScore((Outcome(FOUR_S, 10, Fraction(1, 3)), Outcome(FOUR_S, 9, Fraction(2, 3))))
    record = ScoreRecord(adjusted=AdjustedScore(thirds))
    # 420 / 3 − 100 / 3 = 320 / 3 = 106.67
    assert lines(record, "en")[1:] == ["  33.33%: 4♠ by North, 10 tricks: N-S 420",
                                       "  66.67%: 4♠ by North, 9 tricks: N-S −50", "  Weighted score: N-S 106.67"]
    assert lines(record, "el")[3] == "  Σταθμισμένο σκορ: ΒΝ 106,67"


def test_each_side_is_shown_apart_when_their_scores_differ() -> None:
    record = ScoreRecord(adjusted=AdjustedScore(WeightedScore.assigned(FOUR_S, 10), HALF_HALF))
    # East-West: 50% of −420 and 50% of +50: −185
    assert lines(record, "en") == [
        "The two sides get different adjusted scores (Law 12C1(e)).",
        "North-South: assigned adjusted score (Law 12C1(a)): 4♠ by North, 10 tricks: N-S 420",
        "East-West: weighted adjusted score (Law 12C1(c)):",
        "  50%: 4♠ by North, 10 tricks: E-W −420",
        "  50%: 4♠ by North, 9 tricks: E-W 50",
        "  Weighted score: E-W −185",
    ]
    assert lines(record, "el")[3] == "  50%: 4♠ από τον Βορρά, 10 λεβέ: ΑΔ −420"
    assert lines(record, "el")[0] == "Οι δύο άξονες παίρνουν διαφορετική επανορθωτική βαθμολογία – Νόμος 12Γ1(ε)."


# --- Law 12C2 ---------------------------------------------------------------------------------------------------


def test_artificial_scores_name_each_side_and_the_session_limit_used() -> None:
    plain = ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS_A), traveller=MP9)
    assert lines(plain, "en")[0] == ("Artificial adjusted score (Law 12C2(a)): North-South average plus (A+), "
                                     "East-West average minus (A-)")  # fmt: skip
    assert not any("12C2(c)" in line for line in lines(plain, "en"))
    limited = ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS_A), traveller=MP9, session=Session(Fraction(65),
                                                                                                 Fraction(45)))
    english = lines(limited, "en")
    assert english[1] == ("Law 12C2(c): North-South scored 65% on the session's other boards, so average plus (A+) "
                          "is 65% instead of 60%")  # fmt: skip
    assert not any("East-West scored" in line for line in english)  # 45% is above 40%: no limit for A-
    # 65% and 40% of a top of 18: 11.7 and 7.2
    assert english[2] == "Matchpoints against 9 other results: N-S 11.7 of 18 (65%), E-W 7.2 (40%)"
    assert lines(limited, "el")[2] == "Βαθμοί MP έναντι 9 άλλων αποτελεσμάτων: ΒΝ 11,7 στους 18 (65%), ΑΔ 7,2 (40%)"


def test_artificial_scores_at_imps_with_the_session_figures() -> None:
    record = ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS_A), traveller=Traveller(Form.IMPS, (420,)),
                         session=Session(Fraction(9, 2), Fraction(-5)))  # fmt: skip
    english = lines(record, "en")
    assert english[1:4] == [
        "Law 12C2(c): North-South scored 4.5 IMPs a board on the session's other boards, so average plus (A+) is "
        "4.5 IMPs instead of 3",
        "Law 12C2(c): East-West scored −5 IMPs a board on the session's other boards, so average minus (A-) is "
        "−5 IMPs instead of −3",
        "IMPs (Law 12C2(b)): N-S +4.5, E-W −5",
    ]
    assert "ο μέσος όρος συν (A+) είναι 4,5 IMP αντί για 3" in lines(record, "el")[1]


# --- conversions ------------------------------------------------------------------------------------------------


def test_matchpoints_with_percentages_the_count_of_results_and_the_rounding() -> None:
    english = lines(ScoreRecord(adjusted=AdjustedScore(SIXTY_FORTY), traveller=MP3), "en")
    # 3.4 and 2.6 of 6: 56.67% and 43.33%
    assert english[-2:] == ["Matchpoints against 3 other results: N-S 3.4 of 6 (56.67%), E-W 2.6 (43.33%)",
                            "Figures rounded to 2 decimal places, halves away from zero; the exact figures are kept."]


def test_an_artificial_score_elsewhere_is_left_out_and_the_rest_factored_up() -> None:
    record = ScoreRecord(TableResult(FOUR_S, 10), traveller=Traveller(Form.MATCHPOINTS, (420, 170, None, -50)))
    english = lines(record, "en")
    assert english[1] == "Matchpoints against 4 other results: N-S 6.5 of 8 (81.25%), E-W 1.5 (18.75%)"
    assert english[2].startswith("1 of them with an artificial score: left out") and "Neuberg" in english[2]
    assert lines(record, "el")[2].startswith("1 από αυτά με τεχνητή βαθμολογία")


def test_one_other_result_is_said_in_the_singular() -> None:
    record = ScoreRecord(TableResult(FOUR_S, 10), traveller=Traveller(Form.MATCHPOINTS, (170,)))
    assert lines(record, "en")[1].startswith("Matchpoints against 1 other result: N-S 2 of 2 (100%)")
    assert lines(record, "el")[1].startswith("Βαθμοί MP έναντι 1 άλλου αποτελέσματος")


@pytest.mark.parametrize(
    ("form", "others", "english", "greek"),
    [
        # 420 − 170 = 250: 6 IMPs
        (Form.IMPS, (170,), "IMPs against the other room (N-S 170): N-S +6, E-W −6",
         "IMP έναντι της άλλης αίθουσας (ΒΝ 170): ΒΝ +6, ΑΔ −6"),
        # datum of 420, 420, 170, −50, 450, 400 without 450 and −50: 352.5 -> 350; 70 points: 2 IMPs
        (Form.BUTLER, (420, 170, -50, 450, 400),
         "Butler IMPs against the datum (N-S 350, against 5 other results): N-S +2, E-W −2",
         "IMP Butler έναντι του μέσου σκορ (ΒΝ 350, έναντι 5 άλλων αποτελεσμάτων): ΒΝ +2, ΑΔ −2"),
        # 0 + 6 + 10 IMPs over 3 comparisons: 5.33
        (Form.CROSS_IMPS, (420, 170, -50), "Cross-IMPs against 3 other results, averaged: N-S +5.33, E-W −5.33",
         "IMP ανά τραπέζι έναντι 3 άλλων αποτελεσμάτων, κατά μέσο όρο: ΒΝ +5,33, ΑΔ −5,33"),
    ],
)  # fmt: skip
def test_each_imp_form_says_what_it_compares_with(form: Form, others: tuple[int, ...], english: str,
                                                  greek: str) -> None:  # fmt: skip
    record = ScoreRecord(TableResult(FOUR_S, 10), traveller=Traveller(form, others))
    assert lines(record, "en")[1] == english
    assert lines(record, "el")[1] == greek


# --- refusals ---------------------------------------------------------------------------------------------------


def test_a_traveller_without_a_table_score_says_what_is_missing_in_each_language() -> None:
    record = ScoreRecord(adjusted=None, traveller=MP3)
    assert lines(record, "en") == ["No score to compare with the traveller yet: enter the result obtained or an "
                                   "adjusted score."]  # fmt: skip
    assert lines(record, "el")[0].startswith("Δεν υπάρχει ακόμη σκορ για σύγκριση")


def test_an_error_without_a_code_is_shown_with_its_own_text() -> None:
    assert error_text(ScoreError("something odd"), "en") == "The score cannot be worked out: something odd"
    assert error_text(ScoreError("something odd"), "el").startswith("Το σκορ δεν μπορεί να υπολογιστεί:")


# --- the helpers for the score panel ----------------------------------------------------------------------------


@pytest.mark.parametrize(("weight", "en", "el"), [(Fraction(3, 5), "60%", "60%"), (Fraction(1, 3), "33.33%", "33,33%"),
                                                  (Fraction(1, 8), "12.5%", "12,5%"), (Fraction(1), "100%", "100%")])
def test_weights_are_shown_as_percentages(weight: Fraction, en: str, el: str) -> None:  # fmt: skip
    assert (weight_shown(weight, "en"), weight_shown(weight, "el")) == (en, el)


def test_numbers_take_a_true_minus_and_a_sign_when_asked() -> None:
    assert number_shown(Fraction(-7, 2), "en") == f"{MINUS}3.5"
    assert number_shown(Fraction(7, 2), "el", signed=True) == "+3,5"
    assert number_shown(0, "en", signed=True) == "0"
    assert number_shown(Fraction(2, 3), "en") == "0.67"  # halves away from zero, 2 places


def test_outcome_text_names_the_contract_declarer_and_tricks() -> None:
    outcome = WeightedScore.assigned(THREE_NT_X, 8).outcomes[0]
    assert outcome_text(outcome, "en") == "3NTX by East, 8 tricks"
    assert outcome_text(outcome, "el") == "3ΧΑX από την Ανατολή, 8 λεβέ"
    assert outcome_text(WeightedScore.assigned(PASSED_OUT, None).outcomes[0], "el") == "Πάσο από όλους"


def test_names_for_the_combo_boxes_are_distinct_and_translated() -> None:
    for kinds, name in ((list(Artificial), artificial_name), (list(Form), form_name)):
        for lang in ("en", "el"):
            names = [name(k, lang) for k in kinds]  # type: ignore[operator]
            assert len(set(names)) == len(names) and all(n[:1].isupper() for n in names)
        assert all(name(k, "en") != name(k, "el") for k in kinds)  # type: ignore[operator]
    assert artificial_name(Artificial.AVERAGE_PLUS, "el") == "Μέσος όρος συν (A+)"


def test_the_short_score_for_the_session_list() -> None:
    assert short_score(ScoreRecord(), NONE, "en") == ""
    assert short_score(ScoreRecord(adjusted=AdjustedScore(SIXTY_FORTY)), NONE, "en") == "N-S 232"
    differ = ScoreRecord(adjusted=AdjustedScore(WeightedScore.assigned(FOUR_S, 10), HALF_HALF))
    assert short_score(differ, NONE, "el") == "ΒΝ 420, ΑΔ −185"
    assert short_score(ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS_A)), NONE, "en") == "N-S A+, E-W A-"
    # the result after the transfer, and no refusal for a traveller without a table score
    assert short_score(ScoreRecord(TableResult(FOUR_S, 9, to_declarer=1)), NONE, "en") == "N-S 420"
    assert short_score(ScoreRecord(traveller=MP3), NONE, "en") == ""
