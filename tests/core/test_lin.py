"""BBO LIN import: tokenizer, each tag, board splitting, tolerance, errors, sample files."""

from __future__ import annotations

import io
import re
import urllib.parse
from pathlib import Path
from typing import NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core import lin, pbn
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Vulnerability, dealer_for
from tdcompanion.core.calls import ALL_BIDS
from tdcompanion.core.cards import FULL_PACK, SUITS_HIGH_FIRST, Card
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.deal import Deal, DealDefect, Hand
from tdcompanion.core.errors import InputError, LinDecodeError
from tdcompanion.core.play import Play, PlayRecord
from tdcompanion.core.seats import Seat

DATA = Path(__file__).parent.parent / "data" / "lin"

N_HAND = "SAKQ2HJ93DT8C7542"
E_HAND = "SJT9HAKQ2D9532CT6"
S_HAND = "S8765H875DAKQCAKQ"
W_HAND = "S43HT64DJ764CJ983"


def md(dealer_digit: str = "3", hands: tuple[str, str, str, str] = (S_HAND, W_HAND, N_HAND, E_HAND)) -> str:
    return f"md|{dealer_digit}{','.join(hands)}|"


def one(text: str | bytes) -> lin.LinBoard:
    boards = lin.loads(text)
    assert len(boards) == 1
    return boards[0]


def hand_lin(hand: Hand) -> str:
    return "".join(s.letter + hand.suit_text(s) for s in SUITS_HIGH_FIRST)


# --- tokenizer -------------------------------------------------------------------------------


def test_pairs_keep_order_index_and_offsets() -> None:
    text = "pn|a,b,c,d|\nST||Md|3SA,,,|"
    got = lin.pairs(text)
    assert [(p.tag, p.value, p.index) for p in got] == [("pn", "a,b,c,d", 1), ("st", "", 2), ("md", "3SA,,,", 3)]
    assert [text[p.offset : p.offset + 2].lower() for p in got] == ["pn", "st", "md"]
    assert [text[p.value_offset : p.value_offset + len(p.value)] for p in got] == ["a,b,c,d", "", "3SA,,,"]


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("ah|Board 1|mb|1C|", ("mb", "1C")),
        ("ah|Board 1|mb|1C", ("mb", "1C")),  # handviewer URLs may drop the final bar
        ("ah|Board 1|mb|1C|\n  \r\n", ("mb", "1C")),
        ("ah|Board 1|mb|1C|  -- end of file --\n", ("mb", "1C")),  # trailing junk with no bar
    ],
)
def test_tokenizer_tolerates_endings(text: str, last: tuple[str, str]) -> None:
    got = lin.pairs(text)
    assert len(got) == 2
    assert (got[-1].tag, got[-1].value) == last


@pytest.mark.parametrize("text", ["", "   \n\r\n", "\ufeff"])
def test_empty_text_has_no_boards(text: str) -> None:
    assert lin.loads(text) == []


# --- md: dealer, hands, inference --------------------------------------------------------------


@pytest.mark.parametrize(("digit", "dealer"), [("1", Seat.S), ("2", Seat.W), ("3", Seat.N), ("4", Seat.E)])
def test_dealer_digit(digit: str, dealer: Seat) -> None:
    assert one(md(digit)).board.dealer is dealer


def test_hands_are_listed_south_west_north_east() -> None:
    deal = one(md()).board.deal
    expected = {Seat.S: S_HAND, Seat.W: W_HAND, Seat.N: N_HAND, Seat.E: E_HAND}
    for seat, text in expected.items():
        assert deal[seat] == Hand.parse(text)
    assert deal.is_complete


@pytest.mark.parametrize("missing", range(4))
def test_any_single_missing_hand_is_inferred(missing: int) -> None:
    hands = [S_HAND, W_HAND, N_HAND, E_HAND]
    full = one(md("3", (hands[0], hands[1], hands[2], hands[3]))).board.deal
    hands[missing] = ""
    inferred = one(md("3", (hands[0], hands[1], hands[2], hands[3]))).board.deal
    assert inferred == full


@given(st.permutations(FULL_PACK), st.integers(0, 3), st.sampled_from("1234"))
@settings(max_examples=60, deadline=None)
def test_three_hand_md_round_trips(pack: list[Card], missing: int, digit: str) -> None:
    hands = [Hand(pack[i * 13 : (i + 1) * 13]) for i in range(4)]
    texts = [hand_lin(h) for h in hands]
    texts[missing] = ""
    board = one(f"md|{digit}{','.join(texts)}|").board
    for seat, hand in zip(lin.LIN_SEAT_ORDER, hands, strict=True):
        assert board.deal[seat] == hand
    assert board.dealer is lin.LIN_SEAT_ORDER[int(digit) - 1]


