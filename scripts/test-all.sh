#!/usr/bin/env bash
# npm test: everything CI runs. Stops at the first failing step. The production build runs in
# the background once the type check is done, beside the checks that use one core (lint, import
# rules) and the unit tests; the integration step waits for it. docs/test-time.md says where the time goes.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
build_pid=""
cleanup() {
  if [ -n "$build_pid" ]; then kill -- -"$build_pid" 2>/dev/null || true; fi
  rm -rf "$results"
}
trap cleanup EXIT

# Each step's heading; the one before it is closed with the seconds it took (kept for the summary).
last=""
step() {
  if [ -n "$last" ]; then
    printf '(%s: %d s)\n' "$last" "$((SECONDS - began))"
    printf '%s\t%d\n' "$last" "$((SECONDS - began))" >>"$results/steps.tsv"
  fi
  last="$1"; began=$SECONDS
  if [ -n "$1" ]; then printf '\n\033[1m== %s ==\033[0m\n' "$1"; fi
}

# Debian's packages that the tests drive (browser downloads do not work here): Chromium's headless
# shell for the end-to-end tests (Playwright's own choice for headless runs) and nginx, the load
# balancer of the scale-out test (tests/ops/scale-out.ops.ts).
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing Debian's ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing: install them with 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

# The type check reads the build's generated route types (.next/types) when they are there: it runs
# before the build starts, so that it never reads them half written.
step "typecheck"; npm run --silent typecheck

# The build, in a process group of its own (stopped with the run), its output kept for a failure.
# `npm start` in the end-to-end step finds it current and serves it.
build_started=$SECONDS
setsid node scripts/launch.mjs build >"$results/build.log" 2>&1 &
build_pid=$!

step "lint"; npm run --silent lint
step "import layers and cycles"; npm run --silent lint:deps
step "unit tests"; npx vitest run --project unit --reporter=default --reporter=json --outputFile="$results/unit.json"

step "waiting for the production build (started after the type check)"
if ! wait "$build_pid"; then
  build_pid=""
  cat "$results/build.log"
  echo "The production build failed." >&2
  exit 1
fi
build_pid=""
grep -E '^\[site\] build|Compiled|compressed' "$results/build.log" || true
printf 'build\t%d\n' "$((SECONDS - build_started))" >>"$results/steps.tsv"

step "integration tests (real PostgreSQL)"
npx vitest run --project integration --reporter=default --reporter=json --outputFile="$results/int.json"

step "end-to-end, security and ops tests (Chromium, production build)"
# Its failure is reported after the summary, which then says what ran, what failed and what did not run.
e2e_status=0
PLAYWRIGHT_COUNTS_FILE="$results/e2e-counts.json" npm run --silent test:e2e -- \
  --reporter=list,./tests/reporters/playwright-counts.ts || e2e_status=$?

step ""
printf '\n\033[1m== summary ==\033[0m\n'
summary_status=0
node scripts/test-summary.mjs "$results" || summary_status=$?
printf '(all steps: %d min)\n' "$((SECONDS / 60))"
if [ "$e2e_status" -ne 0 ]; then exit "$e2e_status"; fi
exit "$summary_status"
