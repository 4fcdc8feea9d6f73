#!/usr/bin/env python3
"""Generate the ja, ko, zh-Hans, zh-Hant and ar lexicons.

Writes Lexicons/<lang>/{profile,verbs,words}.json for ja, ko, zh-Hans,
zh-Hant and ar from the hand tables in Scripts/lexicons/cjk_ar/ and real
conjugators:

  ja  japanese-verb-conjugator-v2 (godan/ichidan/suru/kuru rules), with the
      verb class taken from UniDic (fugashi + unidic-lite) and every
      generated form analysed again by UniDic (same verb lemma, ます at the
      end of the polite form).
  ko  kiwipiepy (Kiwi's morpheme joiner conjugates irregular stems), every
      form analysed again by Kiwi; 하다 verbs also checked against the
      deterministic 하다 rules.
  zh  no morphology: each verb is its own third form. zh-Hant is zh-Hans
      through OpenCC (s2twp Taiwan wording, and s2t) plus hand additions.
  ar  libqutrub (Qutrub conjugator) for imperfect, imperative and past;
      every verb looked up in Arramooz (arramooz-pysqlite) for transitivity;
      masdars are hand-written and checked against Arramooz's nouns.

Also measures, with ICU word breaking (PyICU, the same ICU rules voicelint
uses), how many words typical labels and hints take in each language
(--measure), the basis of labelMaxWords / hintMaxWords.

Usage (from the repository root):
  pip install -r Scripts/lexicons/requirements-cjk-ar.txt
  python3 Scripts/lexicons/generate_cjk_ar.py            # write the JSON
  python3 Scripts/lexicons/generate_cjk_ar.py --check    # fail if stale
  python3 Scripts/lexicons/generate_cjk_ar.py --measure  # ICU word counts, segmentation
  python3 Scripts/lexicons/generate_cjk_ar.py --review ja  # forms to read

Output is deterministic: sorted keys, 2-space indent, UTF-8 (not escaped),
NFC. Overrides of the conjugators' output live in this file (OVERRIDES_*),
never as hand edits of the JSON.
"""

import argparse
import json
import os
import sys
import unicodedata
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "cjk_ar")
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
LANGS = ["ja", "ko", "zh-Hans", "zh-Hant", "ar"]


# The versions the committed JSON was made with (requirements-cjk-ar.txt).
# Another version may conjugate or segment differently: the script stops
# unless given --allow-other-version.
PINNED = {
    "PyICU": "2.17", "japanese-verb-conjugator-v2": "1.0.1", "fugashi": "1.5.2",
    "unidic-lite": "1.0.8", "kiwipiepy": "0.24.1", "kiwipiepy_model": "0.24.0",
    "opencc": "1.4.2", "libqutrub": "1.2.4.1", "arramooz-pysqlite": "0.4.2",
    "pyarabic": "0.6.15",
}
ICU_VERSION = "72.1"


def check_versions():
    from importlib import metadata
    bad = []
    for name, want in PINNED.items():
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            have = None
        if have != want:
            bad.append("%s %s (want %s)" % (name, have or "missing", want))
    if icu().ICU_VERSION != ICU_VERSION:
        bad.append("ICU %s (want %s)" % (icu().ICU_VERSION, ICU_VERSION))
    return bad


def nfc(s):
    return unicodedata.normalize("NFC", s)


# --------------------------------------------------------------------------
# Reading the hand tables


def read_concepts(lang):
    """concept -> [lemma, ...] in table order."""
    path = os.path.join(DATA, "concepts-%s.tsv" % lang)
    out = OrderedDict()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            concept, cell = line.split("\t")
            lemmas = [nfc(x.strip()) for x in cell.split("|") if x.strip()]
            if concept in out:
                raise SystemExit("%s:%d: concept %s twice" % (path, n, concept))
            out[concept] = lemmas
    wanted = read_concept_list()
    missing = [c for c in wanted if c not in out]
    extra = [c for c in out if c not in wanted]
    if missing or extra:
        raise SystemExit("%s: missing %s, unknown %s" % (path, missing, extra))
    return out


def read_concept_list():
    path = os.path.join(LEXICONS, "concepts-verbs.txt")
    with open(path, encoding="utf-8") as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def read_words(name):
    """Sections of a words-*.txt file: [section] then one entry a line."""
    path = os.path.join(DATA, "words-%s.txt" % name)
    sections = OrderedDict()
    current = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line.startswith("[") and line.endswith("]"):
                current = line[1:-1]
                sections.setdefault(current, [])
                continue
            if current is None:
                raise SystemExit("%s: entry before any [section]" % path)
            sections[current].append(nfc(line.strip()))
    return sections


def pairs(entries):
    out = OrderedDict()
    for e in entries:
        k, v = [x.strip() for x in e.split("=", 1)]
        out[k] = v
    return out


# --------------------------------------------------------------------------
# ICU: lower-casing and word counting, as voicelint does

_icu = None


def icu():
    global _icu
    if _icu is None:
        import icu as m
        _icu = m
    return _icu


def lower(s, lang):
    m = icu()
    return nfc(str(m.UnicodeString(s).toLower(m.Locale(lang))))


def icu_words(text, lang):
    """Word and number tokens (rule status 100-499), like VoiceLintText."""
    m = icu()
    bi = m.BreakIterator.createWordInstance(m.Locale(lang))
    bi.setText(text)
    out, start = [], bi.first()
    for end in bi:
        if 100 <= bi.getRuleStatus() < 500:
            out.append(text[start:end])
        start = end
    return out


# --------------------------------------------------------------------------
# Shared shaping of verbs.json

WRONG_KINDS = ["imperative", "polite-imperative", "request", "infinitive",
               "gerund", "past", "future", "first-person", "plain"]


def dedupe(seq):
    seen, out = set(), []
    for x in seq:
        x = nfc(x)
        if x and x not in seen:
            seen.add(x)
            out.append(x)
    return out


def finish_verbs(entries, lang, priority):
    """Dedupe forms; a form listed under several wrong kinds keeps the first
    kind in `priority`; a form that is a third form of any verb of the
    language is never wrong (README). Returns (entries, notes)."""
    notes = []
    all_third = set()
    for e in entries:
        e["third"] = dedupe(e["third"])
        all_third.update(e["third"])
    for e in entries:
        taken = set()
        wrong = OrderedDict()
        for kind in priority:
            forms = []
            for f in dedupe(e["wrong"].get(kind, [])):
                if f in all_third:
                    notes.append("%s %s: %s %r is a third form, dropped"
                                 % (lang, e["lemma"], kind, f))
                    continue
                if f in taken:
                    continue
                taken.add(f)
                forms.append(f)
            if forms:
                wrong[kind] = forms
        unknown = set(e["wrong"]) - set(priority)
        if unknown:
            raise SystemExit("unknown wrong kinds %s" % unknown)
        e["wrong"] = wrong
    entries.sort(key=lambda e: (e["concept"], e["_order"]))
    for e in entries:
        del e["_order"]
    return entries, notes


