"""Contracts: reading and writing the PBN form, derived seats, passed-out boards."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.calls import ALL_BIDS, Bid, CallError, Strain
from tdcompanion.core.cards import Suit
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling, PassedOut, parse_contract
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat, Side

contracts = st.builds(
    Contract.of, st.sampled_from(ALL_BIDS), st.sampled_from(list(Seat)), st.sampled_from(list(Doubling))
)


@pytest.mark.parametrize(
    ("text", "level", "strain", "doubling"),
    [
        ("4H", 4, Strain.HEARTS, Doubling.UNDOUBLED),
        ("4♥X", 4, Strain.HEARTS, Doubling.DOUBLED),
        ("3NTXX", 3, Strain.NOTRUMP, Doubling.REDOUBLED),
        ("3nxx", 3, Strain.NOTRUMP, Doubling.REDOUBLED),
        ("7Cx", 7, Strain.CLUBS, Doubling.DOUBLED),
        (" 1S ", 1, Strain.SPADES, Doubling.UNDOUBLED),
    ],
)
def test_parse(text: str, level: int, strain: Strain, doubling: Doubling) -> None:
    contract = Contract.parse(text, Seat.W)
    assert (contract.level, contract.strain, contract.doubling, contract.declarer) == (level, strain, doubling, Seat.W)


@pytest.mark.parametrize("text", ["", "Pass", "8H", "4", "4HXXX", "H4", "4HZ"])
def test_parse_rejects(text: str) -> None:
    with pytest.raises(CallError) as info:
        Contract.parse(text, Seat.N)
    assert isinstance(info.value, InputError)


@given(contracts)
def test_pbn_round_trip(contract: Contract) -> None:
    assert Contract.parse(contract.pbn, contract.declarer) == contract
    assert parse_contract(contract.pbn, contract.declarer) == contract
    assert pickle.loads(pickle.dumps(contract)) == contract


@pytest.mark.parametrize(
    ("contract", "pbn", "text"),
    [
        (Contract(4, Strain.HEARTS, Seat.S, Doubling.DOUBLED), "4HX", "4♥X S"),
        (Contract(3, Strain.NOTRUMP, Seat.E), "3NT", "3NT E"),
        (Contract(6, Strain.SPADES, Seat.N, Doubling.REDOUBLED), "6SXX", "6♠XX N"),
    ],
)
def test_printing(contract: Contract, pbn: str, text: str) -> None:
    assert (contract.pbn, str(contract)) == (pbn, text)


@pytest.mark.parametrize("declarer", list(Seat))
def test_seats_around_declarer(declarer: Seat) -> None:
    contract = Contract(2, Strain.DIAMONDS, declarer)
    assert contract.dummy is declarer.partner
    assert contract.opening_leader is declarer.lho  # Law 41A
    assert contract.declaring_side is declarer.side
    assert contract.declaring_side in (Side.NS, Side.EW)


@pytest.mark.parametrize("bid", ALL_BIDS)
def test_trump_and_tricks_needed(bid: Bid) -> None:
    contract = Contract.of(bid, Seat.N)
    assert contract.bid == bid
    assert contract.tricks_needed == bid.level + 6
    assert contract.trump is (None if bid.strain is Strain.NOTRUMP else Suit(int(bid.strain)))


@pytest.mark.parametrize("level", [0, 8, True])
def test_level_out_of_range(level: int) -> None:
    with pytest.raises(CallError):
        Contract(level, Strain.CLUBS, Seat.N)


@pytest.mark.parametrize("text", ["Pass", "pass", "P"])
def test_passed_out(text: str) -> None:
    assert parse_contract(text, None) == PASSED_OUT
    assert parse_contract(text, Seat.N) == PassedOut()
    assert PASSED_OUT.pbn == "Pass"


def test_a_contract_needs_a_declarer() -> None:
    with pytest.raises(CallError, match="declarer"):
        parse_contract("4S", None)
