#!/usr/bin/env python3
"""Generate the German, Dutch and Russian lexicons of voicelint.

Writes Lexicons/{de,nl,ru}/{profile,verbs,words}.json from:

- verbs_de_nl_ru.tsv beside this script: concept -> the verbs apps use
  (the hand table; read it for the notation);
- a real conjugator for every verb form:
    de, nl: ablaut (PyPI), a rule-plus-exception-table conjugator;
    ru:     pymorphy3 with pymorphy3-dicts-ru (PyPI, the OpenCorpora
            dictionary), cross-checked against ablaut's Russian tables;
- german-nouns (PyPI, Wiktionary-derived noun table) for the case and
  number forms of the German control-type nouns and to drop countable
  nouns whose singular equals their plural;
- the word tables in this file (control types, states, gestures, ...),
  and the OVERRIDES / BASE_FIXES below where a tool is wrong or where the
  app register differs from the dictionary.

The Debian word lists (wngerman, wdutch) are used, when installed, only to
report forms that they do not know; they never change the output.

Usage (from the repository root, in a virtual environment):
    python3 -m pip install ablaut==0.11.0 pymorphy3==2.0.6 \
        pymorphy3-dicts-ru==2.4.417150.4580142 german-nouns==1.2.5 wordfreq==3.1.1
    python3 Scripts/lexicons/generate_de_nl_ru.py [--check] [--report]
    python3 Scripts/embed-lexicons.py     # then re-embed into the binary

--check writes nothing and exits 1 when a generated file differs from the
one on disk; --report prints the review notes (unknown forms, collisions,
disagreements between the tools).
"""

import argparse
import json
import os
import sys
import unicodedata
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nouns  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
TABLE = os.path.join(HERE, "verbs_de_nl_ru.tsv")
LANGS = ("de", "nl", "ru")

# Order in which a form that several kinds share is filed (first wins).
KIND_ORDER = ("imperative", "polite-imperative", "infinitive", "future",
              "past", "gerund", "first-person")

REPORT = defaultdict(list)

# The versions the committed files were made with; another version may
# conjugate differently, so the script stops unless told otherwise.
PINNED = {
    "ablaut": "0.11.0",
    "pymorphy3": "2.0.6",
    "pymorphy3-dicts-ru": "2.4.417150.4580142",
    "german-nouns": "1.2.5",
    "wordfreq": "3.1.1",
}


def check_versions(allow_other):
    from importlib import metadata
    bad = []
    for name, want in PINNED.items():
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            sys.exit("missing package %s==%s (see the usage above)"
                     % (name, want))
        if have != want:
            bad.append("%s %s (made with %s)" % (name, have, want))
    if bad and not allow_other:
        sys.exit("other versions installed: " + "; ".join(bad) +
                 ". Install the pinned ones or pass --allow-other-versions.")


def note(lang, text):
    REPORT[lang].append(text)


def norm(text):
    """NFC, lower case, single spaces."""
    text = unicodedata.normalize("NFC", text).lower()
    return " ".join(text.split())


def words_of(text):
    """A form as stored: NFC, lower case. Hyphens stay ("e-mailt",
    "pop-up"): the loader splits every entry into ICU words itself, and a
    third form is also the text a suggestion puts in."""
    return norm(text)


# ---------------------------------------------------------------------------
# Corrections to the tools, applied to the base verb before a compound is
# built, so that "laden" fixes "opladen" and "opnieuw laden" too.
# Each says what it replaces and why; SOURCE.md lists them.

BASE_FIXES = {
    "de": {},
    "nl": {
        # ablaut 0.11.0 gives "gelaad"; the participle is "geladen".
        "laden": {"past_participle": "geladen"},
        # Both imperatives are standard ("houd" written, "hou" spoken).
        "houden": {"imperative": ["houd", "hou"]},
        # ablaut 0.11.0 conjugates these as weak or mangles the stem:
        "krijgen": {"past": ["kreeg", "kregen"],
                    "past_participle": "gekregen"},
        "nodigen": {"third": "nodigt", "imperative": ["nodig"],
                    "past": ["nodigde", "nodigden"],
                    "past_participle": "genodigd"},
        "mixen": {"third": "mixt", "imperative": ["mix"],
                  "past": ["mixte", "mixten"], "past_participle": "gemixt"},
        "streamen": {"third": "streamt", "imperative": ["stream"],
                     "past": ["streamde", "streamden"],
                     "past_participle": "gestreamd"},
        "verifiëren": {"third": "verifieert", "imperative": ["verifieer"],
                       "past": ["verifieerde", "verifieerden"],
                       "past_participle": "geverifieerd"},
        "exporteren": {"past_participle": "geëxporteerd"},
        # "vouwen" is mixed: vouwde, gevouwen
        "vouwen": {"past_participle": "gevouwen"},
        # "zeggen": zei/zeiden beside zegde/zegden
        "zeggen": {"past": ["zei", "zeiden", "zegde", "zegden"]},
    },
}

# Forms added to or removed from one entry after generation, by lemma.
# "add": {kind: [forms]}, "drop": [forms] (from every kind), "third": [forms]
# appended to the right forms.
OVERRIDES = {
    "de": {
        # "liken": Duden gives "likt" and "liket"; apps write "likt".
        "liken": {"third": ["liket"]},
        # ablaut conjugates "anhängen" like intransitive "hängen"
        # (hing, angehangen); attaching a file is transitive: hängte an,
        # angehängt.
        "anhängen": {"drop": ["hing", "angehangen"],
                     "add": {"past": ["hängte", "angehängt"]}},
        # weak forms beside the strong ones, usual in software copy
        "senden": {"add": {"past": ["sendete", "gesendet"]}},
        "absenden": {"add": {"past": ["sendete", "abgesendet"]}},
        "erneut senden": {"add": {"past": ["sendete", "erneut gesendet"]}},
        "anwenden": {"add": {"past": ["wendete", "angewendet"]}},
        "verwenden": {"add": {"past": ["verwendete"]}},
        # both du-imperatives are written
        "anhalten": {"add": {"imperative": ["halt"]}},
        "halten": {"add": {"imperative": ["halt"]}},
        "zeigen": {"add": {"imperative": ["zeig"]}},
        "anzeigen": {"add": {"imperative": ["zeig"]}},
    },
    "nl": {
        # The Woordenlijst spells "scrolt"; app copy mostly writes the
        # English stem: "scrollt", "scroll".
        "scrollen": {"third": ["scrollt"],
                     "add": {"imperative": ["scroll"],
                             "past": ["scrollde", "scrollden",
                                      "gescrolld"]}},
    },
    "ru": {
        # pymorphy3 files "нажать" (press) together with "нажать" (reap):
        # нажну, нажни are the harvest verb.
        "нажимать": {"drop": ["нажни", "нажните", "нажнёт", "нажнет",
                              "нажну"]},
        # "ложит", "ложу" are non-standard forms of "класть".
        "класть": {"drop": ["ложит", "ложу", "ложи", "ложите"]},
        # "вырезать" (perfective, stress on вы-): вырежи beside вырежь
        "вырезать": {"add": {"imperative": ["вырежи"],
                             "polite-imperative": ["вырежите"]}},
    },
}

# First words that are far more often a noun than an imperative or a past
# form when they open a German or Dutch string ("Suche öffnen", "Spel
# starten"): listing them would turn a noun into a suggestion like
# "Sucht öffnen". The German candidates come from german-nouns (every
# wrong form that is also a noun is reported); this is the hand-picked
# subset that is dropped.
NOUN_CLASH = {
    "de": {
        "suche", "liste", "zahl", "plan", "druck", "kauf", "verkauf",
        "tausch", "tipp", "like", "mail", "mix", "zoom", "upgrade", "stopp",
        "schnitt", "strich", "schloss", "griff", "maß", "spende", "stimme",
        "sperre", "schlaf", "versuch", "vergleich", "versteck", "besuch",
        "widerruf", "verweis", "empfang", "beginn", "ruf", "schlag", "pass",
        "klick", "dreh", "deck", "dock", "wende", "blende", "sage", "leere",
        "verband", "bot", "wisch", "streich", "übertrag", "spiel", "teil",
        "frage", "folge", "nutz", "fass", "weise", "wachs", "lese", "messe",
        "miss", "mal", "kipp", "schick", "schütz", "greif", "gewähr", "orte",
        "malte", "wies", "warf", "verwandte", "gehalten", "gelassen",
        "angeboten", "verbunden", "beschrieb", "wuchs", "schlief", "schaute",
        "verfolgte", "verlängerte",
    },
    "nl": {
        "plan", "stem", "scan", "mix", "wissel", "stream", "download",
        "upload", "label", "tag", "log", "spel", "som", "pin", "link",
        "crash", "mail", "e-mail", "kleur", "vraag", "antwoord", "plaats",
        "teken", "verzoek", "bezoek", "gebruik", "verkoop", "schaal",
    },
    "ru": set(),
}


