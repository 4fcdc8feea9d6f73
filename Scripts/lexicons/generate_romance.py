#!/usr/bin/env python3
"""Generate the French, Spanish, Italian and Portuguese lexicons.

Writes Lexicons/{fr,es,it,pt,pt-BR}/{verbs,words,profile}.json.

    python3 -m pip install 'verbecc==2.0.3'
    python3 Scripts/lexicons/generate_romance.py           # writes the files
    python3 Scripts/lexicons/generate_romance.py --check   # exit 1 if they differ

Verb forms come from the conjugator `verbecc` (PyPI; LGPL-3.0). The
concept -> lemma table is `romance_lemmas.tsv` beside this script; everything
else (word lists, profiles, hand overrides of conjugated forms) is in this
file. Never edit the generated JSON by hand: change this script or the TSV
and run it again. See Lexicons/<lang>/SOURCE.md.

On its first run verbecc trains its template-prediction model (used only for
verbs missing from its tables) on the machine, in a minute or two; nothing is
downloaded.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import tempfile
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from lexicon_tools import dumps, nfc, write_or_check  # noqa: E402

ROOT = HERE.parent.parent
LEXICONS = ROOT / "Lexicons"
TSV = HERE / "romance_lemmas.tsv"
CONCEPTS = LEXICONS / "concepts-verbs.txt"

VERBECC_VERSION = "2.0.3"
LANGS = ["fr", "es", "it", "pt", "pt-BR"]
# "future": the simple future ("supprimera", "eliminará", "eliminerà", "excluirá"), which careless
# translations use for hints ("Will remove…"); listed before "past", which stays last.
KIND_ORDER = ["polite-imperative", "imperative", "infinitive", "gerund", "future", "past"]
APOS = "\u2019"  # typographic apostrophe, the one Apple's French and Italian copy uses

# --------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------


def low(s: str) -> str:
    return nfc(s).lower()


def apostrophe_variants(s: str) -> list[str]:
    """'s'abonne' -> ['s’abonne', "s'abonne"] (typographic first)."""
    if "'" in s or APOS in s:
        curly = s.replace("'", APOS)
        return [curly, curly.replace(APOS, "'")]
    return [s]


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
    code = "pt" if lang.startswith("pt") else lang
    if code not in _CONJ:
        logging.disable(logging.CRITICAL)  # verbecc logs every model load
        # verbecc's logging config opens "verbecc.log" in the current
        # directory when it is imported: import it from a scratch directory.
        cwd = os.getcwd()
        _SCRATCH.append(tempfile.TemporaryDirectory())
        os.chdir(_SCRATCH[-1].name)
        try:
            from verbecc import CompleteConjugator

            _CONJ[code] = CompleteConjugator(code)
        finally:
            os.chdir(cwd)
    return _CONJ[code]


def rows(data, mood: str, tense: str):
    for m, tenses in data["moods"].items():
        if str(m) == mood:
            for t, rs in tenses.items():
                if str(t) == tense:
                    return rs
    raise KeyError(f"{mood}/{tense}")


PRONOUNS = {"il", "elle", "on", "tu", "vous", "nous", "él", "ella", "usted", "ustedes", "vos",
            "vosotros", "lui", "lei", "voi", "loro", "ele", "ela", "você", "vocês", "eu", "io", "noi"}


def strip_pronoun(form: str) -> str:
    words = form.split(" ")
    if len(words) > 1 and words[0] in PRONOUNS:
        words = words[1:]
    if len(words) > 1 and words[-1] in PRONOUNS:
        words = words[:-1]
    return " ".join(words)


def alternates(form: str) -> list[str]:
    """verbecc writes some alternates as 'fa/fa'/fai' or 'ha risolto/risoluto'.
    Split them; drop forms truncated with an apostrophe ("fa'", "di'"): the word
    breaker does not keep the apostrophe, and the bare "di", "da" are prepositions."""
    words = form.split(" ")
    out = [[]]
    for w in words:
        alts = w.split("/") if "/" in w else [w]
        out = [o + [a] for o in out for a in alts]
    forms = [" ".join(o) for o in out]
    return [f for f in forms if not f.endswith("'") and not f.endswith(APOS)]


def _collect(raw) -> list[str]:
    out = []
    for c in raw:
        if c and c != "-":  # "-": no form (Italian "io" imperative)
            out += alternates(strip_pronoun(c))
    return uniq(low(f) for f in out if f)


def person(data, mood, tense, pronoun) -> list[str]:
    raw = []
    for r in rows(data, mood, tense):
        if str(r.get("pr")) == pronoun:
            raw += r["c"]
    return _collect(raw)


def impersonal(data, mood, tense) -> list[str]:
    return _collect([c for r in rows(data, mood, tense) for c in r["c"]])


# Past participles: verbecc 2.0.3 gives the adjective for some Spanish and
# Portuguese verbs ("electo" for elegir, "inserto" for insertar, "converso"
# for converter). The participle is formed by rule here; irregular ones by
# ending. Differences from verbecc are reported.
ES_IRREGULAR_PP = [  # (infinitive ending, participle ending), longest first
    ("scribir", ["scrito"]), ("imprimir", ["impreso", "imprimido"]), ("olver", ["uelto"]),
    ("hacer", ["hecho"]), ("poner", ["puesto"]), ("decir", ["dicho"]), ("romper", ["roto"]),
    ("morir", ["muerto"]), ("brir", ["bierto"]), ("freír", ["frito", "freído"]),
]
ES_EXACT_PP = {"ver": ["visto"], "prever": ["previsto"], "rever": ["revisto"]}
PT_IRREGULAR_PP = [
    ("screver", ["scrito"]), ("abrir", ["aberto"]), ("cobrir", ["coberto"]), ("dizer", ["dito"]),
    ("fazer", ["feito"]), ("pôr", ["posto"]), ("por", ["posto"]),
]
PT_EXACT_PP = {
    "ver": ["visto"], "rever": ["revisto"], "prever": ["previsto"], "vir": ["vindo"],
    # verbs with two participles (the short one with ser/estar, the regular with ter)
    "aceitar": ["aceito", "aceitado"], "expulsar": ["expulso", "expulsado"], "imprimir": ["impresso", "imprimido"],
    "limpar": ["limpo", "limpado"], "pagar": ["pago", "pagado"], "salvar": ["salvo", "salvado"],
    "soltar": ["solto", "soltado"], "suspender": ["suspenso", "suspendido"], "envolver": ["envolvido", "envolto"],
    "entregar": ["entregue", "entregado"], "acender": ["aceso", "acendido"], "ganhar": ["ganho", "ganhado"],
    "gastar": ["gasto", "gastado"], "eleger": ["eleito", "elegido"], "prender": ["preso", "prendido"],
}


def rule_participle(lang: str, head: str) -> list[str]:
    exact = ES_EXACT_PP if lang == "es" else PT_EXACT_PP
    table = ES_IRREGULAR_PP if lang == "es" else PT_IRREGULAR_PP
    if head in exact:
        return exact[head]
    for end, pps in table:
        if head.endswith(end):
            return [head[: -len(end)] + pp for pp in pps]
    stem, ending = head[:-2], head[-2:]
    if ending == "ír":  # oír, reír
        return [stem + "ído"]
    if ending == "ar":
        return [stem + "ado"]
    if not stem:  # ir
        return [head[:-2] + "ido"]
    if stem[-1] in "aeo" or (lang.startswith("pt") and ending == "ir" and stem[-1] == "u" and stem[-2:-1] not in ("g", "q")):
        return [stem + "ído"]  # leer -> leído, traer -> traído, sair -> saído, excluir -> excluído
    return [stem + "ido"]


def inflect_participle(pp: str) -> list[str]:
    """es/pt participles come masculine singular only: add -a, -os, -as."""
    if pp.endswith("o"):
        return [pp, pp[:-1] + "a", pp + "s", pp[:-1] + "as"]
    return [pp]


# --------------------------------------------------------------------------
# Spanish stress for enclitic pronouns: conecta + te -> conéctate
# --------------------------------------------------------------------------

_ACUTE = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}
_STRONG = set("aeoáéíóú")


def _nuclei(word: str) -> list[list[int]]:
    groups, cur = [], []
    for i, ch in enumerate(word):
        vowel = ch in "aeiouáéíóúü"
        if ch == "u" and i > 0 and (word[i - 1] == "q" or (word[i - 1] == "g" and i + 1 < len(word) and word[i + 1] in "eiéí")):
            vowel = False  # silent u: que, gue, gui
        if vowel:
            if cur and word[cur[-1]] in _STRONG and ch in _STRONG:
                groups.append(cur)
                cur = []
            cur.append(i)
        elif cur:
            groups.append(cur)
            cur = []
    if cur:
        groups.append(cur)
    return groups


