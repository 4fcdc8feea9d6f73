#!/usr/bin/env python3
"""Generate the Catalan and Romanian lexicons.

Writes Lexicons/{ca,ro}/{verbs,words,profile}.json.

    python3 -m pip install -r Scripts/lexicons/requirements-ca-ro.txt
    python3 Scripts/lexicons/generate_ca_ro.py           # writes the files
    python3 Scripts/lexicons/generate_ca_ro.py --check   # exit 1 if they differ
    python3 Scripts/lexicons/generate_ca_ro.py --spell   # also lists the words hunspell does not know

Verb forms come from the conjugator `verbecc` (PyPI; LGPL-3.0), corrected
where it is wrong (tables FIX_* and OVERRIDES below, read by eye and checked
against Debian's hunspell-ca and hunspell-ro dictionaries). The concept ->
lemma table is `ca_ro_lemmas.tsv` beside this script; everything else (word
lists, profiles, hand overrides) is in this file. Never edit the generated
JSON by hand: change this script or the TSV and run it again. See
Lexicons/ca/SOURCE.md and Lexicons/ro/SOURCE.md.

On its first run verbecc trains its template-prediction model (used only for
verbs missing from its tables) on the machine, in a minute or two; nothing is
downloaded.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LEXICONS = ROOT / "Lexicons"
TSV = HERE / "ca_ro_lemmas.tsv"

VERBECC_VERSION = "2.0.3"
LANGS = ["ca", "ro"]
# A form met under several kinds is listed under the first; "past" stays last.
KIND_ORDER = ["polite-imperative", "imperative", "infinitive", "gerund", "future", "first-person", "past"]
APOS = "\u2019"  # typographic apostrophe

# --------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------


nfc = lexicon_tools.nfc


def low(s: str) -> str:
    return nfc(s).lower()


# Romanian is written with s and t with a comma below (ș ț, U+0219 U+021B);
# older fonts and keyboards gave the cedilla letters (ş ţ, U+015F U+0163), which
# verbecc's tables still mix in and which catalogs still contain ("Fişier").
COMMA = str.maketrans({"ş": "ș", "ţ": "ț", "Ş": "Ș", "Ţ": "Ț"})
CEDILLA = str.maketrans({"ș": "ş", "ț": "ţ", "Ș": "Ş", "Ț": "Ţ"})


def comma(s: str) -> str:
    return s.translate(COMMA)


def spelling_variants(lang: str, s: str) -> list[str]:
    """All the spellings a form is stored under, the preferred first:
    ca "s’uneix" / "s'uneix"; ro "șterge" / "ştergе" (cedilla)."""
    out = [s]
    if "'" in s or APOS in s:
        curly = s.replace("'", APOS)
        out = [curly, curly.replace(APOS, "'")]
    if lang == "ro":
        out = out + [x.translate(CEDILLA) for x in out if x.translate(CEDILLA) != x]
    return out


def uniq(seq):
    seen, out = set(), []
    for x in seq:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


# --------------------------------------------------------------------------
# Conjugator access
# --------------------------------------------------------------------------

_CONJ = {}
_SCRATCH: list = []
NOTES: list[str] = []  # differences from the conjugator, printed at the end


def conjugator(lang: str):
    if lang not in _CONJ:
        logging.disable(logging.CRITICAL)  # verbecc logs every model load
        warnings.filterwarnings("ignore")  # scikit-learn convergence warnings while training
        # verbecc's logging config opens "verbecc.log" in the current
        # directory when it is imported: import it from a scratch directory.
        cwd = os.getcwd()
        _SCRATCH.append(tempfile.TemporaryDirectory())
        os.chdir(_SCRATCH[-1].name)
        try:
            from verbecc import CompleteConjugator

            _CONJ[lang] = CompleteConjugator(lang)
        finally:
            os.chdir(cwd)
    return _CONJ[lang]


def rows(data, mood: str, tense: str):
    for m, tenses in data["moods"].items():
        if str(m) == mood:
            for t, rs in tenses.items():
                if str(t) == tense:
                    return rs
    raise KeyError(f"{mood}/{tense}")


PRONOUNS = {
    "ca": {"jo", "tu", "ell", "ella", "nosaltres", "vosaltres", "ells", "elles"},
    "ro": {"eu", "tu", "el", "ea", "noi", "voi", "ei", "ele"},
}


def _collect(lang: str, raw) -> list[str]:
    out = []
    for c in raw:
        if not c or c == "-":
            continue
        c = comma(c)
        words = c.split(" ")
        if len(words) > 1 and words[0] in PRONOUNS[lang]:  # "ell suprimeix", "el va șterge"
            words = words[1:]
        for alt in " ".join(words).split("/"):
            if alt.strip() and alt.strip() != "-":
                out.append(alt.strip())
    return uniq(low(f) for f in out)


def person(lang, data, mood, tense, pronoun) -> list[str]:
    raw = []
    for r in rows(data, mood, tense):
        if str(r.get("pr")) == pronoun:
            raw += r["c"]
    return _collect(lang, raw)


def impersonal(lang, data, mood, tense) -> list[str]:
    return _collect(lang, [c for r in rows(data, mood, tense) for c in r["c"]])


# --------------------------------------------------------------------------
# Catalan
# --------------------------------------------------------------------------

# verbecc 2.0.3 gets these Catalan verbs wrong (participles "prent", "mouut",
# "responès", "permetut", "escrigut"; futures "permetà"; "treig", "desf"...).
# Each row replaces the named keys; the forms are the IEC's (GIEC, DIEC2).
CA_SET: dict[str, dict[str, list[str]]] = {
    "aprendre": {"third": ["aprèn"], "imperative": ["aprèn", "apreneu"], "polite-imperative": ["aprengui", "aprenguin"],
                 "gerund": ["aprenent"], "pp": ["après", "apresa", "apresos", "apreses"], "future": ["aprendrà"],
                 "first-person": ["aprenc", "aprenem"], "pret": ["aprengué"]},
    "prendre": {"pp": ["pres", "presa", "presos", "preses"]},
    "reprendre": {"third": ["reprèn"], "imperative": ["reprèn", "repreneu"], "pp": ["reprès", "represa", "represos", "represes"]},
    "encendre": {"imperative": ["encén", "enceneu"], "pp": ["encès", "encesa", "encesos", "enceses"]},
    "estendre": {"imperative": ["estén", "esteneu"], "pp": ["estès", "estesa", "estesos", "esteses"]},
    "suspendre": {"third": ["suspèn"], "imperative": ["suspèn", "suspeneu"], "pp": ["suspès", "suspesa", "suspesos", "suspeses"]},
    "respondre": {"pp": ["respost", "resposta", "resposts", "respostes"]},
    "vendre": {"third": ["ven"], "imperative": ["ven", "veneu"]},
    "moure": {"pp": ["mogut", "moguda", "moguts", "mogudes"]},
    "créixer": {"pp": ["crescut", "crescuda", "crescuts", "crescudes"], "future": ["creixerà"], "pret": ["cresqué"],
                "polite-imperative": ["creixi", "creixin"]},
    "conèixer": {"pp": ["conegut", "coneguda", "coneguts", "conegudes"], "polite-imperative": ["conegui", "coneguin"],
                 "future": ["coneixerà"]},
    "empènyer": {"pp": ["empès", "empesa", "empesos", "empeses"], "future": ["empenyerà"]},
    "prémer": {"future": ["premerà"]},
    "oferir": {"pp": ["ofert", "oferta", "oferts", "ofertes", "oferit", "oferida"]},
    "cobrir": {"third": ["cobreix"], "imperative": ["cobreix", "cobriu"], "polite-imperative": ["cobreixi", "cobreixin"],
               "first-person": ["cobreixo", "cobrim"]},
    "descobrir": {"third": ["descobreix"], "imperative": ["descobreix", "descobriu"],
                  "polite-imperative": ["descobreixi", "descobreixin"], "first-person": ["descobreixo", "descobrim"]},
    "resumir": {"third": ["resumeix"], "imperative": ["resumeix", "resumiu"], "polite-imperative": ["resumeixi", "resumeixin"],
                "first-person": ["resumeixo", "resumim"], "pp": ["resumit", "resumida", "resumits", "resumides"]},
    "reduir": {"first-person": ["redueixo", "reduïm"], "imperative": ["redueix", "reduïu"],
               "pp": ["reduït", "reduïda", "reduïts", "reduïdes"]},
    "recollir": {"polite-imperative": ["reculli", "recullin"]},
    "escollir": {"polite-imperative": ["esculli", "escullin"]},
    "treure": {"third": ["treu"], "imperative": ["treu", "traieu"], "polite-imperative": ["tregui", "treguin"],
               "gerund": ["traient"], "pp": ["tret", "treta", "trets", "tretes"], "future": ["traurà"],
               "first-person": ["trec", "traiem"], "pret": ["tragué"]},
    "desfer": {"third": ["desfà"], "imperative": ["desfés", "desfeu"], "polite-imperative": ["desfaci", "desfacin"],
               "gerund": ["desfent"], "pp": ["desfet", "desfeta", "desfets", "desfetes"], "future": ["desfarà"],
               "first-person": ["desfaig", "desfem"], "pret": ["desféu"]},
    "refer": {"third": ["refà"], "imperative": ["refés", "refeu"], "polite-imperative": ["refaci", "refacin"],
              "pp": ["refet", "refeta", "refets", "refetes"], "first-person": ["refaig", "refem"], "pret": ["reféu"]},
    "fer": {"imperative": ["fes", "feu"], "pret": ["féu"]},
    "anar": {"imperative": ["ves", "vés", "aneu"]},
    # "ves" is anar's ("Ves al final"); veure's own is "veges"
    "veure": {"imperative": ["veges", "vegeu", "veieu"]},
    "detenir": {"imperative": ["detén", "deté", "detingues", "deteniu"]},
    "mantenir": {"imperative": ["mantén", "manté", "mantingues", "manteniu"]},
    "contenir": {"imperative": ["contén", "conté", "contingues", "conteniu"]},
    "tenir": {"imperative": ["té", "tingues", "teniu"]},
    "crear": {"polite-imperative": ["creï", "creïn"]},
    "alinear": {"polite-imperative": ["alineï", "alineïn"]},
    "canviar": {"polite-imperative": ["canviï", "canviïn"]},
}

# Catalan participles that are everyday nouns ("Contingut sensible", "Entrada",
# "Resposta"): a hint starting with them is a noun phrase, not a past tense.
CA_PAST_NOUNS = {
    "contingut", "entrada", "sortida", "trucada", "oferta", "resposta", "vista", "dit", "fet", "tret", "escrit",
    "crida", "arribada", "tornada", "presa", "baixada", "pujada", "sentit", "parada", "partida",
}


def ca_fix(head: str, f: dict) -> dict:
    """Spelling rules verbecc 2.0.3 misses, applied to every verb."""
    stem = head[:-2]
    if head.endswith("gar"):  # -gar: g -> gu before e/i ("amagui", "naveguem"), verbecc writes "amagi"
        def gu(x: str) -> str:
            if x.startswith(stem) and len(x) > len(stem) and x[len(stem)] in "eiéí":
                return stem + "u" + x[len(stem):]
            return x
        for k in ("imperative", "polite-imperative", "first-person"):
            f[k] = [gu(x) for x in f[k]]
    if head.endswith("iar") or head.endswith("uar"):  # canviï, canviïn (verbecc: "canvii")
        for k in ("polite-imperative",):
            f[k] = [re.sub(r"([iu])i(n?)$", r"\1ï\2", x) for x in f[k]]
    # 1st person plural of -uir/-air: verbecc writes "reproduïum" for "reproduïm"
    for k in ("imperative", "first-person"):
        f[k] = [re.sub(r"ïum$", "ïm", x) for x in f[k]]
    if head.endswith("criure"):  # escriure, descriure, inscriure, subscriure, transcriure
        base = head[:-6]
        f["gerund"] = [base + "crivint"]
        f["imperative"] = [x for x in f["imperative"] if not x.endswith("crieu")] + [base + "criviu"]
        f["pp"] = [base + e for e in ("crit", "crita", "crits", "crites")]
        f["pret"] = [base + "criví"]
        f["first-person"] = [base + "cric", base + "crivim"]
    if head.endswith("metre"):  # permetre, ometre, emetre, trametre, transmetre
        base = head[:-5]
        f["pp"] = [base + e for e in ("mès", "mesa", "mesos", "meses")]
        f["future"] = [base + "metrà"]
        f["first-person"] = [base + "meto", base + "metem"]
    return f


def ca_conjugate(head: str) -> tuple[dict, bool]:
    data = conjugator("ca").conjugate(head).get_data()
    predicted = bool(data["verb"].get("predicted"))
    f = {k: [] for k in ["third"] + KIND_ORDER + ["pp", "pret", "comp"]}
    f["third"] = person("ca", data, "indicatiu", "present", "ell")
    f["imperative"] = [x for p in ("tu", "vosaltres") for x in person("ca", data, "imperatiu", "imperatiu-present", p)]
    f["polite-imperative"] = [x for p in ("ell", "ells") for x in person("ca", data, "imperatiu", "imperatiu-present", p)]
    f["infinitive"] = [head]
    f["gerund"] = impersonal("ca", data, "gerundi", "gerundi")
    f["pp"] = impersonal("ca", data, "participi", "participi")
    f["future"] = person("ca", data, "indicatiu", "futur", "ell")
    f["first-person"] = person("ca", data, "indicatiu", "present", "jo") + person("ca", data, "indicatiu", "present", "nosaltres")
    f["pret"] = person("ca", data, "indicatiu", "passat-simple", "ell")
    f = ca_fix(head, f)
    for k, v in CA_SET.get(head, {}).items():
        f[k] = [low(x) for x in v]
    # Valencian writes the inchoative 3rd person with -ix ("suprimix", "reproduïx"):
    # accepted after the central form.
    if head.endswith("ir"):
        f["third"] = f["third"] + [re.sub(r"(?<![gq])([aeiou])ix$", r"\1ïx", t[:-3] + "ix") for t in f["third"] if t.endswith("eix")]
    # Compound past ("ha suprimit") and the periphrastic past ("va suprimir"), the
    # everyday past tense of Catalan; the simple past ("suprimí") is literary.
    f["comp"] = ["ha " + f["pp"][0]] + ["va " + head]
    f["pp0"] = f["pp"][:1]
    f["pp"] = [x for x in f["pp"] if x not in CA_PAST_NOUNS]
    return f, predicted


# --------------------------------------------------------------------------
# Romanian
# --------------------------------------------------------------------------

# verbecc 2.0.3's Romanian imperative cuts -de/-te/-ge verbs ("deschi", "trimi",
# "ște") and misspells others ("arătă", "adaugi"). The 2nd person singular
# imperative of a transitive verb is its 3rd person present ("Șterge!",
# "Deschide!", "Adaugă!", "Salvează!"): it passes, as fr "Supprime" does.
# Only where it differs is it listed, from this table (DOOM3).
RO_IMPERATIVE = {
    "face": "fă", "reface": "refă", "aduce": "adu", "introduce": "introdu", "reduce": "redu", "traduce": "tradu",
    "reveni": "revino", "preveni": "previno", "vedea": "vezi", "ieși": "ieși", "sări": "sari", "auzi": "auzi",
    "merge": "mergi", "trece": "treci",
}

# Forms verbecc 2.0.3 gets wrong (hunspell-ro does not know them, or read by eye).
RO_SET: dict[str, dict[str, list[str]]] = {
    "încerca": {"third": ["încearcă"]},
    "reîncerca": {"third": ["reîncearcă"]},
    "îngheța": {"third": ["îngheață"]},
    "măsura": {"third": ["măsoară"], "first-person": ["măsor", "măsurăm"], "conj": ["măsoare"]},
    "desfășura": {"third": ["desfășoară"], "first-person": ["desfășor", "desfășurăm"], "conj": ["desfășoare"]},
    "înfășura": {"third": ["înfășoară"], "first-person": ["înfășor", "înfășurăm"], "conj": ["înfășoare"]},
    "cumpăra": {"third": ["cumpără"]},
    "prelua": {"third": ["preia"], "first-person": ["preiau", "preluăm"], "conj": ["preia"]},
    "prezenta": {"third": ["prezintă"], "first-person": ["prezint", "prezentăm"], "conj": ["prezinte"]},
    "pronunța": {"third": ["pronunță"], "first-person": ["pronunț", "pronunțăm"], "conj": ["pronunțe"]},
    "împărți": {"third": ["împarte"], "first-person": ["împart", "împărțim"], "conj": ["împartă"]},
    "reîncărca": {"third": ["reîncarcă"], "first-person": ["reîncarc", "reîncărcăm"], "conj": ["reîncarce"]},
    "împerechea": {"gerund": ["împerechind"]},
    # DOOM: a dezvălui, dezvăluie (verbecc: the common error "dezvăluiește")
    "dezvălui": {"third": ["dezvăluie"], "first-person": ["dezvălui", "dezvăluim"], "conj": ["dezvăluie"]},
    "scoate": {"pp": ["scos"], "gerund": ["scoțând"]},
    "ascunde": {"gerund": ["ascunzând"]},
    "corespunde": {"gerund": ["corespunzând"]},
    "extinde": {"gerund": ["extinzând"]},
    "răspunde": {"gerund": ["răspunzând"]},
    "face": {"gerund": ["făcând"]},
    "reface": {"gerund": ["refăcând"]},
    "omite": {"gerund": ["omițând"]},
    "conține": {"pp": ["conținut"], "conj": ["conțină"]},
    "menține": {"conj": ["mențină"]},
    "obține": {"conj": ["obțină"]},
    "reține": {"conj": ["rețină"]},
    "compune": {"conj": ["compună"]},
    "pune": {"conj": ["pună"]},
    "spune": {"conj": ["spună"]},
    "șterge": {"conj": ["șteargă"]},
    "număra": {"conj": ["numere"]},
    "lăsa": {"conj": ["lase"]},
    # DOOM: a duplica, duplică; "duplichează" is the common form: both are right
    "duplica": {"third": ["duplică", "duplichează"], "first-person": ["duplic", "duplicăm"], "conj": ["duplice"]},
    "necesita": {"first-person": [], "polite-imperative": []},
}

# Bare infinitives and 1st persons that are also everyday nouns or adjectives
# ("lista" the list, "copia" the copy, "schimb" exchange, "public"): a hint
# starting with them is not a wrong verb form.
RO_NOT_VERB_FORMS = {
    "da", "nota", "lista", "marca", "forma", "programa", "comanda", "posta", "taxa", "copia", "eticheta", "grupa",
    "arhiva", "tasta", "vizita", "sorta", "plasa", "alerta", "muta", "salva", "lega", "mixa", "cita", "juca",
    "mut", "cer", "număr", "import", "export", "transfer", "control", "refuz", "schimb", "amestec", "public",
    "acord", "anunț", "continuu", "test", "sun", "rezum", "format", "apel", "ajut",
    # participles that are nouns ("Răspuns", "Rezumat", "Conținut", "Invitat", "Abonat", "Format")
    "rezumat", "răspuns", "început", "trecut", "conținut", "invitat", "abonat", "format", "mers", "dată", "date",
    "scris", "spus", "pus", "dat",
}


# Participles of verbs that take no object here: no feminine ("răspunsă").
RO_INTRANSITIVE_PP = {"răspuns", "corespuns", "mers"}


def ro_participles(pp: str) -> list[str]:
    """Masculine singular, feminine singular and plural of a past participle
    ("șters", "ștearsă", "șterse"; "salvat", "salvată", "salvate")."""
    m = re.match(r"^(.*?)(at|it|ut|ât)$", pp)
    if m:
        return [pp, pp + "ă", pp + "e"]
    m = re.match(r"^(.*)([sș]|pt)$", pp)
    if m and pp in RO_INTRANSITIVE_PP:
        return [pp]
    if m:
        plural = re.sub(r"o(r?s)$", r"oa\1", pp)  # întors -> întoars(ă, e), scos -> scoas(ă, e)
        fem = re.sub(r"e(r?s)$", r"ea\1", plural)  # șters -> ștears(ă), ales -> aleas(ă); but șterse, alese
        return [pp, fem + "ă", plural + "e"]
    return [pp]


def ro_conjugate(head: str) -> tuple[dict, bool]:
    data = conjugator("ro").conjugate(head).get_data()
    predicted = bool(data["verb"].get("predicted"))
    f = {k: [] for k in ["third"] + KIND_ORDER + ["pp", "pret", "comp", "conj"]}
    f["third"] = person("ro", data, "indicativ", "prezent", "el")
    f["polite-imperative"] = person("ro", data, "indicativ", "prezent", "voi")  # "ștergeți"
    f["gerund"] = impersonal("ro", data, "gerunziu", "gerunziu")
    f["pp"] = impersonal("ro", data, "participiu", "participiu")
    f["first-person"] = person("ro", data, "indicativ", "prezent", "eu") + person("ro", data, "indicativ", "prezent", "noi")
    f["conj"] = [re.sub(r"^să ", "", x) for x in person("ro", data, "conjunctiv", "prezent", "el")]
    for k, v in RO_SET.get(head, {}).items():
        f[k] = [low(x) for x in v]
    f["imperative"] = [RO_IMPERATIVE[head]] if head in RO_IMPERATIVE else []
    f["infinitive"] = ["a " + head, head]
    # Future: literary "va șterge", spoken "o să șteargă"; the auxiliary "va" alone is
    # also in hintBadStarts (future), so "Va șterge…" is rewritten from the next verb.
    f["future"] = ["va " + head] + ["o să " + c for c in f["conj"]]
    f["comp"] = ["a " + p for p in f["pp"][:1]]
    f["pp"] = [x for p in f["pp"][:1] for x in ro_participles(p)]
    bad = [g for g in f["gerund"] if not re.search(r"(ând|ind)$", g)]
    if bad:
        NOTES.append(f"ro: {head}: gerund {bad} does not end in -ând/-ind: add it to RO_SET")
    return f, predicted


# --------------------------------------------------------------------------
# Lemma parsing and reflexive verbs
# --------------------------------------------------------------------------


class Lemma:
    def __init__(self, lang: str, text: str):
        self.lang = lang
        self.text = nfc(text.strip()).replace("'", APOS)
        words = self.text.split(" ")
        self.reflexive = False
        if lang == "ca":
            h = words[0]
            m = re.match(r"^(.*?)(-se|’s)$", h)
            if m:
                self.reflexive, h = True, m.group(1)
            self.head = h
        else:
            if words[0] == "se":
                self.reflexive, words = True, words[1:]
            self.head = words[0]
        self.multi = len(words) > 1


def ca_enclitic(form: str, full: str, reduced: str | None) -> list[str]:
    """Catalan enclitic pronoun after a verb form, as the word breaker sees it:
    after a vowel the reduced form joins with an apostrophe ("connecta’t",
    "inscriure’s": one word); otherwise the full form after a hyphen, which the
    word breaker splits ("uneix-te" -> "uneix te")."""
    if reduced and form[-1] in "aeioàèéíòóú" and not form.endswith("u"):
        return [form + APOS + reduced]
    return [form + " " + full]


def reflexive_forms(lang: str, lem: Lemma, f: dict) -> dict:
    g = {k: [] for k in f}
    if lang == "ca":
        vowel = lem.head[0] in "aeiouàèéíòóúh"
        pro = ("s" + APOS) if vowel else "es "
        g["third"] = [pro + t for t in f["third"]] + ([] if vowel else ["se " + t for t in f["third"]]) + f["third"]
        imp = f["imperative"]
        tu, vos = imp[:1], [x for x in imp[1:] if x.endswith("u")]
        g["imperative"] = [x for t in tu for x in ca_enclitic(t, "te", "t")] + [t + " vos" for t in vos] + imp
        pol = f["polite-imperative"]
        g["polite-imperative"] = ([x for t in pol[:1] for x in ca_enclitic(t, "se", "s")]
                                  + [t + " se" for t in pol[1:]] + pol)
        g["infinitive"] = [x for t in f["infinitive"] for x in ca_enclitic(t, "se", "s")] + f["infinitive"]
        g["gerund"] = [t + " se" for t in f["gerund"]] + f["gerund"]
        g["future"] = [pro + t for t in f["future"]] + f["future"]
        g["past"] = ["s" + APOS + "ha " + p for p in f["pp0"]] + ["es va " + lem.head]
        g["first-person"] = list(f["first-person"])
        g["pp"] = list(f["pp"])
    else:
        g["third"] = ["se " + t for t in f["third"]] + f["third"]
        tu = f["imperative"] or f["third"][:1]
        g["imperative"] = [t + " te" for t in tu] + f["imperative"]
        g["polite-imperative"] = [t + " vă" for t in f["polite-imperative"]] + f["polite-imperative"]
        g["infinitive"] = ["a se " + lem.head] + f["infinitive"]
        g["gerund"] = [t + "u se" for t in f["gerund"]] + f["gerund"]
        g["future"] = ["se va " + lem.head] + ["o să se " + c for c in f.get("conj", [])] + f["future"]
        g["first-person"] = ["mă " + x for x in f["first-person"][:1]] + ["ne " + x for x in f["first-person"][1:2]] + f["first-person"]
        g["past"] = ["s a " + p for p in f["pp"][:1]]
        g["pp"] = list(f["pp"])
    return g


# --------------------------------------------------------------------------
# verbs.json
# --------------------------------------------------------------------------


def read_table() -> dict[str, list[tuple[str, str]]]:
    lines = [l.rstrip("\n") for l in TSV.read_text(encoding="utf-8").splitlines() if l.strip() and not l.startswith("#")]
    header = lines[0].split("\t")
    assert header[0] == "concept" and header[1:] == LANGS, header
    table = {lang: [] for lang in LANGS}
    seen = []
    for line in lines[1:]:
        cells = line.split("\t")
        assert len(cells) == len(header), line
        seen.append(cells[0])
        for lang, cell in zip(LANGS, cells[1:]):
            for lemma in cell.split(";"):
                if lemma.strip():
                    table[lang].append((cells[0], lemma.strip()))
    missing, extra = lexicon_tools.concept_coverage(seen)
    assert not missing and not extra, (missing, extra)
    return table


def finish(f: dict) -> dict:
    g = {k: list(v) for k, v in f.items() if k not in ("pp", "pp0", "pret", "comp", "conj")}
    g["past"] = f.get("past", []) + f.get("comp", []) + f.get("pp", []) + f.get("pret", [])
    return g


def build_verbs(lang: str, table, report: list[str]) -> list[dict]:
    conj = ca_conjugate if lang == "ca" else ro_conjugate
    plain_heads = {Lemma(lang, t).head for _, t in table[lang] if not Lemma(lang, t).reflexive}
    cache = {}
    entries = []
    for concept, text in table[lang]:
        lem = Lemma(lang, text)
        if lem.head not in cache:
            try:
                f, predicted = conj(lem.head)
            except Exception as e:  # verbecc data errors: must be overridden
                raise SystemExit(f"{lang}: cannot conjugate {lem.head!r} ({e}); add it to the overrides")
            if predicted:
                report.append(f"{lang}: {lem.head} conjugated by verbecc's prediction model")
            cache[lem.head] = f
        f = cache[lem.head]
        if lem.reflexive:
            f = reflexive_forms(lang, lem, f)
            if lem.head in plain_heads:
                # the bare wrong forms belong to the plain verb's entry
                bare = {x for k, v in finish(cache[lem.head]).items() if k != "third" for x in v}
                f = {k: (v if k == "third" else [x for x in v if x not in bare]) for k, v in f.items()}
        entries.append({"concept": concept, "lemma": lem.text, "forms": finish(f)})

    third_all = {t for e in entries for t in e["forms"]["third"]}
    not_verbs = RO_NOT_VERB_FORMS if lang == "ro" else set()
    out = []
    for e in entries:
        third = [v for t in uniq(e["forms"]["third"]) for v in spelling_variants(lang, t)]
        wrong, used = {}, set()
        for kind in KIND_ORDER:
            forms = []
            for x in e["forms"].get(kind, []):
                if x in third_all or x in used or x in not_verbs:
                    continue
                used.add(x)
                forms += spelling_variants(lang, x)
            if forms:
                wrong[kind] = sorted(set(nfc(x) for x in forms))
        out.append({"concept": e["concept"], "lemma": spelling_variants(lang, e["lemma"])[0],
                    "third": uniq(nfc(t) for t in third), "wrong": wrong})

    # A wrong form must have one suggestion: where two verbs share one (ca "ves" of anar
    # and veure before the override), it stays with the verb listed first in the TSV.
    owner: dict[str, str] = {}
    for e in out:
        for kind, forms in list(e["wrong"].items()):
            keep = []
            for x in forms:
                if owner.setdefault(x, e["third"][0]) == e["third"][0]:
                    keep.append(x)
                else:
                    report.append(f"{lang}: wrong form {x!r} of {e['lemma']} left to the verb whose third person is {owner[x]!r}")
            if keep:
                e["wrong"][kind] = keep
            else:
                del e["wrong"][kind]
    out.sort(key=lambda e: (e["concept"], e["lemma"]))
    missing = {c for c, _ in table[lang]} - {e["concept"] for e in out}
    assert not missing, f"{lang}: concepts without a verb: {sorted(missing)}"
    return out


# --------------------------------------------------------------------------
# words.json data. Written as people write them (hyphens, ' or ’);
# the writer lower-cases, adds the other apostrophe (ca) or the cedilla
# spelling (ro) and, for phrases with a hyphen, the same phrase with a space
# (the word breaker splits at hyphens).
# --------------------------------------------------------------------------

BRANDS_COMMON = [
    "AirDrop", "AirPlay", "AirPods", "AirTag", "Android", "App Store", "Apple", "Apple Music", "Apple Pay",
    "Apple TV", "Apple Watch", "Bluetooth", "CarPlay", "Dropbox", "Face ID", "FaceTime", "Facebook", "Gmail",
    "Google", "Google Maps", "HomeKit", "HomePod", "Instagram", "LinkedIn", "Mac", "MacBook", "Mastodon",
    "Microsoft", "Netflix", "PayPal", "Safari", "Siri", "Spotify", "Telegram", "TikTok", "Touch ID", "VoiceOver",
    "WhatsApp", "Wi-Fi", "YouTube", "eBay", "iCloud", "iMac", "iMessage", "iOS", "iPad", "iPadOS", "iPhone",
    "iPod", "macOS", "tvOS", "visionOS", "watchOS",
]

ACRONYMS_COMMON = [
    "4G", "5G", "API", "CSV", "DM", "FAQ", "GIF", "GPS", "HD", "HDR", "HTML", "IBAN", "ID", "JPEG", "LTE",
    "MMS", "MP3", "MP4", "NFC", "OK", "PDF", "PIN", "PNG", "QR", "RSS", "SIM", "SMS", "SOS", "TV", "URL",
    "USB", "VPN", "ZIP",
]

WORDS: dict[str, dict] = {}

WORDS["ca"] = {
    # iOS and VoiceOver in Catalan: "botó", "enllaç", "imatge", "pestanya", "interruptor"; the
    # Softcatalà terms beside them ("commutador", "control lliscant", "casella de selecció").
    "controlTypes": [
        "botó", "botons", "botó d'opció", "botons d'opció", "botó de selecció", "enllaç", "enllaços", "hipervincle",
        "imatge", "imatges", "icona", "icones", "pestanya", "pestanyes", "casella", "caselles",
        "casella de selecció", "caselles de selecció", "casella de verificació", "interruptor", "interruptors",
        "commutador", "commutadors", "control lliscant", "controls lliscants", "selector", "selectors",
        "camp de text", "camps de text", "camp", "camps", "quadre de text", "menú", "menús", "menú desplegable",
        "menús desplegables", "llista desplegable", "barra de pestanyes", "barra d'eines", "barra de cerca",
        "control segmentat", "botó commutador",
    ],
    "contentPhrases": [
        "foto de perfil", "imatge de perfil", "imatge de fons", "imatge de portada", "imatge de capçalera",
        "qualitat d'imatge", "qualitat de la imatge", "mida de la imatge", "biblioteca de fotos", "fototeca",
        "copia l'enllaç", "copiar l'enllaç", "copia enllaç", "copiar enllaç", "comparteix l'enllaç",
        "compartir l'enllaç", "enllaç d'invitació", "enllaç de convit", "enllaç per compartir", "obre l'enllaç",
        "obrir l'enllaç", "icona de l'app", "icona de l'aplicació", "menú del dia", "menú infantil",
        "menú d'usuari", "menú del compte", "menú principal", "botó d'inici", "botó lateral", "botons de volum",
        "selector de color", "selector de colors", "camp de futbol", "camps personalitzats", "camps del perfil",
        "commutador de comptes", "selector de comptes", "text alternatiu de la imatge", "imatges en directe",
    ],
    # "activa" is left out: it is also the 3rd person and the imperative of activar
    # ("Activa les notificacions"), which Catalan buttons often say.
    "states": [
        "seleccionat", "seleccionada", "seleccionats", "seleccionades", "desseleccionat", "desseleccionada",
        "no seleccionat", "no seleccionada", "activat", "activada", "activats", "activades", "desactivat",
        "desactivada", "desactivats", "desactivades", "marcat", "marcada", "marcats", "marcades", "desmarcat",
        "desmarcada", "no marcat", "no marcada", "atenuat", "atenuada", "actiu", "actius", "inactiu", "inactiva",
        "expandit", "expandida", "desplegat", "desplegada", "replegat", "replegada", "contret", "contreta",
        "encès", "encesa", "apagat", "apagada", "verificat", "no verificat",
    ],
    "stateContentPhrases": [
        "fotos seleccionades", "elements seleccionats", "fitxers seleccionats", "text seleccionat",
        "articles seleccionats", "compte desactivat", "compte actiu", "comptes actius", "sessió activa",
        "subscripció activa", "enquesta activa", "votació activa", "pantalla apagada", "compte verificat",
        "usuari verificat", "perfil verificat", "correu verificat",
    ],
    "gestures": [
        "toca", "toqueu", "toqui", "tocar", "toca aquí", "toqueu aquí", "toca dues vegades", "toqueu dues vegades",
        "toqui dues vegades", "tocar dues vegades", "toca dos cops", "toqueu dos cops", "toca tres vegades",
        "doble toc", "fes doble toc", "feu doble toc", "faci doble toc", "fer doble toc", "toc doble", "toc",
        "toc llarg", "toca i mantén", "toca i mantén premut", "toqueu i manteniu premut", "tocar i mantenir",
        "mantén premut", "manteniu premut", "mantingui premut", "mantenir premut", "mantén pressionat",
        "manté pressionat", "manteniu pressionat", "mantén el dit", "manté el dit", "pulsació llarga",
        "toca dues vegades i manté", "toca dues vegades i mantén", "toca dues vegades i manté pressionat",
        "toca dues vegades i mantén premut", "toca dues vegades i manté el dit", "toqueu dues vegades i manteniu premut",
        "doble toc i mantén premut", "prem", "premeu", "prémer", "prem dues vegades", "premeu dues vegades", "pitja",
        "pitgeu", "llisca", "llisqueu", "llisqui", "lliscar", "llisca el dit", "lliscament", "fes lliscar",
        "arrossega", "arrossegueu", "arrossegui", "arrossegar", "pessiga", "pessigueu", "pessigar", "pessic",
        "separa els dits", "fes clic", "feu clic", "faci clic", "fer clic", "clic", "doble clic", "clica",
        "cliqueu", "cliqui", "clicar", "sacseja", "sacsegeu", "sacsegi", "sacsejar",
    ],
    "hintBadStarts": {
        "per": "infinitive", "tu": "second-person", "vostè": "second-person", "vosaltres": "second-person",
        "vostès": "second-person", "pots": "modal", "podeu": "modal", "pot": "modal", "cal": "modal",
        "jo": "first-person", "nosaltres": "first-person", "si": "condition",
    },
    "acronyms": ["CP", "DNI", "IA", "IVA", "NIE", "NIF", "RGPD"],
    "brands": ["Bizum"],
    "abbreviations": {
        "min": "minuts", "seg": "segons", "núm": "número", "tel": "telèfon", "pàg": "pàgina",
        "aprox": "aproximadament", "màx": "màxim", "mín": "mínim", "msg": "missatge", "config": "configuració",
        "info": "informació", "esq": "esquerra", "dta": "dreta",
    },
    "countableNouns": """
        esdeveniment fitxer arxiu missatge imatge foto fotografia document llista element compte perfil contacte
        enllaç nota carpeta àlbum vídeo trucada sala conversa xat usuari grup canal pàgina pestanya article
        comentari reacció enquesta votació opció ajust alarma recordatori tasca producte comanda cistella
        targeta adreça número ciutat país ubicació mapa ruta destinació filtre etiqueta categoria tema codi
        contrasenya clau dispositiu aplicació app giny cançó pòdcast episodi subscripció factura pagament cupó
        bitllet entrada reserva reunió cita invitació sessió notificació plantilla esborrany adjunt emoji
        emoticona adhesiu avatar amic membre espai pantalla taula informe ressenya resultat resposta pregunta
        suggeriment temporitzador cronòmetre calendari rellotge telèfon tauleta ordinador impressora xarxa
        servidor web oferta descompte premi joc nivell missió equip jugador partit pel·lícula sèrie llibre
        capítol marcador fil menció seguidor sol·licitud descripció títol assumpte signatura certificat
        moneder transacció transferència publicació tut estat historial filtre període termini gràfic
        diapositiva escena capa forma dibuix color tipus lletra paràgraf frase paraula enquesta
    """,
    "determiners": [
        "el", "la", "els", "les", "l'", "un", "una", "uns", "unes", "del", "dels", "al", "als", "pel", "pels",
        "aquest", "aquesta", "aquests", "aquestes", "aquell", "aquella", "aquells", "aquelles", "cada", "tot",
        "tota", "tots", "totes", "algun", "alguna", "alguns", "algunes", "cap", "qualsevol", "altre", "altra",
        "altres", "nou", "nova", "nous", "noves", "primer", "primera", "darrer", "darrera", "últim", "última",
        "dos", "dues", "tres", "quin", "quina", "quins", "quines", "molts", "moltes", "diversos", "diverses",
        "mon", "ma", "mos", "mes", "ton", "ta", "son", "sa",
        # "en" and "de" + a bare noun are right ("Passa a pantalla completa", "Canvia de compte",
        # "Desa en esborrany"): listed here, "de" also with the prepositions.
        "en", "de", "d'",
    ],
    "requestWords": ["si us plau", "si-us-plau", "sisplau", "per favor", "us preguem que", "et preguem que",
                     "preguem que", "us demanem que"],
}

WORDS["ro"] = {
    # iOS and VoiceOver in Romanian: "buton", "link", "imagine", "filă", "comutator"; with their
    # articled forms ("butonul", "imaginea"), which Romanian writes as one word. Not the plural
    # "file" (tabs): it is also the English "File" of untranslated copy ("File not found").
    "controlTypes": [
        "buton", "butonul", "butoane", "butoanele", "buton radio", "butonul radio", "link", "linkul", "linkuri",
        "linkurile", "legătură", "legătura", "imagine", "imaginea", "imagini", "imaginile", "pictogramă",
        "pictograma", "pictograme", "pictogramele", "iconiță", "iconița", "filă", "fila", "filele",
        "casetă", "caseta", "casetă de selectare", "caseta de selectare", "casete de selectare",
        "casetă de bifare", "comutator", "comutatorul", "comutatoare", "glisor", "glisorul", "glisoare",
        "cursor", "cursorul", "selector", "selectorul", "câmp de text", "câmpul de text", "câmpuri de text",
        "câmp", "câmpul", "câmpuri", "câmpurile", "casetă de text", "meniu", "meniul", "meniuri", "meniurile",
        "meniu derulant", "meniul derulant", "listă derulantă", "bară de file", "bara de file",
        "bară de instrumente", "bara de instrumente", "bară de căutare", "bara de căutare", "control segmentat",
    ],
    "contentPhrases": [
        "fotografie de profil", "fotografia de profil", "imagine de profil", "imaginea de profil",
        "imagine de fundal", "imaginea de fundal", "imagine de copertă", "imaginea de copertă", "imagine antet",
        "imaginea antetului", "calitatea imaginii", "dimensiunea imaginii", "imagini live", "bibliotecă foto",
        "copiază linkul", "copiați linkul", "copiere link", "partajează linkul", "partajați linkul",
        "link de invitație", "linkul de invitație", "link de partajare", "deschide linkul", "deschideți linkul",
        "pictograma aplicației", "pictogramă aplicație", "meniul zilei", "meniu utilizator", "meniul utilizatorului",
        "meniul contului", "meniu principal", "meniul principal", "butonul lateral", "butoanele de volum",
        "selector de culori", "câmpuri personalizate", "câmpurile profilului", "comutator de conturi",
        "selector de cont", "selectorul de cont", "text alternativ imagine", "textul alternativ al imaginii",
        "teren de fotbal", "previzualizare link", "previzualizare imagine", "adresă link", "text link",
        "descriere imagine", "editare imagine", "galerie imagini", "format imagine", "editor imagine",
    ],
    # Not the masculine plurals "selectați", "activați", "dezactivați", "bifați": they are also
    # the polite imperatives that Romanian buttons say ("Selectați", "Activați").
    "states": [
        "selectat", "selectată", "selectate", "deselectat", "deselectată", "neselectat", "neselectată",
        "activat", "activată", "activate", "dezactivat", "dezactivată", "dezactivate", "bifat", "bifată",
        "bifate", "debifat", "debifată", "nebifat", "nebifată", "estompat", "estompată", "pornit", "pornită",
        "oprit", "oprită", "activ", "activă", "inactiv", "inactivă", "extins", "extinsă", "restrâns",
        "restrânsă", "verificat", "neverificat",
    ],
    "stateContentPhrases": [
        "fotografii selectate", "elemente selectate", "fișiere selectate", "text selectat", "articole selectate",
        "cont dezactivat", "cont activ", "conturi active", "sesiune activă", "abonament activ", "sondaj activ",
        "ecran oprit", "mod extins", "cont verificat", "utilizator verificat", "profil verificat",
        "e-mail verificat", "adresă verificată",
    ],
    "gestures": [
        "atingeți", "atingeți aici", "atinge aici", "atingeți de două ori", "atinge de două ori",
        "atingeți de trei ori", "atingere dublă", "dublă atingere", "atingere", "atingeți lung", "atinge lung",
        "atingere lungă", "atingeți și mențineți", "atinge și menține", "atingeți și țineți apăsat",
        "atinge și ține apăsat", "atingeți de două ori și mențineți", "atingeți de două ori și țineți apăsat",
        "atinge de două ori și ține apăsat", "dublă atingere și mențineți", "țineți apăsat", "ține apăsat",
        "mențineți apăsat", "menține apăsat", "apăsare lungă", "apăsare prelungă", "apăsați", "apasă",
        "apăsați dublu", "apasă dublu", "apăsare dublă", "apăsați dublu și mențineți", "apăsați dublu și țineți apăsat",
        "apăsați lung", "apasă lung", "apăsați de două ori", "apasă de două ori", "glisați", "glisează",
        "glisare", "glisați cu degetul", "trageți", "trageți cu degetul", "ciupiți", "ciupire",
        "depărtați degetele", "faceți clic", "fă clic", "dați clic", "dă clic", "clic", "dublu clic",
        "clic dublu", "faceți dublu clic", "scuturați", "scutură",
    ],
    "hintBadStarts": {
        "pentru": "infinitive", "ca": "infinitive", "tu": "second-person", "voi": "second-person",
        "dumneavoastră": "second-person", "dvs": "second-person", "puteți": "modal", "poți": "modal",
        "trebuie": "modal", "eu": "first-person", "noi": "first-person", "va": "future", "vor": "future",
        "veți": "future", "vom": "future", "vei": "future", "dacă": "condition", "să": "imperative",
        # "a" + infinitive ("A șterge…", "pentru a șterge"): skipped like "pentru", so that a
        # label rewrite keeps the bare verb ("Atingeți pentru a deschide" -> "Deschide").
        "a": "infinitive",
        # compound past with the subject's auxiliary: "Ai șters…", "Ați șters…", "Am șters…"
        "ai": "second-person", "ați": "second-person", "am": "first-person",
    },
    "acronyms": ["ANAF", "CNP", "GDPR", "IA", "PFA", "RCA", "SRL", "TVA"],
    "brands": ["eMAG"],
    "abbreviations": {
        "min": "minute", "sec": "secunde", "nr": "număr", "tel": "telefon", "pag": "pagina", "max": "maxim",
        "aprox": "aproximativ", "dvs": "dumneavoastră", "dl": "domnul", "dna": "doamna", "str": "strada",
        "msj": "mesaj", "info": "informații",
    },
    "countableNouns": """
        eveniment fișier mesaj imagine fotografie poză document listă element cont profil contact link notă dosar
        folder album videoclip apel cameră conversație utilizator grup canal pagină filă articol comentariu
        reacție sondaj opțiune setare alarmă memento sarcină produs comandă card adresă număr oraș țară locație
        hartă rută traseu destinație filtru etichetă categorie temă cod parolă cheie dispozitiv aplicație widget
        melodie cântec podcast episod abonament factură plată cupon bilet rezervare întâlnire invitație sesiune
        notificare șablon ciornă atașament autocolant avatar fundal prieten membru spațiu ecran tabel raport
        recenzie rezultat întrebare sugestie cronometru temporizator calendar ceas telefon tabletă calculator
        imprimantă rețea server site ofertă reducere premiu joc nivel scor misiune echipă jucător meci film
        serial carte capitol marcaj fir mențiune emoji sticker urmăritor cerere solicitare descriere titlu
        subiect semnătură certificat portofel tranzacție postare stare istoric grafic diapozitiv strat formă
        desen culoare font paragraf frază cuvânt
    """,
    "determiners": [
        "un", "o", "niște", "unui", "unei", "unor", "acest", "această", "acești", "aceste", "acestui", "acestei",
        "acestor", "acel", "acea", "acei", "acele", "acelui", "acelei", "fiecare", "orice", "oricare", "alt",
        "altă", "alți", "alte", "tot", "toată", "toți", "toate", "vreun", "vreo", "niciun", "nicio", "câteva",
        "câțiva", "mai", "multe", "mulți", "primul", "prima", "ultimul", "ultima", "noul", "noua", "doi", "două",
        "trei", "cel", "cea", "cei", "cele", "al", "ai", "ale",
        # A Romanian noun after a preposition takes no article ("Mută în dosar", "Derulează la
        # listă", "Adaugă pe listă"): the prepositions are listed here too, so that
        # hint-missing-article stays silent after them.
        "la", "în", "pe", "din", "de", "prin", "spre", "către", "pentru", "fără", "sub", "după", "până",
        "despre", "între", "lângă", "cu", "dintre", "printre", "peste",
    ],
    "requestWords": ["vă rugăm", "vă rog", "te rog", "te rugăm", "vă rugăm să", "rugăm", "vă invităm să"],
}

# "Câmp" is the form field of controlTypes, and also a field of land and a field of physics:
# those senses are content ("Câmp cu flori", "Câmpuri de grâu", "Câmp magnetic", "Câmpul
# vizual"). Every form of the noun (câmp, câmpul, câmpuri, câmpurile) with what grows or lies
# on the field ("de"/"cu" + noun), with "de" + what the field is for, and with the adjectives of
# those senses, which agree with the neuter noun (singular as the masculine, plural as the
# feminine: "câmp magnetic", "câmpurile magnetice"). The form field keeps its finding ("Câmp",
# "Câmp PIN", "Câmpul de e-mail").
RO_FIELD_SINGULAR = ["câmp", "câmpul"]
RO_FIELD_PLURAL = ["câmpuri", "câmpurile"]
RO_FIELD_CROPS = ["flori", "grâu", "porumb", "orz", "ovăz", "secară", "rapiță", "floarea-soarelui", "lavandă",
                  "maci", "trandafiri", "lalele", "orez", "bumbac", "cartofi", "căpșuni", "iarbă"]
RO_FIELD_OF = ["luptă", "bătălie", "mine", "gheață", "joc", "vedere", "forță"]
RO_FIELD_ADJECTIVES = [  # (singular, plural)
    ("magnetic", "magnetice"), ("electric", "electrice"), ("electromagnetic", "electromagnetice"),
    ("gravitațional", "gravitaționale"), ("vizual", "vizuale"), ("vectorial", "vectoriale"),
    ("deschis", "deschise"), ("arat", "arate"), ("cultivat", "cultivate"), ("agricol", "agricole"),
    ("înflorit", "înflorite"), ("minat", "minate"), ("petrolier", "petroliere"),
]


def ro_field_content() -> list[str]:
    out = []
    for n in RO_FIELD_SINGULAR + RO_FIELD_PLURAL:
        out += [f"{n} {p} {c}" for p in ("de", "cu") for c in RO_FIELD_CROPS]
        out += [f"{n} de {c}" for c in RO_FIELD_OF]
    for sg, pl in RO_FIELD_ADJECTIVES:
        out += [f"{n} {sg}" for n in RO_FIELD_SINGULAR] + [f"{n} {pl}" for n in RO_FIELD_PLURAL]
    return out


WORDS["ro"]["contentPhrases"] += ro_field_content()

# Control words that are content when a verb governs them ("Copia l’enllaç",
# "Adăugați o imagine"). Not "botó"/"buton", "interruptor"/"comutator".
OBJECT_CONTROL_TYPES = {
    "ca": ["enllaç", "enllaços", "imatge", "imatges", "icona", "icones", "menú", "menús", "pestanya", "pestanyes",
           "camp", "camps"],
    "ro": ["link", "linkul", "linkuri", "linkurile", "legătură", "legătura", "imagine", "imaginea", "imagini",
           "imaginile", "pictogramă", "pictograma", "meniu", "meniul", "filă", "fila", "câmp", "câmpul",
           "câmpuri", "câmpurile"],
}

# A control word after "de"/"del"/"amb" (ca) or "de"/"cu"/"din" (ro) is the complement of
# another noun, the content ("Previsualització de la imatge", "Mesaj cu imagine"): every
# single-word control type gets these phrases in contentPhrases. (Elided "de l’enllaç" is
# one word to the word breaker and never matches anyway.)
COMPLEMENT_PREFIXES = {
    "ca": ["de", "del", "dels", "de la", "de les", "d'un", "d'una", "d'aquest", "d'aquesta", "amb", "amb un",
           "amb una", "sense"],
    "ro": ["de", "cu", "din", "fără", "la", "pe", "în"],
}

# Abbreviations written with a period: a final one is not a full stop ("… etc.").
DOTTED_ABBREVIATIONS = {
    "ca": ["etc.", "p. ex.", "pàg.", "núm.", "tel.", "aprox.", "màx.", "mín.", "sr.", "sra.", "dr.", "dra.",
           "av.", "gen.", "febr.", "abr.", "oct.", "nov.", "dl.", "dt.", "dc.", "dj.", "dv.", "ds.", "dg.",
           "s.a.", "s.l.", "vs.", "cap.", "ed."],
    "ro": ["etc.", "ex.", "de ex.", "nr.", "tel.", "pag.", "max.", "min.", "aprox.", "dvs.", "dl.", "dna.",
           "str.", "bd.", "jud.", "ian.", "feb.", "apr.", "iun.", "iul.", "aug.", "sept.", "oct.", "nov.",
           "dec.", "s.a.", "s.r.l.", "ș.a.", "ș.a.m.d.", "prof.", "dr.", "ing.", "vs.", "cap."],
}

# Units after a number ("2h", "5 min"). Romanian, by CLDR plural category: one (1), few
# (0, 2-19, 101-119...), other (20 and up take "de": "20 de minute").
UNIT_ABBREVIATIONS = {
    "ca": {"h": "hora|hores", "min": "minut|minuts", "s": "segon|segons", "seg": "segon|segons"},
    "ro": {"h": "one:oră|few:ore|other:de ore", "min": "one:minut|few:minute|other:de minute",
           "s": "one:secundă|few:secunde|other:de secunde", "sec": "one:secundă|few:secunde|other:de secunde"},
}

# Prepositions that may stand between a hint's verb and its noun. Catalan "en" is with the
# determiners only ("Passa a pantalla completa" is right).
PREPOSITIONS = {
    "ca": ["a", "amb", "de", "entre", "per", "sense", "sobre", "sota", "cap", "fins", "des", "dins", "contra"],
    "ro": ["la", "în", "pe", "din", "de", "prin", "spre", "către", "pentru", "fără", "sub", "după", "până",
           "despre", "între", "lângă", "cu", "dintre", "printre", "peste"],
}

CONJUNCTIONS = {"ca": ["i", "o", "ni"], "ro": ["și", "sau", "ori", "apoi"]}

# A rewrite that lands on "see" reads stilted: hints say "show".
PREFERRED_VERBS = {"ca": {"veure": "mostrar"}, "ro": {"vedea": "afișa"}}


def expand(lang: str, items) -> list[str]:
    """Lower-case, NFC, add apostrophe / cedilla and hyphen/space variants, sort."""
    out = set()
    for it in items:
        it = low(" ".join(it.split()))
        for v in spelling_variants(lang, it):
            out.add(v)
            if "-" in v:
                out.add(v.replace("-", " "))
    return sorted(out)


def build_words(lang: str, verbs: list[dict]) -> dict:
    w = WORDS[lang]
    third_all = {t for e in verbs for t in e["third"]}
    clash = sorted(set(w["hintBadStarts"]) & third_all)
    assert not clash, f"{lang}: hintBadStarts equal to a third-person form: {clash}"
    nouns = w["countableNouns"].split()
    abbr, hbs = {}, {}
    for k, v in w["abbreviations"].items():
        for kv in spelling_variants(lang, low(k)):
            abbr[kv] = low(v)
    for k, v in w["hintBadStarts"].items():
        for kv in spelling_variants(lang, low(k)):
            hbs[kv] = v
    units = {}
    for k, v in UNIT_ABBREVIATIONS[lang].items():
        units[low(k)] = low(v)
    return {
        "controlTypes": expand(lang, w["controlTypes"]),
        "contentPhrases": expand(lang, w["contentPhrases"] + [
            f"{p} {c}" for p in COMPLEMENT_PREFIXES[lang] for c in w["controlTypes"] if " " not in c]),
        "states": expand(lang, w["states"]),
        "stateContentPhrases": expand(lang, w["stateContentPhrases"]),
        "gestures": expand(lang, w["gestures"]),
        "hintBadStarts": dict(sorted(hbs.items())),
        "acronyms": sorted(set(nfc(a) for a in ACRONYMS_COMMON + w["acronyms"])),
        "brands": sorted(set(nfc(b) for b in BRANDS_COMMON + w["brands"]), key=lambda s: (s.lower(), s)),
        "abbreviations": dict(sorted(abbr.items())),
        "countableNouns": expand(lang, nouns),
        "determiners": expand(lang, w["determiners"]),
        "requestWords": expand(lang, w["requestWords"]),
        "prepositions": expand(lang, PREPOSITIONS[lang]),
        "conjunctions": expand(lang, CONJUNCTIONS[lang]),
        "preferredVerbs": PREFERRED_VERBS[lang],
        "objectControlTypes": expand(lang, OBJECT_CONTROL_TYPES[lang]),
        "dottedAbbreviations": expand(lang, DOTTED_ABBREVIATIONS[lang]),
        "unitAbbreviations": dict(sorted(units.items())),
    }


def build_profile(lang: str) -> dict:
    p = {
        "language": lang,
        "hasCase": True,
        "fullStops": ["."],
        "ellipses": ["…", "..."],
        "hintVerbPosition": "first",
        "compounds": "words",
        "labelMaxWords": 3,
        "hintMaxWords": 15,
    }
    if lang == "ca":
        # Apple's Catalan buttons speak the infinitive ("Editar", "Compartir"): "Toca per obrir" -> "Obrir".
        p["labelVerbForm"] = "infinitive"
    return p


# --------------------------------------------------------------------------
# Word check with hunspell (optional, --spell): prints the words of the
# generated forms that the dictionary does not know. Not part of the output.
# --------------------------------------------------------------------------

HUNSPELL_DICT = {"ca": "ca", "ro": "ro_RO"}


def spell_check(lang: str, verbs: list[dict]) -> list[str]:
    if not shutil.which("hunspell"):
        return [f"{lang}: hunspell is not installed (apt-get install hunspell hunspell-ca hunspell-ro)"]
    words = set()
    for e in verbs:
        for form in e["third"] + [x for v in e["wrong"].values() for x in v]:
            if lang == "ro" and form != comma(form):
                continue  # the cedilla spellings are not in the dictionary
            for wd in form.split(" "):
                words.add(wd.replace(APOS, "'"))
    text = "\n".join(sorted(words)) + "\n"
    r = subprocess.run(["hunspell", "-d", HUNSPELL_DICT[lang], "-l"], input=text, capture_output=True, text=True)
    unknown = sorted(set(r.stdout.split()))
    return [f"{lang}: {len(words)} words checked, {len(unknown)} unknown to hunspell: {' '.join(unknown)}"]


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

COMMENT = "Generated by Scripts/lexicons/generate_ca_ro.py; do not edit by hand (see SOURCE.md)."


def render(obj) -> str:
    return nfc(lexicon_tools.dumps(obj))


def main() -> int:
    args = sys.argv[1:]
    check = "--check" in args
    try:
        from importlib.metadata import version

        v = version("verbecc")
    except Exception:
        print("verbecc is not installed: python3 -m pip install -r Scripts/lexicons/requirements-ca-ro.txt", file=sys.stderr)
        return 2
    if v != VERBECC_VERSION:
        print(f"warning: verbecc {v} installed, the lexicons were made with {VERBECC_VERSION}", file=sys.stderr)
    table = read_table()
    report: list[str] = []
    stale = []
    for lang in LANGS:
        verbs = build_verbs(lang, table, report)
        words = build_words(lang, verbs)
        folder = LEXICONS / lang
        files = {
            "verbs.json": render({"$comment": COMMENT, "verbs": verbs}),
            "words.json": render(dict(words, **{"$comment": COMMENT})),
            "profile.json": render(dict(build_profile(lang), **{"$comment": COMMENT})),
        }
        for name, text in files.items():
            if lexicon_tools.write_or_check(str(folder / name), text, check) and check:
                stale.append(f"{lang}/{name}")
        print(f"{lang}: {len(verbs)} verb entries, {len({e['concept'] for e in verbs})} concepts", file=sys.stderr)
        if "--spell" in args:
            report += spell_check(lang, verbs)
    for line in sorted(set(report)) + sorted(set(NOTES)):
        print("  " + line, file=sys.stderr)
    if check and stale:
        print("out of date (run without --check): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