# ---------------------------------------------------------------------------
# Reading the hand table.

def read_table():
    rows = []
    with open(TABLE, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) != 4:
                sys.exit("%s: expected 4 columns: %r" % (TABLE, line))
            concept = cols[0].strip()
            cells = {}
            for lang, cell in zip(LANGS, cols[1:]):
                items = [norm(x) for x in cell.split(";") if x.strip()]
                if not items:
                    sys.exit("%s: no %s verb for %s" % (TABLE, lang, concept))
                cells[lang] = items
            rows.append((concept, cells))
    concepts_file = os.path.join(LEXICONS, "concepts-verbs.txt")
    with open(concepts_file, encoding="utf-8") as f:
        wanted = {l.strip() for l in f if l.strip() and not l.startswith("#")}
    have = {c for c, _ in rows}
    if wanted != have:
        sys.exit("concepts missing from the table: %s; extra: %s"
                 % (sorted(wanted - have), sorted(have - wanted)))
    return rows


# ---------------------------------------------------------------------------
# German (ablaut).

def first_word(form):
    return form.split()[0]


def de_entry(lemma):
    import ablaut
    words = lemma.split()
    last = words[-1]
    front = words[:-1]          # "rückgängig" in "rückgängig machen"
    fixes = BASE_FIXES["de"]
    if "|" in last:             # forced separable: stumm|schalten
        particle, base = last.split("|")
        c = ablaut.conjugate(base)
        third = first_word(c.present[2])
        imps = [first_word(x) for x in c.imperative[:1]]
        pres1 = first_word(c.present[0])
        polite = " ".join(c.imperative_extended[1].split()[:2])
        pret = first_word(c.preterite[2])
        inf = particle + base
        part = particle + c.past_participle
        zu = particle + "zu" + base
        full = " ".join(front + [inf])
        part_full = " ".join(front + [part])
    elif "+" in last:           # forced inseparable: über+springen
        prefix, base = last.split("+")
        c = ablaut.conjugate(base)
        third = prefix + first_word(c.present[2])
        imps = [prefix + first_word(x) for x in c.imperative[:1]]
        pres1 = prefix + first_word(c.present[0])
        polite = prefix + " ".join(c.imperative_extended[1].split()[:2])
        pret = prefix + first_word(c.preterite[2])
        inf = prefix + base
        p = c.past_participle
        part = prefix + (p[2:] if p.startswith("ge") else p)
        zu = None               # "zu überspringen": two words, not a start
        full = " ".join(front + [inf])
        part_full = " ".join(front + [part])
    else:
        c = ablaut.conjugate(lemma)
        third = first_word(c.present[2])
        imps = [first_word(x) for x in c.imperative[:1]]
        pres1 = first_word(c.present[0])
        polite = " ".join(c.imperative_extended[1].split()[:2])
        pret = first_word(c.preterite[2])
        full = c.infinitive
        part_full = c.past_participle
        zu = c.zu_infinitive if " " not in c.zu_infinitive else None
    fix = fixes.get(lemma.replace("|", "").replace("+", ""), {})
    imperative = list(imps)
    first_person = []
    # du-imperative: "lösch" and "lösche" are both written; a stem-vowel
    # change ("brich", "gib", "sieh") has no -e form, and "breche" is the
    # first person, not an imperative.
    for imp in imps:
        if pres1 == imp + "e" or pres1 == imp:
            imperative.append(pres1)
        elif pres1 != third:
            first_person.append(pres1)
    wrong = {
        "imperative": imperative + fix.get("imperative", []),
        "polite-imperative": [polite],
        # The one-word zu-infinitive ("hinzuzufügen", "anzuzeigen") is not
        # listed: it only ever stands at the end of an "um ... zu" clause,
        # where a rewrite that takes it as the hint's verb drops the object
        # and the particle ("Tippe, um alle anzuzeigen" -> "Zeigt."). Without
        # it the gesture rule reports the clause and suggests nothing.
        "infinitive": [full],
        "past": [pret, part_full],
        "first-person": first_person,
    }
    return {"lemma": lemma.replace("|", "").replace("+", ""),
            "third": [third], "wrong": wrong}


# ---------------------------------------------------------------------------
# Dutch (ablaut, separable verbs built here).

def nl_conj(base):
    import ablaut
    c = ablaut.conjugate(base, lang="nl")
    fix = BASE_FIXES["nl"].get(base, {})
    imperative = fix.get("imperative", [c.imperative])
    return {
        "third": fix.get("third", c.present[2]),
        "imperative": imperative,
        "past": fix.get("past", list(c.past)),
        "participle": fix.get("past_participle", c.past_participle),
    }


def nl_entry(lemma):
    words = lemma.split()
    last = words[-1]
    front = words[:-1]          # "opnieuw" in "opnieuw laden"
    if "|" in last:
        particle, base = last.split("|")
        c = nl_conj(base)
        third = c["third"]
        imperative = c["imperative"]
        past = c["past"]
        inf = particle + base
        part = particle + c["participle"]
    elif "+" in last:
        prefix, base = last.split("+")
        c = nl_conj(base)
        third = prefix + c["third"]
        imperative = [prefix + x for x in c["imperative"]]
        past = [prefix + x for x in c["past"]]
        inf = prefix + base
        p = c["participle"]
        part = prefix + (p[2:] if p.startswith("ge") else p)
    else:
        base = last
        c = nl_conj(base)
        third, imperative, past = c["third"], c["imperative"], c["past"]
        inf = base
        part = c["participle"]
    wrong = {
        "imperative": imperative,
        "infinitive": [" ".join(front + [inf])],
        "past": past + [" ".join(front + [part])],
    }
    clean = " ".join(front + [inf])
    return {"lemma": clean, "third": [third], "wrong": wrong}


# ---------------------------------------------------------------------------
# Russian (pymorphy3, cross-checked with ablaut).

_MORPH = None


def morph():
    global _MORPH
    if _MORPH is None:
        import pymorphy3
        _MORPH = pymorphy3.MorphAnalyzer(lang="ru")
    return _MORPH


def ru_lexeme(infinitive, aspect):
    """The lexeme of `infinitive` with the wanted aspect (impf/perf)."""
    parses = [p for p in morph().parse(infinitive)
              if p.tag.POS == "INFN" and p.word == infinitive]
    if not parses:
        return None
    if not morph().word_is_known(infinitive):
        note("ru", "pymorphy3 guessed %s (not in its dictionary)" % infinitive)
    chosen = [p for p in parses if p.tag.aspect == aspect] or parses
    return chosen[0].lexeme


def ru_pick(lexeme, pos, **want):
    out = []
    for f in lexeme:
        t = f.tag
        if t.POS != pos:
            continue
        if all((getattr(t, k) == v) if v is not None else True
               for k, v in want.items()):
            if f.word not in out:
                out.append(f.word)
    return out


def ru_forms_ablaut(infinitive, aspect):
    """Fallback for a verb pymorphy3 cannot analyse at all."""
    import ablaut
    c = ablaut.conjugate(infinitive, lang="ru")
    note("ru", "pymorphy3 cannot analyse %s: forms from ablaut" % infinitive)
    return {"third": [c.non_past[2]], "first": [c.non_past[0]],
            "imp_sg": [c.imperative[0]], "imp_pl": [c.imperative[1]],
            "infinitive": [infinitive],
            "past": list(c.past_singular) + [c.past_plural], "gerund": []}


