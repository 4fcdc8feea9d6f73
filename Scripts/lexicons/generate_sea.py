#!/usr/bin/env python3
"""Generate the id, ms, th and vi lexicons.

Writes Lexicons/<lang>/{profile,verbs,words}.json for Indonesian, Malay,
Thai and Vietnamese from the hand tables in Scripts/lexicons/sea/:

  id, ms  The hint verb is the active meN- form ("Menghapus acara."), made
          from the base (imperative) form of the table by the standard
          morphophonemic rules (meng-/mem-/men-/meny-/me-/menge-, k p t s
          dropped before a vowel, per- verbs take memper-). Every meN- form
          is checked by analysis: Sastrawi (PyPI `sastrawi`, an Indonesian
          stemmer) must stem it back to the stem of its base; for id the
          form must also be in hunspell-id (Debian's `hunspell-id`, read
          with spylls). A form that fails must be listed in ACCEPT_* with
          the reason it is right, or the script stops.
  th, vi  No morphology: each verb is its own hint form (hintVerbPosition
          none). vi: the other tone-mark placement of oa/oe/uy syllables
          (xóa/xoá) is added. Segmentation is checked with pythainlp (th)
          and underthesea (vi) against ICU's (--measure).

Also measures, with ICU word breaking (PyICU, the same ICU rules voicelint
uses), how many words typical labels and hints take (--measure).

Usage (from the repository root):
  apt-get install hunspell-id libicu-dev pkg-config g++
  pip install -r Scripts/lexicons/requirements-sea.txt
  python3 Scripts/lexicons/generate_sea.py            # write the JSON
  python3 Scripts/lexicons/generate_sea.py --check    # fail if stale
  python3 Scripts/lexicons/generate_sea.py --measure  # ICU word counts, segmentation
  python3 Scripts/lexicons/generate_sea.py --review id  # forms to read
  python3 Scripts/lexicons/generate_sea.py --report   # analysis notes

Output is deterministic: sorted keys, 2-space indent, UTF-8 (not escaped),
NFC. Overrides live in this file and the tables, never as hand edits of the
JSON.
"""

import argparse
import json
import os
import re
import sys
import unicodedata
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "sea")
ROOT = os.path.dirname(os.path.dirname(HERE))
LEXICONS = os.path.join(ROOT, "Lexicons")
LANGS = ["id", "ms", "th", "vi"]
HUNSPELL_ID = "/usr/share/hunspell/id_ID"

# The versions the committed JSON was made with (requirements-sea.txt).
PINNED = {
    "PyICU": "2.17", "Sastrawi": "1.0.1", "spylls": "0.1.7",
    "pythainlp": "5.4.0", "underthesea": "9.5.0",
}
ICU_VERSION = "72.1"
HUNSPELL_ID_VERSION = "1:7.5.0-1"


def check_versions():
    bad = ["%s %s (want %s)" % (name, have or "missing", want)
           for name, have, want in lexicon_tools.package_mismatches(PINNED)]
    if icu().ICU_VERSION != ICU_VERSION:
        bad.append("ICU %s (want %s)" % (icu().ICU_VERSION, ICU_VERSION))
    if not os.path.exists(HUNSPELL_ID + ".dic"):
        bad.append("hunspell-id missing (apt-get install hunspell-id)")
    return bad


nfc = lexicon_tools.nfc


# --------------------------------------------------------------------------
# Tables


def read_concepts(lang):
    """concept -> [spec, ...] in table order; checks the concept list."""
    path = os.path.join(DATA, "concepts-%s.tsv" % lang)
    out = OrderedDict()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            concept, cell = line.split("\t")
            specs = [nfc(x.strip()) for x in cell.split("|") if x.strip()]
            if concept in out:
                raise SystemExit("%s:%d: concept %s twice" % (path, n, concept))
            out[concept] = specs
    wanted = lexicon_tools.read_concept_list()
    missing = [c for c in wanted if c not in out]
    extra = [c for c in out if c not in wanted]
    if missing or extra:
        raise SystemExit("%s: missing %s, unknown %s" % (path, missing, extra))
    return out


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
# ICU, as voicelint splits and lower-cases

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
    text = re.sub(r"%(\d+\$)?(@|l{0,2}[dufs])", " X ", text)
    bi = m.BreakIterator.createWordInstance(m.Locale(lang))
    bi.setText(text)
    out, start = [], bi.first()
    for end in bi:
        if 100 <= bi.getRuleStatus() < 500:
            out.append(text[start:end])
        start = end
    return out


