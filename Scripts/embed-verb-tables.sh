#!/bin/sh
# Writes Sources/VoiceLintLexicons/EmbeddedVerbTables.swift: each default lexicon's verbs.json
# compiled into the table a run reads at start (see Lexicons/README.md). Run it after
# Scripts/embed-lexicons.py whenever a verbs.json changed; a test fails while they differ.
set -e
cd "$(dirname "$0")/.."
VOICELINT_WRITE_VERB_TABLES="$PWD/Sources/VoiceLintLexicons/EmbeddedVerbTables.swift" \
    swift test --filter VerbTableTests/testEmbeddedTablesAreCurrent
