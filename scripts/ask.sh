#!/usr/bin/env bash
# The main job: builds `ask` if needed and runs it with your arguments (offline by default).
#   scripts/ask.sh "明天上午九点提醒我开会"
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --product ask >/dev/null 2>build.log || { cat build.log >&2; exit 1; }
rm -f build.log
exec .build/debug/ask "$@"
