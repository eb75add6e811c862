"""Read Bridge Base Online LIN records: hand-record downloads, handviewer URLs and vugraph files.

A LIN text is a run of ``tag|value|`` pairs (two-letter tags, any case; newlines between pairs mean
nothing). The ones that matter here:

``pn`` player names, South, West, North, East (a vugraph header lists eight: open room, then closed);
``md`` dealer digit (1 S, 2 W, 3 N, 4 E) then the hands in the same seat order, the fourth may be left
out; ``sv`` vulnerability (``o``/``0`` none, ``n``, ``e``, ``b``); ``ah`` the board heading; ``qx`` the
board in a vugraph file (``o3`` open room board 3, ``c3`` closed room); ``mb`` a call (``!`` alerts it),
``an`` the explanation of the call before it; ``pc`` a card played; ``mc`` tricks claimed for declarer
in all; ``nt`` a commentary; ``vg``, ``rs``, ``bn`` the vugraph header, results and board list.

:func:`loads` returns one :class:`LinBoard` per board; anything it cannot read raises
:class:`~tdcompanion.core.errors.LinDecodeError` saying which pair, where and why. Tags it does not
know are kept on the board, not refused. A defective deal (a card twice, a short hand) is recorded,
as :attr:`Deal.defects` says, not refused (Laws 13-14).

LIN does not say who played a card: each is played by the seat dealt it, so the play record finds
any play out of turn. ``mc`` gives declarer's total of tricks; it becomes a claim by declarer of the
tricks still to be played (Law 68A).
"""

from __future__ import annotations

import os
import re
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.board import Board, PbnSection, Players, Vulnerability, dealer_for
from tdcompanion.core.bulk import collector_paused
from tdcompanion.core.calls import ALL_CALLS, Call
from tdcompanion.core.cards import FULL_PACK, Card, Rank, Suit
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.errors import DealParseError, InputError, LinDecodeError, NumberError
from tdcompanion.core.numbers import bounded_int
from tdcompanion.core.play import Claim, PlayError, PlayEvent, PlayRecord
from tdcompanion.core.play_events import PLAYS
from tdcompanion.core.play_replay import Replayer
from tdcompanion.core.said import Messages, reason_of
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL

#: LIN lists seats (in ``pn``, ``md`` and the dealer digit) from South, clockwise.
LIN_SEAT_ORDER: tuple[Seat, Seat, Seat, Seat] = (Seat.S, Seat.W, Seat.N, Seat.E)

_LIN_SUITS = {s.letter: s for s in Suit}
#: ``pc`` values as BBO writes them (``SK``, ``sk``, ``Sk``, ``sK``), each card read once; anything else: Card.parse.
_CARDS = {
    suit + rank: card
    for card in FULL_PACK
    for suit in (card.suit.letter, card.suit.letter.lower())
    for rank in (card.rank.letter, card.rank.letter.lower())
}
_LIN_RANKS = {r.letter: r for r in Rank}
_VUL_CODES = {
    "O": Vulnerability.NONE, "0": Vulnerability.NONE, "-": Vulnerability.NONE,
    "N": Vulnerability.NS, "E": Vulnerability.EW, "B": Vulnerability.BOTH,
}  # fmt: skip
_BID = re.compile(r"([1-7])(NT|N|C|D|H|S)")
#: Each call as :func:`parse_call` writes it (``P``, ``X``, ``XX``, ``1C`` ... ``7NT``), made by each seat, once:
#: entries are values, so one serves every auction (``_ENTRIES[text][seat]``).
_ENTRIES: dict[str, tuple[AuctionEntry, ...]] = {
    call.pbn.replace("Pass", "P"): tuple(AuctionEntry(seat, call) for seat in Seat) for call in ALL_CALLS
}
_CALL_WORDS = {"P": "P", "PASS": "P", "D": "X", "X": "X", "DBL": "X", "R": "XX", "XX": "XX", "RDBL": "XX"}
_NUMBER = re.compile(r"[0-9]+")
# Blanks, the tag up to '|', the value up to the next '|' (or the end). The blanks are possessive
# (``*+``): given back one at a time to the tag, a run of them with no '|' after it cost a pass each
# (quadratic: 30,000 blanks took 5 s; issue 20, found by the fuzzer).
_PAIR = re.compile(r"\s*+([^|]*)\|([^|]*)")
_BLANKS = re.compile(r"\s*")
_BOARD_HEADING = re.compile(r"board\s*([0-9]+)", re.IGNORECASE)
_URL_START = re.compile(r"^(?:[a-z][a-z0-9+.-]*://|www\.)", re.IGNORECASE)


