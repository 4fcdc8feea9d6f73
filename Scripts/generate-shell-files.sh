#!/usr/bin/env bash
# Writes the shell completions and the man page from the command line's option table
# (the same table that prints --help): completions/voicelint.{bash,zsh,fish} and
# docs/voicelint.1. A test fails while the files and the binary's output differ.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product voicelint >/dev/null
bin="$(swift build --show-bin-path)/voicelint"
mkdir -p completions docs
"$bin" completions bash >completions/voicelint.bash
"$bin" completions zsh >completions/_voicelint
"$bin" completions fish >completions/voicelint.fish
"$bin" man >docs/voicelint.1
git status --short completions docs/voicelint.1
