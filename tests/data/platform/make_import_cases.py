#!/usr/bin/env python3
"""Writes the import test games in the platform's history shape (docs/platform-wire.md §14):
- import-special.json: from a hand-set position, White castles (e1g1), Black double-pushes c7c5, White takes
  en passant (d5c6), promotes (a7a8q), Black's lone king passes when its roll has no king, and White captures
  the king (the last fenAfter keeps the capturer to move, §14.3);
- import-timeout.json: the same game's first two turns, then White's clock runs out mid-turn (its roll has no
  record: the importer recomputes it).
The dice are drawn by §8 from the server seed 00 01 … 1f, Black's seed 'bob' and a White seed found by trying
'special-0', 'special-1', … until the rolls allow the scripted turns; the turns the script does not name are our
greedy bot's. Usage: make_import_cases.py PATH/TO/dicechess-cli"""
import hashlib, json, subprocess, sys, pathlib

import platform_dice

cli = sys.argv[1]
here = pathlib.Path(__file__).parent
seed = bytes(range(32))
letters = "pnbrqk"
START = "4k3/P1p5/8/3P4/8/8/8/4K2R w K - 0 1"
# Ply → the micro-move its turn must contain (and the die that needs).
SCRIPT = {0: ("e1g1", 6), 1: ("c7c5", 1), 2: ("d5c6", 1), 4: ("a7a8q", 1)}


def roll(white_seed, ply):
    return platform_dice.roll(seed, white_seed, "bob", ply)


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True)


def play(white_seed, plies):
    """The game's turns, or None when the rolls do not allow the script."""
    position, turns, passes = START, [], 0
    for ply in range(plies):
        dice = roll(white_seed, ply)
        white = position.split()[1] == "w"
        field = "".join(sorted((letters[d - 1] for d in dice), key=letters.index))
        rolled = position + " " + (field.upper() if white else field)
        if ply in SCRIPT:
            wanted = SCRIPT[ply][0]
            legal = [line.split() for line in run("turns", rolled).stdout.splitlines()]
            chosen = next((turn for turn in legal if wanted in turn), None)
            if chosen is None:
                return None
            moves = chosen
        else:
            best = run("best", rolled, "--bot", "greedy", "--seed", "1").stdout.splitlines()[0].split()[1:]
            moves = [] if best == ["--"] else best
        passes += not moves
        after = run("apply", rolled, *moves).stdout.strip()
        turns.append({"turnNumber": ply + 1, "activeColor": "White" if white else "Black", "dice": dice,
                      "moves": moves, "fenAfter": after})
        position = after
        if len(after.split()) == 6 and after.split()[1] == ("w" if white else "b") and moves:
            return turns if passes else None  # the king was taken: the capturer is still to move
    return None


def history(game_id, turns, result, termination, white_seed):
    return {"gameId": game_id,
            "players": {"white": {"kind": "Human", "name": None}, "black": {"kind": "Bot", "name": "house greedy"}},
            "rated": False, "timeControl": {"Fischer": {"initialSeconds": 60, "incrementSeconds": 1}},
            "result": result, "termination": termination, "finishedAt": "2026-12-06T21:00:00Z",
            "initialDfen": START, "turns": turns,
            "fairness": {"commit": hashlib.sha256(seed).hexdigest(), "seed": seed.hex(),
                         "clientSeeds": {"white": white_seed, "black": "bob"}}}


for attempt in range(2000):
    white_seed = f"special-{attempt}"
    if any(die not in roll(white_seed, ply) for ply, (_, die) in SCRIPT.items()):
        continue
    turns = play(white_seed, 40)
    if turns:
        break
else:
    sys.exit("no White seed up to special-1999 allows the script")
special = history("00000000-0000-4000-8000-000000000002", turns, 1, "king_captured", white_seed)
(here / "import-special.json").write_text(json.dumps(special, indent=1) + "\n")
timeout = history("00000000-0000-4000-8000-000000000003", turns[:2], -1, "timeout", white_seed)
(here / "import-timeout.json").write_text(json.dumps(timeout, indent=1) + "\n")
print(f"White seed {white_seed}: {len(turns)} turns")