# --------------------------------------------------------------------------
# Japanese


# Suffix rules for hints that end with a verb (README: hintEndings). Only
# rules whose replacement is right for every verb that can end so: suru
# verbs and godan verbs in -su share して/した/します; the polite past and
# ましょう/なさい attach to the masu stem of every verb. Other verbs are
# covered by their exact forms in verbs.json. Longest suffix wins.
JA_RIGHT = ["ます", "ません"]
JA_WRONG = [
    ("してください", "request", "します"),
    ("して下さい", "request", "します"),
    ("ましょう", "request", "ます"),
    ("なさい", "polite-imperative", "ます"),
    ("しろ", "imperative", "します"),
    ("せよ", "imperative", "します"),
    ("ませんでした", "past", "ません"),
    ("ました", "past", "ます"),
    ("でした", "past", "です"),
    ("した", "past", "します"),
    ("して", "gerund", "します"),
    ("する", "plain", "します"),
    ("できる", "plain", "できます"),
]

# Forms the conjugator gets wrong or misses, by lemma: {kind: [forms]} to
# add, and "drop" to remove. Read by eye (SOURCE.md).
# Plain imperatives of two characters (切れ, 売れ, 取れ, 届け, 見ろ) are
# dropped: at the end of a hint they are more often the end of a noun
# (期限切れ, 売り切れ) than an order, which hints never give anyway.
JA_MIN_IMPERATIVE = 2

# Filled by build_ja: exact endings for the forms no generic rule covers.
JA_EXACT = []

OVERRIDES_JA = {
    # 行く: the te/ta forms are 行って/行った (the library knows); nothing to fix.
}


# Forms spelled alike: UniDic reads 行って / 行った as 行う (okonau), which
# is as right as 行く out of context.
JA_HOMOGRAPHS = {"行く": {"行う"}}


def ja_tagger():
    import fugashi
    return fugashi.Tagger()


def ja_last_verb(tagger, lemma):
    toks = list(tagger(lemma))
    last = toks[-1]
    f = last.feature
    if (f.pos1 == "助動詞" and f.cType.startswith("下一段") and len(toks) > 1
            and toks[-2].feature.pos1 == "動詞"):
        # UniDic reads 知らせる as 知る + causative せる: an ichidan verb.
        surface = toks[-2].surface + last.surface
        return lemma[: len(lemma) - len(surface)], surface, f.cType, toks[-2].feature.lemma
    # 連体形 has the same spelling as 終止形 in modern verbs (重ねる).
    if f.pos1 != "動詞" or not f.cForm.startswith(("終止形", "連体形")):
        raise SystemExit("ja: %s does not end in a dictionary-form verb" % lemma)
    prefix = lemma[: len(lemma) - len(last.surface)]
    return prefix, last.surface, f.cType, f.lemma


def ja_class(ctype):
    from japanese_verb_conjugator_v2 import VerbClass
    if ctype.startswith("五段"):
        return VerbClass.GODAN
    if ctype.startswith("上一段") or ctype.startswith("下一段"):
        return VerbClass.ICHIDAN
    if ctype.startswith("サ行変格") or ctype.startswith("カ行変格"):
        return VerbClass.IRREGULAR
    raise SystemExit("ja: unknown conjugation type %s" % ctype)


def ja_forms(tagger, lemma):
    from japanese_verb_conjugator_v2 import (JapaneseVerbFormGenerator as G,
                                             Formality, Polarity, Tense)
    prefix, verb, ctype, uni_lemma = ja_last_verb(tagger, lemma)
    vc = ja_class(ctype)
    pos, neg = Polarity.POSITIVE, Polarity.NEGATIVE
    polite = G.generate_polite_form(verb, vc, Tense.NONPAST, pos)
    te = G.generate_te_form(verb, vc, Formality.PLAIN, pos)
    stem = polite[: -len("ます")]
    imperative = [G.generate_imperative_form(verb, vc, Formality.PLAIN, pos)]
    if ctype.startswith("サ行変格"):
        imperative.append(verb[: -len("する")] + "せよ")
    forms = {
        "third": [polite],
        "wrong": {
            "request": [te + "ください", te + "下さい",
                        G.generate_volitional_form(verb, vc, Formality.POLITE, pos)],
            "gerund": [te],
            "plain": [verb],
            "past": [G.generate_polite_form(verb, vc, Tense.PAST, pos),
                     G.generate_plain_form(verb, vc, Tense.PAST, pos)],
            "imperative": imperative,
            "polite-imperative": [stem + "なさい"],
        },
    }
    out = {"third": [prefix + x for x in forms["third"]], "wrong": {}}
    for kind, fs in forms["wrong"].items():
        out["wrong"][kind] = [prefix + x for x in fs
                              if kind != "imperative" or len(prefix + x) > JA_MIN_IMPERATIVE]
    ov = OVERRIDES_JA.get(lemma, {})
    for kind, fs in ov.items():
        if kind == "drop":
            for k in out["wrong"]:
                out["wrong"][k] = [x for x in out["wrong"][k] if x not in fs]
        else:
            out["wrong"].setdefault(kind, []).extend(fs)
    # Validate with UniDic: read in a sentence ("それを…。"), each form gives
    # back the same verb lemma, and the third form ends with the polite
    # auxiliary ます. Godan imperatives (開け, 売れ) are spelled like the
    # stems of other verbs (開ける, 売れる) and UniDic cannot tell them
    # apart: they are checked against the e-row rule instead.
    problems = []
    for kind, fs in [("third", out["third"])] + list(out["wrong"].items()):
        for form in fs:
            if kind == "imperative":
                if form != prefix + ja_imperative_rule(verb, ctype) and not form.endswith("せよ"):
                    problems.append("%s: imperative %r, rule says %r"
                                    % (lemma, form, prefix + ja_imperative_rule(verb, ctype)))
                continue
            toks = list(tagger("それを" + form + "。"))[2:-1]
            lemmas = {uni_lemma} | JA_HOMOGRAPHS.get(uni_lemma, set())
            if not any(t.feature.pos1 == "動詞" and t.feature.lemma in lemmas
                       for t in toks):
                problems.append("%s %s: UniDic does not find %s in %r"
                                % (lemma, kind, uni_lemma, form))
            if kind == "third" and toks[-1].feature.cType != "助動詞-マス":
                problems.append("%s: %r does not end in ます" % (lemma, form))
    return out, ctype, problems


_E_ROW = dict(zip("うくぐすつぬぶむる", "えけげせてねべめれ"))


