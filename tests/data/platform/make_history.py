#!/usr/bin/env python3
"""Writes history-fair.json and history-tampered.json: a short game in the platform's history shape
(docs/platform-wire.md §14) whose dice are drawn by §8 from the server seed 00 01 … 1f and the client seeds
'alice' and 'bob' (the worked example of §8.4), its turns chosen by our greedy bot and applied by our CLI.
Black resigns after the sixth turn. The
tampered copy changes one die of turn 3. Usage: make_history.py PATH/TO/dicechess-cli"""
import hashlib, json, subprocess, sys, pathlib

import platform_dice

cli = sys.argv[1]
here = pathlib.Path(__file__).parent
seed = bytes(range(32))
white_seed, black_seed = "alice", "bob"
letters = "pnbrqk"


def roll(ply):
    return platform_dice.roll(seed, white_seed, black_seed, ply)


def run(*args):
    return subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout


position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
turns = []
for ply in range(6):
    dice = roll(ply)
    white = position.split()[1] == "w"
    field = "".join(sorted((letters[d - 1] for d in dice), key=letters.index))
    rolled = position + " " + (field.upper() if white else field)
    best = run("best", rolled, "--bot", "greedy", "--seed", "1").splitlines()[0].split()[1:]
    moves = [] if best == ["--"] else best
    after = run("apply", rolled, *moves).strip() if moves else run("apply", rolled).strip()
    turns.append({"turnNumber": ply + 1, "activeColor": "White" if white else "Black", "dice": dice,
                  "moves": moves, "fenAfter": after})
    position = after

history = {
    "gameId": "00000000-0000-4000-8000-000000000001",
    "players": {"white": {"kind": "Bot", "name": "anon alice"}, "black": {"kind": "Bot", "name": "anon bob"}},
    "rated": False,
    "timeControl": {"Unlimited": {}},
    "result": 1,
    "termination": "resign",
    "finishedAt": "2026-12-02T08:00:00Z",
    "initialDfen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "turns": turns,
    "fairness": {"commit": hashlib.sha256(seed).hexdigest(), "seed": seed.hex(),
                 "clientSeeds": {"white": white_seed, "black": black_seed}},
}
(here / "history-fair.json").write_text(json.dumps(history, indent=1) + "\n")
history["turns"][2]["dice"][0] = history["turns"][2]["dice"][0] % 6 + 1
(here / "history-tampered.json").write_text(json.dumps(history, indent=1) + "\n")
