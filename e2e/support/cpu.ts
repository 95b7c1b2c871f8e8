import type { Page } from '@playwright/test';

/**
 * Slows the page's CPU `rate` times (Chromium's DevTools protocol, as DevTools' Performance panel does), so a
 * journey shows it waits on what the page shows rather than on how fast it gets there. 1 leaves it as it is.
 */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