def ja_imperative_rule(verb, ctype):
    """The plain imperative by the textbook rules, to check the conjugator."""
    if ctype.startswith("サ行変格"):
        return verb[:-2] + "しろ"
    if ctype.startswith("カ行変格"):
        return verb[:-2] + ("来い" if verb.endswith("来る") else "こい")
    if ctype.startswith("五段"):
        return verb[:-1] + _E_ROW[verb[-1]]
    return verb[:-1] + "ろ"


def build_ja():
    tagger = ja_tagger()
    concepts = read_concepts("ja")
    entries, problems, classes = [], [], {}
    for concept, lemmas in concepts.items():
        for i, lemma in enumerate(lemmas):
            forms, ctype, probs = ja_forms(tagger, lemma)
            problems += probs
            classes[lemma] = ctype
            entries.append({"concept": concept, "lemma": lemma,
                            "third": forms["third"], "wrong": forms["wrong"],
                            "_order": i, "_prefix": ja_last_verb(tagger, lemma)[0]})
    priority = ["request", "polite-imperative", "imperative", "gerund",
                "past", "plain"]
    entries, notes = finish_verbs(entries, "ja", priority)
    if problems:
        raise SystemExit("ja validation failed:\n" + "\n".join(problems))
    exact, more = exact_endings(entries, JA_WRONG, "ja")
    notes += more
    for e in entries:
        del e["_prefix"]
    check_endings(entries, JA_RIGHT, JA_WRONG + exact, "ja")
    global JA_EXACT
    JA_EXACT = exact
    return entries, notes


# --------------------------------------------------------------------------
# Korean

# 않습니다: the formal negative (하지 않습니다, "does not ..."), as right as 합니다.
KO_RIGHT = ["합니다", "됩니다", "있습니다", "없습니다", "않습니다"]
KO_WRONG = [
    ("하여 주십시오", "request", "합니다"),
    ("하여주십시오", "request", "합니다"),
    ("해 주십시오", "request", "합니다"),
    ("해주십시오", "request", "합니다"),
    ("해 주세요", "request", "합니다"),
    ("해주세요", "request", "합니다"),
    ("하십시오", "polite-imperative", "합니다"),
    ("하세요", "polite-imperative", "합니다"),
    ("하겠습니다", "future", "합니다"),
    ("했습니다", "past", "합니다"),
    ("했어요", "past", "합니다"),
    ("했다", "past", "합니다"),
    ("해라", "imperative", "합니다"),
    ("하라", "imperative", "합니다"),
    ("하자", "request", "합니다"),
    ("한다", "plain", "합니다"),
    ("하기", "infinitive", "합니다"),
    ("되었습니다", "past", "됩니다"),
    ("됐습니다", "past", "됩니다"),
]

# Kiwi tags some verbs of the table as adjectives or auxiliaries (재다
# "measure" as 재다 "be quick", 세다 "count" as 세다 "be strong", 놓다 as
# the auxiliary, 부스트하다 with the adjective suffix): the table means
# the verb.
KO_TAG_FIX = {"VA": "VV", "VA-I": "VV-I", "VA-R": "VV-R", "VX": "VV", "XSA": "XSV"}

# Compound verbs Kiwi conjugates by the wrong vowel harmony: Kiwi joins
# 받아쓰+어 as 받아싸 (as if 아프다 -> 아파); 받아쓰다 conjugates as 쓰다
# (받아써). Conjugate the last verb and keep the first part as it is.
KO_SPLIT = {"받아쓰다": ("받아", "쓰다")}

# Forms of one syllable (가, 사, 세, 켜, 꺼, 써, 봐) are dropped from the
# wrong lists: as the end of a hint they are more often part of another word
# than a banmal imperative.
KO_MIN_SYLLABLES = 2

OVERRIDES_KO = {
}


def ko_kiwi():
    from kiwipiepy import Kiwi
    return Kiwi()


def ko_stem(kiwi, lemma, last):
    """The morphemes of `last` without its final 다, read by Kiwi."""
    stem = None
    # Out of context Kiwi may take a verb for a name (지우다) or a noun plus
    # the copula (줄이다 as 줄+이다) or adverbs (막다): then read it after
    # an object, "그것을 줄이다".
    for context in ["", "그것을 ", "일을 ", "그것을 잘 "]:
        toks = [(t.form, t.tag) for t in kiwi.tokenize(context + last)]
        toks = toks[len(kiwi.tokenize(context)) if context else 0:]
        cand = [(f, KO_TAG_FIX.get(t, t)) for f, t in toks[:-1]]
        if (toks and toks[-1][0] == "다" and cand
                and cand[-1][1].startswith(("VV", "XSV"))):
            stem = cand
            break
    if stem is None and last.endswith("하다") and len(last) > 2:
        # A 하다 verb on a noun Kiwi does not know (핀치하다): noun + 하.
        stem = [(last[:-2], "NNG"), ("하", "XSV")]
    if stem is None:
        raise SystemExit("ko: no verb stem in %s (%s)" % (lemma, toks))
    return stem


def ko_forms(kiwi, lemma):
    prefix, _, last = lemma.rpartition(" ")
    prefix = prefix + " " if prefix else ""
    if last in KO_SPLIT:
        head, last = KO_SPLIT[last]
        prefix += head
    stem = ko_stem(kiwi, lemma, last)
    # Every morpheme of the last eojeol is written attached (False); only
    # the auxiliary 주다 and the bound noun 것 get a space before them.
    spaced = {"주", "것"}
    J = lambda *end: kiwi.join([(f, t, False) for f, t in stem]
                               + [(f, t, f in spaced) for f, t in end])
    # 주다 and X어 주다: the polite imperative is already the request.
    is_juda = stem[-1][0] == "주"
    request = []
    if not is_juda:
        for tail in [("세요", "EF"), ("십시오", "EF")]:
            with_space = J(("어", "EC"), ("주", "VX"), tail)
            request += [with_space, with_space.replace(" ", "")]
    hada = stem[-1][0] == "하"
    imperative = [J(("어", "EF")), J(("어라", "EF"))]
    if hada:
        imperative.append(J(("라", "EF")))
    out = {
        "third": [J(("ᆸ니다", "EF"))],
        "wrong": {
            "polite-imperative": [J(("세요", "EF")), J(("십시오", "EF"))],
            "request": request,
            "plain": [J(("ᆫ다", "EF")), last],
            "imperative": imperative,
            "past": [J(("었", "EP"), ("습니다", "EF")), J(("었", "EP"), ("다", "EF")),
                     J(("었", "EP"), ("어요", "EF"))],
            "future": [J(("겠", "EP"), ("습니다", "EF")),
                       J(("ᆯ", "ETM"), ("것", "NNB"), ("이", "VCP"), ("ᆸ니다", "EF"))],
            "infinitive": [J(("기", "ETN"))],
        },
    }
    problems, warnings = [], []
    # Round trip: Kiwi should read each form back with the same stem. Out of
    # context it often picks a homograph (걸어: 걷다 "walk" or 걸다 "hang";
    # 팝니다: 파다 or 팔다), so a mismatch is a note to read by eye, not an
    # error.
    stem_forms = [f for f, _ in stem]
    for kind, fs in [("third", out["third"])] + list(out["wrong"].items()):
        for form in fs:
            if form == last:
                continue
            back = [t.form for t in kiwi.tokenize(form)]
            if back[: len(stem_forms)] != stem_forms and not _ko_stem_ok(kiwi, form, stem):
                warnings.append("ko %s %s: Kiwi reads %r back as %s" % (lemma, kind, form, back))
    # 하다 verbs: the deterministic rules must agree.
    if hada and last.endswith("하다"):
        base = last[: -2]
        expect = {"third": base + "합니다", "polite-imperative": base + "하세요",
                  "past": base + "했습니다", "infinitive": base + "하기"}
        got = {"third": out["third"][0], "polite-imperative": out["wrong"]["polite-imperative"][0],
               "past": out["wrong"]["past"][0], "infinitive": out["wrong"]["infinitive"][0]}
        for k in expect:
            if expect[k] != got[k]:
                problems.append("%s: Kiwi %r, 하다 rule %r" % (lemma, got[k], expect[k]))
    res = {"third": [prefix + x for x in out["third"]], "wrong": {}}
    for kind, fs in out["wrong"].items():
        res["wrong"][kind] = [prefix + x for x in fs if len(x) >= KO_MIN_SYLLABLES]
    for kind, fs in OVERRIDES_KO.get(lemma, {}).items():
        if kind == "drop":
            for k in res["wrong"]:
                res["wrong"][k] = [x for x in res["wrong"][k] if x not in fs]
        else:
            res["wrong"].setdefault(kind, []).extend(fs)
    return res, problems, warnings