@pytest.mark.parametrize(
    "value",
    [
        f"3{S_HAND},{W_HAND},,",  # two hands: nothing to infer
        f"3{S_HAND},{W_HAND},SAKQ2HJ93DT8C754,",  # a 12-card hand: nothing to infer
    ],
)
def test_fourth_hand_not_inferred_without_three_full_hands(value: str) -> None:
    deal = one(f"md|{value}|").board.deal
    assert deal[Seat.E] is None
    assert not deal.is_complete


def test_deal_defects_are_recorded_not_refused() -> None:
    # South holds the club ace twice: a defect the TD must see (Law 13), not a file error.
    deal = one(md("3", ("SAKQ2HJ93DT8C7AA", W_HAND, N_HAND, E_HAND))).board.deal
    assert DealDefect.DUPLICATE_CARD in deal.defects


@pytest.mark.parametrize(
    "value", [f"3{S_HAND.lower()},{W_HAND},{N_HAND},", "3S8765H875DAKQCAKQ,S43H10 6 4DJ764CJ983,SAKQ2HJ93D108C7542,"]
)
def test_hands_any_case_and_ten_as_10(value: str) -> None:
    assert one(f"md|{value}|").board.deal == one(md()).board.deal


def test_md_without_dealer_digit_uses_rotation() -> None:
    board = one(f"ah|Board 6|md|{S_HAND},{W_HAND},{N_HAND},|").board
    assert board.dealer is dealer_for(6)


# --- sv, ah, qx, pn --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "vul"),
    [
        ("o", Vulnerability.NONE), ("O", Vulnerability.NONE), ("0", Vulnerability.NONE), ("-", Vulnerability.NONE),
        ("n", Vulnerability.NS), ("N", Vulnerability.NS), ("e", Vulnerability.EW), ("E", Vulnerability.EW),
        ("b", Vulnerability.BOTH), ("B", Vulnerability.BOTH), ("NS", Vulnerability.NS), ("All", Vulnerability.BOTH),
    ],
)  # fmt: skip
def test_vulnerability_codes(code: str, vul: Vulnerability) -> None:
    assert one(f"{md()}ah|Board 1|sv|{code}|").board.vulnerability is vul


@pytest.mark.parametrize("number", [1, 2, 7, 16, 23])
def test_missing_sv_uses_rotation(number: int) -> None:
    assert one(f"{md()}ah|Board {number}|").board.vulnerability is Vulnerability.from_board(number)


@pytest.mark.parametrize(
    ("text", "number", "room", "title"),
    [
        (f"{md()}rh||ah|Board 12|", 12, None, "Board 12"),
        (f"{md()}ah|board12|", 12, None, "board12"),
        (f"qx|o5|{md()}", 5, "o", None),
        (f"qx|c17|{md()}ah|Board 17|", 17, "c", "Board 17"),
        (f"qx|O3,BOARD 3|{md()}", 3, "o", None),
        (f"{md()}ah|Practice deal|", None, None, "Practice deal"),
        (f"{md()}ah|Board 0|", None, None, "Board 0"),
    ],
)
def test_board_number_room_and_title(text: str, number: int | None, room: str | None, title: str | None) -> None:
    got = one(text)
    assert (got.board.number, got.room, got.title) == (number, room, title)


def test_four_player_names_by_seat() -> None:
    got = one(f"pn|Sam,Wendy,Nora,Ed|st||{md()}")
    assert [got.player(s) for s in (Seat.N, Seat.E, Seat.S, Seat.W)] == ["Nora", "Ed", "Sam", "Wendy"]


def test_missing_names_are_none() -> None:
    got = one(f"pn|Sam,,Nora|{md()}")
    assert got.players == ("Nora", None, "Sam", None)


@pytest.mark.parametrize(("room", "south"), [("o", "OpenS"), ("c", "ClosedS")])
def test_eight_names_pick_the_room(room: str, south: str) -> None:
    text = f"pn|OpenS,OpenW,OpenN,OpenE,ClosedS,ClosedW,ClosedN,ClosedE|pg||qx|o1|{md()}qx|{room}2|{md()}"
    second = lin.loads(text)[1]
    assert second.player(Seat.S) == south
    assert second.player(Seat.E) == south[:-1] + "E"


