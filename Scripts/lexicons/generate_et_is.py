#!/usr/bin/env python3
"""Generate the Estonian and Icelandic lexicons of voicelint (Lexicons/{et,is}).

Writes Lexicons/{et,is}/{profile,verbs,words}.json from:

- verbs_et_is.tsv beside this script: concept -> the verbs apps use (the hand
  table; a phrase conjugates its first word and keeps the rest);
- a real morphology for every verb and noun form:
    et: Vabamorf, the Estonian morphological analyser and synthesiser of
        Filosoft, as shipped by estnltk (PyPI). Every form is synthesised
        from the lemma and kept only when Vabamorf analyses it back as
        exactly that form of exactly that lemma;
    is: BÍN, the Database of Icelandic Morphology (Beygingarlýsing
        íslensks nútímamáls, Árni Magnússon Institute), as shipped by
        islenska / islenska-data (PyPI): every form is read by its BÍN tag
        from the verb's (or noun's) own paradigm;
- the word tables in et_is_words.py beside this script (control types,
  states, gestures...), whose control nouns are inflected by the same tools.

Usage (from the repository root, in a virtual environment; see
Lexicons/et/SOURCE.md):
    python3 -m pip install -r Scripts/lexicons/requirements-et-is.txt
    python3 Scripts/lexicons/generate_et_is.py            # writes Lexicons/{et,is}
    python3 Scripts/lexicons/generate_et_is.py et         # Estonian only
    python3 Scripts/lexicons/generate_et_is.py --check    # exit 1 if out of date
    python3 Scripts/lexicons/generate_et_is.py --report   # review notes
    python3 Scripts/lexicons/generate_et_is.py --out DIR  # write DIR/{et,is}
    python3 Scripts/embed-lexicons.py                     # then re-embed
"""

import os
import sys
from collections import OrderedDict, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexicon_tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "verbs_et_is.tsv")
LANGS = ("et", "is")

PINNED = {"estnltk": "1.7.5", "islenska": "2.1.0", "islenska-data": "5.0.0"}

REPORT = defaultdict(list)


def note(lang, text):
    REPORT[lang].append(text)


norm = lexicon_tools.norm
nfc = lexicon_tools.nfc


def uniq(xs):
    out = []
    for x in xs:
        if x and x not in out:
            out.append(x)
    return out


# ---------------------------------------------------------------------------
# Estonian: Vabamorf (estnltk).

# Vabamorf's form codes, by the kind of verbs.json they fill. "b": 3rd person
# singular present; "o": 2nd person singular imperative (the label form);
# "ge": 2nd person plural imperative (the polite address of instructions);
# "da", "ma": the two infinitives; "des": the gerund; "s": the simple past;
# "nud", "tud": the active and passive past participles; "n", "me": the 1st
# person singular and plural present.
ET_FORMS = OrderedDict([
    ("third", ["b"]),
    ("imperative", ["o"]),
    ("polite-imperative", ["ge"]),
    ("infinitive", ["da", "ma"]),
    ("gerund", ["des"]),
    ("past", ["s", "nud", "tud"]),
    ("first-person", ["n", "me"]),
])

# Particles of Estonian particle verbs ("lülitama sisse"): a head entry is
# added for the verb alone, whose particle may follow the object ("Lülitab
# Wi-Fi sisse.", "et Wi-Fi sisse lülitada").
ET_PARTICLES = {"sisse", "välja", "alla", "üles", "tagasi", "ümber", "üle",
                "edasi", "kokku", "ette", "esile", "vastu", "kaasa", "lahti",
                "kinni", "maha", "juurde", "meelde", "vahele", "läbi", "ära"}

# The noun objects of the table's phrases ("tühistama valik"): the 3rd person
# takes the genitive ("Tühistab valiku."), every other form the nominative
# ("Tühista valik."). The genitive is synthesised by Vabamorf; where it gives
# two (märge: märke, märkme), the one named here is taken.
ET_OBJECT_NOUNS = {"valik", "ühendus", "e-kiri", "sõnum", "blokeering",
                   "jälgimine", "vaigistus", "kinnitus", "tellimus",
                   "linnuke", "sidumine", "märgistus", "tärn"}
