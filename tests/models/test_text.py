"""The one ``%1`` filler used by the models, widgets and application, and clauses joined per language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QTranslator

from tdcompanion.models.text import arg, clauses


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


class _AnoTeleia(QTranslator):
    """Greek's semicolon is the ano teleia (``;`` is its question mark)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # type: ignore[override]
        return "%1· %2" if (context, source) == ("Text", "%1; %2") else source

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def ano_teleia(qapp: object) -> Iterator[None]:
    translator = _AnoTeleia()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize(
    ("parts", "expected"),
    [(["a"], "a"), (["a", "b"], "a; b"), (["a", "b", "c"], "a; b; c"), (["%2", "b"], "%2; b")],
)
def test_clauses_joined_with_a_semicolon_in_english(parts: list[str], expected: str) -> None:
    assert clauses(*parts) == expected


def test_clauses_joined_as_the_language_punctuates(ano_teleia: None) -> None:
    assert clauses("a", "b", "c") == "a· b· c"
