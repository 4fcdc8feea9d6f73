"""Helpers the lexicon generators in Scripts/lexicons/ share.

A generator imports this module after putting its own folder on sys.path:

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import lexicon_tools

Only code that is the same in the generators that use it lives here,
parametrised where the generators differ in a detail (the number of table
columns, how a cell is normalised); what differs on purpose between them
(word normalisation, report output, extra tool checks) stays in each
generator.
"""

import argparse
import json
import os
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
CONCEPTS_FILE = os.path.join(LEXICONS, "concepts-verbs.txt")


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


def norm(text):
    """NFC, lower case, single spaces: how lexicon words are stored."""
    text = unicodedata.normalize("NFC", text).lower()
    return " ".join(text.split())


def nfc_all(obj):
    """Return obj with every string in it, dictionary keys included, in NFC.

    Lists and dictionaries are copied (dictionaries keep their order);
    other values are returned as they are.
    """
    if isinstance(obj, str):
        return nfc(obj)
    if isinstance(obj, list):
        return [nfc_all(x) for x in obj]
    if isinstance(obj, dict):
        return {nfc(k): nfc_all(v) for k, v in obj.items()}
    return obj


def write_outputs(files, check):
    """Run write_or_check on each path -> text of files, in their order.

    Returns the paths that were out of date, relative to the repository
    root (e.g. "Lexicons/sv/verbs.json"), in the same order.
    """
    stale = []
    for path, text in files.items():
        if write_or_check(path, text, check):
            stale.append(os.path.relpath(path, ROOT))
    return stale


def finish(stale, check):
    """End a run that wrote (or with check, compared) the stale files.

    With check, prints "out of date: ..." to stderr and returns 1 when a
    file differs; otherwise prints "wrote PATH" for each file written and
    returns 0. The result is meant for sys.exit().
    """
    if check and stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    for path in stale:
        if not check:
            print("wrote " + path)
    return 0


def standard_parser(description, langs):
    """The argument parser of a generator with the usual options.

    --check (write nothing; exit 1 if a file would change), --report
    (print the review notes), --allow-other-versions and the language
    tags to build as positional arguments (default: all of langs).
    """
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if a file would change")
    ap.add_argument("--report", action="store_true",
                    help="print the review notes")
    ap.add_argument("--allow-other-versions", action="store_true",
                    help="run with other versions of the tools")
    ap.add_argument("langs", nargs="*", default=list(langs))
    return ap


# ---------------------------------------------------------------------------
# Pinned tool versions.

def package_mismatches(pinned):
    """[(name, have, want)] for each PyPI package of pinned (name -> version)
    whose installed version differs; have is None when it is not installed.
    """
    from importlib import metadata
    out = []
    for name, want in pinned.items():
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            have = None
        if have != want:
            out.append((name, have, want))
    return out


def require_packages(pinned):
    """Check the PyPI packages of pinned (name -> version).

    Exits when one is not installed; returns a note "NAME HAVE (made with
    WANT)" for each installed in another version, for refuse_other_versions.
    """
    bad = []
    for name, have, want in package_mismatches(pinned):
        if have is None:
            sys.exit("missing package %s==%s (see the usage above)"
                     % (name, want))
        bad.append("%s %s (made with %s)" % (name, have, want))
    return bad


def dpkg_version(package):
    """The installed version of a Debian package, or None when dpkg-query
    is missing or does not know the package."""
    try:
        have = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", package],
            capture_output=True, text=True).stdout.strip()
    except OSError:
        return None
    return have or None


def refuse_other_versions(bad, allow_other):
    """Exit when bad (notes on tools installed in versions other than the
    pinned ones) is not empty, unless allow_other (--allow-other-versions)."""
    if bad and not allow_other:
        sys.exit("other versions installed: " + "; ".join(bad) +
                 ". Install the pinned ones or pass --allow-other-versions.")


# ---------------------------------------------------------------------------
# The concept -> verb tables.

def read_concept_list(path=CONCEPTS_FILE):
    """The concepts of Lexicons/concepts-verbs.txt, in file order (blank
    lines and # comments skipped)."""
    with open(path, encoding="utf-8") as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def concept_coverage(have):
    """(missing, extra): the concepts of concepts-verbs.txt that are not in
    have, and those of have that are not in the list, both sorted."""
    wanted = set(read_concept_list())
    have = set(have)
    return sorted(wanted - have), sorted(have - wanted)


def read_verb_table(path, langs, norm):
    """Read a hand table: concept, then one cell per language of langs,
    tab-separated; a cell holds ";"-separated items, each passed to norm.

    Blank lines and # comments are skipped. Exits on a line with another
    number of columns, an empty cell, or when the concepts are not exactly
    those of concepts-verbs.txt. Returns [(concept, {lang: [item, ...]})]
    in table order.
    """
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) != len(langs) + 1:
                sys.exit("%s: expected %d columns: %r"
                         % (path, len(langs) + 1, line))
            concept = cols[0].strip()
            cells = {}
            for lang, cell in zip(langs, cols[1:]):
                items = [norm(x) for x in cell.split(";") if x.strip()]
                if not items:
                    sys.exit("%s: no %s verb for %s" % (path, lang, concept))
                cells[lang] = items
            rows.append((concept, cells))
    missing, extra = concept_coverage(c for c, _ in rows)
    if missing or extra:
        sys.exit("concepts missing from the table: %s; extra: %s"
                 % (missing, extra))
    return rows


def drop_ambiguous_wrong_forms(entries, kind_order, note):
    """A wrong form listed for verbs with different right forms would lead to two
    suggestions: it is kept where its kind ranks first in kind_order, and dropped
    everywhere on a tie. entries: verbs.json entries (lists in "wrong" changed in
    place); note: called with a line for the generator's report."""
    where = {}
    for i, e in enumerate(entries):
        for kind, forms in e["wrong"].items():
            for f in forms:
                where.setdefault(f, []).append((kind_order.index(kind), e["third"][0], i, kind))
    for f, places in sorted(where.items()):
        if len({p[1] for p in places}) < 2:
            continue
        best = min(p[0] for p in places)
        winners = {p[1] for p in places if p[0] == best}
        if len(winners) > 1:
            note("wrong form %r is ambiguous (%s): dropped" % (f, ", ".join(sorted(winners))))
            keep = set()
        else:
            keep = winners
            note("wrong form %r kept only for %s" % (f, next(iter(winners))))
        for rank, third, i, kind in places:
            if third not in keep or rank != best:
                entries[i]["wrong"][kind] = [x for x in entries[i]["wrong"][kind] if x != f]


def keep_one_kind_per_form(entries, kind_order, note, leave_out=frozenset()):
    """A form that is some verb's third person is never wrong (fr "Supprime"); a wrong form
    is listed once per entry, under its first kind in kind_order; forms in leave_out (words
    that read as another word) are dropped. entries: verbs.json entries ("wrong" lists set in
    place, one per kind); note: called with a line for the generator's report."""
    thirds = {t for e in entries for t in e["third"]}
    for e in entries:
        seen = set(e["third"])
        for kind in kind_order:
            kept = []
            for f in e["wrong"].get(kind, []):
                if f in thirds:
                    if f not in e["third"]:
                        note("%s: %s form %r is the third person of another verb: not listed" % (e["lemma"], kind, f))
                    continue
                if f in leave_out:
                    note("%s: %s form %r left out (reads as another word)" % (e["lemma"], kind, f))
                    continue
                if f in seen:
                    continue
                seen.add(f)
                kept.append(f)
            e["wrong"][kind] = kept
