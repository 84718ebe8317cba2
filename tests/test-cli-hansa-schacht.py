#!/usr/bin/env python3
"""kontor-cli on Hansa (Michael Schacht), game id hansa-schacht: new, selfplay,
replay, score (record and end position), legal, through the shared CLI.
The golden records of tests/records/hansa-schacht/ must score exactly as their
.score.json files. TAP output."""
import json
import os
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
SRC = os.environ.get("G_TEST_SRCDIR", os.path.dirname(os.path.abspath(__file__)))
RECORDS = os.path.join(SRC, "records", "hansa-schacht")
SCENARIOS = os.path.join(SRC, "scenarios", "hansa-schacht")
results = []

PLAYER_FIELDS = ["color", "name", "unsold", "sold", "cities", "extrakarte", "total", "booths", "monopolies",
                 "last_pile", "rank", "tiebreak"]


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    results.append((name, bool(cond), detail))


def scenario(name):
    with open(os.path.join(SCENARIOS, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def well_formed_score(got):
    """The fields of §7.4 in their order, and the arithmetic between them."""
    if list(got) != ["game", "ended", "end_reasons", "players", "winners"] or got["game"] != "hansa-schacht":
        return False
    for p in got["players"]:
        if list(p) != PLAYER_FIELDS:
            return False
        if p["total"] != p["unsold"] + p["sold"] + p["cities"] + p["extrakarte"]:
            return False
    for p in got["players"]:
        better = sum(1 for q in got["players"] if q is not p and
                     (q["total"] > p["total"] or (q["total"] == p["total"] and q["booths"] > p["booths"])))
        if p["rank"] != 1 + better:
            return False
    return got["winners"] == [p["color"] for p in got["players"] if p["rank"] == 1]


with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "g.kontor")

    # ---- new
    code, out, err = run("new", "--game", "hansa-schacht", "--board", "hansa-schacht-example",
                         "--players", "gray:Ana,yellow:Bo,purple:Cy", "--seed", "7")
    rec = json.loads(out) if code == 0 else {}
    check("new: a seeded record with the example board embedded",
          code == 0 and rec.get("game") == "hansa-schacht" and rec.get("board") == "hansa-schacht"
          and len(rec.get("board_profile", {}).get("cities", [])) == 9
          and rec.get("players") == [{"name": "Ana", "color": "gray"}, {"name": "Bo", "color": "yellow"},
                                     {"name": "Cy", "color": "purple"}]
          and rec.get("goods_colors") == ["yellow", "green", "red", "blue", "pink"]
          and len(rec.get("warehouses", [])) == 14 and rec.get("piles") == [11, 10, 10, 10, 10]
          and rec.get("draws") == {"seed": 7} and rec.get("actions") == [], out + err)

    code, out, err = run("new", "--game", "hansa-schacht", "--players", "gray:Ana,yellow:Bo", "--seed", "1")
    check("new with the shipped board: refused until the board is described (exit 2)",
          code == 2 and out == "" and "board_profile.cities[0].warehouses" in err, out + err)
    code, out, err = run("new", "--game", "hansa-schacht", "--board", "hansa-schacht-example",
                         "--players", "gray:Ana,yellow:Bo")
    check("new with table draws: the warehouses must be named (exit 2)",
          code == 2 and "warehouses" in err, out + err)
    code, out, err = run("new", "--game", "hansa-schacht", "--board", "hansa-schacht-example",
                         "--players", "gray:A,yellow:B,purple:C,red:D,blue:E", "--seed", "1")
    check("new with 5 players: exit 2", code == 2 and "players" in err, out + err)

    # ---- legal
    json.dump(rec, open(path, "w"))
    code, out, err = run("legal", path)
    lines = [json.loads(line) for line in out.splitlines()] if code == 0 else []
    check("legal at setup: a placement in every city but Copenhagen",
          code == 0 and [e["city"] for e in lines] == ["toensberg", "aalborg", "luebeck", "danzig", "kalmar",
                                                        "stockholm", "riga", "city-9"]
          and all(e["do"] == "setup-booths" for e in lines), out + err)
    rec["actions"] = [{"do": "setup-booths", "city": c} for c in
                      ["luebeck", "stockholm", "riga", "danzig", "aalborg", "kalmar", "toensberg", "kalmar",
                       "toensberg"]]
    json.dump(rec, open(path, "w"))
    code, out, err = run("legal", path)
    lines = [json.loads(line) for line in out.splitlines()] if code == 0 else []
    # Copenhagen (complete): danzig, luebeck, toensberg; its two markers (seed 7 with pink: pink-2, green-2)
    check("legal after setup: the listed sails, the buys in Copenhagen, end-turn",
          code == 0 and lines == [{"do": "sail", "to": "toensberg"}, {"do": "sail", "to": "luebeck"},
                                  {"do": "sail", "to": "danzig"}, {"do": "buy", "marker": "pink-2"},
                                  {"do": "buy", "marker": "green-2"}, {"do": "end-turn"}], out + err)

    # ---- replay, unchecked sails, refusals
    rec["actions"] += [{"do": "sail", "to": "luebeck"}, {"do": "sail", "to": "riga"}]
    json.dump(rec, open(path, "w"))
    code, out, err = run("replay", path)
    check("replay: the summary, then the unchecked sails",
          code == 0 and out.splitlines()[0] == "Hansa, turn 1: Ana to play."
          and out.splitlines()[-1] == '{"unchecked":[{"action":10,"from":"luebeck","to":"riga"}]}', out + err)
    rec["actions"].append({"do": "sail", "to": "riga"})
    json.dump(rec, open(path, "w"))
    code, out, err = run("replay", path)
    check("replay of a refused entry: exit 1, its id and index",
          code == 1 and "hansa.sail-no-arrow" in err and "Action 11 (sail)" in err, out + err)
    code, out, err = run("score", path, "--json")
    check("score of a refused record: exit 1, the same id, nothing on stdout",
          code == 1 and out == "" and "hansa.sail-no-arrow" in err, out + err)
    bad = scenario("setup-players-colour-repeated")["record"]
    json.dump(bad, open(path, "w"))
    code, out, err = run("replay", path)
    check("a refused header field: exit 1, its id and JSON path",
          code == 1 and "hansa.setup-players" in err and "players[1].color: " in err, out + err)

    # ---- the golden records
    for name in sorted(os.listdir(RECORDS)):
        if not name.endswith(".kontor"):
            continue
        stem = name[:-len(".kontor")]
        code, out, err = run("score", os.path.join(RECORDS, name), "--json")
        with open(os.path.join(RECORDS, stem + ".score.json"), encoding="utf-8") as f:
            want = f.read()
        check("golden %s: score --json exactly as recorded" % stem, code == 0 and out == want, out + err)
        got = json.loads(out) if code == 0 else {}
        check("golden %s: a finished game, fields and arithmetic of §7.4" % stem,
              got.get("ended") is True and got.get("end_reasons") == ["last-pile"]
              and sum(p["last_pile"] for p in got["players"]) == 1 and well_formed_score(got), out)
        code, out, err = run("replay", os.path.join(RECORDS, name))
        check("golden %s: replay says the game has ended" % stem,
              code == 0 and out.startswith("Hansa: the game has ended.\n"), out + err)
        code, out, err = run("score", os.path.join(RECORDS, name))
        check("golden %s: score as text, one line per player" % stem,
              code == 0 and len(out.splitlines()) == 1 + len(got.get("players", [])), out + err)

    # ---- text output and edge positions
    def record_of(name, n=None):
        r = scenario(name)["record"]
        if n is not None:
            r["actions"] = r["actions"][:n]
        json.dump(r, open(path, "w"))

    record_of("refill-required-sail", 25)
    code, out, err = run("legal", path)
    check("legal at a compulsory refill: the refill alone, unnamed with table draws (§3.6, KS-13)",
          code == 0 and out == '{"do":"refill"}\n', out + err)
    code, out, err = run("legal", os.path.join(RECORDS, "complete-3p.kontor"))
    check("legal after the end: nothing, exit 0", code == 0 and out == "", out + err)

    # seed 7 (§7.2): after the 14 warehouse draws the stack gives yellow-3 and red-2 (worked out by
    # hand with SplitMix64) for the two spaces emptied, in Copenhagen and Lübeck
    record_of("seeded-refill-unnamed", 15)
    code, out, err = run("legal", path)
    check("legal with a seed: the refill names the kinds the stack gives (KS-13)",
          code == 0 and out.splitlines()[0] == '{"do":"refill","markers":["yellow-3","red-2"]}', out + err)

    record_of("setup-complete", 0)
    code, out, err = run("replay", path)
    check("replay during setup: who places next",
          code == 0 and out.splitlines()[:2] == ["Hansa, setup: Ana places two booths.",
                                                 "Ship in copenhagen; 51 markers left face down."], out + err)

    # Ana's refill started pile 5; Bo and Cy still play: the last round
    record_of("end-triggered-by-pile-5")
    code, out, err = run("replay", path)
    check("replay in the last round: said on the ship's line",
          code == 0 and out.splitlines()[:2] == ["Hansa, turn 5: Bo to play.",
                                                 "Ship in toensberg; 46 markers left face down (last round)."], out + err)
    code, out, err = run("score", path)
    check("score as text of a running game: said first, then the sheet (12, 12, 9; Ana and Bo share rank 1)",
          code == 0 and out == "The game is running: the scores if it ended now.\n"
          "Player           Unsold   Sold Cities  Extra  Total Booths  Rank\n"
          "Ana                   2      0     10      0     12      6     1\n"
          "Bo                    2      0     10      0     12      6     1\n"
          "Cy                    1      0      8      0      9      6     3\n", out + err)

    json.dump(scenario("score-worked-example")["end_position"], open(path, "w"))
    code, out, err = run("score", path)
    check("score as text of an end position: the worked example of §5.6",
          code == 0 and out == "Player           Unsold   Sold Cities  Extra  Total Booths  Rank\n"
          "Ana                   2     21     10      0     33      7     3\n"
          "Bo                    3     25     10      0     38      8     1\n"
          "Cy                    1     27     10      0     38      7     2\n", out + err)

    # ---- new --board FILE: a described profile (KS-6)
    board = os.path.join(SRC, "hansa-schacht-board-described.json")
    code, out, err = run("new", "--game", "hansa-schacht", "--board", board, "--players", "gray:Ana,yellow:Bo",
                         "--seed", "3")
    rec = json.loads(out) if code == 0 else {}
    prof = rec.get("board_profile", {})
    check("new --board FILE: the described profile is embedded, W = 18, piles 7 7 7 7 6 (52 - 18 = 34)",
          code == 0 and [c["id"] for c in prof.get("cities", [])] ==
          ["toensberg", "aalborg", "copenhagen", "luebeck", "danzig", "kalmar", "stockholm", "riga", "city-9"]
          and all(c["warehouses"] == 2 for c in prof["cities"]) and prof["cities"][8]["name"] is None
          and prof.get("arrows") == [{"from": "copenhagen", "to": "danzig"}]
          and prof.get("outgoing_complete") == ["copenhagen"]
          and len(rec.get("warehouses", [])) == 18 and rec.get("piles") == [7, 7, 7, 7, 6], out + err)
    json.dump(rec, open(path, "w"))
    code, out, err = run("replay", path)
    check("new --board FILE: the record replays", code == 0 and out.startswith("Hansa, setup: Ana places two booths.\n"),
          out + err)
    code, out, err = run("new", "--game", "hansa-schacht", "--board", os.path.join(tmp, "missing.json"),
                         "--players", "gray:Ana,yellow:Bo", "--seed", "3")
    check("new --board with a file that does not exist: exit 2, the board named",
          code == 2 and out == "" and "board: A Hansa game needs" in err and "missing.json" in err, out + err)
    with open(os.path.join(tmp, "empty.json"), "w") as f:
        pass
    code, out, err = run("new", "--game", "hansa-schacht", "--board", os.path.join(tmp, "empty.json"),
                         "--players", "gray:Ana,yellow:Bo", "--seed", "3")
    check("new --board with an empty file: exit 2, the board named (it crashed before)",
          code == 2 and out == "" and "board: A Hansa game needs" in err, out + err)
    with open(os.path.join(tmp, "broken.json"), "w") as f:
        f.write("not json\n")
    code, out, err = run("new", "--game", "hansa-schacht", "--board", os.path.join(tmp, "broken.json"),
                         "--players", "gray:Ana,yellow:Bo", "--seed", "3")
    check("new --board with a file that is not JSON: exit 2, the board named",
          code == 2 and out == "" and "board: A Hansa game needs" in err and "Parse error" in err, out + err)

    # ---- end positions: the worked example of §5.6 / §7.4
    json.dump(scenario("score-worked-example")["end_position"], open(path, "w"))
    code, out, err = run("score", path, "--json")
    got = json.loads(out) if code == 0 else {}
    want = scenario("score-worked-example")["expect"]["score"]
    check("end position: the worked example scores exactly as §7.4 (end_reasons [] for an end position)",
          code == 0 and got == want and well_formed_score(got), out + err)
    ep = scenario("end-position-over-15-booths")["end_position"]
    json.dump(ep, open(path, "w"))
    code, out, err = run("score", path, "--json")
    check("a refused end position: exit 1, hansa.end-position and its path",
          code == 1 and out == "" and "hansa.end-position" in err and ": booths: " in err, out + err)

# ---- selfplay
code, out, err = run("selfplay", "--game", "hansa-schacht", "--board", "hansa-schacht-example",
                     "--players", "red:Ana,blue:Bo,green:Cy,gray:Di", "--seed", "5")
rec = json.loads(out) if code == 0 else {}
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "s.kontor")
    json.dump(rec, open(path, "w"))
    code2, out2, err2 = run("score", path, "--json")
    got = json.loads(out2) if code2 == 0 else {}
check("selfplay: plays a 4-player game to the end", code == 0 and got.get("ended") is True
      and well_formed_score(got), out[:500] + err + err2)

print("TAP version 13")
print(f"1..{len(results)}")
for i, (name, ok, detail) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        for line in str(detail).splitlines()[:20]:
            print(f"# {line}")
