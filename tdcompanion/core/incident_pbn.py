"""An incident's board as a PBN 2.1 game, for other bridge software (scoring, deal and replay programs).

The tags come from the Director's record (Event, Date, Section, Table, the players) and the board
(number, dealer, vulnerability, deal); Declarer and Contract when the record gives a contract;
Auction and Play sections as far as PBN can record them; Result only once all thirteen tricks have
been played (before any rectification). PBN records the calls and cards that stand, not how they came
to stand: withdrawn calls, retracted cards, exposures, pick-ups, claims and concessions are left out
of the sections and described, with the irregularity and the ruling's laws, in a commentary ``{...}``
after the tags, in plain English. The text is UTF-8 (names may be Greek).
"""

from __future__ import annotations

from dataclasses import replace

from tdcompanion.core import pbn
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import LAYOUT_COMMENT, LAYOUT_TAG, Board, PbnLayout, PbnTag, dealer_for
from tdcompanion.core.errors import InputError
from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import valid_date
from tdcompanion.core.laws.ruling import Ruling
from tdcompanion.core.laws.timeline import Step, StepResult
from tdcompanion.core.play import (
    Claim,
    Concede,
    Expose,
    Extra,
    Omit,
    PickUp,
    Play,
    PlayEvent,
    PlayRecord,
    Remove,
    Retract,
    Trick,
)
from tdcompanion.core.seats import Seat

UNKNOWN_DATE = "????.??.??"


def to_pbn(incident: Incident) -> str:
    """The incident's board as PBN text: one game after a ``% PBN 2.1`` line. Never raises for an
    incident that could be read: what PBN cannot record is described in the commentary."""
    return pbn.dumps([board(incident)])


def board(incident: Incident) -> Board:
    """The incident's board as a :class:`Board` with its tags, sections and commentary (in ``layout``)."""
    record, info = incident.record, incident.info
    names = dict(info.players)
    extra = (("Section", info.section), ("Table", info.table))
    base = Board(
        number=record.number,
        deal=record.deal,
        dealer=record.dealer if record.dealer is not None or record.number is None else dealer_for(record.number),
        vulnerability=record.vulnerability,
        event=info.event,
        site="",
        date=pbn_date(incident),
        players=(names.get(Seat.N, ""), names.get(Seat.E, ""), names.get(Seat.S, ""), names.get(Seat.W, "")),
        extra_tags=tuple(PbnTag(name, value) for name, value in extra if value),
    )
    notes = _Notes()
    auction = _auction(base, record.auction, notes)
    written = _with_play(base, auction, record.play, notes)
    contract = record.contract
    if written.contract is None and contract is not None:
        written = replace(written, contract=contract.pbn, declarer=contract.declarer.letter)
    if record.play is not None:
        notes.events(record.play)
    if written.result is not None and incident.replay().rulings:
        notes.add("Result: the tricks declarer won in play, before the ruling.")
    comment = _comment(incident, notes.lines)
    return replace(written, layout=_layout(written, comment))


def pbn_date(incident: Incident) -> str:
    """``YYYY.MM.DD`` from the record's date, else the date of the call or of the record; else unknown."""
    for text in (incident.info.date, incident.info.called_at[:10], (incident.created or "")[:10]):
        if valid_date(text):
            return text.replace("-", ".")
    return UNKNOWN_DATE


# --- sections ------------------------------------------------------------------------------------------


