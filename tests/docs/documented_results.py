#!/usr/bin/env python3
"""Runs what the documentation shows and compares it with what the programs print (issue 32).

usage: documented_results.py CLI REPO [GUI]

- Every `example:` of `dicechess-cli COMMAND --help` and of the man page (`dicechess-cli --man`): the
  commands run in a fresh folder and must succeed; each `->  TEXT` claim must appear in a line of the
  output (runs of spaces count as one).
- Every `$ dicechess-cli ...` sample of README.md that shows output: the lines shown must be the lines
  printed, in order; `...` stands for any number of lines. The `analyse` sample is left to
  docs.examples_current (scripts/regenerate-examples).
- docs/benchmarks.md's `dicechess-cli bench` listing: every case's node count and the signature, and
  every "signature N" quoted in the text.
- docs/opening-book.md's table of Black's replies and its symmetry figures: what tools/book_report.py
  computes from the book's run folders.
- With GUI: `dicechess --man-page` documents every option `dicechess --help` lists.
Prints one line per check and exits 1 when any failed.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

CLI, REPO = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
GUI = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else None
failures = []


def fail(what, why):
    failures.append(what)
    print(f"FAIL {what}: {why}")


def squeeze(text):
    return " ".join(text.split())


def run(argv, cwd, env=None):
    # Every word "dicechess-cli" is the CLI under test: engine-check starts it again as the engine.
    argv = [CLI if word == "dicechess-cli" else word for word in argv]
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=300, env=env)


# --- examples of --help and of the man page ------------------------------------------------------
def examples_of(text):
    """[(first line, [(argv, [claims])...])] from a help text: `example: CMD [-> CLAIM]`, then lines
    `   dicechess-cli CMD` (another command of the same example) or `   ->  CLAIM` (of the last one)."""
    found = []
    current = None
    for line in text.splitlines():
        if line.startswith("example: "):
            current = (line, [])
            found.append(current)
            line = line[len("example: "):]
        elif current is not None and re.match(r"^\s+->\s", line):
            current[1][-1][1].append(line.split("->", 1)[1].strip())
            continue
        elif current is not None and re.match(r"^\s+dicechess-cli ", line):
            line = line.strip()
        else:
            current = None
            continue
        command, *claims = re.split(r"\s+->\s+", line.strip())
        current[1].append((shlex.split(command), [c.strip() for c in claims]))
    return found


def unroff(text):
    return text.replace("\\-", "-").replace("\\e", "\\").replace("\\&", "")


def man_help_blocks(man):
    blocks = {}
    for name, body in re.findall(r"^\.SS (\S+)\n.*?^\.nf\n(.*?)^\.fi$", man, re.S | re.M):
        blocks[unroff(name)] = unroff(body)
    return blocks


usage = run(["dicechess-cli", "--help"], REPO).stdout
names = re.findall(r"^  (\S+)  ", usage, re.M)
man = run(["dicechess-cli", "--man"], REPO).stdout
man_blocks = man_help_blocks(man)
examples = []
for name in names:
    help_text = run(["dicechess-cli", name, "--help"], REPO).stdout
    if man_blocks.get(name) != help_text:
        fail(f"man page {name}", "its section differs from `dicechess-cli " + name + " --help`")
    examples += examples_of(help_text)
if not examples:
    fail("help examples", "no `example:` found")

for first, commands in examples:
    with tempfile.TemporaryDirectory() as work:
        for argv, claims in commands:
            shown = " ".join(shlex.quote(a) for a in argv)
            result = run(argv, work)
            if result.returncode != 0:
                fail(shown, f"exit {result.returncode}: {result.stderr.strip()[:300]}")
                break
            lines = [squeeze(line) for line in result.stdout.splitlines()]
            for claim in claims:
                if not any(squeeze(claim) in line for line in lines):
                    fail(shown, f"claims '{claim}', printed:\n{result.stdout[:1500]}")
                    break
            else:
                print(f"ok   {shown}" + (f"  ->  {' | '.join(claims)}" if claims else ""))


# --- README samples ---------------------------------------------------------------------------------
def readme_samples(text):
    """[(command text, [shown lines])] of the `$ dicechess-cli` lines in README's sh blocks."""
    samples = []
    for block in re.findall(r"^```sh\n(.*?)^```$", text, re.S | re.M):
        lines = block.splitlines()
        i = 0
        while i < len(lines):
            line = lines[i]
            i += 1
            if not line.startswith("$ "):
                continue
            command = line[2:]
            while command.endswith("\\") and i < len(lines):
                command = command[:-1] + " " + lines[i].strip()
                i += 1
            shown = []
            while i < len(lines) and not lines[i].startswith("$ "):
                shown.append(lines[i].rstrip())
                i += 1
            samples.append((command, shown))
    return samples


