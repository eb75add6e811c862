"""Sentences for the family of Laws 68 to 71 (claims and concessions): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {}
