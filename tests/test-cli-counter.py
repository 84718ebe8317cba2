#!/usr/bin/env python3
"""The command-line tool on the tests' own title (test-counter): every command
goes through the title interface, with no change to the CLI. TAP output."""
import json
import os
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
results = []


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


code, out, err = run("new", "--game", "test-counter", "--players", "red:Ana,blue:Bo")
rec = json.loads(out) if code == 0 else {}
check("new --game test-counter: exit 0, the title's record", code == 0 and rec.get("game") == "test-counter"
      and rec.get("players") == [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
      and rec.get("actions") == [], out + err)

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "g.kontor")
    rec["actions"] = [{"do": "add", "n": 3}, {"do": "add", "n": 2}]
    json.dump(rec, open(path, "w"))
    code, out, err = run("replay", path)
    check("replay: the title's summary", code == 0 and out == "Counter 5 of 10; Ana\n", out + err)
    code, out, err = run("score", path, "--json")
    got = json.loads(out) if code == 0 else None
    check("score --json: game first, then the title's fields",
          got is not None and list(got) == ["game", "ended", "end_reasons", "players", "winners"]
          and got["game"] == "test-counter" and [p["total"] for p in got["players"]] == [3, 2]
          and got["winners"] == ["red"], out + err)
    code, out, err = run("legal", path)
    check("legal: one entry per line", code == 0 and out.splitlines() == [
        '{"do":"add","n":1}', '{"do":"add","n":2}', '{"do":"add","n":3}'], out + err)
    rec["actions"].append({"do": "add", "n": 9})
    json.dump(rec, open(path, "w"))
    code, out, err = run("replay", path)
    check("replay of a refused entry: exit 1, its id and index", code == 1
          and "counter.too-much" in err and "Action 2 (add)" in err, err)
    code, out, err = run("score", path, "--json")
    check("score of a refused record: exit 1, the same id, nothing on stdout",
          code == 1 and out == "" and "counter.too-much" in err, out + err)
    rec["game"] = "test-nothing"
    json.dump(rec, open(path, "w"))
    code, out, err = run("replay", path)
    check("an unknown game: exit 1, kontor.game", code == 1 and "kontor.game" in err, err)

code, out, err = run("selfplay", "--game", "test-counter", "--players", "red:Ana,blue:Bo", "--seed", "5")
rec = json.loads(out) if code == 0 else {}
check("selfplay: plays to the end", code == 0 and sum(a["n"] for a in rec.get("actions", [])) == 10, out + err)

code, out, err = run("new", "--game", "no-such-game", "--players", "red:A,blue:B")
check("new with an unknown game: exit 2", code == 2 and "no-such-game" in err, err)

print("TAP version 13")
print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print(f"# {line}")
