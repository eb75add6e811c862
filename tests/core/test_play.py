"""The play record: tricks and winners, irregular events, revokes and their establishment, replay."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import FULL_PACK, Card, Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.errors import InputError
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.play import (
    Claim,
    Concede,
    EventRef,
    Expose,
    ExposedCard,
    ExposeHow,
    Extra,
    Omit,
    OutOfTurn,
    PickUp,
    Play,
    PlayError,
    PlayEvent,
    PlayRecord,
    Remove,
    Retract,
    RetractReason,
    Revoke,
    Trick,
    TrickCard,
    trick_winner,
)
from tdcompanion.core.seats import Seat, Side
from tests.bridge_samples import DEAL, HEARTS, NOTRUMP
from tests.bridge_samples import play_record as record

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def c(text: str) -> Card:
    return Card.parse(text)


# --- winners (Law 44) -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        ("W:S2 N:SA E:S8 S:S5", None, N),
        ("W:S2 N:S3 E:HA S:S5", None, S),  # a discard never wins
        ("W:S2 N:S3 E:H2 S:S5", Suit.HEARTS, E),  # the only trump wins
        ("W:S2 N:HK E:HA S:S5", Suit.HEARTS, E),  # the highest trump wins
        ("W:D2 N:DA E:DK S:DQ", Suit.CLUBS, N),
        ("E:C9 S:CA W:C2 N:S4", Suit.SPADES, N),
    ],
)
def test_trick_winner(cards: str, trump: Suit | None, winner: Seat) -> None:
    plays = [TrickCard(Seat.parse(t.split(":")[0]), c(t.split(":")[1])) for t in cards.split()]
    assert trick_winner(plays, trump) is winner


def test_winner_leads_the_next_trick() -> None:
    rec = record(HEARTS, "W:S2", "N:SA", "E:S8", "S:S5")
    cards = tuple(TrickCard(s, c(x)) for s, x in ((W, "S2"), (N, "SA"), (E, "S8"), (S, "S5")))
    assert rec.tricks == (Trick(1, W, cards, N),)
    assert rec.next_seat is N
    assert rec.tricks_won(Side.NS) == rec.tricks_won(N) == 1
    assert rec.tricks_won(Side.EW) == 0
    assert rec.result is None


# Real boards (16th European Youth Team Championships, Vienna 1998): the PBN Play section gives
# each trick in seat order from the opening leader; the thirteenth trick is left implied.
REAL_BOARDS = [
    ("E:764.73.Q987.AQ85 AT32.AQT2.AT5.K6 KJ8.KJ65.643.974 Q95.984.KJ2.JT32", "2NT", N, 7,
     "S7 S2 S8 S9|H7 HT HJ H4|C5 CK C9 C3|DQ D5 D3 DJ|D7 DT D4 DK|H3 H2 HK H8|D8 DA D6 D2|S4 HQ H5 H9|"
     "C8 HA H6 C2|CQ C6 C4 CT|CA S3 C7 CJ|D9 ST SJ S5"),
    ("W:J4.K73.AQ642.Q94 98.AQ2.KT.KJT762 KQT762.T954.85.A A53.J86.J973.853", "3S", E, 8,
     "C5 C4 CT CA|S5 SJ S8 S2|SA S4 S9 SK|C3 C9 CJ S6|S3 D2 C2 SQ|H6 H3 HQ H9|C8 CQ CK S7|H8 H7 H2 H4|"
     "D3 DA DT D5|HJ HK HA H5|D7 D4 C6 ST|D9 D6 C7 HT"),
    ("S:KQT83.J632.Q2.T8 76.K97.A653.A976 J52.54.JT84.QJ53 A94.AQT8.K97.K42", "3NT", E, 10,
     "SK S6 SJ S4|SQ S7 S5 S9|ST H7 S2 SA|C8 C9 CQ C2|HJ HK H5 H8|H2 H9 H4 HT|H3 D3 D4 HQ|H6 D5 D8 HA|"
     "CT C6 C3 CK|S3 CA C5 C4|D2 DA DT D7|DQ D6 DJ DK"),
    ("E:52.K872.86.J7532 KJ9.QT3.A752.864 8643.J965.JT9.Q9 AQT7.A4.KQ43.AKT", "6NT", N, 11,
     "C3 C4 CQ CA|H2 HT HJ H4|C2 C6 C9 CK|S5 SK S3 S7|S2 SJ S4 ST|C5 S9 S6 SA|H7 D2 S8 SQ|D6 D5 DT DK|"
     "H8 H3 H5 HA|D8 DA D9 D3|C7 D7 DJ DQ|HK C8 H6 D4"),
]  # fmt: skip


def replay_real(deal_text: str, contract_text: str, declarer: Seat, rows: str) -> PlayRecord:
    contract = Contract.parse(contract_text, declarer)
    rec = PlayRecord(Deal.from_pbn(deal_text), contract)
    for row in rows.split("|"):
        by_seat = dict(zip(contract.opening_leader.rotation(), row.split(), strict=True))
        leader = rec.next_seat
        assert leader is not None
        for seat in leader.rotation():
            rec = rec.play(by_seat[seat], seat)
    leader = rec.next_seat
    assert leader is not None
    for seat in leader.rotation():
        (last,) = rec.state.hands[seat]  # type: ignore[misc]
        rec = rec.play(last)
    return rec


@pytest.mark.parametrize(("deal", "contract", "declarer", "result", "rows"), REAL_BOARDS)
def test_real_boards_give_the_recorded_result(deal: str, contract: str, declarer: Seat, result: int, rows: str) -> None:
    rec = replay_real(deal, contract, declarer, rows)
    assert len(rec.tricks) == 13
    assert rec.result == result
    assert rec.tricks_won(declarer.side) + rec.tricks_won(declarer.side.opponents) == 13
    assert rec.irregularities() == ()
    assert rec.state.next_seat is None and rec.state.current is None
    assert all(h is not None and len(h) == 0 for h in rec.state.hands)
    for before, after in zip(rec.tricks, rec.tricks[1:], strict=False):
        assert after.leader is before.winner


def test_ruffs_win_in_a_real_board() -> None:
    deal, contract, declarer, _, rows = REAL_BOARDS[1]  # 3S by East
    rec = replay_real(deal, contract, declarer, rows)
    fourth = rec.tricks[3]  # clubs led, East ruffs with the spade six
    assert fourth.suit_led is Suit.CLUBS
    assert fourth.winner is E and fourth.card_of(E) == c("S6")


# --- replay and state_at ---------------------------------------------------------------------------------


def test_state_at_every_point_matches_the_shorter_record() -> None:
    deal, contract, declarer, _, rows = REAL_BOARDS[0]
    rec = replay_real(deal, contract, declarer, rows)
    for count in range(len(rec) + 1):
        state = rec.state_at(count)
        assert state == rec.upto(count).state
        assert state.event_count == count
        assert len(state.tricks) == count // 4
        assert sum(len(h) for h in state.hands if h is not None) == 52 - count
        if count < 52:
            assert state.current is not None and len(state.current.cards) == count % 4


def test_state_before_the_opening_lead() -> None:
    state = PlayRecord(DEAL, NOTRUMP, (Play(W, c("S2")),)).state_at(0)
    assert state.hands == DEAL.hands
    assert state.current == Trick(1, W)
    assert state.next_seat is W
    assert (state.tricks, state.exposed, state.claim, state.result) == ((), (), None, None)


@pytest.mark.parametrize("count", [-1, 2])
def test_state_at_out_of_range(count: int) -> None:
    with pytest.raises(IndexError):
        record(NOTRUMP, "W:S2").state_at(count)


def test_records_are_immutable_values() -> None:
    one = record(NOTRUMP, "W:S2")
    two = one.play("SA")
    assert (len(one), len(two)) == (1, 2)
    assert two.upto(1) == one
    assert two.play("S8").state.next_seat is S
    assert two.events == (Play(W, c("S2")), Play(N, c("SA")))


# --- leads and plays out of turn (Laws 53-57) -------------------------------------------------------------


def test_opening_lead_out_of_turn() -> None:
    rec = record(NOTRUMP, "E:S8")
    assert rec.irregularities() == (OutOfTurn(0, E, c("S8"), 1, W, is_lead=True),)
    assert rec.irregularities()[0].kind is IrregularityKind.OPENING_LEAD_OUT_OF_TURN
    assert rec.next_seat is S  # play goes on from the card led, as if accepted
    rec = rec.play("S5").play("S2").play("SA")
    assert len(rec.irregularities()) == 1
    assert rec.tricks[0].leader is E and rec.tricks[0].winner is N


@pytest.mark.parametrize(("leader", "card"), [(N, "SA"), (S, "S5"), (E, "H8")])
def test_any_wrong_opening_leader_is_detected(leader: Seat, card: str) -> None:
    (issue,) = record(NOTRUMP, f"{leader.letter}:{card}").irregularities()
    assert isinstance(issue, OutOfTurn)
    assert (issue.seat, issue.expected, issue.is_lead) == (leader, W, True)


def test_lead_out_of_turn_later_in_the_play() -> None:
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:S8", "S:S5", "S:S6")  # North won, South leads
    assert rec.irregularities() == (OutOfTurn(4, S, c("S6"), 2, N, is_lead=True),)
    assert rec.irregularities()[0].kind is IrregularityKind.LEAD_OUT_OF_TURN


def test_lead_out_of_turn_withdrawn() -> None:
    rec = record(NOTRUMP, "E:S8", Retract(E, c("S8"), RetractReason.OUT_OF_TURN))
    (issue,) = rec.irregularities()
    assert isinstance(issue, OutOfTurn) and issue.withdrawn_by == 1
    assert rec.next_seat is W
    assert rec.state.exposed == (ExposedCard(E, c("S8"), ExposeHow.WITHDRAWN, 1),)  # a defender's card
    assert c("S8") in rec.state.hands[E]  # type: ignore[operator]
    assert len(rec.play("S2").irregularities()) == 1


def test_declarer_card_withdrawn_goes_back_to_hand() -> None:
    rec = record(NOTRUMP, "N:SA", Retract(N, c("SA"), RetractReason.OUT_OF_TURN))
    assert rec.state.exposed == ()
    assert rec.next_seat is W


def test_play_out_of_turn() -> None:
    rec = record(NOTRUMP, "W:S2", "S:S5")  # South plays before dummy
    assert rec.irregularities() == (OutOfTurn(1, S, c("S5"), 1, N, is_lead=False),)
    assert rec.irregularities()[0].kind is IrregularityKind.PREMATURE_PLAY
    assert rec.next_seat is N
    rec = rec.play("SA")
    assert rec.next_seat is E
    rec = rec.play("S8")
    assert len(rec.irregularities()) == 1
    assert rec.tricks[0].winner is N


# --- revokes (Laws 61-63) --------------------------------------------------------------------------------


def test_revoke_established_by_the_offender_at_the_next_trick() -> None:
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:H8", "S:S5")
    (revoke,) = rec.revokes()
    assert revoke == Revoke(2, E, c("H8"), 1, Suit.SPADES)
    assert not revoke.established
    rec = rec.play("SK")  # North (not an offender) leads to trick 2: still not established
    assert not rec.revokes()[0].established
    rec = rec.play("ST")
    (revoke,) = rec.revokes()
    assert revoke.established and revoke.established_by == EventRef(5, E, 2)
    assert revoke.kind is IrregularityKind.REVOKE


def test_revoke_established_by_the_offenders_partner() -> None:
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:S8", "S:H5", "N:SK")  # declarer revokes; dummy leads
    (revoke,) = rec.revokes()
    assert (revoke.seat, revoke.established_by) == (S, EventRef(4, N, 2))


def test_showing_out_is_not_a_revoke() -> None:
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:S8", "S:S5", "N:SK", "E:S9", "S:S6", "W:S3")
    rec = rec.play("SQ").play("ST").play("S7").play("S4").play("SJ").play("H8")  # East has no spade left
    assert rec.irregularities() == ()


def test_revoke_corrected_before_it_is_established() -> None:
    """Law 62A: the revoke card is withdrawn and a spade played; East's heart stays face up."""
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:H8", Retract(E, c("H8"), RetractReason.REVOKE_CORRECTION))
    assert rec.next_seat is E
    rec = rec.play("S8").play("S5").play("SK").play("ST")
    (revoke,) = rec.revokes()
    assert revoke.corrected and revoke.corrected_by == 3
    assert not revoke.established
    assert rec.state.exposed == (ExposedCard(E, c("H8"), ExposeHow.WITHDRAWN, 3),)
    assert rec.play("H5", S).state.exposed == rec.state.exposed  # only East's heart itself leaves the table


