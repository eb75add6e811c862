"""The board in a report, as HTML that QTextDocument renders: the deal diagram, the auction as a
traveller grid and the play trick by trick with its irregular events in words.

Plain tables and inline colours only (Qt's rich text ignores most CSS). Every text that comes from
a person (a player's name, an alert's explanation) is escaped here; cards, calls and words from the
catalogues are escaped too, so nothing can break the markup.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence

from tdcompanion.core.auction import Auction, CallIrregularity
from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import Bid, Call, CallKind, Strain
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.deal import Hand
from tdcompanion.core.incident_info import IncidentInfo
from tdcompanion.core.irregularity import laws_text
from tdcompanion.core.laws import WBF2017, BoardRecord
from tdcompanion.core.play import (
    Claim,
    Concede,
    Exposure,
    Extra,
    Omit,
    OutOfTurn,
    PickUp,
    PlayEvent,
    PlayRecord,
    Remove,
    Retract,
    Revoke,
    Trick,
)
from tdcompanion.core.play_replay import Replayer
from tdcompanion.core.seats import Seat
from tdcompanion.wording.names import seat_text, suit_name
from tdcompanion.wording.print_colours import MARKED_FILL, RED_SUIT, RULE, VULNERABLE_FILL
from tdcompanion.wording.ref_text import law_ref_text
from tdcompanion.wording.report_words import separator, word
from tdcompanion.wording.rule_text import card_text, say

GRID_ORDER = (Seat.W, Seat.N, Seat.E, Seat.S)
TRICKS = 13
SUITS_HIGH_FIRST = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
TABLE = f'<table border="1" cellspacing="0" cellpadding="4" style="border-collapse: collapse; border-color: {RULE};">'
WIDE_TABLE = TABLE.replace("<table ", '<table width="99%" ')  # 100% plus the border is a pixel too wide


def esc(text: str) -> str:
    """``text`` safe inside HTML; line breaks kept."""
    return html.escape(text, quote=True).replace("\r\n", "\n").replace("\n", "<br>")


def sentence_html(text: str) -> str:
    """A sentence from the catalogues, escaped, with its hearts and diamonds in red."""
    return re.sub("([♥♦](?:10|[2-9AKQJ])?)", lambda m: red(m.group(1), True), esc(text))


def stamp_text(stamp: str) -> str:
    """An ISO time as people read it: ``2026-11-23 20:15`` (seconds and offset left out), ``20:15``."""
    m = re.fullmatch(r"(\d{4}-\d{2}-\d{2}[T ])?(\d{2}:\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?", stamp.strip())
    if m is None:
        return stamp
    day = m.group(1)[:10] + " " if m.group(1) else ""
    return day + m.group(2)


def seat_name(seat: Seat, lang: str) -> str:
    return seat_text(seat, lang)


def red(text: str, is_red: bool) -> str:
    return f'<span style="color: {RED_SUIT};">{text}</span>' if is_red else text


def card_html(card: Card) -> str:
    """``♥10`` in red, ``♠J`` in black."""
    return red(esc(card_text(card)), card.suit.is_red)


def cards_html(cards: Iterable[Card]) -> str:
    return ", ".join(card_html(c) for c in cards)


def strain_html(strain: Strain, lang: str) -> str:
    if strain is Strain.NOTRUMP:
        return esc(word("nt", lang))
    suit = Suit(int(strain))
    return red(strain.symbol, suit.is_red)


def call_html(call: Call, lang: str) -> str:
    """A call of the auction diagram in the report's language: a bid with its strain's symbol, the others as words."""
    if isinstance(call, Bid):
        return f"{call.level}{strain_html(call.strain, lang)}"
    if call.kind is CallKind.PASS:
        return esc(word("pass", lang))
    return esc(call.pbn)


def contract_html(contract: Contract | PassedOut | None, lang: str) -> str:
    if contract is None:
        return esc(word("auction_open", lang))
    if isinstance(contract, PassedOut):
        return esc(word("passed_out", lang))
    shown = f"{contract.level}{strain_html(contract.strain, lang)}{contract.doubling.value}"
    return esc(word("contract", lang, contract="\x00", declarer=seat_name(contract.declarer, lang))).replace(
        "\x00", shown
    )


def vulnerability_text(vul: Vulnerability | None, lang: str) -> str:
    return word("not_recorded", lang) if vul is None else word(f"vul.{vul.value}", lang)


# --- the deal ------------------------------------------------------------------------------------------


def deal_html(record: BoardRecord, info: IncidentInfo, lang: str) -> str:
    """The four hands round a compass (North on top, West left, East right, South below), with the
    board, dealer and vulnerability in the top left corner."""
    board = word("board_number", lang, board=record.number) if record.number is not None else word("board", lang)
    dealer = seat_name(record.dealer, lang) if record.dealer is not None else word("not_recorded", lang)
    corner = (f"<b>{esc(board)}</b><br>{esc(word('dealer', lang))}: {esc(dealer)}<br>"
              f"{esc(word('vulnerable', lang))}: {esc(vulnerability_text(record.vulnerability, lang))}")  # fmt: skip

    def hand(seat: Seat) -> str:
        return _hand_html(seat, record.deal.hands[seat], info.player(seat), record.dealer, lang)

    compass = _compass_html(record.vulnerability, lang)
    cell = '<td width="33%" valign="top">'
    return (
        '<table cellspacing="0" cellpadding="6" width="100%">'
        f"<tr>{cell}{corner}</td>{cell}{hand(Seat.N)}</td>{cell}</td></tr>"
        f'<tr>{cell}{hand(Seat.W)}</td><td width="33%" align="center" valign="middle">{compass}</td>'
        f"{cell}{hand(Seat.E)}</td></tr>"
        f"<tr>{cell}</td>{cell}{hand(Seat.S)}</td>{cell}</td></tr>"
        "</table>"
    )


def _hand_html(seat: Seat, hand: Hand | None, player: str, dealer: Seat | None, lang: str) -> str:
    head = f"<b>{esc(seat_name(seat, lang))}</b>"
    if seat is dealer:
        head += f" ({esc(word('dealer_mark', lang))})"
    if player:
        head += f"<br><i>{esc(player)}</i>"
    if hand is None:
        return f"{head}<br>{esc(word('hand_unknown', lang))}"
    lines = []
    for suit in SUITS_HIGH_FIRST:
        ranks = " ".join(r.label for r in hand.suit(suit)) or "—"
        lines.append(f"{red(suit.symbol, suit.is_red)}&nbsp;{esc(ranks)}")
    return head + "<br>" + "<br>".join(lines)


def _compass_html(vul: Vulnerability | None, lang: str) -> str:
    def letter(seat: Seat) -> str:
        fill = f' bgcolor="{VULNERABLE_FILL}"' if vul is not None and vul.is_vulnerable(seat) else ""
        return f'<td align="center"{fill}><b>{esc(word(f"letter.{seat.letter}", lang))}</b></td>'

    return (
        f'<table border="1" cellspacing="0" cellpadding="6" style="border-collapse: collapse; border-color: {RULE};">'
        f"<tr><td></td>{letter(Seat.N)}<td></td></tr>"
        f"<tr>{letter(Seat.W)}<td></td>{letter(Seat.E)}</tr>"
        f"<tr><td></td>{letter(Seat.S)}<td></td></tr></table>"
    )


# --- the auction ---------------------------------------------------------------------------------------


def auction_html(auction: Auction | None, lang: str) -> str:
    """The calls in a W N E S grid, each under its caller (a call out of rotation too, leaving a gap),
    numbered notes for the irregular, withdrawn, cancelled and alerted calls, then the contract."""
    if auction is None:
        return f"<p>{esc(word('no_auction', lang))}</p>"
    issues: dict[int, list[str]] = {}
    for found in auction.irregularities():
        detail = found.reason.value if found.reason is not None else found.kind.value
        issues.setdefault(found.index, []).append(word(f"call.{detail}", lang) + f" ({_laws(found, lang)})")
    cancelled = auction.cancelled_indices()
    rows: list[list[str]] = []
    row: list[str] = [""] * 4
    used = GRID_ORDER.index(auction.dealer) - 1
    notes: list[str] = []
    for index, entry in enumerate(auction.entries):
        column = GRID_ORDER.index(entry.seat)
        if column <= used:
            rows.append(row)
            row = [""] * 4
        used = column
        what = list(issues.get(index, []))
        if entry.withdrawn:
            what.append(word("call_withdrawn", lang))
        elif index in cancelled:
            what.append(word("call_cancelled", lang))
        if entry.alerted:
            what.append(word("call_alerted", lang))
        if entry.explanation:
            what.append(word("call_explained", lang, text=entry.explanation))
        shown = call_html(entry.call, lang)
        if entry.withdrawn or index in cancelled:
            shown = f"<s>{shown}</s>"
        if what:
            notes.append(f"({len(notes) + 1}) {esc(seat_name(entry.seat, lang))}, {call_html(entry.call, lang)}: "
                         f"{esc(separator(lang).join(what))}")  # fmt: skip
            shown += f"<sup>{len(notes)}</sup>"
        row[column] = shown
    rows.append(row)
    head = "".join(f'<th width="25%">{esc(seat_name(s, lang))}</th>' for s in GRID_ORDER)
    body = "".join("<tr>" + "".join(f'<td align="center">{c or "&nbsp;"}</td>' for c in r) + "</tr>" for r in rows)
    out = f"{TABLE}<tr>{head}</tr>{body}</table>"
    out += "".join(f"<p>{note}</p>" for note in notes)
    return out + f"<p>{contract_html(auction.contract(), lang)}</p>"


def _laws(found: CallIrregularity, lang: str) -> str:
    laws = WBF2017.laws_of(found.kind)  # "Law 27", "Laws 28-34"
    text = law_ref_text(laws_text(laws), lang)
    return say("laws", lang, refs=text) if len(laws) > 1 else say("law", lang, ref=text)


# --- the play ------------------------------------------------------------------------------------------


def play_html(record: BoardRecord, upto: int | None, lang: str) -> str:
    """The tricks up to and including play event ``upto`` (all of them when ``None``): the leader,
    each seat's card (the lead in bold) and the winner, each trick's irregular events in words
    below it; the trick of event ``upto`` is shaded."""
    play = record.play
    if play is None:
        return f"<p>{esc(word('no_play', lang))}</p>"
    count = len(play.events) if upto is None else min(upto + 1, len(play.events))
    state = play.state_at(count)
    tricks = [*state.tricks, *([state.current] if state.current is not None and state.current.cards else [])]
    at_trick = trick_of_events(play, count)
    events = event_texts(play, at_trick, lang)
    if not tricks and not events:
        return f"<p>{esc(word('no_cards', lang))}</p>"
    marked = at_trick[-1] if upto is not None and at_trick else None
    head = (f"<th>{esc(word('trick', lang))}</th><th>{esc(word('lead', lang))}</th>"
            + "".join(f"<th>{esc(seat_name(s, lang))}</th>" for s in GRID_ORDER)
            + f"<th>{esc(word('won_by', lang))}</th>")  # fmt: skip
    by_number = {t.number: t for t in tricks}
    rows = []
    for number in sorted(by_number.keys() | {n for n, _ in events}):
        fill = f' bgcolor="{MARKED_FILL}"' if number == marked else ""
        rows.append(f"<tr{fill}>{_trick_cells(number, by_number.get(number), lang)}</tr>")
        rows.extend(f'<tr{fill}><td></td><td colspan="6"><i>{sentence_html(text)}</i></td></tr>'
                    for n, text in events if n == number)  # fmt: skip
    out = f"{WIDE_TABLE}<tr>{head}</tr>{''.join(rows)}</table>"
    declarers = state.declarer_tricks
    out += f"<p>{esc(word('tricks_so_far', lang, declarer=declarers, defenders=len(state.tricks) - declarers))}"
    final = play.state
    if count < len(play.events):
        out += " " + esc(word("play_went_on", lang, count=len(play.events) - count, trick=final.trick_number))
    if final.result is not None:
        out += " " + esc(word("result", lang, tricks=final.result))
    return out + "</p>"


def _trick_cells(number: int, trick: Trick | None, lang: str) -> str:
    if trick is None:  # only taken-back cards or a claim: the events say what happened
        return f'<td align="center">{number}</td>' + "<td></td>" * 6
    cells = [f'<td align="center">{number}</td>', f"<td>{esc(seat_name(trick.leader, lang))}</td>"]
    for seat in GRID_ORDER:
        played = [tc.card for tc in trick.cards if tc.seat is seat]
        text = cards_html(played)
        if played and trick.cards[0].seat is seat:
            text = f"<b>{text}</b>"
        cells.append(f'<td align="center">{text or "&nbsp;"}</td>')
    won = seat_name(trick.winner, lang) if trick.winner is not None else word("in_progress", lang)
    cells.append(f"<td>{esc(won)}</td>")
    return "".join(cells)


def trick_of_events(play: PlayRecord, count: int) -> list[int]:
    """The trick in progress when each of the first ``count`` events happened."""
    replayer = Replayer(play.deal, play.contract)
    numbers = []
    for event in play.events[:count]:
        numbers.append(min(replayer.trick_number, TRICKS))
        replayer.apply(event)
    return numbers


def event_texts(play: PlayRecord, at_trick: Sequence[int], lang: str) -> list[tuple[int, str]]:
    """``(trick, sentence)`` for each irregular event among the first ``len(at_trick)``, in order: leads
    and plays out of turn, revokes (established or corrected, as the whole record shows), exposed
    cards, cards taken back or picked up, claims and concessions."""
    count = len(at_trick)
    found: list[tuple[int, int, str]] = [(item.index, item.trick, irregularity_text(item, lang))
                                         for item in play.irregularities() if item.index < count]  # fmt: skip
    for index, event in enumerate(play.events[:count]):
        text = event_text(event, lang)
        if text is not None:
            found.append((index, at_trick[index], text))
    return [(trick, text) for _, trick, text in sorted(found, key=lambda f: f[0])]


def irregularity_text(item: OutOfTurn | Revoke | Exposure, lang: str) -> str:
    """One irregularity the play record shows, in words."""
    seat = seat_name(item.seat, lang)
    if isinstance(item, OutOfTurn):
        key = "event.lead_out_of_turn" if item.is_lead else "event.play_out_of_turn"
        return word(key, lang, seat=seat, card=card_text(item.card), expected=seat_name(item.expected, lang))
    if isinstance(item, Revoke):
        text = word("event.revoke", lang, seat=seat, card=card_text(item.card), suit=suit_name(item.suit_led, lang))
        if item.corrected:
            text += separator(lang) + word("event.revoke_corrected", lang)
        elif item.established:
            text += separator(lang) + word("event.revoke_established", lang)
        return text
    how = word(f"how.{item.how.value}", lang)
    return word("event.exposed", lang, seat=seat, cards=_cards(item.cards), how=how)


def event_text(event: PlayEvent, lang: str) -> str | None:
    if isinstance(event, Retract):
        reason = word(f"retract.{event.reason.value}", lang)
        return word("event.retract", lang, seat=seat_name(event.seat, lang), card=card_text(event.card), reason=reason)
    if isinstance(event, PickUp):
        return word("event.pick_up", lang, seat=seat_name(event.seat, lang), cards=_cards(event.cards))
    if isinstance(event, Omit):
        return word("event.omit", lang, seat=seat_name(event.seat, lang))
    if isinstance(event, Remove):
        key = "event.remove_placed" if event.placed is not None else "event.remove"
        placed = card_text(event.placed) if event.placed is not None else ""
        return word(key, lang, seat=seat_name(event.seat, lang), card=card_text(event.card), placed=placed)
    if isinstance(event, Extra):
        key = "event.extra_restored" if event.restored else "event.extra"
        return word(key, lang, seat=seat_name(event.seat, lang), card=card_text(event.card))
    if isinstance(event, Claim | Concede):
        key = "event.claim" if isinstance(event, Claim) else "event.concede"
        return word(key, lang, seat=seat_name(event.seat, lang), tricks=event.tricks)
    return None


def _cards(cards: Sequence[Card]) -> str:
    return ", ".join(card_text(c) for c in cards)
