#!/usr/bin/env python3
"""Generate the Lithuanian and Latvian lexicons of voicelint.

Writes Lexicons/{lt,lv}/{profile,verbs,words}.json from:

- verbs_lt_lv.tsv beside this script: concept -> the verbs apps use (the
  hand table; read its header for the notation);
- lt: the Hunspell dictionary of Debian's hunspell-lt (lt_LT.aff,
  lt_LT.dic). It stores a verb as three entries, its infinitive, its 3rd
  person present and its 3rd person past (trinti, trina, trynė), each
  with suffix flags that build that stem's forms, and prefix flags for the
  verbal prefixes (iš-, at(i)-, prisi-...). The script links a verb's
  three entries with simplemma's Lithuanian form -> lemma list (and
  wordfreq where two entries compete), expands them with their flags (the
  affix file is read here; no Hunspell code is copied) and sorts the forms
  into paradigm slots by their shape (see lt_slots());
- lv: the Hunspell dictionary of Debian's hunspell-lv (lv_LV.aff,
  lv_LV.dic), whose affix rules carry morphological tags ("is:3xtt0": 3rd
  person, present, not reflexive, indicative): a verb's forms are
  expanded from its infinitive and sorted by their tags (see lv_slots());
- spylls (PyPI, Hunspell in pure Python) to check that every form written
  is accepted by the Hunspell dictionary (--report);
- the word tables in this file (control types, states, gestures, ...),
  with the control-type nouns declined by the same Hunspell expansion.

Usage (from the repository root, in a virtual environment, with the
Debian packages hunspell-lt and hunspell-lv installed):
    python3 -m pip install -r Scripts/lexicons/requirements-lt-lv.txt
    python3 Scripts/lexicons/generate_lt_lv.py [--check] [--report] [--out DIR]
    python3 Scripts/embed-lexicons.py     # then re-embed into the binary

--check writes nothing and exits 1 when a generated file differs from the
one on disk; --report prints the review notes (links between entries,
forms left out, ambiguous forms, forms Hunspell does not accept); --out
writes DIR/<lang>/ instead of Lexicons/<lang>/.
"""

import os
import re
import sys
import unicodedata
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "verbs_lt_lv.tsv")
LANGS = ("lt", "lv")

PINNED = {
    "simplemma": "2.0.0",
    "spylls": "0.1.7",
    "wordfreq": "3.1.1",
}
DEBIAN = {
    # lang: (package, version, file base, encoding of the files)
    "lt": ("hunspell-lt", "1:7.5.0-1", "lt_LT", "iso8859-13"),
    "lv": ("hunspell-lv", "1.4.0-4", "lv_LV", "utf-8"),
}
HUNSPELL_DIR = os.environ.get("HUNSPELL_DIR", "/usr/share/hunspell")

# Kinds in the order a form shared by two kinds keeps the first.
KIND_ORDER = ("imperative", "polite-imperative", "infinitive", "request",
              "future", "past", "gerund", "first-person")

REPORT = defaultdict(list)
# Verbs the sources do not know: the run stops after listing them all.
FAILED = []


def note(lang, text):
    REPORT[lang].append(text)


norm = lexicon_tools.norm


def check_versions(allow_other):
    bad = lexicon_tools.require_packages(PINNED)
    for lang, (pkg, want, base, _) in DEBIAN.items():
        if not os.path.exists(os.path.join(HUNSPELL_DIR, base + ".dic")):
            sys.exit("missing %s/%s.dic: install the Debian package %s"
                     % (HUNSPELL_DIR, base, pkg))
        have = lexicon_tools.dpkg_version(pkg)
        if have and have != want:
            bad.append("%s %s (made with %s)" % (pkg, have, want))
    lexicon_tools.refuse_other_versions(bad, allow_other)


# ---------------------------------------------------------------------------
# Reading a Hunspell dictionary: enough to expand an entry with its suffix
# flags (one level of continuation flags) and its prefix flags.

class Hunspell:
    def __init__(self, lang):
        _, _, base, enc = DEBIAN[lang]
        path = os.path.join(HUNSPELL_DIR, base)
        self.sfx = defaultdict(list)
        self.pfx = defaultdict(list)
        with open(path + ".aff", encoding=enc) as f:
            for line in f:
                if line.startswith("#"):
                    continue
                p = line.split()
                if len(p) < 5 or p[0] not in ("SFX", "PFX"):
                    continue
                kind, flag, strip, add, cond = p[:5]
                morph = []
                for x in p[5:]:
                    if x.startswith("#"):
                        break
                    morph.append(x)
                add, _, cont = add.partition("/")
                strip = "" if strip == "0" else strip
                add = "" if add == "0" else add
                if kind == "SFX":
                    rx = None if cond == "." else re.compile("(" + cond + ")$")
                    self.sfx[flag].append((strip, add, rx, cont, tuple(morph)))
                else:
                    rx = None if cond == "." else re.compile("^(" + cond + ")")
                    self.pfx[flag].append((strip, add, rx, cont, tuple(morph)))
        self.dic = defaultdict(list)
        with open(path + ".dic", encoding=enc) as f:
            next(f)
            for line in f:
                parts = line.split()
                if not parts:
                    continue
                word, _, flags = parts[0].partition("/")
                self.dic[word].append((flags, tuple(parts[1:])))

    def suffixed(self, word, flags, only=None):
        """[(form, tags, flag)] of word with its suffix flags (only those
        in `only`, if given), the word itself first (flag "")."""
        out = [(word, (), "")]
        for fl in flags:
            if only is not None and fl not in only:
                continue
            for strip, add, rx, cont, m in self.sfx.get(fl, []):
                if rx is not None and not rx.search(word):
                    continue
                if strip and not word.endswith(strip):
                    continue
                form = word[:len(word) - len(strip)] + add
                out.append((form, m, fl))
                for fl2 in cont:
                    for s2, a2, r2, _, m2 in self.sfx.get(fl2, []):
                        if (r2 is None or r2.search(form)) and \
                                form.endswith(s2):
                            out.append((form[:len(form) - len(s2)] + a2,
                                        m + m2, fl))
        return out

    def prefixes(self, flag):
        return [(add, rx) for strip, add, rx, _, _ in self.pfx.get(flag, [])
                if not strip]


_HUN = {}


def hunspell(lang):
    if lang not in _HUN:
        _HUN[lang] = Hunspell(lang)
    return _HUN[lang]


_SPELL = {}


def speller(lang):
    if lang not in _SPELL:
        from spylls.hunspell import Dictionary
        _SPELL[lang] = Dictionary.from_files(
            os.path.join(HUNSPELL_DIR, DEBIAN[lang][2]))
    return _SPELL[lang]


_FORMS_OF = {}


def simplemma_forms(lang):
    """lemma -> the forms simplemma's dictionary leads to it."""
    if lang not in _FORMS_OF:
        from simplemma.strategies.dictionaries.dictionary_factory import \
            DefaultDictionaryFactory
        d = DefaultDictionaryFactory().get_dictionary(lang)
        rev = defaultdict(set)
        for k, v in d.items():
            k = k.decode() if isinstance(k, bytes) else k
            v = v.decode() if isinstance(v, bytes) else v
            rev[v].add(k)
        _FORMS_OF[lang] = rev
    return _FORMS_OF[lang]


def frequency(lang, word):
    import wordfreq
    return wordfreq.word_frequency(word, lang)


