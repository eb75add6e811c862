"""Sentences for the family of Laws 45 to 47 and 57 to 60 (card played, premature, simultaneous and impossible plays,
play after an illegal play): key -> {language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that
module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {}
