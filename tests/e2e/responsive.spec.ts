import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoUsers, signIn } from '../support/session.ts';

// Every page of the menu on a phone (390 px) and a common laptop (1366 px): the page itself never scrolls
// sideways (a wide table scrolls inside its own box, with a cue), and Clientes fits all its columns at 1366 px.
// Screenshots of the screens staff use most, in both themes, go to tests/screenshots for people to look at.

const MENU_PATHS = [
  'dashboard',
  'releases/readings/add',
  'releases/readings/list',
  'releases/readings/pending',
  'releases/customers/list',
  'releases/suspensions/add',
  'releases/suspensions/list',
  'releases/cuts/add',
  'releases/cuts/list',
  'treasuries/invoices/list',
  'treasuries/receipts/list',
  'treasuries/payments/invoice-payment',
  'treasuries/payments/other-payments',
  'contracts/create-contract',
  'contracts/list-contracts',
  'setup',
  'reports',
  'settings',
  'backups',
] as const;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

const folder = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(folder, { recursive: true });

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function openPage(page: Page, path: string) {
  await page.goto(`/manager/${path}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lists show their skeleton first: wait until the table (if any) has its rows or its empty text.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test(`no menu page scrolls sideways at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, demoUsers.admin);
    const overflowing: string[] = [];
    for (const path of MENU_PATHS) {
      await openPage(page, path);
      const overflow = await pageOverflow(page);
      if (overflow > 0) overflowing.push(`${path}: ${overflow}px`);
    }
    expect(overflowing).toEqual([]);
  });
}

test('Clientes shows every column, Saldo included, without a sideways scroll at 1366 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, demoUsers.admin);
  await openPage(page, 'releases/customers/list');
  const table = page.getByRole('table', { name: 'Clientes' });
  await expect(table.getByRole('columnheader', { name: /Saldo/ })).toBeVisible();
  const hidden = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(hidden).toBeLessThanOrEqual(0);
  await expect(page.getByText('Deslize para ver mais colunas')).toHaveCount(0);
});

test('on a phone a wide list says more columns are to the right, and the menu is a drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.admin);
  await openPage(page, 'releases/customers/list');
  await expect(page.getByText('Deslize para ver mais colunas')).toBeVisible();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('the wizard step indicator stays on one line on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.admin);
  await openPage(page, 'contracts/create-contract');
  const steps = page.locator('ol:has(> li[aria-current="step"])');
  const lines = await steps.evaluate((list) => {
    const tops = new Set(
      Array.from(list.children).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    return tops.size;
  });
  expect(lines).toBe(1);
});

const SCREENS = [
  ['dashboard', 'dashboard'],
  ['customers', 'releases/customers/list'],
  ['pending-readings', 'releases/readings/pending'],
  ['wizard', 'contracts/create-contract'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots at 390 and 1366 px in the ${theme} theme`, async ({ page }) => {
    await page.goto('/auth/login');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: 'Iniciar Sessão' })).toBeVisible();
      await page.screenshot({ path: `${folder}responsive-login-${viewport.width}-${theme}.png` });
    }
    await signIn(page, demoUsers.admin);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const [name, path] of SCREENS) {
        await openPage(page, path);
        await page.screenshot({ path: `${folder}responsive-${name}-${viewport.width}-${theme}.png` });
      }
    }
  });
}
