"""The program's folders in the user's account: settings, cache and logs. Each has an environment
variable that overrides it (tests, benches, a portable install); else it is the folder platformdirs
gives. On Linux the settings and cache folders are found without importing platformdirs (a few
milliseconds that start-up does not need): the XDG folder if its variable holds an absolute path,
else the usual one under the home folder; an odd ``HOME`` is left to platformdirs."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Final, Literal

APP: Final = "tdcompanion"
#: platformdirs' answer on Linux for the folders start-up needs: the XDG variable, and its default.
_XDG: Final = {"config": ("XDG_CONFIG_HOME", "~/.config"), "cache": ("XDG_CACHE_HOME", "~/.cache")}


def user_dir(kind: Literal["config", "cache", "log"], override_env: str) -> Path:
    """The user's ``kind`` folder of the program: ``$override_env`` if set, else platformdirs'."""
    override = os.environ.get(override_env)
    if override:
        return Path(override)
    xdg = _XDG.get(kind)
    if xdg is not None and sys.platform.startswith("linux"):
        base, home = os.environ.get(xdg[0], ""), os.environ.get("HOME")
        if os.path.isabs(base) or home is None or os.path.isabs(home):
            return Path(base if os.path.isabs(base) else os.path.expanduser(xdg[1]), APP)
    import platformdirs

    folders = {"config": platformdirs.user_config_dir, "cache": platformdirs.user_cache_dir,
               "log": platformdirs.user_log_dir}  # fmt: skip
    return Path(folders[kind](APP, appauthor=False))