# ---------------------------------------------------------------------------
# The hand table.

def split_item(item):
    """'keisti dydį' -> ('keisti', ['dydį'])"""
    words = item.split()
    return words[0], words[1:]


# ---------------------------------------------------------------------------
# Lithuanian.
#
# Flags of lt_LT: T builds the forms of an infinitive entry (future,
# conditional, imperative, frequentative past, participles), E those of a
# present entry, P/Y/O those of a past entry, R the reflexive forms of any
# of the three; lower-case letters (and N, S, X: ne-, be-, te-) are
# prefixes. A prefixed verb is its prefix + an unprefixed entry
# ("ištrinti" = "iš" + "trinti"); a prefixed reflexive carries "-si-" in its
# prefix ("prisijungti" = "prisi" + "jungti"); an unprefixed reflexive is an
# entry with its R forms ("jungtis").

LT_PRESENT_FLAGS = "E"
LT_PAST_FLAGS = "PYO"
# Verbal prefixes: never the negative ones (ne-, nebe-, te-...).
# "ne-" and "nebe-" (no longer) make the verbs of prevent, unfollow and
# unwatch; otherwise a negative prefix is never a verb of the table.
LT_NEGATIVE_VERBS = {"neleisti", "nebesekti", "nebestebėti"}
LT_NEGATIVE_PREFIX = re.compile(r"^(ne|nebe|te|tebe|be|nesi|nebesi|besi|"
                                r"tebesi)")

# Where simplemma does not lead from an infinitive to its present and past
# entries, or leads to a homonym's: base infinitive -> (present, past).
# Each is an entry of the dictionary (the script stops if it is not).
LT_PARTS = {
    "sekti": ("seka", "sekė"),          # follow (not "senka", ebb)
    "bendrinti": ("bendrina", "bendrino"),
    "saugoti": ("saugo", "saugojo"),
    "kelti": ("kelia", "kėlė"),
    "tvarkyti": ("tvarko", "tvarkė"),
    "leisti": ("leidžia", "leido"),
    "rasti": ("randa", "rado"),
    "dėti": ("deda", "dėjo"),
    "imti": ("ima", "ėmė"),
    "mesti": ("meta", "metė"),
    "vesti": ("veda", "vedė"),
    "eiti": ("eina", "ėjo"),
    "versti": ("verčia", "vertė"),
    "sukti": ("suka", "suko"),
    "rinkti": ("renka", "rinko"),
    "spausti": ("spaudžia", "spaudė"),
    "kirpti": ("kerpa", "kirpo"),
    "liesti": ("liečia", "lietė"),
    "gauti": ("gauna", "gavo"),
    "duoti": ("duoda", "davė"),
    "siųsti": ("siunčia", "siuntė"),
    "vilkti": ("velka", "vilko"),
    "trinti": ("trina", "trynė"),
    "mokėti": ("moka", "mokėjo"),
    "kalbėti": ("kalba", "kalbėjo"),
    "girsti": ("girsta", "girdo"),
    "verti": ("veria", "vėrė"),         # open (not versti's verčia)
}

# Verbs the dictionary lacks: conjugated like a verb of the same class,
# whose forms get the lemma's stem (lemma -> model); --report lists them.
LT_LIKE = {
    "autentifikuoti": "identifikuoti",
    "išaktyvinti": "aktyvinti",
    "deaktyvuoti": "aktyvuoti",
    "maksimizuoti": "minimizuoti",
    "minimizuoti": "organizuoti",
    "prabalsuoti": "balsuoti",
    "perskelbti": "skelbti",
}



# Infinitive ending -> the endings of its present and past entries, for
# verbs simplemma does not know (the dictionary must have the entry).
LT_CLASSES = [
    ("inti", ("ina",), ("ino",)),
    ("uoti", ("uoja",), ("avo",)),
    ("auti", ("auja",), ("avo",)),
    ("yti", ("o", "ija"), ("ė", "ijo")),
    ("ėti", ("i", "ėja"), ("ėjo",)),
    ("oti", ("o", "oja"), ("ojo",)),
    ("enti", ("ena",), ("eno",)),
    ("ti", ("a", "ia"), ("ė", "o")),
]


def lt_entries_with(h, word, need, prefix_flag):
    """The flag sets of word's entries that have one of the flags `need`
    (and the prefix flag, if any)."""
    out = []
    for flags, _ in h.dic.get(word, []):
        if not any(f in flags for f in need):
            continue
        if prefix_flag and prefix_flag not in flags:
            continue
        out.append(flags)
    return out


def lt_decompose(lemma):
    """[(prefix flag, prefix, base infinitive, reflexive)] for a lemma:
    the entry itself, an unprefixed reflexive, or prefix + entry."""
    h = hunspell("lt")
    out = []
    if lt_entries_with(h, lemma, "T", None):
        out.append(("", "", lemma, False))
    if lemma.endswith("tis") and lt_entries_with(h, lemma[:-1], "R", None):
        out.append(("", "", lemma[:-1], True))
    if out:
        return out
    for flag in sorted(h.pfx):
        for add, rx in h.prefixes(flag):
            if not add or LT_NEGATIVE_PREFIX.match(add) and \
                    not (add in ("ne", "nebe") and lemma in LT_NEGATIVE_VERBS):
                continue
            if not lemma.startswith(add) or len(lemma) - len(add) < 4:
                continue
            base = lemma[len(add):]
            if rx is not None and not rx.search(base):
                continue
            if lt_entries_with(h, base, "T", flag):
                out.append((flag, add, base, False))
    # the longest prefix first: "prisi" + "jungti", not "pri" + "sijungti"
    out.sort(key=lambda x: -len(x[1]))
    return out[:1]


def lt_parts(lemma, flag, add, base, refl):
    """The present and past entries (3rd person) of base."""
    h = hunspell("lt")
    if base in LT_PARTS:
        pres, past = LT_PARTS[base]
        for w, need in ((pres, LT_PRESENT_FLAGS), (past, LT_PAST_FLAGS)):
            if not lt_entries_with(h, w, need, flag):
                sys.exit("lt: %s (%s) is not an entry with flags %s%s"
                         % (w, base, need, " and " + flag if flag else ""))
        return pres, past
    forms = simplemma_forms("lt")
    cands = set(forms.get(base, ())) | {
        f[len(add):] for f in forms.get(lemma, ()) if add and
        f.startswith(add)}
    if refl:
        cands |= {f[:-2] for f in forms.get(lemma, ()) if f.endswith("si")}
    pres, past = [], []
    for c in sorted(cands):
        for flags in lt_entries_with(h, c, LT_PRESENT_FLAGS + LT_PAST_FLAGS,
                                     flag):
            if refl and "R" not in flags:
                continue
            if "E" in flags and c[-1] in "aoi" and not c.endswith("ti"):
                pres.append(c)
            elif any(f in flags for f in LT_PAST_FLAGS) and c[-1] in "oė":
                past.append(c)
    # where simplemma does not know the verb: the stems of its class, if
    # the dictionary has them ("aktyvinti": aktyvina, aktyvino)
    for end, pends, qends in LT_CLASSES:
        if base.endswith(end) and (not pres or not past):
            stem = base[:-len(end)]
            if not pres:
                pres = [stem + e for e in pends if lt_entries_with(
                    h, stem + e, LT_PRESENT_FLAGS, flag)]
            if not past:
                past = [stem + e for e in qends if lt_entries_with(
                    h, stem + e, LT_PAST_FLAGS, flag)]
            note("lt", "%s: entries by its class (-%s): %s / %s"
                 % (lemma, end, pres, past))
            break
    pres = sorted(set(pres), key=lambda w: (-frequency("lt", add + w), w))
    past = sorted(set(past), key=lambda w: (-frequency("lt", add + w), w))
    if len(pres) > 1 or len(past) > 1:
        note("lt", "%s: entries %s / %s, took %s / %s (most frequent)"
             % (lemma, pres, past, pres[:1], past[:1]))
    if not pres or not past:
        FAILED.append("lt: no present or past entry found for %s (base %s):"
                      " present %s, past %s; add it to LT_PARTS"
                      % (lemma, base, pres, past))
        return None
    return pres[0], past[0]


