"""PBN Auction and Play sections as core objects: reading, errors, writing back, consistency."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core import lin, pbn
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board, PbnSection
from tdcompanion.core.calls import PASS, Call, Strain
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.play import Claim, Play, PlayRecord, Retract
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL, TrickCard

DATA = Path(__file__).resolve().parent.parent / "data"
PBN_FILES = sorted((DATA / "pbn").glob("*.pbn"))
LIN_FILES = sorted((DATA / "lin").glob("*.lin"))
VIENNA = DATA / "pbn" / "eyc1998-vienna.pbn"
WC2012 = DATA / "pbn" / "wc2012-comments.pbn"
CLUBS, HEARTS, SPADES, NOTRUMP = Strain.CLUBS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP
DEAL = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def real_boards() -> list[tuple[str, Board]]:
    """Every board of the PBN test files, and every LIN test board as its PBN form."""
    boards = [(f"{p.name}#{i}", b) for p in PBN_FILES for i, b in enumerate(pbn.loads(p.read_bytes()))]
    lins = [(f"{p.name}#{i}", lb.board) for p in LIN_FILES for i, lb in enumerate(lin.loads(p.read_bytes()))]
    return boards + [(name, pbn.loads(pbn.dumps([b]))[0]) for name, b in lins]


REAL = real_boards()
WC2012_BOARD = pbn.loads(WC2012.read_bytes())[0]
READABLE = [(name, b) for name, b in REAL if b is not WC2012_BOARD and "wc2012" not in name]


def board_with(auction: str | None = None, play: str | None = None, **tags: str) -> Board:
    """A PBN game read from text: board 1, North deals ``DEAL``, with the sections and tags given."""
    lines = ['[Board "1"]', '[Dealer "N"]', f'[Deal "{DEAL.to_pbn()}"]']
    lines += [f'[{name} "{value}"]' for name, value in tags.items()]
    if auction is not None:
        lines += ['[Auction "N"]', auction]
    if play is not None:
        lines += play.splitlines()
    return pbn.loads("\n".join(lines) + "\n")[0]


def test_section_tokens_know_their_file_lines() -> None:
    """Notes, % lines and comments spanning lines may come between a section's lines."""
    text = '[Board "1"]\n[Auction "N"]\n1S { a comment\nover two lines } Pass\n[Note "1:x"]\n% directive\n2S AP\n'
    section = pbn.loads(text)[0].auction_section
    assert section is not None
    assert section.located_tokens() == [("1S", 3), ("Pass", 4), ("2S", 7), ("AP", 7)]
    assert PbnSection("N", ("1S Pass",)).located_tokens() == [("1S", None), ("Pass", None)]


# -- the auction --------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "calls", "contract"), [
    ("1NT X XX 4H\nX 4S 4NT X\n5C AP", "1NT X XX 4H X 4S 4NT X 5C Pass Pass Pass", Contract(5, CLUBS, Seat.N)),
    ("Pass Pass Pass Pass", "Pass Pass Pass Pass", PASSED_OUT),
    ("AP", "Pass Pass Pass Pass", PASSED_OUT),
    ("Pass 1S X XX\nAP", "Pass 1S X XX Pass Pass Pass", Contract(1, SPADES, Seat.E, Doubling.REDOUBLED)),
    ("p 1nt pass 3n ap", "Pass 1NT Pass 3NT Pass Pass Pass", Contract(3, NOTRUMP, Seat.E)),
    ("1S Pass *", "1S Pass", None),
    ("1S Pass - 2S Pass", "1S Pass", None),  # a call not known: nothing after it can be placed
    ("1S Pass + 2S", "1S Pass", None),
    ("1S! Pass $3 2S?! AP", "1S Pass 2S Pass Pass Pass", Contract(2, SPADES, Seat.N)),
    ("1S {a comment} Pass ; another\n2S AP", "1S Pass 2S Pass Pass Pass", Contract(2, SPADES, Seat.N)),
])  # fmt: skip
def test_auction_calls_and_contract(text: str, calls: str, contract: object) -> None:
    auction = pbn.auction_of(board_with(text))
    assert auction is not None
    assert auction.dealer is Seat.N
    assert str(auction) == calls
    assert [e.seat for e in auction.entries] == [Seat((i) % 4) for i in range(len(auction.entries))]
    assert auction.contract() == contract