def es_enclitic(word: str, clitic: str) -> str:
    if word == "dé":  # dé + se -> dese (RAE)
        word = "de"
    if any(c in word for c in "áéíóú"):
        return word + clitic
    groups = _nuclei(word)
    if len(groups) < 2 or word[-1] not in "aeiouns":
        return word + clitic  # monosyllable, or stress already last (conectar + se)
    target = groups[-2]
    strong = [i for i in target if word[i] in _STRONG]
    i = strong[0] if strong else target[-1]
    return word[:i] + _ACUTE[word[i]] + word[i + 1:] + clitic


# --------------------------------------------------------------------------
# Lemma parsing
# --------------------------------------------------------------------------


class Lemma:
    def __init__(self, lang: str, text: str):
        self.lang = lang
        self.text = nfc(text.strip()).replace("'", APOS)
        words = self.text.split(" ")
        self.reflexive = False
        self.elided = False
        if lang == "fr":
            if words[0] == "se":
                self.reflexive, words = True, words[1:]
            elif words[0].startswith("s" + APOS):
                self.reflexive, self.elided = True, True
                words = [words[0][2:]] + words[1:]
            self.head = words[0]
        else:
            h = words[0]
            if lang == "es" and re.search(r"(ar|er|ir|ír)se$", h):
                self.reflexive, h = True, h[:-2]
            elif lang == "it" and h.endswith("rsi"):
                self.reflexive, h = True, h[:-2] + "e"
            elif lang.startswith("pt") and h.endswith("-se"):
                self.reflexive, h = True, h[:-3]
            self.head = h
        self.multi = len(words) > 1


# --------------------------------------------------------------------------
# Per-language conjugation -> {"third": [...], kind: [...]}
# --------------------------------------------------------------------------


def conjugate(lang: str, head: str) -> tuple[dict, bool]:
    data = conjugator(lang).conjugate(head).get_data()
    predicted = bool(data["verb"].get("predicted"))
    # internal keys: pp (past participles), pret (simple past, 3rd sg), comp
    # (compound past, 3rd sg, "a supprimé"); finish() folds them into "past".
    f: dict[str, list[str]] = {k: [] for k in ["third"] + KIND_ORDER + ["pp", "pret", "comp"]}
    if lang == "fr":
        f["third"] = person(data, "indicatif", "présent", "il")
        f["imperative"] = person(data, "imperatif", "imperatif-présent", "tu")
        f["polite-imperative"] = person(data, "imperatif", "imperatif-présent", "vous")
        f["infinitive"] = impersonal(data, "infinitif", "infinitif-présent")
        f["gerund"] = impersonal(data, "participe", "participe-présent")
        f["pp"] = impersonal(data, "participe", "participe-passé")
        f["comp"] = person(data, "indicatif", "passé-composé", "il") + person(data, "indicatif", "passé-composé", "elle")
        f["future"] = person(data, "indicatif", "futur-simple", "il")
    elif lang == "es":
        # verbecc 2.0.3: vos forms of -iar verbs carry two accents ("envíá"),
        # compounds of tener lose the accent of the tú imperative ("deten").
        def es_fix(x: str) -> str:
            acc = [i for i, c in enumerate(x) if c in "áéíóú"]
            if len(acc) > 1:
                x = "".join(unicodedata.normalize("NFD", c)[0] if i in acc[:-1] else c for i, c in enumerate(x))
            if len(x) > 3 and re.search(r"(ten|ven|pon)$", x):
                x = x[:-2] + {"e": "é", "o": "ó"}[x[-2]] + "n"
            return x

        f["third"] = person(data, "indicativo", "presente", "él")
        f["imperative"] = [es_fix(x) for p in ("tú", "vos", "vosotros") for x in person(data, "imperativo", "afirmativo", p)]
        f["polite-imperative"] = [x for p in ("usted", "ustedes") for x in person(data, "imperativo", "afirmativo", p)]
        f["infinitive"] = impersonal(data, "infinitivo", "infinitivo")
        f["gerund"] = impersonal(data, "gerundio", "gerundio")
        pps = rule_participle(lang, head)
        if impersonal(data, "participo", "participo")[:1] != pps[:1]:
            NOTES.append(f"es: {head}: participle {pps[0]} (verbecc: {', '.join(impersonal(data, 'participo', 'participo'))})")
        f["pp"] = [x for pp in pps for x in inflect_participle(pp)]
        f["pret"] = person(data, "indicativo", "pretérito-perfecto-simple", "él")
        f["comp"] = ["ha " + pp for pp in pps]
        f["future"] = person(data, "indicativo", "futuro", "él")
    elif lang == "it":
        f["third"] = person(data, "indicativo", "presente", "lui")
        f["imperative"] = [x for p in ("tu", "voi") for x in person(data, "imperativo", "affermativo", p)]
        f["polite-imperative"] = [x for p in ("lei", "loro") for x in person(data, "imperativo", "affermativo", p)]
        f["infinitive"] = [head]
        # verbecc files the Italian gerund under infinito/gerundio, third-person rows
        f["gerund"] = person(data, "infinito", "gerundio", "lui")
        f["pp"] = impersonal(data, "participio", "participio-passato")
        f["comp"] = person(data, "indicativo", "passato-prossimo", "lui") + person(data, "indicativo", "passato-prossimo", "lei")
        f["future"] = person(data, "indicativo", "futuro", "lui")
    else:  # pt, pt-BR
        f["third"] = person(data, "indicativo", "presente", "ele")
        tu = person(data, "imperativo", "afirmativo", "tu")
        voce = person(data, "imperativo", "afirmativo", "você") + person(data, "imperativo", "afirmativo", "vocês")
        if lang == "pt-BR":  # Brazil: the você form is the imperative
            f["imperative"] = voce + tu
        else:  # Portugal: tu is the imperative, você the polite one
            f["imperative"] = tu
            f["polite-imperative"] = voce
        f["infinitive"] = impersonal(data, "infinitivo", "infinitivo")
        f["gerund"] = impersonal(data, "gerúndio", "gerúndio")
        pps = rule_participle(lang, head)
        if impersonal(data, "particípio", "particípio")[:1] != pps[:1]:
            NOTES.append(f"{lang}: {head}: participle {', '.join(pps)} (verbecc: {', '.join(impersonal(data, 'particípio', 'particípio'))})")
        f["pp"] = [x for pp in pps for x in inflect_participle(pp)]
        f["pret"] = person(data, "indicativo", "pretérito-perfeito", "ele")
        f["future"] = person(data, "indicativo", "futuro-do-presente", "ele")
    return f, predicted


def reflexive_forms(lang: str, lem: Lemma, f: dict) -> dict:
    """Forms of a reflexive lemma, built from the bare verb's forms.

    third keeps the pronoun as a phrase first ("se connecte", "se conecta",
    "si connette"), then the bare form. Wrong forms add the pronoun the way it
    is written: fr/it/es phrases or enclitic words; Portuguese enclitics are
    hyphenated ("conecte-se"), which the word breaker splits, so the bare
    verb word is what is matched there.
    """
    g = {k: list(v) for k, v in f.items()}
    if lang == "fr":
        vowel = lem.head[0] in "aeiouyéèêâîôûh"
        se = ("s" + APOS) if vowel else "se "
        g["third"] = [se + t for t in f["third"]] + f["third"]
        g["imperative"] = [t + " toi" for t in f["imperative"]] + f["imperative"]
        g["polite-imperative"] = [t + " vous" for t in f["polite-imperative"]] + f["polite-imperative"]
        g["infinitive"] = [se + t for t in f["infinitive"]] + f["infinitive"]
        g["gerund"] = [se + t for t in f["gerund"]] + f["gerund"]
        g["future"] = [se + t for t in f["future"]] + f["future"]
        g["comp"] = [("s" + APOS + "est ") + p for p in f["pp"] if not p.endswith("s")]
    elif lang == "es":
        g["third"] = ["se " + t for t in f["third"]] + f["third"]
        tu = [es_enclitic(t, "te") for t in f["imperative"][:1]]
        g["imperative"] = tu + f["imperative"]
        g["polite-imperative"] = [es_enclitic(t, "se") for t in f["polite-imperative"]] + f["polite-imperative"]
        g["infinitive"] = [t + "se" for t in f["infinitive"]] + f["infinitive"]
        g["gerund"] = [es_enclitic(t, "se") for t in f["gerund"]] + f["gerund"]
        g["pret"] = ["se " + p for p in f["pret"]] + f["pret"]
        g["future"] = ["se " + t for t in f["future"]] + f["future"]
        g["comp"] = []
    elif lang == "it":
        g["third"] = ["si " + t for t in f["third"]] + f["third"]
        imp = []
        for t in f["imperative"]:
            imp.append(t + ("vi" if t.endswith("te") else "ti"))
        g["imperative"] = imp + f["imperative"]
        g["polite-imperative"] = ["si " + t for t in f["polite-imperative"]] + f["polite-imperative"]
        g["infinitive"] = [t[:-1] + "si" for t in f["infinitive"]] + f["infinitive"]
        g["gerund"] = [t + "si" for t in f["gerund"]] + f["gerund"]
        g["future"] = ["si " + t for t in f["future"]] + f["future"]
        g["comp"] = ["si è " + p for p in f["pp"] if p[-1] in "oa"]
    elif lang == "pt-BR":
        g["third"] = f["third"] + ["se " + t for t in f["third"]]
    return g


