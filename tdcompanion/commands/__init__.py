"""Headless sub-commands of ``tdcompanion``.

Each module named in :data:`COMMANDS` defines ``add(subparsers)``, which registers its
sub-command and sets a ``handler``. They import only ``core`` and ``storage``: no display,
no PySide6. The modules are imported only when a sub-command (or ``--help``) is asked
for, so starting the GUI pays nothing for them.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Iterator

AddCommand = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]

#: Sub-command name -> module that defines ``add(subparsers)``.
COMMANDS: dict[str, str] = {
    "pbn": "tdcompanion.commands.pbn_command",
    "rule": "tdcompanion.commands.rule_command",
    "incidents": "tdcompanion.commands.incidents_command",
    "dd": "tdcompanion.commands.dd_command",
}


def registry() -> Iterator[AddCommand]:
    """The ``add`` function of every sub-command, importing each module on demand."""
    for module in COMMANDS.values():
        add: AddCommand = importlib.import_module(module).add
        yield add
