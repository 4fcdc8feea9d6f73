#!/usr/bin/env bash
# Builds the sample package under Tests/PluginFixture with voicelint's plugins and checks
# what they report: the build-tool plugin's findings in Xcode's format during the build,
# the command plugin's report, and that the command plugin refuses --fix (the fix plugin
# asks for write permission). Run from anywhere; exits non-zero on any failure.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/voicelint"
cp -R "$repo/Tests/PluginFixture" "$work/fixture"
cd "$work/fixture"

fail() { echo "test-plugins: $*" >&2; exit 1; }

echo "build-tool plugin: swift build"
swift build 2>&1 | tee build.log >/dev/null || fail "the fixture did not build: $(tail -20 build.log)"
grep -q "Localizable.strings:2:[0-9]*: error: \[en\] the label names the control type \"button\".*\[label-control-type\]" build.log \
  || fail "no label-control-type finding in the build log: $(grep -i voicelint build.log | head)"
grep -q "Localizable.strings:4:[0-9]*: error: \[en\] the hint names the gesture.*\[hint-gesture\]" build.log \
  || fail "no hint-gesture finding in the build log"
grep -q "Localizable.strings:5:[0-9]*: error: \[en\] the label names the control type" build.log \
  || fail "the target's code was not read: no finding for toolbar.delete, which only the code says is a label"

echo "command plugin: swift package plugin voicelint --format json"
swift package plugin voicelint --format json --fail-on never >report.json 2>plugin.log || fail "the command plugin failed: $(cat plugin.log)"
python3 - <<'PY' || fail "the command plugin's report is not the expected JSON"
import json
d = json.load(open("report.json"))
rules = sorted({x["rule"] for x in d["diagnostics"]})
assert "label-control-type" in rules and "hint-gesture" in rules, rules
assert any(x["key"] == "toolbar.delete" and x["roleEvidence"].endswith("Greeter.swift:15:35") for x in d["diagnostics"]), "the package's code was not read"
PY

echo "command plugin refuses --fix"
swift package plugin voicelint --fix >fix.log 2>&1 && fail "the read-only plugin accepted --fix"
grep -q "voicelint-fix" fix.log || fail "no pointer to voicelint-fix: $(cat fix.log)"

echo "fix plugin: swift package --allow-writing-to-package-directory voicelint-fix"
swift package --allow-writing-to-package-directory voicelint-fix --fail-on never >/dev/null 2>fixplugin.log || fail "the fix plugin failed: $(cat fixplugin.log)"
grep -q '"save.accessibilityHint" = "Saves the photo.";' Sources/Greeter/Resources/Localizable.strings || fail "the fix plugin did not write the hint's full stop"
grep -q '"share.accessibilityLabel" = "Share button";' Sources/Greeter/Resources/Localizable.strings || fail "the fix plugin deleted a word (a control type is advice)"
echo "plugins: 4 passed, 0 failed"
