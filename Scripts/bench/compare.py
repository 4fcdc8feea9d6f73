#!/usr/bin/env python3
"""Two voicelint builds timed against each other, in turns, on the same catalog.

The machines this project runs on are shared: the same binary's time moves by a tenth or more
within minutes, so two builds timed minutes apart say little about each other. This runs build
A and build B one after the other, N rounds, the order swapped each round, and prints the
median and mean of B's time over A's in each round (wall and CPU), each round's ratio, and
each build's median CPU time and largest peak memory. A ratio under 1 is B faster.

usage: python3 Scripts/bench/compare.py A B [--rounds 12] [--keys 50000] [--catalog FILE]
A and B are voicelint binaries (copy a build aside before changing the code). The catalog is
the benchmark's generated one of --keys keys (made with gen_catalog.py, seed 42, if missing),
unless --catalog names another. Each run is `voicelint FILE --format json --fail-on never`,
its report written to /dev/null.
"""
import argparse
import os
import statistics
import subprocess
import sys

from run import HERE, ROOT, run


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a", help="the voicelint binary to compare against")
    ap.add_argument("b", help="the voicelint binary compared")
    ap.add_argument("--rounds", type=int, default=12)
    ap.add_argument("--keys", type=int, default=50000)
    ap.add_argument("--catalog", help="a catalog or folder (default: the benchmark's of --keys keys)")
    args = ap.parse_args()
    catalog = args.catalog
    if not catalog:
        folder = os.path.join(ROOT, ".build", "bench", f"n{args.keys}")
        catalog = os.path.join(folder, "Localizable.xcstrings")
        if not os.path.exists(catalog):
            subprocess.run([sys.executable, os.path.join(HERE, "gen_catalog.py"), "--keys", str(args.keys), "--seed", "42",
                            "--format", "xcstrings", "--out-dir", folder], check=True, stderr=subprocess.DEVNULL)
    rounds = []
    for i in range(args.rounds):
        order = [("a", args.a), ("b", args.b)] if i % 2 else [("b", args.b), ("a", args.a)]
        times = {}
        for tag, binary in order:
            wall, cpu, peak, _ = run([binary, catalog, "--format", "json", "--fail-on", "never"])
            times[tag] = (wall, cpu, peak)
        rounds.append(times)
    wall = [r["b"][0] / r["a"][0] for r in rounds]
    cpu = [r["b"][1] / r["a"][1] for r in rounds]
    print(f"B/A wall: median {statistics.median(wall):.3f}, mean {statistics.mean(wall):.3f}  [{' '.join(f'{x:.2f}' for x in wall)}]")
    print(f"B/A CPU:  median {statistics.median(cpu):.3f}, mean {statistics.mean(cpu):.3f}  [{' '.join(f'{x:.2f}' for x in cpu)}]")
    for tag in "ab":
        print(f"{tag.upper()}: CPU median {statistics.median(r[tag][1] for r in rounds):.2f} s, "
              f"peak {max(r[tag][2] for r in rounds):.0f} MiB")


if __name__ == "__main__":
    main()