def ru_forms(infinitive, aspect):
    lx = ru_lexeme(infinitive, aspect)
    if lx is None:
        return ru_forms_ablaut(infinitive, aspect)
    tense = "pres" if aspect == "impf" else "futr"
    third = ru_pick(lx, "VERB", tense=tense, person="3per", number="sing")
    if not third:     # biaspectual verbs are filed under one tense only
        other = "futr" if tense == "pres" else "pres"
        third = ru_pick(lx, "VERB", tense=other, person="3per",
                        number="sing")
    first = ru_pick(lx, "VERB", tense=tense, person="1per", number="sing") or \
        ru_pick(lx, "VERB", person="1per", number="sing", mood="indc")
    imp_sg = ru_pick(lx, "VERB", mood="impr", involvement="excl",
                     number="sing")
    imp_pl = ru_pick(lx, "VERB", mood="impr", involvement="excl",
                     number="plur")
    past = ru_pick(lx, "VERB", tense="past")
    # Gerunds: the present one of the imperfective ("удаляя") and the
    # past one of the perfective ("удалив", "вернувшись"); the old "-вши"
    # forms are left out.
    # The perfective's "-я" gerund ("удаля") is archaic where a "-в" one
    # exists, and is kept only when it is the only one ("перенеся").
    gtense = "pres" if aspect == "impf" else "past"
    gerund = [g for g in ru_pick(lx, "GRND", tense=gtense)
              if not g.endswith("вши")]
    if aspect == "impf" and not gerund:
        gerund = [g for g in ru_pick(lx, "GRND")
                  if not g.endswith(("вши", "в", "вшись"))]
    if aspect == "perf":
        v = [g for g in gerund if g.endswith(("в", "вшись"))]
        # "перенеся" (not the bookish "перенёсши") when there is no -в form
        gerund = v or [g for g in gerund if g.endswith(("я", "ясь"))] \
            or gerund
    forms = {"third": third, "first": first, "imp_sg": imp_sg,
             "imp_pl": imp_pl, "infinitive": [infinitive], "past": past,
             "gerund": gerund}
    # OpenCorpora files the abbreviations "ср." and "см." as imperatives
    # of сравнивать and смотреть: a form with no vowel is no verb form.
    vowels = set("аеёиоуыэюя")
    for k in forms:
        forms[k] = [x for x in forms[k] if vowels & set(x)]
    return forms


def ru_check_ablaut(infinitive, f):
    """Compare with ablaut's Russian tables; report disagreements."""
    try:
        import ablaut
        c = ablaut.conjugate(infinitive, lang="ru")
    except Exception as e:  # ablaut does not know every verb
        note("ru", "ablaut cannot conjugate %s (%s)" % (infinitive, e))
        return
    pairs = [("3sg", c.non_past[2], f["third"]),
             ("1sg", c.non_past[0], f["first"]),
             ("imperative", c.imperative[0], f["imp_sg"]),
             ("imperative pl", c.imperative[1], f["imp_pl"])]
    for label, theirs, ours in pairs:
        if theirs and norm(theirs) not in [norm(x) for x in ours] and \
                norm(theirs).replace("ё", "е") not in \
                [norm(x).replace("ё", "е") for x in ours]:
            note("ru", "%s %s: ablaut %s, pymorphy3 %s"
                 % (infinitive, label, theirs, "/".join(ours) or "-"))
    past = set(c.past_singular) | {c.past_plural}
    if past - set(f["past"]):
        note("ru", "%s past: ablaut %s, pymorphy3 %s"
             % (infinitive, sorted(past), sorted(f["past"])))


def ru_entry(item):
    words = item.split()
    pair, rest = words[0], words[1:]
    if "/" in pair:
        impf, perf = pair.split("/")
    else:
        impf, perf = pair, None
    fi = ru_forms(impf, "impf")
    ru_check_ablaut(impf, fi)
    wrong = {
        "imperative": list(fi["imp_sg"]),
        "polite-imperative": list(fi["imp_pl"]),
        "infinitive": list(fi["infinitive"]),
        "past": list(fi["past"]),
        "gerund": list(fi["gerund"]),
        "first-person": list(fi["first"]),
        "future": [],
    }
    if perf:
        fp = ru_forms(perf, "perf")
        ru_check_ablaut(perf, fp)
        wrong["imperative"] += fp["imp_sg"]
        wrong["polite-imperative"] += fp["imp_pl"]
        wrong["infinitive"] += fp["infinitive"]
        wrong["past"] += fp["past"]
        wrong["gerund"] += fp["gerund"]
        wrong["first-person"] += fp["first"]
        wrong["future"] += fp["third"]
    if not fi["third"]:
        sys.exit("no third person for %s" % impf)
    entry = {"lemma": " ".join([impf] + rest), "third": fi["third"],
             "wrong": wrong}
    if perf:
        entry["$comment"] = "perfective: " + " ".join([perf] + rest)
    return entry


def yo_variants(forms):
    """Russian text is written with and without ё: keep both."""
    out = []
    for f in forms:
        if f not in out:
            out.append(f)
        e = f.replace("ё", "е")
        if e not in out:
            out.append(e)
    return out


# ---------------------------------------------------------------------------
# Assembling verbs.json.

def dedupe(seq):
    out = []
    for x in seq:
        x = words_of(x)
        if x and x not in out:
            out.append(x)
    return out


def german_noun_candidates(entries):
    """Report every German wrong form that german-nouns knows as a noun."""
    from german_nouns.lookup import Nouns
    nouns = Nouns()
    for e in entries:
        for kind, forms in e["wrong"].items():
            if kind in ("infinitive", "polite-imperative"):
                continue
            for f in forms:
                if " " in f or f in NOUN_CLASH["de"]:
                    continue
                if nouns[f]:
                    note("de", "%s form %r of %s is also a noun (kept)"
                         % (kind, f, e["lemma"]))


def build_verbs(lang, rows):
    make = {"de": de_entry, "nl": nl_entry, "ru": ru_entry}[lang]
    entries = []
    cache = {}
    for concept, cells in rows:
        for item in cells[lang]:
            if item not in cache:
                cache[item] = make(item)
            e = json.loads(json.dumps(cache[item]))
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
    # Normalise, apply ё variants.
    for e in entries:
        e["third"] = dedupe(e["third"])
        if lang == "ru":
            e["third"] = yo_variants(e["third"])
        for kind in list(e["wrong"]):
            forms = dedupe(e["wrong"][kind])
            if lang == "ru":
                forms = yo_variants(forms)
            e["wrong"][kind] = forms
    # A form that is somebody's third person is never wrong; a form is
    # filed under one kind per entry (KIND_ORDER); noun clashes go.
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
                if f in NOUN_CLASH[lang]:
                    note(lang, "%s: %s form %r dropped (reads as a noun)"
                         % (e["lemma"], kind, f))
                    continue
                if f in seen:
                    continue
                seen.add(f)
                kept.append(f)
            e["wrong"][kind] = kept
    # A wrong form that leads to two different suggestions is kept where
    # its kind ranks first (imperative before past: "перешли" is the
    # imperative of переслать before it is the past of перейти); on a tie
    # it is dropped everywhere.
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
    if lang == "de":
        german_noun_candidates(entries)
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


# ---------------------------------------------------------------------------
# Word-list checks (report only).

WORDLISTS = {"de": "/usr/share/dict/ngerman", "nl": "/usr/share/dict/dutch"}


def check_wordlist(lang, verbs):
    path = WORDLISTS.get(lang)
    if not path or not os.path.exists(path):
        return
    with open(path, encoding="utf-8", errors="replace") as f:
        known = {norm(l.strip()) for l in f}
    for e in verbs:
        forms = list(e["third"])
        for v in e["wrong"].values():
            forms += v
        for form in forms:
            for w in form.split():
                if w not in known and w != "sie":
                    note(lang, "word list does not know %r (%s, %s)"
                         % (w, e["lemma"], e["concept"]))



# ---------------------------------------------------------------------------
# Word tables for words.json (hand-made; the German control-type nouns are
# declined by german-nouns, the Russian ones by pymorphy3).

# German control-type nouns: every case and number form from german-nouns
# (the archaic dative in -e, "Knopfe", "Bilde", is left out).
DE_CONTROL_NOUNS = [
    "Schaltfläche", "Knopf", "Button", "Taste", "Link", "Symbol",
    "Icon", "Kontrollkästchen", "Schalter", "Regler", "Textfeld",
    "Eingabefeld", "Menü", "Pop-up",
]
# Compounds german-nouns lacks: declined like their head noun.
DE_CONTROL_COMPOUNDS = [
    ("Schieberegler", "Schiebe", "Regler"),
    ("Suchfeld", "Such", "Feld"),
    ("Optionsfeld", "Options", "Feld"),
    ("Steuerelement", "Steuer", "Element"),
]
DE_CONTROL_EXTRA = ["checkbox", "checkboxen", "checkboxes", "popup", "popups"]
# Forms that are left out although the declension yields them.
DE_CONTROL_DROP = {
    "links",    # plural of Link, but "links" is "left": "Nach links drehen"
}