def lt_expand(word, groups, flag):
    h = hunspell("lt")
    out = set()
    for flags in lt_entries_with(h, word, groups, flag):
        for form, _, fl in h.suffixed(word, flags, only=groups):
            if fl:
                out.add(form)
    return out


def lt_reflexive(form):
    """The reflexive of an unprefixed form, by the spelling rule: a vowel
    takes -si, a consonant -is; -te, -me become -tės, -mės; -u -uosi, -i
    -iesi. The short forms (-m, -t: "kalbam") have none of their own."""
    if form.endswith(("m", "t")):
        return None
    if form.endswith("ti"):
        return form + "s"
    if form.endswith(("te", "me")):
        return form[:-1] + "ės"
    if form.endswith("os"):
        return form + "i"
    if form.endswith("usi"):
        return form + "s"
    if form.endswith("dami"):
        return form[:-1] + "iesi"
    if form.endswith("u") and not form.endswith("au"):
        return form + "osi"
    if form.endswith("i") and not form.endswith("ai"):
        return form + "esi"
    if form[-1] in "aeiouyąęėįųū" or form.endswith("au"):
        return form + "si"
    return form + "is"


def restem(slots, model, lemma):
    """The model verb's forms with the lemma's stem: the tail the two
    share is the model's ending ("aktyvinti" -> "išaktyvinti")."""
    k = 0
    while k < min(len(model), len(lemma)) and model[-1 - k] == lemma[-1 - k]:
        k += 1
    mstem, lstem = model[:len(model) - k], lemma[:len(lemma) - k]
    return {slot: [lstem + f[len(mstem):] for f in forms
                   if f.startswith(mstem)]
            for slot, forms in slots.items()}


def lt_slots(lemma):
    """{slot: [forms]} for a Lithuanian infinitive (prefixed, reflexive or
    plain), from the three dictionary entries of its base verb."""
    dec = lt_decompose(lemma)
    if not dec and lemma in LT_LIKE:
        model = LT_LIKE[lemma]
        note("lt", "%s: conjugated like %s (not in the dictionary)"
             % (lemma, model))
        return restem(lt_slots(model), model, lemma)
    if not dec:
        FAILED.append("lt: the dictionary has no verb %r" % lemma)
        return {"third": [lemma]}
    flag, add, base, refl = dec[0]
    parts = lt_parts(lemma, flag, add, base, refl)
    if parts is None:
        return {"third": [lemma]}
    pres, past = parts
    note("lt", "%s = %s + %s (%s, %s)%s"
         % (lemma, add or "-", base, pres, past, " reflexive" if refl else ""))
    T = lt_expand(base, "TW", flag)        # W: the future of -yti, -ūti
    E = lt_expand(pres, "E", flag)
    Q = lt_expand(past, LT_PAST_FLAGS, flag)
    t = base[:-2]                       # trin(ti)
    s = pres[:-1]                       # trin(a), jungi(a), rod(o), žiūr(i)
    q = past[:-1]                       # tryn(ė), gav(o)
    slots = defaultdict(list)

    def take(slot, forms, pool):
        for f in forms:
            if f in pool and f not in slots[slot]:
                slots[slot].append(f)

    slots["third"] = [pres]
    slots["infinitive"] = [base]
    # imperative: trink, trinkime, trinkim; trinkite, trinkit
    for f in sorted(T):
        if f.endswith("k") and f + "ite" in T:
            take("imperative", [f, f + "ime", f + "im"], T)
            take("polite", [f + "ite", f + "it"], T)
    # future: trins, trinsi, trinsite, trinsit; 1st trinsiu, trinsime
    for f in sorted(T):
        if f.endswith(("s", "š")) and f + "ite" in T and f + "iu" in T:
            take("future", [f, f + "i", f + "ite", f + "it"], T)
            take("first", [f + "iu", f + "ime", f + "im"], T)
    # conditional: trintų, trintum, trintumei, trintumėte, trintumėt;
    # 1st trinčiau, trintume, trintumėme, trintumėm
    take("conditional", [t + "tų", t + "tum", t + "tumei", t + "tumėte",
                         t + "tumėt"], T)
    take("first", [t + "tume", t + "tumėme", t + "tumėm"], T)
    take("first", [f for f in T if f.endswith("čiau") and
                   not f.endswith("davau")], T)
    # half-participle (padalyvis in -damas): trindamas, -a, -i, -os
    take("gerund", [t + "damas", t + "dama", t + "dami", t + "damos"], T)
    # frequentative past: trindavo, trindavote; 1st trindavau, trindavome
    take("past", [t + "davo", t + "davote", t + "davot", t + "davai"], T)
    take("first", [t + "davau", t + "davome", t + "davom"], T)
    # The past passive participle (ištrintas, ištrinta) is left out: it is
    # an adjective as often, and "Bus ištrintas įvykis" cannot become
    # "Ištrina įvykį." by a word swap (the noun's case changes).
    # present: trinu, triname, trinam; trinate, trinat; trinant
    take("first", [s + e for e in ("u", "au", "iu")], E)
    take("first", [s + e for e in ("ame", "am", "ome", "om", "ime", "im")],
         E)
    take("polite", [s + e for e in ("ate", "at", "ote", "ot", "ite", "it")],
         E)
    take("gerund", [s + "ant", s + "int"], E)
    # past: trynė; tryniau, trynėme, trynėm; trynėte, trynėt; trynus;
    # trynęs, trynusi, trynę
    slots["past"].insert(0, past)
    take("first", [f for f in Q if f.endswith("au")], Q)
    take("first", [past + "me", past + "m"], Q)
    take("past", [past + "te", past + "t"], Q)
    for qq in (q, q + "i"):
        take("gerund", [qq + "us", qq + "ęs", qq + "usi", qq + "ę",
                        qq + "usios"], Q)
    if refl:
        # every form the three entries build (R holds most reflexives, O
        # and Y some of the past's): a reflexive is kept if it is one
        R = set()
        for w in (base, pres, past):
            R |= lt_expand(w, "TEPYOR", flag)
        R.add(base + "s")
        out = defaultdict(list)
        for slot, forms in slots.items():
            for f in forms:
                r = lt_reflexive(f)
                if r is None:
                    continue
                if r in R:
                    out[slot].append(r)
                else:
                    note("lt", "%s: reflexive of %r (%r) not in the "
                         "dictionary: left out" % (lemma, f, r))
        slots = out
    if add:
        slots = {k: [add + f for f in v] for k, v in slots.items()}
    return dict(slots)


