#!/usr/bin/env bash
# The kill -9 crash loop, longer than the test suite's 50: scripts/crash-loop.sh [ITERATIONS].
# Each iteration kills `ask` at a random point of a run that writes a todo, then checks the
# database, the audit rows and resuming (AskCrashLoopTests).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --build-tests >/dev/null
ASK_CRASH_LOOPS="${1:-500}" swift test --skip-build --filter AskCrashLoopTests
