#!/usr/bin/env python3
"""What voicelint says on real copy: findings per language and rule, and the
strings of the six accuracy classes (issue 9), on the shared corpus of real apps.

usage: python3 Scripts/accuracy-report.py [--binary BIN] [--corpus DIR]
           [--save FILE.json] [--compare OLD.json] [--limit N] [--class N]

For every app folder of the corpus (default ../shared/corpus) it runs
  BIN check APP --roles APP/roles.tsv --format json --fail-on never
(BIN defaults to .build/debug/voicelint), reads the app's catalogs itself to
know every label and hint (and every source text), and prints:

1. findings on labels and hints per language (the lexicon folder that answers
   the locale: pt-PT -> pt, zh-Hant-TW -> zh-Hant) and rule; "+N" counts the
   info findings apart;
2. for each class, the strings it touches, by a heuristic, with what
   voicelint reported on each:
   1 gesture-first hints        a hint that opens with a gesture word
   2 value-like hints           counters and positions ("%d of %d", "3/5"), a hint
                                that starts with a placeholder, a short hint whose
                                first word is no verb form the lexicon knows
   3 verb-lexicon misses        a hint whose verb (first word; last for ja, ko)
                                the lexicon does not know
   4 homonym control/state words  a label or hint with a control-type or state word
                                that is also a verb form, a preposition, an article
                                or a separable particle in that language
   5 word-count cases           a label with a hyphenated compound or a placeholder;
                                a Japanese, Korean or Chinese label
   6 placeholder width/order    a string with "%1d"-style widths, or whose
                                non-positional specifiers come in another order
                                than the source's

--save writes the figures and every class string's findings as JSON;
--compare OLD.json prints each figure as "before -> after" and, for the class
strings, what changed.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICONS = os.path.join(ROOT, "Lexicons")
CJK = {"ja", "ko", "zh-Hans", "zh-Hant"}
LAST_VERB = {"ja", "ko"}
CLASSES = {
    1: "gesture-first hints",
    2: "value-like hints",
    3: "verb-lexicon misses",
    4: "homonym control/state words",
    5: "word-count cases",
    6: "placeholder width/order",
}
SPEC = re.compile(r"%(?:(\d+)\$)?[-+ #0']*(\d+|\*)?(?:\.(?:\d+|\*))?(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp])|%%")


# ---------------------------------------------------------------- catalogs

def read_text(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xff\xfe") or raw.startswith(b"\xfe\xff"):
        return raw.decode("utf-16")
    if raw.startswith(b"\xef\xbb\xbf"):
        return raw[3:].decode("utf-8")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("utf-16")


def unescape(s):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            n = s[i + 1]
            if n in "Uu" and re.match(r"[0-9a-fA-F]{4}", s[i + 2:i + 6]):
                cp = int(s[i + 2:i + 6], 16)
                i += 6
                if 0xD800 <= cp < 0xDC00 and s[i:i + 2] in ("\\U", "\\u") and re.match(r"[0-9a-fA-F]{4}", s[i + 2:i + 6]):
                    lo = int(s[i + 2:i + 6], 16)
                    i += 6
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                out.append(chr(cp))
                continue
            out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(n, n))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def parse_strings(text):
    toks, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
        elif c == '"':
            j, buf = i + 1, []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n:
                    buf.append(text[j:j + 2])
                    j += 2
                else:
                    buf.append(text[j])
                    j += 1
            toks.append(("s", unescape("".join(buf))))
            i = j + 1
        elif c in "=;":
            toks.append((c, c))
            i += 1
        else:
            m = re.match(r"[^\s=;\"]+", text[i:])
            toks.append(("s", m.group(0)))
            i += len(m.group(0))
    res, k = {}, 0
    while k + 2 < len(toks):
        if toks[k][0] == "s" and toks[k + 1][0] == "=" and toks[k + 2][0] == "s":
            res[toks[k][1]] = toks[k + 2][1]
            k += 3
        else:
            k += 1
    return res


def xcstrings_value(loc):
    if "stringUnit" in loc:
        return loc["stringUnit"].get("value")
    v = loc.get("variations", {})
    for kind in ("plural", "device"):
        if kind in v:
            forms = v[kind]
            for cat in ("other", "iphone", "one"):
                if cat in forms:
                    return xcstrings_value(forms[cat])
    return None


def load_app(app_dir):
    """{locale: {key: text}} for every catalog of the app (Base.lproj left out)."""
    out = collections.defaultdict(dict)
    for dirpath, _, files in os.walk(app_dir):
        for f in files:
            p = os.path.join(dirpath, f)
            if f.endswith(".xcstrings"):
                data = json.load(open(p, encoding="utf-8"))
                src = data.get("sourceLanguage", "en")
                for key, e in data.get("strings", {}).items():
                    locs = e.get("localizations", {})
                    for loc, body in locs.items():
                        v = xcstrings_value(body)
                        if v is not None:
                            out[loc][key] = v
                    if src not in locs:
                        out[src][key] = key
            elif f.endswith(".strings") and os.path.basename(dirpath).endswith(".lproj"):
                loc = os.path.basename(dirpath)[:-len(".lproj")]
                if loc == "Base":
                    continue
                out[loc].update(parse_strings(read_text(p)))
    return out


def read_roles(app_dir):
    roles = {}
    with open(os.path.join(app_dir, "roles.tsv"), encoding="utf-8") as f:
        for n, line in enumerate(f):
            cols = line.rstrip("\n").split("\t")
            if n == 0 and cols[0] == "key":
                continue
            if len(cols) >= 2 and cols[1].startswith(("label", "hint")):
                roles[cols[0]] = "label" if cols[1].startswith("label") else "hint"
    return roles


# ---------------------------------------------------------------- lexicons

def profile_languages():
    return sorted(d for d in os.listdir(LEXICONS) if os.path.isfile(os.path.join(LEXICONS, d, "profile.json")))


def language_of(locale, languages):
    parts = locale.replace("_", "-").split("-")
    while parts:
        tag = "-".join(parts)
        for l in languages:
            if l.lower() == tag.lower():
                return l
        parts.pop()
    return None


HARAKAT = re.compile("[\u0610-\u061A\u064B-\u065F\u0670\u0640]")


def norm(s):
    s = HARAKAT.sub("", s.lower().replace("’", "'").replace("-", " "))
    return re.sub(r"\s+", " ", s).strip()


class Lexicon:
    def __init__(self, lang):
        folder = os.path.join(LEXICONS, lang)
        load = lambda name: json.load(open(os.path.join(folder, name), encoding="utf-8")) if os.path.exists(os.path.join(folder, name)) else {}
        profile = load("profile.json")
        fb = profile.get("fallback")
        words = load("words.json")
        verbs = load("verbs.json").get("verbs", [])
        if fb:
            base = Lexicon(fb)
            self.__dict__.update({k: v for k, v in base.__dict__.items()})
        else:
            self.lists, self.forms = {}, {}
        self.lang = lang
        for k, v in words.items():
            if isinstance(v, list):
                self.lists[k] = [norm(x) for x in v]
            elif isinstance(v, dict):
                self.lists[k] = {norm(a): b for a, b in v.items()}
        if verbs:
            self.forms = {}
            for v in verbs:
                for t in v.get("third", []):
                    self.forms[norm(t)] = "third"
                for kind, ws in (v.get("wrong") or {}).items():
                    for w in ws:
                        self.forms.setdefault(norm(w), kind)
        self.endings_right = (profile.get("hintEndings") or {}).get("right", [])
        self.endings_wrong = [e["suffix"] for e in (profile.get("hintEndings") or {}).get("wrong", [])]

    def get(self, key):
        return self.lists.get(key, [])

    def verb_at_start(self, words):
        for n in (3, 2, 1):
            if len(words) >= n and " ".join(words[:n]) in self.forms:
                return self.forms[" ".join(words[:n])]
        return None


WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)


def words_of(text):
    return [norm(w) for w in WORD.findall(HARAKAT.sub("", SPEC.sub(" ", text)))]


def starts_with_phrase(text, phrases, cjk):
    t = " ".join(words_of(text))
    if cjk:
        return next((p for p in phrases if p and t.replace(" ", "").startswith(p.replace(" ", ""))), None)
    return next((p for p in sorted(phrases, key=len, reverse=True) if t == p or t.startswith(p + " ")), None)


COUNTER = re.compile(r"(%(?:\d+\$)?[-+ #0']*\d*(?:l|ll|h|hh|q|z)?[dDiuUfF@]|\b\d+)\s*(?:/|\S{1,4})\s*(%(?:\d+\$)?[-+ #0']*\d*(?:l|ll|h|hh|q|z)?[dDiuUfF@]|\d+\b)")


def conversions(text):
    """Non-positional specifiers in order, as (width-or-None, conversion)."""
    out = []
    for m in SPEC.finditer(text):
        if m.group(0) == "%%" or m.group(1):
            continue
        out.append((m.group(2), (m.group(3) or "") + m.group(4)))
    return out


def classes_of(lang, role, text, source, lex):
    """The classes a string belongs to, with a word on why."""
    found = []
    cjk = lang in CJK
    ws = words_of(text)
    if role == "hint":
        g = starts_with_phrase(text, lex.get("gestures"), cjk)
        if g:
            found.append((1, g))
        stripped = text.strip()
        if SPEC.match(stripped) or COUNTER.search(text):
            found.append((2, "counter/placeholder"))
        elif not cjk and not g and 0 < len(ws) <= 3 and lex.verb_at_start(ws) is None and ws[0] not in lex.get("hintBadStarts"):
            found.append((2, "short, no verb"))
        if not g and ws and not SPEC.match(stripped):
            if lang in LAST_VERB:
                pass  # voicelint's own "not in the verb lexicon" (added in collect)
            elif not cjk and lex.verb_at_start(ws) is None and ws[0] not in lex.get("hintBadStarts"):
                found.append((3, "first word \"%s\"" % ws[0]))
    if role in ("label", "hint"):
        homonyms = set(lex.get("controlTypes")) | set(lex.get("states"))
        others = set(lex.forms) | set(lex.get("prepositions")) | set(lex.get("determiners"))
        hit = [w for w in ws if w in homonyms and (w in others or w in EXTRA_HOMONYMS.get(lang, ()))]
        if hit and not cjk:
            found.append((4, ", ".join(sorted(set(hit)))))
    if role == "label":
        why = []
        if re.search(r"\w-\w", text):
            why.append("hyphen")
        if SPEC.search(text.replace("%%", "")):
            why.append("placeholder")
        if cjk and re.search("[のをがにへで的了을를의에은는이가]", text):
            why.append("particle")
        if why:
            found.append((5, "+".join(why)))
    if source is not None and text != source:
        widths = [c for c in conversions(text) if c[0] is not None]
        a, b = conversions(source), conversions(text)
        if widths or re.search(r"%\d+[dDiuU@]", text):
            found.append((6, "width"))
        elif len(a) >= 2 and sorted(a) == sorted(b) and a != b:
            found.append((6, "order"))
    return found


# Words that are a control type or state in one use and another part of speech in another,
# which the lexicon's lists do not show by themselves (particles of separable verbs, a noun
# that is also a control).
EXTRA_HOMONYMS = {
    "de": {"an", "aus", "ein"},
    "nl": {"aan", "uit"},
    "pt": {"chave"},
    "pt-BR": {"chave"},
    "en": {"toggle"},
}


# ---------------------------------------------------------------- run

def run_voicelint(binary, app_dir):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as tmp:
        path = tmp.name
    try:
        cmd = [binary, "check", app_dir, "--roles", os.path.join(app_dir, "roles.tsv"),
               "--format", "json", "--fail-on", "never", "--output", path]
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if r.returncode not in (0, 1):
            sys.exit("voicelint failed on %s: %s" % (app_dir, r.stderr.strip()))
        return json.load(open(path, encoding="utf-8"))["diagnostics"]
    finally:
        os.unlink(path)


def collect(binary, corpus):
    languages = profile_languages()
    lexicons = {l: Lexicon(l) for l in languages}
    figures = collections.Counter()
    strings = {}
    for app in sorted(os.listdir(corpus)):
        app_dir = os.path.join(corpus, app)
        if not os.path.isfile(os.path.join(app_dir, "roles.tsv")):
            continue
        diags = run_voicelint(binary, app_dir)
        roles = read_roles(app_dir)
        by_string = collections.defaultdict(list)
        for d in diags:
            if d["role"] in ("label", "hint"):
                roles.setdefault(d["key"], d["role"])
            lang = language_of(d["locale"], languages)
            if lang is None or "Base.lproj" in d.get("file", ""):
                continue
            if d["role"] in ("label", "hint"):
                sev = "+" if d["severity"] == "info" else ""
                figures[(lang, d["rule"] + sev)] += 1
            by_string[(d["locale"], d["key"])].append(d["rule"] + ("(info)" if d["severity"] == "info" else ""))
        texts = load_app(app_dir)
        source = texts.get("en", {})
        for locale, values in sorted(texts.items()):
            lang = language_of(locale, languages)
            if lang is None:
                continue
            for key, text in values.items():
                role = roles.get(key, "other")
                src = source.get(key) if locale != "en" else None
                cls = classes_of(lang, role, text, src, lexicons[lang])
                rules = by_string.get((locale, key), [])
                if role == "hint" and lang in LAST_VERB and "hint-verb-form(info)" in rules:
                    cls.append((3, "last word unknown"))
                if role == "label" and lang in CJK and "label-length" in rules and not any(c == 5 for c, _ in cls):
                    cls.append((5, "cjk label-length"))
                if not cls:
                    continue
                sid = "%s|%s|%s" % (app.split("__")[-1], locale, key)
                strings[sid] = {"lang": lang, "role": role, "text": text, "source": src,
                                "classes": {str(c): why for c, why in cls},
                                "rules": sorted(by_string.get((locale, key), []))}
    return {"figures": {"%s|%s" % k: v for k, v in sorted(figures.items())}, "strings": strings}


def print_figures(now, old):
    langs = sorted({k.split("|")[0] for k in list(now["figures"]) + list((old or {}).get("figures", {}))})
    rules = sorted({k.split("|")[1].rstrip("+") for k in list(now["figures"]) + list((old or {}).get("figures", {}))})

    def cell(fig, lang, rule):
        n, i = fig.get("%s|%s" % (lang, rule), 0), fig.get("%s|%s+" % (lang, rule), 0)
        return "%d%s" % (n, "+%d" % i if i else "") if n or i else "."

    print("## Findings on labels and hints, per language and rule (+N: info)\n")
    width = max(len(r) for r in rules) + 1
    print("| rule | " + " | ".join(langs) + " |")
    print("|---|" + "---|" * len(langs))
    for r in rules:
        row = []
        for l in langs:
            c = cell(now["figures"], l, r)
            if old is not None:
                b = cell(old["figures"], l, r)
                c = c if b == c else "%s→%s" % (b, c)
            row.append(c)
        print("| %s | %s |" % (r.ljust(width), " | ".join(row)))
    print()


def print_classes(now, old, limit, only):
    old_strings = (old or {}).get("strings", {})
    for c, name in CLASSES.items():
        if only and c not in only:
            continue
        ids = sorted(s for s, v in now["strings"].items() if str(c) in v["classes"])
        ids += sorted(s for s, v in old_strings.items() if str(c) in v["classes"] and s not in now["strings"])
        per_lang = collections.Counter((now["strings"].get(s) or old_strings[s])["lang"] for s in ids)
        print("## Class %d: %s (%d strings: %s)\n" % (c, name, len(ids), ", ".join("%s %d" % kv for kv in sorted(per_lang.items()))))
        shown = collections.Counter()
        for s in ids:
            v = now["strings"].get(s) or old_strings[s]
            if limit and shown[v["lang"]] >= limit:
                continue
            shown[v["lang"]] += 1
            rules = " ".join(now["strings"].get(s, {}).get("rules", [])) or "-"
            if old is not None:
                before = " ".join(old_strings.get(s, {}).get("rules", [])) or "-"
                rules = rules if before == rules else "%s  =>  %s" % (before, rules)
            app, locale, key = s.split("|", 2)
            print("- %s %s %s [%s] %r (%s): %s" % (locale, app, key, v["role"], v["text"], v["classes"][str(c)], rules))
        print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "voicelint"))
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"))
    ap.add_argument("--save", help="write the figures and class strings as JSON")
    ap.add_argument("--compare", help="a file written by --save: print before -> after")
    ap.add_argument("--limit", type=int, default=0, help="list at most N strings per class and language (0: all)")
    ap.add_argument("--class", dest="only", type=int, action="append", help="only this class (repeatable)")
    args = ap.parse_args()
    now = collect(args.binary, args.corpus)
    old = json.load(open(args.compare, encoding="utf-8")) if args.compare else None
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(now, f, ensure_ascii=False, indent=1, sort_keys=True)
    print_figures(now, old)
    print_classes(now, old, args.limit, set(args.only or []))


if __name__ == "__main__":
    main()
