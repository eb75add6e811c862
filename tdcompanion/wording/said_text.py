"""What the core explains in English (a :class:`~tdcompanion.core.said.Said`), said in any language.

The keys and English templates are the core's ``SAID`` tables: ``core.play_replay`` (what cannot
have happened in a play record), ``core.pbn._record`` (an Auction or Play section that cannot be
read), ``core.pbn._reader`` (a PBN tag), ``core.calls``, ``core.cards``, ``core.contract``,
``core.board``, ``core.deal`` (a call, card, contract, board number or deal), ``core.lin`` (a LIN record) and
``core.numbers`` (a number out of its range, and the names of the numbers); their
translations are catalogue entries under ``said/<key>``. A message the catalogue does not know (not
a ``Said``, or a key with no entry yet) is shown as the core wrote it.
"""

from __future__ import annotations

from tdcompanion.core.board import SAID as BOARDS
from tdcompanion.core.calls import SAID as CALLS
from tdcompanion.core.cards import SAID as CARDS
from tdcompanion.core.contract import SAID as CONTRACTS
from tdcompanion.core.deal import SAID as DEALS
from tdcompanion.core.lin import SAID as LIN
from tdcompanion.core.numbers import NAMES as NUMBER_NAMES
from tdcompanion.core.numbers import SAID as NUMBERS
from tdcompanion.core.pbn._reader import SAID as PBN_TAGS
from tdcompanion.core.pbn._record import SAID as PBN
from tdcompanion.core.play_replay import SAID as PLAY
from tdcompanion.core.said import Said
from tdcompanion.wording.catalogue import Sentences
from tdcompanion.wording.rule_text import value_text

AREAS = (PLAY, PBN, PBN_TAGS, CALLS, CARDS, CONTRACTS, BOARDS, DEALS, LIN, NUMBERS, NUMBER_NAMES)
#: Every area's messages, by their keys (``play.not_held``, ``pbn.no_contract`` ...).
SAID = Sentences("said", {f"{area.area}.{key}": text for area in AREAS
                          for key, text in area.texts.items()})  # fmt: skip


def said_text(message: str, lang: str) -> str:
    """``message`` in ``lang``: a :class:`Said` through the catalogue (a reason inside it too), any other
    text as it is."""
    if not isinstance(message, Said) or message.key not in SAID:
        return str(message)
    words = {name: said_text(value, lang) if isinstance(value, Said) else value_text(value, lang)
             for name, value in message.params.items()}  # fmt: skip
    return SAID.say(message.key, lang, **words)
