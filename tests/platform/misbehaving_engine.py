#!/usr/bin/env python3
"""A DCEP 1 engine for the host's tests (docs/engine-protocol.md). `good` plays the first of the host's
legal turns; every other mode breaks the protocol one way: silent (no handshake), hang (never answers go),
crash (exits on go), illegal, garbage, flood, longline, deaf (ignores stop), version (speaks version 9),
nostdin (on go asks for the legal turns again and again and reads nothing more, so the host's answers
fill the pipe to its stdin), slow (plays the good engine's turn, 0.6 s after go), longinfo and longbest
(an info line, a bestturn line of 70,000 bytes: just over the 64 KiB limit). `late` is a conforming engine
that asks for the legal turns and reads the answer only 1 s later, as a searching engine may; badpv plays
the good engine's turn after an info line whose pv is not a legal turn; noname is good without `id name`.
Every command it reads is echoed to stderr, so a test can read what the host sent in the engine's log."""
import os
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "good"


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def read():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    sys.stderr.write(line)
    sys.stderr.flush()
    return line.rstrip("\n")


while True:
    line = read()
    if line == "dcep":
        if mode == "silent":
            continue
        if mode != "noname":
            say("id name Test " + mode)
        say("id author the tests")
        say("option name Seed type spin default 1 min 0 max 1000000")
        say("dcepok 9" if mode == "version" else "dcepok 1")
    elif line == "isready":
        say("readyok")
    elif line.startswith("go"):
        if mode == "hang" or mode == "deaf":
            continue
        if mode == "crash":
            os.kill(os.getpid(), 9)
        if mode == "nostdin":
            for _ in range(5000):
                say("legalturns")
            time.sleep(60)
        if mode == "slow":
            time.sleep(0.6)
        if mode == "late":
            say("legalturns")
            time.sleep(1.0)
        if mode == "illegal":
            say("bestturn a1a8")
        elif mode == "garbage":
            say("hello there")
        elif mode == "flood":
            # In blocks of 10,000 lines: one flush a line is too slow to flood a host on a busy machine.
            block = "info depth 1 nodes 1\n" * 10000
            while True:
                sys.stdout.write(block)
                sys.stdout.flush()
        elif mode == "longline":
            say("info " + "x" * 200000)
            say("bestturn pass")
        elif mode == "longinfo":
            say("info " + "x" * (70000 - 5))
            say("bestturn pass")
        elif mode == "longbest":
            say("bestturn " + "e2e4," * ((70000 - 9) // 5))
        else:
            if mode != "late":
                say("legalturns")
            count = int(read().split()[1])
            turns = [read() for _ in range(count)]
            read()  # end
            say("info depth 1 nodes %d winpct 50.0" % count)
            if mode == "badpv":
                say("info depth 1 pv a1a8")
            if "infinite" in line:
                while read() != "stop":
                    pass
            say("bestturn " + turns[0])
    elif line == "stop":
        if mode != "deaf":
            say("bestturn pass")
    elif line == "quit":
        sys.exit(0)