WORDS = {
    "de": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_de_nl_ru.py; see "
            "SOURCE.md. Compounds are matched by their tail (profile "
            "compounds: suffix), so 'schaltfläche' also finds "
            "'Speicherschaltfläche'; a compound that is content is listed "
            "in contentPhrases (Leertaste, Einladungslink, Währungssymbol, "
            "Lichtschalter, Hauptmenü). Left out: 'bild' (the content "
            "compounds Profilbild, Kopfbild, Bannerbild, Hintergrundbild... "
            "are an open family), 'tab'/'tabs' (tail of Maßstab, "
            "Zauberstab, every -stab), 'links' (also 'left'), 'auswahl' and "
            "'liste' (content: Fotoauswahl, Kontaktliste), 'feld' alone "
            "(Spielfeld). German labels put the object before the "
            "infinitive, so 'Link setzen', 'Menü öffnen' are listed as "
            "content phrases. No zu-infinitives in verbs.json: see "
            "SOURCE.md. 'ein' is not a state (it "
            "is the article); 'an' and 'aus' are, and their prepositional "
            "uses are in stateContentPhrases. No articleSuggestions: German "
            "articles agree in gender and case. abbreviations and "
            "unitAbbreviations expand to capitalised nouns, as German "
            "writes them."),
        "contentPhrases": [
            "app-icon", "app-symbol", "befehlstaste", "deeplink",
            "downloadlink", "eingabetaste", "einladungslink",
            "escape-taste", "feststelltaste", "funktionstaste", "home-taste",
            "lautstärketaste", "leertaste", "lichtschalter", "link kopieren",
            "link öffnen", "link senden", "link teilen", "löschtaste",
            "mittagsmenü", "permalink", "pfeiltaste", "rücktaste",
            "seitentaste", "steuerungstaste", "tabulatortaste", "tagesmenü",
            "umschalttaste", "wahltaste", "währungssymbol",
            # menus and switchers named as places ("Öffnet das Hauptmenü.")
            "hauptmenü", "kontextmenü", "startmenü", "kontoschalter",
            # the object comes before the infinitive in a German label:
            # "Link setzen" is "set link", "Menü öffnen" is "open menu"
            "link bearbeiten", "link einfügen", "link entfernen",
            "link hinzufügen", "link setzen", "menü anzeigen",
            "menü ausblenden", "menü öffnen", "menü schließen",
            "symbol auswählen", "symbol ändern",
        ],
        "objectControlTypes": [
            "icon", "icons", "link", "menü", "menüs", "symbol",
            "symbole", "symbolen", "symbols",
        ],
        "states": [
            "abgeblendet", "abgehakt", "aktiviert", "an", "aus",
            "ausgeschaltet", "ausgewählt", "deaktiviert", "ein", "eingeschaltet",
            "gedimmt", "markiert", "nicht ausgewählt", "nicht markiert",
        ],
        # "an", "aus", "ein" close a label as its state ("WLAN ein") or as the
        # particle of a separable verb ("Zeigt Details an", "Schaltet WLAN
        # ein"): label-state tells them apart by a finite verb before them.
        # "ein" is also the article: a state only at the end.
        "separableParticles": ["an", "aus", "ein"],
        "stateContentPhrases": [
            "an alle", "an das", "an dem", "an den", "an der", "an die",
            "an mich", "antworten an", "aus album", "aus dateien",
            "aus datei", "aus dem", "aus den", "aus der", "aus einem",
            "aus einer", "aus favoriten", "aus fotos", "aus galerie",
            "aus gruppe", "aus liste", "aus mediathek", "aus ordner",
            "aus verlauf", "aus wiedergabeliste", "aus zwischenablage",
            "senden an", "weiterleiten an",
            # separable verbs whose particle closes an imperative label
            "fülle aus", "füll aus", "führe aus", "mach an", "mach aus",
            "melde an", "probier aus", "ruf an", "schalte an",
            "schalte aus", "schalt aus", "schau an", "sieh an", "wähle aus",
            "wähl aus", "zeig an", "zeige an",
        ],
        "gestures": [
            "auseinanderziehen", "berühre", "berühren", "berühren sie",
            "doppelklick", "doppelklicken", "doppelt tippen", "doppeltipp",
            "doppeltippe", "doppeltippen", "drücken und halten",
            "gedrückt halten", "klicke", "klicken", "klicken sie",
            "lange drücken", "langes drücken", "streiche", "streichen",
            "streichen sie", "streichgeste", "tippe", "tippe zweimal",
            "tippen", "tippen sie", "tippen sie zweimal",
            "tippen und halten", "tippgeste", "wische", "wischen",
            "wischen sie", "wischgeste", "ziehe", "ziehen", "ziehen sie",
            "zusammenziehen", "zweimal tippen",
            # the whole gesture, so that a rewrite does not start at "halten"
            "antippen", "doppeltippen und gedrückt halten",
            "doppeltippen und halten", "doppeltippen dann gedrückt halten",
            "halte gedrückt", "halten sie gedrückt", "lange tippen",
            "tippe doppelt", "tippe und halte", "tippen sie doppelt",
        ],
        "hintBadStarts": {
            "bitte": "request", "du": "second-person", "falls": "condition",
            "ich": "first-person", "sie": "second-person",
            "um": "infinitive", "wenn": "condition", "wir": "first-person",
            "wird": "future",
        },
        "acronyms": [
            "AGB", "API", "AR", "BIC", "CD", "CPU", "CSV", "DNS", "DSGVO",
            "DVD", "EU", "FAQ", "GB", "GIF", "GMT", "GPS", "GPU", "HD",
            "HDR", "HEIC", "HTML", "IBAN", "ID", "IP", "ISBN", "JPEG",
            "JPG", "KB", "KI", "LAN", "LED", "LTE", "MB", "MEZ", "MMS",
            "MP3", "MP4", "NFC", "OK", "PC", "PDF", "PIN", "PLZ", "PNG",
            "PUK", "QR", "RAM", "RSS", "SIM", "SMS", "SSD", "TB", "TV",
            "UHD", "UI", "URL", "USA", "USB", "UTC", "VPN", "VR", "WLAN",
            "ZIP",
        ],
        "abbreviations": {
            "abb": "Abbildung", "apr": "April", "aug": "August",
            "bspw": "beispielsweise", "bzgl": "bezüglich",
            "bzw": "beziehungsweise", "ca": "circa", "dez": "Dezember",
            "evtl": "eventuell", "exkl": "exklusive", "feb": "Februar",
            "ggf": "gegebenenfalls", "inkl": "inklusive", "jul": "Juli",
            "jun": "Juni", "kap": "Kapitel", "mind": "mindestens",
            "mio": "Millionen", "mrd": "Milliarden",
            "mär": "März", "nov": "November", "nr": "Nummer",
            "okt": "Oktober", "sek": "Sekunden", "sep": "September",
            "sept": "September", "std": "Stunden", "stk": "Stück",
            "str": "Straße", "tel": "Telefon", "tsd": "Tausend",
            "usw": "und so weiter", "vgl": "vergleiche",
            "zzgl": "zuzüglich", "z.b.": "zum Beispiel",
            "z. b.": "zum Beispiel", "d.h.": "das heißt",
            "d. h.": "das heißt", "u.a.": "unter anderem",
            "u. a.": "unter anderem", "o.ä.": "oder Ähnliches",
            "o. ä.": "oder Ähnliches", "u.u.": "unter Umständen",
            "u. u.": "unter Umständen",
        },
        "unitAbbreviations": {
            "h": "Stunde|Stunden", "std": "Stunde|Stunden",
            "min": "Minute|Minuten", "s": "Sekunde|Sekunden",
            "sek": "Sekunde|Sekunden", "wo": "Woche|Wochen",
            "mon": "Monat|Monate", "tsd": "Tausend|Tausend",
            "mio": "Million|Millionen", "mrd": "Milliarde|Milliarden",
        },
        "dottedAbbreviations": [
            "abb.", "apr.", "aug.", "bspw.", "bzgl.", "bzw.", "ca.", "d.h.",
            "dez.", "dr.", "etc.", "evtl.", "exkl.", "feb.", "fr.", "ggf.",
            "hr.", "inkl.", "jan.", "jul.", "jun.", "kap.", "min.", "mio.",
            "mrd.", "mär.", "nov.", "nr.", "o.ä.", "okt.", "prof.", "sek.",
            "sep.", "sept.", "std.", "stk.", "str.", "tel.", "tsd.", "u.a.",
            "usw.", "vgl.", "z.b.", "zzgl.",
        ],
        "prepositions": [
            "an", "auf", "aus", "bei", "durch", "für", "gegen", "hinter",
            "in", "mit", "nach", "neben", "ohne", "um", "unter", "von",
            "vor", "zu", "zwischen", "über",
            # particles of separable verbs, which close the clause ("Fügt
            # Kontakt hinzu."), and the conjunctions that end a bare noun
            # as a preposition does ("Teilt Foto und Video.")
            "ab", "fest", "hinzu", "los", "oder", "und", "weg", "wieder",
            "zurück",
        ],
        "countableNouns": """
            abo abonnement absatz adresse aktivität alarm album angebot
            anfrage anhang anruf ansicht antwort anwendung app aufgabe
            aufnahme automation avatar backup barcode beitrag
            benachrichtigung benutzername bericht beschreibung besprechung
            bestellung bestätigung betrag bibliothek bild bildschirm
            bildschirmfoto buch buchstabe chat code datei datum diagramm
            dialog dokument download effekt eintrag einheit einladung
            einstellung element emoji entwurf episode ereignis ergebnis
            erinnerung erwähnung etikett farbe favorit feld film firma
            folge form formular foto frage freund galerie gerät geburtstag
            gespräch gruppe gutschein hashtag hinweis hintergrund jahr
            kamera kanal karte kategorie kommentar konferenz konto kontakt
            kopie kurzbefehl lampe lied link liste markierung meeting
            meldung menü mikrofon miniatur minute mitglied monat nachname
            nachricht name netzwerk notiz notizbuch nummer option ort
            passwort person playlist podcast preis produkt profil
            profilbild programm projekt rabatt raum reaktion rechnung
            region rezept route sammlung satz scan screenshot seite sekunde
            sensor serie sitzung song spalte spiel spitzname sprache
            sprachmemo sprachnachricht stadt standort story stunde
            suchanfrage summe szene tabelle tarif team termin thema thread
            ticket training umfrage unterhaltung upload veranstaltung
            verbindung verknüpfung videoanruf video vorlage vorname vorschau
            warenkorb warnung webseite website wert widget woche wort zahl
            zahlung zeile zeitplan zeitraum zelle zertifikat ziel zitat
            zutat anmeldung antrag auftrag beleg bewertung buchung
            datensatz eingabe flug gast kunde lektion paket platz position
            quelle reise sitzplatz strecke tag vertrag zugang
        """.split(),
        "determiners": """
            alle allen aller alles am ans beide beiden beim das dein deine
            deinem deinen deiner deines dem den der des die diese diesem
            diesen dieser dieses ein eine einem einen einer eines einige
            einigen euer eure eurem euren eurer eures ihr ihre ihrem ihren
            ihrer ihres im ins jede jedem jeden jeder jedes kein keine
            keinem keinen keiner keines mehrere mehreren mein meine meinem
            meinen meiner meines sein seine seinem seinen seiner seines
            unser unsere unserem unseren unserer unseres vom welche welchem
            welchen welcher welches zum zur
        """.split(),
        "requestWords": ["bitte"],
        # join two verbs: a rewrite puts the second one right too
        "conjunctions": ["oder", "und"],
        # German puts the verb last in a purpose or relative clause ("…, um den
        # Artikel zu öffnen", "…, die das Dokument speichert"): a rewrite takes the
        # clause from its opener to the verb and puts the verb first.
        "clauseOpeners": ["um", "die", "der", "das", "welche", "welcher", "welches"],
        "infinitiveMarkers": ["zu"],
        # A rewrite that lands on "sehen" reads stilted ("Sieht Aktionen."): hints say "zeigen".
        "preferredVerbs": {"sehen": "zeigen"},
    },
    "nl": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_de_nl_ru.py; see "
            "SOURCE.md. Compounds are matched by their tail (profile "
            "compounds: suffix): 'knop' also finds 'opslaanknop'; a "
            "compound that is content is listed in contentPhrases "
            "(uitnodigingslink, valutasymbool, lichtschakelaar, dagmenu, "
            "hoofdmenu). Left out: 'afbeelding' (the content compounds "
            "profielafbeelding, schermafbeelding, kamerafbeelding, "
            "achtergrondafbeelding... are an open family), 'links' (also "
            "'left'), 'vakje' and 'veld' alone. Dutch labels put the object "
            "before the infinitive, so 'Link instellen', 'Menu openen' are "
            "listed as content phrases. 'aan' and 'uit' are states, with their "
            "prepositional uses in stateContentPhrases. Plurals with an "
            "apostrophe are listed with ' and ’. articleSuggestions only "
            "offers 'een' (de/het depends on the noun). prepositions also "
            "hold the separable particles that close a clause ('Voegt foto "
            "toe.') and the conjunctions 'en'/'of', which end a bare noun "
            "as a preposition does ('Voegt foto of bestand toe')."),
        "controlTypes": """
            aanvinkvakje aanvinkvakjes bedieningselement bedieningselementen
            button buttons checkbox checkboxen checkboxes icon icons icoon
            icoontje icoontjes iconen invoerveld invoervelden keuzevakje
            keuzevakjes knop knoppen link menu menu's menu’s pictogram
            pictogrammen pop-up pop-ups popup popups regelaar regelaars
            schakelaar schakelaars schuifregelaar schuifregelaars
            selectievakje selectievakjes symbool symbolen tab tabblad
            tabbladen tabs tekstveld tekstvelden zoekveld zoekvelden
        """.split(),
        "contentPhrases": [
            "app-icoon", "app-pictogram", "app-symbool", "appicoon",
            "apppictogram", "appsymbool", "dagmenu", "deeplink",
            "downloadlink", "kindermenu", "lichtschakelaar", "link delen",
            "link kopiëren", "link openen", "link versturen", "lunchmenu",
            "permalink", "uitnodigingslink", "valutasymbool",
            # menus named as places ("Opent het hoofdmenu.")
            "contextmenu", "hoofdmenu", "startmenu",
            # the object comes before the infinitive in a Dutch label:
            # "Link instellen" is "set link", "Menu openen" is "open menu"
            "link bewerken", "link instellen", "link invoegen",
            "link toevoegen", "link verwijderen", "menu openen",
            "menu sluiten", "nieuw tabblad", "tabblad openen",
            "tabblad sluiten",
        ],
        "objectControlTypes": [
            "icoon", "iconen", "link", "menu", "menu's", "menu’s",
            "pictogram", "pictogrammen", "symbool", "symbolen", "tab",
            "tabblad", "tabbladen", "tabs",
        ],
        "states": [
            "aan", "aangevinkt", "gedimd", "gemarkeerd", "geselecteerd",
            "ingeschakeld", "niet aangevinkt", "niet geselecteerd", "uit",
            "uitgeschakeld",
        ],
        # "aan", "uit": the state ("Meldingen uit") or the particle of a
        # separable verb ("Schakelt meldingen uit", "Breidt de lijst uit").
        "separableParticles": ["aan", "uit"],
        "stateContentPhrases": [
            "aan afspeellijst", "aan album", "aan de", "aan favorieten",
            "aan het", "aan iedereen", "aan je", "aan jouw", "aan lijst",
            "aan mij", "sturen aan", "toevoegen aan", "uit afspeellijst",
            "uit album", "uit bibliotheek", "uit de", "uit favorieten",
            "uit galerij", "uit groep", "uit het", "uit je", "uit jouw",
            "uit lijst", "uit map", "verwijderen uit",
            # separable verbs whose particle closes an imperative label
            "doe aan", "doe uit", "klap uit", "leg uit", "log uit",
            "meld aan", "nodig uit", "pak uit", "schakel uit", "sluit aan",
            "spreek uit", "vink aan", "vink uit", "voer uit", "vul aan",
            "zet aan", "zet uit", "zoom uit",
        ],
        "gestures": [
            "aanraken", "dubbel tikken", "dubbelklik", "dubbelklikken",
            "dubbeltik", "dubbeltikken", "houd ingedrukt",
            "ingedrukt houden", "klik", "klikken", "knijp", "knijpen",
            "lang drukken", "lang indrukken", "raak aan", "samenknijpen",
            "sleep", "slepen", "tik", "tik dubbel", "tik en houd vast",
            "tik twee keer", "tikken", "twee keer tikken", "tweemaal tikken",
            "veeg", "vegen",
            # the whole gesture, so that a rewrite does not start at "houd"
            "druk lang", "dubbel tik", "dubbel tik en houd vast",
            "dubbeltik en houd vast", "lang ingedrukt houden",
            "twee keer tikken en vasthouden", "tik twee keer en houd vast",
            "tik dubbel en houd vast",
        ],
        "hintBadStarts": {
            "gelieve": "request", "graag": "request", "ik": "first-person",
            "je": "second-person", "jij": "second-person",
            "om": "infinitive", "u": "second-person",
            "wanneer": "condition", "we": "first-person",
            "wij": "first-person", "zal": "future",
        },
        "acronyms": [
            "AI", "API", "AVG", "BSN", "BTW", "CSV", "DVD", "EU", "FAQ",
            "GB", "GIF", "GPS", "HD", "HDR", "HEIC", "HTML", "IBAN", "ID",
            "IP", "JPEG", "JPG", "KB", "KVK", "LED", "LTE", "MB", "MP3",
            "MP4", "NFC", "OK", "OV", "PC", "PDF", "PIN", "PNG", "PUK",
            "QR", "SIM", "SMS", "TV", "UHD", "URL", "USB", "UTC", "VPN",
            "ZIP",
        ],
        "abbreviations": {
            "afb": "afbeelding", "apr": "april", "aug": "augustus",
            "bijv": "bijvoorbeeld", "blz": "bladzijde", "bv": "bijvoorbeeld",
            "ca": "circa", "dec": "december", "dhr": "de heer",
            "enz": "enzovoort", "evt": "eventueel", "excl": "exclusief",
            "feb": "februari", "hfst": "hoofdstuk", "i.p.v.": "in plaats van",
            "incl": "inclusief", "jul": "juli", "jun": "juni",
            "m.b.t.": "met betrekking tot", "mevr": "mevrouw",
            "mld": "miljard", "mln": "miljoen",
            "mrt": "maart", "nov": "november", "nr": "nummer",
            "o.a.": "onder andere", "okt": "oktober", "ong": "ongeveer",
            "pag": "pagina", "resp": "respectievelijk", "sec": "seconden",
            "sep": "september", "sept": "september", "str": "straat",
            "t.o.v.": "ten opzichte van", "tel": "telefoon",
            "z.s.m.": "zo snel mogelijk",
        },
        "unitAbbreviations": {
            "u": "uur|uur", "h": "uur|uur", "min": "minuut|minuten",
            "s": "seconde|seconden", "sec": "seconde|seconden",
            "d": "dag|dagen", "w": "week|weken", "wk": "week|weken",
            "mnd": "maand|maanden", "j": "jaar|jaar",
            "k": "duizend|duizend", "mln": "miljoen|miljoen",
            "mld": "miljard|miljard",
        },
        "dottedAbbreviations": [
            "a.u.b.", "apr.", "aug.", "bijv.", "blz.", "bv.", "ca.", "dec.",
            "dhr.", "dr.", "e.d.", "enz.", "etc.", "evt.", "excl.", "feb.",
            "i.p.v.", "incl.", "ir.", "jan.", "jul.", "jun.", "m.b.t.",
            "mevr.", "min.", "mld.", "mln.", "mrt.", "nov.", "nr.", "o.a.",
            "okt.", "ong.", "pag.", "prof.", "sec.", "sep.", "sept.", "str.",
            "t.o.v.", "tel.", "z.s.m.",
        ],
        "prepositions": [
            "aan", "achter", "af", "bij", "door", "en", "in", "los", "mee",
            "met", "of",
            "na", "naar", "naast", "neer", "om", "onder", "op", "over",
            "samen", "terug", "toe", "tot", "tussen", "uit", "vast", "van",
            "voor", "weer", "weg", "zonder",
        ],
        "articleSuggestions": {"consonant": "een", "vowel": "een"},
        "countableNouns": """
            aanbieding abonnee abonnement account activiteit adres
            afbeelding aflevering afspeellijst afspraak agenda album alarm
            alinea antwoord app apparaat applicatie artikel automatisering
            avatar bedrag bedrijf bericht beschrijving bestand bestelling
            betaling bevestiging bibliotheek bijlage bijnaam bladwijzer
            boek boodschappenlijst bon camera categorie cel certificaat
            chat citaat code concept contact datum doel document download
            effect eenheid evenement factuur favoriet feed film filter
            formulier foto fout galerij gebeurtenis gebruiker
            gebruikersnaam gereedschap gesprek getal grafiek groep hashtag
            herinnering hoofdstuk item kaart kaartje kalender kanaal kleur
            kolom kopie koptelefoon korting label lamp lettertype lid
            liedje lijst link locatie luidspreker map melding menu microfoon
            miniatuur minuut notitie nummer onderdeel opdracht opmerking
            opname optie organisatie pagina peiling periode persoon plaats
            plan podcast prijs product profiel programma project rapport
            reactie recept regel regio resultaat route ruimte scan scherm
            schermafbeelding screenshot seconde sensor serie sjabloon
            sleutel snelkoppeling spel spraakbericht stad status sticker
            stijl tabel taak tag taal team telefoonnummer thema ticket
            timer titel training uitnodiging upload vergadering verhaal
            verbinding verjaardag verzameling verzoek video videogesprek
            voornaam voorvertoning vraag vriend waarde waarschuwing
            wachtwoord webpagina website weergave wekker widget
            winkelwagen woord zoekopdracht bestemming boeking bezorging
            cadeau dag gast klant les object onderwerp overzicht pakket
            positie reis stoel toegang vlucht wedstrijd zending
        """.split(),
        "determiners": """
            't alle dat de deze die dit een elk elke enkele geen haar het
            hun ieder iedere je jouw jullie mijn ons onze sommige uw welk
            welke zijn zo'n zo’n zulk zulke
        """.split(),
        "requestWords": ["a.j.b", "a.u.b", "ajb", "alsjeblieft",
                         "alstublieft", "aub", "gelieve"],
        # join two verbs: a rewrite puts the second one right too
        "conjunctions": ["en", "of"],
        # Dutch, like German, ends a purpose or relative clause with its verb.
        "clauseOpeners": ["om", "die", "dat", "wat"],
        "infinitiveMarkers": ["te"],
        "preferredVerbs": {"zien": "tonen"},
    },
    "ru": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_de_nl_ru.py; see "
            "SOURCE.md. Words are separate (profile compounds: words); "
            "control-type nouns and phrases are listed in every case and "
            "number (declined with pymorphy3), and so are the "
            "objectControlTypes. countableNouns and determiners are empty "
            "on purpose: Russian has no articles, so hint-missing-article "
            "has nothing to check. 'флажок' also names the mail flag and "
            "'ссылка' is often the content ('Скопировать ссылку'): see "
            "contentPhrases and objectControlTypes. unitAbbreviations give "
            "the nominative by CLDR plural category (1 минута, 2 минуты, "
            "5 минут, 1,5 минуты). determiners are pronouns that may stand "
            "between a verb and its object ('Открывает это изображение.'). "
            "The profile's controlTypeSuggestion is 'trailing': without its "
            "head noun, 'Кнопка воспроизведения' leaves a bare genitive."),
        "contentPhrases": [
            "выбрать изображение", "добавить изображение",
            "значок приложения", "изображение профиля",
            "картинка в картинке", "качество изображения",
            "копировать ссылку", "открыть ссылку", "отправить ссылку",
            "пометить флажком", "поделиться ссылкой",
            "пригласительная ссылка", "размер изображения",
            "сохранить изображение", "скопировать ссылку",
            "ссылка для приглашения", "ссылка приглашения",
            # menus named as places ("Открывает главное меню."): an
            # adjective stands between the verb and the noun
            "главное меню", "главного меню", "главному меню",
            "главным меню", "главном меню", "контекстное меню",
            "контекстного меню", "контекстному меню", "контекстным меню",
            "контекстном меню", "боковое меню", "бокового меню",
            "боковому меню", "боковым меню", "боковом меню",
        ],
        "states": [
            "включен", "включена", "включено", "включены", "вкл", "выбран",
            "выбрана", "выбрано", "выбраны", "выключен", "выключена",
            "выключено", "выключены", "выкл", "не выбран", "не выбрана",
            "не выбрано", "не выбраны", "не отмечен", "не отмечена",
            "не отмечено", "не отмечены", "недоступен", "недоступна",
            "недоступно", "недоступны", "отмечен", "отмечена", "отмечено",
            "отмечены",
        ],
        "stateContentPhrases": [
            "включен в", "включена в", "включено в", "включено в стоимость",
            "включены в",
        ],
        "gestures": [
            "двойное касание", "двойное нажатие", "двойной тап",
            "двойной щелчок", "двойной щёлчок", "двойным касанием",
            "двойным нажатием", "дважды коснитесь", "дважды коснись",
            "дважды нажмите", "дважды нажми", "длительное нажатие",
            "длительным нажатием", "долгий тап", "долгое нажатие",
            "долгим нажатием", "касание", "касанием", "клик", "кликни",
            "кликните", "кликнуть", "коснитесь", "коснись", "коснуться",
            "нажатие", "нажатием", "нажать", "нажми", "нажмите",
            "перетаскивание", "перетаскиванием", "перетащи", "перетащите",
            "перетащить", "проведи", "проведите", "проведите пальцем",
            "провести пальцем", "разведите пальцы", "сведите пальцы",
            "свайп", "свайпни", "свайпните", "свайпом", "смахивание",
            "смахиванием", "смахни", "смахните", "смахнуть", "тап",
            "тапни", "тапните", "тапнуть", "тапом", "удерживай",
            "удерживайте", "удерживать", "удержание", "удержанием",
            "щелчок", "щелчком", "щёлчок", "щёлчком", "щелкни", "щёлкни",
            "щелкните", "щёлкните", "щелкнуть", "щёлкнуть",
            # the whole gesture, so that a rewrite does not start at
            # "удерживайте" or stop before "чтобы"
            "дважды коснитесь и удерживайте", "дважды нажмите и удерживайте",
            "коснитесь и удерживайте", "коснись и удерживай",
            "нажмите и удерживайте", "нажми и удерживай",
            "коснитесь дважды", "нажмите дважды", "тапните дважды",
            "проведите вверх", "проведите вниз", "проведите влево",
            "проведите вправо", "проведите вверх или вниз",
            "проведите влево или вправо", "проведите пальцем вверх",
            "проведите пальцем вниз", "проведите пальцем влево",
            "проведите пальцем вправо", "проведите пальцем вверх или вниз",
            "проведите пальцем влево или вправо", "смахните вверх",
            "смахните вниз", "смахните влево", "смахните вправо",
            "смахните вверх или вниз", "смахните влево или вправо",
        ],
        "hintBadStarts": {
            "будет": "future", "вы": "second-person", "если": "condition",
            "когда": "condition", "мы": "first-person",
            "пожалуйста": "request", "ты": "second-person",
            "чтобы": "infinitive", "я": "first-person",
        },
        "acronyms": [
            "AI", "API", "AR", "CSV", "DNS", "DVD", "FAQ", "GIF", "GPS",
            "HD", "HDR", "HEIC", "HTML", "ID", "IP", "JPEG", "JPG", "LTE",
            "MP3", "MP4", "NFC", "OK", "PDF", "PIN", "PNG", "PUK", "QR",
            "SIM", "SMS", "TV", "UHD", "URL", "USB", "VPN", "VR", "ZIP",
            "БИК", "ВУЗ", "ГИБДД", "ДТП", "ЕС", "ЖКХ", "ИИ", "ИНН", "ИП",
            "КПП", "МВД", "МСК", "МФЦ", "НДС", "ОГРН", "ОМС", "ООО", "ОС",
            "ПАО", "ПИН", "ПК", "РФ", "СНГ", "СНИЛС", "СМС", "США", "ТВ",
            "ФИО", "ФНС",
        ],
        # Units after a number are in unitAbbreviations, by CLDR plural
        # category; here only words that are read the same wherever they
        # stand. Not here: "мин" (also "минимум": "Мин. 8 символов"),
        # "ч" (also "часть"), "руб", "коп" (their case depends on the
        # number). Dotted keys carry their last period, so that it goes
        # with them ("т. е." -> "то есть").
        "abbreviations": {
            "авг": "августа", "апр": "апреля", "дек": "декабря",
            "доп": "дополнительный", "кв": "квартира",
            "млн": "миллионов", "млрд": "миллиардов",
            "напр": "например", "нояб": "ноября", "окт": "октября",
            "пред": "предварительный", "прим": "примечание",
            "сек": "секунд", "сент": "сентября",
            "стр": "страница", "т.д.": "так далее", "т. д.": "так далее",
            "т.е.": "то есть", "т. е.": "то есть", "т.к.": "так как",
            "т. к.": "так как", "т.п.": "тому подобное",
            "т. п.": "тому подобное", "тел": "телефон",
            "тыс": "тысяч", "ул": "улица", "фев": "февраля",
            "февр": "февраля", "янв": "января",
        },
        # Nominative after the number, by CLDR category: 1 минута,
        # 2 минуты, 5 минут, 1,5 минуты (other: fractions).
        "unitAbbreviations": {
            "ч": "one:час|few:часа|many:часов|other:часа",
            "мин": "one:минута|few:минуты|many:минут|other:минуты",
            "сек": "one:секунда|few:секунды|many:секунд|other:секунды",
            "дн": "one:день|few:дня|many:дней|other:дня",
            "нед": "one:неделя|few:недели|many:недель|other:недели",
            "мес": "one:месяц|few:месяца|many:месяцев|other:месяца",
            "тыс": "one:тысяча|few:тысячи|many:тысяч|other:тысячи",
            "млн": "one:миллион|few:миллиона|many:миллионов|other:миллиона",
            "млрд": ("one:миллиард|few:миллиарда|many:миллиардов|"
                     "other:миллиарда"),
            "руб": "one:рубль|few:рубля|many:рублей|other:рубля",
            "коп": "one:копейка|few:копейки|many:копеек|other:копейки",
        },
        "dottedAbbreviations": [
            "авг.", "апр.", "г.", "гг.", "д.", "дек.", "доп.", "др.", "им.",
            "кв.", "коп.", "мин.", "млн.", "млрд.", "напр.", "нояб.", "обл.",
            "окт.", "пр.", "пред.", "прим.", "руб.", "сек.", "сент.", "см.",
            "стр.", "т.д.", "т.е.", "т.к.", "т.п.", "тел.", "тыс.", "ул.",
            "фев.", "февр.", "ч.", "янв.",
        ],
        "countableNouns": [],
        # No articles, so hint-missing-article stays off (countableNouns is
        # empty); these pronouns stand between a verb and the noun it
        # governs ("Открывает это изображение."), which label- and
        # hint-control-type read, and a hint that starts with one does not
        # start with a verb.
        "determiners": """
            ваш ваша ваше ваши вашего вашей вашему вашим вашем ваших вашу
            весь вся всё все всего всей всему всем всём всеми всех всю
            мой моя моё мое мои моего моей моему моим моём моем моих мою
            свой своя своё свое свои своего своей своему своим своём своем
            своих свою
            твой твоя твоё твое твои твоего твоей твоему твоим твоём твоем
            твоих твою
            этот эта это эти этого этой этому этим этом этих эту
        """.split(),
        "requestWords": ["пожалуйста", "просьба"],
        # join two verbs: "чтобы открыть и воспроизвести видео" ->
        # "Открывает и воспроизводит видео."
        "conjunctions": ["и", "или"],
        "preferredVerbs": {"смотреть": "показывать", "видеть": "показывать"},
    },
}

