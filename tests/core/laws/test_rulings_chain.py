"""Rulings that lead to rulings (issue 22): what a ruling creates is ruled on again, through the same timeline.

Some rulings make a card or a call count as made at another moment or in another way (a card deemed played, a card
placed in a defective trick, a call cancelled and made again, a lead that must come from another hand, a penalty
card on the table...). What results is subject to the laws that apply there: it can be a revoke, a card out of
turn, an insufficient bid, a call out of rotation, a penalty card not played. Each case below applies a first ruling
through :class:`~tdcompanion.core.laws.timeline.Timeline` with the option that creates the card or the call, goes on
with the record so that what was created is irregular there, and checks that the next ruling is reached: detected by
the timeline (or left by the first ruling as a follow-up to rule) and ruled by the right family, citing its law.

The walk is driven by :data:`~tdcompanion.core.laws.ruling.CONSEQUENCE_TYPES`: each consequence kind is a creator with
its case here, or is declared below as creating nothing (with why), or as creating something no law can make
irregular (with why). A new kind of consequence fails :func:`test_every_consequence_kind_is_walked` until it is
placed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from tdcompanion.core import incident
from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import (
    ATTENTION_DRAWN_BY,
    CONSEQUENCE_TYPES,
    NON_OFFENDERS_ACTED,
    BoardRecord,
    Choice,
    Facts,
    FollowUp,
    Irregularity,
    IrregularityKind,
    PromptKind,
    law13_14,
    law23_27,
    law28_34,
    law45_47,
    law53_56,
    law57_60,
    law67,
    load_families,
)
from tdcompanion.core.laws.table_state import TableState, ViolationKind
from tdcompanion.core.laws.timeline import Step, StepResult, Timeline, replay
from tdcompanion.core.play import Expose, ExposeHow, Play, PlayEvent, PlayRecord, Retract, RetractReason
from tdcompanion.core.seats import Seat
from tdcompanion.wording import table_text
from tests.core.laws.scenarios import DEAL, E, N, S, W, adding, c, facts, record, without

K = IrregularityKind
ROOT = Path(__file__).resolve().parents[3]
load_families()


@dataclass(frozen=True)
class Chain:
    """A first ruling that creates something (``first``: the step, on ``board`` after the steps ``before``; its open
    choices taken with the option that creates the kind walked), the record going on (``then``) so that what was
    created is irregular there, and the next ruling expected: on ``kind``, with ``law`` its first law, told
    ``next_answers``."""

    board: BoardRecord
    first: Step
    then: Callable[[BoardRecord], BoardRecord]
    kind: IrregularityKind
    law: str
    next_answers: Facts = field(default_factory=Facts)
    before: tuple[Step, ...] = ()
    table: TableState | None = None


def on(board: BoardRecord, irregularity: Irregularity, answers: Facts,  # noqa: PLR0917 - a table of cases
       then: Callable[[BoardRecord], BoardRecord], kind: IrregularityKind, law: str,
       next_answers: Facts | None = None) -> Chain:  # fmt: skip
    """A chain whose first ruling is on ``irregularity``, found on ``board``, with ``answers``."""
    return Chain(board, Step(irregularity, facts=answers, applied=True), then, kind, law, next_answers or Facts())


def told(name: str, index: int, then: Callable[[BoardRecord], BoardRecord],  # noqa: PLR0917 - a table of cases
         kind: IrregularityKind, law: str, next_answers: Facts | None = None) -> Chain:  # fmt: skip
    """A chain whose first ruling is step ``index`` of the incident file ``name`` (its earlier steps replayed first),
    on the record it was given on."""
    story = incident.load(ROOT / name)
    steps = story.steps
    board = steps[index].record if steps[index].record is not None else story.record
    first = replace(steps[index], ruling=None, applied=True)
    return Chain(board, first, then, kind, law, next_answers or Facts(), tuple(steps[:index]), story.table)


def plays(*texts: str) -> Callable[[BoardRecord], BoardRecord]:
    """Go on with the play: ``"E:D7"`` is East playing the ♦7."""
    return events(*(Play(Seat.parse(text[0]), c(text[2:])) for text in texts))


def calls(*texts: str) -> Callable[[BoardRecord], BoardRecord]:
    """Go on with the auction: ``"E:1S"`` is East bidding 1♠, ``"P"`` a pass by whoever's turn it is."""

    def go(board: BoardRecord) -> BoardRecord:
        assert board.auction is not None
        auction = board.auction
        for text in texts:
            seat, call = (Seat.parse(text[0]), text[2:]) if text[1:2] == ":" else (None, text)
            auction = auction.add(call, seat)
        return replace(board, auction=auction)

    return go


