import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { forbidden, options } = require(path.join(root, '.dependency-cruiser.cjs'));

/** Every source folder of the apps and the packages, as the rules name them: relative to the root. */
const SOURCES = ['apps/api/src', 'apps/school/src', 'packages'];

describe('import rules (.dependency-cruiser.cjs, decision 168)', () => {
  it('finds no circular import and no import up the server layers', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    let result: ICruiseResult;
    try {
      const answer = await cruise(SOURCES, {
        ...options,
        ruleSet: { forbidden },
        exclude: { path: `${options.exclude.path}|/dist/|/node_modules/` },
        validate: true,
        outputType: 'json',
      });
      result = JSON.parse(String(answer.output));
    } finally {
      process.chdir(cwd);
    }
    // A path the resolver stopped finding would pass with no violations: every source must have been read.
    const read = result.modules.map((module) => module.source);
    for (const source of [...SOURCES.slice(0, 2), 'packages/ui/src', 'packages/contract/src'])
      expect(read.filter((file) => file.startsWith(`${source}/`)).length, source).toBeGreaterThan(20);
    const violations = result.summary.violations.map((violation) => {
      const circle = violation.cycle?.map((step) => step.name).join(' -> ');
      return `${violation.rule.name}: ${violation.from} -> ${circle ?? violation.to}`;
    });
    expect(violations).toEqual([]);
  }, 120_000);
});
