#!/usr/bin/env python3
"""Figures of docs/opening-book.md from the book's run folders (training/book/white, training/book/black):
what each White book turn is worth against Black's book replies, and the symmetry check of Black's replies
after White's pass against White's first turns (the same position with the colours swapped).

usage: tools/book_report.py [WHITE-ENTRIES BLACK-ENTRIES]"""
import math
import sys
from collections import Counter

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
LINES = ["PNB", "PNR", "PNQ", "PNK", "PBR", "PBQ", "PBK", "PRQ", "PRK", "PQK", "pass"]


def read_entries(path):
    """(position with roll, [(turn, judged, rolled-out value or None, standard error)]) per line."""
    rows = []
    with open(path) as file:
        for line in file:
            fields = line.rstrip("\n").split("\t")
            turns = []
            for text in fields[3:]:
                parts = text.split("|")
                rolled = len(parts) > 3 and parts[3] != ""
                turns.append((parts[0], float(parts[1]), float(parts[3]) if rolled else None,
                              float(parts[4]) if rolled else 0.0))
            rows.append((int(fields[0]), fields[1], turns))
    # Positions finish out of order on several threads; their numbers give the stage's order.
    return [(position, turns) for _, position, turns in sorted(rows)]


def roll_of(position):
    return position.split()[-1].upper()


def roll_chance(roll):
    shape = tuple(sorted(Counter(roll).values()))
    return {(1, 1, 1): 6, (1, 2): 3, (3,): 1}[shape] / 216


def best_value(turns):
    turn = turns[0]
    return turn[2] if turn[2] is not None else turn[1]


def mirrored(turn):
    flip = lambda square: square[0] + str(9 - int(square[1]))
    return " ".join(flip(m[:2]) + flip(m[2:4]) + m[4:] for m in turn.split())


def same_turn(turn):
    return tuple(sorted(turn.split()))


def line_table(white, black):
    white_best = {roll_of(p): turns[0] for p, turns in white}
    lines = {}
    for position, turns in black:
        lines.setdefault(position.rsplit(" ", 1)[0], []).append((roll_of(position), best_value(turns)))
    print("| White's roll | White's book turn | Against Black's book replies | White stage's rollout |")
    print("|---|---|---|---|")
    for name, rolls in zip(LINES, lines.values()):
        black_value = sum(roll_chance(r) * v for r, v in rolls)
        turn = white_best.get(name)
        stage = f"{100 * turn[2]:.2f} ± {100 * turn[3]:.2f}" if turn else "—"
        print(f"| {name} | {turn[0] if turn else '—'} | {100 * (1 - black_value):.2f} | {stage} |")


def rolled_out(rows, side):
    found = {}
    for position, turns in rows:
        if position.startswith(START + side):
            for turn, _, value, error in turns:
                if value is not None:
                    found[(roll_of(position), same_turn(turn))] = (value, error)
    return found


def symmetry_check(white, black):
    after_pass = [(p, t) for p, t in black if p.startswith(START + "b")]
    first = [(p, t) for p, t in white if p.startswith(START + "w")]
    weigh = lambda rows: 100 * sum(roll_chance(roll_of(p)) * best_value(t) for p, t in rows)
    print(f"Black after White's pass {weigh(after_pass):.2f} %, White's first turn {weigh(first):.2f} %")
    black_turns = rolled_out(black, "b")
    scores = []
    for (roll, turn), (value, error) in rolled_out(white, "w").items():
        other = black_turns.get((roll, same_turn(mirrored(" ".join(turn)))))
        if other:
            scores.append((value - other[0]) / math.hypot(error, other[1]))
    count = len(scores)
    beyond = sum(abs(s) > 2 for s in scores)
    print(f"{count} turns rolled out on both sides: mean z {sum(scores) / count:.2f}, "
          f"rms z {math.sqrt(sum(s * s for s in scores) / count):.2f}, |z| > 2: {beyond} "
          f"({100 * beyond / count:.1f} %)")
    white_best = {roll_of(p): same_turn(mirrored(t[0][0])) for p, t in first if t[0][2] is not None}
    black_best = {roll_of(p): same_turn(t[0][0]) for p, t in after_pass if t[0][2] is not None}
    differ = sorted(r for r in white_best if white_best[r] != black_best.get(r))
    print(f"best turns mirrored on {len(white_best) - len(differ)} of {len(white_best)} rolled-out rolls; "
          f"not on {', '.join(differ)}")


def main():
    paths = sys.argv[1:] or ["training/book/white/entries.tsv", "training/book/black/entries.tsv"]
    if len(paths) != 2:
        sys.exit(__doc__)
    white, black = (read_entries(p) for p in paths)
    line_table(white, black)
    symmetry_check(white, black)


if __name__ == "__main__":
    main()
