#!/usr/bin/env bash
# Installs the third-party test peers into venvs outside the sources, once per requirements
# file: Tests/Fixtures/requirements-peers.txt (ASK_TEST_VENV) and requirements-browser.txt
# (ASK_BROWSER_VENV), and Debian's chromium and chromium-driver for the browser tests.
# Sourced by scripts/test.sh; can be run on its own. Fails, never skips, when a peer cannot
# be installed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/agentskillkit"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

apt_install() {
  echo "test-peers: installing $* with apt" >&2
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null || {
    echo "test-peers: apt-get could not install $*; the tests need them" >&2
    exit 1
  }
}

# install_venv VENV REQUIREMENTS: a venv with exactly what REQUIREMENTS names.
install_venv() {
  local venv="$1" requirements="$2"
  local stamp="$venv/.requirements.sha256"
  local wanted
  wanted="$(sha256sum "$requirements" | cut -d' ' -f1)"
  [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$wanted" ] && return 0
  echo "test-peers: installing $(grep -v '^#' "$requirements" | tr '\n' ' ')into $venv" >&2
  if ! python3 -m venv "$venv" 2>/dev/null; then
    # Debian's python3 keeps venv's pip bootstrap in a package of its own.
    apt_install python3-venv
    rm -rf "$venv"
    python3 -m venv "$venv" || {
      echo "test-peers: python3 -m venv still fails; install python3-venv by hand" >&2
      exit 1
    }
  fi
  if ! "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" \
    >"$venv/pip.log" 2>&1; then
    echo "test-peers: pip could not install $requirements from PyPI (see $venv/pip.log):" >&2
    tail -5 "$venv/pip.log" >&2
    echo "test-peers: the tests that use them are not skipped; they fail" >&2
    exit 1
  fi
  echo "$wanted" >"$stamp"
}

export ASK_TEST_VENV="${ASK_TEST_VENV:-$cache/test-venv}"
export ASK_BROWSER_VENV="${ASK_BROWSER_VENV:-$cache/browser-venv}"
install_venv "$ASK_TEST_VENV" "$root/Tests/Fixtures/requirements-peers.txt"
install_venv "$ASK_BROWSER_VENV" "$root/Tests/Fixtures/requirements-browser.txt"
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
# A CJK font, so that the browser tests' screenshots show Chinese, not boxes.
fc-list :lang=zh 2>/dev/null | grep -q . || missing+=(fonts-wqy-zenhei)
# The sandbox tests reach a local server with a real curl (and git for mcp-server-git).
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v git >/dev/null 2>&1 || missing+=(git)
[ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
