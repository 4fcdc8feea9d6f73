#!/usr/bin/env python3
"""Generate the Bulgarian and Slovenian lexicons of voicelint.

Writes Lexicons/{bg,sl}/{profile,verbs,words}.json from:

- verbs_bg_sl.tsv beside this script: concept -> the verbs apps use (the
  hand table; read it for the notation);
- bg: the Bulgarian Hunspell dictionary of Debian's hunspell-bg package
  (bg_BG.dic / bg_BG.aff, read in place; the BGOffice word list). Its
  verbs are entered under the 1st person singular with affix classes that
  make the whole paradigm; this script expands them (the affix file is read
  here, no Hunspell code is copied) and sorts each verb's forms into person,
  mood and tense by their shape (see bg_classify()). A perfective that the
  file lists only as bare forms ("вземе", "вземи", the homograph of
  "вземам"'s third person) is conjugated by rule, and each form is kept only
  where the dictionary's word list has it;
- sl: the Slovenian Hunspell dictionary of Debian's hunspell-sl package
  (sl_SI.dic / sl_SI.aff), whose entries are word forms rather than
  paradigms: the script conjugates each verb by the regular rules of
  Slovenian (present stem with its consonant alternations, imperative,
  l-participle) and keeps a form only where the expanded word list has it
  (a present 3rd singular X only where X+m, X+š, X+mo and X+te are words);
  irregular presents are in SL_PRESENT;
- the word tables in bg_sl_words.py (control types, states, gestures...),
  whose inflected forms are checked against the same word lists, and the
  ANALOGS below for verbs a dictionary lacks (inflected like a verb of the
  same class, as Scripts/lexicons/generate_uk_hr.py does for Croatian).

--report also reads, when Debian's apertium-mkd-bul and apertium-hbs-slv
are installed, their Bulgarian and Slovenian analysers (lt-proc) and prints
every third person or imperative that they read otherwise; it never changes
the output.

Usage (from the repository root):
    apt-get install hunspell-bg hunspell-sl     # 1:7.5.0-1 (Debian bookworm)
    python3 Scripts/lexicons/generate_bg_sl.py [--check] [--report] [--out DIR] [bg|sl]
    python3 Scripts/embed-lexicons.py           # then re-embed into the binary

--check writes nothing and exits 1 when a generated file differs from the
one on disk; --report prints the review notes; --out DIR writes DIR/<lang>/
instead of Lexicons/<lang>/ (relative to the current directory).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import unicodedata
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "verbs_bg_sl.tsv")
LANGS = ("bg", "sl")

HUNSPELL_DIR = os.environ.get("HUNSPELL_DIR", "/usr/share/hunspell")
DICTS = {"bg": "bg_BG", "sl": "sl_SI"}
PINNED_DEB = {"bg": ("hunspell-bg", "1:7.5.0-1"),
              "sl": ("hunspell-sl", "1:7.5.0-1")}
APERTIUM = {
    "bg": "/usr/share/apertium/apertium-mkd-bul/bul-mkd.automorf.bin",
    "sl": "/usr/share/apertium/apertium-hbs-slv/slv-hbs.automorf.bin",
}

# Order in which a form that several kinds share is filed (first wins).
KIND_ORDER = ("imperative", "polite-imperative", "infinitive", "future",
              "past", "gerund", "first-person")

REPORT = defaultdict(list)
REPORT_WANTED = False
norm = lexicon_tools.norm


def note(lang, text):
    REPORT[lang].append(text)


def check_versions(allow_other, langs):
    bad = []
    for lang in langs:
        base = os.path.join(HUNSPELL_DIR, DICTS[lang])
        pkg, want = PINNED_DEB[lang]
        if not os.path.exists(base + ".dic"):
            sys.exit("missing %s.dic: apt-get install %s" % (base, pkg))
        have = lexicon_tools.dpkg_version(pkg)
        if have != want:
            bad.append("%s %s (made with %s)" % (pkg, have, want))
    lexicon_tools.refuse_other_versions(bad, allow_other)


# ---------------------------------------------------------------------------
# Hunspell affix expansion.

class Hunspell:
    """Enough of the Hunspell affix format to expand bg_BG and sl_SI: the
    SET encoding, one-character (or long) flags, AF aliases, SFX and PFX
    with strip, add and condition, the cross product of a prefix and a
    suffix, and one level of continuation classes."""

    def __init__(self, aff, dic):
        raw = open(aff, "rb").read()
        m = re.search(rb"^SET\s+(\S+)", raw, re.M)
        enc = m.group(1).decode() if m else "utf-8"
        self.enc = {"ISO8859-2": "iso8859-2"}.get(enc.upper(), enc)
        self.flagmode = "char"
        self.af = []
        self.sfx = defaultdict(list)
        self.pfx = defaultdict(list)
        self.cross = {}
        for line in raw.decode(self.enc).splitlines():
            p = line.split()
            if not p or p[0].startswith("#"):
                continue
            if p[0] == "FLAG":
                self.flagmode = p[1]
            elif p[0] == "AF" and len(p) >= 2 and not p[1].isdigit():
                self.af.append(p[1])
            elif p[0] in ("SFX", "PFX") and len(p) >= 4:
                if len(p) == 4 and p[2] in ("Y", "N") and p[3].isdigit():
                    self.cross[p[1]] = p[2] == "Y"
                    continue
                flag, strip, add = p[1], p[2], p[3]
                cond = p[4] if len(p) > 4 else "."
                add, _, cont = add.partition("/")
                strip = "" if strip == "0" else strip
                add = "" if add == "0" else add
                if p[0] == "SFX":
                    self.sfx[flag].append(
                        (strip, add, re.compile("(?:%s)$" % cond), cont))
                else:
                    self.pfx[flag].append(
                        (strip, add, re.compile("^(?:%s)" % cond), cont))
        self.dic = defaultdict(list)
        with open(dic, encoding=self.enc) as f:
            next(f)
            for line in f:
                line = line.strip()
                if not line:
                    continue
                word, _, fl = line.partition("/")
                fl = fl.split()[0] if fl else ""
                self.dic[unicodedata.normalize("NFC", word)].append(
                    self.flags(fl) if fl else [])
        self._words = None

    def flags(self, s):
        if s.isdigit() and self.af:
            s = self.af[int(s) - 1]
        if self.flagmode == "long":
            return [s[i:i + 2] for i in range(0, len(s), 2)]
        if self.flagmode == "num":
            return s.split(",")
        return list(s)

    def _expand(self, word, fl):
        out = {word}
        with_sfx = []
        for flag in fl:
            for strip, add, cond, cont in self.sfx.get(flag, []):
                if word.endswith(strip) and cond.search(word):
                    w = word[:len(word) - len(strip)] + add
                    out.add(w)
                    with_sfx.append((w, flag))
                    for c in (self.flags(cont) if cont else []):
                        for s2, a2, c2, _ in self.sfx.get(c, []):
                            if w.endswith(s2) and c2.search(w):
                                out.add(w[:len(w) - len(s2)] + a2)
        for flag in fl:
            for strip, add, cond, cont in self.pfx.get(flag, []):
                if word.startswith(strip) and cond.search(word):
                    out.add(add + word[len(strip):])
                    if self.cross.get(flag):
                        for w, sf in with_sfx:
                            if self.cross.get(sf):
                                out.add(add + w[len(strip):])
        return out

    def has_entry(self, word):
        return any(self.dic.get(word, []))

    def expand(self, word):
        """Every form of every flagged entry spelled `word`."""
        out = set()
        for fl in self.dic.get(word, []):
            if fl:
                out |= self._expand(word, fl)
        return out

    def words(self):
        """Every word the dictionary accepts (all entries expanded)."""
        if self._words is None:
            w = set()
            for word, fls in self.dic.items():
                for fl in fls:
                    w |= self._expand(word, fl)
            self._words = w
        return self._words


_HUN = {}


def hun(lang):
    if lang not in _HUN:
        base = os.path.join(HUNSPELL_DIR, DICTS[lang])
        _HUN[lang] = Hunspell(base + ".aff", base + ".dic")
    return _HUN[lang]


# Verbs a dictionary lacks, inflected like a model verb of the same class,
# the model's stem replaced: lemma -> (model, model stem, new stem). The
# forms made this way are added to the word list the rules check against.
ANALOGS = {
    "bg": {
        "кликвам": ("щраквам", "щрак", "клик"),
        "кликна": ("щракна", "щрак", "клик"),
        "нулирам": ("блокирам", "блок", "нул"),
        "отблокирам": ("блокирам", "блок", "отблок"),
        "шифрирам": ("блокирам", "блок", "шифр"),
        "препубликувам": ("публикувам", "публик", "препублик"),
        "сдвоявам": ("удвоявам", "удво", "сдво"),
        "сдвоя": ("удвоя", "удво", "сдво"),
        "преоразмерявам": ("оразмерявам", "оразмер", "преоразмер"),
        "преоразмеря": ("оразмеря", "оразмер", "преоразмер"),
        "надграждам": ("изграждам", "изгра", "надгра"),
        "надградя": ("изградя", "изгра", "надгра"),
        "подравня": ("изравня", "изравн", "подравн"),
        "чатя": ("говоря", "говор", "чат"),
    },
    "sl": {
        "vklapljati": ("izklapljati", "izklap", "vklap"),
        "dostopati": ("pristopati", "pristop", "dostop"),
        "dostopiti": ("pristopiti", "pristop", "dostop"),
        "konfigurirati": ("blokirati", "blokir", "konfigurir"),
        "deaktivirati": ("blokirati", "blokir", "deaktivir"),
        "donirati": ("blokirati", "blokir", "donir"),
        "fokusirati": ("blokirati", "blokir", "fokusir"),
        "generirati": ("blokirati", "blokir", "generir"),
        "skenirati": ("blokirati", "blokir", "skenir"),
        "transkribirati": ("blokirati", "blokir", "transkribir"),
        "odblokirati": ("blokirati", "blokir", "odblokir"),
        "kontaktirati": ("blokirati", "blokir", "kontaktir"),
        "všečkati": ("tipkati", "tipk", "všečk"),
        "tapkati": ("tipkati", "tipk", "tapk"),
        "tapniti": ("klikniti", "klik", "tap"),
        "ponastavljati": ("nastavljati", "nastav", "ponastav"),
        "ponastaviti": ("nastaviti", "nastav", "ponastav"),
    },
}

_WORD_LISTS = {}


def word_list(lang):
    """The dictionary's words plus the forms of the ANALOGS verbs."""
    if lang not in _WORD_LISTS:
        w = set(hun(lang).words())
        for verb in ANALOGS[lang]:
            w |= analog_forms(lang, verb)
        _WORD_LISTS[lang] = w
    return _WORD_LISTS[lang]


