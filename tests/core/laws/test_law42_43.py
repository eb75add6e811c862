"""Laws 42 and 43, dummy's rights and limitations (with 9A, 16B, 61B2): each right (42A, 42B) rules no rectification;
each breach of 43A1 and 43A2 its procedural penalty (43B1); after a 43A2 breach the defenders' choice of hand (43B2(a)),
the revoke ruled as if established (43B2(b), through the revoke family) and no immediate rectification of the
defenders' irregularity (43B3); a card dummy indicates handed to Law 45F; and what is refused."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from tdcompanion.core.laws import (
    ATTENTION_DRAWN_BY,
    DISCOVERED,
    FACTS,
    NON_OFFENDERS_ACTED,
    FactKind,
    FollowUp,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    Period,
    Ruling,
    assess,
    detect,
    load_families,
)
from tdcompanion.core.laws.law42_43 import (
    ACT,
    DECLARER_REVOKED,
    DEFENDER_REVOKED,
    DUMMY_VIOLATED,
    OFFENDER,
    POINTED_AT,
    Act,
)
from tdcompanion.core.laws.law61_64 import OFFENDER_WON
from tdcompanion.core.laws.ruling import DummyRightsLimited, ref
from tdcompanion.core.laws.table_state import TableState
from tdcompanion.core.laws.timeline import Step, Timeline
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import E, N, S, W, c, facts, record, ruled, run, shown, worded

DUMMY = IrregularityKind.DUMMY_CONDUCT
REVOKE = IrregularityKind.REVOKE
IN_PLAY = record("W:CJ", "N:C2")  # trick 1 in progress: dummy is North, declarer South
DECLARER_REVOKES = record("W:CJ", "N:C2", "E:C5", "S:DA")  # South shows out holding clubs (event 3)
DECLARER_SHOWS_OUT = record("W:HT", "N:HA", "E:H4", "S:H2", "N:SA", "E:S7", "S:S2", "W:S5", "N:SK", "E:S8", "S:S3",
                            "W:SJ", "N:HK", "E:H5", "S:H3", "W:H9", "N:HQ", "E:H6", "S:CA")  # fmt: skip
PP = ("procedural_penalty", "43B1", N)
TO_N = ((ATTENTION_DRAWN_BY.id, "N"),)
NO_CARD = (None, None, None, None)  # a follow-up's trick, card, event and establishment, when no card is pointed at
DREW = ("dummy_breach", "43A1(b)", N, "drew_attention")


def _ruled(board: Any, *answers: tuple[Any, ...], event: int | None = None) -> Ruling:
    result = assess(board, Irregularity(DUMMY, event=event), facts(*answers))  # type: ignore[arg-type]
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


# --- 42A and 42B: dummy's rights ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("act", "laws"),
    [
        (Act.INFORMATION, ["42A1"]),
        (Act.COUNTED_TRICKS, ["42A2"]),
        (Act.DUMMY_FOLLOWED, ["42A3"]),
        (Act.PREVENTED, ["42B2"]),
    ],
)
def test_a_right_of_dummys_is_no_irregularity_and_nothing_more_is_asked(act: Act, laws: list[str]) -> None:
    result = run(DUMMY, IN_PLAY, facts((ACT, act)))
    assert result.question is None and result.answered == (ACT.id,)
    assert result.ruling is not None
    assert [str(x) for x in result.ruling.laws] == laws and result.ruling.offender is None
    assert shown(result.ruling.consequences) == [("no_rectification", laws[0], "law42.right")]


def test_the_first_question_is_what_dummy_did() -> None:
    result = run(DUMMY, IN_PLAY)
    assert result.question is not None and result.question.id == ACT.id
    assert result.question.params["seat"] is N


# --- 42B2 and 43B2(a): a warning about the hand to lead from -----------------------------------------------------


def test_42b2_dummy_may_warn_declarer_about_the_hand_to_lead_from() -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.WARNED_WRONG_HAND), (DUMMY_VIOLATED, False))
    assert [str(x) for x in ruling.laws] == ["42B2"]
    assert shown(ruling.consequences) == [("no_rectification", "42B2", "law42.right")] and not ruling.choices


def test_43b2a_after_a_43a2_breach_either_defender_chooses_the_hand_declarer_leads_from() -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.WARNED_WRONG_HAND), (DUMMY_VIOLATED, True))
    assert [str(x) for x in ruling.laws] == ["43B2(a)", "43B1"] and ruling.offender is N
    assert shown(ruling.consequences) == [PP]
    (choice,) = ruling.choices
    assert choice.id == "law43.hand_to_lead_from" and choice.chooser is None and choice.role.value == "defender"
    assert [(o.id, o.seat, shown(o.consequences)) for o in choice.options] == [
        ("lead_from_s", S, [("hand_chosen_to_lead_from", "43B2(a)", S)]),
        ("lead_from_n", N, [("hand_chosen_to_lead_from", "43B2(a)", N)]),
    ]


# --- 42B1, 61B2(a) and 43B2(b): dummy asks declarer -------------------------------------------------------------


def test_42b1_dummy_may_ask_declarer_and_a_legal_play_stands() -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.ASKED_DECLARER), (DUMMY_VIOLATED, False), (DECLARER_REVOKED, False))
    assert [str(x) for x in ruling.laws] == ["42B1"] and ruling.offender is None
    assert shown(ruling.consequences) == [("no_rectification", "42B1", "law42.no_revoke")]


def test_the_record_tells_whether_declarer_revoked_at_the_card_pointed_at() -> None:
    result = assess(DECLARER_SHOWS_OUT, Irregularity(DUMMY, event=18),
                    facts((ACT, Act.ASKED_DECLARER), (DUMMY_VIOLATED, False)))  # fmt: skip
    assert result.ruling is not None and result.derived[DECLARER_REVOKED.id] is False  # South had no heart left
    with pytest.raises(InconsistentFacts) as refused:
        assess(DECLARER_SHOWS_OUT, Irregularity(DUMMY, event=18),
               facts((ACT, Act.ASKED_DECLARER), (DUMMY_VIOLATED, False), (DECLARER_REVOKED, True)))  # fmt: skip
    assert refused.value.reason == "contradicts_record"


@pytest.mark.parametrize(("violated", "laws"), [(False, ["42B1", "61B2(a)"]), (True, ["43B2(b)"])])
def test_a_revoke_dummy_finds_by_asking_declarer_is_ruled_next(violated: bool, laws: list[str]) -> None:
    ruling = _ruled(DECLARER_REVOKES, (ACT, Act.ASKED_DECLARER), (DUMMY_VIOLATED, violated), event=3)
    assert [str(x) for x in ruling.laws] == laws and ruling.offender is None
    answers = (*TO_N, (DUMMY_VIOLATED.id, violated))
    right = [] if violated else [("no_rectification", "42B1", "law42.right")]
    assert shown(ruling.consequences) == [*right, ("follow_up", laws[-1], REVOKE, S, 1, c("DA"), 3, False, answers)]


@pytest.mark.parametrize("violated", [False, True])
def test_the_follow_up_reaches_the_revoke_ruling_with_43b2b_after_a_breach(violated: bool) -> None:
    """A ruling that leads to a ruling: the revoke family, started from the follow-up's answers, applies 43B2(b)
    (Law 64 as if the revoke were established) only after dummy's 43A2 breach."""
    ruling = _ruled(DECLARER_REVOKES, (ACT, Act.ASKED_DECLARER), (DUMMY_VIOLATED, violated), event=3)
    (follow,) = ruling.follow_ups()
    answers = facts((NON_OFFENDERS_ACTED, False))
    for key, value in follow.preset.items():
        answers = answers.answer(FACTS[key], FACTS[key].decode(value))
    result = assess(DECLARER_REVOKES, Irregularity(follow.irregularity, event=follow.event), answers)
    if violated:  # who wins the revoke trick is the substituted card's affair, not the revoke card's (43B2(b), 64A)
        assert result.question is not None and result.question.id == OFFENDER_WON.id
        result = assess(DECLARER_REVOKES, Irregularity(follow.irregularity, event=follow.event),
                        answers.answer(OFFENDER_WON, True))  # fmt: skip
    assert result.question is None and result.ruling is not None
    kinds = [x.kind for x in result.ruling.consequences]
    assert ("as_if_established" in kinds) is violated
    assert ("43B2(b)" in [str(x) for x in result.ruling.laws]) is violated
    if violated:  # South's club wins trick 1: two tricks, as the EBU White Book (43.1) has it
        assert ("trick_transfer", "64A1", "EW", 2, 1) in shown(result.ruling.consequences)


