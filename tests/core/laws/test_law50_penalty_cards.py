"""Declarer's lead options when the leader's partner has major penalty cards (Laws 50D2, 51B), driven
through the timeline (issue 17): one choice per lead, and each option's stated restrictions are what
the table state then enforces. The shared board: South declares 4♥, West leads at trick 1.

    East   ♠987 ♥7654 ♦765 ♣765
    West   ♠J5 ♥T98 ♦JT98 ♣JT98
"""

from __future__ import annotations

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.laws import (
    BoardRecord,
    Consequence,
    Facts,
    Irregularity,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    PenaltyCard,
    PenaltyCardPickedUp,
    PenaltyGrade,
    PromptKind,
    Ruling,
    TableState,
    ref,
)
from tdcompanion.core.laws.law48_52 import (
    OwnMajorPenaltyCards,
    OwnMinorPenaltyCard,
    PenaltyCardsRemain,
    penalty_card_lead_choice,
)
from tdcompanion.core.laws.timeline import Step, Timeline
from tdcompanion.core.play import Expose, ExposeHow, PickUp, Play, PlayEvent, PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import BIDDING, CONTRACT, DEAL, E, N, S, W, c, record, worded
from tests.core.test_irregularity import _rulings

MAJOR, MINOR = PenaltyGrade.MAJOR, PenaltyGrade.MINOR


def board(*events: PlayEvent) -> BoardRecord:
    return BoardRecord(DEAL, Auction.from_text(Seat.S, BIDDING), PlayRecord(DEAL, CONTRACT, events))


def pcs(*items: tuple[Seat, str, PenaltyGrade]) -> TableState:
    return TableState().apply([PenaltyCard(law=ref("50B"), seat=s, card=c(x), grade=g) for s, x, g in items])


def lead_prompts(timeline: Timeline) -> list[str]:
    return [p.key for p in timeline.prompts() if p.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS]


def chosen(timeline: Timeline, option: str) -> Timeline:
    """Declarer's choice at the open lead-options prompt, ruled and applied as the wizard's Apply does."""
    (prompt,) = [p for p in timeline.prompts() if p.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS]
    result = timeline.evaluate(Step(None, prompt, chosen=(("law50.lead_options", option),), applied=True))
    assert result.error is None and result.applied is not None, result
    return timeline.commit(result)


# --- one choice per lead (50D2, 51B) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("table", "option"),
    [
        (pcs((E, "S7", MAJOR), (E, "H4", MAJOR)), "require_S"),
        (pcs((E, "S7", MAJOR), (E, "H4", MAJOR)), "forbid_H"),
        (pcs((E, "S7", MAJOR), (E, "S9", MAJOR), (E, "H4", MAJOR)), "forbid_S"),
        (pcs((E, "S7", MAJOR), (E, "H4", MAJOR)), "no_restriction"),
        (pcs((E, "S7", MAJOR)), "forbid_S"),
    ],
)
def test_declarer_chooses_once_per_lead_even_when_a_penalty_card_stays(table: TableState, option: str) -> None:
    timeline = Timeline.start(board(), table)
    assert len(lead_prompts(timeline)) == 1
    after = chosen(timeline, option)
    assert lead_prompts(after) == []  # the same lead: no second 50D2 choice over the card left (issue 17)


# --- the 50E1 note lives as long as its penalty card (issue 17) --------------------------------------------------


def authorised(table: TableState) -> list[tuple[str, ...]]:
    """The 50E1 notes in force: (source, cards)."""
    return [(n.source, *(x.pbn for x in n.cards)) for n in table.notes if n.authorised]


def exposed(events: tuple[PlayEvent, ...], *answers: tuple[str, object]) -> Timeline:
    """East's card exposed as the last event of ``events``, ruled and applied."""
    timeline = Timeline.start(board(*events))
    step = Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=len(events) - 1), facts=Facts(dict(answers)),
                applied=True)  # fmt: skip
    result = timeline.evaluate(step)
    assert result.error is None and result.applied is not None, result
    return timeline.commit(result)