_ANALOG_CACHE = {}


def analog_forms(lang, verb):
    """The forms of an ANALOGS verb: for bg the model's own entry expanded;
    for sl (whose entries are not paradigms) the model's forms found by the
    Slovenian rules, with the model's stem replaced."""
    key = (lang, verb)
    if key in _ANALOG_CACHE:
        return _ANALOG_CACHE[key]
    model, old, new = ANALOGS[lang][verb]
    if lang == "bg":
        src = hun(lang).expand(model)
        if not src:
            sys.exit("bg_BG lacks the model verb %s" % model)
    else:
        if model not in hun(lang).words():
            sys.exit("sl_SI lacks the model verb %s" % model)
        src = set()
        for forms in sl_forms(model, hun(lang).words()).values():
            src |= set(forms)
    out = {f.replace(old, new, 1) for f in src if f.startswith(old)}
    note(lang, "%s is not in the dictionary: inflected like %s" % (verb, model))
    _ANALOG_CACHE[key] = out
    return out



# ---------------------------------------------------------------------------
# The hand table.

def read_table():
    return lexicon_tools.read_verb_table(TABLE, LANGS, norm)


def split_item(item, clitic):
    """'връщам се/върна се' -> ('връщам', ['върна'], True, ''); 'добавям/добавя
    в любими' -> ('добавям', ['добавя'], False, 'в любими')."""
    words = item.split()
    if len(words) > 2 and "/" not in words[0] and "/" in words[1] \
            and words[1].startswith(clitic + "/"):
        pair = words[0] + "/" + words[1].split("/", 1)[1]
        rest = words[2:]
    else:
        pair, rest = words[0], words[1:]
    reflexive = False
    if rest and rest[0] == clitic:
        reflexive = True
        rest = rest[1:]
    verbs = pair.split("/")
    return verbs[0], verbs[1:], reflexive, " ".join(rest)


