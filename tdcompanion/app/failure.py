"""A failure nothing else caught (an exception, or a critical message of Qt's), as the crash hooks
(:mod:`tdcompanion.app.crash_hooks`) count it and the crash dialog (:mod:`tdcompanion.app.crash_dialog`)
shows it."""

from __future__ import annotations

import traceback
from types import TracebackType

#: Drafts kept for a failure: their number, or this when writing them failed.
NOT_KEPT = -1


class Failure:
    """One failure: ``signature`` tells a repetition of it (type and place, or Qt's message); ``count``
    how many times it happened, ``shown`` whether a dialog showed it. (A plain class, not a dataclass:
    it is imported at start-up, where making a dataclass costs most of a millisecond.)"""

    __slots__ = ("count", "details", "fatal", "shown", "signature", "summary", "thread")

    def __init__(self, signature: tuple[str, ...], summary: str, details: str, thread: str,
                 fatal: bool = False) -> None:  # fmt: skip
        self.signature = signature
        self.summary = summary
        self.details = details
        self.thread = thread
        self.fatal = fatal
        self.count = 1
        self.shown = False

    def __repr__(self) -> str:
        return f"Failure({self.summary!r}, count={self.count})"


def exception_failure(
    exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None, thread: str
) -> Failure:
    """The failure of an exception: its type, message and traceback; the same type raised at the same
    place is the same failure (whatever its message says)."""
    frames = traceback.extract_tb(tb)
    place = (frames[-1].filename, str(frames[-1].lineno)) if frames else ("", "")
    summary = "".join(traceback.format_exception_only(exc_type, exc)).strip()
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    return Failure((exc_type.__module__, exc_type.__qualname__, *place), summary, details, thread)
