"""JSON-native encoding of the laws' data, driven by type annotations.

:func:`encode` turns rulings, consequences, choices and table states into plain JSON
values (``dict``/``list``/``str``/``int``/``bool``/``None``): seats as ``"N"``, sides as
``"NS"``, cards as ``"SA"``, suits as ``"S"``, law references as ``"64A2"``, enums by
value, a consequence with its ``"kind"``. A field a dataclass names in its ``OMITTED_WHEN_NONE``
class attribute is left out while it is ``None``, and a field whose metadata says ``omitted_when_empty`` while it
is empty (a field added later: files without it read as before, and files stay as they were written while it is
not used). :func:`decode` reads them back by the annotated
type and raises :class:`CodecError` naming the JSON path of anything wrong.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar, Union, get_args, get_origin

from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws.ruling import CONSEQUENCE_TYPES, Consequence, LawRef
from tdcompanion.core.seats import Seat, Side

JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
T = TypeVar("T")


class CodecError(InputError):
    """A JSON value that does not have the expected shape; ``path`` says where (``$.ruling.laws[0]``)."""

    def __init__(self, reason: str, path: str) -> None:
        self.reason = reason
        self.path = path
        super().__init__(f"{path}: {reason}")


def encode(value: object) -> JSONValue:
    """A JSON-native form of ``value``."""
    if isinstance(value, Seat):
        return value.letter
    if isinstance(value, Call):
        return value.pbn
    if isinstance(value, Card):
        return value.pbn
    if isinstance(value, Suit | Rank):
        return value.letter
    if isinstance(value, Side | enum.Enum):
        return encode(value.value)
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, LawRef):
        return str(value)
    if isinstance(value, tuple | list | frozenset):
        return [encode(v) for v in value]
    if isinstance(value, dict | types.MappingProxyType):
        return {str(k): encode(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, JSONValue] = {}
        if isinstance(value, Consequence):
            out["kind"] = value.kind
        optional = getattr(type(value), "OMITTED_WHEN_NONE", ())
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if f.init and not f.metadata.get("transient") and not (item is None and f.name in optional) \
                    and not (f.metadata.get("omitted_when_empty") and not item):  # fmt: skip
                out[f.name] = encode(item)
        return out
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


def decode(tp: Any, raw: object, path: str = "$") -> Any:
    """``raw`` (a JSON-native value) read as type ``tp``; raises :class:`CodecError`."""
    origin, args = _shape(tp)
    if origin in (Union, types.UnionType):
        if raw is None and type(None) in args:
            return None
        others = [a for a in args if a is not type(None)]
        if len(others) == 1:
            return decode(others[0], raw, path)
        return _decode_union(others, raw, path)
    if origin is tuple:
        if not isinstance(raw, list):
            raise CodecError(f"expected a list, not {_what(raw)}", path)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], item, f"{path}[{i}]") for i, item in enumerate(raw))
        if len(args) != len(raw):
            raise CodecError(f"expected a list of {len(args)} items, not {len(raw)}", path)
        return tuple(decode(a, item, f"{path}[{i}]") for i, (a, item) in enumerate(zip(args, raw, strict=True)))
    if tp is Any or tp is object:
        return raw
    if isinstance(tp, type) and issubclass(tp, Consequence):
        value = decode_consequence(raw, path)
        if not isinstance(value, tp):
            raise CodecError(f"expected a consequence of kind {tp.kind!r}, not {value.kind!r}", f"{path}.kind")
        return value
    reader = _SCALARS.get(tp)
    if reader is not None:
        return reader(raw, path)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _decode_enum(tp, raw, path)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return decode_dataclass(tp, raw, path)
    raise TypeError(f"cannot decode type {tp!r}")


def decode_consequence(raw: object, path: str) -> Consequence:
    """A consequence of the class its ``"kind"`` names."""
    if not isinstance(raw, dict):
        raise CodecError(f"expected an object, not {_what(raw)}", path)
    kind = raw.get("kind")
    cls = CONSEQUENCE_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise CodecError(f"unknown consequence kind {kind!r}", f"{path}.kind")
    return decode_dataclass(cls, {k: v for k, v in raw.items() if k != "kind"}, path)


def decode_dataclass(cls: type[T], raw: object, path: str) -> T:
    """An instance of dataclass ``cls`` from an object of its init fields (missing ones take defaults)."""
    if not isinstance(raw, dict):
        raise CodecError(f"expected an object, not {_what(raw)}", path)
    hints = _hints(cls)
    fields = _init_fields(cls)
    for name in raw:
        if name not in fields:
            raise CodecError(f"unexpected field {name!r}", path)
    kwargs: dict[str, Any] = {}
    for name, f in fields.items():
        if name in raw:
            kwargs[name] = decode(hints[name], raw[name], f"{path}.{name}")
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise CodecError(f"missing field {name!r}", path)
    try:
        return cls(**kwargs)
    except (ValueError, TypeError) as exc:  # a value the class refuses (InputError is a ValueError)
        raise CodecError(str(exc), path) from None


_HINTS: dict[type, dict[str, Any]] = {}
_FIELDS: dict[type, dict[str, dataclasses.Field[Any]]] = {}
_SHAPES: dict[Any, tuple[Any, tuple[Any, ...]]] = {}


def _shape(tp: Any) -> tuple[Any, tuple[Any, ...]]:
    """``get_origin`` and ``get_args`` of ``tp``, worked out once per type (a file's rulings read the same
    types again and again)."""
    shape = _SHAPES.get(tp)
    if shape is None:
        shape = _SHAPES[tp] = (get_origin(tp), get_args(tp))
    return shape


def _init_fields(cls: type) -> dict[str, dataclasses.Field[Any]]:
    """The fields of dataclass ``cls`` a file gives, by name (once per class)."""
    fields = _FIELDS.get(cls)
    if fields is None:
        fields = _FIELDS[cls] = {f.name: f for f in dataclasses.fields(cls)
                                 if f.init and not f.metadata.get("transient")}  # fmt: skip
    return fields


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = hints
    return hints


def _decode_union(options: list[Any], raw: object, path: str) -> Any:
    errors = []
    for option in options:
        try:
            return decode(option, raw, path)
        except CodecError as exc:
            errors.append(exc.reason)
    raise CodecError(" or ".join(errors), path)


def _decode_enum(tp: type[enum.Enum], raw: object, path: str) -> enum.Enum:
    for member in tp:
        if type(raw) is type(member.value) and member.value == raw:
            return member
    values = ", ".join(repr(m.value) for m in tp)
    raise CodecError(f"{_show(raw)} is not one of {values}", path)


def _text(raw: object, path: str) -> str:
    if not isinstance(raw, str):
        raise CodecError(f"expected a string, not {_what(raw)}", path)
    return raw


def _parsed(parse: Callable[[str], T]) -> Callable[[object, str], T]:
    def read(raw: object, path: str) -> T:
        text = _text(raw, path)
        try:
            return parse(text)
        except InputError as exc:
            raise CodecError(str(exc), path) from None

    return read


def _bool(raw: object, path: str) -> bool:
    if not isinstance(raw, bool):
        raise CodecError(f"expected true or false, not {_what(raw)}", path)
    return raw


def _int(raw: object, path: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise CodecError(f"expected a whole number, not {_what(raw)}", path)
    return raw


def _seat(text: str) -> Seat:
    if text not in ("N", "E", "S", "W"):
        raise InputError(f"not a seat: {text!r} (expected N, E, S or W)")
    return Seat.parse(text)


def _side(text: str) -> Side:
    if text not in ("NS", "EW"):
        raise InputError(f"not a side: {text!r} (expected NS or EW)")
    return Side(text)


def _card(text: str) -> Card:
    card = Card.parse(text)
    if card.pbn != text:
        raise InputError(f"write the card as {card.pbn!r}, not {text!r}")
    return card


def _call(text: str) -> Call:
    call = Call.parse(text)
    if call.pbn != text:
        raise InputError(f"not a call in PBN form: {text!r} (expected e.g. 1H, 3NT, Pass, X, XX)")
    return call


def _suit(text: str) -> Suit:
    if text not in ("S", "H", "D", "C"):
        raise InputError(f"not a suit: {text!r} (expected S, H, D or C)")
    return Suit.parse(text)


def _rank(text: str) -> Rank:
    if len(text) != 1:
        raise InputError(f"not a rank: {text!r} (expected one of AKQJT98765432)")
    return Rank.parse(text)


_SCALARS: dict[Any, Callable[[object, str], Any]] = {
    bool: _bool,
    int: _int,
    str: _text,
    Seat: _parsed(_seat),
    Side: _parsed(_side),
    Card: _parsed(_card),
    Suit: _parsed(_suit),
    Rank: _parsed(_rank),
    LawRef: _parsed(LawRef.parse),
    Call: _parsed(_call),
}


def _what(raw: object) -> str:
    if raw is None:
        return "null"
    if isinstance(raw, bool):
        return "true" if raw else "false"
    names = {int: "a number", float: "a number", str: "a string", list: "a list", dict: "an object"}
    return names.get(type(raw), type(raw).__name__)


def _show(raw: object) -> str:
    text = repr(raw)
    return text if len(text) <= 40 else text[:37] + "..."