#: Why a LIN record cannot be read, in English (the catalogue says it in the other languages).
SAID = Messages("lin", {
    "at_pair": "{tag}|{value}|: {reason}",
    "deal": "md: {reason}",
    "claim_below_won": "declarer's side claims {claimed} tricks but has already won {won}",
    "claim_not_a_number": "a claim is a number of tricks from 0 to 13, not {value!r}",
    "call_after_play": "a call after the play began",
    "not_a_call": "not a call: {text!r} (expected p, d, r or a bid such as 1C or 3N)",
    "url_without_lin": "the URL has no lin= parameter holding a LIN record",
    "bad_link": "not a link: {url!r} (its host cannot be read)",
    "no_pairs": "not a LIN record: no tag|value| pair found",
    "bad_tag": "expected a two-letter tag before '|', found {tag!r}",
})


@dataclass(frozen=True, slots=True)
class LinPair:
    """One ``tag|value|`` pair: ``tag`` lower-cased, ``index`` counting from 1, offsets into the text."""

    tag: str
    value: str
    index: int
    offset: int
    value_offset: int


@dataclass(frozen=True, slots=True)
class LinCall:
    """A call as recorded: ``text`` normalised (``P``, ``X``, ``XX``, ``1C`` ... ``7NT``).

    ``alerted`` is the ``!`` BBO adds to a self-alerted call; ``explanation`` the ``an`` text given
    with it (Law 20F: the explanation of a partnership agreement), kept verbatim.
    """

    text: str
    alerted: bool = False
    explanation: str | None = None

    @property
    def call(self) -> Call:
        entries = _ENTRIES.get(self.text)
        return entries[0].call if entries is not None else Call.parse(self.text)


@dataclass(frozen=True, slots=True)
class LinComment:
    """An ``nt`` commentary line and when it was made (calls and cards recorded before it)."""

    text: str
    after_calls: int
    after_plays: int


@dataclass(frozen=True, slots=True)
class VugraphHeader:
    """The ``vg`` header of a vugraph file; missing fields are empty or ``None``."""

    event: str = ""
    segment: str = ""
    scoring: str = ""
    first_board: int | None = None
    last_board: int | None = None
    teams: tuple[str, str] = ("", "")
    carry_over: tuple[float | None, float | None] = (None, None)


@dataclass(frozen=True)
class LinBoard:
    """One board read from LIN: a core :class:`Board` and the auction and play as recorded.

    ``board`` has the number, dealer, vulnerability, deal and players, and, as a PBN file
    would give them, the event (vugraph), contract, declarer, result and the Auction and
    Play sections, so ``pbn.dumps`` writes it out. ``calls``, ``plays`` and ``claim`` (the
    ``mc`` total of tricks for declarer) are the record as written; ``auction`` and ``play``
    are the same record as core objects: ``auction`` is ``None`` only when the dealer is
    unknown, ``play`` when there is no contract to play. ``room`` is ``"o"``/``"c"`` for a
    vugraph open/closed room, ``board_id`` the raw ``qx`` value, ``reported_result`` this
    table's entry in the vugraph ``rs`` list (e.g. ``"4HN+1"``); ``extra`` keeps pairs with
    tags this reader does not interpret.
    """

    board: Board
    calls: tuple[LinCall, ...] = ()
    plays: tuple[Card, ...] = ()
    claim: int | None = None
    auction: Auction | None = None
    play: PlayRecord | None = None
    title: str | None = None
    room: str | None = None
    board_id: str | None = None
    comments: tuple[LinComment, ...] = ()
    vugraph: VugraphHeader | None = None
    reported_result: str | None = None
    extra: tuple[LinPair, ...] = ()

    @property
    def players(self) -> Players:
        """Names indexed by :class:`Seat` (``None`` when not given)."""
        return self.board.players

    def player(self, seat: Seat) -> str | None:
        return self.board.players[seat]

    @property
    def contract(self) -> Contract | PassedOut | None:
        """The contract the auction reached; ``None`` while it is incomplete."""
        return None if self.auction is None else self.auction.contract()

    @property
    def result(self) -> int | None:
        """Declarer's tricks: after thirteen tricks, or as claimed."""
        return None if self.play is None else self.play.result


