#!/usr/bin/env python3
"""`dicechess-cli bot` (our bots on a platform server) against `dicechess-cli serve` on a free loopback port:
a series against a house bot whose games are saved and their dice verified, the bot killed with kill -9
mid-game and started again, finding its game by GET /bot/games and playing it to the end, https with the
certificate verified, the --config file, and bad arguments.

usage: bridge.py CLI SCENARIO   (series | bot-restart | refusals | tls | config)
Each scenario is bounded in time and stops every process it started."""
import json
import os
import subprocess
import time

from bridge_support import registered, run_scenario, spar
from platform_clients import Server, fail, interrupt

DEADLINE_SECONDS = 240


def series(cli, data):
    """Level 5 against house/random, two games at 1+1 with the streams (each roll played from its game
    stream's DiceRolled): both saved as .dcg, their dice fair, a report."""
    server = Server(cli, data, "--house", "random")
    try:
        token, token_file = registered(server, data, "level5")
        out = os.path.join(data, "games-of-level5")
        run = subprocess.run([cli, "bot", "--server", server.url, "--token-file", token_file, "--bot", "5",
                              "--challenge", "house/random", "--games", "2", "--tc", "1+1", "--sprt", "0,50,0.05,0.05",
                              "--max-games", "3", "--out", out], text=True, capture_output=True,
                             timeout=DEADLINE_SECONDS)
        print(run.stdout[-1500:], run.stderr[-3000:])
        if run.returncode != 0:
            fail(f"bot exited with {run.returncode}")
        if "tests/level5 (5): 2 games" not in run.stdout or "every game's dice fair" not in run.stdout or \
                "SPRT 0,50,0.05,0.05 llr" not in run.stdout:
            fail(f"the report should count two games with fair dice: {run.stdout}")
        status, capacity = server.call("GET", "/bot/capacity", token)
        if status != 200 or capacity["maxConcurrentGames"] != 3:
            fail(f"--max-games 3 should be the bot's declared capacity: {status} {capacity}")
        for secret in open(token_file).read().split():
            if secret in run.stdout or secret in run.stderr:
                fail("the token was printed")
        records = sorted(name for name in os.listdir(out) if name.endswith(".dcg"))
        if len(records) != 2:
            fail(f"expected two saved games in {out}, got {records}")
        checked = subprocess.run([cli, "verify-dice", *[os.path.join(out, name) for name in records]], text=True,
                                 capture_output=True, timeout=60)
        if checked.returncode != 0 or checked.stdout.count(": fair:") != 2:
            fail(f"verify-dice on the saved games: {checked.returncode} {checked.stdout} {checked.stderr}")
        replayed = subprocess.run([cli, "analyse", os.path.join(out, records[0]), "--max-plies", "2"], text=True,
                                  capture_output=True, timeout=120)
        if replayed.returncode != 0:
            fail(f"our analysis should open a saved game: {replayed.stderr[-500:]}")
        status, history = server.call("GET", f"/games/{records[0][:-4]}/history")
        if status != 200 or history["players"]["white"]["name"] != "tests level5":
            fail(f"the saved game should be the server's game of tests/level5: {status}")
    finally:
        server.stop()