class _Notes:
    """Sentences for the commentary: what the sections leave out."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, line: str) -> None:
        self.lines.append(line)

    def events(self, play: PlayRecord) -> None:
        for index, event in enumerate(play.events):
            if not isinstance(event, Play):
                trick = play.state_at(index).trick_number
                self.add(f"Not in the Play section (trick {trick}): {_event_words(event)}.")


def _event_words(event: PlayEvent) -> str:
    who = event.seat.english_name
    if isinstance(event, Retract):
        return f"{who}'s {event.card.pbn} was taken back ({event.reason.value.replace('_', ' ')})"
    if isinstance(event, Expose):
        return f"{who} exposed {' '.join(c.pbn for c in event.cards)} ({event.how.value.replace('_', ' ')})"
    if isinstance(event, PickUp):
        return f"{who} picked up {' '.join(c.pbn for c in event.cards)}"
    if isinstance(event, Omit):
        return f"the trick was quitted without a card from {who} (Law 67)"
    if isinstance(event, Remove):
        put = f", {event.placed.pbn} placed instead" if event.placed is not None else ""
        return f"{who}'s {event.card.pbn}, not part of the deal, was taken out of its trick{put} (Law 13C)"
    if isinstance(event, Extra):
        back = ", later restored to his hand" if event.restored else ""
        return f"{who} played {event.card.pbn} as a card too many to the trick{back} (Law 67)"
    kind = "claimed" if isinstance(event, Claim) else "conceded"
    assert isinstance(event, Claim | Concede)
    return f"{who} {kind} {event.tricks} of the remaining tricks"


def _auction(base: Board, auction: Auction | None, notes: _Notes) -> Auction | None:
    """The calls that stand, if PBN can record them (withdrawn calls left out and noted)."""
    if auction is None:
        return None
    standing = Auction(auction.dealer, tuple(e for e in auction.entries if not e.withdrawn))
    for number, entry in enumerate(auction.entries, 1):
        if entry.withdrawn:
            notes.add(f"Not in the Auction section: {entry.seat.english_name}'s {entry.call.pbn} (call {number}), "
                      "withdrawn.")  # fmt: skip
    try:
        pbn.with_record(base, standing, None)
    except InputError as exc:
        notes.add(f"No Auction section: {exc}.")
        return None
    return standing


def _with_play(base: Board, auction: Auction | None, play: PlayRecord | None, notes: _Notes) -> Board:
    """``base`` with the auction and the longest run of standing tricks PBN can record."""
    tricks = _standing_tricks(play)
    if play is None or not tricks:
        return pbn.with_record(base, auction, None)
    leader = play.contract.opening_leader
    if tricks[0].leader is not leader:
        notes.add(f"No Play section: trick 1 was led by {tricks[0].leader.english_name}; PBN's Play section "
                  f"starts with the opening leader, {leader.english_name}.")  # fmt: skip
        return pbn.with_record(base, auction, None)
    first_error: str | None = None
    for count in range(len(tricks), 0, -1):
        plays = tuple(Play(tc.seat, tc.card) for trick in tricks[:count] for tc in trick.cards
                      if tc.seat is not trick.extra or tc.card not in trick.extra_cards)  # a card too many: noted
        try:
            written = pbn.with_record(base, auction, PlayRecord(play.deal, play.contract, plays))
        except InputError as exc:  # PBNEncodeError, PlayError
            first_error = first_error or str(exc)
            continue
        if first_error is not None:
            notes.add(f"The Play section stops after trick {count}: {first_error}.")
        return written
    notes.add(f"No Play section: {first_error}.")
    return pbn.with_record(base, auction, None)


def _standing_tricks(play: PlayRecord | None) -> list[Trick]:
    if play is None:
        return []
    state = play.state
    tricks = list(state.tricks)
    if state.current is not None and state.current.cards:
        tricks.append(state.current)
    return tricks


# --- commentary ------------------------------------------------------------------------------------------


def _where(step: Step) -> str:
    """`` (West's H8, trick 3)``: the play or call the irregularity points at, when it does."""
    irregularity, record = step.irregularity, step.record
    if irregularity is None or record is None:
        return ""
    if irregularity.event is not None and record.play is not None and irregularity.event < len(record.play.events):
        event = record.play.events[irregularity.event]
        trick = record.play.state_at(irregularity.event).trick_number
        card = f"'s {event.card.pbn}" if isinstance(event, Play | Retract) else ""
        return f" ({event.seat.english_name}{card}, trick {trick})"
    if irregularity.call is not None and record.auction is not None and irregularity.call < len(record.auction.entries):
        entry = record.auction.entries[irregularity.call]
        return f" ({entry.seat.english_name}'s {entry.call.pbn}, call {irregularity.call + 1})"
    return ""


def _step_line(result: StepResult, saved: Ruling | None = None, changed: bool = False) -> str:
    """One ruling of the story: what it was about, its laws and offender (the ruling ``saved`` in the
    file, the one read out, else the one given now), the options chosen."""
    step = result.step
    ruling = saved if saved is not None else result.ruling
    if step.irregularity is not None:
        what = step.irregularity.kind.value.replace("_", " ") + _where(step)
    else:
        assert step.prompt is not None
        prompt = step.prompt
        what = f"later choice, {prompt.kind.value.replace('_', ' ')}"
        if prompt.seat is not None:
            what += f" ({prompt.seat.english_name}" + (f", trick {prompt.trick})" if prompt.trick else ")")
    if result.error is not None:
        ruled = f"cannot be ruled again ({result.error.reason})"
    elif ruling is None:
        ruled = "not ruled yet"
    else:
        laws = [str(law) for law in ruling.laws]
        ruled = f"ruling: Law{'s' if len(laws) > 1 else ''} {', '.join(laws)}"
        if ruling.offender is not None:
            ruled += f" (offender: {ruling.offender.english_name})"
    line = f"{what}; {ruled}"
    if step.chosen:
        line += "; options chosen: " + ", ".join(f"{c} = {o}" for c, o in step.chosen)
    if ruling is not None and not step.applied:
        line += "; not applied yet"
    if changed:
        line += "; this program now rules differently"
    return line + "."


def _comment(incident: Incident, extra: list[str]) -> str:
    info = incident.info
    called = "Director called"
    if info.called_by is not None:
        called += f" by {info.called_by.english_name}"
    if info.called_at:
        called += f" at {info.called_at}"
    story = incident.replay()
    told = [_step_line(r, incident.steps[i].ruling, i in story.changed) for i, r in enumerate(story.results)]
    lines = [f"{called}: {told[0] if told else 'no ruling yet.'}"]
    lines += [f"Then {line}" for line in told[1:]]
    if story.error is not None and story.failed is not None and story.failed < len(incident.steps):
        lines.append(f"Ruling {story.failed + 1} cannot be ruled again as saved ({story.error.reason}).")
    lines.append(f"Status: {incident.status.value.replace('_', ' ')}.")
    if info.session:
        lines.append(f"Session: {info.session}.")
    lines.extend(extra)
    for seat, hand in zip(Seat, incident.record.deal.hands, strict=True):
        if hand is not None and len(hand) != 13:
            lines.append(f"{seat.english_name}'s hand holds {len(hand)} cards, as found at the table.")
    if incident.id:
        lines.append(f"TD Companion incident {incident.id}.")
    # A PBN comment ends at the first '}'; nothing else in it needs escaping.
    return "{" + "\n".join(line.replace("}", ")") for line in lines) + "}"


def _layout(board: Board, comment: str) -> PbnLayout:
    """The standard tags present, the commentary after them, then the other tags and the sections."""
    values = {  # PBN's export order (PBN 2.1 section 3.1)
        "Event": board.event, "Site": board.site, "Date": board.date, "Board": board.number,
        "West": board.players[Seat.W], "North": board.players[Seat.N], "East": board.players[Seat.E],
        "South": board.players[Seat.S], "Dealer": board.dealer, "Vulnerable": board.vulnerability,
        "Deal": board.deal, "Declarer": board.declarer, "Contract": board.contract, "Result": board.result,
    }  # fmt: skip
    items = [(LAYOUT_TAG, name) for name, value in values.items() if value is not None]
    items.append((LAYOUT_COMMENT, comment))
    items += [(LAYOUT_TAG, tag.name) for tag in board.extra_tags]
    items += [(LAYOUT_TAG, "Auction"), (LAYOUT_TAG, "Play")]
    return PbnLayout(tuple(items))