def test_revoke_corrected_after_the_trick_was_quitted_can_change_the_winner() -> None:
    """East ruffed a spade (revoke, hearts are trumps) and won; he corrects before leading again."""
    rec = record(HEARTS, "W:S2", "N:SA", "E:H8", "S:S5")
    assert rec.tricks[0].winner is E and rec.next_seat is E
    rec = rec.add(Retract(E, c("H8"), RetractReason.REVOKE_CORRECTION))
    assert rec.tricks == () and rec.next_seat is E
    assert rec.tricks_won(E) == 0
    rec = rec.play("S8")
    assert rec.tricks[0].winner is N and rec.next_seat is N
    assert rec.revokes()[0].corrected


def test_cards_played_after_a_corrected_revoke_may_be_withdrawn() -> None:
    """Law 62C1: after East corrects, declarer (who played after him) changes his card too."""
    rec = record(NOTRUMP, "W:S2", "N:SK", "E:H8", "S:S5", Retract(E, c("H8"), RetractReason.REVOKE_CORRECTION))
    assert rec.state.current is not None and rec.state.current.seats == (W, N, S)  # a hole where East was
    assert rec.next_seat is E
    rec = rec.add(Retract(S, c("S5"), RetractReason.AFTER_REVOKE_CORRECTION))
    assert rec.state.exposed_cards(S) == ()  # declarer's card goes back to his hand
    rec = rec.play("S8", E).play("S7", S)
    (trick,) = rec.tricks
    assert (trick.card_of(E), trick.card_of(S), trick.winner) == (c("S8"), c("S7"), N)
    assert rec.revokes()[0].corrected_by == 4
    assert rec.next_seat is N