# --------------------------------------------------------------------------
# Indonesian and Malay: meN-

VOWELS = "aeiou"

_stemmer = None


def stemmer():
    """Sastrawi's stemmer (Nazief-Adriani with its root dictionary)."""
    global _stemmer
    if _stemmer is None:
        from Sastrawi.Stemmer.StemmerFactory import StemmerFactory
        _stemmer = StemmerFactory().create_stemmer()
    return _stemmer


_hunspell = None


def hunspell_id():
    global _hunspell
    if _hunspell is None:
        from spylls.hunspell import Dictionary
        _hunspell = Dictionary.from_files(HUNSPELL_ID)
    return _hunspell


def syllables(word):
    """Syllables of a root: one a vowel (bu-at, si-ar, ma-in), a final
    diphthong ai, au, oi, ei counting once (pan-tai)."""
    n = sum(1 for ch in word if ch in VOWELS)
    return n - 1 if re.search(r"(ai|au|oi|ei)$", word) else n


def men(base):
    """The meN- form of a base (its first word; the rest of a phrase stays).

    The rules of Tata Bahasa Baku Bahasa Indonesia, shared by Malay:
      l m n r w y, ng, ny        me-     (melihat, menyalakan)
      b f v                      mem-    (membuka, memfilter)
      p + vowel                  mem-, p dropped (memilih, memutar)
      p + consonant              mem-    (memproses, mempratinjau)
      c d j z, sy                men-    (mencari, menjeda, mensyorkan)
      t + vowel                  men-, t dropped (menutup, menampilkan)
      t + consonant              men-    (mentransfer)
      s + vowel                  meny-, s dropped (menyimpan, menyalin)
      k + vowel                  meng-, k dropped (mengirim, mengubah... )
      k + consonant, g h, vowel  meng-   (mengklik, menggulir, menghapus)
      a one-syllable root        menge-  (mengecat, mengecas, mengesahkan)
      per- verbs                 memper- (memperbarui, memperluas)
    """
    words = base.split(" ")
    w = words[0]
    rest = " " + " ".join(words[1:]) if len(words) > 1 else ""
    root = stemmer().stem(w)
    # per- verbs: the stem of the whole is the stem of what follows per-.
    if w.startswith("per") and len(w) > 5 and root != w and stemmer().stem(w[3:]) == root:
        return "mem" + w + rest
    if syllables(root) == 1 and w.startswith(root):
        return "menge" + w + rest
    c = w[0]
    c2 = w[1] if len(w) > 1 else ""
    if c in "lmnrwy":
        out = "me" + w
    elif c in "bfv":
        out = "mem" + w
    elif c == "p":
        out = "mem" + (w[1:] if c2 in VOWELS else w)
    elif c in "cdjz":
        out = "men" + w
    elif c == "t":
        out = "men" + (w[1:] if c2 in VOWELS else w)
    elif c == "s":
        out = ("meny" + w[1:]) if c2 in VOWELS else ("men" + w)
    elif c == "k":
        out = "meng" + (w[1:] if c2 in VOWELS else w)
    elif c in VOWELS or c in "ghqx":
        out = "meng" + w
    else:
        raise SystemExit("meN-: no rule for %r" % base)
    return out + rest


# Forms that are both a wrong form of a verb and a common noun, adjective or
# preposition at the start of a hint ("Daftar kontak" is a list, "Isi pesan"
# the content, "Terima kasih" thanks): not listed as wrong, so such a hint
# is an unknown first word (info) rather than a rewrite into nonsense.
DROP_WRONG = {
    "id": {"daftar", "kunci", "pesan", "nilai", "isi", "bagi", "gambar", "cat",
           "format", "filter", "transfer", "akses", "duplikat", "posting",
           "kontrol", "koreksi", "balik", "pratinjau", "enkripsi", "dekripsi",
           "terima", "dipesan"},
    "ms": {"daftar", "kunci", "pesan", "nilai", "isi", "cat", "format", "akses",
           "terima", "kesan", "letak", "kira", "import", "eksport", "strim",
           "tanda", "set", "undi", "cas", "dipesan"},
}

