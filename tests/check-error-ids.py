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


def enum_to_id(name):
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
    pinned.update(re.findall(r'"code":\s*"([a-z0-9-]+)"', open(f, encoding="utf-8").read()))
for f in ("tests/records/broken/expected.json", "tests/end-positions/broken/expected.json"):
    if os.path.exists(f):
        for case in json.load(open(f, encoding="utf-8")).values():
            if isinstance(case, dict) and "code" in case:
                pinned.add(case["code"])
tests_c = c_tests()
pinned.update(enum_to_id(m) for m in re.findall(r"g_assert_error \([^,]+, KONTOR_RULE_ERROR, (KONTOR_RULE_ERROR_[A-Z0-9_]+)\)", tests_c))
missing = [i for i in ht_ids if i not in pinned]
results.append(("hansa-teutonica: every rule error id has a test expecting it (%d ids)" % len(ht_ids), not missing, missing))

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
