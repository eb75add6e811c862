"""The table's score in words, in English and Greek: the result obtained, revoke transfers (Law 64A), an
adjusted score (Law 12C1) or artificial scores (Law 12C2), and the conversion against the traveller.

:func:`score_lines` gives the plain-text lines a Director reads out and the report prints; the small
helpers name a weight, an outcome, an artificial score and a form of scoring for the score panel's
fields. Greek follows the project glossary (επανορθωτική βαθμολογία, σταθμισμένη, μεταφορά λεβέ,
ζεύγη, θήκη, ημερίδα); numbers take a decimal comma in Greek and a true minus sign in both languages.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.laws.imposed_penalty import ImposedPenalty, PenaltyUnit
from tdcompanion.core.laws.law12 import Disagreement
from tdcompanion.core.scoring import traveller as trav
from tdcompanion.core.scoring.adjusted import (
    AdjustedScore,
    Artificial,
    ArtificialScore,
    Conversion,
    Outcome,
    WeightedScore,
)
from tdcompanion.core.scoring.duplicate import ScoreError, score
from tdcompanion.core.scoring.sheet import (
    Form,
    ScoreRecord,
    ScoreSheet,
    Session,
    TableResult,
    Traveller,
    evaluate,
    session_limits,
)
from tdcompanion.core.seats import Side
from tdcompanion.wording.catalogue import Plural, Sentences
from tdcompanion.wording.names import seat_text, side_text
from tdcompanion.wording.report_words import word
from tdcompanion.wording.rule_text import law_text, tricks_text

MINUS = "\u2212"

TEXT: dict[str, str | Plural] = {
    # -- the result obtained and the revoke transfers (Law 64A) -----------------------------------------
    "result": "Result obtained: {outcome}: {score}",
    "result_played": "Result obtained as played: {outcome}: {score}",
    "to_declarer": "Law 64A: {tricks} transferred to the declaring side ({side})",
    "to_defenders": "Law 64A: {tricks} transferred to the defenders ({side})",
    "after_transfers": "Score after the transfers: {outcome}: {score}",
    # -- Law 12C1 -------------------------------------------------------------------------------------------
    "assigned": "Assigned adjusted score (Law 12C1(a)): {outcome}: {score}",
    "weighted": "Weighted adjusted score (Law 12C1(c)):",
    "sides_differ": "The two sides get different adjusted scores (Law 12C1(e)).",
    "side_assigned": "{side}: assigned adjusted score (Law 12C1(a)): {outcome}: {score}",
    "side_weighted": "{side}: weighted adjusted score (Law 12C1(c)):",
    "weighted_outcome": "  {weight}: {outcome}: {score}",
    "weighted_points": "  Weighted score: {score}",
    # -- Law 12C2 -------------------------------------------------------------------------------------------
    "artificial": "Artificial adjusted score (Law 12C2(a)): {ns_side} {ns}, {ew_side} {ew}",
    "session_percent": (
        "Law 12C2(c): {side} scored {session}% on the session's other boards, so {kind} is {used}% instead of {base}%"
    ),
    "session_imps": (
        "Law 12C2(c): {side} scored {session} IMPs a board on the session's other boards, so {kind} is {used} IMPs "
        "instead of {base}"
    ),
    "artificial.A+": "average plus (A+)",
    "artificial.A": "average (A)",
    "artificial.A-": "average minus (A-)",
    # -- the score sheet against a Law 12 ruling (core.laws.law12.disagreements) --------------------------
    "check.heading": "The score entered does not agree with the ruling (Law 12):",
    "check.none_entered": "the ruling awards an adjusted score and none is entered yet",
    "check.artificial_entered": "{side}: the ruling gives {ruled}, and an artificial score, {entered}, is entered",
    "check.artificial_ruled": "{side}: the ruling gives an artificial score, {ruled}, and {entered} is entered",
    "check.other_artificial": "{side}: the ruling gives {ruled}, and {entered} is entered",
    "check.other_form": "{side}: the ruling gives {ruled}, and {entered} is entered",
    "check.not_split": "the ruling gives each side its own score (Law 12C1(e)), and one score is entered for both",
    "check.split_entered": "the ruling gives both sides the same score, and a different one is entered for each",
    "check.form.assigned": "an assigned score",
    "check.form.weighted": "a weighted score",
    # -- the conversion against the traveller (Law 78) ---------------------------------------------------
    "matchpoints": "Matchpoints {against}: N-S {ns} of {top} ({ns_percent}%), E-W {ew} ({ew_percent}%)",
    "neuberg": Plural(
        "{count} of them with an artificial score: left out, the other results factored up to the full top (Neuberg "
        "formula)",
        "{count} of them with an artificial score: left out, the other results factored up to the full top (Neuberg "
        "formula)",
    ),
    "imps_teams": "IMPs against the other room (N-S {other}): N-S {ns}, E-W {ew}",
    "imps_butler": "Butler IMPs against the datum (N-S {datum}, {against}): N-S {ns}, E-W {ew}",
    "imps_cross": "Cross-IMPs {against}, averaged: N-S {ns}, E-W {ew}",
    "imps_artificial": "IMPs (Law 12C2(b)): N-S {ns}, E-W {ew}",
    "against": Plural("against {count} other result", "against {count} other results"),
    "decimal_point": ".",  # the decimal separator: a comma in Greek
    "rounding": "Figures rounded to 2 decimal places, halves away from zero; the exact figures are kept.",
    # -- pieces ----------------------------------------------------------------------------------------------
    "ns_points": "N-S {points}",
    "ew_points": "E-W {points}",
    "outcome": "{contract} by {declarer}, {tricks}",
    "passed_out": "Passed out",
    "form.matchpoints": "Matchpoints (pairs)",
    "form.imps": "IMPs against the other room (teams)",
    "form.butler": "Butler IMPs against the datum",
    "form.cross_imps": "Cross-IMPs against every table",
    # -- what evaluate() refuses, by ScoreError.code ------------------------------------------------------
    "error.no_table_score": (
        "No score to compare with the traveller yet: enter the result obtained or an adjusted score."
    ),
    "error": "The score cannot be worked out: {reason}",
    # -- Laws 90 and 91A: a penalty imposed with a ruling ------------------------------------------------
    "penalty.procedural.side": "Procedural penalty ({law}): {side}, {amount}",
    "penalty.procedural.seat": "Procedural penalty ({law}): {seat:nom}, {amount}",
    "penalty.disciplinary.side": "Disciplinary penalty ({law}): {side}, {amount}",
    "penalty.disciplinary.seat": "Disciplinary penalty ({law}): {seat:nom}, {amount}",
    "penalty.percent_of_top": "{amount}% of a top",
    "penalty.matchpoints": Plural("{amount} matchpoint", "{amount} matchpoints"),
    "penalty.imps": Plural("{amount} IMP", "{amount} IMPs"),
    "penalty.victory_points": Plural("{amount} victory point", "{amount} victory points"),
}

#: The score panel's sentences, in the catalogue as ``score/<key>``.
SCORE = Sentences("score", TEXT)


def _t(key: str, lang: str, **params: object) -> str:
    return SCORE.say(key, lang, **params)


# --- numbers ---------------------------------------------------------------------------------------------


def number_shown(value: Fraction | int | Decimal, lang: str, *, signed: bool = False) -> str:
    """A figure rounded to 2 places (:data:`~.traveller.ROUNDING`) without trailing zeros: ``5.25``,
    ``−3``, ``+2.5`` when ``signed``; a decimal comma in Greek."""
    shown = trav.rounded(Fraction(value))
    text = f"{abs(shown).normalize():f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    text = text.replace(".", _t("decimal_point", lang))
    if shown < 0:
        return MINUS + text
    return "+" + text if signed and shown > 0 else text


def weight_shown(weight: Fraction, lang: str) -> str:
    """A weight as a percentage: ``60%``, ``33.33%`` (``33,33%`` in Greek)."""
    return f"{number_shown(weight * 100, lang)}%"


def points_shown(points: Fraction | int, lang: str, side: Side = Side.NS) -> str:
    """``N-S −100``, ``E-W 420`` (``ΒΝ``/``ΑΔ`` in Greek)."""
    return _t("ns_points" if side is Side.NS else "ew_points", lang, points=number_shown(points, lang))


# --- names for the score panel ---------------------------------------------------------------------------


def contract_shown(contract: Contract, lang: str) -> str:
    """``4♠X``, ``3NT`` (``3ΧΑ``)."""
    strain = word("nt", lang) if contract.strain is Strain.NOTRUMP else contract.strain.symbol
    return f"{contract.level}{strain}{contract.doubling.value}"


def result_text(contract: Contract | PassedOut, tricks: int | None, lang: str) -> str:
    """``4♠ by North, 9 tricks`` or ``Passed out``."""
    if isinstance(contract, PassedOut) or tricks is None:
        return _t("passed_out", lang)
    return _t("outcome", lang, contract=contract_shown(contract, lang), declarer=seat_text(contract.declarer, lang),
              tricks=tricks_text(tricks, lang))  # fmt: skip


def outcome_text(outcome: Outcome, lang: str) -> str:
    """One outcome of an adjusted score, without its weight: ``4♠ by North, 10 tricks``."""
    return result_text(outcome.contract, outcome.tricks, lang)


def artificial_name(kind: Artificial, lang: str) -> str:
    """``Average plus (A+)``."""
    name = _t(f"artificial.{kind.value}", lang)
    return name[:1].upper() + name[1:]


def check_lines(found: tuple[Disagreement, ...], lang: str) -> tuple[str, ...]:
    """Where the score entered contradicts the Law 12 ruling (:func:`~tdcompanion.core.laws.law12.disagreements`):
    a heading and one line each; nothing when they agree."""
    if not found:
        return ()
    lines = [_t("check.heading", lang)]
    for d in found:
        words = {"side": side_text(d.side, lang) if d.side is not None else "",
                 "ruled": _checked(d.ruled, lang), "entered": _checked(d.entered, lang)}  # fmt: skip
        lines.append(f"  {_t(f'check.{d.reason}', lang, **words)}")
    return tuple(lines)


def _checked(value: str, lang: str) -> str:
    """A form (``assigned``) or an artificial score (``A+``) as :func:`check_lines` names it."""
    if value in {a.value for a in Artificial}:
        return _t(f"artificial.{value}", lang)
    return _t(f"check.form.{value}", lang) if value else ""


def form_name(form: Form, lang: str) -> str:
    """``Matchpoints (pairs)``, ``IMPs against the other room (teams)``, ..."""
    return _t(f"form.{form.value}", lang)


# --- the lines ------------------------------------------------------------------------------------------


def penalty_line(penalty: ImposedPenalty, lang: str) -> str:
    """``Procedural penalty (Law 90B3): East-West, 10% of a top`` (Laws 90, 91A)."""
    amount = number_shown(penalty.amount, lang)
    unit = penalty.unit.value
    how_much = (_t(f"penalty.{unit}", lang, amount=amount) if penalty.unit is PenaltyUnit.PERCENT_OF_TOP
                else _t(f"penalty.{unit}", lang, amount=amount, count=_count_of(penalty.amount)))  # fmt: skip
    what = "disciplinary" if penalty.disciplinary else "procedural"
    law = law_text((penalty.law,), lang)
    if isinstance(penalty.against, Side):
        return _t(f"penalty.{what}.side", lang, law=law, side=side_text(penalty.against, lang), amount=how_much)
    return _t(f"penalty.{what}.seat", lang, law=law, seat=seat_text(penalty.against, lang), amount=how_much)


def _count_of(amount: Fraction) -> int:
    """The count that picks a plural form: a whole amount itself, any fraction as "many" (0.5 matchpoints)."""
    return amount.numerator if amount.denominator == 1 else 2


def score_lines(record: ScoreRecord, vulnerability: Vulnerability, lang: str) -> tuple[str, ...]:
    """The score of the table in ``lang`` as plain-text lines (empty for an empty record): the result
    obtained and its transfers, the adjusted or artificial score, the conversion against the traveller.
    When the record cannot be evaluated, the last line says what is missing."""
    lines: list[str] = []
    if record.result is not None:
        lines += _result_lines(record.result, vulnerability, lang)
    if isinstance(record.adjusted, AdjustedScore):
        lines += _adjusted_lines(record.adjusted, vulnerability, lang)
    elif isinstance(record.adjusted, ArtificialScore):
        lines += _artificial_lines(record.adjusted, record.session, record.traveller, lang)
    try:
        sheet = evaluate(record, vulnerability)
    except ScoreError as exc:
        return (*lines, error_text(exc, lang))
    if sheet.conversion is not None and record.traveller is not None:
        lines += _conversion_lines(sheet, record, lang)
    return tuple(lines)


def short_score(record: ScoreRecord, vulnerability: Vulnerability, lang: str) -> str:
    """The table's score in a few words for a list: ``N-S 232``, ``N-S 420, E-W −185`` when the sides'
    adjusted scores differ, ``N-S A+, E-W A-``; empty for an empty record."""
    if isinstance(record.adjusted, ArtificialScore):
        return f"{_t('ns_points', lang, points=record.adjusted.ns.value)}, " \
               f"{_t('ew_points', lang, points=record.adjusted.ew.value)}"  # fmt: skip
    sheet = evaluate(replace(record, traveller=None), vulnerability)  # without a traveller: nothing to refuse
    if sheet.table_ns is None or sheet.table_ew is None:
        return ""
    shown = points_shown(sheet.table_ns, lang)
    if isinstance(record.adjusted, AdjustedScore) and not record.adjusted.balanced:
        shown += ", " + points_shown(sheet.table_ew, lang, Side.EW)
    return shown


def error_text(error: ScoreError, lang: str) -> str:
    """What :func:`evaluate` refused, worded by the error's ``code`` (its own text when it has none)."""
    key = f"error.{getattr(error, 'code', '')}"
    return _t(key, lang) if key in TEXT else _t("error", lang, reason=str(error))


