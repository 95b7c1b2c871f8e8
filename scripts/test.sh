#!/usr/bin/env bash
# `npm test`: every test of the project, the same command CI runs (.ci/run).
# Lint and types, then one build shared by every suite, then unit + API (PGlite and PostgreSQL) +
# Storybook story tests in Chromium, then the end-to-end journeys against the built server.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
set -e
install_dependencies
source scripts/ensure-chromium.sh
source scripts/ensure-nginx.sh
set +e

reports=$(mktemp -d)
failed=()
step() {
  local name=$1
  shift
  echo
  echo "==> ${name}"
  if ! "$@"; then failed+=("$name"); fi
}

step "lint (biome)" pnpm exec biome check .
step "types (tsc)" pnpm -r typecheck
step "build" pnpm build
if [[ " ${failed[*]} " == *" build "* ]]; then
  echo "The build failed; the suites that need it cannot run." >&2
  exit 1
fi
step "unit, API and story tests (vitest)" pnpm exec vitest run \
  --reporter=default --reporter=json --outputFile.json="${reports}/vitest.json"
step "end-to-end journeys (playwright)" env PLAYWRIGHT_JSON_OUTPUT_NAME="${reports}/playwright.json" \
  pnpm exec playwright test --reporter=list,json

if ! node scripts/summarize-tests.mjs "${reports}"; then failed+=("tally"); fi
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed steps: ${failed[*]}" >&2
  exit 1
fi
