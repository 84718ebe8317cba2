#!/usr/bin/env python3
"""Prints 'N passed, M failed' from one or more meson testlog.json files."""
import json
import sys

passed = failed = skipped = 0
for path in sys.argv[1:]:
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError:
        failed += 1
        continue
    for line in lines:
        if not line.strip():
            continue
        result = json.loads(line).get("result")
        if result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif result == "SKIP":
            skipped += 1
        else:
            failed += 1
print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
