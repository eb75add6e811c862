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
44G). Many files list each trick in the order played instead (each line from that
trick's leader): a section that cannot be read by seat but reads that way is read so,
with a :class:`PBNSectionWarning` naming the line where the seat columns fail
(:func:`read_play`; :func:`consistency` lists it). ``-`` (or ``+``) is a card not played,
allowed only in the last trick; ``*`` ends a play recorded only in part. PBN has no claim
token: when the play stops before thirteen tricks and the Result tag gives declarer's
tricks, the record ends with a claim by declarer of the rest (Law 68A), as the LIN
reader does with ``mc``. The contract is the one the auction reaches when it ends, else
the one the Contract and Declarer tags give (:func:`contract_of`).

A section that cannot be made into objects raises :class:`PBNSectionError`, naming the
board, the section, the token and its line.

The seat a tag names may be North, ``Seat.N == 0``: seats are tested with ``is None``,
never for truth.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from types import EllipsisType

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.board import Board, PbnSection
from tdcompanion.core.calls import Call, CallError
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import PASSED_OUT, Contract, PassedOut, parse_contract
from tdcompanion.core.errors import CardParseError, InputError, NumberError, PBNDecodeError
from tdcompanion.core.numbers import bounded_int
from tdcompanion.core.play import Claim, PlayError, PlayEvent, PlayRecord
from tdcompanion.core.play_events import PLAYS
from tdcompanion.core.said import Messages, reason_of
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL, winning_card

_NOTE_REF = re.compile(r"=([0-9]+)=")
_COMMENTARY = re.compile(r"\$[0-9]+|[!?]{1,2}|\^[A-Za-z]")  # NAG, suffix annotation, irregularity mark
_MARKED = re.compile(r"(.+?)((?:\^[A-Za-z])?[!?]{0,2})")  # a call or card with marks written on to it
_NOTE_TEXT = re.compile(r"\s*([0-9]+)\s*:(.*)", re.DOTALL)
_UNKNOWN = ("-", "+")
_END = "*"
#: Plain tokens already read: most files spell a few dozen calls and 52 cards the same way. A call is kept as
#: its entry by each seat (``_ENTRIES[token][seat]``): entries are values, so one serves every auction.
_ENTRIES: dict[str, tuple[AuctionEntry, ...]] = {}
_CARDS: dict[str, Card] = {c.pbn: c for c in FULL_PACK} | {c.pbn.lower(): c for c in FULL_PACK}
_CACHE_SIZE = 512


#: Why an Auction or Play section cannot be read, in English (the catalogue says it in the other languages).
SAID = Messages("pbn", {
    "no_first_seat": "the Auction tag names no seat ({value!r}) and the board has no dealer",
    "note_before_call": "a note or annotation before any call",
    "call_after_all_pass": "a call after AP (all pass)",
    "auction_unreadable": "no contract to play: the Auction section cannot be read ({reason})",
    "played_passed_out": "cards are played but there is no contract (the board was passed out)",
    "played_without_contract": "cards are played but there is no contract (no Contract tag and no closed auction)",
    "note_before_card": "a note or annotation before any card",
    "card_missing_play_goes_on": "a card is missing from trick {trick}, but the play goes on",
    "card_missing_card_follows": "a card is missing from trick {trick}, but a card follows it",
})


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


class PBNSectionWarning(PBNSectionError):  # noqa: N818 - a warning, named as Python names them
    """A section read, but not as PBN 2.1 writes it (never raised: collected, like python-chess's
    ``Game.errors``, in :attr:`PlayReading.warnings`); same fields as :class:`PBNSectionError`."""

    is_warning = True  # the section was read: callers listing problems need not keep it as written


@dataclass(frozen=True, slots=True)
class PlayReading:
    """A Play section read: the play in the order played, and how the section strayed from PBN."""

    play: PlayRecord
    warnings: tuple[PBNSectionWarning, ...] = ()


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
    warnings: tuple[PBNSectionWarning, ...] = ()


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


def read_play(board: Board, auction: Auction | EllipsisType | None = ...) -> PlayReading | None:
    """:func:`play_of` with the warnings about how the section was written (a play listed in the
    order played rather than by seat); ``None`` when :func:`play_of` gives ``None``. ``auction`` is the
    board's auction when the caller has read it already (``None``: the board has none), so that it is
    not read twice."""
    text = _read_play(board, auction)
    return None if text is None else PlayReading(text.play, text.warnings)


def contract_of(board: Board, auction: Auction | EllipsisType | None = ...) -> Contract | PassedOut | None:
    """The contract played: the one the auction reaches when it ends, else the one the Contract and
    Declarer tags give (no auction, or one recorded only in part). The header, the Play tab and the
    board list all show this one; :func:`contract_disagreements` says when the tags say otherwise.
    An auction that cannot be read raises, unless the tags give a contract. ``auction``: as for
    :func:`read_play`."""
    tagged = tag_contract(board)
    if auction is ...:
        try:
            auction = auction_of(board)
        except PBNDecodeError:
            if tagged is None:
                raise
            auction = None
    reached = None if auction is None else auction.contract()
    return reached if reached is not None else tagged


def tag_contract(board: Board) -> Contract | PassedOut | None:
    """The contract the Contract and Declarer tags give, if they give one."""
    return _tag_contract(board.contract, board.declarer_seat)


@lru_cache(maxsize=512)
def _tag_contract(contract: str | None, declarer: Seat | None) -> Contract | PassedOut | None:
    """:func:`tag_contract` of the Contract tag's text and the declarer: a file spells a few dozen contracts,
    each on many boards, and the file loader's check reads each board's tags more than once (issue 21)."""
    text = (contract or "").strip()
    if not text or text == "?":
        return None
    try:
        return parse_contract(text, declarer)
    except CallError:
        return None


def _notes(section: PbnSection, error: _Error) -> dict[int, str]:
    notes: dict[int, str] = {}
    for note in section.notes:
        m = _NOTE_TEXT.fullmatch(note)
        if m is not None:
            shown = note if len(note) <= 40 else note[:37] + "..."
            notes.setdefault(_note_number(m.group(1), error, f'[Note "{shown}"]', None), m.group(2).strip())
    return notes


def _note_number(digits: str, error: _Error, token: str, line: int | None) -> int:
    """The number of a note (``[Note "1:..."]``) or of a reference to one (``=1=``), within its range."""
    try:
        return bounded_int(digits, "note")
    except NumberError as exc:
        raise error(reason_of(exc), token if len(token) <= 40 else token[:37] + "...", line) from None


def _read_auction(board: Board) -> _AuctionText | None:
    section = board.auction_section
    if section is None:
        return None
    first = section.first_seat if section.first_seat is not None else board.dealer

    def error(reason: str, token: str | None = None, line: int | None = None) -> PBNSectionError:
        return PBNSectionError(reason, board=board.number, section="Auction", token=token, line=line)

    if first is None:
        raise error(SAID("no_first_seat", value=section.value))
    seats, notes = first.rotation(), _notes(section, error)
    entries: list[AuctionEntry] = []
    marks: list[_Marks | None] = []  # None: no commentary (the usual case, so no object)
    all_pass = False
    for token, line in section.located_tokens():
        plain = _ENTRIES.get(token)
        if plain is not None and not all_pass:
            entries.append(plain[seats[len(entries) % 4]])
            marks.append(None)
            continue
        if token == _END or token in _UNKNOWN:
            break
        ref = _NOTE_REF.fullmatch(token)
        if ref is not None or _COMMENTARY.fullmatch(token):
            if all_pass:
                continue  # commentary on AP itself: the passes it stands for hold none
            if not entries:
                raise error(SAID("note_before_call"), token, line)
            if ref is None:
                mark = marks[-1] = marks[-1] or _Marks()
                mark.after.append(token)
            else:
                last, text = entries[-1], notes.get(_note_number(ref.group(1), error, token, line))
                explanation = text if last.explanation is None else f"{last.explanation}; {text}" if text else None
                entries[-1] = replace(last, alerted=True, explanation=explanation or last.explanation)
            continue
        if all_pass:
            raise error(SAID("call_after_all_pass"), token, line)
        if token.upper() == "AP":
            all_pass = True
            continue
        m = _MARKED.fullmatch(token)
        text = m.group(1) if m else token
        try:
            call = Call.parse(text)
        except CallError as exc:
            raise error(str(exc), token, line) from None
        if text == token and len(_ENTRIES) < _CACHE_SIZE:
            _ENTRIES[token] = tuple(AuctionEntry(seat, call) for seat in Seat)
        entries.append(AuctionEntry(seats[len(entries) % 4], call))
        marks.append(_Marks(m.group(2)) if m and m.group(2) else None)
    auction = Auction(first, tuple(entries))
    return _AuctionText(auction.with_all_pass() if all_pass else auction, marks, all_pass)


#: One column of a Play line: the card (``None`` for ``-``), the token and its line (a plain tuple: a file has
#: hundreds of thousands).
_Slot = tuple[Card | None, str, int | None]

_Error = Callable[..., PBNSectionError]


def _read_play(board: Board, auction: Auction | EllipsisType | None = ...) -> _PlayText | None:
    section = board.play_section
    if section is None:
        return None

    def error(reason: str, token: str | None = None, line: int | None = None) -> PBNSectionError:
        return PBNSectionError(reason, board=board.number, section="Play", token=token, line=line)

    slots, marks = _play_slots(section, error)
    played = [slot for slot in slots if slot[0] is not None]
    try:
        contract = contract_of(board, auction)
    except PBNSectionError as exc:
        if played:
            raise error(SAID("auction_unreadable", reason=exc.reason)) from None
        return None
    if not isinstance(contract, Contract):
        if not played:
            return None
        key = "played_passed_out" if contract is PASSED_OUT else "played_without_contract"
        raise error(SAID(key), played[0][1], played[0][2])
    first = section.first_seat if section.first_seat is not None else contract.opening_leader
    read = _PlayReader(board, slots, first, contract, error)
    warnings: tuple[PBNSectionWarning, ...] = ()
    try:
        record, placed = read(played_order=False)
    except _ReadingError as by_seat:
        try:
            record, placed = read(played_order=True)
        except _ReadingError as in_order:
            if in_order.at <= by_seat.at:
                raise by_seat.error from None
            found, seat_found = in_order.error, by_seat.error
            raise error(
                f"{found.reason} (each line read in the order played, from the trick's leader; by seat, "
                f"line {seat_found.line}, {seat_found.token}: {seat_found.reason})",
                found.token,
                found.line,
            ) from None
        where = by_seat.error
        warning = PBNSectionWarning(
            "the cards are listed in the order played (each line from the trick's leader), not by seat "
            f"from the opening leader as PBN specifies; read in the order played (by seat: {where.reason})",
            board=board.number,
            section="Play",
            token=where.token,
            line=where.line,
        )
        warnings = (warning,)
    seats = {slot: event.seat for slot, event in zip(placed, record.events, strict=False)} if marks else {}
    kept = {(i // 4, seats[i]): (card, mark) for i, mark in marks.items() if (card := slots[i][0]) is not None}
    return _PlayText(record, kept, warnings)


class _ReadingError(Exception):
    """A reading of the Play section that fails: its ``error``, at slot ``at``."""

    def __init__(self, error: PBNSectionError, at: int) -> None:
        super().__init__(error)
        self.error = error
        self.at = at


@dataclass(slots=True)
class _PlayReader:
    """Reads the Play slots by seat (as PBN specifies) or in the order played."""

    board: Board
    slots: list[_Slot]
    first: Seat
    contract: Contract
    error: _Error

    def __call__(self, *, played_order: bool) -> tuple[PlayRecord, list[int]]:
        """The play, and the slot of each of its plays; raises :class:`_ReadingError`."""
        slots, contract = self.slots, self.contract
        events, where, won = _play_events(slots, self.first, contract, self.error, played_order)
        quitted, result = len(events) // 4, self.board.result_tricks
        if quitted < TRICKS_PER_DEAL and result is not None and won <= result <= won + TRICKS_PER_DEAL - quitted:
            events.append(Claim(contract.declarer, result - won))
        try:
            record = PlayRecord(self.board.deal, contract, tuple(events))
        except PlayError as exc:
            at = where[exc.index] if exc.index is not None and exc.index < len(where) else len(slots)
            slot = slots[at] if at < len(slots) else None
            raise _ReadingError(self.error(exc.reason, *(slot[1:] if slot is not None else ())), at) from None
        return record, where


def _play_slots(section: PbnSection, error: _Error) -> tuple[list[_Slot], dict[int, _Marks]]:
    """The columns of the Play section up to ``*``, and the commentary on each."""
    notes = _notes(section, error)
    slots: list[_Slot] = []
    marks: dict[int, _Marks] = {}
    cards = _CARDS
    for token, line in section.located_tokens():
        card = cards.get(token)
        if card is not None:
            slots.append((card, token, line))
            continue
        if token == _END:
            break
        ref = _NOTE_REF.fullmatch(token)
        if ref is not None or _COMMENTARY.fullmatch(token):
            if not slots:
                raise error(SAID("note_before_card"), token, line)
            mark = marks.setdefault(len(slots) - 1, _Marks())
            if ref is None:
                mark.after.append(token)
            else:
                mark.notes.append(notes.get(_note_number(ref.group(1), error, token, line), ""))
            continue
        if token in _UNKNOWN:
            slots.append((None, token, line))
            continue
        m = _MARKED.fullmatch(token)
        try:
            card = Card.parse(m.group(1) if m else token)
        except CardParseError as exc:
            raise error(str(exc), token, line) from None
        slots.append((card, token, line))
        if m and m.group(2):
            marks[len(slots) - 1] = _Marks(m.group(2))
    return slots, marks


def _play_events(
    slots: list[_Slot], first: Seat, contract: Contract, error: _Error, played_order: bool = False
) -> tuple[list[PlayEvent], list[int], int]:
    """The cards in the order played, the slot each came from, and the quitted tricks declarer won.

    Each trick is led by the winner of the one before (Law 44G), the first by ``first``. By
    seat, the columns are the seats from ``first``; with ``played_order``, each line's cards
    are the seats from that trick's leader. Raises :class:`_ReadingError`.
    """
    columns = first.rotation()
    count = len(slots)
    tricks = (count + 3) // 4
    while tricks and all(slot[0] is None for slot in slots[(tricks - 1) * 4 : tricks * 4]):
        tricks -= 1  # a last line of dashes only
    events: list[PlayEvent] = []
    where: list[int] = []
    lead, won, declaring, trump, last = 0, 0, contract.declaring_side, contract.trump, tricks - 1
    for number in range(tricks):
        base = number * 4
        cards: list[Card] = []  # this trick's, in the order played
        seats: list[Seat] = []
        for k in range(4):
            at = base + (k if played_order else (lead + k) % 4)  # the slots in the order played
            card = slots[at][0] if at < count else None
            if card is None:
                # only the last trick can be short: every other line has four slots; played in
                # order, only its last cards can be missing
                later = played_order and any(slot[0] is not None for slot in slots[at + 1 : base + 4])
                if number < last or later:
                    _, token, line = slots[at]
                    key = "card_missing_play_goes_on" if number < last else "card_missing_card_follows"
                    raise _ReadingError(error(SAID(key, trick=number + 1), token, line), at)
                continue
            seat = columns[(lead + k) % 4]  # by seat: the seats from the trick's leader
            cards.append(card)
            seats.append(seat)
            events.append(PLAYS[seat][card.index])
            where.append(at)
        if len(cards) == 4:
            winner = seats[winning_card(cards, trump)]
            lead = columns.index(winner)
            won += winner.side is declaring
    return events, where, won