ET_GENITIVE_CHOICE = {}
# The forms whose total object is in the nominative: the imperatives, the
# da-infinitive and the passive participle ("Tühista valik", "tühistada
# valik", "tühistatud valik"); every other form takes the genitive.
ET_NOMINATIVE_OBJECT = {"o", "ge", "da", "tud"}

# Forms that are another word apps write at the start of a sentence: "kogu"
# (imperative of koguma) is the determiner "whole" ("Kogu ekraan").
ET_DROP = {"koguma": {"imperative": {"kogu"}}}

# The 3rd person Vabamorf gives first is not always the one apps write: a
# suggestion takes the first right form ("sulgeb", not "suleb").
ET_THIRD_FIRST = {"sulgema": "sulgeb", "laadima": "laadib"}


class Estonian:
    def __init__(self):
        from estnltk.vabamorf import morf
        self.morf = morf
        self.vm = morf.Vabamorf.instance()
        self.cache = {}

    def analyses(self, word):
        if word not in self.cache:
            res = self.vm.analyze([word], disambiguate=False, guess=False,
                                  propername=False)
            self.cache[word] = res[0]["analysis"]
        return self.cache[word]

    def is_form(self, word, lemma, pos, form):
        return any(a["lemma"] == lemma and a["partofspeech"] == pos and
                   a["form"] == form for a in self.analyses(word))

    def synth(self, lemma, form, pos):
        """The forms Vabamorf synthesises and analyses back as that form of
        that lemma."""
        out = []
        for f in self.morf.synthesize(lemma, form, pos):
            f = nfc(f)
            if self.is_form(f, lemma, pos, form):
                out.append(f)
            else:
                note("et", "%s %s: %r not analysed back: dropped"
                     % (lemma, form, f))
        return uniq(out)

    def knows_verb(self, lemma):
        return bool(self.synth(lemma, "b", "V"))

    def genitive(self, noun):
        forms = self.synth(noun, "sg g", "S")
        if not forms:
            sys.exit("et: Vabamorf gives no genitive of %r" % noun)
        if len(forms) > 1:
            pick = ET_GENITIVE_CHOICE.get(noun)
            if pick not in forms:
                note("et", "%s: genitives %s: the first taken" % (noun, forms))
                pick = forms[0]
            return pick
        return forms[0]

    def conjugate(self, phrase):
        """{kind: [form, ...]} of a table item."""
        words = phrase.split()
        head, rest = words[0], words[1:]
        if not self.knows_verb(head):
            sys.exit("et: Vabamorf does not know the verb %r (%s)"
                     % (head, phrase))
        forms = OrderedDict()
        for kind, codes in ET_FORMS.items():
            xs = []
            for c in codes:
                xs += self.synth(head, c, "V")
            forms[kind] = uniq(xs)
        first = ET_THIRD_FIRST.get(head)
        if first:
            if first not in forms["third"]:
                sys.exit("et: %r is not a 3rd person of %s" % (first, head))
            forms["third"] = [first] + [x for x in forms["third"]
                                        if x != first]
        for kind in ("third", "imperative", "infinitive"):
            if not forms[kind]:
                sys.exit("et: no %s of %s" % (kind, head))
        rest_gen = list(rest)
        if rest and rest[-1] in ET_OBJECT_NOUNS:
            rest_gen[-1] = self.genitive(rest[-1])
        elif rest and rest[-1] not in ET_PARTICLES:
            # An adverb ("uuesti"), a case form ("meeldivaks",
            # "lemmikutesse") or a partitive object ("ühendust"): the same
            # in every form.
            for w in rest:
                if not self.analyses(w):
                    note("et", "%s: %r unknown to Vabamorf" % (phrase, w))
        out = OrderedDict()
        for kind, codes in ET_FORMS.items():
            out[kind] = []
            for c in codes:
                xs = forms[kind] if kind == "third" else self.synth(head, c, "V")
                tail = rest if c in ET_NOMINATIVE_OBJECT else rest_gen
                out[kind] += [" ".join([x] + tail) for x in xs]
                if kind == "third":
                    break
            out[kind] = uniq(out[kind])
        for kind, drop in ET_DROP.get(head, {}).items():
            out[kind] = [x for x in out[kind] if x.split()[0] not in drop]
        # The infinitive with its particle first ("sisse lülitada") is left
        # out: the verb alone finds it, and a rewrite then keeps what stands
        # between ("et kõik märguanded välja lülitada" -> "Lülitab kõik
        # märguanded välja.").
        return out

    def noun_forms(self, noun):
        """Every case form, singular and plural, of a noun, with the short
        illative ("nuppu")."""
        out = [noun]
        for number in ("sg", "pl"):
            for case in ("n", "g", "p", "ill", "in", "el", "all", "ad",
                         "abl", "tr", "ter", "es", "ab", "kom"):
                out += self.synth(noun, "%s %s" % (number, case), "S")
        out += self.synth(noun, "adt", "S")
        if len(out) < 10:
            sys.exit("et: Vabamorf inflects %r in only %d forms" %
                     (noun, len(out)))
        return uniq(out)