# Russian control types: nouns declined in every case and number, phrases
# with their agreeing or fixed parts.
RU_CONTROL_NOUNS = [
    "кнопка", "ссылка", "изображение", "картинка", "значок", "иконка",
    "пиктограмма", "вкладка", "флажок", "чекбокс", "переключатель",
    "ползунок", "слайдер", "меню",
]
# Of these, the ones that are content when a verb governs them
# ("Открывает меню", "Копирует ссылку", "Закрывает вкладку").
RU_OBJECT_NOUNS = [
    "ссылка", "изображение", "картинка", "значок", "иконка",
    "пиктограмма", "вкладка", "меню",
]
RU_CONTROL_PHRASES = [
    # (adjective, noun, words after): the adjective agrees with the noun
    ("текстовый", "поле", ""),
    ("всплывающий", "окно", ""),
    ("выпадающий", "список", ""),
    ("раскрывающийся", "список", ""),
    ("выпадающий", "меню", ""),
    (None, "поле", "ввода"),
    (None, "поле", "поиска"),
    (None, "строка", "поиска"),
    (None, "элемент", "управления"),
]

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
    "de": ["DB Navigator", "Deutsche Bahn", "DHL", "ELSTER", "giropay",
           "Lieferando", "N26", "Sparkasse", "tagesschau", "Telekom",
           "Vodafone", "Zalando"],
    "nl": ["Albert Heijn", "bol.com", "Buienradar", "DigiD", "iDEAL",
           "Marktplaats", "PostNL", "Rabobank", "Thuisbezorgd", "Tikkie"],
    "ru": ["Авито", "ВКонтакте", "Госуслуги", "Кинопоиск", "Одноклассники",
           "Сбербанк", "Яндекс", "Ozon", "Wildberries"],
}