# meN- forms Sastrawi or hunspell-id cannot confirm, read by eye and right
# (form -> why). The script stops on any other unconfirmed form.
ACCEPT = {
    "id": {
        "mengeklik": "KBBI spelling for a one-syllable loan (klik)",
        "mengklik": "the common spelling, beside KBBI's mengeklik",
        "mengkonfirmasi": "common spelling beside KBBI's mengonfirmasi",
        "memposting": "the common spelling of the loan posting (KBBI: memosting)",
        "memosting": "KBBI spelling (k p t s dropped in loans too)",
        "mempublikasikan": "common spelling beside KBBI's memublikasikan",
        "menjeda": "jeda (pause) is in KBBI; not in hunspell-id",
        "membisukan": "bisu + -kan, in KBBI; not in hunspell-id",
        "memformat": "format: f takes mem-",
        "mengautentikasi": "autentikasi: vowel takes meng-",
        "mengotorisasi": "otorisasi: vowel takes meng-",
        "mendonasikan": "donasi + -kan",
        "menduplikat": "duplikat: d takes men-",
        "menginstal": "instal",
        "mengonversi": "KBBI spelling (konversi)",
        "mendekripsi": "dekripsi",
        "memverifikasi": "verifikasi",
        "mempratinjau": "pratinjau: p + consonant keeps p",
        "merekomendasikan": "rekomendasi + -kan",
        "mendeskripsikan": "deskripsi + -kan",
        "mengonfigurasikan": "konfigurasi + -kan (KBBI spelling)",
        "memfavoritkan": "favorit + -kan",
        "menavigasikan": "navigasi + -kan",
        "menjelajahi": "jelajah + -i (Sastrawi reads -el- as an infix: jajah)",
        "membersihkan": "bersih + -kan (Sastrawi reads the base as ber- + sih)",
        "memangkas": "pangkas (Sastrawi does not know the root)",
        "membentangkan": "bentang + -kan",
        "menyaring": "saring (Sastrawi takes nyaring, 'loud')",
        "memberikan": "beri + -kan (Sastrawi reads the base as ber- + ikan)",
        "memesan": "pesan (Sastrawi over-stems to mes)",
        "menandatangani": "tanda tangan + -i, written as one word",
        "mengetik": "ketik (Sastrawi takes etik)",
        "mengunjungi": "kunjung + -i (Sastrawi takes unjung)",
        "memperkecil": "per- + kecil",
        "menengahkan": "tengah + -kan",
        "meringkas": "ringkas",
    },
    "ms": {
        "mengesahkan": "sah is one syllable: menge- (sahkan)",
        "mengezum": "zum is one syllable: menge-",
        "menstrim": "strim: s + consonant keeps s",
        "mengeset": "set is one syllable: menge-",
        "memikirkan": "fikir: Malay memikirkan (DBP)",
        "menyahaktifkan": "nyah- + aktifkan: ny takes me-",
        "menyahpilih": "nyah- + pilih", "menyahdayakan": "nyah- + dayakan",
        "menyaharkib": "nyah- + arkib", "menyahsekat": "nyah- + sekat",
        "menyahikut": "nyah- + ikut", "menyahredam": "nyah- + redam",
        "menyahsemat": "nyah- + semat", "menyahlanggan": "nyah- + langgan",
        "menyahtanda": "nyah- + tanda", "menyahpaut": "nyah- + paut",
        "menyahbintang": "nyah- + bintang", "menyahsulit": "nyah- + sulit",
        "mengarkibkan": "arkib + -kan (Malay for archive)",
        "mengeksport": "eksport", "mengimport": "import",
        "mempratonton": "pratonton: p + consonant keeps p",
        "menaip": "taip (type), Malay",
        "menatal": "tatal (scroll), Malay",
        "menogol": "togol (toggle), Malay",
        "mengisih": "isih (sort), Malay",
        "menjana": "jana (generate), Malay",
        "mendail": "dail (dial), Malay",
        "mensyorkan": "syor + -kan: sy takes men-",
        "menghuraikan": "hurai + -kan",
        "menjadualkan": "jadual + -kan",
        "mengesan": "kesan (detect)",
        "mengarang": "karang",
        "menapis": "tapis",
        "mengemas": "kemas (kemas kini)",
        "mengira": "kira (Sastrawi takes ira)",
        "memadam": "padam (Sastrawi takes madam)",
        "memadamkan": "padam + -kan (Sastrawi takes madam)",
        "membersihkan": "bersih + -kan (Sastrawi reads the base as ber- + sih)",
        "memangkas": "pangkas (Sastrawi does not know the root)",
        "melukis": "lukis (Sastrawi takes luk)",
        "memberikan": "beri + -kan (Sastrawi reads the base as ber- + ikan)",
        "memautkan": "paut + -kan (Sastrawi takes maut)",
        "memberitahu": "beritahu, Malay's one-word spelling",
        "memesan": "pesan (Sastrawi over-stems to mes)",
        "merakam": "rakam (record), Malay",
        "mencuba": "cuba (try), Malay",
        "menandatangani": "tandatangan + -i",
        "membahagikan": "bahagi + -kan, Malay",
        "mengawal": "kawal (control), Malay (Sastrawi takes awal)",
        "membentangkan": "bentang + -kan",
        "menggoncang": "goncang (shake), Malay",
        "mengetik": "ketik (tap), Malay (Sastrawi takes etik)",
    },
}


