#!/usr/bin/env python3
"""The benchmark: voicelint against the C floor, measured in the same run.

For each size (keys), it generates a String Catalog with the seeded generator beside
this file (gen_catalog.py: realistic label and hint keys in 12 locales, real scripts for
ja/zh/ko/ar/ru), builds the C floor program beside it (icu_limit.c: parse the JSON,
UTF-16, ICU word breaking, first/last character checks on every value), builds voicelint
(release, as `make install` builds it), and runs each program 3 times, alternating. It
prints, per size, the median wall time, CPU time and peak RSS of each, values per second,
and voicelint's ratios to the floor.

usage: python3 Scripts/bench/run.py [--sizes 1000,10000,50000,200000] [--runs 3] [--work DIR]
       [--binary PATH] [--markdown] [--folder 200x250] [--startup]
voicelint runs as a release pipeline would: `voicelint FILE --format json --fail-on never`,
its report written to /dev/null.

--folder NxK also times a folder of N catalogs of K keys each (seeds 1..N) against the floor run
on each of them in turn: checking stays linear when the keys come in many files.
--startup also times a 10-key catalog (the start-up cost: lexicons, ICU) as the first row.
--fix also times, at every size, `--fix --dry-run` and `--fix` (on a copy of the catalog, made
afresh before each run) against the check of the same catalog, in the same runs.
"""
import argparse
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def run(cmd, stdout=subprocess.DEVNULL):
    """Runs cmd; returns (wall s, cpu s, peak RSS MiB, stdout text or None)."""
    start = time.monotonic()
    p = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.DEVNULL)
    # Read before waiting: a report larger than the pipe would otherwise block the program.
    out = p.stdout.read().decode() if p.stdout else None
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"benchmark: {' '.join(cmd)} exited with {code}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out


