"""Duplicate scoring: the Law 77 score of a result, revoke transfers applied to it (Law 64), matchpoints
and IMPs (Law 78), adjusted scores (Law 12C). Pure Python, exact arithmetic."""

from __future__ import annotations

from tdcompanion.core.scoring.adjusted import (
    AdjustedScore,
    AdjustedScoreError,
    Artificial,
    ArtificialScore,
    ArtificialScores,
    Conversion,
    Outcome,
    TableEntry,
    Unit,
    WeightedScore,
    matchpoint_traveller,
    parse_weight,
)
from tdcompanion.core.scoring.duplicate import Score, ScoreError, score, score_ns
from tdcompanion.core.scoring.transfers import TransferredScore, score_table, score_with_transfers
from tdcompanion.core.scoring.traveller import (
    ROUNDING,
    BoardMatchpoints,
    Spread,
    cross_imps,
    datum,
    imps,
    imps_against_datum,
    matchpoint_board,
    matchpoints,
    neuberg,
    percentage,
    rounded,
    spread,
    top,
)

__all__ = [
    "ROUNDING",
    "AdjustedScore",
    "AdjustedScoreError",
    "Artificial",
    "ArtificialScore",
    "ArtificialScores",
    "BoardMatchpoints",
    "Conversion",
    "Outcome",
    "Score",
    "ScoreError",
    "Spread",
    "TableEntry",
    "TransferredScore",
    "Unit",
    "WeightedScore",
    "cross_imps",
    "datum",
    "imps",
    "imps_against_datum",
    "matchpoint_board",
    "matchpoint_traveller",
    "matchpoints",
    "neuberg",
    "parse_weight",
    "percentage",
    "rounded",
    "score",
    "score_ns",
    "score_table",
    "score_with_transfers",
    "spread",
    "top",
]
