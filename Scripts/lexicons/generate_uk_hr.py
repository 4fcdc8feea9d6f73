#!/usr/bin/env python3
"""Generate the Ukrainian and Croatian lexicons of voicelint.

Writes Lexicons/{uk,hr}/{profile,verbs,words}.json from:

- verbs_uk_hr.tsv beside this script: concept -> the verbs apps use
  (the hand table; read it for the notation);
- uk: pymorphy3 with pymorphy3-dicts-uk (PyPI; the dictionary of the
  LanguageTool / VESUM Ukrainian project) for every verb form and for the
  case forms of the control-type nouns and phrases; gerunds
  (дієприслівники) are built from the 3rd person plural and the past, and
  kept only where pymorphy3 knows them as gerunds;
- hr: the Croatian Hunspell dictionary of Debian's hunspell-hr package
  (hr_HR.dic / hr_HR.aff, read in place), whose affix classes are expanded
  by this script (unmunch cannot: the file uses FLAG long with AF aliases);
  each verb's forms are sorted into person, mood and tense by their shape
  (a present 3sg X is the form for which X+m, X+š, X+mo and X+te exist);
  the control-type nouns are expanded the same way;
- the word tables in this file (control types, states, gestures, ...), and
  the OVERRIDES / HR_ANALOGS below where a tool is wrong or lacks a verb.

--report also reads, when Debian's apertium-hbs-eng is installed, its
Serbo-Croatian analyser (lt-proc) and prints every Croatian third person
or imperative that it knows with another reading; it never changes the
output.

Usage (from the repository root, in a virtual environment):
    apt-get install hunspell-hr            # 1:7.5.0-1 (Debian bookworm)
    python3 -m pip install pymorphy3==2.0.6 \\
        pymorphy3-dicts-uk==2.4.1.1.1663094765
    python3 Scripts/lexicons/generate_uk_hr.py [--check] [--report] [uk|hr]
    python3 Scripts/embed-lexicons.py     # then re-embed into the binary

--check writes nothing and exits 1 when a generated file differs from the
one on disk; --report prints the review notes.
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
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
TABLE = os.path.join(HERE, "verbs_uk_hr.tsv")
LANGS = ("uk", "hr")

HR_AFF = "/usr/share/hunspell/hr_HR.aff"
HR_DIC = "/usr/share/hunspell/hr_HR.dic"
APERTIUM_HBS = "/usr/share/apertium/apertium-hbs-eng/hbs-eng.automorf.bin"

# Order in which a form that several kinds share is filed (first wins).
KIND_ORDER = ("imperative", "polite-imperative", "infinitive", "future",
              "past", "gerund", "first-person")

REPORT = defaultdict(list)

PINNED = {
    "pymorphy3": "2.0.6",
    "pymorphy3-dicts-uk": "2.4.1.1.1663094765",
}
PINNED_DEB = {"hunspell-hr": "1:7.5.0-1"}


def check_versions(allow_other, langs):
    bad = []
    if "uk" in langs:
        bad += lexicon_tools.require_packages(PINNED)
    if "hr" in langs:
        if not os.path.exists(HR_DIC):
            sys.exit("missing %s: apt-get install hunspell-hr" % HR_DIC)
        for name, want in PINNED_DEB.items():
            have = lexicon_tools.dpkg_version(name)
            if have != want:
                bad.append("%s %s (made with %s)" % (name, have, want))
    lexicon_tools.refuse_other_versions(bad, allow_other)


def note(lang, text):
    REPORT[lang].append(text)


norm = lexicon_tools.norm


# ---------------------------------------------------------------------------
# The hand table.

def read_table():
    return lexicon_tools.read_verb_table(TABLE, LANGS, norm)


def split_item(item):
    """'вмикати/увімкнути/ввімкнути звук' -> ('вмикати', ['увімкнути',
    'ввімкнути'], 'звук'); 'vraćati se/vratiti se' -> ('vraćati',
    ['vratiti'], 'se')."""
    words = item.split()
    if len(words) > 2 and "/" not in words[0] and "/" in words[1]:
        # "vraćati se/vratiti se": the pair is split by the clitic, which
        # comes again after the perfective
        pair = words[0] + "/" + words[1].split("/", 1)[1]
        rest = words[2:]
    else:
        pair, rest = words[0], words[1:]
    verbs = pair.split("/")
    return verbs[0], verbs[1:], " ".join(rest)


# ---------------------------------------------------------------------------
# Ukrainian (pymorphy3).

_MORPH = None
APOSTROPHES = ("’", "ʼ", "'")   # the first is the spelling suggestions use


def morph():
    global _MORPH
    if _MORPH is None:
        import pymorphy3
        _MORPH = pymorphy3.MorphAnalyzer(lang="uk")
    return _MORPH


# Forms added to or removed from one entry after generation, by lemma.
OVERRIDES = {
    "uk": {},
    "hr": {},
}


def uk_lexeme(infinitive, aspect):
    parses = [p for p in morph().parse(infinitive)
              if p.tag.POS == "VERB" and p.word == infinitive
              and p.normal_form == infinitive]
    if not parses:
        sys.exit("pymorphy3 does not know the verb %r" % infinitive)
    if not morph().word_is_known(infinitive):
        note("uk", "pymorphy3 guessed %s (not in its dictionary): forms "
             "checked by eye" % infinitive)
    chosen = [p for p in parses if p.tag.aspect == aspect] if aspect \
        else parses
    if not chosen:
        note("uk", "%s has no %s reading: took %s" % (infinitive, aspect,
                                                      parses[0].tag))
        chosen = parses
    return chosen[0].lexeme


def uk_pick(lexeme, **want):
    out = []
    for f in lexeme:
        t = f.tag
        ok = True
        for k, v in want.items():
            if k == "has":
                ok = ok and all(g in t for g in v)
            else:
                ok = ok and getattr(t, k) == v
        if ok and f.word not in out:
            out.append(f.word)
    return out


def uk_gerunds(third_pl, past_masc, aspect, verb):
    """Imperfective: 3pl -ють/-ять/-уть/-ать -> -ючи/-ячи/-учи/-ачи
    (-ться -> -чись); perfective: past masc. -в -> -вши, -вся -> -вшись,
    a consonant -> +ши. Kept only where pymorphy3 knows the word as a
    gerund."""
    cands = []
    if aspect != "perf":
        for f in third_pl:
            if f.endswith("ться"):
                cands.append(f[:-4] + "чись")
            elif f.endswith("ть"):
                cands.append(f[:-2] + "чи")
    if aspect != "impf":
        for f in past_masc:
            if f.endswith(("вся", "всь")):
                cands.append(f[:-3] + "вшись")
            elif f.endswith("в"):
                cands.append(f + "ши")
            elif f.endswith(("ся", "сь")):
                cands.append(f[:-2] + "шись")
            else:
                cands.append(f + "ши")
    out = []
    for c in cands:
        ok = any(p.tag.POS == "GRND" for p in morph().parse(c)) and \
            morph().word_is_known(c)
        if ok:
            if c not in out:
                out.append(c)
        else:
            note("uk", "gerund %s of %s unknown to pymorphy3: left out"
                 % (c, verb))
    return out


def uk_forms(infinitive, aspect):
    lx = uk_lexeme(infinitive, aspect)
    tense = "futr" if aspect == "perf" else "pres"
    third = uk_pick(lx, tense=tense, person="3per", number="sing")
    if not third and aspect is None:
        third = uk_pick(lx, tense="futr", person="3per", number="sing",
                        has=["perf"])
    # VESUM also lists the colloquial contracted "відкрива" and the
    # dialectal "робе" beside "відкриває", "робить": not app copy.
    std = [t for t in third if t.endswith(("є", "ть", "ться"))]
    if std and len(std) < len(third):
        note("uk", "%s: colloquial 3sg %s left out" % (
            infinitive, ", ".join(t for t in third if t not in std)))
        third = std
    first = uk_pick(lx, tense=tense, person="1per", number="sing")
    third_pl = uk_pick(lx, tense=tense, person="3per", number="plur")
    imp_sg = uk_pick(lx, mood="impr", person="2per", number="sing")
    imp_1pl = uk_pick(lx, mood="impr", person="1per", number="plur")
    imp_pl = uk_pick(lx, mood="impr", person="2per", number="plur")
    # the synthetic imperfective future "видалятиме"
    fut = uk_pick(lx, tense="futr", person="3per", number="sing") \
        if aspect != "perf" else []
    fut = [f for f in fut if f not in third]
    past = uk_pick(lx, tense="past")
    past_masc = uk_pick(lx, tense="past", gender="masc")
    # Infinitives: the full -ти/-тися/-тись forms; the short "-ть" ones
    # ("видалить") are colloquial and the same letters as a 3rd person.
    infinitive_forms = [f for f in uk_pick(lx, has=["infn"])
                        if f.endswith(("ти", "тися", "тись", "чи"))]
    if infinitive not in infinitive_forms:
        infinitive_forms.insert(0, infinitive)
    gerund = uk_gerunds(third_pl, past_masc, aspect, infinitive)
    return {"third": third, "first": first, "imp_sg": imp_sg + imp_1pl,
            "imp_pl": imp_pl, "infinitive": infinitive_forms,
            "past": past, "gerund": gerund, "future": fut}


def uk_entry(item):
    impf, perfs, rest = split_item(item)
    aspect = "impf" if perfs else None
    fi = uk_forms(impf, aspect)
    if not fi["third"]:
        sys.exit("no third person for %s" % impf)
    wrong = {
        "imperative": list(fi["imp_sg"]),
        "polite-imperative": list(fi["imp_pl"]),
        "infinitive": list(fi["infinitive"]),
        "past": list(fi["past"]),
        "gerund": list(fi["gerund"]),
        "first-person": list(fi["first"]),
        "future": list(fi["future"]),
    }
    for perf in perfs:
        fp = uk_forms(perf, "perf")
        wrong["imperative"] += fp["imp_sg"]
        wrong["polite-imperative"] += fp["imp_pl"]
        wrong["infinitive"] += fp["infinitive"]
        wrong["past"] += fp["past"]
        wrong["gerund"] += fp["gerund"]
        wrong["first-person"] += fp["first"]
        wrong["future"] += fp["third"]
    entry = {"lemma": " ".join([impf] + ([rest] if rest else [])),
             "third": fi["third"], "wrong": wrong}
    if perfs:
        entry["$comment"] = "perfective: " + ", ".join(
            " ".join([p] + ([rest] if rest else [])) for p in perfs)
    return [entry]


def apostrophe_variants(forms):
    out = []
    for f in forms:
        if "'" in f:
            for a in APOSTROPHES:
                g = f.replace("'", a)
                if g not in out:
                    out.append(g)
        elif f not in out:
            out.append(f)
    return out


# ---------------------------------------------------------------------------
# Croatian (Hunspell affix expansion).

class Hunspell:
    """Enough of the Hunspell affix format to expand hr_HR: FLAG long, AF
    aliases, SFX/PFX with strip, add and condition (no continuation
    classes in this file; the one PFX, "naj", makes superlatives and is
    not needed)."""

    def __init__(self, aff, dic):
        self.af = []
        self.sfx = defaultdict(list)
        with open(aff, encoding="utf-8") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                p = line.split("#")[0].split() if "\t#" in line or " #" in \
                    line else line.split()
                if not p:
                    continue
                if p[0] == "FLAG" and p[1] != "long":
                    sys.exit("unexpected FLAG %s in %s" % (p[1], aff))
                if p[0] == "AF" and len(p) >= 2 and not p[1].isdigit():
                    self.af.append(p[1])
                elif p[0] == "SFX":
                    if len(p) == 4 and p[2] in ("Y", "N") and p[3].isdigit():
                        continue
                    flag, strip, add = p[1], p[2], p[3]
                    cond = p[4] if len(p) > 4 else "."
                    if "/" in add:
                        sys.exit("continuation classes are not supported: "
                                 + line)
                    self.sfx[flag].append(
                        ("" if strip == "0" else strip,
                         "" if add == "0" else add,
                         re.compile(cond + "$")))
        self.dic = defaultdict(list)
        with open(dic, encoding="utf-8") as f:
            next(f)
            for line in f:
                line = line.strip()
                if not line:
                    continue
                word, _, fl = line.partition("/")
                self.dic[word].append(self.flags(fl) if fl else [])

    def flags(self, s):
        if s.isdigit():
            s = self.af[int(s) - 1]
        return [s[i:i + 2] for i in range(0, len(s), 2)]

    def known(self, word):
        return word in self.dic

    def expand(self, word):
        """Every form of every entry spelled `word`, as one set."""
        out = set()
        for fl in self.dic.get(word, []):
            out.add(word)
            for flag in fl:
                for strip, add, cond in self.sfx.get(flag, []):
                    if word.endswith(strip) and cond.search(word):
                        out.add(word[:len(word) - len(strip)] + add)
        return out


_HUN = None


def hun():
    global _HUN
    if _HUN is None:
        _HUN = Hunspell(HR_AFF, HR_DIC)
    return _HUN


# Verbs hr_HR lacks: inflected like a model verb of the same class, with
# the model's stem replaced (lemma -> (model, model stem, new stem)).
HR_ANALOGS = {
    "prikvačivati": ("otkvačivati", "otkvač", "prikvač"),
    "resetirati": ("ažurirati", "ažur", "reset"),
    "zamrzavati": ("otvarati", "otvar", "zamrzav"),
    "klikati": ("čitati", "čit", "klik"),
}

# Forms left out of one verb although the expansion yields them
# (lemma -> forms); the reasons are in SOURCE.md.
HR_DROP = {
    # "da" (perfective present of dati) is before all the conjunction
    # "that, in order to": listed, it would turn "Dodirnite da biste ..."
    # into "Daje ...".
    "dati": ["da"],
}


def hr_forms_of(verb):
    h = hun()
    if h.known(verb):
        return h.expand(verb)
    if verb in HR_ANALOGS:
        model, old, new = HR_ANALOGS[verb]
        if not h.known(model):
            sys.exit("hr_HR lacks the model verb %s" % model)
        note("hr", "%s is not in hr_HR: inflected like %s" % (verb, model))
        return {f.replace(old, new, 1) for f in h.expand(model)
                if f.startswith(old)}
    sys.exit("hr_HR does not know the verb %r (add it to HR_ANALOGS or "
             "change the table)" % verb)


def hr_classify(verb):
    S = hr_forms_of(verb)
    if verb not in S:
        sys.exit("no infinitive in the expansion of %s" % verb)
    drop = set(HR_DROP.get(verb, []))
    S = {f for f in S if f not in drop}
    third = sorted([x for x in S if all(x + e in S for e in
                                         ("m", "š", "mo", "te"))],
                   key=lambda x: (len(x), x))
    imps = sorted([y for y in S if y[-1] in "ij" and y + "mo" in S and
                   y + "te" in S], key=lambda x: (len(x), x))
    first = [x + "m" for x in third]
    imp_1pl = [y + "mo" for y in imps]
    imp_pl = [y + "te" for y in imps]
    # The l-participle (past): a base B with B+la, B+lo, B+li, B+le; the
    # masculine is B[-l]+o, or +ao after a consonant ("rekao").
    past = []
    for f in sorted(S):
        if f.endswith("la") and all(f[:-1] + e in S for e in "oie"):
            base = f[:-2]
            for m in (base + "o", base + "ao"):
                if m in S and m not in past:
                    past.append(m)
            past += [f[:-1] + e for e in "aoie"]
    gerund = sorted(f for f in S if f.endswith(("ći", "vši"))
                    and f != verb)
    # The future tense as it opens a hint: "Izbrisat će", and the common
    # misspelling "Izbrisati će"; "Otići će" for the -ći verbs. Filed as
    # phrases, so that a rewrite takes the auxiliary away too.
    future = []
    if verb.endswith("ti") and verb[:-1] in S:
        future.append(verb[:-1] + " će")
    future.append(verb + " će")
    if not third:
        note("hr", "no present 3sg found for %s" % verb)
    if not imps and not any(t[-1] in "ij" for t in third):
        note("hr", "no imperative found for %s" % verb)
    return {"third": third, "first": first, "imp_sg": imps + imp_1pl,
            "imp_pl": imp_pl, "infinitive": [verb], "past": past,
            "gerund": gerund, "future": future}


def hr_entry(item):
    """One entry per verb: the imperfective's, then one per perfective,
    all with the imperfective's present as their right form."""
    impf, perfs, rest = split_item(item)
    tail = (" " + rest) if rest else ""
    fi = hr_classify(impf)
    if not fi["third"]:
        sys.exit("no third person for %s" % impf)

    def wrong_of(f, perfective):
        w = {
            "imperative": list(f["imp_sg"]),
            "polite-imperative": list(f["imp_pl"]),
            "infinitive": list(f["infinitive"]),
            "past": list(f["past"]),
            "gerund": list(f["gerund"]),
            "first-person": list(f["first"]),
            "future": list(f["future"]),
        }
        if perfective:
            # The perfective present does not describe what an element
            # does ("Izbriše događaj."): filed with the future forms.
            w["future"] = list(f["third"]) + w["future"]
        return w

    out = [{"lemma": impf + tail, "third": list(fi["third"]),
            "wrong": wrong_of(fi, False)}]
    if perfs:
        out[0]["$comment"] = "perfective: " + ", ".join(p + tail
                                                        for p in perfs)
    for perf in perfs:
        fp = hr_classify(perf)
        out.append({"$comment": "imperfective: " + impf + tail,
                    "lemma": perf + tail, "third": list(fi["third"]),
                    "wrong": wrong_of(fp, True)})
    return out


