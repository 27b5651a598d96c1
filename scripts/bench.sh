#!/usr/bin/env bash
# The benchmarks: a release build of ask and ask-bench, then the table for BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build -c release --product ask >/dev/null
swift build -c release --product ask-bench >/dev/null
source scripts/test-peers.sh  # the reference MCP server and the official Python client
BENCH_MCP_PYTHON="$ASK_TEST_VENV/bin/python" BENCH_MCP_CLIENT="$PWD/Tests/Fixtures/mcp_client_bench.py" \
  BENCH_MCP_FAULT="$PWD/Tests/Fixtures/mcp_fault_server.py" \
  BENCH_FAULT_SERVER="$PWD/Tests/Fixtures/fault_server.py" \
  BENCH_REPLAY_SERVER="$PWD/Tests/Fixtures/replay_server.py" .build/release/ask-bench "${1:-50}"