# --- 61B2(b): dummy asks a defender ------------------------------------------------------------------------------


def test_61b2b_dummy_may_not_ask_a_defender_and_16b_may_apply() -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.ASKED_DEFENDER), (OFFENDER, E), (DEFENDER_REVOKED, False))
    assert [str(x) for x in ruling.laws] == ["43A1(b)", "61B2(b)", "43B1"] and ruling.offender is N
    assert shown(ruling.consequences) == [
        ("dummy_breach", "43A1(b)", N, "asked_defender"),
        ("no_rectification", "61B2(b)", "law42.defender_did_not_revoke"),
        ("unauthorised_information", "61B2(b)", S, "law61.dummy_question", ()),
        PP,
    ]


def test_a_defenders_revoke_dummy_asks_about_is_rectified_as_usual_without_a_43a2_breach() -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.ASKED_DEFENDER), (OFFENDER, E), (DEFENDER_REVOKED, True),
                    (DUMMY_VIOLATED, False))  # fmt: skip
    assert [str(x) for x in ruling.laws] == ["43A1(b)", "43B1", "61B2(b)"]
    assert shown(ruling.consequences) == [
        ("dummy_breach", "43A1(b)", N, "asked_defender"),
        ("follow_up", "43A1(b)", REVOKE, E, *NO_CARD, TO_N),
        PP,
        ("unauthorised_information", "61B2(b)", S, "law61.dummy_question", ()),
    ]


