"""Reading a case of the published-rulings corpus and what the program rules on it.

:func:`observed` replays a case file through the one evaluation path (``Incident.replay()``) and
returns what the tests compare with the expectations in ``index.json``: per ruling, the laws cited,
the options offered per choice, the trick transfers and claim results; and the penalty cards, lead
restrictions and obligations to pass on the table after the last step (what the options chosen put
into effect).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tdcompanion.core.incident import Incident, load

HERE = Path(__file__).resolve().parent
INDEX = HERE / "index.json"

TRICK_KINDS = ("trick_transfer", "claim_result")


def case_path(name: str) -> Path:
    return HERE / f"{name}.json"


def _tricks(consequences: Any) -> list[str]:
    """``"NS+2"``: a trick transfer or a claim result of two tricks to North-South."""
    out: list[str] = []
    for c in consequences:
        if c.kind in TRICK_KINDS:
            out.append(f"{c.kind}:{c.to_side.name}+{c.count}")
    return out


def observed(incident: Incident) -> dict[str, Any]:
    """What the program rules on ``incident``: replayed, never read from the file."""
    replay = incident.replay()
    if replay.error is not None:
        return {"error": f"step {replay.failed}: {replay.error}", "question": _question(incident, replay.failed)}
    rulings: list[dict[str, Any]] = []
    for result in replay.rulings:
        ruling = result.ruling
        assert ruling is not None
        consequences = result.resolution.consequences if result.resolution is not None else ruling.consequences
        rulings.append({
            "laws": [str(law) for law in ruling.laws],
            "options": {c.id: list(c.option_ids) for c in ruling.all_choices()},
            "tricks": _tricks(consequences),
        })
    table = replay.table
    return {
        "rulings": rulings,
        "penalty_cards": [f"{p.seat.letter}:{p.card.pbn}:{p.grade.value}" for p in table.penalty_cards],
        "restrictions": [f"{r.leader.letter}:{r.suit.name}:{r.mode.value}:{r.span.value}" for r in table.restrictions]
        + [f"{r.seat.letter}:{r.requirement.value}" + (f":{r.suit.name}" if r.suit is not None else "")
           for r in table.play_restrictions],
        "pass_bars": [f"{b.seat.letter}:{b.span.value}:{b.law}" for b in table.pass_bars],
        "pending": list(replay.open_choices),
    } | ({} if rulings else {"question": _question(incident, 0)})


def _question(incident: Incident, failed: int | None) -> str | None:
    """The question the failed step still asks (for the builder's ``--show``)."""
    if failed is None:
        return None
    from tdcompanion.core.laws.timeline import replay as replay_steps

    partial = replay_steps(incident.record, incident.steps[:failed], table=incident.table)
    timeline = partial.timeline
    step = incident.steps[failed]
    if step.record is not None:
        timeline = timeline.follow(step.record)
    result = timeline.evaluate(step)
    question = result.assessment.question if result.assessment is not None else None
    return None if question is None else f"{question.fact.id} {question.choices} {dict(question.params)}"[:300]


def load_case(name: str) -> Incident:
    return load(case_path(name))