# --- mb, an, pc, mc, nt ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "call", "alerted"),
    [
        ("p", "P", False), ("P", "P", False), ("d", "X", False), ("D", "X", False), ("r", "XX", False),
        ("R", "XX", False), ("1c", "1C", False), ("1N", "1NT", False), ("3NT", "3NT", False), ("7s", "7S", False),
        ("2C!", "2C", True), ("p!", "P", True), ("d!", "X", True), (" 4h ", "4H", False),
    ],
)  # fmt: skip
def test_calls(value: str, call: str, alerted: bool) -> None:
    got = one(f"{md()}mb|{value}|")
    assert got.calls == (lin.LinCall(call, alerted),)


@pytest.mark.parametrize("value", ["", "8C", "0S", "1Z", "pp", "2", "N1"])
def test_bad_calls(value: str) -> None:
    with pytest.raises(LinDecodeError, match="not a call") as info:
        lin.loads(f"{md()}mb|1C|mb|{value}|")
    assert info.value.pair == 3


def test_explanation_attaches_to_the_call_before_it() -> None:
    got = one(f"{md()}mb|1C|mb|2C!|an|Michaels|mb|p|an|no agreement|")
    assert got.calls == (
        lin.LinCall("1C"),
        lin.LinCall("2C", alerted=True, explanation="Michaels"),
        lin.LinCall("P", explanation="no agreement"),
    )


def test_explanation_before_any_call_is_kept_as_extra() -> None:
    got = one(f"{md()}an|stray|mb|1C|")
    assert got.calls == (lin.LinCall("1C"),)
    assert [(p.tag, p.value) for p in got.extra] == [("an", "stray")]


@pytest.mark.parametrize("value", ["SA", "sa", "S10", "s10", "ST", " HK ", "C2"])
def test_cards_any_case(value: str) -> None:
    got = one(f"{md()}mb|1C|mb|p|mb|p|mb|p|pc|{value}|")
    assert got.plays == (Card.parse(value),)


@pytest.mark.parametrize("claim", [0, 7, 13])
def test_claim(claim: int) -> None:
    assert one(f"{md()}pc|SA|mc|{claim}|").claim == claim


@pytest.mark.parametrize("value", ["14", "x", "", "-1", "9½"])
def test_bad_claim(value: str) -> None:
    with pytest.raises(LinDecodeError, match="claim"):
        lin.loads(f"{md()}mc|{value}|")


def test_comments_know_when_they_were_made() -> None:
    got = one(f"{md()}nt|before|mb|1C|mb|p|nt|after two calls|mb|p|mb|p|pc|SA|nt|after the lead|")
    assert [(c.text, c.after_calls, c.after_plays) for c in got.comments] == [
        ("before", 0, 0), ("after two calls", 2, 0), ("after the lead", 4, 1),
    ]  # fmt: skip


@pytest.mark.parametrize("text", [f"st||{md()}mb|1C|", f"ST||{md()}mb|1C|", f"{md()}rh||mb|1C|",
                                  f"{md()}pg||mb|1C|", f"{md()}mb|1C|Pg||"])  # fmt: skip
def test_layout_tags_are_ignored(text: str) -> None:
    got = one(text)
    assert got.extra == ()
    assert got.calls == (lin.LinCall("1C"),)


def test_unknown_tags_are_kept_in_order() -> None:
    got = one(f"{md()}sk|N|zz|whatever|mb|1C|")
    assert [(p.tag, p.value) for p in got.extra] == [("sk", "N"), ("zz", "whatever")]


def test_vugraph_header() -> None:
    text = f"vg|Spring Cup,Semi final,I,17,32,Alpha,12.5,Beta,0|qx|o17|{md()}"
    header = one(text).vugraph
    assert header == lin.VugraphHeader("Spring Cup", "Semi final", "I", 17, 32, ("Alpha", "Beta"), (12.5, 0.0))


def test_short_vugraph_header_leaves_fields_empty() -> None:
    header = lin.parse_vugraph("Club night")
    assert header.event == "Club night"
    assert (header.first_board, header.teams, header.carry_over) == (None, ("", ""), (None, None))


@pytest.mark.parametrize(
    ("board_list", "qx", "expected"),
    [("", "o1", "3NS="), ("", "c1", "4SE-1"), ("", "c2", "2HW+1"), ("bn|2,1|", "o1", "2HN="), ("", "o9", None)],
)
def test_reported_result_from_rs(board_list: str, qx: str, expected: str | None) -> None:
    text = f"vg|E,S,I,1,2,A,0,B,0|rs|3NS=,4SE-1,2HN=,2HW+1|{board_list}qx|{qx}|{md()}"
    assert one(text).reported_result == expected


