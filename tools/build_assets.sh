#!/usr/bin/env bash
# Kozyr asset pipeline, the one entry point behind `./kozyr assets`.
#
#   tools/build_assets.sh [--no-install] [step ...]
#
# 1. installs the pinned Debian packages (tools/apt-packages.txt; apt-get, with sudo when not root),
# 2. installs the npm packages from the lockfile (npm ci in tools/),
# 3. installs the Python packages into tools/.venv (tools/requirements.txt),
# 4. regenerates game/images, game/audio, the images in game/gui, game/fonts, CREDITS.md and
#    game/credits.rpy (tools/build_assets.py; steps: icons fonts portraits cards backgrounds cgs seats tables gui
#    audio credits; none = all), then checks the audio (tools/check_audio.py).
# Everything is deterministic: rerunning on the same package versions gives identical files.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
install=1
if [ "${1:-}" = "--no-install" ]; then install=0; shift; fi

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
        echo "build_assets: need root (or sudo) to run: $*" >&2; return 1; fi
}

if [ "$install" = 1 ]; then
    # --- Debian packages ------------------------------------------------------------------
    mapfile -t pins < <(grep -v '^\s*#' "$here/apt-packages.txt" | sed '/^\s*$/d')
    missing=()
    for pin in "${pins[@]}"; do
        pkg="${pin%%=*}"; ver="${pin#*=}"
        have="$(dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null || true)"
        [ "$have" = "$ver" ] || missing+=("$pin")
    done
    command -v node >/dev/null 2>&1 || missing+=(nodejs npm)
    command -v python3 >/dev/null 2>&1 && python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3 python3-venv)
    if [ "${#missing[@]}" -gt 0 ]; then
        echo "build_assets: apt-get install ${missing[*]}"
        as_root apt-get update -qq
        if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"; then
            echo "build_assets: WARNING: pinned versions not available; installing current versions" >&2
            echo "build_assets: WARNING: output may then differ slightly from the committed assets" >&2
            as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]%%=*}"
        fi
    fi
    # --- npm packages (lockfile) ------------------------------------------------------------
    (cd "$here" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
    # --- Python packages --------------------------------------------------------------------
    if [ ! -x "$here/.venv/bin/python" ]; then python3 -m venv "$here/.venv"; fi
    "$here/.venv/bin/python" -m pip install -q --disable-pip-version-check -r "$here/requirements.txt"
fi

nice -n 10 "$here/.venv/bin/python" "$here/build_assets.py" "$@"
python3 "$here/check_audio.py"