# ---------------------------------------------------------------------------
# Icelandic: BÍN (islenska).

# BÍN tags by kind. GM: active voice; MM: middle voice (a verb written in the
# middle voice in the table, "gerast áskrifandi", takes the MM tags).
# FH-NT-3P-ET: indicative present 3rd person singular ("eyðir"); BH-ET: the
# imperative with its clitic pronoun ("eyddu", "opnaðu": the imperative
# apps write); BH-FT: the plural imperative, the polite address of
# instructions ("eyðið"); NH: the infinitive ("eyða", the label form);
# FH-ÞT-3P-ET: the past ("eyddi"); SAGNB: the supine ("eytt"); LHÞT-SB-..-NFET:
# the past participle, nominative singular of each gender ("eyddur",
# "eydd", "eytt"); FH-NT-1P: the 1st person singular and plural ("eyði",
# "eyðum"). The bare imperative (BH-ST: "eyð", "vel", "far") is left out: it is
# literary, and many of its forms are other words ("vel" = well).
IS_FORMS = {
    "GM": OrderedDict([
        ("third", ["GM-FH-NT-3P-ET"]),
        ("imperative", ["GM-BH-ET"]),
        ("polite-imperative", ["GM-BH-FT"]),
        ("infinitive", ["GM-NH"]),
        ("past", ["GM-FH-ÞT-3P-ET", "GM-SAGNB", "LHÞT-SB-KK-NFET",
                  "LHÞT-SB-KVK-NFET", "LHÞT-SB-HK-NFET"]),
        ("first-person", ["GM-FH-NT-1P-ET", "GM-FH-NT-1P-FT"]),
    ]),
    "MM": OrderedDict([
        ("third", ["MM-FH-NT-3P-ET"]),
        ("imperative", ["MM-BH-ET"]),
        ("polite-imperative", ["MM-BH-FT"]),
        ("infinitive", ["MM-NH"]),
        ("past", ["MM-FH-ÞT-3P-ET", "MM-SAGNB"]),
        ("first-person", ["MM-FH-NT-1P-ET", "MM-FH-NT-1P-FT"]),
    ]),
}

# Verbs whose middle voice is also a right 3rd person of a hint: "Opnast í
# Safari." (opens in Safari), "Birtist í tímalínunni." (appears in the
# timeline). Only these: the middle voice of most verbs means something else
# ("helst" of halda is "preferably", "næst" of ná is "next").
IS_MIDDLE_THIRD = {"opna", "loka", "birta", "eyða", "vista", "hlaða",
                   "tengja", "uppfæra", "spila", "ræsa", "endurræsa", "færa",
                   "breyta", "stöðva", "hefja", "aftengja", "samstilla",
                   "hreinsa", "senda", "stækka", "minnka", "fela", "sækja",
                   "skrá", "afrita", "endurhlaða", "fylla", "læsa", "virkja"}

# Forms that are another word apps write at the start of a sentence: "vel"
# (1st person of velja) is the adverb "well", "sá" (past of sjá) the pronoun
# "the one".
# "tala" (speak) is the noun "number" ("Tala ólesinna skilaboða"), "vara"
# (of vara við: warn) the noun "product", "líka" (of líka við: like) the
# adverb "also", "sem" (1st person of semja) the relative pronoun, "sé" (1st
# person of sjá) the subjunctive of vera; "lokið" (plural imperative of
# loka) is far more often the supine of ljúka ("Lokið": done).
IS_DROP = {"velja": {"first-person": {"vel"}},
           "loka": {"polite-imperative": {"lokið"}},
           "sjá": {"past": {"sá"}, "first-person": {"sé"}},
           "semja": {"first-person": {"sem"}},
           "tala": {"infinitive": {"tala"}},
           "vara": {"infinitive": {"vara"}},
           "líka": {"infinitive": {"líka"}}}

