import { expect, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { demoUsers, signIn } from '../support/session.ts';

test('the dashboard shows the real counts of the database', async ({ page }) => {
  const [truth] = await queryProductDatabase<{
    cuts: string;
    readings: string;
    invoices: string;
    clients: string;
  }>(
    `select (select count(*) from cuts) as cuts, (select count(*) from readings) as readings,
            (select count(*) from invoices) as invoices, (select count(*) from clients) as clients`,
  );
  expect(Number(truth?.clients)).toBeGreaterThan(0);
  await signIn(page, demoUsers.admin);
  for (const [card, label] of [
    ['dashboard-cuts', 'Total Cortes'],
    ['dashboard-readings', 'Total Leituras'],
    ['dashboard-invoices', 'Total Facturas'],
    ['dashboard-clients', 'Total Clientes'],
  ] as const) {
    await expect(page.getByText(label)).toBeVisible();
    const key = card.replace('dashboard-', '') as keyof NonNullable<typeof truth>;
    await expect(page.getByTestId(card)).toHaveText(new RegExp(`^\\s*${truth?.[key]}\\s*$`));
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