def events(*made: PlayEvent) -> Callable[[BoardRecord], BoardRecord]:
    """Go on with the play with ``made``, events of any kind (a card taken back, a card played)."""

    def go(board: BoardRecord) -> BoardRecord:
        contract = board.contract
        assert contract is not None
        play = board.play if board.play is not None else PlayRecord(board.deal, contract)  # the opening lead
        for event in made:
            play = play.add(event)
        return replace(board, play=play)

    return go


def nothing(board: BoardRecord) -> BoardRecord:
    """The record as the first ruling left it: what it created is irregular already."""
    return board


# --- what the walk does --------------------------------------------------------------------------------------------


def _creating(choice: Choice, kind: str) -> str | None:
    """The option of ``choice`` whose consequences, or those of the choices it opens, include ``kind``."""
    for option in choice.options:
        if any(c.kind == kind for c in option.consequences):
            return option.id
        if any(_creating(sub, kind) is not None for sub in option.follow_up):
            return option.id
    return None


def _applied(timeline: Timeline, step: Step, kind: str) -> StepResult:
    """``step`` ruled and applied, each open choice taken with the option that creates ``kind`` (else its first)."""
    result = timeline.evaluate(step)
    for _ in range(8):
        assert result.error is None, result.error
        assert result.ruling is not None, f"still asks {result.assessment and result.assessment.question}"
        assert result.resolution is not None
        if not result.resolution.pending:
            break
        choice = result.resolution.pending[0]
        option = _creating(choice, kind) or choice.options[0].id
        step = replace(step, chosen=(*step.chosen, (choice.id, option)))
        result = timeline.evaluate(step)
    assert result.applied is not None, result
    return result


def _next(timeline: Timeline, kind: IrregularityKind, answers: Facts) -> Step:
    """The step that rules on the next irregularity: one the timeline detects, else a follow-up a ruling left."""
    found = [i for i in timeline.detected() if i.kind is kind]
    if found:
        return Step(found[-1], facts=answers, applied=True)
    for prompt in timeline.prompts():
        if prompt.kind is PromptKind.FOLLOW_UP and prompt.reason == kind.value:
            (follow,) = [f for f in timeline.table.follow_ups if isinstance(f, FollowUp) and f.irregularity is kind]
            told = Facts({**follow.preset, **{key: answers[key] for key in answers}})
            return Step(Irregularity(kind, event=follow.event), prompt, facts=told, applied=True)
    raise AssertionError(f"{kind.value} is neither detected ({timeline.detected()}) nor left to rule "
                         f"({timeline.prompts()})")  # fmt: skip


def walk(consequence: str, chain: Chain) -> tuple[Timeline, StepResult]:
    """The first ruling applied through the timeline, the record gone on, and the next ruling given."""
    timeline = Timeline.start(chain.board, chain.table)
    if chain.before:
        done = replay(chain.board, chain.before, table=chain.table)
        assert done.error is None, done.error
        timeline = done.timeline
    if chain.first.record is not None:
        timeline = timeline.follow(chain.first.record)
    first = _applied(timeline, replace(chain.first, record=None), consequence)
    assert first.applied is not None
    made = [c.kind for c in first.applied.resolution.consequences]
    assert consequence in made, f"the first ruling creates {made}, not {consequence}"
    timeline = timeline.commit(first)
    timeline = timeline.follow(chain.then(timeline.record))
    step = _next(timeline, chain.kind, chain.next_answers)
    result = timeline.evaluate(step)
    return timeline, result


def exposed(board: BoardRecord, seat: Seat, card: str) -> BoardRecord:
    """``board`` with ``seat``'s ``card`` dropped face up."""
    assert board.play is not None
    return replace(board, play=board.play.add(Expose(seat, (c(card),), ExposeHow.DROPPED)))


