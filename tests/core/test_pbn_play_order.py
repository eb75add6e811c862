"""PBN Auction and Play tags naming North (``Seat.N`` is 0), and Play sections listed in the order played."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core import pbn
from tdcompanion.core.board import Board
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.play import Play, PlayRecord
from tdcompanion.core.seats import Seat

DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
LOWEST_SPADE = {Seat.N: "SJ", Seat.E: "S8", Seat.S: "S5", Seat.W: "S2"}


def game(*lines: str) -> Board:
    return pbn.loads("\n".join(lines) + "\n")[0]


# -- the seat a tag names, North included ---------------------------------------------------------


@pytest.mark.parametrize("dealer", [None, "other"])
@pytest.mark.parametrize("seat", list(Seat))
def test_the_auction_tag_names_the_first_caller(seat: Seat, dealer: str | None) -> None:
    """Without a Dealer tag (nor a board number to deal by) or with another dealer, the calls start with
    the Auction tag's seat."""
    tags = ['[Board "?"]'] if dealer is None else ['[Board "1"]', f'[Dealer "{seat.next.letter}"]']
    board = game(*tags, f'[Deal "{DEAL.to_pbn()}"]', f'[Auction "{seat.letter}"]', "1S Pass 2S AP")
    auction = pbn.auction_of(board)
    assert auction is not None
    assert [e.seat for e in auction.entries[:4]] == list(seat.rotation())
    assert auction.contract() == Contract(2, Strain.SPADES, seat)


@pytest.mark.parametrize("dealer", [None, "N", "W"])
@pytest.mark.parametrize("seat", list(Seat))
def test_the_play_tag_names_who_led(seat: Seat, dealer: str | None) -> None:
    """The Play tag's seat leads trick 1 even when the contract's opening leader is someone else
    (here declarer himself leads: a lead out of turn the record keeps)."""
    tags = [] if dealer is None else [f'[Dealer "{dealer}"]']
    columns = " ".join(LOWEST_SPADE[s] for s in seat.rotation())
    board = game('[Board "1"]', *tags, f'[Deal "{DEAL.to_pbn()}"]', '[Contract "4H"]',
                 f'[Declarer "{seat.letter}"]', f'[Play "{seat.letter}"]', columns)  # fmt: skip
    play = pbn.play_of(board)
    assert play is not None
    assert play.events == tuple(Play(s, Card.parse(LOWEST_SPADE[s])) for s in seat.rotation())


def test_a_pbn_deal_is_written_from_north_when_north_deals() -> None:
    board = Board(number=1, deal=DEAL, dealer=Seat.N)
    assert f'[Deal "{DEAL.to_pbn(Seat.N)}"]' in pbn.dumps([board])


# -- a play listed in the order played ------------------------------------------------------------

#: 1NT by South, West leads: North wins trick 1 with the SJ and leads the H8; West wins with the HA.
PLAYED_ORDER = (
    '[Board "7"]', f'[Deal "{DEAL.to_pbn()}"]', '[Contract "1NT"]', '[Declarer "S"]', '[Play "W"]',
    "S2 SJ S8 S5",
    "H8 H5 H2 HA",
    "*",
)  # fmt: skip


def test_a_play_listed_in_the_order_played_is_read_with_a_warning_naming_board_and_line() -> None:
    board = game(*PLAYED_ORDER)
    reading = pbn.read_play(board)
    assert reading is not None
    assert [str(e) for e in reading.play.events] == [str(e) for e in (
        Play(Seat.W, Card.parse("S2")), Play(Seat.N, Card.parse("SJ")), Play(Seat.E, Card.parse("S8")),
        Play(Seat.S, Card.parse("S5")), Play(Seat.N, Card.parse("H8")), Play(Seat.E, Card.parse("H5")),
        Play(Seat.S, Card.parse("H2")), Play(Seat.W, Card.parse("HA")))]  # fmt: skip
    assert reading.play.tricks[1].winner is Seat.W
    (warning,) = reading.warnings
    # by seat (W N E S), North's H5 would lead trick 2: he does not hold it
    assert (warning.board, warning.section, warning.line, warning.token) == (7, "Play", 7, "H5")
    assert "order played" in warning.reason and "North does not hold ♥5" in warning.reason
    assert str(warning).startswith("line 7: board 7, Play section")
    assert pbn.play_of(board) == reading.play
    assert pbn.consistency(board) == (pbn.ReadWithWarning("Play", warning.reason, "H5", 7),)


