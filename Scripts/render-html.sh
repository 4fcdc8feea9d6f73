#!/usr/bin/env bash
# Renders the HTML report of a folder of catalogs to a PNG with headless Chromium,
# to look at the page's layout without a browser; prints the page's size and how long
# the browser took to open and render it (the report's budget: under 2 MB, under 3 s).
# usage: Scripts/render-html.sh [PATH] [PNG]   (default: Translations, docs/report.png)
# Extra `swift build` flags (e.g. --scratch-path DIR) can be given in SWIFT_BUILD_FLAGS.
# Needs Chromium: Debian/Ubuntu `apt-get install chromium`, macOS `brew install --cask chromium`.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-Translations}
png=${2:-docs/report.png}
read -r -a flags <<< "${SWIFT_BUILD_FLAGS:-}"

browser=""
for b in chromium chromium-browser google-chrome google-chrome-stable; do
  if command -v "$b" >/dev/null 2>&1; then browser=$b; break; fi
done
if [ -z "$browser" ]; then
  echo "render-html: no Chromium found (apt-get install chromium)" >&2
  exit 2
fi

swift build "${flags[@]}" --product voicelint >/dev/null
bin=$(swift build "${flags[@]}" --show-bin-path)/voicelint

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# --fail-on never: the demo catalogs have findings on purpose; only status 2 is an error here.
(cd "$target" && "$bin" . --format html --output "$tmp/report.html" --fail-on never) 2>/dev/null || \
  "$bin" "$target" --format html --output "$tmp/report.html" --fail-on never

mkdir -p "$(dirname "$png")"
case "$png" in /*) out=$png ;; *) out=$PWD/$png ;; esac
start=$(date +%s.%N)
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --screenshot="$out" --window-size=1280,2400 "file://$tmp/report.html" 2>"$tmp/browser.log" || {
  cat "$tmp/browser.log" >&2
  exit 1
}
end=$(date +%s.%N)
echo "$png: the page is $(wc -c <"$tmp/report.html") bytes; the browser opened and rendered it in $(awk "BEGIN { printf \"%.2f\", $end - $start }") s"