NOT_PROMPTED = facts((law57_60.P_DUMMY_PROMPTED, False))  # Law 57C2: dummy did not prompt the premature play
#: What the Director is told of an insufficient bid (Laws 25A, 27): intended, natural, the replacement comparable.
INSUFFICIENT = facts((law23_27.UNINTENDED, False), (law23_27.REPLACEMENT, Call.parse("2C")),
                     (law23_27.ARTIFICIAL, False),
                     (law23_27.REPLACEMENT_ARTIFICIAL, False), (law23_27.WITHDRAWN_MEANING, "Natural"),
                     (law23_27.REPLACEMENT_MEANING, "Natural"), (law23_27.COMPARABLE, law23_27.Comparable.SAME_MEANING))
TO_TRICK_2 = ("W:S5", "N:SA", "E:S7", "S:S2")  # West leads a spade, dummy wins and is on lead at trick 2

CHAINS: dict[str, Chain] = {
    # East holds a card so that West could see it before dummy has played: played, out of turn (45C1, 57D).
    "card_deemed_played": on(record("W:DJ"), Irregularity(K.CARD_PLAYED), facts(
        (law45_47.WHAT, law45_47.Happened.DEFENDER_CARD_SEEN), (law45_47.SEAT, E), (law45_47.CARD, c("D7")),
        (law45_47.TRICK, 1),
        (law45_47.ALREADY_PLAYED, False)), nothing, K.PREMATURE_PLAY, "57D", facts((law57_60.P_DUMMY_PROMPTED, False))),
    # East drops the ♦7 (a minor penalty card, 50C), then follows with a lower diamond (52).
    "penalty_card": on(exposed(record("W:DJ", "N:D2"), E, "D7"), Irregularity(K.EXPOSED_CARD, event=2), facts(),
                       plays("E:D5"), K.PENALTY_CARD_NOT_PLAYED, "52B"),
    # Declarer named the ♣2 from dummy on West's diamond lead, dummy put the ♦2: the ♣2 is played, a revoke (45D1).
    "named_card_played": on(record("W:DJ", "N:D2"), Irregularity(K.CARD_PLAYED, event=1), facts(
        (law45_47.WHAT, law45_47.Happened.DUMMY_WRONG_CARD), (law45_47.NAMED, c("C2"))), nothing, K.REVOKE, "62A"),
    # East let the ♣7 fall with his ♥4 on dummy's ♥A; he designates the ♣7, holding hearts: a revoke (58B2).
    "card_placed_in_trick": on(record(*TO_TRICK_2, "N:HA", "E:H4", "E:+C7", "S:H2", "W:H8"),
                               Irregularity(K.DEFECTIVE_TRICK), facts(
        (law67.HOW_EXTRA, law67.ExtraCard.SIMULTANEOUS), (law67.FACES_VISIBLE, True)), nothing, K.REVOKE, "62A"),
    # The ♠J found: back in West's hand, it shows he revoked on trick 2 (14B4, 61).
    "card_restored": told("examples/law14-missing-card.json", 0, nothing, K.REVOKE, "63B",
                          facts((NON_OFFENDERS_ACTED, False))),
    # The 52B2 penalty card West must play to the trick: he plays another card (52).
    "penalty_card_to_play": told("examples/law52-penalty-card-not-played.json", 0, plays("W:D8"),
                                 K.PENALTY_CARD_NOT_PLAYED, "52B"),
    # West's revoke corrected (62A): the card he supplies renounces again.
    "supply_card": on(record(*TO_TRICK_2, "N:HA", "E:H4", "S:H2", "W:D8"), Irregularity(K.REVOKE, event=7), facts(),
                      plays("W:C8"), K.REVOKE, "62A"),
    # East's lead out of turn refused: dummy must lead (56, 53A); East leads again.
    "lead_from": told("examples/law56-lead-out-of-turn.json", 0, plays("E:C7"), K.LEAD_OUT_OF_TURN, "56",
                      facts((law53_56.MISINFORMED, False), (NON_OFFENDERS_ACTED, False))),
    # A defender chose declarer's hand to lead from (43B2(a)); declarer leads from dummy.
    "hand_chosen_to_lead_from": told("tests/cases/425-dummy-lost-rights-warns-wrong-hand.json", 0, plays("N:HA"),
                                     K.LEAD_OUT_OF_TURN, "55A", facts((law53_56.MISINFORMED, False),
                                                                      (NON_OFFENDERS_ACTED, False))),
    # Simultaneous opening leads: East's deemed played after West's (58A), a premature play ruled next (57).
    "card_deemed_subsequent": told("tests/cases/067-simultaneous-opening-leads.json", 0, nothing,
                                   K.PREMATURE_PLAY, "57D", NOT_PROMPTED),
    # A card exposed in the auction: ruled again once the auction is over (24E).
    "follow_up": told("examples/law24-card-exposed-in-auction.json", 0, calls("P", "P", "P"), K.CARD_EXPOSED_IN_AUCTION,
                      "24E"),
    "cards_face_up": told("examples/law24-card-exposed-in-auction.json", 0, calls("P", "P", "P"),
                          K.CARD_EXPOSED_IN_AUCTION, "24E"),
    # Declarer accepts East's opening lead out of turn (54B): declarer plays second; dummy plays first.
    "opening_lead_accepted": told("tests/cases/011-opening-lead-out-of-turn-accepted.json", 0, plays("N:D2"),
                                  K.PREMATURE_PLAY, "57C3"),
    # Declarer spreads his hand and becomes dummy (54A): the new declarer plays from the new dummy out of turn.
    "declarer_swap": told("tests/cases/012-opening-lead-out-of-turn-declarer-spreads.json", 0, plays("W:D8"),
                          K.PREMATURE_PLAY, "57D", NOT_PROMPTED),
    # A face-down lead by the wrong defender retracted (41A): the right one must lead; the wrong one leads again.
    "face_down_lead_retracted": told("examples/law41-face-down-lead.json", 0, plays("W:D8"),
                                     K.OPENING_LEAD_OUT_OF_TURN, "54",
                                     facts((law53_56.MISINFORMED, False), (law53_56.PARTNER_FACE_DOWN, False),
                                           (law53_56.DECLARER_EXPOSED, False), (law53_56.SAW_DUMMY, False),
                                           (NON_OFFENDERS_ACTED, False))),
    # Unable to play as required (59): the card he plays instead renounces.
    "any_legal_card": told("examples/law59-inability-to-play.json", 0, plays("E:C7"), K.REVOKE, "62A"),
    # A play after an illegal play counts as in turn (60A2): the next player renounces on it.
    "counts_as_in_turn": told("examples/law60-play-after-illegal-play.json", 0, plays("W:H8"), K.REVOKE, "62A"),
    # Premature play (57A): declarer requires the offender's partner to play his highest; he plays another.
    "play_restriction": told("examples/law57-premature-play.json", 0, plays("E:H5"), K.REVOKE, "62A"),
    # 50D2: declarer forbids the suit of the penalty card to the offender's partner on lead; he leads it.
    "lead_restriction": told("tests/cases/019-penalty-card-partner-on-lead-forbid.json", 2, plays("E:S8"),
                              K.REVOKE, "62A"),
    # An insufficient bid not accepted (27B): cancelled; the offender's new call is insufficient again.
    "call_cancelled": told("examples/law27-insufficient-bid.json", 0, calls("1C"), K.INSUFFICIENT_BID, "27",
                           facts((law23_27.UNINTENDED, False), (law23_27.REPLACEMENT, Call.parse("2C")),
                                 (law23_27.ARTIFICIAL, False), (law23_27.REPLACEMENT_ARTIFICIAL, False),
                                 (law23_27.WITHDRAWN_MEANING, "Natural"), (law23_27.REPLACEMENT_MEANING, "Natural"),
                                 (law23_27.COMPARABLE, law23_27.Comparable.SAME_MEANING))),
    # A pass out of rotation (30): the offender must pass at his next turn; he bids.
    "must_pass": told("examples/law30-pass-out-of-rotation.json", 0, calls("P", "E:1S"), K.INADMISSIBLE_CALL, "37B"),
    # A bid out of rotation cancelled (31): the auction reverts to the player in turn; the offender calls again.
    "auction_reverts": told("examples/law31-bid-out-of-rotation.json", 0, calls("W:2S"), K.CALL_OUT_OF_ROTATION,
                            "29A", facts((law28_34.ARTIFICIAL, False))),
    # East's 1♠ and South's 1♦ made together at East's turn: South's is deemed made after (33), insufficient (27).
    "call_deemed_subsequent": on(BoardRecord(DEAL, Auction.from_text(N, "1H").add("1D", S).add("1S", E)),
                                 Irregularity(K.CALL_OUT_OF_ROTATION, call=1),
                                 facts((law28_34.SIMULTANEOUS, True), (law28_34.ARTIFICIAL, False)), nothing,
                                 K.INSUFFICIENT_BID, "27", INSUFFICIENT),
    # South doubled his partner's 1♥ (36B2): cancelled, South must call again; his new call is insufficient.
    "replacement_due": told("examples/law36-inadmissible-double.json", 0, calls("S:1D"), K.INSUFFICIENT_BID, "27",
                            INSUFFICIENT),
    # South doubled his partner's 1♥ at East's turn (36B4): back to East; South's legal call is insufficient.
    "any_legal_call": on(BoardRecord(DEAL, Auction.from_text(N, "1H").add("X", S)),
                         Irregularity(K.INADMISSIBLE_CALL, call=1), facts(), calls("E:P", "S:1D"),
                         K.INSUFFICIENT_BID, "27", INSUFFICIENT),
    # South bid 1♦ over 1♥ at East's turn (31A1): East passes, South must repeat it: insufficient there (27).
    "must_repeat_call": on(BoardRecord(DEAL, Auction.from_text(N, "1H").add("1D", S)),
                           Irregularity(K.CALL_OUT_OF_ROTATION, call=1), facts((law28_34.ARTIFICIAL, False)),
                           calls("E:P", "S:1D"), K.INSUFFICIENT_BID, "27", INSUFFICIENT),
    # West called from the wrong board (15A1): cancelled, he calls again on this one, insufficiently.
    "call_again": told("examples/law15-call-from-wrong-board.json", 0, calls("W:1D"), K.INSUFFICIENT_BID, "27",
                       INSUFFICIENT),
    # Declarer corrects a slip of the tongue from dummy (45C4(b)); East, who had played, changes his card: to a
    # club, holding hearts, a revoke.
    "may_withdraw_and_substitute": told("examples/law45-card-played.json", 0, events(
        Retract(E, c("H4"), RetractReason.OTHER), Play(N, c("HK")), Play(E, c("C7"))), K.REVOKE, "62A"),
    # Dummy put the ♦2 where declarer named the ♦3 (45D1); East and declarer had played after it: East changes his
    # card, and declarer changes his, to a club, holding diamonds: a revoke.
    "declarer_may_follow_change": on(record("W:DJ", "N:D2", "E:D5", "S:DA"), Irregularity(K.CARD_PLAYED, event=1),
                                     facts((law45_47.WHAT, law45_47.Happened.DUMMY_WRONG_CARD),
                                           (law45_47.NAMED, c("D3"))),
                                     events(Retract(E, c("D5"), RetractReason.OTHER), Play(E, c("D6")),
                                            Retract(S, c("DA"), RetractReason.OTHER), Play(S, c("CA"))),
                                     K.REVOKE, "62A", facts((ATTENTION_DRAWN_BY, W))),
    # Dummy had fourteen cards, West twelve; the ♠J goes to West (13B1), who discarded on a spade: a revoke, as when a
    # missing card is restored (14B4: the card counts as his throughout).
    "card_moved": on(record(*TO_TRICK_2, "N:SK", "E:S8", "S:S3", "W:D8", deal=adding(without(DEAL, W, "SJ"), N, "SJ")),
                     Irregularity(K.SURPLUS_CARD),
                     facts((law13_14.MISPLACED_CARDS, (c("SJ"),)), (law13_14.CAN_BE_PLAYED, True)),
                     nothing, K.REVOKE, "62A", facts((NON_OFFENDERS_ACTED, False))),
    # Dummy's hidden ♦2 spread (41D): it shows that dummy revoked.
    "dummy_card_spread": told("examples/law41-dummy-card-hidden.json", 0, nothing, K.REVOKE, "63B",
                              facts((NON_OFFENDERS_ACTED, False))),
}