def test_no_auction_section_gives_none() -> None:
    assert pbn.auction_of(board_with()) is None


def test_auction_starts_with_the_seat_the_tag_names() -> None:
    board = pbn.loads('[Board "2"]\n[Dealer "E"]\n[Auction "S"]\n1H Pass 4H AP\n')[0]
    auction = pbn.auction_of(board)
    assert auction is not None
    assert [e.seat for e in auction.entries[:3]] == [Seat.S, Seat.W, Seat.N]
    assert pbn.consistency(board) == (pbn.DealerMismatch(dealer=Seat.E, auction=Seat.S),)


@pytest.mark.parametrize(("notes", "expected"), [
    (['[Note "1:Spades & minor"]'], (True, "Spades & minor")),
    (['[Note "1: two suits "]'], (True, "two suits")),
    ([], (True, None)),  # a reference to a note that is missing: alerted, nothing explained
])  # fmt: skip
def test_note_reference_is_an_alert_with_the_note_as_explanation(
    notes: list[str], expected: tuple[bool, str | None]
) -> None:
    board = board_with("1NT 2H =1= Pass 4H\nAP\n" + "\n".join(notes))
    auction = pbn.auction_of(board)
    assert auction is not None
    alerted = [(e.call.pbn, e.alerted, e.explanation) for e in auction.entries if e.alerted]
    assert alerted == [("2H", *expected)]


def test_two_notes_on_one_call_join() -> None:
    board = board_with('1C =1= =2= AP\n[Note "1:16+"]\n[Note "2:any shape"]')
    auction = pbn.auction_of(board)
    assert auction is not None
    assert auction.entries[0].explanation == "16+; any shape"


def test_irregularity_marks_are_read_and_the_core_finds_the_irregularity() -> None:
    auction = pbn.auction_of(board_with("1H 1S 1D^I Pass"))
    assert auction is not None
    assert [i.kind for i in auction.irregularities()] == [IrregularityKind.INSUFFICIENT_BID]


@pytest.mark.parametrize(("section", "token", "line", "reason"), [
    ("1S 8H Pass", "8H", 5, "not a call"),
    ("1S Pass\nPass Ace", "Ace", 6, "not a call"),
    ("1S AP 2S", "2S", 5, "after AP"),
    ("=1= 1S", "=1=", 5, "before any call"),
    ('"1S" Pass', '"1S"', 5, "not a call"),
])  # fmt: skip
def test_auction_errors_name_board_section_token_and_line(section: str, token: str, line: int, reason: str) -> None:
    board = board_with(section)
    with pytest.raises(pbn.PBNSectionError) as info:
        pbn.auction_of(board)
    exc = info.value
    assert (exc.board, exc.section, exc.token, exc.line) == (1, "Auction", token, line)
    assert reason in exc.reason
    assert str(exc).startswith(f"line {line}: board 1, Auction section, {token!r}: ")
    assert isinstance(exc, pbn.PBNDecodeError) and isinstance(exc, ValueError)


# -- the play ------------------------------------------------------------------------------------