# --------------------------------------------------------------------------
# Hand overrides of conjugated forms (read by eye; see SOURCE.md)
# lang -> head verb -> {"set": {kind: [...]}, "add": {kind: [...]}, "drop": [...]}
# --------------------------------------------------------------------------

# Present participles that are everyday adjectives, nouns or adverbs: a hint
# starting with them is not a gerund ("Maintenant", "Important : ...").
OVERRIDES: dict[str, dict[str, dict]] = {
    "fr": {
        # transitive uses take avoir ("a retourné la carte", "a passé l'intro")
        "retourner": {"add": {"comp": ["a retourné"]}},
        "passer": {"add": {"comp": ["a passé"]}},
        **{v: {"drop": [g]} for v, g in [
            ("maintenir", "maintenant"), ("importer", "important"), ("payer", "payant"),
            ("suivre", "suivant"), ("restaurer", "restaurant"), ("correspondre", "correspondant"),
            ("gérer", "gérant"), ("passer", "passant"), ("consulter", "consultant"),
            ("colorer", "colorant"), ("voter", "votant"), ("penser", "pensant"),
        ]},
    },
    "es": {
        # vos imperatives verbecc invents for ir, dar and ver
        "ir": {"drop": ["í"]},
        "dar": {"drop": ["dá"]},
        "ver": {"drop": ["vé"]},
    },
    "it": {
        # verbecc 2.0.3 joins a malformed alternate to some participles
        "accedere": {"set": {"pp": ["acceduto", "acceduta", "acceduti", "accedute"],
                             "comp": ["ha acceduto", "è acceduto", "è acceduta"]}},
        "concedere": {"set": {"pp": ["concesso", "concessa", "concessi", "concesse"], "comp": ["ha concesso"]}},
        "procedere": {"set": {"pp": ["proceduto", "proceduta", "proceduti", "procedute"],
                              "comp": ["ha proceduto", "è proceduto", "è proceduta"]}},
        "espandere": {"set": {"pp": ["espanso", "espansa", "espansi", "espanse"], "comp": ["ha espanso"]}},
        "rispondere": {"set": {"pp": ["risposto", "risposta", "risposti", "risposte"], "comp": ["ha risposto"]}},
        "nascondere": {"set": {"pp": ["nascosto", "nascosta", "nascosti", "nascoste"], "comp": ["ha nascosto"]}},
        "corrispondere": {"set": {"pp": ["corrisposto", "corrisposta", "corrisposti", "corrisposte"],
                                  "comp": ["ha corrisposto"]}},
        "riflettere": {"set": {"pp": ["riflesso", "riflessa", "riflessi", "riflesse", "riflettuto"],
                               "comp": ["ha riflesso", "ha riflettuto"]}},
        # abbonare: verbecc offers the forms of "abbuonare" beside it
        "abbonare": {"set": {"third": ["abbona"], "imperative": ["abbona", "abbonate"],
                             "polite-imperative": ["abboni", "abbonino"]}},
        # tornare, andare... take essere
        "tornare": {"set": {"comp": ["è tornato", "è tornata"]}},
        # "di'" and "da'" are dropped as truncated; "dai" stays (Dai un nome...)
        "dire": {"drop": ["di"]},
        # predicted on the template of studiare; inviare keeps the i: invii, inviino
        "reinviare": {"set": {"polite-imperative": ["reinvii", "reinviino"]}},
    },
    # verbecc spells "dêem" as before the 2009 spelling agreement; add "deem"
    "pt": {"dar": {"add": {"polite-imperative": ["deem"]}}},
    "pt-BR": {"dar": {"add": {"imperative": ["deem"]}}},
}

# Lemmas of the TSV left out, with the reason (printed, and listed in SOURCE.md).
SKIP: dict[str, dict[str, str]] = {
    "fr": {},
    "es": {},
    "it": {
        "riempire": "verbecc 2.0.3 files it under the template riempi:ere and cannot conjugate it; 'compilare' covers fill",
    },
    "pt": {},
    "pt-BR": {},
}


def finish(f: dict) -> dict:
    g = {k: v for k, v in f.items() if k not in ("pp", "pret", "comp")}
    g["past"] = f.get("past", []) + f.get("pp", []) + f.get("pret", []) + f.get("comp", [])
    return g


def apply_override(lang: str, head: str, f: dict) -> dict:
    o = OVERRIDES.get(lang, {}).get(head)
    if not o:
        return f
    for k, v in o.get("set", {}).items():
        f[k] = [low(x) for x in v]
    for k, v in o.get("add", {}).items():
        f[k] = f.get(k, []) + [low(x) for x in v]
    drop = {low(x) for x in o.get("drop", [])}
    for k in f:
        f[k] = [x for x in f[k] if x not in drop]
    return f


# --------------------------------------------------------------------------
# verbs.json
# --------------------------------------------------------------------------


def read_table() -> dict[str, list[tuple[str, str]]]:
    concepts = [l.strip() for l in CONCEPTS.read_text(encoding="utf-8").splitlines() if l.strip() and not l.startswith("#")]
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
    missing = sorted(set(concepts) - set(seen))
    extra = sorted(set(seen) - set(concepts))
    assert not missing and not extra, (missing, extra)
    # pt also accepts the Brazilian verbs, so that a catalog tagged plain "pt"
    # holding Brazilian copy is still checked (see SOURCE.md).
    pt = table["pt"] + table["pt-BR"]
    table["pt"] = uniq(pt)
    return table


def build_verbs(lang: str, table, report: list[str]) -> list[dict]:
    entries = []
    plain_heads = set()
    for concept, text in table[lang]:
        lem = Lemma(lang, text)
        if not lem.reflexive:
            plain_heads.add(lem.head)
    cache = {}
    for concept, text in table[lang]:
        if text in SKIP.get(lang, {}):
            report.append(f"{lang}: {text} left out: {SKIP[lang][text]}")
            continue
        lem = Lemma(lang, text)
        if lem.head not in cache:
            try:
                f, predicted = conjugate(lang, lem.head)
            except Exception as e:  # verbecc data errors: must be skipped or overridden
                raise SystemExit(f"{lang}: cannot conjugate {lem.head!r} ({e}); add it to SKIP or OVERRIDES")
            if predicted:
                report.append(f"{lang}: {lem.head} conjugated by verbecc's prediction model")
            cache[lem.head] = apply_override(lang, lem.head, f)
        f = cache[lem.head]
        if lem.reflexive:
            f = reflexive_forms(lang, lem, f)
            if lem.head in plain_heads:
                # the bare wrong forms belong to the plain verb's entry
                bare = {x for x in finish(cache[lem.head]).pop("past")} | {x for k in KIND_ORDER[:-1] for x in cache[lem.head][k]}
                f = {k: (v if k == "third" else [x for x in v if x not in bare]) for k, v in f.items()}
        entries.append({"concept": concept, "lemma": lem.text, "forms": finish(f)})

    third_all = {t for e in entries for t in e["forms"]["third"]}
    out = []
    for e in entries:
        third = [v for t in e["forms"]["third"] for v in apostrophe_variants(t)]
        wrong, used = {}, set()
        for kind in KIND_ORDER:
            forms = []
            for x in e["forms"].get(kind, []):
                if x in third_all or x in used:
                    continue
                used.add(x)
                forms += apostrophe_variants(x)
            if forms:
                wrong[kind] = sorted(set(nfc(x) for x in forms))
        lemma_variants = apostrophe_variants(e["lemma"])
        out.append({"concept": e["concept"], "lemma": lemma_variants[0], "third": uniq(nfc(t) for t in third), "wrong": wrong})
    out.sort(key=lambda e: (e["concept"], e["lemma"]))
    missing = {c for c, _ in table[lang]} - {e["concept"] for e in out}
    assert not missing, f"{lang}: concepts without a verb: {sorted(missing)}"
    return out


# --------------------------------------------------------------------------
# words.json data. Written as people write them (hyphens, ' or ’);
# the writer lower-cases, adds the other apostrophe and, for phrases with a
# hyphen, the same phrase with a space (the word breaker splits at hyphens).
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

WORDS = {}