def test_no_revoke_is_detected_in_an_unknown_hand() -> None:
    rec = PlayRecord(DEAL.with_hand(E, None), NOTRUMP).play("S2").play("SA").play("H8", E)
    assert rec.irregularities() == ()
    assert rec.state.hands[E] is None


@pytest.mark.parametrize(
    ("closing", "established_by"),
    [
        (Concede(W, 12), EventRef(4, W, 2)),  # the offender's partner concedes (Law 63A3)
        (Claim(E, 0), EventRef(4, E, 2)),
        (Claim(S, 12), None),  # a claim by the other side establishes nothing
        (Concede(N, 1), None),
    ],
)
def test_claims_and_concessions_establish_revokes(closing: PlayEvent, established_by: EventRef | None) -> None:
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:H8", "S:S5", closing)
    assert rec.revokes()[0].established_by == established_by


# --- exposed cards (Laws 48-50, 58B) ------------------------------------------------------------------------


def test_dropped_card_is_exposed_until_played() -> None:
    rec = record(NOTRUMP, Expose(W, (c("C5"),), ExposeHow.DROPPED))
    (issue,) = rec.irregularities()
    assert (issue.kind, issue.seat, issue.trick) == (IrregularityKind.EXPOSED_CARD, W, 1)
    assert rec.state.exposed == (ExposedCard(W, c("C5"), ExposeHow.DROPPED, 0),)
    assert rec.state.exposed_cards(W) == (c("C5"),)
    assert rec.next_seat is W  # exposing is not playing
    assert rec.play("C5").state.exposed == ()


