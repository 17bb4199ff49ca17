import { expect, type Page, test } from '@playwright/test';
import { nextMonthFifteenth } from '../support/calendar-day.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Parametrização → Contracto → Tarifas (docs/domain.md "Tarifas"): the demo's 2025 Maputo domestic version with its
// example bounds labelled, "Simular factura" priced by the api's invoice pricing, and the block editor refusing
// bounds that do not increase as they are typed, then publishing and deleting a version of its own.

const DOMESTIC = 'Doméstico (Maputo 2025)';

async function openTariffs(page: Page) {
  await page.goto('/manager/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Parametrização' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contracto', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Tarifas' });
  await panel.getByLabel('Tipo de contrato').selectOption({ label: DOMESTIC });
  await expect(panel.getByText('Em vigor desde: 01/01/2025')).toBeVisible();
  return panel;
}

test('the tariff panel shows the versions, simulates a bill and edits escalões', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, demoUsers.admin);
  const panel = await openTariffs(page);
  await expect(panel.getByText(/limites dos escalões, taxa fixa e saneamento são exemplos/)).toBeVisible();

  // 23 m³: 143,00 + 5 × 72,83 + 10 × 126,00 + 3 × 188,65 = 2 333,10; taxa fixa 50,00; saneamento 233,31; IVA 418,63.
  const simulator = panel.getByRole('region', { name: 'Simular factura' });
  await simulator.getByLabel('Consumo (m³)').fill('23');
  await simulator.getByRole('button', { name: 'Simular' }).click();
  await expect(simulator.getByRole('cell', { name: '2.º escalão (6–10 m³)' })).toBeVisible();
  await expect(simulator.getByRole('cell', { name: 'IVA (16 %)' })).toBeVisible();
  await expect(simulator.getByTestId('tariff-quote-total')).toHaveText(/3\s035,04/);
  await shootBoth(page, 'setup-tariffs');

  // A new version: the second bound below the first is refused as typed, naming the escalão.
  await panel.getByRole('button', { name: 'Nova versão' }).click();
  await panel.getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await calendar.getByRole('button', { name: 'Mês seguinte' }).click();
  await calendar.getByRole('button', { name: nextMonthFifteenth() }).click();
  await panel.getByLabel('Escalão 1: até (m³)').fill('10');
  await panel.getByLabel('Escalão 1: preço por m³ (MZN)').fill('30,50');
  await panel.getByRole('button', { name: 'Adicionar escalão' }).click();
  await panel.getByLabel('Escalão 2: até (m³)').fill('8');
  await expect(
    panel.getByText('Escalão 2: o limite "até (m³)" tem de ser maior do que o do escalão anterior.'),
  ).toBeVisible();
  await shootBoth(page, 'setup-tariffs-editor');
  await panel.getByLabel('Escalão 2: até (m³)').fill('');
  await panel.getByLabel('Escalão 2: preço por m³ (MZN)').fill('45');
  await panel.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Versão da tarifa guardada.')).toBeVisible();
  await page.keyboard.press('Escape');

  const added = panel.getByRole('listitem').filter({ hasText: `Em vigor desde: ${nextMonthFifteenth()}` });
  await expect(added).toContainText('≤ 10 m³: 30,50');
  await added.getByRole('button', { name: 'Apagar versão' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apagar versão' }).click();
  await expect(added).toHaveCount(0);
});
