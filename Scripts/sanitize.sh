#!/usr/bin/env bash
# Runs the test suite under the address sanitizer and the undefined-behaviour
# sanitizer, each in a build folder of its own (.build/sanitize-NAME), so the
# normal debug build is left alone. Fails when a test fails or a sanitizer
# reports anything.
#
# usage: Scripts/sanitize.sh [address|undefined ...] [--filter REGEX]
#   Default: both sanitizers, every test. The first run of each builds the
#   whole package again with the sanitizer (several minutes on two cores).
#
# What works (Swift 6 on Linux):
# - address: `swift test --sanitize=address`. The processes the suite starts
#   (the voicelint binary, the rewrite child of the kill test) are built with
#   it too. Leak detection is off: the Swift runtime keeps metadata caches for
#   the life of the process, which LeakSanitizer would report.
# - undefined: swiftc has no -sanitize=undefined on Linux ("unsupported
#   option"), so `swift test --sanitize=undefined` does not build. Swift code
#   needs none: overflow, bounds, nil unwraps and exclusivity are checked at
#   run time in this debug build and trap. What the option is for is the C
#   that Swift compiles, the ICU shim's inline functions (Sources/CICU/shim.h):
#   they are built with clang's -fsanitize=undefined (through -Xcc), the UBSan
#   runtime linked, and any report stops the test.
# `--sanitize=thread` is not part of this script.
set -uo pipefail
cd "$(dirname "$0")/.."
sanitizers=()
filter=()
while [ $# -gt 0 ]; do
  case $1 in
    address|undefined) sanitizers+=("$1") ;;
    --filter) filter=(--filter "$2"); shift ;;
    *) echo "usage: Scripts/sanitize.sh [address|undefined ...] [--filter REGEX]" >&2; exit 2 ;;
  esac
  shift
done
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address undefined)

export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export SWIFT_BACKTRACE=enable=no
status=0
for s in "${sanitizers[@]}"; do
  log=.build/sanitize-$s.log
  mkdir -p .build
  echo "== swift test --sanitize=$s ${filter[*]}"
  if [ "$s" = undefined ]; then
    runtime=$(ls "$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"/lib/clang/*/lib/linux/libclang_rt.ubsan_standalone-x86_64.a 2>/dev/null | head -1)
    [ -n "$runtime" ] || { echo "   no UBSan runtime (libclang_rt.ubsan_standalone) beside swiftc" >&2; status=1; continue; }
    swift test --scratch-path ".build/sanitize-$s" -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined \
      -Xswiftc -enforce-exclusivity=checked -Xlinker "$runtime" "${filter[@]}" >"$log" 2>&1
  else
    swift test --sanitize="$s" --scratch-path ".build/sanitize-$s" "${filter[@]}" >"$log" 2>&1
  fi
  rc=$?
  reports=$(grep -cE 'ERROR: AddressSanitizer|runtime error:|SUMMARY: (Address|UndefinedBehavior)Sanitizer' "$log")
  summary=$(grep -E 'Executed [0-9]+ tests?' "$log" | tail -1 | sed 's/^[[:space:]]*//')
  echo "   exit $rc; $summary; sanitizer reports: $reports (log: $log)"
  if [ "$rc" -ne 0 ] || [ "$reports" -ne 0 ]; then
    status=1
    grep -E -m 20 -A 12 'ERROR: AddressSanitizer|runtime error:|error: .*(failed|XCT)' "$log" || tail -20 "$log"
  fi
done
exit $status