PROFILES = {
    # German nouns keep their capital: an all-caps label of several words
    # cannot be rewritten without knowing which words are nouns.
    "de": {"compounds": "suffix", "capitalizesNouns": True, "verbFinalClauses": True},
    "nl": {"compounds": "suffix", "verbFinalClauses": True},
    # A Russian control noun is the head of its label and the rest depends
    # on it: "Кнопка воспроизведения" without "Кнопка" is a bare genitive.
    # Only a control word at the end ("Уведомления, переключатель") may go.
    "ru": {"compounds": "words", "controlTypeSuggestion": "trailing"},
}


def de_noun_forms(nouns_db, lemma):
    rows = [r for r in nouns_db[lemma] if r.get("lemma") == lemma]
    if not rows:
        sys.exit("german-nouns does not know %r" % lemma)
    flex = rows[0]["flexion"]
    return [v for k, v in flex.items() if k != "dativ singular*"]


def de_control_types():
    from german_nouns.lookup import Nouns
    db = Nouns()
    out = []
    for lemma in DE_CONTROL_NOUNS:
        out += de_noun_forms(db, lemma)
    for compound, prefix, head in DE_CONTROL_COMPOUNDS:
        out += [prefix + f.lower() for f in de_noun_forms(db, head)]
    out += DE_CONTROL_EXTRA
    forms = []
    for f in out:
        w = words_of(f)
        if w in DE_CONTROL_DROP:
            note("de", "control-type form %r left out" % w)
            continue
        forms.append(w)
    return forms