def bot_restart(cli, data):
    """kill -9 of the bot mid-game; started again it finds the game (GET /bot/games) and finishes it. Its
    opponent is this test (a registered bot playing each tree's first path), so the kill comes at a
    known point: after the bot's first turn, while the test is to move. The game's record was on disk
    before the kill (written as it is played)."""
    server = Server(cli, data)
    out = os.path.join(data, "games-of-phoenix")
    processes = []
    try:
        _, token_file = registered(server, data, "phoenix")
        sparring, _ = registered(server, data, "sparring")
        command = [cli, "bot", "--server", server.url, "--token-file", token_file, "--bot", "greedy",
                   "--challenge", "tests/sparring", "--games", "1", "--tc", "10+5", "--poll", "0.1", "--out", out]
        processes.append(subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

        def kill_after_first_turn(turn, game_id):
            if turn != 0:
                return
            record = os.path.join(out, f"{game_id}.dcg")
            deadline = time.monotonic() + 30  # the record follows the bot's turn by one poll
            while not os.path.exists(record) and time.monotonic() < deadline:
                time.sleep(0.05)
            processes[0].kill()  # the bot has played its first turn and waits for ours
            processes[0].wait()
            with open(record) as text:
                if f'[GameId "{game_id}"]' not in text.read():
                    fail(f"the record written while playing should name game {game_id}")
            processes.append(subprocess.Popen(command, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE))

        game_id, turns, server = spar(server, sparring, time.monotonic() + DEADLINE_SECONDS, kill_after_first_turn)
        if len(processes) < 2:
            fail("the game never reached the test's turn")
        second = processes[1]
        stdout, stderr = second.communicate(timeout=60)
        print(stdout[-1000:], stderr[-2000:])
        if second.returncode != 0 or f"game {game_id}: playing" not in stderr or "1 games" not in stdout:
            fail(f"the restarted bot should take up game {game_id} and finish it: {second.returncode}")
        status, history = server.call("GET", f"/games/{game_id}/history")
        if status != 200 or history["termination"] == "timeout":
            fail(f"the game should end on the board, not on time: {status} {history and history['termination']}")
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        server.stop()


def refusals(cli, data):
    """Bad arguments and a wrong token are refused naming what is wrong, before anything is played."""
    server = Server(cli, data, "--house", "random")
    try:
        cases = [
            (["--bot", "5"], "no token"),
            (["--token", "not-a-token", "--bot", "5"], "the token is not accepted (401)"),
            (["--anonymous", "x", "--bot", "no-such-bot"], "--bot:"),
            (["--anonymous", "x", "--games", "3"], "--games counts a series"),
            (["--anonymous", "x", "--challenge", "greedy"], "--challenge: a bot is TEAM/NAME"),
            (["--anonymous", "x", "--tc", "0.5+0.1"], "whole seconds"),
            (["--anonymous", "x", "--accept-tc", "blitz"], "--accept-tc: 'blitz'"),
        ]
        env = {key: value for key, value in os.environ.items() if key != "DICECHESS_TOKEN"}
        for extra, expected in cases:
            run = subprocess.run([cli, "bot", "--server", server.url, *extra], text=True, capture_output=True,
                                 timeout=60, env=env)
            if run.returncode != 2 or expected not in run.stderr:
                fail(f"bot {' '.join(extra)} should exit 2 naming '{expected}': {run.returncode} {run.stderr}")
        run = subprocess.run([cli, "bot", "--server", "ftp://x", "--anonymous", "x"], text=True,
                             capture_output=True, timeout=60)
        if run.returncode != 2 or "--server" not in run.stderr:
            fail(f"a server address that is not http(s) should be refused: {run.stderr}")
    finally:
        server.stop()


def tls(cli, data):
    """https: a server whose certificate is trusted with --ca-file is reached, and its name checked; the
    same server without that trust, or under another name, is refused naming TLS, before anything is sent."""
    import http.server
    import ssl
    import threading
    cert, key = os.path.join(data, "cert.pem"), os.path.join(data, "key.pem")
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                           "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
                          capture_output=True, text=True, timeout=60)
    if made.returncode != 0:
        fail(f"openssl could not make a test certificate: {made.stderr}")
    seen = []

    class Platform(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (the http.server API)
            seen.append((self.path, self.headers.get("Authorization")))
            body = {"/bot/account": {"team": "tls", "name": "probe", "id": "bot:team:tls:probe"},
                    "/bot/games": {"games": []}, "/bot/challenges": {"in": [], "out": []}}.get(self.path)
            text = json.dumps(body).encode() if body is not None else b""
            self.send_response(200 if body is not None else 404)
            self.send_header("Content-Length", str(len(text)))
            self.end_headers()
            self.wfile.write(text)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Platform)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    try:
        bot = subprocess.Popen([cli, "bot", "--server", f"https://localhost:{port}", "--ca-file", cert, "--token",
                                "secret-token", "--bot", "random", "--poll", "0.1"], text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not any(path == "/bot/challenges" for path, _ in seen):
            time.sleep(0.05)
        interrupt(bot)
        out, err = bot.communicate()
        if bot.returncode != 0 or "connected to https://localhost" not in err:
            fail(f"the bot should reach a trusted https server: {bot.returncode} {err}")
        if ("/bot/account", "Bearer secret-token") not in seen or "secret-token" in out + err:
            fail(f"the token should travel in the Authorization header only: {seen[:3]}")
        for extra, what in ((["--server", f"https://localhost:{port}"], "an untrusted certificate"),
                            (["--server", f"https://127.0.0.1:{port}", "--ca-file", cert], "another name")):
            before = len(seen)
            run = subprocess.run([cli, "bot", *extra, "--token", "secret-token", "--bot", "random"], text=True,
                                 capture_output=True, timeout=60)
            if run.returncode != 2 or "TLS" not in run.stderr or len(seen) != before:
                fail(f"{what} should be refused naming TLS, with nothing sent: {run.returncode} {run.stderr}")
    finally:
        server.shutdown()


def config(cli, data):
    """--config: a JSON file of long options, the command line winning; a wrong key is refused by name."""
    server = Server(cli, data, "--house", "random")
    try:
        _, token_file = registered(server, data, "configured")
        settings = os.path.join(data, "bot.json")
        with open(settings, "w") as out:
            json.dump({"server": server.url, "token-file": token_file, "bot": "no-such-bot", "challenge": "house/random",
                       "games": 1, "tc": "1+1", "poll": 0.1, "accept": []}, out)
        run = subprocess.run([cli, "bot", "--config", settings, "--bot", "greedy"], text=True, capture_output=True,
                             timeout=DEADLINE_SECONDS)
        if run.returncode != 0 or "tests/configured (greedy): 1 games" not in run.stdout:
            fail(f"bot --config with --bot on the command line: {run.returncode} {run.stdout} {run.stderr[-800:]}")
        with open(settings, "w") as out:
            json.dump({"server": server.url, "ladderr": True}, out)
        run = subprocess.run([cli, "bot", "--config", settings], text=True, capture_output=True, timeout=60)
        if run.returncode != 2 or '"ladderr" is not an option of bot' not in run.stderr:
            fail(f"an unknown key should be refused by name: {run.returncode} {run.stderr}")
    finally:
        server.stop()


def main():
    run_scenario({"series": series, "bot-restart": bot_restart, "refusals": refusals, "tls": tls, "config": config})


if __name__ == "__main__":
    main()
