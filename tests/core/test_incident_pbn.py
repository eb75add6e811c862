"""An incident's board exported as a PBN 2.1 game: read back with the PBN reader it gives the same
deal, contract, auction and plays, the players and date in tags, and a commentary naming the
irregularity, the ruling's laws and whatever the sections cannot hold."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.core import incident, pbn
from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.board import LAYOUT_COMMENT, Board, Vulnerability
from tdcompanion.core.calls import Call
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import IncidentInfo, IncidentStatus
from tdcompanion.core.incident_pbn import UNKNOWN_DATE, board, to_pbn
from tdcompanion.core.laws import BoardRecord, Irregularity, IrregularityKind
from tdcompanion.core.laws.timeline import Step, Timeline
from tdcompanion.core.play import Expose, ExposeHow, Play, PlayEvent, PlayRecord, Remove, Retract, RetractReason
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import CONTRACT, DEAL, E, N, S, W, c

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.json"))


def read_back(item: Incident) -> Board:
    boards = pbn.loads(to_pbn(item))
    assert len(boards) == 1
    return boards[0]


def comment(game: Board) -> str:
    assert game.layout is not None
    found = [text for kind, text in game.layout.items if kind == LAYOUT_COMMENT]
    assert len(found) == 1
    return found[0]


def played(*plays: str, events: tuple[PlayEvent, ...] = ()) -> PlayRecord:
    record = PlayRecord(DEAL, CONTRACT)
    for text in plays:
        record = record.play(text[2:], {"N": N, "E": E, "S": S, "W": W}[text[0]])
    for event in events:
        record = record.add(event)
    return record


def test_the_revoke_example_reads_back_with_its_deal_tags_auction_and_play() -> None:
    example = incident.load(REPO / "examples" / "law64-revoke.json")
    game = read_back(example)
    assert (game.deal, game.number, game.dealer, game.vulnerability) == (DEAL, 3, S, Vulnerability.EW)
    assert (game.event, game.site, game.date) == ("Πανελλήνιο Πρωτάθλημα Ζευγών", "", "2024.05.01")
    assert game.players == ("Γιώργος Παπαδόπουλος", "Ελένη Κωνσταντίνου", "Νίκος Αθανασίου", "Δημήτρης Γεωργίου")
    assert [(t.name, t.value) for t in game.extra_tags] == [("Section", "Α"), ("Table", "7")]
    assert pbn.contract_of(game) == CONTRACT and game.declarer == "S"
    assert pbn.auction_of(game) == example.record.auction
    play = pbn.play_of(game)
    assert example.record.play is not None and play is not None
    assert play.events == example.record.play.events  # every event a card that stands
    assert game.result == str(example.record.play.result) == "11"
    note = comment(game)
    assert "Director called by North at 2024-05-01T22:35:00+03:00: revoke (West's H8, trick 3)" in note
    assert "ruling: Laws 63B, 64A1, 64C (offender: West)." in note
    assert "Result: the tricks declarer won in play, before the ruling." in note
    assert not pbn.consistency(game)


def test_cards_taken_back_and_exposed_are_described_and_only_the_plays_that_stand_written() -> None:
    play = played("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:H2",
                  events=(Retract(S, c("H2"), RetractReason.REVOKE_CORRECTION), Play(S, c("S3")), Play(W, c("D8")),
                          Expose(E, (c("D7"),), ExposeHow.DROPPED)))  # fmt: skip
    calls = (AuctionEntry(S, Call.parse("4H")), AuctionEntry(W, Call.parse("1S"), withdrawn=True),
             *(AuctionEntry(seat, Call.parse("Pass")) for seat in (W, N, E)))  # fmt: skip
    record = BoardRecord(DEAL, Auction(S, calls), play, number=3)
    item = Incident.one_ruling(record, Irregularity(IrregularityKind.REVOKE, event=9), status=IncidentStatus.OPEN)
    game = read_back(item)
    written = pbn.play_of(game)
    assert written is not None
    assert [(e.seat, e.card.pbn) for e in written.events if isinstance(e, Play)] == \
        [(W, "S5"), (N, "SA"), (E, "S7"), (S, "S2"), (N, "SK"), (E, "S8"), (S, "S3"), (W, "D8")]  # fmt: skip
    assert len(written.events) == 8
    auction = pbn.auction_of(game)
    assert auction is not None and [e.call.pbn for e in auction.entries] == ["4H", "Pass", "Pass", "Pass"]
    assert game.result is None  # two tricks played
    note = comment(game)
    assert "Director called: revoke (West's D8, trick 2)" in note
    assert "Not in the Play section (trick 2): South's H2 was taken back (revoke correction)." in note
    assert "Not in the Play section (trick 3): East exposed D7 (dropped)." in note
    assert "Not in the Auction section: West's 1S (call 2), withdrawn." in note
    assert "Status: open." in note


def test_a_trick_pbn_cannot_hold_ends_the_play_section_before_it() -> None:
    play = played("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:SJ", "E:H4", "S:H2", "W:H8", "N:HA")
    record = BoardRecord(DEAL, Auction.from_text(S, "4H AP"), play)
    item = Incident.one_ruling(record, Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=8))
    game = read_back(item)
    written = pbn.play_of(game)
    assert written is not None and written.events == play.events[:8]
    assert "The Play section stops after trick 2: PBN's Play section cannot record trick 3" in comment(game)


def test_an_opening_lead_out_of_turn_leaves_the_play_section_out() -> None:
    example = incident.load(REPO / "examples" / "law54-opening-lead-out-of-turn.json")
    first = example.steps[0].record
    assert first is not None
    ruled = replace(example.steps[0], applied=False)  # the ruling given, before declarer's choice took effect
    game = read_back(replace(example, record=first, steps=(ruled,), in_hand=True))
    assert game.play_section is None and pbn.contract_of(game) == CONTRACT
    assert "No Play section: trick 1 was led by East; PBN's Play section starts with the opening leader, West." \
        in comment(game)  # fmt: skip
    assert "ruling: Law 54 (offender: East); options chosen: law54.declarer_choice = law54.refuse; not applied " \
        "yet." in comment(game)  # fmt: skip


FIRST = "exposed card (East, trick 2); ruling: Laws 49, 50B, 50C, 50E (offender: East)"
SECOND = ("Then lead out of turn (West's SJ, trick 2); ruling: Law 56 (offender: West); options chosen: "
          "law56.declarer_choice = law56.refuse")  # fmt: skip
LATER = ("Then later choice, lead penalty card options (East, trick 3); ruling: Laws 50D2, 50E (offender: West); "
         "options chosen: law50.lead_options = forbid_S")  # fmt: skip


def test_each_ruling_of_a_story_has_its_line_in_the_commentary() -> None:
    from tests.core.test_incident_story import as_incident, story

    note = comment(read_back(as_incident(story())))
    lines = note.strip("{}").splitlines()
    assert lines[0] == "Director called: exposed card (East, trick 2); ruling: Laws 49, 50B, 50C, 50E (offender: East)."
    assert lines[1] == ("Then lead out of turn (West's SJ, trick 2); ruling: Law 56 (offender: West); options chosen: "
                        "law56.declarer_choice = law56.refuse.")  # fmt: skip
    assert lines[2] == ("Then later choice, lead penalty card options (East, trick 3); ruling: Laws 50D2, 50E "
                        "(offender: West); options chosen: law50.lead_options = forbid_S.")  # fmt: skip
    assert lines[3] == "Status: open."  # three rulings, three lines
    assert "not applied yet" not in note


def test_a_story_exports_the_plays_that_stand_and_names_who_called() -> None:
    from tests.core.test_incident_story import as_incident, story

    item = replace(as_incident(story()), info=IncidentInfo(called_by=S, called_at="2026-11-23T20:15:00+02:00"))
    game = read_back(item)
    lines = comment(game).strip("{}").splitlines()
    assert lines[:4] == [f"Director called by South at 2026-11-23T20:15:00+02:00: {FIRST}.", f"{SECOND}.",
                         f"{LATER}.", "Status: open."]  # fmt: skip
    assert "Not in the Play section (trick 2): East exposed C5 (dropped)." in lines
    assert "Not in the Play section (trick 2): West's SJ was taken back (out of turn)." in lines
    assert item.record.play is not None
    written = pbn.play_of(game)
    assert written is not None  # the cards that stand: trick 1, North's ♦2 led after the ♠J went back, trick 3
    assert [e.card.pbn for e in written.events if isinstance(e, Play)] == \
        ["S5", "SA", "S7", "S2", "D2", "DA", "D5", "D8", "DK", "D6", "D9", "D3"]  # fmt: skip
    assert list(written.events) == [e for e in item.record.play.events if isinstance(e, Play)
                                    and e.card.pbn != "SJ"]  # fmt: skip


def test_a_later_choice_not_applied_yet_says_so_on_its_line() -> None:
    from tests.core.test_incident_story import as_incident, story

    timeline = story(upto="prompt")
    (prompt,) = timeline.prompts()
    item = as_incident(timeline, Step(None, prompt, chosen=(("law50.lead_options", "forbid_S"),)))
    lines = comment(read_back(item)).strip("{}").splitlines()
    assert lines[:4] == [f"Director called: {FIRST}.", f"{SECOND}.", f"{LATER}; not applied yet.", "Status: open."]


def test_a_second_ruling_in_hand_is_the_last_line_and_not_applied_yet() -> None:
    from tests.core.test_incident_story import EXPOSED, LOOT, LOOT_FACTS, TRICK_1, as_incident, played, ruled
    from tests.core.test_incident_story import board as story_board

    t = ruled(Timeline.start(story_board((*TRICK_1, EXPOSED))),
              Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4)))  # fmt: skip
    t = played(t, LOOT)
    item = as_incident(t, Step(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5), facts=LOOT_FACTS,
                               chosen=(("law56.declarer_choice", "law56.refuse"),)))  # fmt: skip
    lines = comment(read_back(item)).strip("{}").splitlines()
    assert lines[:3] == [f"Director called: {FIRST}.", f"{SECOND}; not applied yet.", "Status: open."]


def test_a_ruling_that_cannot_be_ruled_again_ends_the_story_in_the_commentary() -> None:
    from tests.core.test_incident_story import as_incident, story

    item = as_incident(story())
    first, second, later = item.steps
    broken = replace(second, chosen=(("law56.declarer_choice", "nonsense"),))  # an option the ruling does not offer
    lines = comment(read_back(replace(item, steps=(first, broken, later)))).strip("{}").splitlines()
    assert lines[:3] == [f"Director called: {FIRST}.", "Ruling 2 cannot be ruled again as saved (unknown_option).",
                         "Status: open."]  # fmt: skip
    assert not any(line.startswith("Then") for line in lines)


def test_a_ruling_in_hand_on_an_event_taken_back_since_is_still_exported() -> None:
    from tests.core.test_incident_story import EXPOSED, TRICK_1, as_incident
    from tests.core.test_incident_story import board as story_board

    given = as_incident(Timeline.start(story_board((*TRICK_1, EXPOSED))),
                        Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4)))  # fmt: skip
    item = replace(given, record=story_board(TRICK_1))  # East's ♣5 taken back off the record after the call
    assert incident.loads(incident.dumps(item)) == item  # a file can hold it
    note = comment(read_back(item))
    assert "Director called: exposed card" in note and "cannot be ruled again (no_such_event)" in note


def test_an_incident_with_no_auction_or_play_exports_just_the_deal() -> None:
    info = IncidentInfo(date="2026-11-23", players=((N, "Γιώργος"), (W, "Μαρία")))
    item = Incident.one_ruling(BoardRecord(DEAL, number=5), Irregularity(IrregularityKind.MISSING_CARD), info=info)
    text = to_pbn(item)
    for absent in ("[Auction", "[Play", "[Contract", "[Declarer", "[Result"):
        assert absent not in text
    game = read_back(item)
    assert (game.deal, game.number, game.dealer, game.date) == (DEAL, 5, N, "2026.11.23")
    assert (game.player(N), game.player(W), game.player(E)) == ("Γιώργος", "Μαρία", "")
    assert game.auction_section is None and game.play_section is None
    assert "Director called: missing card;" in comment(game)


@pytest.mark.parametrize(
    ("date", "called_at", "created", "expected"),
    [("2026-11-23", "2026-11-24T20:15", "2026-11-25T10:00", "2026.11.23"),
     ("", "2026-11-24T20:15", "2026-11-25T10:00", "2026.11.24"),
     ("", "20:15", "2026-11-25T10:00", "2026.11.25"),
     ("", "", "recorded yesterday", UNKNOWN_DATE)],
)  # fmt: skip
def test_the_date_comes_from_the_record_else_the_call_else_the_file(
    date: str, called_at: str, created: str, expected: str
) -> None:
    item = Incident.one_ruling(BoardRecord(DEAL), Irregularity(IrregularityKind.MISSING_CARD),
                    info=IncidentInfo(date=date, called_at=called_at), created=created)  # fmt: skip
    assert board(item).date == expected == read_back(item).date


def test_braces_and_quotes_in_the_record_do_not_break_the_game() -> None:
    info = IncidentInfo(event='Κύπελλο "Αθήνα"', session="2η } ημερίδα {", players=((S, "Νίκος }"),))
    item = Incident.one_ruling(BoardRecord(DEAL, number=1), Irregularity(IrregularityKind.SURPLUS_CARD), info=info)
    game = read_back(item)
    assert (game.event, game.player(S), game.deal) == ('Κύπελλο "Αθήνα"', "Νίκος }", DEAL)
    assert "Session: 2η ) ημερίδα {." in comment(game)


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_example_exports_a_game_that_reads_back(path: Path) -> None:
    example = incident.load(path)
    text = to_pbn(example)
    assert text.startswith("% PBN 2.1\n")
    game = read_back(example)
    assert (game.deal, game.number) == (example.record.deal, example.record.number)
    auction = example.record.auction
    written_auction = pbn.auction_of(game)
    if written_auction is None:  # calls out of rotation: PBN's Auction section holds calls in rotation only
        assert auction is None or "No Auction section" in comment(game)
    else:
        assert auction is not None
        assert written_auction.entries == tuple(replace(e, withdrawn=False) for e in auction.entries if not e.withdrawn)
    written = pbn.play_of(game)
    if written is not None:
        assert example.record.play is not None
        # PBN's Play section has no place for what declarer said calling dummy's card (Law 46): left out
        events = example.record.play.events
        # a card not part of the deal taken out of its trick (Law 13C) stands replaced by the card placed there
        swaps = {(e.seat, e.card): e.placed for e in events if isinstance(e, Remove)}
        standing = [replace(e, card=swaps.get((e.seat, e.card), e.card), said=None) for e in events
                    if isinstance(e, Play) and swaps.get((e.seat, e.card), e.card) is not None]  # fmt: skip
        assert list(written.events) == standing[: len(written.events)]
    assert comment(game).startswith("{Director called")
    unstored = replace(example, steps=tuple(replace(step, ruling=None) for step in example.steps))
    assert to_pbn(unstored) == text  # stored or computed: the same ruling


def test_the_commentary_gives_the_ruling_saved_and_says_when_the_program_now_rules_differently() -> None:
    example = incident.load(REPO / "examples" / "law64-revoke.json")
    saved = example.steps[0].ruling
    assert saved is not None
    other = replace(saved, laws=saved.laws[:1])
    note = comment(read_back(replace(example, steps=(replace(example.steps[0], ruling=other),))))
    assert f"ruling: Law {saved.laws[0]} (offender: West); this program now rules differently." in note


@pytest.mark.parametrize("dealer", list(Seat))
def test_the_recorded_dealer_is_kept_whatever_the_board_number(dealer: Seat) -> None:
    """Board 2's standard dealer is East; a record dealt by another seat keeps it (North is Seat 0)."""
    item = Incident(BoardRecord(DEAL, number=2, dealer=dealer))
    assert board(item).dealer is dealer
    assert pbn.loads(to_pbn(item))[0].dealer is dealer


def test_a_trick_with_a_card_too_many_is_written_with_the_cards_that_count() -> None:
    """Law 67: the Play section gives each player's card; the extra card is told in the commentary."""
    from tdcompanion.core.laws import Irregularity, IrregularityKind
    from tests.core.laws.scenarios import record

    board = record("W:S5", "W:+SJ", "N:SA", "E:S7", "S:S2", "N:SK")
    game = read_back(Incident.one_ruling(board, Irregularity(IrregularityKind.DEFECTIVE_TRICK),
                                         created="2024-05-01T20:15:00+03:00"))  # fmt: skip
    written = pbn.play_of(game)
    assert written is not None and [str(e.card) for e in written.events][:5] == ["♠5", "♠A", "♠7", "♠2", "♠K"]
    assert "West played SJ as a card too many to the trick (Law 67)" in comment(game)
