#!/usr/bin/env python3
"""`dicechess-cli bot` against a hostile server (a fake platform in this test): its list of games answers
in turn 500, 429 with Retry-After, a body that is not JSON, a truncated body, a 100 MB body, a game the
server then says it does not know, and JSON whose fields are all of the wrong type; the account stream sends
garbage, events of the wrong shape and a truncated line, and drops.
Then a real-looking roll whose tree does not hold the bot's turn. The bot must log each fault, recover,
never spin, and answer that roll with the tree's own legal turn.

usage: bridge_hostile.py CLI
Bounded in time; stops every process it started."""
import http.server
import json
import subprocess
import sys
import threading
import time

from platform_clients import fail, interrupt

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 PPP"
HUNDRED_MB = 100 << 20


class Fake:
    def __init__(self):
        self.lock = threading.Lock()
        self.games_calls = 0
        self.moves = []
        self.streams = 0
        self.requests = 0


def handler(fake):
    class Platform(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def answer(self, status, text, headers=()):
            data = text.encode()
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def game_list(self):
            with fake.lock:
                call = fake.games_calls
                fake.games_calls += 1
                moved = bool(fake.moves)
            if call == 0:
                return self.answer(500, '"the server fell over"')
            if call == 1:
                return self.answer(429, '"slow down"', [("Retry-After", "1")])
            if call == 2:
                return self.answer(200, "this is not JSON")
            if call == 3:
                return self.answer(200, '{"games": [{"gameId": "g1", "se')
            if call == 4:
                self.send_response(200)
                self.send_header("Content-Length", str(HUNDRED_MB))
                self.end_headers()
                try:
                    for _ in range(100):
                        self.wfile.write(b" " * (1 << 20))
                except OSError:
                    pass
                self.close_connection = True
                return None
            if call == 5:
                return self.answer(200, json.dumps({"games": [
                    {"gameId": "unknown", "seat": "White", "activeSeat": "White", "dicePending": True, "version": 3}]}))
            if call == 6:  # JSON, but every field of the wrong type
                return self.answer(200, json.dumps({"games": [
                    {"gameId": 7, "seat": 1, "activeSeat": [], "dicePending": "yes", "version": "3"}]}))
            if call == 7:
                return self.answer(200, json.dumps({"games": {"gameId": "g1"}}))
            games = [] if moved else [{"gameId": "g1", "seat": "White", "activeSeat": "White", "dicePending": True,
                                       "version": 5}]
            return self.answer(200, json.dumps({"games": games}))

        def do_GET(self):  # noqa: N802 (the http.server API)
            with fake.lock:
                fake.requests += 1
            if self.path == "/bot/account":
                return self.answer(200, json.dumps({"team": "hostile", "name": "victim", "id": "bot:hostile:victim"}))
            if self.path == "/bot/games":
                return self.game_list()
            if self.path == "/bot/challenges":
                return self.answer(200, json.dumps({"in": [], "out": []}))
            if self.path == "/bot/stream/event":
                with fake.lock:
                    fake.streams += 1
                self.send_response(200)
                self.send_header("Content-Type", "application/x-ndjson")
                self.end_headers()
                self.wfile.write(b'\n[1,2]\nnot json at all\n{"GameStart":{"gameId":"unknown"}}\n'
                                 b'{"GameStart":{"gameId":7}}\n{"GameStart":[]}\n{"Challen')
                self.close_connection = True
                return None
            if self.path == "/games/g1":
                state = {"version": 5, "dfen": START, "activeSeat": "White", "dicePending": True,
                         "status": {"Active": {}}, "timeControl": {"Fischer": {"initialSeconds": 60,
                                                                              "incrementSeconds": 1}},
                         "clocks": {"white": 60000, "black": 60000}, "commit": "c", "legalMoves": {"a2a3": {}}}
                return self.answer(200, json.dumps(state))
            return self.answer(404, "")

        def do_POST(self):  # noqa: N802
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length).decode() if length else ""
            with fake.lock:
                fake.requests += 1
            if self.path == "/bot/game/g1/move":
                with fake.lock:
                    fake.moves.append(json.loads(body)["moves"])
                return self.answer(200, json.dumps({"applied": True, "version": 6, "reason": None}))
            if self.path == "/bot/game/g1/seed":
                return self.answer(202, "")
            return self.answer(404, "")

        def log_message(self, *args):
            pass

    return Platform


def main():
    cli = sys.argv[1]
    fake = Fake()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler(fake))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    bot = subprocess.Popen([cli, "bot", "--server", f"http://127.0.0.1:{server.server_address[1]}", "--token",
                            "t0ken", "--bot", "greedy", "--tc", "1+1"], text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and not fake.moves and bot.poll() is None:
            time.sleep(0.05)
        time.sleep(1)  # a second of calm: the bot must not spin
        with fake.lock:
            before = fake.requests
        time.sleep(2)
        with fake.lock:
            quiet = fake.requests - before
        interrupt(bot)
        out, err = bot.communicate(timeout=30)
    finally:
        if bot.poll() is None:
            bot.kill()
        server.shutdown()
    print(out[-500:], err[-4000:])
    if fake.moves != [["a2a3"]]:
        fail(f"the bot should answer the roll with the tree's only turn, once: {fake.moves}")
    if bot.returncode != 0:
        fail(f"stopped with SIGINT, the bot should exit 0, not {bot.returncode}")
    for expected in ("answered 500", "answered 429; trying again in 1000 ms", "GET /bot/games: answered 200",
                     "a body over 16 MB", "not a legal turn of this roll", "a line that is not a JSON object",
                     "lost; opening it again", "1 decisions replaced after a fault"):
        if expected not in err + out:
            fail(f"the bot should say '{expected}'")
    # Idle, a bot polls its games and challenges every 5 s and its streams back off: a handful of requests.
    if quiet > 12:
        fail(f"the bot spins: {quiet} requests in 2 s of nothing to do")
    if fake.streams > 12:
        fail(f"the account stream was reopened {fake.streams} times: the backoff should grow")
    print("hostile: ok")


if __name__ == "__main__":
    main()
