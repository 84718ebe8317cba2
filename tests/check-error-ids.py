#!/usr/bin/env python3
"""Every refusal the code defines is pinned: each error id of each title (and
the record envelope's) must be the exact expectation of at least one test.
Usage: check-error-ids.py SOURCE_ROOT.  TAP output, one line per title."""
import glob
import json
import os
import re
import sys

root = sys.argv[1]
os.chdir(root)
results = []


NICKS = dict(re.findall(r"^\s*(KONTOR_RULE_ERROR_[A-Z0-9_]+), /\*< nick=([a-z0-9.-]+) >\*/",
                        open(os.path.join(root, "src/games/hansa-teutonica/kontor-rules-error.h"),
                             encoding="utf-8").read(), re.M))


def enum_to_id(name):
    if name in NICKS:
        return NICKS[name]
    return name[len("KONTOR_RULE_ERROR_"):].lower().replace("_", "-")


def c_tests():
    text = ""
    for f in glob.glob("tests/*.c") + glob.glob("tests/*/*.c"):
        text += open(f, encoding="utf-8").read()
    return text


# ---- Hansa Teutonica: the rule ids of kontor-rules-error.h
# (the GEnum nicks of KontorRuleError: glib-mkenums turns KONTOR_RULE_ERROR_SPACE_OCCUPIED into
# "space-occupied")
src = open("src/games/hansa-teutonica/kontor-rules-error.h", encoding="utf-8").read()
ht_ids = [enum_to_id(m) for m in re.findall(r"^\s*(KONTOR_RULE_ERROR_[A-Z0-9_]+),", src, re.M)]
pinned = set()
for f in glob.glob("tests/scenarios/*.json"):
    text = open(f, encoding="utf-8").read()
    pinned.update(re.findall(r'"code":\s*"([a-z0-9.-]+)"', text))
    pinned.update(re.findall(r'"setup_error":\s*"([a-z0-9.-]+)"', text))
for f in ("tests/records/broken/expected.json", "tests/end-positions/broken/expected.json"):
    if os.path.exists(f):
        for case in json.load(open(f, encoding="utf-8")).values():
            if isinstance(case, dict) and "code" in case:
                pinned.add(case["code"])
tests_c = c_tests()
pinned.update(enum_to_id(m) for m in re.findall(r"g_assert_error \([^,]+, KONTOR_RULE_ERROR, (KONTOR_RULE_ERROR_[A-Z0-9_]+)\)", tests_c))
missing = [i for i in ht_ids if i not in pinned]
results.append(("hansa-teutonica: every rule error id has a test expecting it (%d ids)" % len(ht_ids), not missing, missing))

# ---- the end-position loader: every code it raises (its own, and those of the setup and
# board it builds on) is the exact expectation of a refused end position
# (tests/end-positions/broken/expected.json: rule ids; tests/end-positions/refused/expected.json:
# domain and code, run by tests/test-coverage-loaders.c)
RECORD_CODES = {"PARSE": "parse", "FORMAT": "format", "VERSION": "version", "FIELD": "field", "IO": "io",
                "GAME": "game"}


def raised_codes(paths):
    """domain:code of every KONTOR_RULE_ERROR_X / KONTOR_RECORD_ERROR_X the files name."""
    codes = set()
    for f in paths:
        text = open(f, encoding="utf-8").read()
        codes.update("rule:" + enum_to_id("KONTOR_RULE_ERROR_" + m)
                     for m in re.findall(r"\bKONTOR_RULE_ERROR_([A-Z0-9_]+)\b", text))
        codes.update("record:" + RECORD_CODES.get(m, m.lower().replace("_", "-"))
                     for m in re.findall(r"\bKONTOR_RECORD_ERROR_([A-Z0-9_]+)\b", text))
    return codes


def expected_codes(path, default_domain):
    codes = set()
    if os.path.exists(path):
        for case in json.load(open(path, encoding="utf-8")).values():
            if isinstance(case, dict) and "code" in case:
                codes.add(case.get("domain", default_domain) + ":" + case["code"])
    return codes