def test_two_cards_at_once() -> None:
    rec = record(NOTRUMP, "W:S2", Expose(W, (c("S3"),), ExposeHow.TWO_AT_ONCE))
    assert rec.state.current is not None and rec.state.current.cards == (TrickCard(W, c("S2")),)
    assert rec.state.exposed_cards(W) == (c("S3"),)


def test_picked_up_cards_are_no_longer_exposed() -> None:
    rec = record(NOTRUMP, Expose(S, (c("S5"), c("H5")), ExposeHow.DROPPED), PickUp(S, (c("S5"),)))
    assert rec.state.exposed_cards(S) == (c("H5"),)
    assert len(rec.irregularities()) == 1  # the exposure stays in the history


# --- claims and concessions (Laws 68-69) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("events", "result"),
    [
        (["W:S2", "N:SA", "E:S8", "S:S5", Claim(S, 12)], 13),
        (["W:S2", "N:SA", "E:S8", "S:S5", Claim(N, 9)], 10),
        (["W:S2", "N:SA", "E:S8", "S:S5", Concede(S, 3)], 10),
        (["W:S2", "N:SA", "E:S8", "S:S5", Claim(W, 2)], 11),
        (["W:S2", "N:SA", "E:S8", "S:S5", Concede(E, 12)], 13),
        (["W:S2", "N:SA", Claim(S, 13)], 13),  # the trick in progress counts as remaining
        ([Concede(S, 13)], 0),
    ],
)
def test_result_after_a_claim_or_concession(events: list[PlayEvent | str], result: int) -> None:
    rec = record(NOTRUMP, *events)
    assert rec.result == result
    assert rec.state.is_finished
    assert rec.state.claim == events[-1]


