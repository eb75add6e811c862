"""The laws package gives its names lazily (PEP 562, issue 19): the names it lists are the names it
knows where to find, and each is found there."""

from __future__ import annotations

import importlib

from tdcompanion.core import laws


def test_every_name_listed_is_given_by_the_module_it_is_looked_for_in() -> None:
    assert set(laws.__all__) == set(laws._MODULE_OF)
    for name, module in laws._MODULE_OF.items():
        assert getattr(laws, name) is getattr(importlib.import_module(f"tdcompanion.core.laws.{module}"), name)
