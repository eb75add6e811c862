"""One enumeration of what the Director is called for; the laws of each kind are declared by the family
that rules it (the lawbook is the registry), checked against the rulings the families give; the auction
and play records report the same kinds."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core import laws as laws_package
from tdcompanion.core.auction import Auction
from tdcompanion.core.auction_rules import CALL_KINDS
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Suit
from tdcompanion.core.irregularity import IrregularityKind, laws_text
from tdcompanion.core.laws import (
    WBF2017,
    BoardRecord,
    FactKind,
    Facts,
    InconsistentFacts,
    Irregularity,
    Question,
    Ruling,
    TableState,
    assess,
    detect,
)
from tdcompanion.core.laws import ruling as ruling_module
from tdcompanion.core.laws.engine import EarlierRuling
from tdcompanion.core.seats import Seat, Side
from tests.core.laws.scenarios import record

#: The common procedure (Laws 9-12: attention drawn, forfeiture of rectification, adjusted scores):
#: any family may rule under it first.
PROCEDURE = frozenset(range(9, 13))

#: Laws of another kind that a family cites first in one branch, with why.
CROSS_REFERENCES: dict[IrregularityKind, frozenset[int]] = {
    IrregularityKind.EXPOSED_CARD: frozenset({58}),  # 58B2: a card exposed by playing two at once
    IrregularityKind.OPENING_LEAD_OUT_OF_TURN: frozenset({47}),  # 47E1: led on a mistaken explanation
    IrregularityKind.LEAD_OUT_OF_TURN: frozenset({47}),  # 47E1, likewise
    IrregularityKind.PREMATURE_PLAY: frozenset({60}),  # 60A1: the next player played after it
    IrregularityKind.FACE_DOWN_LEAD: frozenset({54}),  # 54E: the face-down lead was out of turn
}


def test_one_enumeration_everywhere() -> None:
    assert ruling_module.IrregularityKind is IrregularityKind
    assert laws_package.IrregularityKind is IrregularityKind
    assert "IrregularityKind" in laws_package.__all__


def test_every_kind_is_ruled_by_a_family_that_declares_its_laws() -> None:
    assert set(WBF2017.supported()) == set(IrregularityKind)
    for kind in IrregularityKind:
        laws = WBF2017.laws_of(kind)
        assert laws == WBF2017.families[kind].laws
        assert laws, kind
        assert list(laws) == sorted(set(laws)), kind
        assert all(1 <= law <= ruling_module.LAST_LAW for law in laws)


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        (IrregularityKind.INSUFFICIENT_BID, "27"),
        (IrregularityKind.CALL_OUT_OF_ROTATION, "28-34"),
        (IrregularityKind.LEAD_OUT_OF_TURN, "53, 55, 56"),
        (IrregularityKind.EXPOSED_CARD, "48-51"),
        (IrregularityKind.UNAUTHORISED_INFORMATION, "16, 73"),
        (IrregularityKind.MISINFORMATION, "20, 21, 40, 75"),
    ],
)
def test_laws_read_as_the_director_reads_them(kind: IrregularityKind, text: str) -> None:
    assert WBF2017.laws_text(kind) == text


def test_laws_text_runs() -> None:
    assert laws_text((61, 62, 63, 64, 66, 67, 69)) == "61-64, 66, 67, 69"
    assert laws_text(()) == ""


def test_the_values_stored_in_incident_files_do_not_change() -> None:
    assert [k.value for k in IrregularityKind] == [
        "surplus_card", "missing_card", "defective_trick", "exposed_card", "penalty_card_not_played",
        "opening_lead_out_of_turn", "lead_out_of_turn", "premature_play", "revoke", "card_exposed_in_auction",
        "change_of_call", "insufficient_bid", "call_out_of_rotation", "inadmissible_call", "call_after_auction",
        "face_down_lead", "card_played", "simultaneous_play", "inability_to_play", "play_after_illegal_play",
        "claim", "unauthorised_information", "misinformation", "wrong_board", "dummy_card_named",
        "dummy_card_hidden", "card_pointed_wrongly", "trick_inspected", "tricks_disputed", "dummy_conduct",
        "procedure_breach",
        "score_adjustment", "director_error",
        "redeal", "improper_communication",
        "auction_review", "call_misheard", "disclosure_failure",
    ]  # fmt: skip


# --- the records report these kinds --------------------------------------------------------------------


def test_the_records_report_the_kinds_the_director_is_called_for() -> None:
    auction = Auction.from_text(Seat.S, "1H P X 1D").add("2C", Seat.W)  # inadmissible, insufficient, out of turn
    plays = record("E:S9", "S:S2", "W:SJ", "N:SA", "N:D2", "S:DA").play  # a lead, then a play, out of turn
    assert plays is not None
    board = BoardRecord(plays.deal, None, plays)
    found = [i.kind for i in auction.irregularities()]
    assert found == [IrregularityKind.INADMISSIBLE_CALL, IrregularityKind.INSUFFICIENT_BID,
                     IrregularityKind.CALL_OUT_OF_ROTATION]  # fmt: skip
    assert set(found) <= set(CALL_KINDS)
    kinds = [i.kind for i in plays.irregularities()]
    assert kinds == [IrregularityKind.OPENING_LEAD_OUT_OF_TURN, IrregularityKind.PREMATURE_PLAY]
    assert [i.kind for i in detect(board)] == kinds  # the engine takes the record's kinds as they are


# --- the families rule under the laws of their kind ----------------------------------------------------


def _candidates(question: Question[Any], board: BoardRecord) -> list[object]:
    """A few answers to try: the choices offered, else a sample of the values of the fact's kind."""
    if question.choices is not None:
        offered = list(question.choices)
        if question.kind is FactKind.CARDS:
            return [tuple(offered[:1])] if offered else []
        return offered[:4]
    fact = question.fact
    cards = [next(iter(hand)) for hand in board.deal.hands if hand]
    samples: dict[FactKind, list[object]] = {
        FactKind.YES_NO: [True, False],
        FactKind.SEAT: list(Seat),
        FactKind.SUIT: [Suit.SPADES, Suit.CLUBS],
        FactKind.NUMBER: sorted({fact.minimum or 0, fact.maximum or 0}),
        FactKind.CHOICE: list(fact.values or ())[:4],
        FactKind.CALL: [Call.parse("Pass"), Call.parse("2C"), Call.parse("X")],
        FactKind.TEXT: ["as stated", "high"],  # "high": Law 46, what declarer said
        FactKind.CARD: list(cards[:2]),
        FactKind.CARDS: [(card,) for card in cards[:2]],
    }
    return samples.get(question.kind, [])