def test_play_lines_are_columns_from_the_leader_and_become_play_order() -> None:
    """Vienna board 2, closed room: 4H by South, West leads. South wins trick 1 with the DQ, so
    trick 2 (written W N E S: H8 H2 HT H7) was played S, W, N, E; East's HT wins it and leads."""
    board = pbn.loads(VIENNA.read_bytes())[3]
    play = pbn.play_of(board)
    assert play is not None
    assert play.contract == Contract(4, HEARTS, Seat.S)
    first, second, third = play.tricks[:3]
    assert first.cards == (TrickCard(Seat.W, Card.parse("D3")), TrickCard(Seat.N, Card.parse("D5")),
                           TrickCard(Seat.E, Card.parse("D9")), TrickCard(Seat.S, Card.parse("DQ")))  # fmt: skip
    assert second.cards == (TrickCard(Seat.S, Card.parse("H7")), TrickCard(Seat.W, Card.parse("H8")),
                            TrickCard(Seat.N, Card.parse("H2")), TrickCard(Seat.E, Card.parse("HT")))  # fmt: skip
    assert (second.winner, third.leader, third.lead) == (Seat.E, Seat.E, Card.parse("S5"))
    assert play.irregularities() == ()


def test_partial_last_trick_and_result_become_a_claim() -> None:
    """Vienna board 3, closed room: 3D by North, East leads. South wins trick 7 with the DJ, so the
    last line '- CJ CQ -' (E S W N) is South's CJ led, then West's CQ; play stops there, and the
    Result tag (8) is declarer's claim of the rest."""
    board = pbn.loads(VIENNA.read_bytes())[5]
    play = pbn.play_of(board)
    assert play is not None
    assert play.contract == Contract(3, Strain.DIAMONDS, Seat.N)
    assert play.tricks[-1].winner is Seat.S
    assert play.events[-3:-1] == (Play(Seat.S, Card.parse("CJ")), Play(Seat.W, Card.parse("CQ")))
    won = play.state_at(len(play) - 1).declarer_tricks
    assert play.events[-1] == Claim(Seat.N, 8 - won)
    assert play.result == 8


@pytest.mark.parametrize(("lines", "token", "line", "reason"), [
    ("HT H2 H5 H4", "HT", 7, "West does not hold"),  # the leader West has no HT: North holds it
    ("S4 SA S8 S5\nS4 SK S9 S6", "S4", 8, "does not hold"),  # a card twice
    ("S4 SA - S5\nH2 HA H3 H4", "-", 7, "missing from trick 1"),
    ("S4 SA S8 S5\nSX SK S9 S6", "SX", 8, "not a card"),
    ("=1= S4 SA S8 S5", "=1=", 7, "before any card"),
])  # fmt: skip
def test_play_errors_name_board_section_token_and_line(lines: str, token: str, line: int, reason: str) -> None:
    board = board_with(None, '[Play "W"]\n' + lines, Contract="4H", Declarer="S")
    with pytest.raises(pbn.PBNSectionError) as info:
        pbn.play_of(board)
    exc = info.value
    assert (exc.board, exc.section, exc.token, exc.line) == (1, "Play", token, line)
    assert reason in exc.reason


def test_play_contract_comes_from_the_auction_when_the_tags_give_none() -> None:
    board = board_with("1H Pass 4H AP", '[Play "E"]\nS8 S5 S2 SA')
    play = pbn.play_of(board)
    assert play is not None
    assert play.contract == Contract(4, HEARTS, Seat.N)
    assert play.tricks[0].winner is Seat.N


@pytest.mark.parametrize(("tags", "auction", "reason"), [
    ({"Contract": "Pass"}, None, "passed out"),
    ({}, None, "no Contract tag"),
    ({}, "1H Pass", "no Contract tag"),
    ({}, "1H Banana", "cannot be read"),
])  # fmt: skip
def test_cards_without_a_contract_are_an_error(tags: dict[str, str], auction: str | None, reason: str) -> None:
    board = board_with(auction, '[Play "E"]\nS8 S5 S2 SA', **tags)
    with pytest.raises(pbn.PBNSectionError, match=reason):
        pbn.play_of(board)


def test_a_play_section_without_cards_on_a_passed_out_board_is_no_play() -> None:
    assert pbn.play_of(board_with("AP", '[Play "E"]\n*')) is None
    assert pbn.play_of(board_with()) is None


# -- every real file -----------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "board"), [r for r in READABLE if r[1].auction_section is not None],
                         ids=[n for n, b in READABLE if b.auction_section is not None])  # fmt: skip
