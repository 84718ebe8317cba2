#!/usr/bin/env python3
"""Regenerate data/boards/*.json (Kontor's own board format, docs/board-format.md)
from the board facts in ../shared/reference/boards.json.

The drawing positions start from the towns' latitude/longitude and are then
nudged by hand (LAYOUT_NUDGE) so that no two cities or routes overlap when the
board is drawn at 1280x800.  Run: build-aux/make-boards.py ../shared/reference/boards.json
"""
import json
import math
import sys
from pathlib import Path

# Drawing positions (x, y in 0..1, north up), laid out like the printed board.
# They started from the towns' latitude/longitude and were then moved so that
# city boxes, names and route spaces stay apart at 1280x800 (see the
# screenshots of the GUI tests).
LAYOUT = {
    "groningen": (0.10, 0.12), "emden": (0.27, 0.12), "stade": (0.50, 0.08),
    "hamburg": (0.66, 0.14), "luebeck": (0.86, 0.07),
    "kampen": (0.07, 0.36), "osnabrueck": (0.30, 0.42), "bremen": (0.45, 0.26),
    "lueneburg": (0.77, 0.33), "perleberg": (0.92, 0.25),
    "arnheim": (0.07, 0.59), "muenster": (0.25, 0.61), "minden": (0.45, 0.50),
    "hannover": (0.61, 0.37), "brunswick": (0.77, 0.51), "stendal": (0.92, 0.44),
    "duisburg": (0.12, 0.79), "dortmund": (0.29, 0.79), "paderborn": (0.45, 0.70),
    "hildesheim": (0.60, 0.63), "goslar": (0.73, 0.70), "magdeburg": (0.91, 0.63),
    "coellen": (0.19, 0.94), "warburg": (0.43, 0.91), "goettingen": (0.60, 0.86),
    "quedlinburg": (0.79, 0.85), "halle": (0.94, 0.93),
}

def project(cities):
    lats = [c["lat_lon"][0] for c in cities]
    lons = [c["lat_lon"][1] for c in cities]
    lo_lat, hi_lat = min(lats), max(lats)
    lo_lon, hi_lon = min(lons), max(lons)
    pos = {}
    for c in cities:
        lat, lon = c["lat_lon"]
        x = 0.06 + 0.88 * (lon - lo_lon) / (hi_lon - lo_lon)
        y = 0.06 + 0.88 * (hi_lat - lat) / (hi_lat - lo_lat)
        pos[c["id"]] = LAYOUT.get(c["id"], (round(x, 3), round(y, 3)))
    return pos

def convert(b):
    pos = project(b["cities"])
    table_city = None
    cities = []
    for c in b["cities"]:
        out = {"id": c["id"], "name": c["name"], "x": pos[c["id"]][0], "y": pos[c["id"]][1]}
        abil = [a for a in c.get("abilities", []) if a != "prestige-table"]
        if "prestige-table" in c.get("abilities", []):
            table_city = c["id"]
        if abil:
            out["ability"] = abil[0]
        out["offices"] = [
            {"piece": "merchant" if o["shape"] == "circle" else "trader",
             "privilege": o["privilege"], "coin": o["coin"]}
            for o in c["offices"]]
        cities.append(out)
    routes = []
    for r in b["routes"]:
        out = {"id": r["id"], "cities": r["cities"], "spaces": r["spaces"]}
        if r.get("tavern"):
            out["tavern"] = True
        routes.append(out)
    table_route = None
    if table_city:
        # The table is reached by claiming the one route into its city.
        cands = [r["id"] for r in b["routes"] if table_city in r["cities"]]
        assert len(cands) == 1, cands
        table_route = cands[0]
    return {
        "format": "kontor-board",
        "version": 1,
        "id": b["id"],
        "players": b["players"],
        "completed_cities_to_end": b["completed_cities_to_end"],
        "east_west": b["east_west"],
        "prestige_table": {
            "city": table_city,
            "route": table_route,
            "spaces": [{"value": s["value"], "privilege": s["privilege"]}
                       for s in b["prestige_table"]],
        },
        "cities": cities,
        "routes": routes,
    }

def check_layout(board, w=1280, h=800):
    pts = {c["id"]: (c["x"] * w, c["y"] * h) for c in board["cities"]}
    worst = min((math.dist(pts[a], pts[b]), a, b)
                for a in pts for b in pts if a < b)
    return worst

def dump(board):
    """One city or route per line: easy to read and to review in diffs."""
    one = lambda v: json.dumps(v, ensure_ascii=False)
    lines = ["{"]
    keys = list(board.keys())
    for i, k in enumerate(keys):
        comma = "," if i < len(keys) - 1 else ""
        v = board[k]
        if k in ("cities", "routes"):
            lines.append('  "%s": [' % k)
            lines += ["    " + one(x) + ("," if j < len(v) - 1 else "") for j, x in enumerate(v)]
            lines.append("  ]" + comma)
        else:
            lines.append('  "%s": %s%s' % (k, one(v), comma))
    lines.append("}")
    return "\n".join(lines) + "\n"

def main():
    ref = json.load(open(sys.argv[1]))
    outdir = Path(__file__).resolve().parent.parent / "data" / "boards"
    for b in ref["boards"]:
        if b["id"] not in ("base-2-3", "base-4-5"):
            continue
        board = convert(b)
        print(b["id"], "closest cities at 1280x800: %.0f px (%s, %s)" % check_layout(board))
        with open(outdir / (b["id"] + ".json"), "w") as f:
            f.write(dump(board))

if __name__ == "__main__":
    main()
