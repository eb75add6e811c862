"""Numbers longer than Python converts (4,300 digits) and numbers out of their field's range, at every
place a format carries one: refused with our InputError saying which number, where and the range allowed
(issue 20), never a bare ``ValueError``; :func:`bounded_int` itself, with Hypothesis."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core import incident, lin, pbn
from tdcompanion.core.errors import InputError, LinDecodeError, NumberError, PBNDecodeError
from tdcompanion.core.incident import IncidentFormatError
from tdcompanion.core.numbers import MAX_BOARD, MAX_COUNT, MAX_DIGITS, RANGES, bounded_int

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LONG = "9" * (sys.get_int_max_str_digits() + 700)  # more digits than int() converts
HUGE = "1" + "0" * 40  # converts, but far beyond any range

# -- bounded_int ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("what", sorted(RANGES))
def test_every_range_is_read_at_its_ends_and_refused_past_them(what: str) -> None:
    low, high = RANGES[what]
    assert bounded_int(str(low), what) == low and bounded_int(f" {high} ", what) == high
    for outside in (low - 1, high + 1):
        with pytest.raises(NumberError, match=rf"from {low} to {high}, not {outside}$") as caught:
            bounded_int(str(outside), what)
        assert (caught.value.what, caught.value.low, caught.value.high) == (what, low, high)


def test_a_number_longer_than_python_converts_is_refused_by_its_length() -> None:
    with pytest.raises(NumberError, match=rf"the board number is a number from 1 to {MAX_BOARD}, not a number of "
                                          rf"{len(LONG)} digits"):  # fmt: skip
        bounded_int(LONG, "board")
    with pytest.raises(NumberError, match="not a number of more than 30 digits"):
        bounded_int(10**5000, "revision")  # an int already read: str() of it would be refused too


@pytest.mark.parametrize("text", ["", " ", "1.5", "1e3", "abc", "٣", "0x10", "--1", True])
def test_what_is_not_a_whole_number_is_said_so(text: str | bool) -> None:
    with pytest.raises(NumberError, match="the number of tricks is a whole number, not"):
        bounded_int(text, "tricks")


@given(st.text(alphabet="0123456789- +", max_size=MAX_DIGITS + 20) | st.integers())
def test_bounded_int_gives_a_number_in_range_or_our_error(text: str | int) -> None:
    try:
        value = bounded_int(text, "tricks")
    except NumberError as exc:
        assert str(exc).startswith("the number of tricks is ")
    else:
        assert 0 <= value <= 13


# -- incident files --------------------------------------------------------------------------------------


def _revoke() -> str:
    return (EXAMPLES / "law64-revoke.json").read_text(encoding="utf-8")


@pytest.mark.parametrize(("old", "number", "where"), [
    ('"schema_version": 4', LONG, "(line 3, column 21)"),
    ('"revision": 2', LONG, "(line 5, column 15)"),
    ('"revision": 2', HUGE, "(line 5, column 15)"),
    ('"number": 3', LONG, "(line 34, column 15)"),
    ('"number": 3', HUGE, "(line 34, column 15)"),
])  # fmt: skip
def test_an_incident_with_a_long_number_is_refused_at_its_line(old: str, number: str, where: str) -> None:
    text = _revoke()
    assert old in text
    with pytest.raises(IncidentFormatError) as caught:
        incident.loads(text.replace(old, f"{old.partition(':')[0]}: {number}", 1), filename="x.json")
    assert caught.value.filename == "x.json"
    assert caught.value.reason == (f"a number of {len(number)} digits {where}; no number of an incident file has "
                                   "more than 30 digits")  # fmt: skip


@pytest.mark.parametrize(("old", "number", "path", "what"), [
    ('"schema_version": 4', "0", "$.schema_version", f"the schema version is a number from 1 to {MAX_COUNT}"),
    ('"revision": 2', str(MAX_COUNT + 1), "$.revision", f"the revision is a number from 0 to {MAX_COUNT}"),
    ('"number": 3', "1000000000", "$.board.number", "the board number is a number from 1 to 999999999"),
])  # fmt: skip
def test_an_incident_number_out_of_its_range_is_refused_at_its_path(old: str, number: str, path: str,
                                                                    what: str) -> None:  # fmt: skip
    with pytest.raises(IncidentFormatError) as caught:
        incident.loads(_revoke().replace(old, f"{old.partition(':')[0]}: {number}", 1), filename="x.json")
    assert caught.value.path == path and caught.value.reason == f"{what}, not {number}"


def test_a_long_number_anywhere_in_an_incident_says_its_line_and_column() -> None:
    document = json.loads(_revoke())
    document["note"] = "1234567 " + LONG  # digits in a string are text, not the number meant
    document["x-extra"] = {"deep": [1.5e300, 2, 1234567]}
    text = json.dumps(document, indent=1)
    line = text[: text.index("1234567\n")].count("\n") + 1
    with pytest.raises(IncidentFormatError, match=rf"a number of {len(LONG)} digits \(line {line}, column 4\)"):
        incident.loads(text.replace("1234567\n", LONG + "\n", 1))


def test_a_long_digit_string_in_a_text_field_is_only_text() -> None:
    document = json.loads(_revoke())
    document["note"] = LONG[:3000]
    assert incident.loads(json.dumps(document)).note == LONG[:3000]


@pytest.mark.parametrize("tricks", [14, 10**12, -1])
def test_tricks_of_a_claim_are_bounded(tricks: int) -> None:
    document = json.loads(_revoke())
    document["board"]["play"].append({"event": "claim", "seat": "S", "tricks": tricks})
    with pytest.raises(IncidentFormatError, match=rf"the number of tricks is a number from 0 to 13, not {tricks}"):
        incident.loads(json.dumps(document))


@pytest.mark.parametrize("key", ["calls", "events"])
def test_a_point_of_the_record_is_bounded(key: str) -> None:
    document = json.loads(_revoke())
    document["rulings"][0]["at"] = {"calls": 4, "events": 4, key: MAX_COUNT + 1}
    with pytest.raises(IncidentFormatError, match=rf"is a number from 0 to {MAX_COUNT}, not {MAX_COUNT + 1}") as caught:
        incident.loads(json.dumps(document))
    assert caught.value.path == f"$.rulings[0].at.{key}"


# -- PBN -----------------------------------------------------------------------------------------------------


def _pbn(auction: str, *notes: str, result: str = "9") -> str:
    lines = ['[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', f'[Result "{result}"]', '[Auction "N"]', auction,
             *(f'[Note "{n}"]' for n in notes)]  # fmt: skip
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("text", "line"), [(_pbn(f"1C ={LONG}= AP"), 6), (_pbn(f"1C ={HUGE}= AP"), 6),
                                            (_pbn("1C =1= AP", f"{LONG}:strong"), None)])  # fmt: skip
def test_a_pbn_note_number_out_of_range_is_refused_where_it_is(text: str, line: int | None) -> None:
    with pytest.raises(PBNDecodeError, match=f"the note number is a number from 0 to {MAX_COUNT}") as caught:
        pbn.auction_of(pbn.loads(text, filename="n.pbn")[0])
    assert caught.value.line == line and "board 1, Auction section" in str(caught.value)


def test_a_pbn_result_of_many_digits_is_no_number_of_tricks() -> None:
    (board,) = pbn.loads(_pbn("1C AP", result=LONG))
    assert board.result_tricks is None


# -- LIN -------------------------------------------------------------------------------------------------------

MD = "md|3S8765H875DAKQCAKQ,S43HT64DJ764CJ983,SAKQ2HJ93DT8C7542,SJT9HAKQ2D9532CT6|"
PLAYED = "mb|1c|mb|p|mb|p|mb|p|pc|c2|"


@pytest.mark.parametrize(("text", "pair", "what"), [
    (f"qx|o{LONG}|{MD}", 1, "the board number"),
    (f"qx|c{HUGE}|{MD}", 1, "the board number"),
    (f"ah|Board {LONG}|{MD}", 1, "the board number"),
    (f"{MD}{PLAYED}mc|{LONG}|", 7, "a claim is a number of tricks"),
    (f"vg|ev,seg,I,{LONG},2,a,0,b,0|{MD}", 1, "the board number"),
    (f"vg|ev,seg,I,1,{LONG},a,0,b,0|{MD}", 1, "the board number"),
])  # fmt: skip
def test_a_lin_number_out_of_range_is_refused_at_its_pair(text: str, pair: int, what: str) -> None:
    with pytest.raises(LinDecodeError, match=f"{what} (is a number )?from") as caught:
        lin.loads(text, filename="b.lin")
    assert caught.value.pair == pair and caught.value.filename == "b.lin"


@pytest.mark.parametrize("link", ["https://[bbo.com/hv.html?lin=pn|a|", "http://]x/?lin=md|1|", "https://[::1/?lin=x"])
def test_a_handviewer_link_with_a_bad_host_is_refused(link: str) -> None:
    """urllib refuses '[' in a host with a bare ValueError, Invalid IPv6 URL (found by the fuzzer, tests/fuzz)."""
    with pytest.raises(LinDecodeError, match=r"not a link: .* \(its host cannot be read\)") as caught:
        lin.loads(link, filename="h.lin")
    assert caught.value.filename == "h.lin"


def test_lin_board_numbers_in_range_still_read() -> None:
    (board,) = lin.loads(f"qx|o12|{MD}")
    assert board.board.number == 12
    (board,) = lin.loads(f"ah|Board 0|{MD}")  # no board number: as before
    assert board.board.number is None


def test_every_refusal_is_an_input_error() -> None:
    assert issubclass(NumberError, InputError) and issubclass(NumberError, ValueError)


def test_the_incident_schema_gives_the_ranges_the_reader_reads() -> None:
    schema = incident.schema()
    defs = schema["$defs"]
    for what, at in (("revision", schema["properties"]["revision"]), ("board", defs["board"]["properties"]["number"]),
                     ("event", defs["irregularity"]["properties"]["event"]),
                     ("call", defs["irregularity"]["properties"]["call"]),
                     ("calls", defs["position"]["properties"]["calls"]),
                     ("events", defs["position"]["properties"]["events"]),
                     ("tricks", defs["score_tricks"])):  # fmt: skip
        assert (at["minimum"], at["maximum"]) == RANGES[what], what
