"""Law 47E2: a card played on an opponent's mistaken explanation is ruled the same way whether the Director
comes to it as misinformation (Law 75) or as a card played (Laws 45-47): in time the player may take it back
(47E2(a)) and what it showed is authorised for his side, unauthorised for the offenders (16C1); too late, it
stands (47F2) and the Director may adjust (47E2(b))."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.laws import Irregularity, IrregularityKind, Ruling, assess
from tdcompanion.core.laws.facts import Fact, Facts
from tdcompanion.core.laws.law16_75 import CARD_ON_MI, DUMMY_FACED, MISLED
from tdcompanion.core.laws.law45_47 import CARD_SINCE, WHAT, Happened
from tdcompanion.core.laws.law45_47 import DUMMY_FACED as OPENING_DUMMY_FACED
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat, Side
from tests.core.laws.scenarios import c, record, shown
from tests.core.laws.test_law16_75 import PLAY_MI

E, S, W = Seat.E, Seat.S, Seat.W
WITHDRAWN = "opponent_withdrawn_card"


def _walk(kind: IrregularityKind, plays: tuple[str, ...], seat: Seat, answers: dict[Fact[Any], object]) -> Ruling:
    """Walk the questions; the irregularity points at ``seat``'s last card in the play record."""
    rec = record(*plays)
    assert rec.play is not None
    event = max(i for i, e in enumerate(rec.play.events) if isinstance(e, Play) and e.seat is seat)
    facts = Facts()
    for _ in range(40):
        result = assess(rec, Irregularity(kind, event=event), facts)
        if result.ruling is not None:
            return result.ruling
        assert result.question is not None and result.question.fact in answers, result.question
        facts = facts.answer(result.question.fact, answers[result.question.fact])
    raise AssertionError("too many questions")


def _choices(ruling: Ruling) -> list[tuple[object, ...]]:
    return [(ch.id, ch.chooser, ch.role, tuple(str(x) for x in ch.laws),
             [(o.id, tuple(str(x) for x in o.laws), shown(o.consequences)) for o in ch.options])
            for ch in ruling.choices]  # fmt: skip


# (plays, misled, too late, the laws of 47E2, its consequences, its choices' options)
CASES = {
    "47E2(a) in time: he may take it back, 16C1 for what it showed": (
        ("W:S5", "N:SA", "E:S7"), E, False, ["47E2(a)", "16C1", "21B3"],
        [("no_rectification", "47E2(a)", "misexplanation_retraction"),
         ("director_review", "21B3", "end_of_play", "misinformation")],  # both families review the damage (21B3)
        [("law47.retract", ("47E2(a)", "16C1"), [
            ("card_withdrawn", "47E2(a)", E, c("S7"), 1),
            ("withdrawn_card_authorised", "16C1(a)", Side.EW.value, (c("S7"),)),
            ("unauthorised_information", "16C1(b)", S, WITHDRAWN, (c("S7"),))]),  # North is dummy
         ("law47.keep", ("47E2(a)",), [("proceed", "47E2(a)", False)])],
    ),
    "47E2(b) a later card was played to the trick: it stands, the Director may adjust": (
        ("W:S5", "N:SA", "E:S7", "S:S2"), E, True, ["47E2(b)", "47F2"],
        [("no_rectification", "47F2", "played_card_stands"),
         ("director_review", "47E2(b)", "end_of_play", "misexplanation_damage")], None,
    ),
    "47E2(b) an opening lead once dummy faced a card": (
        ("W:S5",), W, True, ["47E2(b)", "47F2"],
        [("no_rectification", "47F2", "played_card_stands"),
         ("director_review", "47E2(b)", "end_of_play", "misexplanation_damage")], None,
    ),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_47e2_the_misinformation_and_card_played_families_rule_alike(case: str) -> None:
    plays, misled, too_late, laws, consequences, options = CASES[case]
    opening = len(plays) == 1
    mi = _walk(IrregularityKind.MISINFORMATION, plays, misled, {**PLAY_MI, MISLED: misled, CARD_ON_MI: True,
                                                        DUMMY_FACED: opening})  # fmt: skip
    cp = _walk(IrregularityKind.CARD_PLAYED, plays, misled, {WHAT: Happened.MISEXPLANATION,
                                                     CARD_SINCE: too_late and not opening,
                                                     OPENING_DUMMY_FACED: opening})  # fmt: skip
    for ruling in (mi, cp):
        assert [str(x) for x in ruling.laws[-len(laws):]] == laws
        assert shown(ruling.consequences)[-len(consequences):] == consequences
        assert _choices(ruling) == _choices(cp)
    assert [str(x) for x in cp.laws] == laws and shown(cp.consequences) == consequences
    if options is None:
        assert cp.choices == ()
    else:
        (choice,) = cp.choices
        assert choice.chooser is misled
        assert [(o.id, tuple(str(x) for x in o.laws), shown(o.consequences)) for o in choice.options] == options
