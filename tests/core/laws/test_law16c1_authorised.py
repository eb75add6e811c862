"""Law 16C1(a): information from a withdrawn or cancelled call is authorised for the non-offending side, their
own cancelled calls included (36A, 17D3), wherever the auction families withdraw or cancel calls."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import BoardRecord, Irregularity, IrregularityKind, Ruling, assess, codec, detect
from tdcompanion.core.laws import law23_27 as l27
from tdcompanion.core.laws import law28_34 as l29
from tdcompanion.core.laws.auction_effects import InformationAuthorised
from tdcompanion.core.seats import Seat, Side
from tests.core.laws.scenarios import DEAL, facts
from tests.core.laws.test_law16_75 import LANDY, LANDY_MI
from tests.core.laws.test_law28_34 import calls

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W




def ruled(auction: Auction | BoardRecord, kind: IrregularityKind, *answers: Any, call: int | None = None) -> Ruling:
    rec = auction if isinstance(auction, BoardRecord) else BoardRecord(DEAL, auction)
    found = [i for i in detect(rec) if i.kind is kind and (call is None or i.call == call)]
    result = assess(rec, found[0] if found else Irregularity(kind, call=call), facts(*answers))
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


def authorised(ruling: Ruling, option: str | None) -> list[tuple[str, Side]]:
    if option is None:
        consequences = ruling.consequences
    else:
        consequences = next(o.consequences for c in ruling.all_choices() for o in c.options if o.id == option)
    return [(str(c.law), c.side) for c in consequences if isinstance(c, InformationAuthorised)]


MEANINGS = ((l27.WITHDRAWN_MEANING, "natural"), (l27.REPLACEMENT_MEANING, "natural"),
            (l27.COMPARABLE, l27.Comparable.NOT_COMPARABLE))  # fmt: skip


@pytest.mark.parametrize(
    ("auction", "kind", "answers", "at", "expected"),
    [
        # 27B: East's insufficient 1♠ not accepted: North-South may use what it told.
        (calls("N:1NT E:1S"), IrregularityKind.INSUFFICIENT_BID,
         [(l27.UNINTENDED, False), (l27.REPLACEMENT, Call.parse("2H")), *MEANINGS], (None, "law27.refuse"),
         [("16C1(a)", Side.NS)]),
        # 25B: North's change of mind, refused or accepted: East-West may use both calls.
        (calls("N:1H N:1S"), IrregularityKind.CHANGE_OF_CALL, [(l27.UNINTENDED, False), *MEANINGS], (1, "law25.refuse"),
         [("16C1(a)", Side.EW)]),
        (calls("N:1H N:1S"), IrregularityKind.CHANGE_OF_CALL, [(l27.UNINTENDED, False), *MEANINGS], (1, "law25.accept"),
         [("16C1(a)", Side.EW)]),
        # 25A6: East takes back the call he made over North's unintended one: authorised to his side.
        (calls("N:1H E:1S N:2H"), IrregularityKind.CHANGE_OF_CALL, [(l27.UNINTENDED, True)], (2, "law25.withdraw_call"),
         [("25A6", Side.EW)]),
        # 29B: East's 1♥ at North's turn cancelled: North-South may use it.
        (calls("E:1H"), IrregularityKind.CALL_OUT_OF_ROTATION, [(l29.ARTIFICIAL, False)], (None, "law29.cancel"),
         [("16C1(a)", Side.NS)]),
        # 28B: North called over it.
        (calls("E:1H N:1S"), IrregularityKind.CALL_OUT_OF_ROTATION, [(l29.SIMULTANEOUS, False)], (None, None),
         [("16C1(a)", Side.NS)]),
        # 36A: South's inadmissible double and West's 1♠ over it cancelled: East-West may use both, West's own too.
        (Auction.from_text(N, "1H P X 1S"), IrregularityKind.INADMISSIBLE_CALL, [], (2, None), [("16C1(a)", Side.EW)]),
        # 21B1(a): South, misinformed, changes his call: North-South may use his withdrawn call.
        (LANDY, IrregularityKind.MISINFORMATION, list(LANDY_MI.items()), (None, "law21.change"),
         [("16C1(a)", Side.NS)]),
        # 17D3: the passes cancelled include North's own: North-South may use them all.
        (calls("N:1H E:P W:P N:P"), IrregularityKind.CALL_OUT_OF_ROTATION, [], (None, None), [("16C1(a)", Side.NS)]),
    ],
)  # fmt: skip
def test_16c1a_withdrawn_calls_are_authorised_for_the_non_offending_side(
        auction: Auction | BoardRecord, kind: IrregularityKind, answers: list[Any], at: tuple[int | None, str | None],
        expected: list[tuple[str, Side]]) -> None:  # fmt: skip
    """``at``: the irregular call's index (None: as detected) and the option looked at (None: the ruling's own)."""
    call, option = at
    ruling = ruled(auction, kind, *answers, call=call)
    assert authorised(ruling, option) == expected
    assert codec.decode(Ruling, codec.encode(ruling)) == ruling