USED_ACCEPT = set()


def spec_forms(spec, lang):
    """(lemma, third forms, imperatives, no_men) of one table cell entry."""
    if spec.startswith("="):
        body = spec[1:]
        third, _, imps = body.partition(">")
        imps = [x.strip() for x in imps.split(",") if x.strip()]
        return third.strip(), [third.strip()], imps, True
    base, _, given = spec.partition("=")
    imps = [x.strip() for x in base.split("/")]
    if given:
        thirds = [x.strip() for x in given.split(",")]
        # The other imperatives (a/b) keep their own generated form.
        thirds += [men(i) for i in imps[1:]]
    else:
        thirds = [men(i) for i in imps]
    return imps[0], thirds, imps, False


def first_word(s):
    return s.split(" ")[0]


def verify_men(lang, base, form, problems, notes):
    """A meN- form stems back to its base's stem (Sastrawi); for id it is
    also a word of hunspell-id. Failures must be in ACCEPT."""
    w, b = first_word(form), first_word(base)
    st = stemmer()
    ok_stem = st.stem(w) == st.stem(b) and st.stem(w) != w
    ok_dict = True
    if lang == "id":
        ok_dict = hunspell_id().lookup(w)
    if ok_stem and ok_dict:
        return "verified"
    if w in ACCEPT[lang]:
        USED_ACCEPT.add((lang, w))
        notes.append("%s %s -> %s: accepted by hand (%s); stem %s/%s, hunspell %s"
                     % (lang, base, form, ACCEPT[lang][w], st.stem(w), st.stem(b), ok_dict))
        return "accepted"
    problems.append("%s %s -> %s: Sastrawi stems %r to %r (base stem %r)%s"
                    % (lang, base, form, w, st.stem(w), st.stem(b),
                       "" if ok_dict else ", not in hunspell-id"))
    return "failed"


def build_men_lang(lang):
    concepts = read_concepts(lang)
    entries, problems, notes = [], [], []
    stats = {"verified": 0, "accepted": 0, "failed": 0}
    drop = DROP_WRONG[lang]
    for concept, specs in concepts.items():
        for i, spec in enumerate(specs):
            lemma, thirds, imps, no_men = spec_forms(spec, lang)
            wrong = {"imperative": [], "polite-imperative": [], "past": []}
            if not no_men:
                for imp in imps:
                    for t in thirds if imp == imps[0] else [men(imp)]:
                        stats[verify_men(lang, imp, t, problems, notes)] += 1
                for n, imp in enumerate(imps):
                    wrong["imperative"].append(imp)
                    # Where the meN- form is given by hand and is not the base
                    # with a prefix (main -> memainkan, batal -> membatalkan),
                    # -lah and di- would not be words: imperative only.
                    if n == 0 and "=" in spec and not all(
                            first_word(t).endswith(first_word(imp)[1:]) for t in thirds[:1]):
                        continue
                    if " " not in imp:
                        wrong["polite-imperative"].append(imp + "lah")
                    # The di- passive ("dihapus"): a state, not what the element does.
                    wrong["past"].append("di" + imp)
            else:
                wrong["imperative"] = imps
            for k in wrong:
                kept = [f for f in wrong[k] if f not in drop]
                if len(kept) != len(wrong[k]):
                    notes.append("%s %s: %s %s dropped (DROP_WRONG)"
                                 % (lang, lemma, k, sorted(set(wrong[k]) - set(kept))))
                wrong[k] = kept
            entries.append({"concept": concept, "lemma": lemma, "third": thirds,
                            "wrong": wrong, "_order": i})
    if problems:
        raise SystemExit("%s meN- analysis failed (fix the table or add to ACCEPT):\n  %s"
                         % (lang, "\n  ".join(problems)))
    unused = sorted(w for w in ACCEPT[lang] if (lang, w) not in USED_ACCEPT)
    if unused:
        raise SystemExit("%s: ACCEPT entries no form needs: %s" % (lang, unused))
    notes.append("%s meN- forms: %d verified by analysis, %d accepted by hand"
                 % (lang, stats["verified"], stats["accepted"]))
    entries, more = finish_verbs(entries, lang, ["imperative", "polite-imperative", "past"])
    return entries, notes + more


