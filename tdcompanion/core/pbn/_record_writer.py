"""Write an auction and a play back into a board's Auction and Play sections.

A section whose object is unchanged is kept exactly as read. Otherwise it is written
afresh: four calls to a line, alerted calls followed by a note reference and a note
holding the explanation; the trailing passes as ``AP`` if the section read used ``AP``
(or if asked); ``*`` after an auction not closed. The play goes one trick to a line,
cards in seat order from the opening leader, ``-`` for the cards of the last trick not
played, ``*`` when fewer than thirteen tricks were played. Annotations read with a call
or card are written again with the same call or card at the same place.
"""

from __future__ import annotations

from dataclasses import replace

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.board import Board, PbnSection
from tdcompanion.core.calls import Pass
from tdcompanion.core.contract import PASSED_OUT, Contract, PassedOut, parse_contract
from tdcompanion.core.errors import PBNDecodeError
from tdcompanion.core.pbn._record import (
    PBNEncodeError,
    _AuctionText,
    _Marks,
    _PlayText,
    _read_auction,
    _read_play,
    tag_contract,
)
from tdcompanion.core.play import Claim, Play, PlayRecord
from tdcompanion.core.tricks import TRICKS_PER_DEAL, Trick


def with_record(
    board: Board, auction: Auction | None, play: PlayRecord | None, *, all_pass: bool | None = None
) -> Board:
    """``board`` with ``auction`` and ``play`` written into its Auction and Play sections.

    ``None`` removes a section. The Contract and Declarer tags follow the contract of
    ``play`` (else of a closed ``auction``) and the Result tag declarer's tricks in
    ``play``, when they change. ``all_pass`` chooses whether closing passes are written
    as ``AP`` (default: as the section read did; no for a new one). Raises
    :class:`PBNEncodeError` for what PBN cannot record: a call withdrawn or out of
    rotation, a play out of turn after the first lead, a retraction, exposure or
    concession, or a claim other than declarer's at the end.
    """
    try:
        old_auction = _read_auction(board)
    except PBNDecodeError:
        old_auction = None
    try:
        old_play = _read_play(board)
    except PBNDecodeError:
        old_play = None
    changes: dict[str, object] = {}
    contract: Contract | PassedOut | None = None
    if auction is None:
        if board.auction_section is not None:
            changes["auction_section"] = None
    elif old_auction is None or old_auction.auction != auction or all_pass is not None:
        changes["auction_section"] = _auction_section(auction, old_auction, all_pass)
        contract = auction.contract()
    if play is None:
        if board.play_section is not None:
            changes["play_section"] = None
    elif old_play is None or old_play.play != play:
        changes["play_section"] = _play_section(play, old_play)
        contract = play.contract
        result = play.result
        if result != board.result_tricks:
            changes["result"] = None if result is None else str(result)
    elif contract is not None:
        contract = play.contract  # the tags follow the play, which has not changed
    if contract is not None:
        changes.update(_contract_tags(board, contract))
    return replace(board, **changes) if changes else board  # type: ignore[arg-type]


def _contract_tags(board: Board, contract: Contract | PassedOut) -> dict[str, str | None]:
    if tag_contract(board) == contract:
        return {}
    if isinstance(contract, PassedOut):
        return {"contract": PASSED_OUT.pbn, "declarer": None if board.declarer is None else ""}
    declarer = board.declarer if board.declarer_seat is contract.declarer else contract.declarer.letter
    text = (board.contract or "").strip()
    try:
        same_text = bool(text) and parse_contract(text, contract.declarer) == contract
    except ValueError:
        same_text = False
    return {"contract": board.contract if same_text else contract.pbn, "declarer": declarer}


def _lines(slots: list[list[str]], end: bool) -> tuple[str, ...]:
    """Four slots (a call with its marks, or each seat's card) to a line; then ``*`` if ``end``."""
    lines = [" ".join(t for slot in slots[i : i + 4] for t in slot) for i in range(0, len(slots), 4)]
    return (*lines, "*") if end else tuple(lines)


