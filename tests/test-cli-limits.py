#!/usr/bin/env python3
"""kontor-cli and issue 14's limits (TAP): deep nesting, large files, FIFOs,
devices, numbers beyond 64 bits, keys given twice, too many entries, names,
and the format told apart by its field. Exact exit codes and messages."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
REC = os.path.join(HERE, "records")
results = []
NBSP = "\u00a0"


def run(*args, env=None, timeout=20):
    e = dict(os.environ)
    e.update(env or {})
    start = time.monotonic()
    try:
        p = subprocess.run([CLI, *args], capture_output=True, env=e, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "timeout", timeout
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"), \
        time.monotonic() - start


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


tmp = tempfile.mkdtemp(prefix="kontor-cli-limits-")
try:
    def path(name):
        return os.path.join(tmp, name)

    def write(name, text, mode="w"):
        with open(path(name), mode) as f:
            f.write(text)
        return path(name)

    base = open(os.path.join(REC, "complete-3p.kontor")).read()
    record = json.loads(base)

    # F1: 1 MiB of "[" (a crash before): exit 1 with the place, under a second
    deep = write("deep.kontor", "[" * (1 << 20))
    code, out, err, secs = run("replay", deep)
    check("replay 1 MiB of '[': exit 1, the place and the limit",
          code == 1 and out == "" and err == deep + ": kontor.format: Line 1, column 65: the data is nested more "
          "than 64 levels deep; a Kontor file never is.\n", (code, err))
    check("replay 1 MiB of '[': under 1 s", secs < 1.0, secs)
    code, out, err, secs = run("score", deep, "--json")
    check("score of 1 MiB of '[': exit 1, nothing on stdout", code == 1 and out == "", (code, out, err))
    objs = write("deep-objects.kontor", '{"a":' * 100000)
    code, out, err, secs = run("legal", objs)
    check("legal of 100,000 nested objects: exit 1 at column 321",
          code == 1 and "Line 1, column 321: the data is nested more than 64 levels deep" in err, (code, err))

    # F6: a 200 MB file is refused from its size, at once (sparse: no disk used)
    big = path("big.kontor")
    with open(big, "wb") as f:
        f.truncate(200 * 1000 * 1000)
    code, out, err, secs = run("replay", big)
    check("replay of a 200 MB file: exit 1, its size and the limit",
          code == 1 and err == "%s: kontor.format: “%s” is too large (190.7%sMiB): a Kontor file is at most 8.0%sMiB.\n"
          % (big, big, NBSP, NBSP), (code, err))
    check("replay of a 200 MB file: under 1 s", secs < 1.0, secs)
    os.unlink(big)

    # a FIFO without a writer: exit 2 at once (it blocked for ever before)
    fifo = path("fifo.kontor")
    os.mkfifo(fifo)
    code, out, err, secs = run("replay", fifo, timeout=5)
    check("replay of a FIFO: exit 2, not a regular file",
          code == 2 and err == "Cannot read %s: “%s” is not a regular file (a pipe or a device): Kontor reads only "
          "files.\n" % (fifo, fifo), (code, err))
    check("replay of a FIFO: under 1 s", code is not None and secs < 1.0, secs)
    code, out, err, secs = run("score", fifo, timeout=5)
    check("score of a FIFO: exit 2", code == 2, (code, err))
    os.unlink(fifo)

    code, out, err, secs = run("replay", "/dev/zero", timeout=5)
    check("replay of /dev/zero: exit 2 at once, never read",
          code == 2 and err == "Cannot read /dev/zero: “/dev/zero” is not a regular file (a pipe or a device): "
          "Kontor reads only files.\n" and secs < 1.0, (code, err, secs))
    code, out, err, secs = run("replay", tmp)
    check("replay of a folder: exit 2", code == 2 and err == "Cannot read %s: “%s” is a folder, not a file.\n"
          % (tmp, tmp), (code, err))
    code, out, err, secs = run("replay", path("missing.kontor"))
    check("replay of a missing file: exit 2",
          code == 2 and err == "Cannot read %s: Failed to open file “%s”: No such file or directory\n"
          % (path("missing.kontor"), path("missing.kontor")), (code, err))

    # values and entries are bounded
    values = write("values.kontor", "[" + "0," * 4000000 + "0]")
    code, out, err, secs = run("replay", values)
    check("4 million values: exit 1 at once",
          code == 1 and err == values + ": kontor.format: Line 1, column 4000001: more than 2000000 values; a Kontor "
          "file never holds that many.\n" and secs < 1.0, (code, err, secs))
    many = dict(record, actions=[{"do": "end-turn"}] * 100001)
    many_path = write("many.kontor", json.dumps(many))
    code, out, err, secs = run("replay", many_path)
    check("100,001 entries: exit 1, the limit",
          code == 1 and err == many_path + ": kontor.format: field “actions”: 100001 entries; a record holds at most "
          "100000.\n", (code, err))

    # F8: whole numbers beyond 64 bits no longer wrap; a key given twice
    text = base.replace('"version" : 1,', '"version" : 99999999999999999999999999,', 1)
    wrap = write("wrap.kontor", text)
    code, out, err, secs = run("replay", wrap)
    check("version 99999999999999999999999999: exit 1, no longer 'version -1': a number, but no whole one",
          code == 1 and err == wrap + ": kontor.version: field “version”: must be a whole number.\n", (code, err))
    dup = write("dup.kontor", base.replace('"version" : 1,', '"version" : 2,\n  "version" : 1,', 1))
    code, out, err, secs = run("replay", dup)
    check("a key given twice: exit 1, the key and the place",
          code == 1 and err == dup + ": kontor.format: Line 4, column 3: the key “version” is given twice in the "
          "same object.\n", (code, err))

    # F9: a player named kontor-end-position, an end position with a player named kontor-game
    named = json.loads(base)
    named["players"][0]["name"] = "kontor-end-position"
    named_path = write("named.kontor", json.dumps(named))
    code, out, err, secs = run("score", named_path, "--json")
    check("score of a record with a player named kontor-end-position: exit 0, her name",
          code == 0 and json.loads(out)["players"][0]["name"] == "kontor-end-position", (code, err))
    end = {"format": "kontor-end-position", "version": 1, "board": "base-2-3",
           "players": [{"name": "kontor-game", "color": "red", "prestige": 4},
                       {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "green"}]}
    end_path = write("end.json", json.dumps(end))
    code, out, err, secs = run("score", end_path, "--json")
    check("score of an end position with a player named kontor-game: exit 0, scored as an end position",
          code == 0 and json.loads(out)["players"][0]["name"] == "kontor-game"
          and json.loads(out)["players"][0]["track"] == 4, (code, out, err))

    # F10: names
    ctl = json.loads(base)
    ctl["players"][1]["name"] = "Bo\x1b[31m"
    ctl_path = write("ctl.kontor", json.dumps(ctl))
    code, out, err, secs = run("replay", ctl_path)
    check("a name with an escape sequence: exit 1, nothing printed raw",
          code == 1 and out == "" and "\x1b" not in err
          and err == ctl_path + ": ht.bad-entry: field “players”: player 2: the name contains a control character "
          "(U+001B).\n", (code, out, err))
    code, out, err, secs = run("new", "--board", "base-2-3", "--players", "red:Ana,blue:B\x07o,green:Cy")
    check("new with a control character in a name: exit 2, nothing written",
          code == 2 and out == "" and err == "field “players”: player 2: the name contains a control character "
          "(U+0007).\n", (code, out, err))
    code, out, err, secs = run("new", "--board", "base-2-3", "--players", "red:Ana,blue:Bo,green:" + "x" * 101)
    check("new with a 101-character name: exit 2",
          code == 2 and out == "" and err == "field “players”: player 3: the name is longer than 100 characters.\n",
          (code, out, err))
    p = subprocess.run([CLI, "new", "--board", "base-2-3", "--players", b"red:An\xff,blue:Bo,green:Cy"],
                       capture_output=True)
    check("new with a name that is not UTF-8: exit 2, nothing written", p.returncode == 2 and p.stdout == b"",
          p.stderr)
    code, out, err, secs = run("new", "--board", "base-2-3", "--players", "red:Ana,blue:Bo,green:" + "é" * 100,
                               "--seed", "4")
    long_path = write("long.kontor", out)
    code2, out2, err2, secs = run("replay", long_path)
    check("new with a 100-character name: exit 0, and the record replays", code == 0 and code2 == 0, (err, err2))
finally:
    shutil.rmtree(tmp, ignore_errors=True)

print("1..%d" % len(results))
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print("#   " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