def de_countable(nouns):
    """Keep singular countable nouns whose plural differs ("Ordner",
    "Fenster" read as plurals too and are dropped)."""
    from german_nouns.lookup import Nouns
    db = Nouns()
    kept = []
    for n in nouns:
        rows = [r for r in db[n] if r.get("lemma", "").lower() == n]
        if not rows:
            note("de", "german-nouns does not know countable noun %r "
                 "(kept)" % n)
            kept.append(n)
            continue
        flex = rows[0].get("flexion", {})
        sg = {v.lower() for k, v in flex.items() if "singular" in k}
        pl = {v.lower() for k, v in flex.items() if "plural" in k}
        if n in pl:
            note("de", "countable noun %r reads as a plural too: dropped" % n)
            continue
        kept.append(n)
        # the accusative singular of weak nouns ("Namen") is a plural too:
        # nothing else to add.
    return kept


def ru_declined(word):
    p = [x for x in morph().parse(word) if x.tag.POS == "NOUN"
         and x.normal_form == word]
    if not p:
        sys.exit("pymorphy3 does not know the noun %r" % word)
    forms = {f.word for f in p[0].lexeme}
    # pymorphy3 also lists the poetic "изображенье" forms: not app copy.
    if word.endswith("ие"):
        forms = {f for f in forms if "ь" not in f}
    return sorted(forms)


