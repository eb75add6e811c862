"""Reading hand and deal text in the editor: Greek keyboards, precise problems, card positions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.cards import FULL_PACK, SUITS_HIGH_FIRST, Card
from tdcompanion.core.deal import HAND_SIZE, Deal, Hand
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.hand_editor.notation import (
    NotationError,
    ProblemKind,
    card_spans,
    format_hand,
    looks_like_deal,
    normalise,
    read_deal,
    read_hand,
)

hands = st.lists(st.sampled_from(FULL_PACK), unique=True, max_size=HAND_SIZE).map(Hand)
seats = st.sampled_from(list(Seat))

# Latin -> Greek on the same key of a Greek keyboard, and the Greek honour initials.
GREEK_KEYS = str.maketrans({"A": "α", "K": "κ", "Q": ";", "J": "ξ", "T": "τ"})
GREEK_INITIALS = str.maketrans({"A": "Α", "K": "Ρ", "Q": "Ν", "J": "Β", "T": "Τ"})


def deal_from_seed(seed: int) -> Deal:
    pack = list(FULL_PACK)
    random.Random(seed).shuffle(pack)
    return Deal(tuple(Hand(pack[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(4)))  # type: ignore[arg-type]


def writings(hand: Hand) -> list[str]:
    marked = " ".join(s.symbol + (hand.suit_text(s) or "-") for s in SUITS_HIGH_FIRST)
    return [format_hand(hand), hand.to_pbn(), hand.to_pbn().lower().replace("t", "10"), marked]


@given(hands)
def test_every_usual_writing_reads_back(hand: Hand) -> None:
    for text in writings(hand):
        if text:
            assert read_hand(text) == hand


@given(hands, st.sampled_from([GREEK_KEYS, GREEK_INITIALS]))
def test_greek_keyboard_letters_read_as_latin(hand: Hand, table: dict[int, str]) -> None:
    text = format_hand(hand)
    if text:
        assert read_hand(text.translate(table)) == hand


@given(st.text())
def test_normalise_keeps_positions(text: str) -> None:
    assert len(normalise(text)) == len(text)


@given(st.text(alphabet="AKQJT1098765432SHDCshdcx .-,♠♥λ", max_size=30))
def test_any_text_reads_or_says_where(text: str) -> None:
    try:
        hand = read_hand(text)
    except NotationError as exc:
        assert 0 <= exc.problem.position <= len(text)
        if exc.problem.kind in (ProblemKind.BAD_CHARACTER, ProblemKind.TEN, ProblemKind.SUIT_TWICE):
            assert text[exc.problem.position] == exc.problem.text
    else:
        assert isinstance(hand, Hand)


@pytest.mark.parametrize(
    ("text", "kind", "position"),
    [
        ("AKX", ProblemKind.BAD_CHARACTER, 2),
        ("SX", ProblemKind.BAD_CHARACTER, 1),
        ("AKQ2 J93 T8 7X4", ProblemKind.BAD_CHARACTER, 13),
        ("AK1 J93 T8 754", ProblemKind.TEN, 2),
        ("AKQ2 J93", ProblemKind.MISSING_SUITS, 8),
        ("♠AK ♠Q ♥- ♦- ♣-", ProblemKind.SUIT_TWICE, 4),
        ("AKQ2 J93 T8 754 2", ProblemKind.UNREADABLE, 16),
    ],
)
def test_problem_kind_and_position(text: str, kind: ProblemKind, position: int) -> None:
    with pytest.raises(NotationError) as info:
        read_hand(text)
    assert (info.value.problem.kind, info.value.problem.position) == (kind, position)
    assert info.value.problem.detail  # the core's own words, for a tooltip


def test_missing_suits_counts_what_was_given() -> None:
    with pytest.raises(NotationError) as info:
        read_hand("AKQ2 J93")
    assert info.value.problem.count == 2


def test_blank_is_the_empty_hand() -> None:
    assert read_hand("   ") == Hand()
    assert format_hand(Hand()) == ""


@given(hands)
def test_card_spans_point_at_each_card(hand: Hand) -> None:
    for text in writings(hand):
        spans = card_spans(text)
        assert sorted(card for card, _, _ in spans) == sorted(hand)
        for card, start, length in spans:
            assert normalise(text[start : start + length]).upper() in (card.rank.letter, card.rank.label)


def test_card_spans_of_unreadable_text_is_empty() -> None:
    assert card_spans("AKX") == []


@given(st.integers(0, 10_000), seats)
def test_deal_strings_read_back(seed: int, first: Seat) -> None:
    deal = deal_from_seed(seed)
    assert read_deal(deal.to_pbn(first)) == deal
    assert read_deal(f'[Deal "{deal.to_pbn(first)}"]') == deal


@given(st.integers(0, 10_000), seats, seats)
def test_bad_character_in_a_deal_names_hand_and_position(seed: int, first: Seat, victim: Seat) -> None:
    deal = deal_from_seed(seed)
    hands = ["-" if (h := deal[s]) is None else h.to_pbn() for s in first.rotation()]
    index = first.rotation().index(victim)
    hands[index] = "X" + hands[index]
    text = f"{first.letter}:" + " ".join(hands)
    with pytest.raises(NotationError) as info:
        read_deal(text)
    problem = info.value.problem
    assert problem.seat is victim
    assert text[problem.position] == "X"


@pytest.mark.parametrize(
    ("text", "kind"),
    [("X:AK.. - - -", ProblemKind.BAD_SEAT), ("N:AK.. - -", ProblemKind.HAND_COUNT), ("  ", ProblemKind.EMPTY)],
)
def test_deal_structure_problems(text: str, kind: ProblemKind) -> None:
    with pytest.raises(NotationError) as info:
        read_deal(text)
    assert info.value.problem.kind is kind


@pytest.mark.parametrize(
    ("text", "expected"),
    [("N:AKQ2.J93.T8.754 - - -", True), ('[Deal "E:- - - -"]', True), ("AKQ2.J93.T8.754 - - -", True),
     ("AKQ2 J93 T8 754", False), ("AKQ2.J93.T8.754", False), ("", False)],
)  # fmt: skip
def test_looks_like_deal(text: str, expected: bool) -> None:
    assert looks_like_deal(text) is expected


def test_card_parse_matches_the_palette_letters() -> None:
    assert read_hand("♠A ♥- ♦- ♣-") == Hand([Card.parse("SA")])