# Verbs BÍN has several paradigms for (homonyms): the one apps mean, by its
# BÍN id, keyed by the table's item (then by the verb alone). "mæla" is
# "measure" (mælir, mældi) alone and "speak" (mælir, mælti) in "mæla með"
# (recommend).
IS_BIN_ID = {
    "bera": 478219,       # ber, bar (bera saman: compare); not berar (bare)
    "fela": 433022,       # felur, faldi (hide); not fól (entrust)
    "fá": 464090,         # fær, fékk (get); not fáir (paint)
    "líka": 560633,       # líkar (líka við: like); the other has no forms
    "mæla": 469210,       # mælir, mældi (measure)
    "mæla með": 469211,   # mælir, mælti (recommend)
    "renna": 467760,      # rennir, renndi (slide); not rennur (flow)
    "sleppa": 435304,     # sleppir, sleppti (skip); not sleppur (escape)
    "smella": 435333,     # smellir, smellti (click); not smellur (fit)
    "stökkva": 478567,    # stekkur, stökk (jump)
    "vara": 424161,       # varar (warn); not varir (last)
    "vaxa": 469270,       # vex, óx (grow); not vaxar (wax)
    "þysja": 479245,      # þysjar (zoom); not þusti (rush)
}


class Icelandic:
    def __init__(self):
        from islenska import Bin
        self.bin = Bin()

    def paradigm(self, lemma, cat, tag, item=None):
        """The BÍN id of the paradigm whose lemma is `lemma` (a word of
        category `cat`, found through its form `tag`), or None; `item` is the
        table's item the lemma heads (IS_BIN_ID)."""
        ids = sorted({k.bin_id for k in self.bin.lookup_variants(lemma, cat, tag)
                      if k.ord == lemma and k.bin_id})
        choice = IS_BIN_ID.get(item, IS_BIN_ID.get(lemma))
        if choice is not None:
            if choice not in ids:
                sys.exit("is: BÍN id %d is not a paradigm of %s"
                         % (choice, lemma))
            return choice
        if len(ids) > 1:
            sys.exit("is: BÍN has %d paradigms of %r (%s): name one in "
                     "IS_BIN_ID" % (len(ids), lemma, ids))
        return ids[0] if ids else None

    def forms(self, bin_id):
        """mark -> [forms] of one paradigm (the spoken question forms
        "eyðirðu", marked SP-, left out)."""
        out = defaultdict(list)
        for k in self.bin.lookup_id(bin_id):
            if k.mark.startswith("SP-"):
                continue
            f = nfc(k.bmynd)
            if f not in out[k.mark]:
                out[k.mark].append(f)
        return out

    def verb(self, head, item=None):
        """(voice, mark -> forms) of a verb written in the table."""
        bid = self.paradigm(head, "so", "GM-NH", item)
        if bid is not None:
            return "GM", self.forms(bid)
        # A middle-voice verb ("gerast"): its paradigm is the active verb's.
        for k in self.bin.lookup_variants(head, "so", "MM-NH"):
            if k.bmynd == head and k.bin_id:
                return "MM", self.forms(k.bin_id)
        sys.exit("is: BÍN does not know the verb %r" % head)

    def conjugate(self, phrase):
        words = phrase.split()
        head, rest = words[0], words[1:]
        voice, marks = self.verb(head, phrase)
        out = OrderedDict()
        for kind, tags in IS_FORMS[voice].items():
            xs = []
            for t in tags:
                xs += marks.get(t, [])
            out[kind] = uniq(xs)
        if voice == "GM" and head in IS_MIDDLE_THIRD and not rest:
            out["third"] = uniq(out["third"] + marks.get("MM-FH-NT-3P-ET", []))
        if rest:
            # A phrase's past is its finite past and supine ("bætti við",
            # "bætt við"); a participle does not take its particle or object.
            keep = set()
            for t in IS_FORMS[voice]["past"][:2]:
                keep.update(marks.get(t, []))
            out["past"] = [x for x in out["past"] if x in keep]
        for kind in ("third", "infinitive"):
            if not out[kind]:
                sys.exit("is: BÍN gives no %s of %s" % (kind, head))
        for kind in ("imperative", "polite-imperative", "past"):
            if not out[kind]:
                note("is", "BÍN gives no %s of %s" % (kind, head))
        if not rest:
            for kind, drop in IS_DROP.get(head, {}).items():
                out[kind] = [x for x in out[kind] if x not in drop]
        return OrderedDict((k, [" ".join([x] + rest) for x in xs])
                           for k, xs in out.items())

    def noun_forms(self, noun):
        """Every form of a noun (both numbers, every case, with and without
        the suffixed article), from its BÍN paradigm."""
        for cat in ("kk", "kvk", "hk"):
            bid = self.paradigm(noun, cat, "NFET")
            if bid is not None:
                fs = []
                for mark, xs in self.forms(bid).items():
                    fs += xs
                return uniq([noun] + sorted(set(fs)))
        sys.exit("is: BÍN does not know the noun %r" % noun)

    def verb_forms(self, verb, kinds):
        voice, marks = self.verb(verb)
        out = []
        for kind in kinds:
            for t in IS_FORMS[voice][kind]:
                out += marks.get(t, [])
        return uniq(out)


