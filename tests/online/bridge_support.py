"""What the bridge tests share: a registered bot's token, a free port, the first path of a move tree, and
a sparring partner (the test itself, playing each tree's first path) whose turns are known points in a game."""
import os
import socket
import sys
import tempfile
import time
import urllib.error

from platform_clients import fail


def registered(server, data, name):
    status, me = server.call("POST", "/bot/register", body={"team": "tests", "name": name})
    if status != 201:
        fail(f"POST /bot/register answered {status} {me}")
    token_file = os.path.join(data, f"{name}.token")
    with open(token_file, "w") as out:
        out.write(me["token"] + "\n")
    return me["token"], token_file


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def first_path(tree):
    path = []
    while tree:
        move = sorted(tree)[0]
        path.append(move)
        tree = tree[move]
    return path


def spar(server, token, deadline, on_turn=None):
    """Accepts the challenge that comes, then plays the test's side of the game until it is over; before
    each of its turns calls on_turn(turn_number, game_id), which may return a new server (a restarted one).
    Returns (game_id, turns played, the server). A server that is down is waited for, up to the deadline."""
    game_id, turns = None, 0
    while time.monotonic() < deadline:
        try:
            _, games = server.call("GET", "/bot/games", token)
            if not games["games"]:
                if game_id:
                    return game_id, turns, server
                _, challenges = server.call("GET", "/bot/challenges", token)
                for challenge in challenges["in"]:
                    server.call("POST", f"/bot/challenge/{challenge['id']}/accept", token)
                time.sleep(0.05)
                continue
            game = games["games"][0]
            game_id = game["gameId"]
            if not (game["dicePending"] and game["activeSeat"] == game["seat"]):
                time.sleep(0.02)
                continue
            if on_turn:
                server = on_turn(turns, game_id) or server
            _, moves = server.call("GET", f"/games/{game_id}/moves")
            status, verdict = server.call("POST", f"/bot/game/{game_id}/move", token,
                                          {"moves": first_path(moves["legalMoves"])})
            if status == 200:
                turns += 1
            elif status != 409:  # 409: the roll was over meanwhile (a restart's forced pass)
                fail(f"the test's legal turn was refused: {status} {verdict}")
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.1)  # the server is restarting
    fail(f"the game {game_id} was not over in time ({turns} turns of the test played)")


def run_scenario(scenarios):
    """bridge*.py CLI SCENARIO: runs that scenario in a fresh temporary folder and says ok."""
    cli, scenario = sys.argv[1:3]
    if scenario not in scenarios:
        fail(f"unknown scenario {scenario}: {', '.join(scenarios)}")
    with tempfile.TemporaryDirectory(prefix="dicechess-bridge-") as data:
        scenarios[scenario](cli, data)
    print(f"{scenario}: ok")
