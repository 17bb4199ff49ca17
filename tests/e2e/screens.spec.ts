import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from '../support/session.ts';

// Screenshots of the screens in both themes, kept in tests/screenshots for people to look at; each one is
// taken only after the screen has shown its real content, and a page wider than the window fails the test.
const folder = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(folder, { recursive: true });

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

async function expectNoHorizontalOverflow(page: Page) {
  // Charts follow a resize a frame or two later: the page must settle without a sideways scroll.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`login and dashboard look right in the ${theme} theme`, async ({ page }) => {
    await page.goto('/auth/login');
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { name: 'Iniciar Sessão' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${folder}login-${theme}.png` });

    await signIn(page, demoUsers.admin);
    await expect(page.getByTestId('dashboard-clients')).toHaveText(/\d+/);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${folder}dashboard-${theme}.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('dashboard-clients')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${folder}dashboard-mobile-${theme}.png` });
  });
}