def test_a_defender_asked_cannot_be_declarer() -> None:
    with pytest.raises(InconsistentFacts) as refused:
        _ruled(IN_PLAY, (ACT, Act.ASKED_DEFENDER), (OFFENDER, S))
    assert refused.value.reason == "not_a_choice"


# --- 43A1(a), (b), 9A4, 42B3 and 43B3: dummy draws attention to an irregularity ---------------------------------


DREW: dict[str, Any] = {
    "during play, no earlier breach: the irregularity is ruled next, dummy liable to a procedural penalty": (
        IN_PLAY, E, False, ["43A1(b)", "43B1"],
        [DREW, ("follow_up", "43A1(b)", IrregularityKind.LEAD_OUT_OF_TURN, E, *NO_CARD, TO_N), PP]),
    "during play, after a 43A2 breach, a defender's irregularity: no immediate rectification (43B3)": (
        IN_PLAY, E, True, ["43A1(b)", "43B3", "43B1"],
        [DREW, ("no_rectification", "43B3", "law43.no_immediate_rectification"),
         ("director_review", "43B3", "end_of_play", "law43.defenders_gain"), PP]),
    "during play, after a 43A2 breach, declarer's own irregularity: 43B3 is for the defenders' only": (
        IN_PLAY, S, True, ["43A1(b)", "43B1"],
        [DREW, ("follow_up", "43A1(b)", IrregularityKind.LEAD_OUT_OF_TURN, S, *NO_CARD, TO_N), PP]),
}  # fmt: skip


@pytest.mark.parametrize("name", list(DREW))
def test_dummy_draws_attention_during_the_play(name: str) -> None:
    board, offender, violated, laws, consequences = DREW[name]
    ruling = _ruled(board, (ACT, Act.DREW_ATTENTION), (POINTED_AT, IrregularityKind.LEAD_OUT_OF_TURN),
                    (OFFENDER, offender), (DUMMY_VIOLATED, violated))  # fmt: skip
    assert [str(x) for x in ruling.laws] == laws and ruling.offender is N
    assert shown(ruling.consequences) == consequences


