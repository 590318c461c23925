#!/usr/bin/env python3
"""A Dice Chess engine in Python 3 (standard library only) speaking DCEP 1 (docs/engine-protocol.md).

It knows no rules: for every decision it asks the host for the legal turns (`legalturns`) and plays a
random one (seeded by the Seed option). Cube and draw questions are not asked of it (no DCEP_Cube).
"""
import random
import sys


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def read():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\r\n")


def main():
    seed = 1
    rng = random.Random(seed)
    while True:
        words = read().split()
        if not words:
            continue
        command = words[0]
        if command == "dcep":
            send("id name Random Agent")
            send("id author DiceChess Studio")
            send("option name Seed type spin default 1 min 0 max 2147483647")
            send("dcepok 1")
        elif command == "isready":
            send("readyok")
        elif command == "setoption" and len(words) >= 5 and words[2] == "Seed":
            seed = int(words[4])
            rng = random.Random(seed)
        elif command == "newgame":
            rng = random.Random(seed)
        elif command == "go":
            send("legalturns")
            header = read().split()
            count = int(header[1]) if len(header) == 2 and header[0] == "turns" else 0
            turns = [read() for _ in range(count)]
            while read() != "end":
                pass
            choice = rng.choice(turns) if turns else "pass"
            send("info depth 1 nodes %d currturn %s" % (len(turns), choice))
            ended = None
            if "infinite" in words:
                while ended not in ("stop", "quit"):
                    ended = read()
            send("bestturn " + choice)
            if ended == "quit":
                return
        elif command == "quit":
            return
        # position, stop after an answer, setoption of other names: nothing to do


if __name__ == "__main__":
    main()
