import type { Page } from '@playwright/test';

/**
 * A prerendered public page answers clicks only once React has hydrated it; before that a form's button
 * does nothing a test can see. Hydration is over once React has attached its handlers to the theme toggle,
 * which every public page has.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('[data-slot="theme-toggle"]');
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactProps'));
  });
}