WORDS["fr"] = {
    "controlTypes": [
        "bouton", "boutons", "bouton radio", "boutons radio", "lien", "liens", "image", "images", "icône",
        "icônes", "onglet", "onglets", "case à cocher", "cases à cocher", "case", "cases", "commutateur",
        "commutateurs", "interrupteur", "interrupteurs", "curseur", "curseurs", "sélecteur", "sélecteurs",
        "champ de texte", "champs de texte", "champ", "champs", "zone de texte", "zones de texte", "menu",
        "menus", "menu déroulant", "menus déroulants", "liste déroulante", "listes déroulantes",
        "barre d'onglets", "barre d'outils", "barre de recherche", "bouton bascule", "contrôle segmenté",
    ],
    "contentPhrases": [
        "photo de profil", "image de profil", "image de fond", "image de couverture", "images en direct",
        "qualité d'image", "taille de l'image", "bibliothèque de photos", "bibliothèque d'images",
        "copier le lien", "copie le lien", "partager le lien", "partage le lien", "lien d'invitation",
        "lien de partage", "ouvrir le lien", "icône de l'app", "icône de l'application", "icônes de l'app",
        "menu du jour", "menu du restaurant", "menu enfant", "bouton d'accueil", "bouton latéral",
        "boutons de volume", "case postale", "curseur de texte", "sélecteur de couleurs",
    ],
    "states": [
        "sélectionné", "sélectionnée", "sélectionnés", "sélectionnées", "désélectionné", "désélectionnée",
        "activé", "activée", "activés", "activées", "désactivé", "désactivée", "désactivés", "désactivées",
        "coché", "cochée", "cochés", "cochées", "décoché", "décochée", "décochés", "décochées", "estompé",
        "estompée", "actif", "active", "inactif", "inactive", "développé", "développée", "réduit", "réduite",
    ],
    "stateContentPhrases": [
        "photos sélectionnées", "éléments sélectionnés", "fichiers sélectionnés", "texte sélectionné",
        "articles sélectionnés", "compte désactivé", "compte actif", "session active", "tarif réduit",
        "mode réduit", "prix réduit", "abonnement actif", "abonnements actifs",
    ],
    "gestures": [
        "toucher", "touchez", "touche deux fois", "touchez deux fois", "toucher deux fois", "touchez trois fois",
        "double-toucher", "double-touchez", "double touche", "touchez et maintenez", "toucher et maintenir",
        "touchez longuement", "toucher longuement", "maintenez le doigt", "maintenir le doigt",
        "maintenez appuyé", "appui long", "appui prolongé", "appuyez", "appuyer", "appuyez longuement",
        "appuyer longuement", "appuyez deux fois", "balayer", "balayez", "balaie", "balayage", "glisser",
        "glissez", "glisse", "faire glisser", "faites glisser", "fait glisser", "pincer", "pincez", "pince",
        "pincement", "écartez les doigts", "écarter les doigts", "effleurer", "effleurez", "effleure",
        "tapoter", "tapotez", "tapote", "tapotement", "cliquer", "cliquez", "clique", "clic", "double-clic",
        "double-cliquez", "double-cliquer", "secouer", "secouez", "secoue",
    ],
    "hintBadStarts": {
        "pour": "infinitive", "afin": "infinitive", "vous": "second-person", "tu": "second-person",
        "veuillez": "request", "merci de": "request", "je": "first-person", "nous": "first-person",
    },
    "acronyms": ["CB", "HT", "IA", "PJ", "RGPD", "RIB", "SAV", "TTC", "TVA"],
    "brands": [],
    "abbreviations": {
        "min": "minutes", "mn": "minutes", "sec": "secondes", "n°": "numéro", "nº": "numéro", "env": "environ",
        "max": "maximum", "qté": "quantité", "tél": "téléphone", "msg": "message", "réf": "référence",
        "svp": "s'il vous plaît", "stp": "s'il te plaît", "dispo": "disponible",
        "appli": "application", "param": "paramètres", "prio": "priorité", "rdv": "rendez-vous",
    },
    "countableNouns": """
        abonnement abonné achat adresse agenda album alarme alerte ami anniversaire annonce appareil appel
        application app article artiste avatar avis badge bannière billet bloc boîte bouton brouillon
        calendrier calque canal caméra carte carnet catégorie certificat chaîne chambre champ chanson
        chapitre chronomètre classement clavier clé client code collection commande commentaire compte
        contact contrat conversation copie coupon couleur courriel créneau défi destination dessin
        dispositif document dossier e-mail écran effet élément émission emoji emplacement enceinte
        enfant enregistrement entraînement entrée épisode équipe espace étape étiquette événement
        exercice extension facture favori fenêtre fichier film filtre fil fiche flux fond forfait
        formulaire forme graphique groupe historique hôtel icône identifiant image imprimante
        ingrédient invitation invité itinéraire jeu lecteur lieu lien liste livre logo lot marqueur
        membre mémo message minuteur modèle module montre morceau mot motif navigateur niveau
        nombre note notification numéro objectif objet offre onglet option ordinateur page paiement
        panier paramètre participant partage pays période personne photo pièce piste plat playlist
        podcast police position post présentation prix produit profil programme projet promotion
        publication question raccourci rapport rappel recette reçu réduction réglage région rendez-vous
        réponse réseau réservation restaurant résultat réunion salon sauvegarde score séance
        semaine série serveur service signet site sondage sonnerie source sticker story suggestion
        tableau tablette tâche téléphone thème ticket titre trajet transaction tweet utilisateur
        vidéo ville virement vol widget zone
    """,
    "determiners": [
        "le", "la", "les", "l'", "un", "une", "des", "du", "de", "d'", "au", "aux", "ce", "cet", "cette",
        "ces", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "nos", "votre", "vos",
        "leur", "leurs", "chaque", "tout", "toute", "tous", "toutes", "quelques", "plusieurs", "aucun",
        "aucune", "certains", "certaines", "quel", "quelle", "quels", "quelles", "autre", "autres",
        "nouveau", "nouvel", "nouvelle", "nouveaux", "nouvelles", "premier", "première", "dernier",
        "dernière", "deux", "trois",
    ],
    "requestWords": ["veuillez", "s'il vous plaît", "s'il te plaît", "svp", "merci de", "je vous prie de"],
}

WORDS["es"] = {
    "controlTypes": [
        "botón", "botones", "botón de opción", "botones de opción", "enlace", "enlaces", "vínculo", "vínculos",
        "imagen", "imágenes", "icono", "iconos", "ícono", "íconos", "pestaña", "pestañas", "casilla",
        "casillas", "casilla de verificación", "casillas de verificación", "interruptor", "interruptores",
        "control deslizante", "controles deslizantes", "deslizador", "regulador", "selector", "selectores",
        "campo de texto", "campos de texto", "campo", "campos", "menú", "menús", "menú desplegable",
        "lista desplegable", "barra de pestañas", "barra de herramientas", "barra de búsqueda",
        "control segmentado",
    ],
    "contentPhrases": [
        "foto de perfil", "imagen de perfil", "imagen de fondo", "imagen de portada", "calidad de imagen",
        "tamaño de la imagen", "fototeca", "biblioteca de fotos", "copiar enlace", "copia el enlace",
        "compartir enlace", "comparte el enlace", "enlace de invitación", "abrir enlace", "icono de la app",
        "icono de la aplicación", "menú del día", "menú infantil", "botón de inicio", "botón lateral",
        "botones de volumen", "selector de color", "campo de fútbol",
    ],
    "states": [
        "seleccionado", "seleccionada", "seleccionados", "seleccionadas", "deseleccionado", "deseleccionada",
        "activado", "activada", "activados", "activadas", "desactivado", "desactivada", "desactivados",
        "desactivadas", "marcado", "marcada", "marcados", "marcadas", "desmarcado", "desmarcada",
        "atenuado", "atenuada", "encendido", "encendida", "apagado", "apagada", "activo", "activa",
        "inactivo", "inactiva", "expandido", "contraído",
    ],
    "stateContentPhrases": [
        "fotos seleccionadas", "elementos seleccionados", "archivos seleccionados", "texto seleccionado",
        "artículos seleccionados", "cuenta desactivada", "cuenta activa", "sesión activa",
        "suscripción activa", "suscripciones activas", "pantalla apagada",
    ],
    "gestures": [
        "tocar", "toca", "toque", "toques", "tocá", "toca dos veces", "tocar dos veces", "toque dos veces",
        "tocá dos veces", "doble toque", "toca tres veces", "toca y mantén", "tocar y mantener",
        "toque y mantenga", "mantén pulsado", "mantener pulsado", "mantenga pulsado", "mantén presionado",
        "mantener presionado", "mantenga presionado", "pulsación larga", "pulsación prolongada", "pulsa",
        "pulsar", "pulse", "pulsá", "presiona", "presionar", "presione", "desliza", "deslizar", "deslice",
        "deslizá", "desliza el dedo", "deslizar el dedo", "arrastra", "arrastrar", "arrastre", "pellizca",
        "pellizcar", "pellizque", "pellizco", "separa los dedos", "haz clic", "hacer clic", "haga clic",
        "hacé clic", "clic", "doble clic", "cliquea", "agita", "agitar", "agite", "sacude", "sacudir",
    ],
    "hintBadStarts": {
        "para": "infinitive", "usted": "second-person", "tú": "second-person", "vos": "second-person",
        "ustedes": "second-person", "por favor": "request", "favor de": "request", "yo": "first-person",
        "nosotros": "first-person",
    },
    "acronyms": ["CP", "DNI", "IA", "IVA", "NIE", "NIF", "RGPD", "RFC", "CURP"],
    "brands": ["Bizum"],
    "abbreviations": {
        "min": "minutos", "seg": "segundos", "n.º": "número", "nº": "número", "núm": "número",
        "tel": "teléfono", "tlf": "teléfono", "pág": "página", "aprox": "aproximadamente", "máx": "máximo",
        "mín": "mínimo", "cant": "cantidad", "dcha": "derecha", "izq": "izquierda", "izda": "izquierda",
        "ud": "usted", "uds": "ustedes", "msj": "mensaje", "config": "configuración",
        "dir": "dirección",
    },
    "countableNouns": """
        actualización adjunto alarma álbum alerta altavoz amigo anuncio aplicación app archivo artículo
        artista asiento atajo avatar billete bloque boleto borrador botón calendario cámara campo canal
        canción capa capítulo carpeta carrito categoría certificado chat ciudad cliente código
        colección comentario compra computadora conjunto contacto contrato conversación copia
        correo cronómetro cuenta cumpleaños cupón curso descuento desafío destino dibujo dirección
        dispositivo documento efecto ejercicio elemento emoji encuesta entrada entrenamiento episodio
        equipo escena espacio estado etiqueta evento extensión factura favorito fecha fichero filtro
        fondo formulario foto fotografía gráfico grupo habitación historial hotel icono idioma imagen
        impresora informe ingrediente insignia invitación invitado juego lector libro lista lugar
        marcador mensaje mesa miembro modelo módulo móvil celular nivel nota notificación número
        objetivo objeto oferta opción ordenador página pago país partida participante pedido
        película perfil persona pestaña pista plan plantilla plato playlist pódcast podcast precio
        pregunta presentación producto programa promoción proyecto publicación recibo receta
        recompensa recordatorio red región reloj reseña reserva respuesta restaurante resultado reto
        reunión ruta sección servidor seguidor semana serie sitio sticker suscripción tabla tableta
        tarea tarjeta teclado teléfono tema temporizador ticket título transacción transferencia
        ubicación usuario valoración versión viaje vídeo video vuelo widget zona apodo buzón caja
        campaña clase comunidad concierto conexión consulta cuestionario diapositiva donación edición
        escaneo examen firma foro frase galería hilo hoja lección línea logro método micrófono motivo
        regalo sensor tienda trabajo turno vehículo
    """,
    "determiners": [
        "el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "al", "del", "este", "esta", "estos",
        "estas", "ese", "esa", "esos", "esas", "aquel", "aquella", "aquellos", "aquellas", "mi", "mis", "tu",
        "tus", "su", "sus", "nuestro", "nuestra", "nuestros", "nuestras", "vuestro", "vuestra", "vuestros",
        "vuestras", "cada", "todo", "toda", "todos", "todas", "otro", "otra", "otros", "otras", "algún",
        "alguna", "algunos", "algunas", "ningún", "ninguna", "varios", "varias", "cualquier", "qué",
        "nuevo", "nueva", "nuevos", "nuevas", "primer", "primera", "último", "última", "dos", "tres",
    ],
    "requestWords": ["por favor", "favor de", "le rogamos", "te rogamos", "rogamos"],
}

