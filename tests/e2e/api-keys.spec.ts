import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { nextMonthFifteenth } from '../support/calendar-day.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Parametrização → Chaves de API: an administrator creates a key for a reporting tool, sees its secret once, the
// tool queries /graphql with it, and the key, once revoked, stops working.

const run = Date.now().toString().slice(-6);
const name = `Power BI ${run}`;

async function openTab(page: Page) {
  await page.goto('/manager/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Parametrização' })).toBeVisible();
  await page.getByRole('tab', { name: 'Chaves de API' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Chave de API' })).toBeVisible();
}

function queryWith(page: Page, secret: string) {
  return page.request.post('/graphql', {
    headers: { authorization: `Bearer ${secret}` },
    data: { query: '{ dashboardCounts { clients } }' },
  });
}

test('an administrator creates a key, sees its secret once, and revokes it', async ({ page }) => {
  // Eight full-page screenshots (two widths, two themes, two states) on a shared machine.
  test.setTimeout(180_000);
  await signIn(page, demoUsers.admin);
  await openTab(page);
  const panel = page.getByRole('tabpanel');

  await panel.getByLabel(/^Nome/).fill(name);
  await panel.getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await calendar.getByRole('button', { name: 'Mês seguinte' }).click();
  await calendar.getByRole('button', { name: nextMonthFifteenth() }).click();
  await expect(panel.getByLabel(/^Validade/)).toHaveValue(nextMonthFifteenth());
  await panel.getByRole('button', { name: 'Criar Chave' }).click();

  // The secret, once, with the warning that it will not be shown again.
  const secretDialog = page.getByRole('alertdialog', { name: 'Chave de API criada' });
  // (The dialog's root is a zero-size wrapper of its fixed panel: its contents are what is visible.)
  await expect(secretDialog.getByRole('heading', { name: 'Chave de API criada' })).toBeVisible();
  await expect(secretDialog.getByText(/não voltará a ser mostrada/)).toBeVisible();
  const secret = await secretDialog.getByLabel('Chave').inputValue();
  expect(secret).toMatch(/^agua_[A-Za-z0-9_-]{43}$/);
  await expect(secretDialog.getByRole('button', { name: 'Copiar' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shootBoth(page, 'api-key-secret');

  // A reporting tool queries the gateway with it.
  const answer = await queryWith(page, secret);
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data.dashboardCounts.clients).toBeGreaterThan(0);

  await secretDialog.getByRole('button', { name: 'Já copiei a chave' }).click();
  await expect(secretDialog).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  // Listed without its secret; its last use shows once the list is read again.
  await page.reload();
  await page.getByRole('tab', { name: 'Chaves de API' }).click();
  const row = panel.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Activa');
  await expect(row).toContainText(nextMonthFifteenth());
  await expect(row).not.toContainText('Nunca');
  expect(await page.content()).not.toContain(secret);
  await shootBoth(page, 'api-keys');

  // Revoking asks first, then the key stops working at once.
  await row.getByRole('button', { name: `Revogar a chave ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revogar Chave de API' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByText('Chave de API revogada.', { exact: true })).toBeVisible();
  await expect(row).toContainText('Revogada');
  await expect(row.getByRole('button', { name: /Revogar/ })).toHaveCount(0);

  const refused = await queryWith(page, secret);
  expect((await refused.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
