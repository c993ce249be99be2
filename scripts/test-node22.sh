#!/usr/bin/env bash
# The unit tests and the build on Node 22 LTS, beside the Node 20 the machines run: `engines`
# accepts 22 and 24, and this keeps that claim tested. Node 22 comes from the npm registry's
# `node` package (no other download), into a folder outside the repository. CI runs it
# (CI=true); elsewhere set NODE22_CHECK=1.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${CI:-}" != "true" ] && [ "${NODE22_CHECK:-}" != "1" ]; then
  echo "Skipped: runs in CI, or with NODE22_CHECK=1."
  exit 0
fi
prefix="${TMPDIR:-/tmp}/autoeval-node22"
if [ ! -x "$prefix/node_modules/.bin/node" ]; then
  npm install --no-audit --no-fund --no-save --loglevel=error --prefix "$prefix" node@22 >/dev/null
fi
export PATH="$prefix/node_modules/.bin:$PATH"
echo "Node $(node --version)"
node node_modules/vitest/vitest.mjs run
node node_modules/gatsby/cli.js clean
node node_modules/gatsby/cli.js build