def _ko_stem_ok(kiwi, form, stem):
    """Kiwi may analyse a compound stem differently from its parts (붙여넣다:
    붙이+어+넣); accept when the analysis has the same verb lemmas."""
    want = [f for f, t in stem if t.startswith(("VV", "XSV", "NNG"))]
    got = [t.form for t in kiwi.tokenize(form)
           if t.tag.startswith(("VV", "XSV", "NNG", "VA", "VX"))]
    return got[: len(want)] == want


def build_ko():
    kiwi = ko_kiwi()
    concepts = read_concepts("ko")
    entries, problems, warnings = [], [], []
    for concept, lemmas in concepts.items():
        for i, lemma in enumerate(lemmas):
            forms, probs, warns = ko_forms(kiwi, lemma)
            problems += probs
            warnings += warns
            entries.append({"concept": concept, "lemma": lemma,
                            "third": forms["third"], "wrong": forms["wrong"],
                            "_order": i})
    priority = ["request", "polite-imperative", "imperative", "past",
                "future", "infinitive", "plain"]
    entries, notes = finish_verbs(entries, "ko", priority)
    notes += sorted(set(warnings))
    if problems:
        raise SystemExit("ko validation failed:\n" + "\n".join(problems))
    check_endings(entries, KO_RIGHT, KO_WRONG, "ko")
    return entries, notes


# --------------------------------------------------------------------------
# Checking hintEndings against the generated forms


def ordered_wrong(wrong):
    """Wrong endings as stored: longest suffix first, so that the first match
    in list order is the longest (voicelint tries them in order)."""
    return sorted(wrong, key=lambda t: (-len(t[0]), t[0], t[1]))


def check_endings(entries, right, wrong, lang):
    """Check hintEndings against every generated form, the way voicelint
    reads them (wrong endings first, in stored order, then right ones):
    no third form may end with a wrong suffix; a wrong form's first matching
    wrong suffix must turn it into one of the same verb's third forms; a
    wrong form must not end with a right suffix unless a wrong one matches
    first."""
    wrong = ordered_wrong(wrong)
    errors = []
    for e in entries:
        for t in e["third"]:
            for suffix, kind, _ in wrong:
                if t.endswith(suffix):
                    errors.append("%s %s: third form %r ends with wrong suffix %r"
                                  % (lang, e["lemma"], t, suffix))
        for kind, forms in e["wrong"].items():
            for form in forms:
                hit = next((w for w in wrong if form.endswith(w[0])), None)
                if hit is None:
                    if any(form.endswith(r) for r in right):
                        errors.append("%s %s: wrong form %r ends with a right suffix"
                                      % (lang, e["lemma"], form))
                    continue
                fixed = form[: -len(hit[0])] + hit[2]
                if fixed not in e["third"]:
                    errors.append("%s %s: %r -> %r is not a third form"
                                  % (lang, e["lemma"], form, fixed))
    if errors:
        raise SystemExit("hintEndings disagree with the verb forms:\n" + "\n".join(errors))


def exact_endings(entries, generic, lang):
    """Exact endings for every wrong form that no generic ending covers:
    suffix = the form, replacement = the verb's first third form. Japanese
    is written without spaces and ICU segments it by dictionary, differently
    in different contexts (揃えて alone, 揃|えて after を), and a form like
    開いてください is five ICU words: matching the end of the hint as a
    string is the one reliable way. A suffix two verbs would fix differently
    is left out (and reported)."""
    generic = ordered_wrong(generic)
    found, clash = {}, set()
    for e in entries:
        for kind, forms in e["wrong"].items():
            for form in forms:
                if any(form.endswith(w[0]) for w in generic):
                    continue
                # Only the conjugated verb: メッセージを送ってください ->
                # 送ってください, fixed to 送ります, whatever comes before it.
                cut = len(e.get("_prefix", ""))
                key = form[cut:]
                val = (kind, e["third"][0][cut:])
                if key in found and found[key][1] != val[1]:
                    clash.add(key)
                found.setdefault(key, val)
    notes = ["%s: exact ending %r left out, two verbs fix it differently" % (lang, k)
             for k in sorted(clash)]
    return [(k, v[0], v[1]) for k, v in sorted(found.items()) if k not in clash], notes


# --------------------------------------------------------------------------
# Chinese


def build_zh(lang, concepts):
    entries = []
    for concept, lemmas in concepts.items():
        for i, lemma in enumerate(lemmas):
            entries.append({"concept": concept, "lemma": lemma, "third": [lemma],
                            "wrong": {}, "_order": i})
    return finish_verbs(entries, lang, [])


# Taiwan wording OpenCC (s2twp) does not produce, by concept (Apple's zh-Hant
# strings: 點一下 for tap, 拷貝 for copy, 還原 for undo).
ZH_HANT_EXTRA_VERBS = {
    "tap": ["點一下", "點按"],
    "copy": ["拷貝"],
    "undo": ["還原"],
    "save": ["儲存"],
    "share": ["分享"],
}


