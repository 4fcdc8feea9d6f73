#!/usr/bin/env python3
"""Generate Lexicons/en/verbs.json from a real English inflection library.

The verb forms come from lemminflect (PyPI, pinned below): for every lemma
it gives the third person singular (VBZ), the gerund (VBG), the past (VBD)
and the past participle (VBN). This script adds the lemma itself as the
imperative and "to <lemma>" as the infinitive, applies the override tables
below (each one says why), removes any wrong form that is also a right form
anywhere in the file, and writes the JSON sorted, with a 2-space indent,
so that the same inputs always give the same bytes.

Usage (from the repository root):

    python3 -m pip install lemminflect==0.2.3 wordfreq==3.1.1
    python3 Scripts/lexicons/generate_en.py            # writes verbs.json and the
                                                       # nouns of words.json
    python3 Scripts/lexicons/generate_en.py --check    # fails if verbs.json is stale
                                                       # or words.json breaks a rule

`--check` also validates Lexicons/en/words.json (hand-curated, see
Lexicons/en/SOURCE.md): lower case and NFC where the README asks for it,
no duplicates, sorted lists, every content phrase holds a control-type
word, every state content phrase holds a state word, no mass noun among
the countable nouns, and every countable noun has a plural.
words.json's `nouns` list is generated (Scripts/lexicons/nouns.py: the
frequent words of wordfreq that lemminflect knows as nouns and never as
verbs, less every form of verbs.json and the words of the other lists).
`--sort-words` rewrites words.json with its lists sorted and deduplicated
(the words themselves are never changed).

After changing a lexicon, run `python3 Scripts/embed-lexicons.py`.
"""

import argparse
import json
import sys
import unicodedata
from pathlib import Path

LEMMINFLECT_VERSION = "0.2.3"

ROOT = Path(__file__).resolve().parents[2]
CONCEPTS = ROOT / "Lexicons" / "concepts-verbs.txt"
OUT_DIR = ROOT / "Lexicons" / "en"
VERBS_JSON = OUT_DIR / "verbs.json"
WORDS_JSON = OUT_DIR / "words.json"

# ---------------------------------------------------------------------------
# Override tables. Edit these, never verbs.json by hand.
# ---------------------------------------------------------------------------

# Verbs hints use that are not in concepts-verbs.txt, as (lemma, concept).
# A lemma with spaces is a phrasal verb: its first word is inflected and the
# rest (the particle) is kept, so "sign in" gives "signs in", "signing in",
# "signed in". voicelint matches the longest form first, so "Sign in" finds
# this entry before the plain "sign" one; both suggest the same fix.
# The concept is the lemma of concepts-verbs.txt the verb renders (phrasal
# verbs, British spellings). Verbs that render no concept of that list have
# concept None, and their entries carry no "concept" key: they exist so that
# an English hint starting with them is recognised, and no other language
# has to cover them.
EXTRA_VERBS = [
    # phrasal verbs of listed concepts
    ("back up", "back"),
    ("check in", "check"),
    ("check out", "check"),
    ("clean up", "clean"),
    ("fill in", "fill"),
    ("fill out", "fill"),
    ("hang up", "hang"),
    ("log in", "log"),
    ("log out", "log"),
    ("mark as read", "mark"),
    ("mark as unread", "mark"),
    ("set up", "set"),
    ("sign in", "sign"),
    ("sign out", "sign"),
    ("sign up", "sign"),
    ("speed up", "speed"),
    ("turn off", "turn"),
    ("turn on", "turn"),
    ("wake up", "wake"),
    ("zoom in", "zoom"),
    ("zoom out", "zoom"),
    # British spellings of listed concepts (en-GB catalogs fall back to en)
    ("authorise", "authorize"),
    ("centre", "center"),
    ("colour", "color"),
    ("customise", "customize"),
    ("favourite", "favorite"),
    ("maximise", "maximize"),
    ("minimise", "minimize"),
    ("organise", "organize"),
    ("summarise", "summarize"),
    # verbs outside the concept list (no concept)
    ("announce", None),
    ("begin", None),
    ("carry", None),
    ("cycle", None),
    ("decrement", None),
    ("detach", None),
    ("dictate", None),
    ("do", None),
    ("echo", None),
    ("have", None),
    ("include", None),
    ("increment", None),
    ("look up", None),
    ("opt in", None),
    ("opt out", None),
    ("personalize", None),
    ("personalise", None),
    ("reconnect", None),
    ("reopen", None),
    ("replay", None),
    ("shrink", None),
    ("shut down", None),
    ("slow down", None),
    ("text", None),
    ("trash", None),
    ("try", None),
    ("unbookmark", None),
    ("unfavorite", None),
    ("unfavourite", None),
    ("unhide", None),
    ("uninstall", None),
    ("unlike", None),
    ("unpair", None),
    ("unsave", None),
    ("unsend", None),
]