# ---------------------------------------------------------------------------
# Bulgarian.

BG_VOWELS = set("аеиоуъюя")
# Imperatives the rules do not make (sg, pl), checked against bg_BG too.
BG_IMPERATIVES = {
    "вляза": ("влез", "влезте"),
    "изляза": ("излез", "излезте"),
    "видя": ("виж", "вижте"),
    "отида": ("отиди", "отидете"),
    "дам": ("дай", "дайте"),
    "създам": ("създай", "създайте"),
    "подам": ("подай", "подайте"),
    "предам": ("предай", "предайте"),
    "продам": ("продай", "продайте"),
    "задам": ("задай", "задайте"),
}
# Presents the rules do not make (the я/е alternation: вляза, влезе).
BG_PRESENT = {"вляза": "влезе", "изляза": "излезе",
              # bg_BG mixes разреша "allow" (разреши) with разреша "comb",
              # реша "solve" (реши) with реша "comb"
              "разреша": "разреши", "реша": "реши"}
# Forms left out of one verb although the dictionary has them (lemma ->
# forms); none needed so far.
BG_DROP = {}


def bg_present(lemma, W, own):
    """The 3rd person singular present of a verb given as its 1st person:
    а/я-conjugation отварям -> отваря; е-conjugation изтрия -> изтрие;
    и-conjugation отворя -> отвори; дам -> даде. A candidate X is kept
    where X+ш and X+те are words (of the verb's own paradigm when the
    dictionary has one)."""
    pool = own or W
    cands = [BG_PRESENT[lemma]] if lemma in BG_PRESENT else []
    if lemma.endswith("м"):
        cands.append(lemma[:-1])
        cands.append(lemma[:-1] + "де")      # дам -> даде, създам -> създаде
    else:
        t = lemma[:-1]
        cands += [t + "е", t + "и"]
        alt = {"к": "ч", "г": "ж", "х": "ш"}.get(t[-1:])
        if alt:                              # извлека -> извлече
            cands.append(t[:-1] + alt + "е")
    if lemma in BG_PRESENT:
        return cands[:1]
    out = [x for x in cands
           if x in pool and x + "ш" in pool and x + "те" in pool]
    if len(out) > 1:
        note("bg", "%s: several presents %s (the first is the suggestion; "
             "BG_PRESENT picks one)" % (lemma, ", ".join(out)))
        out = out[:1]
    return out


