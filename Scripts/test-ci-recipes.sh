#!/usr/bin/env bash
# Runs the voicelint steps of the README's GitHub Actions workflow here, as a pull request
# would: a git repository whose base branch "main" holds Translations/ and whose work tree
# changes one label. Checks that each step runs (exit 0 or 1, never 2), that the
# changed-keys step reports only the changed key, and that the SARIF file is SARIF 2.1.0.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
swift build --package-path "$repo" --product voicelint >/dev/null
bin="$(swift build --package-path "$repo" --show-bin-path)/voicelint"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Translations" "$work/App"
cd "$work"
git init -q -b main && git add App && git -c user.name=ci -c user.email=ci@example.com commit -q -m base
git update-ref refs/remotes/origin/main HEAD
"$bin" App --write-baseline .voicelint-baseline.json --fail-on never >/dev/null 2>&1
# The pull request: one label gets a control-type word.
python3 - <<'PY'
import re
p = "App/Tidepool/fr.lproj/Settings.strings"
s = open(p, encoding="utf-8").read()
s2 = re.sub(r'("[^"]*accessibilityLabel" = ")([^"]+)(";)', lambda m: m.group(1) + "Bouton " + m.group(2) + m.group(3), s, count=1)
assert s2 != s
open(p, "w", encoding="utf-8").write(s2)
PY
steps=$(python3 - "$repo/README.md" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
flow = text.split("# .github/workflows/voiceover-copy.yml", 1)[1].split("```", 1)[0]
for line in flow.splitlines():
    m = re.match(r"\s+run: (/tmp/voicelint/\.build/release/voicelint .*)", line)
    if m:
        print(m.group(1).replace("${{ github.base_ref }}", "main"))
PY
)
[ "$(echo "$steps" | wc -l)" -ge 3 ] || { echo "test-ci-recipes: found no voicelint steps in the README"; exit 1; }
n=0
while IFS= read -r step; do
  n=$((n + 1))
  cmd=${step//\/tmp\/voicelint\/.build\/release\/voicelint/$bin}
  set +e; eval "$cmd" >"step$n.out" 2>"step$n.err"; status=$?; set -e
  [ "$status" -le 1 ] || { echo "test-ci-recipes: step $n exited $status: $step"; cat "step$n.err"; exit 1; }
  if [[ "$step" == *--changed-since* ]]; then
    grep -q "^::error file=App/Tidepool/fr.lproj/Settings.strings" "step$n.out" || { echo "test-ci-recipes: the changed label was not reported"; exit 1; }
    grep -q "1 of [0-9]* keys changed" "step$n.err" || { echo "test-ci-recipes: more than the changed key was checked: $(cat step$n.err)"; exit 1; }
  fi
done <<<"$steps"
python3 - <<'PY'
import json
d = json.load(open("voicelint.sarif"))
assert d["version"] == "2.1.0" and d["runs"][0]["tool"]["driver"]["name"] == "voicelint", d.keys()
assert any(r["ruleId"] == "label-control-type" for r in d["runs"][0]["results"]), "the new finding is in the SARIF"
PY
echo "ci recipes: $n passed, 0 failed"