TRICK1 = (Play(W, c("S5")), Play(N, c("SA")), Play(E, c("S7")), Play(S, c("S2")))
NAMED_H4 = (Expose(E, (c("H4"),), ExposeHow.NAMED),)
DELIBERATE = ("law50.deliberate", True)


def test_the_50e1_note_ends_when_the_penalty_card_is_played() -> None:
    timeline = exposed((*TRICK1, Expose(E, (c("C5"),), ExposeHow.DROPPED)))
    assert len(authorised(timeline.table)) == 1
    timeline = timeline.follow(board(*TRICK1, Expose(E, (c("C5"),), ExposeHow.DROPPED), Play(N, c("C2")),
                                     Play(E, c("C5"))))  # fmt: skip
    assert authorised(timeline.table) == []
    assert [(n.source, n.for_seat) for n in timeline.table.notes] == [("penalty_card_played", W)]  # 50E3 stays


def test_the_50e1_note_ends_when_the_penalty_card_is_picked_up() -> None:
    timeline = exposed(NAMED_H4, DELIBERATE)
    timeline = timeline.follow(board(*NAMED_H4, PickUp(E, (c("H4"),))))
    assert timeline.table.penalty_cards_of(E) == () and authorised(timeline.table) == []


@pytest.mark.parametrize(("option", "notes"), [("no_restriction", [("penalty_card", "H4")]), ("require_H", []),
                                               ("forbid_H", [])])  # fmt: skip
def test_a_later_ruling_does_not_add_the_50e1_note_again_and_a_card_picked_up_ends_it(
    option: str, notes: list[tuple[str, ...]]
) -> None:
    timeline = exposed(NAMED_H4, DELIBERATE)
    assert authorised(timeline.table) == [("penalty_card", "H4")]
    after = chosen(timeline, option)  # the 50D2 ruling states the 50E1 information again
    assert authorised(after.table) == notes


# --- 50B: a second penalty card makes the first one major, and the ruling says so (issue 17) ----------------------

DROPPED_C5 = Expose(E, (c("C5"),), ExposeHow.DROPPED)


@pytest.mark.parametrize(
    ("second", "answers", "regraded"),
    [
        (Expose(E, (c("D5"),), ExposeHow.DROPPED), (), [("C5", "50B")]),  # the ♣5 was minor: now major
        (Expose(E, (c("D5"),), ExposeHow.NAMED), (DELIBERATE,), [("C5", "50B")]),
        (Expose(W, (c("D8"),), ExposeHow.DROPPED), (), []),  # partner's card: East's ♣5 stays minor
    ],
)
def test_a_second_penalty_card_makes_the_earlier_minor_one_major_and_the_ruling_states_it(
    second: Expose, answers: tuple[tuple[str, object], ...], regraded: list[tuple[str, str]]
) -> None:
    timeline = exposed((*TRICK1, DROPPED_C5))
    assert authorised(timeline.table) == [("minor_penalty_card", "C5")]
    events = (*TRICK1, DROPPED_C5, second)
    timeline = timeline.follow(board(*events))
    step = Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=5), facts=Facts(dict(answers)), applied=True)
    result = timeline.evaluate(step)
    assert result.error is None and result.applied is not None and result.ruling is not None, result
    stated = [(p.card.pbn, str(p.law)) for p in result.ruling.consequences
              if isinstance(p, PenaltyCard) and p.card == c("C5")]  # fmt: skip
    assert stated == regraded
    after = timeline.commit(result).table
    grades = {p.card.pbn: p.grade for p in after.penalty_cards}
    assert grades["C5"] is (MAJOR if regraded else MINOR)
    if regraded:  # the minor card's note gives way to the major cards' duty (50E1)
        assert {x for source, *cards in authorised(after) for x in cards if source == "penalty_card"} == {"D5", "C5"}
        assert all(source == "penalty_card" for source, *_ in authorised(after))


# --- 50D2, 51B: each option states what the table then enforces (issue 17) -----------------------------------------

