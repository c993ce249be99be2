#!/usr/bin/env bash
# The code-sample runner (scripts/samples/run.ts) runs the curl samples with Debian's curl and
# jq and the Python samples with Debian's python3 and python3-requests. Installs what is missing.
set -euo pipefail
missing=()
command -v curl >/dev/null || missing+=(curl)
command -v jq >/dev/null || missing+=(jq)
if ! /usr/bin/python3 -c "import requests" 2>/dev/null; then missing+=(python3 python3-requests); fi
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the code samples..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
/usr/bin/python3 -c "import requests; print('python3-requests', requests.__version__)"