OPENED = f"{md()}mb|1N|mb|p|mb|p|mb|p|"  # 1NT by North; East leads


def test_calls_are_core_calls() -> None:
    got = one(f"{md()}mb|1n|mb|D|mb|r|mb|P|")
    assert [c.call.pbn for c in got.calls] == ["1NT", "X", "XX", "Pass"]


def test_claim_counts_tricks_already_won() -> None:
    # East wins two heart tricks, then declarer claims 9 in all: 9 of the 11 left.
    got = one(f"{OPENED}pc|HA|pc|H5|pc|H4|pc|H3|pc|HK|pc|H7|pc|H6|pc|H9|mc|9|")
    assert got.play is not None
    assert got.play.tricks_won(Seat.E) == 2
    assert got.result == 9


def test_incomplete_auction_has_no_play() -> None:
    got = one(f"{md()}mb|1N|mb|p|pc|HA|")
    assert got.auction is not None and not got.auction.is_complete
    assert got.contract is None and got.play is None
    assert got.plays == (Card.parse("HA"),)


def test_unknown_hands_still_replay() -> None:
    got = one(f"md|3{S_HAND},,,|mb|1N|mb|p|mb|p|mb|p|pc|HA|pc|H5|pc|H4|pc|H3|")
    assert got.play is not None
    assert len(got.play.tricks) == 1


@pytest.mark.parametrize(
    ("tail", "pair", "what"),
    [
        ("pc|HA|pc|H5|pc|H4|pc|HA|", 9, "HA"),  # a card played twice
        ("pc|HA|pc|H5|pc|H4|pc|H3|mc|13|", 10, "12 remain"),  # more than the 12 tricks left
        ("pc|S9|pc|S5|pc|S3|pc|SA|mc|0|", 10, "already won 1"),
    ],
)
def test_impossible_play_says_which_pair(tail: str, pair: int, what: str) -> None:
    with pytest.raises(LinDecodeError, match=what) as info:
        lin.loads(OPENED + tail)
    assert info.value.pair == pair


@given(st.data())
@settings(max_examples=30, deadline=None)
def test_random_boards_round_trip(data: st.DataObject) -> None:
    pack = data.draw(st.permutations(FULL_PACK))
    hands = {seat: Hand(pack[i * 13 : (i + 1) * 13]) for i, seat in enumerate(Seat)}
    deal = Deal.from_hands(dict(hands))
    dealer = data.draw(st.sampled_from(Seat))
    ranks = sorted(data.draw(st.sets(st.integers(0, len(ALL_BIDS) - 1), min_size=1, max_size=5)))
    calls = [text for r in ranks for text in (ALL_BIDS[r].compact, "p")][:-1]
    calls += ["d", "p", "p", "p"] if data.draw(st.booleans()) else ["p", "p", "p"]
    contract = Auction.from_text(dealer, " ".join(c.replace("d", "X") for c in calls)).contract()
    assert isinstance(contract, Contract)
    record = PlayRecord(deal, contract)
    for _ in range(data.draw(st.integers(0, 52))):
        record = record.play(data.draw(st.sampled_from(record.legal_cards())))
    claim = None
    if len(record.tricks) < 13 and data.draw(st.booleans()):
        won = record.state.declarer_tricks
        claim = data.draw(st.integers(won, won + 13 - len(record.tricks)))
    shown = [hand_lin(hands[seat]) for seat in lin.LIN_SEAT_ORDER]
    shown[data.draw(st.integers(0, 3))] = ""
    text = (
        f"pn|s,w,n,e|st||md|{lin.LIN_SEAT_ORDER.index(dealer) + 1}{','.join(shown)}|rh||ah|Board 5|sv|b|"
        + "".join(f"mb|{c}|" for c in calls)
        + "".join(f"pc|{e.card.pbn}|" for e in record.events if isinstance(e, Play))
        + ("" if claim is None else f"mc|{claim}|")
    )
    got = one(text)
    assert got.board.deal == deal
    assert got.contract == contract
    assert got.play is not None
    assert [e for e in got.play.events if isinstance(e, Play)] == list(record.events)
    assert not got.play.irregularities()
    assert got.result == (claim if claim is not None else record.result)
    assert pbn.loads(pbn.dumps([got.board])) == [got.board]


# --- board splitting ---------------------------------------------------------------------------


