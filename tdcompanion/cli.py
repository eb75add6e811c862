"""Command line: ``tdcompanion`` starts the GUI; sub-commands work headless.

Headless sub-commands import only the core and storage layers, so they run on a
machine with no display and never load PySide6.

Start-up time: the usual ways of starting the GUI (no arguments, or ``--language X``
then file names) are read without building an argparse parser (the first one costs
about 5 ms, mostly in gettext); anything else goes through the full parsers, which
also give the error messages.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from types import SimpleNamespace

from tdcompanion import LAWS_EDITION, __version__, commands
from tdcompanion.wording.languages import CODES

Handler = Callable[[argparse.Namespace], int]
LANGUAGES = CODES


def _run_gui(args: argparse.Namespace | SimpleNamespace) -> int:
    from tdcompanion.app.launch import begin  # no Qt widgets: a program running already may take the files

    begun = begin(args.files, getattr(args, "verbose", False), getattr(args, "new_window", False))
    if begun[1] is True:
        return 0
    from tdcompanion.app.bootstrap import run_gui  # deferred: PySide6's widgets only for a window

    return run_gui(language=args.language, files=args.files, begun=begun)


def _plain_gui_arguments(argv: Sequence[str]) -> SimpleNamespace | None:
    """``[--language el|en] [FILE ...]`` (no file starting with ``-``) read as argparse would; else ``None``."""
    language, rest = None, list(argv)
    if rest and rest[0].startswith("--language="):
        language, rest = rest[0].partition("=")[2], rest[1:]
    elif len(rest) >= 2 and rest[0] == "--language":
        language, rest = rest[1], rest[2:]
    elif rest and rest[0] in {"gui", *commands.COMMANDS}:
        return None
    if language not in (None, *LANGUAGES) or any(arg.startswith("-") for arg in rest):
        return None
    return SimpleNamespace(language=language, files=rest)


def _add_gui(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("gui", help="start the desktop application (the default)")
    _gui_options(p)


def _verbose_option(p: argparse.ArgumentParser, *, top: bool = False) -> None:
    """``-v/--verbose``, before the sub-command (``top``) or after it (then it does not hide the first)."""
    p.add_argument("-v", "--verbose", action="store_true", default=False if top else argparse.SUPPRESS,
                   help="log what the program does on the standard error (the log file: docs/logging.md)")  # fmt: skip


def _start_logging(verbose: bool, argv: Sequence[str]) -> None:
    """The log (tdcompanion.storage.logs), and with ``--verbose`` its records on the standard error too."""
    import logging

    from tdcompanion.storage.logs import start_logging, version_line

    start_logging(verbose)
    logging.getLogger(__name__).debug("%s: tdcompanion %s", version_line(), " ".join(argv))


def _gui_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--language", choices=LANGUAGES, help="interface language for this run")
    p.add_argument("--new-window", action="store_true", default=False,
                   help="open a window of its own, even if TD Companion is running already (by default the "
                   "files go to the window running)")  # fmt: skip
    p.add_argument("files", nargs="*", help="board files (PBN, LIN) and incident files (JSON) to open")
    p.set_defaults(handler=_run_gui)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tdcompanion",
        description=f"TD Companion: rulings for duplicate-bridge Tournament Directors ({LAWS_EDITION}). "
        "Without a sub-command, the desktop application starts.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _verbose_option(parser, top=True)
    sub = parser.add_subparsers(title="sub-commands", metavar="COMMAND")
    _add_gui(sub)
    for add in commands.registry():
        add(sub)
    _verbose_everywhere(parser)
    return parser


def _verbose_everywhere(parser: argparse.ArgumentParser) -> None:
    """``--verbose`` after any sub-command too (``tdcompanion incidents list -v``)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                _verbose_option(command)
                _verbose_everywhere(command)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    plain = _plain_gui_arguments(argv)
    if plain is not None:
        return _run_gui(plain)
    first = next((arg for arg in argv if arg not in ("-v", "--verbose")), None)
    if first not in {"gui", *commands.COMMANDS, "-h", "--help", "--version"}:
        # No sub-command: the GUI, so `tdcompanion --language el deal.pbn` works like `tdcompanion gui ...`.
        # Parsed without building the full parser, so no command module is imported on the way.
        gui = argparse.ArgumentParser(prog="tdcompanion")
        _verbose_option(gui, top=True)
        _gui_options(gui)
        return _run_gui(gui.parse_args(argv))
    args = build_parser().parse_args(argv)
    if args.handler is not _run_gui:  # the GUI starts its log itself (tdcompanion.app.bootstrap)
        _start_logging(args.verbose, argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except BrokenPipeError:
        # The reader went away (`tdcompanion incidents list | head`): stop quietly, as Unix tools do. The
        # standard output is pointed at /dev/null so that Python's own flush at exit does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except Exception as exc:  # a fault of ours, not of the input (the commands refuse that with exit 2)
        return _internal_error(exc)


def gui_main(argv: Sequence[str] | None = None) -> int:
    """:func:`main` for a launcher with no console: the ``tdcompanion-gui`` script (``pythonw`` on Windows)
    and the frozen ``tdcompanion`` executable (``tdcompanion.spec``), whose standard output and error are
    ``None`` on Windows. They go to the null device, so that a sub-command or a log line given there does
    not fail on a missing stream (the log file still has it all)."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 (open as long as the program)
    return main(argv)


#: The exit status of a fault of the program (BSD's EX_SOFTWARE).
EX_SOFTWARE = 70


def _internal_error(exc: Exception) -> int:
    """Log the traceback and say in one line what failed and where the details are (no traceback on
    the terminal: docs/logging.md)."""
    import logging

    from tdcompanion.storage.logs import current_handler

    logging.getLogger(__name__).error("internal error", exc_info=exc)
    handler = current_handler()
    if handler is not None:
        handler.open_now()
    where = handler.path if handler is not None and handler.path is not None else None
    details = f"the details are in {where}" if where is not None else "the details are above"
    print(f"tdcompanion: internal error: {type(exc).__name__}: {str(exc)[:200]} ({details})", file=sys.stderr)
    return EX_SOFTWARE


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