class _S2T:
    """zh-Hans -> zh-Hant with OpenCC: every text in two spellings, s2twp
    (Taiwan characters and phrases: 图标 -> 圖示, 链接 -> 連結) and s2t
    (characters only: 图标 -> 圖標, as Hong Kong and many apps write).
    convert() gives the Taiwan one, both() both."""

    def __init__(self):
        import opencc
        self.tw = opencc.OpenCC("s2twp")
        self.t = opencc.OpenCC("s2t")

    def convert(self, s):
        return nfc(self.tw.convert(s))

    def both(self, s):
        return dedupe([self.convert(s), nfc(self.t.convert(s))])


def zh_converter():
    return _S2T()


def zh_hant_concepts():
    conv = zh_converter()
    out = OrderedDict()
    for concept, lemmas in read_concepts("zh-Hans").items():
        out[concept] = dedupe([y for x in lemmas for y in conv.both(x)]
                              + ZH_HANT_EXTRA_VERBS.get(concept, []))
    return out


# --------------------------------------------------------------------------
# Arabic

AR_VOWEL = {"a": "فتحة", "i": "كسرة", "u": "ضمة"}

# Forms Qutrub gets wrong, by vocalised lemma: full replacement of the forms
# listed (kind -> forms). أرشف is quadriliteral (root ء ر ش ف), not form IV
# of رشف: Qutrub gives يرشف.
OVERRIDES_AR = {
    # ومض: Qutrub gives the classical يمض (assimilated, like وصل يصل);
    # current usage says يومض. Both are right.
    "وَمَضَ": {"third": ["يومض", "تومض", "يمض", "تمض"],
               "future": ["سيومض", "ستومض", "سيمض", "ستمض"]},
    "أَرْشَفَ": {"third": ["يؤرشف", "تؤرشف"],
                 "imperative": ["أرشف", "أرشفي", "أرشفوا"],
                 "first-person": ["أؤرشف", "نؤرشف"],
                 "past": ["أرشف", "أرشفت"],
                 "future": ["سيؤرشف", "ستؤرشف"]},
}


# Unvocalised wrong forms that are far more often a preposition: دون
# (imperative of دوّن, "without"), بين (of بيّن, "between"), حول (of حوّل,
# "about"). A hint that starts with them is not a verb form to correct.
AR_NOT_VERB_FORMS = {"دون", "بين", "حول"}


def ar_db():
    import sqlite3
    import arramooz
    path = os.path.join(os.path.dirname(arramooz.__file__), "data", "arabicdictionary.sqlite")
    return sqlite3.connect(path)


def strip_tashkeel(s):
    import pyarabic.araby as araby
    return nfc(araby.strip_tashkeel(s))


def ar_parse(cell):
    verb, _, masdar = cell.partition("=")
    verb, _, vowel = verb.partition(":")
    return nfc(verb), vowel, nfc(masdar)


def ar_lookup(db, verb, vowel):
    """Arramooz entry: (found, transitive). Matches the vocalised form (NFC on
    both sides) and, for form I, the imperfect vowel."""
    rows = db.execute("select vocalized, future_type, transitive from verbs where unvocalized = ?",
                      (strip_tashkeel(verb),)).fetchall()
    rows = [r for r in rows if nfc(r[0]) == verb]
    if vowel:
        same = [r for r in rows if r[1] == AR_VOWEL[vowel]]
        rows = same or rows
    if not rows:
        return False, True
    return True, bool(rows[0][2])


def ar_forms(db, cell):
    import libqutrub.classverb as cv
    import libqutrub.verb_const as vc
    verb, vowel, masdar = ar_parse(cell)
    found, transitive = ar_lookup(db, verb, vowel)
    c = cv.VerbClass(verb, transitive, AR_VOWEL.get(vowel, "فتحة"))

    def conj(tense, pronoun):
        return strip_tashkeel(c.conjugate_tense_for_pronoun(tense, pronoun))

    T, P = vc, vc
    third = [conj(T.TenseFuture, P.PronounHuwa), conj(T.TenseFuture, P.PronounHya)]
    wrong = {
        "imperative": [conj(T.TenseImperative, P.PronounAnta),
                       conj(T.TenseImperative, P.PronounAnti),
                       conj(T.TenseImperative, P.PronounAntum)],
        # The masdar alone ("حذف الحدث"), after "to" (لحذف, as in "اُنقُر
        # ... لِفَتحِ القائمة") and after bi- ("قم بحذف"): all infinitive-like.
        "infinitive": [masdar, "ل" + masdar, "ب" + masdar],
        "past": [conj(T.TensePast, P.PronounHuwa), conj(T.TensePast, P.PronounHya)],
        "first-person": [conj(T.TenseFuture, P.PronounAna),
                         conj(T.TenseFuture, P.PronounNahnu)],
        "future": ["س" + x for x in third],
    }
    ov = OVERRIDES_AR.get(verb)
    if ov:
        third = ov.get("third", third)
        for k, v in ov.items():
            if k != "third":
                wrong[k] = v
    # Alef with hamza is often written plain: أرسل / ارسل, إرسال / ارسال.
    for k in wrong:
        extra = []
        for f in wrong[k]:
            if f[:1] in ("أ", "إ"):
                extra.append("ا" + f[1:])
            elif f[:1] in ("ل", "ب", "س") and f[1:2] in ("أ", "إ"):
                extra.append(f[0] + "ا" + f[2:])
        wrong[k] = [f for f in wrong[k] + extra if len(f) >= 2 and f not in AR_NOT_VERB_FORMS]
    lemma = strip_tashkeel(verb)
    return lemma, third, wrong, found


def build_ar():
    db = ar_db()
    concepts = read_concepts("ar")
    entries, missing_verbs, missing_masdars = [], [], []
    nouns = set(r[0] for r in db.execute("select unvocalized from nouns"))
    for concept, cells in concepts.items():
        for i, cell in enumerate(cells):
            lemma, third, wrong, found = ar_forms(db, cell)
            if not found:
                missing_verbs.append(cell)
            masdar = ar_parse(cell)[2]
            if masdar not in nouns and ("ال" + masdar) not in nouns:
                missing_masdars.append(masdar)
            entries.append({"concept": concept, "lemma": lemma, "third": third,
                            "wrong": wrong, "_order": i})
    # An unvocalised form of a triliteral verb is often past, masdar and
    # imperative at once (حدد, تحقق, أرسل): it is listed once, under the first
    # kind here: a hint must not start with any of them.
    priority = ["imperative", "infinitive", "past", "future", "first-person"]
    entries, notes = finish_verbs(entries, "ar", priority)
    notes += ["ar: not in Arramooz's verbs: %s" % x for x in sorted(set(missing_verbs))]
    notes += ["ar: masdar not in Arramooz's nouns: %s" % x for x in sorted(set(missing_masdars))]
    return entries, notes


# --------------------------------------------------------------------------
# words.json


