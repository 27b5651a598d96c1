#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer, through swiftc -sanitize=fuzzer) of what ask reads from
# outside: the JSON parser, the SSE parser, the rule pattern parser, the date parser and the
# NDJSON control reader. Usage: scripts/fuzz.sh [SECONDS_PER_TARGET] (default 60).
# Crashes are kept in .build/fuzz/crashes/TARGET/; copy one into Tests/Fixtures/fuzz/TARGET/
# to make it a regression test (FuzzRegressionTests replays that folder).
# Without libFuzzer it falls back to the seeded mutation fuzzer (ask-fuzz TARGET --seeded N).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
seconds="${1:-60}"
targets=(json payload sse wire rule date ndjson)
root=.build/fuzz
mkdir -p "$root"
status=0
if swift build -c release --product ask-fuzz --scratch-path "$root" \
  -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >"$root/build.log" 2>&1; then
  binary="$root/release/ask-fuzz"
  printf '%-8s %12s %8s %s\n' target inputs crashes engine
  for target in "${targets[@]}"; do
    corpus="$root/corpus/$target"
    crashes="$root/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    cp -n Tests/Fixtures/fuzz/"$target"/* "$corpus"/ 2>/dev/null || true
    log="$root/$target.log"
    set +e
    ASK_FUZZ_TARGET="$target" "$binary" -max_total_time="$seconds" -max_len=65536 \
      -artifact_prefix="$crashes/" -print_final_stats=1 "$corpus" >"$log" 2>&1
    code=$?
    set -e
    runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
    found=$(find "$crashes" -type f | wc -l)
    printf '%-8s %12s %8s %s\n' "$target" "$runs" "$found" libFuzzer
    if [ "$code" -ne 0 ] || [ "$found" -ne 0 ]; then
      status=1
      echo "fuzz: $target crashed; see $log and $crashes" >&2
    fi
  done
else
  echo "fuzz: libFuzzer build failed (see $root/build.log); using the seeded fuzzer" >&2
  swift build --product ask-fuzz >/dev/null
  count=$((seconds * 2000))
  for target in "${targets[@]}"; do
    .build/debug/ask-fuzz "$target" --seeded "$count" --seed "$RANDOM" \
      --corpus Tests/Fixtures/fuzz/"$target" || status=1
  done
fi
exit $status
