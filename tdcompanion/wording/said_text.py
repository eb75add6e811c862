"""What the core explains in English (a :class:`~tdcompanion.core.said.Said`), said in any language.

The keys and English templates are the core's (``tdcompanion.core.play_replay.SAID``: what cannot have
happened in a play record); their translations are catalogue entries under ``said/<key>``. A message the
catalogue does not know (not a ``Said``, or a key with no entry yet) is shown as the core wrote it.
"""

from __future__ import annotations

from tdcompanion.core.play_replay import SAID as PLAY
from tdcompanion.core.said import Said
from tdcompanion.wording.catalogue import Sentences
from tdcompanion.wording.rule_text import value_text

SAID = Sentences("said", {f"play.{key}": text for key, text in PLAY.items()})


def said_text(message: str, lang: str) -> str:
    """``message`` in ``lang``: a :class:`Said` through the catalogue, any other text as it is."""
    if not isinstance(message, Said) or message.key not in SAID:
        return str(message)
    return SAID.say(message.key, lang, **{name: value_text(value, lang) for name, value in message.params.items()})