def load(fp: IO[str] | IO[bytes]) -> list[LinBoard]:
    """Read every board from an open LIN file (text or binary); errors name the file."""
    name = getattr(fp, "name", None)
    filename = os.fsdecode(name) if isinstance(name, str | bytes | os.PathLike) else None
    return loads(fp.read(), filename=filename)


def loads(text: str | bytes, *, filename: str | None = None) -> list[LinBoard]:
    """Read every board from LIN text, raw bytes, or handviewer URLs (``...?lin=pn%7C...``, one or more).

    Error offsets index the LIN text after any URL decoding; ``filename`` only labels errors.
    """
    try:
        with collector_paused():
            return list(_Parser(_prepare(text)).boards())
    except LinDecodeError as exc:
        if filename is None:
            raise
        raise LinDecodeError(exc.reason, pair=exc.pair, offset=exc.offset, line=exc.line, filename=filename) from None


def pairs(text: str) -> list[LinPair]:
    """Split LIN text into its pairs; trailing text without a ``|`` is ignored as junk."""
    return list(_tokenize(text))


def _prepare(text: str | bytes) -> str:
    if isinstance(text, bytes):
        text = _decode_bytes(text)
    text = text.lstrip("\ufeff")
    stripped = text.strip()
    if _URL_START.match(stripped) or (stripped[:1] != "" and "lin=" in stripped.split("|", 1)[0]):
        # Several links pasted one per line make one record each.
        return "\n".join(_lin_from_url(url.strip()) for url in stripped.splitlines() if url.strip())
    if "|" not in stripped and "%7c" in stripped.lower():
        return urllib.parse.unquote(stripped)
    return text


def _decode_bytes(data: bytes) -> str:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def _lin_from_url(url: str) -> str:
    try:
        query = urllib.parse.urlsplit(url).query if "?" in url else url
    except ValueError:  # a host with '[' or ']' that is no IPv6 address: urllib's bare ValueError
        raise LinDecodeError(SAID("bad_link", url=_short(url))) from None
    values = urllib.parse.parse_qs(query, keep_blank_values=True).get("lin")
    if not values:
        raise LinDecodeError(SAID("url_without_lin"))
    return values[0]


def _tokenize(text: str) -> Iterator[LinPair]:
    pos, index, end = 0, 0, len(text)
    pair = _PAIR.match
    while True:
        found = pair(text, pos)
        if found is None:  # no '|' ahead: the end, or junk after the last pair
            pos = _BLANKS.match(text, pos).end()  # type: ignore[union-attr]  # always matches
            if index == 0 and pos < end:
                raise _error(text, SAID("no_pairs"), None, pos)
            return
        index += 1
        start, bar = found.span(1)
        tag = found.group(1).strip()
        if len(tag) != 2 or not (tag.isascii() and tag.isalpha()):
            raise _error(text, SAID("bad_tag", tag=_short(tag)), index, start)
        close = found.end()
        if close >= end or text[close] != "|":
            # A handviewer URL often drops the last '|': the final value runs to the end.
            yield LinPair(tag.lower(), found.group(2).rstrip(), index, start, bar + 1)
            return
        yield LinPair(tag.lower(), found.group(2), index, start, bar + 1)
        pos = close + 1


def _error(text: str, message: str, pair: int | None, offset: int) -> LinDecodeError:
    return LinDecodeError(message, pair=pair, offset=offset, line=text.count("\n", 0, offset) + 1)


def parse_call(text: str) -> tuple[str, bool]:
    """Normalise an ``mb`` value: ``p``→``P``, ``d``→``X``, ``r``→``XX``, ``1n``→``1NT``; ``!`` alerts.

    Returns the call and whether it was alerted; raises :class:`InputError` for anything else.
    """
    s = text.strip().upper()
    alerted = s.endswith("!")
    s = s.rstrip("!").strip()
    if s in _CALL_WORDS:
        return _CALL_WORDS[s], alerted
    m = _BID.fullmatch(s)
    if m is None:
        raise InputError(SAID("not_a_call", text=text))
    strain = "NT" if m.group(2).startswith("N") else m.group(2)
    return m.group(1) + strain, alerted


