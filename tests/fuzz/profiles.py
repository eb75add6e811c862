"""The fuzz tests' Hypothesis profiles: ``ci`` (the default: short, the same inputs on every run, the whole
folder within 40 s) and ``long`` (``TDCOMPANION_FUZZ_PROFILE=long``: many more, random each run). The long
run proper is ``scripts/fuzz.py``."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, Phase, settings

settings.register_profile(
    "ci",
    max_examples=150,
    derandomize=True,  # the same inputs on every run: a red CI run is a finding, never chance
    database=None,
    deadline=None,  # the oracle checks each input's time itself (2 s), after the first-use imports
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
    phases=(Phase.explicit, Phase.generate),  # no shrinking: a finding is shown with its traceback at once
)
settings.register_profile("long", parent=settings.get_profile("ci"), max_examples=5000, derandomize=False,
                          phases=tuple(Phase))  # fmt: skip

#: The profile the fuzz tests run with.
PROFILE = settings.get_profile(os.environ.get("TDCOMPANION_FUZZ_PROFILE", "ci"))
