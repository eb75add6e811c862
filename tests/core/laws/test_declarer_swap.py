"""Law 54A put into effect: after East's faced opening lead out of turn, South (the presumed declarer) spread his hand
and became dummy, and North became declarer. The rulings that follow on the board see North as declarer and South as
dummy (dummy's limitations, Laws 42-43; declarer naming dummy's cards, 45-46; declarer's choice after a defender's lead
out of turn, 56); the contract and the score stay the auction's (4♥ by South).

The file is the truth: the incident file keeps the 54A ruling, not the swap; replaying it gives the swap again.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from tdcompanion import cli
from tdcompanion.core import incident
from tdcompanion.core.laws import NON_OFFENDERS_ACTED, BoardRecord, Facts, Irregularity, IrregularityKind, load_families
from tdcompanion.core.laws.law42_43 import ACT, Act
from tdcompanion.core.laws.law46 import INCONTROVERTIBLE
from tdcompanion.core.laws.law53_56 import MISINFORMED, DeclarerSwap
from tdcompanion.core.laws.ruling import ref
from tdcompanion.core.laws.table_state import TableState
from tdcompanion.core.laws.timeline import Step, Timeline
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat
from tdcompanion.wording import table_text
from tests.core.laws.scenarios import E, N, S, W, c, facts

K = IrregularityKind
ROOT = Path(__file__).resolve().parents[3]
SPREAD = ROOT / "tests/cases/012-opening-lead-out-of-turn-declarer-spreads.json"
load_families()


def swapped() -> Timeline:
    """The board once the 54A ruling of the case file is replayed: East's ♦7 stands, South is dummy."""
    story = incident.load(SPREAD)
    again = story.replay()
    assert (again.error, again.changed) == (None, ())
    return again.timeline


def plays(*texts: str, said: str | None = None) -> Callable[[BoardRecord], BoardRecord]:
    """Go on with the play: ``"S:DQ"`` is South's ♦Q; ``said`` is what declarer said calling the first card."""

    def go(board: BoardRecord) -> BoardRecord:
        assert board.play is not None
        play = board.play
        for index, text in enumerate(texts):
            play = play.add(Play(Seat.parse(text[0]), c(text[2:]), said if index == 0 else None))
        return replace(board, play=play)

    return go


@dataclass(frozen=True)
class Later:
    """A ruling after the swap: the play going on (``then``), the irregularity ruled with ``answers`` and the option
    ``chosen``; who the ruling names as offender and as chooser, and the seats its consequences are about."""

    then: Callable[[BoardRecord], BoardRecord]
    irregularity: Irregularity
    answers: Facts
    chosen: tuple[tuple[str, str], ...]
    offender: Seat | None
    chooser: Seat | None
    seats: frozenset[Seat]


LATER = {
    # 43A2(b): South, now dummy, left his seat to watch declarer's play: his breach, his rights limited (43B2).
    "dummy_leaves_his_seat": Later(plays(), Irregularity(K.DUMMY_CONDUCT), facts((ACT, Act.LEFT_SEAT)), (),
                                   S, None, frozenset({S})),
    # 46B4: North, now declarer, calls "♣5" from South's hand (♦AKQ, following to the ♦7): he picks a legal card.
    "declarer_names_a_card_of_dummys": Later(plays("S:DQ", said="♣5"), Irregularity(K.DUMMY_CARD_NAMED, event=1),
                                             facts((INCONTROVERTIBLE, False)), (("law46.declarer_designates",
                                                                                 "play_DQ"),),
                                             None, N, frozenset({S})),
    # 56: South (dummy) won trick 1; East leads out of turn to trick 2: North, declarer, accepts it or has it
    # retracted (a penalty card; the lead is then made from South's hand).
    "defender_leads_out_of_turn": Later(plays("S:DQ", "W:D8", "N:D2", "E:H4"), Irregularity(K.LEAD_OUT_OF_TURN,
                                                                                            event=4),
                                        facts((MISINFORMED, False), (NON_OFFENDERS_ACTED, False)),
                                        (("law56.declarer_choice", "law56.accept"),), E, N, frozenset({E, S})),
}


def later(case: Later) -> tuple[Timeline, Timeline]:
    """The timeline after the 54A ruling with the play gone on, and after the later ruling applied as well."""
    timeline = swapped()
    timeline = timeline.follow(case.then(timeline.record))
    result = timeline.evaluate(Step(case.irregularity, facts=case.answers, chosen=case.chosen, applied=True))
    assert result.error is None, result.error
    assert result.applied is not None, result.assessment and result.assessment.question
    return timeline, timeline.commit(result)


def test_the_54a_ruling_puts_north_in_declarers_seat() -> None:
    """Replayed from the file: the table state keeps the swap, and the record read by the rulings has North as
    declarer and South as dummy; the contract (4♥ by South), the sides and the score do not change."""
    timeline = swapped()
    assert timeline.table.declarer_swap is not None
    assert (timeline.table.declarer_swap.declarer, timeline.table.declarer_swap.dummy) == (N, S)
    record = timeline.record
    assert (record.declarer, record.dummy) == (N, S)
    assert record.contract is not None and (record.contract.pbn, record.contract.declarer) == ("4H", S)
    assert record.is_defender(E) and not record.is_defender(S)
    assert record.play is not None and record.play.contract.declarer is S  # the play record keeps the auction's


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "South spreads his hand and becomes dummy; North becomes declarer and the lead stands (Law 54A)."),
    ("el", "Ο Νότος απλώνει το χέρι του και γίνεται μορ· ο Βορράς γίνεται εκτελεστής και η αντάμ ισχύει – Νόμος 54Α."),
])  # fmt: skip
def test_the_table_state_says_who_is_declarer_and_dummy(lang: str, line: str) -> None:
    assert table_text.role_texts(swapped().table, lang) == [line]
    assert table_text.role_texts(TableState(), lang) == []