def ru_control_types():
    out = []
    for n in RU_CONTROL_NOUNS:
        out += ru_declined(n)
    cases = ["nomn", "gent", "datv", "accs", "ablt", "loct"]
    for adj, noun, tail in RU_CONTROL_PHRASES:
        np = [x for x in morph().parse(noun) if x.tag.POS == "NOUN"
              and x.normal_form == noun][0]
        ap = None
        if adj:
            ap = [x for x in morph().parse(adj)
                  if x.tag.POS in ("ADJF", "PRTF") and x.word == adj
                  and "masc" in x.tag and "nomn" in x.tag][0]
        for number in ("sing", "plur"):
            for case in cases:
                nf = np.inflect({case, number})
                if nf is None:
                    continue
                words = [nf.word]
                if ap is not None:
                    want = {case, number}
                    if number == "sing":
                        want.add(np.tag.gender)
                    if case == "accs" and number == "plur" or \
                            case == "accs" and np.tag.gender == "masc":
                        want.add(np.tag.animacy or "inan")
                    af = ap.inflect(want)
                    if af is None:
                        note("ru", "cannot inflect %s %s" % (adj, want))
                        continue
                    words = [af.word] + words
                if tail:
                    words.append(tail)
                out.append(" ".join(words))
    return out


def ru_objects():
    out = []
    for n in RU_OBJECT_NOUNS:
        out += ru_declined(n)
    return out


# Keys in the order they are written (json sorts them anyway).
LIST_KEYS = ("controlTypes", "contentPhrases", "objectControlTypes",
             "states", "stateContentPhrases", "gestures", "acronyms",
             "brands", "countableNouns", "determiners", "requestWords",
             "dottedAbbreviations", "prepositions", "conjunctions",
             "clauseOpeners", "infinitiveMarkers", "separableParticles",
             "nouns")
# Not lists: written as they are.
MAP_KEYS = ("preferredVerbs",)


def build_words(lang, verbs=()):
    src = dict(WORDS[lang])
    if lang == "de":
        src["controlTypes"] = de_control_types()
        src["countableNouns"] = de_countable(src["countableNouns"])
    elif lang == "ru":
        src["controlTypes"] = ru_control_types()
        src["objectControlTypes"] = ru_objects()
    # Nouns (Scripts/lexicons/nouns.py): de from german-nouns, less the words
    # the Debian list also writes in lower case ("aber", "heute", "neue":
    # another reading first); ru from pymorphy3. Dutch has no noun source here.
    if lang == "de":
        from german_nouns.lookup import Nouns
        lower = set()
        if not os.path.exists(WORDLISTS["de"]):
            sys.exit("the German nouns need the Debian word list wngerman (%s)" % WORDLISTS["de"])
        with open(WORDLISTS["de"], encoding="utf-8") as f:
            lower = {unicodedata.normalize("NFC", x.strip()) for x in f if x[:1].islower()}
        src["nouns"] = [w for w in nouns.de_nouns(Nouns(), dict(src, controlTypes=src["controlTypes"]), verbs)
                        if w not in lower]
    elif lang == "ru":
        src["nouns"] = nouns.ru_nouns(morph(), src, verbs)
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
            vals = sorted({words_of(x) for x in vals})
        out[key] = vals
    out["hintBadStarts"] = {words_of(k): v
                            for k, v in src["hintBadStarts"].items()}
    # Replacement text keeps its case (German nouns are capitalised).
    out["abbreviations"] = {words_of(k): unicodedata.normalize("NFC", v)
                            for k, v in src["abbreviations"].items()}
    if "unitAbbreviations" in src:
        out["unitAbbreviations"] = {
            words_of(k): unicodedata.normalize("NFC", v)
            for k, v in src["unitAbbreviations"].items()}
    if "articleSuggestions" in src:
        out["articleSuggestions"] = dict(src["articleSuggestions"])
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
    p["compounds"] = PROFILES[lang]["compounds"]
    if "controlTypeSuggestion" in PROFILES[lang]:
        p["controlTypeSuggestion"] = PROFILES[lang]["controlTypeSuggestion"]
    if PROFILES[lang].get("capitalizesNouns"):
        p["capitalizesNouns"] = True
    if PROFILES[lang].get("verbFinalClauses"):
        p["verbFinalClauses"] = True
    p["labelMaxWords"] = 3
    p["hintMaxWords"] = 15
    return p


VERBS_COMMENT = {
    "de": ("Generated by Scripts/lexicons/generate_de_nl_ru.py (ablaut); "
           "see SOURCE.md. Forms are the first word(s) of a hint: a "
           "separable verb is filed by its finite part ('fügt' for "
           "hinzufügen, 'fügen sie' for 'Fügen Sie ... hinzu'); "
           "infinitives are whole ('hinzufügen', 'hinzuzufügen', "
           "'rückgängig machen') so that the last word of 'Ereignis "
           "löschen' is found too."),
    "nl": ("Generated by Scripts/lexicons/generate_de_nl_ru.py (ablaut, "
           "separable verbs split by the script); see SOURCE.md. A "
           "separable verb is filed by its finite part ('voegt' for "
           "toevoegen); infinitives are whole. Dutch has no polite "
           "imperative list: 'Verwijdert u' is also 'removes you'."),
    "ru": ("Generated by Scripts/lexicons/generate_de_nl_ru.py (pymorphy3, "
           "cross-checked with ablaut); see SOURCE.md. One entry per "
           "aspect pair, named by the imperfective: 'third' is its present "
           "(удаляет); the perfective's forms are wrong, its third person "
           "(удалит, a future) under 'future'. Forms with ё are listed "
           "with е too."),
}


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=True) \
        + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if a file would change")
    ap.add_argument("--report", action="store_true",
                    help="print the review notes")
    ap.add_argument("--allow-other-versions", action="store_true",
                    help="run with other versions of the tools")
    ap.add_argument("langs", nargs="*", default=list(LANGS))
    args = ap.parse_args()
    check_versions(args.allow_other_versions)
    rows = read_table()
    stale = []
    for lang in args.langs:
        verbs = build_verbs(lang, rows)
        check_wordlist(lang, verbs)
        files = {
            "profile.json": build_profile(lang),
            "verbs.json": OrderedDict([("$comment", VERBS_COMMENT[lang]),
                                       ("verbs", verbs)]),
            "words.json": build_words(lang, verbs),
        }
        folder = os.path.join(LEXICONS, lang)
        for name, obj in files.items():
            text = unicodedata.normalize("NFC", dump(obj))
            path = os.path.join(folder, name)
            old = None
            if os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    old = f.read()
            if old == text:
                continue
            stale.append(os.path.join("Lexicons", lang, name))
            if not args.check:
                os.makedirs(folder, exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
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