# ---------------------------------------------------------------------------
# Assembling verbs.json.

# Order in which a form that several kinds of one verb share is filed (first
# wins). Icelandic: the infinitive first ("opna" is infinitive, 1st person
# singular and 3rd person plural), so that a label rewrite finds it.
KIND_ORDER = {
    "et": ("imperative", "polite-imperative", "infinitive", "gerund", "past",
           "first-person"),
    "is": ("infinitive", "imperative", "polite-imperative", "past",
           "first-person"),
}

# A wrong form of two verbs on the same rank, and the verb apps mean by it.
PREFER = {"et": {}, "is": {}}


# Icelandic particles and prepositions that close a particle verb ("bæta
# við", "kveikja á", "hlaða niður", "fara til baka").
IS_PARTICLES = {"við", "á", "inn", "út", "upp", "niður", "af", "í", "úr",
                "fyrir", "með", "saman", "áfram", "aftur", "baka", "fram",
                "frá", "um"}


def head_of(lang, item):
    """The verb alone of a particle verb, whose particle may stand apart from
    it ("Lülitab Wi-Fi sisse.", "Bætir mynd við."), else None."""
    words = item.split()
    if len(words) < 2:
        return None
    particles = ET_PARTICLES if lang == "et" else IS_PARTICLES
    return words[0] if words[-1] in particles else None


def build_verbs(lang, rows, tool):
    items = []
    for concept, cells in rows:
        for item in cells[lang]:
            items.append((concept, item))
            h = head_of(lang, item)
            if h:
                items.append((concept, h))
    seen = set()
    entries = []
    cache = {}
    for concept, item in items:
        if (concept, item) in seen:
            continue
        seen.add((concept, item))
        if item not in cache:
            cache[item] = tool.conjugate(item)
        f = cache[item]
        entries.append({"concept": concept, "lemma": item,
                        "third": list(f["third"]),
                        "wrong": {k: list(v) for k, v in f.items()
                                  if k != "third"}})
    order = KIND_ORDER[lang]
    # A form that is somebody's third person is never wrong; a form is filed
    # under one kind per entry (KIND_ORDER).
    thirds = {t for e in entries for t in e["third"]}
    for e in entries:
        taken = set(e["third"])
        for kind in order:
            kept = []
            for x in e["wrong"].get(kind, []):
                if x in thirds:
                    if x not in e["third"]:
                        note(lang, "%s: %s %r is the 3rd person of another "
                             "verb: not listed" % (e["lemma"], kind, x))
                    continue
                if x in taken:
                    continue
                taken.add(x)
                kept.append(x)
            e["wrong"][kind] = kept
    # A wrong form that would lead two verbs to different suggestions is kept
    # where its kind ranks first; on a tie it is dropped, unless PREFER names
    # the reading apps mean.
    where = defaultdict(list)
    for i, e in enumerate(entries):
        for kind, xs in e["wrong"].items():
            for x in xs:
                where[x].append((order.index(kind), e["third"][0], i, kind))
    for x, places in sorted(where.items()):
        if len({p[1] for p in places}) < 2:
            continue
        best = min(p[0] for p in places)
        winners = {p[1] for p in places if p[0] == best}
        if len(winners) > 1 and PREFER[lang].get(x) in winners:
            keep = {PREFER[lang][x]}
        elif len(winners) > 1:
            note(lang, "wrong form %r is ambiguous (%s): dropped"
                 % (x, ", ".join(sorted(winners))))
            keep = set()
        else:
            keep = winners
        for rank, third, i, kind in places:
            if third not in keep or rank != best:
                entries[i]["wrong"][kind] = [
                    y for y in entries[i]["wrong"][kind] if y != x]
    out = []
    for e in entries:
        d = OrderedDict()
        d["concept"] = e["concept"]
        d["lemma"] = norm(e["lemma"])
        d["third"] = uniq(norm(x) for x in e["third"])
        d["wrong"] = OrderedDict((k, uniq(norm(x) for x in e["wrong"][k]))
                                 for k in order if e["wrong"].get(k))
        out.append(d)
    out.sort(key=lambda d: (d["concept"], d["lemma"]))
    return out


