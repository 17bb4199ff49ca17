import { expect, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { demoUsers, signIn } from '../support/session.ts';

/** The four counts, as the database has them now. */
async function databaseCounts() {
  const [row] = await queryProductDatabase<Record<Count, string>>(
    `select (select count(*) from cuts) as cuts, (select count(*) from readings) as readings,
            (select count(*) from invoices) as invoices, (select count(*) from clients) as clients`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

type Count = 'cuts' | 'readings' | 'invoices' | 'clients';

test('the dashboard shows the real counts of the database', async ({ page }) => {
  // Specs running beside this one may add a client, a reading or a cut meanwhile: each count shown must be one the
  // database had while the screen loaded, between the counts read before and after (equal when nothing changed).
  const before = await databaseCounts();
  expect(Number(before.clients)).toBeGreaterThan(0);
  await signIn(page, demoUsers.admin);
  const shown: Partial<Record<Count, number>> = {};
  for (const [card, label] of [
    ['dashboard-cuts', 'Total Cortes'],
    ['dashboard-readings', 'Total Leituras'],
    ['dashboard-invoices', 'Total Facturas'],
    ['dashboard-clients', 'Total Clientes'],
  ] as const) {
    await expect(page.getByText(label)).toBeVisible();
    const value = page.getByTestId(card);
    await expect(value).toHaveText(/^\s*\d+\s*$/);
    shown[card.replace('dashboard-', '') as Count] = Number(((await value.textContent()) ?? '').trim());
  }
  const after = await databaseCounts();
  for (const key of ['cuts', 'readings', 'invoices', 'clients'] as const) {
    const [low, high] = [Number(before[key]), Number(after[key])].sort((a, b) => a - b);
    expect(shown[key], key).toBeGreaterThanOrEqual(low ?? 0);
    expect(shown[key], key).toBeLessThanOrEqual(high ?? 0);
  }
  await expect(page.getByText('Actualizado').first()).toBeVisible();
});

test('the theme toggles and survives a reload', async ({ page }) => {
  await signIn(page, demoUsers.tecnico);
  const html = page.locator('html');
  const wasDark = await html.evaluate((el) => el.classList.contains('dark'));
  await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  const stored = await page.evaluate(() => localStorage.getItem('theme'));
  expect(stored).toBe(wasDark ? 'light' : 'dark');
  await page.reload();
  await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
});