def _earlier() -> dict[int, EarlierRuling]:
    """An earlier ruling on the board, for the Director's error to find wrong (Law 82): a revoke's transfer."""
    law = ruling_module.ref("64A1")
    transfer = ruling_module.TrickTransfer(law=law, to_side=Side.EW, count=1, trick=1)
    ruling = Ruling(irregularity=IrregularityKind.REVOKE, laws=(law,), consequences=(transfer,))
    return {0: EarlierRuling(Irregularity(IrregularityKind.REVOKE), ruling)}


def _rulings(kind: IrregularityKind, board: BoardRecord, budget: int = 400, *,
             table: TableState | None = None) -> list[Ruling]:  # fmt: skip
    """Rulings reached by answering the questions with a few sample answers each, depth first (with the
    ``table`` state earlier rulings left, if any)."""
    found: list[Ruling] = []
    on = Irregularity(kind, ruling=0 if kind is IrregularityKind.DIRECTOR_ERROR else None)
    earlier = _earlier() if kind is IrregularityKind.DIRECTOR_ERROR else None
    pending = [Facts()]
    for _ in range(budget):
        if not pending:
            break
        facts = pending.pop()
        try:
            result = assess(board, on, facts, table=table, earlier=earlier)
        except InconsistentFacts:
            continue
        if result.ruling is not None:
            found.append(result.ruling)
            continue
        question = result.question
        assert question is not None
        for value in reversed(_candidates(question, board)):
            pending.append(question.answer(facts, value))
    return found


BOARDS = [
    record(),  # 4♥ by South, no card played yet
    record(play=False),
    record("W:SJ", "N:SA", "E:S9", "S:S2"),  # one trick played
    record(bidding="4H", play=False),  # the auction in progress
    record(bidding=None, play=False),  # nothing but the deal
]


@pytest.mark.parametrize("kind", WBF2017.supported(), ids=lambda k: k.value)
def test_every_ruling_cites_first_a_law_of_its_kind(kind: IrregularityKind) -> None:
    rulings = [r for board in BOARDS for r in _rulings(kind, board)]
    assert rulings, f"no ruling reached for {kind}"
    for ruling in rulings:
        main = ruling.laws[0].law
        kind = ruling.irregularity
        allowed = set(WBF2017.laws_of(kind)) | PROCEDURE | CROSS_REFERENCES.get(kind, frozenset())
        assert main in allowed, f"{kind}: {ruling.laws[0]} not in Laws {WBF2017.laws_text(kind)}"
