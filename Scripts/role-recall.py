#!/usr/bin/env python3
"""Recall and precision of the roles voicelint reads from an app's code.

Each file Tests/RoleSets/<app>.tsv lists, read by hand from the app's code,
the catalog keys the code speaks as an accessibility label, hint or part
(columns key, role, reach, evidence, note; see Tests/RoleSets/README.md).
This script runs `voicelint roles --format tsv` at the root of each app, as a
user would, and compares:

  direct recall   rows reached at the line that sets the label or hint, found
                  with their role
  flow recall     rows reached through a property, parameter or local
  part recall     rows that are pieces of a composed label, found as parts
  precision       keys the tool takes as labels or hints from code (evidence
                  file:line:col) that the set has with that role (any reach)
  parts as whole  keys the set has only as parts that the tool takes as a whole
                  label or hint (must be 0)

usage: Scripts/role-recall.py --apps FOLDER [--binary PATH] [--option=--no-sources] [--show] [APP ...]
  FOLDER holds the apps, one folder each, named as the role sets are.
  --show lists each miss and each key taken that the set does not have.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SETS = os.path.join(ROOT, "Tests", "RoleSets")
LOCATION = re.compile(r".+:\d+:\d+$")


def read_set(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#") or line.startswith("key\t"):
                continue
            cols = line.split("\t")
            if len(cols) < 3:
                sys.exit(f"{path}: a row needs key, role and reach: {line!r}")
            key, role, reach = cols[0], cols[1], cols[2]
            if role not in ("label", "hint", "part") or reach not in ("direct", "flow"):
                sys.exit(f"{path}: bad role or reach: {line!r}")
            rows.append((key, role, reach))
    return rows


def tool_roles(binary, app_root, extra):
    out = subprocess.run([binary, "roles", "--format", "tsv"] + extra, cwd=app_root, capture_output=True, text=True)
    if out.returncode not in (0, 2):
        sys.exit(f"{app_root}: voicelint roles exited {out.returncode}: {out.stderr}")
    roles = {}
    for line in out.stdout.splitlines()[1:]:
        key, role, evidence = (line.split("\t") + ["", ""])[:3]
        from_code = any(LOCATION.match(e) for e in evidence.split(" ") if e)
        roles[key] = (role, from_code)
    return roles


def has(roles, key, role):
    if key not in roles:
        return False
    r = roles[key][0]
    return r == role or (r == "label+hint" and role in ("label", "hint"))


def ratio(a, b):
    return f"{a}/{b} {a / b:.2f}" if b else "-"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--apps", required=True)
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "voicelint"))
    ap.add_argument("--show", action="store_true")
    ap.add_argument("--option", action="append", default=[], help="an option passed on to voicelint roles (repeatable)")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    binary = os.path.abspath(args.binary)
    names = args.names or sorted(f[:-4] for f in os.listdir(SETS) if f.endswith(".tsv"))
    totals = [0] * 9
    print("| app | direct recall | flow recall | part recall | precision (from code) | parts as whole |")
    print("|---|---|---|---|---|---|")
    for name in names:
        rows = read_set(os.path.join(SETS, name + ".tsv"))
        roles = tool_roles(binary, os.path.join(args.apps, name), args.option)
        direct = [(k, r) for k, r, reach in rows if reach == "direct" and r != "part"]
        flow = [(k, r) for k, r, reach in rows if reach == "flow" and r != "part"]
        parts = [k for k, r, _ in rows if r == "part"]
        whole = {(k, r) for k, r, _ in rows if r != "part"}
        whole_keys = {k for k, _ in whole}
        d = sum(has(roles, k, r) for k, r in direct)
        fl = sum(has(roles, k, r) for k, r in flow)
        pa = sum(roles.get(k, ("", False))[0] == "part" or has(roles, k, "label") or has(roles, k, "hint") for k in parts)
        taken = []
        for k, (r, from_code) in roles.items():
            if not from_code or r == "part":
                continue
            for one in (("label", "hint") if r == "label+hint" else (r,)):
                taken.append((k, one))
        right = sum((k, r) in whole for k, r in taken)
        parts_as_whole = sorted({k for k in parts if k not in whole_keys and (has(roles, k, "label") or has(roles, k, "hint"))})
        print(f"| {name} | {ratio(d, len(direct))} | {ratio(fl, len(flow))} | {ratio(pa, len(parts))} | "
              f"{ratio(right, len(taken))} | {len(parts_as_whole)} |")
        for i, v in enumerate((d, len(direct), fl, len(flow), pa, len(parts), right, len(taken), len(parts_as_whole))):
            totals[i] += v
        if args.show:
            for k, r in direct + flow:
                if not has(roles, k, r):
                    reach = "direct" if (k, r) in direct else "flow"
                    print(f"    missed {reach} {r}: {k}")
            for k in parts:
                if k not in roles:
                    print(f"    missed part: {k}")
            for k, r in taken:
                if (k, r) not in whole:
                    print(f"    not in the set: {r} {k}")
            for k in parts_as_whole:
                print(f"    part taken as a whole: {k}")
    t = totals
    print(f"| all | {ratio(t[0], t[1])} | {ratio(t[2], t[3])} | {ratio(t[4], t[5])} | {ratio(t[6], t[7])} | {t[8]} |")


if __name__ == "__main__":
    main()
