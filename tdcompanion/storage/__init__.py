"""Incident files on disk: atomic save, load, list, recover (pure Python, no Qt)."""
