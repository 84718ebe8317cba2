#!/bin/sh
# make coverage: a build with gcov counters, the whole headless suite, then
# line and branch coverage per folder against the bar of docs/testing.md, and
# an HTML report in BUILD/coverage/index.html.
# Usage: coverage.sh [BUILD]
# Exit status: that of the tests; with COVERAGE_STRICT=1 also 1 when a folder
# is below its bar.
set -u
build=${1:-build-coverage}
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" -Db_coverage=true -Dgui=false --buildtype=debug >/dev/null || exit 1
fi
meson compile -C "$build" >/dev/null || exit 1
find "$build" -name '*.gcda' -delete
meson test -C "$build" --print-errorlogs --num-processes 2 >/dev/null
status=$?
[ $status -eq 0 ] || echo "coverage: some tests failed (meson test exit $status, see $build/meson-logs/testlog.txt); the figures below are still measured"
mkdir -p "$build/coverage"
# gcov's branch counts include the branches the compiler adds itself
# (exceptions, unreachable), which no test can take.
# A racy counter can come out negative in gcov's output; gcovr skips such a line
# (reported on stderr) rather than giving no figure at all.
opts="--exclude-unreachable-branches --exclude-throw-branches --gcov-ignore-parse-errors --exclude-lines-by-pattern .*g_return_.*if_fail.*"
below=0
echo "coverage (lines, branches) per folder, against the bar (docs/testing.md):"
for dir in src/engine src/table src/cli src/games/*; do
  [ -d "$dir" ] || continue
  # the bar: lines and branches; the CLI only lines
  case $dir in
    src/cli) bar_lines=90; bar_branches=0 ;;
    *) bar_lines=97; bar_branches=90 ;;
  esac
  # gcovr replaces its -o file by a new one: never give it /dev/null (as root
  # that would turn the device into a regular file).
  summary=$(gcovr -r . $opts --filter "$dir/" --print-summary -o "$build/coverage/summary.txt" "$build" 2>/dev/null)
  lines=$(echo "$summary" | sed -n 's/^lines: \([0-9.]*\)%.*/\1/p')
  branches=$(echo "$summary" | sed -n 's/^branches: \([0-9.]*\)%.*/\1/p')
  verdict=$(awk -v l="${lines:-0}" -v b="${branches:-0}" -v bl="$bar_lines" -v bb="$bar_branches" \
    'BEGIN { print (l >= bl && b >= bb) ? "ok" : "BELOW" }')
  [ "$verdict" = ok ] || below=1
  if [ "$bar_branches" -gt 0 ]; then bar="$bar_lines/$bar_branches"; else bar="$bar_lines/-"; fi
  printf '  %-32s lines %6s%%   branches %6s%%   bar %-6s %s\n' "$dir" "${lines:-n/a}" "${branches:-n/a}" "$bar" "$verdict"
done
# the files below the bar, worst first, for where to look
gcovr -r . $opts --filter 'src/' -o "$build/coverage/files.txt" "$build" 2>/dev/null
gcovr -r . $opts --filter 'src/' --html-details "$build/coverage/index.html" "$build" >/dev/null 2>&1 \
  && echo "per file: $build/coverage/files.txt; HTML report: $build/coverage/index.html"
if [ "${COVERAGE_STRICT:-0}" = 1 ] && [ $below -ne 0 ] && [ $status -eq 0 ]; then
  status=1
fi
exit $status
