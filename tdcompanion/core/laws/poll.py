"""A poll of players, for the judgement rulings of Laws 16B1 and 12C (logical alternatives).

The Director asks players of the offender's class, with the offender's methods, what they would
call or play with the offender's hand and auction, and what else they would seriously consider.
Each :class:`PollAnswer` keeps one player's reply; :func:`tally` counts, per action, how many would
select it and how many would seriously consider it (selecting includes considering). The Director
judges from the tally whether an action is a logical alternative: the core does not decide it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card
from tdcompanion.core.errors import InputError

#: The longest name or action kept, in characters.
MAX_POLL_TEXT = 200


class PollError(InputError):
    """A poll answer that cannot be read: ``where`` says which part."""


def action_key(text: str) -> str:
    """The canonical form of an action: a call in PBN (``1H``, ``Pass``), a card (``SA``), else the
    text with blanks collapsed, so ``1h``, ``1♥`` and ``1H`` count as one action."""
    cleaned = " ".join(text.split())
    for parse in (Call.parse, Card.parse):
        try:
            return parse(cleaned).pbn
        except InputError:
            continue
    return cleaned


@dataclass(frozen=True)
class PollAnswer:
    """``player`` would select ``action`` and seriously considered ``considered`` (other actions)."""

    player: str
    action: str
    considered: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for where, text in (("player", self.player), ("action", self.action), *(("considered", c) for c in
                                                                                 self.considered)):  # fmt: skip
            if not isinstance(text, str) or not text.strip():
                raise PollError(f"poll answer: the {where} is empty")
            if len(text) > MAX_POLL_TEXT:
                raise PollError(f"poll answer: the {where} is longer than {MAX_POLL_TEXT} characters")
        object.__setattr__(self, "player", " ".join(self.player.split()))
        object.__setattr__(self, "action", action_key(self.action))
        keys = tuple(dict.fromkeys(action_key(c) for c in self.considered))
        object.__setattr__(self, "considered", tuple(k for k in keys if k != self.action))

    def encode(self) -> str:
        """One JSON object as text: the form a fact of kind POLL stores (JSON-native strings)."""
        raw: dict[str, object] = {"player": self.player, "action": self.action}
        if self.considered:
            raw["considered"] = list(self.considered)
        return json.dumps(raw, ensure_ascii=False, sort_keys=True)

    @classmethod
    def decode(cls, text: object) -> PollAnswer:
        """Read :meth:`encode`'s form; raises :class:`PollError` naming what is wrong."""
        if not isinstance(text, str):
            raise PollError("poll answer: not text")
        try:
            raw = json.loads(text)
        except (ValueError, RecursionError):
            raise PollError("poll answer: not a JSON object") from None
        if not isinstance(raw, dict) or set(raw) - {"player", "action", "considered"}:
            raise PollError("poll answer: expected an object with player, action and considered")
        considered = raw.get("considered", [])
        if not isinstance(considered, list) or not all(isinstance(c, str) for c in considered):
            raise PollError("poll answer: considered is a list of actions")
        player, action = raw.get("player"), raw.get("action")
        if not isinstance(player, str) or not isinstance(action, str):
            raise PollError("poll answer: player and action are text")
        return cls(player, action, tuple(considered))


@dataclass(frozen=True)
class PollCount:
    """``selected`` players would choose ``action``; ``considered`` would choose or seriously consider it."""

    action: str
    selected: int
    considered: int


def tally(answers: tuple[PollAnswer, ...]) -> tuple[PollCount, ...]:
    """Per action, how many select and how many at least consider it; most considered first, then by
    most selected, then in the order first named."""
    order: dict[str, None] = {}
    selected: dict[str, int] = {}
    considered: dict[str, int] = {}
    for answer in answers:
        order.setdefault(answer.action)
        selected[answer.action] = selected.get(answer.action, 0) + 1
        for action in (answer.action, *answer.considered):
            order.setdefault(action)
            considered[action] = considered.get(action, 0) + 1
    counts = [PollCount(a, selected.get(a, 0), considered.get(a, 0)) for a in order]
    position = {a: i for i, a in enumerate(order)}
    return tuple(sorted(counts, key=lambda c: (-c.considered, -c.selected, position[c.action])))
