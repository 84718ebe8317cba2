#!/usr/bin/env python3
"""Every GEnum nick of Hansa Teutonica's record vocabulary equals the id that
../shared/spec/game-record.md gives it (the nicks ARE the record's ids).
Usage: check-enum-ids.py GENERATED_ENUMS_C GAME_RECORD_MD.  TAP; skips (77)
when the spec is not beside the clone."""
import os
import re
import sys

enums_c, spec = sys.argv[1], sys.argv[2]
if not os.path.exists(spec):
    print("1..0 # SKIP %s not found" % spec)
    sys.exit(0)
gen = open(enums_c, encoding="utf-8").read()
doc = open(spec, encoding="utf-8").read()


def nicks(type_name):
    # glib-mkenums writes one table per type: { VALUE, "NAME", "nick" }, ...
    m = re.search(r"%s_get_type.*?values\[\] = \{(.*?)\{ 0, NULL, NULL \}" % type_name, gen, re.S)
    return re.findall(r'\{ C_(?:ENUM|FLAGS)\([A-Z0-9_]+\), "[A-Z0-9_]+", "([a-z0-9-]+)" \}', m.group(1)) if m else None


def ids_after(label):
    # a bullet may go on over the next lines (indented)
    m = re.search(r"^- " + re.escape(label) + r"(.*?)(?=^- |^\S|\Z)", doc, re.S | re.M)
    return re.findall(r"`([a-z0-9-]+)`", m.group(1))


end_reasons = re.findall(r"`([a-z0-9-]+)`", re.search(r"`end_reasons` ⊆ \{([^}]*)\}", doc).group(1))
# the East and Britannia addendum (D33) adds Britannia's end
expansions = os.path.join(os.path.dirname(spec), "rules-hansa-teutonica-expansions.md")
if os.path.exists(expansions) and "`end_reasons` gains **`eight-cities`**" in open(expansions, encoding="utf-8").read():
    end_reasons.append("eight-cities")
checks = [
    ("piece kinds", nicks("kontor_piece_kind"), ids_after("Piece kind:")),
    ("colours (player colours, then neutral)", nicks("kontor_color"), ids_after("Colour:")[:6]),
    ("abilities", nicks("kontor_ability"), ids_after("Ability:")),
    ("bonus marker kinds", nicks("kontor_marker"), ids_after("Bonus marker kind:")),
    ("end reasons", nicks("kontor_end_reason"), end_reasons),
    ("variants (none, then the record's)", (nicks("kontor_variant") or [])[1:], ["two-player-neutral"]
     if '"two-player-neutral"' in doc else []),
]
print("TAP version 13")
print("1..%d" % len(checks))
status = 0
for n, (name, got, want) in enumerate(checks, 1):
    ok = got is not None and got == want
    status |= not ok
    print("%s %d - %s: %s" % ("ok" if ok else "not ok", n, name, " ".join(want)))
    if not ok:
        print("# the GEnum nicks are %s" % got)
sys.exit(status)
