# Shared set-up for scripts/run-app, scripts/run-tests and scripts/build-bundle (sourced, not run).
#
# Finds Python >= 3.11, makes sure the system libraries Qt needs are present (installing them with
# apt when run as root on Debian/Ubuntu; elsewhere on Linux saying which are missing and carrying on;
# not checked on macOS and Windows, where PySide6's wheels carry what Qt needs), creates the virtual
# environment .venv in the clone and installs the project into it in editable mode.
# Environment overrides: PYTHON (interpreter), TDCOMPANION_VENV (venv path).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TDCOMPANION_VENV:-$ROOT/.venv}"

# linux, macos or windows (Git Bash, MSYS2, Cygwin); "other" for the rest.
platform_kind() {
    case "$(uname -s)" in
        Linux) echo linux ;;
        Darwin) echo macos ;;
        MINGW* | MSYS* | CYGWIN*) echo windows ;;
        *) echo other ;;
    esac
}
PLATFORM="$(platform_kind)"
# The virtual environment's programs: Scripts\*.exe on Windows, bin/* elsewhere.
if [[ "$PLATFORM" == windows ]]; then VBIN="$VENV/Scripts"; else VBIN="$VENV/bin"; fi
VPY="$VBIN/python"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1

say() { printf '==> %s\n' "$*" >&2; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Debian/Ubuntu packages as "package:probe"; the probe is a shared library looked up in the
# ldconfig cache (so renamed packages such as Ubuntu's *t64 still count as present) or a file path.
# Derived from `readelf -d` (NEEDED) of PySide6's Qt libraries and platform plugins.
# Needed everywhere, including the headless (offscreen) test run:
BASE_PACKAGES=(
    libglib2.0-0:libglib-2.0.so.0
    libgssapi-krb5-2:libgssapi_krb5.so.2
    libbrotli1:libbrotlidec.so.1
    libdbus-1-3:libdbus-1.so.3
    libegl1:libEGL.so.1
    libgl1:libGL.so.1
    libx11-6:libX11.so.6
    libxkbcommon0:libxkbcommon.so.0
    libfontconfig1:libfontconfig.so.1
    libfreetype6:libfreetype.so.6
    fonts-dejavu-core:/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
)
# Needed only to show windows on a desktop (Qt's xcb and wayland platform plugins):
DISPLAY_PACKAGES=(
    libx11-xcb1:libX11-xcb.so.1
    libxcb1:libxcb.so.1
    libxcb-cursor0:libxcb-cursor.so.0
    libxcb-glx0:libxcb-glx.so.0
    libxcb-icccm4:libxcb-icccm.so.4
    libxcb-image0:libxcb-image.so.0
    libxcb-keysyms1:libxcb-keysyms.so.1
    libxcb-randr0:libxcb-randr.so.0
    libxcb-render0:libxcb-render.so.0
    libxcb-render-util0:libxcb-render-util.so.0
    libxcb-shape0:libxcb-shape.so.0
    libxcb-shm0:libxcb-shm.so.0
    libxcb-sync1:libxcb-sync.so.1
    libxcb-util1:libxcb-util.so.1
    libxcb-xfixes0:libxcb-xfixes.so.0
    libxcb-xkb1:libxcb-xkb.so.1
    libxkbcommon-x11-0:libxkbcommon-x11.so.0
    libwayland-client0:libwayland-client.so.0
    libwayland-cursor0:libwayland-cursor.so.0
    libwayland-egl1:libwayland-egl.so.1
)
# Needed to build the frozen bundle (scripts/build-bundle): PyInstaller writes the program with objcopy.
BUNDLE_PACKAGES=(
    binutils:/usr/bin/objcopy
)

find_python() {
    local candidate
    for candidate in "${PYTHON:-}" python3 python3.13 python3.12 python3.11 python; do
        [[ -n "$candidate" ]] && command -v "$candidate" >/dev/null 2>&1 || continue
        if "$candidate" -c 'import sys; raise SystemExit(sys.version_info < (3, 11))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

# Sonames known to the dynamic linker, one per line (ldconfig is in /sbin, off a user's PATH).
_known_sonames() {
    local exe
    for exe in ldconfig /sbin/ldconfig /usr/sbin/ldconfig; do
        if command -v "$exe" >/dev/null 2>&1; then
            "$exe" -p 2>/dev/null | awk 'NR > 1 { print $1 }'
            return 0
        fi
    done
}

# Print the packages of the given "package:probe" entries whose probe is absent.
missing_packages() {
    local sonames entry pkg probe
    sonames="$(_known_sonames)"
    for entry in "$@"; do
        pkg="${entry%%:*}"
        probe="${entry#*:}"
        if [[ "$probe" == /* ]]; then
            [[ -e "$probe" ]] || echo "$pkg"
        elif ! grep -qxF "$probe" <<<"$sonames"; then
            echo "$pkg"
        fi
    done
}

# Print the shared libraries (sonames) of the given "package:probe" entries that the dynamic linker does
# not know. Probes that are paths are left out: they are Debian's paths (fonts, binutils).
missing_sonames() {
    local sonames entry probe
    sonames="$(_known_sonames)"
    [[ -n "$sonames" ]] || return 0  # no ldconfig: nothing to go by
    for entry in "$@"; do
        probe="${entry#*:}"
        [[ "$probe" == /* ]] && continue
        grep -qxF "$probe" <<<"$sonames" || echo "$probe"
    done
}

# The command that installs the given sonames with the package manager found, or a sentence saying how.
# dnf and zypper (RPM) install a library by its soname, as RPM's automatic "provides" name it.
soname_install_hint() {
    local suffix="" soname
    local -a wanted=()
    case "$(uname -m)" in x86_64 | aarch64 | ppc64le | s390x | riscv64) suffix="(64bit)" ;; esac
    for soname in "$@"; do wanted+=("'${soname}()${suffix}'"); done
    if command -v dnf >/dev/null 2>&1; then
        echo "sudo dnf install ${wanted[*]}"
    elif command -v zypper >/dev/null 2>&1; then
        echo "sudo zypper install ${wanted[*]}"
    elif command -v pacman >/dev/null 2>&1; then
        echo "pacman -F $* (names the package holding each one; then: sudo pacman -S PACKAGE...)"
    else
        echo "install the packages that provide them with your system's package manager"
    fi
}

# Not Debian/Ubuntu (no apt-get): on Linux, say which libraries Qt needs and are missing, and how to
# install them, and carry on (the program may still run, or the user may install them later); on macOS
# and Windows nothing is checked.
report_missing_libraries() {
    local purpose="$1" hint
    local -a base display
    if [[ "$PLATFORM" != linux ]]; then
        return 0
    fi
    mapfile -t base < <(missing_sonames "${BASE_PACKAGES[@]}")
    mapfile -t display < <(missing_sonames "${DISPLAY_PACKAGES[@]}")
    if [[ ${#base[@]} -gt 0 ]]; then
        hint="$(soname_install_hint "${base[@]}")"
        warn "apt-get not found (not Debian/Ubuntu). Qt needs these libraries, which are missing: ${base[*]}
    to install them: $hint"
    fi
    if [[ ${#display[@]} -gt 0 ]]; then
        hint="$(soname_install_hint "${display[@]}")"
        warn "apt-get not found (not Debian/Ubuntu). Qt's desktop plugins (xcb, wayland) need these libraries, which are missing: ${display[*]}
    to install them: $hint"
    fi
    if [[ "$purpose" == bundle ]] && ! command -v objcopy >/dev/null 2>&1; then
        warn "objcopy not found: PyInstaller needs it to build the bundle (the binutils package)"
    fi
    return 0
}

# ensure_system_packages app|tests|bundle: install what is missing (root) or say how (non-root).
ensure_system_packages() {
    local purpose="$1" venv_pkg="" ver
    local -a base display missing
    if ! "$PY" -c 'import ensurepip, venv' 2>/dev/null && [[ ! -x "$VPY" ]]; then
        ver="$("$PY" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
        venv_pkg="python${ver}-venv"
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        [[ -z "$venv_pkg" ]] || die "$PY cannot create virtual environments (no ensurepip)"
        report_missing_libraries "$purpose"
        return 0
    fi
    mapfile -t base < <(missing_packages "${BASE_PACKAGES[@]}")
    [[ "$purpose" != bundle ]] || mapfile -t -O "${#base[@]}" base < <(missing_packages "${BUNDLE_PACKAGES[@]}")
    mapfile -t display < <(missing_packages "${DISPLAY_PACKAGES[@]}")
    [[ -z "$venv_pkg" ]] || base+=("$venv_pkg")
    missing=("${base[@]}" "${display[@]}")
    [[ ${#missing[@]} -eq 0 ]] && return 0

    if [[ $(id -u) -eq 0 ]]; then
        say "installing system packages: ${missing[*]}"
        local start=$SECONDS
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 "${missing[@]}" >/dev/null
        say "system packages installed in $((SECONDS - start)) s"
        return 0
    fi

    local cmd="sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}"
    if [[ ${#base[@]} -gt 0 ]]; then
        printf 'Missing system packages. Install them with:\n\n    %s\n\nthen run this command again.\n' "$cmd" >&2
        exit 1
    fi
    if [[ "$purpose" != app ]]; then
        warn "display libraries missing (not needed for the headless tests); to run the app later: $cmd"
    else
        printf 'Missing display libraries for the desktop app. Install them with:\n\n    %s\n\nthen run this command again.\n' "$cmd" >&2
        exit 1
    fi
}

ensure_venv() {
    if [[ -x "$VPY" ]] && "$VPY" -c 'import sys; raise SystemExit(sys.version_info < (3, 11))' 2>/dev/null; then
        return 0
    fi
    say "creating virtual environment $VENV with $PY"
    rm -rf "$VENV"
    "$PY" -m venv "$VENV"
}

# A file's SHA-256 (sha256sum on Linux and Git Bash, shasum on macOS).
_digest() {
    if command -v sha256sum >/dev/null 2>&1; then sha256sum; else shasum -a 256; fi
}

# install_project app|tests: editable install (for tests with the test extra and the analysis extra,
# so the double-dummy tests run against endplay), skipped when the packaging files have not changed
# since the last successful install.
install_project() {
    local spec="." stamp
    [[ "$1" == tests ]] && spec=".[test,analysis]"
    stamp="$VENV/.tdcompanion-$1.stamp"
    local want
    want="$(cat "$ROOT/pyproject.toml" "$ROOT/setup.py" | _digest | cut -d' ' -f1) $("$VPY" -V 2>&1)"
    local tests_stamp="$VENV/.tdcompanion-tests.stamp"  # the test install includes the app's
    if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]] || [[ -f "$tests_stamp" && "$(cat "$tests_stamp")" == "$want" ]]; then
        return 0
    fi
    say "installing TD Companion and its dependencies into $VENV (PySide6 is a large download)"
    local start=$SECONDS
    rm -f "$stamp"
    # -qq: errors only (a failed build still prints its full output).
    (cd "$ROOT" && "$VPY" -m pip install -qq --progress-bar off --editable "$spec")
    echo "$want" >"$stamp"
    say "installed in $((SECONDS - start)) s"
}

PY="$(find_python)" || die "Python 3.11 or newer is required (set PYTHON=/path/to/python3.x to choose one)"
