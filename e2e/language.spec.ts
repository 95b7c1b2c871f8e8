import { expect, type Page, test } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { slowCpu } from './support/cpu';
import { logIn } from './support/users';

/**
 * The language choice (decision 175): picked in the signed-in header, it turns the page at once, stays after a
 * reload and, kept on the account, greets the same person in it on another browser. Run as it is and with the
 * pages' CPU four times slower: every step waits on what the page shows.
 */

async function expectEnglishHeader(page: Page, name: string, timeout: number) {
  await expect(page.getByText(`Hello, ${name}`)).toBeVisible({ timeout });
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

for (const cpu of [1, 4]) {
  test(`a student's English follows a reload and a second browser (CPU ${cpu}× slower)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(cpu === 1 ? 60_000 : 180_000);
    const arrival = { timeout: cpu * 15_000 };
    const { person } = await createVerifiedUser(request, 'STUDENT', 'idioma');

    const first = await browser.newContext({ locale: 'es-ES' });
    const page = await first.newPage();
    await slowCpu(page, cpu);
    await logIn(page, person.username, person.password);
    await expect(page.getByText(`Hola, ${person.name}`)).toBeVisible(arrival);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/locale') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    expect((await saved).status()).toBe(200);
    await expectEnglishHeader(page, person.name, arrival.timeout);

    await page.reload();
    await expectEnglishHeader(page, person.name, arrival.timeout);

    // Another browser, Spanish by its own settings and with nothing stored: the account's choice wins.
    const second = await browser.newContext({ locale: 'es-ES' });
    const other = await second.newPage();
    await slowCpu(other, cpu);
    await logIn(other, person.username, person.password);
    await expectEnglishHeader(other, person.name, arrival.timeout);

    // Signing out clears all of the browser's storage, the language choice included (spec); the account
    // keeps the language for the next sign-in.
    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect(other).toHaveURL(/\/login$/);
    expect(await other.evaluate(() => localStorage.length)).toBe(0);

    await first.close();
    await second.close();
  });
}
