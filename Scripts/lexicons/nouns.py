"""Noun lists for `words.json` (key `nouns`), shared by the generators.

A hint that starts with a noun ("Group", "Gruppe", "Reason for reporting
this content") is a name or a value, not what the element does: voicelint
reports it as a warning, where a first word it does not know at all stays an
info. So the list must hold words known to be nouns, from the morphology the
language's verbs come from, and only frequent ones (what app copy uses):

- en: the frequent words of **wordfreq** that **lemminflect** knows as nouns;
- de: the frequent words of wordfreq that **german-nouns** (Wiktionary) lists
  as a noun form;
- ru: the frequent words of wordfreq whose first **pymorphy3** analysis is a
  noun.

Every form that `verbs.json` lists is left out (the verb reading is checked
first anyway), and so are the words of the lexicon's other lists (articles,
prepositions, states, gestures...), so that a word keeps one reading.
"""
import unicodedata

WORDFREQ_VERSION = "3.1.1"
# How many of the language's most frequent words are looked at.
TOP = 12000


def frequent(lang):
    import wordfreq
    from importlib import metadata
    if metadata.version("wordfreq") != WORDFREQ_VERSION:
        raise SystemExit("wordfreq %s expected" % WORDFREQ_VERSION)
    out = []
    for w in wordfreq.top_n_list(lang, TOP):
        w = unicodedata.normalize("NFC", w)
        if len(w) >= 3 and w.isalpha():
            out.append(w)
    return out


def verb_forms(verbs):
    forms = set()
    for v in verbs:
        for f in v.get("third", []):
            forms.add(f.split(" ")[0])
        for fs in (v.get("wrong") or {}).values():
            for f in fs:
                forms.add(f.split(" ")[0])
    return forms


def excluded(words, verbs):
    """Verb forms and the words of the lexicon's other lists."""
    out = verb_forms(verbs)
    for key in ("determiners", "prepositions", "conjunctions", "states", "gestures", "requestWords",
                "controlTypes", "countableNouns"):
        for p in words.get(key, []):
            out.update(p.lower().split(" "))
    out.update(k.lower() for k in words.get("hintBadStarts", {}))
    return out


def en_nouns(lemminflect, words, verbs):
    skip = excluded(words, verbs)
    out = []
    for w in frequent("en"):
        if w in skip:
            continue
        lemmas = lemminflect.getAllLemmas(w)
        if "NOUN" in lemmas and "VERB" not in lemmas and "AUX" not in lemmas:
            out.append(w)
    return sorted(set(out))


def de_nouns(nouns_db, words, verbs):
    skip = excluded(words, verbs)
    out = []
    for w in frequent("de"):
        if w in skip:
            continue
        cap = w[:1].upper() + w[1:]
        rows = nouns_db[cap]
        if any("Substantiv" in r.get("pos", []) and cap in r.get("flexion", {}).values() for r in rows):
            out.append(w)
    return sorted(set(out))


def ru_nouns(morph, words, verbs):
    skip = excluded(words, verbs)
    out = []
    for w in frequent("ru"):
        if w in skip:
            continue
        parses = morph.parse(w)
        if parses and parses[0].tag.POS == "NOUN" and not any(p.tag.POS in ("VERB", "INFN") for p in parses[:3]):
            out.append(w)
    return sorted(set(out))