#: Consequences that create no card and no call, and move none: each with why.
#: More than one way for what a consequence creates to be irregular: (the consequence, the chain), by a name.
MORE: dict[str, tuple[str, Chain]] = {
    # West's ♣J dropped: a major penalty card (50B); played when he can still follow to a spade, it renounces (61).
    "penalty card played, renouncing": ("penalty_card", on(
        exposed(record(*TO_TRICK_2), W, "CJ"), Irregularity(K.EXPOSED_CARD, event=4), facts(),
        plays("N:SK", "E:S8", "S:S3", "W:CJ"), K.REVOKE, "62A")),
    # Declarer names a card from dummy, dummy's lead at trick 2 made from declarer's hand: a card played out of turn,
    # a lead from the wrong hand (45C4(a), 55).
    "card named from the wrong hand": ("card_deemed_played", on(
        record(*TO_TRICK_2), Irregularity(K.CARD_PLAYED), facts(
            (law45_47.WHAT, law45_47.Happened.CARD_NAMED), (law45_47.SEAT, S), (law45_47.CARD, c("DA")),
            (law45_47.TRICK, 2)), nothing, K.LEAD_OUT_OF_TURN, "55A",
        facts((law53_56.MISINFORMED, False), (NON_OFFENDERS_ACTED, False)))),
    # Five cards in a trick (67B2): the card back in West's hand shows he revoked earlier (61, 63B).
    "card restored from a five-card trick": ("card_restored", told(
        "examples/law67-five-card-trick-67b2.json", 0, nothing, K.REVOKE, "63B", facts((NON_OFFENDERS_ACTED, False)))),
}

