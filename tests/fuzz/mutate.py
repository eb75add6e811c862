"""Damage real files the way disks, editors, e-mail and hostile people do: each mutation takes a
:class:`random.Random` and bytes and returns new bytes, so an input is fixed by its seed.

Hypothesis drives these in the CI pass (``st.randoms()``: the choices are Hypothesis's, so a failure
is replayed and reduced); the long run (``scripts/fuzz.py``) draws them from ``random.Random(seed)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

Mutation = Callable[[random.Random, bytes, Sequence[bytes], Sequence[bytes]], bytes]

#: Python refuses to turn more than 4,300 digits into an int (``sys.get_int_max_str_digits``).
HUGE_DIGITS = 5000
INVALID_UTF8 = (b"\xff", b"\xfe\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\x80\x80")
BOMS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")
SPECIAL_TEXT = ("\x00", "\u2028", "\u0085", "\r", "\r\n", "\t", "\u200f", "\ufeff", "Ω", "θήκη", "\U0001f0a1")


def huge_number(rng: random.Random, digits: int = HUGE_DIGITS) -> bytes:
    """A whole number of ``digits`` digits (more than Python converts), sometimes signed."""
    sign = rng.choice((b"", b"", b"-", b"+"))
    piece = rng.choice((b"0", b"7", b"9", b"12345"))  # one choice: Hypothesis draws each choice
    return sign + str(rng.randint(1, 9)).encode() + piece * max(1, (digits - 1) // len(piece))


def _span(rng: random.Random, data: bytes) -> tuple[int, int]:
    """A random stretch of ``data``: mostly short, sometimes long."""
    if not data:
        return 0, 0
    start = rng.randrange(len(data))
    length = min(len(data) - start, rng.choice((1, 2, 4, 8, 32, 256, len(data))))
    return start, start + rng.randint(0, length)


def flip_bits(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if out:
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    return bytes(out)


def set_bytes(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if out:
            out[rng.randrange(len(out))] = rng.choice((0, 0xFF, 0x7F, 0x80, 0x22, 0x5B, 0x5D, 0x7C, rng.randrange(256)))
    return bytes(out)


def truncate(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    return data[: rng.randint(0, len(data))] if rng.random() < 0.8 else data[rng.randint(0, len(data)) :]


def cut(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    start, end = _span(rng, data)
    return data[:start] + data[end:]


def repeat(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    """A stretch said again and again (a very long line, thousands of games or calls)."""
    start, end = _span(rng, data)
    piece = data[start:end] or b"x"
    most = max(2, 30_000 // len(piece))  # up to 30,000 bytes: as long as a line or a file needs to be here
    times = min(rng.choice((2, 10, 1000, most)), most)
    return data[:start] + piece * times + data[end:]


def splice(rng: random.Random, data: bytes, seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    """A stretch of another seed put in, in place of a stretch of this one or between two bytes."""
    other = rng.choice(seeds)
    a, b = _span(rng, other)
    start, end = _span(rng, data)
    if rng.random() < 0.5:
        end = start
    return data[:start] + other[a:b] + data[end:]


def token(rng: random.Random, data: bytes, _seeds: Sequence[bytes], tokens: Sequence[bytes]) -> bytes:
    """A token that means something to the format, put in or written over a stretch."""
    start, end = _span(rng, data)
    if rng.random() < 0.6:
        end = start
    return data[:start] + rng.choice(tokens) + data[end:]


def long_number(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    """A run of digits made 5,000 digits long, or such a number put anywhere."""
    digits = [i for i in range(len(data)) if 0x30 <= data[i] <= 0x39]
    number = huge_number(rng, rng.choice((HUGE_DIGITS, 30, 20, 10, 5000)))
    if digits and rng.random() < 0.8:
        start = end = rng.choice(digits)
        while start > 0 and 0x30 <= data[start - 1] <= 0x39:
            start -= 1
        while end < len(data) and 0x30 <= data[end] <= 0x39:
            end += 1
        return data[:start] + number.lstrip(b"+-") + data[end:]
    at = rng.randint(0, len(data))
    return data[:at] + number + data[at:]


def bad_text(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    """NULs, invalid UTF-8, a byte-order mark in the middle, odd line breaks."""
    at = rng.randint(0, len(data))
    choice = rng.random()
    if choice < 0.4:
        piece = rng.choice(INVALID_UTF8)
    elif choice < 0.55:
        piece = rng.choice(BOMS)
    else:
        piece = rng.choice(SPECIAL_TEXT).encode("utf-8") * rng.choice((1, 3, 1000))
    return data[:at] + piece + data[at:]


def long_line(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    at = rng.randint(0, len(data))
    return data[:at] + bytes([rng.choice(b"a 9[{\"|-=,\\")]) * rng.choice((1000, 10_000, 30_000)) + data[at:]


def nesting(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    """Brackets opened (and sometimes closed) many times over: deep JSON, endless comments."""
    opening, closing = rng.choice(((b"[", b"]"), (b"{\"a\":", b"}"), (b"{", b"}"), (b"[[", b"]]")))
    depth = rng.choice((100, 1000, 30_000))
    at = rng.randint(0, len(data))
    tail = closing * depth if rng.random() < 0.5 else b""
    return data[:at] + opening * depth + b"1" + tail + data[at:]


def line_breaks(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    """Every line break changed to another kind (a file that went through another system)."""
    new = rng.choice((b"\r\n", b"\r", b"\n\n", b"", b"\n\r"))
    return data.replace(b"\r\n", b"\n").replace(b"\n", new)


def to_utf16(rng: random.Random, data: bytes, _seeds: Sequence[bytes], _tokens: Sequence[bytes]) -> bytes:
    text = data.decode("utf-8", "replace")
    encoded = text.encode(rng.choice(("utf-16", "utf-16-le", "utf-16-be", "latin-1", "cp1253")), "replace")
    return encoded[: rng.randint(0, len(encoded))] if rng.random() < 0.3 else encoded


MUTATIONS: tuple[Mutation, ...] = (
    flip_bits, set_bytes, truncate, cut, repeat, splice, token, token, token, long_number, bad_text, long_line,
    nesting, line_breaks, to_utf16,
)  # fmt: skip
#: The largest input a mutation chain may make (bigger ones are cut back): enough for every effect.
MAX_INPUT = 1_000_000


def mutate(rng: random.Random, seeds: Sequence[bytes], tokens: Sequence[bytes]) -> bytes:
    """A seed damaged by one to five mutations."""
    data = rng.choice(seeds)
    for _ in range(rng.choice((1, 1, 2, 3, 5))):
        data = rng.choice(MUTATIONS)(rng, data, seeds, tokens)
        if len(data) > MAX_INPUT:
            data = data[:MAX_INPUT]
    return data
