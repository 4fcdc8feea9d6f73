#!/usr/bin/env python3
"""Generate the Greek, Hebrew and Hindi lexicons of voicelint.

Writes Lexicons/{el,he,hi}/{profile,verbs,words}.json (examples.json and
SOURCE.md are hand-written) from:

- el_he_hi/verbs.tsv beside this script: concept -> the verbs apps use (the
  hand table; read its header for the notation);
- a real conjugator or morphological dictionary for every verb form:
    el: modern-greek-inflexion (PyPI), every tense, mood and voice of a verb
        from its dictionary form; alternatives it offers are kept where the
        Debian Greek Hunspell dictionary (hunspell-el) knows them;
    he: Hspell (Debian package hspell): its compressed word list is unpacked
        and every word analysed by `hspell -l`, which gives each word's lemma,
        person, gender, number and tense; the forms are read from there;
    hi: Apertium's Hindi morphology (Debian package apertium-hin) through
        lttoolbox (`lt-proc -g` generates a form from lemma + tags,
        `lt-proc` analyses it back);
- the word tables in this file (control types, states, gestures, ...) and
  the OVERRIDES below where a tool lacks or gets a form wrong.

Usage (from the repository root):
    apt-get install hspell hunspell hunspell-el apertium-hin lttoolbox
    python3 -m pip install -r Scripts/lexicons/requirements-el-he-hi.txt
    python3 Scripts/lexicons/generate_el_he_hi.py            # writes the JSON
    python3 Scripts/lexicons/generate_el_he_hi.py --check    # exit 1 if stale
    python3 Scripts/lexicons/generate_el_he_hi.py --report el   # review notes
    python3 Scripts/embed-lexicons.py     # then re-embed into the binary

The script stops when other tool versions are installed
(--allow-other-versions overrides). Output is byte-for-byte stable: sorted
keys, 2-space indent, ensure_ascii=False, NFC, trailing newline.
"""

import argparse
import collections
import gzip
import json
import os
import re
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lexicon_tools import dumps, nfc, write_or_check  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
TABLE = os.path.join(HERE, "el_he_hi", "verbs.tsv")
LANGS = ("el", "he", "hi")

PINNED_PYPI = {"modern-greek-inflexion": "2.0.7", "modern-greek-accentuation": "1.0.7"}
PINNED_DEBIAN = {"hspell": "1.4-3.1", "hunspell": "1.7.1-1", "hunspell-el": "1:7.5.0-1",
                 "apertium-hin": "0.1.0~r59158-4", "lttoolbox": "3.7.1-1+b2"}

HSPELL_DIR = "/usr/share/hspell"
HUNSPELL_EL = "/usr/share/hunspell/el_GR"
APERTIUM_HIN = "/usr/share/apertium/apertium-hin"

# Order in which a form that several kinds share is filed (first wins).
KIND_ORDER = ("imperative", "polite-imperative", "infinitive", "future", "past",
              "gerund", "first-person", "request", "plain")

REPORT = collections.defaultdict(list)


def check_versions(allow):
    bad = []
    try:
        from importlib.metadata import version
        for name, want in PINNED_PYPI.items():
            have = version(name)
            if have != want:
                bad.append(f"{name} {have} (pinned {want})")
    except Exception as e:  # package missing
        bad.append(str(e))
    for name, want in PINNED_DEBIAN.items():
        r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], capture_output=True, text=True)
        if r.stdout.strip() != want:
            bad.append(f"{name} {r.stdout.strip() or 'not installed'} (pinned {want})")
    if bad and not allow:
        sys.exit("other versions installed: " + "; ".join(bad) + " (--allow-other-versions to go on)")
    for b in bad:
        print("warning: " + b, file=sys.stderr)


