"""``tdcompanion.core`` re-exports the main types; the auction and play ones load on first use."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from tdcompanion import core


@pytest.mark.parametrize("name", core.__all__)
def test_every_exported_name_is_the_defining_modules_object(name: str) -> None:
    value = getattr(core, name)
    home = importlib.import_module(value.__module__)  # an instance (PASS) names its class's module
    assert home.__name__.startswith("tdcompanion.core.")
    assert getattr(home, name) is value


def test_unknown_names_are_attribute_errors() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Nonesuch'"):
        core.Nonesuch  # noqa: B018


def test_importing_the_core_leaves_auction_play_and_file_formats_unloaded() -> None:
    code = (
        "import sys, tdcompanion.core as c\n"
        "heavy = ['auction', 'play', 'calls', 'contract', 'pbn', 'lin']\n"
        "print([m for m in heavy if 'tdcompanion.core.' + m in sys.modules])\n"
        "c.Auction\n"
        "print([m for m in heavy if 'tdcompanion.core.' + m in sys.modules])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.splitlines() == ["[]", "['auction', 'calls', 'contract']"]