def bg_classify(lemma, lang="bg"):
    h = hun(lang)
    W = word_list(lang)
    if lemma in ANALOGS["bg"]:
        own = analog_forms("bg", lemma)
    else:
        own = h.expand(lemma)
    if not own and lemma not in W:
        sys.exit("bg_BG does not know the verb %r (add it to ANALOGS or "
                 "change the table)" % lemma)
    if not own:
        note("bg", "%s has no paradigm of its own in bg_BG (a homograph): "
             "conjugated by rule, each form checked against the word list"
             % lemma)
    pool = own or W
    third = bg_present(lemma, W, own)
    if not third:
        sys.exit("no present 3sg found for %s" % lemma)
    x = third[0]
    a_class = lemma.endswith("м") and x == lemma[:-1]
    t = lemma[:-1]

    def have(forms):
        return [f for f in forms if f in pool]

    # the 2nd persons and the 3rd plural: what stands after "да" in a
    # purpose clause ("за да отворите", "за да се покажат действията")
    second = have([x + "ш", x + "те", x + "т" if a_class else lemma + "т"])
    first = have([lemma, x + ("ме" if a_class else "м")])
    if lemma in BG_IMPERATIVES:
        sg, pl = BG_IMPERATIVES[lemma]
        imp_sg, imp_pl = have([sg]), have([pl])
        if not imp_sg:
            imp_sg, imp_pl = [sg], [pl]
            note("bg", "imperative %s of %s from BG_IMPERATIVES (not in "
                 "bg_BG)" % (sg, lemma))
    elif a_class:
        imp_sg, imp_pl = have([x + "й"]), have([x + "йте"])
    elif x[-2] in BG_VOWELS:
        b = x[:-1]                           # изтрие -> изтрий
        imp_sg, imp_pl = have([b + "й"]), have([b + "йте"])
    else:
        b = x[:-1]                           # отвори, пиши, извлечи
        imp_sg, imp_pl = have([b + "и"]), have([b + "ете"])
    if not imp_sg:
        note("bg", "no imperative found for %s" % lemma)
    gerund = have([x + "йки", t + "ейки"])
    # The past a hint may open with: the l-participle ("изтрил", as in
    # "Изтрил е ...") and the aorist 2nd/3rd singular ("Изтри"), the one
    # whose 1st singular in -х the verb has. The other persons of the
    # aorist and the imperfect are left out: no hint starts with them.
    past = []
    if own:
        for f in sorted(own):
            if f.endswith("л") and f + "а" in own and f + "о" in own:
                # the plural may take the я/е alternation: спрял, спрели
                pl = f + "и" if f + "и" in own else f[:-2] + "ели"
                past += [f, f + "а", f + "о"] + ([pl] if pl in own else [])
            elif f.endswith("х") and f + "а" in own and f[:-1] in own:
                past.append(f[:-1])       # изтрих -> изтри
    else:
        # l-participle and aorist of a bare homograph ("взел", "взе")
        for p in (t + "л", t[:-1] + "л", x[:-1] + "ил", x[:-1] + "ал",
                  x[:-1] + "ял"):
            if all(p + e in W for e in ("", "а", "о", "и")):
                past += [p, p + "а", p + "о", p + "и"]
                if p[:-1] + "х" in W and p[:-1] in W:
                    past.append(p[:-1])
    drop = set(BG_DROP.get(lemma, []))
    res = {"third": third, "first": first, "second": second,
           "imp_sg": imp_sg, "imp_pl": imp_pl, "past": past,
           "gerund": gerund}
    return {k: [f for f in v if f not in drop] for k, v in res.items()}


def with_clitic(forms, clitic, before):
    """'върнете' -> 'върнете се' (and 'се върнете' where the clitic stands
    before the verb, after "да" in a purpose clause)."""
    out = [f + " " + clitic for f in forms]
    if before:
        out += [clitic + " " + f for f in forms]
    return out


def bg_entry(item):
    """One entry per verb, as for Croatian: the imperfective's and one per
    perfective, all with the imperfective's present as their right form;
    the perfective present ("изтрие", "отвори") is filed under future (it
    stands after "ще" and "да", never alone in a main clause)."""
    impf, perfs, refl, rest = split_item(item, "се")
    tail = (" " + rest) if rest else ""
    se = " се" if refl else ""
    fi = bg_classify(impf)

    def wrong_of(f, perfective):
        w = {
            "imperative": list(f["imp_sg"]),
            "polite-imperative": list(f["imp_pl"]),
            # Bulgarian has no infinitive: its place is taken by "да" and
            # a person's present, which is what follows "за да" after a
            # gesture ("…, за да отворите статията", "…, за да се покажат
            # действията").
            "infinitive": list(f["second"]),
            "future": list(f["third"]) if perfective else [],
            "past": list(f["past"]),
            "gerund": list(f["gerund"]),
            "first-person": list(f["first"]),
        }
        if refl:
            w = {k: with_clitic(v, "се", k in ("infinitive", "future"))
                 for k, v in w.items()}
        return w

    third = list(fi["third"])
    if refl:
        third = [t + " се" for t in third] + third
    out = [{"lemma": impf + se, "third": third,
            "wrong": wrong_of(fi, False)}]
    notes = ["perfective: " + ", ".join(p + se for p in perfs)] \
        if perfs else []
    if tail:
        notes.append("phrase: " + impf + se + tail)
    if notes:
        out[0]["$comment"] = "; ".join(notes)
    for perf in perfs:
        fp = bg_classify(perf)
        c = "imperfective: " + impf + se
        if tail:
            c += "; phrase: " + perf + se + tail
        out.append({"$comment": c, "lemma": perf + se,
                    "third": list(third), "wrong": wrong_of(fp, True)})
    return out