WORDS["it"] = {
    "controlTypes": [
        "pulsante", "pulsanti", "pulsante di opzione", "pulsanti di opzione", "bottone", "bottoni", "link",
        "collegamento", "collegamenti", "immagine", "immagini", "icona", "icone", "scheda", "schede",
        "casella", "caselle", "casella di controllo", "caselle di controllo", "casella di spunta",
        "caselle di spunta", "interruttore", "interruttori", "cursore", "cursori", "slider", "selettore",
        "selettori", "campo di testo", "campi di testo", "campo", "campi", "menu", "menu a tendina",
        "menu a discesa", "elenco a discesa", "barra delle schede", "barra degli strumenti",
        "barra di ricerca", "controllo segmentato",
    ],
    "contentPhrases": [
        "foto del profilo", "immagine del profilo", "immagine di sfondo", "immagine di copertina",
        "qualità dell'immagine", "dimensioni dell'immagine", "libreria foto", "libreria di foto",
        "copia link", "copia il link", "condividi link", "condivide il link", "link di invito",
        "apri link", "icona dell'app", "icona dell'applicazione", "menu del giorno", "menu bambini",
        "tasto home", "tasto laterale", "tasti del volume", "selettore colore", "campo da calcio",
    ],
    "states": [
        "selezionato", "selezionata", "selezionati", "selezionate", "deselezionato", "deselezionata",
        "attivato", "attivata", "attivati", "attivate", "disattivato", "disattivata", "disattivati",
        "disattivate", "spuntato", "spuntata", "contrassegnato", "contrassegnata", "oscurato", "oscurata",
        "attivo", "attiva", "inattivo", "inattiva", "acceso", "accesa", "spento", "spenta", "espanso",
        "compresso",
    ],
    "stateContentPhrases": [
        "foto selezionate", "elementi selezionati", "file selezionati", "testo selezionato",
        "articoli selezionati", "account disattivato", "account attivo", "sessione attiva",
        "abbonamento attivo", "abbonamenti attivi", "schermo spento",
    ],
    "gestures": [
        "tocca", "toccare", "tocchi", "tocca due volte", "toccare due volte", "tocchi due volte",
        "tocca tre volte", "doppio tocco", "tocco", "tocco prolungato", "tocca e tieni premuto",
        "tieni premuto", "tenere premuto", "tenga premuto", "pressione prolungata", "premi", "premere",
        "prema", "premi a lungo", "sfiora", "sfiorare", "sfiori", "scorri", "scorrere", "scorra",
        "scorri con il dito", "fai scorrere", "far scorrere", "trascina", "trascinare", "trascini",
        "pizzica", "pizzicare", "pizzichi", "allarga le dita", "fai clic", "fare clic", "faccia clic",
        "clic", "doppio clic", "clicca", "cliccare", "clicchi", "agita", "agitare", "scuoti", "scuotere",
        "swipe",
    ],
    "hintBadStarts": {
        "per": "infinitive", "tu": "second-person", "voi": "second-person", "per favore": "request",
        "si prega di": "request", "si prega": "request", "prego": "request", "io": "first-person",
        "noi": "first-person",
    },
    "acronyms": ["CAP", "CIE", "GDPR", "IA", "IVA", "PEC", "SPID"],
    "brands": ["PagoPA", "Satispay"],
    "abbreviations": {
        "min": "minuti", "sec": "secondi", "n°": "numero", "nº": "numero", "num": "numero",
        "tel": "telefono", "pag": "pagina", "max": "massimo", "qtà": "quantità", "msg": "messaggio",
        "impost": "impostazioni", "sx": "sinistra", "dx": "destra",
        "cell": "cellulare", "ind": "indirizzo",
    },
    "countableNouns": """
        abbonamento account acquisto aggiornamento album allegato allenamento altoparlante amico annuncio
        app applicazione appuntamento articolo artista attività avatar avviso badge biglietto blocco
        bozza brano calendario camera campo canale canzone capitolo carrello carta cartella categoria
        certificato chat chiamata chiave città cliente codice collezione commento compleanno computer
        contatto contratto conversazione copia coupon corso cronologia cronometro dispositivo
        documento domanda elemento elenco email emoji episodio esercizio estensione etichetta evento
        fattura file film filtro finestra forma foto fotocamera gioco grafico gruppo hotel icona
        immagine impostazione indirizzo ingrediente invito invitato libro link lista livello luogo
        mappa membro messaggio modello modulo negozio notifica numero obiettivo oggetto offerta
        opzione ordine orologio pacchetto paese pagamento pagina partecipante partita percorso
        persona piano piatto playlist podcast post posizione premio prenotazione prodotto profilo
        programma progetto promemoria promozione pubblicazione punteggio raccolta rapporto recensione
        regione rete ricetta ricevuta risposta ristorante risultato riunione scheda sconto
        segnalazione segnalibro sequenza serie server sessione settimana sfida sfondo sito smartphone
        sondaggio squadra stampante sticker storia suoneria tabella tablet tag tastiera tavolo
        telefono tema timer titolo transazione utente valutazione versione video viaggio volo widget
        zona banner classe commissione comunità concerto connessione consegna diapositiva donazione
        edizione esame firma forum frase galleria lezione linea metodo microfono motivo quiz regalo
        sensore soprannome turno veicolo voto ticket thread
    """,
    "determiners": [
        "il", "lo", "la", "i", "gli", "le", "l'", "un", "uno", "una", "un'", "del", "dello", "della", "dei",
        "degli", "delle", "dell'", "al", "allo", "alla", "ai", "agli", "alle", "all'", "questo", "questa",
        "questi", "queste", "quest'", "quel", "quello", "quella", "quei", "quegli", "quelle", "quell'", "mio",
        "mia", "miei", "mie", "tuo", "tua", "tuoi", "tue", "suo", "sua", "suoi", "sue", "nostro", "nostra",
        "nostri", "nostre", "vostro", "vostra", "vostri", "vostre", "loro", "ogni", "ciascun", "ciascuno",
        "ciascuna", "qualche", "alcuni", "alcune", "nessun", "nessuno", "nessuna", "tutto", "tutta", "tutti",
        "tutte", "altro", "altra", "altri", "altre", "nuovo", "nuova", "nuovi", "nuove", "primo", "prima",
        "ultimo", "ultima", "due", "tre",
    ],
    "requestWords": ["per favore", "per cortesia", "si prega di", "si prega", "cortesemente", "vi preghiamo di"],
}

