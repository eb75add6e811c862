"""The Director's judgement: facts the law leaves to the Director, each with the law's own criteria.

Some facts are not what the players state but what the Director judges: whether a call is comparable
(Law 23A), whether an action was a logical alternative (16B1(b)), whether the non-offenders were damaged
(12B1), whether a claimer's line is normal (70D), whether a card was exposed deliberately (50B) ... A
:class:`Judgement` names one such judgement, the law that calls for it and its :class:`Criterion` values,
each citing the section that states it; the sentences are in the wording layer (``judgement.<id>`` and
``criterion.<id>``). A :class:`~tdcompanion.core.laws.facts.Fact` declared with ``judgement=`` is asked of
the Director, not of the players, and the record of a ruling keeps its answer as a judgement
(:func:`~.facts.judgements_in`): an incident file stores it with the other answers, and it is a judgement by the
fact's declaration, so files written before judgements were marked read the same.

Where the law says that a card or call counts one way unless the Director judges otherwise (a fifth card
is not a lead unless the Director deems it one, 45E), the judgement's ``default`` is the law's answer; a
family may change it for a later edition through its ``judgement_defaults`` class attribute
(:meth:`~tdcompanion.core.laws.engine.Family.judgement_default`), and the question carries it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdcompanion.core.laws.ruling import LawRef, ref

#: A default answer, stored as the fact stores it (one of :data:`~.facts.FactValue`: a judgement's is yes/no, a
#: number or an enumerated value).
Default = bool | int | str


@dataclass(frozen=True)
class Criterion:
    """One of the law's criteria for a judgement: ``id`` (worded as ``criterion.<id>``) and ``law``, the section
    that states it."""

    id: str
    law: LawRef


@dataclass(frozen=True, eq=False)
class Judgement:
    """A judgement the law leaves to the Director: ``id`` (worded as ``judgement.<id>``), ``law`` (the section
    that calls for it), its ``criteria`` and, where the law gives one, its ``default``: the stored answer the
    law gives unless the Director judges otherwise. Each id is declared once (:data:`JUDGEMENTS`)."""

    id: str
    law: LawRef
    criteria: tuple[Criterion, ...]
    default: Default | None = None

    def __post_init__(self) -> None:
        if not self.criteria:
            raise ValueError(f"judgement {self.id!r} needs the law's criteria")
        if self.id in JUDGEMENTS:
            raise ValueError(f"judgement {self.id!r} is declared twice")
        JUDGEMENTS[self.id] = self

    @property
    def laws(self) -> tuple[LawRef, ...]:
        """The law that calls for the judgement, then each criterion's law, once each."""
        return tuple(dict.fromkeys((self.law, *(c.law for c in self.criteria))))

    def __repr__(self) -> str:
        return f"Judgement({self.id!r}, {self.law})"


#: Every judgement declared, by id.
JUDGEMENTS: dict[str, Judgement] = {}


def judgement(judgement_id: str, law: str, *criteria: tuple[str, str], default: Default | None = None) -> Judgement:
    """Declare a judgement: ``judgement("comparable_call", "23A", ("comparable.same_meaning", "23A1"), ...)``."""
    return Judgement(judgement_id, ref(law), tuple(Criterion(c, ref(at)) for c, at in criteria), default)


# --- the judgements of the 2017 Laws ----------------------------------------------------------------------------

FORFEITURE = judgement(
    "forfeiture", "11A",
    ("forfeiture.acted_first", "11A"),
    ("forfeiture.could_gain", "11A"),
)  # fmt: skip
DEAL_PLAYABLE = judgement("deal_playable", "13B1", ("deal_playable.corrected", "13B1"),
                          ("deal_playable.adjust", "13B2"))  # fmt: skip