# ---------------------------------------------------------------------------
# Latvian.
#
# lv_LV's affix rules tag every verb form they build: "is:" + person (0-3)
# + number (v singular, d plural, x both) + tense (t present, p past, n
# future) + voice (t plain, a reflexive) + mood (0 indicative, p
# imperative, v debitive, a relative). The 2nd person singular present is
# also the imperative ("dzēs", "atver"); the 1st person plural imperative
# is the future's ("dzēsīsim"). Untagged forms (conditional, participles)
# are told by their shape from the infinitive.

LV_TAGS = {
    # the debitive is "jā" + the 3rd person present, and its stem is
    # tagged where the 3rd person is not (2nd conjugation: "akceptē")
    "third": ["3xt%s0", "0xt%sv"],
    "imperative": ["2vt%s0"],
    "polite": ["2dt%sp", "2dt%s0"],
    "future": ["3xn%s0", "2vn%s0", "2dn%s0", "2xn%s0"],
    "past": ["3xp%s0", "2vp%s0", "2dp%s0"],
    "gerund": ["0xt%sa"],
    "first": ["1vt%s0", "1dt%s0", "1vp%s0", "1dp%s0", "1vn%s0", "1dn%s0"],
}

# Verbs the dictionary lacks: conjugated with the flags of a verb of the
# same class (lemma -> model), read by eye; --report names them.
LV_LIKE = {
    "atiestatīt": "iestatīt",
    "deaktivizēt": "aktivizēt",
    "dublicēt": "publicēt",
    "jaunināt": "atjaunināt",
    "kopīgot": "kopot",
    "miksēt": "skenēt",
    "navigēt": "skenēt",
    "neļaut": "ļaut",
    "noskenēt": "skenēt",
    "priekšskatīt": "skatīt",
    "restartēt": "startēt",
    "tālummainīt": "mainīt",
}


# Verbs the dictionary conjugates in another class than the standard
# language: "mērīt" as the 2nd conjugation (mērī), where it is the 3rd
# (mēra, mērīja), like "dalīt".
LV_REPLACE = {
    "mērīt": "dalīt",
    "izmērīt": "dalīt",
}

LV_VERB_TAG = re.compile(r"^is:[0-3][vdx][tpn][ta][0pva]$")


# Verbs whose present tense comes from another verb: "teikt" (say) and
# its prefixed verbs take "sacīt"'s ("pieteikt": piesaka, piesakās); the
# dictionary conjugates them with the literary "teic".
LV_PRESENT_FROM = {"teikt": "sacīt"}


def lv_verb_entries(h, word):
    """word's verb entries: tagged po:darb..., or untagged ones whose
    suffixes build tagged verb forms ("iet", "dot")."""
    out = []
    for flags, m in h.dic.get(word, []):
        if any(x.startswith("po:darb") for x in m):
            out.append((flags, m))
        elif not any(x.startswith("po:") for x in m) and any(
                LV_VERB_TAG.match(t) for _, tags, _ in h.suffixed(word, flags)
                for t in tags):
            out.append((flags, m))
    return out


def lv_slots(lemma):
    h = hunspell("lv")
    refl = lemma.endswith("ties")
    base = lemma[:-3] if refl else lemma          # pieteik(ties) -> pieteikt
    if refl and not lv_verb_entries(h, base) and lv_verb_entries(h, lemma):
        base = lemma
    entries = lv_verb_entries(h, base)
    model = None
    if base in LV_REPLACE:
        entries = []
        note("lv", "%s: conjugated like %s (the dictionary's paradigm is "
             "not the standard one)" % (lemma, LV_REPLACE[base]))
        model = LV_REPLACE[base]
        entries = lv_verb_entries(h, model)
    elif not entries and base in LV_LIKE:
        model = LV_LIKE[base]
        entries = lv_verb_entries(h, model)
        note("lv", "%s: conjugated like %s (not in the dictionary)"
             % (lemma, model))
    if not entries:
        FAILED.append("lv: the dictionary has no verb %r" % lemma)
        return {"third": [lemma]}
    forms = []
    for flags, _ in entries:
        forms += h.suffixed(model or base, flags)
    if model:
        k = 0
        while k < min(len(model), len(base)) and \
                model[-1 - k] == base[-1 - k]:
            k += 1
        mstem, bstem = model[:len(model) - k], base[:len(base) - k]
        forms = [(bstem + f[len(mstem):], t, fl) for f, t, fl in forms
                 if f.startswith(mstem)]
    for tail, source in LV_PRESENT_FROM.items():
        if base.endswith(tail):
            # the present tense (tense letter "t") from the suppletive verb
            pre = base[:-len(tail)]
            note("lv", "%s: present tense of %s with the prefix %s-"
                 % (lemma, source, pre))
            keep = [(f, t, fl) for f, t, fl in forms
                    if not any(LV_VERB_TAG.match(x) and x[5] == "t"
                               for x in t)]
            for flags, _ in lv_verb_entries(h, source):
                for f, t, fl in h.suffixed(source, flags):
                    if any(LV_VERB_TAG.match(x) and x[5] == "t" for x in t):
                        keep.append((pre + f, t, fl))
            forms = keep
    voice = "a" if refl else "t"
    bytag = defaultdict(list)
    plain = set()
    for form, tags, fl in forms:
        its = [x[3:] for x in tags if x.startswith("is:")]
        if not its:
            plain.add(form)
        for t in its:
            if form not in bytag[t]:
                bytag[t].append(form)
    slots = defaultdict(list)
    for slot, pats in LV_TAGS.items():
        for p in pats:
            for f in bytag.get(p % voice, []):
                if f not in slots[slot]:
                    slots[slot].append(f)
    slots["infinitive"] = [lemma]
    inf = base
    if refl:
        cond = [inf[:-1] + "tos"] if inf.endswith("t") else []
        half = [inf[:-1] + "damies", inf[:-1] + "damās"]
        part = []
    else:
        cond = [inf + "u"]
        half = [inf[:-1] + e for e in ("dams", "dama", "dami", "damas")]
        # the past active participle (dzēsis, dzēsusi); the passive one
        # (dzēsts, dzēsta) is left out, as in lt: "Tiks dzēsts notikums"
        # cannot become "Dzēš notikumu." by a word swap
        part = [p for p in sorted(plain) if p.endswith("is") and
                 p[:-2] + "usi" in plain]
        part += [p for p in sorted(plain) if p.endswith("usi") and
                 p[:-3] + "is" in plain]
    allforms = {f for f, _, _ in forms}
    slots["request"] = [f for f in cond if f in allforms]
    slots["gerund"] += [f for f in half if f in allforms]
    slots["past"] += [f for f in part if f in allforms]
    if lemma.endswith("iet") and slots.get("third") == [lemma[:-3] + "ej"]:
        # "iet" (go) and its prefixed verbs: the 3rd person is the
        # infinitive's spelling ("viņš iet"), which the affix rules do not
        # tag; they tag "ej" (the imperative) as the debitive's stem
        note("lv", "%s: 3rd person %s (the dictionary tags %s)"
             % (lemma, lemma, slots["third"]))
        slots["imperative"] = slots["third"]
        slots["third"] = [lemma]
    if not slots.get("third"):
        sys.exit("lv: no 3rd person for %r" % lemma)
    return dict(slots)


# ---------------------------------------------------------------------------
# Entries and verbs.json.

