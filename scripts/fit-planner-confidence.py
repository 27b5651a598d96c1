#!/usr/bin/env python3
"""Fits the offline planner's confidence (Sources/ModelProviders/Offline/PlannerConfidence.swift):
a logistic model of "the skill chosen is the right one" over the features the planner gives each
choice. Input: the JSON lines of `BENCH_CONFIDENCE=1 .build/release/ask-bench` on stdin.

It fits on every corpus but the newest (held out 9, written before the seventh round's work) and
checks on that one: for each corpus, how many choices are right, how many the floor (0.3) keeps,
and how many of those kept are right — and a reliability table (predicted vs. observed) on the
check set. Prints the weights to paste into PlannerConfidence. No third-party packages: Newton's
method with a small L2 penalty, in plain Python.

    BENCH_CONFIDENCE=1 .build/release/ask-bench | grep '^{' | scripts/fit-planner-confidence.py
"""
import json, math, os, sys

# FIT_CORPORA=a.jsonl,b.jsonl: fit on those instead (to try another split); FIT_CORPORA=all-but:x,y
# fits on every corpus but those. The default: all but held out 9.
chosen = os.environ.get("FIT_CORPORA") or "all-but:planner_corpus_holdout9.jsonl"
FIT = None if chosen.startswith("all-but:") else set(chosen.split(","))
EXCLUDED = set(chosen[len("all-but:"):].split(",")) if FIT is None else set()
NAMES = ["words/bar", "words lead", "words first", "meaning lead", "meaning margin",
         "meaning first", "meaning ranked", "value points", "words matched", "values filled",
         "words covered"]
PENALTY = 0.5
FLOOR = 0.3  # PlannerConfidence.floor

rows = [json.loads(line) for line in sys.stdin if line.startswith("{")]
if not rows:
    sys.exit("fit-planner-confidence: no feature lines on stdin (run ask-bench with BENCH_CONFIDENCE=1)")
if FIT is None:
    FIT = {r["corpus"] for r in rows} - EXCLUDED
fit = [r for r in rows if r["corpus"] in FIT]
width = len(fit[0]["features"]) + 1

def x(row):
    return [1.0] + row["features"]

def solve(matrix, vector):
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col] != 0:
                f = a[r][col] / a[col][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]

def sigmoid(z):
    return 1 / (1 + math.exp(-max(-30, min(30, z))))

w = [0.0] * width
for _ in range(25):
    gradient = [0.0] * width
    hessian = [[0.0] * width for _ in range(width)]
    for r in fit:
        v = x(r)
        p = sigmoid(sum(a * b for a, b in zip(w, v)))
        y = 1.0 if r["right"] else 0.0
        for i in range(width):
            gradient[i] += (p - y) * v[i]
            for j in range(width):
                hessian[i][j] += p * (1 - p) * v[i] * v[j]
    for i in range(1, width):
        gradient[i] += PENALTY * w[i]
        hessian[i][i] += PENALTY
    step = solve(hessian, gradient)
    w = [a - b for a, b in zip(w, step)]

print("bias %.3f" % w[0])
for name, weight in zip(NAMES, w[1:]):
    print("%-15s %7.3f" % (name, weight))
print("static let weights: [Double] = [" + ", ".join("%.3f" % v for v in w[1:]) + "]")
print("static let bias = %.3f" % w[0])
print()
print("| corpus | ranker | choices | right | kept (p ≥ floor, or a value points at it) | right among kept | wrong dropped |")
print("|---|---|---|---|---|---|---|")
for corpus in sorted({r["corpus"] for r in rows}):
    for ranker in ("words", "meaning"):
        part = [r for r in rows if r["corpus"] == corpus and r["ranker"] == ranker]
        if not part:
            continue
        kept = [r for r in part if sigmoid(sum(a * b for a, b in zip(w, x(r)))) >= FLOOR or r["features"][7] > 0]
        right = sum(r["right"] for r in part)
        right_kept = sum(r["right"] for r in kept)
        wrong_dropped = (len(part) - right) - (len(kept) - right_kept)
        role = "fit" if corpus in FIT else "check"
        print(f"| {corpus} ({role}) | {ranker} | {len(part)} | {right} | {len(kept)} | "
              f"{right_kept} | {wrong_dropped} of {len(part) - right} |")
print()
print("reliability on the check sets: predicted probability → observed share right")
check = [r for r in rows if r["corpus"] not in FIT]
for low, high in [(0, .3), (.3, .5), (.5, .7), (.7, .9), (.9, 1.01)]:
    part = [r for r in check if low <= sigmoid(sum(a * b for a, b in zip(w, x(r)))) < high]
    if part:
        print(f"  {low:.1f}–{min(high, 1):.1f}: {len(part):4d} choices, {sum(r['right'] for r in part) / len(part):.2f} right")
