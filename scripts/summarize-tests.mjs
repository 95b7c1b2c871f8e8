// Adds up the vitest and Playwright JSON reports into the one closing line CI reads:
// "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  failed += 1;
  console.log('No vitest report was written.');
}

const playwright = read('playwright.json');
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
} else {
  failed += 1;
  console.log('No Playwright report was written.');
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
