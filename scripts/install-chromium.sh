#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright journeys when it is missing.
# Playwright's own browser download cannot work on the build machines (closed network), so the
# journeys drive /usr/bin/chromium instead (see e2e/playwright.config.ts).
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

echo "install-chromium: /usr/bin/chromium is missing, installing Debian's chromium package"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# DejaVu covers Latin and Arabic, so screenshots show real glyphs even on a machine without other fonts.
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
