import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, MONTHS_PT, todayInMaputo } from '@agua/domain/dates';
import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { screenshotFolder, shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// The zone's water bills with arrears (issue 28), in a zone of its own: a client owing 3 months gets one bill — this
// month's invoice, the 2 earlier months under "Dívida anterior" with their fines, Total em dívida and how to pay by
// M-Pesa —, read back with pdftotext; "Só facturas do mês" leaves out a client who owes an older month only, and an
// earlier month chosen prints the bills as of that month.

const work = mkdtempSync(join(tmpdir(), 'agua-zone-bills-e2e-'));
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The year and month `back` months before this one (Maputo). */
function monthBefore(back: number) {
  const [year, month] = todayInMaputo().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
const label = ({ year, month }: { year: number; month: number }) => `${MONTHS_PT[month - 1]} ${year}`;
const value = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** A client of the zone with a meter, a contract and an unpaid invoice of each month given (amount, days late). */
async function owing(zoneId: number, name: string, months: { back: number; amount: number; late: number }[]) {
  const [client] = await queryProductDatabase<{ contract_id: number; meter_id: number }>(
    `with c as (insert into clients (name, phone_number, address, zone_id)
                values ('${name}', '847770001', 'Rua da Factura', ${zoneId}) returning id),
          m as (insert into client_meters (client_id) select id from c returning id, client_id),
          k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                select client_id, id, (select min(id) from contract_types), current_date - 365 from m
                returning id, meter_id)
     select id as contract_id, meter_id from k`,
  );
  for (const [index, { back, amount, late }] of months.entries()) {
    const { year, month } = monthBefore(back);
    await queryProductDatabase(
      `with r as (insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
                  values (${client!.meter_id}, ${month}, ${year}, ${index * 10}, ${index * 10 + 10}, 'APPROVED')
                  returning id)
       insert into invoices (reading_id, contract_id, description, limit_date, amount)
       select r.id, ${client!.contract_id}, 'Factura', '${addDays(todayInMaputo(), -late)}', ${amount} from r`,
    );
  }
  return client!.contract_id;
}

async function printBills(page: Page, file: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir Facturas' }).click();
  await (await download).saveAs(join(work, file));
  const text = execFileSync('pdftotext', ['-layout', join(work, file), '-']).toString();
  return text.split('\f').slice(0, -1).map(plain);
}

test('the zone bill with arrears: one bill per client, Dívida anterior, Total em dívida, M-Pesa reference', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const zoneName = `Bairro Facturas ${Date.now()}`;
  const [zone] = await queryProductDatabase<{ id: number }>(
    `insert into zones (designation, description, enterprise_id)
     values ('${zoneName}', '${zoneName}', (select min(id) from enterprises)) returning id`,
  );
  // The demo's fine tiers: 1–30 days late 5 %, 31–60 days 10 %.
  const contractId = await owing(zone!.id, 'Ana Três Meses', [
    { back: 2, amount: 200, late: 45 }, // + 20,00
    { back: 1, amount: 300, late: 15 }, // + 15,00
    { back: 0, amount: 400, late: -10 },
  ]);
  await owing(zone!.id, 'Bento Mês Antigo', [{ back: 1, amount: 100, late: 15 }]);

  await signIn(page, demoUsers.admin);
  await page.goto('/manager/invoices/list');
  await page.getByLabel('Zona').selectOption(String(zone!.id));
  await expect(page.getByLabel('Mês das facturas')).toBeVisible();
  await shootBoth(page, 'zone-bills-options');

  const [ana, bento] = await printBills(page, 'zona.pdf');
  expect(ana).toContain('Ana Três Meses');
  expect(ana).toContain(`Facturas de ${label(monthBefore(0))}`);
  expect(ana).toContain('Dívida anterior');
  expect(ana).toMatch(new RegExp(`${label(monthBefore(2))} \\d+ \\S+ 200,00 MZN 20,00 MZN 220,00 MZN`));
  expect(ana).toMatch(new RegExp(`${label(monthBefore(1))} \\d+ \\S+ 300,00 MZN 15,00 MZN 315,00 MZN`));
  expect(ana).toContain('Total em dívida 935,00 MZN');
  expect(ana).toContain(`referência ${contractId} (o número do contrato)`);
  expect(bento).toContain('Bento Mês Antigo');
  expect(bento).toContain('Sem factura deste mês');
  expect(bento).toContain('Total em dívida 105,00 MZN');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    join(work, 'zona.pdf'),
    `${screenshotFolder}zone-bill-pdf`,
  ]);

  // Só facturas do mês: Bento owes no invoice of this month, so gets no bill.
  await page.getByRole('checkbox', { name: 'Só facturas do mês' }).click();
  const only = await printBills(page, 'zona-mes.pdf');
  expect(only.map((text) => text.includes('Ana Três Meses'))).toEqual([true]);

  // As of last month: Ana's bill is last month's, with one month of Dívida anterior.
  await page.getByRole('checkbox', { name: 'Só facturas do mês' }).click();
  await page.getByLabel('Mês das facturas').selectOption(value(monthBefore(1)));
  const previous = await printBills(page, 'zona-anterior.pdf');
  expect(previous).toHaveLength(2);
  expect(previous[0]).toContain(`Facturas de ${label(monthBefore(1))}`);
  expect(previous[0]).toContain('Total em dívida 535,00 MZN');
});
