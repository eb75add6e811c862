"""The frozen executables' entry point (tdcompanion.spec): both ``tdcompanion`` (no console on Windows)
and ``tdcompanion-cli`` (a console program) run the command line, which starts the window when no
sub-command is given (:func:`tdcompanion.cli.gui_main`)."""

from tdcompanion.cli import gui_main

if __name__ == "__main__":
    raise SystemExit(gui_main())