SLOT_KIND = {
    "imperative": "imperative",
    "polite": "polite-imperative",
    "infinitive": "infinitive",
    "conditional": "request",
    "request": "request",
    "future": "future",
    "past": "past",
    "gerund": "gerund",
    "first": "first-person",
}

_SLOTS = {}


def slots_of(lang, verb):
    key = (lang, verb)
    if key not in _SLOTS:
        _SLOTS[key] = lt_slots(verb) if lang == "lt" else lv_slots(verb)
    return _SLOTS[key]


def entry(lang, item):
    verb, rest = split_item(item)
    s = slots_of(lang, verb)
    wrong = defaultdict(list)
    for slot, forms in s.items():
        if slot == "third":
            continue
        wrong[SLOT_KIND[slot]] += forms
    # the most frequent 3rd person first: it is the one a rewrite uses
    # (lv "izvēlas", not the variant "izvēlējas")
    third = sorted(s["third"], key=lambda f: (-frequency(lang, f), -len(f)))
    if len(third) > 1:
        note(lang, "%s: 3rd persons %s (the first is suggested)"
             % (verb, third))
    return {"lemma": " ".join([verb] + rest), "third": third,
            "wrong": dict(wrong)}


def dedupe(seq):
    out = []
    for x in seq:
        x = norm(x)
        if x and x not in out:
            out.append(x)
    return out


def build_verbs(lang, rows):
    entries = []
    for concept, cells in rows:
        for item in cells[lang]:
            e = entry(lang, item)
            e["concept"] = concept
            entries.append(e)
    for e in entries:
        e["third"] = dedupe(e["third"])
        for kind in list(e["wrong"]):
            e["wrong"][kind] = dedupe(e["wrong"][kind])
    # A form that is somebody's third person is never wrong (lv "atver" is
    # both the imperative and the 3rd person); one kind per form and entry.
    lexicon_tools.keep_one_kind_per_form(entries, KIND_ORDER, lambda m: note(lang, m),
                                         leave_out=NOT_A_VERB[lang])
    # A wrong form that leads to two different suggestions is kept where
    # its kind ranks first; on a tie it is dropped everywhere.
    lexicon_tools.drop_ambiguous_wrong_forms(entries, KIND_ORDER, lambda m: note(lang, m))
    out = []
    for e in entries:
        d = OrderedDict()
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
    """Every form written must be a word of the Hunspell dictionary
    (report only)."""
    d = speller(lang)
    seen = set()
    like = LT_LIKE if lang == "lt" else LV_LIKE
    for e in verbs:
        verb = e["lemma"].split()[0]
        if verb in like or verb[:-3] in like:
            continue
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


# Wrong forms that read as another, far more frequent word at the start of
# a hint: not listed.
NOT_A_VERB = {
    # kuriame, kuriam: "in which", "to which"; apsaugos, galvos, dalys,
    # keliu, vertė: nouns (protection's, head's, parts, by road, value)
    # laikykite: in a hint, the hold of a long press ("Laikykite
    # nuspaudę, kad įrašytumėte"), which a rewrite to "Laiko" would garble
    "lt": {"kuriame", "kuriam", "apsaugos", "galvos", "dalys", "keliu",
           "vertė", "laikykite", "laikykit"},
    # lūdzu: please; beidzot: finally; izņemot: except; sākot: from;
    # pagaidām: for now; vācu: German; jauks: nice; rakstu, raksti,
    # skaitu, augu: nouns (article, articles, number, plants')
    # turiet, turi: in a hint, the hold of a long press ("Turiet, lai
    # ierakstītu"), which a rewrite to "Tur" would garble
    "lv": {"lūdzu", "beidzot", "izņemot", "sākot", "pagaidām", "vācu",
           "jauks", "rakstu", "raksti", "skaitu", "augu", "turiet", "turi"},
}


# ---------------------------------------------------------------------------
# Word tables for words.json (hand-made; the single control-type nouns are
# declined by the Hunspell expansion).

# The nouns translators use for VoiceOver's traits.
CONTROL_NOUNS = {
    "lt": ["mygtukas", "jungiklis", "perjungiklis", "slankiklis",
           "piktograma", "paveikslėlis", "nuoroda", "saitas",
           "valdiklis"],
    "lv": ["poga", "saite", "hipersaite", "attēls", "ikona",
           "slēdzis", "pārslēgs", "slīdnis", "vadīkla", "izvēlne"],
}
# Indeclinable and loan words, and the forms the dictionary lacks.
CONTROL_EXTRA = {
    "lt": ["meniu", "checkbox"],
    "lv": ["checkbox"],
}
# Of these, the ones that are content when a verb governs them ("Kopijuoti
# nuorodą", "Atver izvēlni").
OBJECT_NOUNS = {
    "lt": ["nuoroda", "saitas", "paveikslėlis", "piktograma"],
    "lv": ["saite", "hipersaite", "attēls", "ikona", "izvēlne"],
}
OBJECT_EXTRA = {"lt": ["meniu"], "lv": []}
# Phrases: a genitive before the head noun (the head is declined here), or
# an agreeing adjective (every form written out).
GENITIVE_PHRASES = {
    "lt": [("teksto", "laukas"), ("paieškos", "laukas"),
           ("įvesties", "laukas"), ("žymės", "langelis")],
    "lv": [("teksta", "lauks"), ("meklēšanas", "lauks"),
           ("ievades", "lauks"), ("izvēles", "rūtiņa"),
           ("atzīmes", "rūtiņa")],
}
ADJECTIVE_PHRASES = {
    "lt": """
        žymimasis langelis|žymimojo langelio|žymimajam langeliui|
        žymimąjį langelį|žymimuoju langeliu|žymimajame langelyje|
        žymimieji langeliai|žymimųjų langelių|žymimiesiems langeliams|
        žymimuosius langelius|žymimaisiais langeliais|
        žymimuosiuose langeliuose|
        išskleidžiamasis meniu|išskleidžiamojo meniu|
        išskleidžiamajam meniu|išskleidžiamąjį meniu|
        išskleidžiamuoju meniu|išskleidžiamajame meniu|
        išskleidžiamasis sąrašas|išskleidžiamojo sąrašo|
        išskleidžiamajam sąrašui|išskleidžiamąjį sąrašą|
        išskleidžiamuoju sąrašu|išskleidžiamajame sąraše|
        išskleidžiamieji sąrašai|išskleidžiamųjų sąrašų|
        valdymo elementas|valdymo elemento|valdymo elementui|
        valdymo elementą|valdymo elementu|valdymo elemente|
        valdymo elementai|valdymo elementų|valdymo elementams|
        valdymo elementus|valdymo elementais|valdymo elementuose
    """,
    "lv": """
        nolaižamā izvēlne|nolaižamās izvēlnes|nolaižamajai izvēlnei|
        nolaižamo izvēlni|nolaižamajā izvēlnē|nolaižamās izvēlnes|
        nolaižamo izvēlņu|nolaižamajām izvēlnēm|nolaižamajās izvēlnēs|
        nolaižamais saraksts|nolaižamā saraksta|nolaižamajam sarakstam|
        nolaižamo sarakstu|nolaižamajā sarakstā|nolaižamie saraksti|
        nolaižamo sarakstu|nolaižamajiem sarakstiem|nolaižamos sarakstus|
        nolaižamajos sarakstos|
        vadības elements|vadības elementa|vadības elementam|
        vadības elementu|vadības elementā|vadības elementi|
        vadības elementiem|vadības elementus|vadības elementos
    """,
}

