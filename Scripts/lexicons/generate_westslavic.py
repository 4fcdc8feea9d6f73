#!/usr/bin/env python3
"""Generate the Polish, Czech and Slovak lexicons of voicelint.

Writes Lexicons/{pl,cs,sk}/{profile,verbs,words}.json from:

- verbs_pl_cs_sk.tsv beside this script: concept -> the verbs apps use
  (the hand table; read it for the notation);
- pl: morfeusz2 (PyPI) with the SGJP dictionary it ships, a tagged
  morphological generator: every verb form and every control-type noun;
- cs, sk: the Hunspell dictionaries of Debian's hunspell-cs and hunspell-sk
  (/usr/share/hunspell/{cs_CZ,sk_SK}.{aff,dic}); each verb's stem is
  expanded with its affix flags (the affix file is read here; no Hunspell
  code is copied) and the forms are sorted into paradigm slots by their
  shape (see classify()); Slovak's affix tags (is:3rd_person...) are used
  as a cross-check;
- simplemma (PyPI) as a second word list for cs and sk: where the affix
  expansion offers two candidates for one slot (Hunspell over-generates,
  "vymazia" beside "vymaže"), the ones simplemma knows are kept;
- spylls (PyPI, Hunspell in pure Python) to check that every Czech and
  Slovak form the script writes, including the hand-made ones, is accepted
  by the Hunspell dictionary (reported with --report);
- the word tables in this file (control types, states, gestures, ...), and
  the overrides below where a tool is wrong or does not know a verb.

Usage (from the repository root, in a virtual environment, with the
Debian packages hunspell-cs and hunspell-sk installed):
    python3 -m pip install morfeusz2==1.99.15 simplemma==2.0.0 spylls==0.1.7
    python3 Scripts/lexicons/generate_westslavic.py [--check] [--report]
    python3 Scripts/embed-lexicons.py     # then re-embed into the binary

--check writes nothing and exits 1 when a generated file differs from the
one on disk; --report prints the review notes (unknown forms, collisions,
guesses, disagreements between the sources).
"""

import collections
import json
import os
import re
import sys
import unicodedata
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
TABLE = os.path.join(HERE, "verbs_pl_cs_sk.tsv")
LANGS = ("pl", "cs", "sk")

KIND_ORDER = ("imperative", "polite-imperative", "infinitive", "future",
              "past", "gerund", "first-person")

REPORT = defaultdict(list)

PINNED = {
    "morfeusz2": "1.99.15",
    "simplemma": "2.0.0",
    "spylls": "0.1.7",
}
MORFEUSZ_DICT = "pl.sgjp.sgjp-2026.06.01"
DEBIAN = {
    "cs": ("hunspell-cs", "1:7.5.0-1", "cs_CZ"),
    "sk": ("hunspell-sk", "1:7.5.0-1", "sk_SK"),
}
HUNSPELL_DIR = os.environ.get("HUNSPELL_DIR", "/usr/share/hunspell")


def check_versions(allow_other):
    bad = lexicon_tools.require_packages(PINNED)
    for lang, (pkg, want, base) in DEBIAN.items():
        if not os.path.exists(os.path.join(HUNSPELL_DIR, base + ".dic")):
            sys.exit("missing %s/%s.dic: install the Debian package %s"
                     % (HUNSPELL_DIR, base, pkg))
        have = lexicon_tools.dpkg_version(pkg)
        if have and have != want:
            bad.append("%s %s (made with %s)" % (pkg, have, want))
    import morfeusz2
    dict_id = morfeusz2.Morfeusz().dict_id()
    if dict_id != MORFEUSZ_DICT:
        bad.append("morfeusz2 dictionary %s (made with %s)"
                   % (dict_id, MORFEUSZ_DICT))
    lexicon_tools.refuse_other_versions(bad, allow_other)


def note(lang, text):
    REPORT[lang].append(text)


norm = lexicon_tools.norm


# ---------------------------------------------------------------------------
# Reading the hand table.

def read_table():
    return lexicon_tools.read_verb_table(TABLE, LANGS, norm)


def split_item(item):
    """'dodawać/dodać do zakładek' -> ('dodawać', 'dodać', ['do', 'zakładek'])"""
    words = item.split()
    pair, rest = words[0], words[1:]
    if "/" in pair:
        impf, perf = pair.split("/")
        return impf, perf, rest
    return pair, None, rest


# ---------------------------------------------------------------------------
# Polish (morfeusz2 + SGJP).

_MORF = None


def morf():
    global _MORF
    if _MORF is None:
        import morfeusz2
        _MORF = morfeusz2.Morfeusz()
    return _MORF


# Qualifiers of SGJP that mark a form apps do not write.
PL_SKIP_QUALIFIERS = {"rzad.", "daw.", "przest.", "gwar.", "poet.",
                      "wulg.", "reg."}


# SGJP homonyms: the one apps mean.
PL_HOMONYMS = {
    "przejrzeć": "przejrzeć:Vp~zę",     # przejrzy (look through)
    "przestać": "przestać:Vp~anę",      # przestanie (stop)
    "przesłać": "przesłać:Vp~ślę",      # prześle (send)
    "wysłać": "wysłać:Vp~ślę",          # wyśle (send)
}


def pl_generate(lemma, aspect=None):
    out = []
    for form, lem, tag, names, quals in morf().generate(lemma):
        if lem.split(":")[0] != lemma:
            continue
        if lemma in PL_HOMONYMS and lem != PL_HOMONYMS[lemma]:
            continue
        # "naciskać:Vi" / "naciskać:Vp": the homonym of the wanted aspect
        if aspect and ":" in lem and lem.split(":")[1] in ("Vi", "Vp") \
                and lem.split(":")[1] != {"imperf": "Vi", "perf": "Vp"}[aspect]:
            continue
        if ":neg" in tag:
            continue
        if set(quals) & PL_SKIP_QUALIFIERS:
            note("pl", "%s: %s (%s) left out: %s"
                 % (lemma, form, tag, ",".join(quals)))
            continue
        out.append((form, tag, lem))
    if not out:
        sys.exit("morfeusz2 does not know %r" % lemma)
    if len({l for _, _, l in out}) > 1:
        note("pl", "%s: homonyms %s (all kept)"
             % (lemma, sorted({l for _, _, l in out})))
    return out


def pl_pick(forms, *prefixes):
    res = []
    for form, tag, _ in forms:
        if any(tag.startswith(p) for p in prefixes) and form not in res:
            res.append(form)
    return res


def pl_forms(lemma, want_aspect):
    g = pl_generate(lemma, want_aspect)
    aspects = {t.split(":")[-1] for f, t, _ in g if t.startswith("inf")}
    if want_aspect and not any(want_aspect in a.split(".") for a in aspects):
        note("pl", "%s is %s in SGJP, the table says %s"
             % (lemma, "/".join(sorted(aspects)), want_aspect))
    return {
        "third": pl_pick(g, "fin:sg:ter"),
        "first": pl_pick(g, "fin:sg:pri", "fin:pl:pri"),
        "imperative": pl_pick(g, "impt:sg:sec", "impt:pl:sec",
                              "impt:pl:pri"),
        "infinitive": pl_pick(g, "inf"),
        "past": pl_pick(g, "praet", "imps"),
        "gerund": pl_pick(g, "pcon", "pant"),
    }


def pl_entries(item):
    impf, perf, rest = split_item(item)
    fi = pl_forms(impf, "imperf" if perf else None)
    wrong = {
        "imperative": list(fi["imperative"]),
        "infinitive": list(fi["infinitive"]),
        "past": list(fi["past"]),
        "gerund": list(fi["gerund"]),
        "first-person": list(fi["first"]),
        "future": [],
    }
    if perf:
        fp = pl_forms(perf, "perf")
        for k, src in (("imperative", "imperative"),
                       ("infinitive", "infinitive"), ("past", "past"),
                       ("gerund", "gerund"), ("first-person", "first")):
            wrong[k] += fp[src]
        wrong["future"] += fp["third"]
    e = {"lemma": " ".join([impf] + rest), "third": fi["third"],
         "wrong": wrong}
    if perf:
        e["$comment"] = "perfective: " + " ".join([perf] + rest)
    return [e]


# ---------------------------------------------------------------------------
# Czech and Slovak (Hunspell affix expansion).