def combos(sections, lang):
    nouns = sections.get("comboNouns", [])
    verbs = sections.get("comboVerbs", [])
    out = []
    for tpl in sections.get("comboTemplates", []):
        for n in nouns:
            vs = verbs if "{v}" in tpl else [""]
            for v in vs:
                out.append(tpl.replace("{n}", n).replace("{v}", v).replace("{obj}", ko_object(n)))
    return out


def ko_object(noun):
    """을 after a final consonant, 를 after a vowel."""
    last = noun[-1]
    if "가" <= last <= "힣":
        return "을" if (ord(last) - 0xAC00) % 28 else "를"
    return "를"


AR_PREFIXES = ["", "ال", "و", "ب", "ل", "ف", "وال", "بال", "لل", "فال"]


def ar_clitics(nouns):
    out = []
    for n in nouns:
        for base in [n] + (["ا" + n[1:]] if n[:1] in ("أ", "إ") else []):
            for p in AR_PREFIXES:
                out.append(p + base)
    return out


def sorted_words(entries, lang):
    return sorted(set(lower(e, lang) for e in entries if e))


WORDS_COMMENT = {
    "ja": ("Japanese. Entries are written as Japanese writes them, without "
           "spaces; with compounds \"substring\" an entry matches inside a "
           "space-less run of text (ICU splits アイコン as アイコ|ン, ください "
           "as くだ|さい). countableNouns and determiners are empty: no "
           "articles. Generated by Scripts/lexicons/generate_cjk_ar.py; see SOURCE.md."),
    "ko": ("Korean. Spaced and unspaced spellings are both listed where both "
           "are common (텍스트 필드 / 텍스트필드). countableNouns and "
           "determiners are empty: no articles. Generated by "
           "Scripts/lexicons/generate_cjk_ar.py; see SOURCE.md."),
    "zh-Hans": ("Simplified Chinese. Entries are written without spaces; with "
                "compounds \"substring\" an entry matches inside a run of text "
                "(ICU splits 链接 as 链|接). requestWords must match whole "
                "words (请求, 邀请, 申请 are not requests). countableNouns and "
                "determiners are empty. Generated by "
                "Scripts/lexicons/generate_cjk_ar.py; see SOURCE.md."),
    "zh-Hant": ("Traditional Chinese: the zh-Hans lists through OpenCC, in "
                "Taiwan wording (s2twp) and character for character (s2t), "
                "plus Apple's Taiwan VoiceOver words. Generated by "
                "Scripts/lexicons/generate_cjk_ar.py; see ../zh-Hans/SOURCE.md."),
    "ar": ("Arabic. Stored without harakat and tatweel: strip them from the "
           "text before comparing. Clitic forms (ال، و، ب، ل، ف) of the "
           "control nouns are listed, since ICU keeps them in the word. "
           "countableNouns and determiners are empty: the article is part of "
           "the word. Generated by Scripts/lexicons/generate_cjk_ar.py; see SOURCE.md."),
}


# Korean gesture verbs take their endings inside the ICU word (탭하여,
# 쓸어넘기세요), and the rules match whole words: each verb of
# [gestureVerbs] is listed in these forms, conjugated by Kiwi.
KO_GESTURE_ENDINGS = [
    [("어", "EC")], [("여", "EC")], [("어서", "EC")], [("면", "EC")], [("고", "EC")],
    [("려면", "EC")], [("어야", "EC")], [("세요", "EF")], [("십시오", "EF")],
    [("ᆸ니다", "EF")], [("어요", "EF")], [("ᆫ다", "EF")], [("기", "ETN")],
    [("ᆫ", "ETM")], [("는", "ETM")], [("ᆯ", "ETM")],
]


def ko_gesture_forms(lemmas):
    kiwi = ko_kiwi()
    out = []
    for lemma in lemmas:
        prefix, _, last = lemma.rpartition(" ")
        prefix = prefix + " " if prefix else ""
        stem = ko_stem(kiwi, lemma, last)
        for end in KO_GESTURE_ENDINGS:
            if end[0][0] == "여" and stem[-1][0] != "하":
                continue  # 하여 only after 하
            out.append(prefix + kiwi.join([(f, t, False) for f, t in stem + end]))
    return dedupe(out)


def build_words(lang, sections, common):
    ct = list(sections.get("controlTypes", []))
    if lang == "ar":
        ct += ar_clitics(sections.get("cliticNouns", []))
    content = list(sections.get("contentPhrases", [])) + combos(sections, lang)
    extra = {}
    if sections.get("objectControlTypes"):
        # Control words that are content when a verb stands right before them
        # ("添加图片", "نسخ الرابط"): the verb-object order of zh and ar.
        objects = list(sections["objectControlTypes"])
        if lang == "ar":
            objects = ar_clitics(objects)
        extra["objectControlTypes"] = sorted_words(objects, lang)
    if sections.get("gestureConnectives"):
        # Words that join a leading gesture to what it does ("ダブルタップして…",
        # "轻点两下以…"): a rewrite drops the gesture and them.
        extra["gestureConnectives"] = sorted_words(sections["gestureConnectives"], lang)
    if sections.get("conjunctions"):
        # Words that join two verbs: a rewrite puts the second verb right too
        # ("لفتح القائمة أو إغلاقها" -> "يفتح القائمة أو يغلق...").
        extra["conjunctions"] = sorted_words(sections["conjunctions"], lang)
    if sections.get("particles"):
        # Function words that do not count as words of a label (の, を, 的):
        # label-length counts content words where words are not spaced.
        extra["particles"] = sorted_words(sections["particles"], lang)
    if sections.get("unitAbbreviations"):
        # Units written after a number ("5min", "5د"): abbreviation -> the
        # spelled-out unit, "singular|plural" or by CLDR plural category
        # ("one:دقيقة|two:دقيقتان|few:دقائق|many:دقيقة|other:دقيقة").
        extra["unitAbbreviations"] = OrderedDict(sorted(
            (lower(k, lang), v) for k, v in pairs(sections["unitAbbreviations"]).items()))
    return dict(extra, **{
        "$comment": WORDS_COMMENT[lang],
        "controlTypes": sorted_words(ct, lang),
        "contentPhrases": sorted_words(content, lang),
        "states": sorted_words(sections.get("states", []), lang),
        "stateContentPhrases": sorted_words(sections.get("stateContentPhrases", []), lang),
        "gestures": sorted_words(sections.get("gestures", [])
                                 + (ko_gesture_forms(sections.get("gestureVerbs", []))
                                    if lang == "ko" else []), lang),
        "hintBadStarts": OrderedDict(sorted((lower(k, lang), v) for k, v in
                                            pairs(sections.get("hintBadStarts", [])).items())),
        # As in the en lexicon: acronyms in capitals, brands in their own
        # case (the rules compare case-insensitively; a fix uses this case).
        "acronyms": sorted(set(common["acronyms"]), key=lambda x: (x.lower(), x)),
        "brands": sorted(set(common["brands"]), key=lambda x: (x.lower(), x)),
        "abbreviations": OrderedDict(sorted((lower(k, lang), lower(v, lang)) for k, v in
                                            pairs(sections.get("abbreviations", [])).items())),
        "countableNouns": [],
        "determiners": [],
        "requestWords": sorted_words(sections.get("requestWords", []), lang),
    })


