import { expect, type Page, test } from '@playwright/test';
import { screenshotFolder } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Every page has a way in: Relatórios in the sidebar, Definições in the profile menu, Cópias de Segurança from
// Definições; and a bookmark of a path from before the areas were renamed still opens its page.

async function shootMenus(page: Page, name: string, open: () => Promise<void>) {
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await open();
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${screenshotFolder}${name}-${size.width}-${theme}.png` });
      await page.keyboard.press('Escape');
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an old bookmark opens its page at the new path, its query kept', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/treasuries/payments/invoice-payment?from=bookmark');
  await expect(page).toHaveURL(/\/manager\/receipts\/pay\?from=bookmark$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar Factura' })).toBeVisible();
});

test('Relatórios is in the sidebar, for a technician too', async ({ page }) => {
  await signIn(page, demoUsers.tecnico);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Relatórios' })
    .click();
  await expect(page).toHaveURL(/\/technical\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
});

test('Definições is in the profile menu, and Cópias de Segurança is one click from it', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Definições' }).click();
  await expect(page).toHaveURL(/\/manager\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Cópias de Segurança' }).click();
  await expect(page).toHaveURL(/\/manager\/backups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cópias de Segurança' })).toBeVisible();
});

test('the sidebar and the profile menu with their new entries, at 1366 and 390 px, light and dark', async ({
  page,
}) => {
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  await shootMenus(page, 'navigation-sidebar', async () => {
    // Below the lg breakpoint the sidebar is a drawer behind the menu button.
    const openMenu = page.getByRole('button', { name: 'Abrir menu' });
    if (await openMenu.isVisible()) await openMenu.click();
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }),
    ).toBeVisible();
  });
  await shootMenus(page, 'navigation-profile-menu', async () => {
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'Definições' })).toBeVisible();
  });
});