CREATES_NOTHING: dict[str, str] = {
    "side_score": "a side's form and standing for its adjusted score (12C): a score matter, no card, no call",
    "review_due": "a review of the auction given now (20B, 20C): the calls are restated, none is made",
    "review_not_due": "a review refused (20B, 20C2): nothing is restated, no card, no call",
    "review_corrected": "a call restated wrongly is restated rightly (20E): the auction itself does not change",
    "improper_question": "a question or a system card consulted against 20G: information for Law 16, no card, "
        "no call",
    "disclosure_due": "an understanding disclosed now (40B5(a)): information, no card, no call",
    "communication_finding": "the Director's finding of improper communication (73B): no card, no call; partner's "
        "information is ruled by unauthorised_information's family, delegated",
    "disciplinary_liability": "a side liable to a disciplinary penalty (91A, 91B): a score matter, no card, no call",
    "no_redeal": "the board is not dealt again (6D2, 6D3): what follows is in the ruling's other consequences",
    "deal_recorded_for_all_tables": "the new deal recorded for every table (6F): an instruction to the Director "
        "and the other tables, no card, no call",
    "trick_transfer": "tricks move in the score at the end of play (64A, 67B1), not cards between hands or tricks",
    "unauthorised_information": "information about calls or cards, for the Director's judgement under Law 16 "
        "later: no card, no call",
    "authorised_information": "information about calls or cards, for the Director's judgement under Law 16 "
        "later: no card, no call",
    "information_authorised": "information about calls or cards, for the Director's judgement under Law 16 "
        "later: no card, no call",
    "withdrawn_card_authorised": "information about calls or cards, for the Director's judgement under Law 16 "
        "later: no card, no call",
    "director_review": "the Director comes back later to judge (Law 12): a reminder, no card or call",
    "adjusted_score": "a score, a count of tricks or a judgement on the result: after the play, nothing to play"
        " or call",
    "assigned_score": "a score, a count of tricks or a judgement on the result: after the play, nothing to play"
        " or call",
    "procedural_penalty": "a penalty in points (Law 90)",
    "recorded_score_stands": "a score, a count of tricks or a judgement on the result: after the play, nothing "
        "to play or call",
    "one_side_decreased": "a score, a count of tricks or a judgement on the result: after the play, nothing to "
        "play or call",
    "tricks_counted": "a score, a count of tricks or a judgement on the result: after the play, nothing to play"
        " or call",
    "tricks_recorded": "a score, a count of tricks or a judgement on the result: after the play, nothing to "
        "play or call",
    "count_from_play": "a score, a count of tricks or a judgement on the result: after the play, nothing to "
        "play or call",
    "claim_result": "a score, a count of tricks or a judgement on the result: after the play, nothing to play or call",
    "claim_heard": "a score, a count of tricks or a judgement on the result: after the play, nothing to play or call",
    "doubt_against_claimer": "a score, a count of tricks or a judgement on the result: after the play, nothing "
        "to play or call",
    "tricks_inspected": "a score, a count of tricks or a judgement on the result: after the play, nothing to "
        "play or call",
    "inspection_refused": "a score, a count of tricks or a judgement on the result: after the play, nothing to "
        "play or call",
    "ruling_found_wrong": "a score, a count of tricks or a judgement on the result: after the play, nothing to "
        "play or call",
    "score_stands": "a score, a count of tricks or a judgement on the result: after the play, nothing to play or call",
    "scored_without_call": "the inadmissible double is scored as not made (36C), after the opening lead: the "
        "auction is over",
    "proceed": "the auction and play go on as recorded: what is called or played next is the record's",
    "no_rectification": "no rectification: nothing is created",
    "rights_unaffected": "a player's rights stay as they were: nothing is created",
    "card_allowed": "a card stands as played, in the record already: the record judges it where it is",
    "revoke_established": "the revoke is established (63): the card stays where the record shows it",
    "as_if_established": "the revoke is treated as established (43B2(b)): the card stays where the record shows it",
    "dummy_breach": "dummy's breach of 42/43 is stated: no card, no call",
    "dummy_rights_limited": "a state of the table (43A2); what it opens, a hand chosen to lead from, is walked "
        "(hand_chosen_to_lead_from)",
    "attention_drawn": "who drew attention (Law 9): no card, no call",
    "correction_due": "an explanation to be corrected (20F, 75): words, not a call",
    "player_duty": "what a player must do about his partner's explanation (20F5, 75B): words, not a call",
    "ui_finding_call": "a finding on the use of information (16B): a judgement",
    "ui_finding_play": "a finding on the use of information (16B): a judgement",
    "deception_finding": "a finding on a deceptive remark or manner (73D, 73E): a judgement",
    "explanation_finding": "a finding on an explanation (21B, 75): a judgement",
    "artificial_call": "what a call out of rotation meant (29C): information",
    "penalty_cards_graded": "how penalty cards are graded (50B): the penalty card itself is penalty_card, walked",
    "penalty_card_duty": "the duty a penalty card carries (50D): the penalty card itself is penalty_card, walked",
    "penalty_cards_remain": "penalty cards stay on the table (50D2(b)): they are penalty_card's, walked",
    "own_major_penalty_cards": "the offender's own penalty cards stay (51B): penalty_card's, walked",
    "own_minor_penalty_card": "the offender's own penalty card stays (51B): penalty_card's, walked",
    "if_cannot_comply": "states Law 59's relief: the card then played is any_legal_card's, walked",
    "exposed_cards_pending": "cards exposed in the auction wait for its end (24E): the follow-up is walked "
        "(follow_up, cards_face_up)",
    "lead_prohibition_right": "declarer's right to prohibit a lead (26B): exercised as a later choice, whose "
        "lead_restriction is walked",
    "board_play_ordered": "the board is to be played again (82C): a new play, no card of the old one",
    "board_played_normally": "the board is played as dealt (15A): the record's own calls and cards follow",
    "board_cancelled": "the board is cancelled (15): nothing is played or called on it",
    "right_board_later": "the right board is played later (15): a new record",
    "board_redealt": "the board is redealt (6D, 16D2): a new deal, no card or call of the old one",
    "seats_adjusted": "the players change seats (15, 16): no card or call",
    "card_repointed": "a quitted card pointed the other way (65B): the count of tricks changes, no card moves",
    "bid_above_seven_cancelled": "cancels a bid above seven (38B), a call the auction cannot hold: it creates "
        "none; the pass in its place and the bar to pass follow (must_pass, walked)",
    "later_calls_cancelled": "takes the calls made after it away (36A, 38B): it creates none; calls made again "
        "are the record's, judged as any",
}

