#!/usr/bin/env python3
"""Regenerate data/boards/*.json (Kontor's own board format, docs/board-format.md)
from the board facts in ../shared/reference/boards.json: the base boards
(base-2-3, base-4-5) and the expansion boards (east, britannia-3, britannia-4-5).

The base boards' drawing positions start from the towns' latitude/longitude and
are then nudged by hand (LAYOUT) so that no two cities or routes overlap when
the board is drawn at 1280x800.  The expansion boards have no latitude/longitude
in the reference: their positions are all hand-made (LAYOUT_EAST, LAYOUT_BRIT3,
LAYOUT_BRIT45), from the real towns' positions and then nudged.
Run: build-aux/make-boards.py ../shared/reference/boards.json
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

# The expansion boards: every city placed by hand (x, y in 0..1, north up;
# (0,0) top-left), laid out like the real towns (roughly projected from their
# latitude/longitude, x stretched to the board's 16:10) and then moved apart so
# that at 1280x800 cities stay >= 95 px apart and no route passes within 30 px
# of a city it does not join (check_layout, check_routes).
# They were then tuned so that every route's spaces (ships with their hulls)
# stay apart from each other, from the city boxes and from the city names, at
# the board's 1920x1080, 1024x600 and 600x900 window sizes and on the "Score a
# Finished Game" page, where every city box is one "+" slot wider.
# East: the southern Baltic coast from Lübeck to Königsberg, Malmö and Visby
# across the sea, the Elbe/Oder towns and Silesia to the south.
LAYOUT_EAST = {
    "malmoe": (0.40, 0.06), "visby": (0.68, 0.06), "koenigsberg": (0.94, 0.07),
    "danzig": (0.67, 0.18), "wismar": (0.13, 0.17), "stralsund": (0.30, 0.28),
    "braunsberg": (0.91, 0.23), "belgard": (0.52, 0.33), "anklam": (0.38, 0.31),
    "luebeck": (0.06, 0.43), "waren": (0.30, 0.41), "elbing": (0.83, 0.47), "kulm": (0.70, 0.50),
    "allenstein": (0.94, 0.52), "stettin": (0.50, 0.51), "perleberg": (0.06, 0.59),
    "havelberg": (0.20, 0.60), "thorn": (0.76, 0.66), "brandenburg": (0.25, 0.71),
    "frankfurt": (0.54, 0.70), "tangermuende": (0.06, 0.76), "berlin-coelln": (0.44, 0.72),
    "wittenberg": (0.40, 0.83), "breslau": (0.71, 0.82), "magdeburg": (0.06, 0.93),
    "halle": (0.21, 0.94), "dresden": (0.50, 0.94), "krakau": (0.90, 0.92),
}
# Britannia for 2-3 players: England and Wales (west), the Isle of Man in the
# Irish Sea, Calais across the channel to the south-east.
LAYOUT_BRIT3 = {
    "carlisle": (0.29, 0.08), "newcastle": (0.56, 0.06), "isle-of-man": (0.08, 0.10),
    "richmond": (0.48, 0.19), "durham": (0.75, 0.18), "chester": (0.22, 0.26),
    "lancaster": (0.31, 0.32), "york": (0.77, 0.42), "conway": (0.06, 0.36),
    "norwich": (0.89, 0.48), "nottingham": (0.62, 0.51), "hereford": (0.30, 0.58),
    "montgomery": (0.13, 0.58), "coventry": (0.47, 0.53), "cambridge": (0.70, 0.63),
    "ipswich": (0.92, 0.62), "oxford": (0.52, 0.66), "canterbury": (0.85, 0.67),
    "cardiff": (0.24, 0.84), "pembroke": (0.06, 0.83), "london": (0.74, 0.87),
    "bristol": (0.32, 0.85), "plymouth": (0.10, 0.94), "salisbury": (0.51, 0.94),
    "southampton": (0.66, 0.94), "calais": (0.93, 0.94),
}
# Britannia for 4-5 players: as above with Scotland to the north.
LAYOUT_BRIT45 = {
    "glasgow": (0.06, 0.06), "edinburgh": (0.30, 0.06), "dunbar": (0.48, 0.08),
    "newcastle": (0.63, 0.10), "falkirk": (0.21, 0.11), "durham": (0.84, 0.16),
    "carlisle": (0.35, 0.22), "isle-of-man": (0.09, 0.17), "richmond": (0.53, 0.25),
    "york": (0.81, 0.41), "conway": (0.06, 0.41), "chester": (0.22, 0.42),
    "lancaster": (0.37, 0.42), "nottingham": (0.61, 0.38), "norwich": (0.92, 0.53),
    "montgomery": (0.19, 0.56), "hereford": (0.40, 0.60), "coventry": (0.57, 0.62),
    "cambridge": (0.72, 0.62), "ipswich": (0.94, 0.70), "oxford": (0.44, 0.76),
    "cardiff": (0.23, 0.76), "canterbury": (0.86, 0.72), "pembroke": (0.06, 0.87),
    "london": (0.66, 0.86), "bristol": (0.32, 0.86), "plymouth": (0.12, 0.94),
    "salisbury": (0.57, 0.94), "southampton": (0.72, 0.94), "calais": (0.94, 0.94),
}
LAYOUTS = {"east": LAYOUT_EAST, "britannia-3": LAYOUT_BRIT3, "britannia-4-5": LAYOUT_BRIT45}
BOARDS = ("base-2-3", "base-4-5", "east", "britannia-3", "britannia-4-5")

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

def positions(b):
    if b["id"] not in LAYOUTS:
        return project(b["cities"])
    layout = LAYOUTS[b["id"]]
    ids = {c["id"] for c in b["cities"]}
    assert ids == set(layout), (b["id"], ids ^ set(layout))
    for cid, (x, y) in layout.items():
        assert 0.06 <= x <= 0.94 and 0.06 <= y <= 0.94, (b["id"], cid, x, y)
    return layout

def convert(b):
    pos = positions(b)
    table_city = None
    cities = []
    for c in b["cities"]:
        out = {"id": c["id"], "name": c["name"], "x": pos[c["id"]][0], "y": pos[c["id"]][1]}
        abil = [a for a in c.get("abilities", []) if a != "prestige-table"]
        if "prestige-table" in c.get("abilities", []):
            table_city = c["id"]
        if len(abil) == 1:
            out["ability"] = abil[0]
        elif abil:
            assert len(abil) == 2, (c["id"], abil)
            out["abilities"] = abil
        if c.get("no_printed_offices"):
            assert not c["offices"], c["id"]
            out["green"] = True
        if c.get("regions"):
            out["regions"] = c["regions"]
        if c.get("gateway_for"):
            out["gateway_for"] = c["gateway_for"]
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
        kinds = r.get("space_kinds", [])
        assert not kinds or len(kinds) == r["spaces"], r["id"]
        ships = [i for i, k in enumerate(kinds) if k == "merchant-only"]
        if ships:
            out["ships"] = ships
        if r.get("permanent_bonus"):
            out["permanent"] = r["permanent_bonus"]
        if r.get("region") and r["region"] != "england":
            out["region"] = r["region"]
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
        "players": [min(b["players"]), max(b["players"])],
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

def seg_dist(p, a, b):
    """Distance from point p to the segment a-b."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    t = ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy)
    t = max(0.0, min(1.0, t))
    return math.dist(p, (ax + t * dx, ay + t * dy))

def check_routes(board, w=1280, h=800):
    """The closest that a route passes to a city it does not join."""
    pts = {c["id"]: (c["x"] * w, c["y"] * h) for c in board["cities"]}
    return min((seg_dist(pts[c], pts[r["cities"][0]], pts[r["cities"][1]]), r["id"], c)
               for r in board["routes"] for c in pts if c not in r["cities"])

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
        if b["id"] not in BOARDS:
            continue
        board = convert(b)
        near = check_layout(board)
        print(b["id"], "closest cities at 1280x800: %.0f px (%s, %s)" % near)
        if b["id"] in LAYOUTS:
            clear = check_routes(board)
            print(b["id"], "closest route to a city it does not join: %.0f px (%s, %s)" % clear)
            assert near[0] >= 95, (b["id"], near)
            assert clear[0] >= 30, (b["id"], clear)
        with open(outdir / (b["id"] + ".json"), "w") as f:
            f.write(dump(board))

if __name__ == "__main__":
    main()
