#!/usr/bin/env python3
"""Checks what docs/DESIGN.md says about the engine's headers and the platform library (issue 45).

usage: design_headers.py REPO

- Every public header engine/include/dicechess/<module>/.../<name>.h has a test file
  tests/engine/<module>/<name>_test.cpp or is named in the paragraph "Headers without their own file are
  tested through their users"; every header that paragraph names exists, and so does every test file it
  names (relative to tests/engine/).
- The module table ("Engine modules": rows `| `<module>/.../<name>.h` | ... |`) names every public header
  once and no header that does not exist.
- The folders of app/ and ui/ that include a platform/ header (by path, "platform/…") are the ones the picture of "Modules and who
  talks to whom" draws with an arrow to dicechess_platform.
Prints one line per problem and exits 1 when there is any.
"""
import os
import re
import sys

REPO = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.getcwd()
INCLUDE = os.path.join(REPO, "engine", "include", "dicechess")
TESTS = os.path.join(REPO, "tests", "engine")
problems = []


def fail(what):
    problems.append(what)
    print(f"FAIL {what}")


with open(os.path.join(REPO, "docs", "DESIGN.md"), encoding="utf-8") as f:
    design = f.read()

headers = sorted(
    os.path.relpath(os.path.join(root, name), INCLUDE).replace(os.sep, "/")
    for root, _, names in os.walk(INCLUDE)
    for name in names
    if name.endswith(".h"))
if not headers:
    fail(f"no public headers under {INCLUDE}")
basenames = {h.rsplit("/", 1)[-1] for h in headers}


def section(text, heading):
    """The text under a Markdown heading, up to the next heading of the same or a higher level."""
    match = re.search(rf"^(#+) {re.escape(heading)}\s*$", text, re.M)
    if not match:
        fail(f"DESIGN.md has no section '{heading}'")
        return ""
    level = len(match.group(1))
    end = re.compile(rf"^#{{1,{level}}} ", re.M).search(text, match.end())
    return text[match.end():end.start() if end else len(text)]


# --- headers and their tests -----------------------------------------------------------------------
start = design.find("Headers without their own file are tested through their users:")
if start < 0:
    fail("DESIGN.md has no paragraph 'Headers without their own file are tested through their users:'")
    users = ""
else:
    end = design.find("\n\n", start)
    users = design[start:end if end >= 0 else len(design)]
named = set(re.findall(r"`([\w/]+\.h)`", users))
named_basenames = {n.rsplit("/", 1)[-1] for n in named}
for name in sorted(named):
    if name.rsplit("/", 1)[-1] not in basenames:
        fail(f"DESIGN.md's tested-through-users paragraph names `{name}`, which is no public header")
for test in sorted(set(re.findall(r"`([\w/]+\.cpp)`", users))):
    if not os.path.isfile(os.path.join(TESTS, test)):
        fail(f"DESIGN.md's tested-through-users paragraph names `{test}`, which is not in tests/engine/")

for header in headers:
    module, name = header.split("/", 1)[0], header.rsplit("/", 1)[-1]
    test = f"{module}/{name[:-2]}_test.cpp"
    if os.path.isfile(os.path.join(TESTS, test)) or name in named_basenames or header in named:
        continue
    fail(f"engine/include/dicechess/{header} has no tests/engine/{test} and is not named in DESIGN.md's "
         "paragraph 'Headers without their own file are tested through their users'")

# --- the module table ------------------------------------------------------------------------------
rows = re.findall(r"^\| `([\w/]+\.h)` \|", section(design, "Engine modules"), re.M)
if not rows:
    fail("DESIGN.md's module table (Engine modules) has no header rows")
for row in sorted(set(rows)):
    if rows.count(row) > 1:
        fail(f"DESIGN.md's module table names `{row}` {rows.count(row)} times")
    if row not in headers:
        fail(f"DESIGN.md's module table names `{row}`, which is not in engine/include/dicechess/")
for header in headers:
    if header not in rows:
        fail(f"engine/include/dicechess/{header} has no row in DESIGN.md's module table (Engine modules)")

# --- who includes the platform library -------------------------------------------------------------
picture = re.search(r"```\n(.*?)```", section(design, "Modules and who talks to whom"), re.S)
drawn = set()
lines = picture.group(1).splitlines() if picture else []
first = next((i for i, line in enumerate(lines) if "──► dicechess_platform" in line), None)
if first is None:
    fail("DESIGN.md's module picture has no arrow to dicechess_platform")
else:
    column = lines[first].index("──►")
    for line in lines[first:]:
        left = line[:column]
        if not left.strip():
            break
        drawn |= set(re.findall(r"\b(?:app|ui)/[\w-]+", left))
include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
including = {}
for top in ("app", "ui"):
    for root, _, names in os.walk(os.path.join(REPO, top)):
        for name in names:
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as f:
                used = [h for h in include.findall(f.read()) if h.startswith("platform/")]
            if used:
                rel = os.path.relpath(path, REPO).replace(os.sep, "/")
                including.setdefault("/".join(rel.split("/")[:2]), []).append(rel)
for folder in sorted(set(including) - drawn):
    fail(f"{', '.join(sorted(including[folder]))} include(s) platform headers, but DESIGN.md's module picture "
         f"does not draw {folder} ──► dicechess_platform")
for folder in sorted(drawn - set(including)):
    fail(f"DESIGN.md's module picture draws {folder} ──► dicechess_platform, but nothing in {folder} includes "
         "a platform header")

if problems:
    print(f"{len(problems)} problem(s) in docs/DESIGN.md")
    sys.exit(1)
print(f"ok: {len(headers)} public headers tested and in the module table; platform used by "
      f"{', '.join(sorted(drawn))}")