ACRONYMS_COMMON = [
    "AI", "API", "AR", "CSV", "DNS", "DVD", "FAQ", "GB", "GIF", "GPS",
    "HD", "HDR", "HEIC", "HTML", "ID", "IP", "JPEG", "JPG", "KB", "LED",
    "LTE", "MB", "MP3", "MP4", "NFC", "OK", "PC", "PDF", "PIN", "PNG",
    "PUK", "QR", "RAM", "SIM", "SMS", "SSD", "TB", "TV", "UHD", "UI", "URL",
    "USB", "UTC", "VPN", "VR", "ZIP",
]
BRANDS_COMMON = [
    "AirDrop", "AirPlay", "AirPods", "AirTag", "Android", "App Store",
    "Apple", "Apple Music", "Apple Pay", "Apple TV", "Apple Watch",
    "Bluetooth", "CarPlay", "Dropbox", "eBay", "Face ID",
    "Facebook", "FaceTime", "GitHub", "Gmail", "Google", "Google Maps",
    "HealthKit", "HomeKit", "iCloud", "iMac", "iMessage", "Instagram",
    "iOS", "iPad", "iPadOS", "iPhone", "iPod", "LinkedIn", "Mac",
    "MacBook", "macOS", "Mastodon", "Messenger", "Microsoft", "Netflix",
    "OneDrive", "Outlook", "PayPal", "Safari", "Signal", "Siri", "Slack",
    "Spotify", "Telegram", "TikTok", "Touch ID", "tvOS", "visionOS",
    "watchOS", "WhatsApp", "YouTube",
]
BRANDS_LOCAL = {
    "lt": ["Bolt", "Citadele", "Delfi", "LP Express", "Luminor", "Maxima",
           "Omniva", "Paysera", "Revolut", "Rimi", "SEB", "Swedbank",
           "Telia", "Tele2", "Trafi", "Vinted", "Wolt", "Bitė", "Pigu.lt",
           "15min", "eGates", "iLink"],
    "lv": ["airBaltic", "Bite", "Bolt", "Citadele", "Delfi", "LMT",
           "Latvijas Pasts", "Luminor", "Maxima", "Omniva", "Revolut",
           "Rimi", "SEB", "Swedbank", "Tele2", "Wolt", "Latvija.lv"],
}

