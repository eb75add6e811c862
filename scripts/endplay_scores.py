"""Write endplay's duplicate score of every contract and result to tests/core/scoring/endplay_scores.json.

    MPLBACKEND=Agg /tmp/ep/bin/python scripts/endplay_scores.py

Run it with a Python that has endplay (``pip install tdcompanion[analysis]``). The test suite compares
tdcompanion's Law 77 scores with this file, an implementation written independently of ours.
Keys are ``"<level><C|D|H|S|NT><|X|XX> <N|E> <None|NS|EW|All>"``; each value lists declarer's score
with 0 to 13 tricks.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("MPLBACKEND", "Agg")  # endplay imports matplotlib

from endplay import __version__ as endplay_version
from endplay.types import Contract, Denom, Penalty, Player, Vul

OUT = Path(__file__).resolve().parent.parent / "tests" / "core" / "scoring" / "endplay_scores.json"
STRAINS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
DOUBLINGS = {"": Penalty.passed, "X": Penalty.doubled, "XX": Penalty.redoubled}
DECLARERS = {"N": Player.north, "E": Player.east}
VULS = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}


def table() -> dict[str, list[int]]:
    scores: dict[str, list[int]] = {}
    for level in range(1, 8):
        for strain, denom in STRAINS.items():
            for doubled, penalty in DOUBLINGS.items():
                for seat, player in DECLARERS.items():
                    for vul_name, vul in VULS.items():
                        row = []
                        for tricks in range(14):
                            contract = Contract(level=level, denom=denom, declarer=player, penalty=penalty,
                                                result=tricks - level - 6)
                            row.append(contract.score(vul))
                        scores[f"{level}{strain}{doubled} {seat} {vul_name}"] = row
    return scores


def main() -> int:
    scores = table()
    rows = ",\n".join(f"  {json.dumps(key)}: {json.dumps(row)}" for key, row in scores.items())
    source = json.dumps(f"endplay {endplay_version} endplay.types.Contract.score")
    OUT.write_text(f'{{\n"source": {source},\n"scores": {{\n{rows}\n}}\n}}\n', encoding="utf-8")
    print(f"{len(scores) * 14} cases written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
