"""Inputs that look right to each reader but carry hostile values: PBN games of real tags, LIN records of
real pairs, incidents with a wrong type or an absurd value in one field after another. Each generator
takes a :class:`random.Random` (fixed by a seed in the long run, by Hypothesis in the CI pass).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from typing import Any

from tests.fuzz.mutate import huge_number

#: A value standing for a 5,000-digit number in JSON (``json.dumps`` refuses to write one).
HUGE_MARK = "\x00huge\x00"


def _hostile_text(rng: random.Random) -> str:
    """A value a careless or hostile writer might put anywhere."""
    return rng.choice((
        "", " ", "?", "#", "-", "0", "-1", "1", "13", "14", "99", "2147483648", "18446744073709551616",
        "1e309", "1e999999999", "9e99999999%", "1/0", "-1e-999999999", "0e-99999999", "NaN", "Infinity", "1.5",
        "０", "٣", "²", "\x00", "\u2028", "\ufeff", "θήκη", "None", "null", "true",
        "x" * rng.choice((100, 10_000)), "\\", "\\\\\"", '"', "]", "[", "{", "}", ";", "%", "|", ",", "=1=", "$99",
        "AP", "*", "^", "+", "N", "NS", "All", "Pass", "7NT", "XX", "SA", "S", "H:", "N:", "W:-", "?:?",
    )) if rng.random() < 0.8 else huge_number(rng).decode()  # fmt: skip


# -- PBN ----------------------------------------------------------------------------------------------------

_PBN_TAGS = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
             "Scoring", "Declarer", "Contract", "Result", "Auction", "Play", "Note", "Room", "Score", "Table",
             "OptimumResultTable", "DealId", "Annotator", "BidSystemEW", "Time", "Round")  # fmt: skip
_GOOD_PBN = {
    "Board": ("1", "7", "16", "999999999", "?"),
    "Dealer": ("N", "E", "S", "W", "?"),
    "Vulnerable": ("None", "NS", "EW", "All", "Both", "Love", "-"),
    "Deal": ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765", "W:- - - -",
             "E:AKQJT98765432... - - -", "S:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"),
    "Declarer": ("N", "E", "S", "W", "^S", ""),
    "Contract": ("4S", "3NTX", "7NTXX", "Pass", "1C", ""),
    "Result": ("10", "0", "13", "?", ""),
    "Auction": ("N", "E", "S", "W"),
    "Play": ("N", "E", "S", "W"),
    "Note": ("1:Alert", "2:transfer", "99:?"),
}  # fmt: skip
_AUCTION_TOKENS = ("1C", "1NT", "2H", "7NT", "Pass", "X", "XX", "AP", "=1=", "=2=", "$1", "$255", "*", "-", "+",
                   "8C", "0S", "1Z", "{note}", ";c", "Pass!", "2S?")  # fmt: skip
_PLAY_TOKENS = ("SA", "HK", "DT", "C2", "S10", "-", "*", "+", "=1=", "$3", "SZ", "A", "{c}", "DX", "H2!")


def _section_token(rng: random.Random, pool: tuple[str, ...]) -> str:
    if rng.random() < 0.02:
        return rng.choice(("=", "$", "")) + huge_number(rng).decode().lstrip("+-") + rng.choice(("=", ""))
    return rng.choice(pool) if rng.random() < 0.97 else _hostile_text(rng)


def pbn_game(rng: random.Random) -> str:
    """A game of the usual tags, mostly with good values and a few hostile ones, with Auction and Play
    sections of calls, cards, notes and junk."""
    names = ["Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction", "Play"]
    names = [n for n in names if rng.random() < 0.9]
    names += [rng.choice(_PBN_TAGS) for _ in range(rng.randint(0, 4))]
    if rng.random() < 0.3:
        rng.shuffle(names)
    hostile = rng.random() < 0.5
    lines = []
    for name in names:
        good = _GOOD_PBN.get(name)
        if good is not None and (not hostile or rng.random() < 0.8):
            value = rng.choice(good)
        else:
            value = _hostile_text(rng).replace("\\", "\\\\").replace('"', '\\"')
        lines.append(f'[{name} "{value}"]')
        if name in ("Auction", "Play"):
            pool = _PLAY_TOKENS if name == "Play" else _AUCTION_TOKENS
            for _ in range(rng.randint(0, 14)):
                lines.append(" ".join(_section_token(rng, pool) for _ in range(rng.randint(1, 5))))
            for number in range(rng.randint(0, 2)):
                lines.append(f'[Note "{number + 1}:{_hostile_text(rng) if rng.random() < 0.3 else "alert"}"]')
        if rng.random() < 0.01:
            lines.append(rng.choice(("{ a comment", "}", "% directive", "; c", "{a}{b", "[", '["x"]')))
    return "\n".join(lines)


def pbn(rng: random.Random) -> bytes:
    """A PBN file of one to eight games of real tags with hostile values and sections."""
    games = [pbn_game(rng) for _ in range(rng.choice((1, 1, 2, 3, 8)))]
    text = rng.choice(("% PBN 2.1\n", "")) + rng.choice(("\n\n", "\n", "\r\n\r\n")).join(games)
    return text.encode(rng.choice(("utf-8", "utf-8", "utf-16", "latin-1")), "replace")


# -- LIN ----------------------------------------------------------------------------------------------------

_LIN_TAGS = ("pn", "md", "sv", "ah", "mb", "an", "pc", "mc", "nt", "vg", "rs", "bn", "qx", "st", "rh", "pg", "zz")
_GOOD_LIN = {
    "pn": ("a,b,c,d", "a,b", ",,,", "x" * 50),
    "md": ("3S875HT93D763CQ532,SJ4HQ764DK52CT986,SAQ6HAKJ5DJ8CKJ74,", "1,,,", "4SAKQJT98765432,,,", "0", "5",
           "1S1H1D1C,,,", "2SAK,SAK,SAK,SAK"),
    "sv": ("o", "n", "e", "b", "-", "0", "z"),
    "ah": ("Board 1", "Board 99999", "Board ", "Board -3", "x"),
    "mb": ("1C", "p", "d", "r", "3N", "7n!", "1c!", "8C", "AP", ""),
    "an": ("alert", "", "x" * 1000),
    "pc": ("SK", "S5", "h2", "CT", "C10", "SZ", "", "S", "XX"),
    "mc": ("0", "7", "13", "14", "-1", ""),
    "nt": ("hello", ""),
    "vg": ("Event,Seg,I,1,16,A,0,B,0", "E,S,P,0,-1,A,x,B,1e999", ",,,,,,,,", "a" * 20),
    "rs": ("3NN=,4SE-1", ",,", "7NTXXN+6"),
    "bn": ("1", "0", "-5", "x"),
    "qx": ("o1", "c99", "o", "x"),
}  # fmt: skip


def lin(rng: random.Random) -> bytes:
    """A LIN record (or several, or a handviewer link) of real pairs with hostile values."""
    pairs = []
    for _ in range(rng.randint(1, 60)):
        tag = rng.choice(_LIN_TAGS)
        good = _GOOD_LIN.get(tag)
        value = rng.choice(good) if good is not None and rng.random() < 0.7 else _hostile_text(rng)
        if rng.random() < 0.05:
            huge = huge_number(rng).decode()
            value = re.sub(r"[0-9]+", huge.lstrip("+-"), value) if re.search(r"[0-9]", value) else huge
        pairs.append(f"{tag.upper() if rng.random() < 0.1 else tag}|{value.replace('|', '!')}|")
    text = "".join(pairs)
    shape = rng.random()
    if shape < 0.1:
        text = "https://www.bridgebase.com/tools/handviewer.html?lin=" + text.replace("|", "%7C")
    elif shape < 0.2:
        text = text.replace("|", "%7c")
    elif shape < 0.3:
        text = "\n".join(text for _ in range(rng.randint(2, 5)))
    return text.encode(rng.choice(("utf-8", "cp1252", "latin-1")), "replace")


# -- incidents ----------------------------------------------------------------------------------------------


def _wrong_value(rng: random.Random, original: object) -> object:
    """A value of another type, or of the right type but absurd."""
    choices: list[Callable[[], object]] = [
        lambda: None, lambda: True, lambda: False, lambda: 0, lambda: -1, lambda: 2**63, lambda: 10**300,
        lambda: 1.5, lambda: 1e308, lambda: -0.0, lambda: "", lambda: _hostile_text(rng), lambda: [], lambda: {},
        lambda: [original], lambda: {"x": original}, lambda: [None] * rng.choice((1, 100)),
        lambda: HUGE_MARK, lambda: "\ud800", lambda: "x" * rng.choice((100_001, 1_000_001)),
    ]  # fmt: skip
    if isinstance(original, str):
        choices += [lambda: original + "x", lambda: original[:-1], original.upper, lambda: original * 3]
    if isinstance(original, int) and not isinstance(original, bool):
        choices += [lambda: original + 1, lambda: -original, lambda: original * 1000, lambda: str(original)]
    if isinstance(original, list) and original:
        choices += [lambda: original[::-1], lambda: original[:-1], lambda: original * 2, lambda: original[:1] * 60]
    return rng.choice(choices)()


def _random_path(rng: random.Random, document: object) -> tuple[object, ...]:
    """The path (keys and indexes from the top) of a value of ``document``, found by walking down from
    the top to a random child at each step and stopping at random: every field is reached often, not
    only the cards of the play, which make most of the values of an incident."""
    path: tuple[object, ...] = ()
    value = document
    while isinstance(value, dict | list) and value and (not path or rng.random() < 0.75):
        step = rng.choice(list(value)) if isinstance(value, dict) else rng.randrange(len(value))
        path, value = (*path, step), value[step]  # type: ignore[index]
    return path


def _replace(document: Any, path: tuple[object, ...], new: object) -> Any:
    if not path:
        return new
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = new
    return document


def json_text(document: object) -> str:
    """``document`` as JSON, with each marked value written as a 5,000-digit number."""
    text = json.dumps(document, ensure_ascii=False)
    return text.replace(json.dumps(HUGE_MARK), "9" * 5000)


def incident(rng: random.Random, seeds: list[bytes]) -> bytes:
    """A real incident with one to four of its values changed: wrong types, absurd numbers, keys gone or added."""
    document: Any = json.loads(rng.choice(seeds))
    for _ in range(rng.choice((1, 1, 1, 2, 4))):
        path = _random_path(rng, document)
        action = rng.random()
        if action < 0.15 and path and isinstance(_parent(document, path), dict):
            del _parent(document, path)[path[-1]]
        elif action < 0.25 and path and isinstance(_parent(document, path), dict):
            _parent(document, path)[rng.choice(("x", "later", "rulings", "table", "x-draft", "chosen"))] = (
                _wrong_value(rng, None))
        else:
            document = _replace(document, path, _wrong_value(rng, _value(document, path)))
    text = json_text(document)
    if rng.random() < 0.05:  # a key twice: the last one wins in most readers, ours refuses
        text = text.replace('"board": ', '"board": {}, "board": ', 1)
    return text.encode("utf-8", "surrogatepass")


def _parent(document: Any, path: tuple[object, ...]) -> Any:
    return _value(document, path[:-1])


def _value(document: Any, path: tuple[object, ...]) -> Any:
    for step in path:
        document = document[step]
    return document
