"""Sentences for the family of Laws 23, 25, 26 and 27 (insufficient bid, change of call, comparable call): key ->
{language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {}
