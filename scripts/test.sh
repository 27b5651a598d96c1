#!/usr/bin/env bash
# Every test: installs what is missing, builds with no warnings, lints, runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASK_EMBEDDINGS_REQUIRED=1
source scripts/setup.sh

echo "== build (warnings are errors for our sources)"
swift build --build-tests 2>&1 | tee .build-output.log | grep -E "error|warning:" || true
if grep -E "^/.*/(Sources|Tests)/.*warning:" .build-output.log >/dev/null; then
  echo "test: the build has warnings" >&2
  exit 1
fi
grep -E "error:" .build-output.log >/dev/null && { echo "test: the build failed" >&2; exit 1; }
rm -f .build-output.log

echo "== release build of ask (the optimizer has broken it before)"
swift build -c release --product ask 2>&1 | grep -E "error" && { echo "test: the release build failed" >&2; exit 1; }

echo "== swift format lint --strict"
swift format lint --strict -r Sources Tests Package.swift Examples

echo "== fuzzing, a short pass (scripts/fuzz.sh runs longer)"
scripts/fuzz.sh "${ASK_FUZZ_SECONDS:-3}"

echo "== test peers (a venv with LiteLLM's proxy, outside the sources)"
source scripts/test-peers.sh

echo "== a throw-away PostgreSQL cluster for the store tests (scripts/pg-cluster.sh)"
source scripts/pg-cluster.sh

echo "== swift test"
# Every end-to-end run's NDJSON is kept and then validated against the protocol's schemas.
protocol_log="$(mktemp -t ask-protocol.XXXXXX.ndjson)"
trap 'rm -f "$protocol_log"; pg_cluster_stop' EXIT
ASK_PROTOCOL_LOG="$protocol_log" swift test --skip-build --skip 'AskBrowserTests|AskServeSchemaTests'

echo "== the browser and OpenAPI peers, alone (headless Chromium and schemathesis on 2 cores would starve the suite's deadlines)"
swift test --skip-build --filter 'AskBrowserTests|AskServeSchemaTests'

echo "== the NDJSON of every end-to-end run against docs/protocol/schemas (jsonschema)"
"$ASK_TEST_VENV/bin/python" Tests/Fixtures/protocol_validator.py docs/protocol/schemas \
  --require session,stage,system,user_message,partial_message,assistant,tool_use,tool_progress,tool_result,tool_use_summary,permission_request,permission_decision,input_request,result,error,local_command_output,prompt_suggestion \
  "$protocol_log" | tail -40

echo "== the benchmarks' regression guard: a short release run, its ratios held to benchmarks/thresholds.json"
scripts/bench-guard.sh
