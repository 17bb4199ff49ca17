import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Ficha do Cliente from Clientes: a client of its own with a charge and a payment shows Total em dívida, its
// history and the Extrato de conta, whose closing balance is the contract's and whose PDF says the same.

const work = join(tmpdir(), `agua-client-page-e2e-${process.pid}`);
mkdirSync(work, { recursive: true });

test('the client page opens from Clientes, shows the statement ending at the balance and prints it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Ficha Extrato ${process.pid}`;
  const [client] = await queryProductDatabase<{ client_id: number; contract_id: number }>(
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       values ('${name}', '84' || lpad((floor(random() * 9999999))::text, 7, '0'), 'Rua da Ficha', 1) returning id),
     m as (insert into client_meters (client_id) select id from c returning id, client_id),
     k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, 1, '2020-01-01' from m returning id, meter_id, client_id),
     r as (
       insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
       select k.meter_id, g, 2024, 0, 10, 'APPROVED' from k, generate_series(1, 2) g returning id),
     i as (
       insert into invoices (reading_id, contract_id, limit_date, amount)
       select r.id, k.id, current_date + 30, 100 from r, k returning id)
     select (select client_id from k) as client_id, (select id from k) as contract_id, (select count(*) from i) as n`,
  );
  if (!client) throw new Error('client not created');
  // An old debt, booked the one way a balance moves: a ledger row with the same change.
  await queryProductDatabase(
    `with l as (insert into ledger_entries (contract_id, kind, amount, reference, note)
                values (${client.contract_id}, 'ADJUSTMENT', -75, 'e2e:ficha', 'Dívida antiga') returning contract_id)
     update contracts set balance = balance - 75 where id = (select contract_id from l)`,
  );

  await signIn(page, demoUsers.admin);
  await page.goto('/manager/clients/list');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('link', { name: `Ficha do cliente ${name}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Ficha do Cliente · ${name}`) })).toBeVisible();
  const debt = page.getByTestId('debt-summary');
  await expect(debt).toContainText('275,00');
  await expect(debt).toContainText('2 facturas por pagar');
  const statement = page.getByRole('table', { name: 'Extrato de conta' });
  await expect(statement).toContainText('Acerto de saldo: Dívida antiga');
  await expect(page.getByTestId('closing-balance')).toContainText('-75,00');
  await shootBoth(page, 'client-page');

  let pdf: Buffer | undefined;
  await page.route('**/files/client-statement/**', async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response, body: pdf });
  });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Extrato em PDF' }).click();
  await popup;
  await expect.poll(() => pdf?.length ?? 0).toBeGreaterThan(500);
  const file = join(work, 'extrato.pdf');
  writeFileSync(file, pdf ?? Buffer.alloc(0));
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain('Extrato de conta');
  expect(text).toContain(name);
  expect(text).toMatch(/Saldo final -75,00\sMZN/);
  expect(text).toMatch(/Total em dívida 275,00\sMZN/);

  // Pagar from the client page opens Pagar Factura with the client chosen.
  await page.getByRole('link', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagar Factura' })).toBeVisible();
  await expect(page.getByTestId('debt-total')).toContainText('275,00');
});
