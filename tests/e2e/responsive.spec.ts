import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openManagerPage } from '../support/manager-page.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Every page of the menu on a phone (390 px) and a common laptop (1366 px): the page itself never scrolls
// sideways, a list's rows are labelled cards on a phone, and Clientes fits all its columns at 1366 px.
// Screenshots of the screens staff use most, in both themes, go to tests/screenshots for people to look at.

const MENU_PATHS = [
  'dashboard',
  'readings/add',
  'readings/list',
  'readings/pending',
  'reading-route/route',
  'clients/list',
  'suspensions/add',
  'suspensions/list',
  'cuts/add',
  'cuts/list',
  'invoices/list',
  'receipts/list',
  'receipts/pay',
  'client-rubrics/list',
  'sms/messages',
  'sms/templates',
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

for (const viewport of VIEWPORTS) {
  test(`no menu page scrolls sideways at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, demoUsers.admin);
    const overflowing: string[] = [];
    for (const path of MENU_PATHS) {
      await openManagerPage(page, path);
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
  await openManagerPage(page, 'clients/list');
  const table = page.getByRole('table', { name: 'Clientes' });
  await expect(table.getByRole('columnheader', { name: /Saldo/ })).toBeVisible();
  const hidden = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(hidden).toBeLessThanOrEqual(0);
  await expect(page.getByText('Deslize para ver mais colunas')).toHaveCount(0);
});

// Every list screen, with the accessible name of its table (the setup page opens on its first tab's table).
const LIST_ROUTES = [
  ['clients/list', 'Clientes'],
  ['contracts/list-contracts', 'Lista de Contratos'],
  ['readings/list', null],
  ['readings/pending', null],
  ['invoices/list', null],
  ['receipts/list', null],
  ['cuts/list', null],
  ['cuts/candidates', null],
  ['suspensions/list', null],
  ['setup', null],
] as const;

/**
 * What a phone user sees of a list's rows: each row a card no wider than the screen, each value with its column's
 * header beside it, and nothing to scroll sideways inside the table either.
 */
async function cardLayout(page: Page, tableName: string | null) {
  const table = tableName ? page.getByRole('table', { name: tableName }) : page.getByRole('table').first();
  return table.evaluate((element) => {
    const width = window.innerWidth;
    const box = element.parentElement as HTMLElement;
    const rows = Array.from(element.querySelectorAll('tbody > tr'));
    const problems: string[] = [];
    let labelled = 0;
    for (const [index, row] of rows.entries()) {
      const rect = row.getBoundingClientRect();
      if (rect.left < 0 || rect.right > width) problems.push(`row ${index} spans ${rect.left}–${rect.right}`);
      for (const cell of Array.from(row.querySelectorAll('td[data-label]'))) {
        const label = getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '');
        if (label !== cell.getAttribute('data-label')) problems.push(`row ${index}: no label "${label}"`);
        const value = cell.getBoundingClientRect();
        if (value.right > width + 0.5) problems.push(`row ${index}: ${label} ends at ${value.right}`);
        labelled++;
      }
    }
    return { rows: rows.length, labelled, hidden: box.scrollWidth - box.clientWidth, problems };
  });
}

test('on a phone every list shows its rows as labelled cards, without sideways scroll', async ({ page }) => {
  // Ten screens and two accessibility scans: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.admin);
  for (const [path, tableName] of LIST_ROUTES) {
    await openManagerPage(page, path);
    const layout = await cardLayout(page, tableName);
    expect(layout.problems, path).toEqual([]);
    expect(layout.hidden, path).toBeLessThanOrEqual(0);
    expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
    if (layout.rows > 0 && layout.labelled === 0) {
      // No labelled cell: the list is empty (its one row is the empty text), never a row without labels.
      await expect(page.getByRole('table').first()).toContainText(/Nenhum|Nenhuma/);
    }
  }
  // The demo data fills Clientes: its cards are there, and nothing says to swipe for more columns.
  await openManagerPage(page, 'clients/list');
  expect((await cardLayout(page, 'Clientes')).labelled).toBeGreaterThan(0);
  await expect(page.getByText('Deslize para ver mais colunas')).toHaveCount(0);
  // The cards with their tick boxes and sort buttons, as assistive technology reads them.
  for (const path of ['clients/list', 'readings/pending']) {
    await openManagerPage(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('on a phone a card acts as its row: a tap opens the edit form, a header sorts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.admin);

  await openManagerPage(page, 'clients/list');
  const clients = page.getByRole('table', { name: 'Clientes' });
  const card = clients.getByRole('row').nth(1);
  const name = (await card.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  await card.click();
  await expect(page.getByRole('form', { name: 'Editar Cliente' }).getByLabel('Nome')).toHaveValue(name);

  // The headers are gone from the cards, but the sortable ones stay above them as buttons.
  const sortByName = clients.getByRole('button', { name: 'Nome' });
  await expect(sortByName).toBeVisible();
  await sortByName.click();
  await expect(clients.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'ascending');
  // A card's tick box: pending-readings-phone.spec.ts, beside the readings it changes.
});

test('on a phone the menu is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.admin);
  await openManagerPage(page, 'clients/list');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Painel' })).toBeVisible();
  await page.screenshot({ path: `${folder}responsive-drawer-390-light.png` });
  // Following a link closes the drawer on the new page.
  await drawer.getByRole('link', { name: 'Painel' }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the wizard step indicator stays on one line on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.admin);
  await openManagerPage(page, 'contracts/create-contract');
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
  ['customers', 'clients/list'],
  ['pending-readings', 'readings/pending'],
  ['invoices', 'invoices/list'],
  ['cut-candidates', 'cuts/candidates'],
  ['setup', 'setup'],
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
        await openManagerPage(page, path);
        await page.screenshot({ path: `${folder}responsive-${name}-${viewport.width}-${theme}.png` });
      }
    }
  });
}
