"""Property tests of the poll of players (Law 16B1(b)): a PollAnswer survives its own encoding, decoding rejects
any other text or JSON with PollError only, and the tally counts each player once per action."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.laws.poll import MAX_POLL_TEXT, PollAnswer, PollError, action_key, tally

CALLS = ("Pass", "X", "XX", "1C", "1H", "2S", "3NT", "4H", "7NT")
CARDS = ("SA", "HT", "D2", "CK")
# Words as a Director types them: letters (Greek too), digits, blanks, punctuation; never blank only.
WORDS = st.text(st.characters(codec="utf-8", categories=("L", "N", "P", "Zs")), min_size=1, max_size=40).filter(
    lambda t: t.strip() != "")
ACTIONS = st.one_of(st.sampled_from(CALLS), st.sampled_from(CARDS), WORDS)
ANSWERS = st.builds(PollAnswer, WORDS, ACTIONS, st.lists(ACTIONS, max_size=4).map(tuple))
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)


@given(ANSWERS)
def test_an_answer_decodes_to_itself(answer: PollAnswer) -> None:
    text = answer.encode()
    assert PollAnswer.decode(text) == answer
    assert json.loads(text)["player"] == answer.player


@given(ANSWERS)
def test_an_answer_is_canonical(answer: PollAnswer) -> None:
    assert answer.action == action_key(answer.action)
    assert answer.action not in answer.considered
    assert len(set(answer.considered)) == len(answer.considered)
    assert answer.player == " ".join(answer.player.split())


@given(st.text(max_size=60))
def test_random_text_decodes_or_raises_poll_error_only(text: str) -> None:
    try:
        answer = PollAnswer.decode(text)
    except PollError:
        return
    assert PollAnswer.decode(answer.encode()) == answer


@given(JSON)
def test_random_json_decodes_or_raises_poll_error_only(raw: object) -> None:
    try:
        answer = PollAnswer.decode(json.dumps(raw))
    except PollError:
        return
    assert isinstance(raw, dict) and set(raw) <= {"player", "action", "considered"}
    assert answer.player == " ".join(str(raw["player"]).split())


@given(st.one_of(st.integers(), st.none(), st.lists(st.text(max_size=5), max_size=3)))
def test_anything_but_text_is_refused(raw: object) -> None:
    with pytest.raises(PollError):
        PollAnswer.decode(raw)


@pytest.mark.parametrize(("player", "action", "considered", "where"), [
    ("", "Pass", (), "player"),
    ("Anna", "  ", (), "action"),
    ("Anna", "Pass", ("",), "considered"),
    ("A" * (MAX_POLL_TEXT + 1), "Pass", (), "player"),
])  # fmt: skip
def test_a_bad_answer_says_which_part_is_wrong(player: str, action: str, considered: tuple[str, ...],
                                               where: str) -> None:  # fmt: skip
    with pytest.raises(PollError, match=where):
        PollAnswer(player, action, considered)


def test_spellings_of_one_call_count_as_one_action() -> None:
    answers = (PollAnswer("Anna", "1h"), PollAnswer("Bill", "1♥"), PollAnswer("Chris", "1H", ("pass",)))
    assert {a.action for a in answers} == {"1H"}
    assert [(c.action, c.selected, c.considered) for c in tally(answers)] == [("1H", 3, 3), ("Pass", 0, 1)]


@given(st.lists(ANSWERS, max_size=12).map(tuple))
def test_tally_invariants(answers: tuple[PollAnswer, ...]) -> None:
    counts = tally(answers)
    actions = [c.action for c in counts]
    assert len(actions) == len(set(actions))
    assert set(actions) == {a.action for a in answers} | {x for a in answers for x in a.considered}
    assert sum(c.selected for c in counts) == len(answers)
    selected = Counter(a.action for a in answers)
    for count in counts:
        assert count.selected == selected[count.action]
        assert count.considered == sum(1 for a in answers if count.action in (a.action, *a.considered))
        assert count.selected <= count.considered <= len(answers)
    keys = [(-c.considered, -c.selected) for c in counts]
    assert keys == sorted(keys)
