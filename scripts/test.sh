#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: types, lint, unit and integration
# (PGlite, and PostgreSQL when reachable), then the journeys in Debian's Chromium against the real server.
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

# the type checker and ESLint are one process each: on the 2-core machines they take one core each
step 'Typecheck, lint and format (side by side)'
side_by_side \
  'Typecheck' 'npm run typecheck' \
  'Lint and format' 'npm run lint && npx prettier --check . --log-level warn'

step 'Unit and integration tests (installs ffmpeg if missing: the media tests make and read real HLS)'
bash scripts/install-ffmpeg.sh
bash scripts/install-nginx.sh
npx vitest run

step 'End-to-end journeys (installs Chromium if missing, builds the web app)'
npm run test:e2e

step 'Size budget of the home page (on the build the journeys used)'
npm run size -w @sahra/web
