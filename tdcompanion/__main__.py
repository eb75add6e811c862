"""``python -m tdcompanion``: same as the ``tdcompanion`` command."""

from tdcompanion.cli import main

raise SystemExit(main())
