"""The duplicate score of a contract and its result (Law 77, the scoring table).

:func:`score` takes the final contract, the tricks declarer won and the board's vulnerability and
returns a :class:`Score`: every item of the Law 77 table on its own line (trick score, overtricks,
undertricks, part-score or game premium, slam premium, premium for making a doubled or redoubled
contract), the total for the declaring side and the score as North-South record it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract, Doubling, PassedOut
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL

GAME_TRICK_SCORE = 100  # Law 77: a trick score of 100 or more is a game
_MULTIPLIER = {Doubling.UNDOUBLED: 1, Doubling.DOUBLED: 2, Doubling.REDOUBLED: 4}


class ScoreError(InputError):
    """A result that cannot be scored (tricks outside 0-13, a weight that is not a share, ...)."""


@dataclass(frozen=True, slots=True)
class Score:
    """The Law 77 score of ``contract`` with ``tricks`` won by declarer (``None`` when passed out).

    The items are points for the side they go to: the first five to the declaring side, ``undertricks``
    to the defenders; ``vulnerable`` is the declaring side's vulnerability.
    """

    contract: Contract | PassedOut
    tricks: int | None
    vulnerable: bool = False
    trick_score: int = 0
    overtricks: int = 0
    undertricks: int = 0
    premium: int = 0
    slam: int = 0
    insult: int = 0

    @property
    def declarer_points(self) -> int:
        """The net score of the declaring side: negative when the contract is defeated."""
        return self.trick_score + self.overtricks + self.premium + self.slam + self.insult - self.undertricks

    @property
    def ns(self) -> int:
        """The score as North-South record it (the usual traveller column)."""
        return self.for_side(Side.NS)

    @property
    def ew(self) -> int:
        return self.for_side(Side.EW)

    def for_side(self, side: Side) -> int:
        if isinstance(self.contract, PassedOut):
            return 0
        return self.declarer_points if self.contract.declaring_side is side else -self.declarer_points

    @property
    def made(self) -> bool:
        """True when the contract was made (a passed-out board has nothing to make)."""
        return isinstance(self.contract, Contract) and self.tricks is not None and self.margin >= 0

    @property
    def margin(self) -> int:
        """Tricks over (positive) or under (negative) the contract; 0 when passed out."""
        if isinstance(self.contract, PassedOut) or self.tricks is None:
            return 0
        return self.tricks - self.contract.tricks_needed


def trick_score(level: int, strain: Strain, doubling: Doubling = Doubling.UNDOUBLED) -> int:
    """Law 77 trick score for ``level`` odd tricks bid and made: 20 each in a minor, 30 in a major, at
    notrump 40 for the first and 30 for each after; doubled twice that, redoubled four times."""
    if strain is Strain.NOTRUMP:
        base = 40 + 30 * (level - 1)
    else:
        base = level * (20 if strain in (Strain.CLUBS, Strain.DIAMONDS) else 30)
    return base * _MULTIPLIER[doubling]


def overtrick_points(strain: Strain, doubling: Doubling, vulnerable: bool, count: int) -> int:
    """Law 77: undoubled overtricks score their trick value; doubled 100 each (200 vulnerable);
    redoubled 200 each (400 vulnerable)."""
    if doubling is Doubling.UNDOUBLED:
        return count * (20 if strain in (Strain.CLUBS, Strain.DIAMONDS) else 30)
    each = 200 if vulnerable else 100
    return count * each * _MULTIPLIER[doubling] // 2


def undertrick_points(doubling: Doubling, vulnerable: bool, count: int) -> int:
    """Law 77 undertrick penalty to the defenders. Undoubled: 50 each (100 vulnerable). Doubled, not
    vulnerable: 100 for the first, 200 for the second and third, 300 for each after; doubled and
    vulnerable: 200 for the first, 300 for each after. Redoubled: twice the doubled penalty."""
    if count <= 0:
        return 0
    if doubling is Doubling.UNDOUBLED:
        return count * (100 if vulnerable else 50)
    doubled = 200 + 300 * (count - 1) if vulnerable else 100 + 200 * min(count - 1, 2) + 300 * max(count - 3, 0)
    return doubled * _MULTIPLIER[doubling] // 2


def score(contract: Contract | PassedOut, tricks: int | None, vulnerability: Vulnerability) -> Score:
    """The Law 77 score of ``contract`` when declarer wins ``tricks`` (0-13) on a board of ``vulnerability``.

    A passed-out board scores nothing for either side (Law 22B); its ``tricks`` must be ``None`` or 0.
    """
    if isinstance(contract, PassedOut):
        if tricks not in (None, 0):
            raise ScoreError(f"a passed-out board has no tricks to score, not {tricks!r}")
        return Score(contract, None)
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= TRICKS_PER_DEAL:
        raise ScoreError(f"declarer's tricks are from 0 to 13, not {tricks!r} (contract {contract})")
    vulnerable = vulnerability.is_vulnerable(contract.declarer)
    level, strain, doubling = contract.level, contract.strain, contract.doubling
    margin = tricks - contract.tricks_needed
    if margin < 0:
        return Score(contract, tricks, vulnerable, undertricks=undertrick_points(doubling, vulnerable, -margin))
    points = trick_score(level, strain, doubling)
    premium = (500 if vulnerable else 300) if points >= GAME_TRICK_SCORE else 50  # game, else part-score
    slam = {6: 750 if vulnerable else 500, 7: 1500 if vulnerable else 1000}.get(level, 0)
    insult = 50 * _MULTIPLIER[doubling] // 2 if doubling is not Doubling.UNDOUBLED else 0
    return Score(
        contract, tricks, vulnerable,
        trick_score=points,
        overtricks=overtrick_points(strain, doubling, vulnerable, margin),
        premium=premium, slam=slam, insult=insult,
    )  # fmt: skip


def score_ns(contract: Contract | PassedOut, tricks: int | None, vulnerability: Vulnerability) -> int:
    """North-South's score for the result: :func:`score` then :attr:`Score.ns`."""
    return score(contract, tricks, vulnerability).ns


__all__ = [
    "GAME_TRICK_SCORE",
    "Score",
    "ScoreError",
    "overtrick_points",
    "score",
    "score_ns",
    "trick_score",
    "undertrick_points",
]
