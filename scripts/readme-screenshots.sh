#!/usr/bin/env bash
# The README's screenshots (docs/screenshots) from the journeys' last run (e2e/screenshots, or the folder
# given): the first screen of each full-page step, a desktop one at two thirds of its 1440 × 900 size, in
# 256 colours, so that the repository stays small. Run after `npm test`:
#   bash scripts/readme-screenshots.sh [e2e/screenshots]
set -euo pipefail
cd "$(dirname "$0")/.."
FROM="${1:-e2e/screenshots}"
TO=docs/screenshots

# README name, then the journey's project and step
SCREENS='
home-desktop desktop/home-full
home-phone mobile/home-full
home-arabic-desktop desktop/home-arabic
home-arabic-phone mobile/home-arabic
catchup-desktop desktop/catchup-videos
details-desktop desktop/details-movie
details-arabic-desktop desktop/details-movie-ar
person-arabic-desktop desktop/person-arabic
plans-arabic-phone mobile/plans-arabic
login-phone mobile/login-mobile
register-desktop desktop/register-filled
verify-phone mobile/verify-email
account-desktop desktop/account
player-desktop desktop/player-playing
channel-play-desktop desktop/channel-play
too-many-streams-desktop desktop/player-too-many-streams
guide-desktop desktop/guide
guide-arabic-desktop desktop/guide-arabic
mylists-desktop desktop/mylists-continue-watching
guide-signal-desktop desktop/guide-signal-down-en
channel-signal-arabic-desktop desktop/channel-signal-down-ar
link-copied-arabic-desktop desktop/link-copied-ar
catchup-arabic-first-html-desktop desktop/arabic-first-catchup-without-code
session-ended-arabic-phone mobile/account-session-ended-arabic
'

while read -r name step; do
  [ -n "$name" ] || continue
  case "$step" in
    desktop/*) frame='crop=min(iw\,1440):min(ih\,900):0:0,scale=trunc(iw*2/3):-2' ;;
    # phones are shot at twice their 360 × 740 CSS pixels
    *) frame='crop=720:min(ih\,1480):0:0,scale=360:-1' ;;
  esac
  ffmpeg -nostdin -v error -y -i "$FROM/$step.png" \
    -vf "$frame,split[a][b];[a]palettegen=max_colors=256:stats_mode=single[p];[b][p]paletteuse=dither=none" \
    -frames:v 1 -update 1 "$TO/$name.png"
done <<< "$SCREENS"
echo "README screenshots made from $FROM"
