#!/usr/bin/env python3
"""The Dice Chess platform's real clients (../shared/platform-clients, run unchanged) against
`dicechess-cli serve` on a free loopback port, and the server's crash recovery. Every finished game's dice
are recomputed from its revealed seeds with fair_check.py, and its .dcg file must exist.

usage: platform_clients.py CLI CLIENTS_DIR SCENARIO   (random-bot | starter | webhook | crash-restart |
                                                           served-match | ladder)
Each scenario is bounded in time and stops every process it started."""
import json
import os
import select
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from fair_check import problems_of

DEADLINE_SECONDS = 240


def interrupt(process):
    """SIGINT, then SIGKILL if the process has not stopped within 10 s."""
    process.send_signal(signal.SIGINT)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    def __init__(self, cli, data, *extra, listen="127.0.0.1:0"):
        self.log = open(os.path.join(data, "serve.log"), "a")
        self.process = subprocess.Popen([cli, "serve", "--listen", listen, "--data", data,
                                         "--register-limit", "0", "--anon-limit", "0", "--webhook-limit", "0",
                                         *extra], stdout=subprocess.PIPE, stderr=self.log, text=True)
        ready, _, _ = select.select([self.process.stdout], [], [], 30)
        line = self.process.stdout.readline() if ready else ""
        if not line.startswith("listening on http://"):
            self.stop()
            fail(f"serve's first line should be 'listening on http://HOST:PORT', got {line!r}")
        self.url = line.split()[-1]

    def call(self, method, path, token=None, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                text = answer.read().decode()
                return answer.status, json.loads(text) if text else None
        except urllib.error.HTTPError as error:
            text = error.read().decode()
            return error.code, json.loads(text) if text else None

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()

    def kill9(self):
        self.process.kill()
        self.process.wait()
        self.log.close()


def finished_games(data):
    """The ids of the games whose record is written: a record being written is X.dcg.tmp until its rename."""
    folder = os.path.join(data, "games")
    names = os.listdir(folder) if os.path.isdir(folder) else []
    return sorted(name[:-4] for name in names if name.endswith(".dcg"))


def check_finished(server, data, game_id):
    status, history = server.call("GET", f"/games/{game_id}/history")
    if status != 200:
        fail(f"GET /games/{game_id}/history answered {status}")
    problems = problems_of(history)
    if problems:
        fail(f"game {game_id}: the dice are not the seeds' dice: {problems}")
    record = os.path.join(data, "games", f"{game_id}.dcg")
    if not os.path.exists(record):
        fail(f"{record} was not written")
    with open(record) as text:
        content = text.read()
    for tag in ("GameId", "DiceCommit", "ServerSeed", "ClientSeedWhite", "ClientSeedBlack"):
        if f'[{tag} "' not in content:
            fail(f"{record} has no {tag} tag")
    print(f"game {game_id}: {len(history['turns'])} turns, termination {history['termination']}, dice fair")
    return history


def verify_saved_record(cli, data, game_id):
    """verify-dice passes the saved .dcg and refuses a copy whose revealed server seed was changed."""
    record = os.path.join(data, "games", f"{game_id}.dcg")
    checked = subprocess.run([cli, "verify-dice", record], text=True, capture_output=True, timeout=60)
    if checked.returncode != 0 or "fair: the revealed seed matches its commit" not in checked.stdout:
        fail(f"verify-dice {record}: {checked.returncode} {checked.stdout} {checked.stderr}")
    with open(record) as text:
        content = text.read()
    start = content.index('[ServerSeed "') + len('[ServerSeed "')
    changed = content[:start] + ("1" if content[start] == "0" else "0") + content[start + 1:]
    forged = os.path.join(data, "forged.dcg")
    with open(forged, "w") as out:
        out.write(changed)
    checked = subprocess.run([cli, "verify-dice", forged], text=True, capture_output=True, timeout=60)
    if checked.returncode != 1 or "NOT FAIR: the revealed seed's SHA-256 is" not in checked.stdout:
        fail(f"verify-dice should refuse a record with a changed server seed: {checked.returncode} {checked.stdout}")


def run_client(args, env, cwd=None, timeout=DEADLINE_SECONDS):
    completed = subprocess.run([sys.executable, *args], env={**os.environ, **env}, cwd=cwd, text=True,
                               capture_output=True, timeout=timeout)
    return completed.returncode, completed.stdout + completed.stderr


def random_bot(cli, clients, data):
    server = Server(cli, data)
    try:
        code, output = run_client([os.path.join(clients, "random_bot.py")], {"PLAY_API": server.url})
        print(output[-2000:])
        if code != 0:
            fail(f"random_bot.py exited with {code}")
        if output.count("minted bot:team:anon:") != 2:
            fail("random_bot.py should mint two anonymous bots")
        accepted = [line for line in output.splitlines() if "accepted -> game" in line]
        if len(accepted) != 1 or "game over" not in output:
            fail("random_bot.py should accept one game and see it end")
        game_id = accepted[0].split()[-1]
        history = check_finished(server, data, game_id)
        if history["fairness"]["clientSeeds"]["white"] == "":
            fail("the client seeds are missing")
        verify_saved_record(cli, data, game_id)
    finally:
        server.stop()


def starter(cli, clients, data):
    server = Server(cli, data)
    folder = os.path.join(clients, "dicechess-bot-python")
    process = subprocess.Popen([sys.executable, "bot.py"], cwd=folder, text=True, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT,
                               env={**os.environ, "DICECHESS_BASE_URL": server.url, "DICECHESS_POLL_SECONDS": "0.2"})
    try:
        deadline = time.monotonic() + DEADLINE_SECONDS
        while time.monotonic() < deadline:
            if len(finished_games(data)) >= 2:
                break
            if process.poll() is not None:
                break
            time.sleep(0.5)
    finally:
        process.send_signal(signal.SIGINT)
        try:
            output, _ = process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            output, _ = process.communicate()
    try:
        print(output[-2000:])
        finished = finished_games(data)
        if len(finished) < 2:
            fail(f"the starter finished {len(finished)} games against house/greedy in {DEADLINE_SECONDS} s")
        if "played" not in output:
            fail("the starter logged no played turn")
        errors = [line for line in output.splitlines() if "loop error" in line]
        if errors:
            fail(f"the starter hit errors: {errors[:3]}")
        for game_id in finished[:2]:
            history = check_finished(server, data, game_id)
            black = history["players"]["black"]["name"]
            if black != "house greedy":
                fail(f"the starter's opponent should be house greedy, was {black}")
    finally:
        server.stop()


def webhook(cli, clients, data):
    server = Server(cli, data, "--webhooks")
    folder = os.path.join(clients, "dicechess-bot-python")
    port = free_port()
    handler = None
    try:
        status, me = server.call("POST", "/bot/register", body={"team": "hooks", "name": "starter"})
        if status != 201:
            fail(f"POST /bot/register answered {status} {me}")
        env = {"DICECHESS_BASE_URL": server.url, "DICECHESS_TOKEN": me["token"], "PORT": str(port)}

        def start_handler(secret):
            started = subprocess.Popen([sys.executable, "webhook.py"], cwd=folder, text=True,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                       env={**os.environ, **env, "DICECHESS_WEBHOOK_SECRET": secret})
            for _ in range(100):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    return started
                except OSError:
                    time.sleep(0.1)
            fail("webhook.py did not start listening")

        handler = start_handler("placeholder-until-registered")
        code, output = run_client(["register.py", f"http://127.0.0.1:{port}/"], env, cwd=folder, timeout=60)
        print(output)
        secret_lines = [line for line in output.splitlines() if line.startswith("DICECHESS_WEBHOOK_SECRET=")]
        if code != 0 or not secret_lines:
            fail(f"register.py exited with {code} without a secret")
        handler.terminate()
        handler.wait(10)
        handler = start_handler(secret_lines[0].split("=", 1)[1])
        # A delivery we forge (a wrong signature) is refused by the handler: it does check.
        forged = urllib.request.Request(f"http://127.0.0.1:{port}/", method="POST",
                                        data=b'{"type":"yourTurn"}',
                                        headers={"Content-Type": "application/json",
                                                 "X-DiceChess-Timestamp": str(int(time.time())),
                                                 "X-DiceChess-Signature": "00" * 32})
        try:
            urllib.request.urlopen(forged, timeout=10)
            fail("webhook.py accepted a forged delivery")
        except urllib.error.HTTPError as error:
            if error.code != 401:
                fail(f"webhook.py answered a forged delivery with {error.code}, not 401")
        status, challenge = server.call("POST", "/bot/challenge", me["token"],
                                        {"team": "house", "name": "greedy", "timeControl": {"Unlimited": {}}})
        if status != 201:
            fail(f"POST /bot/challenge answered {status} {challenge}")
        deadline = time.monotonic() + DEADLINE_SECONDS
        game_id = None
        while time.monotonic() < deadline:
            _, games = server.call("GET", "/bot/games", me["token"])
            if games["games"]:
                game_id = games["games"][0]["gameId"]
            elif game_id:
                break
            time.sleep(0.5)
        if not game_id:
            fail("no game was started for the webhook bot")
        history = check_finished(server, data, game_id)
        if history["termination"] == "timeout":
            fail("the webhook bot lost on time: deliveries did not play its turns")
        if not any(turn["moves"] for turn in history["turns"] if turn["activeColor"] == "White"):
            fail("no turn of the webhook bot was played")
    finally:
        if handler:
            handler.terminate()
            handler.wait(10)
        server.stop()


def crash_restart(cli, clients, data):
    del clients
    server = Server(cli, data, "--house", "random")
    status, me = server.call("POST", "/bot/register", body={"team": "tests", "name": "crasher"})
    if status != 201:
        fail(f"POST /bot/register answered {status}")
    token = me["token"]
    server.call("POST", "/bot/challenge", token, {"team": "house", "name": "random",
                                                  "timeControl": {"Fischer": {"initialSeconds": 600,
                                                                              "incrementSeconds": 5}}})

    def play_turns(count):
        played = 0
        deadline = time.monotonic() + 60
        while played < count and time.monotonic() < deadline:
            _, games = server.call("GET", "/bot/games", token)
            if not games["games"]:
                return None
            game = games["games"][0]
            if game["dicePending"] and game["activeSeat"] == game["seat"]:
                _, moves = server.call("GET", f"/games/{game['gameId']}/moves")
                tree, path = moves["legalMoves"], []
                while tree:
                    move = sorted(tree)[0]
                    path.append(move)
                    tree = tree[move]
                status, verdict = server.call("POST", f"/bot/game/{game['gameId']}/move", token, {"moves": path})
                if status != 200 or not verdict["applied"]:
                    fail(f"a legal turn was refused: {status} {verdict}")
                played += 1
            else:
                time.sleep(0.05)
        return game["gameId"]

    game_id = play_turns(3)
    if not game_id:
        fail("the game ended before the crash")
    _, before = server.call("GET", f"/games/{game_id}")
    server.kill9()
    server = Server(cli, data, "--house", "random")
    try:
        _, after = server.call("GET", f"/games/{game_id}")
        if after is None or after["version"] < before["version"] or after["commit"] != before["commit"]:
            fail(f"after kill -9 the game did not come back as it was: {before} / {after}")
        if after["clocks"]["white"] > before["clocks"]["white"] + 1000:
            fail("the clocks were not restored")
        with urllib.request.urlopen(urllib.request.Request(
                server.url + f"/bot/game/stream/{game_id}", headers={"Authorization": f"Bearer {token}"}),
                timeout=30) as stream:
            first = json.loads(stream.readline())
        if "Snapshot" not in first:
            fail(f"a reconnecting stream should start with a Snapshot, got {first}")
        while play_turns(1):
            pass
        check_finished(server, data, game_id)
    finally:
        server.stop()


def served_match(cli, clients, data):
    """A registered starter bot against house/random in `match --serve`: every game is on the server, the
    two games of a round roll the same dice, the folder resumes, and the bot's rating moved."""
    os.environ["PLAY_BOT_TOKENS"] = "ops|keeper|static-token-0123456789"
    server = Server(cli, data)
    del os.environ["PLAY_BOT_TOKENS"]
    if server.call("GET", "/bot/games", "static-token-0123456789")[0] != 200:
        fail("a static token (PLAY_BOT_TOKENS) should authenticate")
    if server.call("GET", "/bot/games", "static-token-0123456788")[0] != 401:
        fail("a wrong token should get 401")
    if server.call("POST", "/bot/register", body={"team": "ops", "name": "keeper"})[0] != 409:
        fail("a static bot's name should not be registrable")
    status, identity = server.call("POST", "/bot/register", body={"team": "alice", "name": "mybot"})
    if status != 201:
        fail(f"POST /bot/register answered {status} {identity}")
    folder = os.path.join(clients, "dicechess-bot-python")
    bot = subprocess.Popen([sys.executable, "bot.py"], cwd=folder, text=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL,
                           env={**os.environ, "DICECHESS_BASE_URL": server.url, "DICECHESS_TOKEN": identity["token"],
                                "DICECHESS_POLL_SECONDS": "0.2", "DICECHESS_OPPONENT": "house/random"})
    out = os.path.join(data, "match")
    command = [cli, "match", "--serve", "--data", data, "--bot", "platform:alice/mybot", "--baseline", "random",
               "--games", "2", "--tc", "1+1", "--threads", "2", "--seed", "7"]
    try:
        played = subprocess.run([*command, "--out", out], text=True, capture_output=True, timeout=DEADLINE_SECONDS)
        print(played.stdout[-1500:], played.stderr[-1500:])
        if played.returncode != 0:
            fail(f"match --serve exited with {played.returncode}")
        if "platform:alice/mybot" not in played.stdout:
            fail("the match table should name platform:alice/mybot")
        resumed = subprocess.run([cli, "match", "--resume", out, "--serve", "--data", data], text=True,
                                 capture_output=True, timeout=60)
        if resumed.returncode != 0 or "4 of 4 games already played" not in resumed.stderr:
            fail(f"resuming the finished match: {resumed.returncode} {resumed.stderr[-500:]}")
        wrong = subprocess.run([cli, "match", "--bot", "platform:alice/mybot", "--baseline", "random"], text=True,
                               capture_output=True, timeout=60)
        if wrong.returncode == 0 or "--serve" not in wrong.stderr:
            fail(f"a platform entrant without --serve should be refused naming --serve: {wrong.stderr}")
    finally:
        interrupt(bot)
    try:
        rounds = {}
        for game_id in finished_games(data):
            history = check_finished(server, data, game_id)
            seeds = history["fairness"]["clientSeeds"]
            if seeds["white"].startswith("match:"):
                rounds.setdefault(seeds["white"], []).append(history)
        if sorted(len(games) for games in rounds.values()) != [2, 2]:
            fail(f"expected two rounds of two match games, got {[len(g) for g in rounds.values()]}")
        for label, (first, second) in rounds.items():
            if first["players"]["white"]["name"] != second["players"]["black"]["name"]:
                fail(f"{label}: the two games of a pair should swap colours")
            shared = min(len(first["turns"]), len(second["turns"]))
            if any(first["turns"][i]["dice"] != second["turns"][i]["dice"] for i in range(shared)):
                fail(f"{label}: the two games of a pair should roll the same dice ply by ply")
        status, profile = server.call("GET", "/bots/alice/mybot")
        if status != 200:
            fail(f"GET /bots/alice/mybot answered {status}")
        print(f"alice/mybot after the match: {json.dumps(profile)[:400]}")
        if profile["rating"] == 1500 or profile["games"] < 4:
            fail("the match games should be rated")
    finally:
        server.stop()


def ladder(cli, clients, data):
    """A registered starter on the ladder is paired with our house bots and rated; two house bots are never
    paired with each other."""
    server = Server(cli, data, "--ladder", "--ladder-interval", "0.3", "--house", "random,aggressive")
    status, identity = server.call("POST", "/bot/register", body={"team": "alice", "name": "mybot"})
    if status != 201:
        fail(f"POST /bot/register answered {status} {identity}")
    status, joined = server.call("POST", "/bot/ladder/join", identity["token"])
    if status != 200 or not joined["onLadder"]:
        fail(f"POST /bot/ladder/join answered {status} {joined}")
    folder = os.path.join(clients, "dicechess-bot-python")
    # Its idle loop challenges DICECHESS_OPPONENT; no such bot here, so it plays only what the ladder seats.
    bot = subprocess.Popen([sys.executable, "bot.py"], cwd=folder, text=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL,
                           env={**os.environ, "DICECHESS_BASE_URL": server.url, "DICECHESS_TOKEN": identity["token"],
                                "DICECHESS_POLL_SECONDS": "0.2", "DICECHESS_OPPONENT": "house/nobody"})
    try:
        deadline = time.monotonic() + DEADLINE_SECONDS
        profile = {}
        while time.monotonic() < deadline and profile.get("games", 0) < 3:
            time.sleep(0.5)
            profile = server.call("GET", "/bots/alice/mybot")[1]
        print(f"alice/mybot on the ladder: {json.dumps(profile)[:300]}")
        if profile.get("games", 0) < 3:
            fail("the ladder should have seated alice/mybot for three rated games")
        if profile["rating"] == 1500 or {o["team"] for o in profile["opponents"]} != {"house"}:
            fail("the ladder games should be rated, against our house bots")
        for game_id in finished_games(data):
            history = check_finished(server, data, game_id)
            names = {history["players"][side]["name"] for side in ("white", "black")}
            if all(player.startswith("house ") for player in names):
                fail(f"the ladder paired two house bots: {names}")
        board = server.call("GET", "/leaderboard")[1]
        house = [row for row in board["leaders"] if row["team"] == "house"]
        if len(house) != 2 or not all(row["onLadder"] for row in house):
            fail(f"the leaderboard should list the two house bots on the ladder: {house}")
    finally:
        interrupt(bot)
        server.stop()


def main():
    cli, clients, scenario = sys.argv[1:4]
    scenarios = {"random-bot": random_bot, "starter": starter, "webhook": webhook, "crash-restart": crash_restart,
                 "served-match": served_match, "ladder": ladder}
    if scenario not in scenarios:
        fail(f"unknown scenario {scenario}: {', '.join(scenarios)}")
    if not os.path.isdir(clients):
        fail(f"the platform's clients are not at {clients}")
    with tempfile.TemporaryDirectory(prefix="dicechess-platform-") as data:
        scenarios[scenario](cli, clients, data)
    print(f"{scenario}: ok")


if __name__ == "__main__":
    main()
