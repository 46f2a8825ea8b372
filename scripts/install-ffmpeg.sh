#!/usr/bin/env bash
# Installs Debian's ffmpeg (with ffprobe) when none is on the PATH: the server makes its demo media
# with it and the tests read that media back with ffprobe (apps/server/src/modules/media, ADR 021).
# FFMPEG_PATH names another binary and skips this.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

if [ -n "${FFMPEG_PATH:-}" ] || { command -v ffmpeg && command -v ffprobe; } >/dev/null; then
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  echo "install-ffmpeg: no ffmpeg on the PATH and no apt-get to install it: install ffmpeg 5 or newer, or set FFMPEG_PATH" >&2
  exit 1
fi

echo "install-ffmpeg: ffmpeg is missing, installing Debian's ffmpeg package"
# DejaVu Sans shapes the Arabic titles drawn into the demo clips.
apt_install ffmpeg fonts-dejavu-core
ffmpeg -hide_banner -version | head -n 1
