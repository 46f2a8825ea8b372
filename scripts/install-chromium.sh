#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright journeys when it is missing.
# Playwright's own browser download cannot work on the build machines (closed network), so the
# journeys drive /usr/bin/chromium instead (see e2e/playwright.config.ts).
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "install-chromium: /usr/bin/chromium is missing, installing Debian's chromium package"
# DejaVu covers Latin and Arabic, so screenshots show real glyphs even on a machine without other fonts.
apt_install chromium fonts-dejavu-core
/usr/bin/chromium --version