def hr_apertium_check(entries):
    """Report third persons and imperatives that Apertium's hbs analyser
    reads otherwise (report only)."""
    if not (shutil.which("lt-proc") and os.path.exists(APERTIUM_HBS)):
        note("hr", "apertium-hbs-eng not installed: no second opinion")
        return
    checks = []
    for e in entries:
        for t in e["third"]:
            checks.append((t, "<pres><p3><sg>", e["lemma"], "third"))
        for t in e["wrong"].get("imperative", []):
            if not t.endswith("mo"):
                checks.append((t, "<imp><p2><sg>", e["lemma"], "imperative"))
    words = sorted({c[0] for c in checks})
    r = subprocess.run(["lt-proc", APERTIUM_HBS], input="\n".join(words),
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
        if tag not in rd:
            note("hr", "apertium reads %s (%s of %s) as %s"
                 % (word, kind, lemma, rd[:120]))
    note("hr", "apertium does not know %d of %d checked forms"
         % (unknown, len(checks)))


# ---------------------------------------------------------------------------
# Assembling verbs.json (shared).

def dedupe(seq):
    out = []
    for x in seq:
        x = norm(x)
        if x and x not in out:
            out.append(x)
    return out


def build_verbs(lang, rows):
    make = {"uk": uk_entry, "hr": hr_entry}[lang]
    entries = []
    cache = {}
    for concept, cells in rows:
        for item in cells[lang]:
            if item not in cache:
                cache[item] = make(item)
            for base in cache[item]:
                e = json.loads(json.dumps(base))
                e["concept"] = concept
                ov = OVERRIDES[lang].get(e["lemma"], {})
                drop = set(ov.get("drop", []))
                e["third"] = [x for x in e["third"] + ov.get("third", [])
                              if x not in drop]
                for kind, forms in ov.get("add", {}).items():
                    e["wrong"].setdefault(kind, []).extend(forms)
                for kind in e["wrong"]:
                    e["wrong"][kind] = [x for x in e["wrong"][kind]
                                        if x not in drop]
                entries.append(e)
    for e in entries:
        e["third"] = dedupe(e["third"])
        if lang == "uk":
            e["third"] = apostrophe_variants(e["third"])
            e["lemma"] = e["lemma"].replace("'", APOSTROPHES[0])
            if "$comment" in e:
                e["$comment"] = e["$comment"].replace("'", APOSTROPHES[0])
        for kind in list(e["wrong"]):
            forms = dedupe(e["wrong"][kind])
            if lang == "uk":
                forms = apostrophe_variants(forms)
            e["wrong"][kind] = forms
    # A form that is somebody's third person is never wrong; a form is
    # filed under one kind per entry (KIND_ORDER).
    thirds = {t for e in entries for t in e["third"]}
    for e in entries:
        seen = set(e["third"])
        for kind in KIND_ORDER:
            kept = []
            for f in e["wrong"].get(kind, []):
                if f in thirds:
                    if f not in e["third"]:
                        note(lang, "%s: %s form %r is the third person of "
                             "another verb: not listed" % (e["lemma"], kind, f))
                    continue
                if f in seen:
                    continue
                seen.add(f)
                kept.append(f)
            e["wrong"][kind] = kept
    # A wrong form that leads to two different suggestions is kept where
    # its kind ranks first; on a tie it is dropped everywhere.
    where = defaultdict(list)
    for i, e in enumerate(entries):
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
    for e in entries:
        e["wrong"] = {k: sorted(v) for k, v in e["wrong"].items() if v}
    if lang == "hr" and REPORT_WANTED:
        hr_apertium_check(entries)
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


REPORT_WANTED = False

# ---------------------------------------------------------------------------
# Word tables.

from uk_hr_words import WORDS, UK_CONTROL_NOUNS, UK_OBJECT_NOUNS, \
    UK_CONTROL_PHRASES, HR_CONTROL_NOUNS, HR_OBJECT_NOUNS, \
    HR_CONTROL_FORMS, BRANDS_COMMON, BRANDS_LOCAL, PROFILES, \
    UK_FLAG_NOUN, UK_FLAG_OF, UK_FLAG_VERBS, UK_FLAG_PARTICIPLES, \
    UK_FLAG_PHRASES, UK_FLAG_INSTRUMENTAL  # noqa: E402


def uk_declined(word):
    nouns = [x for x in morph().parse(word) if x.tag.POS == "NOUN"
             and x.normal_form == word]
    # the thing, not a surname or a creature ("повзунок" is also a
    # crawling animal): inanimate readings first
    p = [x for x in nouns if "inan" in x.tag] or nouns
    if not p:
        sys.exit("pymorphy3 does not know the noun %r" % word)
    if not morph().word_is_known(word):
        note("uk", "pymorphy3 guessed the noun %s: forms checked by eye"
             % word)
    forms = set()
    for q in p:
        forms |= {f.word for f in q.lexeme}
    return sorted(forms)


def uk_case_forms(parse, case, number, gender=None):
    """The forms of a lexeme in one case and number. The Ukrainian
    dictionary tags a plural 'plur' and a singular only by its gender, so
    inflect() cannot be asked for 'sing'."""
    out = []
    for f in parse.lexeme:
        t = f.tag
        if case not in t or "voct" in t:
            continue
        if number == "plur" and "plur" not in t:
            continue
        if number == "sing" and ("plur" in t or
                                 (gender and gender not in t)):
            continue
        if f.word not in out:
            out.append(f.word)
    return out


def uk_control_types():
    out = []
    for n in UK_CONTROL_NOUNS:
        out += uk_declined(n)
    cases = ["nomn", "gent", "datv", "accs", "ablt", "loct"]
    for adj, noun, tail in UK_CONTROL_PHRASES:
        np = [x for x in morph().parse(noun) if x.tag.POS == "NOUN"
              and x.normal_form == noun and "inan" in x.tag][0]
        gender = np.tag.gender
        ap = None
        if adj:
            ap = [x for x in morph().parse(adj)
                  if x.tag.POS in ("ADJF", "PRTF", "ADJ") and
                  x.normal_form == adj][0]
        for number in ("sing", "plur"):
            for case in cases:
                for nf in uk_case_forms(np, case, number):
                    heads = [nf]
                    if ap is not None:
                        afs = uk_case_forms(ap, case, number, gender)
                        if case == "accs" and (number == "plur" or
                                               gender != "femn"):
                            # an inanimate noun: the accusative is the
                            # nominative ("випадний список")
                            afs = uk_case_forms(ap, "nomn", number, gender)
                        if not afs:
                            note("uk", "cannot inflect %s %s %s"
                                 % (adj, case, number))
                            continue
                        heads = [a + " " + nf for a in afs]
                    for h in heads:
                        out.append(h + (" " + tail if tail else ""))
    return out


def uk_flag_content():
    """The flag sense of "прапорець" (see UK_FLAG_NOUN in uk_hr_words):
    content phrases, every word checked to be known to pymorphy3."""
    out = [f + " " + g for f in uk_declined(UK_FLAG_NOUN) for g in UK_FLAG_OF]
    for verbs, objects in UK_FLAG_VERBS:
        for v in verbs:
            p = [x for x in morph().parse(v) if x.tag.POS in ("VERB", "INFN")
                 and x.normal_form == v]
            if not p:
                sys.exit("pymorphy3 does not know the verb %r" % v)
            forms = sorted({f.word for f in p[0].lexeme
                            if not {"impr", "1per", "2per"} & set(
                                str(f.tag).replace(" ", ",").split(","))})
            out += [f + " " + o for f in forms for o in objects]
    for adj, objects in UK_FLAG_PARTICIPLES:
        p = [x for x in morph().parse(adj) if x.tag.POS == "ADJF"
             and x.normal_form == adj][0]
        out += [f.word + " " + o for f in p.lexeme for o in objects]
    out += UK_FLAG_PHRASES
    for phrase in out:
        for w in phrase.split():
            if not morph().word_is_known(w):
                sys.exit("pymorphy3 does not know %r (%s)" % (w, phrase))
    return out


def uk_objects():
    out = []
    for n in UK_OBJECT_NOUNS:
        out += uk_declined(n)
    return out


def hr_noun_forms(noun):
    """The case forms of a Croatian control noun: the hand paradigm in
    uk_hr_words (hr_HR's noun entries also expand to possessives and
    derived adjectives), each form checked against hr_HR's expansion."""
    forms = HR_CONTROL_FORMS[noun]
    known = hun().expand(noun) if hun().known(noun) else set()
    for f in forms:
        if f not in known:
            note("hr", "control-type form %r of %s is not in hr_HR's "
                 "expansion (kept)" % (f, noun))
    return list(forms)


def hr_control_types():
    out = []
    for n in HR_CONTROL_NOUNS:
        out += hr_noun_forms(n)
    return out


def hr_objects():
    out = []
    for n in HR_OBJECT_NOUNS:
        out += hr_noun_forms(n)
    return out


LIST_KEYS = ("controlTypes", "contentPhrases", "objectControlTypes",
             "states", "stateContentPhrases", "gestures", "acronyms",
             "brands", "countableNouns", "determiners", "requestWords",
             "dottedAbbreviations", "prepositions", "conjunctions")
MAP_KEYS = ("preferredVerbs",)


def build_words(lang):
    src = dict(WORDS[lang])
    if lang == "uk":
        src["controlTypes"] = uk_control_types()
        src["objectControlTypes"] = uk_objects() + UK_FLAG_INSTRUMENTAL
        src["contentPhrases"] = src["contentPhrases"] + uk_flag_content()
    else:
        src["controlTypes"] = hr_control_types() + src.get(
            "controlTypesExtra", [])
        src["objectControlTypes"] = hr_objects()
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
            if lang == "uk":
                vals = sorted(set(apostrophe_variants(vals)))
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
    "uk": ("Generated by Scripts/lexicons/generate_uk_hr.py (pymorphy3, "
           "pymorphy3-dicts-uk); see SOURCE.md. One entry per aspect pair, "
           "named by the imperfective: 'third' is its present (видаляє); "
           "the perfective's forms are wrong, its third person (видалить, a "
           "future) under 'future', with the imperfective's synthetic "
           "future (видалятиме). Forms with an apostrophe are listed with "
           "’, ʼ and '."),
    "hr": ("Generated by Scripts/lexicons/generate_uk_hr.py (hunspell-hr "
           "affix expansion); see SOURCE.md. One entry per verb: the "
           "imperfective and each of its perfectives, all with the "
           "imperfective's present as 'third' (briše); the perfective "
           "present (izbriše) is filed under 'future', with the truncated "
           "infinitive of the future tense (izbrisat ću)."),
}


def main():
    global REPORT_WANTED
    args = lexicon_tools.standard_parser(__doc__.split("\n")[0],
                                         LANGS).parse_args()
    REPORT_WANTED = args.report
    check_versions(args.allow_other_versions, args.langs)
    rows = read_table()
    stale = []
    for lang in args.langs:
        verbs = build_verbs(lang, rows)
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
