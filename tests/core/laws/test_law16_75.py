"""Laws 16, 20F, 21, 40C1, 47E2, 73C-E and 75: the judgement rulings on unauthorised information, deception and
misinformation,
one case per branch, with the questions asked in order (never one the auction or play record answers), the laws
cited and the consequences and choices; the refusals; a codec round trip; a ruling applied to the auction."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import (
    DISCOVERED,
    BoardRecord,
    Fact,
    Facts,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    Period,
    Ruling,
    apply_ruling,
    assess,
    codec,
    ref,
)
from tdcompanion.core.laws.law16_75 import (
    ACTED,
    ACTION_KIND,
    AGREEMENT,
    ALTERNATIVES,
    BRIDGE_REASON,
    CALL,
    CARD_ON_MI,
    COULD_HAVE_KNOWN,
    DAMAGED,
    DECEIVED,
    DECEIVED_DAMAGED,
    DECEIVER,
    DECEPTION,
    DELIBERATE,
    DEMONSTRABLE,
    DESCRIPTION,
    DUMMY_FACED,
    ESTABLISHED,
    EVIDENCE,
    EXPLAINED_CALL,
    EXPLAINER,
    EXPLANATION,
    FALSE_INFERENCE,
    FIRST_CALL_MADE,
    FORM,
    INFLUENCED,
    INTERFERES,
    LOGICAL_ALTERNATIVE,
    MI_CARD,
    MI_DAMAGED,
    MI_POLL,
    MI_POLL_TAKEN,
    MISLED,
    OWN_MISUNDERSTANDING,
    PLAY,
    POLL,
    POLL_TAKEN,
    RECEIVER,
    SOURCE,
    SUGGESTS,
    ActionKind,
    Evidence,
    Form,
    Source,
)
from tdcompanion.core.laws.poll import PollAnswer, tally
from tdcompanion.wording.rule_text import describe
from tests.core.laws.scenarios import DEAL, E, N, S, W, c, record, shown, walk

UI = IrregularityKind.UNAUTHORISED_INFORMATION
MI = IrregularityKind.MISINFORMATION


def board(bidding: str, dealer: Any = N) -> BoardRecord:
    return BoardRecord(DEAL, Auction.from_text(dealer, bidding))


# North opens 1♠, East overcalls 2♥, South raises slowly to 2♠; North bids on to 3♠ (auction still open).
SLOW_RAISE = board("1S 2H 2S P 3S")
# The same, completed at 4♠ (no play record: the board may be over).
DONE = board("1S 2H 2S P 4S AP")
# North opens 1NT, East bids 2♣ (explained by West), South doubles, West passes: the auction goes on.
LANDY = board("1NT 2C X P")
POLLED = (PollAnswer("Anna", "Pass", ("4S",)), PollAnswer("Bill", "Pass"), PollAnswer("Chris", "4S"))


HESITATION = {SOURCE: Source.HESITATION, RECEIVER: N, DESCRIPTION: "South thought a minute before 2S",
              ESTABLISHED: True}  # fmt: skip
JUDGED = {SUGGESTS: "extra values: bid on rather than pass", DEMONSTRABLE: True, POLL_TAKEN: True, POLL: POLLED,
          LOGICAL_ALTERNATIVE: True, ALTERNATIVES: "Pass"}  # fmt: skip
START = ["law16.source", "law16.receiver", "law16.description", "law16.established"]
LA_STEPS = ["law16.suggests", "law16.demonstrable", "law16.poll_taken", "law16.poll", "law16.logical_alternative",
            "law16.alternatives"]  # fmt: skip
UI_NOTE = ("unauthorised_information", "73C1", N, "hesitation", ())
FOUR_S = Call.parse("4S")


def finding(call: str, alternatives: str, polled: int, infraction: bool) -> tuple[object, ...]:
    return ("ui_finding_call", "16B1(a)", N, Call.parse(call), "extra values: bid on rather than pass", alternatives,
            polled, infraction)  # fmt: skip


UI_CASES = {
    "16B1/85A not established": (
        DONE, {**HESITATION, ESTABLISHED: False}, START, ("16B1", "85A"),
        [("no_rectification", "85A", "ui_not_established")],
    ),
    "16B2/73C not yet acted (auction in progress: the period is read off the record)": (
        SLOW_RAISE, {**HESITATION, ACTED: False}, [*START, "law16.acted"], ("16B1", "73C", "16B2"),
        [UI_NOTE, ("no_rectification", "73C1", "ui_not_yet_acted"),
         ("director_review", "16B3", "end_of_play", "unauthorised_information")],
    ),
    "16B1 infraction during the auction: the call read off the record, review at the end of play": (
        SLOW_RAISE, {**HESITATION, ACTED: True, CALL: Call.parse("3S"), **JUDGED, POLL_TAKEN: False},
        [*START, "law16.acted", "law16.call", "law16.suggests", "law16.demonstrable", "law16.poll_taken",
         "law16.logical_alternative", "law16.alternatives"],
        ("16B1", "16B1(a)", "16B1(b)", "73C"),
        [UI_NOTE, finding("3S", "Pass", 0, True), ("procedural_penalty", "73C2", N),
         ("director_review", "16B3", "end_of_play", "unauthorised_information")],
    ),
    "16B3/12C1 after play, damaged: adjusted score": (
        DONE, {**HESITATION, DISCOVERED: Period.AFTER_PLAY, ACTION_KIND: ActionKind.CALL, CALL: FOUR_S, **JUDGED,
               DAMAGED: True},
        [*START, "discovered", "law16.action_kind", "law16.call", *LA_STEPS, "law16.damaged"],
        ("16B1", "16B1(a)", "16B1(b)", "73C", "16B3", "12C1"),
        [UI_NOTE, finding("4S", "Pass", 3, True), ("procedural_penalty", "73C2", N),
         ("adjusted_score", "16B3", "unauthorised_information", False), ("assigned_score", "12C1")],
    ),
    "12B1 after play, not damaged": (
        DONE, {**HESITATION, DISCOVERED: Period.AFTER_ROUND, ACTION_KIND: ActionKind.CALL, CALL: FOUR_S, **JUDGED,
               DAMAGED: False},
        [*START, "discovered", "law16.action_kind", "law16.call", *LA_STEPS, "law16.damaged"],
        ("16B1", "16B1(a)", "16B1(b)", "73C", "12B1"),
        [UI_NOTE, finding("4S", "Pass", 3, True), ("procedural_penalty", "73C2", N),
         ("no_rectification", "12B1", "ui_no_damage")],
    ),
    "16B1(a) not demonstrably suggested": (
        DONE, {**HESITATION, DISCOVERED: Period.AFTER_PLAY, ACTION_KIND: ActionKind.CALL, CALL: FOUR_S, **JUDGED,
               DEMONSTRABLE: False},
        [*START, "discovered", "law16.action_kind", "law16.call", "law16.suggests", "law16.demonstrable"],
        ("16B1", "16B1(a)", "73C"),
        [UI_NOTE, finding("4S", "-", 0, False), ("no_rectification", "16B1(a)", "ui_not_suggested")],
    ),
    "16B1(b) no logical alternative, with a poll": (
        DONE, {**HESITATION, DISCOVERED: Period.AFTER_PLAY, ACTION_KIND: ActionKind.CALL, CALL: FOUR_S, **JUDGED,
               LOGICAL_ALTERNATIVE: False},
        [*START, "discovered", "law16.action_kind", "law16.call", *LA_STEPS[:-1]],
        ("16B1", "16B1(a)", "16B1(b)", "73C"),
        [UI_NOTE, finding("4S", "-", 3, False), ("no_rectification", "16B1(b)", "ui_no_logical_alternative")],
    ),
    "16C2/16C3 a withdrawn call, after play": (
        DONE, {**HESITATION, SOURCE: Source.WITHDRAWN_CALL, DISCOVERED: Period.AFTER_PLAY,
               ACTION_KIND: ActionKind.CALL, CALL: FOUR_S, **JUDGED, DAMAGED: True},
        [*START, "discovered", "law16.action_kind", "law16.call", *LA_STEPS, "law16.damaged"],
        ("16C2", "16B1(a)", "16B1(b)", "73C", "16C3", "12C1"),
        [("unauthorised_information", "16C2", N, "withdrawn_call", ()), finding("4S", "Pass", 3, True),
         ("procedural_penalty", "73C2", N), ("adjusted_score", "16C3", "unauthorised_information", False),
         ("assigned_score", "12C1")],
    ),
}


@pytest.mark.parametrize("case", UI_CASES, ids=list(UI_CASES))
def test_unauthorised_information_from_partner(case: str) -> None:
    rec, answers, expected_asked, laws, consequences = UI_CASES[case]
    asked, ruling = walk(UI, rec, answers)
    assert asked == expected_asked
    assert ruling.laws[: len(laws)] == tuple(ref(law) for law in laws)
    assert shown(ruling.consequences) == consequences
    assert ruling.choices == ()


def test_a_play_in_question_is_described_in_words_during_the_play() -> None:
    rec = record("W:S5", "N:SA", "E:S7", "S:S2")  # the play record shows the period: no question about it
    answers = {SOURCE: Source.GESTURE, RECEIVER: E, DESCRIPTION: "West shook his head at trick 1", ESTABLISHED: True,
               ACTED: True, ACTION_KIND: ActionKind.PLAY, PLAY: "East switched to a diamond at trick 2", **JUDGED,
               POLL_TAKEN: False}  # fmt: skip
    asked, ruling = walk(UI, rec, answers)
    assert asked == [*START, "law16.acted", "law16.action_kind", "law16.play", "law16.suggests", "law16.demonstrable",
                     "law16.poll_taken", "law16.logical_alternative", "law16.alternatives"]  # fmt: skip
    assert shown(ruling.consequences) == [
        ("unauthorised_information", "73C1", E, "gesture", ()),
        ("ui_finding_play", "16B1(a)", E, "East switched to a diamond at trick 2",
         "extra values: bid on rather than pass",
         "Pass", 0, True),
        ("procedural_penalty", "73C2", E),
        ("director_review", "16B3", "end_of_play", "unauthorised_information"),
    ]  # fmt: skip


def test_the_logical_alternative_question_shows_the_poll_tally_and_the_suggestion() -> None:
    answers = {**HESITATION, DISCOVERED: Period.AFTER_PLAY, ACTION_KIND: ActionKind.CALL, CALL: FOUR_S, **JUDGED}
    facts = Facts()
    for fact in (SOURCE, RECEIVER, DESCRIPTION, ESTABLISHED, DISCOVERED, ACTION_KIND, CALL, SUGGESTS, DEMONSTRABLE,
                 POLL_TAKEN, POLL):  # fmt: skip
        facts = facts.answer(fact, answers[fact])
    question = assess(DONE, Irregularity(UI), facts).question
    assert question is not None and question.fact is LOGICAL_ALTERNATIVE
    assert question.params["tally"] == tally(POLLED)
    assert [(t.action, t.selected, t.considered) for t in question.params["tally"]] == [("Pass", 2, 2), ("4S", 1, 2)]
    assert question.params["polled"] == 3
    assert question.params["action"] == FOUR_S
    assert question.params["suggested"] == "extra values: bid on rather than pass"


# --- Law 16D ----------------------------------------------------------------------------------------------------

OVERHEARD = {SOURCE: Source.OTHER_SOURCE, RECEIVER: W, DESCRIPTION: "West heard the next table discuss the board",
             INTERFERES: True}  # fmt: skip
D_START = ["law16.source", "law16.receiver", "law16.description"]


@pytest.mark.parametrize(("rec", "extra", "asked_more", "options", "laws"), [
    (BoardRecord(DEAL, Auction(N)), {}, ["law16.interferes"],
     ["law16d.move_seats", "law16d.redeal", "law16d.play_on", "law16d.adjust"], ("16D1", "16D2")),
    (SLOW_RAISE, {}, ["law16.interferes"], ["law16d.play_on", "law16d.adjust"], ("16D1", "16D3", "16D2(c)",
                                                                                 "16D2(d)")),
    (BoardRecord(DEAL), {FIRST_CALL_MADE: False}, ["law16.first_call_made", "law16.interferes"],
     ["law16d.move_seats", "law16d.redeal", "law16d.play_on", "law16d.adjust"], ("16D1", "16D2")),
], ids=["16D2 before the first call (read off the record)", "16D3 after the first call", "16D2 no auction record"])
def test_extraneous_information_gives_the_director_his_options(rec: BoardRecord, extra: dict[Fact[Any], object],
                                                              asked_more: list[str], options: list[str],
                                                              laws: tuple[str, ...]) -> None:  # fmt: skip
    asked, ruling = walk(UI, rec, {**OVERHEARD, **extra})
    assert asked == [*D_START, *asked_more]
    assert ruling.laws == tuple(ref(law) for law in laws)
    assert shown(ruling.consequences) == [("unauthorised_information", "16D1", W, "other_source", ())]
    (choice,) = ruling.choices
    assert choice.role.value == "director" and choice.chooser is None
    assert list(choice.option_ids) == options
    assert shown(choice.option("law16d.adjust").consequences) == [
        ("adjusted_score", "16D2(d)", "extraneous_other_source", True)]
    assert shown(choice.option("law16d.play_on").consequences) == [
        ("proceed", "16D2(c)", False), ("director_review", "16D2(c)", "end_of_play", "extraneous_other_source")]
    if "law16d.move_seats" in options:
        assert shown(choice.option("law16d.move_seats").consequences) == [("seats_adjusted", "16D2(a)", W)]
        assert shown(choice.option("law16d.redeal").consequences) == [("board_redealt", "16D2(b)")]


def test_extraneous_information_that_will_not_interfere_lets_the_board_be_played() -> None:
    asked, ruling = walk(UI, SLOW_RAISE, {**OVERHEARD, INTERFERES: False})
    assert asked == [*D_START, "law16.interferes"]
    assert shown(ruling.consequences) == [
        ("unauthorised_information", "16D1", W, "other_source", ()), ("proceed", "16D2", False),
        ("no_rectification", "16D2", "extraneous_no_interference")]  # fmt: skip
    assert ruling.choices == ()


# --- Law 73D-E: deception by an opponent's tempo or manner ------------------------------------------------------

# West, a defender, paused long before playing his singleton heart; South, declarer, placed the queen with him.
PAUSE = "West thought before playing his singleton heart; South placed the queen with him"
SINGLETON = {SOURCE: Source.OPPONENT_MANNER, DECEIVER: W, DECEIVED: S, DECEPTION: PAUSE, BRIDGE_REASON: False,
             COULD_HAVE_KNOWN: True, DELIBERATE: False, DISCOVERED: Period.AFTER_PLAY, FALSE_INFERENCE: True,
             DECEIVED_DAMAGED: True}  # fmt: skip
IN_PLAY = record("W:S5", "N:SA")
T_START = ["law16.source", "law73.deceiver", "law73.deceived", "law73.action", "law73.bridge_reason"]
T_JUDGED = [*T_START, "law73.could_have_known", "law73.deliberate"]
T_LAWS = ("73E2",)
T_FINDING = ("deception_finding", "73E2", W, S, PAUSE)
T_REVIEW = ("director_review", "73E2", "end_of_play", "deception")
T_PENALTY = ("procedural_penalty", "73D2", W)

DECEPTION_CASES = {
    "73E2 a demonstrable bridge reason": (
        DONE, {BRIDGE_REASON: True}, T_START, T_LAWS, None,
        [T_FINDING, ("no_rectification", "73E2", "deception_bridge_reason")],
    ),
    "73D1 an unintended variation he could not know would help": (
        DONE, {COULD_HAVE_KNOWN: False}, [*T_START, "law73.could_have_known"], ("73D1", *T_LAWS), None,
        [T_FINDING, ("no_rectification", "73D1", "deception_not_aware")],
    ),
    "73E2 during play (the period read off the record): the Director comes back": (
        IN_PLAY, {}, T_JUDGED, T_LAWS, W, [T_FINDING, T_REVIEW],
    ),
    "73D2/90 a deliberate attempt to mislead: procedural penalty": (
        IN_PLAY, {DELIBERATE: True}, T_JUDGED, ("73D2", *T_LAWS), W, [T_FINDING, T_PENALTY, T_REVIEW],
    ),
    "73E2 after play, no false inference drawn": (
        DONE, {FALSE_INFERENCE: False}, [*T_JUDGED, "discovered", "law73.false_inference"], T_LAWS, W,
        [T_FINDING, ("no_rectification", "73E2", "deception_no_false_inference")],
    ),
    "12B1 a false inference that cost nothing": (
        DONE, {DECEIVED_DAMAGED: False}, [*T_JUDGED, "discovered", "law73.false_inference", "law73.damaged"],
        (*T_LAWS, "12B1"), W, [T_FINDING, ("no_rectification", "12B1", "deception_no_damage")],
    ),
    "73E2/12C1 a false inference that damaged: adjusted score": (
        DONE, {}, [*T_JUDGED, "discovered", "law73.false_inference", "law73.damaged"], (*T_LAWS, "12C1"), W,
        [T_FINDING, ("adjusted_score", "73E2", "deception_damaged", False), ("assigned_score", "12C1")],
    ),
}


@pytest.mark.parametrize("case", DECEPTION_CASES, ids=list(DECEPTION_CASES))
def test_an_opponents_tempo_or_manner_that_misled(case: str) -> None:
    rec, extra, expected_asked, laws, offender, consequences = DECEPTION_CASES[case]
    asked, ruling = walk(UI, rec, {**SINGLETON, **extra})
    assert asked == expected_asked
    assert ruling.laws == tuple(ref(law) for law in laws)
    assert ruling.offender is offender
    assert shown(ruling.consequences) == consequences
    assert ruling.choices == ()


# --- misinformation ------------------------------------------------------------------------------------------

LANDY_MI = {EXPLAINER: W, FORM: Form.EXPLANATION, EXPLAINED_CALL: Call.parse("2C"), EXPLANATION: "natural, clubs",
            AGREEMENT: "Landy: both majors", EVIDENCE: Evidence.DIFFERS, MISLED: S, INFLUENCED: True}  # fmt: skip
MI_START = ["law75.explainer", "law75.form", "law75.call", "law75.explanation", "law75.agreement", "law75.evidence"]
MI_FINDING = ("explanation_finding", "75D1", W, Call.parse("2C"), "natural, clubs", "Landy: both majors", True)
CALLER_UI = ("unauthorised_information", "75A", E, "alert_or_explanation", ())
W_CORRECTS = ("correction_due", "75B2", W, "correct_now")
E_LATER = ("correction_due", "20F5(a)", E, "correct_later")
REVIEW = ("director_review", "21B3", "end_of_play", "misinformation")


def test_mistaken_call_is_no_infraction_and_the_explanation_is_read_off_the_record() -> None:
    auction = Auction(N).add("1NT").add("2C", alerted=True, explanation="Landy: both majors")
    rec = BoardRecord(DEAL, auction)
    answers = {**LANDY_MI, EVIDENCE: Evidence.MATCHES_EXPLANATION}
    asked, ruling = walk(MI, rec, answers)
    assert asked == ["law75.explainer", "law75.form", "law75.call", "law75.agreement", "law75.evidence"]
    # 75C: no infraction, no adjustment for the call itself; 75A/73C: the caller must not use partner's
    # explanation; 20F1: partner's later calls are still explained by the agreement; the Director comes back
    # only to check the use of that information (16B3), never with "the result stands".
    assert ruling.laws == (ref("75C"), ref("75A"), ref("73C"), ref("20F1"), ref("16B3"))
    assert ruling.offender is None
    assert shown(ruling.consequences) == [
        ("explanation_finding", "75D1", W, Call.parse("2C"), "Landy: both majors", "Landy: both majors", False),
        ("no_rectification", "75C", "mistaken_call"), CALLER_UI,
        ("player_duty", "73C", E, "mistaken_call_no_advantage"),
        ("player_duty", "20F1", W, "explain_by_agreement"),
        ("director_review", "16B3", "end_of_play", "mistaken_call_ui_check")]  # fmt: skip


def test_21b1a_the_misinformed_player_may_change_his_last_call_and_the_later_calls_go_back() -> None:
    asked, ruling = walk(MI, LANDY, LANDY_MI)
    # South's last call (X) and whether North called since are read off the auction record.
    assert asked == [*MI_START, "law75.misled", "law75.influenced"]
    assert ruling.laws == (ref("75B1"), ref("20F"), ref("21B"), ref("75A"), ref("21B1(a)"), ref("21B2"))
    assert ruling.offender is W
    assert shown(ruling.consequences) == [MI_FINDING, CALLER_UI, W_CORRECTS, E_LATER, REVIEW]
    (choice,) = ruling.choices
    assert choice.chooser is S and list(choice.option_ids) == ["law21.keep", "law21.change"]
    change = choice.option("law21.change")
    assert shown(change.consequences) == [
        ("call_cancelled", "21B1(a)", S, Call.parse("X"), 2),
        ("auction_reverts", "21B1(a)", S),
        ("unauthorised_information", "16C2", W, "withdrawn_call", ()),
        ("unauthorised_information", "16C2", E, "withdrawn_call", ()),
        ("information_authorised", "16C1(a)", "NS", "withdrawn_call"),
    ]  # fmt: skip
    # 21B2: West (South's LHO) may then change his Pass, or let it stand (made again over South's new call).
    (lho,) = change.follow_up
    assert (lho.id, lho.chooser, lho.role.value) == ("law21.lho_change_choice", W, "offender")
    assert {o.id: shown(o.consequences) for o in lho.options} == {
        "law21.lho_keep": [("call_cancelled", "21B2", W, Call.parse("Pass"), 3),
                           ("must_repeat_call", "21B2", W, Call.parse("Pass"))],
        "law21.lho_change": [("call_cancelled", "21B2", W, Call.parse("Pass"), 3),
                             ("unauthorised_information", "16C", E, "withdrawn_call", ())],
    }  # fmt: skip
    chosen = {"law21.change_choice": "law21.change", "law21.lho_change_choice": "law21.lho_change"}
    applied = apply_ruling(ruling, chosen, LANDY)
    assert applied.record.auction is not None
    assert [e.withdrawn for e in applied.record.auction.entries] == [False, False, True, True]
    assert applied.record.auction.next_seat is S


@pytest.mark.parametrize(("rec", "extra", "asked_more", "laws_tail"), [
    (board("1NT 2C X P P"), {}, ["law75.misled"], ("21B3",)),
    (LANDY, {INFLUENCED: False}, ["law75.misled", "law75.influenced"], ("21B3",)),
], ids=["21B1(a) partner called since (read off the record)", "21B1(a) the call not influenced"])
def test_too_late_to_change_during_the_auction_the_director_comes_back(
        rec: BoardRecord, extra: dict[Fact[Any], object], asked_more: list[str], laws_tail: tuple[str, ...]) -> None:
    asked, ruling = walk(MI, rec, {**LANDY_MI, **extra})
    assert asked == [*MI_START, *asked_more]
    assert ruling.laws[-1] == ref(laws_tail[-1])
    assert shown(ruling.consequences) == [MI_FINDING, CALLER_UI, W_CORRECTS, E_LATER, REVIEW]
    assert ruling.choices == ()


# South declares 4♥; North explained South's 4♥ to the defenders; East played a card on it.
PLAY_MI = {EXPLAINER: N, FORM: Form.EXPLANATION, EXPLAINED_CALL: Call.parse("4H"), EXPLANATION: "to play",
           AGREEMENT: "Namyats: a strong 4S", EVIDENCE: Evidence.NONE, MISLED: E, CARD_ON_MI: True,
           DUMMY_FACED: True}  # fmt: skip


def test_47e2a_a_card_played_on_the_misinformation_may_come_back_before_a_later_card() -> None:
    rec = record("W:S5", "N:SA", "E:S7")
    asked, ruling = walk(MI, rec, PLAY_MI)
    assert asked == [*MI_START, "law75.misled", "law75.card_on_mi"]  # the card and the trick: off the record
    assert ruling.laws[0] == ref("75B1") and ruling.laws[-3:] == (ref("47E2(a)"), ref("16C1"), ref("21B3"))
    assert shown(ruling.consequences) == [
        ("explanation_finding", "75D1", N, Call.parse("4H"), "to play", "Namyats: a strong 4S", True),
        ("unauthorised_information", "75A", S, "alert_or_explanation", ()),
        ("correction_due", "75B2", N, "correct_now"),
        ("no_rectification", "47E2(a)", "misexplanation_retraction"), REVIEW]  # fmt: skip
    (choice,) = ruling.choices
    assert choice.chooser is E
    # 16C1: what the card showed is authorised for East-West, unauthorised for South (North is dummy).
    assert shown(choice.option("law47.retract").consequences) == [
        ("card_withdrawn", "47E2(a)", E, c("S7"), 1), ("withdrawn_card_authorised", "16C1(a)", "EW", (c("S7"),)),
        ("unauthorised_information", "16C1(b)", S, "opponent_withdrawn_card", (c("S7"),))]  # fmt: skip


@pytest.mark.parametrize(("plays", "misled", "asked_more"), [
    (("W:S5", "N:SA", "E:S7", "S:S2"), E, ["law75.card_on_mi"]),
    (("W:S5",), W, ["law75.card_on_mi", "law75.dummy_faced"]),
], ids=["47E2(a) a later card was played to the trick", "47E2(a) an opening lead once dummy faced a card"])
def test_47e2_too_late_to_take_the_card_back(plays: tuple[str, ...], misled: Any, asked_more: list[str]) -> None:
    asked, ruling = walk(MI, record(*plays), {**PLAY_MI, MISLED: misled})
    assert asked == [*MI_START, "law75.misled", *asked_more]
    assert ruling.choices == ()
    assert ruling.laws[-2:] == (ref("47E2(b)"), ref("47F2"))
    assert shown(ruling.consequences)[-2:] == [("no_rectification", "47F2", "played_card_stands"),
                                               ("director_review", "47E2(b)", "end_of_play", "misexplanation_damage")]


AFTER = {**LANDY_MI, DISCOVERED: Period.AFTER_PLAY, MI_POLL_TAKEN: True,
         MI_POLL: (PollAnswer("Dora", "2H"), PollAnswer("Ed", "X", ("2H",))), MI_DAMAGED: True,
         OWN_MISUNDERSTANDING: False}  # fmt: skip
MI_POLL_STEPS = ["law75.poll_taken", "law75.poll", "law75.damaged"]


@pytest.mark.parametrize(("evidence", "own", "damaged", "laws", "tail"), [
    (Evidence.DIFFERS, False, True, ("75B1", "20F", "21B", "75A", "21B3", "75D3", "12C1"),
     [("adjusted_score", "75D3", "misinformation", False), ("assigned_score", "12C1")]),
    (Evidence.NONE, False, False, ("75B1", "20F", "21B", "75A", "12B1"),
     [("no_rectification", "12B1", "misinformation_no_damage")]),
    (Evidence.NO_AGREEMENT, False, True, ("75D2", "20F", "21B", "75A", "21B3", "75D3", "12C1"),
     [("adjusted_score", "75D3", "misinformation", False), ("assigned_score", "12C1")]),
    (Evidence.IMPLICIT_AGREEMENT, False, True, ("40C1", "20F", "21B", "75A", "21B3", "40C1", "12C1"),
     [("procedural_penalty", "40C1", W), ("adjusted_score", "40C1", "misinformation", False),
      ("assigned_score", "12C1")]),
    (Evidence.DIFFERS, True, True, ("75B1", "20F", "21B", "75A", "21A"),
     [("no_rectification", "21A", "own_misunderstanding")]),
], ids=["75B1 mistaken explanation, damaged", "21B1(b) no evidence: presumed, not damaged", "75D2 no agreement",
        "40C1 an undisclosed implicit agreement", "21A the misled player's own misunderstanding: no redress"])
def test_after_play_the_director_judges_the_damage(evidence: Evidence, own: bool, damaged: bool, laws: tuple[str, ...],
                                                   tail: list[tuple[object, ...]]) -> None:  # fmt: skip
    done = board("1NT 2C X P P P")
    asked, ruling = walk(MI, done, {**AFTER, EVIDENCE: evidence, MI_DAMAGED: damaged, OWN_MISUNDERSTANDING: own})
    assert asked == [*MI_START, "discovered", "law75.misled", "law75.own_misunderstanding",
                     *([] if own else MI_POLL_STEPS)]  # fmt: skip
    assert ruling.offender is W
    assert ruling.laws == tuple(ref(law) for law in laws)
    consequences = shown(ruling.consequences)
    assert consequences[1] == CALLER_UI
    assert consequences[2:] == tail


def test_the_damage_question_carries_the_poll_tally() -> None:
    done = board("1NT 2C X P P P")
    facts = Facts()
    for fact in (EXPLAINER, FORM, EXPLAINED_CALL, EXPLANATION, AGREEMENT, EVIDENCE, DISCOVERED, MISLED,
                 OWN_MISUNDERSTANDING, MI_POLL_TAKEN, MI_POLL):  # fmt: skip
        facts = facts.answer(fact, AFTER[fact])
    question = assess(done, Irregularity(MI), facts).question
    assert question is not None and question.fact is MI_DAMAGED
    assert [(t.action, t.selected, t.considered) for t in question.params["tally"]] == [("2H", 1, 2), ("X", 1, 1)]


def test_the_declarers_partner_corrects_after_the_final_pass_and_a_defenders_partner_after_play() -> None:
    # The auction is over (South declares 4♥), no play record: the Clarification Period, told by the Director.
    rec = record(play=False)
    base = {**PLAY_MI, DISCOVERED: Period.CLARIFICATION, EXPLAINER: N, MISLED: W}
    _, ruling = walk(MI, rec, base)
    assert ("correction_due", "20F5(b)(ii)", S, "correct_after_auction") in shown(ruling.consequences)
    defenders = {**base, EXPLAINER: W, EXPLAINED_CALL: Call.parse("Pass"), MISLED: S}
    _, ruling = walk(MI, rec, defenders)
    assert ("correction_due", "20F5(b)(i)", E, "correct_after_play") in shown(ruling.consequences)


# --- refusals ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "rec", "answers", "reason", "fact"), [
    (UI, SLOW_RAISE, {**HESITATION, ACTED: True, CALL: FOUR_S}, "not_a_choice", "law16.call"),
    (UI, board("1S 2H"), {**HESITATION, RECEIVER: S, ACTED: True}, "no_calls_by_seat", "law16.receiver"),
    (UI, SLOW_RAISE, {**OVERHEARD, FIRST_CALL_MADE: False}, "contradicts_record", "law16.first_call_made"),
    (UI, DONE, {**SINGLETON, DECEIVED: E}, "not_a_choice", "law73.deceived"),
    (MI, LANDY, {**LANDY_MI, MISLED: E}, "not_a_choice", "law75.misled"),
    (MI, LANDY, {**LANDY_MI, EXPLAINED_CALL: Call.parse("1NT")}, "not_a_choice", "law75.call"),
    (MI, board("1NT"), {**LANDY_MI}, "no_calls_by_seat", "law75.explainer"),
    (MI, record("W:S5", "N:SA", "E:S7"), {**PLAY_MI, MI_CARD: c("S9")}, "contradicts_record", "law75.card"),
], ids=["16B1 a call the receiver did not make", "16B1 the receiver made no call", "16D first call contradicted",
        "73E2 the misled player is the deceiver's partner",
        "21B1 the misled player is the explainer's partner", "75 a call the explainer's partner did not make",
        "75 the explainer's partner made no call", "47E2 a card the play record contradicts"])
def test_inconsistent_facts_are_refused(kind: IrregularityKind, rec: BoardRecord, answers: dict[Fact[Any], object],
                                        reason: str, fact: str) -> None:  # fmt: skip
    facts = Facts()
    for key, value in answers.items():
        facts = facts.answer(key, value)
    with pytest.raises(InconsistentFacts) as caught:  # every answer is given: the only way out is a refusal
        assess(rec, Irregularity(kind), facts)
    assert caught.value.reason == reason
    assert caught.value.fact == fact


def test_a_ruling_survives_the_codec() -> None:
    _, ruling = walk(MI, LANDY, LANDY_MI)
    assert codec.decode(Ruling, codec.encode(ruling)) == ruling
    _, ui = walk(UI, DONE, {**HESITATION, DISCOVERED: Period.AFTER_PLAY, ACTION_KIND: ActionKind.CALL, CALL: FOUR_S,
                            **JUDGED, DAMAGED: True})  # fmt: skip
    assert codec.decode(Ruling, codec.encode(ui)) == ui
    _, deception = walk(UI, DONE, {**SINGLETON, DELIBERATE: True})
    assert codec.decode(Ruling, codec.encode(deception)) == deception


@pytest.mark.parametrize("lang", ["en", "el"])
def test_75c_a_mistaken_call_is_read_out_without_the_result_stands(lang: str) -> None:
    auction = Auction(N).add("1NT").add("2C", alerted=True, explanation="Landy: both majors")
    _, ruling = walk(MI, BoardRecord(DEAL, auction), {**LANDY_MI, EVIDENCE: Evidence.MATCHES_EXPLANATION})
    lines = [describe(c, lang) for c in ruling.consequences]
    assert all(not line.startswith(c.kind + ":") for line, c in zip(lines, ruling.consequences, strict=True))
    assert "result stands" not in " ".join(lines) and "αποτέλεσμα ισχύει" not in " ".join(lines)
