#!/usr/bin/env bash
# Times voicelint's main job (release build) on a folder of catalogs.
# usage: Scripts/bench.sh [PATH] [RUNS]   (default: Translations, 5 runs)
# Reports the wall time of each run, the best, and the peak memory of the last.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-Translations}
runs=${2:-5}
swift build -c release >/dev/null
bin=.build/release/voicelint
files=$("$bin" "$target" --format json --fail-on never | python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d["diagnostics"]), "findings,", sum(r["strings"] for r in d["languages"]), "strings in", len(d["languages"]), "locales")')
echo "$target: $files"
best=""
for i in $(seq "$runs"); do
  start=$(date +%s.%N)
  "$bin" "$target" --format json --fail-on never >/dev/null
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc)
  echo "run $i: ${t}s"
  if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
done
echo "best: ${best}s"
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "peak memory: %M KB" "$bin" "$target" --format json --fail-on never >/dev/null
fi
