#!/usr/bin/env bash
# The README's test command: type check, lint, formatting, unit and server tests (vitest), then the browser
# tests (Playwright in Debian's Chromium) against the production build. Ends with one line
# "N passed, N failed" built from the runners' JSON reports.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports
failed_checks=0

step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

step 'Type check (tsc -b)'
npx tsc -b || failed_checks=$((failed_checks + 1))

step 'Lint (eslint, 0 warnings)'
npx eslint . --max-warnings 0 || failed_checks=$((failed_checks + 1))

step 'Formatting (prettier --check)'
npx prettier --check . || failed_checks=$((failed_checks + 1))

step 'Unit and server tests (vitest)'
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json

step 'Production build (vite build)'
npx vite build || failed_checks=$((failed_checks + 1))

step 'Initial JavaScript budget (170 KB gzipped per screen)'
node --import tsx scripts/check-bundle.ts || failed_checks=$((failed_checks + 1))

step 'Browser tests (Playwright, Chromium)'
npx playwright test

step 'Summary'
node scripts/test-summary.mjs "$failed_checks"
