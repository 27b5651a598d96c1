#!/usr/bin/env bash
# Installs the third-party test peers (Tests/Fixtures/requirements-peers.txt) into a venv
# outside the sources, once per requirements file; exports ASK_TEST_VENV for the tests.
# Sourced by scripts/test.sh; can be run on its own.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
requirements="$root/Tests/Fixtures/requirements-peers.txt"
venv="${ASK_TEST_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/agentskillkit/test-venv}"
stamp="$venv/.requirements.sha256"
wanted="$(sha256sum "$requirements" | cut -d' ' -f1)"

if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  echo "test-peers: installing $(grep -v '^#' "$requirements" | tr '\n' ' ')into $venv" >&2
  if ! python3 -m venv "$venv" 2>/dev/null; then
    # Debian's python3 keeps venv's pip bootstrap in a package of its own.
    echo "test-peers: python3 -m venv failed; installing python3-venv" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv" || {
      echo "test-peers: python3 -m venv still fails; install python3-venv by hand" >&2
      exit 1
    }
  fi
  if ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" \
    >"$venv/pip.log" 2>&1; then
    echo "test-peers: pip could not install the test peers from PyPI (see $venv/pip.log):" >&2
    tail -5 "$venv/pip.log" >&2
    echo "test-peers: the third-party server tests need them; they are not skipped" >&2
    exit 1
  fi
  echo "$wanted" >"$stamp"
fi
export ASK_TEST_VENV="$venv"
