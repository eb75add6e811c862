"""The ruling for a prompt of the table state: what the Director settles when play reaches it
(declarer's lead options and designation, Laws 50D2, 51; a lead prohibition, Law 26B)."""

from __future__ import annotations

from tdcompanion.core.laws import auction_effects, law49_52
from tdcompanion.core.laws.engine import WBF2017, Lawbook
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import Ruling
from tdcompanion.core.laws.table_state import Prompt, PromptKind, TableState


def prompt_ruling(prompt: Prompt, record: BoardRecord, table: TableState,
                  lawbook: type[Lawbook] = WBF2017) -> Ruling | None:  # fmt: skip
    """The ruling to show for ``prompt``; ``None`` if the core has none for it."""
    if prompt.kind is PromptKind.LEAD_PROHIBITION:
        return auction_effects.prohibition_ruling(prompt, record, lawbook.name)
    return law49_52.prompt_ruling(prompt, record, table, lawbook)