_PT_CONTROL = [
    "botão", "botões", "botão de opção", "botões de opção", "link", "links", "imagem", "imagens", "ícone",
    "ícones", "aba", "abas", "separador", "separadores",
    # "chave" is a key (chave de acesso, chave Pix) far more often than a switch: it is
    # a control type only in the phrases that say switch (issue 9).
    "chave seletora", "chaves seletoras", "chave liga desliga", "chave de alternância",
    "caixa de seleção", "caixas de seleção",
    "caixa de verificação", "caixas de verificação", "interruptor", "interruptores", "comutador",
    "comutadores", "controle deslizante", "controles deslizantes", "controlo de deslize", "slider",
    "seletor", "seletores", "campo de texto", "campos de texto", "campo", "campos", "menu", "menus",
    "menu suspenso", "lista suspensa", "menu pendente", "barra de abas", "barra de separadores",
    "barra de ferramentas", "barra de pesquisa", "controle segmentado", "controlo segmentado",
]
_PT_CONTENT = [
    "foto de perfil", "imagem de perfil", "imagem de fundo", "imagem de capa", "qualidade da imagem",
    "tamanho da imagem", "fototeca", "biblioteca de fotos", "copiar link", "copia o link", "partilhar link",
    "compartilhar link", "compartilha o link", "link de convite", "abrir link", "ícone do app",
    "ícone da app", "ícone do aplicativo", "ícone da aplicação", "menu do dia", "menu infantil",
    "botão de início", "botão lateral", "botões de volume", "seletor de cores", "campo de futebol",
    "chave de segurança", "chave de acesso", "chave pix", "chave de api", "chave de recuperação",
    "chave de licença", "chave do carro", "chave digital", "chaves de acesso",
]
_PT_STATES = [
    "selecionado", "selecionada", "selecionados", "selecionadas", "desselecionado", "desselecionada",
    "ativado", "ativada", "ativados", "ativadas", "desativado", "desativada", "desativados", "desativadas",
    "marcado", "marcada", "marcados", "marcadas", "desmarcado", "desmarcada", "ligado", "ligada",
    "desligado", "desligada", "ativo", "ativa", "inativo", "inativa", "esmaecido", "atenuado", "expandido",
    "recolhido",
]
_PT_STATE_CONTENT = [
    "fotos selecionadas", "itens selecionados", "elementos selecionados", "texto selecionado",
    "conta desativada", "conta ativa", "sessão ativa", "assinatura ativa", "assinaturas ativas",
    "tela desligada", "ecrã desligado",
]
_PT_GESTURES = [  # not bare "toca"/"tocar": in Brazil "Toca a música." is "Plays the song."
    "toque", "toque duas vezes", "tocar duas vezes", "toca duas vezes", "toque três vezes",
    "toque duplo", "duplo toque", "toque e segure", "tocar e segurar", "toque e mantenha", "toque longo",
    "toque prolongado", "mantenha pressionado", "manter pressionado", "pressione e segure", "pressione",
    "pressionar", "pressiona", "pressão longa", "deslize", "deslizar", "desliza para", "desliza o dedo", "deslize o dedo",
    "arraste", "arrastar", "arrasta", "pince", "pinçar", "pinça", "afaste os dedos", "clique", "clicar",
    "clica", "clique duas vezes", "clique duplo", "duplo clique", "agite", "agitar", "sacuda", "sacudir",
]
_PT_NOUNS = """
    álbum alarme alerta amigo anexo anúncio app artigo artista atalho atualização avaliação avatar
    calendário canal capítulo carrinho cartão categoria certificado chamada cidade cliente código
    coleção comentário compra computador comunidade contrato conversa conta cópia cor curso
    denúncia desafio desconto destino dispositivo documento elemento e-mail email emoji endereço
    episódio etiqueta evento exercício extensão fatura favorito filme filtro formulário foto
    fotografia gráfico grupo histórico hotel ícone idioma imagem impressora ingrediente item
    lembrete link lista livro local mapa marcador membro mensagem mesa modelo módulo nível nota
    notificação número objetivo objeto oferta opção pagamento página país participante pasta pedido
    perfil pergunta pessoa playlist podcast produto programa projeto promoção publicação quarto
    rascunho receita recibo recompensa rede região relatório relógio reserva resposta restaurante
    resultado reunião rota seguidor semana série servidor site tabela tablet tarefa teclado telefone
    tema temporizador transação transferência vídeo viagem voo widget apelido banner cadeado caixa
    campanha carteira concerto conexão consulta convite doação edição exame fórum frase galeria
    folha lição linha loja conquista método microfone motivo pacote plano presente questionário
    sensor trabalho turno veículo voto
"""

WORDS["pt"] = {
    "controlTypes": _PT_CONTROL + ["ligação", "ligações"],
    "contentPhrases": _PT_CONTENT + ["ligação de voz", "ligação de vídeo", "ligação perdida", "ligações recentes"],
    "states": _PT_STATES,
    "stateContentPhrases": _PT_STATE_CONTENT + ["ficheiros selecionados", "arquivos selecionados"],
    "gestures": _PT_GESTURES + ["mantenha premido", "manter premido", "prima", "premir", "prime",
                                "prima duas vezes", "passe o dedo", "passar o dedo", "passa o dedo",
                                "belisque", "beliscar", "abane", "abanar"],
    "hintBadStarts": {
        "para": "infinitive", "você": "second-person", "vocês": "second-person", "tu": "second-person",
        "por favor": "request", "favor": "request", "eu": "first-person", "nós": "first-person",
    },
    "acronyms": ["CC", "IA", "IVA", "MB", "NIF", "NISS", "RGPD", "CPF", "CNPJ", "CEP", "LGPD"],
    "brands": ["MB WAY", "Multibanco", "Pix"],
    "abbreviations": {
        "min": "minutos", "seg": "segundos", "nº": "número", "n.º": "número", "tel": "telefone",
        "tlm": "telemóvel", "pág": "página", "máx": "máximo", "mín": "mínimo", "qtd": "quantidade",
        "qtde": "quantidade", "msg": "mensagem", "aprox": "aproximadamente", "config": "configurações",
        "obs": "observação",
    },
    "countableNouns": _PT_NOUNS + """
        aplicação arquivo altifalante autocolante bilhete câmara contacto cronómetro cupão definição
        ecrã encomenda equipa ficheiro morada palavra-passe sondagem subscrição telemóvel utilizador
        aplicativo celular câmera contato cronômetro cupom equipe figurinha ingresso senha tela
        usuário assinatura ajuste enquete alto-falante
    """,
    "determiners": None,  # set below (shared with pt-BR)
    "requestWords": ["por favor", "queira", "solicitamos que", "pedimos que"],
}

WORDS["pt-BR"] = {
    "controlTypes": _PT_CONTROL,
    "contentPhrases": _PT_CONTENT,
    "states": _PT_STATES,
    "stateContentPhrases": _PT_STATE_CONTENT + ["arquivos selecionados"],
    "gestures": _PT_GESTURES + ["dê um toque", "dar um toque", "toque aqui", "aperte", "apertar",
                                "aperte e segure"],
    "hintBadStarts": {
        "para": "infinitive", "você": "second-person", "vocês": "second-person", "tu": "second-person",
        "por favor": "request", "favor": "request", "eu": "first-person", "nós": "first-person",
    },
    "acronyms": ["CEP", "CNH", "CNPJ", "CPF", "IA", "LGPD", "RG", "SUS"],
    "brands": ["Mercado Pago", "Nubank", "Pix", "iFood"],
    "abbreviations": {
        "min": "minutos", "nº": "número", "n.º": "número", "tel": "telefone", "cel": "celular",
        "pág": "página", "máx": "máximo", "mín": "mínimo", "qtd": "quantidade", "qtde": "quantidade",
        "msg": "mensagem", "aprox": "aproximadamente", "config": "configurações", "obs": "observação",
        "vc": "você", "vcs": "vocês", "pq": "porque", "tb": "também", "tbm": "também",
    },
    "countableNouns": _PT_NOUNS + """
        alto-falante aplicativo arquivo assinatura ajuste câmera celular contato cronômetro cupom
        enquete equipe figurinha ingresso ligação senha tela usuário boleto comprovante extrato
        recado torneio cardápio agendamento
    """,
    "determiners": None,
    "requestWords": ["por favor", "favor", "solicitamos que", "pedimos que"],
}

