#!/bin/sh
# mutate.sh: do the tests catch a wrong rule?  A sampled mutation run on a
# COPY of the tree (docs/testing.md, "Checking that the tests catch wrong
# rules").  The sources under the checkout are never touched.
#
# Usage: build-aux/mutate.sh [-n N] [-s SEED] [-w WORKDIR] [-r REV] [-f LIST] [-l] [FILE...]
#   -n N        mutants to try (default 30)
#   -s SEED     the sample's seed (default 1): the same seed gives the same sample
#   -w WORKDIR  where the copy and its build go (default /tmp/kontor-mutate)
#   -r REV      take src/ from this commit (e.g. HEAD) instead of the work tree,
#               when someone's unfinished change there does not build
#   -f LIST     try the mutants of LIST (lines as -l prints them: file, line,
#               column, from, to; tab-separated) instead of a sample, e.g. the
#               survivors of an earlier run once a test for them is written
#   -l          only list the sample, build and run nothing
#   FILE...     the sources to mutate (default: Hansa Teutonica's rule files)
#
# One mutant is one operator changed on one line of a rule condition:
# a comparison flipped (< ↔ <=, > ↔ >=, == ↔ !=), && ↔ ||, or a refusal made
# an acceptance (return refuse (…) → return TRUE || refuse (…)).  Each mutant
# is built in the copy and the headless engine, CLI and table tests run
# (fastest first, stopping at the first failure).  A mutant is "killed" when a
# test fails, "survived" when all pass, "stillborn" when it does not build
# (not counted).  Exit status 0 when at least 90 % of the counted mutants are
# killed, else 1.  The list is also written to WORKDIR/mutants.txt.
set -u
n=30
seed=1
work=/tmp/kontor-mutate
list_only=0
rev=
list=
while getopts n:s:w:r:f:l opt; do
  case $opt in
    n) n=$OPTARG ;;
    s) seed=$OPTARG ;;
    w) work=$OPTARG ;;
    r) rev=$OPTARG ;;
    f) list=$(cd "$(dirname "$OPTARG")" && pwd)/$(basename "$OPTARG") ;;
    l) list_only=1 ;;
    *) echo "usage: $0 [-n N] [-s SEED] [-w WORKDIR] [-r REV] [-f LIST] [-l] [FILE...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
  set -- src/games/hansa-teutonica/kontor-position.c src/games/hansa-teutonica/kontor-legal.c \
         src/games/hansa-teutonica/kontor-score.c src/games/hansa-teutonica/kontor-end-position.c
fi
case $work in
  "$root"|"$root"/*) echo "mutate.sh: the work folder must lie outside the checkout" >&2; exit 2 ;;
esac

# the copy: every tracked and untracked (not ignored) file of the checkout
mkdir -p "$work/tree"
(cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$work/tree" 2>/dev/null)
if [ -n "$rev" ]; then
  rm -rf "$work/tree/src"
  git -C "$root" archive "$rev" src | tar -x -m -C "$work/tree" || exit 2
fi
for f in "$@"; do
  [ -f "$work/tree/$f" ] || { echo "mutate.sh: no $f" >&2; exit 2; }
done

# the sample: (file, line, column, from, to), the same for the same seed and sources
python3 - "$work/tree" "$seed" "$n" "$@" >"$work/sample.txt" <<'EOF'
import random, re, sys
tree, seed, n, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
FLIPS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==", "&&": "||", "||": "&&"}
op = re.compile(r"<<|>>|->|<=|>=|==|!=|&&|\|\||<|>")
# not rules: the self-check of a position and the JSON writers
SKIP = {"kontor_position_check_invariants", "kontor_end_position_to_json", "add_piece", "route_name"}
sites = []
for f in files:
    in_cond = False
    func = None
    for no, line in enumerate(open(f"{tree}/{f}", encoding="utf-8"), 1):
        m = re.match(r"([a-z_][a-z0-9_]*) \(", line)
        if m:
            func = m.group(1)
        if func in SKIP:
            continue
        code = re.sub(r'"(\\.|[^"\\])*"', lambda m: " " * len(m.group(0)), line)   # blank strings
        code = re.sub(r"/\*.*?(\*/|$)|//.*", lambda m: " " * len(m.group(0)), code)
        s = code.strip()
        if s.startswith("#") or "g_return" in s or s.startswith("for ") or s.startswith("for("):
            in_cond = False
            continue
        # a rule condition: an if/while/return line, or the continuation of one
        starts = re.match(r"(else\s+)?(if|while)\s*\(|return\b", s) is not None
        cont = in_cond and re.match(r"(&&|\|\||[!(a-zA-Z_])", s) is not None
        if starts or cont:
            for m in op.finditer(code):
                if m.group(0) in FLIPS:
                    sites.append((f, no, m.start(), m.group(0), FLIPS[m.group(0)]))
            in_cond = s.count("(") > s.count(")") or s.endswith("&&") or s.endswith("||")
        else:
            in_cond = False
        m = re.search(r"\breturn refuse \(", code)
        if m:
            sites.append((f, no, m.start(), "return refuse (", "return TRUE || refuse ("))
