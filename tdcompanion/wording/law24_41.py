"""Sentences for the family of Laws 24, 35 to 39 and 41 (card exposed in the auction, inadmissible calls, calls after
the final pass, face-down opening lead): key -> {language: text}; merged into
:data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key scheme)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {}