_PT_DET = [
    "o", "a", "os", "as", "um", "uma", "uns", "umas", "do", "da", "dos", "das", "no", "na", "nos", "nas",
    "ao", "à", "aos", "às", "num", "numa", "este", "esta", "estes", "estas", "esse", "essa", "esses",
    "essas", "aquele", "aquela", "aqueles", "aquelas", "meu", "minha", "meus", "minhas", "teu", "tua",
    "teus", "tuas", "seu", "sua", "seus", "suas", "nosso", "nossa", "nossos", "nossas", "cada", "todo",
    "toda", "todos", "todas", "outro", "outra", "outros", "outras", "algum", "alguma", "alguns",
    "algumas", "nenhum", "nenhuma", "vários", "várias", "qualquer", "novo", "nova", "novos", "novas",
    "primeiro", "primeira", "último", "última", "dois", "duas", "três",
]
WORDS["pt"]["determiners"] = _PT_DET
WORDS["pt-BR"]["determiners"] = _PT_DET

# --------------------------------------------------------------------------
# Additions read against real catalogs (see SOURCE.md, "Checked on real
# catalogs"): content phrases, states that are content, gestures.
# --------------------------------------------------------------------------

WORDS["fr"]["contentPhrases"] += [
    "image d'en-tête", "image de l'en-tête", "image de bannière", "champs personnalisés", "champs du profil",
    "champs de profil", "champs définis par l'utilisateur", "commutateur de compte", "commutateur de comptes",
    "sélecteur de compte", "sélecteur de comptes",
]
WORDS["es"]["contentPhrases"] += [
    "imagen de cabecera", "imagen de encabezado", "imagen del encabezado", "imagen de banner",
    "campos personalizados", "campos del perfil", "campos de perfil", "campos definidos por el usuario",
    "selector de cuenta", "selector de cuentas", "texto alternativo imagen", "texto alt imagen",
]
WORDS["it"]["contentPhrases"] += [
    "immagine di intestazione", "immagine dell'intestazione", "immagine del banner", "campi personalizzati",
    "campi del profilo", "campi definiti dall'utente", "selettore account", "selettore degli account",
    "testo alternativo immagine", "testo alt immagine",
]
for _pt in ("pt", "pt-BR"):
    WORDS[_pt]["contentPhrases"] = WORDS[_pt]["contentPhrases"] + [
        "imagem de cabeçalho", "imagem do cabeçalho", "imagem de banner", "campos personalizados",
        "campos do perfil", "campos de perfil", "campos definidos pelo usuário", "campos definidos pelo utilizador",
        "seletor de conta", "seletor de contas", "alternador de contas", "texto alternativo imagem",
    ]

# "Active poll": the poll is open, not a state a trait speaks.
WORDS["fr"]["stateContentPhrases"] += ["sondage actif", "sondages actifs"]
WORDS["es"]["stateContentPhrases"] += ["encuesta activa", "encuestas activas"]
WORDS["it"]["stateContentPhrases"] += ["sondaggio attivo", "sondaggi attivi"]
for _pt in ("pt", "pt-BR"):
    WORDS[_pt]["stateContentPhrases"] = WORDS[_pt]["stateContentPhrases"] + [
        "enquete ativa", "enquetes ativas", "sondagem ativa", "sondagens ativas"]

# Gestures seen in catalogs: "Double appui puis maintenez enfoncé", "Taper pour voir…", pt-PT "Toca para mostrar…".
WORDS["fr"]["gestures"] += [
    "appuyer deux fois", "appuie deux fois", "double appui", "double-appui", "appui double", "maintenez enfoncé", "maintenir enfoncé", "maintiens enfoncé",
    "appuyez et maintenez", "appuyer et maintenir", "tapez deux fois", "taper deux fois", "tape deux fois",
    "tapez pour", "taper pour", "touche pour", "touche ici", "touche deux fois", "touche et maintiens",
]
for _pt in ("pt", "pt-BR"):
    WORDS[_pt]["gestures"] = WORDS[_pt]["gestures"] + [
        "toca para", "toca aqui", "toca e mantém", "toca sem soltar", "mantém premido", "mantém pressionado"]

# "Tap twice and hold" as one phrase, so that the rewrite starts after all of it
# ("Touchez deux fois et maintenez pour afficher les actions" -> "Affiche les actions.",
# not "Maintient pour afficher les actions.").
WORDS["fr"]["gestures"] += [
    "touchez deux fois et maintenez", "touchez deux fois et maintenez le doigt", "appuyez deux fois et maintenez",
    "appuyez deux fois et maintenez enfoncé", "appuyer deux fois et maintenir", "double appui et maintenez",
    "double appui puis maintenez", "double appui puis maintenez enfoncé", "double appui et maintenez enfoncé",
]
WORDS["es"]["gestures"] += [
    "toca dos veces y mantén", "toca dos veces y mantén presionado", "toca dos veces y mantén pulsado",
    "pulsa dos veces y mantén pulsado", "presiona dos veces y mantén presionado", "presiona dos veces y mantén pulsado",
    "toque dos veces y mantenga presionado", "doble toque y mantén presionado",
]
WORDS["it"]["gestures"] += [
    "tocca due volte e tieni premuto", "doppio tocco e tieni premuto", "tocchi due volte e tenga premuto",
]
for _pt in ("pt", "pt-BR"):
    WORDS[_pt]["gestures"] = WORDS[_pt]["gestures"] + [
        "toque duas vezes e segure", "toque duas vezes e mantenha pressionado", "toque duplo e segure",
        "toca duas vezes e mantém premido", "toque duas vezes e mantenha premido"]

# --------------------------------------------------------------------------
# Keys added to the schema after the first generation (Lexicons/README.md)
# --------------------------------------------------------------------------

# Control words that are content when a verb governs them ("Joindre une image",
# "Copiar enlace", "Imposta collegamento", "Definir link"). Not "bouton",
# "commutateur", "interrupteur": "Active le commutateur" still names the control.
OBJECT_CONTROL_TYPES = {
    "fr": ["lien", "liens", "image", "images", "icône", "icônes", "menu", "menus", "onglet", "onglets", "champ", "champs"],
    "es": ["enlace", "enlaces", "vínculo", "vínculos", "imagen", "imágenes", "icono", "iconos", "ícono", "íconos",
           "menú", "menús", "pestaña", "pestañas", "campo", "campos"],
    "it": ["link", "collegamento", "collegamenti", "immagine", "immagini", "icona", "icone", "menu", "scheda", "schede",
           "campo", "campi"],
    "pt-BR": ["link", "links", "imagem", "imagens", "ícone", "ícones", "menu", "menus", "aba", "abas", "campo", "campos"],
}
OBJECT_CONTROL_TYPES["pt"] = OBJECT_CONTROL_TYPES["pt-BR"] + ["ligação", "ligações", "separador", "separadores"]

# A control word after "de"/"di" + article is the complement of another noun, the
# content ("Texte alternatif de l’image", "Texto alt de la imagen", "Lista de links"):
# every single-word control type gets these phrases in contentPhrases.
# (Elided "de l’image", "dell’immagine" are one word to ICU and never match.)
COMPLEMENT_PREFIXES = {
    "fr": ["de", "du", "des", "de la", "de ce", "de cet", "de cette", "de ces", "d'un", "d'une", "de votre", "de vos"],
    "es": ["de", "del", "de la", "de los", "de las", "de un", "de una", "de este", "de esta", "de su", "de sus", "de tu", "de tus"],
    "it": ["di", "del", "dello", "della", "dei", "degli", "delle", "di un", "di una", "di uno", "di questo", "di questa"],
    "pt": ["de", "do", "da", "dos", "das", "de um", "de uma", "deste", "desta", "do seu", "da sua", "dos seus", "das suas"],
}
COMPLEMENT_PREFIXES["pt-BR"] = COMPLEMENT_PREFIXES["pt"]

# Abbreviations written with a period: a final one is not a full stop ("… etc.").
# Left out where the word without its period is an everyday word that may end a
# label ("jeu", "vol", "mer", "sept"; es/pt "mar"; pt "dez"; it "ago", "cap", "set").
DOTTED_ABBREVIATIONS = {
    "fr": ["etc.", "env.", "ex.", "p. ex.", "cf.", "av.", "apr.", "max.", "min.", "réf.", "tél.", "éd.", "fig.", "p.",
           "pp.", "chap.", "janv.", "févr.", "avr.", "juil.", "oct.", "nov.", "déc.", "lun.", "dim.", "hab.", "qté."],
    "es": ["etc.", "aprox.", "ej.", "p. ej.", "núm.", "pág.", "págs.", "tel.", "máx.", "mín.", "dcha.", "izq.", "izda.",
           "ud.", "uds.", "sr.", "sra.", "srta.", "dr.", "dra.", "av.", "avda.", "cía.", "s.a.", "s.l.", "ee.uu.", "vs.",
           "ene.", "feb.", "abr.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic.", "cap.", "seg."],
    "it": ["ecc.", "etc.", "es.", "p. es.", "ca.", "sig.", "dott.", "prof.", "avv.", "ing.", "n.", "pag.", "pagg.",
           "tel.", "max.", "min.", "sec.", "gen.", "feb.", "apr.", "mag.", "giu.", "lug.", "ott.", "nov.", "dic.",
           "s.p.a.", "s.r.l.", "vs."],
    "pt": ["etc.", "ex.", "p. ex.", "aprox.", "pág.", "págs.", "tel.", "máx.", "mín.", "sr.", "sra.", "dr.", "dra.",
           "av.", "lda.", "ltda.", "s.a.", "jan.", "fev.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.",
           "nov.", "obs.", "qtd.", "cap.", "séc.", "prof.", "eng.", "vs."],
}
DOTTED_ABBREVIATIONS["pt-BR"] = DOTTED_ABBREVIATIONS["pt"]

