#!/usr/bin/env bash
# Records what voicelint reports, so that a change meant to keep behaviour can
# be compared byte for byte: record before, record after, then diff -r.
#
# usage: Scripts/record-findings.sh OUT_DIR [BINARY]
#   BINARY defaults to .build/release/voicelint (built when missing).
# Covers Translations/ (every format, --fix --dry-run, rules, explain, examples),
# each catalog folder of ../shared/corpus (with and without its roles.tsv) and a
# generated catalog (../shared/bench/gen_catalog.py, 3,000 keys, seed 42:
# xcstrings, XLIFF and gettext), and each app of ../shared/apps checked at its
# root as a user would (its sources scanned by default), with its roles listed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Scripts/record-findings.sh OUT_DIR [BINARY]}
bin=${2:-.build/release/voicelint}
[ -x "$bin" ] || swift build -c release >/dev/null
mkdir -p "$out"
shared=../shared

run() { # name, args...
  local name=$1; shift
  "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err"
  echo "exit $?" >>"$out/$name.err"
}

for f in text json sarif junit xcode github markdown html; do
  run "translations.$f" Translations --format "$f" --fail-on never
done
run translations.fix-dry-run Translations --fix --dry-run --format json --fail-on never
run rules rules
for id in $("$bin" rules | awk '{print $1}' | grep -E '^[a-z]+-[a-z-]+$'); do
  run "explain.$id" explain "$id"
done
run examples examples

if [ -d "$shared/corpus" ]; then
  for repo in "$shared"/corpus/*/; do
    name=$(basename "$repo")
    run "corpus.$name" "$repo" --format json --fail-on never
    [ -f "$repo/roles.tsv" ] && run "corpus.$name.roles" "$repo" --roles "$repo/roles.tsv" --format json --fail-on never
  done
fi

if [ -f "$shared/bench/gen_catalog.py" ]; then
  # Checked from inside the generated folder, so that the recorded paths do not depend on OUT_DIR.
  gen="$out/.generated"
  python3 "$shared/bench/gen_catalog.py" --keys 3000 --seed 42 --format all --out-dir "$gen" 2>/dev/null
  abs_out=$(cd "$out" && pwd); abs_bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
  for what in Localizable.xcstrings:xcstrings xliff:xliff po:po; do
    (cd "$gen" && "$abs_bin" "${what%%:*}" --format json --fail-on never >"$abs_out/generated.${what#*:}.out" 2>"$abs_out/generated.${what#*:}.err"; echo "exit $?" >>"$abs_out/generated.${what#*:}.err")
  done
  rm -rf "$gen"
fi
if [ -d "$shared/apps" ]; then
  abs_out=$(cd "$out" && pwd); abs_bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
  for app in "$shared"/apps/*/; do
    name=$(basename "$app")
    (cd "$app" && "$abs_bin" --format json --fail-on never >"$abs_out/app.$name.out" 2>"$abs_out/app.$name.err"; echo "exit $?" >>"$abs_out/app.$name.err")
    (cd "$app" && "$abs_bin" roles --format tsv >"$abs_out/app.$name.roles.out" 2>"$abs_out/app.$name.roles.err"; echo "exit $?" >>"$abs_out/app.$name.roles.err")
  done
fi
echo "recorded $(ls "$out" | wc -l) files in $out"
