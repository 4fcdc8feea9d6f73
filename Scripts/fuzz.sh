#!/usr/bin/env bash
# Fuzzes every loader with libFuzzer for a fixed time and prints, per target,
# the executions run and the crashes found.
#
# usage: Scripts/fuzz.sh [SECONDS] [TARGET...]
#   SECONDS per target (default 60; the seven targets together then take under
#   10 minutes, the build included). TARGET: xcstrings strings stringsdict
#   xliff android po sources (default: all).
#
# The sources of VoiceLintCatalog and VoiceLintSources are compiled with
# swiftc -sanitize=fuzzer,address into .build/fuzz (rebuilt when a source is
# newer); the package build and `swift test` never need libFuzzer. Each target
# starts from Fuzz/seeds/TARGET (inputs taken from the tests), the files of
# Translations/ in its format and Fuzz/regressions/TARGET (what it found
# before), with the format's tokens from Fuzz/dicts/TARGET.dict; the corpus
# grows in .build/fuzz/corpus/TARGET.
# A crash, a timeout (an input that takes over 10 s) or an out-of-memory is
# saved in .build/fuzz/findings/TARGET/ and the target is restarted for the
# time left. Turn each finding into a test in Tests/VoiceLintMalformedInputTests.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(xcstrings strings stringsdict xliff android po sources)
out=.build/fuzz
mkdir -p "$out"
flags=(-parse-as-library -sanitize=fuzzer,address -O -g)
# The Swift runtime's own crash reporter would slow every crash down.
export SWIFT_BACKTRACE=enable=no

newer() { # output, inputs...: true when the output is missing or older than an input
  local o=$1; shift
  [ -e "$o" ] || return 0
  for i in "$@"; do [ "$i" -nt "$o" ] && return 0; done
  return 1
}

build_library() { # module, sources...
  local m=$1; shift
  if newer "$out/lib$m.a" "$@"; then
    echo "building $m for fuzzing..." >&2
    (cd "$out" && swiftc "${flags[@]}" -I . -module-name "$m" -emit-module -emit-library -static "${@/#/$OLDPWD/}" -o "lib$m.a" 2>&1 \
      | grep -E "error" >&2)
    [ -e "$out/lib$m.a" ] || { echo "fuzz: building $m failed" >&2; exit 2; }
  fi
}

build_library VoiceLintCatalog Sources/VoiceLintCatalog/*.swift
build_library VoiceLintSources Sources/VoiceLintSources/*.swift

extension_of() {
  case $1 in
    xcstrings) echo "-name *.xcstrings" ;;
    strings) echo "-name *.strings" ;;
    stringsdict) echo "-name *.stringsdict" ;;
    xliff) echo "-name *.xliff" ;;
    android) echo "-path */values*/*.xml" ;;
    po) echo "-name *.po" ;;
    sources) echo "-name *.swift -path */VoiceLintSourcesTests/*" ;;
  esac
}

printf "%-12s %10s %8s %8s  %s\n" target executions seconds crashes findings
total_start=$(date +%s)
for t in "${targets[@]}"; do
  [ -f "Fuzz/Targets/$t.swift" ] || { echo "fuzz: no target $t" >&2; exit 2; }
  bin=$out/fuzz-$t
  libs=(-lVoiceLintCatalog)
  [ "$t" = sources ] && libs=(-lVoiceLintSources -lVoiceLintCatalog)
  if newer "$bin" Fuzz/Common.swift "Fuzz/Targets/$t.swift" "$out/libVoiceLintCatalog.a" "$out/libVoiceLintSources.a"; then
    sources=("Fuzz/Targets/$t.swift")
    [ "$t" = sources ] || sources=(Fuzz/Common.swift "Fuzz/Targets/$t.swift")
    swiftc "${flags[@]}" -I "$out" -L "$out" "${libs[@]}" "${sources[@]}" -o "$bin" 2>&1 | grep -E "error" >&2
    [ -x "$bin" ] || { echo "fuzz: building the $t target failed" >&2; exit 2; }
  fi
  corpus=$out/corpus/$t
  findings=$out/findings/$t
  mkdir -p "$corpus" "$findings"
  cp -n Fuzz/seeds/"$t"/* "$corpus"/ 2>/dev/null
  cp -n Fuzz/regressions/"$t"/* "$corpus"/ 2>/dev/null
  set -f  # the patterns are find's, not the shell's
  # shellcheck disable=SC2046
  find Translations Tests $(extension_of "$t") -type f 2>/dev/null | while read -r f; do
    cp -n "$f" "$corpus/seed-$(printf '%s' "$f" | cksum | cut -d' ' -f1)"
  done
  set +f
  executions=0
  start=$(date +%s)
  touch "$out/.started-$t"
  log=$out/fuzz-$t.log
  : >"$log"
  while :; do
    left=$((seconds - ($(date +%s) - start)))
    [ "$left" -ge 1 ] || break
    "$bin" "$corpus" -max_total_time="$left" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -dict="Fuzz/dicts/$t.dict" \
      -print_final_stats=1 -artifact_prefix="$findings/" >>"$log" 2>&1
    n=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | awk '{print $2}')
    executions=$((executions + ${n:-0}))
    # Restarted after a finding: the next run's stats line is its own.
    sed -i 's/stat::number_of_executed_units/counted::number_of_executed_units/' "$log"
    grep -qE 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)' "$log" || break
    sed -i -E 's/ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)/SEEN: \1/' "$log"
  done
  # This run's findings (earlier runs' stay in the folder until moved to Fuzz/regressions).
  crashes=$(find "$findings" -type f -newer "$out/.started-$t" \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  printf "%-12s %10d %8d %8d  %s\n" "$t" "$executions" "$(($(date +%s) - start))" "$crashes" \
    "$([ "$crashes" -gt 0 ] && echo "$findings" || echo -)"
done
echo "total: $(($(date +%s) - total_start)) s (logs in $out/fuzz-TARGET.log)"
