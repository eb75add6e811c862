"""The penalty-card rulings in words (issue 17), in English and in Greek: the 50E1 information of a
minor penalty card (no duty to play it, only the restriction of Law 50C) and of major ones (the duty to
play them), and the earlier card a second penalty card makes major (50B)."""

from __future__ import annotations

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import BoardRecord, Facts, Irregularity, IrregularityKind, TableState, assess
from tdcompanion.core.play import Expose, ExposeHow, Play, PlayEvent, PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import BIDDING, CONTRACT, DEAL

c = Card.parse
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
TRICK1 = (Play(W, c("S5")), Play(N, c("SA")), Play(E, c("S7")), Play(S, c("S2")))
C5 = Expose(E, (c("C5"),), ExposeHow.DROPPED)


def ruling_lines(events: tuple[PlayEvent, ...], lang: str, *, table: TableState | None = None,
                 answers: Facts | None = None) -> list[str]:  # fmt: skip
    record = BoardRecord(DEAL, Auction.from_text(S, BIDDING), PlayRecord(DEAL, CONTRACT, events))
    assessment = assess(record, Irregularity(IrregularityKind.EXPOSED_CARD, event=len(events) - 1), answers,
                        table=table)  # fmt: skip
    assert assessment.ruling is not None
    return rule_text.ruling_lines(assessment.ruling, assessment.ruling.resolve({}), lang)


def table_after(events: tuple[PlayEvent, ...]) -> TableState:
    record = BoardRecord(DEAL, Auction.from_text(S, BIDDING), PlayRecord(DEAL, CONTRACT, events))
    ruling = assess(record, Irregularity(IrregularityKind.EXPOSED_CARD, event=len(events) - 1)).ruling
    assert ruling is not None
    return TableState().apply(ruling.consequences).advance(record.play)  # type: ignore[arg-type]


MINOR = {
    "en": "The minor penalty card ♣5, and that its holder may not play another card of its suit below honour rank "
    "before it, while it stays on the table, is authorised information for every player (Law 50E1).",
    "el": "Το μικρό τιμωρημένο φύλλο ♣5, και ότι ο κάτοχός του δεν μπορεί να παίξει άλλο φύλλο του ίδιου χρώματος "
    "κάτω από τιμή πριν από αυτό, όσο μένει στο τραπέζι, είναι θεμιτή πληροφορία για όλους τους παίκτες "
    "– Νόμος 50Ε1.",
}
MAJORS = {
    "en": "Each major penalty card on the table ({cards}) and the duty to play it at the first legal opportunity "
    "is authorised information for every player (Law 50E1).",
    "el": "Κάθε μεγάλο τιμωρημένο φύλλο στο τραπέζι ({cards}) και η υποχρέωση να παιχτεί με την πρώτη νόμιμη "
    "ευκαιρία είναι θεμιτή πληροφορία για όλους τους παίκτες – Νόμος 50Ε1.",
}
REGRADED = {
    "en": "East's earlier penalty card ♣5 is now a major penalty card too: he has more than one (Law 50B).",
    "el": "Το προηγούμενο τιμωρημένο φύλλο ♣5 της Ανατολής γίνεται κι αυτό μεγάλο, αφού έχει πλέον "
    "περισσότερα από ένα – Νόμος 50Β.",
}


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_minor_penalty_card_carries_no_duty_to_play_it_only_the_50c_restriction(lang: str) -> None:
    lines = ruling_lines((*TRICK1, C5), lang)
    assert f"  - {MINOR[lang]}" in lines
    assert not any("duty" in line or "υποχρέωση" in line for line in lines)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_major_penalty_card_carries_the_duty_to_play_it(lang: str) -> None:
    lines = ruling_lines((*TRICK1, Expose(E, (c("H4"),), ExposeHow.NAMED)), lang,
                         answers=Facts({"law50.deliberate": True}))  # fmt: skip
    assert f"  - {MAJORS[lang].format(cards='♥4')}" in lines


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_second_penalty_card_ruling_says_the_first_becomes_major(lang: str) -> None:
    events = (*TRICK1, C5, Expose(E, (c("D5"),), ExposeHow.DROPPED))
    lines = ruling_lines(events, lang, table=table_after((*TRICK1, C5)))
    assert f"  - {REGRADED[lang]}" in lines
    assert f"  - {MAJORS[lang].format(cards='♦5, ♣5')}" in lines


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_penalty_card_of_another_law_says_the_earlier_minor_one_becomes_major(lang: str) -> None:
    """Law 50B stated beside a 57A penalty card (premature play), as beside a Law 49 one."""
    from tdcompanion.core.laws import PenaltyCard, PenaltyGrade, ref
    from tests.core.laws.scenarios import DEAL as BOARD_DEAL

    table = TableState().apply([PenaltyCard(law=ref("50B"), seat=W, card=c("C8"), grade=PenaltyGrade.MINOR)])
    events = (*TRICK1, Play(N, c("D2")), Play(W, c("D8")))  # West plays before his partner East: premature
    record = BoardRecord(BOARD_DEAL, Auction.from_text(S, BIDDING), PlayRecord(BOARD_DEAL, CONTRACT, events))
    facts = Facts({"law57.dummy_prompted": False})
    assessment = assess(record, Irregularity(IrregularityKind.PREMATURE_PLAY, event=5), facts, table=table)
    assert assessment.ruling is not None, assessment.question
    lines = rule_text.ruling_lines(assessment.ruling, assessment.ruling.resolve({}), lang)
    assert f"  - {REGRADED[lang].replace('East', 'West').replace('Ανατολή', 'Δύση').replace('♣5', '♣8')}" in lines