def test_boards_split_on_pn_md_and_qx() -> None:
    text = (
        f"pn|a,b,c,d|st||{md('1')}ah|Board 1|mb|p|\n"
        f"pn|e,f,g,h|st||{md('2')}ah|Board 2|mb|1C|\n"
        f"{md('3')}ah|Board 3|\n"
        f"qx|o4|{md('4')}\n"
        f"qx|c4|{md('4')}mb|p|"
    )
    boards = lin.loads(text)
    assert [b.board.number for b in boards] == [1, 2, 3, 4, 4]
    assert [b.board.dealer for b in boards] == [Seat.S, Seat.W, Seat.N, Seat.E, Seat.E]
    assert [b.player(Seat.S) for b in boards] == ["a", "e", "e", "e", "e"]
    assert [len(b.calls) for b in boards] == [1, 1, 0, 0, 1]


def test_heading_after_play_starts_the_next_board() -> None:
    boards = lin.loads(f"{md('1')}ah|Board 1|mb|p|mb|p|mb|p|mb|p|rh||ah|Board 2|sv|n|{md('2')}")
    assert [(b.board.number, b.board.vulnerability) for b in boards] == [
        (1, Vulnerability.from_board(1)), (2, Vulnerability.NS),
    ]  # fmt: skip


def test_closed_room_without_hands_reuses_the_open_room_deal() -> None:
    boards = lin.loads(f"qx|o3|{md('1')}qx|c3|md|1|")
    assert boards[1].board.deal == boards[0].board.deal
    assert boards[1].board.dealer is Seat.S


def test_header_only_text_has_no_boards() -> None:
    assert lin.loads("vg|Event,Seg,I,1,2,A,0,B,0|rs|,|pn|a,b,c,d|pg||") == []


# --- input forms -------------------------------------------------------------------------------

SIMPLE = f"pn|a,b,c,d|st||{md()}rh||ah|Board 9|sv|e|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|C3|mc|9|"


@pytest.mark.parametrize(
    "wrap",
    [
        lambda s: "https://www.bridgebase.com/tools/handviewer.html?lin=" + urllib.parse.quote(s, safe=""),
        lambda s: "http://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=" + urllib.parse.quote(s),
        lambda s: "www.bridgebase.com/tools/handviewer.html?lin=" + urllib.parse.quote_plus(s) + "&x=1",
        lambda s: "  " + urllib.parse.quote(s, safe="") + "\n",  # an encoded record pasted on its own
        lambda s: "\ufeff" + s.replace("|", "|\r\n"),
    ],
)
def test_urls_and_encodings_give_the_same_board(wrap: object) -> None:
    assert callable(wrap)
    assert lin.loads(wrap(SIMPLE)) == lin.loads(SIMPLE)


def test_several_urls_one_per_line() -> None:
    second = SIMPLE.replace("Board 9", "Board 10")
    urls = [f"https://www.bridgebase.com/tools/handviewer.html?lin={urllib.parse.quote(t)}" for t in (SIMPLE, second)]
    boards = lin.loads("\r\n".join(urls) + "\n\n")
    assert [b.board.number for b in boards] == [9, 10]


def test_unencoded_url_keeps_spaces_in_values() -> None:
    got = one("www.bridgebase.com/tools/handviewer.html?lin=pn|Zoe Smith,b,c,d|" + md())
    assert got.player(Seat.S) == "Zoe Smith"


def test_url_without_lin_parameter() -> None:
    with pytest.raises(LinDecodeError, match="lin="):
        lin.loads("https://www.bridgebase.com/myhands/index.php?user=someone")


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1252"])
def test_bytes_in_usual_encodings(encoding: str) -> None:
    text = f"pn|Zoë,Δημήτρης,Renée,b|{md()}" if encoding != "cp1252" else f"pn|Zoë,Dimitris,Renée,b|{md()}"
    got = one(text.encode(encoding))
    assert got.player(Seat.S) == "Zoë"
    assert got.player(Seat.N) == "Renée"


def test_load_reads_text_and_binary_files() -> None:
    assert lin.load(io.StringIO(SIMPLE)) == lin.load(io.BytesIO(SIMPLE.encode())) == lin.loads(SIMPLE)


