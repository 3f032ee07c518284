#!/usr/bin/env python3
"""Auto Layout against kiwisolver on the same system, in the same run (issue 15).

    scripts/bench-layout-vs-kiwi.py [--views N] [--rounds R] [--motionlab PATH]

Runs `motionlab bench layout --views N` (a release build: .build/release/motionlab unless --motionlab
says otherwise) and builds the same system in kiwisolver (the C++ Cassowary, `pip install kiwisolver`):
N views in one root 320 points wide, view i: leading = root.leading + 8, trailing = root.trailing - 8,
height = 20 + (i mod 7), top = (i == 0 ? root.top + 4 : view(i-1).bottom + 4), width >= 100 at
priority 500, centerX = root.centerX at priority 250; the root's width an edit variable.

kiwi's figures, timed the same way (CPU time of the thread):
  solve_ms   - from nothing to every value: variables and constraints made, added, the width suggested,
               updateVariables (MotionLab's also makes NSLayoutConstraints and sets every view's frame);
  resolve_ms - median over R rounds of suggestValue(width, 320 <-> 321) + updateVariables (MotionLab's
               also sets every view's frame).
Prints both, then one JSON object last: {"motionlab": {...}, "kiwisolver": {...}, "resolve_ratio": ...,
"solve_ratio": ...} (ratios: MotionLab / kiwisolver). Exit 1 when kiwisolver is missing or a run fails.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def kiwi_bench(n, rounds):
    import kiwisolver as k
    t0 = time.thread_time_ns()
    s = k.Solver()
    width = k.Variable("root.width")
    s.addEditVariable(width, "strong")
    s.suggestValue(width, 320)
    prev_bottom = None
    views = []
    for i in range(n):
        left, top, w, h = (k.Variable("v%d.%s" % (i, a)) for a in ("left", "top", "width", "height"))
        s.addConstraint(left == 8)
        s.addConstraint(left + w == width - 8)
        s.addConstraint(h == 20 + i % 7)
        s.addConstraint(top == (4 if prev_bottom is None else prev_bottom + 4))
        s.addConstraint((w >= 100) | k.strength.create(0, 500, 0))
        s.addConstraint((left + w * 0.5 == width * 0.5) | k.strength.create(0, 250, 0))
        prev_bottom = top + h
        views.append((left, top, w, h))
    s.updateVariables()
    solve_ms = (time.thread_time_ns() - t0) / 1e6
    times = []
    for r in range(rounds):
        value = 321 if r % 2 == 0 else 320
        t = time.thread_time_ns()
        s.suggestValue(width, value)
        s.updateVariables()
        times.append((time.thread_time_ns() - t) / 1e6)
        # The solution by hand, checked outside the timing.
        if abs(views[-1][2].value() - (value - 16)) > 1e-9:
            raise SystemExit("kiwisolver gave width %r, expected %r" % (views[-1][2].value(), value - 16))
    return {"views": n, "constraints": 6 * n, "solve_ms": round(solve_ms, 3), "resolve_ms": round(statistics.median(times), 4)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--motionlab", default=None, help="the motionlab binary (default: .build/release/motionlab)")
    args = parser.parse_args()
    if not (1 <= args.views <= 100000) or not (1 <= args.rounds <= 10000):
        print("Error: --views must be 1...100000 and --rounds 1...10000", file=sys.stderr)
        return 2
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = args.motionlab or os.path.join(repo, ".build", "release", "motionlab")
    if not os.access(binary, os.X_OK):
        print("Error: %s not found; build it with `swift build -c release --product motionlab`" % binary, file=sys.stderr)
        return 1
    try:
        import kiwisolver  # noqa: F401
    except ImportError:
        print("Error: kiwisolver is not installed (pip install kiwisolver)", file=sys.stderr)
        return 1
    run = subprocess.run([binary, "bench", "layout", "--views", str(args.views), "--rounds", str(args.rounds)],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
        print("Error: motionlab bench layout failed (exit %d)" % run.returncode, file=sys.stderr)
        return 1
    ours = json.loads(run.stdout.strip().splitlines()[-1])
    kiwi = kiwi_bench(args.views, args.rounds)
    print("motionlab bench layout: %s" % json.dumps(ours))
    print("kiwisolver (C++ via Python): %s" % json.dumps(kiwi))
    print(json.dumps({
        "motionlab": ours,
        "kiwisolver": kiwi,
        "solve_ratio": round(ours["solve_ms"] / kiwi["solve_ms"], 3),
        "resolve_ratio": round(ours["resolve_ms"] / kiwi["resolve_ms"], 3),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
