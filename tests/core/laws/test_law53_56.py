"""Laws 53-56, leads out of turn: the faced opening lead out of turn (54 with 47E1, 50D, 53, 24) and a
lead out of turn during the play (53A-C, 55, 56, 60B), read off the play record where it shows them."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.deal import Deal
from tdcompanion.core.laws import (
    FACTS,
    NON_OFFENDERS_ACTED,
    RECTIFICATION_FORFEITED,
    Assessment,
    BoardRecord,
    FactKind,
    Facts,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    PromptKind,
    Ruling,
    apply_ruling,
    assess,
    detect,
    ref,
)
from tdcompanion.core.laws.law53_56 import (
    CARD,
    DECLARER_EXPOSED,
    LEADER,
    MISINFORMED,
    NEXT_PLAY,
    OFFENDER,
    PARTNER_FACE_DOWN,
    PROPER_LEAD,
    SAW_DUMMY,
    TRICK,
    DeclarerSwap,
    FaceDownLeadRetracted,
    NextPlay,
    OpeningLeadAccepted,
    Why,
)
from tdcompanion.core.play import PlayRecord, Retract, RetractReason
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import (
    BIDDING,
    CONTRACT,
    DEAL,
    E,
    N,
    S,
    W,
    adding,
    c,
    facts,
    record,
    shown,
    without,
    worded,
)

OPENING = IrregularityKind.OPENING_LEAD_OUT_OF_TURN
LOOT = IrregularityKind.LEAD_OUT_OF_TURN
TRICK1 = ("W:S5", "N:SA", "E:S7", "S:S2")  # North wins: North is to lead to trick 2
# West holds the spade ace instead of North's: West wins trick 1 and is to lead to trick 2.
WEST_WINS = adding(without(adding(without(DEAL, N, "SA"), N, "S5"), W, "S5"), W, "SA")
W_TRICK1 = ("W:SA", "N:S5", "E:S7", "S:S2")
NOTHING_DONE = ((PARTNER_FACE_DOWN, False), (MISINFORMED, False), (SAW_DUMMY, False), (DECLARER_EXPOSED, False),
                (NON_OFFENDERS_ACTED, False))  # fmt: skip
PLAY_ON = ((MISINFORMED, False), (NON_OFFENDERS_ACTED, False))


def retracted(board: BoardRecord, seat: Seat, card: str) -> BoardRecord:
    """``board`` with ``seat``'s ``card`` taken back from the trick, as the Director's ruling is recorded."""
    assert board.play is not None
    play = board.play.add(Retract(seat, c(card), RetractReason.OUT_OF_TURN))
    return BoardRecord(board.deal, board.auction, play)


def then(board: BoardRecord, *plays: str) -> BoardRecord:
    assert board.play is not None
    play = board.play
    for text in plays:
        play = play.play(text[2:], Seat.parse(text[0]))
    return BoardRecord(board.deal, board.auction, play)


def judge(board: BoardRecord, *answers: Any, kind: IrregularityKind | None = None) -> Assessment:
    """The assessment of the lead out of turn the record shows (as ``detect`` finds it), or of
    ``kind`` when the record shows none."""
    found = [i for i in detect(board) if i.kind in (OPENING, LOOT)]
    irregularity = found[-1] if found else Irregularity(kind or LOOT)
    return assess(board, irregularity, facts(*answers))


def ruled(board: BoardRecord, *answers: Any, kind: IrregularityKind | None = None) -> Ruling:
    result = judge(board, *answers, kind=kind)
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


def laws(ruling: Ruling) -> list[str]:
    return [str(x) for x in ruling.laws]


def options(ruling: Ruling) -> dict[str, list[tuple[object, ...]]]:
    (choice,) = ruling.choices
    return {o.id: shown(o.consequences) for o in choice.options}


# --- Law 54: the faced opening lead out of turn ------------------------------------------------------------

EAST_LEADS = record("E:S9")  # West was to lead; East faces the spade nine


def test_the_record_shows_who_led_what_and_whose_lead_it_was() -> None:
    result = judge(EAST_LEADS)
    assert result.question is not None and result.question.fact is PARTNER_FACE_DOWN
    assert dict(result.derived) == {"law53.offender": "E", "law53.card": "S9", "law53.leader": "W"}
    facts_asked = judge(EAST_LEADS, *NOTHING_DONE).answered
    assert "law53.next_play" not in facts_asked  # the record shows nobody has played to it
    assert list(facts_asked) == ["law54.partner_face_down", "law53.misinformed", "law54.saw_dummy",
                                 "law54.declarer_exposed", "non_offenders_acted"]  # fmt: skip


def test_54_declarer_chooses_alone_to_become_dummy_accept_or_refuse() -> None:
    ruling = ruled(EAST_LEADS, *NOTHING_DONE)
    assert (laws(ruling), ruling.offender, ruling.consequences) == (["54"], E, ())
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser, choice.role.value, choice.without_consulting_partner) == (
        "law54.declarer_choice", S, "declarer", True)
    assert [[str(x) for x in o.laws] for o in choice.options] == [["54A"], ["54B", "53A"], ["54D", "50D"]]
    assert options(ruling) == {
        "law54.spread": [("declarer_swap", "54A", N, S)],
        "law54.accept": [("opening_lead_accepted", "54B", S, N)],
        "law54.refuse": [("card_withdrawn", "54D", E, c("S9"), 1), ("penalty_card", "54D", E, c("S9"), "major"),
         ("penalty_card_duty", "50D", E, "major"),
                         ("lead_from", "53A", W)],
    }  # fmt: skip


def test_54d_refused_the_card_is_a_major_penalty_card_and_declarer_has_the_50d2_lead_options() -> None:
    ruling = ruled(EAST_LEADS, *NOTHING_DONE)
    applied = apply_ruling(ruling, {"law54.declarer_choice": "law54.refuse"}, EAST_LEADS)
    after = retracted(EAST_LEADS, E, "S9")  # the card goes back on the table in front of East
    assert after.play is not None
    table = applied.table.advance(after.play)
    assert table.penalty_cards_of(E) == (c("S9"),)
    assert [p.grade.value for p in table.penalty_cards] == ["major"]
    (prompt,) = table.prompts(after.play.state)
    assert (prompt.kind, prompt.seat, prompt.cards, str(prompt.law)) == (
        PromptKind.LEAD_PENALTY_CARD_OPTIONS, W, (c("S9"),), "50D2")


@pytest.mark.parametrize(
    ("board", "answers", "expected_laws", "consequences"),
    [
        # 54 preamble: West had also led, face down: that card goes back, whatever declarer chooses.
        (EAST_LEADS, [(PARTNER_FACE_DOWN, True), *NOTHING_DONE[1:]], ["54"],
         [("face_down_lead_retracted", "54", W)]),
        # 47E1: South told East it was his lead: back without rectification, not to be accepted.
        (EAST_LEADS, [(PARTNER_FACE_DOWN, False), (MISINFORMED, True)], ["47E1", "16C"],
         [("card_withdrawn", "47E1", E, c("S9"), 1), ("no_rectification", "47E1", "misinformed"),
          ("withdrawn_card_authorised", "16C1(a)", "EW", (c("S9"),)),  # 16C1: East-West's, not South's
          ("unauthorised_information", "16C", S, "opponent_withdrawn_card", (c("S9"),)), ("lead_from", "53A", W)]),
        # 53A, 54B1: declarer played the second card from his own hand: the lead is accepted.
        (record("E:S9", "S:S2"), [(PARTNER_FACE_DOWN, False), (MISINFORMED, False)], ["54B1", "53A"],
         [("opening_lead_accepted", "54B1", S, N), ("no_rectification", "53A", "accepted")]),
        # 54B2: declarer played the second card from dummy: it stands.
        (record("E:S9", "N:SA"), [(PARTNER_FACE_DOWN, False), (MISINFORMED, False)], ["54B2"],
         [("opening_lead_accepted", "54B", S, N), ("no_rectification", "54B2", "dummy_card_stands")]),
        # 54C: declarer could have seen dummy's cards: he must accept and stays declarer.
        (EAST_LEADS, [(PARTNER_FACE_DOWN, False), (MISINFORMED, False), (SAW_DUMMY, True)], ["54C"],
         [("opening_lead_accepted", "54C", S, N)]),
        # 54A: declarer began to spread his hand and exposed a card: he spreads it all and is dummy.
        (EAST_LEADS, [(PARTNER_FACE_DOWN, False), (MISINFORMED, False), (SAW_DUMMY, False),
                      (DECLARER_EXPOSED, True)], ["54A"], [("declarer_swap", "54A", N, S)]),
        # 11A: declarer's side acted before calling the Director and the Director finds the right forfeited.
        (EAST_LEADS, [*NOTHING_DONE[:4], (NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, True)], ["11A"],
         [("no_rectification", "11A", "forfeited"), ("director_review", "11A", "end_of_play", "damage")]),
        # The record shows East's card taken back: declarer refused it (54D).
        (retracted(EAST_LEADS, E, "S9"), [(PARTNER_FACE_DOWN, False), (MISINFORMED, False)], ["54D", "50D"],
         [("card_withdrawn", "54D", E, c("S9"), 1), ("penalty_card", "54D", E, c("S9"), "major"),
         ("penalty_card_duty", "50D", E, "major"),
          ("lead_from", "53A", W)]),
        # 54E: dummy-to-be tried to lead: Law 24, and nothing is asked.
        (record("N:SA"), [], ["54E", "24"], [("no_rectification", "54E", "declaring_side_lead")]),
    ],
)  # fmt: skip
def test_54_branches(board: BoardRecord, answers: list[Any], expected_laws: list[str],
                     consequences: list[object]) -> None:  # fmt: skip
    ruling = ruled(board, *answers)
    assert ruling.irregularity is OPENING
    assert laws(ruling) == expected_laws
    assert shown(ruling.consequences) == consequences
    if expected_laws != ["54"]:
        assert ruling.choices == ()


def test_the_face_down_lead_goes_back_whatever_else_is_ruled() -> None:
    ruling = ruled(record("E:S9", "S:S2"), (PARTNER_FACE_DOWN, True), (MISINFORMED, False))
    assert laws(ruling) == ["54B1", "53A", "54"]
    assert shown(ruling.consequences)[0] == ("face_down_lead_retracted", "54", W)


def test_54_without_a_play_record_asks_who_led_and_who_has_played() -> None:
    board = record(play=False)
    result = judge(board, kind=OPENING)
    assert result.question is not None and result.question.fact is OFFENDER
    result = judge(board, (OFFENDER, E), (CARD, c("S9")), (PARTNER_FACE_DOWN, False), (MISINFORMED, False),
                   kind=OPENING)  # fmt: skip
    assert dict(result.derived) == {"law53.leader": "W"}
    assert result.question is not None and result.question.fact is NEXT_PLAY
    assert result.question.choices == (NextPlay.NONE, NextPlay.NEXT_HAND, NextPlay.DUMMY)
    ruling = ruled(board, (OFFENDER, E), (CARD, c("S9")), (PARTNER_FACE_DOWN, False), (MISINFORMED, False),
                   (NEXT_PLAY, NextPlay.DUMMY), kind=OPENING)  # fmt: skip
    assert laws(ruling) == ["54B2"]


# --- Laws 53, 55, 56: a lead out of turn during the play ------------------------------------------------------

EAST_LOOT = record(*TRICK1, "E:D5")  # North won trick 1; East leads the diamond five
WEST_ON_LEAD = record(*W_TRICK1, deal=WEST_WINS)  # West won trick 1


def test_56_declarer_accepts_or_has_the_defenders_lead_retracted() -> None:
    result = judge(EAST_LOOT, *PLAY_ON)
    assert dict(result.derived)["law53.next_play"] == "none"
    assert dict(result.derived)["law53.trick"] == 2 and dict(result.derived)["law53.leader"] == "N"
    ruling = ruled(EAST_LOOT, *PLAY_ON)
    assert (ruling.irregularity, laws(ruling), ruling.offender) == (LOOT, ["56"], E)
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser, choice.role.value) == ("law56.declarer_choice", S, "declarer")
    assert options(ruling) == {
        "law56.accept": [("no_rectification", "56A", "accepted")],
        "law56.refuse": [("card_withdrawn", "56B", E, c("D5"), 2), ("penalty_card", "56B", E, c("D5"), "major"),
         ("penalty_card_duty", "50D", E, "major"),
                         ("lead_from", "53A", N)],
    }  # fmt: skip


def test_56b_refused_with_partner_to_lead_declarer_has_the_50d2_options() -> None:
    board = then(WEST_ON_LEAD, "E:D5")  # West is to lead; East leads instead
    ruling = ruled(board, *PLAY_ON)
    applied = apply_ruling(ruling, {"law56.declarer_choice": "law56.refuse"}, board)
    after = retracted(board, E, "D5")
    assert after.play is not None
    table = applied.table.advance(after.play)
    assert [(p.seat, p.card, p.grade.value) for p in table.penalty_cards] == [(E, c("D5"), "major")]
    (prompt,) = table.prompts(after.play.state)
    assert (prompt.kind, prompt.seat, prompt.cards, prompt.trick) == (
        PromptKind.LEAD_PENALTY_CARD_OPTIONS, W, (c("D5"),), 2)


@pytest.mark.parametrize(
    ("board", "offender", "chooser", "retract"),
    [
        # 55B2: declarer led from his hand when dummy was on lead: he leads from dummy instead.
        (record(*TRICK1, "S:DA"), S, W,
         [("card_withdrawn", "55B2", S, c("DA"), 2), ("lead_from", "55B2", N),
          ("director_review", "55C", "end_of_play", "declarer_lead_information")]),
        # 55B1: declarer led when West was on lead: the card goes back, no further rectification.
        (then(WEST_ON_LEAD, "S:DA"), S, W,
         [("card_withdrawn", "55B1", S, c("DA"), 2), ("lead_from", "53A", W),
          ("director_review", "55C", "end_of_play", "declarer_lead_information")]),
        # Declarer led from dummy when West was on lead: the defender next in turn after dummy prevails.
        (then(WEST_ON_LEAD, "N:D2"), S, E,
         [("card_withdrawn", "55B1", N, c("D2"), 2), ("lead_from", "53A", W),
          ("director_review", "55C", "end_of_play", "declarer_lead_information")]),
    ],
)  # fmt: skip
def test_55_the_defenders_accept_or_have_declarers_lead_retracted(
    board: BoardRecord, offender: Seat, chooser: Seat, retract: list[object]
) -> None:
    ruling = ruled(board, *PLAY_ON)
    assert (laws(ruling), ruling.offender) == (["55A"], offender)
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser, choice.role.value) == ("law55.defenders_choice", chooser, "defender")
    assert options(ruling) == {"law55.accept": [("no_rectification", "55A", "accepted")], "law55.retract": retract}


@pytest.mark.parametrize(
    ("board", "answers", "expected_laws", "consequences"),
    [
        # 53A: South, next in rotation, played to East's lead: it is accepted, nothing to choose.
        (then(EAST_LOOT, "S:DA"), [(MISINFORMED, False)], ["53A"], [("no_rectification", "53A", "accepted")]),
        # 53B: North, whose lead it was, led over East's card: his lead stands; East's card is UI for West.
        (then(EAST_LOOT, "N:C2"), [(MISINFORMED, False)], ["53B", "16C"],
         [("no_rectification", "53B", "proper_lead_stands"),
          ("unauthorised_information", "16C", W, "withdrawn_action", (c("D5"),))]),
        # North is both next in rotation and the correct leader after West's lead: his intent decides.
        (record(*TRICK1, "W:D8", "N:D2"), [(MISINFORMED, False), (PROPER_LEAD, False)], ["53A"],
         [("no_rectification", "53A", "accepted")]),
        (record(*TRICK1, "W:D8", "N:D2"), [(MISINFORMED, False), (PROPER_LEAD, True)], ["53B", "16C"],
         [("no_rectification", "53B", "proper_lead_stands"),
          ("unauthorised_information", "16C", E, "withdrawn_action", (c("D8"),))]),
        # 53C: East, at the right of declarer's irregular lead, played to it: it stands, Law 57 next.
        (record(*TRICK1, "S:DA", "E:D5"), [(MISINFORMED, False)], ["53C", "57"],
         [("no_rectification", "53C", "accepted"),
          ("follow_up", "57", IrregularityKind.PREMATURE_PLAY, E, 2, None, 5, None)]),
        # 47E1: North told East it was his lead.
        (EAST_LOOT, [(MISINFORMED, True)], ["47E1", "16C"],
         [("card_withdrawn", "47E1", E, c("D5"), 2), ("no_rectification", "47E1", "misinformed"),
          ("withdrawn_card_authorised", "16C1(a)", "EW", (c("D5"),)),  # 16C1: East-West's, not South's
          ("unauthorised_information", "16C", S, "opponent_withdrawn_card", (c("D5"),)), ("lead_from", "53A", N)]),
        # The record shows East's card taken back: declarer refused it (56B).
        (retracted(EAST_LOOT, E, "D5"), [(MISINFORMED, False)], ["56B", "50D"],
         [("card_withdrawn", "56B", E, c("D5"), 2), ("penalty_card", "56B", E, c("D5"), "major"),
         ("penalty_card_duty", "50D", E, "major"),
          ("lead_from", "53A", N)]),
        # The record shows declarer's lead from the wrong hand taken back: 55B2, nothing left to choose.
        (retracted(record(*TRICK1, "S:DA"), S, "DA"), [(MISINFORMED, False)], ["55B2"],
         [("card_withdrawn", "55B2", S, c("DA"), 2), ("lead_from", "55B2", N),
          ("director_review", "55C", "end_of_play", "declarer_lead_information")]),
        # 60B: declarer was made to take back his lead from the wrong hand; West led before dummy did.
        (then(retracted(record(*TRICK1, "S:DA"), S, "DA"), "W:D8"), [], ["60B", "50D"],
         [("card_withdrawn", "60B", W, c("D8"), 2), ("penalty_card", "60B", W, c("D8"), "major"),
          ("penalty_card_duty", "50D", W, "major"), ("lead_from", "55B2", N)]),
        # 11A: declarer acted before calling the Director, and forfeited his right to rectification.
        (EAST_LOOT, [(MISINFORMED, False), (NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, True)], ["11A"],
         [("no_rectification", "11A", "forfeited"), ("director_review", "11A", "end_of_play", "damage")]),
    ],
)  # fmt: skip
def test_53_55_56_branches(board: BoardRecord, answers: list[Any], expected_laws: list[str],
                           consequences: list[object]) -> None:  # fmt: skip
    ruling = ruled(board, *answers)
    assert ruling.irregularity is LOOT
    assert laws(ruling) == expected_laws
    assert shown(ruling.consequences) == consequences
    assert ruling.choices == ()


def _twelve_tricks() -> PlayRecord:
    play = PlayRecord(DEAL, CONTRACT)
    while len(play.tricks) < 12:
        play = play.play(min(play.legal_cards()), play.next_seat)
    return play


def test_53a_a_lead_out_of_turn_at_trick_13_must_be_retracted() -> None:
    play = _twelve_tricks()
    leader = play.next_seat
    assert leader is not None
    offender = leader.lho
    hand = play.state.hands[offender]
    assert hand is not None
    (last,) = hand.cards
    board = BoardRecord(DEAL, Auction.from_text(S, BIDDING), play.play(last, offender))
    result = judge(board, (MISINFORMED, False))
    assert result.ruling is not None
    assert "law53.next_play" not in result.answered and "non_offenders_acted" not in result.answered
    assert laws(result.ruling) == ["53A"]
    assert shown(result.ruling.consequences) == [("card_withdrawn", "53A", offender, last, 13),
                                                 ("lead_from", "53A", leader)]  # fmt: skip


def test_a_lead_out_of_turn_without_a_play_record_is_asked_for() -> None:
    board = record(play=False)
    result = judge(board)
    assert result.question is not None and result.question.fact is OFFENDER
    base = [(OFFENDER, E), (CARD, c("D5")), (TRICK, 4), (LEADER, N), (MISINFORMED, False)]
    result = judge(board, *base)
    assert result.question is not None and result.question.fact is NEXT_PLAY
    assert result.question.choices == (NextPlay.NONE, NextPlay.NEXT_HAND, NextPlay.CORRECT_LEADER)
    ruling = ruled(board, *base, (NEXT_PLAY, NextPlay.NONE), (NON_OFFENDERS_ACTED, False))
    assert laws(ruling) == ["56"]
    ruling = ruled(board, *base, (NEXT_PLAY, NextPlay.CORRECT_LEADER))
    assert laws(ruling) == ["53B", "16C"]


def test_the_kind_follows_the_trick_the_record_shows() -> None:
    opening = assess(EAST_LEADS, Irregularity(LOOT, event=0), facts(*NOTHING_DONE)).ruling
    assert opening is not None and laws(opening) == ["54"]
    later = assess(EAST_LOOT, Irregularity(OPENING, event=4), facts(*PLAY_ON)).ruling
    assert later is not None and laws(later) == ["56"]
    asked = assess(record(play=False), Irregularity(LOOT), facts((OFFENDER, E), (CARD, c("S9")), (TRICK, 1)))
    assert asked.question is not None and asked.question.fact is PARTNER_FACE_DOWN


# --- refusals ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "irregularity", "answers", "reason"),
    [
        (record(*TRICK1), Irregularity(LOOT, event=1), Facts(), "no_lead_out_of_turn"),
        (EAST_LEADS, Irregularity(OPENING, event=0), facts((OFFENDER, W)), "contradicts_record"),
        (record(play=False), Irregularity(OPENING), facts((OFFENDER, W), (CARD, c("S5"))), "leader_in_turn"),
        (record(play=False), Irregularity(LOOT),
         facts((OFFENDER, E), (CARD, c("D5")), (TRICK, 4), (LEADER, N), (MISINFORMED, False),
               (NEXT_PLAY, NextPlay.RIGHT_HAND)), "not_a_choice"),
        (record(play=False, bidding=None), Irregularity(LOOT),
         facts((OFFENDER, E), (CARD, c("D5")), (TRICK, 4), (LEADER, N)), "no_contract"),
    ],
)  # fmt: skip
def test_inconsistent_facts_are_refused(board: BoardRecord, irregularity: Irregularity, answers: Facts,
                                        reason: str) -> None:  # fmt: skip
    with pytest.raises(InconsistentFacts) as info:
        assess(board, irregularity, answers)
    assert info.value.reason == reason


def test_the_deals_used_here_are_whole() -> None:
    assert isinstance(WEST_ON_LEAD.deal, Deal) and not WEST_ON_LEAD.deal.defects


# --- words for everything this family adds ------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_fact_consequence_reason_choice_and_refusal_of_the_family_has_words(lang: str) -> None:
    for fact in (f for f in FACTS.values() if f.id.startswith(("law53.", "law54."))):
        assert rule_text.has(f"question.{fact.id}"), fact.id
        if fact.kind is FactKind.CHOICE:
            assert fact.values is not None
            assert all(rule_text.has(f"value.{fact.id}.{m.value}") for m in fact.values), fact.id
    for reason in Why:
        assert rule_text.has(f"reason.{reason}"), reason
    for consequence in (DeclarerSwap(law=ref("54A"), declarer=N, dummy=S),
                        OpeningLeadAccepted(law=ref("54B"), declarer=S, dummy=N),
                        FaceDownLeadRetracted(law=ref("54"), seat=W)):  # fmt: skip
        assert worded(consequence, lang), rule_text.describe(consequence, lang)
    rulings = [ruled(EAST_LEADS, *NOTHING_DONE), ruled(EAST_LOOT, *PLAY_ON), ruled(record(*TRICK1, "S:DA"), *PLAY_ON)]
    for choice in (ch for r in rulings for ch in r.choices):
        assert rule_text.has(f"choice.{choice.id}"), choice.id
        assert all(rule_text.option_label(o, lang) != o.id for o in choice.options)
    for refusal in ("no_lead_out_of_turn", "leader_in_turn", "no_contract"):
        assert rule_text.has(f"refusal.{refusal}"), refusal
    assert rule_text.describe(DeclarerSwap(law=ref("54A"), declarer=N, dummy=S), "en") == (
        "South spreads his hand and becomes dummy; North becomes declarer and the lead stands (Law 54A).")