class Hunspell:
    """Reads a Hunspell .aff/.dic pair: enough to expand a stem with its
    suffix flags (one level of continuation flags)."""

    def __init__(self, base):
        self.sfx = defaultdict(list)
        with open(base + ".aff", encoding="utf-8") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                p = line.split()
                if len(p) >= 5 and p[0] == "SFX":
                    _, flag, strip, add, cond = p[:5]
                    morph = [x for x in p[5:] if not x.startswith("#")]
                    if "#" in p[5:]:
                        morph = p[5:p.index("#")]
                    add, _, cont = add.partition("/")
                    self.sfx[flag].append((
                        "" if strip == "0" else strip,
                        "" if add == "0" else add,
                        re.compile("(" + cond + ")$") if cond != "." else None,
                        cont, tuple(morph)))
        self.dic = defaultdict(list)
        with open(base + ".dic", encoding="utf-8") as f:
            next(f)
            for line in f:
                line = line.strip()
                if not line:
                    continue
                word, _, flags = line.partition("/")
                self.dic[word].append(flags.split()[0] if flags else "")

    def expand_with(self, word, flags):
        out = [(word, ())]
        for fl in flags:
            for strip, add, cond, cont, morph in self.sfx.get(fl, []):
                if cond is not None and not cond.search(word):
                    continue
                if strip and not word.endswith(strip):
                    continue
                form = word[:len(word) - len(strip)] + add
                out.append((form, morph))
                for fl2 in cont:
                    for s2, a2, c2, _, m2 in self.sfx.get(fl2, []):
                        if (c2 is None or c2.search(form)) and \
                                form.endswith(s2):
                            out.append((form[:len(form) - len(s2)] + a2,
                                        morph + m2))
        return out

    def expand(self, word):
        out = []
        for flags in self.dic.get(word, []):
            # N = the negative prefix ne-: not a form a hint starts with
            out += self.expand_with(word, flags)
        return out


_HUN = {}
_SPELL = {}
_LEMMA_DB = {}


def hunspell(lang):
    if lang not in _HUN:
        _HUN[lang] = Hunspell(os.path.join(HUNSPELL_DIR, DEBIAN[lang][2]))
    return _HUN[lang]


def speller(lang):
    if lang not in _SPELL:
        from spylls.hunspell import Dictionary
        _SPELL[lang] = Dictionary.from_files(
            os.path.join(HUNSPELL_DIR, DEBIAN[lang][2]))
    return _SPELL[lang]


def attested(lang, form):
    """simplemma knows the form (as a form or a lemma)."""
    if lang not in _LEMMA_DB:
        from simplemma.strategies.dictionaries.dictionary_factory import \
            DefaultDictionaryFactory
        d = DefaultDictionaryFactory().get_dictionary(lang)
        keys = set(d.keys())
        vals = set()
        for v in d.values():
            vals.add(v.decode() if isinstance(v, bytes) else v)
        _LEMMA_DB[lang] = keys | vals
    return form in _LEMMA_DB[lang]


# Verbs whose forms Hunspell files under other stems (irregular present
# or past): lemma -> the dictionary stems that carry them (cs: the 1st
# person singular with flag B and the past with flag O). The forms are the
# dictionary's; only the link to the lemma is made here.
STEMS = {
    "cs": {
        "jít": ["jdu", "šel"],
        "najít": ["najdu", "našel"],
        "odejít": ["odejdu", "odešel"],
        "projít": ["projdu", "prošel"],
        "přejít": ["přejdu", "přešel"],
        "psát": ["píšu", "psal"],
        "napsat": ["napíšu", "napsal"],
        "podepsat": ["podepíšu", "podepsal"],
        "popsat": ["popíšu", "popsal"],
        "přepsat": ["přepíšu", "přepsal"],
        "vypsat": ["vypíšu", "vypsal"],
        "zapsat": ["zapíšu", "zapsal"],
        "navést": ["navedu", "navedl"],
        "provést": ["provedu", "provedl"],
        "převést": ["převedu", "převedl"],
        "přijmout": ["přijmu", "přijal"],
        "vyjmout": ["vyjmu", "vyňal"],
        "vzít": ["vezmu", "vzal"],
        "třást": ["třesu", "třásl"],
        "zatřást": ["zatřesu", "zatřásl"],
        "vyrůst": ["vyrostu", "vyrostl"],
        "odeslat": ["odešlu", "odeslal"],
        "poslat": ["pošlu", "poslal"],
        "přeposlat": ["přepošlu", "přeposlal"],
        "přejet": ["přejedu", "přejel"],
        "růst": ["rostu", "rostl"],
        "vidět": ["vidím", "viděl"],
        "uvidět": ["uvidím", "uviděl"],
        "učit": ["učím", "učil"],
        "zvát": ["zvu", "zval"],
        "říct": ["řeknu", "řekl"],
    },
    "sk": {},
}

# Verbs the dictionary lacks or lists without flags: conjugated with the
# flags of a model verb of the same class (lemma -> model). Every form is
# then checked with spylls and by eye (SOURCE.md).
LIKE = {
    "cs": {
        "lajkovat": "kopírovat",
        "streamovat": "kopírovat",
        "vyhláskovat": "kopírovat",
        "vystřeďovat": "kopírovat",
    },
    "sk": {
        "lajkovať": "kopírovať",
        "navigovať": "kopírovať",
        "odblokovávať": "dávať",
        "preposielať": "odosielať",
        "resetovať": "kopírovať",
        "stlmovať": "pripravovať",
        "stmavovať": "pripravovať",
        "streamovať": "kopírovať",
        "ukotvovať": "pripravovať",
        "vyfiltrovať": "kopírovať",
        "vyhláskovať": "kopírovať",
        "začiarkavať": "dávať",
        "četovať": "kopírovať",
        "inovovať": "kopírovať",
        "nasnímať": "dávať",
        "objednávať": "dávať",
        "okomentovať": "kopírovať",
        "preposlať": "poslať",
        "párovať": "kopírovať",
        "skonvertovať": "kopírovať",
        "spárovať": "kopírovať",
        "stmaviť": "zobraziť",
        "ukotviť": "zobraziť",
        "vylepšovať": "pripravovať",
        "zašifrovať": "kopírovať",
        "zbaľovať": "pripravovať",
    },
}

# Forms added to or dropped from one verb after classification (by lemma):
# "add": {slot: [forms]}, "drop": [forms]. Slots: third, first,
# imperative, imperative_pl, second_pl, past, infinitive.
CS_SK_FIXES = {
    "cs": {
        # Hunspell gives both "přehraji" and "přehraju" etc.; nothing to
        # fix there. The dictionary's past of "vyjmout" is the old
        # "vyňal"; "vyjmul" is the current one.
        "vyjmout": {"add": {"past": ["vyjmul", "vyjmula", "vyjmulo",
                                     "vyjmuli", "vyjmuly"]}},
        # "jít" has no imperative stem in the dictionary: "jdi", "jděte".
        "jít": {"add": {"imperative": ["jdi", "jděme"],
                        "imperative_pl": ["jděte"]}},
        "říct": {"add": {"imperative": ["řekni", "řekněme"],
                         "imperative_pl": ["řekněte"]}},
        # the affix file also builds "převrac" (the imperative is převracej)
        "převracet": {"drop": ["převrac", "převracme", "převracte"],
                      "add": {"imperative": ["převracej", "převracejme"],
                              "imperative_pl": ["převracejte"]}},
        # imperatives the dictionary files under other stems or lacks
        "pomoci": {"add": {"imperative": ["pomoz", "pomozme"],
                           "imperative_pl": ["pomozte"]}},
        "učit": {"add": {"imperative": ["uč", "učme"],
                         "imperative_pl": ["učte"]}},
        "shromáždit": {"add": {"imperative": ["shromažď", "shromažďme"],
                               "imperative_pl": ["shromažďte"]}},
    },
    "sk": {
        # the dictionary lacks the imperatives of the -jsť verbs
        "prejsť": {"add": {"imperative": ["prejdi", "prejdime"],
                           "imperative_pl": ["prejdite"]}},
        "odísť": {"add": {"imperative": ["odíď", "odíďme"],
                          "imperative_pl": ["odíďte"]}},
        "pomôcť": {"add": {"imperative": ["pomôž", "pomôžme"],
                           "imperative_pl": ["pomôžte"]},
                   "drop": ["pomôžme", "pomôžte"]},
        # "odpovedať" is biaspectual: odpovedá and the perfective odpovie
        "odpovedať": {"add": {"third": ["odpovie"],
                              "first": ["odpoviem", "odpovieme"],
                              "second_pl": ["odpoviete"],
                              "imperative": ["odpovedz", "odpovedzme"],
                              "imperative_pl": ["odpovedzte"]}},
        # "prezreje" is not standard Slovak: prezrie
        "prezrieť": {"drop": ["prezreje", "prezrejeme", "prezrejete",
                              "prezrejem", "prezrej", "prezrejme",
                              "prezrejte"]},
        # -unúť: presunie, presunul (the affix file gives presune, presuol)
        "presunúť": {"drop": ["presune", "presunem", "presuneme",
                              "presunete", "presuol", "presula", "presulo",
                              "presuli"],
                     "add": {"third": ["presunie"],
                             "first": ["presuniem", "presunieme"],
                             "second_pl": ["presuniete"],
                             "past": ["presunul", "presunula", "presunulo",
                                      "presunuli"]}},
        "vysunúť": {"drop": ["vysune", "vysunem", "vysuneme", "vysunete",
                             "vysuol", "vysula", "vysulo", "vysuli"],
                    "add": {"third": ["vysunie"],
                            "first": ["vysuniem", "vysunieme"],
                            "second_pl": ["vysuniete"],
                            "past": ["vysunul", "vysunula", "vysunulo",
                                     "vysunuli"]}},
        "zhrnúť": {"drop": ["zhrne", "zhrnem", "zhrneme", "zhrnete", "zhrni",
                            "zhrnime", "zhrnite"],
                   "add": {"third": ["zhrnie"],
                           "first": ["zhrniem", "zhrnieme"],
                           "second_pl": ["zhrniete"],
                           "imperative": ["zhrň", "zhrňme"],
                           "imperative_pl": ["zhrňte"]}},
        # the affix file conjugates it like "kázať" without the -e: odkáže
        "odkázať": {"drop": ["odkáza", "odkázam", "odkázame", "odkázate",
                             "odkázaj", "odkázajme", "odkázajte"],
                    "add": {"third": ["odkáže"],
                            "first": ["odkážem", "odkážeme"],
                            "second_pl": ["odkážete"],
                            "imperative": ["odkáž", "odkážme"],
                            "imperative_pl": ["odkážte"]}},
        # the model verb gives "ukotv"; after two consonants Slovak adds -i
        "ukotviť": {"drop": ["ukotv", "ukotvme", "ukotvte"],
                    "add": {"imperative": ["ukotvi", "ukotvime"],
                            "imperative_pl": ["ukotvite"]}},
        # the affix file builds "pozvaťi" from the infinitive
        "pozvať": {"drop": ["pozvaťi", "pozvaťime", "pozvaťite", "pozvať"],
                   "add": {"imperative": ["pozvi", "pozvime"],
                           "imperative_pl": ["pozvite"],
                           "infinitive": ["pozvať"]}},
        # imperatives the dictionary lacks
        "zrýchliť": {"add": {"imperative": ["zrýchli", "zrýchlime"],
                             "imperative_pl": ["zrýchlite"]}},
        "uspať": {"add": {"imperative": ["uspi", "uspime"],
                          "imperative_pl": ["uspite"]}},
    },
}