def test_real_auctions_reach_the_tagged_contract_and_declarer(name: str, board: Board) -> None:
    auction = pbn.auction_of(board)
    assert auction is not None and auction.is_complete
    assert auction.contract() == pbn.tag_contract(board)
    assert pbn.consistency(board) == ()


@pytest.mark.parametrize(("name", "board"), [r for r in READABLE if r[1].play_section is not None],
                         ids=[n for n, b in READABLE if b.play_section is not None])  # fmt: skip
def test_real_plays_give_the_tagged_result(name: str, board: Board) -> None:
    play = pbn.play_of(board)
    assert play is not None
    assert play.result == board.result_tricks
    if len(play.tricks) < TRICKS_PER_DEAL:  # stopped early: the Result is declarer's claim of the rest
        assert isinstance(play.events[-1], Claim) and play.events[-1].seat is play.contract.declarer


def test_some_real_play_runs_all_thirteen_tricks() -> None:
    complete = [b for _, b in READABLE if (p := pbn.play_of(b)) is not None and len(p.tricks) == TRICKS_PER_DEAL]
    assert complete


def test_lin_vugraph_results_agree_with_the_play_read_back_from_pbn() -> None:
    """The vugraph header's reported results ('4SN-1') are independent of the cards played."""
    checked = 0
    for lb in lin.loads((DATA / "lin" / "vugraph.lin").read_bytes()):
        board = pbn.loads(pbn.dumps([lb.board]))[0]
        play = pbn.play_of(board)
        if play is None or lb.reported_result is None or len(play.tricks) < TRICKS_PER_DEAL:
            continue
        level, sign, count = int(lb.reported_result[0]), lb.reported_result[-2], int(lb.reported_result[-1])
        assert play.result == level + 6 + (count if sign == "+" else -count)
        checked += 1
    assert checked >= 1


@pytest.mark.parametrize("path", LIN_FILES, ids=lambda p: p.name)
def test_lin_boards_written_as_pbn_read_back_as_the_same_play(path: Path) -> None:
    for lb in lin.loads(path.read_bytes()):
        board = pbn.loads(pbn.dumps([lb.board]))[0]
        assert pbn.play_of(board) == lb.play
        auction = pbn.auction_of(board)
        expected = lb.auction.calls if lb.auction is not None and lb.board.auction_section is not None else None
        assert (auction.calls if auction else None) == expected


def test_wc2012_declarer_disagrees_with_its_auction_and_the_check_says_so() -> None:
    """The file has [Dealer "N"] and [Auction "N"] but [Declarer "E"]: read from North, the auction
    makes North declarer of 5C (only from East would it agree). The auction decides (issue 21): South's
    Play tag is then not East's opening lead, and the section, read by columns from South, has East
    playing the CQ that North holds at trick 3."""
    board = WC2012_BOARD
    auction = pbn.auction_of(board)
    assert auction is not None
    assert auction.contract() == Contract(5, CLUBS, Seat.N)
    assert pbn.tag_contract(board) == Contract(5, CLUBS, Seat.E)
    found = pbn.consistency(board)
    assert found[0] == pbn.DeclarerMismatch(tag=Seat.E, auction=Seat.N)
    assert found[1:] == (pbn.LeaderMismatch(tag=Seat.S, expected=Seat.E),
                         pbn.Unreadable("Play", "East does not hold ♣Q", "CQ", 27))
    shifted = replace(board, auction_section=replace(board.auction_section, value="E"))  # type: ignore[type-var]
    assert pbn.DeclarerMismatch(tag=Seat.E, auction=Seat.N) not in pbn.consistency(shifted)


def _full_play() -> PlayRecord:
    """A whole play of DEAL in 4H by North (East leads), always the first legal card."""
    record = PlayRecord(DEAL, Contract(4, HEARTS, Seat.N))
    while record.next_seat is not None:
        record = record.play(record.legal_cards()[0])
    return record


