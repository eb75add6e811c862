"""Headless sub-commands of ``tdcompanion``.

Each module defines ``add(subparsers)`` that registers its sub-command and sets a
``handler``. They import only ``core`` and ``storage``: no display, no PySide6.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

AddCommand = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]

REGISTRY: list[AddCommand] = []

from tdcompanion.commands import pbn_command  # noqa: E402  (registers after REGISTRY exists)

REGISTRY.append(pbn_command.add)
