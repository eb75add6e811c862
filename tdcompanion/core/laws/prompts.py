"""The ruling for a prompt of the table state: what the Director settles when play reaches it
(declarer's lead options and designation, Laws 50D2, 51; a lead prohibition, Law 26B)."""

from __future__ import annotations

from tdcompanion.core.cards import Suit
from tdcompanion.core.laws.auction_effects import specified_suits
from tdcompanion.core.laws.engine import WBF2017, Lawbook
from tdcompanion.core.laws.law48_52 import prompt_ruling as penalty_card_prompt_ruling
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import (
    Choice,
    ChooserRole,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    Option,
    RestrictionSpan,
    Ruling,
    ref,
)
from tdcompanion.core.laws.table_state import Prompt, PromptKind, TableState


def prompt_ruling(prompt: Prompt, record: BoardRecord, table: TableState,
                  lawbook: type[Lawbook] = WBF2017) -> Ruling | None:  # fmt: skip
    """The ruling to show for ``prompt``; ``None`` if the core has none for it."""
    if prompt.kind is PromptKind.LEAD_PROHIBITION:
        return prohibition_ruling(prompt, record, lawbook.name)
    return penalty_card_prompt_ruling(prompt, record, table, lawbook)


def prohibition_ruling(prompt: Prompt, record: BoardRecord, edition: str) -> Ruling | None:
    """Declarer's Law 26B choice at the offender's partner's first lead (``prompt.seat``): prohibit one
    suit the offender did not specify in the legal auction (as the record shows it: the Director leaves
    out any suit an artificial call specified), or none. ``None`` when there is no contract."""
    leader, declarer = prompt.seat, record.declarer
    if leader is None or declarer is None or leader.side is declarer.side:
        return None
    law = ref("26B")
    kept = specified_suits(record.auction, leader.partner)
    options = [Option(id="law26.no_prohibition", laws=(law,))]
    for suit in sorted(Suit, reverse=True):  # spades first, as the Director reads them out
        if suit in kept:
            continue
        forbid = LeadRestriction(law=law, leader=leader, suit=suit, mode=LeadMode.FORBID,
                                 span=RestrictionSpan.WHILE_ON_LEAD)  # fmt: skip
        options.append(Option(id=f"law26.prohibit_{suit.letter}", laws=(law,), consequences=(forbid,), suits=(suit,)))
    choice = Choice(id="law26.declarer_choice", chooser=declarer, role=ChooserRole.DECLARER, laws=(law,),
                    options=tuple(options), default="law26.no_prohibition")  # fmt: skip
    kind = IrregularityKind(prompt.reason) if prompt.reason else IrregularityKind.INSUFFICIENT_BID
    return Ruling(irregularity=kind, laws=(law,), offender=leader.partner, choices=(choice,), edition=edition)