def cs_sk_forms_raw(lang, lemma):
    h = hunspell(lang)
    forms = set()
    tags = defaultdict(set)
    stems = STEMS[lang].get(lemma)
    model = LIKE[lang].get(lemma)
    if stems:
        words = [(s, h.dic.get(s, [])) for s in stems]
        for s, fl in words:
            if not fl:
                note(lang, "%s: stem %s not in the dictionary" % (lemma, s))
    elif model:
        words = [(lemma, h.dic.get(model, []))]
        note(lang, "%s: conjugated like %s (not in the dictionary or "
             "without flags)" % (lemma, model))
    else:
        words = [(lemma, h.dic.get(lemma, []))]
    for w, flist in words:
        for flags in flist:
            for form, morph in h.expand_with(w, flags):
                forms.add(form)
                tags[form].add(morph)
    forms.add(lemma)
    return forms, tags


def classify(lang, lemma, S):
    """Sort an untagged set of forms into slots by shape.

    3rd person singular: X with X+š, X+me and X+te (2sg, 1pl, 2pl) all in
    the set; 1sg: X-e+u, X-e+i (cs), X+m; past: a masculine P in -l with
    its feminine and plural; imperative: Y with Y+te or Y+me (or
    Y-i+ete/ěte) in the set."""
    S = set(S)
    slots = defaultdict(list)
    used = {lemma}
    thirds = sorted(x for x in S if x != lemma and x + "š" in S
                    and x + "me" in S and x + "te" in S)
    for x in thirds:
        slots["third"].append(x)
        used |= {x, x + "š", x + "me", x + "te"}
        slots["first"].append(x + "me")
        slots["second_pl"].append(x + "te")
        # 1sg: maže -> mažu, dělá -> dělám; the -i variant only after -je
        # (přehraje -> přehraji): "otevři" beside "otevře" is imperative
        ones = [x[:-1] + "u", x + "m"]
        if x.endswith("je"):
            ones.append(x[:-1] + "i")
        for one in ones:
            if one in S and one != x:
                slots["first"].append(one)
                used.add(one)
    # past (l-participle): masculine in -l, feminine and plural beside it
    for p in sorted(S):
        if not p.endswith("l") or p in used:
            continue
        base = None
        if p + "a" in S and p + "i" in S:
            base = p
        elif p.endswith("el") and p[:-2] + "la" in S:
            base = p[:-2] + "l"
        elif p.endswith("iel") and p[:-3] + "la" in S:
            base = p[:-3] + "l"
        elif p.endswith("ol") and p[:-2] + "la" in S:
            base = p[:-2] + "l"
        if base is None:
            continue
        group = [p] + [base + e for e in ("a", "o", "i", "y")
                       if base + e in S]
        slots["past"] += group
        used |= set(group) | {base + e for e in ("s", "as", "os")}
    # short passive participles (cs): smazán, smazána...
    if lang == "cs":
        for p in sorted(S):
            if p in used or not (p.endswith("n") or p.endswith("t")):
                continue
            if all(p + e in S for e in ("a", "o", "i", "y")):
                group = [p] + [p + e for e in ("a", "o", "i", "y")]
                slots["past"] += group
                used |= set(group) | {p + "u"}
    # imperatives
    for y in sorted(S):
        if y in used:
            continue
        pl = [y + "te"] if y + "te" in S else []
        first = [y + "me"] if y + "me" in S else []
        if not pl and y.endswith("i"):
            pl = [y[:-1] + e for e in ("ete", "ěte") if y[:-1] + e in S]
            first = [y[:-1] + e for e in ("eme", "ěme") if y[:-1] + e in S]
        if not pl:
            continue
        slots["imperative"] += [y] + first
        slots["imperative_pl"] += pl
        used |= {y} | set(pl) | set(first)
    # a plural imperative in -ete/-ěte with its -eme/-ěme, whose singular
    # the dictionary lacks (cs "klepněte, klepněme"): the singular in -i
    # is derived ("klepni") and reported
    for y in sorted(S):
        if y in used or not y.endswith(("ete", "ěte")):
            continue
        stem = y[:-3]
        first = [stem + e for e in ("eme", "ěme") if stem + e in S]
        if not first or stem + "í" in slots["third"] or \
                stem + "e" in slots["third"]:
            continue
        sg = stem + "i"
        note(lang, "%s: imperative %r derived from %r" % (lemma, sg, y))
        slots["imperative"] += [sg] + first
        slots["imperative_pl"].append(y)
        used |= {y, sg} | set(first)
    slots["infinitive"] = [lemma]
    rest = sorted(S - used - set(slots["past"]) - set(slots["imperative"])
                  - set(slots["imperative_pl"]))
    return slots, rest


def prefer_attested(lang, lemma, slots):
    """Where a slot has two paradigms' candidates, keep the ones the second
    word list (simplemma) knows, if it knows any."""
    third = slots.get("third", [])
    if len(third) > 1:
        known = [x for x in third if attested(lang, x)]
        if known and len(known) < len(third):
            for x in third:
                if x not in known:
                    note(lang, "%s: 3rd person %r dropped (simplemma does "
                         "not know it; kept %s)" % (lemma, x, known))
                    slots["third"].remove(x)
                    for k in ("first", "second_pl"):
                        slots[k] = [f for f in slots[k] if not (
                            f.startswith(x) and f not in
                            [g for t in known for g in (t + "me", t + "te")])]
                    slots["first"] = [f for f in slots["first"]
                                      if f[:-1] not in (x[:-1],)
                                      or attested(lang, f)]
    # two masculine pasts ("našiel", "nášiel"), two singular imperatives:
    # keep the known ones
    for k, head in (("past", lambda x: x.endswith("l")),
                    ("imperative", lambda x: not x.endswith("me"))):
        heads = [x for x in slots.get(k, []) if head(x)]
        if len(heads) < 2:
            continue
        known = [x for x in heads if attested(lang, x)]
        if not known or len(known) == len(heads):
            continue
        for x in heads:
            if x in known:
                continue
            if k == "past":
                bases = {x}
                for end in ("iel", "el", "ol"):
                    if x.endswith(end):
                        bases.add(x[:-len(end)] + "l")
                group = [x] + [b + e for b in sorted(bases)
                               for e in ("a", "o", "i", "y")]
            else:
                group = [x, x + "me", x[:-1] + "eme", x[:-1] + "ime"]
            group = [g for g in slots[k] if g in group]
            note(lang, "%s: %s %s dropped (simplemma knows %s)"
                 % (lemma, k, group, known))
            slots[k] = [g for g in slots[k] if g not in group]
            if k == "imperative":
                drop_pl = {x + "te", x[:-1] + "ete", x[:-1] + "ite"}
                slots["imperative_pl"] = [
                    g for g in slots["imperative_pl"] if g not in drop_pl]
    return slots


SK_LONG = re.compile(r"(á|é|í|ó|ú|ý|ia|ie|iu|ô|ŕ|ĺ)[^aáäeéiíoóôuúyý]*$")
SK_VOWEL = "aáäeéiíoóôuúyý"
SK_SOFT = {"d": "ď", "t": "ť", "n": "ň", "l": "ľ"}