# ---------------------------------------------------------------------------
# Slovenian.

SL_VOWELS = set("aeiou")
# Presents (3rd singular) the rules do not make; a prefixed verb takes its
# base's ("prebrati" -> "prebere").
SL_PRESENT = {
    "brati": "bere", "prati": "pere", "zvati": "zove", "iti": "gre",
    "priti": "pride", "najti": "najde", "preiti": "preide",
    "iziti": "izide", "oditi": "odide", "dati": "da", "vzeti": "vzame",
    "jemati": "jemlje", "začeti": "začne", "prejeti": "prejme",
    "sprejeti": "sprejme", "zajeti": "zajame", "povzeti": "povzame",
    "pripeti": "pripne", "odpeti": "odpne", "imeti": "ima", "vedeti": "ve",
    "videti": "vidi", "jesti": "je", "moči": "more", "reči": "reče",
    "vleči": "vleče", "povleči": "povleče", "doseči": "doseže",
    "izvreči": "izvrže", "zavreči": "zavrže", "rasti": "raste",
    "zrasti": "zraste", "tresti": "trese", "stresti": "strese",
    "hoteti": "hoče", "spati": "spi", "stati": "stoji", "vrteti": "vrti",
    "zavrteti": "zavrti", "šteti": "šteje", "prešteti": "prešteje",
    "slišati": "sliši", "držati": "drži", "zadržati": "zadrži",
    "obdržati": "obdrži", "drseti": "drsi", "klicati": "kliče",
    "poklicati": "pokliče", "preklicati": "prekliče", "sklicati": "skliče",
    "prezreti": "prezre", "poslati": "pošlje", "posneti": "posname",
    "povedati": "pove", "misliti": "misli", "nagniti": "nagne",
    "gnati": "žene", "skakati": "skače", "sukati": "suče",
}
# Imperatives (2nd singular) the rules do not make.
SL_IMPERATIVE = {
    "iti": "pojdi", "vzeti": "vzemi", "prejeti": "prejmi",
    "sprejeti": "sprejmi", "zajeti": "zajemi", "povzeti": "povzemi",
    "vedeti": "vedi", "imeti": "imej", "jesti": "jej",
    "reči": "reci", "vleči": "vleci", "povleči": "povleci",
    "doseči": "dosezi", "izvreči": "izvrzi", "zavreči": "zavrzi",
    "dati": "daj", "povedati": "povej", "posneti": "posnemi",
    "spati": "spi", "stati": "stoj", "gledati": "glej",
}
# Third persons used instead of the verb's own present: "da" (dati) is
# before all the conjunction "that, so that" and is left out (SL_DROP).
SL_THIRD = {"dati": ["daje"]}
# Overrides that apply to the verb itself only, not to prefixed verbs
# ("jemati" -> "jemlje", but "zajemati" -> "zajema").
SL_EXACT_ONLY = {"iti", "jemati"}
# l-participles (masculine) the rules do not make.
SL_PAST = {
    "iti": "šel", "priti": "prišel", "najti": "našel", "preiti": "prešel",
    "iziti": "izšel", "oditi": "odšel", "reči": "rekel", "vleči": "vlekel",
    "povleči": "povlekel", "doseči": "dosegel", "izvreči": "izvrgel",
    "zavreči": "zavrgel", "moči": "mogel", "tresti": "tresel",
    "stresti": "stresel", "rasti": "rasel", "zrasti": "zrasel",
    "prinesti": "prinesel", "prenesti": "prenesel", "vnesti": "vnesel",
    "izvesti": "izvedel", "navesti": "navedel", "prevesti": "prevedel",
    "jesti": "jedel",
}
# Forms left out of one verb although the rules and the word list give
# them (lemma -> forms).
SL_DROP = {
    # "da" (present of dati) is before all the conjunction "that, so
    # that": listed, "…, da odprete članek" would read as "gives".
    "dati": ["da"],
}

_PALATAL = (("sk", "šč"), ("st", "šč"), ("sl", "šlj"), ("k", "č"),
            ("c", "č"), ("g", "ž"), ("z", "ž"), ("s", "š"), ("h", "š"),
            ("t", "č"), ("p", "plj"), ("b", "blj"), ("m", "mlj"),
            ("v", "vlj"), ("l", "lj"), ("r", "rj"), ("n", "nj"))


def _base_override(table, inf):
    """The override of inf, or of its base when inf is the base with a
    prefix ("prebrati" -> "brati": "pre" + "bere")."""
    if inf in table:
        return table[inf]
    for base in sorted(table, key=len, reverse=True):
        if base not in SL_EXACT_ONLY and inf.endswith(base) and \
                len(inf) > len(base):
            pre = inf[:-len(base)]
            return pre + table[base]
    return None


