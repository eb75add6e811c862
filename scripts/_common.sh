# Shared set-up for scripts/run-app and scripts/run-tests (sourced, not run).
#
# Finds Python >= 3.11, makes sure the system libraries Qt needs are present (installing them with
# apt when run as root), creates the virtual environment .venv in the clone and installs the project
# into it in editable mode. Environment overrides: PYTHON (interpreter), TDCOMPANION_VENV (venv path).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TDCOMPANION_VENV:-$ROOT/.venv}"
VPY="$VENV/bin/python"
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

find_python() {
    local candidate
    for candidate in "${PYTHON:-}" python3 python3.13 python3.12 python3.11; do
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

# ensure_system_packages app|tests: install what is missing (root) or say how (non-root).
ensure_system_packages() {
    local purpose="$1" venv_pkg="" ver
    local -a base display missing
    if ! "$PY" -c 'import ensurepip, venv' 2>/dev/null && [[ ! -x "$VPY" ]]; then
        ver="$("$PY" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
        venv_pkg="python${ver}-venv"
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        warn "apt-get not found: not a Debian/Ubuntu system, so make sure Qt 6's X11/EGL/fontconfig libraries are installed"
        [[ -z "$venv_pkg" ]] || die "$PY cannot create virtual environments (no ensurepip)"
        return 0
    fi
    mapfile -t base < <(missing_packages "${BASE_PACKAGES[@]}")
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
    if [[ "$purpose" == tests ]]; then
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

# install_project app|tests: editable install (for tests with the test extra and the analysis extra,
# so the double-dummy tests run against endplay), skipped when the packaging files have not changed
# since the last successful install.
install_project() {
    local spec="." stamp
    [[ "$1" == tests ]] && spec=".[test,analysis]"
    stamp="$VENV/.tdcompanion-$1.stamp"
    local want
    want="$(cat "$ROOT/pyproject.toml" "$ROOT/setup.py" | sha256sum | cut -d' ' -f1) $("$VPY" -V 2>&1)"
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
