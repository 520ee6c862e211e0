#!/usr/bin/env bash
# npm test: everything CI runs, in order of speed. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading; the one before it is closed with the seconds it took.
last=""
step() {
  if [ -n "$last" ]; then printf '(%s: %d s)\n' "$last" "$((SECONDS - began))"; fi
  last="$1"; began=$SECONDS
  printf '\n\033[1m== %s ==\033[0m\n' "$1"
}

# Debian's Chromium drives the end-to-end tests (browser downloads do not work here).
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing Debian's chromium for the end-to-end tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

# Debian's nginx is the load balancer of the scale-out test (tests/ops/scale-out.ops.ts).
if [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing Debian's nginx-light for the scale-out test"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  else
    echo "nginx is missing: install it with 'sudo apt-get install -y nginx-light'." >&2
    exit 1
  fi
fi

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "import layers and cycles"; npm run --silent lint:deps
step "unit tests"; npx vitest run --project unit --reporter=default --reporter=json --outputFile="$results/unit.json"
step "integration tests (real PostgreSQL)"; npx vitest run --project integration --reporter=default --reporter=json --outputFile="$results/int.json"
step "end-to-end tests (Chromium, production build)"; PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npm run --silent test:e2e -- --reporter=list,json

step "summary"
node scripts/test-summary.mjs "$results"
printf '(all steps: %d min)\n' "$((SECONDS / 60))"