@pytest.mark.parametrize("violated", [False, True])
def test_43a1a_dummy_calls_the_director_when_no_one_had_drawn_attention(violated: bool) -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.CALLED_DIRECTOR), (POINTED_AT, IrregularityKind.PREMATURE_PLAY),
                    (OFFENDER, W), (DUMMY_VIOLATED, violated))  # fmt: skip
    assert [str(x) for x in ruling.laws] == (["43A1(a)", "43B3", "43B1"] if violated else ["43A1(a)", "43B1"])
    if not violated:
        assert shown(ruling.consequences) == [
            ("dummy_breach", "43A1(a)", N, "called_director"),
            ("follow_up", "43A1(a)", IrregularityKind.PREMATURE_PLAY, W, *NO_CARD, TO_N), PP]


def test_42b3_after_play_dummy_may_draw_attention_and_the_irregularity_is_ruled_next() -> None:
    board = record(play=False)
    ruling = _ruled(board, (ACT, Act.DREW_ATTENTION), (DISCOVERED, Period.AFTER_PLAY), (POINTED_AT, REVOKE),
                    (OFFENDER, W))  # fmt: skip
    assert [str(x) for x in ruling.laws] == ["42B3"] and ruling.offender is None
    assert shown(ruling.consequences) == [("no_rectification", "42B3", "law42.right"),
                                          ("follow_up", "42B3", REVOKE, W, *NO_CARD)]  # fmt: skip


def test_dummy_points_out_only_irregularities_of_the_play() -> None:
    result = run(DUMMY, IN_PLAY, facts((ACT, Act.DREW_ATTENTION)))
    assert result.question is not None and result.question.id == POINTED_AT.id
    choices = result.question.choices
    assert choices is not None and REVOKE in choices and IrregularityKind.LEAD_OUT_OF_TURN in choices
    assert DUMMY not in choices and IrregularityKind.INSUFFICIENT_BID not in choices
    with pytest.raises(InconsistentFacts):
        _ruled(IN_PLAY, (ACT, Act.DREW_ATTENTION), (POINTED_AT, IrregularityKind.INSUFFICIENT_BID))


def test_the_offender_dummy_points_out_is_not_dummy() -> None:
    with pytest.raises(InconsistentFacts) as refused:
        _ruled(IN_PLAY, (ACT, Act.DREW_ATTENTION), (POINTED_AT, REVOKE), (OFFENDER, N))
    assert refused.value.reason == "not_a_choice"


# --- 43A1(c), 45F, 43A2 and 43A3 -----------------------------------------------------------------------------------


def test_43a1c_dummy_tells_declarer_about_the_play() -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.SUGGESTED))
    assert [str(x) for x in ruling.laws] == ["43A1(c)", "16B1", "16B3", "43B1"] and ruling.offender is N
    assert shown(ruling.consequences) == [
        ("dummy_breach", "43A1(c)", N, "suggested"),
        ("unauthorised_information", "16B1", S, "law43.dummy_suggestion", ()),
        ("director_review", "16B3", "end_of_play", "unauthorised_information"),
        PP,
    ]


def test_a_card_dummy_indicates_is_ruled_under_45f() -> None:
    result = run(DUMMY, IN_PLAY, facts((ACT, Act.INDICATED_CARD)))
    assert result.ruling is not None
    assert [str(x) for x in result.ruling.laws] == ["45F", "43A1(c)", "43B1"]
    assert result.ruling.irregularity is IrregularityKind.CARD_PLAYED