def sl_present_candidates(inf):
    s = inf[:-2]
    c = []
    o = _base_override(SL_PRESENT, inf)
    if o:
        c.append(o)
    if inf.endswith("či"):
        return c + [s + "če", s + "že", s + "re"]
    if s.endswith(("ova", "eva")):
        c.append(s[:-3] + "uje")
    if s.endswith("a"):
        stem = s[:-1]
        c.append(s)                            # čaka, predvaja
        if stem and stem[-1] in SL_VOWELS:
            c.append(stem + "je")              # daje
        for a, b in _PALATAL:
            if stem.endswith(a):
                c.append(stem[:-len(a)] + b + "e")   # piše, pošlje, išče
                break
        c.append(stem + "e")
    elif s.endswith("i"):
        c.append(s)                            # shrani
        if s.endswith("ni"):
            c.append(s[:-1] + "e")             # vrne, zaklene, pritisne
        c.append(s + "je")                     # skrije, pije
    elif s.endswith("e"):
        c += [s[:-1] + "i", s, s[:-1] + "ne", s + "je", s[:-1] + "me"]
    elif s.endswith("u"):
        c.append(s + "je")                     # sesuje
    else:                                      # -sti, -zti: nese, vede
        c += [s + "e", s[:-1] + "de", s[:-1] + "te", s + "te"]
    return c


def sl_present(inf, W):
    """The first candidate X (rules, or SL_PRESENT) with X+m, X+š, X+mo
    and X+te in the word list."""
    override = _base_override(SL_PRESENT, inf)
    for x in sl_present_candidates(inf):
        if x == override and x in W and x + "m" in W:
            return [x]
        if x in W and all(x + e in W for e in ("m", "š", "mo", "te")):
            return [x]
    return []


def sl_imperatives(inf, x, W):
    o = _base_override(SL_IMPERATIVE, inf)
    c = [o] if o else []
    if x.endswith("a"):
        c.append(x + "j")                      # čakaj, daj
    elif x.endswith("je") and len(x) > 2 and x[-3] in SL_VOWELS:
        c.append(x[:-1])                       # kupuj, skrij
    elif x.endswith("e"):
        c.append(x[:-1] + "i")                 # piši, odpri, vrni, kaži
    elif x.endswith("i"):
        if len(x) > 2 and x[-2] == "j" and x[-3] in SL_VOWELS:
            c.append(x[:-1])                   # stoj
        c.append(x)                            # shrani
    out = []
    for y in c:
        if y not in out and y in W and (y + "te" in W or y + "mo" in W):
            out.append(y)
    return out[:1]


def sl_past(inf, x, W):
    s = inf[:-2]
    o = _base_override(SL_PAST, inf)
    masc = [o] if o else []
    masc += [s + "l", s[:-1] + "l"]
    out = []
    for m in masc:
        if m not in W:
            continue
        # izbrisal -> izbrisala, posnel -> posnela; nesel -> nesla
        for stem in (m, m[:-2] + "l"):
            fem = [stem + e for e in ("a", "o", "i", "e")]
            if sum(f in W for f in fem) >= 3:
                return [m] + [f for f in fem if f in W]
    return out


def sl_forms(inf, W):
    present = sl_present(inf, W)
    drop = set(SL_DROP.get(inf, []))
    if not present:
        return {}
    x = present[0]
    third = SL_THIRD.get(inf, present)
    imp = sl_imperatives(inf, x, W)
    imp_pl = [y + "te" for y in imp if y + "te" in W]
    imp_1pl = [y + "mo" for y in imp if y + "mo" in W]
    # the present gerund (deležje): čakajoč, brišoč, prikazujoč, deleč
    ger = {"a": x + "joč", "e": x[:-1] + "oč", "i": x[:-1] + "eč"}.get(
        x[-1])
    ger = [ger] if ger in W else []
    res = {
        "third": third,
        "first": [f for f in (x + "m", x + "mo") if f in W],
        # the 2nd persons and the 3rd plural: what stands after "da" in a
        # purpose clause ("da odprete", "da se pokažejo dejanja")
        # (čaka -> čakajo, odpre -> odprejo, shrani -> shranijo)
        "second": [f for f in (x + "š", x + "te", x + "jo") if f in W],
        "imp_sg": imp + imp_1pl,
        "imp_pl": imp_pl,
        "infinitive": [inf],
        "past": sl_past(inf, x, W),
        "gerund": ger[:1],
    }
    return {k: [f for f in v if f not in drop] for k, v in res.items()}


def sl_classify(inf):
    W = word_list("sl")
    if inf not in W:
        sys.exit("sl_SI does not know the verb %r (add it to ANALOGS or "
                 "change the table)" % inf)
    f = sl_forms(inf, W)
    if not f:
        sys.exit("no present 3sg found for %s (candidates %s)"
                 % (inf, sl_present_candidates(inf)))
    if len(f["third"]) > 1:
        note("sl", "%s: several presents %s (the first is the suggestion)"
             % (inf, ", ".join(f["third"])))
    if not f["imp_sg"]:
        note("sl", "no imperative found for %s" % inf)
    if not f["past"]:
        note("sl", "no l-participle found for %s" % inf)
    return f