def sk_rhythm(lemma, slots):
    """Two faults of the Slovak affix file, put right by the grammar:
    - the 3rd person of an -iť verb is -í unless the syllable before is
      long (rhythmic law): "zatvori" -> "zatvorí" (and 1sg, 1pl, 2pl);
    - a singular imperative takes -i only after two consonants
      ("vypni", "pošli"); after one it has no ending and softens d, t, n,
      l: "otvori" -> "otvor", "presuni" -> "presuň" (and -te, -me)."""
    if lemma.endswith("iť"):
        for x in list(slots.get("third", [])):
            if x.endswith("i") and not SK_LONG.search(x[:-1]):
                y = x[:-1] + "í"
                note("sk", "%s: 3rd person %r -> %r (rhythmic law)"
                     % (lemma, x, y))
                ren = {x: y, x + "m": y + "m", x + "me": y + "me",
                       x + "te": y + "te"}
                for k in ("third", "first", "second_pl"):
                    slots[k] = [ren.get(f, f) for f in slots.get(k, [])]
    if any(t.endswith("je") for t in slots.get("third", [])):
        return slots        # nabije: nabi, použije: použi are right
    for y in list(slots.get("imperative", [])):
        if not y.endswith("i") or len(y) < 3:
            continue
        if y[-2] in SK_VOWEL or y[-3] not in SK_VOWEL:
            continue        # a vowel or a cluster before -i: right
        stem = y[:-1]
        bare = stem[:-1] + SK_SOFT.get(stem[-1], stem[-1])
        note("sk", "%s: imperative %r -> %r" % (lemma, y, bare))
        slots["imperative"] = [bare if f == y else
                               (bare + "me" if f == y + "me" else f)
                               for f in slots["imperative"]]
        slots["imperative_pl"] = [bare + "te" if f == y + "te" else f
                                  for f in slots["imperative_pl"]]
    for k in slots:
        seen = []
        for f in slots[k]:
            if f not in seen:
                seen.append(f)
        slots[k] = seen
    return slots


def sk_cross_check(lemma, slots, tags):
    """Slovak's affix file tags its suffixes: compare."""
    for x in slots.get("third", []):
        if not any("is:3rd_person" in m and "is:plural" not in m
                   and "is:past" not in m for m in tags.get(x, [()])):
            note("sk", "%s: %r is 3rd person by shape, not by the affix "
                 "tags %s" % (lemma, x, sorted(tags.get(x, []))))
    for x in slots.get("imperative", []):
        if tags.get(x) and not any("is:imperative" in m for m in tags[x]):
            note("sk", "%s: %r is imperative by shape, not by the affix "
                 "tags" % (lemma, x))


_CS_SK_CACHE = {}


def cs_sk_forms(lang, lemma):
    key = (lang, lemma)
    if key in _CS_SK_CACHE:
        return _CS_SK_CACHE[key]
    S, tags = cs_sk_forms_raw(lang, lemma)
    slots, rest = classify(lang, lemma, S)
    slots = prefer_attested(lang, lemma, slots)
    fix = CS_SK_FIXES[lang].get(lemma, {})
    drop = set(fix.get("drop", []))
    for k in list(slots):
        slots[k] = [x for x in slots[k] if x not in drop]
    for k, v in fix.get("add", {}).items():
        slots[k] = list(slots.get(k, [])) + v
    if lang == "sk":
        slots = sk_rhythm(lemma, slots)
        sk_cross_check(lemma, slots, tags)
    if not slots.get("third"):
        note(lang, "%s: NO 3rd person (forms: %s)" % (lemma, sorted(S)))
    if not slots.get("imperative"):
        note(lang, "%s: no imperative found" % lemma)
    if len(slots.get("third", [])) > 1:
        note(lang, "%s: several 3rd persons %s" % (lemma, slots["third"]))
    if rest:
        note(lang, "%s: left out %s" % (lemma, " ".join(rest)))
    _CS_SK_CACHE[key] = slots
    return slots


def cs_sk_entry(lang, verb, rest, partner=None):
    s = cs_sk_forms(lang, verb)
    wrong = {
        "imperative": list(s.get("imperative", [])),
        # the plural/polite imperative, and the 2nd person plural present
        # (vykání: "Klepnutím zobrazíte" = "by tapping you show")
        "polite-imperative": list(s.get("imperative_pl", [])) +
        list(s.get("second_pl", [])),
        "infinitive": list(s.get("infinitive", [])),
        "past": list(s.get("past", [])),
        "first-person": list(s.get("first", [])),
    }
    e = {"lemma": " ".join([verb] + rest), "third": list(s.get("third", [])),
         "wrong": wrong}
    if partner:
        e["$comment"] = partner
    return e


def cs_sk_entries(lang, item):
    impf, perf, rest = split_item(item)
    out = []
    if perf:
        out.append(cs_sk_entry(lang, perf, rest, "imperfective: " +
                               " ".join([impf] + rest)))
        out.append(cs_sk_entry(lang, impf, rest, "perfective: " +
                               " ".join([perf] + rest)))
    else:
        out.append(cs_sk_entry(lang, impf, rest))
    return out


# ---------------------------------------------------------------------------
# Assembling verbs.json.

def dedupe(seq):
    out = []
    for x in seq:
        x = norm(x)
        if x and x not in out:
            out.append(x)
    return out


def build_verbs(lang, rows):
    entries = []
    cache = {}
    for concept, cells in rows:
        for item in cells[lang]:
            if item not in cache:
                if lang == "pl":
                    cache[item] = pl_entries(item)
                else:
                    cache[item] = cs_sk_entries(lang, item)
            for e0 in cache[item]:
                e = json.loads(json.dumps(e0))
                e["concept"] = concept
                entries.append(e)
    for e in entries:
        e["third"] = dedupe(e["third"])
        for kind in list(e["wrong"]):
            e["wrong"][kind] = dedupe(e["wrong"][kind])
    # A form that is somebody's third person is never wrong; one kind per
    # form and entry (KIND_ORDER).
    thirds = {t for e in entries for t in e["third"]}
    for e in entries:
        seen = set(e["third"])
        for kind in KIND_ORDER:
            kept = []
            for f in e["wrong"].get(kind, []):
                if f in thirds:
                    if f not in e["third"]:
                        note(lang, "%s: %s form %r is the 3rd person of "
                             "another verb: not listed" % (e["lemma"], kind, f))
                    continue
                if f in NOUN_CLASH[lang]:
                    note(lang, "%s: %s form %r dropped (reads as another "
                         "word)" % (e["lemma"], kind, f))
                    continue
                if f in seen:
                    continue
                seen.add(f)
                kept.append(f)
            e["wrong"][kind] = kept
    # A wrong form that leads to two suggestions is kept where its kind
    # ranks first; on a tie it is dropped everywhere.
    where = defaultdict(list)
    for i, e in enumerate(entries):
        if not e["third"]:
            continue
        for kind, forms in e["wrong"].items():
            for f in forms:
                where[f].append((KIND_ORDER.index(kind), e["third"][0], i,
                                 kind))
    for f, places in sorted(where.items()):
        if len({p[1] for p in places}) < 2:
            continue
        best = min(p[0] for p in places)
        winners = {p[1] for p in places if p[0] == best}
        if len(winners) > 1:
            note(lang, "wrong form %r is ambiguous (%s): dropped"
                 % (f, ", ".join(sorted(winners))))
            keep = set()
        else:
            keep = winners
            note(lang, "wrong form %r kept only for %s"
                 % (f, next(iter(winners))))
        for rank, third, i, kind in places:
            if third not in keep or rank != best:
                entries[i]["wrong"][kind] = [
                    x for x in entries[i]["wrong"][kind] if x != f]
    out = []
    for e in entries:
        if not e["third"]:
            note(lang, "ENTRY DROPPED: no 3rd person for %s" % e["lemma"])
            continue
        d = OrderedDict()
        if "$comment" in e:
            d["$comment"] = e["$comment"]
        d["concept"] = e["concept"]
        d["lemma"] = norm(e["lemma"])
        d["third"] = e["third"]
        d["wrong"] = {k: sorted(v) for k, v in e["wrong"].items() if v}
        out.append(d)
    out.sort(key=lambda d: (d["concept"], d["lemma"]))
    uniq = []
    for d in out:
        if uniq and (uniq[-1]["concept"], uniq[-1]["lemma"]) == \
                (d["concept"], d["lemma"]):
            continue
        uniq.append(d)
    return uniq


def check_spelling(lang, verbs):
    """Every Czech and Slovak form must be a word of the Hunspell
    dictionary (report only)."""
    if lang == "pl":
        return
    d = speller(lang)
    seen = set()
    for e in verbs:
        forms = list(e["third"])
        for v in e["wrong"].values():
            forms += v
        for form in forms:
            if form in seen:
                continue
            seen.add(form)
            if not d.lookup(form):
                note(lang, "Hunspell does not accept %r (%s)"
                     % (form, e["lemma"]))


# First words that read as another word far more often than as the verb
# form ("dam", "dali"): not listed as wrong forms.
NOUN_CLASH = {
    "pl": set(),
    # imperative of budit/budiť, but far more often "buď" (be; either)
    "cs": {"buď", "buďme", "buďte"},
    "sk": {"buď", "buďme", "buďte"},
}


# ---------------------------------------------------------------------------
# Word tables for words.json (hand-made; the single control-type nouns are
# declined by morfeusz2 (pl) and by the Hunspell affix expansion (cs, sk)).

