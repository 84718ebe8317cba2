#!/usr/bin/env python3
"""kontor-cli's commands, help and usage errors (exit status 2), whatever the title. TAP."""
import subprocess
import sys

CLI = sys.argv[1]
results = []


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


code, out, err = run("--help")
check("--help lists every command, exit 0", code == 0 and all(
    f"  {c} " in out for c in ("replay", "score", "legal", "new", "selfplay", "bench")), out + err)
for command, option in (("replay", None), ("score", "--json"), ("legal", None), ("new", "--players"),
                        ("selfplay", "--seed"), ("bench", "--games")):
    code, out, err = run(command, "--help")
    check(f"{command} --help: its usage line and options, exit 0",
          code == 0 and f"kontor-cli {command}" in out and (option is None or option in out), out + err)
code, out, err = run("frobnicate")
check("an unknown command: exit 2, named", code == 2 and "frobnicate" in err, err)
code, out, err = run("replay")
check("replay without a file: exit 2", code == 2 and "replay --help" in err, err)
code, out, err = run("replay", "a", "b")
check("replay with two files: exit 2", code == 2, err)
code, out, err = run("score", "--jsn", "x.kontor")
check("an unknown option: exit 2", code == 2 and "--jsn" in err, err)
code, out, err = run("new", "--players", "red:A,blue:B", "--seed", "-3")
check("a negative seed: exit 2", code == 2 and "--seed" in err, err)
code, out, err = run("new", "--players", "red:A,blue:B", "--seed", "9007199254740992")
check("a seed above 2^53 - 1: exit 2", code == 2, err)
code, out, err = run("new", "--seed", "3")
check("new without players: exit 2", code == 2 and "--players" in err, err)
code, out, err = run("bench", "nothing")
check("bench of nothing: exit 2", code == 2, err)

print("TAP version 13")
print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print(f"# {line}")
