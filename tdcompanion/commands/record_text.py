"""Plain-text views of a board's record for the command line: the auction as a grid, the play
trick by trick, and the consistency warnings. English only, like the rest of the CLI."""

from __future__ import annotations

from collections.abc import Iterator

from tdcompanion.core import pbn
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.play import Claim, OutOfTurn, PlayRecord, Revoke
from tdcompanion.core.seats import Seat

GRID_ORDER = (Seat.W, Seat.N, Seat.E, Seat.S)  # the usual printed auction: West's column first
_COLUMN = 8


def contract_text(contract: Contract | PassedOut | None, symbols: bool) -> str:
    if contract is None:
        return "none yet"
    if isinstance(contract, PassedOut):
        return "passed out"
    strain = contract.strain.symbol if symbols else contract.strain.letter
    return f"{contract.level}{strain}{contract.doubling.value} by {contract.declarer.letter}"


def card_text(card: Card, symbols: bool) -> str:
    return str(card) if symbols else card.pbn


def auction_lines(auction: Auction, symbols: bool) -> list[str]:
    """The calls in a grid, West North East South, alerted calls numbered with their explanations."""
    lines = ["  " + "".join(s.english_name.ljust(_COLUMN) for s in GRID_ORDER).rstrip()]
    cells = [""] * GRID_ORDER.index(auction.dealer)
    notes: list[str] = []
    for entry in auction.entries:
        call = entry.call
        text = call.pbn if not (symbols and call.is_bid) else str(call)
        if entry.withdrawn:
            text = f"({text})"
        if entry.alerted or entry.explanation:
            notes.append(f"  ({len(notes) + 1}) {text}: {entry.explanation or 'alerted, not explained'}")
            text += f"({len(notes)})"
        cells.append(text)
    for i in range(0, len(cells), 4):
        lines.append("  " + "".join(c.ljust(_COLUMN) for c in cells[i : i + 4]).rstrip())
    lines.extend(notes)
    closed = "" if auction.is_complete else " (the auction is not complete)"
    lines.append(f"  Final contract: {contract_text(auction.contract(), symbols)}{closed}")
    return lines


def play_lines(play: PlayRecord, symbols: bool) -> list[str]:
    """One line a trick in the order played, with its winner; then any claim and the result."""
    notes: dict[int, list[str]] = {}
    for irregularity in play.irregularities():
        if isinstance(irregularity, OutOfTurn):
            what = "led" if irregularity.is_lead else "played"
            notes.setdefault(irregularity.trick, []).append(f"{irregularity.seat.letter} {what} out of turn")
        elif isinstance(irregularity, Revoke):
            notes.setdefault(irregularity.trick, []).append(f"{irregularity.seat.letter} revoked")
    state = play.state
    tricks = [*state.tricks, *([state.current] if state.current is not None and state.current.cards else [])]
    lines = []
    for trick in tricks:
        cards = "  ".join(f"{tc.seat.letter} {card_text(tc.card, symbols):<3}" for tc in trick.cards)
        won = f"won by {trick.winner.letter}" if trick.winner is not None else "(not finished)"
        extra = f"  [{'; '.join(notes[trick.number])}]" if trick.number in notes else ""
        lines.append(f"  {trick.number:>2}  {cards.ljust(32)}  {won}{extra}")
    if state.claim is not None:
        verb = "claims" if isinstance(state.claim, Claim) else "concedes"
        lines.append(f"  {state.claim.seat.letter} {verb} {state.claim.tricks} of the remaining tricks")
    if play.result is not None:
        lines.append(f"  Declarer ({play.contract.declarer.letter}) took {play.result} tricks")
    return lines


def board_label(board: Board) -> str:
    room = board.extra_tag("Room")
    number = "?" if board.number is None else str(board.number)
    return f"board {number}" + (f" ({room.value.lower()} room)" if room is not None and room.value else "")


def warnings(board: Board) -> Iterator[tuple[int | None, str]]:
    """Each disagreement within the board's record as ``(line, message)``."""
    label = board_label(board)
    for found in pbn.consistency(board):
        match found:
            case pbn.DealerMismatch(dealer=dealer, auction=first):
                yield None, f"{label}: the auction starts with {first.letter}, but the dealer is {dealer.letter}"
            case pbn.ContractMismatch(tag=tag, auction=reached):
                yield None, f"{label}: the Contract tag says {tag.pbn}, but the auction reaches {reached.pbn}"
            case pbn.DeclarerMismatch(tag=tag, auction=seat):
                yield None, f"{label}: the Declarer tag says {tag.letter}, but the auction makes {seat.letter} declarer"
            case pbn.LeaderMismatch(tag=tag, expected=expected):
                yield None, f"{label}: the play starts with {tag.letter}, but the opening leader is {expected.letter}"
            case pbn.ResultMismatch(tag=tag, play=tricks):
                yield None, f"{label}: the Result tag says {tag}, but declarer took {tricks} tricks in the play"
            case pbn.Unreadable(section=section, reason=reason, token=token, line=line) | pbn.ReadWithWarning(
                section=section, reason=reason, token=token, line=line
            ):
                at = f", {token!r}" if token is not None else ""
                yield line, f"{label}: {section} section{at}: {reason}"
