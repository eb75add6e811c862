"""Time to load an incident with 50 rulings and replay its story (a plain script, not a test).

    python bench/bench_story.py [--repeat N] [--rulings N]

Builds one board's story the way the wizard does (:class:`~tdcompanion.core.laws.timeline.Timeline`):
the example Law 16 hesitation ruling (a poll of players and fourteen facts) given again and again
along the play of the board, each applied, with a card exposed and ruled on (Law 49) every fifth
trick; so the file holds 50 rulings, each on its own point of the record. Then it reports the medians
of N runs of:

- ``loads`` (JSON to incident: board, steps and stored rulings decoded and checked);
- ``replay`` (every ruling ruled again through the wizard's evaluation, the table state followed to
  the end of the record);
- both, what opening the incident costs (the target: under 50 ms);
- the anchor in the same run: ``json.loads`` of the same text, and loading plus replaying the
  one-ruling example it was built from; the report gives the ratios.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import keep  # noqa: E402
from bench.bench_incident_format import median_ms  # noqa: E402
from tdcompanion.core import incident  # noqa: E402
from tdcompanion.core.auction import Auction  # noqa: E402
from tdcompanion.core.contract import Contract  # noqa: E402
from tdcompanion.core.incident import Incident  # noqa: E402
from tdcompanion.core.laws import BoardRecord, Facts, Irregularity, IrregularityKind  # noqa: E402
from tdcompanion.core.laws.timeline import Step, StepResult, Timeline  # noqa: E402
from tdcompanion.core.play import Expose, ExposeHow, Play, PlayRecord  # noqa: E402

TARGET_MS = 50.0
EXAMPLE = ROOT / "examples" / "law16-hesitation.json"


def story(rulings: int) -> Incident:
    """One board with ``rulings`` rulings given along its play."""
    example = incident.load(EXAMPLE)
    hesitation = example.steps[0]
    first = hesitation.record
    assert first is not None and first.auction is not None
    auction: Auction = first.auction.with_all_pass() if not first.auction.is_complete else first.auction
    contract = auction.contract()
    assert isinstance(contract, Contract)
    record = BoardRecord(first.deal, auction, PlayRecord(first.deal, contract), first.number, first.dealer,
                         first.vulnerability)  # fmt: skip
    timeline = Timeline.start(record)
    given = 0
    while given < rulings:
        play = timeline.record.play
        assert play is not None
        state = play.state
        if state.next_seat is None:
            break
        seat = state.next_seat
        card = play.legal_cards()[0]
        events = [Play(seat, card)]
        defender = seat.lho if seat.side is contract.declaring_side else seat
        hand = state.hands[defender]
        if state.trick_number % 5 == 0 and not (state.current and state.current.cards) and hand and len(hand) > 1:
            exposed = next(c for c in hand.cards if c != card)
            events.insert(0, Expose(defender, (exposed,), ExposeHow.DROPPED))
        for event in events:
            play = timeline.record.play
            assert play is not None
            timeline = timeline.follow(replace(timeline.record, play=play.add(event)))
            if isinstance(event, Expose):
                index = len(play.events)
                step = Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=index), applied=True)
            else:
                step = replace(hesitation, record=None, ruling=None, applied=True,
                               facts=Facts({**hesitation.facts, "discovered": "play"}))  # found during the play
            result = answered(timeline, step)
            if result.applied is not None and given < rulings:
                timeline = timeline.commit(result)
                given += 1
    return Incident(timeline.record, timeline.steps, timeline.initial)


def answered(timeline: Timeline, step: Step) -> StepResult:
    """``step`` ruled, with any question the record leaves open answered yes (or its first answer)."""
    result = timeline.evaluate(step)
    for _ in range(10):
        question = result.assessment.question if result.assessment is not None else None
        if question is None or result.error is not None:
            break
        value = question.choices[0] if question.choices else True
        step = replace(step, facts=question.answer(step.facts, value))
        result = timeline.evaluate(step)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--rulings", type=int, default=50)
    args = parser.parse_args()
    built = story(args.rulings)
    text = incident.dumps(built)
    loaded = incident.loads(text)
    assert loaded.replay().error is None and len(loaded.steps) == args.rulings, len(loaded.steps)
    kinds = {k.value: sum(1 for s in loaded.steps if s.irregularity and s.irregularity.kind is k) for k in loaded.kinds}
    one = EXAMPLE.read_text(encoding="utf-8")
    load_ms = median_ms(lambda: incident.loads(text), args.repeat)
    replay_ms = median_ms(lambda: replay_fresh(loaded), args.repeat)
    open_ms = median_ms(lambda: incident.loads(text).replay(), args.repeat)
    anchor_json = median_ms(lambda: json.loads(text), args.repeat)
    anchor_one = median_ms(lambda: incident.loads(one).replay(), args.repeat)
    print(f"story: {len(loaded.steps)} rulings {kinds}, {len(text):,} bytes, "
          f"{len(loaded.record.play.events) if loaded.record.play else 0} play events")  # fmt: skip
    print(f"loads {load_ms:.1f} ms, replay {replay_ms:.1f} ms, load and replay {open_ms:.1f} ms "
          f"(target {TARGET_MS:.0f} ms: {'met' if open_ms < TARGET_MS else 'NOT met'})")  # fmt: skip
    print(f"anchors: json.loads of the same text {anchor_json:.2f} ms (x{open_ms / anchor_json:.0f}); "
          f"one-ruling example loaded and replayed {anchor_one:.2f} ms (x{open_ms / anchor_one:.1f} "
          f"for {len(loaded.steps)} rulings)")  # fmt: skip
    keep("bench_story", {"rulings": len(loaded.steps), "loads ms": load_ms, "replay ms": replay_ms,
                         "load and replay ms": open_ms, "json.loads ms": anchor_json,
                         "one-ruling example ms": anchor_one, "load and replay / json.loads": open_ms / anchor_json,
                         "load and replay / one-ruling example": open_ms / anchor_one})  # fmt: skip
    return 0


def replay_fresh(loaded: Incident) -> object:
    """Replay without the incident's cached result."""
    return replace(loaded).replay()


if __name__ == "__main__":
    sys.exit(main())