# --- impossible input ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("events", "message"),
    [
        (["E:SA"], "East does not hold ♠A"),
        (["W:S2", "N:SA", "E:S8", "S:S5", "N:SA"], r"North does not hold ♠A \(it was played to trick 1\)"),
        (["W:S2", "W:S3"], "West has already played to trick 1"),
        ([Retract(W, c("S3"))], "cannot be taken back"),
        (["W:S2", "N:SA", "E:S8", "S:S5", "N:SK", Retract(E, c("S8"))], "not in trick 2"),
        ([Claim(S, 14)], "cannot claim 14 tricks: 13 remain"),
        ([Concede(S, -1)], "cannot concede -1"),
        ([Expose(W, (c("SA"),))], "West does not hold ♠A"),
        ([PickUp(W, (c("S2"),))], "not lying exposed"),
    ],
)
def test_impossible_events_raise(events: list[PlayEvent | str], message: str) -> None:
    with pytest.raises(PlayError, match=message) as info:
        record(NOTRUMP, *events)
    assert isinstance(info.value, InputError) and isinstance(info.value, ValueError)
    assert info.value.index == len(events) - 1


def test_cards_held_by_an_unknown_hand_are_the_cards_nobody_else_holds_or_played() -> None:
    rec = PlayRecord(DEAL.with_hand(E, None), NOTRUMP).play("S2").play("SA")
    state = rec.state
    assert state.cards_held(N) == state.hands[N].cards  # type: ignore[union-attr]
    assert state.cards_held(E) == tuple(sorted(DEAL[E], reverse=True))  # type: ignore[arg-type]
    assert state.legal_cards(E) == state.cards_held(E)


def test_card_known_elsewhere_cannot_come_from_an_unknown_hand() -> None:
    rec = PlayRecord(DEAL.with_hand(E, None), NOTRUMP).play("S2").play("SA")
    with pytest.raises(PlayError, match="♠K is in North's hand, not East's"):
        rec.play("SK", E)
    with pytest.raises(PlayError, match="♠A was already played"):
        rec.play("SA", E)


def test_no_play_after_thirteen_tricks() -> None:
    deal, contract, declarer, _, rows = REAL_BOARDS[0]
    rec = replay_real(deal, contract, declarer, rows)
    with pytest.raises(PlayError, match="all 13 tricks"):
        rec.add(Play(N, c("SA")))


def test_empty_exposure_is_refused() -> None:
    with pytest.raises(PlayError):
        Expose(W, ())


def test_a_bad_record_cannot_be_built() -> None:
    with pytest.raises(PlayError, match="play event 2"):
        PlayRecord(DEAL, NOTRUMP, (Play(W, c("S2")), Play(W, c("S2"))))


# --- random legal play ----------------------------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(
    st.permutations(FULL_PACK),
    st.sampled_from(list(Strain)),
    st.sampled_from(list(Seat)),
    st.data(),
)
def test_random_legal_play_gives_thirteen_tricks_and_no_irregularity(
    pack: list[Card], strain: Strain, declarer: Seat, data: st.DataObject
) -> None:
    deal = Deal(tuple(Hand(pack[i * 13 : i * 13 + 13]) for i in range(4)))  # type: ignore[arg-type]
    rec = PlayRecord(deal, Contract(1, strain, declarer))
    while rec.next_seat is not None:
        rec = rec.play(data.draw(st.sampled_from(rec.legal_cards())), rec.next_seat)
    assert len(rec.tricks) == 13
    assert rec.tricks_won(Side.NS) + rec.tricks_won(Side.EW) == 13
    assert rec.result == rec.tricks_won(declarer)
    assert rec.irregularities() == ()
    assert rec.tricks[0].leader is declarer.lho
    for before, after in zip(rec.tricks, rec.tricks[1:], strict=False):
        assert after.leader is before.winner


def test_legal_cards_follow_suit() -> None:
    rec = record(NOTRUMP, "W:S2")
    assert rec.legal_cards() == (c("SA"), c("SK"), c("SQ"), c("SJ"))
    assert set(rec.legal_cards(W)) == set(rec.state.hands[W])  # type: ignore[arg-type]  # W has played


