#!/usr/bin/env bash
# Installs Debian's nginx with its njs module when nginx is missing: the edge tests
# (apps/server/src/testing/nginx-edge.test.ts) run the CDN edge of deploy/edge/ in front of the origin.
# The tests start their own nginx process with their own prefix and config; the system service that
# Debian's package would start on port 80 is never used, so it is kept from starting and left disabled.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

JS_MODULE=/usr/lib/nginx/modules/ngx_http_js_module.so

if command -v nginx >/dev/null && [ -f "$JS_MODULE" ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  echo "install-nginx: no nginx with njs here and no apt-get to install it: install nginx 1.22+ and its njs module ($JS_MODULE)" >&2
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi

# The package's postinst starts nginx on port 80 (invoke-rc.d / deb-systemd-invoke): on a machine where
# port 80 is taken that start fails and so does the install. Both tools ask /usr/sbin/policy-rc.d first,
# and exit 101 there means "do not start services"; one already present (as in containers) is kept.
policy=/usr/sbin/policy-rc.d
added_policy=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# install-nginx.sh: no service starts while packages install\nexit 101\n' | $sudo tee "$policy" >/dev/null
  $sudo chmod 755 "$policy"
  added_policy=1
fi
remove_policy() { if [ -n "$added_policy" ]; then $sudo rm -f "$policy"; fi; }
trap remove_policy EXIT

echo "install-nginx: nginx with njs is missing, installing Debian's nginx and libnginx-mod-http-js"
apt_install nginx libnginx-mod-http-js

# Not started now, and not at the next boot either: only the tests' own nginx processes run.
if [ -d /run/systemd/system ]; then
  $sudo systemctl disable --now nginx >/dev/null 2>&1 || true
elif [ -f /run/nginx.pid ]; then
  $sudo nginx -s quit >/dev/null 2>&1 || true
fi

nginx -v 2>&1
test -f "$JS_MODULE" || {
  echo "install-nginx: $JS_MODULE is missing after the install" >&2
  exit 1
}