rng = random.Random(seed)
for s in sorted(rng.sample(sites, min(n, len(sites)))):
    print("%s\t%d\t%d\t%s\t%s" % s)
print("# %d sites in all" % len(sites), file=sys.stderr)
EOF
if [ -n "$list" ]; then
  grep -v '^#' "$list" >"$work/sample.txt"
fi
if [ $list_only -eq 1 ]; then
  cat "$work/sample.txt"
  exit 0
fi

build="$work/build"
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" "$work/tree" -Dgui=false --buildtype=debug >/dev/null || exit 2
fi
# The rule files are in the engine library: a mutant that does not compile is
# stillborn.  Everything else is built keeping going (-k0): a test whose
# program does not build in the unmutated copy (someone's unfinished work) is
# left out of the run, and said so.
build_all() {
  meson compile -C "$build" kontor-engine >/dev/null 2>&1 || return 1
  meson compile -C "$build" --ninja-args=-k0 >/dev/null 2>&1
  return 0
}
build_all || { echo "mutate.sh: the engine of the unmutated copy does not build" >&2; exit 2; }
# fastest and closest to the rules first; selfplay and fuzz last
tests="scenarios end-positions loaders rule-tables describe entry records engine title-scenarios hansa-schacht marco-polo corrections core fuzz-regressions cli cli-usage cli-commands cli-hansa-schacht cli-fix table table-core ht-table table-fix table-hansa action-fuzz legal-direct selfplay"
avail=$(meson test -C "$build" --list 2>/dev/null)
run=""
for t in $tests; do
  echo "$avail" | grep -q "/ $t\$" || continue
  if meson test -C "$build" --no-rebuild "$t" >/dev/null 2>&1; then
    run="$run $t"
  else
    echo "mutate.sh: left out, fails unmutated: $t" >&2
  fi
done
echo "tests run on each mutant:$run" >&2
run_tests() {
  for t in $run; do
    meson test -C "$build" --no-rebuild --timeout-multiplier 0.5 "$t" >/dev/null 2>&1 || { echo "$t"; return 1; }
  done
  return 0
}

killed=0; survived=0; stillborn=0
: >"$work/mutants.txt"
while IFS='	' read -r file line col from to; do
  orig="$work/tree/$file.orig"
  cp "$work/tree/$file" "$orig"
  if ! python3 - "$work/tree/$file" "$line" "$col" "$from" "$to" <<'EOF'
import sys
path, line, col, old, new = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
lines = open(path, encoding="utf-8").read().split("\n")
l = lines[line - 1] if line <= len(lines) else ""
if l[col:col + len(old)] != old:
    sys.exit(1)   # the source moved since the list was made
lines[line - 1] = l[:col] + new + l[col + len(old):]
open(path, "w", encoding="utf-8").write("\n".join(lines))
EOF
  then
    rm -f "$orig"
    printf '%s:%s  %s → %s  not applied: the line no longer holds it (skipped)\n' "$file" "$line" "$from" "$to" \
      | tee -a "$work/mutants.txt"
    continue
  fi
  text=$(sed -n "${line}p" "$orig" | sed 's/^ *//' | cut -c1-70)
  if ! build_all; then
    result="stillborn"; stillborn=$((stillborn + 1))
  elif by=$(run_tests); then
    result="SURVIVED"; survived=$((survived + 1))
  else
    result="killed by $by"; killed=$((killed + 1))
  fi
  mv "$orig" "$work/tree/$file"
  touch "$work/tree/$file"   # newer than the mutant's object: rebuilt before the next one
  printf '%s:%s  %s → %s  [%s]  %s\n' "$file" "$line" "$from" "$to" "$text" "$result" | tee -a "$work/mutants.txt"
done <"$work/sample.txt"
build_all
counted=$((killed + survived))
rate=0
[ $counted -gt 0 ] && rate=$((100 * killed / counted))
echo "mutants: $killed killed, $survived survived, $stillborn stillborn; kill rate $rate % ($killed of $counted)" \
  | tee -a "$work/mutants.txt"
[ $rate -ge 90 ]
