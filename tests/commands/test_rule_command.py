"""The headless ``tdcompanion rule FILE [--json] [--lang el|en]`` sub-command and its sentence
catalogue: the example incidents ruled in both languages, the documented JSON output, the next
question when facts are missing, refusals, unreadable files, and no Qt loaded."""

from __future__ import annotations

import enum
import json
import os
import string
import subprocess
import sys
import typing
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, ClassVar

import pytest

from tdcompanion import cli
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.laws import (
    CONSEQUENCE_TYPES,
    FACTS,
    WBF2017,
    Consequence,
    FactKind,
    InformationSource,
    IrregularityKind,
    LawRef,
    Reason,
    load_families,
    ref,
)
from tdcompanion.core.seats import Seat, Side
from tdcompanion.wording import rule_text
from tdcompanion.wording.languages import CODES

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.json"))
OUTPUT_KEYS = {"format", "schema_version", "file", "lawbook", "board", "irregularity", "status", "rulings", "open",
               "table", "score", "score_check"}  # fmt: skip
RULING_KEYS = {"kind", "irregularity", "prompt", "status", "applied", "answered", "judgements", "derived", "unused",
               "question", "ruling", "resolution", "stored_ruling_matches", "error", "penalties"}  # fmt: skip
# Every consequence kind and fact the shipped families declare must have words (test doubles are left out).
OWN_MODULES = ("tdcompanion.core.laws.",)
OWN_FACTS = ("law", "discovered", "attention_drawn_by", "non_offenders_acted", "rectification_forfeited")


