"""A board's Auction and Play sections as core objects, and back (PBN 2.1 sections 3.9-3.10).

Auction: the tag names the first seat to call (normally the dealer); calls follow in
rotation, any number to a line. ``AP`` stands for the passes that close the auction
(:meth:`Auction.with_all_pass`); ``*`` ends an auction recorded only in part. ``-`` (or
``+``) is a call not known: nothing after it can be placed, so the auction is read up to
it (and is then incomplete). A note reference ``=n=`` after a call makes it alerted, the
note's text its explanation (Law 20F). Suffix annotations (``!``, ``?``, ``!!``, ``??``,
``!?``, ``?!``), ``$n`` NAGs and ``^x`` irregularity marks are commentary: the objects do
not hold them, but :func:`with_record` writes them back with the calls they came with.

Play: the tag names the opening leader, and every line is one trick with the cards in
seat order from that leader (columns), not in the order played. The order is rebuilt
from who led each trick: the Play tag's seat, then the winner of the trick before (Law
44G). ``-`` (or ``+``) is a card not played, allowed only in the last trick; ``*`` ends a
play recorded only in part. PBN has no claim token: when the play stops before thirteen
tricks and the Result tag gives declarer's tricks, the record ends with a claim by
declarer of the rest (Law 68A), as the LIN reader does with ``mc``. The contract comes
from the Contract and Declarer tags, else from the auction.

A section that cannot be made into objects raises :class:`PBNSectionError`, naming the
board, the section, the token and its line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.board import Board, PbnSection
from tdcompanion.core.calls import Call, CallError
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import PASSED_OUT, Contract, PassedOut, parse_contract
from tdcompanion.core.errors import CardParseError, InputError, PBNDecodeError
from tdcompanion.core.play import Claim, Play, PlayError, PlayEvent, PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL, TrickCard, trick_winner

_NOTE_REF = re.compile(r"=([0-9]+)=")
_COMMENTARY = re.compile(r"\$[0-9]+|[!?]{1,2}|\^[A-Za-z]")  # NAG, suffix annotation, irregularity mark
_MARKED = re.compile(r"(.+?)((?:\^[A-Za-z])?[!?]{0,2})")  # a call or card with marks written on to it
_NOTE_TEXT = re.compile(r"\s*([0-9]+)\s*:(.*)", re.DOTALL)
_UNKNOWN = ("-", "+")
_END = "*"
#: Plain tokens already read: most files spell a few dozen calls and 52 cards the same way.
_CALLS: dict[str, Call] = {}
_CARDS: dict[str, Card] = {c.pbn: c for c in FULL_PACK} | {c.pbn.lower(): c for c in FULL_PACK}
_CACHE_SIZE = 512


class PBNSectionError(PBNDecodeError):
    """An Auction or Play section that cannot be made into objects.

    ``board`` is the board number, ``section`` ``"Auction"`` or ``"Play"``, ``token`` the
    offending token (``None`` when the section as a whole is at fault), ``line`` its file line.
    """

    def __init__(
        self, reason: str, *, board: int | None, section: str, token: str | None = None, line: int | None = None
    ) -> None:
        self.board = board
        self.section = section
        self.token = token
        at = f"board {board if board is not None else '?'}, {section} section"
        super().__init__(f"{at}{f', {token!r}' if token is not None else ''}: {reason}", line=line)
        self.reason = reason


class PBNEncodeError(InputError):
    """An auction or play that a PBN section cannot record as it happened."""


@dataclass(slots=True)
class _Marks:
    """Commentary written with one call or card: ``attached`` straight after it, ``after`` as
    tokens of their own; ``notes`` the texts of the play notes it refers to."""

    attached: str = ""
    after: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def tokens(self, text: str) -> list[str]:
        return [text + self.attached, *self.after]


@dataclass(slots=True)
class _AuctionText:
    auction: Auction
    marks: list[_Marks | None]  # one per call written (not for the passes of AP)
    all_pass: bool


@dataclass(slots=True)
class _PlayText:
    play: PlayRecord
    marks: dict[tuple[int, Seat], tuple[Card, _Marks]]  # by trick index and seat


# -- reading ---------------------------------------------------------------------------------


def auction_of(board: Board) -> Auction | None:
    """The auction of the board's Auction section; ``None`` if it has none."""
    text = _read_auction(board)
    return None if text is None else text.auction


