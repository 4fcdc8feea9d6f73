#!/usr/bin/env python3
"""How much of real apps' hint copy the verb lexicons know: per language, the
share of hints whose verb the lexicon knows (in any form, right or wrong).

usage: python3 Scripts/verb-coverage.py [--corpus DIR] [--list] [LANG ...]

Hints are the strings of the corpus (default ../shared/corpus) whose key its
roles.tsv marks as a hint, or whose key names an accessibility hint
("a11y"/"accessibility" and "hint": "...Accessibility.DoubleTapHint").
A hint's verb is looked up where the language puts it: for ja and ko, the
end of the text (the profile's hintEndings and the verbs' forms); elsewhere
the first word that is a form of verbs.json, wherever it stands (after a
gesture, "pour", "um", a reflexive pronoun glued to it as in "s'ouvre", or at
the end of a verb-final clause). A hint with no such word counts as unknown:
either its verb is missing from the lexicon, or it has none (a value, a noun
phrase), which the list shows. English text left
in another language's catalog (untranslated) is left out. --list prints the
hints whose verb is unknown: the candidates for Lexicons/concepts-verbs.txt.
"""
import argparse
import collections
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("accuracy_report", os.path.join(HERE, "accuracy-report.py"))
ar = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ar)

def hints(corpus, languages):
    out = collections.defaultdict(list)
    for app in sorted(os.listdir(corpus)):
        d = os.path.join(corpus, app)
        if not os.path.isfile(os.path.join(d, "roles.tsv")):
            continue
        roles = ar.read_roles(d)
        texts = ar.load_app(d)
        source = texts.get("en", {})
        for locale, values in sorted(texts.items()):
            lang = ar.language_of(locale, languages)
            if lang is None:
                continue
            for key, text in values.items():
                if roles.get(key) != "hint" and not (re.search(r"a11y|accessibility", key, re.I) and re.search(r"hint", key, re.I)):
                    continue
                if locale != "en" and lang != "en" and text == source.get(key):
                    continue
                if text.strip():
                    out[lang].append((app.split("__")[-1], locale, key, text))
    return out


def known(lang, text, lex):
    if lang in ("zh-Hans", "zh-Hant"):
        return None  # the verb is not checked (hintVerbPosition none)
    if lang in ar.LAST_VERB:
        body = re.sub(r"[。.！!？?\s]+$", "", ar.SPEC.sub("", text))
        if any(body.endswith(e) for e in lex.endings_right + lex.endings_wrong):
            return True
        return any(body.endswith(f.replace(" ", "")) for f in lex.forms)
    # The first sentence (the second where the first is a value: "Current profile: %@. Double tap...").
    ws = ar.words_of(text)
    ws = [w[2:] if lang in ("fr", "it") and re.match(r"^[sl]'", w) else w for w in ws]
    # The first word of the hint that is a verb form; purpose clauses and verb-final
    # languages put it later ("Doppeltippen, um die Liste zu öffnen").
    return any(lex.verb_at_start(ws[i:]) for i in range(len(ws)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", default=os.path.join(ar.ROOT, "..", "shared", "corpus"))
    ap.add_argument("--list", action="store_true", help="print the hints whose verb is unknown")
    ap.add_argument("langs", nargs="*")
    args = ap.parse_args()
    languages = ar.profile_languages()
    all_hints = hints(args.corpus, languages)
    print("| language | hints | verb known | share |")
    print("|---|---|---|---|")
    missing = []
    total = [0, 0]
    for lang in languages:
        if args.langs and lang not in args.langs:
            continue
        lex = ar.Lexicon(lang)
        rows = all_hints.get(lang, [])
        results = [(r, known(lang, r[3], lex)) for r in rows]
        judged = [x for x in results if x[1] is not None]
        ok = sum(1 for _, k in judged if k)
        total[0] += len(judged)
        total[1] += ok
        share = "%.0f%%" % (100.0 * ok / len(judged)) if judged else "-"
        print("| %s | %d | %s | %s |" % (lang, len(rows), ok if judged else "not checked", share))
        missing += [(lang,) + r for r, k in judged if not k]
    if total[0]:
        print("| all | %d | %d | %.0f%% |" % (total[0], total[1], 100.0 * total[1] / total[0]))
    if args.list:
        print()
        for lang, app, locale, key, text in missing:
            print("- %s %s %s %r" % (locale, app, key, text))


if __name__ == "__main__":
    main()