#: Consequences that create or move a card or a call that no law can make irregular where it lands: each with why.
NOT_CHAINABLE: dict[str, str] = {
    "new_deal": "the cards are dealt again (6D1-6D3): the board starts afresh with a new deal and no auction, which "
        "the Director records as the board's deal; nothing of the old deal's auction or play carries over to rule on",
    "penalty_card_picked_up": "the penalty card goes back into the hand (50D2(a), 51B): a card in the hand "
        "carries no duty; played later, it is a card the record shows, judged as any",
    "card_withdrawn": "a card taken back into the hand (47, 53, 62): in the hand no law attaches to it; a "
        "defender's becomes a penalty card by a consequence of its own (penalty_card, walked)",
    "card_returned_to_hand": "a card back in the hand without penalty (45E2, 48A, 58B1): no law attaches to it there",
    "card_removed": "a card not of the deal taken off the board (13C): no law applies to it; the card placed in"
        " its stead is card_placed_in_trick's, walked",
    "pass_substituted": "a pass put in place of the offender's call at his turn (37B1, 38C): a pass in turn is "
        "never insufficient nor out of rotation; his later calls are bound by must_pass, walked",
}


def test_every_consequence_kind_is_walked() -> None:
    placed = set(CHAINS) | set(CREATES_NOTHING) | set(NOT_CHAINABLE)
    assert not set(CHAINS) & set(CREATES_NOTHING) and not set(CHAINS) & set(NOT_CHAINABLE)
    assert not set(CREATES_NOTHING) & set(NOT_CHAINABLE)
    assert sorted(set(CONSEQUENCE_TYPES) - placed) == [], "a consequence kind the walk does not place"
    assert sorted(placed - set(CONSEQUENCE_TYPES)) == [], "a consequence kind that no longer exists"
    assert all(CREATES_NOTHING.values()) and all(NOT_CHAINABLE.values())


