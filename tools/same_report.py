#!/usr/bin/env python3
"""Compares two match reports written by `dicechess-cli match --json` or `merge --json` in everything but
the measured decision times (`*_time`), which differ between runs of the same games. Exit 0 when they agree.

usage: tools/same_report.py UNSHARDED.json MERGED.json
"""
import json
import sys


def without_times(value):
    if isinstance(value, dict):
        return {k: without_times(v) for k, v in value.items() if not k.endswith("_time")}
    if isinstance(value, list):
        return [without_times(v) for v in value]
    return value


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    full, merged = (without_times(json.load(open(path))) for path in sys.argv[1:3])
    if full != merged:
        print(f"{sys.argv[2]} differs from {sys.argv[1]} beyond the measured times", file=sys.stderr)
        sys.exit(1)
    print(f"{full['games_played']} games: the reports agree")


if __name__ == "__main__":
    main()