def test_replaying_a_whole_deal_is_fast(benchmark: Callable[..., PlayRecord]) -> None:
    deal, contract, declarer, result, rows = REAL_BOARDS[0]
    rec = replay_real(deal, contract, declarer, rows)
    again = benchmark(PlayRecord, rec.deal, rec.contract, rec.events)
    assert again.result == result


@settings(max_examples=15, deadline=None)
@given(st.permutations(FULL_PACK), st.sampled_from(list(Seat)), st.data())
def test_random_play_in_any_order_keeps_every_card(pack: list[Card], declarer: Seat, data: st.DataObject) -> None:
    """Any seat may play any card it holds, in or out of turn: nothing is lost, nothing raises."""
    deal = Deal(tuple(Hand(pack[i * 13 : i * 13 + 13]) for i in range(4)))  # type: ignore[arg-type]
    rec = PlayRecord(deal, Contract(4, Strain.SPADES, declarer))
    out_of_turn = revokes = 0
    while len(rec.tricks) < 13:
        state = rec.state
        assert state.current is not None
        seats = [s for s in Seat if s not in state.current.seats]
        seat = data.draw(st.sampled_from(seats))
        card = data.draw(st.sampled_from(state.hands[seat].cards))  # type: ignore[union-attr]
        led = state.current.suit_led
        out_of_turn += seat is not state.next_seat
        revokes += led is not None and card.suit is not led and card not in state.legal_cards(seat)
        rec = rec.play(card, seat)
        in_hands = sum(len(h) for h in rec.state.hands if h is not None)
        in_tricks = sum(len(t.cards) for t in rec.tricks) + len(rec.state.current.cards if rec.state.current else ())
        assert in_hands + in_tricks == 52
    assert all(len(set(t.seats)) == 4 for t in rec.tricks)
    assert rec.tricks_won(Side.NS) + rec.tricks_won(Side.EW) == 13
    kinds = [i.kind for i in rec.irregularities()]
    assert kinds.count(IrregularityKind.REVOKE) == revokes
    assert len(kinds) - revokes == out_of_turn


# --- a trick quitted short of a card (Law 67) ------------------------------------------------------------------


@pytest.mark.parametrize(("placed", "south_holds"), [(None, 13), (c("S5"), 12)])
def test_a_trick_quitted_without_a_players_card_is_marked_defective(placed: Card | None, south_holds: int) -> None:
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:S8", Omit(S, placed), "N:HA")
    (trick,) = rec.tricks
    assert (trick.omitted, trick.winner, trick.card_of(S)) == (S, N, placed)  # the three cards decide (67B1)
    assert rec.state.current is not None and rec.state.current.leader is N
    assert len(rec.state.hands[S]) == south_holds  # type: ignore[arg-type]
    assert rec.irregularities() == ()  # Law 67 rules on it, not the revoke laws


@pytest.mark.parametrize(
    "events",
    [("W:S2", "N:SA", Omit(E)), ("W:S2", "N:SA", "E:S8", Omit(N)), ("W:S2", "N:SA", "E:S8", Omit(S, c("HA")))],
)
def test_a_trick_is_quitted_short_only_of_the_one_player_who_has_not_played(events: tuple[PlayEvent | str]) -> None:
    with pytest.raises(PlayError):
        record(NOTRUMP, *events)


# --- a trick with a card too many (Law 67) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("events", "west_holds", "cards"),
    [
        # West plays the ♠2 and the ♠3 together (Law 58B), then the trick is completed.
        (("W:S2", Extra(W, c("S3")), "N:SA", "E:S8", "S:S5"), 11, 5),
        # West adds the ♠3 to the trick once it has four cards (a fifth card, Law 45E).
        (("W:S2", "N:SA", "E:S8", "S:S5", Extra(W, c("S3"))), 11, 5),
        # The Director has had the extra card restored to West's hand (Law 67B2(a)).
        (("W:S2", Extra(W, c("S3"), restored=True), "N:SA", "E:S8", "S:S5"), 12, 4),
    ],
)
def test_a_card_too_many_is_recorded_in_the_trick_and_does_not_change_who_won(
    events: tuple[PlayEvent | str, ...], west_holds: int, cards: int
) -> None:
    rec = record(NOTRUMP, *events, "N:HA")
    (trick,) = rec.tricks
    assert (trick.extra, trick.winner, trick.card_of(W), len(trick.cards)) == (W, N, c("S2"), cards)
    assert trick.extra_cards == ((c("S3"),) if cards == 5 else ())
    assert rec.state.current is not None and rec.state.current.leader is N
    assert len(rec.state.hands[W]) == west_holds  # type: ignore[arg-type]
    assert rec.irregularities() == ()  # Law 67 rules on it