@pytest.mark.parametrize(
    ("act", "law"),
    [(Act.EXCHANGED_HANDS, "43A2(a)"), (Act.LEFT_SEAT, "43A2(b)"), (Act.LOOKED_AT_HAND, "43A2(c)")],
)
def test_a_43a2_breach_costs_dummy_his_protection_for_the_rest_of_the_board(act: Act, law: str) -> None:
    ruling = _ruled(IN_PLAY, (ACT, act))
    assert [str(x) for x in ruling.laws] == [law, "43B1", "43B2"] and ruling.offender is N
    assert shown(ruling.consequences) == [("dummy_breach", law, N, act.value), PP, ("dummy_rights_limited", "43B2", N)]


def test_dummys_limitations_hold_during_the_play_only() -> None:
    ruling = _ruled(record(play=False), (ACT, Act.LEFT_SEAT), (DISCOVERED, Period.AFTER_PLAY))
    assert [str(x) for x in ruling.laws] == ["43A"] and ruling.offender is None
    assert shown(ruling.consequences) == [("no_rectification", "43A", "law43.not_during_play")]


def test_43a3_a_defender_who_shows_dummy_his_hand_is_the_offender() -> None:
    ruling = _ruled(IN_PLAY, (ACT, Act.SHOWN_HAND), (OFFENDER, W))
    assert [str(x) for x in ruling.laws] == ["43A3"] and ruling.offender is W
    assert shown(ruling.consequences) == [("procedural_penalty", "43A3", W)]


def test_without_a_contract_there_is_no_dummy() -> None:
    with pytest.raises(InconsistentFacts) as refused:
        ruled(DUMMY, record(bidding="1H", play=False), facts((ACT, Act.COUNTED_TRICKS)))
    assert refused.value.reason == "no_contract"


# --- words ---------------------------------------------------------------------------------------------------------


def _own_facts() -> list[str]:
    load_families()
    return sorted(f for f in FACTS if f.startswith(("law42.", "law43.")))


@pytest.mark.parametrize("fact_id", _own_facts())
def test_every_fact_of_the_family_has_a_question_and_words_for_its_values(fact_id: str) -> None:
    fact = FACTS[fact_id]
    assert rule_text.has(f"question.{fact_id}")
    if fact.kind is FactKind.CHOICE and fact.values is not None and fact_id != POINTED_AT.id:
        assert all(rule_text.has(f"value.{fact_id}.{m.value}") for m in fact.values)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_consequence_and_option_is_worded(lang: str) -> None:
    rulings = [
        _ruled(IN_PLAY, (ACT, Act.WARNED_WRONG_HAND), (DUMMY_VIOLATED, True)),
        _ruled(IN_PLAY, (ACT, Act.LEFT_SEAT)),
        _ruled(IN_PLAY, (ACT, Act.SUGGESTED)),
        _ruled(IN_PLAY, (ACT, Act.ASKED_DEFENDER), (OFFENDER, E), (DEFENDER_REVOKED, False)),
        _ruled(IN_PLAY, (ACT, Act.DREW_ATTENTION), (POINTED_AT, REVOKE), (OFFENDER, E), (DUMMY_VIOLATED, True)),
        _ruled(IN_PLAY, (ACT, Act.DREW_ATTENTION), (POINTED_AT, REVOKE), (OFFENDER, E), (DUMMY_VIOLATED, False)),
    ]
    for ruling in rulings:
        for item in ruling.consequences:
            assert worded(item, lang), item
            if isinstance(item, FollowUp):
                assert "None" not in rule_text.describe(item, lang)
        for choice in ruling.all_choices():
            assert rule_text.has(f"choice.{choice.id}")
            assert all(rule_text.option_label(o, lang) != o.id for o in choice.options)
    value = rule_text.value_text(REVOKE, lang, fact=POINTED_AT.id)
    assert value == rule_text.say("irregularity.revoke", lang)


# --- a 43A2 breach ruled once is known to the rulings that follow (the table state) ------------------------------


BREACH = TableState().apply([DummyRightsLimited(law=ref("43B2"), seat=N)])