def test_a_play_read_by_seat_has_no_warning() -> None:
    board = game(*PLAYED_ORDER[:5], "S2 SJ S8 S5", "HA H8 H5 H2", "*")  # by seat from West
    reading = pbn.read_play(board)
    assert reading is not None and reading.warnings == ()
    assert reading.play == pbn.read_play(game(*PLAYED_ORDER)).play  # type: ignore[union-attr]


def test_a_play_kept_as_written_when_unchanged_and_written_by_seat_when_changed() -> None:
    board = game(*PLAYED_ORDER)
    play = pbn.play_of(board)
    assert play is not None
    assert pbn.with_record(board, None, play).play_section == board.play_section
    shorter = PlayRecord(play.deal, play.contract, play.events[:6])
    written = pbn.with_record(board, None, shorter)
    assert written.play_section is not None and written.play_section.lines[:2] == ("S2 SJ S8 S5", "- H8 H5 -")


@pytest.mark.parametrize(("lines", "token", "line", "reason"), [
    # by seat North's H5 fails; in the order played the reading gets further, to West's CQ (East
    # holds it): that is the reason given, with the seat reading's
    (("S2 SJ S8 S5", "H8 H5 H2 CQ"), "CQ", 7, "West does not hold ♣Q (each line read in the order played"),
    # both readings fail at the same card: the seat reading's reason
    (("S2 SJ SQ S5",), "SQ", 6, "East does not hold ♠Q"),
    # by seat West's H8 fails (last of trick 2, North's column empty); in the order played, a card
    # missing before the last card of the last trick
    (("S2 SJ S8 S5", "H8 - H5 H2"), "-", 7, "a card is missing from trick 2, but a card follows it"),
])  # fmt: skip
def test_a_play_read_neither_way_is_refused_naming_line_and_card(
    lines: tuple[str, ...], token: str, line: int, reason: str
) -> None:
    board = game(*PLAYED_ORDER[:5], *lines)
    with pytest.raises(pbn.PBNSectionError) as info:
        pbn.read_play(board)
    exc = info.value
    assert (exc.board, exc.section, exc.token, exc.line) == (7, "Play", token, line)
    assert exc.reason.startswith(reason)
    assert str(exc).startswith(f"line {line}: board 7, Play section, {token!r}: ")


# -- property: by seat and in the order played read back alike -------------------------------------


@st.composite
def plays(draw: st.DrawFn) -> PlayRecord:
    rng = draw(st.randoms(use_true_random=False))
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    deal = Deal(tuple(Hand(pack[i : i + 13]) for i in range(0, 52, 13)))  # type: ignore[arg-type]
    contract = Contract(draw(st.integers(1, 7)), draw(st.sampled_from(list(Strain))), draw(st.sampled_from(list(Seat))))
    play = PlayRecord(deal, contract)
    for _ in range(draw(st.integers(0, 52))):
        play = play.play(rng.choice(play.legal_cards()), play.next_seat)
    return play


def played_order_lines(play: PlayRecord) -> list[str]:
    """The play one trick a line, each line's cards in the order played (from that trick's leader)."""
    state = play.state
    tricks = [*state.tricks, *([state.current] if state.current is not None and state.current.cards else [])]
    lines = [" ".join([*(tc.card.pbn for tc in t.cards), *["-"] * (4 - len(t.cards))]) for t in tricks]
    return lines + (["*"] if len(state.tricks) < 13 else [])


@given(plays())
@settings(max_examples=150, deadline=None)
def test_a_play_by_seat_and_in_the_order_played_read_back_alike(play: PlayRecord) -> None:
    contract = play.contract
    tags = {"Board": "1", "Deal": play.deal.to_pbn(), "Contract": contract.pbn, "Declarer": contract.declarer}
    head = "".join(f'[{name} "{value}"]\n' for name, value in tags.items())
    by_seat = pbn.loads(pbn.dumps([pbn.with_record(pbn.loads(head)[0], None, play)]))[0]
    in_order = pbn.loads(f'{head}[Play "{contract.opening_leader}"]\n' + "\n".join(played_order_lines(play)) + "\n")[0]
    seat_reading, order_reading = pbn.read_play(by_seat), pbn.read_play(in_order)
    assert seat_reading is not None and order_reading is not None
    assert seat_reading.play.events == order_reading.play.events == play.events
    assert seat_reading.warnings == ()
    current = play.state.current
    leaders = [t.leader for t in play.state.tricks]
    leaders += [current.leader] if current is not None and current.cards else []
    assert bool(order_reading.warnings) == any(leader is not contract.opening_leader for leader in leaders)
