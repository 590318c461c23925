#!/usr/bin/env python3
"""A DCEP engine for the parallel-decisions test: the reference random agent, except that each `go` marks
itself as thinking in the folder given as the first argument and waits (at most 2 s) until another
process is thinking too, then answers. Two bot decisions running side by side meet and each appends 'met'
to DIR/log; decisions taken one after the other never meet ('alone' after the wait). Once one meeting is
logged, the rest answer at once (the overlap is shown; waiting on would only slow the test).
usage: rendezvous_engine.py DIR"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "reference-engines"))
import random_agent  # noqa: E402

FOLDER = sys.argv[1]
MINE = os.path.join(FOLDER, f"thinking-{os.getpid()}")
LOG = os.path.join(FOLDER, "log")


def met_before():
    try:
        with open(LOG) as log:
            return "met" in log.read().split()
    except FileNotFoundError:
        return False


class Rendezvous(random_agent.Agent):
    def go(self, words):
        if met_before():
            return super().go(words)
        open(MINE, "w").close()
        met = False
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline and not met:
            met = any(name.startswith("thinking-") and name != os.path.basename(MINE)
                      for name in os.listdir(FOLDER))
            time.sleep(0.02)
        time.sleep(0.2)  # the other one sees this one's mark too before it is gone
        os.remove(MINE)
        with open(LOG, "a") as log:
            log.write("met\n" if met else "alone\n")
        super().go(words)


if __name__ == "__main__":
    try:
        Rendezvous().serve()
    except (BrokenPipeError, KeyboardInterrupt):
        pass
