#!/usr/bin/env python3
"""engine.reference_python: tools/reference-engines/random_agent.py against scripted DCEP 1 sessions.

- The annotated game of docs/engine-protocol.md §12 is replayed line by line: every host line is sent and
  every engine line must be exactly what the document shows (so the document is what the engine does).
- Its handshake, options and every answer follow the spec; the same Seed gives the same turns after
  newgame, different seeds spread over the legal turns; go infinite waits for stop (isready is answered
  meanwhile), a late stop is ignored; a forced pass listed by the service is played as `pass`; the cube
  and draw questions get never double / always take / no draws; malformed and untimely commands get a
  `# error:` comment and the engine lives on; CRLF line ends are read; quit and the end of input end it
  with status 0.

usage: random_agent_session.py SOURCE_DIR
"""
import os
import queue
import re
import subprocess
import sys
import threading
import time

SOURCE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
AGENT = os.path.join(SOURCE, "tools", "reference-engines", "random_agent.py")
SPEC = os.path.join(SOURCE, "docs", "engine-protocol.md")
WAIT = 5.0  # seconds for an answer that should come at once (a loaded machine)

failures = []


def fail(text):
    failures.append(text)
    print("FAIL " + text)


class Engine:
    def __init__(self, name):
        self.name = name
        self.process = subprocess.Popen([sys.executable, AGENT], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.process.stdout:
            self.lines.put(raw.decode("utf-8"))
        self.lines.put(None)

    def send(self, line, end="\n"):
        self.process.stdin.write((line + end).encode("utf-8"))
        self.process.stdin.flush()

    def next(self, timeout=WAIT):
        """The next line without its LF, or None at the end of output or after the timeout."""
        try:
            raw = self.lines.get(timeout=timeout)
        except queue.Empty:
            return None
        if raw is None:
            return None
        if not raw.endswith("\n"):
            fail("%s: a line without LF: %r" % (self.name, raw))
        return raw[:-1]

    def expect(self, what, pattern, timeout=WAIT):
        line = self.next(timeout)
        if line is None or not re.fullmatch(pattern, line):
            fail("%s: %s: expected /%s/, got %r" % (self.name, what, pattern, line))
            return None
        return line

    def quiet(self, what, seconds):
        line = self.next(seconds)
        if line is not None:
            fail("%s: %s: expected nothing, got %r" % (self.name, what, line))

    def finish(self, what):
        try:
            code = self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return fail("%s: %s: the engine did not exit within 2 s" % (self.name, what))
        if code != 0:
            fail("%s: %s: exit status %d, stderr %r" % (self.name, what, code, self.process.stderr.read()))


def handshake(engine, seed=None):
    engine.send("dcep")
    engine.expect("handshake", r"id name Random Agent")
    engine.expect("handshake", r"id author DiceChess Studio")
    engine.expect("handshake", r"option name Seed type spin default 1 min 0 max 2147483647")
    engine.expect("handshake", r"option name DCEP_Cube type check default true")
    engine.expect("handshake", r"dcepok 1")
    if seed is not None:
        engine.send("setoption name Seed value %d" % seed)
    engine.send("newgame variant three-dice")
    engine.send("isready")
    engine.expect("isready", r"readyok")


TURN = r"(pass|[a-h][1-8][a-h][1-8][qrbn]?(,[a-h][1-8][a-h][1-8][qrbn]?){0,2})"
INFO = r"info depth 1 nodes \d+ time 0 currturn %s pv %s" % (TURN, TURN)
GAME = "6k1/5ppp/8/8/8/8/4NPPP/4R2K b - - 3 24 pnk"
LISTED = ["f7f6,g8f7", "f7f6,g8f8", "f7f6,g8h8", "f7f5,g8f7", "f7f5,g8f8", "f7f5,g8h8", "g7g6,g8g7",
          "g7g6,g8f8", "g7g6,g8h8", "g7g5,g8g7", "g7g5,g8f8", "g7g5,g8h8", "h7h6,g8h7", "h7h6,g8f8",
          "h7h6,g8h8", "h7h5,g8h7", "h7h5,g8f8", "h7h5,g8h8"]


def decide(engine, turns, go="go movetime 100", dfen=GAME):
    """position + go, the legal-turns service answered with `turns`; the bestturn's turn."""
    engine.send("position dfen " + dfen)
    engine.send(go)
    if engine.expect(go, r"legalturns") is None:
        return None
    engine.send("turns %d" % len(turns))
    for turn in turns:
        engine.send(turn)
    engine.send("end")
    engine.expect(go, INFO)
    if "infinite" in go.split():
        return None
    line = engine.expect(go, r"bestturn " + TURN)
    return line.split()[1] if line else None


def replay_annotated_game():
    text = open(SPEC, encoding="utf-8").read()
    section = text[text.index("## 12."):]
    block = section[section.index("```\n") + 4:]
    block = block[:block.index("```")]
    engine = Engine("annotated game")
    played = 0
    for number, row in enumerate(block.splitlines(), 1):
        if not row.startswith(("> ", "< ")):
            continue
        line = re.split(r"\s{2,}", row[2:])[0].rstrip()  # the annotation is two or more spaces away
        if row.startswith("> "):
            engine.send(line)
            if line == "quit":
                engine.finish("quit after the game")
        else:
            got = engine.next()
            played += 1
            if got != line:
                fail("annotated game, block line %d: the document shows %r, the engine sent %r" % (number, line, got))
                break
    if played < 20:
        fail("annotated game: only %d engine lines found in §12" % played)


def main():
    replay_annotated_game()

    engine = Engine("session")
    handshake(engine, seed=7)
    first = decide(engine, LISTED)
    if first not in LISTED:
        fail("the bestturn %r is not a listed turn" % first)
    engine.send("newgame variant three-dice")
    if decide(engine, LISTED) != first:
        fail("newgame did not reseed: the same seed and position gave another turn")
    chosen = set()
    for seed in range(40):
        engine.send("setoption name Seed value %d" % seed)
        engine.send("newgame variant three-dice")
        chosen.add(decide(engine, LISTED))
    if not chosen <= set(LISTED) or len(chosen) < 8:
        fail("40 seeds chose %d distinct listed turns: %r" % (len(chosen), sorted(chosen, key=str)))

    # A forced pass offered by the service, and the history form of position.
    if decide(engine, ["pass"], go="go", dfen="4k3/8/8/8/8/8/8/4K3 w - - 0 1 QQQ") != "pass":
        fail("the only listed turn 'pass' was not played")
    engine.send("position dfen " + GAME + " turns g7g5,g8f8 BRR")
    engine.send("isready")
    engine.expect("position … turns", r"readyok")

    # go infinite: no answer before stop, isready meanwhile, a late stop ignored.
    decide(engine, LISTED, go="go infinite")
    engine.quiet("go infinite before stop", 0.3)
    engine.send("isready")
    engine.expect("isready during go infinite", r"readyok")
    started = time.monotonic()
    engine.send("stop")
    line = engine.expect("stop", r"bestturn " + TURN)
    if line and line.split()[1] not in LISTED:
        fail("stop answered an unlisted turn: %r" % line)
    if time.monotonic() - started > 1.0:
        fail("stop took %.2f s" % (time.monotonic() - started))
    engine.send("stop")
    engine.quiet("a stop without a go", 0.3)

    # Questions, asked after a position before the roll.
    engine.send("position dfen 5k2/5p1p/8/6p1/8/8/4NPPP/4R2K w - g6 1 25")
    for question, answer in [("cube double?", "no"), ("cube take?", "yes"), ("draw offer?", "no"),
                             ("draw accept?", "no")]:
        engine.send(question)
        engine.expect(question, "answer " + answer)

    # Malformed and untimely commands: a comment each, and the engine lives on.
    for command, pattern in [("setoption name Seed value x", r"# error: Seed 'x' is not an integer.*"),
                             ("setoption name Seed value 99999999999", r"# error: Seed .*"),
                             ("setoption name Hash value 16", r"# error: no option 'Hash'.*"),
                             ("setoption Seed 3", r"# error: 'setoption' must be .*"),
                             ("position fen x", r"# error: 'position' must be .*"),
                             ("uci", r"# error: unknown command 'uci'")]:
        engine.send(command)
        engine.expect(command, pattern)
    engine.send("newgame variant three-dice")
    engine.send("go movetime 10")
    engine.expect("go without position", r"# error: go before position")
    engine.send("cube take?")
    engine.expect("a question without position", r"# error: a question before position")
    engine.send("isready", end="\r\n")
    engine.expect("isready with CRLF", r"readyok")
    engine.send("")
    engine.send("quit")
    engine.finish("quit")

    engine = Engine("end of input")
    handshake(engine)
    engine.process.stdin.close()
    engine.finish("the end of its input")

    if failures:
        print("%d failure(s)" % len(failures))
        sys.exit(1)
    print("random_agent.py: the annotated game and every scripted session as specified")


if __name__ == "__main__":
    main()
