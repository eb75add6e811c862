"""A play event by dummy keeps what declarer said calling the card (Law 46), through the incident file."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.incident import dumps, loads
from tdcompanion.core.play import Play
from tests.core.laws.scenarios import N, c

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "law46-dummy-card-named.json"


@settings(max_examples=60, deadline=None)
@given(st.none() | st.text(max_size=40))
def test_what_declarer_said_round_trips(said: str | None) -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    dummys = data["board"]["play"][-1]
    del dummys["said"]
    if said is not None:
        dummys["said"] = said
    original = loads(json.dumps(data))
    assert original.record.play is not None and original.record.play.events[-1] == Play(N, c("HK"), said)
    text = dumps(original)
    assert loads(text) == original
    assert dumps(loads(text)) == text
    assert ('"said"' in text) is (said is not None)


def test_the_example_carries_what_declarer_said() -> None:
    play = loads(EXAMPLE.read_text(encoding="utf-8")).record.play
    assert play is not None and play.events[-1] == Play(N, c("HK"), "king")