def zh_hant_words():
    conv = zh_converter()
    hans = read_words("zh-Hans")
    extra = read_words("zh-Hant")
    out = OrderedDict()
    for key in set(hans) | set(extra):
        if key.startswith("combo"):
            continue
        conv_list = []
        for x in hans.get(key, []):
            if key == "unitAbbreviations":
                # Latin abbreviation, Chinese unit: convert the unit (分钟 -> 分鐘).
                k, v = [p.strip() for p in x.split("=", 1)]
                conv_list.append("%s = %s" % (k, conv.convert(v)))
            elif "=" in x:
                k, v = [p.strip() for p in x.split("=", 1)]
                conv_list += ["%s = %s" % (y, v) for y in conv.both(k)]
            else:
                conv_list += conv.both(x)
        out[key] = conv_list + extra.get(key, [])
    out["contentPhrases"] = out.get("contentPhrases", []) + [
        y for x in combos(hans, "zh-Hans") for y in conv.both(x)]
    return out


# --------------------------------------------------------------------------
# profile.json

PROFILES = {
    "ja": OrderedDict([
        ("$comment", "Japanese: the verb ends the hint, in the polite non-past "
                     "(イベントを削除します。). labelMaxWords counts content words "
                     "(issue 9): particles (を, の, に; words.json particles) do not "
                     "count, and a piece ICU splits off (削除|し|ます) joins its word, "
                     "so a label has at most 3, as in English. hintMaxWords comes "
                     "from ICU word counts of typical hints (SOURCE.md): about "
                     "1.5x English. hintEndings: 13 general endings and the "
                     "exact ending of every other wrong form of verbs.json (the "
                     "end of the text is reliable where ICU's segmentation of "
                     "Japanese is not); stored longest first, the first match "
                     "wins."),
        ("language", "ja"), ("hasCase", False), ("fullStops", ["。", "．"]),
        ("ellipses", ["…", "‥", "⋯", "..."]), ("hintVerbPosition", "last"),
        ("compounds", "substring"), ("labelMaxWords", 3), ("hintMaxWords", 22),
    ]),
    "ko": OrderedDict([
        ("$comment", "Korean: the verb ends the hint, in the formal polite "
                     "declarative (이벤트를 삭제합니다.). ICU counts eojeol "
                     "(particles stay in the word): a label of more than 3 is "
                     "label-length, as in English (issue 9); hints 0.75x-0.95x English "
                     "(SOURCE.md). hintEndings (하다 verbs) are stored longest "
                     "first and the first match wins; verbs.json holds the "
                     "exact forms of every other verb."),
        ("language", "ko"), ("hasCase", False), ("fullStops", ["."]),
        ("ellipses", ["…", "..."]), ("hintVerbPosition", "last"),
        ("compounds", "substring"), ("labelMaxWords", 3), ("hintMaxWords", 14),
    ]),
    "zh-Hans": OrderedDict([
        ("$comment", "Simplified Chinese: no verb morphology, so the verb form "
                     "is not checked (hintVerbPosition none); 请 is caught by "
                     "requestWords. Labels count content words (particles such as 的 do "
                     "not count; a one-character piece joins its word): at most 3. "
                     "ICU's dictionary splits Chinese words finely "
                     "(静|音, 链|接, 个人|资料), which the count joins again; hints "
                     "take about as many ICU words as English (SOURCE.md)."),
        ("language", "zh-Hans"), ("hasCase", False), ("fullStops", ["。"]),
        ("ellipses", ["……", "…", "⋯", "..."]), ("hintVerbPosition", "none"),
        ("compounds", "substring"), ("labelMaxWords", 3), ("hintMaxWords", 15),
    ]),
    "zh-Hant": OrderedDict([
        ("$comment", "Traditional Chinese: as zh-Hans; lists missing here are "
                     "taken from zh-Hans."),
        ("language", "zh-Hant"), ("fallback", "zh-Hans"), ("hasCase", False),
        ("fullStops", ["。"]), ("ellipses", ["……", "…", "⋯", "..."]),
        ("hintVerbPosition", "none"), ("compounds", "substring"),
        ("labelMaxWords", 3), ("hintMaxWords", 15),
    ]),
    "ar": OrderedDict([
        ("$comment", "Arabic: the hint starts with the 3rd person imperfect "
                     "(يحذف الحدث.); the imperative (احذف) and the masdar (حذف) "
                     "are findings. The full stop is the ASCII period (U+06D4 is "
                     "Urdu's). The article and clitics stay in the ICU word: "
                     "labels take English's count or one more (صورة الملف "
                     "الشخصي), hints 0.7x-0.95x English (SOURCE.md)."),
        ("language", "ar"), ("hasCase", False), ("fullStops", ["."]),
        ("ellipses", ["…", "..."]), ("hintVerbPosition", "first"),
        ("compounds", "words"), ("labelMaxWords", 4), ("hintMaxWords", 13),
    ]),
}


def endings(right, wrong):
    wrong = ordered_wrong(wrong)
    return OrderedDict([
        ("right", sorted(right, key=lambda s: (-len(s), s))),
        ("wrong", [OrderedDict([("kind", k), ("replacement", r), ("suffix", s)])
                   for s, k, r in wrong]),
    ])


# --------------------------------------------------------------------------
# Measuring


def measure():
    path = os.path.join(DATA, "segmentation-samples.tsv")
    rows = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf-8")
            if l.strip() and not l.startswith("#")]
    langs = ["en", "ja", "ko", "zh-Hans", "ar", "zh-Hant"]
    conv = zh_converter()
    rows = [r + [conv.convert(r[4])] for r in rows]
    for role in ["label", "hint"]:
        sel = [r for r in rows if r[0] == role]
        print("%s (%d samples): ICU words per text" % (role, len(sel)))
        counts = {l: [len(icu_words(r[1 + i], l)) for r in sel] for i, l in enumerate(langs)}
        for i, l in enumerate(langs):
            c = counts[l]
            ratio = sum(c) / sum(counts["en"])
            print("  %-8s total %3d  max %2d  mean %.2f  ratio to en %.2f  counts %s"
                  % (l, sum(c), max(c), sum(c) / len(c), ratio, " ".join(map(str, c))))
        for r in sel:
            print("    " + " / ".join("|".join(icu_words(r[1 + i], l)) for i, l in enumerate(langs)))