def parse_deal(value: str) -> tuple[Seat | None, Deal]:
    """Read an ``md`` value: dealer digit, then S, W, N, E hands; a missing fourth hand is inferred.

    Hands left empty are unknown (``None``), unless three complete hands let the fourth be deduced.
    Raises :class:`~tdcompanion.core.errors.DealParseError` whose ``position`` indexes ``value``.
    """
    s = value.strip()
    dealer: Seat | None = None
    if s[:1].isdigit():
        if s[0] not in "1234":
            raise DealParseError(f"dealer digit must be 1 (S), 2 (W), 3 (N) or 4 (E), not {s[0]!r}", position=0)
        dealer, s = LIN_SEAT_ORDER[int(s[0]) - 1], s[1:]
    base = len(value) - len(value.lstrip()) + (len(value.strip()) - len(s))
    parts = s.split(",")
    while len(parts) > 4 and not parts[-1].strip():
        parts.pop()
    if len(parts) > 4:
        fifth = base + sum(len(part) + 1 for part in parts[:4])
        raise DealParseError(f"md holds {len(parts)} hands; at most 4 (S, W, N, E)", position=fifth)
    hands: dict[Seat, Hand | None] = dict.fromkeys(Seat)
    for seat, part in zip(LIN_SEAT_ORDER, parts, strict=False):
        if part.strip():
            hands[seat] = _parse_hand(part, base, seat)
        base += len(part) + 1
    return dealer, Deal.from_hands(hands).fill_fourth()


def _parse_hand(text: str, base: int, seat: Seat) -> Hand:
    """A LIN hand: suit letters each followed by ranks (``SAKQ2HJ93DT8C7542``); a void may be left out.

    A suit given twice is read as written, so a card held twice shows up as a deal defect.
    """
    cards: list[Card] = []
    suit: Suit | None = None
    pos, end = 0, len(text)
    while pos < end:
        ch = text[pos].upper()
        if ch in _LIN_SUITS:
            suit = _LIN_SUITS[ch]
        elif ch == "1" and text[pos + 1 : pos + 2] == "0" and suit is not None:
            cards.append(Card.of(suit, Rank.TEN))
            pos += 1
        elif ch in _LIN_RANKS and suit is not None:
            cards.append(Card.of(suit, _LIN_RANKS[ch]))
        elif not ch.isspace():
            what = "a rank before any suit letter" if ch in _LIN_RANKS else "not a suit letter or a rank"
            raise DealParseError(f"{seat.name} hand {text.strip()!r}: {text[pos]!r} is {what}", position=base + pos)
        pos += 1
    return Hand(cards)


def parse_vugraph(value: str) -> VugraphHeader:
    """Read a ``vg`` value: event, segment, scoring, first and last board, team, carry-over, team, carry-over."""
    f = [p.strip() for p in value.split(",")] + [""] * 9
    return VugraphHeader(
        event=f[0],
        segment=f[1],
        scoring=f[2],
        first_board=_int_or_none(f[3]),
        last_board=_int_or_none(f[4]),
        teams=(f[5], f[7]),
        carry_over=(_float_or_none(f[6]), _float_or_none(f[8])),
    )


def _int_or_none(text: str) -> int | None:
    """A board number of the ``vg`` header: digits, within the range of board numbers (0 read as written)."""
    return bounded_int(text, "board", low=0) if _NUMBER.fullmatch(text) else None


def _float_or_none(text: str) -> float | None:
    try:
        return float(text) if re.fullmatch(r"-?[0-9]+(?:\.[0-9]*)?", text) else None
    except ValueError:  # pragma: no cover - the pattern admits only floats
        return None


