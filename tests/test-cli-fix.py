#!/usr/bin/env python3
"""kontor-cli fix (docs/corrections.md): a correction of an earlier entry of a
record and the re-check of every later one, on Hansa Teutonica's 3-player
golden record.  Usage: test-cli-fix.py KONTOR_CLI.  TAP.

Exit status: 0 every later entry still fits, 1 one no longer does (the summary
names it) or the correction itself is refused, 2 a usage error."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
REC = os.path.join(HERE, "records", "complete-3p.kontor")
TMP = tempfile.mkdtemp(prefix="kontor-cli-fix-")
results = []


def run(*args):
    env = dict(os.environ, LANGUAGE="en", LC_ALL="C.UTF-8")
    p = subprocess.run([CLI, *args], capture_output=True, text=True, env=env, timeout=120)
    return p.returncode, p.stdout, p.stderr


def expect(name, args, code, out=None, err=None, out_has=(), err_has=()):
    c, o, e = run(*args)
    ok = c == code and (out is None or o == out) and (err is None or e == err)
    ok = ok and all(s in o for s in out_has) and all(s in e for s in err_has)
    results.append((name, ok, "exit %d\nstdout: %s\nstderr: %s" % (c, o[:2000], e[:2000])))
    return c, o, e


def tmp(name):
    return os.path.join(TMP, name)


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


# Cy's claim of Hamburg–Lübeck (entry 224) took the upgrade instead of the
# office in Lübeck: every later entry still fits; Cy loses the office's
# prestige (8 → 7), two controlled cities' points (10 → 8) and one network
# point (2 → 1): 21 → 17.
MONEY = json.dumps({"do": "claim", "route": "hamburg-luebeck", "benefit": {"upgrade": "money-bags"}})
expect("replace keeping the rest: the summary, exit 0", ["fix", REC, "--at", "224", "--replace", MONEY], 0,
       out="Entry 224 corrected. All 1844 later entries still fit.\nCy: 21 → 17 points.\n", err="")
c, o, e = expect("the same as JSON", ["fix", REC, "--at", "224", "--replace", MONEY, "--json"], 0, err="")
s = json.loads(o) if c == 0 else {}
check("JSON summary: exact fields", s.get("fix") == "replace" and s.get("at") == 224 and s.get("rechecked") == 1844
      and s.get("applied") == 2069 and s.get("waiting") == 0 and s.get("stopped") is None
      and s.get("ended_before") == 2069 and s.get("ended_after") == 2069
      and [p["changed"] for p in s.get("players", [])] ==
      [{}, {}, {"track": [8, 7], "cities": [10, 8], "network": [2, 1], "total": [21, 17]}], o)
expect("-o writes the corrected record", ["fix", REC, "--at", "224", "--replace", MONEY, "-o", tmp("money.kontor")], 0)
c, o, e = run("score", tmp("money.kontor"), "--json")
check("the corrected record scores Cy 17", c == 0 and json.loads(o)["players"][2]["total"] == 17, o[:300])
r = json.load(open(tmp("money.kontor"), encoding="utf-8")) if os.path.exists(tmp("money.kontor")) else {}
check("the corrected record holds the new entry and no waiting list",
      r.get("actions", [None] * 225)[224] == json.loads(MONEY) and "waiting" not in r and len(r.get("actions", [])) == 2069)

# Bo's first placement (entry 3) was a merchant: then entry 4 (Bo's
# merchant on Minden–Paderborn) has none left in the supply.
MERCHANT = json.dumps({"do": "place", "route": "bremen-osnabrueck", "space": 2, "piece": "merchant"})
expect("a correction that breaks the next entry: it waits, exit 1",
       ["fix", REC, "--at", "3", "--replace", MERCHANT, "-o", tmp("stopped.kontor")], 1,
       out="Entry 3 corrected.\nEntry 4 (place) no longer fits: Your supply holds no merchant; hire pieces first. "
           "[ht.not-in-supply]\nIt and 2064 entries after it wait: correct or delete it, or undo the correction.\n"
           "Ana: 10 → 0 points.\nBo: 40 → 0 points.\nCy: 21 → 0 points.\n"
           "The game no longer ends here (it ended with entry 2068).\n", err="")
r = json.load(open(tmp("stopped.kontor"), encoding="utf-8")) if os.path.exists(tmp("stopped.kontor")) else {}
check("the saved record: 4 entries applied, 2065 waiting", len(r.get("actions", [])) == 4 and len(r.get("waiting", [])) == 2065)
expect("replay of a record with waiting entries names the one that needs attention, exit 1",
       ["replay", tmp("stopped.kontor")], 1, out_has=("4 actions",),
       err=tmp("stopped.kontor") + ": ht.not-in-supply: Action 4 (place): Your supply holds no merchant; hire pieces "
           "first.\n2065 entries wait from there on (field “waiting”).\n")
expect("score of it scores the applied entries, exit 0", ["score", tmp("stopped.kontor"), "--json"], 0,
       out_has=('"total" : 0',))
# the one waiting first is corrected: Bo hires instead, and the rest is checked again
expect("a waiting entry behind the first cannot be corrected first, exit 2",
       ["fix", tmp("stopped.kontor"), "--at", "5", "--delete"], 2,
       err=tmp("stopped.kontor") + ": kontor.fix: Action 5 waits behind action 4, which no longer fits: "
           "correct or delete that one first.\n")
c, o, e = expect("deleting the entry that needs attention resumes the re-check",
                 ["fix", tmp("stopped.kontor"), "--at", "4", "--delete", "--json", "-o", tmp("resumed.kontor")], 1)
s = json.loads(o) if o else {}
check("... which stops further on, at an entry that needed the deleted one",
      s.get("fix") == "delete" and s.get("at") == 4 and s.get("stopped", {}).get("index", 0) > 4
      and s["stopped"]["error"].startswith("ht.") and s.get("applied") == s["stopped"]["index"]
      and s.get("applied") + s.get("waiting") == 2068, o[:400])
expect("dropping the waiting entries: exit 0",
       ["fix", tmp("stopped.kontor"), "--drop-waiting", "-o", tmp("dropped.kontor")], 0,
       out="2065 waiting entries dropped.\nNo score changed.\n")
expect("... and the record replays cleanly", ["replay", tmp("dropped.kontor")], 0, out_has=("4 actions",))
expect("--drop-waiting on a record with none: exit 2", ["fix", REC, "--drop-waiting"], 2,
       err=REC + ": kontor.fix: No actions are waiting.\n")

# refusals and usage
expect("an entry beyond the record: exit 2", ["fix", REC, "--at", "2069", "--delete"], 2,
       err=REC + ": kontor.fix: There is no action 2069 to correct: the game has 2069.\n")
expect("insert after the end: exit 2", ["fix", REC, "--at", "2070", "--insert", '{"do": "end-turn"}'], 2,
       err=REC + ": kontor.fix: Cannot insert before action 2070: the game has 2069.\n")
expect("an inserted entry the rules refuse there: its id, exit 1",
       ["fix", REC, "--at", "3", "--insert", '{"do": "hire", "traders": 9, "merchants": 0}'], 1,
       err=REC + ": ht.hire-over-limit: Action 3 (hire): Your Money bags allow hiring 3 pieces, not 9.\n")
expect("an entry of an unknown kind: ht.bad-entry, exit 1", ["fix", REC, "--at", "3", "--insert", '{"do": "fly"}'], 1,
       err=REC + ": ht.bad-entry: Action 3 (fly): field “do”: unknown action “fly”\n")
expect("an entry that is not JSON: exit 2", ["fix", REC, "--at", "3", "--insert", '{"do": "hire"'], 2,
       err_has=("The entry given is not JSON",))
expect("no kind of correction: exit 2", ["fix", REC, "--at", "1"], 2,
       err="Give --at N with exactly one of --replace, --insert and --delete, or --drop-waiting alone.\n"
           "Run “kontor-cli fix --help” to see its options.\n")
expect("two kinds: exit 2", ["fix", REC, "--at", "1", "--delete", "--replace", "{}"], 2,
       err_has=("alone.",))
expect("--delete without --at: exit 2", ["fix", REC, "--delete"], 2, err_has=("Give --at N",))
expect("a missing file: exit 2", ["fix", tmp("missing.kontor"), "--at", "0", "--delete"], 2, err_has=("Cannot read",))
expect("-o into a folder that cannot be made: exit 2",
       ["fix", REC, "--at", "224", "--replace", MONEY, "-o", "/proc/kontor/x.kontor"], 2,
       err_has=("Could not create the folder",))

# the benchmark (docs/performance.md): the first entry corrected with itself
expect("bench fix FILE: exit 0", ["bench", "fix", REC], 0,
       out_has=("fix: entry 0 of 2069 corrected, 2068 later entries checked again\nms (median of 50): ",), err="")
expect("bench fix of a missing file: exit 2", ["bench", "fix", tmp("missing.kontor")], 2, err_has=("Cannot read",))

shutil.rmtree(TMP)
print("TAP version 13")
print("1..%d" % len(results))
for n, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", n, name))
    if not ok:
        for line in detail.splitlines():
            print("#   " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
