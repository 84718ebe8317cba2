#!/usr/bin/env python3
"""Golden records of Marco Polo, Merchants of Europe and Hansa Teutonica on the
East and Britannia boards (tests/records/TITLE/):
whole games whose `kontor-cli score --json` must stay exactly as recorded, that
replay to their end and score as text.
TAP output."""
import json
import os
import subprocess
import sys

CLI = sys.argv[1]
SRC = os.environ.get("G_TEST_SRCDIR", os.path.dirname(os.path.abspath(__file__)))
TITLES = {
    # title id: (the replay's first line once ended, the end reason of a finished game)
    "marco-polo-classic": ("Marco Polo: the game has ended.", "venice"),
    "merchants-of-europe": (None, "all-goods-delivered"),
    "hansa-teutonica": (None, "prestige-20"),
}
results = []


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


for title, (first_line, reason) in TITLES.items():
    folder = os.path.join(SRC, "records", title)
    names = sorted(n for n in os.listdir(folder) if n.endswith(".kontor"))
    check("%s: golden records present" % title, len(names) >= 1, folder)
    for name in names:
        stem = name[:-len(".kontor")]
        path = os.path.join(folder, name)
        with open(os.path.join(folder, stem + ".score.json"), encoding="utf-8") as f:
            want = f.read()
        code, out, err = run("score", path, "--json")
        check("%s %s: score --json exactly as recorded" % (title, stem), code == 0 and out == want, out + err)
        got = json.loads(want)
        with open(path, encoding="utf-8") as f:
            record = json.load(f)
        ranks = sorted(p["rank"] for p in got["players"])
        check("%s %s: a finished game, one colour per player, ranks from 1" % (title, stem),
              list(got)[0] == "game" and got["game"] == title and got["ended"] is True and got["end_reasons"] == [reason]
              and [p["color"] for p in got["players"]] == [p["color"] for p in record["players"]]
              and ranks[0] == 1 and got["winners"]
              and all(p["rank"] == 1 for p in got["players"] if p["color"] in got["winners"]), want)
        code, out, err = run("replay", path)
        check("%s %s: replays to its end" % (title, stem),
              code == 0 and (first_line is None or out.startswith(first_line + "\n")), out + err)
        code, out, err = run("score", path)
        check("%s %s: score as text" % (title, stem), code == 0 and len(out.splitlines()) >= len(got["players"]),
              out + err)

print("1..%d" % len(results))
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print("# " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
