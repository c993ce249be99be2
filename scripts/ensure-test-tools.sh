#!/usr/bin/env bash
# What the tests need from Debian, installed when missing, with one apt-get update: Chromium for
# the browser tests (never a downloaded browser), and for the code-sample runner
# (scripts/samples/run.ts) curl and jq for the curl samples, python3 with python3-requests
# for the Python ones, and python3-flask (with its flask command) for the guardrail guide's app.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v curl >/dev/null || missing+=(curl)
command -v jq >/dev/null || missing+=(jq)
/usr/bin/python3 -c "import requests" 2>/dev/null || missing+=(python3 python3-requests)
[ -x /usr/bin/flask ] || missing+=(python3-flask)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
/usr/bin/chromium --version
/usr/bin/python3 -c "import requests; print('python3-requests', requests.__version__)"
/usr/bin/flask --version