WORDS = {
    "lt": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_lt_lv.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns are listed in every case and number "
            "(Hunspell lt_LT affix expansion), the phrases by hand. "
            "'skirtukas' (tab), 'langas' (window) and 'laukas' (field) "
            "alone are left out: content in most labels. countableNouns is "
            "empty on purpose: Lithuanian has no articles. "
            "unitAbbreviations follow CLDR (one: 1 minutė, few: 2 minutės, "
            "many: 1,5 minutės, other: 10 minučių)."),
        "contentPhrases": [
            "vaizdas vaizde", "programos piktograma", "programėlės "
            "piktograma", "programos piktogramą", "programėlės piktogramą",
            "pakvietimo nuoroda", "pakvietimo nuorodą", "pastovi nuoroda",
            "nuolatinė nuoroda", "nuolatinę nuorodą", "pastovią nuorodą",
            "pagrindinis meniu", "kontekstinis meniu", "šoninis meniu",
            "maitinimo mygtukas", "garsumo mygtukai", "garsumo mygtukas",
            "paskyros jungiklis", "paskyrų jungiklis",
            "profilio paveikslėlis", "profilio paveikslėlį",
            "profilio paveikslėlio", "antraštės paveikslėlis",
            "animuotas paveikslėlis",
        ],
        "states": [
            "įjungta", "išjungta", "įjungtas", "išjungtas", "įjungtos",
            "išjungtos", "pasirinkta", "pasirinktas", "pasirinktos",
            "nepasirinkta", "nepasirinktas", "pažymėta", "pažymėtas",
            "pažymėtos", "nepažymėta", "nepažymėtas", "neaktyvus",
            "neaktyvi", "neaktyvu", "neprieinama", "įj", "išj",
        ],
        "stateContentPhrases": [
            "pasirinktos nuotraukos", "pasirinkti failai",
            "pasirinkti elementai", "pasirinktas tekstas",
            "pažymėtas tekstas", "pažymėti elementai",
            "pasirinktos žinutės", "pasirinkti kontaktai",
            "išjungta paskyra", "neaktyvi paskyra",
        ],
        "gestures": [
            "bakstelėkite", "bakstelėk", "bakstelėti", "bakstelėjus",
            "bakstelėję", "bakstelėjimas", "bakstelėjimu",
            "bakstelėjimą", "dukart bakstelėkite", "bakstelėkite dukart",
            "du kartus bakstelėkite", "bakstelėkite du kartus",
            "dukart bakstelėk", "dukart bakstelėjus", "dukart bakstelėję",
            "dvigubas bakstelėjimas", "dvigubu bakstelėjimu",
            "palieskite", "paliesk", "palietus", "palietę", "palietimas",
            "palietimu", "dukart palieskite", "du kartus palieskite",
            "spustelėkite", "spustelėk", "spustelėjus", "spustelėję",
            "spustelėjimas", "spustelėjimu", "dukart spustelėkite",
            "du kartus spustelėkite", "dukart spustelėjus",
            "spauskite", "spausk", "paspauskite", "paspausk", "paspaudus",
            "paspaudę", "paspaudimas", "paspaudimu", "nuspauskite",
            "ilgai paspauskite", "ilgai spauskite", "ilgai palaikykite",
            "ilgas paspaudimas", "ilgu paspaudimu", "ilgai paspaudus",
            "paspauskite ir palaikykite", "bakstelėkite ir palaikykite",
            "dukart bakstelėkite ir palaikykite", "palieskite ir palaikykite",
            "palaikykite paspaudę", "palaikykite nuspaudę",
            "laikykite paspaudę", "laikykite nuspaudę",
            # not "perbraukimas": in a text editor it is strikethrough
            "perbraukite", "perbrauk", "perbraukus", "perbraukę",
            "braukite", "brauk",
            "braukite aukštyn", "braukite žemyn", "braukite kairėn",
            "braukite dešinėn", "braukite į kairę", "braukite į dešinę",
            "perbraukite aukštyn", "perbraukite žemyn",
            "perbraukite kairėn", "perbraukite dešinėn",
            "perbraukite į kairę", "perbraukite į dešinę",
            "braukite aukštyn arba žemyn", "perbraukite aukštyn arba žemyn",
            "braukite kairėn arba dešinėn",
            "perbraukite kairėn arba dešinėn",
            "braukite pirštu", "perbraukite pirštu",
            "vilkite", "nuvilkite", "tempkite", "nutempkite",
            "suimkite pirštais", "suglauskite pirštus", "išskėskite pirštus",
        ],
        "hintBadStarts": {
            "jūs": "second-person", "tu": "second-person",
            "prašome": "request", "prašom": "request", "prašau": "request",
            "aš": "first-person", "mes": "first-person",
            "bus": "future", "busite": "future",
            "jei": "condition", "jeigu": "condition", "kai": "condition",
            "galite": "modal", "galėsite": "modal", "galima": "modal",
            "reikia": "modal", "turite": "modal", "privalote": "modal",
            "mygtukas": "control-type", "jungiklis": "control-type",
        },
        "acronyms": ACRONYMS_COMMON + [
            "AB", "ES", "JAV", "LR", "LRT", "PVM", "UAB", "VMI", "EU",
        ],
        "abbreviations": {
            "pvz": "pavyzdžiui", "nr": "numeris", "psl": "puslapis",
            "tel": "telefonas", "žr": "žiūrėkite", "pan": "panašiai",
            "str": "straipsnis",
        },
        "unitAbbreviations": {
            "min": "one:minutė|few:minutės|many:minutės|other:minučių",
            "val": "one:valanda|few:valandos|many:valandos|other:valandų",
            "h": "one:valanda|few:valandos|many:valandos|other:valandų",
            "sek": "one:sekundė|few:sekundės|many:sekundės|other:sekundžių",
            "s": "one:sekundė|few:sekundės|many:sekundės|other:sekundžių",
            "sav": "one:savaitė|few:savaitės|many:savaitės|other:savaičių",
            "mėn": "one:mėnuo|few:mėnesiai|many:mėnesio|other:mėnesių",
            "tūkst": ("one:tūkstantis|few:tūkstančiai|many:tūkstančio|"
                      "other:tūkstančių"),
            "mln": "one:milijonas|few:milijonai|many:milijono|other:milijonų",
            "mlrd": ("one:milijardas|few:milijardai|many:milijardo|"
                     "other:milijardų"),
        },
        "dottedAbbreviations": [
            "pvz.", "kt.", "pan.", "nr.", "psl.", "tel.", "val.", "min.",
            "sek.", "d.", "mėn.", "sav.", "m.", "tūkst.", "mln.", "mlrd.",
            "g.", "žr.", "str.", "t. y.", "a.", "pr.", "r.", "sav.",
        ],
        "countableNouns": [],
        "determiners": """
            šis ši šio šios šiam šiai šį šią šiuo šia šiame šioje šie šių
            šiems šioms šiuos šias šiais šiomis šiuose šiose
            tas ta to tos tam tai tą tuo toje tame tie tų tiems toms tuos
            tas tais tomis tuose tose
            savo jūsų tavo mano jo jos jų
            visas visa visą visi visos visų visus visas visiems visoms
            visais visomis visuose visose viską
        """.split(),
        "requestWords": ["prašome", "prašom", "prašau", "malonėkite"],
        "conjunctions": ["ir", "arba", "bei", "ar"],
        "prepositions": [
            "į", "iš", "su", "be", "prie", "nuo", "iki", "per", "po", "apie",
            "už", "ant", "pagal", "dėl", "tarp", "link", "virš", "pas", "ties",
            "prieš", "žemiau", "aukščiau",
        ],
        "preferredVerbs": {"matyti": "rodyti", "pamatyti": "rodyti",
                           "peržiūrėti": "rodyti"},
    },
    "lv": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_lt_lv.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns are listed in every case and number "
            "(Hunspell lv_LV affix expansion), the phrases by hand. 'cilne' "
            "(tab), 'logs' (window) and 'lauks' (field) alone are left out: "
            "content in most labels. countableNouns is empty on purpose: "
            "Latvian has no articles. unitAbbreviations follow CLDR (zero: "
            "10 minūšu, one: 1 minūte, other: 2 minūtes)."),
        "contentPhrases": [
            "attēls attēlā", "lietotnes ikona", "lietotnes ikonu",
            "lietotnes ikonas", "uzaicinājuma saite", "uzaicinājuma saiti",
            "galvenā izvēlne", "galveno izvēlni", "konteksta izvēlne",
            "sānu izvēlne", "barošanas poga", "skaļuma poga",
            "skaļuma pogas", "kontu pārslēgs", "profila attēls",
            "profila attēlu", "profila attēla", "galvenes attēls",
            "animēts attēls", "attēla kvalitāte", "attēla izmērs",
        ],
        "states": [
            "ieslēgts", "ieslēgta", "ieslēgti", "ieslēgtas", "izslēgts",
            "izslēgta", "izslēgti", "izslēgtas", "atlasīts", "atlasīta",
            "atlasīti", "atlasītas", "neatlasīts", "neatlasīta",
            "atzīmēts", "atzīmēta", "neatzīmēts", "neatzīmēta",
            "izvēlēts", "izvēlēta", "iespējots", "iespējota", "atspējots",
            "atspējota", "neaktīvs", "neaktīva", "nepieejams", "nepieejama",
            "iesl", "izsl",
        ],
        "stateContentPhrases": [
            "atlasītie fotoattēli", "atlasītās fotogrāfijas",
            "atlasītie vienumi", "atlasītie faili", "atlasītais teksts",
            "atzīmētie vienumi", "izvēlētie kontakti", "atlasītās ziņas",
            "atspējots konts", "neaktīvs konts",
        ],
        "gestures": [
            "pieskarieties", "pieskaries", "pieskaroties", "ar pieskārienu",
            "divreiz pieskarieties", "pieskarieties divreiz",
            "divas reizes pieskarieties", "pieskarieties divas reizes",
            "divreiz pieskaroties", "dubultskāriens", "dubultskārienu",
            "dubultskārienam", "ar dubultskārienu", "veiciet dubultskārienu",
            "veicot dubultskārienu", "uzsitiet", "piesitiet", "divreiz "
            "piesitiet", "noklikšķiniet", "klikšķiniet", "noklikšķinot",
            "klikšķinot", "divreiz noklikšķiniet", "dubultklikšķis",
            "dubultklikšķi", "veiciet dubultklikšķi",
            "nospiediet", "nospied", "spiediet", "piespiediet",
            "nospiežot", "nospiediet un turiet", "pieskarieties un turiet",
            "pieskarieties divreiz un turiet", "divreiz pieskarieties un turiet",
            "veiciet dubultskārienu un turiet",
            "piespiediet un turiet", "turiet nospiestu", "turiet piespiestu",
            "ilgi nospiediet", "ilgi piespiediet", "ilgi turiet",
            "ilgs nospiedums", "ilgu nospiedumu", "ilgi nospiežot",
            "velciet", "pavelciet", "pārvelciet", "pavelkot", "velkot",
            "velciet augšup", "velciet lejup", "velciet pa kreisi",
            "velciet pa labi", "pavelciet uz augšu", "pavelciet uz leju",
            "pavelciet pa kreisi", "pavelciet pa labi",
            "velciet augšup vai lejup", "pavelciet uz augšu vai uz leju",
            "velciet ar pirkstu", "pavelciet ar pirkstu",
            "savelciet pirkstus", "izpletiet pirkstus",
        ],
        "hintBadStarts": {
            "jūs": "second-person", "tu": "second-person",
            "lūdzu": "request",
            "es": "first-person", "mēs": "first-person",
            "tiks": "future", "būs": "future",
            "ja": "condition", "kad": "condition",
            "varat": "modal", "vari": "modal", "var": "modal",
            "jums": "modal", "jāpieskaras": "modal",
            "poga": "control-type", "slēdzis": "control-type",
        },
        "acronyms": ACRONYMS_COMMON + [
            "AS", "ASV", "CSDD", "ES", "LR", "LTV", "PVN", "SIA", "VID", "EU",
        ],
        "abbreviations": {
            "piem": "piemēram", "utt": "un tā tālāk", "nr": "numurs",
            "lpp": "lappuse", "tālr": "tālrunis", "sk": "skatīt",
            "tml": "tamlīdzīgi",
        },
        "unitAbbreviations": {
            "min": "zero:minūšu|one:minūte|other:minūtes",
            "st": "zero:stundu|one:stunda|other:stundas",
            "h": "zero:stundu|one:stunda|other:stundas",
            "sek": "zero:sekunžu|one:sekunde|other:sekundes",
            "s": "zero:sekunžu|one:sekunde|other:sekundes",
            "ned": "zero:nedēļu|one:nedēļa|other:nedēļas",
            "mēn": "zero:mēnešu|one:mēnesis|other:mēneši",
            "tūkst": "zero:tūkstošu|one:tūkstotis|other:tūkstoši",
            "milj": "zero:miljonu|one:miljons|other:miljoni",
            "mljrd": "zero:miljardu|one:miljards|other:miljardi",
        },
        "dottedAbbreviations": [
            "piem.", "utt.", "u.c.", "u. c.", "t.i.", "t. i.", "nr.", "lpp.",
            "tālr.", "min.", "st.", "sek.", "d.", "ned.", "mēn.", "g.",
            "tūkst.", "milj.", "mljrd.", "sk.", "tml.", "u. tml.", "iel.",
            "pr.", "pl.",
        ],
        "countableNouns": [],
        "determiners": """
            šis šī šā šās šim šai šo šajā šai šie šīs šo šiem šīm šos šīs šajos
            šajās
            tas tā tā tās tam tai to tajā tie tās to tiem tām tos tajos tajās
            savu savus savas savs sava savi savām saviem
            jūsu tavu tavus manu manus viņa viņas viņu
            visu visus visas visi visām visiem viss visa
        """.split(),
        "requestWords": ["lūdzu", "lūdzam"],
        "conjunctions": ["un", "vai", "kā arī"],
        "prepositions": [
            "ar", "bez", "uz", "no", "pie", "par", "pēc", "līdz", "pa", "aiz",
            "pār", "priekš", "zem", "virs", "starp", "caur", "pret", "dēļ",
            "gar", "ap",
        ],
        "preferredVerbs": {"redzēt": "rādīt", "apskatīt": "parādīt",
                           "skatīt": "rādīt"},
    },
}