@pytest.mark.parametrize(
    "events",
    [
        (Extra(W, c("S3")),),  # West has played nothing yet
        ("W:S2", "N:SA", Extra(E, c("S9"))),  # East has not played to the trick
        ("W:S2", "N:SA", "E:S8", "S:S5", "N:HA", Extra(W, c("S3"))),  # the next trick has begun
        ("W:S2", Extra(W, c("SA"))),  # not his card
    ],
)
def test_a_card_too_many_is_only_added_by_a_player_to_his_own_trick(events: tuple[PlayEvent | str, ...]) -> None:
    with pytest.raises(PlayError):
        record(NOTRUMP, *events)


# --- a card not part of the deal taken out of a quitted trick (Law 13C) ----------------------------------------


@pytest.mark.parametrize(("placed", "north_holds"), [(None, 13), (c("SK"), 12)])
def test_a_card_not_of_the_deal_is_taken_out_of_its_trick_which_keeps_its_result(
    placed: Card | None, north_holds: int
) -> None:
    deal = DEAL.with_hand(N, DEAL.hands[N].with_card(c("S2")))  # type: ignore[union-attr]  # a ♠2 from another pack
    rec = PlayRecord(deal, NOTRUMP)
    for seat, card in ((W, "S3"), (N, "S2"), (E, "S8"), (S, "S5"), (E, "H8")):
        rec = rec.add(Play(seat, c(card)))
    rec = rec.add(Remove(N, c("S2"), placed))
    (trick,) = rec.tricks
    assert (trick.card_of(N), trick.winner, len(trick.cards)) == (placed, E, 4 if placed else 3)  # the ♠K does not win
    assert len(rec.state.hands[N]) == north_holds  # type: ignore[arg-type]
    assert rec.state.current is not None and rec.state.current.cards == (TrickCard(E, c("H8")),)
    with pytest.raises(PlayError):
        rec.add(Remove(E, c("S2")))  # not East's card in a quitted trick


@pytest.mark.parametrize("placed", [None, c("S5")])
def test_a_trick_quitted_short_and_reopened_by_a_retraction_keeps_its_omitted_mark(placed: Card | None) -> None:
    """East's card is taken back from a trick quitted without South's (Law 67) before anyone leads: the trick
    opens again, and East's new card quits it again short of South's card; a card placed for South under 67B1
    stays his and never counts for the trick."""
    rec = record(NOTRUMP, "W:S2", "N:SA", "E:S8", Omit(S, placed), Retract(E, c("S8")), "E:S9")
    (trick,) = rec.tricks
    assert (trick.omitted, trick.winner, trick.card_of(S), trick.card_of(E)) == (S, N, placed, c("S9"))
    assert rec.next_seat is N
    assert len(rec.state.hands[S]) == (12 if placed else 13)  # type: ignore[arg-type]


def _some_event(data: st.DataObject, rec: PlayRecord, pack: list[Card]) -> PlayEvent:
    """An event of any kind, possible or not: a card by any seat, a retraction, an exposure, a pick-up, a claim,
    a card too many, a card omitted."""
    seat = data.draw(st.sampled_from(list(Seat)))
    card = data.draw(st.sampled_from(pack))
    kind = data.draw(st.integers(0, 9))
    if kind <= 4:
        return Play(seat, card)
    if kind == 5:
        return Retract(seat, card, data.draw(st.sampled_from(list(RetractReason))))
    if kind == 6:
        return Expose(seat, (card,))
    if kind == 7:
        return PickUp(seat, (card,))
    if kind == 8:
        return Extra(seat, card)
    return Claim(seat, data.draw(st.integers(0, 13))) if data.draw(st.booleans()) else Omit(seat)