# Contexts to check that ICU splits a list entry inside a text the way it
# splits the entry alone (voicelint splits both and compares the words).
SEGMENTATION_CONTEXTS = {
    "ja": [("保存", ""), ("", "を開く"), ("写真の", ""), ("設定", "を表示"), ("新しい", "")],
    "zh-Hans": [("保存", ""), ("打开", ""), ("", "设置"), ("删除", "的")],
    "zh-Hant": [("儲存", ""), ("打開", ""), ("", "設定")],
}


def check_segmentation():
    """Print the list entries whose ICU words change inside a text."""
    for lang, contexts in SEGMENTATION_CONTEXTS.items():
        words = json.load(open(os.path.join(LEXICONS, lang, "words.json"), encoding="utf-8"))
        total, bad = 0, []
        for key in ["controlTypes", "contentPhrases", "states", "stateContentPhrases",
                    "gestures", "requestWords"]:
            for entry in words[key]:
                total += 1
                e = icu_words(entry, lang)
                for a, b in contexts:
                    t = icu_words(a + entry + b, lang)
                    if not any(t[i:i + len(e)] == e for i in range(len(t))):
                        bad.append("%s %s: %s in %s" % (key, entry, "|".join(e), "|".join(t)))
                        break
        print("%s: %d entries, %d split differently in context" % (lang, total, len(bad)))
        for b in bad:
            print("    " + b)


def review(lang, n=30):
    path = os.path.join(LEXICONS, lang, "verbs.json")
    verbs = json.load(open(path, encoding="utf-8"))["verbs"]
    step = max(1, len(verbs) // n)
    for e in verbs[::step][:n]:
        print(e["concept"], e["lemma"], e["third"], json.dumps(e["wrong"], ensure_ascii=False))


# --------------------------------------------------------------------------
# Writing


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def nfc_all(obj):
    if isinstance(obj, str):
        return nfc(obj)
    if isinstance(obj, list):
        return [nfc_all(x) for x in obj]
    if isinstance(obj, dict):
        return OrderedDict((nfc(k), nfc_all(v)) for k, v in obj.items())
    return obj


def build_all():
    common = read_words("common")
    files, notes = {}, []

    ja, n = build_ja()
    notes += n
    ko, n = build_ko()
    notes += n
    zh, n = build_zh("zh-Hans", read_concepts("zh-Hans"))
    notes += n
    zht, n = build_zh("zh-Hant", zh_hant_concepts())
    notes += n
    ar, n = build_ar()
    notes += n

    verbs_comment = {
        "ja": (
            "Japanese: the verb ends the hint. third = polite non-past; "
            "wrong: request (てください, ましょう), polite-imperative (なさい), "
            "imperative, gerund (te-form), past, plain (dictionary form). "
            "Every wrong form is also covered by profile.json's hintEndings, "
            "which match the end of the text: ICU splits 削除してください into "
            "five words. Generated; see SOURCE.md."),
        "ko": (
            "Korean: the verb ends the hint; ICU keeps each eojeol whole, so "
            "these forms match the last words of the hint. third = formal "
            "polite declarative (합니다체); wrong: polite-imperative "
            "(하세요/하십시오), request (해 주세요), imperative, past, future "
            "(하겠습니다), infinitive (nominal -기), plain (한다, 하다). "
            "Generated; see SOURCE.md."),
        "zh-Hans": (
            "Simplified Chinese has no verb morphology: each verb is its own "
            "third form and nothing is wrong by form (hintVerbPosition none). "
            "Kept for concept coverage and for rules that need to know a word "
            "is a verb. Generated; see SOURCE.md."),
        "zh-Hant": (
            "Traditional Chinese: the zh-Hans verbs through OpenCC (s2twp and "
            "s2t) plus Taiwan wording; third == lemma. Generated; see ../zh-"
            "Hans/SOURCE.md."),
        "ar": (
            "Arabic: third = 3rd person imperfect, masculine then feminine "
            "(يحذف، تحذف: the subject may be feminine; تحذف is also 'you "
            "delete'). wrong: imperative, infinitive (masdar), past, future "
            "(س+), first-person. Unvocalised, so one spelling can be several "
            "forms (حذف: past and masdar): each is listed once, under the first"
            " of imperative, infinitive, past, future, first-person. Generated;"
            " see SOURCE.md."),
    }
    for lang, entries in [("ja", ja), ("ko", ko), ("zh-Hans", zh), ("zh-Hant", zht), ("ar", ar)]:
        files[(lang, "verbs.json")] = {"$comment": verbs_comment[lang], "verbs": entries}

    for lang in ["ja", "ko", "zh-Hans", "ar"]:
        files[(lang, "words.json")] = build_words(lang, read_words(lang), common)
    files[("zh-Hant", "words.json")] = build_words("zh-Hant", zh_hant_words(), common)

    for lang in LANGS:
        p = OrderedDict(PROFILES[lang])
        if lang == "ja":
            p["hintEndings"] = endings(JA_RIGHT, JA_WRONG + JA_EXACT)
        if lang == "ko":
            p["hintEndings"] = endings(KO_RIGHT, KO_WRONG)
        files[(lang, "profile.json")] = p

    return {k: dump(nfc_all(v)) for k, v in files.items()}, notes


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="fail if the JSON on disk differs")
    ap.add_argument("--measure", action="store_true", help="print ICU word counts of the samples")
    ap.add_argument("--review", metavar="LANG", help="print ~30 verbs of LANG to read by eye")
    ap.add_argument("--notes", action="store_true", help="print what was dropped or not found")
    ap.add_argument("--allow-other-version", action="store_true",
                    help="run with package versions other than the pinned ones")
    args = ap.parse_args()
    bad = check_versions()
    if bad and not args.allow_other_version:
        sys.exit("other versions than the pinned ones: " + ", ".join(bad)
                 + "\n(pip install -r Scripts/lexicons/requirements-cjk-ar.txt, or --allow-other-version)")
    if args.measure:
        measure()
        check_segmentation()
        return
    if args.review:
        review(args.review)
        return
    files, notes = build_all()
    if args.notes:
        for n in notes:
            print(n)
    stale = []
    for (lang, name), text in sorted(files.items()):
        path = os.path.join(LEXICONS, lang, name)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            stale.append(os.path.relpath(path, ROOT))
            if not args.check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    if args.check and stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)
    for lang in LANGS:
        v = json.loads(files[(lang, "verbs.json")])["verbs"]
        w = json.loads(files[(lang, "words.json")])
        print("%-8s verbs %3d (concepts %d)  " % (lang, len(v), len(set(e["concept"] for e in v)))
              + "  ".join("%s %d" % (k, len(w[k])) for k in
                          ["controlTypes", "contentPhrases", "states", "stateContentPhrases",
                           "gestures", "hintBadStarts", "acronyms", "brands", "abbreviations",
                           "requestWords"]))


if __name__ == "__main__":
    main()
