// Sums up the jest and Playwright JSON reports into one closing line, "N passed, N failed", after the
// name and first error line of every failed test, so the end of a long CI log says what broke.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim()) ?? '';

function jestFailures(report) {
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && !file.assertionResults?.length) {
      failures.push(`jest ${file.name}: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`jest ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  }
}

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(`playwright [${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests;
    jestFailures(report);
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