# --- errors ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pair", "offset", "line", "what"),
    [
        ("hello world", None, 0, 1, "not a LIN record"),
        ("pn|a|abc|x|", 2, 5, 1, "two-letter tag"),
        ("pn|a|\n\n 7x|x|", 2, 8, 3, "two-letter tag"),
        ("pn|a|md|5SA,,,|", 2, 8, 1, "dealer digit"),
        ("md|3SAKX,,,|", 1, 7, 1, "'X' is not a suit letter or a rank"),
        ("md|3SA,SK,SQ\n,HXA|", 1, 15, 2, "'X' is not a suit letter or a rank"),
        ("md|3SA,SK,SQ,SJ,ST|", 1, 16, 1, "at most 4"),
        ("md|3AKQ,,,|", 1, 4, 1, "a rank before any suit letter"),
        ("st||\nmb|1C|\nmb|zz|", 3, 12, 3, "not a call"),
        ("pc|Z9|", 1, 0, 1, "not a card"),
        ("sv|q|", 1, 0, 1, "vulnerability"),
        ("pc|SA|mb|1C|", 2, 6, 1, "after the play"),
    ],
)
def test_errors_say_where_and_what(text: str, pair: int | None, offset: int, line: int, what: str) -> None:
    with pytest.raises(LinDecodeError) as info:
        lin.loads(text)
    err = info.value
    assert (err.pair, err.offset, err.line) == (pair, offset, line)
    assert what in str(err)
    assert isinstance(err, InputError)
    assert isinstance(err, ValueError)


def test_errors_from_a_file_name_it(tmp_path: Path) -> None:
    path = tmp_path / "broken.lin"
    path.write_text("pn|a,b,c,d|\nmb|9Z|\n", encoding="utf-8")
    with path.open("rb") as fp, pytest.raises(LinDecodeError) as info:
        lin.load(fp)
    assert (info.value.filename, info.value.pair, info.value.line) == (str(path), 2, 2)
    assert str(info.value).startswith(f"{path}, pair 2, line 2")
    assert "not a call" in info.value.reason


LIN_TAGS = ["pn", "st", "md", "rh", "ah", "sv", "mb", "an", "pc", "mc", "pg", "nt", "qx", "vg", "rs", "bn", "zz"]
LIN_CHARS = "SHDCshdcAKQJT98765432103!NPpdrXx,-o eb|\n"


@given(st.one_of(st.text(), st.text(alphabet=LIN_CHARS)))
@settings(max_examples=300, deadline=None)
def test_fuzz_text_only_lin_errors(text: str) -> None:
    try:
        boards = lin.loads(text)
    except LinDecodeError:
        return
    assert all(isinstance(b, lin.LinBoard) for b in boards)


@given(st.binary())
@settings(max_examples=150, deadline=None)
def test_fuzz_bytes_only_lin_errors(data: bytes) -> None:
    try:
        boards = lin.loads(data)
    except LinDecodeError:
        return
    assert all(isinstance(b, lin.LinBoard) for b in boards)


@given(st.lists(st.tuples(st.sampled_from(LIN_TAGS), st.text(alphabet=LIN_CHARS.replace("|", ""), max_size=40))))
@settings(max_examples=300, deadline=None)
def test_fuzz_pairs_only_lin_errors(items: list[tuple[str, str]]) -> None:
    text = "".join(f"{tag}|{value}|" for tag, value in items)
    try:
        boards = lin.loads(text)
    except LinDecodeError as exc:
        assert exc.pair is not None and 1 <= exc.pair <= len(items)
        return
    assert sum(len(b.calls) for b in boards) <= sum(1 for tag, _ in items if tag == "mb")


VUGRAPH_PAIRS = lin.pairs((DATA / "vugraph.lin").read_text(encoding="utf-8"))


@given(st.lists(st.tuples(st.sampled_from(["drop", "repeat", "swap"]), st.integers(0, len(VUGRAPH_PAIRS) - 1)),
                max_size=6))  # fmt: skip
@settings(max_examples=60, deadline=None)
def test_fuzz_mangled_vugraph_only_lin_errors(edits: list[tuple[str, int]]) -> None:
    items = [(p.tag, p.value) for p in VUGRAPH_PAIRS]
    for op, where in edits:
        i = where % len(items)
        if op == "drop":
            del items[i]
        elif op == "repeat":
            items.insert(i, items[i])
        else:
            j = (i + 1) % len(items)
            items[i], items[j] = items[j], items[i]
    try:
        boards = lin.loads("".join(f"{tag}|{value}|" for tag, value in items))
    except LinDecodeError as exc:
        assert exc.pair is not None and 1 <= exc.pair <= len(items)
        return
    assert sum(len(b.plays) for b in boards) <= sum(1 for tag, _ in items if tag == "pc")


# --- sample files --------------------------------------------------------------------------------

class Expected(NamedTuple):
    name: str
    index: int
    number: int
    room: str | None
    dealer: Seat
    vul: Vulnerability
    calls: int
    plays: int
    claim: int | None
    south: str
    contract: str  # as the sample's auction implies: PBN contract and declarer, or "Pass"


