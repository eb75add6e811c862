"""Revoke trick transfers applied to the recorded result, with the score before and after (Laws 64, 77).

The tricks a revoke transfers (Law 64A) are added to the result when play ends (Law 64: "the
trick(s) are transferred"). :func:`score_with_transfers` takes declarer's tricks as played and the
transfers (any objects with ``to_side`` and ``count``: the ruling's ``TrickTransfer`` or the table
state's ``PendingTransfer``); :func:`score_table` reads the counts the table state says actually
move (no more than the offending side won from the revoke trick on, Law 64A).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import Contract
from tdcompanion.core.scoring.duplicate import Score, ScoreError, score
from tdcompanion.core.seats import Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL

if TYPE_CHECKING:
    from tdcompanion.core.play_state import PlayState


class Transfer(Protocol):
    """``count`` tricks to go to ``to_side`` (Law 64A)."""

    @property
    def to_side(self) -> Side: ...

    @property
    def count(self) -> int: ...


class TransferLedger(Protocol):
    """What :func:`score_table` needs of a table state: the tricks to move to a side (Law 64A)."""

    def tricks_to(self, side: Side, state: PlayState | None = None) -> int: ...


@dataclass(frozen=True, slots=True)
class TransferredScore:
    """The score as played (``before``) and once ``to_declarer`` and ``to_defenders`` tricks are moved."""

    before: Score
    after: Score
    to_declarer: int
    to_defenders: int

    @property
    def net_to_declarer(self) -> int:
        return self.to_declarer - self.to_defenders

    @property
    def ns_change(self) -> int:
        """How much North-South's score changes with the transfers."""
        return self.after.ns - self.before.ns


def score_with_transfers(
    contract: Contract, tricks: int, vulnerability: Vulnerability, transfers: Iterable[Transfer]
) -> TransferredScore:
    """Score ``tricks`` as played, then with ``transfers`` applied (Laws 64A, 77).

    A transfer can only move tricks the other side won, so a result moved outside 0-13 is refused.
    """
    declaring = contract.declaring_side
    to_declarer = to_defenders = 0
    for transfer in transfers:
        if transfer.count < 0:
            raise ScoreError(f"a trick transfer moves a positive number of tricks, not {transfer.count}")
        if transfer.to_side is declaring:
            to_declarer += transfer.count
        else:
            to_defenders += transfer.count
    return _transferred(contract, tricks, vulnerability, to_declarer, to_defenders)


def score_table(table: TransferLedger, state: PlayState, vulnerability: Vulnerability) -> TransferredScore | None:
    """The score of the play in ``state`` before and after the transfers pending in ``table`` (the
    counts it says move, Law 64A); ``None`` until the result is known (13 tricks, a claim or concession)."""
    if state.result is None:
        return None
    declaring = state.contract.declaring_side
    return _transferred(state.contract, state.result, vulnerability,
                        table.tricks_to(declaring, state), table.tricks_to(declaring.opponents, state))  # fmt: skip


def _transferred(
    contract: Contract, tricks: int, vulnerability: Vulnerability, to_declarer: int, to_defenders: int
) -> TransferredScore:
    before = score(contract, tricks, vulnerability)
    after_tricks = tricks + to_declarer - to_defenders
    if not 0 <= after_tricks <= TRICKS_PER_DEAL:
        raise ScoreError(
            f"{contract}: {tricks} tricks, {to_declarer} transferred to declarer and {to_defenders} to the "
            f"defenders give {after_tricks}; a transfer moves only tricks the other side won (Law 64A)"
        )
    return TransferredScore(before, score(contract, after_tricks, vulnerability), to_declarer, to_defenders)
