#!/usr/bin/env python3
"""The human seats of `dicechess-cli serve` (docs/platform-wire.md §13) as the platform's web client uses
them: POST /games between two guests, GET /games/ID/ws with each seat's token and without one (a spectator).
- game: a whole game over two seat sockets and a spectator's, the seeds sent, every turn seen by all
  three, a refused turn answered with Rejected, the spectator's commands ignored, the sockets closed at the
  end; the history imported and its dice verified;
- grace: a seat that drops and comes back within the 30-s grace keeps its game; one that does not come
  back resigns;
- seek: a guest's seek taken by another guest;
- catalog: GET /lobby/bots (house bots and a bot open to humans, best rating first) and POST /lobby/play-bot
  (its refusals, a whole game against a house bot, one live game per guest, a busy bot).
usage: human_seats.py CLI SCENARIO"""
import json
import os
import subprocess
import time
import uuid

from bridge_support import first_path, run_scenario
from platform_clients import Server, fail
from ws_client import GameSocket, SocketRefused


def guest_game(server, control=None):
    body = {"white": str(uuid.uuid4()), "black": str(uuid.uuid4())}
    if control:
        body["timeControl"] = control
    status, created = server.call("POST", "/games", body=body)
    if status != 201 or len(created.get("tokens", [])) != 2 or len(created.get("commit", "")) != 64:
        fail(f"POST /games should answer 201 with the commit and two seat tokens: {status} {created}")
    return created["gameId"], {seat["seat"]: seat["token"] for seat in created["tokens"]}


def socket_url(server, game_id, token=None):
    return server.url.replace("http://", "ws://") + f"/games/{game_id}/ws" + (f"?token={token}" if token else "")


def refused(url):
    try:
        GameSocket(url).close()
    except SocketRefused as refusal:
        return refusal.status
    return 101


def tree_of(server, game_id, rolled):
    tree = rolled.get("legalMoves")
    if tree is None:  # elided by the inline cap: the full tree by REST
        _, tree = server.call("GET", f"/games/{game_id}/moves")
        tree = tree["legalMoves"] if "legalMoves" in tree else tree
    return tree


def game(cli, data):
    server = Server(cli, data)
    try:
        for body, wanted in (({"black": str(uuid.uuid4())}, "white: required when not signed in"),
                             ({"white": "alice", "black": str(uuid.uuid4())}, "is not a valid guest id")):
            status, answer = server.call("POST", "/games", body=body)
            if status != 400 or wanted not in str(answer):
                fail(f"POST /games {body} should be refused naming the field: {status} {answer}")
        game_id, tokens = guest_game(server)
        if refused(socket_url(server, game_id, "0" * 32)) != 403:
            fail("a token that names no seat should be refused with 403")
        if refused(socket_url(server, str(uuid.uuid4()), tokens["White"])) != 404:
            fail("an unknown game's socket should be refused with 404")
        seats = {side: GameSocket(socket_url(server, game_id, token)) for side, token in tokens.items()}
        watcher = GameSocket(socket_url(server, game_id))
        for name, sock in (*seats.items(), ("spectator", watcher)):
            first = sock.event()
            if not first or "Snapshot" not in first:
                fail(f"the {name}'s socket should begin with a Snapshot: {first}")
        for side, sock in seats.items():
            sock.send({"SubmitSeed": {"seed": os.urandom(16).hex()}})
        watcher.send({"Resign": {}})  # a spectator's command: ignored
        turns, rejected = 0, False
        ended = None
        while turns < 400 and not ended:
            events = watcher.until("DiceRolled", 60) if turns == 0 else watcher.until_any(("DiceRolled", "GameEnded"))
            last = events[-1]
            if "GameEnded" in last:
                ended = last["GameEnded"]
                break
            rolled = last["DiceRolled"]
            mover = seats[rolled["seat"]]
            tree = tree_of(server, game_id, rolled)
            if not tree:  # a forced pass: the server plays it and rolls on
                continue
            if not rejected:
                mover.send({"SubmitTurn": {"moves": ["a1a1"]}})
                answer = mover.until("Rejected")[-1]["Rejected"]
                if answer.get("reason") != "illegal turn" or answer.get("seat") != rolled["seat"]:
                    fail(f"an illegal turn should come back as Rejected 'illegal turn' to its seat: {answer}")
                rejected = True
            mover.send({"SubmitTurn": {"moves": first_path(tree)}})
            turns += 1
        if not ended:
            fail(f"the game should end within 400 turns; {turns} played")
        for name, sock in (*seats.items(), ("spectator", watcher)):
            while sock.event(10) is not None:
                pass
            if not sock.closed:
                fail(f"the {name}'s socket should be closed by the server after GameEnded")
        if ended["over"]["termination"] != "KingCaptured":
            fail(f"a game played to its end by both seats ends with a king captured: {ended}")
        deadline = time.monotonic() + 10
        status, history = server.call("GET", f"/games/{game_id}/history")
        while status != 200 and time.monotonic() < deadline:
            time.sleep(0.1)
            status, history = server.call("GET", f"/games/{game_id}/history")
        path = os.path.join(data, "history.json")
        with open(path, "w") as out:
            json.dump(history, out)
        imported = subprocess.run([cli, "import", path, "--out", os.path.join(data, "imported")],
                                  capture_output=True, text=True)
        if imported.returncode != 0 or "dice fair" not in imported.stdout:
            fail(f"the game's history should import with fair dice: {imported.stdout} {imported.stderr}")
        print(f"{turns} turns over the sockets; {imported.stdout.strip()}")
    finally:
        server.stop()