# West leads at trick 1 (♠J5 ♥T98 ♦JT98 ♣JT98); East (♠987 ♥7654 ♦765 ♣765) holds the partner's penalty cards.
POSITIONS = {
    "one partner card": pcs((E, "S7", MAJOR)),
    "two partner cards, two suits": pcs((E, "S7", MAJOR), (E, "H4", MAJOR)),
    "two partner cards, one suit": pcs((E, "S9", MAJOR), (E, "S7", MAJOR)),
    "leader's own major in the partner's suit": pcs((E, "S7", MAJOR), (W, "SJ", MAJOR)),
    "leader's own major elsewhere": pcs((E, "S7", MAJOR), (W, "HT", MAJOR)),
    "leader's two own majors": pcs((E, "H4", MAJOR), (E, "C5", MAJOR), (W, "SJ", MAJOR), (W, "D8", MAJOR)),
    "leader's own minor": pcs((E, "S7", MAJOR), (W, "D8", MINOR)),
}
OPTIONS = [(name, option) for name, table in POSITIONS.items()
           for option in getattr(penalty_card_lead_choice(table, W, S), "option_ids", ())]  # fmt: skip
assert len(OPTIONS) == 3 + 6 + 3 + 3 + 3 + 6 + 3


@pytest.mark.parametrize(("position", "option"), OPTIONS)
def test_each_lead_option_states_what_the_table_state_then_enforces(position: str, option: str) -> None:
    timeline = Timeline.start(board(), POSITIONS[position])
    (prompt,) = [p for p in timeline.prompts() if p.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS]
    result = timeline.evaluate(Step(None, prompt, chosen=(("law50.lead_options", option),), applied=True))
    assert result.ruling is not None and result.applied is not None
    stated = result.ruling.choices[0].option(option).consequences
    table = timeline.commit(result).table
    state = timeline.state
    assert state is not None
    hand = state.cards_held(W)

    # What the option says ...
    required = {x.suit for x in stated if isinstance(x, LeadRestriction) and x.mode is LeadMode.REQUIRE}
    forbidden = {x.suit for x in stated if isinstance(x, LeadRestriction) and x.mode is LeadMode.FORBID}
    picked = {x.card for x in stated if isinstance(x, PenaltyCardPickedUp)}
    stay = {card for x in stated if isinstance(x, PenaltyCardsRemain) for card in x.cards}
    own_majors = {card for x in stated if isinstance(x, OwnMajorPenaltyCards) for card in x.cards}
    own_minor = {card for x in stated if isinstance(x, OwnMinorPenaltyCard) for card in x.cards}
    free = not (required or forbidden or own_majors or own_minor)

    # ... the partner's cards: those picked up are gone, every other one is stated to stay, and stays.
    before = set(POSITIONS[position].penalty_cards_of(E))
    assert picked | stay == before and not picked & stay
    assert set(table.penalty_cards_of(E)) == stay
    assert own_majors == set(table.penalty_cards_of(W, MAJOR)) and own_minor == set(table.penalty_cards_of(W, MINOR))

    # ... and the leader's legal leads are exactly those the statements leave.
    legal = {x for x in hand if not table.check(state, W, x)}
    expected = set(hand)
    if required and any(x.suit in required for x in hand):
        expected = {x for x in expected if x.suit in required}
    if forbidden and any(x.suit not in forbidden for x in hand):
        expected = {x for x in expected if x.suit not in forbidden}
    if own_majors & expected:  # 50D1: a major penalty card he may legally lead must be led (yields to 50D2)
        expected = own_majors & expected
    for minor in own_minor:  # 50C: no other card of its suit below honour rank before it
        expected = {x for x in expected if x == minor or x.suit is not minor.suit or x.rank.is_honour}
    assert legal == expected
    assert free == (legal == set(hand))

    # The words claim no freedom the table does not give.
    for lang in ("en", "el"):
        lines = "\n".join(rule_text.ruling_lines(result.ruling, result.resolution, lang))  # type: ignore[arg-type]
        assert "any card" not in lines and "ελεύθερη" not in lines
        for x in stated:
            assert worded(x, lang)