FULL_PLAY = _full_play()
FULL_PLAY_SECTION = '[Play "E"]\n' + "\n".join(pbn.with_record(Board(deal=DEAL), None, FULL_PLAY).play_section.lines)  # type: ignore[union-attr]


@pytest.mark.parametrize(("tags", "expected"), [
    ({"Contract": "4S", "Declarer": "N"},
     pbn.ContractMismatch(Contract(4, SPADES, Seat.N), Contract(4, HEARTS, Seat.N))),
    ({"Contract": "4HX", "Declarer": "N"},
     pbn.ContractMismatch(Contract(4, HEARTS, Seat.N, Doubling.DOUBLED), Contract(4, HEARTS, Seat.N))),
    ({"Contract": "Pass"}, pbn.ContractMismatch(PASSED_OUT, Contract(4, HEARTS, Seat.N))),
    ({"Contract": "4H", "Declarer": "S"}, pbn.DeclarerMismatch(Seat.S, Seat.N)),
])  # fmt: skip
def test_consistency_reports_each_disagreement(tags: dict[str, str], expected: object) -> None:
    board = board_with("1H Pass 4H AP", None, **tags)
    assert pbn.consistency(board) == (expected,)


def test_consistency_reports_a_result_the_thirteen_tricks_do_not_give() -> None:
    assert FULL_PLAY.result is not None
    wrong = (FULL_PLAY.result + 1) % 14
    board = board_with("1H Pass 4H AP", FULL_PLAY_SECTION, Contract="4H", Declarer="N", Result=str(wrong))
    assert pbn.consistency(board) == (pbn.ResultMismatch(tag=wrong, play=FULL_PLAY.result),)
    right = board_with("1H Pass 4H AP", FULL_PLAY_SECTION, Contract="4H", Declarer="N", Result=str(FULL_PLAY.result))
    assert pbn.consistency(right) == ()


def test_consistency_reports_a_wrong_opening_leader() -> None:
    board = board_with("1H Pass 4H AP", '[Play "S"]\nS5 S2 SA S8', Contract="4H", Declarer="N")
    assert pbn.consistency(board) == (pbn.LeaderMismatch(tag=Seat.S, expected=Seat.E),)
    play = pbn.play_of(board)
    assert play is not None and [i.seat for i in play.irregularities()] == [Seat.S]  # led out of turn


def test_the_play_is_read_in_the_contract_the_auction_reaches_not_the_tags() -> None:
    """Issue 21: a Declarer tag against the auction (1H by North, 4H by South: North declares) gave the
    play South's contract, which the board's record then refused (the auction ends in North's); the
    auction that ends decides, the tags only stand in for an auction the file does not have or end."""
    play = '[Play "W"]\nS2 SA ST S5'
    board = board_with("1H Pass 4H AP", play, Contract="4H", Declarer="S")
    north = Contract(4, HEARTS, Seat.N)
    assert pbn.contract_of(board) == north
    record = pbn.play_of(board)
    assert record is not None and record.contract == north
    assert [i.seat for i in record.irregularities()] == [Seat.W]  # West led; East was on lead
    assert pbn.consistency(board)[0] == pbn.DeclarerMismatch(tag=Seat.S, auction=Seat.N)
    assert pbn.contract_of(board_with("1H Pass", None, Contract="4H", Declarer="S")) == Contract(4, HEARTS, Seat.S)
    assert pbn.contract_of(board_with(None, None, Contract="4H", Declarer="S")) == Contract(4, HEARTS, Seat.S)
    assert pbn.contract_of(board_with("AP", None, Contract="4H", Declarer="S")) == PASSED_OUT
    assert pbn.contract_of(board_with("1H Pass 4H AP", None)) == north