def _auction_section(auction: Auction, old: _AuctionText | None, all_pass: bool | None) -> PbnSection:
    seats = auction.dealer.rotation()
    entries = auction.entries
    marks: list[_Marks] = []
    for index, entry in enumerate(entries):
        if entry.withdrawn:
            raise PBNEncodeError(f"PBN cannot record a withdrawn call (call {index + 1}, {entry.call.pbn})")
        if entry.seat is not seats[index % 4]:
            raise PBNEncodeError(
                f"PBN cannot record a call out of rotation (call {index + 1}, {entry.call.pbn} by "
                f"{entry.seat.english_name} when it was {seats[index % 4].english_name}'s turn)"
            )
        same = old is not None and index < len(old.marks) and old.auction.entries[index].call == entry.call
        marks.append((old.marks[index] if same and old is not None else None) or _Marks())
    cut = len(entries)
    if (old is not None and old.all_pass) if all_pass is None else all_pass:
        plain = 0
        while plain < cut and _plain_pass(entries[cut - 1 - plain], marks[cut - 1 - plain]):
            plain += 1
        cut = next((cut - k for k in range(plain, 0, -1) if auction.upto(cut - k).with_all_pass() == auction), cut)
    slots: list[list[str]] = []
    notes: list[str] = []
    for entry, mark in zip(entries[:cut], marks, strict=False):
        slot = mark.tokens(entry.call.pbn)
        if entry.alerted or entry.explanation:
            notes.append(f"{len(notes) + 1}:{entry.explanation or ''}")
            slot.append(f"={len(notes)}=")
        slots.append(slot)
    if cut < len(entries):
        slots.append(["AP"])
    return PbnSection(auction.dealer.letter, _lines(slots, not auction.is_complete), tuple(notes))


def _plain_pass(entry: AuctionEntry, mark: _Marks) -> bool:
    """A pass ``AP`` can stand for: no alert, no explanation, no annotation."""
    return isinstance(entry.call, Pass) and not (entry.alerted or entry.explanation or mark.attached or mark.after)


def _play_section(play: PlayRecord, old: _PlayText | None) -> PbnSection:
    events = play.events
    claimed = bool(events) and isinstance(events[-1], Claim)
    for index, event in enumerate(events):
        if isinstance(event, Play):
            continue
        if isinstance(event, Claim) and index == len(events) - 1 and event.seat is play.contract.declarer:
            continue
        what = type(event).__name__.lower()
        raise PBNEncodeError(f"PBN's Play section cannot record a {what} by {event.seat.english_name} "
                             f"(play event {index + 1}); only cards played and declarer's final claim")  # fmt: skip
    state = play.state_at(len(events) - 1) if claimed else play.state
    tricks: list[Trick] = list(state.tricks)
    if state.current is not None and state.current.cards:
        tricks.append(state.current)
    first = tricks[0].leader if tricks else play.contract.opening_leader
    due = first
    slots: list[list[str]] = []
    notes: list[str] = []
    for number, trick in enumerate(tricks):
        if trick.leader is not due or trick.seats != trick.leader.rotation()[: len(trick.cards)]:
            raise PBNEncodeError(
                f"PBN's Play section cannot record trick {number + 1} as played: it lists each trick by "
                f"seat, so {due.english_name} leads and the others follow in turn"
            )
        for seat in first.rotation():
            card = trick.card_of(seat)
            if card is None:
                slots.append(["-"])
                continue
            kept = old.marks.get((number, seat)) if old is not None else None
            mark = kept[1] if kept is not None and kept[0] == card else _Marks()
            slot = mark.tokens(card.pbn)
            for text in mark.notes:
                notes.append(f"{len(notes) + 1}:{text}")
                slot.append(f"={len(notes)}=")
            slots.append(slot)
        if trick.winner is not None:
            due = trick.winner
    return PbnSection(first.letter, _lines(slots, len(state.tricks) < TRICKS_PER_DEAL), tuple(notes))
