// Adds up the vitest and Playwright JSON reports into the one closing line CI reads:
// "tests: N passed, N failed, N skipped". Above it, each failure's name and the first lines of its error:
// CI keeps only the end of the output, so a failure must be named there to be found. Under CI=true a skipped
// test is a failure too: every suite can run there (PostgreSQL, Redis, Chromium and nginx are present), so a
// skip means a guard decided wrongly, and a silent skip is how a broken feature lands green.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const failures = [];
const firstLines = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours in the reports' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 6)
    .join('\n    ');

let passed = 0;
let failed = 0;
let skipped = 0;
const skippedNames = [];

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    const name = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of file.assertionResults.filter((t) => ['skipped', 'pending', 'todo'].includes(t.status)))
      skippedNames.push(`${name} › ${test.fullName}`);
    for (const test of failedTests)
      failures.push(`${name} › ${test.fullName}\n    ${firstLines(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(
        `${name}\n    ${firstLines(file.message) || 'failed outside its tests (a hook or an import): see its error above'}`,
      );
  }
} else {
  failed += 1;
  console.log('No vitest report was written.');
}

const playwright = read('playwright.json');
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'skipped')
          skippedNames.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results.find((result) => result.error)?.error;
          failures.push(
            `${spec.file} › ${[...titles, spec.title].join(' › ')}\n    ${firstLines(error?.message)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);
} else {
  failed += 1;
  console.log('No Playwright report was written.');
}

if (skippedNames.length > 0) {
  console.log(`\nSkipped:\n${skippedNames.map((line) => `- ${line}`).join('\n')}`);
  if (process.env.CI) {
    console.log('CI=true: a test that skips itself here counts as failed.');
    failed += skipped;
    skipped = 0;
  }
}

if (failures.length > 0)
  console.log(
    `\nFailed:\n${failures
      .slice(0, 12)
      .map((line) => `- ${line}`)
      .join('\n')}`,
  );
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
