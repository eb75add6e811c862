"""Does a board's record agree with itself? Tags against the auction and the play.

A PBN file states the contract, declarer, result and opening leader in tags, and again
through the Auction and Play sections; programs and hand typists get them out of step.
:func:`consistency` lists every disagreement as data; the caller decides how to say it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.errors import PBNDecodeError
from tdcompanion.core.pbn._record import PBNSectionError, auction_of, contract_of, read_play, tag_contract
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL


@dataclass(frozen=True, slots=True)
class DealerMismatch:
    """The Auction tag's first seat is not the dealer (Law 17A: the dealer calls first)."""

    dealer: Seat
    auction: Seat


@dataclass(frozen=True, slots=True)
class ContractMismatch:
    """The Contract tag is not the contract the auction reached (level, strain, doubling)."""

    tag: Contract | PassedOut
    auction: Contract | PassedOut


@dataclass(frozen=True, slots=True)
class DeclarerMismatch:
    """The Declarer tag is not the player the auction makes declarer (first to name the strain)."""

    tag: Seat
    auction: Seat


@dataclass(frozen=True, slots=True)
class LeaderMismatch:
    """The Play tag's opening leader is not declarer's left-hand opponent (Law 41A)."""

    tag: Seat
    expected: Seat


@dataclass(frozen=True, slots=True)
class ResultMismatch:
    """The Result tag is not the tricks declarer won in the thirteen tricks of the Play section."""

    tag: int
    play: int


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A section that cannot be made into objects: ``section``, the offending ``token`` and ``line``."""

    section: str
    reason: str
    token: str | None = None
    line: int | None = None


@dataclass(frozen=True, slots=True)
class ReadWithWarning:
    """A section read, but not as PBN specifies (a play listed in the order played): ``section``,
    why, and the ``token`` and ``line`` where reading it as specified fails."""

    section: str
    reason: str
    token: str | None = None
    line: int | None = None


Inconsistency = (
    DealerMismatch
    | ContractMismatch
    | DeclarerMismatch
    | LeaderMismatch
    | ResultMismatch
    | Unreadable
    | ReadWithWarning
)


def consistency(board: Board) -> tuple[Inconsistency, ...]:
    """Every way the board's tags and sections disagree, in the order above; ``()`` if none."""
    found: list[Inconsistency] = []
    first = None if board.auction_section is None else board.auction_section.first_seat
    if first is not None and board.dealer is not None and first is not board.dealer:
        found.append(DealerMismatch(board.dealer, first))
    try:
        auction = auction_of(board)
    except PBNDecodeError as exc:
        found.append(_unreadable("Auction", exc))
        auction = None
    found.extend(contract_disagreements(board, auction))
    play_section = board.play_section
    known = ... if auction is None else auction  # read once
    try:
        contract = None if play_section is None else contract_of(board, known)
    except PBNDecodeError:
        contract = None  # already reported as an unreadable auction
    if play_section is not None and isinstance(contract, Contract):
        leader = play_section.first_seat
        if leader is not None and leader is not contract.opening_leader:
            found.append(LeaderMismatch(leader, contract.opening_leader))
    try:
        reading = read_play(board, known)
    except PBNDecodeError as exc:
        found.append(_unreadable("Play", exc))
        reading = None
    play = None if reading is None else reading.play
    if reading is not None:
        found.extend(ReadWithWarning(w.section, w.reason, w.token, w.line) for w in reading.warnings)
    result = board.result_tricks
    if play is not None and len(play.tricks) == TRICKS_PER_DEAL and result is not None and play.result != result:
        assert play.result is not None
        found.append(ResultMismatch(result, play.result))
    return tuple(found)


def contract_disagreements(board: Board, auction: Auction | None) -> tuple[ContractMismatch | DeclarerMismatch, ...]:
    """Where the Contract and Declarer tags disagree with ``auction`` (the board's, already read; ``None``
    when it has none or it cannot be read): one mismatch at most, ``()`` when the auction has not ended
    or the tags give no contract. Cheap: the file loader checks every board with it (issue 21)."""
    tagged = tag_contract(board)
    reached = None if auction is None or tagged is None else auction.contract()
    if tagged is None or reached is None:
        return ()
    if _bid(tagged) != _bid(reached):
        return (ContractMismatch(tagged, reached),)
    if isinstance(tagged, Contract) and isinstance(reached, Contract) and tagged.declarer is not reached.declarer:
        return (DeclarerMismatch(tagged.declarer, reached.declarer),)
    return ()


def _bid(contract: Contract | PassedOut) -> tuple[object, ...]:
    return () if isinstance(contract, PassedOut) else (contract.level, contract.strain, contract.doubling)


def _unreadable(section: str, exc: PBNDecodeError) -> Unreadable:
    if isinstance(exc, PBNSectionError):
        return Unreadable(section, exc.reason, exc.token, exc.line)
    return Unreadable(section, exc.reason, None, exc.line)
