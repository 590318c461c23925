#!/usr/bin/env python3
"""A Dice Chess engine in Python 3 (standard library only) speaking DCEP 1 (docs/engine-protocol.md).

It knows no rules: for every decision it asks the host for the legal turns (`legalturns`) and plays one
of them uniformly at random, from a generator seeded by the Seed option (reseeded by every `newgame`, so
the same seed and the same positions give the same game). It declares DCEP_Cube and answers the cube and
draw questions the way an agent without an evaluation should: never double, always take, never offer a
draw, never accept one. Malformed or untimely host commands get a `# error: ...` comment and are
otherwise ignored; it never exits before `quit` or the end of its input.

    python3 tools/reference-engines/random_agent.py        # then type: dcep, isready, ...
    dicechess-cli engine-check -- python3 tools/reference-engines/random_agent.py
"""
import random
import sys

SEED_MAX = 2**31 - 1
ANSWERS = {"cube double?": "no", "cube take?": "yes", "draw offer?": "no", "draw accept?": "no"}


class Quit(Exception):
    """`quit` or the end of the input: the session is over."""


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def error(text):
    send("# error: " + text)


def read():
    line = sys.stdin.readline()
    if not line:
        raise Quit()
    line = line.rstrip("\n")
    return line[:-1] if line.endswith("\r") else line


def read_command():
    """The next non-blank host line, split into words (`quit` ends the session wherever it comes)."""
    while True:
        line = read()
        words = line.split(" ")
        words = [w for w in words if w]
        if not words:
            continue
        if words == ["quit"]:
            raise Quit()
        return line, words


class Agent:
    def __init__(self):
        self.seed = 1
        self.rng = random.Random(self.seed)
        self.position = None  # the last `position` line's words after "position"

    def handshake(self):
        send("id name Random Agent")
        send("id author DiceChess Studio")
        send("option name Seed type spin default 1 min 0 max %d" % SEED_MAX)
        send("option name DCEP_Cube type check default true")
        send("dcepok 1")

    def set_option(self, line, words):
        if len(words) < 4 or words[1] != "name" or words[3] != "value":
            return error("'setoption' must be 'setoption name <NAME> value <VALUE>'")
        name, value = words[2], " ".join(words[4:])
        if name == "Seed":
            if not value.isdigit() or int(value) > SEED_MAX:
                return error("Seed '%s' is not an integer from 0 to %d" % (value, SEED_MAX))
            self.seed = int(value)
            self.rng = random.Random(self.seed)
        elif name != "DCEP_Cube":
            error("no option '%s' (Seed, DCEP_Cube)" % name)

    def legal_turns(self):
        """Asks the host's legal-turns service: `turns <n>`, n turn lines, `end`."""
        send("legalturns")
        line, words = read_command()
        if len(words) != 2 or words[0] != "turns" or not words[1].isdigit():
            error("expected 'turns <n>' after legalturns, got '%s'" % line)
            return []
        turns = [read().strip() for _ in range(int(words[1]))]
        while read().strip() != "end":
            pass
        return turns

    def go(self, words):
        if self.position is None:
            return error("go before position")
        infinite = "infinite" in words[1:]
        turns = self.legal_turns()
        choice = self.rng.choice(turns) if turns else "pass"
        send("info depth 1 nodes %d time 0 currturn %s pv %s" % (len(turns), choice, choice))
        if infinite:  # the answer waits for stop; isready is answered meanwhile
            while True:
                _, more = read_command()
                if more == ["stop"]:
                    break
                if more == ["isready"]:
                    send("readyok")
                else:
                    error("'%s' during go infinite: send stop first" % more[0])
        send("bestturn " + choice)

    def question(self, line):
        if self.position is None:
            return error("a question before position")
        send("answer " + ANSWERS[line])

    def serve(self):
        try:
            while True:
                line, words = read_command()
                command = words[0]
                if command == "dcep":
                    self.handshake()
                elif command == "isready":
                    send("readyok")
                elif command == "setoption":
                    self.set_option(line, words)
                elif command == "newgame":
                    self.rng = random.Random(self.seed)
                    self.position = None
                elif command == "position":
                    if len(words) < 3 or words[1] != "dfen":
                        error("'position' must be 'position dfen <DFEN> [turns ...]'")
                    else:
                        self.position = words[2:]
                elif command == "go":
                    self.go(words)
                elif command == "stop":
                    pass  # nothing is running: a late stop is harmless
                elif " ".join(words) in ANSWERS:
                    self.question(" ".join(words))
                else:
                    error("unknown command '%s'" % command)
        except Quit:
            pass


if __name__ == "__main__":
    try:
        Agent().serve()
    except (BrokenPipeError, KeyboardInterrupt):
        pass
