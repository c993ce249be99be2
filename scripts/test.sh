#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: lint and format, unit tests,
# fixture builds, the main build, type checks, then the browser tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh

echo "== Lint and format"
npx eslint .
npx prettier --check .

echo "== Unit tests"
npx vitest run

echo "== Fixture builds"
node scripts/test-fixtures.mjs

echo "== Build"
npx gatsby clean
npx gatsby build

echo "== Search relevance"
node scripts/search-relevance.mjs

echo "== HTML validity"
node scripts/validate-html.mjs

echo "== Type check"
npx tsc --noEmit

echo "== Browser tests"
npx playwright test