def sl_entry(item):
    """One entry per verb. Slovenian describes what an element does with
    either aspect: "Izbriše dogodek." (perfective, as Slovenian software
    writes its descriptions) and "Briše dogodek." are both right, so every
    verb is its own entry with its own present as `third`."""
    impf, perfs, refl, rest = split_item(item, "se")
    tail = (" " + rest) if rest else ""
    se = " se" if refl else ""
    out = []
    for verb in [impf] + perfs:
        f = sl_classify(verb)
        w = {
            "imperative": list(f["imp_sg"]),
            "polite-imperative": list(f["imp_pl"]),
            # the 2nd persons are what follows "da" after a gesture
            # ("…, da odprete članek"), where English has its infinitive
            "infinitive": list(f["infinitive"]) + list(f["second"]),
            "past": list(f["past"]),
            "gerund": list(f["gerund"]),
            "first-person": list(f["first"]),
        }
        third = list(f["third"])
        if refl:
            w = {k: with_clitic(v, "se", k == "infinitive")
                 for k, v in w.items()}
            third = [t + " se" for t in third] + third
        e = {"lemma": verb + se, "third": third, "wrong": w}
        others = [v for v in [impf] + perfs if v != verb]
        notes = []
        if others:
            notes.append(("imperfective: " if verb != impf
                          else "perfective: ") + ", ".join(
                v + se for v in others))
        if tail:
            notes.append("phrase: " + verb + se + tail)
        if notes:
            e["$comment"] = "; ".join(notes)
        out.append(e)
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
    make = {"bg": bg_entry, "sl": sl_entry}[lang]
    entries = []
    cache = {}
    for concept, cells in rows:
        for item in cells[lang]:
            if item not in cache:
                cache[item] = make(item)
            for base in cache[item]:
                e = json.loads(json.dumps(base))
                e["concept"] = concept
                entries.append(e)
    for e in entries:
        e["third"] = dedupe(e["third"])
        for kind in list(e["wrong"]):
            e["wrong"][kind] = dedupe(e["wrong"][kind])
    # A form that is somebody's third person is never wrong; a form is
    # filed under one kind per entry (KIND_ORDER).
    lexicon_tools.keep_one_kind_per_form(entries, KIND_ORDER, lambda m: note(lang, m))
    # A wrong form that leads to two different suggestions is kept where
    # its kind ranks first; on a tie it is dropped everywhere.
    lexicon_tools.drop_ambiguous_wrong_forms(entries, KIND_ORDER, lambda m: note(lang, m))
    for e in entries:
        e["wrong"] = {k: sorted(v) for k, v in e["wrong"].items() if v}
    if REPORT_WANTED:
        apertium_check(lang, entries)
    out = []
    for e in entries:
        d = OrderedDict()
        if "$comment" in e:
            d["$comment"] = e["$comment"]
        d["concept"] = e["concept"]
        d["lemma"] = norm(e["lemma"])
        d["third"] = e["third"]
        d["wrong"] = e["wrong"]
        out.append(d)
    out.sort(key=lambda d: (d["concept"], d["lemma"]))
    uniq = []
    for d in out:
        if uniq and (uniq[-1]["concept"], uniq[-1]["lemma"]) == \
                (d["concept"], d["lemma"]):
            continue
        uniq.append(d)
    return uniq


def apertium_check(lang, entries):
    """Report third persons and imperatives that Apertium's analyser reads
    otherwise (report only)."""
    path = APERTIUM[lang]
    if not (shutil.which("lt-proc") and os.path.exists(path)):
        note(lang, "%s not installed: no second opinion" % path)
        return
    checks = []
    for e in entries:
        for t in e["third"]:
            if " " not in t:
                checks.append((t, "<pres><p3><sg>", e["lemma"], "third"))
        for t in e["wrong"].get("imperative", []):
            if " " not in t and not t.endswith(("мо", "mo")):
                checks.append((t, "<imp>", e["lemma"], "imperative"))
    words = sorted({c[0] for c in checks})
    r = subprocess.run(["lt-proc", path], input="\n".join(words),
                       capture_output=True, text=True)
    readings = {}
    for m in re.finditer(r"\^([^/$]+)/([^$]*)\$", r.stdout):
        readings[m.group(1)] = m.group(2)
    unknown = 0
    for word, tag, lemma, kind in checks:
        rd = readings.get(word, "")
        if not rd or rd.startswith("*"):
            unknown += 1
            continue
        if tag not in rd and not (kind == "imperative" and "<imp>" in rd):
            note(lang, "apertium reads %s (%s of %s) as %s"
                 % (word, kind, lemma, rd[:160]))
    note(lang, "apertium does not know %d of %d checked forms"
         % (unknown, len(checks)))


# ---------------------------------------------------------------------------
# Word tables.

from bg_sl_words import WORDS, CONTROL_FORMS, OBJECT_NOUNS, BRANDS_COMMON, \
    BRANDS_LOCAL, PROFILES, verbal_noun_candidates  # noqa: E402

LIST_KEYS = ("controlTypes", "contentPhrases", "objectControlTypes",
             "states", "stateContentPhrases", "gestures", "acronyms",
             "brands", "countableNouns", "determiners", "requestWords",
             "dottedAbbreviations", "prepositions", "conjunctions", "nouns")
MAP_KEYS = ("preferredVerbs",)


def check_words(lang, label, phrases):
    """Note every word of phrases that the dictionary's word list lacks."""
    W = word_list(lang)
    for p in phrases:
        for w in p.split():
            w = w.strip(".")
            if w and w.isalpha() and w not in W and w.lower() not in W:
                note(lang, "%s word %r is not in the dictionary (kept)"
                     % (label, w))