@dataclass
class _Builder:
    """The board being read; becomes a :class:`LinBoard` when the next one starts."""

    board_id: str | None = None
    room: str | None = None
    qx_number: int | None = None
    title: str | None = None
    title_number: int | None = None  # the number of "Board 12" in the title
    dealer: Seat | None = None
    deal: Deal | None = None
    vulnerability: Vulnerability | None = None
    names: list[str] | None = None
    calls: list[LinCall] = field(default_factory=list)
    plays: list[Card] = field(default_factory=list)
    play_pairs: list[LinPair] = field(default_factory=list)
    claim: int | None = None
    claim_pair: LinPair | None = None
    comments: list[LinComment] = field(default_factory=list)
    extra: list[LinPair] = field(default_factory=list)

    @property
    def has_action(self) -> bool:
        return bool(self.calls or self.plays) or self.claim is not None

    @property
    def started(self) -> bool:
        return self.has_action or self.deal is not None


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.current = _Builder()
        self.names: list[str] = []
        self.vugraph: VugraphHeader | None = None
        self.results: list[str] = []
        self.board_list: list[str] = []
        self.deals_by_number: dict[int, tuple[Seat | None, Deal]] = {}

    def boards(self) -> Iterator[LinBoard]:
        for pair in _tokenize(self.text):
            try:
                finished = self._feed(pair)
            except LinDecodeError:
                raise
            except InputError as exc:
                at_pair = SAID("at_pair", tag=pair.tag, value=_short(pair.value), reason=reason_of(exc))
                raise _error(self.text, at_pair, pair.index, pair.offset) from None
            if finished is not None:
                yield finished
        last = self._finish()
        if last is not None:
            yield last

    def _feed(self, pair: LinPair) -> LinBoard | None:
        tag, cur = pair.tag, self.current
        done: LinBoard | None = None
        if (
            (tag == "qx" and (cur.started or cur.board_id is not None))
            or (tag in ("pn", "st", "md") and cur.started)
            or (tag in ("ah", "rh", "sv") and cur.has_action)
        ):
            done = self._finish()
            cur = self.current
        handler = _HANDLERS.get(tag)
        if handler is None:
            cur.extra.append(pair)
        else:
            handler(self, cur, pair)
        return done

    def _finish(self) -> LinBoard | None:
        cur, self.current = self.current, _Builder()
        if not cur.started:
            return None
        number = _board_number(cur)
        dealer, deal = self._deal(cur, number)
        vul = cur.vulnerability
        if vul is None and number is not None:
            vul = Vulnerability.from_board(number)
        auction = None if dealer is None else _auction(dealer, cur.calls)
        contract = None if auction is None else auction.contract()
        play = self._play(cur, deal, contract) if isinstance(contract, Contract) else None
        result = None if play is None else play.result
        board = Board(
            number=number,
            deal=deal,
            dealer=dealer,
            vulnerability=vul,
            event=(self.vugraph.event or None) if self.vugraph is not None else None,
            players=self._players(cur),
            contract=None if contract is None else contract.pbn,
            declarer=contract.declarer.letter if isinstance(contract, Contract) else None,
            result=None if result is None else str(result),
            auction_section=None if auction is None or not cur.calls else _auction_section(auction, cur.calls),
            play_section=None if play is None or not play.events else _play_section(play),
        )
        return LinBoard(
            board=board,
            calls=tuple(cur.calls),
            plays=tuple(cur.plays),
            claim=cur.claim,
            auction=auction,
            play=play,
            title=cur.title,
            room=cur.room,
            board_id=cur.board_id,
            comments=tuple(cur.comments),
            vugraph=self.vugraph,
            reported_result=self._reported_result(number, cur.room),
            extra=tuple(cur.extra),
        )

    def _deal(self, cur: _Builder, number: int | None) -> tuple[Seat | None, Deal]:
        dealer = cur.dealer
        deal = cur.deal if cur.deal is not None else Deal((None, None, None, None))
        if number is not None and all(h is None for h in deal.hands) and number in self.deals_by_number:
            # Closed-room records in vugraph files may leave out hands given in the open room.
            dealer_known, deal = self.deals_by_number[number]
            dealer = dealer if dealer is not None else dealer_known
        elif number is not None and any(h is not None for h in deal.hands):
            self.deals_by_number.setdefault(number, (dealer, deal))
        if dealer is None and number is not None:
            dealer = dealer_for(number)
        return dealer, deal

    def _play(self, cur: _Builder, deal: Deal, contract: Contract) -> PlayRecord:
        """The cards in order, each by the seat holding it (LIN does not say who played)."""
        pairs = list(cur.play_pairs)
        try:
            if all(h is not None for h in deal.hands):
                holders = {card: seat for seat in Seat for card in deal.hands[seat] or ()}
                # A card nobody holds is refused by the replay, whichever seat is named.
                events: list[PlayEvent] = [PLAYS[holders.get(card, contract.opening_leader)][card.index]
                                           for card in cur.plays]  # fmt: skip
                replayer = Replayer(deal, contract)  # one replay, the claim's tricks won and the record's state
                for index, event in enumerate(events):
                    try:
                        replayer.apply(event)
                    except PlayError as exc:
                        raise PlayError(exc.reason, index=index) from None
                if cur.claim is not None and cur.claim_pair is not None:
                    pairs.append(cur.claim_pair)
                    claim = _claim_of_rest(contract, cur.claim, replayer.declarer_tricks())
                    try:
                        replayer.apply(claim)
                    except PlayError as exc:
                        raise PlayError(exc.reason, index=len(events)) from None
                    events.append(claim)
                record = PlayRecord.from_replay(deal, contract, tuple(events), replayer)
            else:
                record = PlayRecord(deal, contract)
                for card in cur.plays:
                    record = record.play(card)
                if cur.claim is not None and cur.claim_pair is not None:
                    pairs.append(cur.claim_pair)
                    record = record.add(_claim_of_rest(contract, cur.claim, record.state.declarer_tricks))
        except PlayError as exc:
            at = pairs[exc.index] if exc.index is not None and exc.index < len(pairs) else pairs[-1]
            at_pair = SAID("at_pair", tag=at.tag, value=_short(at.value), reason=exc.reason)
            raise _error(self.text, at_pair, at.index, at.offset) from None
        except InputError as exc:
            at = pairs[-1]  # only the claim check raises this; its pair is last
            at_pair = SAID("at_pair", tag=at.tag, value=_short(at.value), reason=reason_of(exc))
            raise _error(self.text, at_pair, at.index, at.offset) from None
        return record

    def _players(self, cur: _Builder) -> Players:
        names = cur.names if cur.names is not None else self.names
        # Eight names: open room S, W, N, E then closed room S, W, N, E.
        if len(names) >= 8 and cur.room == "c":
            names = names[4:8]
        by_seat: dict[Seat, str | None] = dict.fromkeys(Seat)
        by_seat.update((seat, name) for seat, name in zip(LIN_SEAT_ORDER, names, strict=False) if name)
        return (by_seat[Seat.N], by_seat[Seat.E], by_seat[Seat.S], by_seat[Seat.W])

    def _reported_result(self, number: int | None, room: str | None) -> str | None:
        if number is None or not self.results:
            return None
        if str(number) in self.board_list:
            position = self.board_list.index(str(number))
        elif self.vugraph is not None and self.vugraph.first_board is not None:
            position = number - self.vugraph.first_board
        else:
            return None
        index = 2 * position + (1 if room == "c" else 0)
        if 0 <= index < len(self.results) and self.results[index]:
            return self.results[index]
        return None


