#!/usr/bin/env bash
# The benchmarks: a release build of ask and ask-bench, then the tables for BENCHMARKS.md.
#
#   scripts/bench.sh [MEGABYTES] [--peers] [--markdown FILE]... [--sse FILE]...
#
# Every table measures its peers in the same run, on the same inputs (one cmark-gfm render of
# each Markdown document, the sqlite3 C loop, the line-split baseline, the official Python MCP
# client, the official anthropic and openai Python SDKs reading the same stream over loopback,
# plain-Python and curl readers of it; plain libpq loops — COPY and prepared inserts — on a
# throw-away PostgreSQL cluster); --peers is the default and is accepted for scripts that ask for it. --markdown FILE
# streams your own documents, --sse FILE parses and maps your own recorded stream (only those
# tables run then). The ratios are written to
# .build/bench-summary.json and held to benchmarks/thresholds.json: a ratio past its limit
# fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
megabytes=50
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --peers) ;;
    --markdown | --sse) extra+=("$1" "$(realpath "$2")"); shift ;;
    [0-9]*) megabytes="$1" ;;
    *) echo "bench.sh: unknown argument $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
  shift
done
source scripts/setup.sh
swift build -c release --product ask >/dev/null
swift build -c release --product ask-bench >/dev/null
source scripts/test-peers.sh  # the reference MCP server and the official Python client
# A throw-away PostgreSQL cluster with the server's default durability (fsync and
# synchronous_commit on, as SQLite's default synchronous FULL is) for the PostgreSQL tables.
PG_CLUSTER_SETTINGS="-c fsync=on" source scripts/pg-cluster.sh
trap pg_cluster_stop EXIT
BENCH_POSTGRES_URL="$ASK_TEST_POSTGRES_URL" BENCH_SDK_PYTHON="$ASK_TEST_VENV/bin/python" BENCH_FIXTURES="$PWD/Tests/Fixtures" \
  BENCH_MCP_PYTHON="$ASK_TEST_VENV/bin/python" BENCH_MCP_CLIENT="$PWD/Tests/Fixtures/mcp_client_bench.py" \
  BENCH_MCP_FAULT="$PWD/Tests/Fixtures/mcp_fault_server.py" \
  BENCH_FAULT_SERVER="$PWD/Tests/Fixtures/fault_server.py" \
  BENCH_REPLAY_SERVER="$PWD/Tests/Fixtures/replay_server.py" \
  BENCH_FIRST_FRAME="$PWD/Tests/Fixtures/first_frame.py" .build/release/ask-bench "$megabytes" \
  "${extra[@]}" --summary .build/bench-summary.json --check benchmarks/thresholds.json
