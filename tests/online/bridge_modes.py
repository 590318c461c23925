#!/usr/bin/env python3
"""`dicechess-cli bot` in each of the platform's connection modes against `dicechess-cli serve`:
- webhook: level 5 registers its webhook (the ownership handshake), plays a whole game from signed
  deliveries alone, and refuses a forged, a stale and an unsigned delivery with 401, playing nothing;
- engine: a DCEP engine (the Python reference engine, from an engines file) plays a whole game in stream,
  poll and webhook mode, every decision its own;
- poll: level 5 plays a whole game polling only;
- seek: a seek kept open in the lobby, taken by the test, its game played, the seek withdrawn at the stop;
- ladder: the README's ladder command (a quicker brain), one rated game, then off the ladder.
Every game is saved and its dice verified.

usage: bridge_modes.py CLI SCENARIO   (webhook | engine | poll | seek | ladder)
Each scenario is bounded in time and stops every process it started."""
import hashlib
import hmac
import json
import os
import stat
import subprocess
import sys
import time
import urllib.error
import urllib.request

from bridge_support import free_port, registered, run_scenario, spar
from platform_clients import Server, fail, interrupt

DEADLINE_SECONDS = 240
SOURCE = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def mode_arguments(mode, data, name):
    if mode == "poll":
        return ["--poll", "0.1"]
    if mode == "webhook":
        port = free_port()
        return ["--webhook", "--listen", f"127.0.0.1:{port}", "--secret-file", os.path.join(data, f"{name}.secret"),
                "--register-webhook", f"http://127.0.0.1:{port}/"]
    return []


def check_game(cli, run, out, label):
    """The report counts one game, every decision the brain's own, and the saved record's dice verify."""
    print(run.stdout[-800:], run.stderr[-2500:])
    if run.returncode != 0 or f"({label}): 1 games" not in run.stdout or "every game's dice fair" not in run.stdout:
        fail(f"{label}: the bot should play one game with fair dice: exit {run.returncode}")
    if "not saved" in run.stderr:
        fail(f"{label}: the game's record should be written as it is played")
    if "; 0 decisions replaced after a fault" not in run.stdout:
        fail(f"{label}: every decision should be the brain's own")
    records = [os.path.join(out, name) for name in os.listdir(out) if name.endswith(".dcg")]
    checked = subprocess.run([cli, "verify-dice", *records], text=True, capture_output=True, timeout=60)
    if len(records) != 1 or checked.returncode != 0:
        fail(f"{label}: the saved game should verify: {records} {checked.stdout} {checked.stderr}")


def play_one(cli, server, data, name, brain, mode, env=None):
    _, token_file = registered(server, data, name)
    out = os.path.join(data, f"games-of-{name}")
    run = subprocess.run([cli, "bot", "--server", server.url, "--token-file", token_file, *brain,
                          "--challenge", "house/random", "--games", "1", "--tc", "2+1", "--out", out,
                          *mode_arguments(mode, data, name)],
                         text=True, capture_output=True, timeout=DEADLINE_SECONDS, env=env)
    return run, out


