import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, daysBetween, formatDate, parseDisplayDate, todayInMaputo } from '@agua/domain/dates';
import { expect, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { restClient, restToken } from '../support/rest-client.ts';
import { screenshotFolder, shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Fecho de Caixa: the administrator's till of a quiet day (two days ago or earlier: no other spec pays then, even
// when the run crosses midnight in Maputo and yesterday becomes the day the other specs paid) holds two cash
// receipts; the counted cash is 5,00 short, the closing records the difference, and the day then refuses a
// back-dated receipt; the supervisor's PDF ('Fecho em PDF') says all of it.

/**
 * The latest day, two days ago or earlier, on which the administrator took no receipt and closed no till: the demo
 * data's payments fall on past days drawn at random, so two days ago may already hold some.
 */
async function quietDay(): Promise<string> {
  for (let back = 2; back <= 60; back += 1) {
    const day = addDays(todayInMaputo(), -back);
    const [taken] = await queryProductDatabase<{ n: string }>(
      `select (select count(*) from receipts
                where created_by = 1 and (payment_date at time zone 'Africa/Maputo')::date = '${day}')
            + (select count(*) from till_closings where user_id = 1 and day = '${day}') as n`,
    );
    if (Number(taken?.n) === 0) return day;
  }
  throw new Error('the administrator took receipts on every one of the last 60 days');
}

test('a till closing with a counted difference', async ({ page }) => {
  test.setTimeout(120_000);
  const env = e2eEnvironment();
  const day = await quietDay();
  const token = await restToken(env.apiUrl, demoUsers.admin);
  const api = restClient(env.apiUrl, token);
  const [client] = await queryProductDatabase<{ id: number }>(
    `select c.id from clients c join contracts k on k.client_id = c.id and k.contract_status = 1
      group by c.id having count(*) = 1 order by c.id limit 1`,
  );
  for (const amount of [120, 30.5]) {
    const paid = await api.POST('/receipt', {
      body: { clientId: client!.id, amount, paymentMethod: 'NUMERARIO', paymentDate: day },
    });
    expect(paid.response.status).toBe(201);
  }

  await signIn(page, demoUsers.admin);
  await page.goto('/manager/tills/close');
  await expect(page.getByRole('heading', { name: 'Fecho de Caixa' })).toBeVisible();
  // The product's calendar, by keyboard: it opens on the day shown (today), ← walks back to the day paid on.
  const dayField = page.getByRole('textbox', { name: 'Dia', exact: true });
  const shown = parseDisplayDate(await dayField.inputValue());
  expect(shown).not.toBeNull();
  await dayField.press('Enter');
  for (let step = 0; step < daysBetween(day, shown ?? day); step += 1) await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', formatDate(day));
  await page.keyboard.press('Enter');
  await expect(dayField).toHaveValue(formatDate(day));
  await expect(page.getByTestId('expected-cash')).toContainText('150,50');
  await page.getByLabel('Numerário contado (MZN)').fill('145,50');
  await page.getByLabel('Observação').fill('Troco mal dado');
  await expect(page.getByTestId('difference')).toContainText('-5,00');
  await shootBoth(page, 'till-close');
  await page.getByRole('button', { name: 'Fechar caixa' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('2 recibos');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Fechar caixa' }).click();
  await expect(page.getByText('Caixa fechada.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Caixa fechada em' })).toContainText('-5,00');

  const [closing] = await queryProductDatabase<{ difference: string; receipt_count: number }>(
    `select difference::text, receipt_count from till_closings where day = '${day}' and user_id = 1`,
  );
  expect(closing).toEqual({ difference: '-5.00', receipt_count: 2 });

  // The supervisor's PDF of the closed day, read back as text.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Fecho em PDF' }).click();
  const file = join(mkdtempSync(join(tmpdir(), 'agua-till-e2e-')), 'fecho.pdf');
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain('FECHO DE CAIXA');
  expect(text).toContain(`Dia: ${formatDate(day)}`);
  expect(text).toMatch(/Numerário 2 150,50\sMZN/);
  expect(text).toMatch(/Numerário esperado na gaveta 150,50\sMZN/);
  expect(text).toMatch(/Numerário contado 145,50\sMZN/);
  expect(text).toMatch(/Diferença -5,00\sMZN \(falta\)/);
  expect(text).toContain('Observação Troco mal dado');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, `${screenshotFolder}till-pdf`]);
  await shootBoth(page, 'till-closed');
  const late = await api.POST('/receipt', {
    body: { clientId: client!.id, amount: 1, paymentMethod: 'NUMERARIO', paymentDate: day },
  });
  expect(late.response.status).toBe(409);
});
