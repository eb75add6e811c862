"""Command line: ``tdcompanion`` starts the GUI; sub-commands work headless.

Headless sub-commands import only the core and storage layers, so they run on a
machine with no display and never load PySide6.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from tdcompanion import LAWS_EDITION, __version__, commands

Handler = Callable[[argparse.Namespace], int]


def _run_gui(args: argparse.Namespace) -> int:
    from tdcompanion.app.bootstrap import run_gui  # deferred: PySide6 only for the GUI

    return run_gui(language=args.language, files=args.files)


def _add_gui(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("gui", help="start the desktop application (the default)")
    _gui_options(p)


def _gui_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--language", choices=["el", "en"], help="interface language for this run")
    p.add_argument("files", nargs="*", help="PBN or LIN files to open")
    p.set_defaults(handler=_run_gui)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tdcompanion",
        description=f"TD Companion: rulings for duplicate-bridge Tournament Directors ({LAWS_EDITION}). "
        "Without a sub-command, the desktop application starts.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(title="sub-commands", metavar="COMMAND")
    _add_gui(sub)
    for add in commands.registry():
        add(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in {"gui", *commands.COMMANDS, "-h", "--help", "--version"}:
        # No sub-command: the GUI, so `tdcompanion --language el deal.pbn` works like `tdcompanion gui ...`.
        # Parsed without building the full parser, so no command module is imported on the way.
        gui = argparse.ArgumentParser(prog="tdcompanion")
        _gui_options(gui)
        return _run_gui(gui.parse_args(argv))
    args = build_parser().parse_args(argv)
    handler: Handler = args.handler
    return handler(args)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