def table(head, lines, markdown):
    """Prints rows under their head, as Markdown or as aligned columns."""
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for l in lines:
            print("| " + " | ".join(l) + " |")
    else:
        widths = [max(len(h), *(len(l[i]) for l in lines)) for i, h in enumerate(head)]
        print("  ".join(h.rjust(w) for h, w in zip(head, widths)))
        for l in lines:
            print("  ".join(x.rjust(w) for x, w in zip(l, widths)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000,50000,200000")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--work", default=os.path.join(ROOT, ".build", "bench"))
    ap.add_argument("--binary", help="a voicelint binary (default: build the release one)")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ap.add_argument("--folder", help="NxK: also a folder of N catalogs of K keys each")
    ap.add_argument("--startup", action="store_true", help="also a 10-key catalog, first")
    ap.add_argument("--fix", action="store_true", help="also --fix --dry-run and --fix, against the check")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)

    floor = os.path.join(args.work, "icu_limit")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "icu-i18n", "icu-uc"], check=True,
                           capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", floor, os.path.join(HERE, "icu_limit.c")] + flags, check=True)
    binary = args.binary
    if not binary:
        # The binary `make install` installs, built as it builds it (the Makefile's flags).
        subprocess.run(["make", "-s", "build"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(subprocess.run(["make", "-s", "bin-path"], cwd=ROOT,
                                             check=True, capture_output=True, text=True).stdout.strip(), "voicelint")

    def generate(keys, seed, folder):
        catalog = os.path.join(folder, "Localizable.xcstrings")
        if not os.path.exists(catalog):
            subprocess.run([sys.executable, os.path.join(HERE, "gen_catalog.py"), "--keys", str(keys), "--seed", str(seed),
                            "--format", "xcstrings", "--out-dir", folder], check=True, stderr=subprocess.DEVNULL)
        return catalog

    def floor_run(catalogs):
        """The floor over each catalog in turn: summed wall and CPU, largest peak, summed values."""
        wall = cpu = peak = 0
        values = 0
        for catalog in catalogs:
            fw, fc, fm, out = run([floor, "--mode", "full", catalog], stdout=subprocess.PIPE)
            m = re.search(r"\bvalues=(\d+)", out)
            wall, cpu, peak, values = wall + fw, cpu + fc, max(peak, fm), values + (int(m.group(1)) if m else 0)
        return wall, cpu, peak, values

    # (label, path voicelint is given, the catalogs in it)
    cases = []
    if args.startup:
        cases.append(("10", generate(10, 42, os.path.join(args.work, "n10"))))
    for keys in [int(k) for k in args.sizes.split(",") if k]:
        cases.append((f"{keys:,}", generate(keys, 42, os.path.join(args.work, f"n{keys}"))))
    if args.folder:
        n, k = (int(x) for x in args.folder.lower().split("x"))
        top = os.path.join(args.work, f"folder{n}x{k}")
        for i in range(1, n + 1):
            generate(k, i, os.path.join(top, f"Catalog{i:03d}"))
        cases.append((f"{n} x {k:,}", top))

    rows = []
    fixes = []
    for label, path in cases:
        catalogs = [os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".xcstrings")] \
            if os.path.isdir(path) else [path]
        size = sum(os.path.getsize(c) for c in catalogs) / 1e6
        v, c = [], []
        values = None
        for _ in range(args.runs):
            fw, fc, fm, vals = floor_run(catalogs)
            values = vals or values
            c.append((fw, fc, fm))
            v.append(run([binary, path, "--format", "json", "--fail-on", "never"]))
        med = lambda xs, i: statistics.median(x[i] for x in xs)
        vw, vc, vm = med(v, 0), med(v, 1), med(v, 2)
        cw, cc, cm = med(c, 0), med(c, 1), med(c, 2)
        rows.append(dict(keys=label, mb=size, values=values, vw=vw, vc=vc, vm=vm, cw=cw, cc=cc, cm=cm))
        if args.fix:
            check, dry, write = [], [], []
            copy = os.path.join(args.work, "fix-copy")
            for _ in range(args.runs):
                check.append(run([binary, path, "--format", "json", "--fail-on", "never", "--no-sources"]))
                dry.append(run([binary, path, "--fix", "--dry-run", "--format", "json", "--fail-on", "never", "--no-sources"]))
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(path, copy) if os.path.isdir(path) else (os.makedirs(copy), shutil.copy(path, copy))
                write.append(run([binary, copy, "--fix", "--format", "json", "--fail-on", "never", "--no-sources"]))
            fixes.append(dict(keys=label, check=med(check, 0), dry=med(dry, 0), write=med(write, 0),
                              peak=max(med(dry, 2), med(write, 2)), checkpeak=med(check, 2)))
        print(f"{label} keys done", file=sys.stderr)

    cpu = platform.processor() or platform.machine()
    print(f"machine: {os.cpu_count()} cores, {cpu}; {args.runs} runs each, medians; voicelint FILE --format json --fail-on never")
    head = ["keys", "file MB", "values", "voicelint values/s", "wall s", "CPU s", "peak MiB",
            "floor wall s", "floor CPU s", "floor peak MiB", "wall ratio", "CPU ratio", "peak / file"]
    lines = []
    for r in rows:
        vps = f"{r['values'] / r['vw']:,.0f}" if r["values"] else "?"
        lines.append([r["keys"], f"{r['mb']:.2f}" if r["mb"] < 1 else f"{r['mb']:.1f}" if r["mb"] < 10 else f"{r['mb']:.0f}", f"{r['values']:,}" if r["values"] else "?", vps,
                      f"{r['vw']:.2f}", f"{r['vc']:.2f}", f"{r['vm']:.0f}", f"{r['cw']:.2f}", f"{r['cc']:.2f}",
                      f"{r['cm']:.0f}", f"{r['vw'] / r['cw']:.1f}x", f"{r['vc'] / r['cc']:.1f}x", f"{r['vm'] * 2**20 / (r['mb'] * 1e6):.1f}x"])
    table(head, lines, args.markdown)
    if fixes:
        print()
        print("--fix (safe rewrites), wall seconds, medians; ratio to the check of the same catalog in the same runs")
        fhead = ["keys", "check s", "--fix --dry-run s", "ratio", "--fix s", "ratio", "check peak MiB", "fix peak MiB"]
        flines = [[f["keys"], f"{f['check']:.2f}", f"{f['dry']:.2f}", f"{f['dry'] / f['check']:.2f}x", f"{f['write']:.2f}",
                   f"{f['write'] / f['check']:.2f}x", f"{f['checkpeak']:.0f}", f"{f['peak']:.0f}"] for f in fixes]
        table(fhead, flines, args.markdown)


if __name__ == "__main__":
    main()