def play_of(board: Board) -> PlayRecord | None:
    """The play of the board's Play section, in the order played; ``None`` if it has no Play
    section, or one without cards on a board passed out or with no contract."""
    text = _read_play(board)
    return None if text is None else text.play


def contract_of(board: Board) -> Contract | PassedOut | None:
    """The contract played: from the Contract and Declarer tags, else from a closed auction."""
    tagged = tag_contract(board)
    if tagged is not None:
        return tagged
    auction = auction_of(board)
    return None if auction is None else auction.contract()


def tag_contract(board: Board) -> Contract | PassedOut | None:
    """The contract the Contract and Declarer tags give, if they give one."""
    text = (board.contract or "").strip()
    if not text or text == "?":
        return None
    try:
        return parse_contract(text, board.declarer_seat)
    except CallError:
        return None


def _notes(section: PbnSection) -> dict[int, str]:
    notes: dict[int, str] = {}
    for note in section.notes:
        m = _NOTE_TEXT.fullmatch(note)
        if m is not None:
            notes.setdefault(int(m.group(1)), m.group(2).strip())
    return notes


def _read_auction(board: Board) -> _AuctionText | None:
    section = board.auction_section
    if section is None:
        return None
    first = section.first_seat or board.dealer

    def error(reason: str, token: str | None = None, line: int | None = None) -> PBNSectionError:
        return PBNSectionError(reason, board=board.number, section="Auction", token=token, line=line)

    if first is None:
        raise error(f"the Auction tag names no seat ({section.value!r}) and the board has no dealer")
    seats, notes = first.rotation(), _notes(section)
    entries: list[AuctionEntry] = []
    marks: list[_Marks | None] = []  # None: no commentary (the usual case, so no object)
    all_pass = False
    for token, line in section.located_tokens():
        call = _CALLS.get(token)
        if call is not None and not all_pass:
            entries.append(AuctionEntry(seats[len(entries) % 4], call))
            marks.append(None)
            continue
        if token == _END or token in _UNKNOWN:
            break
        ref = _NOTE_REF.fullmatch(token)
        if ref is not None or _COMMENTARY.fullmatch(token):
            if all_pass:
                continue  # commentary on AP itself: the passes it stands for hold none
            if not entries:
                raise error("a note or annotation before any call", token, line)
            if ref is None:
                mark = marks[-1] = marks[-1] or _Marks()
                mark.after.append(token)
            else:
                last, text = entries[-1], notes.get(int(ref.group(1)))
                explanation = text if last.explanation is None else f"{last.explanation}; {text}" if text else None
                entries[-1] = replace(last, alerted=True, explanation=explanation or last.explanation)
            continue
        if all_pass:
            raise error("a call after AP (all pass)", token, line)
        if token.upper() == "AP":
            all_pass = True
            continue
        m = _MARKED.fullmatch(token)
        text = m.group(1) if m else token
        try:
            call = Call.parse(text)
        except CallError as exc:
            raise error(str(exc), token, line) from None
        if text == token and len(_CALLS) < _CACHE_SIZE:
            _CALLS[token] = call
        entries.append(AuctionEntry(seats[len(entries) % 4], call))
        marks.append(_Marks(m.group(2)) if m and m.group(2) else None)
    auction = Auction(first, tuple(entries))
    return _AuctionText(auction.with_all_pass() if all_pass else auction, marks, all_pass)


class _Slot(NamedTuple):
    """One column of a Play line: the card (``None`` for ``-``), the token and its line."""

    card: Card | None
    token: str
    line: int | None


_Error = Callable[..., PBNSectionError]


