#!/usr/bin/env bash
# Every test of the project: types, lint and the unit and integration tests (PGlite, and PostgreSQL when
# reachable) side by side, then the journeys in Debian's Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

# each step's wall time, printed as the next begins and all together at the end, so a slow step is seen
timings=()
current=''
started=$SECONDS
finish_step() {
  [ -n "$current" ] && timings+=("$(printf '%5ds  %s' $((SECONDS - started)) "$current")")
  started=$SECONDS
}
step() {
  finish_step
  current=$1
  printf '\n=== %s\n' "$1"
}
summary() {
  local status=$?
  finish_step
  printf '\n=== Step times (%s)\n' "$([ $status -eq 0 ] && echo passed || echo "failed: exit $status")"
  printf '%s\n' "${timings[@]}"
  printf '%5ds  in all\n' "$SECONDS"
}
trap summary EXIT

# Commands that each keep one core busy, run side by side: each one's output is printed when all have
# ended, under its name and time, and the step fails if any failed
side_by_side() {
  local dir names=() pids=() failed=0 index=0 status seconds
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      begun=$SECONDS
      status=0
      bash -c "$2" >"$dir/$index.log" 2>&1 || status=$?
      echo "$status $((SECONDS - begun))" >"$dir/$index.status"
    ) &
    pids+=($!)
    index=$((index + 1))
    shift 2
  done
  wait "${pids[@]}"
  for index in "${!names[@]}"; do
    read -r status seconds <"$dir/$index.status"
    printf '\n--- %s (%ss, exit %s)\n' "${names[$index]}" "$seconds" "$status"
    cat "$dir/$index.log"
    timings+=("$(printf '%5ds    · %s' "$seconds" "${names[$index]}")")
    [ "$status" -eq 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}

# The type checker and ESLint are one process each, and Vitest's files spend much of their time waiting
# on real time (recordings, leases, server processes): side by side they fill the 2-core machines,
# where one after the other left a core idle for minutes (ffmpeg and nginx are installed if missing:
# the media tests make and read real HLS, the edge test runs nginx)
step 'Typecheck, lint and format, unit and integration tests (side by side)'
side_by_side \
  'Typecheck' 'npm run typecheck' \
  'Lint and format' 'npm run lint && npx prettier --check . --log-level warn' \
  'Unit and integration tests' 'bash scripts/install-ffmpeg.sh && bash scripts/install-nginx.sh && npx vitest run'

step 'End-to-end journeys (installs Chromium if missing, builds the web app)'
npm run test:e2e

step 'Size budget of the home page (on the build the journeys used)'
npm run size -w @sahra/web
