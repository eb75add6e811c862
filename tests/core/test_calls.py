"""Calls: parsing, printing, ranking of bids (Laws 18-19)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.calls import (
    ALL_BIDS,
    ALL_CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    CallError,
    CallKind,
    Double,
    Pass,
    Redouble,
    Strain,
)
from tdcompanion.core.cards import Suit
from tdcompanion.core.errors import InputError

calls = st.sampled_from(ALL_CALLS)
NAMES = {"Bid": Bid, "Pass": Pass, "Double": Double, "Redouble": Redouble, "Strain": Strain}


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("1NT", Bid(1, Strain.NOTRUMP)), ("1N", Bid(1, Strain.NOTRUMP)), ("1nt", Bid(1, Strain.NOTRUMP)),
        ("1♠", Bid(1, Strain.SPADES)), ("1S", Bid(1, Strain.SPADES)), ("1s", Bid(1, Strain.SPADES)),
        ("2♡", Bid(2, Strain.HEARTS)), ("3D", Bid(3, Strain.DIAMONDS)), ("7♣", Bid(7, Strain.CLUBS)),
        ("7NT", Bid(7, Strain.NOTRUMP)), (" 4 H ", Bid(4, Strain.HEARTS)),
        ("P", PASS), ("Pass", PASS), ("PASS", PASS), ("pass", PASS),
        ("X", DOUBLE), ("x", DOUBLE), ("Dbl", DOUBLE), ("D", DOUBLE), ("Double", DOUBLE),
        ("XX", REDOUBLE), ("Rdbl", REDOUBLE), ("R", REDOUBLE), ("redouble", REDOUBLE),
    ],
)  # fmt: skip
def test_parse(text: str, call: Call) -> None:
    assert Call.parse(text) == call


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("Πάσο", PASS), ("πασο", PASS), ("ΠΑΣΟ", PASS), ("Κοντρ", DOUBLE), ("κόντρ", DOUBLE), ("Σιρκόντρ", REDOUBLE),
        ("σιρκοντρ", REDOUBLE), ("3ΧΑ", Bid(3, Strain.NOTRUMP)), ("1χα", Bid(1, Strain.NOTRUMP)),
    ],
)  # fmt: skip
def test_parse_takes_the_greek_words_the_greek_hint_tells_the_director_to_type(text: str, call: Call) -> None:
    """Issue 18: the Greek interface asks for "1H, 3NT, Πάσο, Κοντρ or Σιρκόντρ"; each is read (accents optional)."""
    assert Call.parse(text) == call


@pytest.mark.parametrize(
    "text", ["", " ", "8S", "0NT", "1", "S", "1Z", "S1", "XXX", "1SX", "NT", "AP", "Pas", "Πασ", "ΧΑ"]
)
def test_parse_rejects(text: str) -> None:
    with pytest.raises(CallError, match="not a call") as info:
        Call.parse(text)
    assert isinstance(info.value, InputError)
    assert isinstance(info.value, ValueError)


def test_all_pass_is_not_one_call_and_says_so() -> None:
    with pytest.raises(CallError, match="all pass"):
        Call.parse("AP")


@pytest.mark.parametrize(
    ("call", "text", "pbn", "compact", "kind"),
    [
        (Bid(1, Strain.SPADES), "1♠", "1S", "1S", CallKind.BID),
        (Bid(3, Strain.NOTRUMP), "3NT", "3NT", "3N", CallKind.BID),
        (Bid(2, Strain.CLUBS), "2♣", "2C", "2C", CallKind.BID),
        (PASS, "Pass", "Pass", "P", CallKind.PASS),
        (DOUBLE, "X", "X", "X", CallKind.DOUBLE),
        (REDOUBLE, "XX", "XX", "XX", CallKind.REDOUBLE),
    ],
)
def test_printing(call: Call, text: str, pbn: str, compact: str, kind: CallKind) -> None:
    assert (str(call), call.pbn, call.compact, call.kind) == (text, pbn, compact, kind)
    assert call.is_bid is (kind is CallKind.BID)


@given(calls)
def test_every_printed_form_reads_back(call: Call) -> None:
    for text in (str(call), call.pbn, call.compact, call.pbn.lower(), f"  {call.compact} "):
        assert Call.parse(text) == call


@given(calls)
def test_repr_pastes_back_and_pickles(call: Call) -> None:
    assert eval(repr(call), NAMES) == call
    assert pickle.loads(pickle.dumps(call)) == call


@given(st.text(max_size=6))
def test_parse_raises_only_call_errors(text: str) -> None:
    try:
        call = Call.parse(text)
    except CallError:
        return
    assert call in ALL_CALLS


def test_bids_rank_by_level_then_strain() -> None:
    """Law 18B: clubs < diamonds < hearts < spades < notrump, and a higher level beats any strain."""
    assert len(ALL_BIDS) == 35
    assert sorted(reversed(ALL_BIDS)) == list(ALL_BIDS)
    assert [b.rank for b in ALL_BIDS] == list(range(35))
    assert Bid(1, Strain.SPADES) < Bid(1, Strain.NOTRUMP) < Bid(2, Strain.CLUBS)
    assert ALL_BIDS[0] == Call.parse("1C") and ALL_BIDS[-1] == Call.parse("7NT")


def test_all_calls_are_distinct() -> None:
    assert len(set(ALL_CALLS)) == len(ALL_CALLS) == 38


@pytest.mark.parametrize("level", [0, 8, -1, True, 1.0, "1"])
def test_bid_level_must_be_1_to_7(level: object) -> None:
    with pytest.raises(CallError):
        Bid(level, Strain.CLUBS)  # type: ignore[arg-type]


@pytest.mark.parametrize("suit", list(Suit))
def test_bid_accepts_a_suit_and_stores_a_strain(suit: Suit) -> None:
    bid = Bid(2, suit)  # type: ignore[arg-type]
    assert type(bid.strain) is Strain
    assert bid == Bid(2, Strain.of(suit))
    assert bid.strain.suit is suit


@pytest.mark.parametrize(
    ("text", "strain"),
    [("C", Strain.CLUBS), ("♦", Strain.DIAMONDS), ("h", Strain.HEARTS), ("S", Strain.SPADES),
     ("NT", Strain.NOTRUMP), ("n", Strain.NOTRUMP)],
)  # fmt: skip
def test_strain_parse(text: str, strain: Strain) -> None:
    assert Strain.parse(text) is strain
    assert Strain.parse(strain.letter) is strain


def test_notrump_has_no_suit() -> None:
    assert Strain.NOTRUMP.suit is None
    with pytest.raises(CallError):
        Strain.parse("Z")


def test_calls_of_different_kinds_differ() -> None:
    assert len({PASS, DOUBLE, REDOUBLE, Pass(), Double(), Redouble()}) == 3
    assert Call.parse("P") != Call.parse("X")
