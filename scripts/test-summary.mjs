// Reads the JSON reports of vitest and Playwright and prints one line "N passed, N failed".
// A missing report counts as a failure: a runner that did not report did not prove anything.
import { existsSync, readFileSync } from 'node:fs';

const failedChecks = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = failedChecks;
let skipped = 0;

function read(file) {
  if (!existsSync(file)) {
    console.log(`${file}: no report (counted as a failure)`);
    failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const vitest = read('reports/vitest.json');
if (vitest) {
  console.log(
    `vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests + vitest.numTodoTests} skipped`,
  );
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (
    vitest.numTotalTestSuites > 0 &&
    vitest.numFailedTestSuites > 0 &&
    vitest.numFailedTests === 0
  )
    failed += vitest.numFailedTestSuites;
}

const pw = read('reports/playwright.json');
if (pw) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped: pwSkipped = 0 } = pw.stats ?? {};
  console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed, ${pwSkipped} skipped`);
  passed += expected + flaky;
  failed += unexpected;
  skipped += pwSkipped;
  if ((pw.errors ?? []).length > 0) failed += pw.errors.length;
}

if (failedChecks > 0) console.log(`checks (type check, lint, build): ${failedChecks} failed`);
if (passed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