def verbal_nouns(lang, verbs):
    """The verbal nouns of the table's verbs ("изтриване", "brisanje"),
    where the word list has them: a hint that starts with one names an
    action instead of describing it."""
    W = word_list(lang)
    forms = set()
    for v in verbs:
        for f in v["third"]:
            forms.add(f.split()[0])
        for fs in v["wrong"].values():
            for f in fs:
                forms.update(f.split())
    out = set()
    for v in verbs:
        lemma = v["lemma"].split()[0]
        for n in verbal_noun_candidates(lang, lemma):
            if n in W and n not in forms:
                out.add(n)
    return sorted(out)


def build_words(lang, verbs):
    src = dict(WORDS[lang])
    control = []
    for noun, forms in CONTROL_FORMS[lang].items():
        check_words(lang, "control-type", forms)
        control += forms
    src["controlTypes"] = control + src.get("controlTypesExtra", [])
    src["objectControlTypes"] = [f for n in OBJECT_NOUNS[lang]
                                 for f in CONTROL_FORMS[lang][n]]
    src["brands"] = BRANDS_COMMON + BRANDS_LOCAL[lang]
    # a word keeps one reading: not the words of the other lists
    others = set()
    for key in ("gestures", "states", "controlTypes", "determiners",
                "requestWords", "conjunctions"):
        for p in src.get(key, []):
            others.update(norm(p).split())
    src["nouns"] = [n for n in verbal_nouns(lang, verbs) if n not in others]
    for key in ("gestures", "states", "contentPhrases"):
        check_words(lang, key, src.get(key, []))
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
    out["hintBadStarts"] = {norm(k): v for k, v in
                            src["hintBadStarts"].items()}
    out["abbreviations"] = {norm(k): unicodedata.normalize("NFC", v)
                            for k, v in src["abbreviations"].items()}
    out["unitAbbreviations"] = {norm(k): unicodedata.normalize("NFC", v)
                                for k, v in src["unitAbbreviations"].items()}
    for key in MAP_KEYS:
        if key in src:
            out[key] = dict(src[key])
    clash = set(out["controlTypes"]) & (set(out["states"]) |
                                        set(out["gestures"]))
    if clash:
        sys.exit("%s: words in two lists: %s" % (lang, sorted(clash)))
    missing = set(out.get("objectControlTypes", [])) - \
        set(out["controlTypes"])
    for w in sorted(missing):
        note(lang, "objectControlTypes word %r is no control type" % w)
    return out


def build_profile(lang):
    p = OrderedDict()
    p["language"] = lang
    p["hasCase"] = True
    p["fullStops"] = ["."]
    p["ellipses"] = ["…", "..."]
    p["hintVerbPosition"] = "first"
    p["compounds"] = "words"
    p["controlTypeSuggestion"] = "trailing"
    if PROFILES[lang].get("labelVerbForm"):
        p["labelVerbForm"] = PROFILES[lang]["labelVerbForm"]
    p["labelMaxWords"] = 3
    p["hintMaxWords"] = 15
    return p


VERBS_COMMENT = {
    "bg": ("Generated by Scripts/lexicons/generate_bg_sl.py (hunspell-bg "
           "affix expansion); see SOURCE.md. One entry per verb: the "
           "imperfective and each of its perfectives, all with the "
           "imperfective's present as 'third' (изтрива); the perfective "
           "present (изтрие) is filed under 'future'; the 2nd persons "
           "(изтриете, изтриеш), which follow 'за да' after a gesture, "
           "under 'infinitive' (Bulgarian has none). A reflexive verb's "
           "forms carry 'се' (връща се, върнете се, се върнете)."),
    "sl": ("Generated by Scripts/lexicons/generate_bg_sl.py (rules checked "
           "against the hunspell-sl word list); see SOURCE.md. One entry "
           "per verb, each with its own present as 'third': both aspects "
           "describe what an element does (izbriše, briše). The 2nd "
           "persons (izbrišete, izbrišeš), which follow 'da' after a "
           "gesture, are filed under 'infinitive' with the infinitive. A "
           "reflexive verb's forms carry 'se' (vrne se, vrnite se, se "
           "vrnete)."),
}


def main():
    global REPORT_WANTED
    ap = lexicon_tools.standard_parser(__doc__.split("\n")[0], LANGS)
    ap.add_argument("--out", default="Lexicons",
                    help="folder to write <lang>/ into (default: Lexicons, "
                         "relative to the current directory)")
    args = ap.parse_args()
    REPORT_WANTED = args.report
    for lang in args.langs:
        if lang not in LANGS:
            sys.exit("unknown language %r (bg or sl)" % lang)
    check_versions(args.allow_other_versions, args.langs)
    rows = read_table()
    stale = []
    for lang in args.langs:
        verbs = build_verbs(lang, rows)
        files = {
            "profile.json": build_profile(lang),
            "verbs.json": OrderedDict([("$comment", VERBS_COMMENT[lang]),
                                       ("verbs", verbs)]),
            "words.json": build_words(lang, verbs),
        }
        folder = os.path.join(os.path.abspath(args.out), lang)
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