def grace(cli, data):
    server = Server(cli, data)
    try:
        game_id, tokens = guest_game(server)
        white = GameSocket(socket_url(server, game_id, tokens["White"]))
        black = GameSocket(socket_url(server, game_id, tokens["Black"]))
        white.until("Snapshot")
        black.until("Snapshot")
        black.close()  # Black drops and is back within the grace
        time.sleep(1)
        black = GameSocket(socket_url(server, game_id, tokens["Black"]))
        black.until("Snapshot")
        white.close()  # White drops for good
        dropped = time.monotonic()
        events = black.until("GameEnded", 60)
        over = events[-1]["GameEnded"]["over"]
        waited = time.monotonic() - dropped
        if over != {"result": {"Win": {"side": "Black"}}, "termination": "Resign"}:
            fail(f"White, gone past the grace, should resign to Black: {over}")
        if waited < 25:
            fail(f"White resigned {waited:.0f} s after it dropped: the grace is 30 s")
        if any("GameEnded" in e for e in events[:-1]):
            fail("Black's return within the grace should not have ended the game")
        print(f"White resigned {waited:.0f} s after its socket dropped; Black's 1-s drop kept the game")
    finally:
        server.stop()


def seek(cli, data):
    """A guest's seek in the lobby taken by another guest: the accepter learns its seat and token from the
    accept, the creator from its next status poll; both play their seats; a resignation ends the game."""
    server = Server(cli, data)
    try:
        creator, accepter = str(uuid.uuid4()), str(uuid.uuid4())
        status, answer = server.call("POST", "/lobby/seeks", body={"creator": "x"})
        if status != 400 or "creator" not in str(answer):
            fail(f"a seek without a guest id should be refused naming the field: {status} {answer}")
        status, made = server.call("POST", "/lobby/seeks", body={"creator": creator,
                                                                 "timeControl": {"Fischer": {"initialSeconds": 60,
                                                                                             "incrementSeconds": 1}}})
        if status != 201 or not made.get("secret"):
            fail(f"POST /lobby/seeks should answer 201 with the id and secret: {status} {made}")
        _, lobby = server.call("GET", "/lobby/seeks")
        if [entry["id"] for entry in lobby] != [made["seekId"]] or lobby[0]["kind"] != "Human":
            fail(f"the lobby should list the guest's seek: {lobby}")
        status, _ = server.call("POST", f"/lobby/seeks/{made['seekId']}/accept", body={"accepter": creator})
        if status != 400:
            fail(f"a guest cannot accept its own seek: {status}")
        status, match = server.call("POST", f"/lobby/seeks/{made['seekId']}/accept", body={"accepter": accepter})
        if status != 201 or match.get("seat") not in ("White", "Black") or not match.get("token"):
            fail(f"the accept should answer the game, a seat and its token: {status} {match}")
        status, again = server.call("POST", f"/lobby/seeks/{made['seekId']}/accept",
                                    body={"accepter": str(uuid.uuid4())})
        if status != 409:
            fail(f"a taken seek should answer 409: {status} {again}")
        _, polled = server.call("GET", f"/lobby/seeks/{made['seekId']}?secret={made['secret']}")
        if not polled["matched"] or polled["gameId"] != match["gameId"] or polled["seat"] == match["seat"] \
                or not polled["token"] or polled["token"] == match["token"]:
            fail(f"the creator's poll should give the other seat and its own token: {polled} vs {match}")
        mine = GameSocket(socket_url(server, match["gameId"], match["token"]))
        theirs = GameSocket(socket_url(server, match["gameId"], polled["token"]))
        snapshot = mine.until("Snapshot")[-1]["Snapshot"]
        if snapshot["state"]["timeControl"] != {"Fischer": {"initialSeconds": 60, "incrementSeconds": 1}}:
            fail(f"the game should have the seek's time control: {snapshot['state']['timeControl']}")
        theirs.until("Snapshot")
        theirs.send({"Resign": {}})
        over = mine.until("GameEnded")[-1]["GameEnded"]["over"]
        if over != {"result": {"Win": {"side": match["seat"]}}, "termination": "Resign"}:
            fail(f"the creator's resignation should give the accepter the game: {over}")
        print(f"seek {made['seekId']} taken; {polled['seat']} resigned to {match['seat']}")
    finally:
        server.stop()


def play_bot(server, body):
    status, answer = server.call("POST", "/lobby/play-bot", body=body)
    return status, answer


