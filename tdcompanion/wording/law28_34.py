"""Sentences for the family of Laws 28 to 34 (calls out of rotation): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {}
