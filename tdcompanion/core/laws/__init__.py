"""The laws: from an irregularity, the board record and a few facts, the ruling (WBF Laws 2017).

Pure Python, no display text. Modules:

- :mod:`~.ruling` -- :class:`LawRef` (``ref("64A2")``), :class:`Ruling`, :class:`Choice`,
  :class:`Option`, and the consequence classes (:class:`PenaltyCard`, :class:`LeadRestriction`,
  :class:`TrickTransfer`, :class:`CardRestored`, :class:`UnauthorisedInformation`,
  :class:`DirectorReview` ...), each a frozen dataclass whose ``kind`` names it; and
  :class:`IrregularityKind`, re-exported from :mod:`tdcompanion.core.irregularity` (with its laws).
- :mod:`~.facts` -- :class:`Fact` declarations, :class:`Question`, the :class:`Facts` answered, and
  the common facts of Laws 9-11 (:data:`DISCOVERED`, :data:`ATTENTION_DRAWN_BY`,
  :data:`NON_OFFENDERS_ACTED`, :data:`RECTIFICATION_FORFEITED`).
- :mod:`~.record` -- :class:`BoardRecord` (deal, auction, play) and what it shows; the board editor's
  undo snapshots are BoardRecords too, with the board's tags (``BoardRecord.of``, ``for_laws``).
- :mod:`~.engine` -- :class:`Family` (with its ``laws`` and :class:`KindGroup`), :class:`Lawbook`/
  :class:`WBF2017` (the registry: ``laws_of``, ``claims``, ``groups``, ``named``), :class:`Context`,
  :func:`assess` (next question or ruling), :func:`rule`, :func:`apply_ruling` (a ruling and the
  options chosen put into effect on the record and table state), :func:`detect`,
  :class:`InconsistentFacts`.
- :mod:`~.table_state` -- :class:`TableState`: penalty cards, lead restrictions, notes, reminders
  and trick transfers across tricks; ``apply`` a ruling, ``advance`` along the play, ``check`` a card.
- :mod:`~.penalty_cards` -- an edition's rules of penalty cards (:class:`~.penalty_cards.PenaltyCards2017`,
  Laws 50 and 51), which the lawbook carries and the table state and families apply.
- :mod:`~.timeline` -- one board's story: :class:`~.timeline.Step` (a ruling on an irregularity, or a
  later choice on a table-state prompt), :class:`~.timeline.Timeline` (the record and table state
  now, the steps done; ``evaluate`` a step, ``commit`` it, ``follow`` the board as it changes) and
  :func:`~.timeline.replay` (a saved story ruled again, step by step, into a frozen
  :class:`~.timeline.Replay`). The wizard, ``tdcompanion rule``, the report and the score tab all
  rule through it: there is one evaluation.
- :mod:`~.codec` -- JSON-native encoding of all of the above (incident files, ``--json`` output).
- :mod:`~.outline` -- the book's shape: every law 1-93 with its lettered sections, and the declared place of
  each section no family rules (:class:`~.outline.Scope`: procedure, principle, scoring, organisation, gap).
- :mod:`~.coverage` -- the coverage map (``docs/laws-coverage.md``, ``scripts/laws_coverage.py``): each section
  ruled, used inside other rulings or declared, from the registry and the rulings the scenario tests build.
- :mod:`~.procedure` -- the common procedure of Laws 9-11 (``forfeiture`` under 11A, dummy drawing
  attention during the play, 9A4) for families to call where it changes the outcome.
- ``law*.py`` -- one module per family of laws, found and imported by the engine
  (``law13_14``: Laws 13 and 14; ``law67``: the defective trick, with ``revokes_revealed``).

Adding a family of laws
=======================

1. Create ``tdcompanion/core/laws/lawNN_MM.py``, named for the laws it rules (``law15``, ``law48_52``: a
   test checks that each law a family claims lies in its module's span). The engine imports every
   ``law*`` module of this package the first time a ruling is asked for. If the family rules a new kind
   of irregularity, add its value to :class:`IrregularityKind` (the vocabulary of incident files) and
   run ``python scripts/schema_kinds.py`` (the current schema's enumeration is written from the lawbook;
   a test checks it).

2. Declare the facts only a person can tell, at module level, with ids prefixed by the law::

       FOUND = Fact.choice("law14.found", Found, "14A1", "14B1", keyed=True)
       EXPOSED = Fact.yes_no("law14.exposed", "49", keyed=True)

   When the record may show the value, pass it: ``ctx.fact(FACT, shown=value_or_None)`` (computed by
   the family, e.g. the revoke's ``established`` from ``ctx.record.play.revokes()``), or give the
   fact ``derive=`` (a function reading ``ctx.record``). The engine then never asks it, and refuses
   an answer that contradicts the record. Use the common facts (``ctx.period()`` for
   :data:`DISCOVERED`) rather than your own.

3. Write the family as straight-line law, registered for its irregularity kinds, declaring the laws
   it rules (the first law of each of its rulings is one of them) and where the Director meets it
   (the wizard's start page lists the lawbook's kinds by group, in the order of their laws)::

       @WBF2017.register
       class MissingCard(Family):
           kinds = (IrregularityKind.MISSING_CARD,)
           laws = (14,)
           group = KindGroup.CARDS

           def rule(self, ctx: Context) -> Ruling:
               seat = ctx.fact(DEFICIENT_SEAT, choices=...)
               if ctx.fact(FOUND, key=card.pbn) is Found.AMONG_PLAYED_CARDS:
                   return ctx.delegate(IrregularityKind.DEFECTIVE_TRICK, {law67.OFFENDER: seat})
               ...
               return Ruling(irregularity=..., laws=refs("14B2", "14B4"), consequences=(...), choices=(...))

   ``ctx.fact`` returns the value, or stops the evaluation to ask it (with ``choices`` to offer and
   keyword ``params`` for the sentence); the engine re-runs ``rule`` from the start once it is
   answered, so ask facts in the order the law needs them and only when needed. Never catch
   ``Exception`` in ``rule`` (the question travels as an exception). Reject contradictions with
   ``ctx.refuse("card_not_in_hand", fact=FACT.storage_key(key), card=card, seat=seat)``: a
   machine-readable reason and parameters, no sentence. ``ctx.record`` is the
   :class:`BoardRecord`; ``ctx.table`` the :class:`TableState` before the irregularity (penalty
   cards already on the table); ``ctx.delegate`` hands over to another family.

4. Build the ruling from consequences (existing classes in :mod:`~.ruling`; a new kind is a frozen,
   keyword-only dataclass subclassing :class:`Consequence` with a unique ``kind``, defined in your
   module). Options go in a :class:`Choice` with the chooser's seat and role (``ChooserRole.DECLARER``)
   and ``without_consulting_partner`` (Law 10C2, true by default); an option's ``follow_up`` holds
   the choices that open once it is taken. Cite the section that prescribes each consequence in its
   ``law``. Put edition-dependent numbers in class attributes, so a later lawbook can subclass.
   A consequence that creates or moves a card or a call (a card deemed played, a call deemed made later) must
   show it where the laws judge it: in the record (:meth:`BoardRecord.apply <.record.BoardRecord.apply>`) or in
   the table state (a :class:`~.table_state.Violation` the table finds), so that the timeline detects what it
   leads to (a card out of turn, a revoke, an insufficient bid) and the next ruling follows.
   ``tests/core/laws/test_rulings_chain.py`` walks every consequence kind: give a new one its case there, or
   declare why it creates nothing that a law can find irregular.

5. Notes for the penalty-card, lead and revoke families. Penalty cards already on the table are
   ``ctx.table.penalty_cards_of(seat)``. The rules of penalty cards are the edition's
   (``ctx.lawbook.penalty_cards``, :mod:`~.penalty_cards`: Laws 50 and 51 of 2017): make new ones with
   its ``new`` (graded under 50B, with the 50B statement for an earlier minor card it makes major);
   :class:`TableState` applies the same rules (``TableState.lawbook``), making all of a defender's
   penalty cards major once he has two. A
   lead restriction is a :class:`LeadRestriction`: ``REQUIRE`` with ``NEXT_LEAD``, ``FORBID`` with
   ``WHILE_ON_LEAD`` (it starts at the leader's next lead and ends when he loses the lead); the
   table state checks later cards against restrictions and penalty cards (``TableState.check``,
   Laws 50C, 50D1, 57A, 59) and lists what the Director must settle (``TableState.prompts``:
   Law 50D2/51B lead options, 51A designation, reminders due at the end of play). A 64A transfer is
   ``TrickTransfer(count=2 or 1, trick=revoke trick)``: the count is capped at the tricks the
   offending side won from that trick on, counted when play ends, so it can be ruled during play.
   Put 64C and 50E4 in :class:`DirectorReview` reminders. :func:`~.law67.revokes_revealed` finds the
   revokes a restored card reveals (for any family that restores cards).

6. Test it in ``tests/core/laws/test_lawNN_MM.py``: one parametrized case per scenario, feeding a
   :class:`BoardRecord` and :class:`Facts` to :func:`assess` and checking the question asked (never
   one the record answers) and the ruling's laws, consequences and options; and one case per
   inconsistency. ``tests/core/laws/scenarios.py`` has a shared board (South declares 4♥) and
   helpers: ``record("W:S5", "N:SA", ...)``, ``facts((FACT, value[, key]), ...)``, ``ruled``,
   ``run`` and ``shown`` (consequences as compact tuples). Add an example incident to ``examples/``
   and the display sentences for any new consequence kind, reason, option id or fact to
   ``tdcompanion/wording/`` (the family's own ``lawNN_MM.py`` there, found by its name: nothing to
   register), including the kind's name ``irregularity.<kind>`` in both languages.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tdcompanion.core.laws.engine import (
        WBF2017,
        Applied,
        Assessment,
        Context,
        Family,
        IncompleteFactsError,
        InconsistentFacts,
        Irregularity,
        KindGroup,
        Lawbook,
        UnsupportedIrregularityError,
        apply_ruling,
        assess,
        detect,
        load_families,
        rule,
    )
    from tdcompanion.core.laws.facts import (
        ATTENTION_DRAWN_BY,
        DISCOVERED,
        FACTS,
        NON_OFFENDERS_ACTED,
        RECTIFICATION_FORFEITED,
        Fact,
        FactKind,
        Facts,
        FactValue,
        FactValueError,
        Period,
        Question,
    )
    from tdcompanion.core.laws.record import BoardRecord, RecordError
    from tdcompanion.core.laws.ruling import (
        CONSEQUENCE_TYPES,
        AdjustedScore,
        AuthorisedInformation,
        CardDeemedPlayed,
        CardMoved,
        CardPlacedInTrick,
        CardRemoved,
        CardRestored,
        CardWithdrawn,
        Choice,
        ChooserRole,
        Consequence,
        DirectorReview,
        FollowUp,
        InformationSource,
        IrregularityKind,
        LawRef,
        LawRefError,
        LeadFrom,
        LeadMode,
        LeadRestriction,
        Moment,
        NamedCardPlayed,
        NoRectification,
        Option,
        PenaltyCard,
        PenaltyCardPickedUp,
        PenaltyGrade,
        PlayRequirement,
        PlayRestriction,
        ProceduralPenalty,
        Proceed,
        Reason,
        Resolution,
        RestoreSource,
        RestrictionSpan,
        Ruling,
        SupplyCard,
        TrickTransfer,
        UnauthorisedInformation,
        UnknownOptionError,
        ref,
        refs,
    )
    from tdcompanion.core.laws.table_state import (
        Prompt,
        PromptKind,
        TableState,
        TableStateError,
        Violation,
        ViolationKind,
    )

#: Each module of this package and the names it gives the package. They are imported when first
#: asked for (``from tdcompanion.core.laws import Ruling``), not with the package: the board editor
#: needs :mod:`~.record` at start-up, not the engine, the facts and the table state (PEP 562).
_EXPORTS: dict[str, tuple[str, ...]] = {
    "engine": (
        "WBF2017", "Applied", "Assessment", "Context", "Family", "IncompleteFactsError", "InconsistentFacts",
        "Irregularity", "KindGroup", "Lawbook", "UnsupportedIrregularityError", "apply_ruling", "assess", "detect",
        "load_families", "rule",
    ),
    "facts": (
        "ATTENTION_DRAWN_BY", "DISCOVERED", "FACTS", "NON_OFFENDERS_ACTED", "RECTIFICATION_FORFEITED", "Fact",
        "FactKind", "Facts", "FactValue", "FactValueError", "Period", "Question",
    ),
    "record": (
        "BoardRecord", "RecordError",
    ),
    "ruling": (
        "CONSEQUENCE_TYPES", "AdjustedScore", "AuthorisedInformation", "CardDeemedPlayed", "CardMoved",
        "CardPlacedInTrick", "CardRemoved", "CardRestored", "CardWithdrawn", "Choice", "ChooserRole", "Consequence",
        "DirectorReview", "FollowUp", "InformationSource", "IrregularityKind", "LawRef", "LawRefError", "LeadFrom",
        "LeadMode", "LeadRestriction", "Moment", "NamedCardPlayed", "NoRectification", "Option", "PenaltyCard",
        "PenaltyCardPickedUp", "PenaltyGrade", "PlayRequirement", "PlayRestriction", "ProceduralPenalty", "Proceed",
        "Reason", "Resolution", "RestoreSource", "RestrictionSpan", "Ruling", "SupplyCard", "TrickTransfer",
        "UnauthorisedInformation", "UnknownOptionError", "ref", "refs",
    ),
    "table_state": (
        "Prompt", "PromptKind", "TableState", "TableStateError", "Violation", "ViolationKind",
    ),
}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}

__all__ = [
    "ATTENTION_DRAWN_BY",
    "CONSEQUENCE_TYPES",
    "DISCOVERED",
    "FACTS",
    "NON_OFFENDERS_ACTED",
    "RECTIFICATION_FORFEITED",
    "WBF2017",
    "AdjustedScore",
    "Applied",
    "Assessment",
    "AuthorisedInformation",
    "BoardRecord",
    "CardDeemedPlayed",
    "CardMoved",
    "CardPlacedInTrick",
    "CardRemoved",
    "CardRestored",
    "CardWithdrawn",
    "Choice",
    "ChooserRole",
    "Consequence",
    "Context",
    "DirectorReview",
    "Fact",
    "FactKind",
    "FactValue",
    "FactValueError",
    "Facts",
    "Family",
    "FollowUp",
    "IncompleteFactsError",
    "InconsistentFacts",
    "InformationSource",
    "Irregularity",
    "IrregularityKind",
    "KindGroup",
    "LawRef",
    "LawRefError",
    "Lawbook",
    "LeadFrom",
    "LeadMode",
    "LeadRestriction",
    "Moment",
    "NamedCardPlayed",
    "NoRectification",
    "Option",
    "PenaltyCard",
    "PenaltyCardPickedUp",
    "PenaltyGrade",
    "Period",
    "PlayRequirement",
    "PlayRestriction",
    "ProceduralPenalty",
    "Proceed",
    "Prompt",
    "PromptKind",
    "Question",
    "Reason",
    "RecordError",
    "Resolution",
    "RestoreSource",
    "RestrictionSpan",
    "Ruling",
    "SupplyCard",
    "TableState",
    "TableStateError",
    "TrickTransfer",
    "UnauthorisedInformation",
    "UnknownOptionError",
    "UnsupportedIrregularityError",
    "Violation",
    "ViolationKind",
    "apply_ruling",
    "assess",
    "detect",
    "load_families",
    "ref",
    "refs",
    "rule",
]


def __getattr__(name: str) -> object:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