# Units after a number ("2h", "5 min"): singular|plural, chosen by the locale's
# CLDR plural rules (fr: one = 0 and 1; pt: one = 0 and 1 in Brazil, 1 in Portugal;
# es, it: one = 1; "many" falls back to the plural). Not "d" nor "g": "3D" and
# "4G" would be read as days.
UNIT_ABBREVIATIONS = {
    "fr": {"h": "heure|heures", "min": "minute|minutes", "mn": "minute|minutes", "s": "seconde|secondes",
           "sec": "seconde|secondes", "j": "jour|jours", "sem": "semaine|semaines"},
    "es": {"h": "hora|horas", "hr": "hora|horas", "hrs": "hora|horas", "min": "minuto|minutos", "s": "segundo|segundos",
           "seg": "segundo|segundos", "sem": "semana|semanas", "k": "mil|mil"},
    "it": {"h": "ora|ore", "min": "minuto|minuti", "s": "secondo|secondi", "sec": "secondo|secondi",
           "gg": "giorno|giorni", "sett": "settimana|settimane"},
    "pt": {"h": "hora|horas", "min": "minuto|minutos", "s": "segundo|segundos", "seg": "segundo|segundos",
           "sem": "semana|semanas", "k": "mil|mil"},
}
UNIT_ABBREVIATIONS["pt-BR"] = UNIT_ABBREVIATIONS["pt"]

# fr "en" may stand between a verb and a bare noun that needs no article ("Enregistre en
# brouillon.", "Passe en plein écran."): listed with the determiners, so that
# hint-missing-article stays silent.
WORDS["fr"]["determiners"] += ["en"]

# Periphrastic future ("Irá remover a seleção"): the suggestion starts from the next verb.
for _l in ("es", "pt", "pt-BR"):
    WORDS[_l]["hintBadStarts"]["irá"] = "future"


def expand(items) -> list[str]:
    """Lower-case, NFC, add apostrophe and hyphen/space variants, sort."""
    out = set()
    for it in items:
        it = low(" ".join(it.split()))
        for v in apostrophe_variants(it):
            out.add(v)
            if "-" in v:
                out.add(v.replace("-", " "))
    return sorted(out)


# Prepositions that may stand between a hint's verb and its noun ("Navigue vers liste.").
# Bare prepositions only (hint-missing-article skips one after the verb; label-control-type
# drops one after a leading control word: "Bouton de lecture" -> "Lecture"). Contractions
# with the article (fr au, du; es al, del; it alla, nel; pt ao, da, no, pela) are
# determiners: "Naviga alla lista." has its article. Left out: fr "en" ("Passe en plein
# écran", listed with the determiners), pt "a" (also the article: "Desliza a linha do
# tempo"). "de" stays although "Change de compte" (de + bare noun) is then reported by
# hint-missing-article (see SOURCE.md, doubtful points).
PREPOSITIONS = {
    "fr": ["à", "avec", "dans", "de", "entre", "par", "pour", "sans", "sur", "vers", "sous", "chez"],
    "es": ["a", "con", "de", "desde", "en", "entre", "hacia", "hasta", "para", "por", "sin", "sobre", "tras"],
    "it": ["a", "con", "da", "di", "in", "per", "su", "tra", "fra", "senza", "verso"],
    "pt": ["com", "de", "em", "entre", "para", "por", "sem", "sobre", "até"],
}

# Words that join two verbs: the rewrite puts the second verb right too
# ("… pour fermer l’intro et ouvrir le calendrier" -> "… et ouvre le calendrier").
CONJUNCTIONS = {
    "fr": ["et", "ou", "puis"],
    "es": ["y", "e", "o", "u"],
    "it": ["e", "ed", "o", "oppure", "poi"],
    "pt": ["e", "ou"],
}
CONJUNCTIONS["pt-BR"] = CONJUNCTIONS["pt"]

# A rewrite that lands on "see" reads stilted ("Voit toute la liste."): hints say "show".
# Reflexive pronouns that may stand before a hint's verb ("Se abre en Safari.",
# "S’ouvre dans Safari.", "Si apre in Safari."): hint-verb-form reads the verb
# after them. Elided ones are glued to the verb in one ICU word.
REFLEXIVE_PRONOUNS = {
    "fr": ["se", "s’", "s'"],
    "es": ["se"],
    "it": ["si", "s’", "s'"],
    "pt": ["se"],
}
REFLEXIVE_PRONOUNS["pt-BR"] = REFLEXIVE_PRONOUNS["pt"]

PREFERRED_VERBS = {
    "fr": {"voir": "afficher"},
    "es": {"ver": "mostrar"},
    "it": {"vedere": "mostrare"},
    "pt": {"ver": "mostrar"},
}
PREFERRED_VERBS["pt-BR"] = PREFERRED_VERBS["pt"]
PREPOSITIONS["pt-BR"] = PREPOSITIONS["pt"]


def build_words(lang: str, verbs: list[dict]) -> dict:
    w = WORDS[lang]
    third_all = {t for e in verbs for t in e["third"]}
    bad = {k: v for k, v in w["hintBadStarts"].items()}
    clash = sorted(set(bad) & third_all)
    assert not clash, f"{lang}: hintBadStarts equal to a third-person form: {clash}"
    nouns = w["countableNouns"].split() if isinstance(w["countableNouns"], str) else w["countableNouns"]
    abbr = {}
    for k, v in w["abbreviations"].items():
        for kv in apostrophe_variants(low(k)):
            abbr[kv] = apostrophe_variants(low(v))[0]
    hbs = {}
    for k, v in bad.items():
        for kv in apostrophe_variants(low(k)):
            hbs[kv] = v
    return {
        "controlTypes": expand(w["controlTypes"]),
        "contentPhrases": expand(w["contentPhrases"] + [
            f"{p} {c}" for p in COMPLEMENT_PREFIXES[lang] for c in w["controlTypes"] if " " not in c]),
        "states": expand(w["states"]),
        "stateContentPhrases": expand(w["stateContentPhrases"]),
        "gestures": expand(w["gestures"]),
        "hintBadStarts": dict(sorted(hbs.items())),
        "acronyms": sorted(set(nfc(a) for a in ACRONYMS_COMMON + w["acronyms"])),
        "brands": sorted(set(nfc(b) for b in BRANDS_COMMON + w["brands"]), key=lambda s: (s.lower(), s)),
        "abbreviations": dict(sorted(abbr.items())),
        "countableNouns": expand(nouns),
        "determiners": expand(w["determiners"]),
        "requestWords": expand(w["requestWords"]),
        "prepositions": expand(PREPOSITIONS[lang]),
        "conjunctions": expand(CONJUNCTIONS[lang]),
        "reflexivePronouns": sorted(set(nfc(p) for p in REFLEXIVE_PRONOUNS[lang])),
        "preferredVerbs": PREFERRED_VERBS[lang],
        "objectControlTypes": expand(OBJECT_CONTROL_TYPES[lang]),
        "dottedAbbreviations": expand(DOTTED_ABBREVIATIONS[lang]),
        "unitAbbreviations": dict(sorted((low(k), low(v)) for k, v in UNIT_ABBREVIATIONS[lang].items())),
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
    if lang == "pt-BR":
        p["fallback"] = "pt"
    if lang == "it":
        # Italian buttons speak the imperative ("Apri", "Condividi"), not the infinitive.
        p["labelVerbForm"] = "imperative"
    return p


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

COMMENT = "Generated by Scripts/lexicons/generate_romance.py; do not edit by hand (see SOURCE.md)."


def render(obj) -> str:
    return nfc(dumps(obj))


def main() -> int:
    check = "--check" in sys.argv[1:]
    try:
        from importlib.metadata import version

        v = version("verbecc")
    except Exception:
        print("verbecc is not installed: python3 -m pip install 'verbecc==%s'" % VERBECC_VERSION, file=sys.stderr)
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
            if write_or_check(str(folder / name), text, check):
                stale.append(f"{lang}/{name}")
        print(f"{lang}: {len(verbs)} verb entries, {len({e['concept'] for e in verbs})} concepts", file=sys.stderr)
    for line in sorted(set(report)) + sorted(set(NOTES)):
        print("  " + line, file=sys.stderr)
    if check and stale:
        print("out of date (run without --check): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