def _claim_of_rest(contract: Contract, total: int, won: int) -> Claim:
    """``mc`` gives declarer's total of tricks; a claim counts the tricks still to come (Law 68A)."""
    if total < won:
        raise InputError(SAID("claim_below_won", claimed=total, won=won))
    return Claim(contract.declarer, total - won)


def _auction(dealer: Seat, calls: list[LinCall]) -> Auction:
    """The calls in rotation from the dealer: BBO records only calls made in turn."""
    seats = dealer.rotation()
    entries = []
    for i, lin_call in enumerate(calls):
        seat = seats[i % 4]
        plain = _ENTRIES.get(lin_call.text)
        entries.append(plain[seat] if plain is not None else AuctionEntry(seat, lin_call.call))
    return Auction(dealer, tuple(entries))


def _auction_section(auction: Auction, calls: list[LinCall]) -> PbnSection:
    """The calls as a PBN Auction section, four to a line; explanations become notes."""
    tokens: list[str] = []
    notes: list[str] = []
    for entry, lin_call in zip(auction.entries, calls, strict=True):
        token = entry.call.pbn
        if lin_call.alerted or lin_call.explanation:
            notes.append(f"{len(notes) + 1}:{lin_call.explanation or 'alert'}")
            token += f" ={len(notes)}="
        tokens.append(token)
    lines = tuple(" ".join(tokens[i : i + 4]) for i in range(0, len(tokens), 4))
    return PbnSection(auction.dealer.letter, lines, tuple(notes))