def test_the_swap_is_the_tables_not_the_boards() -> None:
    """The record is the board as it happened: with and without the swap it is the same board; a table state without
    the swap (an undo past the ruling) gives the auction's declarer back, and one for another contract leaves it."""
    timeline = swapped()
    record = timeline.record
    plain = TableState().seated(record)
    assert plain == record and (plain.declarer, plain.dummy) == (S, N)
    assert timeline.table.seated(plain).declarer is N
    other = TableState(declarer_swap=DeclarerSwap(law=ref("54A"), declarer=E, dummy=W))
    assert other.seated(plain).declarer is S


@pytest.mark.parametrize("events", range(6))
def test_the_board_edited_keeps_the_swap_until_an_undo_takes_the_ruling_back(events: int) -> None:
    """The play goes on (trick 1 and East's lead to trick 2) and is undone event by event: North stays declarer while
    the faced lead the ruling was given on is there; undone past it, the ruling and the swap go, South is declarer."""
    timeline = swapped()
    board = plays("S:DQ", "W:D8", "N:D2", "E:H4")(timeline.record)
    timeline = timeline.follow(board)
    assert board.play is not None
    now = timeline.follow(replace(board, play=board.play.upto(events)))
    assert len(now.done) == (1 if events >= 1 else 0)
    assert (now.record.declarer, now.record.dummy) == ((N, S) if events >= 1 else (S, N))
    assert (now.table.declarer_swap is not None) is (events >= 1)


@pytest.mark.parametrize("name", sorted(LATER))
def test_a_later_ruling_sees_the_new_declarer_and_dummy(name: str) -> None:
    case = LATER[name]
    _, done = later(case)
    ruling = done.done[-1].ruling
    assert ruling is not None
    assert ruling.offender is case.offender
    assert [choice.chooser for choice in ruling.choices] == ([case.chooser] if case.chooser is not None else [])
    about = {getattr(x, "seat", None) for x in ruling.consequences} | {
        getattr(x, "seat", None) for choice in ruling.choices for o in choice.options for x in o.consequences}
    assert about - {None} == case.seats
    assert (done.record.declarer, done.record.dummy) == (N, S)


def test_dummys_breach_limits_the_presumed_declarers_rights() -> None:
    """43B2: the table state keeps South's breach, as dummy's."""
    _, done = later(LATER["dummy_leaves_his_seat"])
    assert done.table.dummy_broke_43a2(S) and not done.table.dummy_broke_43a2(N)


def test_the_card_named_is_detected_on_the_new_dummys_hand() -> None:
    """46B: a card of South's recorded with what North said is found (South is dummy now), not one of North's."""
    timeline = swapped()
    timeline = timeline.follow(LATER["declarer_names_a_card_of_dummys"].then(timeline.record))
    assert Irregularity(K.DUMMY_CARD_NAMED, event=1) in timeline.detected()


def saved(timeline: Timeline) -> str:
    return incident.dumps(incident.Incident(timeline.record, timeline.steps, timeline.initial))


@pytest.mark.parametrize("name", sorted(LATER))
def test_both_rulings_saved_replay_as_given(name: str) -> None:
    """The file keeps the 54A ruling and the later one, each at its place in the record (not the swap): read back and
    replayed, it gives the same rulings, the same table state and North as declarer again."""
    _, done = later(LATER[name])
    text = saved(done)
    kept = json.loads(text)
    assert [set(step) & {"at", "board"} for step in kept["rulings"]] == [{"at"}, {"at"}]
    assert "declarer_swap" not in json.dumps(kept.get("table", {}))
    again = incident.loads(text).replay()
    assert (again.error, again.changed) == (None, ())
    assert [r.ruling for r in again.results] == [r.ruling for r in done.done]
    assert again.table == done.table and again.table.declarer_swap is not None
    assert again.record == done.record and (again.record.declarer, again.record.dummy) == (N, S)
    assert again.prompts() == done.prompts()


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ("South spreads his hand and becomes dummy; North becomes declarer and the lead stands (Law 54A).",
            "Declarer (North) chooses")),
    ("el", ("Ο Νότος απλώνει το χέρι του και γίνεται μορ· ο Βορράς γίνεται εκτελεστής και η αντάμ ισχύει – Νόμος 54Α.",
            "Επιλέγει ο εκτελεστής (Βορράς)")),
])  # fmt: skip
def test_the_rule_command_names_north_as_declarer(tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str,
                                                  lines: tuple[str, ...]) -> None:  # fmt: skip
    """``tdcompanion rule`` on the file: the 54A ruling, then declarer's Law 46B4 choice of dummy's card, made by
    North, among South's diamonds."""
    _, done = later(LATER["declarer_names_a_card_of_dummys"])
    path = tmp_path / "swap.json"
    path.write_text(saved(done), encoding="utf-8")
    assert cli.main(["rule", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert all(line in out for line in lines), out