# --------------------------------------------------------------------------
# Thai and Vietnamese: no morphology

TONES = "\u0300\u0301\u0303\u0309\u0323"


def vi_tone_variants(syllable):
    """Both tone-mark placements of an open oa/oe/uy syllable (hòa/hoà,
    xóa/xoá, thủy/thuỷ), NFC; the syllable itself otherwise."""
    d = unicodedata.normalize("NFD", syllable)
    marks = [c for c in d if c in TONES]
    if len(marks) != 1:
        return [syllable]
    bare = "".join(c for c in d if c not in TONES)
    low = bare.lower()
    m = re.search(r"(oa|oe|uy)$", low)
    if not m or low.startswith("qu") and m.group(1) == "uy":
        return [syllable]
    i = m.start()
    out = []
    for pos in (i + 1, i + 2):  # on the first vowel (old style), on the second (new)
        s = bare[:pos] + marks[0] + bare[pos:]
        out.append(nfc(s))
    return out if nfc(syllable) == out[0] else [out[1], out[0]]


def vi_variants(phrase):
    """Every spelling of a phrase with both tone placements, itself first."""
    out = [""]
    for syl in phrase.split(" "):
        out = [(o + " " + v).strip() for o in out for v in vi_tone_variants(syl)]
    phrase = nfc(phrase)
    return [phrase] + [x for x in out if x != phrase]


def build_plain_lang(lang):
    concepts = read_concepts(lang)
    entries = []
    for concept, verbs in concepts.items():
        for i, v in enumerate(verbs):
            third = vi_variants(v) if lang == "vi" else [v]
            entries.append({"concept": concept, "lemma": v, "third": third, "wrong": {}, "_order": i})
    return finish_verbs(entries, lang, [])


# --------------------------------------------------------------------------
# Shared shaping of verbs.json


def dedupe(seq):
    seen, out = set(), []
    for x in seq:
        x = nfc(x)
        if x and x not in seen:
            seen.add(x)
            out.append(x)
    return out


def finish_verbs(entries, lang, priority):
    """Dedupe; a form that is a third form of any verb is never wrong; a form
    is listed under one kind only (the first of `priority`)."""
    notes = []
    all_third = set()
    for e in entries:
        e["third"] = dedupe(e["third"])
        all_third.update(e["third"])
    for e in entries:
        taken, wrong = set(), OrderedDict()
        for kind in priority:
            forms = []
            for f in dedupe(e["wrong"].get(kind, [])):
                if f in all_third:
                    notes.append("%s %s: %s %r is a hint form, dropped" % (lang, e["lemma"], kind, f))
                    continue
                if f in taken:
                    continue
                taken.add(f)
                forms.append(f)
            if forms:
                wrong[kind] = forms
        e["wrong"] = wrong
    entries.sort(key=lambda e: (e["concept"], e["_order"]))
    for e in entries:
        del e["_order"]
    return entries, notes


# --------------------------------------------------------------------------
# words.json


def sorted_words(items, lang, variants=False):
    out = set()
    for x in items:
        x = lower(x, lang)
        out.update(vi_variants(x) if variants else [x])
    return sorted(out)


