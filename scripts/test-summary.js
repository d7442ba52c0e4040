// Sums up the jest and Playwright JSON reports into one closing line, "N passed, N failed", after the
// time of each stage and in all, the ten slowest test files, and the name and first error line of every failed
// test, so the end of a long CI log says what broke and where the time went.
//   node scripts/test-summary.js [--stages FILE] REPORT.json …   (FILE: "name seconds" lines)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Seconds spent per test file, "jest path" or "playwright path". */
const fileSeconds = new Map();
const addFileTime = (name, ms) => fileSeconds.set(name, (fileSeconds.get(name) ?? 0) + ms / 1000);

const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim()) ?? '';

function jestFailures(report) {
  for (const file of report.testResults ?? []) {
    if (file.startTime && file.endTime)
      addFileTime(`jest ${path.relative('.', file.name)}`, file.endTime - file.startTime);
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
      for (const result of test.results ?? []) addFileTime(`playwright ${spec.file}`, result.duration ?? 0);
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(`playwright [${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
}

const args = process.argv.slice(2);
const stagesAt = args.indexOf('--stages');
const stagesFile = stagesAt >= 0 ? args.splice(stagesAt, 2)[1] : undefined;
if (stagesFile && existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '));
  // The stages' sum unless the file gives the total itself (stages that run side by side overlap).
  const given = stages.find(([name]) => name === 'total');
  const total = given ? Number(given[1]) : stages.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  const clock = (seconds) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  console.log('\ntime per stage:');
  for (const [name, seconds] of stages.filter(([name]) => name !== 'total'))
    console.log(`  ${name.padEnd(14)} ${clock(Number(seconds))}`);
  console.log(`  ${'total'.padEnd(14)} ${clock(total)}`);
}

for (const file of args) {
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
const slowest = [...fileSeconds].sort((a, b) => b[1] - a[1]).slice(0, 10);
if (slowest.length) console.log('\nten slowest test files (seconds of test time):');
for (const [name, seconds] of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)}  ${name}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