DEMONSTRABLY_SUGGESTED = judgement(
    "demonstrably_suggested", "16B1(a)",
    ("suggested.sources", "16B1"),
    ("suggested.over_another", "16B1(a)"),
)  # fmt: skip
LOGICAL_ALTERNATIVE = judgement(
    "logical_alternative", "16B1(b)",
    ("alternative.seriously_considered", "16B1(b)"),
    ("alternative.some_select", "16B1(b)"),
)  # fmt: skip
DAMAGE = judgement(
    "damage", "12B1",
    ("damage.less_favourable", "12B1"),
    ("damage.caused", "12B1"),
    ("damage.not_severity", "12B2"),
)  # fmt: skip
PROBABLE_OUTCOME = judgement(
    "probable_outcome", "12C1(b)",
    ("outcome.probable", "12C1(b)"),
    ("outcome.legal_only", "12C1(c)"),
    ("outcome.numerous", "12C1(d)"),
    ("outcome.rectified", "12C1(e)(i)"),
)  # fmt: skip
SELF_INFLICTED = judgement(
    "self_inflicted", "12C1(e)",
    ("self_inflicted.serious_error", "12C1(e)"),
    ("self_inflicted.gambling", "12C1(e)"),
    ("self_inflicted.only_that_part", "12C1(e)(ii)"),
)  # fmt: skip
FAULT = judgement(
    "fault", "12C2(a)",
    ("fault.direct", "12C2(a)"),
    ("fault.partly", "12C2(a)"),
    ("fault.none", "12C2(a)"),
)  # fmt: skip
INTERFERES = judgement("interferes", "16D2", ("interferes.normal_play", "16D2"), ("interferes.before_call", "16D2"))
FACT_FINDING = judgement(
    "fact_finding", "85A1",
    ("fact_finding.balance", "85A1"),
    ("fact_finding.undetermined", "85B"),
)  # fmt: skip
OWN_MISUNDERSTANDING = judgement(
    "own_misunderstanding", "21A",
    ("misunderstanding.own", "21A"),
)  # fmt: skip
EXPOSED_TO_PARTNER = judgement(
    "exposed_to_partner", "24",
    ("exposed.own_error", "24"),
    ("exposed.partner_could_see", "24"),
)  # fmt: skip
COMPARABLE_CALL = judgement(
    "comparable_call", "23A",
    ("comparable.same_meaning", "23A1"),
    ("comparable.subset", "23A2"),
    ("comparable.same_purpose", "23A3"),
)  # fmt: skip
UNINTENDED_CALL = judgement(
    "unintended_call", "25A",
    ("unintended.not_intended", "25A1"),
    ("unintended.mechanical", "25A2"),
    ("unintended.not_concentration", "25A2"),
)  # fmt: skip
MISINFORMATION_INFLUENCED = judgement(
    "misinformation_influenced", "21B1(a)",
    ("influenced.could_well", "21B1(a)"),
    ("influenced.no_alert", "21B1(a)"),
)  # fmt: skip
MISTAKEN_EXPLANATION = judgement(
    "mistaken_explanation", "21B1(b)",
    ("explanation.presumed", "21B1(b)"),
    ("explanation.agreement", "75C"),
    ("explanation.no_agreement", "75D2"),
    default="none",
)  # fmt: skip
COULD_HAVE_KNOWN = judgement(
    "could_have_known", "73E2",
    ("could_have_known.benefit", "73E2"),
    ("could_have_known.damage", "72C"),
)  # fmt: skip
DECEPTION = judgement(
    "deception", "73E2",
    ("deception.false_inference", "73E2"),
    ("deception.bridge_reason", "73E2"),
    ("deception.allowed", "73E1"),
)  # fmt: skip
ATTEMPT_TO_MISLEAD = judgement("attempt_to_mislead", "73D2", ("mislead.means", "73D2"), ("mislead.tempo", "73D1"))
CARD_DEEMED_PLAYED = judgement(
    "card_deemed_played", "45C2",
    ("deemed_played.face_up", "45C2(a)"),
    ("deemed_played.position", "45C2(b)"),
)  # fmt: skip
TOUCHED_TO_ARRANGE = judgement("touched_to_arrange", "45C3", ("touched.arranging", "45C3"))
UNINTENDED_DESIGNATION = judgement(
    "unintended_designation", "45C4(b)",
    ("designation.slip", "45C4(b)"),
    ("designation.not_reconsidered", "45C4(b)"),
)  # fmt: skip
FIFTH_CARD_LED = judgement("fifth_card_led", "45E", ("fifth_card.defender", "45E1"), ("fifth_card.declarer", "45E2"),
                           default=False)  # fmt: skip
INCONTROVERTIBLE_INTENTION = judgement(
    "incontrovertible_intention", "46B",
    ("intention.incontrovertible", "46B"),
    default=False,
)  # fmt: skip
DELIBERATE_EXPOSURE = judgement(
    "deliberate_exposure", "50B",
    ("deliberate.play", "50B"),
    ("deliberate.accidental", "50B"),
)  # fmt: skip
CLAIM_INTENDED = judgement(
    "claim_intended", "68A",
    ("claim.statement", "68A"),
    ("claim.shows_cards", "68A"),
    ("claim.not_intended", "68A"),
    default=True,
)  # fmt: skip
NORMAL_LINE = judgement(
    "normal_line", "70D1",
    ("normal.careless", "70D1"),
    ("normal.less_successful", "70D1"),
    ("normal.partner", "70D2"),
    ("normal.trump", "70C3"),
    ("normal.finesse", "70E1"),
    ("normal.concession", "71"),
)  # fmt: skip
LIKELY_WON = judgement("likely_won", "69B2", ("likely_won.had_play_continued", "69B2"))
TRICKS_ASCERTAINED = judgement(
    "tricks_ascertained", "66D",
    ("ascertained.facts", "66D"),
    ("ascertained.mixed", "66D"),
)  # fmt: skip
CARD_FACED = judgement("card_faced", "67B2(a)", ("card_faced.determined", "67B2(a)"), ("card_faced.highest", "67B2(a)"))
CLAIM_DOUBT = judgement(
    "claim_doubt", "70A",
    ("doubt.equitable", "70A"),
    ("doubt.trump_unaware", "70C2"),
)  # fmt: skip
CLEARLY_CONVINCED = judgement("clearly_convinced", "79B3", ("convinced.result", "79B3"))
BEYOND_DOUBT = judgement("beyond_doubt", "79C2", ("beyond_doubt.record_wrong", "79C2"))
DIRECTOR_ERROR = judgement("director_error", "82C", ("director_error.rectify", "82B"),
                           ("director_error.normal_score", "82C"))  # fmt: skip