CONTROL_NOUNS = {
    # Apple's words for the traits VoiceOver speaks: pl "przycisk",
    # "łącze", "obraz"; cs "tlačítko", "odkaz", "obrázek"; sk "tlačidlo",
    # "odkaz", "obrázok"; plus what translators write.
    "pl": ["przycisk", "łącze", "link", "obraz", "obrazek", "ikona",
           "ikonka", "przełącznik", "suwak", "menu"],
    "cs": ["tlačítko", "přepínač", "odkaz", "obrázek", "ikona", "ikonka",
           "posuvník", "menu"],
    "sk": ["tlačidlo", "prepínač", "odkaz", "obrázok", "ikona", "ikonka",
           "posúvač", "menu"],
}
# Loan words the dictionaries lack, with their case forms.
CONTROL_EXTRA = {
    "pl": ["checkbox", "checkboksa", "checkboksie", "checkboksem",
           "checkboksy", "checkboksów", "checkboksami", "checkboksach"],
    "cs": ["checkbox", "checkboxu", "checkboxem", "checkboxy",
           "checkboxů"],
    "sk": ["checkbox", "checkboxu", "checkboxom", "checkboxy",
           "checkboxov"],
}
# Of these, the ones that are content when a verb governs them ("Kopiuje
# link.", "Otevře menu.", "Zobrazí obrázok.").
OBJECT_NOUNS = {
    "pl": ["łącze", "link", "obraz", "obrazek", "ikona", "ikonka", "menu"],
    "cs": ["odkaz", "obrázek", "ikona", "ikonka", "menu"],
    "sk": ["odkaz", "obrázok", "ikona", "ikonka", "menu"],
}
# Phrases, with every case written out (cs, sk) or agreed by morfeusz2
# (pl: (adjective, noun, words after)).
PL_CONTROL_PHRASES = [
    ("tekstowy", "pole", ""),
    ("rozwijać", "lista", ""),       # the participle "rozwijana"
    ("rozwijać", "menu", ""),
    ("sterujący", "element", ""),
    (None, "pole", "wyboru"),
    (None, "pole", "wyszukiwania"),
]
CS_CONTROL_PHRASES = """
    textové pole|textového pole|textovému poli|textovým polem|textovém poli|
    textová pole|textových polí|textovým polím|textovými poli|
    vyhledávací pole|vyhledávacího pole|vyhledávacímu poli|vyhledávacím polem|
    vyhledávacím poli|vyhledávací pole|vyhledávacích polí|vyhledávacím polím|
    vyhledávacími poli|
    zaškrtávací políčko|zaškrtávacího políčka|zaškrtávacímu políčku|
    zaškrtávacím políčkem|zaškrtávacím políčku|zaškrtávací políčka|
    zaškrtávacích políček|zaškrtávacím políčkům|zaškrtávacími políčky|
    zaškrtávacích políčkách|
    rozbalovací nabídka|rozbalovací nabídky|rozbalovací nabídce|
    rozbalovací nabídku|rozbalovací nabídkou|rozbalovacích nabídek|
    rozbalovacím nabídkám|rozbalovacími nabídkami|rozbalovacích nabídkách|
    ovládací prvek|ovládacího prvku|ovládacímu prvku|ovládacím prvkem|
    ovládacím prvku|ovládací prvky|ovládacích prvků|ovládacím prvkům|
    ovládacími prvky|ovládacích prvcích
"""
SK_CONTROL_PHRASES = """
    textové pole|textového poľa|textovému poľu|textovým poľom|textovom poli|
    textové polia|textových polí|textovým poliam|textovými poliami|
    textových poliach|
    vyhľadávacie pole|vyhľadávacieho poľa|vyhľadávaciemu poľu|
    vyhľadávacím poľom|vyhľadávacom poli|vyhľadávacie polia|
    vyhľadávacích polí|vyhľadávacím poliam|vyhľadávacími poliami|
    vyhľadávacích poliach|
    začiarkavacie políčko|začiarkavacieho políčka|začiarkavaciemu políčku|
    začiarkavacím políčkom|začiarkavacom políčku|začiarkavacie políčka|
    začiarkavacích políčok|začiarkavacím políčkam|začiarkavacími políčkami|
    začiarkavacích políčkach|
    rozbaľovacia ponuka|rozbaľovacej ponuky|rozbaľovacej ponuke|
    rozbaľovaciu ponuku|rozbaľovacou ponukou|rozbaľovacie ponuky|
    rozbaľovacích ponúk|rozbaľovacím ponukám|rozbaľovacími ponukami|
    rozbaľovacích ponukách|
    ovládací prvok|ovládacieho prvku|ovládaciemu prvku|ovládacím prvkom|
    ovládacom prvku|ovládacie prvky|ovládacích prvkov|ovládacím prvkom|
    ovládacími prvkami|ovládacích prvkoch
"""

BRANDS_COMMON = [
    "AirDrop", "AirPlay", "AirPods", "AirTag", "Android", "App Store",
    "Apple", "Apple Music", "Apple Pay", "Apple TV", "Apple Watch",
    "Bluetooth", "CarPlay", "ChatGPT", "Dropbox", "eBay", "Face ID",
    "Facebook", "FaceTime", "GitHub", "Gmail", "Google", "Google Maps",
    "HealthKit", "HomeKit", "iCloud", "iMac", "iMessage", "Instagram",
    "iOS", "iPad", "iPadOS", "iPhone", "iPod", "LinkedIn", "Mac",
    "MacBook", "macOS", "Mastodon", "Messenger", "Microsoft", "Netflix",
    "OneDrive", "Outlook", "PayPal", "Safari", "Signal", "Siri", "Slack",
    "Spotify", "Telegram", "TikTok", "Touch ID", "tvOS", "visionOS",
    "watchOS", "WhatsApp", "YouTube",
]
BRANDS_LOCAL = {
    "pl": ["Allegro", "BLIK", "InPost", "mBank", "mObywatel", "OLX",
           "Onet", "Orlen", "PKO BP", "Żabka"],
    "cs": ["Alza", "ČSOB", "Česká spořitelna", "iDNES", "Mapy.cz",
           "Rohlík", "Seznam", "Zásilkovna"],
    "sk": ["Alza", "Slovenská sporiteľňa", "Tatra banka", "Zoznam",
           "Packeta", "SME"],
}
ACRONYMS_COMMON = [
    "AI", "API", "AR", "CSV", "DNS", "DVD", "EU", "FAQ", "GB", "GIF", "GPS",
    "HD", "HDR", "HEIC", "HTML", "ID", "IP", "JPEG", "JPG", "KB", "LED",
    "LTE", "MB", "MP3", "MP4", "NFC", "OK", "PC", "PDF", "PIN", "PNG",
    "PUK", "QR", "RAM", "SIM", "SMS", "SSD", "TB", "TV", "UHD", "UI", "URL",
    "USA", "USB", "UTC", "VPN", "VR", "ZIP",
]

