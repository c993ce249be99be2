#!/usr/bin/env bash
# The unit tests on Node 22 LTS, beside the Node 20 the machines run, and the site's build with
# the framework tuning off (SITE_TUNING=off), on Node 22 as well: the path a framework or runtime
# upgrade takes (new runtime, tuning off first; CONTRIBUTING.md, "Framework tuning"). test.sh then
# runs the browser tests against this build. `engines` accepts 22 and 24, and this keeps that
# claim tested. Node 22 comes from the npm registry's `node` package (no other download), into a
# folder outside the repository, in CI (CI=true) or with NODE22_CHECK=1; elsewhere the unit
# tests are left to test.sh and the build runs on the machine's Node.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${CI:-}" = "true" ] || [ "${NODE22_CHECK:-}" = "1" ]; then
  prefix="${TMPDIR:-/tmp}/autoeval-node22"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    npm install --no-audit --no-fund --no-save --loglevel=error --prefix "$prefix" node@22 >/dev/null
  fi
  export PATH="$prefix/node_modules/.bin:$PATH"
  echo "Node $(node --version)"
  env -u SITE_TUNING -u SITE_TUNING_SKIP node node_modules/vitest/vitest.mjs run
else
  echo "Node $(node --version) (Node 22 runs in CI, or with NODE22_CHECK=1)"
fi
node node_modules/gatsby/cli.js clean
SITE_TUNING=off node node_modules/gatsby/cli.js build