def rule(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["rule", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def write(tmp_path: Path, doc: dict[str, Any], name: str = "incident.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return str(path)


def example(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return loaded


def in_hand(name: str) -> dict[str, Any]:
    """An example as the Director left it before applying its one ruling: the board as the ruling found
    it, the ruling in hand with its facts and choices (no stored ruling)."""
    doc = example(name)
    first = doc["rulings"][0]
    board = first.get("board", doc["board"])
    doc["board"] = board
    doc["rulings"] = [{"irregularity": first["irregularity"],
                       "at": {"calls": len(board["auction"]) if "auction" in board else None,
                              "events": len(board["play"]) if "play" in board else None},
                       "facts": first.get("facts", {}), "chosen": first.get("chosen", {}), "applied": False,
                       "in_hand": True}]  # fmt: skip
    return doc


# --- the examples ------------------------------------------------------------------------------------------


def test_there_is_an_example_for_each_kind_of_irregularity_the_laws_rule() -> None:
    from tdcompanion.core import incident as incident_file
    from tdcompanion.core.laws import WBF2017

    shown = {kind for p in EXAMPLE_FILES for kind in incident_file.load(p).kinds}  # a Director's error follows a ruling
    missing = [k.value for k in WBF2017.supported() if k not in shown]
    assert not missing, f"no example incident for {missing}"


@pytest.mark.parametrize(
    ("name", "lang", "expected"),
    [
        ("law14-missing-card.json", "en", ["Laws 14B2, 14B4, 14C", "West's ♠J becomes a major penalty card (Law 14B4).",
                                           "Rule next on West's revoke at trick 2 (♦8), established (Law 14B4)."]),
        ("law14-missing-card.json", "el", ["Νόμοι 14Β2, 14Β4, 14Γ",
                                           "Το ♠J της Δύσης γίνεται μεγάλο τιμωρημένο φύλλο – Νόμος 14Β4.",
                                           "είναι αθέμιτη πληροφορία για την Ανατολή – Νόμος 14Γ."]),
        ("law50-penalty-card.json", "en", ["Laws 49, 50B, 50D, 50E", "West's ♦J becomes a major penalty card (Law 49).",
                                          "is authorised information for every player (Law 50E1)."]),
        ("law50-penalty-card.json", "el", ["Το ♦J της Δύσης γίνεται μεγάλο τιμωρημένο φύλλο – Νόμος 49.",
                                          "είναι θεμιτή πληροφορία για όλους τους παίκτες – Νόμος 50Ε1."]),
        ("law13-surplus-card.json", "en", ["Law 13B1", "♠J goes from North's hand to West's, where it belongs"]),
        ("law13-surplus-card.json", "el", ["Νόμος 13Β1", "χωρίς να αλλάξει καμία δήλωση – Νόμος 13Β1."]),
        ("law13-surplus-card-played.json", "en", ["Law 13C", "is taken out of trick 1, to which North played it",
                                                  "the trick keeps its result", "Declarer (South) chooses",
                                                  "* Place ♠Q"]),
        ("law13-surplus-card-played.json", "el", ["αφαιρείται από τη λεβέ 1", "η λεβέ κρατά το αποτέλεσμά της"]),
        ("law67-five-card-trick-67b2.json", "en", ["Law 67B2", "♠J, found among West's played cards, goes back",
                                                   "Rule next on West's revoke at trick 2 (♦8), established"]),
        ("law67-five-card-trick-67b2.json", "el", ["Στη συνέχεια κρίνεται η ρενόνς της Δύσης στη λεβέ 2"]),
        ("law67-defective-trick.json", "en", ["Laws 67B1, 64A2", "At the end of play 1 trick goes to North-South",
                                              "The offender (West) chooses, without consulting partner (Law 10C2)",
                                              "* Place ♥8"]),
        ("law67-defective-trick.json", "el", ["Επιλέγει ο υπαίτιος (Δύση)",
                                              "μεταφέρεται 1 λεβέ στον άξονα Βορράς-Νότος"]),
        ("law54-opening-lead-out-of-turn.json", "en", ["Law 54", "Declarer (South) chooses, without consulting",
                                                       "* Have the lead retracted",
                                                       "East's ♦7 becomes a major penalty card (Law 54D)."]),
        ("law54-opening-lead-out-of-turn.json", "el", ["Επιλέγει ο εκτελεστής (Νότος)",
                                                       "Το ♦7 της Ανατολής γίνεται μεγάλο τιμωρημένο φύλλο"]),
        ("law64-revoke.json", "en", ["Laws 63B, 64A1, 64C", "At the end of play 2 tricks go to North-South"]),
        ("law64-revoke.json", "el", ["μεταφέρονται 2 λεβέ στον άξονα Βορράς-Νότος", "– Νόμος 64Γ."]),
        ("law15-wrong-board.json", "en", ["Laws 15B2, 15B3, 90B7", "its score stands (Law 15B2).",
                                          "* have it played by the same pairs later"]),
        ("law15-wrong-board.json", "el", ["Νόμοι 15Β2, 15Β3, 90Β7", "το αποτέλεσμά της ισχύει – Νόμος 15Β2."]),
        ("law15-call-from-wrong-board.json", "en", ["West's call Pass is cancelled (Law 15A1).",
                                                    "unauthorised information for East (Law 16C2)."]),
        ("law15-call-from-wrong-board.json", "el", ["Η δήλωση Πάσο της Δύσης ακυρώνεται – Νόμος 15Α1.",
                                                    "δηλώνει ξανά"]),
        ("law10-settlement-cancelled.json", "en", ["Laws 10A, 10B",
                                                   "* Cancelled: the irregularity is rectified as the law prescribes",
                                                   "Ruling 2: lead out of turn",
                                                   "East's ♣5 becomes a major penalty card (Law 56B)."]),
        ("law10-settlement-cancelled.json", "el", ["Νόμοι 10Α, 10Β", "Επιλέγει ο Διαιτητής",
                                                   "* Ακυρώνεται: η ανωμαλία επανορθώνεται όπως ορίζει ο Νόμος",
                                                   "Το ♣5 της Ανατολής γίνεται μεγάλο τιμωρημένο φύλλο – Νόμος 56Β."]),
        ("law6-redeal-card-seen.json", "en", ["Laws 6D1, 6F", "The cards are shuffled and dealt again",
                                              "the board's deal at every table: the Director records it"]),
        ("law6-redeal-card-seen.json", "el", ["Νόμοι 6Δ1, 6ΣΤ", "Τα φύλλα ανακατεύονται και μοιράζονται ξανά",
                                              "– Νόμος 6ΣΤ."]),
        ("law73-improper-communication.json", "en", ["Laws 73B1, 90A, 73C1",
                                                     "Finding: West communicated with partner by undue emphasis",
                                                     "West may also receive a procedural penalty (Law 90A).",
                                                     "The Director awards an adjusted score"]),
        ("law73-improper-communication.json", "el", ["Νόμοι 73Β1, 90Α, 73Γ1",
                                                     "Διαπίστωση: η Δύση επικοινώνησε με τον συμπαίκτη με "
                                                     "αδικαιολόγητη έμφαση", "Ο Διαιτητής επιδικάζει επανορθωτική "
                                                     "βαθμολογία"]),
    ],
)  # fmt: skip
def test_each_example_is_ruled_in_words(
    capsys: pytest.CaptureFixture[str], name: str, lang: str, expected: list[str]
) -> None:
    code, out, err = rule(capsys, str(EXAMPLES / name), "--lang", lang)
    assert (code, err) == (0, "")
    for text in expected:
        assert text in out
    assert out.splitlines()[0].startswith("Board 3 - " if lang == "en" else "Θήκη 3 - ")


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_the_json_output_has_the_documented_keys(capsys: pytest.CaptureFixture[str], path: Path) -> None:
    code, out, _ = rule(capsys, str(path), "--json")
    result = json.loads(out)
    assert code == 0
    assert set(result) == OUTPUT_KEYS
    assert (result["format"], result["schema_version"]) == ("tdcompanion-ruling", 4)
    opened = result["open"]
    choosing = [p for p in opened["prompts"] if p["choices"]]  # a reminder to come back is not a choice
    assert result["status"] == ("open" if opened["choices"] or choosing else "ruled")
    assert bool(opened["choices"]) == (path.name == "law31-bid-out-of-rotation.json")  # its choice was left open
    assert result["file"] == str(path)
    first = result["rulings"][0]  # an example may go on to the rulings the first one leads to (a follow-up)
    assert set(first) == RULING_KEYS and first["status"] == "ruling"
    assert first["ruling"]["irregularity"] == result["irregularity"] == first["irregularity"]["kind"]
    assert set(first["resolution"]) == {"chosen", "by", "consequences", "pending"}
    assert first["question"] is None and first["error"] is None and first["stored_ruling_matches"] is True


def test_the_json_resolution_applies_the_options_chosen(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = rule(capsys, str(EXAMPLES / "law67-defective-trick.json"), "--json")
    resolution = json.loads(out)["rulings"][0]["resolution"]
    assert resolution["chosen"] == {"law67.card_to_place": "place_H8"}
    assert resolution["by"] == {"law67.card_to_place": "W"}
    assert resolution["pending"] == []
    assert resolution["consequences"][-1] == {"kind": "card_placed_in_trick", "law": "67B1(a)", "seat": "W",
                                              "card": "H8", "trick": 5}  # fmt: skip


# --- questions, refusals, bad files ---------------------------------------------------------------------------


def test_missing_facts_print_the_next_question(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = in_hand("law14-missing-card.json")
    doc["rulings"][0]["facts"] = {}
    path = write(tmp_path, doc)
    code, out, _ = rule(capsys, path)
    assert code == 0  # a question still open is printed as open, not as an error
    assert "Where was West's missing ♠J found?" in out
    assert "among the played cards; somewhere else; not found" in out  # read out: no ids
    assert "law14" not in out and "among_played_cards" not in out
    code, out, _ = rule(capsys, path, "--ids")  # what --answer takes
    assert "among_played_cards (among the played cards); elsewhere (somewhere else); not_found (not found)" in out
    assert "--answer law14.found:SJ=" in out
    code, out, _ = rule(capsys, path, "--json")
    result = json.loads(out)
    first = result["rulings"][0]  # an example may go on to the rulings the first one leads to (a follow-up)
    assert (code, result["status"], first["status"], first["ruling"]) == (0, "open", "question", None)
    assert result["open"]["question"] == first["question"]
    assert first["question"] == {
        "id": "law14.found:SJ", "fact": "law14.found", "key": "SJ", "kind": "choice", "laws": ["14A", "14B"],
        "choices": ["among_played_cards", "elsewhere", "not_found"],
        "values": ["among_played_cards", "elsewhere", "not_found"], "minimum": None, "maximum": None,
        "params": {"card": "SJ", "seat": "W"}, "judgement": None, "default": None,
    }  # fmt: skip
    assert first["derived"] == {"law14.missing_cards": ["SJ"], "law14.owner:SJ": "W", "discovered": "play"}


def test_contradictory_facts_are_refused_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = in_hand("law14-missing-card.json")
    doc["rulings"][0]["facts"]["law14.owner:SJ"] = "N"
    path = write(tmp_path, doc)
    code, out, _ = rule(capsys, path, "--lang", "el")
    assert code == 3
    assert "Τα στοιχεία δεν συμφωνούν: law14.owner:SJ: η απάντηση Βορράς έρχεται σε αντίθεση με το ιστορικό" in out
    code, out, _ = rule(capsys, path, "--json")
    result = json.loads(out)
    assert (code, result["status"], result["rulings"][0]["status"]) == (3, "error", "error")
    assert result["rulings"][0]["error"] == {"reason": "contradicts_record", "fact": "law14.owner:SJ",
                                             "params": {"answered": "N", "record": "W"}}  # fmt: skip


def test_a_family_not_written_yet_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = in_hand("law14-missing-card.json")
    doc["rulings"][0]["irregularity"] = {"kind": "revoke"}
    code, out, _ = rule(capsys, write(tmp_path, doc), "--json")
    if IrregularityKind.REVOKE in WBF2017.supported():  # another family may rule it by now
        assert json.loads(out)["rulings"][0]["status"] in ("ruling", "question", "error")
    else:
        assert (code, json.loads(out)["rulings"][0]["error"]["reason"]) == (3, "unsupported")


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["board"]["play"][3].update(card="HA"), "$.board.play[3]"),
        (lambda d: d.update(format="other"), "$.format"),
        (lambda d: d["rulings"][0].update(chosen={"law67.card_to_place": "place_SA"}), "$.rulings[0].chosen"),
    ],
)
def test_an_unreadable_file_says_where(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, where: str
) -> None:
    doc = example("law67-defective-trick.json" if "chosen" in where else "law14-missing-card.json")
    change(doc)
    path = write(tmp_path, doc)
    code, out, err = rule(capsys, path)
    assert (code, out) == (2, "")
    assert err.startswith(f"{path}: {where}: ")


def test_a_missing_file_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = rule(capsys, str(tmp_path / "nowhere.json"))
    assert code == 2 and "cannot read" in err


def test_a_stored_ruling_that_differs_is_warned_about(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = example("law13-surplus-card.json")
    assert rule(capsys, write(tmp_path, doc))[2] == ""
    doc["rulings"][0]["ruling"]["laws"] = ["13A1"]
    code, out, err = rule(capsys, write(tmp_path, doc, "changed.json"), "--json")
    assert code == 0 and "ruling 1 stored in the file differs from the one computed now" in err
    assert json.loads(out)["rulings"][0]["stored_ruling_matches"] is False


def test_the_command_loads_no_qt() -> None:
    script = (
        "import sys; from tdcompanion import cli; "
        f"code = cli.main(['rule', {str(EXAMPLES / 'law14-missing-card.json')!r}, '--json']); "
        "assert code == 0; assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=60, check=False)  # fmt: skip
    assert proc.returncode == 0, proc.stderr


# --- the sentence catalogue --------------------------------------------------------------------------------


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


SAMPLE: dict[Any, object] = {Seat: Seat.W, Side: Side.NS, Card: Card.parse("SJ"), Suit: Suit.HEARTS, int: 2,
                             bool: True, str: "damage", LawRef: ref("14B2"), Call: Call.parse("3NT")}  # fmt: skip


def _value(tp: Any) -> object:
    if tp in SAMPLE:
        return SAMPLE[tp]
    args = typing.get_args(tp)
    if typing.get_origin(tp) is tuple:
        return (_value(args[0]),)
    if args:
        return _value(next(a for a in args if a is not type(None)))
    return next(iter(tp))


def _own_kinds() -> list[str]:
    load_families()
    return sorted(k for k, cls in CONSEQUENCE_TYPES.items() if cls.__module__.startswith(OWN_MODULES))


@pytest.mark.parametrize("kind", _own_kinds())
@pytest.mark.parametrize("lang", CODES)
def test_every_consequence_kind_here_has_a_sentence_in_each_variant(kind: str, lang: str) -> None:
    cls = CONSEQUENCE_TYPES[kind]
    hints = typing.get_type_hints(cls)
    base = {f.name: _value(hints[f.name]) for f in fields(cls)}
    variants = [base]
    for name, tp in hints.items():  # every value of every enum parameter, and None where allowed
        sample = _value(tp)
        if name in base and isinstance(sample, enum.Enum) and not isinstance(sample, Seat | Side | Suit):
            variants += [{**base, name: member} for member in type(sample)]
        if type(None) in typing.get_args(tp):
            variants.append({**base, name: None})
    for params in variants:
        consequence = cls(**params)
        sentence = rule_text.describe(consequence, lang)
        assert not sentence.startswith(f"{kind}:"), sentence
        citation = rule_text.say("cited", lang, text="", law=rule_text.law_text((consequence.law,), lang))
        assert sentence.endswith(citation) and len(sentence) > len(citation) + 10, sentence


@pytest.mark.parametrize("reason", [*Reason, *InformationSource], ids=str)
def test_every_reason_and_information_source_has_words(reason: str) -> None:
    prefix = "reason" if isinstance(reason, Reason) else "source"
    assert rule_text.has(f"{prefix}.{reason}")


def _own_facts() -> list[str]:
    load_families()
    return sorted(f for f in FACTS if f.startswith(OWN_FACTS))


@pytest.mark.parametrize("fact_id", _own_facts())
def test_every_fact_here_has_a_question_and_words_for_its_values(fact_id: str) -> None:
    fact = FACTS[fact_id]
    assert rule_text.has(f"question.{fact_id}")
    if fact.kind is FactKind.CHOICE:
        assert fact.values is not None
        for member in fact.values:  # an irregularity kind is worded by its name (law43.irregularity), a side by its
            kind_named = isinstance(member, IrregularityKind) and rule_text.has(f"irregularity.{member.value}")
            side_named = isinstance(member, Side)  # (law12.offenders)
            assert rule_text.has(f"value.{fact_id}.{member.value}") or kind_named or side_named


def test_a_consequence_without_words_is_still_shown_by_its_id() -> None:
    @dataclass(frozen=True, kw_only=True)
    class Unworded(Consequence):
        kind: ClassVar[str] = "test_only_unworded"
        seat: Seat

    try:
        text = rule_text.describe(Unworded(law=ref("90"), seat=Seat.N), "el")
    finally:
        del CONSEQUENCE_TYPES["test_only_unworded"]
    assert text == "test_only_unworded: seat=Βορράς – Νόμος 90."


def test_a_choice_asked_without_a_list_offers_every_value_of_its_enum() -> None:
    from tdcompanion.core.laws import Question
    from tdcompanion.core.laws.law13_14 import SURPLUS

    hint = rule_text.answer_hint(Question(SURPLUS), "en")
    assert hint == ("Answer with one of: a card in the wrong hand (one hand over 13, another under); "
                    "a card that is not part of the deal")
    hint = rule_text.answer_hint(Question(SURPLUS), "en", ids=True)
    assert hint == ("Answer with one of: misplaced (a card in the wrong hand (one hand over 13, another under)); "
                    "foreign (a card that is not part of the deal)")


# --- the table's score (Law 12) -----------------------------------------------------------------------------

SIDES_DIFFER = {"adjusted": {"ns": [{"contract": "4S", "declarer": "N", "tricks": 10,
                                     "weight": "100%"}],
                             "ew": [{"contract": "4S", "declarer": "N", "tricks": 10,
                                     "weight": "50%"},
                                    {"contract": "4S", "declarer": "N", "tricks": 9,
                                     "weight": "50%"}]},
                "traveller": {"form": "matchpoints", "others": [420, 420, -50]}}  # fmt: skip
ARTIFICIAL = {"artificial": {"ns": "A+", "ew": "A-"}, "session": {"ns": "65"},
              "traveller": {"form": "matchpoints", "others": [420, 420, -50]}}


def scored(tmp_path: Path, scoring: dict[str, Any]) -> str:
    doc = example("law64-revoke.json")
    doc["scoring"] = scoring
    return write(tmp_path, doc)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["The two sides get different adjusted scores (Law 12C1(e)).",
            "North-South: assigned adjusted score (Law 12C1(a)): 4♠ by North, 10 tricks: N-S 420",
            "East-West: weighted adjusted score (Law 12C1(c)):", "Weighted score: E-W −185"]),
    ("el", ["Οι δύο άξονες παίρνουν διαφορετική επανορθωτική βαθμολογία – Νόμος 12Γ1(ε).", "ΑΔ −185"]),
])  # fmt: skip
def test_rule_prints_each_sides_adjusted_score_with_its_law(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            lang: str, expected: list[str]) -> None:  # fmt: skip
    code, out, err = rule(capsys, scored(tmp_path, SIDES_DIFFER), "--lang", lang)
    assert (code, err) == (0, "")
    after = out.split("\n\n")[-1]  # the score comes last, after every ruling
    for text in expected:
        assert text in after


def test_rule_prints_artificial_scores_with_the_session_limit(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    _, out, _ = rule(capsys, scored(tmp_path, ARTIFICIAL))
    assert "Artificial adjusted score (Law 12C2(a))" in out
    assert "Law 12C2(c): North-South scored 65% on the session's other boards" in out


def test_rule_prints_the_result_with_the_revoke_transfers(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = rule(capsys, str(EXAMPLES / "law64-revoke.json"))
    assert out.split("\n\n")[-1].splitlines()[:4] == [
        "The table's score:", "  Result obtained as played: 4♥ by South, 11 tricks: N-S 450",
        "  Law 64A: 2 tricks transferred to the declaring side (North-South)",
        "  Score after the transfers: 4♥ by South, 13 tricks: N-S 510"]


def test_rule_prints_no_score_when_none_is_entered(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = rule(capsys, str(EXAMPLES / "law50-penalty-card.json"))
    assert "The table's score" not in out


def test_the_json_score_gives_each_sides_figures_and_the_laws(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    _, out, _ = rule(capsys, scored(tmp_path, SIDES_DIFFER), "--json")
    score = json.loads(out)["score"]
    assert score["laws"] == ["12C1(a)", "12C1(c)", "12C1(e)", "78A"]
    assert score["table"] == {"NS": "420", "EW": "-185"}
    # N-S 420: ties two, beats one: 4 of 6. E-W half at -420 (2) and half at +50 (5): 3.5.
    assert score["conversion"] == {"unit": "MP", "NS": "4", "EW": "3.5", "top": 6}
    assert score["error"] is None and score["scoring"]["traveller"]["others"] == [420, 420, -50]


def test_the_json_score_of_artificial_scores_has_no_points(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    _, out, _ = rule(capsys, scored(tmp_path, ARTIFICIAL), "--json")
    score = json.loads(out)["score"]
    assert score["laws"] == ["12C2(a)", "12C2(c)", "78A"]
    assert score["table"] == {"NS": None, "EW": None}
    assert score["conversion"] == {"unit": "MP", "NS": "3.9", "EW": "2.4", "top": 6}  # 65% and 40% of 6


def test_the_json_score_is_null_without_one(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = rule(capsys, str(EXAMPLES / "law50-penalty-card.json"), "--json")
    assert json.loads(out)["score"] is None