def post(url, body, headers):
    request = urllib.request.Request(url, data=body.encode(), method="POST", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def webhook(cli, data):
    server = Server(cli, data, "--house", "random", "--webhooks")
    bot = None
    try:
        token, token_file = registered(server, data, "hooked")
        port = free_port()
        secret_file = os.path.join(data, "hooked.secret")
        out = os.path.join(data, "games-of-hooked")
        bot = subprocess.Popen([cli, "bot", "--server", server.url, "--token-file", token_file, "--bot", "5",
                                "--webhook", "--listen", f"127.0.0.1:{port}", "--secret-file", secret_file,
                                "--register-webhook", f"http://127.0.0.1:{port}/", "--challenge", "house/random",
                                "--games", "1", "--tc", "2+1", "--out", out],
                               text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while not os.path.exists(secret_file) and time.monotonic() < deadline and bot.poll() is None:
            time.sleep(0.05)
        if not os.path.exists(secret_file):
            fail("the bot should register its webhook and write the secret")
        if stat.S_IMODE(os.stat(secret_file).st_mode) & 0o077:
            fail("the secret file should be readable by its owner only")
        secret = open(secret_file).read().strip()
        status, registration = server.call("GET", "/bot/webhook", token)
        if status != 200 or registration["url"] != f"http://127.0.0.1:{port}/":
            fail(f"the server should hold the bot's webhook: {status} {registration}")
        body = json.dumps({"type": "yourTurn", "gameId": "00000000-0000-4000-8000-000000000000", "seat": "White",
                           "state": {"version": 1, "dfen": "x", "legalMoves": {"e2e4": {}}}})
        now = str(int(time.time()))
        stale = str(int(time.time()) - 1000)

        def signed(stamp):
            return hmac.new(secret.encode(), f"{stamp}.{body}".encode(), hashlib.sha256).hexdigest()

        for what, headers in (("unsigned", {}),
                              ("forged", {"X-DiceChess-Timestamp": now,
                                          "X-DiceChess-Signature": hmac.new(b"not-the-secret", f"{now}.{body}".encode(),
                                                                            hashlib.sha256).hexdigest()}),
                              ("stale", {"X-DiceChess-Timestamp": stale, "X-DiceChess-Signature": signed(stale)})):
            status, answer = post(f"http://127.0.0.1:{port}/", body, {"Content-Type": "application/json", **headers})
            if status != 401 or "moves" in answer:
                fail(f"a {what} delivery should be refused with 401 and nothing played: {status} {answer}")
        out_text, err = bot.communicate(timeout=DEADLINE_SECONDS)
        run = subprocess.CompletedProcess(bot.args, bot.returncode, out_text, err)
        check_game(cli, run, out, "5")
        if "through REST" in err:
            fail("every turn should be played from its webhook delivery")
        for what in ("unsigned", "does not match", "stale"):
            if what not in err:
                fail(f"the refusal of the {what} delivery should be logged")
        status, stats = server.call("GET", "/bot/webhook/stats", token)
        day = (stats or {}).get("last24h", {})
        applied = sum(row["count"] for row in day.get("outcomes", []) if row["outcome"] == "applied")
        if status != 200 or applied < 1 or day.get("totalDeliveries", 0) < applied or day.get("p50Ms") is None:
            fail(f"GET /bot/webhook/stats should count the game's applied deliveries: {status} {stats}")
        if stats["last7d"]["totalDeliveries"] != day["totalDeliveries"] or "lastFailure" not in stats:
            fail(f"the week should hold the day's deliveries and name the last failure (or null): {stats}")
    finally:
        if bot and bot.poll() is None:
            bot.kill()
            bot.communicate()
        server.stop()


def engine(cli, data):
    engines = os.path.join(data, "engines.json")
    with open(engines, "w") as out:
        json.dump([{"name": "reference", "command": sys.executable,
                    "arguments": [os.path.join(SOURCE, "tools", "reference-engines", "random_agent.py")]}], out)
    env = {**os.environ, "DICECHESS_ENGINES": engines}
    server = Server(cli, data, "--house", "random", "--webhooks")
    try:
        for mode in ("stream", "poll", "webhook"):
            run, out = play_one(cli, server, data, f"engine-{mode}", ["--engine", "reference"], mode, env)
            check_game(cli, run, out, "engine:reference")
    finally:
        server.stop()


def poll(cli, data):
    server = Server(cli, data, "--house", "random")
    try:
        run, out = play_one(cli, server, data, "poller", ["--bot", "5"], "poll")
        check_game(cli, run, out, "5")
    finally:
        server.stop()


def seek(cli, data):
    """--seeks 1 keeps a seek in the lobby; the test takes it and plays the game; the bot, stopped, has
    played and saved that game and withdrawn the seek it opened after it."""
    server = Server(cli, data)
    bot = None
    try:
        _, token_file = registered(server, data, "seeker")
        sparring, _ = registered(server, data, "taker")
        out = os.path.join(data, "games-of-seeker")
        bot = subprocess.Popen([cli, "bot", "--server", server.url, "--token-file", token_file, "--bot", "greedy",
                                "--seeks", "1", "--tc", "1+5", "--poll", "0.2", "--out", out],
                               text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        seeks = []
        while not seeks and time.monotonic() < deadline:
            _, seeks = server.call("GET", "/lobby/seeks")
            time.sleep(0.1)
        if not seeks or seeks[0]["timeControl"] != {"Fischer": {"initialSeconds": 60, "incrementSeconds": 5}}:
            fail(f"the bot should keep one seek at 60+5 open: {seeks}")
        status, taken = server.call("POST", f"/bot/seeks/{seeks[0]['id']}/accept", sparring)
        if status != 201:
            fail(f"taking the bot's seek answered {status} {taken}")
        game_id, _, _ = spar(server, sparring, time.monotonic() + DEADLINE_SECONDS)
        if game_id != taken["gameId"]:
            fail(f"the game played should be the seek's: {game_id} {taken}")
        deadline = time.monotonic() + 30
        while not os.path.exists(os.path.join(out, f"{game_id}.dcg")) and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1)  # a round to read the history and open the next seek
        interrupt(bot)
        out_text, err = bot.communicate(timeout=30)
        print(out_text[-500:], err[-2000:])
        if bot.returncode != 0 or "(greedy): 1 games" not in out_text:
            fail(f"the bot should have played the seek's game: {bot.returncode}")
        _, left = server.call("GET", "/lobby/seeks")
        if left:
            fail(f"a stopped bot should leave no seek open: {left}")
    finally:
        if bot and bot.poll() is None:
            bot.kill()
            bot.communicate()
        server.stop()


def ladder(cli, data):
    """The README's command for the ladder (--bot greedy for --bot 9, so the test is quick): one rated ladder
    game at the ladder's 300+3 against a house bot, saved, the bot's rating moved, and the ladder left at the end."""
    server = Server(cli, data, "--house", "random", "--ladder", "--ladder-interval", "1")
    try:
        token, token_file = registered(server, data, "climber")
        out = os.path.join(data, "climber-games")
        run = subprocess.run([cli, "bot", "--server", server.url, "--token-file", token_file, "--bot", "greedy",
                              "--ladder", "--out", out, "--games", "1"], text=True, capture_output=True,
                             timeout=DEADLINE_SECONDS)
        check_game(cli, run, out, "greedy")
        if "on the ladder" not in run.stderr or "off the ladder" not in run.stderr:
            fail("the bot should join the ladder and leave it when it stops")
        status, profile = server.call("GET", "/bots/tests/climber")
        if status != 200 or profile["games"] != 1 or profile["onLadder"] or profile["rating"] == 1500:
            fail(f"one rated game, off the ladder after: {status} {profile}")
        game_id = os.listdir(out)[0][:-4]
        _, history = server.call("GET", f"/games/{game_id}/history")
        if not history["rated"] or history["timeControl"] != {"Fischer": {"initialSeconds": 300,
                                                                         "incrementSeconds": 3}}:
            fail(f"the game should be a rated ladder game at 300+3: {history['rated']} {history['timeControl']}")
    finally:
        server.stop()


def parallel(cli, data):
    """--max-games 2 on the ladder: two games at once, each decided on a worker of its own, so the engine's
    two processes (tests/online/rendezvous_engine.py) are seen thinking at the same time."""
    meeting = os.path.join(data, "meeting")
    os.makedirs(meeting)
    engines = os.path.join(data, "engines.json")
    with open(engines, "w") as out:
        json.dump([{"name": "rendezvous", "command": sys.executable,
                    "arguments": [os.path.join(SOURCE, "tests", "online", "rendezvous_engine.py"), meeting]}], out)
    server = Server(cli, data, "--house", "random,greedy", "--ladder", "--ladder-interval", "1",
                    "--ladder-games", "2")
    try:
        _, token_file = registered(server, data, "twofold")
        out = os.path.join(data, "twofold-games")
        run = subprocess.run([cli, "bot", "--server", server.url, "--token-file", token_file, "--engine", "rendezvous",
                              "--ladder", "--max-games", "2", "--games", "2", "--out", out], text=True,
                             capture_output=True, timeout=DEADLINE_SECONDS,
                             env={**os.environ, "DICECHESS_ENGINES": engines})
        if run.returncode != 0 or len(os.listdir(out)) < 2:  # a game the ladder began meanwhile is finished too
            fail(f"two ladder games should be played and saved: exit {run.returncode}\n{run.stderr[-2000:]}")
        log = open(os.path.join(meeting, "log")).read().split()
        if "met" not in log:
            fail(f"the two games' decisions should overlap (one worker a game), but {len(log)} decisions "
                 "were each alone")
        print(f"{log.count('met')} of the {len(log)} decisions that waited for another met one")
    finally:
        server.stop()


def main():
    run_scenario({"webhook": webhook, "engine": engine, "poll": poll, "seek": seek, "ladder": ladder,
                  "parallel": parallel})


if __name__ == "__main__":
    main()