def _result_lines(result: TableResult, vulnerability: Vulnerability, lang: str) -> list[str]:
    contract = result.contract
    played = score(contract, result.tricks, vulnerability).ns
    if isinstance(contract, PassedOut) or not (result.to_declarer or result.to_defenders):
        return [
            _t("result", lang, outcome=result_text(contract, result.tricks, lang), score=points_shown(played, lang))
        ]
    lines = [_t("result_played", lang, outcome=result_text(contract, result.tricks, lang),
                score=points_shown(played, lang))]  # fmt: skip
    declaring = contract.declaring_side
    if result.to_declarer:
        lines.append(_t("to_declarer", lang, tricks=tricks_text(result.to_declarer, lang),
                        side=side_text(declaring, lang)))  # fmt: skip
    if result.to_defenders:
        lines.append(_t("to_defenders", lang, tricks=tricks_text(result.to_defenders, lang),
                        side=side_text(declaring.opponents, lang)))  # fmt: skip
    after = score(contract, result.tricks_after, vulnerability).ns
    lines.append(_t("after_transfers", lang, outcome=result_text(contract, result.tricks_after, lang),
                    score=points_shown(after, lang)))  # fmt: skip
    return lines


def _adjusted_lines(adjusted: AdjustedScore, vulnerability: Vulnerability, lang: str) -> list[str]:
    if adjusted.balanced:
        return _weighted_lines(adjusted.ns, vulnerability, lang, None)
    lines = [_t("sides_differ", lang)]
    lines += _weighted_lines(adjusted.ns, vulnerability, lang, Side.NS)
    lines += _weighted_lines(adjusted.for_ew, vulnerability, lang, Side.EW)
    return lines


