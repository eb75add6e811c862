"""The search as one types in IncidentListModel: typing on answered from the rows shown, answers kept
for Backspace, no layout change when the rows stay; always the rows a fresh search would show."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPersistentModelIndex, Qt

from tdcompanion.core.folding import fold
from tdcompanion.models.incident_list_model import COLUMN_COUNT, IncidentListModel, PathRole
from tdcompanion.storage.entries import IncidentEntry

FOLDER = Path("/incidents")
STATUSES = ["open", "ruled", "closed"]
SESSIONS = ["", "1", "2"]


def entry(i: int, text: str, status: str = "open", session: str = "", board: int | None = None, *,
          conflict_of: str = "") -> IncidentEntry:  # fmt: skip
    return IncidentEntry(FOLDER / f"{i}.json", 0, 100, date=f"2026-11-{i % 28 + 1:02}", session=session,
                         board=board, status=status, conflict_of=conflict_of, search_text=fold(text))  # fmt: skip


def names(model: IncidentListModel) -> list[str]:
    return [Path(model.index(r, 0).data(PathRole)).name for r in range(model.rowCount())]


def fresh(entries: list[IncidentEntry], sort: tuple[int, Qt.SortOrder], search: str, status: str | None,
          session: str | None) -> list[str]:  # fmt: skip
    """The rows of a new model filtered once: one query, every entry filtered (no earlier answer used)."""
    model = IncidentListModel(entries)
    model.sort(*sort)
    model.set_filter(search, status, session)
    return names(model)


TEXTS = st.text(alphabet="ρενόςaб_-. 1", max_size=12)
ROWS = st.tuples(TEXTS, st.sampled_from(STATUSES), st.sampled_from(SESSIONS), st.none() | st.integers(1, 4))
ACTIONS = st.one_of(
    st.tuples(st.just("type"), st.text(alphabet="ρενοςaб_-. 1", min_size=1, max_size=3)),
    st.tuples(st.just("back"), st.integers(1, 3)),
    st.tuples(st.just("status"), st.sampled_from([None, *STATUSES])),
    st.tuples(st.just("session"), st.sampled_from([None, *SESSIONS])),
    st.tuples(st.just("sort"), st.integers(-1, COLUMN_COUNT - 1), st.booleans()),
)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(ROWS, max_size=10),
    st.lists(ACTIONS, min_size=1, max_size=14),
    st.booleans(),
)
def test_every_keystroke_shows_what_a_fresh_search_would(
    rows: list[tuple[str, str, str, int | None]], actions: list[tuple[object, ...]], with_copy: bool
) -> None:
    """Typed on (answered from the rows shown after a count), taken back (answers kept), filtered and
    sorted in any order: the rows are those of a new model asked once (every entry filtered)."""
    entries = [entry(i, *row) for i, row in enumerate(rows)]
    if with_copy and entries:  # a conflict copy is never a row of its own
        entries.append(entry(99, rows[0][0], conflict_of="0.json"))
    model = IncidentListModel(entries)
    search, status, session = "", None, None
    sort: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)
    for action in actions:
        if action[0] == "type":
            search += str(action[1])
        elif action[0] == "back":
            search = search[: -int(str(action[1]))]
        elif action[0] == "status":
            status = action[1]  # type: ignore[assignment]
        elif action[0] == "session":
            session = action[1]  # type: ignore[assignment]
        else:
            order = Qt.SortOrder.DescendingOrder if action[2] else Qt.SortOrder.AscendingOrder
            sort = (int(str(action[1])), order)
            model.sort(*sort)
        model.set_filter(search, status, session)
        assert names(model) == fresh(entries, sort, search, status, session), (search, status, session, sort)


def test_typing_on_after_a_word_the_index_finds_nothing_in() -> None:
    """``_`` is no word to FTS5 (nothing matches it), yet ``_a`` is ``a``: typing on from an answer
    of nothing must search again, not keep nothing."""
    entries = [entry(0, "abc"), entry(1, "xyz")]
    model = IncidentListModel(entries)
    model.set_filter("_")
    assert names(model) == []
    model.set_filter("_a")
    assert names(model) == ["0.json"]


def test_typing_on_without_losing_a_row_reads_no_row_numbers() -> None:
    """A count is enough when the longer search keeps every row: no row numbers read, no layout change."""
    entries = [entry(0, "ρενόνς"), entry(1, "ρενόνς λεβέ"), entry(2, "άλλο")]
    model = IncidentListModel(entries)
    index = model.index_db()
    read: list[tuple[str, ...]] = []
    matching = index.matching
    index.matching = lambda words=(), status=None, session=None: read.append(tuple(words)) or matching(  # type: ignore[method-assign]
        words, status, session
    )
    changes: list[int] = []
    model.layoutChanged.connect(lambda *_: changes.append(1))
    model.set_filter("ρ")
    assert (names(model), read, len(changes)) == (["0.json", "1.json"], [("ρ",)], 1)
    for typed in ("ρε", "ρεν", "ρενονς"):
        model.set_filter(typed)
    assert (names(model), read, len(changes)) == (["0.json", "1.json"], [("ρ",)], 1)
    model.set_filter("ρενονς λ")
    assert (names(model), len(read), len(changes)) == (["1.json"], 2, 2)
    model.set_filter("ρενονς")  # Backspace: the answer kept
    assert (names(model), len(read), len(changes)) == (["0.json", "1.json"], 2, 3)


def test_the_first_and_last_search_tell_the_views_even_when_every_row_stays() -> None:
    """The count says "2 of 2" while searching and "2" without: the views are told when a search
    starts or ends, even if it keeps every row."""
    model = IncidentListModel([entry(0, "ρενόνς"), entry(1, "ρενόνς")])
    changes: list[int] = []
    model.layoutChanged.connect(lambda *_: changes.append(1))
    model.set_filter("ρ")
    model.set_filter("ρε")
    model.set_filter("")
    assert len(changes) == 2 and not model.is_filtered()


def test_a_selected_row_kept_while_typing_on_stays_selected_on_its_entry() -> None:
    model = IncidentListModel([entry(0, "ρενόνς"), entry(1, "ρόδα"), entry(2, "ρενόνς λεβέ")])
    model.set_filter("ρ")
    kept = QPersistentModelIndex(model.index(names(model).index("2.json"), 0))
    lost = QPersistentModelIndex(model.index(names(model).index("1.json"), 0))
    model.set_filter("ρεν")
    assert kept.isValid() and Path(kept.data(PathRole)).name == "2.json"
    assert not lost.isValid()
