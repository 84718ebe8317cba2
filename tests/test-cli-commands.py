#!/usr/bin/env python3
"""kontor-cli tested whole (issue 27): every command and option, every error
path with its exit status and message.  Usage: test-cli-commands.py KONTOR_CLI
[KONTOR_CLI_COUNTER].  TAP.

Exit status (kontor-cli --help): 0 ok, 1 an illegal or invalid game, 2 a usage
error or an unreadable file."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
CLI_COUNTER = sys.argv[2] if len(sys.argv) > 2 else None
HERE = os.path.dirname(os.path.abspath(__file__))
REC = os.path.join(HERE, "records")
END = os.path.join(HERE, "end-positions")
TMP = tempfile.mkdtemp(prefix="kontor-cli-commands-")
results = []


def run(*args, cli=None):
    env = dict(os.environ, LANGUAGE="en", LC_ALL="C.UTF-8")
    p = subprocess.run([cli or CLI, *args], capture_output=True, text=True, env=env, timeout=120)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def expect(name, args, code, out=None, err=None, out_has=(), err_has=(), cli=None):
    """Runs the CLI; exact exit status, and stdout/stderr exactly or containing."""
    c, o, e = run(*args, cli=cli)
    ok = c == code
    ok = ok and (out is None or o == out) and (err is None or e == err)
    ok = ok and all(s in o for s in out_has) and all(s in e for s in err_has)
    check(name, ok, "exit %d\nstdout: %s\nstderr: %s" % (c, o[:2000], e[:2000]))
    return c, o, e


def write(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def record(name, actions=None, **header):
    r = {"format": "kontor-game", "version": 1, "game": "hansa-teutonica", "board": "base-2-3",
         "players": [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "green"}],
         "taverns": {"bremen-osnabrueck": "extra-office", "goslar-hildesheim": "swap-offices",
                     "lueneburg-perleberg": "remove-3"},
         "draws": "table", "actions": actions or []}
    r.update(header)
    return write(name, json.dumps(r))


def prefix(src, n, name):
    r = json.load(open(os.path.join(REC, src + ".kontor"), encoding="utf-8"))
    r["actions"] = r["actions"][:n]
    return write(name, json.dumps(r))


USAGE_END = ("\nRun “kontor-cli COMMAND --help” for the options of a command.\n"
             "Exit status: 0 ok, 1 an illegal or invalid game, 2 a usage error or an unreadable file.\n")
COMMANDS = ("Usage:\n  kontor-cli COMMAND [OPTION…]\n\nCommands:\n"
            "  replay     Check every entry of a record and print the final position.\n"
            "  score      Print the score breakdown of a game or an end position.\n"
            "  legal      List the legal entries now, one JSON object per line.\n"
            "  fix        Correct an earlier entry and check every later one again.\n"
            "  new        Write a new game record to standard output.\n"
            "  selfplay   Write a new game record played to the end by random legal entries.\n"
            "  bench      Measure the engine (docs/performance.md).\n" + USAGE_END)

# ------------------------------------------------------------- the command line
expect("no arguments: the commands on stderr, exit 2", [], 2, out="", err=COMMANDS)
for flag in ("--help", "-h", "help"):
    expect("%s: the commands on stdout, exit 0" % flag, [flag], 0, out=COMMANDS, err="")
expect("an unknown command: named, exit 2", ["frobnicate"], 2, out="",
       err="Unknown command “frobnicate”.\nRun “kontor-cli --help” to see the commands.\n")
expect("an unknown option: named, exit 2", ["replay", "--frob", "x"], 2, out="",
       err="Unknown option --frob\nRun “kontor-cli replay --help” to see its options.\n")
for command, n in (("replay", 1), ("score", 1), ("legal", 1)):
    expect("%s without its file: exit 2" % command, [command], 2, out="",
           err="Run “kontor-cli %s --help” to see its options.\n" % command)
    expect("%s with two files: exit 2" % command, [command, "a", "b"], 2, out="",
           err="Run “kontor-cli %s --help” to see its options.\n" % command)
expect("new with a file: exit 2", ["new", "--players", "red,blue", "extra"], 2, out="",
       err="Run “kontor-cli new --help” to see its options.\n")
expect("score --help: usage line, summary and --json, exit 0", ["score", "--help"], 0,
       out_has=("kontor-cli score [OPTION…] FILE", "Print the score breakdown of a game or an end position.",
                "--json", "Print the score as JSON"))
expect("new --help: every option, exit 0", ["new", "--help"], 0,
       out_has=("--game=GAME", "--board=BOARD", "--players=COLOR:NAME,...", "--seed=N"))
expect("bench --help: --games, --seed and --full-legal, exit 0", ["bench", "--help"], 0,
       out_has=("kontor-cli bench [OPTION…] selfplay [--full-legal] | legal | replay FILE | fix FILE", "--games=N", "--seed=N",
                "--full-legal"))

# ------------------------------------------------------------------ replay
missing = os.path.join(TMP, "no-such-file.kontor")
expect("replay of a missing file: exit 2, the system's reason", ["replay", missing], 2, out="",
       err="Cannot read %s: Failed to open file “%s”: No such file or directory\n" % (missing, missing))
expect("replay of a folder: exit 2", ["replay", TMP], 2, out="", err_has=("Cannot read %s: " % TMP,))
bad = write("bad.kontor", '{"format": "kontor-game", "version": 1,')
expect("replay of bad JSON: kontor.format, exit 1", ["replay", bad], 1, out="",
       err_has=("%s: kontor.format: Not a readable game record (invalid JSON: " % bad,))
empty = os.path.join(REC, "broken", "empty-file.kontor")
expect("replay of an empty file: kontor.format, exit 1", ["replay", empty], 1, out="",
       err="%s: kontor.format: The file is empty: it holds no game record.\n" % empty)
arr = os.path.join(REC, "broken", "top-level-array.kontor")
expect("replay of a JSON array: kontor.format, exit 1", ["replay", arr], 1, out="",
       err="%s: kontor.format: Not a Kontor game record (the file is not a JSON object).\n" % arr)
v2 = os.path.join(REC, "broken", "version-2.kontor")
expect("replay of version 2: kontor.version, exit 1", ["replay", v2], 1, out="",
       err="%s: kontor.version: Unknown record version 2: this Kontor reads version 1.\n" % v2)
vs = record("version-text.kontor", version="1")
expect("replay of a version that is text: kontor.version, exit 1", ["replay", vs], 1, out="",
       err="%s: kontor.version: field “version”: must be a whole number.\n" % vs)
nope = record("unknown-game.kontor", game="hansa-nowhere")
expect("replay of an unknown title: kontor.game, exit 1", ["replay", nope], 1, out="",
       err="%s: kontor.game: field “game”: “hansa-nowhere” is not a game Kontor knows.\n" % nope)
num = record("game-number.kontor", game=5)
expect("replay of a game that is a number: kontor.game, exit 1", ["replay", num], 1, out="",
       err="%s: kontor.game: field “game”: must name a game, e.g. “hansa-teutonica”.\n" % num)
nogame = record("no-game.kontor", game=None)
expect("replay of a record without \"game\" (Hansa Teutonica): exit 0", ["replay", nogame], 0,
       out_has=("Board: base-2-3, 0 actions\nTurn 1: Ana (red) to act, 0 of 2 actions used\n",), err="")
illegal = os.path.join(REC, "broken", "illegal-claim-at-5.kontor")
expect("replay of a refused entry: its id and index, exit 1", ["replay", illegal], 1, out="",
       err_has=("%s: ht.claim-incomplete: Action 5 (claim): " % illegal,))
unknown_do = os.path.join(REC, "broken", "action-unknown-do.kontor")
expect("replay of an unreadable entry: ht.bad-entry, exit 1", ["replay", unknown_do], 1, out="",
       err="%s: ht.bad-entry: Action 1 (teleport): field “do”: unknown action “teleport”\n" % unknown_do)
reused = os.path.join(REC, "broken", "colour-reused.kontor")
expect("replay of a refused setup: ht.setup-players (a colour twice), exit 1", ["replay", reused], 1, out="",
       err="%s: ht.setup-players: players: Two players chose Red; every player needs a colour of their own.\n" % reused)
no_list = record("actions-not-list.kontor", actions=None)
with open(no_list) as f:
    r = json.load(f)
r["actions"] = {"do": "end-turn"}
no_list = write("actions-not-list.kontor", json.dumps(r))
expect("replay of an entry list that is not a list: exit 1", ["replay", no_list], 1, out="",
       err="%s: ht.bad-entry: field “actions”: must be a list (it may be empty).\n" % no_list)

expect("replay of a finished game: the summary, exit 0", ["replay", os.path.join(REC, "complete-2p.kontor")], 0, err="",
       out="Board: base-2-3, 461 actions\n"
           "The game has ended: A player reached 20 prestige points.\n"
           "Completed cities: 4 of 10; bonus markers in the stack: 12\n"
           "Ana (red): prestige 9; supply 0T 0M; stock 4T 0M; keys 1, actions 2, privilegium white, "
           "liber sophiae 2, money bags 3; markers 0 unused, 0 used; offices 7\n"
           "Bo (blue): prestige 20; supply 1T 0M; stock 3T 0M; keys 1, actions 2, privilegium white, "
           "liber sophiae 2, money bags 3; markers 0 unused, 0 used; offices 8\n"
           "Neutral: prestige 1; 13 traders on the board; offices 2\n")
for src, n, line in (("complete-3p", 1, "Turn 1: Ana (red) to act, 1 of 2 actions used"),
                     ("complete-3p", 23, "Turn 9: Ana (red) to act, relocating a displaced piece"),
                     ("complete-3p", 31, "Turn 11: Bo (blue) to act, placing 1 drawn bonus marker"),
                     ("two-player-neutral-claim", 2, "Turn 1: Bo (blue) to act, relocating a displaced neutral trader"),
                     ("two-player-neutral-claim", 30,
                      "Turn 11: Ana (red) to act, choosing the city for the neutral's office")):
    path = prefix(src, n, "%s-%d.kontor" % (src, n))
    expect("replay of %s's first %d entries: who acts and what is asked" % (src, n), ["replay", path], 0,
           out_has=("Board: base-2-3, %d actions\n%s\n" % (n, line),), err="")

# ------------------------------------------------- East and Britannia (§17.8)
HT = os.path.join(REC, "hansa-teutonica")
expect("replay of an East game: Königsberg's table and the green cities' two kinds of offices",
       ["replay", os.path.join(HT, "east-3p-green.kontor")], 0, err="",
       out_has=("Board: east, 642 actions\n", "Completed cities: ",
                "Königsberg's prestige table: 7 —, 8 —, 9 —, 11 —\n"
                "Belgard (green): extra offices —; added offices —\n"
                "Dresden (green): extra offices red; added offices —\n"
                "Waren (green): extra offices —; added offices —\n"))
r = json.load(open(os.path.join(HT, "britannia-3-3p.kontor"), encoding="utf-8"))
r["actions"] = r["actions"][:484]
wales = write("britannia-3-wales-place.kontor", json.dumps(r))
expect("replay of a Britannia game after a place in Wales: the permission used this turn",
       ["replay", wales], 0, err="",
       out_has=("Turn 240: Cy (green) to act, 1 of 2 actions used\n",
                "Plymouth's prestige table: 7 —, 8 —, 9 —, 11 —\nPermissions used this turn by Cy: London\n"))
r["actions"] = r["actions"][:483]
before = write("britannia-3-before-wales.kontor", json.dumps(r))
expect("replay of the same game one entry earlier: no permission used yet",
       ["replay", before], 0, err="", out_has=("Permissions used this turn by Cy: —\n",))

# ------------------------------------------------------------------- score
for game in ("complete-3p", "complete-5p", "complete-2p"):
    c, o, e = expect("score --json %s: exit 0" % game, ["score", "--json", os.path.join(REC, game + ".kontor")], 0, err="")
    want = json.load(open(os.path.join(REC, game + ".score.json")))
    check("score --json %s: the expected object" % game, c == 0 and json.loads(o) == want, o)
expect("score (text) of a game: the table, exit 0", ["score", os.path.join(REC, "complete-3p.kontor")], 0, err="",
       out="Final score\n"
           "Player            Track  Abil.  Bonus  Coel. Cities  Netw.  Total  Rank\n"
           "Ana                   2      0      1      0      6      1     10     3\n"
           "Bo                   20      0      3      0     14      3     40     1\n"
           "Cy                    8      0      1      0     10      2     21     2\n"
           "Ana's network (1 × keys 1): Coellen\n"
           "Bo's network (3 × keys 1): Emden, Osnabrück\n"
           "  (Bo has two networks of 2 cities: the one with more offices counts)\n"
           "Cy's network (2 × keys 1): Hamburg, Lübeck\n"
           "The network is the longest chain of connected cities holding the player's offices "
           "(the rulebook counts cities; between chains as long, the one with more offices counts; "
           "the Big Box edition counts offices instead).\n"
           "Winner: Bo\n")
expect("score (text) of an end position: the table, exit 0", ["score", os.path.join(END, "shared-win.json")], 0, err="",
       out="Final score\n"
           "Player            Track  Abil.  Bonus  Coel. Cities  Netw.  Total  Rank\n"
           "Red                  10      0      0      0      0      0     10     1\n"
           "Blue                 10      0      0      0      0      0     10     1\n"
           "Green                 0      0      0      0      0      0      0     3\n"
           "Red's network (0 × keys 1): —\n"
           "Blue's network (0 × keys 1): —\n"
           "Green's network (0 × keys 1): —\n"
           "The network is the longest chain of connected cities holding the player's offices "
           "(the rulebook counts cities; between chains as long, the one with more offices counts; "
           "the Big Box edition counts offices instead).\n"
           "Winners: Red Blue\n")
c, o, e = expect("score --json of an end position: exit 0", ["score", "--json", os.path.join(END, "shared-win.json")], 0, err="")
check("score --json of an end position: the winners", c == 0 and json.loads(o)["winners"] == ["red", "blue"], o)
gap = os.path.join(END, "broken", "gap-in-offices.json")
expect("score of an impossible end position: ht.end-offices, exit 1", ["score", gap], 1, out="",
       err_has=("%s: ht.end-offices: " % gap, "filled from the left"))
expect("score --json of an impossible end position: nothing on stdout, exit 1", ["score", "--json", gap], 1, out="",
       err_has=("%s: ht.end-offices: " % gap,))
ep_game = write("end-unknown-game.json", json.dumps({"format": "kontor-end-position", "version": 1, "game": "nowhere"}))
expect("score of an end position of an unknown title: kontor.game, exit 1", ["score", ep_game], 1, out="",
       err="%s: kontor.game: field “game”: “nowhere” is not a game Kontor knows.\n" % ep_game)
ep_v = write("end-version-2.json", json.dumps({"format": "kontor-end-position", "version": 2, "board": "base-2-3",
                                               "players": [{"color": "red"}, {"color": "blue"}, {"color": "green"}]}))
expect("score of an end position of version 2: kontor.version, exit 1", ["score", ep_v], 1, out="",
       err="%s: kontor.version: Unknown end-position version: this Kontor reads version 1.\n" % ep_v)
ep_np = write("end-no-players.json", json.dumps({"format": "kontor-end-position", "version": 1, "board": "base-2-3",
                                                 "players": []}))
expect("score of an end position without players: ht.bad-entry, exit 1", ["score", ep_np], 1, out="",
       err="%s: ht.bad-entry: field “players”: must list 2 to 5 players.\n" % ep_np)
ep_board = write("end-unknown-board.json", json.dumps({"format": "kontor-end-position", "version": 1, "board": "base-9-9",
                                                       "players": [{"color": "red"}, {"color": "blue"}, {"color": "green"}]}))
expect("score of an end position on an unknown board: exit 1", ["score", ep_board], 1, out="",
       err="%s: ht.setup-board: board: “base-9-9” is not a board of Hansa Teutonica (base-2-3, base-4-5, east, britannia-3, britannia-4-5).\n" % ep_board)
expect("score of a missing file: exit 2", ["score", missing], 2, out="", err_has=("Cannot read %s: " % missing,))
expect("score of bad JSON: kontor.format, exit 1", ["score", bad], 1, out="",
       err_has=("%s: kontor.format: Not a readable game record (invalid JSON: " % bad,))
expect("score of a refused entry: exit 1", ["score", illegal], 1, out="",
       err_has=("%s: ht.claim-incomplete: Action 5 (claim): " % illegal,))
expect("score of an unknown title: kontor.game, exit 1", ["score", nope], 1, out="",
       err="%s: kontor.game: field “game”: “hansa-nowhere” is not a game Kontor knows.\n" % nope)
expect("score of a JSON array: kontor.format, exit 1", ["score", arr], 1, out="",
       err="%s: kontor.format: Not a Kontor game record (the file is not a JSON object).\n" % arr)
expect("score of a game in progress: not ended, exit 0", ["score", "--json", prefix("complete-3p", 1, "p1.kontor")], 0,
       out_has=('"ended" : false',), err="")

# ------------------------------------------------------------------- legal
start = record("start.kontor")
c, o, e = expect("legal at the start: exit 0", ["legal", start], 0, err="")
lines = [json.loads(l) for l in o.splitlines()]
kinds = {}
for a in lines:
    kinds[a["do"]] = kinds.get(a["do"], 0) + 1
check("legal at the start: 3 hires, 202 places, 1 end-turn", kinds == {"hire": 3, "place": 202, "end-turn": 1}, kinds)
check("legal at the start: the first entry", lines and lines[0] == {"do": "hire", "traders": 1, "merchants": 0}, lines[:1])
expect("legal of a finished game: nothing, exit 0", ["legal", os.path.join(REC, "complete-3p.kontor")], 0, out="", err="")
c, o, e = expect("legal while a marker waits: one place-bonus per route, exit 0",
                 ["legal", prefix("complete-3p", 31, "p31.kontor")], 0, err="")
check("legal while a marker waits: 27 place-bonus entries",
      [json.loads(l)["do"] for l in o.splitlines()] == ["place-bonus"] * 27, o)
c, o, e = expect("legal while a displaced trader waits: relocations only, exit 0",
                 ["legal", prefix("complete-3p", 23, "p23.kontor")], 0, err="")
reloc = [json.loads(l) for l in o.splitlines()]
check("legal while a displaced trader waits: 11 places for it, each alone and with its extra from the stock",
      len(reloc) == 22 and all(a["do"] == "relocate" and a["by"] == "red" for a in reloc)
      and sorted(len(a["pieces"]) for a in reloc) == [1] * 11 + [2] * 11
      and all(a["pieces"][0]["from"] == "displaced" for a in reloc)
      and all(a["pieces"][1]["from"] == "stock" for a in reloc if len(a["pieces"]) == 2)
      and reloc[0] == {"do": "relocate", "by": "red", "pieces": [{"from": "displaced", "route": "bremen-hamburg",
                                                                  "space": 0, "piece": "trader"}]}, o)
rm3 = record("remove-3-held.kontor", taverns={"bremen-osnabrueck": "remove-3", "goslar-hildesheim": "swap-offices",
                                             "lueneburg-perleberg": "extra-office"}, draws={"seed": 5}, actions=[
    {"do": "place", "route": "bremen-osnabrueck", "space": 0, "piece": "trader"},
    {"do": "place", "route": "bremen-osnabrueck", "space": 1, "piece": "trader"}, {"do": "end-turn"},
    {"do": "place", "route": "hamburg-luebeck", "space": 0, "piece": "trader"}, {"do": "end-turn"},
    {"do": "place", "route": "hamburg-stade", "space": 0, "piece": "merchant"}, {"do": "end-turn"},
    {"do": "place", "route": "bremen-osnabrueck", "space": 2, "piece": "trader"},
    {"do": "claim", "route": "bremen-osnabrueck", "benefit": "none"}])
c, o, e = expect("legal with Remove 3 held and no action left: one removal per occupied space, and end-turn",
                 ["legal", rm3], 0, err="")
check("legal with Remove 3 held: exactly those three entries", [json.loads(l) for l in o.splitlines()] == [
    {"do": "use-bonus", "marker": "remove-3", "spaces": [{"route": "hamburg-luebeck", "space": 0}]},
    {"do": "use-bonus", "marker": "remove-3", "spaces": [{"route": "hamburg-stade", "space": 0}]},
    {"do": "end-turn"}], o)
expect("legal of a missing file: exit 2", ["legal", missing], 2, out="", err_has=("Cannot read",))
expect("legal of bad JSON: exit 1", ["legal", bad], 1, out="", err_has=("kontor.format",))
expect("legal of a refused record: exit 1", ["legal", illegal], 1, out="", err_has=("ht.claim-incomplete",))

# --------------------------------------------------------------------- new
c, o, e = expect("new for two players: the neutral variant on the 2-3 side, exit 0",
                 ["new", "--players", "red,blue", "--seed", "4"], 0, err="")
rec = json.loads(o) if c == 0 else {}
check("new for two players: header", rec.get("board") == "base-2-3" and rec.get("variant") == "two-player-neutral"
      and [p["name"] for p in rec.get("players", [])] == ["Red", "Blue"] and rec.get("draws") == {"seed": 4}
      and rec.get("game") == "hansa-teutonica" and rec.get("actions") == [], o)
c, o, e = expect("new for four players: the 4-5 side, no variant, table draws, exit 0",
                 ["new", "--players", "red:A,blue:B,green:C,yellow:D"], 0, err="")
rec = json.loads(o) if c == 0 else {}
check("new for four players: header", rec.get("board") == "base-4-5" and rec.get("variant") is None
      and rec.get("draws") == "table" and [p["color"] for p in rec.get("players", [])] == ["red", "blue", "green", "yellow"], o)
c, o, e = expect("new --game hansa-teutonica --board base-4-5 for five: exit 0",
                 ["new", "--game", "hansa-teutonica", "--board", "base-4-5", "--players", "red,blue,green,yellow,purple",
                  "--seed", "0"], 0, err="")
check("new for five: seed 0 is a seed", c == 0 and json.loads(o)["draws"] == {"seed": 0}, o)
expect("new without players: exit 2", ["new"], 2, out="",
       err="Say who plays: --players COLOR:NAME,...\nRun “kontor-cli new --help” to see its options.\n")
expect("new of an unknown title: exit 2", ["new", "--game", "nowhere", "--players", "red,blue"], 2, out="",
       err="Unknown game “nowhere”.\n")
expect("new on an unknown board: exit 2", ["new", "--board", "atlantis", "--players", "red,blue,green"], 2, out="",
       err="Unknown board “atlantis”\n")
expect("new for one player: exit 2", ["new", "--players", "red"], 2, out="",
       err="Hansa Teutonica is played by 2 to 5 players, not 1.\n")
expect("new for six players: exit 2", ["new", "--players", "red,blue,green,yellow,purple,red"], 2, out="",
       err="Hansa Teutonica is played by 2 to 5 players, not 6.\n")
expect("new with an unknown colour: exit 2", ["new", "--players", "red,teal,green"], 2, out="",
       err="Unknown colour “teal” (use red, blue, green, yellow, purple).\n")
expect("new with a colour twice: exit 2", ["new", "--players", "red,red,green"], 2, out="",
       err="players: Two players chose Red; every player needs a colour of their own.\n")
expect("new for three on the 4-5 side: exit 2", ["new", "--board", "base-4-5", "--players", "red,blue,green"], 2, out="",
       err="players: The base-4-5 board side is for 4–5 players; 3 players use the other side.\n")
expect("new with a seed that is no number: exit 2", ["new", "--players", "red,blue", "--seed", "abc"], 2, out="",
       err="--seed: “abc” is not an unsigned number\nRun “kontor-cli new --help” to see its options.\n")
expect("new with the largest seed 2^53 - 1: exit 0", ["new", "--players", "red,blue", "--seed", "9007199254740991"], 0,
       out_has=('"seed" : 9007199254740991',), err="")

# ---------------------------------------------------------------- selfplay
c, o, e = expect("selfplay of three with a seed: exit 0", ["selfplay", "--players", "red:A,blue:B,green:C", "--seed", "7"], 0, err="")
c2, o2, e2 = run("selfplay", "--players", "red:A,blue:B,green:C", "--seed", "7")
check("selfplay: the same seed gives the same game", c == 0 and o == o2)
played = write("selfplay.kontor", o)
expect("selfplay: the game replays to its end", ["replay", played], 0, out_has=("The game has ended: ",), err="")
c, o, e = expect("selfplay of two with a seed: exit 0", ["selfplay", "--players", "red,blue", "--seed", "3"], 0, err="")
expect("selfplay of two: it replays to the end", ["replay", write("selfplay2.kontor", o)], 0,
       out_has=("The game has ended: ", "Neutral: prestige "), err="")
expect("selfplay without players: exit 2", ["selfplay", "--seed", "1"], 2, out="",
       err="Say who plays: --players COLOR:NAME,...\nRun “kontor-cli selfplay --help” to see its options.\n")
expect("selfplay of an unknown title: exit 2", ["selfplay", "--game", "nowhere", "--players", "red,blue"], 2, out="",
       err="Unknown game “nowhere”.\n")

# ------------------------------------------------------------------- bench
c, o, e = expect("bench selfplay --games 1 --seed 2: exit 0", ["bench", "selfplay", "--games", "1", "--seed", "2"], 0, err="")
ls = o.splitlines()
check("bench selfplay: its four lines", len(ls) == 4 and ls[0].startswith("selfplay: 1 games, ")
      and ls[0].endswith(" actions per run, median of 5 runs") and ls[1].startswith("actions/s: ")
      and ls[2].startswith("games/s: ") and ls[3].startswith("us/action: "), o)
c, o, e = expect("bench replay FILE: exit 0", ["bench", "replay", os.path.join(REC, "complete-3p.kontor")], 0, err="")
ls = o.splitlines()
n_actions = len(json.load(open(os.path.join(REC, "complete-3p.kontor")))["actions"])
check("bench replay: actions, bytes and the median",
      len(ls) == 2 and ls[0] == "replay: %d actions, %d bytes" % (n_actions, os.path.getsize(os.path.join(REC, "complete-3p.kontor")))
      and ls[1].startswith("load+replay+score ms (median of 50): "), o)
expect("bench replay of a missing file: exit 2", ["bench", "replay", missing], 2, out="", err="")
expect("bench replay of a refused record: exit 1", ["bench", "replay", illegal], 1, out="",
       err_has=("Action 5 (claim): ",))
expect("bench legal of one game: exit 0, the positions and the time per enumeration", ["bench", "legal", "--games", "1"], 0,
       out_has=("legal: 1 games, ", "actions/position: ", "us/enumeration: "))
expect("bench selfplay --full-legal of one game: exit 0, steps per second", ["bench", "selfplay", "--full-legal", "--games", "1"], 0,
       out_has=("selfplay --full-legal: 1 games, ", "steps/s: ", "legal actions/step: "))
# any title through its KontorTitle table (--game)
HS = ["--game", "hansa-schacht", "--board", "hansa-schacht-example"]
c, o, e = expect("bench selfplay --game hansa-schacht: exit 0", ["bench", "selfplay", *HS, "--games", "2", "--seed", "5"], 0,
                 err="", out_has=("selfplay: hansa-schacht, 2 games, ", " actions per run, median of 5 runs (CPU time)\nactions/s: "))
c2, o2, e2 = run("bench", "selfplay", *HS, "--games", "2", "--seed", "5")
check("bench selfplay --game: the same games for the same seed", o.split("\n")[0] == o2.split("\n")[0], o + o2)
expect("bench legal --game hansa-schacht: exit 0", ["bench", "legal", *HS, "--games", "2"], 0, err="",
       out_has=("legal: hansa-schacht, 2 games, ", "us/enumeration: ", "actions/position: "))
expect("bench legal --game hansa-teutonica: its generator, exit 0", ["bench", "legal", "--game", "hansa-teutonica", "--games", "1"], 0,
       err="", out_has=("legal: hansa-teutonica, 1 games, ",))
expect("bench selfplay --game of an unknown title: exit 2", ["bench", "selfplay", "--game", "chess"], 2, out="",
       err="Unknown game “chess”, or one Kontor cannot play at random.\n")
expect("bench selfplay --game with a board the title refuses: exit 1", ["bench", "selfplay", "--game", "hansa-teutonica",
       "--board", "atlantis", "--games", "3"], 1, err_has=("hansa-teutonica: Unknown board “atlantis”",))
expect("bench selfplay --game with a board: only the player counts it takes, exit 0",
       ["bench", "selfplay", "--game", "hansa-teutonica", "--board", "britannia-4-5", "--games", "3"], 0, err="",
       out_has=("selfplay: hansa-teutonica, 3 games, ",))
expect("bench without a benchmark: exit 2", ["bench"], 2, out="",
       err="Run “kontor-cli bench --help” to see its options.\n")
expect("bench selfplay --games 0: exit 2", ["bench", "selfplay", "--games", "0"], 2, out="",
       err="Run “kontor-cli bench --help” to see its options.\n")
expect("bench replay without its file: exit 2", ["bench", "replay"], 2, out="",
       err="Run “kontor-cli bench --help” to see its options.\n")
expect("bench --games that is no number: exit 2", ["bench", "selfplay", "--games", "many"], 2, out="",
       err_has=("many", "Run “kontor-cli bench --help” to see its options.\n"))

# ------------------------------------------- a title without end positions
if CLI_COUNTER:
    ep = write("counter-end.json", json.dumps({"format": "kontor-end-position", "version": 1, "game": "test-counter"}))
    expect("score of an end position of a title that has none: kontor.format, exit 1", ["score", ep], 1, out="",
           err="%s: kontor.format: Counter (tests only) cannot be scored from an end position.\n" % ep, cli=CLI_COUNTER)
    c, o, e = expect("the counter: new, exit 0", ["new", "--game", "test-counter", "--players", "red:A,blue:B"], 0,
                     err="", cli=CLI_COUNTER)
    check("the counter's score --json starts with \"game\"", c == 0 and list(json.loads(run(
        "score", "--json", write("counter.kontor", o), cli=CLI_COUNTER)[1]))[0] == "game")

shutil.rmtree(TMP, ignore_errors=True)
print("TAP version 13")
print("1..%d" % len(results))
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print("#   " + line)
sys.exit(0 if all(ok for _, ok, _ in results) else 1)