SAMPLES = [
    Expected("single_hand.lin", 0, 1, None, Seat.N, Vulnerability.NONE, 12, 20, 7, "dimitris_k", "3NT N"),
    Expected("handviewer_url.lin", 0, 4, None, Seat.W, Vulnerability.BOTH, 9, 8, 7, "South", "4S N"),
    Expected("myhands_crlf.lin", 0, 7, None, Seat.S, Vulnerability.BOTH, 14, 16, 6, "anna_s", "3NTX W"),
    Expected("myhands_crlf.lin", 1, 8, None, Seat.W, Vulnerability.NONE, 9, 8, 9, "anna_s", "4H S"),
    Expected("vugraph.lin", 0, 1, "o", Seat.N, Vulnerability.NONE, 12, 24, 6, "Papadopoulos", "3NT S"),
    Expected("vugraph.lin", 1, 1, "c", Seat.N, Vulnerability.NONE, 14, 16, 8, "Ivanova", "4H N"),
    Expected("vugraph.lin", 2, 2, "o", Seat.E, Vulnerability.NS, 15, 52, None, "Papadopoulos", "4S N"),
    Expected("vugraph.lin", 3, 2, "c", Seat.E, Vulnerability.NS, 11, 28, 9, "Ivanova", "4S N"),
    Expected("vugraph.lin", 4, 3, "o", Seat.S, Vulnerability.EW, 4, 0, None, "Papadopoulos", "Pass"),
    Expected("vugraph.lin", 5, 3, "c", Seat.S, Vulnerability.EW, 7, 12, 6, "Ivanova", "1NT E"),
]


def sample(name: str) -> list[lin.LinBoard]:
    with (DATA / name).open("rb") as fp:
        return lin.load(fp)


@pytest.mark.parametrize("want", SAMPLES, ids=lambda e: f"{e.name}-{e.index}")
def test_sample_boards(want: Expected) -> None:
    got = sample(want.name)[want.index]
    assert (got.board.number, got.room, got.board.dealer, got.board.vulnerability) == (
        want.number, want.room, want.dealer, want.vul,
    )  # fmt: skip
    assert (len(got.calls), len(got.plays), got.claim) == (want.calls, want.plays, want.claim)
    assert got.player(Seat.S) == want.south
    assert got.board.deal.is_complete


@pytest.mark.parametrize("want", SAMPLES, ids=lambda e: f"{e.name}-{e.index}")
def test_sample_contract_from_the_auction(want: Expected) -> None:
    got = sample(want.name)[want.index]
    assert got.auction is not None
    assert got.auction.is_complete
    assert not got.auction.irregularities()
    assert [e.call for e in got.auction] == [c.call for c in got.calls]
    contract = got.contract
    if want.contract == "Pass":
        assert isinstance(contract, PassedOut)
        assert got.play is None
        assert (got.board.contract, got.board.declarer) == ("Pass", None)
    else:
        assert isinstance(contract, Contract)
        assert f"{contract.pbn} {contract.declarer.letter}" == want.contract
        assert (got.board.contract, got.board.declarer) == tuple(want.contract.split())


@pytest.mark.parametrize("want", [e for e in SAMPLES if e.plays], ids=lambda e: f"{e.name}-{e.index}")
def test_sample_play_replays_to_the_result(want: Expected) -> None:
    got = sample(want.name)[want.index]
    assert got.play is not None and got.contract is not None
    assert not got.play.irregularities()
    assert len(got.play.tricks) == len(got.plays) // 4
    # Every card was played by the seat dealt it, in turn: replaying the tricks by hand agrees.
    declarer_side = got.play.contract.declaring_side
    won = sum(1 for t in got.play.tricks if t.winner is not None and t.winner.side is declarer_side)
    expected = won if want.claim is None else want.claim
    assert got.result == expected
    assert got.board.result == str(expected)


RS = re.compile(r"([1-7])([CDHSN])([NESW])([=+-][0-9]*)")


@pytest.mark.parametrize("index", range(6))
def test_vugraph_results_agree_with_auction_and_play(index: int) -> None:
    got = sample("vugraph.lin")[index]
    assert got.reported_result is not None
    m = RS.fullmatch(got.reported_result)
    if m is None:
        assert got.reported_result == "PASS"
        assert isinstance(got.contract, PassedOut)
        return
    contract = got.contract
    assert isinstance(contract, Contract)
    assert (str(contract.level), contract.strain.letter[0], contract.declarer.letter) == m.group(1, 2, 3)
    over = 0 if m.group(4) == "=" else int(m.group(4))
    assert got.result == contract.tricks_needed + over