WORDS = {
    "pl": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_westslavic.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns are listed in every case and number "
            "(morfeusz2), and so are the objectControlTypes. 'karta' and "
            "'zakładka' (tab) are left out: they are cards and bookmarks in "
            "most labels. countableNouns is empty on purpose: Polish has no "
            "articles. unitAbbreviations give the nominative by CLDR plural "
            "category (1 minuta, 2 minuty, 5 minut, 1,5 minuty)."),
        "contentPhrases": [
            "obraz w obrazie", "jakość obrazu", "rozmiar obrazu",
            "ikona aplikacji", "ikonę aplikacji", "ikony aplikacji",
            "link do zaproszenia", "link zaproszenia", "łącze zaproszenia",
            "menu główne", "menu kontekstowe", "menu boczne",
            "przycisk zasilania", "przycisku zasilania",
            "przycisk głośności", "przyciski głośności",
            "przełącznik konta", "przełącznik kont",
            # an image that is the content (found in app catalogs)
            "tekst alternatywny obrazka", "tekst alternatywny obrazu",
            "animowany obrazek", "obrazek nagłówka", "obraz nagłówka",
            "obrazek profilowy", "obraz profilowy",
        ],
        "states": [
            "włączony", "włączona", "włączone", "wyłączony", "wyłączona",
            "wyłączone", "wybrany", "wybrana", "wybrane", "niewybrany",
            "niewybrana", "niewybrane", "zaznaczony", "zaznaczona",
            "zaznaczone", "niezaznaczony", "niezaznaczona", "niezaznaczone",
            "odznaczony", "odznaczona", "odznaczone", "nieaktywny",
            "nieaktywna", "nieaktywne", "wł", "wył",
        ],
        "stateContentPhrases": [
            "wybrane zdjęcia", "wybrane pliki", "wybrane elementy",
            "wybrane wiadomości", "wybrany tekst", "wybrane kontakty",
            "zaznaczony tekst", "zaznaczone elementy", "zaznaczone pliki",
            "zaznaczone zdjęcia", "nieaktywne konto", "nieaktywne konta",
            "wyłączone konto",
        ],
        "gestures": [
            "stuknij", "stuknijcie", "stuknięcie", "stuknięciem",
            "stuknąć", "stuknij dwukrotnie", "dwukrotnie stuknij",
            "stuknij dwa razy", "dwukrotne stuknięcie",
            "dwukrotnym stuknięciem", "podwójne stuknięcie",
            "podwójnym stuknięciem", "dotknij", "dotknięcie", "dotknięciem",
            "dotknąć", "dotknij dwukrotnie", "dwukrotnie dotknij",
            "naciśnij", "naciśnięcie", "naciśnięciem", "nacisnąć",
            "naciśnij dwukrotnie", "kliknij", "kliknięcie", "kliknięciem",
            "kliknąć", "kliknij dwukrotnie", "dwukrotnie kliknij",
            "dwuklik", "podwójne kliknięcie", "tapnij", "tapnięcie",
            "przesuń palcem", "przesunięcie palcem", "przesuń palcem w górę",
            "przesuń palcem w dół", "przesuń palcem w lewo",
            "przesuń palcem w prawo", "przesuń palcem w górę lub w dół",
            "przesuń palcem w lewo lub w prawo", "przesunąć palcem",
            "machnij", "przeciągnij", "przeciągnięcie", "przeciągnąć",
            "przytrzymaj", "stuknij i przytrzymaj",
            "stuknij dwukrotnie i przytrzymaj",
            "dwukrotnie stuknij i przytrzymaj", "dotknij i przytrzymaj",
            "naciśnij i przytrzymaj", "długie naciśnięcie",
            "długim naciśnięciem", "długie stuknięcie",
            "długie przytrzymanie", "zsuń palce", "rozsuń palce",
        ],
        "hintBadStarts": {
            "aby": "infinitive", "żeby": "infinitive", "by": "infinitive",
            "ty": "second-person", "wy": "second-person",
            "pan": "second-person", "pani": "second-person",
            "państwo": "second-person", "proszę": "request",
            "prosimy": "request", "ja": "first-person",
            "my": "first-person", "będzie": "future", "zostanie": "future",
            "jeśli": "condition", "jeżeli": "condition",
            "gdy": "condition", "kiedy": "condition",
            "możesz": "modal", "można": "modal", "musisz": "modal",
            "należy": "modal",
        },
        "acronyms": ACRONYMS_COMMON + [
            "BIK", "KRS", "NFZ", "NIP", "PESEL", "PIT", "PKP", "PLN", "RODO",
            "RP", "UE", "VAT", "ZUS",
        ],
        "abbreviations": {
            "np": "na przykład", "tzn": "to znaczy", "tj": "to jest",
            "itd": "i tak dalej", "itp": "i tym podobne",
            "m.in.": "między innymi", "m. in.": "między innymi",
            "wg": "według", "nr": "numer", "str": "strona",
            "tel": "telefon", "ul": "ulica", "ok": "około",
            "sty": "stycznia", "lut": "lutego", "kwi": "kwietnia",
            "wrz": "września", "paź": "października", "gru": "grudnia",
        },
        "unitAbbreviations": {
            "min": "one:minuta|few:minuty|many:minut|other:minuty",
            "godz": "one:godzina|few:godziny|many:godzin|other:godziny",
            "h": "one:godzina|few:godziny|many:godzin|other:godziny",
            "s": "one:sekunda|few:sekundy|many:sekund|other:sekundy",
            "sek": "one:sekunda|few:sekundy|many:sekund|other:sekundy",
            "tyg": "one:tydzień|few:tygodnie|many:tygodni|other:tygodnia",
            "mies": "one:miesiąc|few:miesiące|many:miesięcy|other:miesiąca",
            "tys": "one:tysiąc|few:tysiące|many:tysięcy|other:tysiąca",
            "mln": "one:milion|few:miliony|many:milionów|other:miliona",
            "mld": "one:miliard|few:miliardy|many:miliardów|other:miliarda",
        },
        "dottedAbbreviations": [
            "al.", "czw.", "dr.", "ds.", "godz.", "gru.", "im.", "inż.",
            "itd.", "itp.", "jw.", "kwi.", "lut.", "m.in.", "mgr.", "min.",
            "mld.", "mln.", "ndz.", "np.", "nr.", "ok.", "paź.", "pn.",
            "pon.", "prof.", "pt.", "r.", "sek.", "sob.", "str.", "sty.",
            "śr.", "św.", "tel.", "tj.", "tyg.", "tys.", "tzn.", "ul.",
            "wg.", "wrz.", "wt.", "zł.",
        ],
        "countableNouns": [],
        "determiners": """
            ten ta to te ci tego tej temu tym tę tą tych tymi
            ten sam
            twój twoja twoje twoi twojego twojej twojemu twoim twoją twoich
            twoimi
            wasz wasza wasze wasi waszego waszej waszemu waszym waszą waszych
            waszymi
            swój swoja swoje swoi swojego swojej swojemu swoim swoją swoich
            swoimi
            mój moja moje moi mojego mojej mojemu moim moją moich moimi
            wszystkie wszystkich wszystkim wszystkimi cały cała całe całego
            całej całemu całym całą
        """.split(),
        "requestWords": ["proszę", "prosimy", "uprzejmie prosimy"],
        "conjunctions": ["i", "oraz", "lub", "albo", "a"],
        "prepositions": [
            "bez", "dla", "do", "między", "na", "nad", "o", "od", "po",
            "pod", "przed", "przez", "przy", "u", "w", "we", "z", "za",
            "ze",
        ],
        "preferredVerbs": {"widzieć": "wyświetlać"},
    },
    "cs": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_westslavic.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns are listed in every case and number "
            "(Hunspell affix expansion), the phrases by hand. 'panel', "
            "'karta', 'záložka' (tab) and 'nabídka' (menu) are left out: "
            "they are content in most labels. countableNouns is empty on "
            "purpose: Czech has no articles. unitAbbreviations follow CLDR "
            "(one: 1 minuta, few: 2 minuty, many: 1,5 minuty, other: 5 "
            "minut)."),
        "contentPhrases": [
            "obraz v obraze", "ikona aplikace", "ikonu aplikace",
            "ikony aplikace", "odkaz na pozvánku", "odkaz pozvánky",
            "zvací odkaz", "hlavní menu", "kontextové menu", "boční menu",
            "tlačítko napájení", "tlačítka hlasitosti",
            "zkopírovat odkaz", "kopírovat odkaz", "sdílet odkaz",
            "otevřít odkaz",
            # content found in app catalogs: the account switcher, pictures
            "přepínač účtů", "přepínače účtů", "přepínačem účtů",
            "profilový obrázek", "profilového obrázku", "obrázek profilu",
            "obrázek záhlaví", "animovaný obrázek",
        ],
        "states": [
            "vybráno", "vybrán", "vybrána", "vybrány", "nevybráno",
            "zapnuto", "vypnuto", "zapnuta", "vypnuta", "zapnuty",
            "vypnuty", "zapnutý", "zapnutá", "zapnuté",
            "vypnutý", "vypnutá", "vypnuté", "zaškrtnuto", "nezaškrtnuto",
            "zaškrtnutý", "zaškrtnutá", "zaškrtnuté", "nezaškrtnutý",
            "nezaškrtnutá", "nezaškrtnuté", "nedostupné", "zap", "vyp",
        ],
        "stateContentPhrases": [
            "vybrané fotky", "vybrané fotografie", "vybrané položky",
            "vybrané soubory", "vybrané zprávy", "vybraný text",
            "vybrané kontakty", "zapnuté funkce", "vypnuté účty",
            "vypnutý účet",
        ],
        "gestures": [
            "klepněte", "klepni", "klepnutí", "klepnutím", "klepnout",
            "dvakrát klepněte", "klepněte dvakrát", "dvakrát klepni",
            "dvojité klepnutí", "dvojitým klepnutím", "dvojklepnutí",
            "poklepejte", "poklepáním", "poklepání", "dvakrát poklepejte",
            "dvojité poklepání", "dvojitým poklepáním",
            "dvojitým poklepáním a podržením",
            "ťukněte", "ťukni", "ťuknutí", "ťuknutím", "dvakrát ťukněte",
            "klikněte", "klikni", "kliknutí", "kliknutím", "kliknout",
            "dvakrát klikněte", "dvojklik", "dvojklikem",
            "dvojité kliknutí", "dvojitým kliknutím",
            "dotkněte se", "dotkni se", "dotykem",
            "přejeďte prstem", "přejeď prstem", "přejetí prstem",
            "přejetím prstem", "přejeďte nahoru", "přejeďte dolů",
            "přejeďte doleva", "přejeďte doprava",
            "přejeďte nahoru nebo dolů", "přejeďte doleva nebo doprava",
            "přejeďte prstem nahoru", "přejeďte prstem dolů",
            "přejeďte prstem doleva", "přejeďte prstem doprava",
            "přejeďte prstem nahoru nebo dolů",
            "přejeďte prstem doleva nebo doprava", "přejet prstem",
            "přetáhněte", "přetažením", "podržte", "podržením",
            "klepněte a podržte", "dvakrát klepněte a podržte",
            "klepnutím a podržením", "dvojitým klepnutím a podržením",
            "stiskněte a podržte", "dlouhé stisknutí", "dlouhým stisknutím",
            "dlouhé podržení", "dlouhým podržením", "stažením prstů",
            "roztažením prstů",
        ],
        "hintBadStarts": {
            "aby": "infinitive", "abyste": "infinitive",
            "abys": "infinitive", "ty": "second-person",
            "vy": "second-person", "prosím": "request",
            "prosíme": "request", "já": "first-person",
            "my": "first-person", "bude": "future", "budou": "future",
            "pokud": "condition", "když": "condition",
            "jestli": "condition", "jestliže": "condition",
            "můžete": "modal", "můžeš": "modal", "lze": "modal",
            "musíte": "modal",
        },
        "acronyms": ACRONYMS_COMMON + [
            "ČD", "ČR", "ČT", "DIČ", "DPH", "EET", "IČO", "OP", "PSČ", "RČ",
            "SPZ",
        ],
        "abbreviations": {
            "např": "například", "tzn": "to znamená", "tj": "to jest",
            "atd": "a tak dále", "apod": "a podobně", "č": "číslo",
            "str": "strana", "tel": "telefon", "ul": "ulice",
            "resp": "respektive", "tzv": "takzvaný",
            "popř": "popřípadě",
        },
        "unitAbbreviations": {
            "min": "one:minuta|few:minuty|many:minuty|other:minut",
            "h": "one:hodina|few:hodiny|many:hodiny|other:hodin",
            "hod": "one:hodina|few:hodiny|many:hodiny|other:hodin",
            "s": "one:sekunda|few:sekundy|many:sekundy|other:sekund",
            "sek": "one:sekunda|few:sekundy|many:sekundy|other:sekund",
            "týd": "one:týden|few:týdny|many:týdne|other:týdnů",
            "měs": "one:měsíc|few:měsíce|many:měsíce|other:měsíců",
            "tis": "one:tisíc|few:tisíce|many:tisíce|other:tisíc",
            "mil": "one:milion|few:miliony|many:milionu|other:milionů",
            "mld": "one:miliarda|few:miliardy|many:miliardy|other:miliard",
        },
        "dottedAbbreviations": [
            "apod.", "atd.", "č.", "čt.", "dr.", "h.", "hod.", "ing.",
            "min.", "mld.", "mil.", "měs.", "mgr.", "např.", "po.", "popř.",
            "prof.", "př.", "resp.", "s.", "sek.", "so.", "st.", "str.",
            "tel.", "tis.", "tj.", "týd.", "tzn.", "tzv.", "ul.", "út.",
            "ne.", "pá.",
        ],
        "countableNouns": [],
        "determiners": """
            ten ta to ti ty toho té tomu tom tím tu tou těch těm těmi
            tento tato toto tito tyto tohoto této tomuto tomto tímto tuto
            touto těchto těmto těmito
            váš vaše vašeho vaší vašemu vašem vaším vaši vašich vašim vašimi
            tvůj tvoje tvá tvé tvého tvému tvém tvým tvou tvoji tvých tvými
            svůj svoje svá své svého svému svém svým svou svoji svých svými
            můj moje má mé mého mému mém mým mou moji mých mými
            všechny všechno vše všech všem všemi celý celá celé celého celou
            celému celém celým
        """.split(),
        "requestWords": ["prosím", "prosíme"],
        "conjunctions": ["a", "nebo", "i"],
        "prepositions": [
            "bez", "do", "k", "ke", "mezi", "na", "nad", "o", "od", "po",
            "pod", "pro", "před", "přes", "při", "s", "se", "u", "v", "ve",
            "z", "za", "ze",
        ],
        "preferredVerbs": {"uvidět": "zobrazit", "vidět": "zobrazovat",
                           "podívat se": "zobrazit"},
    },
    "sk": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_westslavic.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns are listed in every case and number "
            "(Hunspell affix expansion), the phrases by hand. 'panel', "
            "'karta', 'záložka' (tab) and 'ponuka' (menu) are left out: "
            "they are content in most labels. countableNouns is empty on "
            "purpose: Slovak has no articles. unitAbbreviations follow CLDR "
            "(one: 1 minúta, few: 2 minúty, many: 1,5 minúty, other: 5 "
            "minút)."),
        "contentPhrases": [
            "obraz v obraze", "ikona aplikácie", "ikonu aplikácie",
            "ikony aplikácie", "odkaz na pozvánku", "odkaz pozvánky",
            "hlavné menu", "kontextové menu", "bočné menu",
            "tlačidlo napájania", "tlačidlá hlasitosti",
            "skopírovať odkaz", "kopírovať odkaz", "zdieľať odkaz",
            "otvoriť odkaz",
            "prepínač účtov", "prepínača účtov", "prepínačom účtov",
            "profilový obrázok", "profilového obrázka", "obrázok profilu",
            "obrázok hlavičky", "animovaný obrázok",
        ],
        "states": [
            "vybraté", "vybratý", "vybratá", "vybraný", "vybraná", "vybrané",
            "nevybraté", "zapnuté", "vypnuté", "zapnutý", "zapnutá",
            "vypnutý", "vypnutá", "začiarknuté", "začiarknutý",
            "začiarknutá", "nezačiarknuté", "nezačiarknutý",
            "nezačiarknutá", "nedostupné", "zap", "vyp",
        ],
        "stateContentPhrases": [
            "vybraté fotky", "vybraté fotografie", "vybraté položky",
            "vybraté súbory", "vybraté správy", "vybraný text",
            "vybrané fotky", "vybrané položky", "vybrané súbory",
            "vybraté kontakty", "zapnuté funkcie", "vypnutý účet",
        ],
        "gestures": [
            "ťuknite", "ťukni", "ťuknutie", "ťuknutím", "ťuknúť",
            "dvakrát ťuknite", "ťuknite dvakrát", "dvakrát ťukni",
            "dvojité ťuknutie", "dvojitým ťuknutím", "klepnite", "klepnutím",
            "kliknite", "klikni", "kliknutie", "kliknutím", "kliknúť",
            "dvakrát kliknite", "dvojklik", "dvojklikom",
            "dvojité kliknutie", "dvojitým kliknutím",
            "dotknite sa", "dotkni sa", "dotykom",
            "potiahnite prstom", "potiahni prstom", "potiahnutie prstom",
            "potiahnutím prstom", "potiahnite nahor", "potiahnite nadol",
            "potiahnite doľava", "potiahnite doprava",
            "potiahnite nahor alebo nadol", "potiahnite doľava alebo doprava",
            "potiahnite prstom nahor", "potiahnite prstom nadol",
            "potiahnite prstom doľava", "potiahnite prstom doprava",
            "potiahnite prstom nahor alebo nadol",
            "potiahnite prstom doľava alebo doprava", "potiahnuť prstom",
            "švihnite", "podržte", "podržaním", "ťuknite a podržte",
            "dvakrát ťuknite a podržte", "ťuknutím a podržaním",
            "dvojitým ťuknutím a podržaním", "stlačte a podržte",
            "dlhé stlačenie", "dlhým stlačením", "dlhé podržanie",
            "dlhým podržaním", "stiahnutím prstov", "roztiahnutím prstov",
        ],
        "hintBadStarts": {
            "aby": "infinitive", "ty": "second-person",
            "vy": "second-person", "prosím": "request",
            "prosíme": "request", "ja": "first-person", "my": "first-person",
            "bude": "future", "budú": "future", "ak": "condition",
            "keď": "condition", "môžete": "modal", "môžeš": "modal",
            "možno": "modal", "musíte": "modal",
        },
        "acronyms": ACRONYMS_COMMON + [
            "DIČ", "DPH", "EČV", "EÚ", "IČO", "OP", "PSČ", "RTVS", "SR",
        ],
        "abbreviations": {
            "napr": "napríklad", "tzn": "to znamená", "tj": "to jest",
            "atď": "a tak ďalej", "č": "číslo", "str": "strana",
            "tel": "telefón", "ul": "ulica", "resp": "respektíve",
            "tzv": "takzvaný",
        },
        "unitAbbreviations": {
            "min": "one:minúta|few:minúty|many:minúty|other:minút",
            "h": "one:hodina|few:hodiny|many:hodiny|other:hodín",
            "hod": "one:hodina|few:hodiny|many:hodiny|other:hodín",
            "s": "one:sekunda|few:sekundy|many:sekundy|other:sekúnd",
            "sek": "one:sekunda|few:sekundy|many:sekundy|other:sekúnd",
            "týž": "one:týždeň|few:týždne|many:týždňa|other:týždňov",
            "mes": "one:mesiac|few:mesiace|many:mesiaca|other:mesiacov",
            "tis": "one:tisíc|few:tisíce|many:tisíca|other:tisíc",
            "mil": "one:milión|few:milióny|many:milióna|other:miliónov",
            "mld": "one:miliarda|few:miliardy|many:miliardy|other:miliárd",
        },
        "dottedAbbreviations": [
            "atď.", "č.", "h.", "hod.", "ing.", "min.", "mld.", "mil.",
            "mes.", "mgr.", "napr.", "prof.", "resp.", "s.", "sek.", "str.",
            "tel.", "tis.", "tj.", "týž.", "tzn.", "tzv.", "ul.", "pon.",
            "ut.", "str.", "štv.", "pi.", "so.", "ne.",
        ],
        "countableNouns": [],
        "determiners": """
            ten tá to tí tie toho tej tomu tom tým tú tou tých tými
            tento táto toto títo tieto tohto tejto tomuto tomto týmto túto
            touto týchto týmito
            váš vaša vaše vášho vašej vášmu vašom vaším vašu vašou vaši
            vašich vašim vašimi
            tvoj tvoja tvoje tvojho tvojej tvojmu tvojom tvojím tvoju tvojou
            tvoji tvojich tvojim tvojimi
            svoj svoja svoje svojho svojej svojmu svojom svojím svoju svojou
            svoji svojich svojim svojimi
            môj moja moje môjho mojej môjmu mojom mojím moju mojou moji
            mojich mojim mojimi
            všetky všetko všetkých všetkým všetkými celý celá celé celého
            celú celému celom celým
        """.split(),
        "requestWords": ["prosím", "prosíme"],
        "conjunctions": ["a", "alebo", "aj", "i"],
        "prepositions": [
            "bez", "cez", "do", "k", "ku", "medzi", "na", "nad", "o", "od",
            "po", "pod", "pre", "pred", "pri", "s", "so", "u", "v", "vo",
            "z", "za", "zo",
        ],
        "preferredVerbs": {"uvidieť": "zobraziť", "vidieť": "zobrazovať",
                           "pozrieť": "zobraziť"},
    },
}

