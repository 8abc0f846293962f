#!/usr/bin/env bash
# npm test: every check, in the order that fails fastest. On two cores, jobs that use one core each
# run side by side (the typecheck and the lint); the unit and end-to-end runners use both cores.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Runs two commands at once and fails, after both have ended, if either failed.
side_by_side() {
  bash -c "$1" &
  local first=$!
  bash -c "$2" &
  local second=$!
  local rc=0
  wait "$first" || rc=$?
  wait "$second" || rc=$?
  return "$rc"
}

side_by_side 'npm run typecheck' 'npm run lint'
npx vitest run
npm run build
npm run build:firefox
npx web-ext lint --source-dir .output/firefox-mv3
npx playwright test
npx playwright test -c playwright.firefox.config.ts
