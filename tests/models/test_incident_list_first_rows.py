"""A search whose every row would have to be put in order (a first letter) shows its first rows at once,
read from the index in the order shown, and puts the others in order on the next turn of the event loop:
the count, the rows, the selection, Backspace, a sort and a new index are right at every moment."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPersistentModelIndex, Qt
from pytestqt.qtbot import QtBot

from tdcompanion.core.folding import fold
from tdcompanion.models import incident_list_model
from tdcompanion.models.incident_list_model import BOARD, DATE, IncidentListModel, PathRole
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.index_db import IndexDB

FOLDER = Path("/incidents")
FIRST = incident_list_model._FIRST_ROWS
NEWEST_FIRST = (DATE, Qt.SortOrder.DescendingOrder)


def entry(i: int, text: str, status: str = "open", board: int | None = None) -> IncidentEntry:
    return IncidentEntry(FOLDER / f"{i}.json", 0, 100, date=f"2026-{i % 12 + 1:02}-{i % 28 + 1:02}", board=board,
                         status=status, search_text=fold(text))  # fmt: skip


def many(count: int = 400) -> list[IncidentEntry]:
    """``count`` entries, two in three with a word beginning with ``ρ``."""
    return [entry(i, "ρενόνς" if i % 3 else "λεβέ", board=i % 30 + 1) for i in range(count)]


def names(model: IncidentListModel) -> list[str]:
    return [Path(model.index(r, 0).data(PathRole)).name for r in range(model.rowCount())]


def fresh(entries: list[IncidentEntry], sort: tuple[int, Qt.SortOrder], search: str,
          status: str | None = None) -> list[str]:  # fmt: skip
    """The rows of a new model filtered once, every row put in order at once."""
    model = IncidentListModel(entries)
    model.sort(*sort)
    with mock.patch.object(incident_list_model, "_FIRST_ROWS", 10**9):
        model.set_filter(search, status)
    return names(model)


def pending(model: IncidentListModel) -> bool:
    """Whether only the first rows of the search shown are read."""
    return len(model._rows) < model.rowCount()


def test_a_first_letter_shows_its_first_rows_and_its_count_at_once_then_every_row(qtbot: QtBot) -> None:
    entries = many()
    model = IncidentListModel(entries)
    model.sort(*NEWEST_FIRST)
    expected = fresh(entries, NEWEST_FIRST, "ρ")
    model.set_filter("ρ")
    assert pending(model) and model.rowCount() == len(expected) == 266
    assert [Path(model.index(r, 0).data(PathRole)).name for r in range(FIRST)] == expected[:FIRST]
    assert pending(model), "the first rows are shown without putting the others in order"
    qtbot.waitUntil(lambda: not pending(model))
    assert names(model) == expected


def test_a_row_past_the_first_ones_asked_for_puts_every_row_in_order_first() -> None:
    entries = many()
    model = IncidentListModel(entries)
    model.sort(*NEWEST_FIRST)
    model.set_filter("ρ")
    assert pending(model)
    last = model.index(model.rowCount() - 1, 0)
    assert Path(last.data(PathRole)).name == fresh(entries, NEWEST_FIRST, "ρ")[-1]
    assert not pending(model)


def test_the_selection_stays_on_its_entries(qtbot: QtBot) -> None:
    entries = many()
    model = IncidentListModel(entries)
    model.sort(*NEWEST_FIRST)
    shown = names(model)
    first_match = next(name for name in shown if int(name.split(".")[0]) % 3)
    far_match = [name for name in shown if int(name.split(".")[0]) % 3][-1]  # not among the first rows
    no_match = next(name for name in shown if int(name.split(".")[0]) % 3 == 0)
    held = {name: QPersistentModelIndex(model.index(shown.index(name), 0)) for name in (first_match, no_match)}
    model.set_filter("ρ")
    assert pending(model)
    assert Path(held[first_match].data(PathRole)).name == first_match and not held[no_match].isValid()
    qtbot.waitUntil(lambda: not pending(model))
    assert Path(held[first_match].data(PathRole)).name == first_match
    # A row held past the first rows, that the search keeps: its new row is known once every row is in order.
    model.set_filter("")
    far = QPersistentModelIndex(model.index(names(model).index(far_match), 0))
    model.set_filter("ρ")
    assert not pending(model) and Path(far.data(PathRole)).name == far_match
    assert names(model) == fresh(entries, NEWEST_FIRST, "ρ")


def test_backspace_and_a_sort_while_only_the_first_rows_are_shown(qtbot: QtBot) -> None:
    entries = many()
    model = IncidentListModel(entries)
    model.sort(*NEWEST_FIRST)
    model.set_filter("ρ")
    assert pending(model)
    model.set_filter("")
    assert names(model) == fresh(entries, NEWEST_FIRST, "")
    model.set_filter("ρ")  # the answer was kept when it was completed: every row at once
    assert not pending(model) and names(model) == fresh(entries, NEWEST_FIRST, "ρ")
    model.set_filter("λ")
    assert pending(model)
    by_board = (BOARD, Qt.SortOrder.AscendingOrder)
    model.sort(*by_board)
    assert not pending(model) and names(model) == fresh(entries, by_board, "λ")
    model.set_filter("ρ")
    assert pending(model)
    qtbot.waitUntil(lambda: not pending(model))
    assert names(model) == fresh(entries, by_board, "ρ")


def test_a_new_index_while_only_the_first_rows_are_shown(qtbot: QtBot) -> None:
    entries = many()
    model = IncidentListModel(entries)
    model.sort(*NEWEST_FIRST)
    model.set_filter("ρ")
    assert pending(model)
    changed = [*entries[:-50], entry(1000, "ρόδα")]
    model.set_index(IndexDB.of_entries(changed))
    assert names(model) == fresh(changed, NEWEST_FIRST, "ρ")
    qtbot.wait(20)  # the turn that would have completed the old search's rows
    assert names(model) == fresh(changed, NEWEST_FIRST, "ρ")


@pytest.mark.parametrize("search", ["ρ", "λ", "ρεν 2026"])
def test_every_search_and_sort_reads_as_put_in_order_at_once(search: str) -> None:
    entries = many(150)
    for column in (DATE, BOARD):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            model = IncidentListModel(entries)
            model.sort(column, order)
            model.set_filter(search)
            assert names(model) == fresh(entries, (column, order), search)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.text(alphabet="ρενόςaб 1", max_size=8), st.sampled_from(["open", "ruled"])),
             max_size=12),
    st.lists(st.one_of(st.text(alphabet="ρεa б", min_size=1, max_size=2), st.integers(1, 2),
                       st.tuples(st.sampled_from([DATE, BOARD]), st.booleans())), min_size=1, max_size=10),
)  # fmt: skip
def test_with_two_first_rows_every_keystroke_shows_what_a_fresh_search_would(
    rows: list[tuple[str, str]], actions: list[object]
) -> None:
    entries = [entry(i, text, status, board=i % 4 + 1) for i, (text, status) in enumerate(rows)]
    with mock.patch.object(incident_list_model, "_FIRST_ROWS", 2):
        model = IncidentListModel(entries)
        search, sort = "", (DATE, Qt.SortOrder.AscendingOrder)
        model.sort(*sort)
        for action in actions:
            if isinstance(action, str):
                search += action
            elif isinstance(action, int):
                search = search[:-action]
            else:
                column, descending = action  # type: ignore[misc]
                sort = (column, Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder)
                model.sort(*sort)
            model.set_filter(search)
            count = model.rowCount()
            assert names(model) == fresh(entries, sort, search) and count == model.rowCount()