def test_a_breach_on_the_table_is_not_asked_again_and_cannot_be_denied() -> None:
    result = assess(IN_PLAY, Irregularity(DUMMY), facts((ACT, Act.WARNED_WRONG_HAND)), table=BREACH)
    assert result.ruling is not None and result.derived[DUMMY_VIOLATED.id] is True
    assert [str(x) for x in result.ruling.laws] == ["43B2(a)", "43B1"]
    with pytest.raises(InconsistentFacts) as refused:
        assess(IN_PLAY, Irregularity(DUMMY), facts((ACT, Act.WARNED_WRONG_HAND), (DUMMY_VIOLATED, False)),
               table=BREACH)  # fmt: skip
    assert refused.value.reason == "contradicts_record"


def test_the_breach_ruled_first_shapes_the_next_ruling_through_the_timeline() -> None:
    timeline = Timeline.start(DECLARER_REVOKES)
    first = timeline.evaluate(Step(Irregularity(DUMMY), facts=facts((ACT, Act.LOOKED_AT_HAND)), applied=True))
    assert first.applied is not None
    timeline = timeline.commit(first)
    assert timeline.table.dummy_broke_43a2(N) and not timeline.table.dummy_broke_43a2(S)
    second = timeline.evaluate(Step(Irregularity(DUMMY, event=3), facts=facts((ACT, Act.ASKED_DECLARER))))
    assert second.ruling is not None
    assert [str(x) for x in second.ruling.laws] == ["43B2(b)"]
    revoke = timeline.evaluate(Step(Irregularity(REVOKE, event=3), facts=facts(
        (ATTENTION_DRAWN_BY, N), (NON_OFFENDERS_ACTED, False), (OFFENDER_WON, False))))  # fmt: skip
    assert revoke.ruling is not None and "43B2(b)" in [str(x) for x in revoke.ruling.laws]


# --- 43B2(a): the hand a defender chose is the table state's, and a lead from it stands ---------------------------

DUMMY_ON_LEAD = record("W:S5", "N:SA", "E:S7", "S:S2")  # North won trick 1: the lead is in dummy


@pytest.mark.parametrize(("option", "lead", "out_of_turn"), [
    ("lead_from_s", "S:H2", False),  # the defender chose declarer's hand: South's lead stands, though North was on lead
    ("lead_from_n", "N:HA", False),  # the hand the record expects too
    ("lead_from_n", "S:H2", True),  # declarer's hand, when the defender chose dummy's: a lead out of turn
])  # fmt: skip
def test_43b2a_a_lead_from_the_hand_a_defender_chose_is_no_lead_out_of_turn(option: str, lead: str,
                                                                           out_of_turn: bool) -> None:  # fmt: skip
    timeline = Timeline.start(DUMMY_ON_LEAD, BREACH)
    step = Step(Irregularity(DUMMY), facts=facts((ACT, Act.WARNED_WRONG_HAND)),
                chosen=(("law43.hand_to_lead_from", option),), applied=True)  # fmt: skip
    result = timeline.evaluate(step)
    assert result.applied is not None
    timeline = timeline.commit(result)
    assert [h.seat for h in timeline.table.chosen_hand] == [S if option == "lead_from_s" else N]
    seat, card = lead.split(":")
    play = DUMMY_ON_LEAD.play
    assert play is not None
    timeline = timeline.follow(replace(DUMMY_ON_LEAD, play=play.play(card, Seat.parse(seat))))
    assert not timeline.table.chosen_hand  # used by declarer's side's lead
    found = [i.kind for i in timeline.detected()]
    assert (IrregularityKind.LEAD_OUT_OF_TURN in found) is out_of_turn
    assert timeline.table.chosen_leads == ((4,) if option == "lead_from_s" else ((4,) if lead == "N:HA" else ()))


def test_without_a_choice_declarers_lead_from_his_hand_is_out_of_turn() -> None:
    play = DUMMY_ON_LEAD.play
    assert play is not None
    board = replace(DUMMY_ON_LEAD, play=play.play("H2", S))
    assert [i.kind for i in detect(board, TableState())] == [IrregularityKind.LEAD_OUT_OF_TURN]