def build_words(lang):
    sections = read_words(lang)
    common = read_words("common")
    vi = lang == "vi"
    known = {"controlTypes", "contentPhrases", "objectControlTypes", "states",
             "stateContentPhrases", "gestures", "gestureConnectives", "hintBadStarts",
             "requestWords", "determiners", "prepositions", "conjunctions",
             "preferredVerbs", "abbreviations", "dottedAbbreviations",
             "unitAbbreviations", "acronyms", "brands", "particles"}
    unknown = set(sections) - known
    if unknown:
        raise SystemExit("words-%s.txt: unknown sections %s" % (lang, sorted(unknown)))
    w = OrderedDict()
    for key in ["controlTypes", "contentPhrases", "objectControlTypes", "states",
                "stateContentPhrases", "gestures", "requestWords", "determiners",
                "prepositions", "conjunctions", "dottedAbbreviations"]:
        w[key] = sorted_words(sections.get(key, []), lang, vi)
    if "gestureConnectives" in sections:
        w["gestureConnectives"] = sorted_words(sections["gestureConnectives"], lang, vi)
    if "particles" in sections:
        # label-length leaves out the ICU words of this list: each entry must be one ICU word.
        w["particles"] = sorted_words(sections["particles"], lang, vi)
        split = [p for p in w["particles"] if icu_words(p, lang) != [p]]
        if split:
            raise SystemExit("words-%s.txt: particles that ICU does not keep as one word: %s"
                             % (lang, split))
    w["hintBadStarts"] = OrderedDict(sorted((lower(k, lang), v) for k, v in
                                            pairs(sections.get("hintBadStarts", [])).items()))
    w["preferredVerbs"] = OrderedDict(sorted(pairs(sections.get("preferredVerbs", [])).items()))
    w["abbreviations"] = OrderedDict(sorted((lower(k, lang), v) for k, v in
                                            pairs(sections.get("abbreviations", [])).items()))
    w["unitAbbreviations"] = OrderedDict(sorted(pairs(sections.get("unitAbbreviations", [])).items()))
    w["acronyms"] = sorted(set(common["acronyms"] + sections.get("acronyms", [])),
                           key=lambda x: (x.lower(), x))
    w["brands"] = sorted(set(common["brands"] + sections.get("brands", [])),
                         key=lambda x: (x.lower(), x))
    w["countableNouns"] = []
    for k, v in w["hintBadStarts"].items():
        if v not in HINT_BAD_START_KINDS:
            raise SystemExit("%s hintBadStarts %s: unknown kind %s" % (lang, k, v))
    w["$comment"] = WORDS_COMMENT[lang]
    return w


HINT_BAD_START_KINDS = {"second-person", "request", "first-person", "gesture", "future",
                        "infinitive", "condition", "modal", "control-type", "past", "imperative"}

WORDS_COMMENT = {
    "id": ("Generated by Scripts/lexicons/generate_sea.py from Scripts/lexicons/sea/words-id.txt; "
           "see SOURCE.md. Words are separate (compounds: words); a control noun heads its "
           "phrase ('Tombol putar'), so it is cut from the front. 'X yang dipilih' is content "
           "(stateContentPhrases). countableNouns is empty: Indonesian has no articles."),
    "ms": ("Generated by Scripts/lexicons/generate_sea.py from Scripts/lexicons/sea/words-ms.txt; "
           "see SOURCE.md. Words are separate (compounds: words); a control noun heads its "
           "phrase ('Butang main'). countableNouns is empty: Malay has no articles."),
    "th": ("Generated by Scripts/lexicons/generate_sea.py from Scripts/lexicons/sea/words-th.txt; "
           "see SOURCE.md. Thai is written without spaces (compounds: substring); entries are "
           "split by ICU like the text. The bare เปิด/ปิด (on/off) are not states: they are "
           "also the verbs open/close, the commonest labels."),
    "vi": ("Generated by Scripts/lexicons/generate_sea.py from Scripts/lexicons/sea/words-vi.txt; "
           "see SOURCE.md. Vietnamese writes syllables apart, so every entry is a run of ICU "
           "words; both tone-mark placements (xóa/xoá) are listed."),
}


# --------------------------------------------------------------------------
# profile.json