def catalog(cli, data):
    server = Server(cli, data, "--house", "random,greedy,aggressive")
    try:
        status, me = server.call("POST", "/bot/register", body={"team": "club", "name": "solo"})
        if status != 201:
            fail(f"registering club/solo: {status} {me}")
        token = me["token"]
        server.call("POST", "/bot/capacity", token=token, body={"maxConcurrentGames": 1})
        _, listed = server.call("GET", "/lobby/bots")
        names = [f"{bot['team']}/{bot['name']}" for bot in listed["bots"]]
        if sorted(names) != ["house/aggressive", "house/greedy", "house/random"]:
            fail(f"the catalog should hold the house bots, not a bot that never opened to humans: {names}")
        ratings = [bot["rating"] for bot in listed["bots"]]
        if ratings != sorted(ratings, reverse=True) or names[-1] != "house/random":
            fail(f"the catalog should be best rating first: {listed}")
        if not all(bot["available"] and bot["description"] for bot in listed["bots"]):
            fail(f"the house bots should be available and described: {listed}")
        status, opened = server.call("POST", "/bot/open-to-humans", token=token,
                                     body={"description": "a club bot, one game at a time"})
        if status != 200 or not opened["openToHumans"]:
            fail(f"POST /bot/open-to-humans: {status} {opened}")
        _, listed = server.call("GET", "/lobby/bots")
        solo = [bot for bot in listed["bots"] if bot["name"] == "solo"]
        if not solo or solo[0]["description"] != "a club bot, one game at a time" or not solo[0]["provisional"]:
            fail(f"a bot open to humans should be listed with its description, provisional: {listed}")
        guest, other = str(uuid.uuid4()), str(uuid.uuid4())
        fischer = {"Fischer": {"initialSeconds": 120, "incrementSeconds": 2}}
        for body, code, wanted in (
                ({"team": "house", "name": "greedy", "timeControl": fischer}, 400, "guestId"),
                ({"guestId": guest, "team": "house", "name": "greedy", "timeControl": {"Unlimited": {}}}, 400,
                 "a catalog game must have a time control"),
                ({"guestId": guest, "team": "house", "name": "greedy"}, 400, "timeControl"),
                ({"guestId": guest, "team": "house", "name": "greedy", "timeControl": fischer,
                  "preferredColor": "Red"}, 400, "preferredColor"),
                ({"guestId": guest, "team": "house", "name": "nobody", "timeControl": fischer}, 404, "")):
            status, answer = play_bot(server, body)
            if status != code or wanted not in str(answer or ""):
                fail(f"play-bot {body} should be refused with {code} naming {wanted!r}: {status} {answer}")
        status, match = play_bot(server, {"guestId": guest, "team": "house", "name": "greedy",
                                          "timeControl": fischer, "preferredColor": "White"})
        if status != 201 or match.get("seat") != "White" or not match.get("token"):
            fail(f"play-bot should seat the guest as White: {status} {match}")
        status, answer = play_bot(server, {"guestId": guest, "team": "house", "name": "random",
                                           "timeControl": fischer})
        if status != 409 or "already have an active game" not in str(answer):
            fail(f"a guest with a live game should be refused a second: {status} {answer}")
        sock = GameSocket(socket_url(server, match["gameId"], match["token"]))
        snapshot = sock.until("Snapshot")[-1]["Snapshot"]
        if snapshot["state"]["players"]["black"] != {"kind": "Bot", "name": "house greedy"}:
            fail(f"the house bot should hold Black: {snapshot['state']['players']}")
        sock.send({"SubmitSeed": {"seed": os.urandom(16).hex()}})
        turns, ours, ended = 0, 0, None
        while turns < 400 and not ended:
            last = sock.until_any(("DiceRolled", "GameEnded"))[-1]
            if "GameEnded" in last:
                ended = last["GameEnded"]
                break
            rolled = last["DiceRolled"]
            turns += 1
            tree = tree_of(server, match["gameId"], rolled)
            if rolled["seat"] == "White" and tree:
                sock.send({"SubmitTurn": {"moves": first_path(tree)}})
                ours += 1
        if not ended or ended["over"]["termination"] not in ("KingCaptured", "Draw"):
            fail(f"the game against house/greedy should be played to its end: {ended}")
        sock.close()
        status, mine = play_bot(server, {"guestId": guest, "team": "club", "name": "solo", "timeControl": fischer})
        if status != 201:
            fail(f"a guest whose game ended may play again, and club/solo is open: {status} {mine}")
        status, answer = play_bot(server, {"guestId": other, "team": "club", "name": "solo", "timeControl": fischer})
        if status != 409 or "that bot is busy" not in str(answer):
            fail(f"a bot at its concurrent-game limit should be refused as busy: {status} {answer}")
        _, listed = server.call("GET", "/lobby/bots")
        if [bot["available"] for bot in listed["bots"] if bot["name"] == "solo"] != [False]:
            fail(f"the busy bot should be listed unavailable: {listed}")
        print(f"catalog of {len(listed['bots'])}; {turns} turns against house/greedy ({ours} ours), "
              f"{ended['over']['termination']}; the busy bot refused")
    finally:
        server.stop()


if __name__ == "__main__":
    run_scenario({"game": game, "grace": grace, "seek": seek, "catalog": catalog})