def _weighted_lines(weighted: WeightedScore, vulnerability: Vulnerability, lang: str, side: Side | None) -> list[str]:
    """One side's (``side``) or both sides' (``None``) assigned or weighted score, in that side's points."""
    view = Side.NS if side is None else side
    sign = 1 if view is Side.NS else -1
    named = {} if side is None else {"side": side_text(side, lang)}
    if weighted.is_assigned:
        outcome = weighted.outcomes[0]
        return [_t("assigned" if side is None else "side_assigned", lang, **named, outcome=outcome_text(outcome, lang),
                   score=points_shown(sign * outcome.score(vulnerability).ns, lang, view))]  # fmt: skip
    lines = [_t("weighted" if side is None else "side_weighted", lang, **named)]
    for outcome in weighted.outcomes:
        lines.append(_t("weighted_outcome", lang, weight=weight_shown(outcome.weight, lang),
                        outcome=outcome_text(outcome, lang),
                        score=points_shown(sign * outcome.score(vulnerability).ns, lang, view)))  # fmt: skip
    lines.append(_t("weighted_points", lang, score=points_shown(sign * weighted.ns_points(vulnerability), lang, view)))
    return lines


def _artificial_lines(artificial: ArtificialScore, session: Session, board: Traveller | None, lang: str) -> list[str]:
    sides = {side: side_text(side, lang) for side in Side}
    lines = [_t("artificial", lang, ns_side=sides[Side.NS], ns=_t(f"artificial.{artificial.ns.value}", lang),
                ew_side=sides[Side.EW], ew=_t(f"artificial.{artificial.ew.value}", lang))]  # fmt: skip
    if board is None:
        return lines
    key = "session_percent" if board.form is Form.MATCHPOINTS else "session_imps"
    for limit in session_limits(artificial, session, board.form):
        lines.append(_t(key, lang, side=sides[limit.side], session=number_shown(limit.session, lang),
                        kind=_t(f"artificial.{limit.kind.value}", lang), used=number_shown(limit.used, lang),
                        base=number_shown(limit.base, lang)))  # fmt: skip
    return lines


