#!/usr/bin/env python3
"""The rewrite review set: what `voicelint --fix` writes into real catalogs, each
rewrite with a reviewer's verdict (correct / harmless / wrong) and its reason.

Runs `voicelint --fix --dry-run --unsafe-fixes --format json` on each catalog folder
of ../shared/corpus (with its roles.tsv) and each app of ../shared/apps (at its root,
its sources scanned), and compares the rewrites with Tests/RewriteReview/verdicts.tsv.

usage:
  Scripts/review-rewrites.py [--binary B] [--shared DIR]
      lists the rewrites that are new or changed since their verdict (to review);
      exit 1 when there are some
  Scripts/review-rewrites.py --figures [--binary B]
      the verdicts of what --fix writes (safe) and of what --fix --unsafe-fixes writes
  Scripts/review-rewrites.py --pending OUT.tsv
      writes the rewrites to review as TSV rows for reviewers (verdict and reason empty)
  Scripts/review-rewrites.py --stderr ...
      reads an older binary's rewrites from its "would rewrite" lines (no JSON "rewrites"):
      every rewrite counts as written by --fix

A rewrite is known by its locale, old text and new text: the same rewrite of the same
text in two apps has one verdict. Texts are written with \\n, \\t and \\\\ escaped.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERDICTS = os.path.join(ROOT, "Tests", "RewriteReview", "verdicts.tsv")
FIELDS = ["locale", "old", "new", "verdict", "reason", "rules", "source", "where"]


def esc(s):
    return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def targets(shared):
    out = []
    corpus = os.path.join(shared, "corpus")
    for name in sorted(os.listdir(corpus)) if os.path.isdir(corpus) else []:
        d = os.path.join(corpus, name)
        if os.path.isdir(d):
            roles = os.path.join(d, "roles.tsv")
            out.append(("corpus/" + name, d, ["--roles", roles] if os.path.exists(roles) else []))
    apps = os.path.join(shared, "apps")
    for name in sorted(os.listdir(apps)) if os.path.isdir(apps) else []:
        d = os.path.join(apps, name)
        if os.path.isdir(d):
            out.append(("apps/" + name, d, []))
    return out


LINE = re.compile(r'^voicelint: (.+?):(\d+):(\d+): \[([^\]]+)\] (.*?): "(.*)" → "(.*)"(?: \(([^)]*)\))?$')


def rewrites(binary, shared, from_stderr):
    found = []
    for where, path, extra in targets(shared):
        with tempfile.NamedTemporaryFile(suffix=".json") as tmp:
            args = [binary, ".", "--fix", "--dry-run", "--format", "json", "--fail-on", "never", "--output", tmp.name] + extra
            if not from_stderr:
                args.append("--unsafe-fixes")
            r = subprocess.run(args, cwd=path, capture_output=True, text=True)
            if from_stderr:
                for line in r.stderr.splitlines():
                    m = LINE.match(line)
                    if m:
                        found.append({"locale": m.group(4), "key": m.group(5), "old": m.group(6), "new": m.group(7),
                                      "rules": "", "applicability": "safe", "source": "", "where": where})
                continue
            try:
                report = json.load(open(tmp.name))
            except Exception:
                sys.exit(f"{where}: no JSON report: {r.stderr[-500:]}")
            for w in report.get("rewrites", []):
                found.append({"locale": w["locale"], "key": w["key"], "old": w["old"], "new": w["new"],
                              "rules": ",".join(w["rules"]), "applicability": w["applicability"],
                              "source": w.get("source", ""), "where": where})
    return found


def key(r):
    return (r["locale"], esc(r["old"]), esc(r["new"]))


def read_verdicts():
    known = {}
    if os.path.exists(VERDICTS):
        with open(VERDICTS, encoding="utf-8") as f:
            lines = f.read().split("\n")
        head = lines[0].split("\t")
        for line in lines[1:]:
            if line.strip():
                row = dict(zip(head, line.split("\t")))
                known[(row["locale"], row["old"], row["new"])] = row
    return known


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "voicelint"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    ap.add_argument("--figures", action="store_true")
    ap.add_argument("--pending")
    ap.add_argument("--stderr", action="store_true")
    a = ap.parse_args()
    found = rewrites(a.binary, a.shared, a.stderr)
    known = read_verdicts()
    unique = {}
    for r in found:
        unique.setdefault(key(r), r)
    pending = [r for k, r in unique.items() if k not in known]

    if a.pending:
        with open(a.pending, "w", encoding="utf-8") as f:
            f.write("\t".join(FIELDS) + "\n")
            for r in sorted(pending, key=lambda r: (r["locale"], r["old"])):
                f.write("\t".join([r["locale"], esc(r["old"]), esc(r["new"]), "", "", r["rules"], esc(r["source"]),
                                   r["where"] + " " + esc(r["key"])]) + "\n")
        print(f"{len(pending)} rewrites to review written to {a.pending}")
        return 0

    if a.figures:
        def tally(rows, label):
            counts = {"correct": 0, "harmless": 0, "wrong": 0, "unreviewed": 0}
            langs = set()
            for r in rows:
                v = known.get(key(r))
                counts[v["verdict"] if v else "unreviewed"] += 1
                langs.add(r["locale"].split("-")[0].lower())
            n = len(rows)
            reviewed = n - counts["unreviewed"]
            pct = lambda c: f"{100 * c / reviewed:.1f}%" if reviewed else "-"
            print(f"{label}: {n} distinct rewrites in {len(langs)} languages; correct {counts['correct']} ({pct(counts['correct'])}), "
                  f"harmless {counts['harmless']} ({pct(counts['harmless'])}), wrong {counts['wrong']} ({pct(counts['wrong'])}), "
                  f"unreviewed {counts['unreviewed']}")
            for r in rows:
                v = known.get(key(r))
                if v and v["verdict"] == "wrong":
                    print(f"    wrong [{r['locale']}] {esc(r['old'])!r} -> {esc(r['new'])!r} ({r['rules']}): {v['reason']}")
        rows = list(unique.values())
        tally([r for r in rows if r["applicability"] == "safe"], "--fix")
        if not a.stderr:
            tally(rows, "--fix --unsafe-fixes")
        print(f"review set: {len(known)} verdicts in {len({k[0].split('-')[0].lower() for k in known})} languages")
        return 0

    for r in sorted(pending, key=lambda r: (r["locale"], r["old"])):
        print(f"[{r['locale']}] {esc(r['old'])!r} -> {esc(r['new'])!r} ({r['rules']}, {r['applicability']}) {r['where']}")
    print(f"{len(pending)} of {len(unique)} rewrites are new or changed since their verdict", file=sys.stderr)
    return 1 if pending else 0


if __name__ == "__main__":
    sys.exit(main())