@pytest.mark.parametrize(("tags", "expected"), [
    ({"Contract": "4H", "Declarer": "S"}, (pbn.DeclarerMismatch(Seat.S, Seat.N),)),
    ({"Contract": "4S", "Declarer": "N"},
     (pbn.ContractMismatch(Contract(4, SPADES, Seat.N), Contract(4, HEARTS, Seat.N)),)),
    ({"Contract": "4H", "Declarer": "N"}, ()),
    ({}, ()),
])  # fmt: skip
def test_contract_disagreements_need_only_the_auction(tags: dict[str, str], expected: tuple[object, ...]) -> None:
    board = board_with("1H Pass 4H AP", None, **tags)
    assert pbn.contract_disagreements(board, pbn.auction_of(board)) == expected
    assert pbn.contract_disagreements(board, None) == ()


# -- writing back --------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "board"), REAL, ids=[n for n, _ in REAL])
def test_unchanged_objects_leave_the_board_as_it_was(name: str, board: Board) -> None:
    try:
        play = pbn.play_of(board)
    except pbn.PBNSectionError:
        play = None
        board = replace(board, play_section=None)
    assert pbn.with_record(board, pbn.auction_of(board), play) is board


@pytest.mark.parametrize(("name", "board"), READABLE, ids=[n for n, _ in READABLE])
def test_real_records_written_afresh_read_back_equal(name: str, board: Board) -> None:
    auction, play = pbn.auction_of(board), pbn.play_of(board)
    bare = replace(board, auction_section=None, play_section=None, layout=None)
    written = pbn.with_record(bare, auction, play)
    back = pbn.loads(pbn.dumps([written]))[0]
    assert pbn.auction_of(back) == auction
    assert pbn.play_of(back) == play
    assert (pbn.tag_contract(back), back.result_tricks) == (pbn.tag_contract(board), board.result_tricks)


def test_written_sections_look_like_pbn() -> None:
    entries = list(Auction.from_text(Seat.E, "1S 2H 2S Pass 4S Pass Pass Pass").entries)
    entries[1] = replace(entries[1], alerted=True, explanation="weak")
    auction = Auction(Seat.E, tuple(entries))
    play = PlayRecord(DEAL, Contract(4, SPADES, Seat.E))
    for card in ("H2", "HA", "HT", "H5", "S2"):  # South leads; West wins and leads a spade
        play = play.play(card)
    board = pbn.with_record(Board(deal=DEAL), auction, play.add(Claim(Seat.E, 9)))
    assert board.auction_section == PbnSection("E", ("1S 2H =1= 2S Pass", "4S Pass Pass Pass"), ("1:weak",))
    assert board.play_section == PbnSection("S", ("H2 HA HT H5", "- S2 - -", "*"))
    assert (board.contract, board.declarer, board.result) == ("4S", "E", "10")
    as_ap = pbn.with_record(board, auction, None, all_pass=True)
    assert as_ap.auction_section is not None
    assert as_ap.auction_section.lines == ("1S 2H =1= 2S Pass", "4S AP")


def test_ap_and_annotations_are_kept_when_the_auction_changes() -> None:
    board = board_with("1S! Pass $3 2S?! AP")
    auction = pbn.auction_of(board)
    assert auction is not None
    changed = Auction(auction.dealer, (*auction.entries[:2], replace(auction.entries[2], alerted=True),
                                       *auction.entries[3:]))  # fmt: skip
    written = pbn.with_record(board, changed, None)
    assert written.auction_section is not None
    assert written.auction_section.lines == ("1S! Pass $3 2S?! =1= AP",)
    assert pbn.auction_of(pbn.loads(pbn.dumps([written]))[0]) == changed


def test_the_tags_follow_a_changed_play() -> None:
    board = board_with("1H Pass 4H AP", '[Play "E"]\nS8 S5 S2 SA\n*', Contract="4H", Declarer="N", Result="10")
    play = pbn.play_of(board)
    assert play is not None and play.result == 10
    shorter = play.upto(4)  # no claim: no result
    written = pbn.with_record(board, pbn.auction_of(board), shorter)
    assert (written.contract, written.declarer, written.result) == ("4H", "N", None)
    assert pbn.play_of(pbn.loads(pbn.dumps([written]))[0]) == shorter


