#!/usr/bin/env python3
"""Load on `dicechess-cli serve`: GAMES games at once between anonymous bots that play random turns from the
tree the server inlines, each bot over its own keep-alive connection, for SECONDS seconds (new games replace
finished ones). Reports the move verdict's latency (p50, p99, max), verdicts and games a second, the
server's CPU time (in all, and per verdict, which includes the state polls and the audit) and memory over the run, and checks that nothing was lost: every finished game is in the history and
its dice recompute from the revealed seeds (tests/online/fair_check.py).

usage: platform_load.py CLI [--games 200] [--seconds 60] [--out FILE.json]
Starts its own server on a free loopback port with a temporary --data folder and stops it at the end."""
import argparse
import asyncio
import json
import os
import random
import select
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "online"))
from fair_check import problems_of  # noqa: E402


class Connection:
    """One HTTP/1.1 keep-alive connection: requests one at a time, Content-Length bodies."""

    def __init__(self, host, port):
        self.host, self.port = host, port
        self.reader = self.writer = None

    async def call(self, method, path, token=None, body=None):
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        data = json.dumps(body).encode() if body is not None else b""
        head = f"{method} {path} HTTP/1.1\r\nHost: {self.host}\r\nContent-Length: {len(data)}\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        self.writer.write(head.encode() + b"\r\n" + data)
        await self.writer.drain()
        status_line = await self.reader.readline()
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        text = (await self.reader.readexactly(length)).decode() if length else ""
        return status, json.loads(text) if text else None

    def close(self):
        if self.writer:
            self.writer.close()


def random_path(tree):
    path = []
    while tree:
        move = random.choice(sorted(tree))
        path.append(move)
        tree = tree[move]
    return path


async def one_game(host, port, stats, rng_seed):
    white, black = Connection(host, port), Connection(host, port)
    try:
        _, a = await white.call("POST", "/bot/anon?name=load-white")
        _, b = await black.call("POST", "/bot/anon?name=load-black")
        _, challenge = await white.call("POST", "/bot/challenge", a["token"],
                                        {"team": b["team"], "name": b["name"],
                                         "timeControl": {"Fischer": {"initialSeconds": 600, "incrementSeconds": 5}}})
        _, accepted = await black.call("POST", f"/bot/challenge/{challenge['id']}/accept", b["token"])
        game_id = accepted["gameId"]
        for connection, me in ((white, a), (black, b)):
            await connection.call("POST", f"/bot/game/{game_id}/seed", me["token"], {"seed": "%032x" % rng_seed})
        seats = {"White": (white, a), "Black": (black, b)}
        while True:
            status, state = await white.call("GET", f"/games/{game_id}")
            if status != 200 or "Ended" in state["status"]:
                break
            if not state["dicePending"]:
                await asyncio.sleep(0.01)
                continue
            tree = state["legalMoves"]
            if tree is None:
                _, moves = await white.call("GET", f"/games/{game_id}/moves")
                tree = moves["legalMoves"]
            connection, me = seats[state["activeSeat"]]
            started = time.perf_counter()
            status, verdict = await connection.call("POST", f"/bot/game/{game_id}/move", me["token"],
                                                    {"moves": random_path(tree)})
            stats["latencies"].append(time.perf_counter() - started)
            if status != 200:
                stats["refused"] += 1
        stats["finished"].append(game_id)
    finally:
        white.close()
        black.close()


def cpu_seconds(pid):
    """The process's user + system CPU time so far (/proc/PID/stat fields 14 and 15)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def drive(host, port, games, seconds, pid, stats):
    deadline = time.monotonic() + seconds
    counter = 0

    async def worker():
        nonlocal counter
        while time.monotonic() < deadline:
            counter += 1
            await one_game(host, port, stats, counter)

    async def sample_memory():
        while time.monotonic() < deadline:
            stats["memory"].append((round(seconds - (deadline - time.monotonic()), 1), rss_kib(pid)))
            await asyncio.sleep(5)

    await asyncio.gather(sample_memory(), *(worker() for _ in range(games)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--out")
    options = parser.parse_args()
    random.seed(1)
    with tempfile.TemporaryDirectory(prefix="dicechess-load-") as data:
        server = subprocess.Popen([options.cli, "serve", "--listen", "127.0.0.1:0", "--data", data,
                                   "--anon-limit", "0", "--house", "random"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            ready, _, _ = select.select([server.stdout], [], [], 30)
            url = server.stdout.readline().split()[-1] if ready else ""
            host, port = url.removeprefix("http://").rsplit(":", 1)
            stats = {"latencies": [], "refused": 0, "finished": [], "memory": []}
            started = time.monotonic()
            asyncio.run(drive(host, int(port), options.games, options.seconds, server.pid, stats))
            elapsed = time.monotonic() - started

            async def audit():
                connection = Connection(host, int(port))
                lost, unfair = [], []
                for game_id in stats["finished"]:
                    status, history = await connection.call("GET", f"/games/{game_id}/history")
                    if status != 200:
                        lost.append(game_id)
                    elif problems_of(history):
                        unfair.append(game_id)
                connection.close()
                return lost, unfair

            lost, unfair = asyncio.run(audit())
            server_cpu = cpu_seconds(server.pid)
        finally:
            server.terminate()
            server.wait(10)
    latencies = sorted(stats["latencies"])

    def quantile(q):
        return round(1000 * latencies[min(len(latencies) - 1, int(q * len(latencies)))], 2) if latencies else None

    report = {"games_at_once": options.games, "seconds": round(elapsed, 1), "verdicts": len(latencies),
              "verdicts_per_second": round(len(latencies) / elapsed, 1),
              "games_finished": len(stats["finished"]),
              "games_per_second": round(len(stats["finished"]) / elapsed, 2),
              "verdict_ms_p50": quantile(0.5), "verdict_ms_p99": quantile(0.99),
              "verdict_ms_max": round(1000 * latencies[-1], 2) if latencies else None,
              "server_cpu_seconds": round(server_cpu, 1),
              "server_cpu_ms_per_verdict": round(1000 * server_cpu / max(1, len(latencies)), 3),
              "refused": stats["refused"], "lost_games": len(lost), "unfair_games": len(unfair),
              "server_rss_kib": stats["memory"]}
    text = json.dumps(report, indent=1)
    print(text)
    if options.out:
        with open(options.out, "w") as out:
            out.write(text + "\n")
    return 0 if not lost and not unfair and latencies else 1


if __name__ == "__main__":
    sys.exit(main())
