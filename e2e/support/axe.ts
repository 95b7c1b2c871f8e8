import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe on what the page shows now: every violation named by its rule and the elements it found. */
export async function expectNoViolations(page: Page, label = 'axe') {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, label).toEqual([]);
}