def read_table():
    rows = []
    with open(TABLE, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#") or line.startswith("concept\t"):
                continue
            cols = line.split("\t")
            if len(cols) != len(LANGS) + 1:
                sys.exit(f"{TABLE}: expected {len(LANGS) + 1} columns: {line!r}")
            rows.append((cols[0], {lang: [nfc(x.strip()) for x in cols[i + 1].split(";") if x.strip()]
                                   for i, lang in enumerate(LANGS)}))
    # Every concept of concepts-verbs.txt has a row, and no other concept has one.
    with open(os.path.join(LEXICONS, "concepts-verbs.txt"), encoding="utf-8") as f:
        wanted = {l.strip() for l in f if l.strip() and not l.startswith("#")}
    have = [c for c, _ in rows]
    dups = sorted({c for c in have if have.count(c) > 1})
    if wanted != set(have) or dups:
        sys.exit(f"{TABLE}: concepts missing from the table: {sorted(wanted - set(have))}; "
                 f"extra: {sorted(set(have) - wanted)}; duplicated: {dups}")
    for c, cells in rows:
        for lang in LANGS:
            if not cells[lang]:
                sys.exit(f"{TABLE}: no {lang} verb for {c}")
    return rows


def finish_entries(entries, never_wrong=frozenset()):
    """A form that is a third form anywhere (or in never_wrong) is never wrong;
    each form is filed under one kind only (KIND_ORDER); empty kinds go."""
    thirds = {t for e in entries for t in e["third"]}
    for e in entries:
        seen = set()
        wrong = {}
        for kind in KIND_ORDER:
            forms = []
            for w in e["wrong"].get(kind, []):
                if w and w not in thirds and w not in never_wrong and w not in seen:
                    forms.append(w)
                    seen.add(w)
            if forms:
                wrong[kind] = forms
        e["wrong"] = wrong
    return entries


def uniq(xs):
    out = []
    for x in xs:
        x = nfc(x)
        if x and x not in out:
            out.append(x)
    return out


# ---------------------------------------------------------------- Greek

# Forms modern-greek-inflexion 2.0.7 lacks (the verb is not in its lexicon, or
# an aorist is missing): read from a Greek grammar by hand.
EL_OVERRIDES = {
    "σύρω": {"third": ["σύρει"], "imperative": ["σύρε"], "polite-imperative": ["σύρετε"], "past": ["έσυρε"],
             "gerund": ["σύροντας"], "first-person": ["σύρω", "σύρουμε"]},
    "αποεπιλέγω": {"third": ["αποεπιλέγει"], "imperative": ["αποεπίλεξε", "αποεπίλεγε"],
                   "polite-imperative": ["αποεπιλέξτε", "αποεπιλέγετε"], "future": ["αποεπιλέξει", "αποεπιλέξετε"],
                   "past": ["αποεπέλεξε"], "gerund": ["αποεπιλέγοντας"], "first-person": ["αποεπιλέγω", "αποεπιλέγουμε"]},
    "επαναφορτώνω": {"third": ["επαναφορτώνει"], "imperative": ["επαναφόρτωσε", "επαναφόρτωνε"],
                     "polite-imperative": ["επαναφορτώστε", "επαναφορτώνετε"], "future": ["επαναφορτώσει", "επαναφορτώσετε"],
                     "past": ["επαναφόρτωσε"], "gerund": ["επαναφορτώνοντας"], "first-person": ["επαναφορτώνω", "επαναφορτώνουμε"]},
    "επανεκκινώ": {"third": ["επανεκκινεί"], "imperative": ["επανεκκίνησε"],
                   "polite-imperative": ["επανεκκινήστε", "επανεκκινείτε"], "future": ["επανεκκινήσει", "επανεκκινήσετε"],
                   "past": ["επανεκκίνησε"], "gerund": ["επανεκκινώντας"], "first-person": ["επανεκκινώ", "επανεκκινούμε"]},
}
# Added to what the conjugator gives (it has no aorist for these).
EL_ADD = {
    "εξετάζω": {"imperative": ["εξέτασε"], "polite-imperative": ["εξετάστε"], "future": ["εξετάσει"], "past": ["εξέτασε"]},
    "εξηγώ": {"imperative": ["εξήγησε"], "polite-imperative": ["εξηγήστε"], "future": ["εξηγήσει"], "past": ["εξήγησε"]},
    "εξουσιοδοτώ": {"imperative": ["εξουσιοδότησε"], "polite-imperative": ["εξουσιοδοτήστε"],
                    "future": ["εξουσιοδοτήσει"], "past": ["εξουσιοδότησε"]},
    "λαμβάνω": {"imperative": ["λάβε"]},
    "επαναλαμβάνω": {"imperative": ["επανάλαβε"]},
    "αρνούμαι": {"imperative": ["αρνήσου"]},
    "μεταβαίνω": {"imperative": ["μετάβα"]},
    "εξέρχομαι": {"polite-imperative": ["εξέλθετε"], "past": ["εξήλθε"]},
    # colloquial 3rd person of πάω, as right as πηγαίνει ("Πάει στην αρχή."); the
    # conjugator files it as the subjunctive of πηγαίνω only
    "πηγαίνω": {"third": ["πάει"]},
}
# Contract verbs in -ώ: the conjugator gives both conjugations (-ά/-άει and
# -εί). Where one is not said it is dropped; where the formal -εί is said but
# -ά is usual, -ά comes first (the suggestion uses the first).
EL_THIRD_DROP = {"πατεί", "μιλεί"}
EL_THIRD_FIRST = {"κρατώ": "κρατά", "ζητώ": "ζητά"}
# Wrong forms that are, far more often, other words at the start of a hint
# (none so far: the mechanism is kept for review findings).
EL_NOT_VERB_FORMS = set()


def hunspell_known(words, dic):
    words = sorted(set(words))
    r = subprocess.run(["hunspell", "-d", dic, "-i", "utf-8", "-l"], input="\n".join(words) + "\n",
                       capture_output=True, text=True, check=True)
    bad = set(r.stdout.split())
    return {w for w in words if w not in bad}


def el_raw_forms(head):
    if head in EL_OVERRIDES:
        return {k: list(v) for k, v in EL_OVERRIDES[head].items()}
    from modern_greek_inflexion import Verb
    v = Verb(head).all()

    def g(*path):
        d = v
        for k in path:
            d = d.get(k, {}) if isinstance(d, dict) else {}
        return sorted(x for x in d if x) if isinstance(d, (set, list)) else []

    voice = "active" if head.endswith(("ω", "ώ")) else "passive"
    forms = {
        "third": g("present", voice, "ind", "sg", "ter"),
        "imperative": g("conjunctive", voice, "imp", "sg", "sec") + g("present", voice, "imp", "sg", "sec"),
        "polite-imperative": g("conjunctive", voice, "imp", "pl", "sec") + g("present", voice, "imp", "pl", "sec"),
        "future": g("conjunctive", voice, "ind", "sg", "ter") + g("conjunctive", voice, "ind", "pl", "sec"),
        "past": g("aorist", voice, "ind", "sg", "ter") + g("paratatikos", voice, "ind", "sg", "ter"),
        "gerund": sorted(v.get("act_pres_participle") or []),
        "first-person": g("present", voice, "ind", "sg", "pri") + g("present", voice, "ind", "pl", "pri"),
    }
    for k, extra in EL_ADD.get(head, {}).items():
        forms[k] = forms.get(k, []) + extra
    return forms


def el_verbs(rows):
    raw = {}
    for concept, cells in rows:
        for lemma in cells["el"]:
            head = lemma.split(" ")[0]
            if head not in raw:
                raw[head] = el_raw_forms(head)
    known = hunspell_known({f for fs in raw.values() for forms in fs.values() for f in forms}, HUNSPELL_EL)
    entries = []
    for concept, cells in rows:
        for lemma in cells["el"]:
            head, _, rest = lemma.partition(" ")
            tail = (" " + rest) if rest else ""
            fs = raw[head]
            out = {}
            for kind, forms in fs.items():
                forms = uniq(forms)
                keep = [f for f in forms if f in known]
                if len(keep) < len(forms):
                    REPORT["el"].append(f"{head} {kind}: not in hunspell-el, "
                                        + ("dropped " if keep else "kept ") + ", ".join(f for f in forms if f not in known))
                if not keep:
                    # Hunspell knows none of them (μοιράσου): kept, but not the
                    # conjugator's odd accent + diaeresis spellings (επιβεβαΐωσε)
                    keep = [f for f in forms if not re.search("[ΐΰ]", f)]
                if kind != "third":
                    keep = [f for f in keep if f not in EL_NOT_VERB_FORMS]
                out[kind] = [f + tail for f in keep]
            if not out["third"]:
                sys.exit(f"el: no third person for {lemma}")
            # the usual form first: -ει / -εί before -ά / -άει
            def rank(f):
                w = f.split(" ")[0]
                return 2 if w.endswith("άει") else 0 if w.endswith(("ει", "εί", "εται", "είται")) else 1
            third = sorted((t for t in out.pop("third") if t.split(" ")[0] not in EL_THIRD_DROP),
                           key=lambda f: (0 if f.split(" ")[0] == EL_THIRD_FIRST.get(head) else 1, rank(f), f))
            entries.append({"concept": concept, "lemma": lemma, "third": third, "wrong": out})
    return finish_entries(entries)


# ---------------------------------------------------------------- Hebrew

# Words Hspell reads as verb forms that are, at the start of a hint, far more
# often function words or nouns.
HE_NOT_VERB_FORMS = {"עבור", "אחר", "כן", "שם", "עם", "על", "בין", "כל", "מה", "לא",
                     "פרטי",  # "details of", "private"; also the feminine imperative of פירט
                     "מרכזי", "אפשרי"}  # "central", "possible"; also imperatives of מרכז, אפשר
# Hspell files the pi'el and the nif'al of נתק under one lemma, ניתק; the table
# means the pi'el (disconnects, hangs up): the nif'al forms go.
HE_DROP = {"ניתק": {"ניתק", "ניתקת", "הינתק", "הינתקי", "הינתקו", "תינתק", "תינתקי", "תינתקו", "יינתק",
                    "להינתק", "איניתק", "אינתק"}}
# Forms Hspell lacks: the usual infinitive of אמר is לומר (Hspell: לאמור).
HE_ADD = {"אמר": {"infinitive": ["לומר"]}}


def he_index():
    data = gzip.open(os.path.join(HSPELL_DIR, "hebrew.wgz")).read()
    words, cur, n, pending = [], bytearray(), 0, False
    for b in data:  # Hspell's prefix-compressed word list: digits = letters to drop
        if 48 <= b <= 57:
            if pending:
                words.append(bytes(cur))
                pending = False
            n = n * 10 + b - 48
        else:
            if n:
                del cur[len(cur) - n:]
                n = 0
            cur.append(b)
            pending = True
    if pending:
        words.append(bytes(cur))

    def analyse(ws):
        r = subprocess.run(["hspell", "-l", "-a"], input=b"\n".join(ws) + b"\n", capture_output=True, check=True)
        return r.stdout.decode("iso-8859-8")

    forms = collections.defaultdict(lambda: collections.defaultdict(list))
    pos = collections.defaultdict(set)
    word = None
    for line in analyse(words).split("\n"):
        if line.startswith("מילה חוקית: "):
            word = line.split(": ", 1)[1]
        elif not line.startswith("\t"):
            word = None
        elif word:
            m = re.match(r"\t(.+?)\((.*)\)$", line)
            if not m:
                continue
            lemma, feats = m.group(1), tuple(m.group(2).split(","))
            pos[word].add(feats[0])
            if feats[0] == "פ" and "סמיכות" not in feats and not any(f.startswith("כינוי") for f in feats):
                if word not in forms[lemma][feats]:
                    forms[lemma][feats].append(word)
    infinitives = collections.defaultdict(list)
    combo = None
    for line in analyse([b"\xec" + w for w in words]).split("\n"):  # ל + word
        if line.startswith("צירוף חוקי: ל+"):
            combo = "ל" + line.split("+", 1)[1]
        elif not line.startswith("\t"):
            combo = None
        elif combo:
            m = re.match(r"\t(.+?)\(פ,מקור\)$", line)
            if m and combo not in infinitives[m.group(1)]:
                infinitives[m.group(1)].append(combo)
    presents = {w for lem in forms.values() for feats, ws in lem.items() if "הווה" in feats and "יחיד" in feats for w in ws}
    return forms, infinitives, pos, presents


def he_verbs(rows):
    forms, infinitives, pos, presents = he_index()
    entries = []
    for concept, cells in rows:
        for lemma in cells["he"]:
            head, _, rest = lemma.partition(" ")
            tail = (" " + rest) if rest else ""
            p = forms.get(head)
            if not p:
                sys.exit(f"he: Hspell does not know the verb {head}")

            def f(*feats):
                return p.get(tuple(["פ"] + list(feats)), [])
            drop = HE_DROP.get(head, set())
            third = [t for t in f("ז", "יחיד", "הווה") + f("נ", "יחיד", "הווה") if t not in drop]
            if not third:
                sys.exit(f"he: no present participle for {head}")
            wrong = {
                "imperative": f("ז", "2", "יחיד", "ציווי") + f("נ", "2", "יחיד", "ציווי") + f("ז", "2", "רבים", "ציווי"),
                "polite-imperative": f("ז", "2", "יחיד", "עתיד") + f("נ", "2", "יחיד", "עתיד") + f("ז", "2", "רבים", "עתיד"),
                "infinitive": infinitives.get(head, []),
                "future": f("ז", "3", "יחיד", "עתיד"),
                "past": f("ז", "3", "יחיד", "עבר") + f("נ", "3", "יחיד", "עבר"),
                "first-person": f("1", "יחיד", "עתיד"),
            }
            for kind, ws in wrong.items():
                ws = [w for w in ws if w not in drop]
                keep = []
                for w in ws:
                    if w in HE_NOT_VERB_FORMS or (pos[w] - {"פ", "ע", "ת"}):
                        REPORT["he"].append(f"{head} {kind}: dropped {w} (also {','.join(sorted(pos[w]))})")
                    elif w in presents:
                        REPORT["he"].append(f"{head} {kind}: dropped {w} (also a present participle)")
                    else:
                        keep.append(w)
                wrong[kind] = [w + tail for w in uniq(keep)]
                if kind in ("imperative", "infinitive") and not wrong[kind]:
                    REPORT["he"].append(f"{head}: no {kind}")
            for kind, extra in HE_ADD.get(head, {}).items():  # added as read, not filtered
                wrong[kind] = uniq([w + tail for w in extra] + wrong[kind])
            entries.append({"concept": concept, "lemma": lemma, "third": [t + tail for t in uniq(third)], "wrong": wrong})
    return finish_entries(entries)


# ---------------------------------------------------------------- Hindi

# Polite imperatives in -iye that Apertium's paradigms lack (irregular).
HI_POLITE = {"कर": ["कीजिए", "कीजिये", "करिए", "करिये"], "दे": ["दीजिए", "दीजिये"],
             "ले": ["लीजिए", "लीजिये"], "हो": ["होइए", "होइये"], "पी": ["पीजिए"]}
HI_TAGS = {
    "third_m": "<impf><m><sg>", "third_f": "<impf><f><sg>",
    "subj": "<prs><p3><pl>", "polite": "<imp><p2><frm><pl>", "imp": "<imp><p2><pl>", "imp2": "<prs><p2><pl>",
    "inf": "<inf><nom><m>", "fut_m": "<fut><p3><m><sg>", "fut_f": "<fut><p3><f><sg>",
    "perf_m": "<perf><m><sg>", "perf_f": "<perf><f><sg>",
}
# होना: Apertium files it as the copula (vbser); its forms are written here.
HI_HO = {"third_m": ["होता"], "third_f": ["होती"], "subj": ["हों"], "polite": [], "imp": ["होओ"],
         "inf": ["होना"], "fut_m": ["होगा"], "fut_f": ["होगी"], "perf_m": ["हुआ"], "perf_f": ["हुई"]}
NUKTA = "\u093c"
HI_IRREGULAR = {"कर", "दे", "ले", "जा", "हो", "पी"}


def hi_variants(w):
    """The spellings apps use: anusvara for candrabindu (हटाएं), no nukta (फिल्टर)."""
    out = [w]
    if "ँ" in w:
        out.append(w.replace("ँ", "ं"))
    for x in list(out):
        y = nfc(re.sub("([कखगजफ])" + NUKTA, r"\1", unicodedata.normalize("NFD", x)))
        if y not in out:
            out.append(y)
    return out


def hi_rule_forms(h):
    """The regular paradigm (a Hindi grammar's rules), for verbs Apertium lacks
    and as a check on what it generates."""
    if h[-1] in "ाोू":  # vowel stems: हटा, धो, छू
        return {"third_m": [h + "ता"], "third_f": [h + "ती"], "subj": [h + "एँ"], "polite": [h + "इए"],
                "imp": [h + "ओ"], "imp2": [h + "ओ"], "inf": [h + "ना"], "fut_m": [h + "एगा"], "fut_f": [h + "एगी"],
                "perf_m": [h + "या"], "perf_f": [h + "ई"]}
    return {"third_m": [h + "ता"], "third_f": [h + "ती"], "subj": [h + "ें"], "polite": [h + "िए"],
            "imp": [h + "ो"], "imp2": [h + "ो"], "inf": [h + "ना"], "fut_m": [h + "ेगा"], "fut_f": [h + "ेगी"],
            "perf_m": [h + "ा"], "perf_f": [h + "ी"]}


def lt(binary, lines):
    r = subprocess.run(["lt-proc"] + (["-g"] if binary.endswith("autogen.bin") else []) + [binary],
                       input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    return r.stdout.split("\n")


def hi_analyses(words):
    out = {}
    for line in lt(os.path.join(APERTIUM_HIN, "hin.automorf.bin"), [nfc(w) for w in words]):
        m = re.match(r"\^(.*?)/(.*)\$$", line.strip())
        if m:
            out[m.group(1)] = m.group(2).split("/")
    return out


def hi_verbs(rows):
    heads = sorted({lemma.split(" ")[-1] for _, cells in rows for lemma in cells["hi"]})
    # the verb's class (transitive, intransitive) from the analysis of its infinitive
    ana = hi_analyses([h + "ना" for h in heads])
    cls = {}
    for h in heads:
        for a in ana.get(h + "ना", []):
            m = re.match(re.escape(h) + r"<vblex>(<tv>|<iv>)<inf>", a)
            if m:
                cls[h] = m.group(1)
                break
        else:
            if h != "हो":
                REPORT["hi"].append(f"{h}: Apertium does not know {h}ना; the regular paradigm is used")
    queries = [(h, k) for h in heads if h in cls for k in HI_TAGS]
    gen = lt(os.path.join(APERTIUM_HIN, "hin.autogen.bin"), [f"^{h}<vblex>{cls[h]}{HI_TAGS[k]}$" for h, k in queries])
    made = collections.defaultdict(dict)
    for (h, k), g in zip(queries, gen):
        g = g.strip()
        ok = g and not g.startswith("#") and "<" not in g and g != h
        made[h][k] = g.split("/") if ok else []  # alternatives: छूइए/छूइये
        rule = hi_rule_forms(h)[k]
        if not ok and k in ("third_m", "third_f", "subj", "inf"):
            REPORT["hi"].append(f"{h} {k}: Apertium makes nothing ({g}); the rule gives {rule[0]}")
            made[h][k] = rule
        elif ok and not set(made[h][k]) & set(rule) and k != "polite" and not (
                k.startswith("fut") and g.replace("ये", "ए") in rule):
            REPORT["hi"].append(f"{h} {k}: Apertium {g}, the regular rule {rule[0]} (Apertium kept)")
    for h in heads:
        if h not in cls and h != "हो":
            made[h] = hi_rule_forms(h)
        elif h not in HI_IRREGULAR:
            # Apertium spells -येगा, -ये (हटायेगा); the standard spelling -एगा, -ए (हटाएगा) is
            # as common: both are listed
            for k in ("subj", "polite", "fut_m", "fut_f"):
                made[h][k] = uniq(made[h][k] + hi_rule_forms(h)[k])
    made["कर"]["imp"] = ["करो"]  # Apertium gives the subjunctive करे for <imp><p2><pl>
    # छू shortens its vowel before a vowel ending: छुएँ, छुआ (Apertium and the rule write छूएँ, छूया)
    made["छू"].update({"subj": ["छुएँ"], "polite": ["छुइए", "छुइये"], "imp": ["छुओ"], "imp2": [],
                       "fut_m": ["छुएगा"], "fut_f": ["छुएगी"], "perf_m": ["छुआ"], "perf_f": ["छुई"]})
    made["जा"]["fut_m"] += ["जाएगा"]  # the standard spelling beside Apertium's जायेगा
    made["जा"]["fut_f"] += ["जाएगी"]
    made["हो"] = HI_HO
    # every generated form is analysed back: it must give the same lemma
    back = hi_analyses([w for h in made for ws in made[h].values() for w in ws])
    for h in made:
        if h not in cls:
            continue
        for k, ws in made[h].items():
            for w in ws:
                if not any(a.startswith(h + "<vblex>") for a in back.get(w, [])):
                    REPORT["hi"].append(f"{h} {k}: {w} does not analyse back")
    entries = []
    for concept, cells in rows:
        for lemma in cells["hi"]:
            words = lemma.split(" ")
            h, pre = words[-1], " ".join(words[:-1])
            lead = (pre + " ") if pre else ""
            m = made[h]

            def forms(*keys):
                out = []
                for k in keys:
                    for w in m.get(k, []):
                        out += hi_variants(w)
                return out
            polite = forms("subj", "polite")
            for w in HI_POLITE.get(h, []):
                polite += hi_variants(w)
            past = forms("perf_m", "perf_f")
            imperative = forms("imp") or forms("imp2")
            if not pre:
                # a bare past or imperative that is also a noun, number or postposition
                # (की, दो, जोड़ी) is left out
                a = hi_analyses(past + imperative)

                def verb_only(w):
                    return all("<vblex>" in x or x.startswith("*") for x in a.get(w, []))
                past = [w for w in past if verb_only(w)]
                imperative = [w for w in imperative if verb_only(w)]
            third = [t + " है" for t in forms("third_m", "third_f")]
            wrong = {
                "imperative": imperative,
                "polite-imperative": polite,
                "infinitive": forms("inf"),
                "future": forms("fut_m", "fut_f"),
                "past": past,
            }
            def spell(ws):  # the compound's noun gets the same spellings (साफ़ करें, साफ करें)
                return uniq(v for w in ws for v in hi_variants(lead + w))
            entries.append({"concept": concept, "lemma": lemma + "ना", "third": spell(third),
                            "wrong": {k: spell(ws) for k, ws in wrong.items()}})
    return finish_entries(entries), made


# Light verbs of noun + verb compounds (डाउनलोड करें, अनुमति दें, सदस्यता लें,
# शामिल हों, वापस जाएँ): their wrong forms, after a space, are hint endings, so a
# compound that verbs.json lacks is still found and fixed.
HI_LIGHT = ("कर", "दे", "ले", "हो", "जा")


def hi_endings(made):
    wrong = []
    for h in HI_LIGHT:
        m = made[h]
        third_m = m["third_m"][0] + " है"
        third_f = m["third_f"][0] + " है"
        table = [("polite-imperative", m["subj"] + m.get("polite", []) + HI_POLITE.get(h, []), third_m),
                 ("imperative", m["imp"] + m.get("imp2", []), third_m),
                 ("infinitive", m["inf"], third_m),
                 ("future", m["fut_m"], third_m),
                 ("future", m["fut_f"], third_f)]
        for kind, ws, repl in table:
            for w in ws:
                for v in hi_variants(w):
                    if v in ("दो", "हो"):  # "two"; "are/be"
                        continue
                    e = {"kind": kind, "replacement": " " + repl, "suffix": " " + v}
                    if e not in wrong and not any(x["suffix"] == e["suffix"] for x in wrong):
                        wrong.append(e)
    wrong.sort(key=lambda e: (-len(e["suffix"]), e["suffix"]))
    return {"right": ["ता है", "ती है", "ते हैं"], "wrong": wrong}


# ---------------------------------------------------------------- word tables

ACRONYMS = ["AI", "API", "AR", "CSV", "DM", "FAQ", "GIF", "GPS", "HD", "HDR", "HEIC", "ID", "IP", "JPEG", "JPG",
            "MMS", "NFC", "OK", "PDF", "PIN", "PNG", "QR", "RSS", "SIM", "SMS", "TV", "UI", "URL", "USB", "VPN",
            "VR", "ZIP"]
BRANDS = ["AirDrop", "AirPlay", "AirPods", "App Store", "Apple", "Apple ID", "Apple Music", "Apple Pay", "Apple TV",
          "Apple Watch", "Bluetooth", "CarPlay", "Face ID", "FaceTime", "HomePod", "iCloud", "iCloud Drive",
          "iMessage", "iOS", "iPad", "iPadOS", "iPhone", "iPod touch", "Mac", "MacBook", "macOS", "Safari", "Siri",
          "Touch ID", "tvOS", "visionOS", "VoiceOver", "watchOS", "Wi-Fi"]

# Greek nouns are declined by modern-greek-inflexion (every case, both numbers);
# phrases are written out.
EL_CONTROL_NOUNS = ["κουμπί", "σύνδεσμος", "εικόνα", "εικονίδιο", "καρτέλα", "διακόπτης", "ρυθμιστικό", "επιλογέας"]
EL_CONTROL_PHRASES = ["πλαίσιο ελέγχου", "πλαισίου ελέγχου", "πλαίσια ελέγχου", "πεδίο κειμένου", "πεδίου κειμένου",
                      "πεδίο αναζήτησης", "πεδίου αναζήτησης", "γραμμή αναζήτησης", "γραμμής αναζήτησης",
                      "αναδυόμενο μενού", "αναπτυσσόμενο μενού", "αναπτυσσόμενη λίστα", "πλήκτρο εναλλαγής"]
EL_OBJECT_NOUNS = ["σύνδεσμος", "εικόνα", "εικονίδιο", "καρτέλα"]
EL_CONTENT = ["εικόνα προφίλ", "εικόνας προφίλ", "εικόνα κεφαλίδας", "εικόνα φόντου", "εικονίδιο εφαρμογής",
              "σύνδεσμος πρόσκλησης", "σύνδεσμο πρόσκλησης", "ποιότητα εικόνας", "εικόνα σε εικόνα",
              "αντιγραφή συνδέσμου", "κοινοποίηση συνδέσμου", "άνοιγμα συνδέσμου", "προσθήκη εικόνας",
              "επισύναψη εικόνας", "αποθήκευση εικόνας", "επεξεργασία εικόνας", "αλλαγή εικόνας",
              "νέα καρτέλα", "νέα καρτέλα", "κουμπί αρχικής οθόνης"]
# Action nouns (the label style) whose genitive object is a control word as content:
# "Ορισμός συνδέσμου", "Αντιγραφή εικόνας".
EL_ACTION_NOUNS = ["αντιγραφή", "κοινοποίηση", "άνοιγμα", "προσθήκη", "επισύναψη", "αποθήκευση", "επεξεργασία",
                   "αλλαγή", "ορισμός", "διαγραφή", "αφαίρεση", "εισαγωγή", "αποστολή", "προβολή", "εμφάνιση",
                   "επιλογή", "λήψη", "ανέβασμα", "μεταφόρτωση", "κλείσιμο", "απόκρυψη", "αναφορά"]
EL_ACTION_OBJECTS = ["συνδέσμου", "συνδέσμων", "εικόνας", "εικόνων", "εικονιδίου", "καρτέλας", "καρτελών", "μενού"]
EL_STATES = ["επιλεγμένο", "επιλεγμένος", "επιλεγμένη", "επιλεγμένα", "επιλεγμένες", "επιλεγμένοι",
             "μη επιλεγμένο", "μη επιλεγμένος", "μη επιλεγμένη",
             "ενεργό", "ενεργός", "ενεργή", "ανενεργό", "ανενεργός", "ανενεργή",
             "ενεργοποιημένο", "ενεργοποιημένος", "ενεργοποιημένη", "ενεργοποιημένα", "ενεργοποιημένες",
             "ενεργοποιημένοι", "απενεργοποιημένο", "απενεργοποιημένος", "απενεργοποιημένη",
             "απενεργοποιημένα", "απενεργοποιημένες", "απενεργοποιημένοι", "ανενεργά", "ανενεργές", "ανενεργοί",
             "μη διαθέσιμο", "μη διαθέσιμος", "μη διαθέσιμη", "επισημασμένο", "αδρανές"]
EL_STATE_CONTENT = ["επιλεγμένες φωτογραφίες", "επιλεγμένα στοιχεία", "επιλεγμένα μηνύματα", "επιλεγμένη γλώσσα",
                    "ενεργές συνεδρίες", "ενεργή συνεδρία", "ενεργοί χρήστες", "ενεργό λογαριασμό",
                    "ενεργός λογαριασμός", "ενεργές κλήσεις"]
EL_GESTURES = ["πατήστε", "πάτησε", "πατήστε δύο φορές", "πατήστε δυο φορές", "πάτησε δύο φορές", "πατήστε διπλά",
               "διπλό πάτημα", "διπλό πάτημα", "με διπλό πάτημα", "πάτημα", "πατώντας", "πατώντας δύο φορές",
               "πατήστε παρατεταμένα", "πατήστε και κρατήστε", "παρατεταμένο πάτημα", "αγγίξτε", "άγγιξε",
               "αγγίξτε δύο φορές", "αγγίξτε παρατεταμένα", "άγγιγμα", "διπλό άγγιγμα", "αγγίζοντας",
               "σαρώστε προς", "σαρώστε αριστερά", "σαρώστε δεξιά", "σαρώστε πάνω", "σαρώστε κάτω",
               "σάρωση προς", "σύρετε", "σύρε", "σύρσιμο", "σύροντας", "κάντε κλικ", "κάνε κλικ", "κλικ",
               "διπλό κλικ", "κάντε διπλό κλικ", "τσιμπήστε", "τσίμπημα",
               # the familiar imperative apps use (mastodon, element-x): πάτα, κράτα πατημένο
               "πάτα", "πάτα δύο φορές", "πάτα δυο φορές", "πάτα παρατεταμένα", "κράτα πατημένο",
               "κράτησε πατημένο", "κρατήστε πατημένο", "πάτα δύο φορές και κράτα πατημένο",
               "πάτα δύο φορές και κράτησε πατημένο", "πατήστε δύο φορές και κρατήστε πατημένο",
               "πατήστε δύο φορές και κρατήστε", "πάτησε δύο φορές και κράτησε πατημένο", "άγγιξε δύο φορές"]
EL_BAD_STARTS = {"να": "infinitive", "για": "infinitive", "θα": "future", "εσείς": "second-person",
                 "εσύ": "second-person", "μπορείτε": "second-person", "μπορείς": "second-person",
                 "παρακαλώ": "request", "παρακαλούμε": "request", "αν": "condition", "εάν": "condition",
                 "όταν": "condition", "εγώ": "first-person", "εμείς": "first-person"}
EL_DETERMINERS = ["ο", "η", "το", "τον", "την", "τη", "του", "της", "τα", "τις", "τους", "οι", "των",
                  "ένα", "έναν", "ένας", "μια", "μία", "μιας", "ενός", "αυτό", "αυτή", "αυτόν", "αυτήν", "αυτά",
                  "αυτές", "αυτούς", "αυτού", "αυτής", "όλα", "όλες", "όλους", "όλο", "όλη", "κάθε"]
EL_PREPOSITIONS = ["σε", "στο", "στη", "στην", "στον", "στα", "στις", "στους", "από", "με", "προς", "ως", "για"]


def el_words():
    from modern_greek_inflexion import Noun
    control, objects = set(), set()
    for n in EL_CONTROL_NOUNS:
        forms = {f for num in Noun(n).all().values() for gender in num.values() for case in gender.values() for f in case}
        forms = {f for f in forms if f}
        control |= forms
        if n in EL_OBJECT_NOUNS:
            objects |= forms
    control |= set(EL_CONTROL_PHRASES) | {"μενού"}
    objects |= {"μενού"}
    return {
        "$comment": "Greek. Lower case with accents and final sigma, as ICU lower-cases Greek; control nouns in every case and number (modern-greek-inflexion). Generated by Scripts/lexicons/generate_el_he_hi.py; see SOURCE.md.",
        "abbreviations": {"δευτ": "δευτερόλεπτα", "λεπ": "λεπτά", "τηλ": "τηλέφωνο", "κλπ": "και λοιπά"},
        "acronyms": ACRONYMS + ["ΑΜΚΑ", "ΑΦΜ", "ΕΕ", "ΗΠΑ", "ΦΠΑ"],
        "brands": BRANDS,
        "conjunctions": ["και", "ή"],
        "contentPhrases": sorted(set(EL_CONTENT) | {a + " " + o for a in EL_ACTION_NOUNS for o in EL_ACTION_OBJECTS}),
        "controlTypes": sorted(control),
        "countableNouns": [],
        "determiners": sorted(set(EL_DETERMINERS)),
        "dottedAbbreviations": ["δευτ.", "δηλ.", "δημοσκ.", "κ.ά.", "κ.λπ.", "κλπ.", "λεπ.", "π.χ.", "τηλ."],
        "gestures": sorted(set(EL_GESTURES)),
        "hintBadStarts": EL_BAD_STARTS,
        "objectControlTypes": sorted(objects),
        "prepositions": EL_PREPOSITIONS,
        "requestWords": ["παρακαλούμε", "παρακαλώ"],
        "stateContentPhrases": sorted(set(EL_STATE_CONTENT)),
        "states": sorted(set(EL_STATES)),
        "unitAbbreviations": {"h": "ώρα|ώρες", "hr": "ώρα|ώρες", "hrs": "ώρα|ώρες", "min": "λεπτό|λεπτά",
                              "mins": "λεπτό|λεπτά", "sec": "δευτερόλεπτο|δευτερόλεπτα",
                              "secs": "δευτερόλεπτο|δευτερόλεπτα"},
    }


# Hebrew clitics that ICU keeps in the word: and, the, in, to, from, that, as.
HE_PREFIXES = ["", "ה", "ו", "וה", "ב", "וב", "ל", "ול", "מ", "מה", "ש", "שה", "כ"]
HE_CONTROL = ["כפתור", "כפתורים", "לחצן", "לחצנים", "קישור", "קישורים", "תמונה", "סמל", "סמלים", "אייקון",
              "אייקונים", "סמליל", "כרטיסייה", "כרטיסיות", "לשונית", "לשוניות", "מתג", "מתגים", "מחוון", "בורר"]
HE_CONTROL_PHRASES = ["תיבת סימון", "תיבת הסימון", "תיבות סימון", "שדה טקסט", "שדה הטקסט", "שדה חיפוש",
                      "שדה החיפוש", "סרגל חיפוש", "סרגל החיפוש", "תפריט נפתח", "תפריט קופץ", "רשימה נפתחת"]
HE_OBJECT = ["קישור", "קישורים", "תמונה", "תמונות", "סמל", "אייקון", "כרטיסייה", "לשונית"]
HE_CONTENT = ["תמונת פרופיל", "תמונת הפרופיל", "תמונת רקע", "תמונת כותרת", "תמונת נושא", "קישור הזמנה",
              "קישור להזמנה", "קישור לשיתוף", "איכות תמונה", "איכות התמונה", "תמונה בתוך תמונה",
              "העתקת קישור", "העתקת הקישור", "העתק קישור", "שיתוף קישור", "שיתוף הקישור", "פתיחת קישור",
              "הוספת תמונה", "צירוף תמונה", "שמירת תמונה", "שינוי תמונה", "עריכת תמונה", "כרטיסייה חדשה",
              "סמל האפליקציה", "סמל היישום", "כפתור הבית"]
HE_STATES = ["נבחר", "נבחרה", "נבחרו", "נבחרים", "נבחרות", "לא נבחר", "לא נבחרה", "מסומן", "מסומנת",
             "מסומנים", "מסומנות", "לא מסומן", "לא מסומנת", "מופעל", "מופעלת", "מופעלים", "מופעלות", "כבוי",
             "כבויה", "כבויים", "כבויות", "מושבת", "מושבתת", "מושבתים", "מושבתות", "פעיל", "פעילה", "לא פעיל",
             "לא פעילה",
             "לא זמין", "לא זמינה", "עמום"]
HE_STATE_CONTENT = ["תמונות נבחרות", "פריטים נבחרים", "הודעות נבחרות", "קבצים נבחרים", "משתמשים פעילים",
                    "שיחות פעילות", "הפעלות פעילות", "מכשירים פעילים", "חשבון פעיל"]
HE_GESTURES = ["הקש", "הקישי", "הקישו", "הקשה", "הקשה כפולה", "הקש פעמיים", "הקישי פעמיים", "הקישו פעמיים",
               "הקש הקשה כפולה", "הקישו הקשה כפולה", "בהקשה", "בהקשה כפולה", "הקשה ארוכה", "בהקשה ארוכה",
               "לחץ", "לחצי", "לחצו", "לחיצה", "לחיצה כפולה", "לחיצה ארוכה", "לחץ פעמיים", "לחצו פעמיים",
               "לחץ לחיצה כפולה", "לחץ לחיצה ארוכה", "לחצו לחיצה ארוכה", "בלחיצה", "בלחיצה כפולה",
               "בלחיצה ארוכה", "לחץ והחזק", "לחצו והחזיקו", "גע", "געי", "געו", "נגיעה", "נגיעה כפולה",
               "החלק", "החליקי", "החליקו", "החלקה", "בהחלקה", "גרור", "גררי", "גררו", "גרירה", "צבוט", "צביטה",
               # the infinitive of the instruction ("יש להקיש פעמיים כדי…")
               "להקיש", "יש להקיש"]
HE_BAD_STARTS = {"נא": "request", "אנא": "request", "בבקשה": "request", "יש": "request", "כדי": "infinitive",
                 "אתה": "second-person", "אתם": "second-person", "תוכל": "second-person",
                 "תוכלי": "second-person", "תוכלו": "second-person", "ניתן": "modal", "אפשר": "modal",
                 "אם": "condition", "כאשר": "condition", "אני": "first-person", "אנחנו": "first-person"}


def he_clitics(words):
    out = set()
    for w in words:
        first, _, rest = w.partition(" ")
        for p in HE_PREFIXES:
            if p.endswith("ה") and first.startswith("ה"):
                continue
            out.add(p + first + ((" " + rest) if rest else ""))
    return out


def he_words():
    return {
        "$comment": "Hebrew. Unpointed, full spelling (כתיב מלא) as apps write it; the clitics ו ה ב ל מ ש כ stay in the ICU word, so the control nouns are listed with them. Generated by Scripts/lexicons/generate_el_he_hi.py; see SOURCE.md.",
        "abbreviations": {},
        "acronyms": ACRONYMS,
        "brands": BRANDS,
        "conjunctions": ["או"],
        "contentPhrases": sorted(set(HE_CONTENT)),
        "controlTypes": sorted(he_clitics(HE_CONTROL) | set(HE_CONTROL_PHRASES)),
        "countableNouns": [],
        "determiners": ["את", "זה", "זו", "זאת"],
        "gestures": sorted(set(HE_GESTURES)),
        "hintBadStarts": HE_BAD_STARTS,
        "objectControlTypes": sorted(he_clitics(HE_OBJECT)),
        "requestWords": ["אנא", "בבקשה", "נא"],
        "stateContentPhrases": sorted(set(HE_STATE_CONTENT)),
        "states": sorted(set(HE_STATES)),
        "unitAbbreviations": {"h": "שעה|שעות", "hr": "שעה|שעות", "hrs": "שעה|שעות", "min": "דקה|דקות",
                              "mins": "דקה|דקות", "sec": "שנייה|שניות", "secs": "שנייה|שניות"},
    }


HI_CONTROL = ["बटन", "बटनों", "लिंक", "लिंकों", "छवि", "छवियों", "छवियाँ", "इमेज", "चित्र", "आइकन", "आइकॉन",
              "टैब", "टैबों", "स्विच", "स्लाइडर", "चेकबॉक्स", "चेक बॉक्स", "टेक्स्ट फ़ील्ड", "खोज फ़ील्ड",
              "सर्च फ़ील्ड", "खोज बार", "सर्च बार", "ड्रॉपडाउन", "ड्रॉप-डाउन मेनू", "पिकर", "मेनू", "टॉगल"]
HI_OBJECT = ["लिंक", "छवि", "छवियाँ", "इमेज", "चित्र", "आइकन", "आइकॉन", "टैब", "मेनू"]
HI_CONTENT = ["प्रोफ़ाइल चित्र", "प्रोफ़ाइल छवि", "प्रोफ़ाइल इमेज", "हेडर छवि", "हेडर इमेज", "ऐप आइकन",
              "आमंत्रण लिंक", "आमंत्रण का लिंक", "छवि गुणवत्ता", "चित्र में चित्र", "पिक्चर इन पिक्चर",
              "नया टैब", "होम बटन"]
# "टॉगल" is the toggle control (HI_CONTROL) and also the verb "to toggle", a noun + light verb
# compound: "टॉगल करें", "टॉगल करने के लिए", "टॉगल किया गया". Those are content (a label or hint
# that toggles something), the light verb's forms after it; "वाई-फ़ाई टॉगल" stays the control.
# Not "टॉगल की" (the genitive postposition की, "टॉगल की स्थिति", is also the feminine
# perfective) nor "टॉगल के".
HI_TOGGLE_VERB = ["करें", "करे", "करो", "कीजिए", "कीजिये", "करिए", "करिये", "करना", "करने", "करके", "कर",
                  "करता", "करती", "करते", "करेगा", "करेगी", "करेंगे", "किया", "किए", "किये"]
HI_CONTENT += ["टॉगल " + v for v in HI_TOGGLE_VERB]
# Function words that do not count as words of a label (label-length): the auxiliaries and
# copulas (है, था, हो, रहा, गया, सकता, चुका, होगा, हुआ, होता...: "लोड हो रहा है" is one word)
# and the postpositions (का, की, के, को, में, से, पर, ने, तक, and the second words of the
# compound ones, के लिए, के द्वारा, के बारे में). None of them carries a label's content. Not the
# light verbs (करें, दें, लें: "रद्द करें"): करना is also "to do"; see SOURCE.md for the limit.
# Not नहीं (negation), भी, ही, एक, यह/वह, साथ (also "together"), बाद (also "later").
HI_PARTICLES = ["है", "हैं", "हूँ", "था", "थी", "थे", "थीं", "हो", "होगा", "होगी", "होंगे", "होता", "होती", "होते",
                "हुआ", "हुई", "हुए", "रहा", "रही", "रहे", "गया", "गई", "गए", "गयी", "गये", "सकता", "सकती",
                "सकते", "चुका", "चुकी", "चुके", "का", "की", "के", "को", "में", "से", "पर", "ने", "तक", "लिए",
                "द्वारा", "बारे"]
HI_STATES = ["चयनित", "अचयनित", "चालू", "सक्षम", "अक्षम", "अनुपलब्ध", "मंद", "चेक किया गया", "निष्क्रिय"]
HI_STATE_CONTENT = ["चालू करें", "चालू कर", "चालू करता है", "चालू करती है", "चालू खाता", "सक्षम करें",
                    "सक्षम करता है", "अक्षम करें", "अक्षम करता है", "निष्क्रिय करें", "निष्क्रिय करता है",
                    "चयनित फ़ोटो", "चयनित आइटम", "चयनित संदेश", "चयनित फ़ाइलें"]
HI_GESTURES = ["टैप", "डबल टैप", "दो बार टैप", "ट्रिपल टैप", "तीन बार टैप", "स्वाइप", "क्लिक", "डबल क्लिक",
               "ड्रैग", "पिंच", "टच करके रखें", "टच करके रखें", "छूकर रखें", "दबाकर रखें", "देर तक दबाएँ",
               "देर तक दबाएं", "लंबे समय तक दबाएँ", "लंबे समय तक दबाएं", "लॉन्ग प्रेस", "टैप करें", "टैप करके",
               "स्वाइप करें", "क्लिक करें"]


def hi_words():
    def nukta_free(ws):
        out = set()
        for w in ws:
            out |= set(hi_variants(w))
        return out
    return {
        "$comment": "Hindi (Devanagari). Words are listed as written and also without nukta (फ़ाइल, फाइल) and with anusvara for candrabindu (दबाएँ, दबाएं), the spellings apps use. The verb ends a Hindi hint: hintBadStarts is empty. Generated by Scripts/lexicons/generate_el_he_hi.py; see SOURCE.md.",
        "abbreviations": {},
        "acronyms": ACRONYMS,
        "brands": BRANDS,
        "conjunctions": ["और", "या"],
        "contentPhrases": sorted(nukta_free(HI_CONTENT)),
        "controlTypes": sorted(nukta_free(HI_CONTROL)),
        "countableNouns": [],
        "determiners": [],
        "gestureConnectives": ["करके", "कर", "करने पर"],
        "gestures": sorted(nukta_free(HI_GESTURES)),
        "hintBadStarts": {},
        "objectControlTypes": sorted(nukta_free(HI_OBJECT)),
        "particles": sorted(nukta_free(HI_PARTICLES)),
        "requestWords": ["कृपया"],
        "stateContentPhrases": sorted(nukta_free(HI_STATE_CONTENT)),
        "states": sorted(nukta_free(HI_STATES)),
        "unitAbbreviations": {"h": "घंटा|घंटे", "hr": "घंटा|घंटे", "hrs": "घंटा|घंटे", "min": "मिनट|मिनट",
                              "mins": "मिनट|मिनट", "sec": "सेकंड|सेकंड", "secs": "सेकंड|सेकंड"},
    }


# ---------------------------------------------------------------- profiles

def profiles(hi_made):
    return {
        "el": {
            "$comment": "Greek: the hint starts with the 3rd person singular present (Διαγράφει το συμβάν.); the imperatives (Διάγραψε, Διαγράψτε), the subjunctive after να/θα and the gerund (Διαγράφοντας) are findings. The full stop is '.'; the Greek question mark ';' (U+037E, folded to ';' by NFC) ends a sentence as '?' does (otherSentenceEnds). Text in capitals drops its accents (capitalsDropAccents: no all-caps rewrite). A control noun heads its label and the rest is its genitive (Κουμπί αναπαραγωγής): controlTypeSuggestion trailing.",
            "capitalsDropAccents": True,
            "compounds": "words",
            "controlTypeSuggestion": "trailing",
            "ellipses": ["…", "..."],
            "fullStops": ["."],
            "hasCase": True,
            "hintMaxWords": 18,
            "hintVerbPosition": "first",
            "labelMaxWords": 4,
            "language": "el",
            "otherSentenceEnds": ["?", "!", ";", "\u037e"],
        },
        "he": {
            "$comment": "Hebrew: the hint starts with the present participle (מוחק את האירוע., feminine מוחקת); the imperative (מחק), the 2nd person future used as a polite imperative (תמחק), the infinitive (למחוק) and requests (נא למחוק) are findings. Right-to-left, no case; the full stop is '.'.",
            "compounds": "words",
            "ellipses": ["…", "..."],
            "fullStops": ["."],
            "hasCase": False,
            "hintMaxWords": 13,
            "hintVerbPosition": "first",
            "labelMaxWords": 3,
            "language": "he",
        },
        "hi": {
            "$comment": "Hindi: the verb ends the hint, in the habitual present (… हटाता है। / हटाती है।); the polite imperative (हटाएँ, हटाइए), the imperative (हटाओ), the infinitive (हटाना) and the future (हटाएगा) are findings. The full stop is the danda ।. hintEndings: the wrong forms of the light verbs of noun + verb compounds (… डाउनलोड करें -> … डाउनलोड करता है), after a space, longest first.",
            "compounds": "words",
            "ellipses": ["…", "..."],
            "fullStops": ["।"],
            "hasCase": False,
            "hintEndings": hi_endings(hi_made),
            "hintMaxWords": 20,
            "hintVerbPosition": "last",
            "labelMaxWords": 4,
            "language": "hi",
        },
    }


VERB_COMMENTS = {
    "el": "Greek: third = 3rd person singular present (διαγράφει; contract verbs in -ώ also -ά/-άει where Hunspell knows them). wrong: imperative (aorist and present, singular: διάγραψε, διάγραφε), polite-imperative (plural: διαγράψτε, διαγράφετε), future (the subjunctive after θα/να: διαγράψει, διαγράψετε), past (aorist and imperfect: διέγραψε, διέγραφε), gerund (διαγράφοντας), first-person (διαγράφω, διαγράφουμε). Generated; see SOURCE.md.",
    "he": "Hebrew: third = present participle, masculine then feminine (מוחק, מוחקת). wrong: imperative (מחק, מחקי, מחקו), polite-imperative (the 2nd person future: תמחק, תמחקי, תמחקו), infinitive (למחוק), future (ימחק), past (מחק, מחקה), first-person (אמחק). Unpointed, one spelling can be two forms (מחק: imperative and past): each is listed once. Generated from Hspell; see SOURCE.md.",
    "hi": "Hindi: the verb ends the hint. third = habitual present, masculine then feminine (हटाता है, हटाती है). wrong: polite-imperative (हटाएँ, हटाइए), imperative (हटाओ), infinitive (हटाना), future (हटाएगा, हटाएगी), past (हटाया, हटाई). Anusvara and nukta-less spellings are listed too. Generated from Apertium; see SOURCE.md.",
}


def build():
    rows = read_table()
    out = {}
    el = el_verbs(rows)
    he = he_verbs(rows)
    hi, made = hi_verbs(rows)
    profs = profiles(made)
    for lang, verbs, words in (("el", el, el_words()), ("he", he, he_words()), ("hi", hi, hi_words())):
        verbs = sorted(verbs, key=lambda e: (e["concept"], e["lemma"]))
        out[(lang, "verbs.json")] = {"$comment": VERB_COMMENTS[lang], "verbs": verbs}
        out[(lang, "words.json")] = words
        out[(lang, "profile.json")] = profs[lang]
    return {k: nfc_tree(v) for k, v in out.items()}


def nfc_tree(x):
    if isinstance(x, str):
        return nfc(x)
    if isinstance(x, list):
        return [nfc_tree(i) for i in x]
    if isinstance(x, dict):
        return {nfc(k): nfc_tree(v) for k, v in x.items()}
    return x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file is out of date")
    ap.add_argument("--report", choices=LANGS, help="print the review notes of a language")
    ap.add_argument("--review", choices=LANGS, help="print the forms of the verbs apps use most")
    ap.add_argument("--allow-other-versions", action="store_true")
    a = ap.parse_args()
    check_versions(a.allow_other_versions)
    files = build()
    stale = []
    for (lang, name), obj in sorted(files.items()):
        path = os.path.join(LEXICONS, lang, name)
        if write_or_check(path, dumps(obj), a.check):
            stale.append(path)
    if a.report:
        print("\n".join(REPORT[a.report]))
    if a.review:
        for e in files[(a.review, "verbs.json")]["verbs"]:
            if e["concept"] in REVIEW:
                print(e["concept"], e["lemma"], " / ".join(e["third"]), json.dumps(e["wrong"], ensure_ascii=False))
    if a.check and stale:
        print("out of date: " + ", ".join(os.path.relpath(p, ROOT) for p in stale), file=sys.stderr)
        sys.exit(1)


# The verbs apps use most: read by eye with --review (SOURCE.md says what was found).
REVIEW = {"open", "close", "delete", "share", "show", "play", "pause", "add", "edit", "save", "send", "search",
          "back", "select", "activate", "deactivate", "enable", "disable", "expand", "collapse", "reply", "copy",
          "move", "download", "upload", "refresh", "mute", "unmute", "follow", "unfollow", "like", "remove",
          "cancel", "confirm", "create", "view", "hide", "go", "return", "start", "stop", "call", "update",
          "change", "clear", "dismiss", "filter", "sort", "record", "report", "block", "pin", "bookmark", "favorite",
          "translate", "scroll", "zoom", "join", "leave", "sign", "retry", "load", "set", "turn", "toggle"}

if __name__ == "__main__":
    main()
