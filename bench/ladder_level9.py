#!/usr/bin/env python3
"""Level 9 on the local platform's ladder at Fischer 300+3 (issue 57): `dicechess-cli serve --ladder` with our
levels 1-9 as house bots at their shipped ratings, and level 9 connected through `dicechess-cli bot --bot 9
--ladder` as a registered bot, for GAMES more ladder games; then its Glicko-2 rating beside the shipped Elo.

usage: ladder_level9.py CLI [--data DIR] [--games 10] [--total 100] [--at-once 1]
Resumable: the server's state (ratings, finished games) and the bot's token live in DIR (default
training/ladder9), so each run plays GAMES more until DIR holds TOTAL of level 9's rated games; every run
appends its standing to DIR/progress.tsv. Level 9's saved games are in DIR/level9-games/."""
import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "online"))
from platform_clients import Server  # noqa: E402

HOUSES = "random,checkmate-aware,greedy,cautious-greedy,aggressive,monte-carlo,expectimax,mcts,neural"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--data", default="training/ladder9")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--total", type=int, default=100)
    parser.add_argument("--at-once", type=int, default=1,
                        help="ladder games at once; 2 keeps both cores busy (one side of a game thinks at a time)")
    args = parser.parse_args()
    os.makedirs(args.data, exist_ok=True)
    server = Server(args.cli, args.data, "--ladder", "--ladder-interval", "5", "--ladder-games", str(args.at_once),
                    "--house", HOUSES)
    try:
        token_file = os.path.join(args.data, "level9.token")
        if not os.path.exists(token_file):
            status, me = server.call("POST", "/bot/register", body={"team": "bench", "name": "level9"})
            if status != 201:
                sys.exit(f"registering bench/level9: {status} {me}")
            with open(token_file, "w") as out:
                out.write(me["token"] + "\n")
        _, mine = server.call("GET", "/bots/bench/level9")
        left = min(args.games, args.total - ((mine or {}).get("games", 0) or 0))
        if left > 0:
            began = time.monotonic()
            bot = subprocess.run([args.cli, "bot", "--server", server.url, "--token-file", token_file, "--bot", "9",
                                  "--ladder", "--games", str(left), "--max-games", str(args.at_once),
                                  "--out", os.path.join(args.data, "level9-games")], text=True,
                                 capture_output=True)
            sys.stderr.write(bot.stderr[-3000:])
            print(bot.stdout.strip())
            print(f"{left} games in {time.monotonic() - began:.0f} s")
        _, mine = server.call("GET", "/bots/bench/level9")
        print(json.dumps(mine))
        with open(os.path.join(args.data, "progress.tsv"), "a") as out:
            out.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S')}\t{json.dumps(mine)}\n")
        _, board = server.call("GET", "/leaderboard")
        for row in (board or {}).get("leaders", []):
            print(json.dumps(row))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