PROFILES = {
    "lt": {"$comment": (
        "Lithuanian: verb first, 3rd person present (Ištrina įvykį.), the "
        "same for singular and plural; labels use the infinitive "
        "(Ištrinti), so a label rewrite takes the infinitive. A control "
        "noun ends its label after a genitive (Paieškos mygtukas): without "
        "it a bare genitive is left, so no control-type rewrite. See "
        "SOURCE.md.")},
    "lv": {"$comment": (
        "Latvian: verb first, 3rd person present (Dzēš notikumu.), the same "
        "for singular and plural; labels use the infinitive (Dzēst), so a "
        "label rewrite takes the infinitive. A control noun ends its label "
        "after a genitive (Meklēšanas poga): without it a bare genitive is "
        "left, so no control-type rewrite. See SOURCE.md.")},
}


def declined(lang, word):
    """Every case and number of a noun (its noun entry's suffix forms,
    without diminutives in lv)."""
    h = hunspell(lang)
    forms = set()
    for flags, m in h.dic.get(word, []):
        if lang == "lt":
            # D is the noun declension group; adjectives' groups are left
            if "D" not in flags:
                continue
            forms |= {f for f, _, _ in h.suffixed(word, flags, only="D")}
        else:
            if not any(x.startswith("po:lietv") for x in m):
                continue
            for f, tags, _ in h.suffixed(word, flags):
                its = [x[3:] for x in tags if x.startswith("is:")]
                # the second letter of a noun tag: p plain, d diminutive
                if not its or any(len(t) == 3 and t[1] == "p" for t in its):
                    forms.add(f)
    if len(forms) < 2:
        sys.exit("%s: noun %r has no declension in the dictionary"
                 % (lang, word))
    return sorted(forms)


def control_types(lang):
    out = list(CONTROL_EXTRA[lang])
    for n in CONTROL_NOUNS[lang]:
        out += declined(lang, n)
    for gen, head in GENITIVE_PHRASES[lang]:
        out += [gen + " " + f for f in declined(lang, head)]
    out += [" ".join(p.split()) for p in ADJECTIVE_PHRASES[lang].split("|")
            if p.strip()]
    return out


def object_types(lang):
    out = list(OBJECT_EXTRA[lang])
    for n in OBJECT_NOUNS[lang]:
        out += declined(lang, n)
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
    p["$comment"] = PROFILES[lang]["$comment"]
    p["language"] = lang
    p["hasCase"] = True
    p["fullStops"] = ["."]
    p["ellipses"] = ["…", "..."]
    p["hintVerbPosition"] = "first"
    p["compounds"] = "words"
    p["controlTypeSuggestion"] = "none"
    p["labelMaxWords"] = 3
    p["hintMaxWords"] = 15
    p["labelVerbForm"] = "infinitive"
    return p


VERBS_COMMENT = {
    "lt": ("Generated by Scripts/lexicons/generate_lt_lv.py (Hunspell "
           "lt_LT affix expansion, entries linked by simplemma); see "
           "SOURCE.md. One entry per verb: a prefixed verb and the plain one "
           "are both right (ištrina, trina). 'request' holds the "
           "conditional (kad ištrintumėte), 'polite-imperative' the 2nd "
           "person plural imperative and present (ištrinkite, ištrinate)."),
    "lv": ("Generated by Scripts/lexicons/generate_lt_lv.py (Hunspell "
           "lv_LV affix expansion, sorted by its tags); see SOURCE.md. One "
           "entry per verb: a prefixed verb and the plain one are both right "
           "(izdzēš, dzēš). 'request' holds the conditional (lai dzēstu), "
           "'polite-imperative' the 2nd person plural imperative and present "
           "(dzēsiet, dzēšat); the 2nd person singular (dzēs) is the "
           "imperative, and where it equals the 3rd person (atver, "
           "saglabā) it is right."),
}


def main():
    ap = lexicon_tools.standard_parser(__doc__.split("\n")[0], LANGS)
    ap.add_argument("--out", default="Lexicons",
                    help="the folder to write <lang>/ into (default "
                         "Lexicons, from the current directory)")
    args = ap.parse_args()
    check_versions(args.allow_other_versions)
    rows = lexicon_tools.read_verb_table(TABLE, LANGS, norm)
    stale = []
    for lang in args.langs:
        verbs = build_verbs(lang, rows)
        if FAILED:
            sys.exit("\n".join(FAILED))
        if args.report:
            check_spelling(lang, verbs)
        files = {
            "profile.json": build_profile(lang),
            "verbs.json": OrderedDict([("$comment", VERBS_COMMENT[lang]),
                                       ("verbs", verbs)]),
            "words.json": build_words(lang),
        }
        folder = os.path.join(args.out, lang)
        for name, obj in files.items():
            path = os.path.join(folder, name)
            text = unicodedata.normalize("NFC", lexicon_tools.dumps(obj))
            if lexicon_tools.write_or_check(path, text, args.check):
                stale.append(path)
        if args.report:
            for line in sorted(set(REPORT[lang])):
                print("%s: %s" % (lang, line))
    if args.check and stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    for path in stale:
        if not args.check:
            print("wrote " + path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
