#!/usr/bin/env python3
"""kontor-cli tests: run the built binary, compare its output (TAP)."""
import json
import os
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
REC = os.path.join(HERE, "records")
results = []


def run(*args, env=None):
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.run([CLI, *args], capture_output=True, text=True, env=e)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def ordered_pairs(obj):
    return obj  # json.loads keeps key order


for game in ("complete-3p", "complete-5p", "complete-2p"):
    code, out, err = run("score", os.path.join(REC, game + ".kontor"), "--json")
    want = json.load(open(os.path.join(REC, game + ".score.json")))
    got = json.loads(out) if code == 0 else None
    check(f"score --json {game}: exit 0", code == 0, err)
    check(f"score --json {game}: equals the expected object", got == want, out)
    check(f"score --json {game}: key order as in game-record.md",
          got is not None
          and list(got) == ["game", "ended", "end_reasons", "players", "winners"] + (["neutral"] if game == "complete-2p" else [])
          and all(list(p) == ["color", "name", "track", "abilities", "bonus_markers", "coellen", "cities",
                              "network", "regions", "total", "network_cities", "rank"] for p in got["players"]))
    check(f"score --json {game}: totals add up",
          got is not None and all(p["total"] == p["track"] + p["abilities"] + p["bonus_markers"] + p["coellen"]
                                  + p["cities"] + p["network"] for p in got["players"]))
    check(f"score --json {game}: winners have rank 1",
          got is not None and sorted(got["winners"]) == sorted(p["color"] for p in got["players"] if p["rank"] == 1))

code, out, err = run("score", os.path.join(REC, "complete-3p.kontor"))
check("score (text): exit 0 and a winner line", code == 0 and "Winner: Bo" in out, out)

code, out, err = run("replay", os.path.join(REC, "complete-3p.kontor"))
check("replay complete game: exit 0, says it ended",
      code == 0 and "The game has ended: A player reached 20 prestige points." in out, out + err)

code, out, err = run("replay", os.path.join(REC, "two-player-neutral-claim.kontor"))
check("replay two-player game: the neutral's line",
      code == 0 and "Neutral: prestige 0; 11 traders on the board; offices 1" in out, out + err)

code, out, err = run("replay", os.path.join(REC, "broken", "illegal-claim-at-5.kontor"))
check("replay stops at the first illegal action (index 5), exit 1",
      code == 1 and "Action 5 (claim)" in err and "every one of its 3 spaces" in err, err)

code, out, err = run("replay", os.path.join(REC, "broken", "version-2.kontor"))
check("replay refuses version 2 by name, exit 1", code == 1 and "version 2" in err, err)

code, out, err = run("replay", os.path.join(REC, "no-such-file.kontor"))
check("unreadable file: exit 2", code == 2, err)

code, out, err = run()
check("no arguments: usage, exit 2", code == 2 and "Usage" in err, err)

code, out, err = run("score", os.path.join(REC, "broken", "truncated.kontor"), "--json")
check("score of a truncated record: exit 1, nothing on stdout", code == 1 and out == "", out + err)

code, out, err = run("new", "--board", "base-2-3", "--players", "red:Ana,blue:Bo,green:Cy", "--seed", "3")
rec = json.loads(out) if code == 0 else {}
check("new: exit 0, a record with three players and taverns",
      code == 0 and [p["name"] for p in rec.get("players", [])] == ["Ana", "Bo", "Cy"]
      and len(rec.get("taverns", {})) == 3 and rec.get("draws") == {"seed": 3} and rec.get("actions") == [], out + err)
with tempfile.NamedTemporaryFile("w", suffix=".kontor", delete=False) as f:
    f.write(out)
code2, out2, err2 = run("replay", f.name)
check("new: the record loads", code2 == 0 and "Turn 1: Ana (red) to act" in out2, out2 + err2)
code3, out3, err3 = run("new", "--board", "base-2-3", "--players", "red:Ana,blue:Bo,green:Cy", "--seed", "3")
check("new: the same seed gives the same taverns", json.loads(out3)["taverns"] == rec.get("taverns"))

code, out, err = run("new", "--board", "base-2-3", "--players", "red:A,blue:B,green:C,yellow:D")
check("new: four players on the 2-3 side, exit 2", code == 2 and "2–3 players" in err, err)
code, out, err = run("new", "--board", "base-2-3", "--players", "red:A,teal:B,green:C")
check("new: unknown colour, exit 2", code == 2 and "teal" in err, err)

code, out, err = run("legal", f.name)
lines = out.splitlines()
check("legal at the start: 3 hires + 202 places + end-turn", code == 0 and len(lines) == 206, str(len(lines)))
code, out, err = run("legal", os.path.join(REC, "unknown-fields.kontor"))
parsed = [json.loads(l) for l in out.splitlines()]
kinds = {}
for a in parsed:
    kinds[a["do"]] = kinds.get(a["do"], 0) + 1
check("legal after a displacement: exact counts per kind",
      kinds == {"hire": 3, "place": 196, "displace": 9, "end-turn": 1}, str(kinds))
os.unlink(f.name)

code, out, err = run("score", os.path.join(REC, "complete-3p.kontor"), env={"LANGUAGE": "es", "LANG": "C.UTF-8", "LC_ALL": ""})
check("messages are localised (es)", code == 0 and "Puntuación final" in out, out)
code, out, err = run("replay", os.path.join(REC, "broken", "version-2.kontor"), env={"LANGUAGE": "de", "LANG": "C.UTF-8", "LC_ALL": ""})
check("errors are localised (de)", code == 1 and "Unbekannte Protokollversion 2" in err, err)

# end positions entered for scoring only (issue #7): hand-computed breakdowns
END = os.path.join(HERE, "end-positions")
n_end = 0
for name in sorted(os.listdir(END)):
    if not name.endswith(".json"):
        continue
    want = json.load(open(os.path.join(END, name[:-5] + ".expected")))
    code, out, err = run("score", os.path.join(END, name), "--json")
    got = json.loads(out) if code == 0 else {"players": []}
    by_color = {p["color"]: p for p in got["players"]}
    ok = code == 0 and got.get("ended") is True and all(
        by_color.get(color, {}).get(k) == v for color, fields in want["players"].items() for k, v in fields.items()
        if k != "tiebreak")
    if "winners" in want:
        ok = ok and got.get("winners") == want["winners"]
    check("score --json of the end position %s matches the hand-computed breakdown" % name, ok, out + err)
    n_end += 1
check("at least 10 end positions", n_end >= 10, str(n_end))
code, out, err = run("score", os.path.join(END, "broken", "coellen-privilege.json"))
check("an impossible end position is refused, exit 1", code == 1 and "Privilegium" in err, err)

print("1..%d" % len(results))
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print("#   " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