def matches_in_order(shown, printed):
    """True when `printed` is `shown` with each `...` standing for any number of lines."""
    def match(s, p):
        if s == len(shown):
            return p == len(printed)
        if shown[s] == "...":
            return any(match(s + 1, q) for q in range(p, len(printed) + 1))
        return p < len(printed) and printed[p] == shown[s] and match(s + 1, p + 1)
    return match(0, 0)


with open(os.path.join(REPO, "README.md"), encoding="utf-8") as f:
    readme = f.read()
pinned = 0
for command, shown in readme_samples(readme):
    argv = shlex.split(command, comments=True)
    if not argv or argv[0] != "dicechess-cli" or all(s in ("", "...") for s in shown):
        continue  # shows no output to compare
    if argv[1] == "analyse":
        continue  # kept current by scripts/regenerate-examples, checked by docs.examples_current
    head = None
    if "|" in argv:
        pipe = argv.index("|")
        if argv[pipe + 1:pipe + 3] != ["head", argv[pipe + 2]] or not argv[pipe + 2].startswith("-"):
            fail(command, "only `| head -N` is understood after a README command")
            continue
        head = int(argv[pipe + 2][1:])
        argv = argv[:pipe]
    with tempfile.TemporaryDirectory() as work:
        result = run(argv, work)
    printed = (result.stdout if result.returncode == 0 else result.stderr).splitlines()
    printed = [line.rstrip() for line in printed[:head]]
    pinned += 1
    if matches_in_order(shown, printed):
        print(f"ok   README: {command}")
    else:
        fail(f"README: {command}",
             "shows\n  " + "\n  ".join(shown) + "\nprints\n  " + "\n  ".join(printed[:40]))
if pinned == 0:
    fail("README samples", "none found")


# --- README prose: turn 15 of forty-turns.dcg, the loss the pane and Analyse Game show ---------------
# The shipped analysed example is a fresh analysis (docs.examples_current checks that), so the README's
# figure must be its turn 15 (White's, the record's 29th turn): best − played, in win-% points.
with open(os.path.join(REPO, "docs", "examples", "forty-turns-analysed.dcg"), encoding="utf-8") as f:
    verdicts = re.findall(r"\{analysis: ([^}]*)\}", f.read())
claim = re.search(r"turn 15 of `docs/examples/forty-turns\.dcg`: −([\d.]+) points", readme)
if not claim or len(verdicts) < 29:
    fail("README: turn 15's loss", "the sentence or the analysed example's verdicts are missing")
else:
    fields = dict(item.split("=", 1) for item in verdicts[28].split())
    loss = (float(fields["best"]) - float(fields["played"])) * 100
    if abs(loss - float(claim.group(1))) > 0.1:
        fail("README: turn 15's loss", f"says −{claim.group(1)} points, the analysis gives −{loss:.1f}")
    else:
        print(f"ok   README: turn 15 loses {claim.group(1)} points (analysis: {loss:.1f})")


# --- docs/benchmarks.md: the bench listing and its signature -----------------------------------------
with open(os.path.join(REPO, "docs", "benchmarks.md"), encoding="utf-8") as f:
    benchmarks = f.read()
listing = re.search(r"^\$ build/release/bin/dicechess-cli bench\n(.*?)^```$", benchmarks, re.S | re.M)
case_line = re.compile(r"^(\S.*?)\s+(\d+)\s+[\d.]+ (?:us|ms)$")
signature_line = re.compile(r"^Nodes searched\s*:\s*(\d+)$")


