#!/usr/bin/env bash
# Installs Debian packages with apt, as root or through sudo; sourced by the install-*.sh scripts.
# The machines reach Debian's archive but no other download site, so system tools come from there.

apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