@settings(max_examples=60, deadline=None)
@given(st.permutations(FULL_PACK), st.sampled_from(list(Seat)), st.data())
def test_a_record_built_event_by_event_reads_as_one_replayed_whole(
    pack: list[Card], declarer: Seat, data: st.DataObject
) -> None:
    """``add`` goes on from the record it extends (issue 19: each card replayed every card before it); what the
    longer record reads must be what a replay of all its events reads, and an event refused must leave the
    record it was offered to as it was."""
    deal = Deal(tuple(Hand(pack[i * 13 : i * 13 + 13]) for i in range(4)))  # type: ignore[arg-type]
    rec = PlayRecord(deal, Contract(3, Strain.NOTRUMP, declarer))
    for _ in range(data.draw(st.integers(1, 60))):
        before = rec.state
        longer = []  # two events offered to the same record: neither may see the other's
        for event in (_some_event(data, rec, pack), _some_event(data, rec, pack)):
            with contextlib.suppress(PlayError):  # an event that cannot have happened is refused
                longer.append(rec.add(event))
            assert rec.state == before
        for grown in longer:
            fresh = PlayRecord(deal, grown.contract, grown.events)
            assert grown.state == fresh.state
            assert grown.irregularities() == fresh.irregularities()
        if longer:
            rec = longer[0]


def _file_events(data: st.DataObject, deal: Deal) -> list[PlayEvent]:
    """Plays, claims and concessions as a file records them: mostly cards the seat still holds, in or out of
    turn, some cards it does not hold, a seat playing twice to a trick, too many tricks claimed."""
    hands = {seat: list(deal.hands[seat] or ()) for seat in Seat}
    events: list[PlayEvent] = []
    for _ in range(data.draw(st.integers(0, 60))):
        seat = data.draw(st.sampled_from(list(Seat)))
        kind = data.draw(st.integers(0, 19))
        if kind == 0:
            tricks = data.draw(st.integers(0, 14))
            events.append(Claim(seat, tricks) if data.draw(st.booleans()) else Concede(seat, tricks))
        elif kind == 1 or not hands[seat]:
            events.append(Play(seat, data.draw(st.sampled_from(FULL_PACK))))
        else:
            card = data.draw(st.sampled_from(hands[seat]))
            hands[seat].remove(card)
            events.append(Play(seat, card))
    return events


@settings(max_examples=200, deadline=None)
@given(st.permutations(FULL_PACK), st.sampled_from(list(Seat)), st.data())
def test_a_record_checked_without_a_replay_is_refused_and_read_as_one_replayed(
    pack: list[Card], declarer: Seat, data: st.DataObject
) -> None:
    """A record of plays and claims from four known hands is checked card by card, not replayed, when it is made
    (issue 19): it must be refused exactly when the replay refuses it, with the same error, and read (state,
    irregularities) exactly as the replay reads it."""
    from tdcompanion.core.play_replay import Replayer, plays_possible

    deal = Deal(tuple(Hand(pack[i * 13 : i * 13 + 13]) for i in range(4)))  # type: ignore[arg-type]
    contract = Contract(4, data.draw(st.sampled_from(list(Strain))), declarer)
    events = _file_events(data, deal)
    replayer = Replayer(deal, contract)
    refused: PlayError | None = None
    for event in events:
        try:
            replayer.apply(event)
        except PlayError as exc:
            refused = exc
            break
    assert plays_possible(deal, contract, events) is (refused is None)
    try:
        rec = PlayRecord(deal, contract, tuple(events))
    except PlayError as exc:
        assert refused is not None and exc.reason == refused.reason
    else:
        assert refused is None
        assert rec.state == replayer.snapshot()
        assert rec.irregularities() == tuple(replayer.found)


def test_a_record_it_cannot_decide_is_replayed_when_made() -> None:
    """Not four known hands, a card twice in a hand, an event other than a play or claim: the record is replayed
    when made, so an impossible event still raises there."""
    from tdcompanion.core.play_replay import plays_possible

    contract = Contract(3, Strain.NOTRUMP, S)
    west = DEAL.hands[W]
    assert west is not None
    unknown = DEAL.with_hand(E, None)
    doubled = DEAL.with_hand(W, Hand((*west.cards, west.cards[0])))
    lead = Play(W, west.cards[0])
    assert plays_possible(DEAL, contract, [lead])
    assert not plays_possible(unknown, contract, [lead])
    assert not plays_possible(doubled, contract, [lead])
    assert not plays_possible(DEAL, contract, [Expose(W, (west.cards[0],))])
    with pytest.raises(PlayError, match="does not hold"):
        PlayRecord(unknown, contract, (Play(W, west.cards[0]), Play(N, west.cards[0])))
    with pytest.raises(PlayError, match="does not hold"):
        PlayRecord(DEAL, contract, (Play(N, west.cards[0]),))