PROFILES = {
    "id": OrderedDict([
        ("$comment", "Indonesian: a hint starts with the active meN- verb (Menghapus acara.); "
                     "the bare imperative (Hapus), -lah, the di- passive and requests (Silakan, "
                     "Tolong, Mohon) are findings. Labels use the imperative (Hapus, Bagikan): "
                     "labelVerbForm. Word limits from ICU counts of typical labels and hints "
                     "(SOURCE.md)."),
        ("language", "id"), ("hasCase", True), ("fullStops", ["."]),
        ("ellipses", ["…", "..."]), ("hintVerbPosition", "first"), ("compounds", "words"),
        ("labelMaxWords", 4), ("hintMaxWords", 15), ("labelVerbForm", "imperative"),
    ]),
    "ms": OrderedDict([
        ("$comment", "Malay: a hint starts with the active meN- verb (Memadam acara.); the "
                     "imperative (Padam), -lah, the di- passive and requests (Sila, Tolong, "
                     "Mohon) are findings. Labels use the imperative: labelVerbForm. Word "
                     "limits as Indonesian (SOURCE.md)."),
        ("language", "ms"), ("hasCase", True), ("fullStops", ["."]),
        ("ellipses", ["…", "..."]), ("hintVerbPosition", "first"), ("compounds", "words"),
        ("labelMaxWords", 4), ("hintMaxWords", 15), ("labelVerbForm", "imperative"),
    ]),
    "th": OrderedDict([
        ("$comment", "Thai: no verb morphology (hintVerbPosition none: only the request words "
                     "กรุณา, โปรด are checked); no case; no spaces between words (compounds "
                     "substring); sentences end without punctuation: fullStops is empty, so a hint "
                     "needs no final mark, a rewrite appends none, and a label that ends with a "
                     "foreign \".\" or \"。\" is reported. Word limits from ICU's dictionary "
                     "segmentation (SOURCE.md)."),
        ("language", "th"), ("hasCase", False), ("fullStops", []),
        ("ellipses", ["…", "..."]), ("hintVerbPosition", "none"), ("compounds", "substring"),
        ("labelMaxWords", 5), ("hintMaxWords", 20),
    ]),
    "vi": OrderedDict([
        ("$comment", "Vietnamese: no verb morphology (hintVerbPosition none: only the request "
                     "words Hãy, Vui lòng, Xin are checked); case as in Latin script; syllables "
                     "are written apart and ICU counts each, so word limits are about twice "
                     "English's (SOURCE.md)."),
        ("language", "vi"), ("hasCase", True), ("fullStops", ["."]),
        ("ellipses", ["…", "..."]), ("hintVerbPosition", "none"), ("compounds", "words"),
        ("labelMaxWords", 6), ("hintMaxWords", 20),
    ]),
}

VERBS_COMMENT = {
    "id": ("Indonesian: third = the active meN- form (menghapus, membagikan; both forms where a "
           "verb has two imperatives: menambah, menambahkan); lemma = the base, the imperative of "
           "a label (hapus, bagikan). wrong: imperative (the base), polite-imperative (-lah), past "
           "(the di- passive: dihapus). Verbs that take no meN- (kembali, bergabung, berlangganan) "
           "are their own hint form. Generated and checked with Sastrawi and hunspell-id; see "
           "SOURCE.md."),
    "ms": ("Malay: third = the active meN- form (memadam, menghantar, berkongsi); lemma = the "
           "base, the imperative of a label (padam, hantar). wrong: imperative, polite-imperative "
           "(-lah), past (the di- passive). Generated and checked with Sastrawi; see SOURCE.md."),
    "th": ("Thai verbs do not inflect: each verb is its own hint form and nothing is wrong by "
           "form (hintVerbPosition none). Kept for concept coverage and for rules that need to "
           "know a verb (label-gesture rewrites, a control word after a verb). Generated; see "
           "SOURCE.md."),
    "vi": ("Vietnamese verbs do not inflect: each verb is its own hint form, in both tone-mark "
           "placements (xóa, xoá); nothing is wrong by form (hintVerbPosition none). Kept for "
           "concept coverage and for rules that need to know a verb. Generated; see SOURCE.md."),
}


# --------------------------------------------------------------------------
# Checks on the result


def check_words_segment(lang, words):
    """Entries whose ICU words change inside a text are reported (voicelint
    splits entries and texts alike and compares word runs)."""
    contexts = {"th": [("ลบ", ""), ("", "ใหม่"), ("เปิด", "ของคุณ")],
                "vi": [("Xóa ", ""), ("", " mới")], "id": [("Hapus ", "")], "ms": [("Padam ", "")]}[lang]
    bad, total = [], 0
    for key in ["controlTypes", "contentPhrases", "states", "stateContentPhrases",
                "gestures", "requestWords", "gestureConnectives"]:
        for entry in words.get(key, []):
            total += 1
            e = [lower(x, lang) for x in icu_words(entry, lang)]
            for a, b in contexts:
                t = [lower(x, lang) for x in icu_words(a + entry + b, lang)]
                if not any(t[i:i + len(e)] == e for i in range(len(t))):
                    bad.append("%s %s: %s in %s" % (key, entry, "|".join(e), "|".join(t)))
                    break
    return total, bad