VERBS_COMMENT = {
    "et": ("Estonian: the verb starts the hint in the 3rd person singular "
           "present ('Kustutab sündmuse.'). wrong: imperative ('kustuta', "
           "the label form), polite-imperative (2nd plural 'kustutage'), "
           "infinitive ('kustutada', 'kustutama'; 'sisse lülitada'), gerund "
           "('kustutades'), past ('kustutas', 'kustutanud', 'kustutatud'), "
           "first-person ('kustutan', 'kustutame'). A phrase conjugates its "
           "first word; its noun object takes the genitive in the 3rd person "
           "('tühistab valiku') and the nominative elsewhere ('tühista "
           "valik'). A particle verb also has an entry for the verb alone "
           "('Lülitab Wi-Fi sisse.'). Generated by "
           "Scripts/lexicons/generate_et_is.py with Vabamorf; see SOURCE.md."),
    "is": ("Icelandic: the verb starts the hint in the 3rd person singular "
           "present indicative ('Eyðir viðburðinum.'; some verbs also in the "
           "middle voice: 'Opnast í Safari.'). wrong: infinitive ('eyða', the "
           "label form), imperative ('eyddu', 'opnaðu'), polite-imperative "
           "(the plural imperative 'eyðið'), past ('eyddi', 'eytt', "
           "'eyddur'), first-person ('eyði', 'eyðum'). A phrase conjugates "
           "its first word ('bæta við' -> 'bætir við'); the verb alone has an "
           "entry too ('Bætir mynd við.'). Generated by "
           "Scripts/lexicons/generate_et_is.py from BÍN (islenska); see "
           "SOURCE.md."),
}


# ---------------------------------------------------------------------------
# Main.

def check_versions(allow_other):
    bad = lexicon_tools.require_packages(PINNED)
    lexicon_tools.refuse_other_versions(bad, allow_other)


def write(folder, name, obj, check, stale):
    text = nfc(lexicon_tools.dumps(lexicon_tools.nfc_all(obj)))
    stale += lexicon_tools.write_outputs({os.path.join(folder, name): text},
                                         check)


def main():
    ap = lexicon_tools.standard_parser(__doc__.split("\n")[0], LANGS)
    ap.add_argument("--out", default="Lexicons",
                    help="the folder that holds the language folders "
                         "(default: Lexicons, from the current folder)")
    args = ap.parse_args()
    for lang in args.langs:
        if lang not in LANGS:
            sys.exit("unknown language %r (%s)" % (lang, ", ".join(LANGS)))
    check_versions(args.allow_other_versions)
    sys.path.insert(0, HERE)
    import et_is_words as W
    rows = lexicon_tools.read_verb_table(TABLE, LANGS, norm)
    stale = []
    for lang in args.langs:
        tool = Estonian() if lang == "et" else Icelandic()
        verbs = build_verbs(lang, rows, tool)
        words, profile = W.build(lang, tool, verbs, note)
        folder = os.path.join(args.out, lang)
        write(folder, "profile.json", profile, args.check, stale)
        write(folder, "verbs.json",
              OrderedDict([("$comment", VERBS_COMMENT[lang]),
                           ("verbs", verbs)]), args.check, stale)
        write(folder, "words.json", words, args.check, stale)
        if args.report:
            for line in sorted(set(REPORT[lang])):
                print("%s: %s" % (lang, line))
    return lexicon_tools.finish(stale, args.check)


if __name__ == "__main__":
    sys.exit(main())