# Concepts whose English rendering is not the bare concept word.
# "back" in a hint means going back ("Goes back to the inbox."); the verb
# "to back" ("backs") is not what apps mean, and a hint or label-like hint
# starting with "Back" should be fixed to "Goes back", not "Backs".
# The concept is rendered by "go back" (and "back up", above), and the bare
# word "back" is listed as a wrong imperative of "go back" (WRONG_EXTRA).
CONCEPT_LEMMA = {
    "back": "go back",
}

# Forms lemminflect gets wrong or lacks, by lemma and tag. These replace the
# library's forms for that tag. All are prefixed verbs that lemminflect does
# not know (out of vocabulary) and inflects by its regular-verb rules.
FORM_OVERRIDES = {
    # unstar: the final consonant doubles like star/starred (library: "unstared").
    "unstar": {"VBD": ["unstarred"], "VBN": ["unstarred"], "VBG": ["unstarring"]},
    # unhide: irregular like hide/hid/hidden (library: "unhided").
    "unhide": {"VBD": ["unhid"], "VBN": ["unhidden"]},
    # unsend: irregular like send/sent (library: "unsended").
    "unsend": {"VBD": ["unsent"], "VBN": ["unsent"]},
}

# Extra wrong forms, by lemma and kind.
WRONG_EXTRA = {
    # "Back to the inbox." -> "Goes back to the inbox." (see CONCEPT_LEMMA)
    "go back": {"imperative": ["back"]},
}

# Wrong forms left out, by lemma: at the start of a hint these words are
# almost always another part of speech, so a finding would name the wrong
# mistake and its suggestion would be nonsense ("Following accounts ..." ->
# "Follows accounts ..."). Such a hint gets the "unknown first word" note.
WRONG_EXCLUDE = {
    "begin": {"beginning"},   # noun: "Beginning of the list."
    "follow": {"following"},  # adjective/preposition: "Following accounts ..."
    "give": {"given"},        # preposition: "Given the ..."
    "include": {"including"}, # preposition: "Including replies."
    "leave": {"left"},        # direction: "Left side ..."
    "meet": {"meeting"},      # noun: "Meeting with ..."
    "note": {"note"},         # noun: "Note: this removes ..."
    "rate": {"rating"},       # noun: "Rating out of five."
    "set": {"setting"},       # noun: "Setting for ..."
    "spell": {"spelling"},    # noun: "Spelling suggestions ..."
    "text": {"text"},         # noun: "Text size ..." (the verb is here for "Texts ...")
    "warn": {"warning"},      # noun: "Warning: ..."
}

# Spelling variants lemminflect offers that are plain misspellings; they are
# dropped from every list (listing them as wrong would be harmless, but they
# would look like a mistake in the lexicon).
DROP_VARIANTS = {"controled", "controling", "refered", "refering"}

WRONG_KINDS = ("imperative", "infinitive", "gerund", "past")  # priority order

# ---------------------------------------------------------------------------


def load_lemminflect(allow_other_version):
    try:
        import lemminflect
    except ImportError:
        sys.exit(f"lemminflect is missing: python3 -m pip install lemminflect=={LEMMINFLECT_VERSION}")
    version = getattr(lemminflect, "__version__", "?")
    if version != LEMMINFLECT_VERSION and not allow_other_version:
        sys.exit(f"lemminflect {version} found, {LEMMINFLECT_VERSION} expected "
                 f"(pass --allow-other-version to try it anyway)")
    return lemminflect


def read_concepts():
    out = []
    for line in CONCEPTS.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.append(line)
    return out


def inflect(L, word, tag):
    """All spellings lemminflect gives for one tag, primary first."""
    forms = L.getAllInflections(word, upos="VERB").get(tag)
    if not forms:
        forms = L.getAllInflectionsOOV(word, upos="VERB").get(tag)
    if not forms:
        forms = (L.getInflection(word, tag=tag) or ())
    out = []
    for f in forms:
        f = f.lower()
        # "re-sends" beside "resends": keep the closed spelling only.
        if "-" in f and "-" not in word:
            continue
        if f in DROP_VARIANTS or f in out:
            continue
        out.append(f)
    return out


def verb_entry(L, lemma, concept):
    head, _, particle = lemma.partition(" ")
    tail = f" {particle}" if particle else ""
    override = FORM_OVERRIDES.get(lemma, {})

    def forms(tag):
        fs = override.get(tag) or inflect(L, head, tag)
        return [f + tail for f in fs]

    third = forms("VBZ")
    if not third:
        sys.exit(f"no third person form for {lemma!r}")
    wrong = {
        "imperative": [lemma],
        # Only two words are looked up, so "to sign in" would never match;
        # "To sign" is caught by the entry of "sign".
        "infinitive": [f"to {lemma}"] if not particle else [],
        "gerund": forms("VBG"),
        "past": forms("VBD") + forms("VBN"),
    }
    for kind, extra in WRONG_EXTRA.get(lemma, {}).items():
        wrong[kind] = wrong[kind] + extra
    entry = {"lemma": lemma, "third": third, "wrong": wrong}
    if concept is not None:
        entry["concept"] = concept
    return entry