def test_pbn_writer_round_trips_lin_boards() -> None:
    for name in ("single_hand.lin", "handviewer_url.lin", "myhands_crlf.lin", "vugraph.lin"):
        boards = [b.board for b in sample(name)]
        assert pbn.loads(pbn.dumps(boards)) == boards


def test_pbn_sections_hold_the_auction_and_the_tricks() -> None:
    got = sample("vugraph.lin")[1]
    auction, play = got.board.auction_section, got.board.play_section
    assert auction is not None and play is not None and got.play is not None
    assert auction.value == "N"
    assert [t for t in auction.tokens if not t.startswith("=")] == [c.call.pbn for c in got.calls]
    assert auction.notes == ("1:fourth suit forcing, game force",)
    assert play.value == got.play.contract.opening_leader.letter
    cards = [t for t in play.tokens if t not in ("-", "*")]
    assert sorted(cards) == sorted(c.pbn for c in got.plays)
    assert play.tokens[-1] == "*"  # claimed before the end


@pytest.mark.parametrize(("name", "count"), [("single_hand.lin", 1), ("handviewer_url.lin", 1),
                                             ("myhands_crlf.lin", 2), ("vugraph.lin", 6)])  # fmt: skip
def test_sample_board_counts(name: str, count: int) -> None:
    assert len(sample(name)) == count


def test_vugraph_sample_details() -> None:
    boards = sample("vugraph.lin")
    assert all(b.vugraph is not None and b.vugraph.teams == ("ATHENS BC", "SALONICA BC") for b in boards)
    assert [b.reported_result for b in boards] == ["3NS-3", "4HN-2", "4SN-1", "4SN-1", "PASS", "1NE-1"]
    # The two rooms of a board hold the same cards, even where the closed room gave three hands.
    for open_room, closed_room in zip(boards[::2], boards[1::2], strict=True):
        assert open_room.board.deal == closed_room.board.deal
    alerted = [(c.text, c.explanation) for b in boards for c in b.calls if c.alerted]
    assert alerted == [("2D", "fourth suit forcing, game force"), ("2C", "strong, artificial"), ("2D", "waiting")]
    assert boards[5].calls[3] == lin.LinCall("1NT", explanation="8-10 balanced, stopper")
    assert [(c.after_calls, c.after_plays) for c in boards[0].comments] == [(8, 0)]


def test_samples_play_only_cards_dealt() -> None:
    for name in ("single_hand.lin", "handviewer_url.lin", "myhands_crlf.lin", "vugraph.lin"):
        for got in sample(name):
            assert len(set(got.plays)) == len(got.plays)
            for card in got.plays:
                assert got.board.deal.holder(card) is not None


def test_deal_type_is_core() -> None:
    assert isinstance(sample("single_hand.lin")[0].board.deal, Deal)


def _pairs_one_character_at_a_time(text: str) -> list[tuple[str, str, int, int, int]] | str:
    """The tokenizer as it was before issue 19 (a character loop and two finds a pair), to hold the pattern to."""
    found: list[tuple[str, str, int, int, int]] = []
    pos, index, end = 0, 0, len(text)
    while True:
        while pos < end and text[pos].isspace():
            pos += 1
        bar = text.find("|", pos)
        if pos >= end or bar < 0:
            return f"no pairs at {pos}" if index == 0 and pos < end else found
        index += 1
        tag = text[pos:bar].strip()
        if len(tag) != 2 or not (tag.isascii() and tag.isalpha()):
            return f"bad tag {tag!r} at {pos}"
        close = text.find("|", bar + 1)
        value = text[bar + 1 :].rstrip() if close < 0 else text[bar + 1 : close]
        found.append((tag.lower(), value, index, pos, bar + 1))
        if close < 0:
            return found
        pos = close + 1


_LIN_CHARS = st.sampled_from([*"|pcmbPCSAK1n! ,", "\n", "\r", "\t", "\u00a0", "\u2003", "é"])


@given(st.text(alphabet=_LIN_CHARS, max_size=40))
def test_pairs_are_split_as_one_character_at_a_time(text: str) -> None:
    """The pairs are found by one pattern a pair (issue 19): the same pairs, offsets and refusals as before."""
    got: list[tuple[str, str, int, int, int]] | str
    try:
        got = [(p.tag, p.value, p.index, p.offset, p.value_offset) for p in lin.pairs(text)]
    except lin.LinDecodeError as exc:
        assert exc.offset is not None
        tag = text[exc.offset :].split("|", maxsplit=1)[0].strip()
        got = f"no pairs at {exc.offset}" if exc.pair is None else f"bad tag {tag!r} at {exc.offset}"
    assert got == _pairs_one_character_at_a_time(text)
