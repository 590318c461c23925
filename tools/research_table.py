#!/usr/bin/env python3
"""Summarises one-die match folders (dicechess-cli match --variant one-die --out DIR) the way
docs/research.md reports them: the first entrant's win rate with a 95 % interval over game pairs (the two
games of a pair share their dice, so pairs are the independent unit), its mean turns to win (plies of both
sides in the games it won) with a 95 % interval, and its mean time per move.

usage: tools/research_table.py DIR [DIR ...]   (prints a Markdown table)
"""
import gzip
import math
import os
import sys
from collections import defaultdict


def entrants(folder):
    names = [line.split("=", 1)[1].strip() for line in open(f"{folder}/setup.txt") if line.startswith("entrant")]
    return names[0], names[1]


def results_lines(folder):
    """results.tsv of a match folder, or the results.tsv.gz kept in docs/research-data."""
    path = f"{folder}/results.tsv"
    if os.path.exists(path):
        return list(open(path))
    return list(gzip.open(path + ".gz", "rt"))


def mean_ci(values):
    n = len(values)
    if n == 0:
        return float("nan"), float("nan")
    mean = sum(values) / n
    if n == 1:
        return mean, float("nan")
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def summarise(folder):
    pairs = defaultdict(list)  # round -> first entrant's wins (1/0) in that pair
    turns_to_win, ms = [], []
    for line in results_lines(folder)[1:]:
        f = line.rstrip("\n").split("\t")
        first_white = f[3] == "1"
        result, turns = f[4], int(f[6])
        won = (result == "1-0" and first_white) or (result == "0-1" and not first_white)
        pairs[(f[1], f[2])].append(1.0 if won else 0.0)
        if won:
            turns_to_win.append(turns)
        if f[9] != "-":
            ms.extend(float(x) for x in f[9].split(","))
    complete = [sum(v) / 2 for v in pairs.values() if len(v) == 2]
    rate, rate_ci = mean_ci(complete)
    turns, turns_ci = mean_ci(turns_to_win)
    return len(complete), rate, rate_ci, turns, turns_ci, sum(ms) / max(1, len(ms))


def main():
    print("| Agent | Opponent | Pairs | Win rate | Turns to win | ms per move |")
    print("|---|---|---|---|---|---|")
    for folder in sys.argv[1:]:
        first, second = entrants(folder)
        n, rate, rate_ci, turns, turns_ci, ms = summarise(folder)
        print(f"| {first} | {second} | {n} | {100 * rate:.1f} % ± {100 * rate_ci:.1f} | "
              f"{turns:.1f} ± {turns_ci:.1f} | {ms:.3f} |")


if __name__ == "__main__":
    main()