def build(L):
    concepts = read_concepts()
    pairs = [(CONCEPT_LEMMA.get(c, c), c) for c in concepts] + EXTRA_VERBS
    seen = set()
    entries = []
    for lemma, concept in pairs:
        if (lemma, concept) in seen:
            sys.exit(f"duplicate verb {lemma!r} ({concept})")
        seen.add((lemma, concept))
        entries.append(verb_entry(L, lemma, concept))

    all_third = {t for e in entries for t in e["third"]}
    for e in entries:
        excluded = WRONG_EXCLUDE.get(e["lemma"], set())
        used = set()
        clean = {}
        for kind in WRONG_KINDS:
            keep = []
            for f in e["wrong"][kind]:
                # A right form is never wrong (README), a form sits in one
                # kind only (the first in WRONG_KINDS: "set" is imperative,
                # not past), and the exclusions above are left out.
                if f in all_third or f in used or f in excluded:
                    continue
                used.add(f)
                keep.append(f)
            if keep:
                clean[kind] = keep
        e["wrong"] = clean

    # The same wrong word in two entries must suggest the same fix, or the
    # table would depend on the order of the file.
    owner = {}
    for e in entries:
        for kind, forms in e["wrong"].items():
            for f in forms:
                if f in owner and owner[f] != e["third"][0]:
                    sys.exit(f"wrong form {f!r} suggests both {owner[f]!r} and {e['third'][0]!r}")
                owner[f] = e["third"][0]

    unknown = {e["concept"] for e in entries if "concept" in e} - set(concepts)
    if unknown:
        sys.exit(f"concepts not in concepts-verbs.txt: {sorted(unknown)}")
    missing = set(concepts) - {e.get("concept") for e in entries}
    if missing:
        sys.exit(f"concepts without a verb: {sorted(missing)}")
    entries.sort(key=lambda e: (e["lemma"], e.get("concept", "")))
    return {
        "$comment": "Generated by Scripts/lexicons/generate_en.py with lemminflect "
                    f"{LEMMINFLECT_VERSION}; edit the script's override tables, not this file. "
                    "See SOURCE.md.",
        "verbs": entries,
    }


def dump(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False, sort_keys=True) + "\n"


# ---------------------------------------------------------------------------
# words.json checks
# ---------------------------------------------------------------------------

# Nouns that must never be in countableNouns: mass nouns, plurals used as
# names of screens, and nouns that are usually uncountable in app copy
# ("Records video", "Sends feedback", "Opens settings").
MASS_NOUNS = {
    "access", "advice", "audio", "baggage", "battery life", "bluetooth", "brightness",
    "content", "data", "email", "equipment", "feedback", "footage", "furniture", "help",
    "history", "homework", "information", "internet", "knowledge", "luggage", "mail",
    "media", "money", "music", "news", "options", "permission", "privacy", "progress",
    "research", "security", "settings", "software", "hardware", "space", "spam",
    "speed", "storage", "stuff", "text", "time", "traffic", "video", "volume",
    "weather", "wifi", "work",
}
# Words that follow a hint's verb as particles or adverbs ("Goes back",
# "Goes home", "Scrolls up") or in idioms ("Takes place"): never countable here.
NOT_NOUNS_AFTER_VERB = {
    "action", "away", "back", "bottom", "down", "effect", "first", "forward", "front",
    "home", "last", "left", "next", "off", "on", "part", "place", "previous", "right",
    "shape", "top", "up", "way",
}
# Countable in app copy although lemminflect knows no plural for them
# ("Plays the voicemail.", "Sets the wallpaper.").
COUNTABLE_WITHOUT_LIBRARY_PLURAL = {"voicemail", "wallpaper"}
LOWER_CASE_LISTS = (
    "controlTypes", "contentPhrases", "states", "stateContentPhrases", "gestures",
    "countableNouns", "determiners", "requestWords",
)
OWN_CASE_LISTS = ("acronyms", "brands")


