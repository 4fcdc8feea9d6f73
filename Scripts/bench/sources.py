#!/usr/bin/env python3
"""The source scan's benchmark: megabytes of app code read per second.

For each size (megabytes of Swift), it writes a seeded tree of Swift files in the
shapes real apps use (string tables of static constants in nested enums and
extensions, a wrapper function, views that set labels and hints from the
tables, through locals, through parameters and through models given at their
initializers, with comments and unrelated code around them) and one String
Catalog with every key, then runs `voicelint roles TREE --format tsv` (the
catalog's loading included) 3 times and prints the median wall and CPU time,
the peak memory and the megabytes of source per second of wall time. Each run's
listing must hold every label and hint the tree sets (checked), so that a fast
run that found nothing does not count.

usage: python3 Scripts/bench/sources.py [--sizes 10,50,100] [--runs 3] [--work DIR]
       [--binary PATH] [--markdown]
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from run import run  # noqa: E402  (the catalog benchmark's timing of one command)

WORDS = ["Share", "Delete", "Archive", "Reply", "Close", "Open", "Save", "Search", "Settings", "Profile", "Back",
         "Forward", "Reload", "Download", "Upload", "Edit", "Done", "Cancel", "Next", "Previous", "Play", "Pause"]

FILLER = '''
    // Layout: constraints are set once the view is in a window.
    private func layout{n}() {{
        let inset: CGFloat = {m}.0
        let frame = bounds.insetBy(dx: inset, dy: inset)
        for (index, view) in subviews.enumerated() where view.isHidden == false {{
            view.frame = CGRect(x: frame.minX, y: frame.minY + CGFloat(index) * 44, width: frame.width, height: 44)
        }}
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {{
            stack.axis = .vertical
        }} else {{
            stack.axis = .horizontal
        }}
    }}
'''


def one_file(n, rng, keys):
    """One file of about 9 KB: a string table, a model, a view; appends its keys."""
    table = f"Strings{n}"
    lines = [f"import UIKit\n\n/// Strings of screen {n}.\nenum {table} {{\n    enum Actions {{"]
    names = []
    for i in range(12):
        word = rng.choice(WORDS)
        key = f"screen{n}.action{i}.{word.lower()}"
        keys.append((key, f"{word} {i}"))
        name = f"{word.lower()}{i}"
        names.append(name)
        lines.append(f'        static let {name} = NSLocalizedString("{key}", comment: "{word} button")')
    lines.append("    }\n}\n")
    lines.append(f"extension {table}.Actions {{")
    hint_key = f"screen{n}.hint"
    keys.append((hint_key, "Opens the details."))
    lines.append(f'    static func hint(for name: String) -> String {{ String(format: NSLocalizedString("{hint_key}", comment: ""), name) }}')
    lines.append("}\n")
    lines.append(f"struct Option{n} {{\n    let title: String\n    let symbol: String\n}}\n")
    lines.append(f"final class Screen{n}View: UIView {{")
    lines.append("    private let stack = UIStackView()")
    lines.append(f"    private let options = [Option{n}(title: {table}.Actions.{names[0]}, symbol: \"a\"), "
                 f"Option{n}(title: {table}.Actions.{names[1]}, symbol: \"b\")]")
    lines.append("\n    func configure(button: UIButton, option: Option%d) {\n        button.accessibilityLabel = option.title\n    }\n" % n)
    lines.append("    override init(frame: CGRect) {\n        super.init(frame: frame)")
    for i in range(2, 12):
        if i % 3 == 0:
            lines.append(f"        let label{i} = {table}.Actions.{names[i]}\n        buttons[{i}].accessibilityLabel = label{i}")
        else:
            lines.append(f"        buttons[{i}].accessibilityLabel = {table}.Actions.{names[i]}")
    lines.append(f'        buttons[0].accessibilityHint = {table}.Actions.hint(for: "x")')
    lines.append("    }\n\n    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }")
    lines.append("    private var buttons: [UIButton] = (0..<12).map { _ in UIButton(type: .system) }")
    for m in range(4):
        lines.append(FILLER.format(n=m, m=rng.randint(2, 16)))
    lines.append("}\n")
    return "\n".join(lines)


def make_tree(folder, megabytes, seed=1):
    """Writes the tree; returns (source bytes, labels+hints the tree sets)."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    rng = random.Random(seed)
    keys = []
    total = 0
    n = 0
    while total < megabytes * 1_000_000:
        sub = os.path.join(folder, "App", f"Feature{n // 100}")
        os.makedirs(sub, exist_ok=True)
        text = one_file(n, rng, keys)
        with open(os.path.join(sub, f"Screen{n}.swift"), "w") as f:
            f.write(text)
        total += len(text.encode())
        n += 1
    strings = {k: {"localizations": {"en": {"stringUnit": {"state": "translated", "value": v}}}} for k, v in keys}
    with open(os.path.join(folder, "App", "Localizable.xcstrings"), "w") as f:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f)
    return total, len(keys)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10,50,100")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--work", default=os.path.join(ROOT, ".build", "bench-sources"))
    ap.add_argument("--binary", help="a voicelint binary (default: build the release one)")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    binary = args.binary
    if not binary:
        subprocess.run(["make", "-s", "build"], cwd=ROOT, check=True)
        binary = os.path.join(subprocess.run(["make", "-s", "bin-path"], cwd=ROOT, check=True, capture_output=True,
                                             text=True).stdout.strip(), "voicelint")
    rows = []
    for size in [int(s) for s in args.sizes.split(",")]:
        folder = os.path.join(args.work, f"tree-{size}")
        total, keys = make_tree(folder, size)
        walls, cpus, peaks = [], [], []
        for _ in range(args.runs):
            wall, cpu, peak, out = run([binary, "roles", folder, "--format", "tsv"], stdout=subprocess.PIPE)
            found = sum(1 for line in out.splitlines()[1:] if line.split("\t")[1] in ("label", "hint", "label+hint"))
            if found != keys:
                sys.exit(f"benchmark: {folder}: {found} keys taken as labels or hints, the tree sets {keys}")
            walls.append(wall), cpus.append(cpu), peaks.append(peak)
        wall, cpu, peak = statistics.median(walls), statistics.median(cpus), statistics.median(peaks)
        rows.append((size, total, keys, wall, cpu, peak, total / 1e6 / wall))
    header = ["source MB", "files' keys", "wall s", "CPU s", "peak MiB", "MB/s (wall)"]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print("  ".join(header))
    for size, total, keys, wall, cpu, peak, rate in rows:
        cells = [f"{total / 1e6:.1f}", f"{keys:,}", f"{wall:.2f}", f"{cpu:.2f}", f"{peak:.0f}", f"{rate:.1f}"]
        print(("| " + " | ".join(cells) + " |") if args.markdown else "  ".join(cells))


if __name__ == "__main__":
    main()
