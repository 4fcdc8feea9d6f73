#!/usr/bin/env bash
# Rewrites the generated key tables of Lexicons/README.md from the lexicon schema
# in the code (LanguageProfile.fields, WordsKey, VerbKind). A test fails while they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product voicelint >/dev/null
"$(swift build --show-bin-path)/voicelint" lexicon-schema Lexicons/README.md
git diff --stat -- Lexicons/README.md
