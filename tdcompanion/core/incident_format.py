"""The name and version of the incident file format, apart from the reader so that listing a folder
of incidents does not load the laws (:mod:`tdcompanion.core.incident` reads and writes the files)."""

from __future__ import annotations

from typing import Final

FORMAT: Final = "tdcompanion-incident"
SCHEMA_VERSION: Final = 4
DEFAULT_LAWBOOK: Final = "WBF 2017"
