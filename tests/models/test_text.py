"""The one ``%1`` filler used by the models, widgets and application."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.models.text import arg


@pytest.mark.parametrize(
    ("template", "values", "expected"),
    [
        ("Line %1: %2", (3, "bad deal"), "Line 3: bad deal"),
        ("%2 before %1", ("a", "b"), "b before a"),
        ("%1", ("100%2",), "100%2"),  # a value is never scanned again
        ("%1 (%2)", ("%2", 12), "%2 (12)"),
        ("%1 and %2", ("x",), "x and %2"),  # a missing value shows
        ("%1 (held %n times)", ("North",), "North (held %n times)"),  # %n is translate()'s, not ours
        ("no placeholder", ("x",), "no placeholder"),
    ],
)
def test_arg_fills_placeholders_once(template: str, values: tuple[object, ...], expected: str) -> None:
    assert arg(template, *values) == expected


@given(st.lists(st.text(), min_size=1, max_size=9))
def test_values_come_out_verbatim_in_order(values: list[str]) -> None:
    template = " | ".join(f"%{i}" for i in range(1, len(values) + 1))
    assert arg(template, *values) == " | ".join(values)
