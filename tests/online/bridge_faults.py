#!/usr/bin/env python3
"""`dicechess-cli bot` through faults of the server it plays on, each at a known point of a game against
this test (which plays each tree's first path): the server killed with kill -9 mid-game and started again
on the same port and data, and every connection to it cut mid-game by a proxy in between. The bot must
find its game again (streams reopened, GET /bot/games), finish it on the board and report it.

usage: bridge_faults.py CLI SCENARIO   (server-restart | stream-cut)
Each scenario is bounded in time and stops every process it started."""
import os
import socket
import subprocess
import threading
import time

from bridge_support import free_port, registered, run_scenario, spar
from platform_clients import Server, fail

DEADLINE_SECONDS = 240


class CuttingProxy:
    """Relays 127.0.0.1:port to the server; cut() closes every connection open through it (the bot's
    streams and requests), and later connections are relayed again."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open = []
        self.lock = threading.Lock()
        self.cuts = 0
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port), timeout=5)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.open += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self.pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def pump(source, sink):
        try:
            while True:
                chunk = source.recv(65536)
                if not chunk:
                    break
                sink.sendall(chunk)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self):
        with self.lock:
            connections, self.open = self.open, []
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
                connection.close()
            except OSError:
                pass
        self.cuts += 1

    def close(self):
        self.listener.close()
        self.cut()


def play_through(cli, data, server, bot_url, on_turn, name):
    """The bot (streams, random: the games last) challenges the test, which plays; on_turn(turn, game_id) makes the fault.
    Returns the bot's stderr after checking that it finished the game on the board."""
    _, token_file = registered(server, data, name)
    sparring, _ = registered(server, data, f"{name}-sparring")
    bot = subprocess.Popen([cli, "bot", "--server", bot_url, "--token-file", token_file, "--bot", "random",
                            "--challenge", f"tests/{name}-sparring", "--games", "1", "--tc", "30+5",
                            "--out", os.path.join(data, "games")],
                           text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        game_id, turns, server = spar(server, sparring, time.monotonic() + DEADLINE_SECONDS, on_turn)
        out, err = bot.communicate(timeout=90)
    finally:
        if bot.poll() is None:  # the test failed while the bot ran: what the bot said is the evidence
            bot.kill()
            out, err = bot.communicate()
            print("the bot, killed:", out[-800:], err[-2500:])
    print(out[-800:], err[-2500:])
    if bot.returncode != 0 or "1 games" not in out or "every game's dice fair" not in out:
        fail(f"the bot should finish game {game_id} and report it: exit {bot.returncode}")
    status, history = server.call("GET", f"/games/{game_id}/history")
    if status != 200 or history["termination"] == "timeout":
        fail(f"game {game_id} should end on the board: {status} {history and history['termination']}")
    if "not saved" in err:
        fail("the game's record should be written whole as it is played, through the fault")
    if not os.path.exists(os.path.join(data, "games", f"{game_id}.dcg")):
        fail(f"game {game_id} was not saved")
    return server, err


def server_restart(cli, data):
    """kill -9 of the server after the bot's first turn (no game is over that early), started again on the same
    port and data."""
    port = free_port()
    servers = [Server(cli, data, listen=f"127.0.0.1:{port}")]

    def restart(turn, game_id):
        if turn != 0:
            return None
        servers[-1].kill9()
        servers.append(Server(cli, data, listen=f"127.0.0.1:{port}"))
        return servers[-1]

    try:
        _, err = play_through(cli, data, servers[0], servers[0].url, restart, "survivor")
        if len(servers) != 2 or "lost; opening it again" not in err:
            fail("the server should have been restarted under the bot's streams")
    finally:
        servers[-1].stop()


def stream_cut(cli, data):
    """Every connection the bot holds cut after the bot's first turn; the bot reopens them."""
    server = Server(cli, data)
    proxy = CuttingProxy(int(server.url.rsplit(":", 1)[1]))

    def cut(turn, game_id):
        if turn == 0:
            proxy.cut()

    try:
        _, err = play_through(cli, data, server, f"http://127.0.0.1:{proxy.port}", cut, "uncut")
        if proxy.cuts != 1 or "lost; opening it again" not in err:
            fail("the bot's streams should have been cut and opened again")
    finally:
        proxy.close()
        server.stop()


def main():
    run_scenario({"server-restart": server_restart, "stream-cut": stream_cut})


if __name__ == "__main__":
    main()