def measure():
    path = os.path.join(DATA, "segmentation-samples.tsv")
    rows = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf-8")
            if l.strip() and not l.startswith("#")]
    langs = ["en", "id", "ms", "th", "vi"]
    for role in ["label", "hint"]:
        sel = [r for r in rows if r[0] == role]
        print("%s (%d samples): ICU words per text" % (role, len(sel)))
        counts = {l: [len(icu_words(r[1 + i], l)) for r in sel] for i, l in enumerate(langs)}
        for l in langs:
            c = counts[l]
            print("  %-3s total %3d  max %2d  ratio to en %.2f  counts %s"
                  % (l, sum(c), max(c), sum(c) / sum(counts["en"]), " ".join(map(str, c))))
    # Segmentation: ICU against pythainlp (newmm) and underthesea.
    from pythainlp.tokenize import word_tokenize as th_tok
    from underthesea import word_tokenize as vi_tok
    print("Thai: ICU | pythainlp newmm")
    for r in rows:
        a, b = icu_words(r[4], "th"), [t for t in th_tok(r[4], engine="newmm") if t.strip()]
        if a != b:
            print("  %s  /  %s" % ("|".join(a), "|".join(b)))
    print("Vietnamese: underthesea words (ICU splits every syllable)")
    for r in rows:
        print("  " + " | ".join(t for t in vi_tok(r[5]) if t.strip(".")))
    for lang in LANGS:
        words = json.load(open(os.path.join(LEXICONS, lang, "words.json"), encoding="utf-8"))
        total, bad = check_words_segment(lang, words)
        print("%s: %d entries, %d split differently in context" % (lang, total, len(bad)))
        for b in bad:
            print("    " + b)


def review(lang, n=40):
    verbs = json.load(open(os.path.join(LEXICONS, lang, "verbs.json"), encoding="utf-8"))["verbs"]
    step = max(1, len(verbs) // n)
    for e in verbs[::step][:n]:
        print(e["concept"], e["lemma"], e["third"], json.dumps(e["wrong"], ensure_ascii=False))


# --------------------------------------------------------------------------
# Writing


def build_all():
    files, notes = {}, []
    for lang in LANGS:
        if lang in ("id", "ms"):
            entries, n = build_men_lang(lang)
        else:
            entries, n = build_plain_lang(lang)
        notes += n
        files[(lang, "verbs.json")] = {"$comment": VERBS_COMMENT[lang], "verbs": entries}
        files[(lang, "words.json")] = build_words(lang)
        files[(lang, "profile.json")] = PROFILES[lang]
    return {k: lexicon_tools.dumps(lexicon_tools.nfc_all(v))
            for k, v in files.items()}, notes


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="fail if the JSON on disk differs")
    ap.add_argument("--measure", action="store_true", help="ICU word counts and segmentation")
    ap.add_argument("--review", metavar="LANG", help="print ~40 verbs of LANG to read by eye")
    ap.add_argument("--report", action="store_true", help="print analysis notes")
    ap.add_argument("--allow-other-version", action="store_true",
                    help="run with package versions other than the pinned ones")
    args = ap.parse_args()
    bad = check_versions()
    if bad and not args.allow_other_version:
        sys.exit("other versions than the pinned ones: " + ", ".join(bad)
                 + "\n(pip install -r Scripts/lexicons/requirements-sea.txt, or --allow-other-version)")
    if args.measure:
        measure()
        return
    if args.review:
        review(args.review)
        return
    files, notes = build_all()
    if args.report:
        for n in notes:
            print(n)
    stale = lexicon_tools.write_outputs(
        {os.path.join(LEXICONS, lang, name): text
         for (lang, name), text in sorted(files.items())}, args.check)
    if lexicon_tools.finish(stale, args.check):
        sys.exit(1)
    for lang in LANGS:
        v = json.loads(files[(lang, "verbs.json")])["verbs"]
        w = json.loads(files[(lang, "words.json")])
        print("%-3s verbs %3d (concepts %d, forms %d)  " % (
            lang, len(v), len(set(e["concept"] for e in v)),
            sum(len(e["third"]) + sum(len(x) for x in e["wrong"].values()) for e in v))
              + "  ".join("%s %d" % (k, len(w[k])) for k in
                          ["controlTypes", "contentPhrases", "states", "stateContentPhrases",
                           "gestures", "hintBadStarts", "requestWords", "acronyms", "brands"]))


if __name__ == "__main__":
    main()