def _play_section(play: PlayRecord) -> PbnSection:
    """The tricks as a PBN Play section: one line a trick, cards in seat order from the opening
    leader, ``-`` for a card not played, ``*`` when play stopped early."""
    leader = play.contract.opening_leader
    state = play.state
    tricks = [*state.tricks, *([state.current] if state.current is not None and state.current.cards else [])]
    lines = [" ".join(c.pbn if (c := t.card_of(s)) is not None else "-" for s in leader.rotation()) for t in tricks]
    if len(state.tricks) < TRICKS_PER_DEAL:
        lines.append("*")
    return PbnSection(leader.letter, tuple(lines))


def _board_number(cur: _Builder) -> int | None:
    number = cur.title_number if cur.title_number is not None else cur.qx_number
    return number if number is not None and number >= 1 else None


def _short(value: str) -> str:
    return value if len(value) <= 40 else value[:37] + "..."


def _on_qx(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    value = pair.value.strip()
    cur.board_id = value
    cur.room = value[:1].lower() if value[:1].lower() in ("o", "c") else None
    m = _NUMBER.search(value)
    cur.qx_number = bounded_int(m.group(), "board", low=0) if m else None


def _on_pn(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    # The names stay in force for later boards that give none (a vugraph header lists both rooms).
    p.names = cur.names = [n.strip() for n in pair.value.split(",")]


def _on_md(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    try:
        cur.dealer, cur.deal = parse_deal(pair.value)
    except DealParseError as exc:
        offset = pair.value_offset + (exc.position or 0)
        raise _error(p.text, SAID("deal", reason=reason_of(exc)), pair.index, offset) from None


def _on_sv(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    code = pair.value.strip().upper()
    if code:
        cur.vulnerability = _VUL_CODES.get(code) or Vulnerability.parse(code)


def _on_ah(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    cur.title = pair.value.strip()
    m = _BOARD_HEADING.search(cur.title)
    cur.title_number = bounded_int(m.group(1), "board", low=0) if m else None


def _on_mb(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    if cur.plays:
        raise InputError(SAID("call_after_play"))
    text, alerted = parse_call(pair.value)
    cur.calls.append(LinCall(text, alerted))


def _on_an(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    if not cur.calls:
        cur.extra.append(pair)
        return
    last = cur.calls[-1]
    note = pair.value.strip()
    explanation = f"{last.explanation} {note}" if last.explanation else note
    cur.calls[-1] = LinCall(last.text, last.alerted, explanation or None)


def _on_pc(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    card = _CARDS.get(pair.value)
    cur.plays.append(card if card is not None else Card.parse(pair.value))
    cur.play_pairs.append(pair)


def _on_mc(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    value = pair.value.strip()
    try:
        claim = bounded_int(value, "tricks") if _NUMBER.fullmatch(value) else None
    except NumberError:  # over 13, or more digits than Python converts
        claim = None
    if claim is None:
        raise InputError(SAID("claim_not_a_number", value=_short(value)))
    cur.claim, cur.claim_pair = claim, pair


def _on_nt(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    cur.comments.append(LinComment(pair.value, len(cur.calls), len(cur.plays)))


def _on_vg(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    p.vugraph = parse_vugraph(pair.value)


def _on_rs(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    p.results = [r.strip() for r in pair.value.split(",")]


def _on_bn(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    p.board_list = [b.strip() for b in pair.value.split(",")]


def _ignore(p: _Parser, cur: _Builder, pair: LinPair) -> None:
    """Layout-only tags (``st`` start, ``rh`` reset heading, ``pg`` page break)."""


_HANDLERS = {
    "qx": _on_qx, "pn": _on_pn, "md": _on_md, "sv": _on_sv, "ah": _on_ah, "mb": _on_mb, "an": _on_an,
    "pc": _on_pc, "mc": _on_mc, "nt": _on_nt, "vg": _on_vg, "rs": _on_rs, "bn": _on_bn,
    "st": _ignore, "rh": _ignore, "pg": _ignore,
}  # fmt: skip


__all__ = [
    "LIN_SEAT_ORDER",
    "LinBoard",
    "LinCall",
    "LinComment",
    "LinDecodeError",
    "LinPair",
    "VugraphHeader",
    "load",
    "loads",
    "pairs",
    "parse_call",
    "parse_deal",
    "parse_vugraph",
]