# --- 50B stated by every family that makes a penalty card (issue 17) -----------------------------------------


#: Each defender already holds a minor penalty card (West ♣8, East ♣5) when the irregularity happens.
MINORS_ON_TABLE = pcs((W, "C8", MINOR), (E, "C5", MINOR))
PENALTY_BOARDS = [record(), record("W:SJ", "N:SA", "E:S9", "S:S2"), record("W:SJ", "N:SA")]


@pytest.mark.parametrize("kind", [k for k in IrregularityKind if k.value not in ("claim", "misinformation",
                                                                                "unauthorised_information")],
                         ids=lambda k: k.value)  # fmt: skip
def test_a_new_penalty_card_that_makes_an_earlier_minor_one_major_says_so(kind: IrregularityKind) -> None:
    """Law 50B: with two penalty cards, a defender's earlier minor one is major too. Every family that makes a
    penalty card (45E1, 49, 56, 57, 58B2, 62B1, 67B2, 14B4 ...) states it in the ruling it reads out."""
    checked = 0
    for board_ in PENALTY_BOARDS:
        for ruling in _rulings(kind, board_, 300, table=MINORS_ON_TABLE):
            for option_consequences in _consequence_sets(ruling):
                new = {p.seat for p in option_consequences if isinstance(p, PenaltyCard) and str(p.law) != "50B"
                       and p.card not in (c("C8"), c("C5"))}  # fmt: skip
                for seat in new:
                    earlier = c("C8") if seat is W else c("C5")
                    stated = [p for p in option_consequences if isinstance(p, PenaltyCard) and p.card == earlier]
                    assert [(str(p.law), p.grade) for p in stated] == [("50B", MAJOR)], (ruling.laws, seat)
                    checked += 1
    assert checked or kind.value not in _MAKES_PENALTY_CARDS, f"no penalty card reached for {kind.value}"


#: The kinds whose penalty cards the sample answers reach on these boards (58B2 is reached through Laws 49 and 67).
_MAKES_PENALTY_CARDS = {"exposed_card", "lead_out_of_turn", "premature_play", "revoke", "opening_lead_out_of_turn",
                        "defective_trick", "missing_card", "penalty_card_not_played"}  # fmt: skip


def _consequence_sets(ruling: Ruling) -> list[tuple[Consequence, ...]]:
    """The ruling's consequences, and with each option of each choice taken."""
    sets = [ruling.consequences]
    for choice in ruling.choices:
        sets += [(*ruling.consequences, *option.consequences) for option in choice.options]
    return sets


def test_an_earlier_minor_card_made_major_by_another_law_carries_its_duty_as_authorised_information() -> None:
    """50B with 50E1: West's minor ♣8 is made major by a 57A penalty card; the table then says that the ♣8 and the
    duty to play it are authorised for all, as it says for the new card (the minor card's note ends)."""
    trick1 = (Play(W, c("S5")), Play(N, c("SA")), Play(E, c("S7")), Play(S, c("S2")))
    before = (*trick1, Play(N, c("D2")))
    timeline = Timeline.start(board(*before), pcs((W, "C8", MINOR)))
    assert authorised(timeline.table) == []  # pcs() adds the cards only; no note yet
    timeline = timeline.follow(board(*before, Play(W, c("D8"))))  # West plays before his partner East: 57A
    step = Step(Irregularity(IrregularityKind.PREMATURE_PLAY, event=5),
                facts=Facts({"law57.dummy_prompted": False}), chosen=(("law57.declarer_choice", "law57.lowest"),),
                applied=True)  # fmt: skip
    result = timeline.evaluate(step)
    assert result.error is None and result.applied is not None, result
    table = timeline.commit(result).table
    assert {p.card.pbn: p.grade for p in table.penalty_cards if p.seat is W} == {"C8": MAJOR, "D8": MAJOR}
    said = {x for source, *cards in authorised(table) if source == "penalty_card" for x in cards}
    assert said == {"C8", "D8"}
    assert not [n for n in authorised(table) if n[0] == "minor_penalty_card"]
