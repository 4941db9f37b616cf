#!/usr/bin/env bash
# What `npm test` runs: every check, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

current='start'
started=$SECONDS
section_started=$SECONDS
# Each heading says how long the section before it took, so a slow step shows in the log.
section() {
  if [ "$current" != 'start' ]; then
    printf '\033[2m    (%s: %ds)\033[0m\n' "$current" $((SECONDS - section_started))
  fi
  current="$1"
  section_started=$SECONDS
  printf '\n\033[1m==> %s\033[0m\n' "$1"
}
trap 'printf "\n\033[1;31m==> FAILED: %s\033[0m\n" "$current" >&2' ERR

section 'Browser for end-to-end tests (installs Debian chromium when missing)'
bash scripts/ensure-browser.sh

section 'PostgreSQL server binaries for the outage, replica and failover tests (installs Debian postgresql when missing)'
bash scripts/ensure-postgres.sh

section 'Generated files are up to date (npm run codegen:check)'
npm run --silent codegen:check

section 'Type check (tsc)'
npm run --silent typecheck

section 'Lint (eslint)'
npm run --silent lint

section 'House rules of the data layer (scripts/audit/dataLayer.ts: SQL, HTTP, row types, tables)'
npx tsx scripts/audit/dataLayer.ts

section 'No call shape written by hand beyond what is left to convert (scripts/audit/callShapes.ts)'
npx tsx scripts/audit/callShapes.ts

section 'Formatting (prettier --check; `npm run format` fixes it)'
npx prettier --check . >/dev/null || { npx prettier --list-different .; false; }

section 'Unit and component tests (vitest, project unit)'
npx vitest run --project unit

section 'Server tests (vitest, project server; PostgreSQL too when one answers on 127.0.0.1:5432)'
npx vitest run --project server

section 'Console build (codegen + vite build)'
npm run --silent codegen
npx vite build

section 'End-to-end tests in Chromium against the real server (vitest, project e2e)'
npx vitest run --project e2e

section 'All checks passed'
printf 'npm test took %dm%02ds\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60))