WALKS = [pytest.param(kind, chain, id=kind) for kind, chain in sorted(CHAINS.items())] + [
    pytest.param(kind, chain, id=f"{kind}: {name}") for name, (kind, chain) in MORE.items()]


@pytest.mark.parametrize(("consequence", "chain"), WALKS)
def test_the_next_ruling_is_reached(consequence: str, chain: Chain) -> None:
    _, result = walk(consequence, chain)
    assert result.error is None, result.error
    assert result.ruling is not None, f"still asks {result.assessment and result.assessment.question}"
    assert result.ruling.irregularity is chain.kind
    assert str(result.ruling.laws[0]) == chain.law, result.ruling.laws


@pytest.mark.parametrize(("consequence", "chain"), WALKS)
def test_the_two_rulings_saved_replay_as_they_were_given(consequence: str, chain: Chain) -> None:
    """The file is the truth: the story of both rulings, written to an incident file and read back, replays to the
    rulings, the record and the table state the Director saw."""
    timeline, second = walk(consequence, chain)
    timeline = timeline.commit(second)
    saved = incident.Incident(timeline.record, timeline.steps, timeline.initial)
    again = incident.loads(incident.dumps(saved)).replay()
    assert (again.error, again.changed) == (None, ())
    assert [r.ruling for r in again.results] == [r.ruling for r in timeline.done]
    assert again.record == timeline.record
    assert again.table == timeline.table
    assert again.prompts() == timeline.prompts()


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Lead out of turn, trick 2. North led ♥A, not from the hand the defender chose"),
    ("el", "Έξοδος εκτός σειράς, λεβέ 2. Ο Βορράς έκανε έξοδο το ♥A, όχι από το χέρι που επέλεξε ο αμυνόμενος"),
])  # fmt: skip
def test_a_lead_from_the_hand_not_chosen_is_worded_with_its_laws(lang: str, line: str) -> None:
    """Law 43B2(a): the table state finds declarer's lead from the other hand; the play lists it as a lead out of
    turn, citing the hand chosen (43B2(a)) and Law 55."""
    timeline, _ = walk("hand_chosen_to_lead_from", CHAINS["hand_chosen_to_lead_from"])
    (violation,) = [v for v in timeline.table.violations if v.kind is ViolationKind.LEAD_FROM_OTHER_HAND]
    text = table_text.violation_line(violation, 2, lang)
    assert text.startswith(line) and "43B2(a)" in text.replace("Β", "B").replace("α", "a") and "55" in text