def _read_play(board: Board) -> _PlayText | None:
    section = board.play_section
    if section is None:
        return None

    def error(reason: str, token: str | None = None, line: int | None = None) -> PBNSectionError:
        return PBNSectionError(reason, board=board.number, section="Play", token=token, line=line)

    slots, marks = _play_slots(section, error)
    played = [slot for slot in slots if slot.card is not None]
    try:
        contract = contract_of(board)
    except PBNSectionError as exc:
        if played:
            raise error(f"no contract to play: the Auction section cannot be read ({exc.reason})") from None
        return None
    if not isinstance(contract, Contract):
        if not played:
            return None
        why = "the board was passed out" if contract is PASSED_OUT else "no Contract tag and no closed auction"
        raise error(f"cards are played but there is no contract ({why})", played[0].token, played[0].line)
    first = section.first_seat or contract.opening_leader
    events, where, won = _play_events(slots, first, contract, error)
    quitted, result = len(events) // 4, board.result_tricks
    if quitted < TRICKS_PER_DEAL and result is not None and won <= result <= won + TRICKS_PER_DEAL - quitted:
        events.append(Claim(contract.declarer, result - won))
    try:
        record = PlayRecord(board.deal, contract, tuple(events))
    except PlayError as exc:
        slot = slots[where[exc.index]] if exc.index is not None and exc.index < len(where) else None
        raise error(exc.reason, *(slot[1:] if slot is not None else ())) from None
    columns = first.rotation()
    kept = {(i // 4, columns[i % 4]): (card, mark) for i, mark in marks.items() if (card := slots[i].card) is not None}
    return _PlayText(record, kept)


def _play_slots(section: PbnSection, error: _Error) -> tuple[list[_Slot], dict[int, _Marks]]:
    """The columns of the Play section up to ``*``, and the commentary on each."""
    notes = _notes(section)
    slots: list[_Slot] = []
    marks: dict[int, _Marks] = {}
    for token, line in section.located_tokens():
        card = _CARDS.get(token)
        if card is not None:
            slots.append(_Slot(card, token, line))
            continue
        if token == _END:
            break
        ref = _NOTE_REF.fullmatch(token)
        if ref is not None or _COMMENTARY.fullmatch(token):
            if not slots:
                raise error("a note or annotation before any card", token, line)
            mark = marks.setdefault(len(slots) - 1, _Marks())
            if ref is None:
                mark.after.append(token)
            else:
                mark.notes.append(notes.get(int(ref.group(1)), ""))
            continue
        if token in _UNKNOWN:
            slots.append(_Slot(None, token, line))
            continue
        m = _MARKED.fullmatch(token)
        try:
            card = Card.parse(m.group(1) if m else token)
        except CardParseError as exc:
            raise error(str(exc), token, line) from None
        slots.append(_Slot(card, token, line))
        if m and m.group(2):
            marks[len(slots) - 1] = _Marks(m.group(2))
    return slots, marks


def _play_events(
    slots: list[_Slot], first: Seat, contract: Contract, error: _Error
) -> tuple[list[PlayEvent], list[int], int]:
    """The cards in the order played, the slot each came from, and the quitted tricks declarer won.

    Each trick is led by the winner of the one before (Law 44G), the first by ``first``.
    """
    columns = first.rotation()
    tricks = [slots[i : i + 4] for i in range(0, len(slots), 4)]
    while tricks and all(slot.card is None for slot in tricks[-1]):
        tricks.pop()  # a last line of dashes only
    events: list[PlayEvent] = []
    where: list[int] = []
    lead, won, declaring, last = 0, 0, contract.declaring_side, len(tricks) - 1
    for number, trick in enumerate(tricks):
        played: list[TrickCard] = []
        for column in _FROM[lead]:  # the columns in the order played: from the leader's
            card = trick[column].card if column < len(trick) else None
            if card is None:
                if number < last:  # only the last trick can be short: every other line has four slots
                    gap = trick[column]
                    raise error(f"a card is missing from trick {number + 1}, but the play goes on", gap.token, gap.line)
                continue
            played.append(TrickCard(columns[column], card))
            events.append(Play(columns[column], card))
            where.append(number * 4 + column)
        if len(played) == 4:
            winner = trick_winner(played, contract.trump)
            lead = columns.index(winner)
            won += winner.side is declaring
    return events, where, won


_FROM = tuple(tuple((start + k) % 4 for k in range(4)) for start in range(4))