def check_words(L):
    words = json.loads(WORDS_JSON.read_text(encoding="utf-8"))
    problems = []

    def words_of(phrase):
        return phrase.replace("-", " ").split()

    for key in LOWER_CASE_LISTS + OWN_CASE_LISTS:
        items = words.get(key)
        if not isinstance(items, list) or not items:
            problems.append(f"{key}: missing or empty")
            continue
        if len(set(items)) != len(items):
            dup = sorted({x for x in items if items.count(x) > 1})
            problems.append(f"{key}: duplicates {dup}")
        if items != sorted(items, key=str.lower) and items != sorted(items):
            problems.append(f"{key}: not sorted (run --sort-words)")
        for x in items:
            if unicodedata.normalize("NFC", x) != x:
                problems.append(f"{key}: not NFC: {x!r}")
            if x != x.strip() or "  " in x:
                problems.append(f"{key}: stray space in {x!r}")
            if key in LOWER_CASE_LISTS and x != x.lower():
                problems.append(f"{key}: not lower case: {x!r}")
    for key in ("abbreviations", "hintBadStarts"):
        table = words.get(key)
        if not isinstance(table, dict) or not table:
            problems.append(f"{key}: missing or empty")
            continue
        for k, v in table.items():
            if k.startswith("$"):
                continue
            if k != k.lower() or unicodedata.normalize("NFC", k) != k:
                problems.append(f"{key}: key not lower case NFC: {k!r}")
            if not isinstance(v, str) or not v:
                problems.append(f"{key}: empty value for {k!r}")

    control = {w for p in words.get("controlTypes", []) for w in words_of(p)}
    for p in words.get("contentPhrases", []):
        if not set(words_of(p)) & control:
            problems.append(f"contentPhrases: {p!r} holds no control-type word")
    states = {w for p in words.get("states", []) for w in words_of(p)}
    for p in words.get("stateContentPhrases", []):
        if not set(words_of(p)) & states:
            problems.append(f"stateContentPhrases: {p!r} holds no state word")
    determiners = set(words.get("determiners", []))
    for n in words.get("countableNouns", []):
        if n in MASS_NOUNS:
            problems.append(f"countableNouns: {n!r} is a mass noun")
        if n in NOT_NOUNS_AFTER_VERB:
            problems.append(f"countableNouns: {n!r} follows verbs as a particle or in an idiom")
        if n in determiners:
            problems.append(f"countableNouns: {n!r} is also a determiner")
        if " " in n:
            problems.append(f"countableNouns: {n!r} is not one word")
        plural = L.getInflection(n, tag="NNS") if L else None
        if L is not None and n not in COUNTABLE_WITHOUT_LIBRARY_PLURAL and (not plural or plural[0] == n):
            problems.append(f"countableNouns: {n!r} has no plural")
    kinds = set(words.get("hintBadStarts", {}).values())
    known = {"infinitive", "future", "second-person", "first-person", "request",
             "modal", "gesture", "control-type", "condition"}
    for k in sorted(kinds - known):
        problems.append(f"hintBadStarts: unknown kind {k!r} (add it to the check if intended)")
    return problems


def sort_words():
    words = json.loads(WORDS_JSON.read_text(encoding="utf-8"))
    for key, value in words.items():
        if isinstance(value, list):
            words[key] = sorted(dict.fromkeys(value), key=lambda s: (s.lower(), s))
        elif isinstance(value, dict):
            words[key] = dict(sorted(value.items()))
    WORDS_JSON.write_text(dump(words), encoding="utf-8")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="compare verbs.json with a fresh build and validate words.json; write nothing")
    ap.add_argument("--sort-words", action="store_true",
                    help="sort and deduplicate the lists of words.json")
    ap.add_argument("--allow-other-version", action="store_true",
                    help=f"run with a lemminflect other than {LEMMINFLECT_VERSION}")
    args = ap.parse_args()

    if args.sort_words:
        sort_words()
        return
    L = load_lemminflect(args.allow_other_version)
    verbs = build(L)
    text = dump(verbs)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import nouns
    words = json.loads(WORDS_JSON.read_text(encoding="utf-8"))
    noun_list = nouns.en_nouns(L, {k: v for k, v in words.items() if k != "nouns"}, verbs["verbs"])
    if args.check:
        problems = []
        if not VERBS_JSON.exists() or VERBS_JSON.read_text(encoding="utf-8") != text:
            problems.append("verbs.json differs from the generator's output: run the generator")
        if words.get("nouns") != noun_list:
            problems.append("words.json nouns differ from the generator's output: run the generator")
        if WORDS_JSON.exists():
            problems += check_words(L)
        for p in problems:
            print(f"Lexicons/en: {p}", file=sys.stderr)
        sys.exit(1 if problems else 0)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    VERBS_JSON.write_text(text, encoding="utf-8")
    words["nouns"] = noun_list
    # words.json keeps its own key order (hand-curated); only the nouns are written.
    WORDS_JSON.write_text(json.dumps(words, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    n = len(json.loads(text)["verbs"])
    print(f"wrote {VERBS_JSON.relative_to(ROOT)}: {n} verbs")


if __name__ == "__main__":
    main()
