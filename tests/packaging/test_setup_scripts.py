"""scripts/_common.sh where apt is absent (issue 21): on another Linux it names the libraries Qt needs
that are missing, with the command of the package manager found, and carries on; on macOS and Windows it
checks nothing. Run with bash and a PATH of stand-ins (uname, ldconfig, the package managers)."""

from __future__ import annotations

import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BASH = shutil.which("bash")

pytestmark = pytest.mark.skipif(BASH is None or sys.platform == "win32", reason="needs bash on a Unix system")

#: Commands _common.sh runs, taken from the system into the stand-in PATH.
TOOLS = ("dirname", "grep", "awk", "cat", "cut", "id", "sha256sum")


def every_soname() -> list[str]:
    """The sonames _common.sh looks for (its BASE_PACKAGES and DISPLAY_PACKAGES)."""
    text = (ROOT / "scripts" / "_common.sh").read_text(encoding="utf-8")
    return [line.strip().split(":", 1)[1] for line in text.splitlines()
            if line.startswith("    ") and ":lib" in line and ".so" in line and "(" not in line]  # fmt: skip


def script(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text(f"#!{BASH}\n{body}\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def run(
    tmp_path: Path, *, system: str = "Linux", known: list[str] | None = None, managers: tuple[str, ...] = (),
    purpose: str = "tests",
) -> subprocess.CompletedProcess[str]:
    """Source _common.sh and run ensure_system_packages with no apt-get on the PATH, then say it carried on."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(parents=True)
    for tool in TOOLS:
        found = shutil.which(tool)
        assert found is not None, tool
        (bin_dir / tool).symlink_to(found)
    script(bin_dir, "python3", f'exec "{sys.executable}" "$@"')
    script(bin_dir, "uname", f'case "$1" in -m) echo x86_64 ;; *) echo "{system}" ;; esac')
    lines = "\n".join(f"\t{soname} (libc6,x86-64) => /usr/lib64/{soname}" for soname in (known or []))
    script(bin_dir, "ldconfig", f"cat <<'END'\n{len(known or [])} libs found in cache\n{lines}\nEND")
    for manager in managers:
        script(bin_dir, manager, "exit 0")
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path), "TDCOMPANION_VENV": str(tmp_path / "venv")}
    command = f'source scripts/_common.sh && ensure_system_packages {purpose} && echo "carried on with $VPY"'
    assert BASH is not None
    return subprocess.run([BASH, "-c", command], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60, check=False)  # fmt: skip


def test_the_sonames_list_is_read() -> None:
    sonames = every_soname()
    assert "libEGL.so.1" in sonames and "libxcb-cursor.so.0" in sonames and len(sonames) > 20


def test_another_linux_with_dnf_is_told_the_missing_libraries_and_the_command(tmp_path: Path) -> None:
    known = [s for s in every_soname() if s not in ("libEGL.so.1", "libxcb-cursor.so.0")]
    proc = run(tmp_path, known=known, managers=("dnf",))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"carried on with {tmp_path / 'venv' / 'bin' / 'python'}"
    assert "Qt needs these libraries, which are missing: libEGL.so.1\n" in proc.stderr
    assert "sudo dnf install 'libEGL.so.1()(64bit)'" in proc.stderr
    assert "desktop plugins (xcb, wayland) need these libraries, which are missing: libxcb-cursor.so.0" in proc.stderr
    assert "sudo dnf install 'libxcb-cursor.so.0()(64bit)'" in proc.stderr
    assert "apt-get install" not in proc.stderr


def test_zypper_and_pacman_and_an_unknown_manager(tmp_path: Path) -> None:
    known = [s for s in every_soname() if s != "libGL.so.1"]
    zypper = run(tmp_path / "z", known=known, managers=("zypper",))
    assert "sudo zypper install 'libGL.so.1()(64bit)'" in zypper.stderr
    pacman = run(tmp_path / "p", known=known, managers=("pacman",))
    assert "pacman -F libGL.so.1 (names the package holding each one" in pacman.stderr
    other = run(tmp_path / "o", known=known)
    assert "install the packages that provide them with your system's package manager" in other.stderr
    assert all(p.returncode == 0 and "carried on" in p.stdout for p in (zypper, pacman, other))


def test_a_linux_with_every_library_hears_nothing(tmp_path: Path) -> None:
    proc = run(tmp_path, known=every_soname(), managers=("dnf",))
    assert proc.returncode == 0 and proc.stderr == ""
    assert "carried on" in proc.stdout


@pytest.mark.parametrize(("system", "python"), [
    ("Darwin", "bin/python"), ("MINGW64_NT-10.0-19045", "Scripts/python"), ("MSYS_NT-10.0", "Scripts/python"),
    ("CYGWIN_NT-10.0", "Scripts/python"),
])  # fmt: skip
def test_macos_and_windows_skip_the_library_check(tmp_path: Path, system: str, python: str) -> None:
    proc = run(tmp_path, system=system, known=[])
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert proc.stdout.strip() == f"carried on with {tmp_path / 'venv' / python}"


def test_building_the_bundle_needs_objcopy(tmp_path: Path) -> None:
    proc = run(tmp_path, known=every_soname(), purpose="bundle")
    assert "objcopy not found: PyInstaller needs it to build the bundle (the binutils package)" in proc.stderr
    assert proc.returncode == 0
