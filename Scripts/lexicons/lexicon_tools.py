"""Helpers the lexicon generators in Scripts/lexicons/ share.

A generator imports this module after putting its own folder on sys.path:

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import lexicon_tools

Only code that is the same in the generators that use it lives here; what
differs on purpose between them (table columns, word normalisation, version
checks, report output) stays in each generator.
"""

import json
import os
import unicodedata


def nfc(s):
    """Return s in Unicode normalisation form C (composed characters)."""
    return unicodedata.normalize("NFC", s)


def dumps(obj):
    """Serialise obj as the lexicon JSON files are written.

    Sorted keys, 2-space indent, non-ASCII characters kept as they are
    (ensure_ascii=False) and a trailing newline, so that the same object
    always gives the same bytes. The text is not normalised: a generator
    that wants NFC applies nfc() to its objects or to the result.
    """
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def write_or_check(path, text, check):
    """Bring the file at path up to date with text, or only compare it.

    Returns True when the file is missing or its content (read as UTF-8) is
    not text, False when it is already text. When check is false and the
    file differs, it is written (as UTF-8, creating its folder if needed);
    when check is true nothing is written: the caller collects the paths
    that differ and exits 1 (the --check mode).
    """
    old = None
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            old = f.read()
    if old == text:
        return False
    if not check:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return True