end_src = "src/games/hansa-teutonica/kontor-end-position.c"
end_ids = raised_codes([end_src])
# kontor_end_position_init builds the position with kontor_position_init (a setup the
# loader itself makes: the players (count, board side, colours) can be wrong, the variant and
# taverns cannot) on the board kontor_ht_board_from_json found (or ht.setup-board)
end_ids |= {"rule:setup-players", "rule:setup-board"}
end_pinned = expected_codes("tests/end-positions/broken/expected.json", "rule") \
    | expected_codes("tests/end-positions/refused/expected.json", "rule")
missing = sorted(end_ids - end_pinned)
results.append(("end positions: every refusal of the loader has a refused end position expecting it (%d ids)"
                % len(end_ids), not missing, missing))

# ---- the record loader: the envelope (src/engine) and Hansa Teutonica's header and entries
record_srcs = glob.glob("src/engine/kontor-game.c") + [
    f for f in ("src/games/hansa-teutonica/kontor-ht-game.c", "src/games/hansa-teutonica/kontor-ht-title.c",
                "src/games/hansa-teutonica/kontor-action-json.c") if os.path.exists(f)]
record_ids = {i for i in raised_codes(record_srcs) if i.startswith("record:")}
record_pinned = expected_codes("tests/records/broken/expected.json", "record") \
    | expected_codes("tests/records/broken/expected-more.json", "record")
for f in glob.glob("tests/scenarios/*/*.json"):
    try:
        e = json.load(open(f, encoding="utf-8")).get("expect", {}).get("error")
    except ValueError:
        continue
    if isinstance(e, str) and e.startswith("kontor."):
        record_pinned.add("record:" + e[len("kontor."):])
# corrections (tests/corrections/*.json): a refused step names its id
for f in glob.glob("tests/corrections/*.json"):
    for step in json.load(open(f, encoding="utf-8")).get("steps", []):
        e = step.get("expect", {}).get("refused")
        if isinstance(e, str) and e.startswith("kontor."):
            record_pinned.add("record:" + e[len("kontor."):])
record_pinned.update("record:" + RECORD_CODES.get(m, m.lower().replace("_", "-")) for m in re.findall(
    r"g_assert_error \([^,]+, KONTOR_RECORD_ERROR, KONTOR_RECORD_ERROR_([A-Z0-9_]+)\)", tests_c))
missing = sorted(record_ids - record_pinned)
results.append(("records: every refusal of the record loader and saver has a test expecting it (%d ids)"
                % len(record_ids), not missing, missing))

# ---- every other title: the ids its sources define vs its scenario files
for title_src in sorted(glob.glob("src/games/*/")):
    if "hansa-teutonica" in title_src:
        continue
    text = "".join(open(f, encoding="utf-8").read() for f in glob.glob(title_src + "*.c"))
    tid = re.search(r'\.id\s*=\s*"([a-z0-9-]+)"', text)
    prefix = re.search(r'\.error_prefix\s*=\s*"([a-z0-9-]+)"', text)
    if not tid or not prefix:
        continue
    tid, prefix = tid.group(1), prefix.group(1)
    defined = set(re.findall(r'"(%s\.[a-z0-9][a-z0-9.-]*[a-z0-9])"' % re.escape(prefix), text))
    expected = set()
    for f in glob.glob("tests/scenarios/%s/*.json" % tid):
        try:
            sc = json.load(open(f, encoding="utf-8"))
        except ValueError:
            continue
        e = sc.get("expect", {}).get("error")
        if e:
            expected.add(e)
    missing = sorted(defined - expected)
    results.append(("%s: every error id has a scenario expecting it (%d ids)" % (tid, len(defined)), not missing, missing))

# ---- the envelope, pinned in the test title's scenarios (any title's would do)
env = {"kontor.format", "kontor.version", "kontor.game"}
expected = set()
for f in glob.glob("tests/scenarios/*/*.json"):
    try:
        e = json.load(open(f, encoding="utf-8")).get("expect", {}).get("error")
    except ValueError:
        continue
    expected.add(e)
missing = sorted(env - expected)
results.append(("the record envelope's ids are pinned", not missing, missing))

print("TAP version 13")
print("1..%d" % len(results))
for n, (name, ok, missing) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", n, name))
    if missing:
        print("# no test expects: " + ", ".join(missing))