def test_after_declarer_spreads_his_hand_his_partner_is_declarer() -> None:
    """Law 54A: South, the presumed declarer, spread his hand; North is declarer and South dummy for the rest of the
    board. The contract (and so the score) stays the auction's: 4♥ by South."""
    timeline, _ = walk("declarer_swap", CHAINS["declarer_swap"])
    assert timeline.record.declarer is N
    assert timeline.record.dummy is S
    assert timeline.record.contract is not None and timeline.record.contract.declarer is S
    assert timeline.record.defending_side is not None and timeline.record.is_defender(E)


def test_the_example_of_a_ruling_that_leads_to_a_ruling_replays_as_saved() -> None:
    """examples/law45-card-seen-out-of-turn.json: a card held out of turn is played (45C1), and the premature play
    it makes is ruled next (57D). The file is the truth: the replay gives both rulings as saved."""
    story = incident.load(ROOT / "examples/law45-card-seen-out-of-turn.json")
    again = story.replay()
    assert (again.error, again.changed) == (None, ())
    assert [(r.ruling.irregularity, str(r.ruling.laws[0])) for r in again.rulings if r.ruling is not None] == [
        (K.CARD_PLAYED, "45C1"), (K.PREMATURE_PLAY, "57D")]
    assert [r.ruling for r in again.results] == [s.ruling for s in story.steps]
    assert again.timeline.detected() == ()
