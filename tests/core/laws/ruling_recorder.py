"""A pytest plugin (``-p tests.core.laws.ruling_recorder``): every ruling made (every ``Ruling`` built, through
``Context.ruling`` or not) is written as a JSON line to the file ``$RULINGS_OUT`` names, with the laws it cites and the
laws its consequences and options state (see test_laws_explained)."""

from __future__ import annotations

import json
import os
from typing import Any

from tdcompanion.core.laws.ruling import Ruling

_init = Ruling.__init__


def stated(ruling: Ruling) -> list[str]:
    """The laws a sentence of the ruling states: its consequences', its options' and theirs."""
    out = [str(c.law) for c in ruling.consequences]
    for choice in ruling.all_choices():
        for option in choice.options:
            out += [str(x) for x in option.laws] + [str(c.law) for c in option.consequences]
    return out


def _recording(ruling: Ruling, *args: Any, **kwargs: Any) -> None:
    _init(ruling, *args, **kwargs)
    with open(os.environ["RULINGS_OUT"], "a", encoding="utf-8") as out:
        out.write(json.dumps({"kind": ruling.irregularity.value, "laws": [str(x) for x in ruling.laws],
                              "stated": stated(ruling)}) + "\n")  # fmt: skip


if "RULINGS_OUT" in os.environ:
    Ruling.__init__ = _recording  # type: ignore[method-assign]
