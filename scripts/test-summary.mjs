// Reads the JSON reports of vitest and Playwright, names every failed test with the first line of
// its error (so the end of a CI log is enough to know what broke), and prints one line
// "N passed, N failed". A missing report counts as a failure: a runner that did not report did not
// prove anything.
import { existsSync, readFileSync } from 'node:fs';

const failedChecks = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = failedChecks;
let skipped = 0;
const failures = [];

const firstLine = (text) =>
  String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '';

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
  for (const file of vitest.testResults ?? []) {
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests)
      failures.push(
        `vitest ${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    if (tests.length === 0 && file.status === 'failed')
      failures.push(`vitest ${file.name}: ${firstLine(file.message)}`);
  }
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
  for (const error of pw.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const result = (test.results ?? []).at(-1);
          failures.push(
            `playwright [${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${firstLine(result?.error?.message)}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of pw.suites ?? []) walk(suite, [suite.title]);
}

if (failures.length > 0) {
  console.log('Failed:');
  for (const failure of failures) console.log(`  ✗ ${failure.slice(0, 400)}`);
}

if (failedChecks > 0) console.log(`checks (type check, lint, build): ${failedChecks} failed`);
if (passed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