def bench_figures(text):
    cases = [(m.group(1), m.group(2)) for m in map(case_line.match, text.splitlines()) if m]
    signature = [m.group(1) for m in map(signature_line.match, text.splitlines()) if m]
    return cases, signature


if not listing:
    fail("docs/benchmarks.md", "no `$ build/release/bin/dicechess-cli bench` listing")
else:
    bench = run(["dicechess-cli", "bench", "--repeat-scale", "0.001"], REPO)
    documented, actual = bench_figures(listing.group(1)), bench_figures(bench.stdout)
    if bench.returncode != 0 or not actual[1]:
        fail("dicechess-cli bench", f"exit {bench.returncode}: {bench.stderr.strip()}")
    elif documented != actual:
        fail("docs/benchmarks.md bench listing", f"shows {documented}\nprints {actual}")
    else:
        print(f"ok   docs/benchmarks.md bench listing: {len(actual[0])} cases, signature {actual[1][0]}")
        for quoted in re.findall(r"signature (\d+)", benchmarks):
            if quoted != actual[1][0]:
                fail("docs/benchmarks.md", f"quotes the bench signature {quoted}; it is {actual[1][0]}")


# --- docs/opening-book.md's figures from the book's run folders (tools/book_report.py) ----------------
report = subprocess.run([sys.executable, os.path.join(REPO, "tools", "book_report.py")], cwd=REPO,
                        capture_output=True, text=True, timeout=120)
book_doc = open(os.path.join(REPO, "docs", "opening-book.md")).read()
if report.returncode != 0:
    fail("tools/book_report.py", f"exit {report.returncode}: {report.stderr.strip()}")
else:
    rows = [line for line in report.stdout.splitlines() if line.startswith("| ")]
    figures = re.search(r"pass ([\d.]+) %, White's first turn ([\d.]+) %\n(\d+) turns .*rms z ([\d.]+), "
                        r"\|z\| > 2: (\d+) \(([\d.]+) %\)\nbest turns mirrored on (\d+) of (\d+)", report.stdout)
    claims = [] if not figures else [
        f"give Black {figures[1]} %", f"White's first turns\n{figures[2]} %", f"the {figures[3]} turns",
        f"root mean square of {figures[4]}", f"{figures[5]} of\n{figures[3]} ({figures[6]} %)",
        f"on {figures[7]} of the {figures[8]} rolled-out"]
    flat = squeeze(book_doc)
    missing = [r for r in rows if r not in book_doc.splitlines()] + [c for c in claims if squeeze(c) not in flat]
    if not rows or not figures or missing:
        fail("docs/opening-book.md book figures", f"lacks {missing or 'the report'} of\n{report.stdout}")
    else:
        print(f"ok   docs/opening-book.md book figures: {len(rows)} rows and {len(claims)} figures of tools/book_report.py")

# --- the app's man page against its --help -----------------------------------------------------------
if GUI:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    gui_help = subprocess.run([GUI, "--help"], capture_output=True, text=True, env=env, timeout=60)
    gui_man = subprocess.run([GUI, "--man-page"], capture_output=True, text=True, env=env, timeout=60)
    options = set(re.findall(r"^\s+(?:-\w, )?(--[\w-]+)", gui_help.stdout, re.M))
    documented = set(re.findall(r"(--[\w-]+)", unroff(gui_man.stdout)))
    missing = sorted(options - documented - {"--help-all"})
    if gui_man.returncode != 0 or not gui_man.stdout.startswith(".TH DICECHESS 1"):
        fail("dicechess --man-page", f"exit {gui_man.returncode}: {gui_man.stderr.strip()}")
    elif not options or missing:
        fail("dicechess --man-page", f"lacks {missing} of --help's options {sorted(options)}")
    else:
        print(f"ok   dicechess --man-page documents all {len(options)} options of --help")

print(f"{len(failures)} failed" if failures else "all documented results hold")
sys.exit(1 if failures else 0)
