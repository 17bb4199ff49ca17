import { expect, type Page, test } from '@playwright/test';
import { nextMonthFifteenth } from '../support/calendar-day.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Auditoria: an administrator's change (a new API key) is in the trail with who did it and its fields, found by the
// record filter. Cópias de Segurança: a backup asked for on the screen is taken by the job queue and listed with its
// size, duration and checksum, downloadable, under the warning that backups hold password and key hashes.

const run = Date.now().toString().slice(-6);
const keyName = `Auditada ${run}`;

async function createKey(page: Page) {
  await page.goto('/manager/setup');
  await page.getByRole('tab', { name: 'Chaves de API' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(/^Nome/).fill(keyName);
  await panel.getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await calendar.getByRole('button', { name: 'Mês seguinte' }).click();
  await calendar.getByRole('button', { name: nextMonthFifteenth() }).click();
  await panel.getByRole('button', { name: 'Criar Chave' }).click();
  const secretDialog = page.getByRole('alertdialog', { name: 'Chave de API criada' });
  await secretDialog.getByRole('button', { name: 'Já copiei a chave' }).click();
}

test('Auditoria shows who created an API key, filtered by record', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, demoUsers.admin);
  await createKey(page);

  await page.getByRole('link', { name: 'Auditoria' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  await page.getByLabel('Registo').selectOption({ label: 'Chave de API' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page.getByRole('row').filter({ hasText: keyName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Administrador do Sistema');
  await expect(row).toContainText('Criação');
  await expect(row).toContainText('(segredo alterado)');
  await shootBoth(page, 'audit');
});

test('Cópias de Segurança takes a backup on request and lists it, with the warning', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Cópias de Segurança' })).toBeVisible();
  await expect(page.getByText(/hashes\) das senhas e das chaves de API/)).toBeVisible();
  await page.getByRole('button', { name: 'Fazer cópia agora' }).click();
  await expect(page.getByText('Cópia pedida: aparece na lista quando terminar.')).toBeVisible();
  const done = page.getByRole('row').filter({ hasText: 'Concluída' }).first();
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toContainText('Pedida · Administrador do Sistema');
  await expect(done).toContainText(/\d+(,\d)? (KB|MB)/);
  const download = page.waitForEvent('download');
  await done.getByRole('button', { name: /Descarregar a cópia agua-/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^agua-\d{8}-\d{6}-\d+\.backup$/);
  await shootBoth(page, 'backups');
});
