#!/usr/bin/env bash
# Installs Debian's chromium when /usr/bin/chromium is missing (end-to-end tests and benchmarks need it).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "ensure-browser: /usr/bin/chromium missing, installing Debian's chromium" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-browser: apt-get not found; install Chromium so that /usr/bin/chromium exists" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