@pytest.mark.parametrize(("auction", "reason"), [
    (Auction.from_text(Seat.N, "1S Pass 2S AP").withdraw(1), "withdrawn"),
    (Auction(Seat.N).add("1S").add("Pass", Seat.S), "out of rotation"),
])  # fmt: skip
def test_what_an_auction_section_cannot_hold_is_refused(auction: Auction, reason: str) -> None:
    with pytest.raises(pbn.PBNEncodeError, match=reason):
        pbn.with_record(Board(deal=DEAL), auction, None)


def _play(*cards: str) -> PlayRecord:
    record = PlayRecord(DEAL, Contract(4, HEARTS, Seat.N))
    for card in cards:
        record = record.play(card)
    return record


@pytest.mark.parametrize(("play", "reason"), [
    (_play("S8", "S5").add(Retract(Seat.S, Card.parse("S5"))), "retract"),
    (_play("S8", "S5", "S2", "SA", "H5"), "trick 2"),  # North won trick 1; East leads out of turn
    (_play("S8").add(Play(Seat.W, Card.parse("S2"))), "trick 1"),  # West plays before South
    (_play("S8").add(Claim(Seat.E, 3)), "claim"),  # a defender's claim
])  # fmt: skip
def test_what_a_play_section_cannot_hold_is_refused(play: PlayRecord, reason: str) -> None:
    with pytest.raises(pbn.PBNEncodeError, match=reason):
        pbn.with_record(Board(deal=DEAL), None, play)


# -- random records round trip ---------------------------------------------------------------------

NOTE_TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=20).map(str.strip)


@st.composite
def records(draw: st.DrawFn) -> tuple[Board, Auction, PlayRecord | None]:
    rng = draw(st.randoms(use_true_random=False))
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    deal = Deal(tuple(Hand(pack[i : i + 13]) for i in range(0, 52, 13)))  # type: ignore[arg-type]
    board = Board.standard(draw(st.integers(1, 32)), deal)
    assert board.dealer is not None
    auction = Auction(board.dealer)
    stop = draw(st.floats(0.0, 0.05))
    while not auction.is_complete and rng.random() > stop:
        call: Call = PASS if rng.random() < 0.55 else rng.choice(auction.legal_calls())
        if rng.random() < 0.15:
            auction = auction.add(call, alerted=True, explanation=draw(NOTE_TEXT) or None)
        else:
            auction = auction.add(call)
    contract = auction.contract()
    if not isinstance(contract, Contract):
        return board, auction, None
    play = PlayRecord(deal, contract)
    for _ in range(draw(st.integers(0, 52))):
        play = play.play(rng.choice(play.legal_cards()), play.next_seat)
    if len(play.tricks) < TRICKS_PER_DEAL and draw(st.booleans()):
        play = play.add(Claim(contract.declarer, rng.randint(0, TRICKS_PER_DEAL - len(play.tricks))))
    return board, auction, play


@given(records(), st.sampled_from([None, True, False]))
@settings(max_examples=150, deadline=None)
def test_random_records_round_trip(record: tuple[Board, Auction, PlayRecord | None], all_pass: bool | None) -> None:
    board, auction, play = record
    written = pbn.with_record(board, auction, play, all_pass=all_pass)
    back = pbn.loads(pbn.dumps([written]))[0]
    assert pbn.auction_of(back) == auction
    assert pbn.play_of(back) == play
    assert pbn.consistency(back) == ()


def test_a_first_lead_out_of_turn_round_trips() -> None:
    """The Play tag names whoever led: a lead out of turn at trick 1 is kept, and flagged."""
    play = PlayRecord(DEAL, Contract(4, HEARTS, Seat.N)).play("S5", Seat.S).play("S2").play("SA").play("S8")
    board = pbn.with_record(board_with("1H Pass 4H AP"), None, play)
    assert board.play_section is not None and board.play_section.value == "S"
    back = pbn.loads(pbn.dumps([board]))[0]
    assert pbn.play_of(back) == play
    assert pbn.consistency(back) == (pbn.LeaderMismatch(tag=Seat.S, expected=Seat.E),)
