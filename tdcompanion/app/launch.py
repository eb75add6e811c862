"""The start of the desktop application up to its window: the log, then whether TD Companion runs already
for this user and settings folder (:mod:`~tdcompanion.app.single_instance`). Nothing of Qt's widgets is
loaded here, so a launch that hands its files to the running program is done in the time it takes to
start Python and load QtCore; :func:`tdcompanion.app.bootstrap.run_gui` builds the window otherwise."""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeAlias

from tdcompanion.storage.logs import LazyFileHandler, start_logging, version_line

if TYPE_CHECKING:
    from tdcompanion.app.single_instance import Primary

#: The start-up's records stay under one name, the start and the end of a run (docs/logging.md).
log = logging.getLogger("tdcompanion.app.bootstrap")

#: The log, and this launch's part: True (its files handed over: done), False (a window of its own,
#: ``--new-window``), or the :class:`~tdcompanion.app.single_instance.Primary` later launches hand theirs to.
Begun: TypeAlias = "tuple[LazyFileHandler, Primary | bool]"


def begin(files: Sequence[str], verbose: bool = False, new_window: bool = False) -> Begun:
    """Start the log (its file opened later, or by the first failure; so is the faults file), then hand
    ``files`` to the TD Companion running, or become the one later launches hand theirs to."""
    logs = start_logging(verbose, faults=True)
    log.info("%s: started", version_line())
    return logs, claim_instance(files, new_window)


def claim_instance(files: Sequence[str], new_window: bool) -> Primary | bool:
    """True: ``files`` were handed to the TD Companion running; else this launch shows a window: the
    :class:`~tdcompanion.app.single_instance.Primary`, or False with ``new_window`` (or if it cannot be told)."""
    if new_window or _measuring_with_the_users_settings():
        return False
    try:
        from tdcompanion.app.single_instance import claim

        primary = claim(files)
    except Exception:  # a convenience: never a reason not to start
        log.exception("cannot tell whether TD Companion runs already: this launch opens a window of its own")
        return False
    return True if primary is None else primary


def _measuring_with_the_users_settings() -> bool:
    """A run that quits once its window is usable (a test, a bench: ``TDCOMPANION_EXIT_WHEN_SHOWN``) with the
    user's own settings folder: it must neither hand its files to a Director's (or developer's) running
    program nor answer for it. Tests and benches set ``TDCOMPANION_CONFIG_DIR``, and then take part."""
    from tdcompanion.app.single_instance import CONFIG_DIR_ENV

    return os.environ.get("TDCOMPANION_EXIT_WHEN_SHOWN") == "1" and not os.environ.get(CONFIG_DIR_ENV)
