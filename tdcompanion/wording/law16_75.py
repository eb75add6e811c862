"""Sentences for the family of Laws 16, 20, 21, 40, 73 and 75 (unauthorised information, misinformation): key ->
{language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {}