PROFILES = {
    # A control noun heads its label and the rest depends on it ("Przycisk
    # odtwarzania", "Tlačítko přehrávání"): without it a bare genitive is
    # left, so only a control word at the end may go.
    "pl": {"compounds": "words", "controlTypeSuggestion": "trailing"},
    "cs": {"compounds": "words", "controlTypeSuggestion": "trailing"},
    "sk": {"compounds": "words", "controlTypeSuggestion": "trailing"},
}


def pl_declined(word):
    forms = []
    for form, lem, tag, _, quals in morf().generate(word):
        if lem.split(":")[0] == word and tag.startswith("subst") and \
                not set(quals) & PL_SKIP_QUALIFIERS and form not in forms:
            forms.append(form)
    if not forms:
        sys.exit("morfeusz2 does not know the noun %r" % word)
    return forms


def _fields(tag):
    return [set(x.split(".")) for x in tag.split(":")]


def pl_phrase_forms(adj, noun, tail):
    """Noun + agreeing adjective or participle ("pole tekstowe", "lista
    rozwijana"), every case and number; or noun + fixed words."""
    out = []
    nouns = [(f, t) for f, l, t, _, q in morf().generate(noun)
             if l.split(":")[0] == noun and t.startswith("subst")]
    adjs = []
    if adj:
        adjs = [(f, t) for f, l, t, _, q in morf().generate(adj)
                if l.split(":")[0] == adj and (
                    (t.startswith("adj:") and t.endswith(":pos")) or
                    (t.startswith("ppas:") and t.endswith(":aff")))]
    for nf, nt in nouns:
        nn = _fields(nt)      # subst, number, case, gender
        if not adj:
            out.append(" ".join([nf] + ([tail] if tail else [])))
            continue
        found = False
        for af, at in adjs:
            aa = _fields(at)  # adj/ppas, number, case, gender, ...
            if nn[1] & aa[1] and nn[2] & aa[2] and nn[3] & aa[3]:
                out.append(" ".join([nf, af] + ([tail] if tail else [])))
                found = True
        if not found:
            note("pl", "cannot agree %s with %s (%s)" % (adj, nf, nt))
    return out


