"""What the core explains in English is said in the Director's language (issue 18: "East does not hold ♣Q"
in a Greek screen)."""

from __future__ import annotations

import pytest

from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError
from tdcompanion.core.play import Play, PlayError, PlayRecord
from tdcompanion.core.play_replay import SAID as PLAY_SAID
from tdcompanion.core.said import Said
from tdcompanion.core.seats import Seat
from tdcompanion.wording.said_text import SAID, said_text

DEAL = Deal.from_pbn("N:AKQ2.J93.T8.754 J76.AK2.J96.KQ62 T854.Q75.A743.J3 93.T864.KQ52.AT98")


def error_of(*events: Play) -> PlayError:
    with pytest.raises(PlayError) as info:
        PlayRecord(DEAL, Contract.parse("3NT", Seat.S), events).state  # noqa: B018 - replays the events
    return info.value


def test_a_card_the_player_does_not_hold_is_said_in_greek() -> None:
    error = error_of(Play(Seat.W, Card.parse("CQ")))
    assert str(error.reason) == "West does not hold ♣Q"  # the command line and the logs: English, as before
    assert said_text(error.reason, "el") == "Η Δύση δεν έχει το ♣Q"
    assert said_text(error.reason, "en") == "West does not hold ♣Q"


def test_a_card_in_another_hand_names_both_seats_in_their_cases() -> None:
    said = PLAY_SAID("in_other_hand", card=Card.parse("SA"), holder=Seat.N, seat=Seat.W)
    assert str(said) == "♠A is in North's hand, not West's"
    assert said_text(said, "el") == "Το ♠A είναι στο χέρι του Βορρά, όχι της Δύσης"


def test_every_message_of_the_core_has_its_sentence() -> None:
    assert {f"play.{key}" for key in PLAY_SAID.texts} <= set(SAID.texts)
    areas = {"play", "pbn", "pbn_tag", "call", "card", "contract", "board", "deal", "lin", "number", "number_name"}
    assert {key.split(".")[0] for key in SAID.texts} == areas


def test_a_number_out_of_range_is_said_with_its_name_in_greek() -> None:
    from tdcompanion.core.errors import NumberError
    from tdcompanion.core.numbers import bounded_int

    with pytest.raises(NumberError) as info:
        bounded_int("9" * 5000, "board")
    assert said_text(info.value.args[0], "el") == ("ο αριθμός της θήκης είναι αριθμός από 1 έως 999999999, όχι "
                                                   "αριθμός 5000 ψηφίων")  # fmt: skip


def test_a_reason_inside_a_reason_is_said_too() -> None:
    from tdcompanion.core.calls import Call, CallError
    from tdcompanion.core.pbn._record import SAID as PBN

    with pytest.raises(CallError) as info:
        Call.parse("1Z")
    inner = info.value.args[0]
    outer = PBN("auction_unreadable", reason=inner)
    assert str(outer) == ("no contract to play: the Auction section cannot be read (not a call: '1Z' (expected e.g. "
                          "1S, 3NT, Pass, X or XX))")
    assert said_text(outer, "el") == ("δεν υπάρχει συμβόλαιο για εκτέλεση: οι αγορές δεν μπορούν να διαβαστούν: δεν "
                                      "είναι δήλωση: «1Z» (αναμένεται π.χ. 1S, 3NT, Πάσο, Κοντρ ή Σιρκόντρ)")


def test_text_that_is_not_said_as_data_is_shown_as_written() -> None:
    assert said_text("line 3: bad deal", "el") == "line 3: bad deal"
    assert said_text(Said("play.unknown", "something {x}", x=1), "el") == "something 1"


def test_a_lin_record_that_cannot_be_read_says_why_in_greek() -> None:
    from tdcompanion.core import lin
    from tdcompanion.core.errors import LinDecodeError

    with pytest.raises(LinDecodeError) as info:
        list(lin.loads("md|3SAKQ,HAKQ,DAKQ,CAKQJ|mc|20|"))
    assert said_text(info.value.reason, "el").startswith("mc|20|: ο αριθμός λεβέ μιας διεκδίκησης")


def test_a_bad_pbn_tag_is_refused_in_greek_with_the_deals_own_reason_inside() -> None:
    from tdcompanion.core.errors import InputError
    from tdcompanion.core.pbn._reader import parse_vulnerability

    with pytest.raises(InputError) as info:
        parse_vulnerability("Both-ish")
    reason = info.value.args[0]
    assert str(reason) == "unknown vulnerability in Vulnerable: 'Both-ish' (expected None, NS, EW or All)"
    assert said_text(reason, "el") == ("άγνωστη τιμή της ετικέτας Vulnerable (ποιος είναι στη 2η μανς): «Both-ish» "
                                       "(αναμένεται None, NS, EW ή All)")


def test_a_deal_that_cannot_be_read_says_why_in_greek_with_its_suits_named() -> None:
    with pytest.raises(InputError) as info:
        Deal.from_pbn("N:AKQ2.J93.T8.754 ♠J76♠AK2 - -")
    reason = info.value.args[0]
    assert str(reason) == "E hand: the spades are given twice (at character 23 of 'N:AKQ2.J93.T8.754 ♠J76♠AK2 - -')"
    assert said_text(reason, "el") == ("χέρι E: οι πίκες δίνονται δύο φορές (στον χαρακτήρα 23 του "
                                       "«N:AKQ2.J93.T8.754 ♠J76♠AK2 - -»)")


def test_a_whole_suit_is_declined_by_its_slot() -> None:
    from tdcompanion.core.cards import Suit
    from tdcompanion.wording.names import suit_name

    assert [format(suit_name(s, "el"), "to") for s in (Suit.SPADES, Suit.DIAMONDS)] == ["στις πίκες", "στα καρά"]
    assert format(suit_name(Suit.CLUBS, "en"), "gen") == "clubs"