def _against(count: int, lang: str) -> str:
    return _t("against", lang, count=count)


def _conversion_lines(sheet: ScoreSheet, record: ScoreRecord, lang: str) -> list[str]:
    conversion, board = sheet.conversion, record.traveller
    assert conversion is not None and board is not None
    against = _against(len(board.others), lang)
    if conversion.top is not None:
        lines = [_matchpoints_line(conversion, against, lang)]
        missing = len(board.others) - len(board.scores)
        if missing:
            lines.append(_t("neuberg", lang, count=missing))
    else:
        lines = [_imps_line(sheet, record, conversion, against, lang)]
    lines.append(_t("rounding", lang))
    return lines


def _matchpoints_line(conversion: Conversion, against: str, lang: str) -> str:
    assert conversion.top is not None and conversion.ns_percent is not None and conversion.ew_percent is not None
    return _t("matchpoints", lang, against=against, ns=number_shown(conversion.ns, lang), top=conversion.top,
              ns_percent=number_shown(conversion.ns_percent, lang), ew=number_shown(conversion.ew, lang),
              ew_percent=number_shown(conversion.ew_percent, lang))  # fmt: skip


def _imps_line(sheet: ScoreSheet, record: ScoreRecord, conversion: Conversion, against: str, lang: str) -> str:
    board = record.traveller
    assert board is not None
    figures = {
        "ns": number_shown(conversion.ns, lang, signed=True),
        "ew": number_shown(conversion.ew, lang, signed=True),
    }
    if isinstance(record.adjusted, ArtificialScore):
        return _t("imps_artificial", lang, **figures)
    if board.form is Form.IMPS:
        return _t("imps_teams", lang, other=number_shown(board.scores[0], lang), **figures)
    if board.form is Form.BUTLER:
        assert sheet.table_ns is not None
        datum = trav.datum([sheet.table_ns, *board.scores])
        return _t("imps_butler", lang, datum=number_shown(datum, lang), against=against, **figures)
    return _t("imps_cross", lang, against=against, **figures)


__all__ = [
    "MINUS",
    "TEXT",
    "artificial_name",
    "check_lines",
    "contract_shown",
    "error_text",
    "form_name",
    "number_shown",
    "outcome_text",
    "points_shown",
    "result_text",
    "score_lines",
    "short_score",
    "weight_shown",
]