def cs_sk_declined(lang, word):
    forms, _ = set(), None
    for form, _m in hunspell(lang).expand(word):
        forms.add(form)
    if len(forms) < 2:
        note(lang, "noun %s: no declension in the dictionary" % word)
        forms.add(word)
    return sorted(forms)


def control_types(lang):
    out = list(CONTROL_EXTRA[lang])
    if lang == "pl":
        for n in CONTROL_NOUNS[lang]:
            out += pl_declined(n)
        for adj, noun, tail in PL_CONTROL_PHRASES:
            out += pl_phrase_forms(adj, noun, tail)
    else:
        for n in CONTROL_NOUNS[lang]:
            out += cs_sk_declined(lang, n)
        phrases = CS_CONTROL_PHRASES if lang == "cs" else SK_CONTROL_PHRASES
        out += [" ".join(p.split()) for p in phrases.split("|")
                if p.strip()]
    return out


def object_types(lang):
    out = []
    for n in OBJECT_NOUNS[lang]:
        out += pl_declined(n) if lang == "pl" else cs_sk_declined(lang, n)
    return out


LIST_KEYS = ("controlTypes", "contentPhrases", "objectControlTypes",
             "states", "stateContentPhrases", "gestures", "acronyms",
             "brands", "countableNouns", "determiners", "requestWords",
             "dottedAbbreviations", "prepositions", "conjunctions")
MAP_KEYS = ("preferredVerbs",)


def build_words(lang):
    src = dict(WORDS[lang])
    src["controlTypes"] = control_types(lang)
    src["objectControlTypes"] = object_types(lang)
    src["brands"] = BRANDS_COMMON + BRANDS_LOCAL[lang]
    out = OrderedDict()
    out["$comment"] = src["$comment"]
    for key in LIST_KEYS:
        if key not in src:
            continue
        vals = src[key]
        if key == "brands":
            vals = sorted({unicodedata.normalize("NFC", x) for x in vals},
                          key=lambda x: (x.lower(), x))
        elif key == "acronyms":
            vals = sorted({unicodedata.normalize("NFC", x).upper()
                           for x in vals})
        else:
            vals = sorted({norm(x) for x in vals})
        out[key] = vals
    out["hintBadStarts"] = {norm(k): v
                            for k, v in src["hintBadStarts"].items()}
    out["abbreviations"] = {norm(k): unicodedata.normalize("NFC", v)
                            for k, v in src["abbreviations"].items()}
    out["unitAbbreviations"] = {
        norm(k): unicodedata.normalize("NFC", v)
        for k, v in src["unitAbbreviations"].items()}
    for key in MAP_KEYS:
        if key in src:
            out[key] = dict(src[key])
    clash = set(out["controlTypes"]) & (set(out["states"]) |
                                        set(out["gestures"]))
    if clash:
        sys.exit("%s: words in two lists: %s" % (lang, sorted(clash)))
    return out


def build_profile(lang):
    p = OrderedDict()
    p["language"] = lang
    p["hasCase"] = True
    p["fullStops"] = ["."]
    p["ellipses"] = ["…", "..."]
    p["hintVerbPosition"] = "first"
    p["compounds"] = PROFILES[lang]["compounds"]
    p["controlTypeSuggestion"] = PROFILES[lang]["controlTypeSuggestion"]
    p["labelMaxWords"] = 3
    p["hintMaxWords"] = 15
    return p


VERBS_COMMENT = {
    "pl": ("Generated by Scripts/lexicons/generate_westslavic.py (morfeusz2 "
           "with SGJP); see SOURCE.md. One entry per aspect pair, named by "
           "the imperfective: 'third' is its present (usuwa); the "
           "perfective's 3rd person (usunie) is a future and filed under "
           "'future'. Reflexive 'się' is not part of the forms."),
    "cs": ("Generated by Scripts/lexicons/generate_westslavic.py (Hunspell "
           "cs_CZ affix expansion, simplemma cross-check); see SOURCE.md. "
           "One entry per verb: both aspects' 3rd person is right (smaže, "
           "maže), and a wrong form's suggestion keeps its aspect. "
           "polite-imperative also holds the 2nd person plural present "
           "(zobrazíte). Reflexive 'se' is not part of the forms."),
    "sk": ("Generated by Scripts/lexicons/generate_westslavic.py (Hunspell "
           "sk_SK affix expansion, simplemma cross-check); see SOURCE.md. "
           "One entry per verb: both aspects' 3rd person is right (vymaže, "
           "vymazáva), and a wrong form's suggestion keeps its aspect. "
           "polite-imperative also holds the 2nd person plural present "
           "(zobrazíte). Reflexive 'sa' is not part of the forms."),
}


def main():
    args = lexicon_tools.standard_parser(__doc__.split("\n")[0],
                                         LANGS).parse_args()
    check_versions(args.allow_other_versions)
    rows = read_table()
    stale = []
    for lang in args.langs:
        verbs = build_verbs(lang, rows)
        if args.report:
            check_spelling(lang, verbs)
        files = {
            "profile.json": build_profile(lang),
            "verbs.json": OrderedDict([("$comment", VERBS_COMMENT[lang]),
                                       ("verbs", verbs)]),
            "words.json": build_words(lang),
        }
        folder = os.path.join(LEXICONS, lang)
        stale += lexicon_tools.write_outputs(
            {os.path.join(folder, name):
             unicodedata.normalize("NFC", lexicon_tools.dumps(obj))
             for name, obj in files.items()}, args.check)
        if args.report:
            for line in sorted(set(REPORT[lang])):
                print("%s: %s" % (lang, line))
    return lexicon_tools.finish(stale, args.check)


if __name__ == "__main__":
    sys.exit(main())
