import { addDays, formatDate, todayInMaputo } from '@agua/domain/dates';
import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Acordo de pagamento: a client of its own (in a zone of its own) owes two invoices 40 days overdue and is a cut
// candidate; the administrator splits the debt (entrada 300,00 + 3 prestações), previewed first; the client leaves
// the candidates; the entrada is paid at the client's agreement page as a receipt; a missed instalment brings the
// client back among the candidates.

async function candidates(page: Page, zone: string) {
  await page.goto('/manager/cuts/candidates');
  await page.getByLabel('Zona', { exact: true }).selectOption({ label: zone.toUpperCase() });
}

test('an agreement created, its first instalment paid, the client leaving and returning to the cut candidates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Acordo E2E ${process.pid}`;
  const zone = `Zona Acordo ${process.pid}`;
  const [client] = await queryProductDatabase<{ client_id: number; contract_id: number }>(
    `with z as (
       insert into zones (designation, description, enterprise_id)
       values ('${zone}', '${zone}', (select min(id) from enterprises)) returning id),
     c as (
       insert into clients (name, phone_number, address, zone_id, exempt_from_fines)
       select '${name}', '84' || lpad((floor(random() * 9999999))::text, 7, '0'), 'Rua do Acordo', z.id, true from z
       returning id),
     m as (insert into client_meters (client_id) select id from c returning id, client_id),
     k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, 1, '2020-01-01' from m returning id, meter_id, client_id),
     r as (
       insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
       select k.meter_id, g, 2024, 0, 10, 'APPROVED' from k, generate_series(1, 2) g returning id, reading_month),
     i as (
       insert into invoices (reading_id, contract_id, limit_date, amount)
       select r.id, k.id, current_date - 40, case when r.reading_month = 1 then 1000 else 500 end from r, k returning id)
     select (select client_id from k) as client_id, (select id from k) as contract_id, (select count(*) from i) as n`,
  );
  if (!client) throw new Error('client not created');

  await signIn(page, demoUsers.admin);
  await candidates(page, zone);
  await expect(page.getByText(name)).toBeVisible();

  // From the client page to its agreement page: Novo acordo, previewed, confirmed.
  await page.goto(`/manager/client-statement/client?id=${client.client_id}`);
  await page.getByRole('link', { name: 'Acordo de pagamento' }).click();
  await expect(page.getByRole('heading', { name: `Acordo de pagamento · ${name}` })).toBeVisible();
  await expect(page.getByTestId('contract-debt')).toContainText(/1\s500,00/);
  await page.getByRole('button', { name: 'Novo acordo' }).click();
  await page.getByLabel('Número de prestações').fill('3');
  await page.getByLabel('Entrada (MZN)').fill('300,00');
  // The product's own calendar (dd/mm/aaaa), not the browser's: the day ten days ahead. The calendar opens on the
  // form's proposal (30 days ahead), perhaps a month later.
  const firstDue = addDays(todayInMaputo(), 10);
  const proposed = addDays(todayInMaputo(), 30);
  await page.getByLabel('Vencimento da 1.ª prestação').click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  if (firstDue.slice(0, 7) < proposed.slice(0, 7))
    await calendar.getByRole('button', { name: 'Mês anterior' }).click();
  await calendar.getByRole('button', { name: formatDate(firstDue) }).click();
  const preview = page.getByRole('list', { name: 'Prestações previstas' });
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview).toContainText('Entrada');
  await expect(preview).toContainText('Prestação 3/3');
  await expect(preview).toContainText('400,00');
  await shootBoth(page, 'payment-agreement-new');
  await page.getByRole('button', { name: 'Criar acordo' }).click();
  await expect(page.getByText('Acordo de pagamento criado.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('agreement-status')).toHaveText('Em cumprimento');

  // The entrada is due today: still honoured, so not a candidate.
  await candidates(page, zone);
  await expect(page.getByText('Rua do Acordo')).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);

  // Pagar prestação: the entrada, in cash, as a receipt.
  await page.goto(`/manager/payment-agreements/client?id=${client.client_id}`);
  await page.getByRole('button', { name: 'Pagar prestação' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Pagar Entrada — 300,00');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pagar prestação' }).click();
  await expect(page.getByText('Prestação paga.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('table').first()).toContainText(/Paga\s*Recibo \d+/);
  await shootBoth(page, 'payment-agreement');
  const [receipt] = await queryProductDatabase<{ amount: string; purpose: string }>(
    `select r.amount::text, r.purpose from receipts r where r.contract_id = ${client.contract_id}`,
  );
  expect(receipt?.amount).toBe('300.00');
  expect(receipt?.purpose).toContain('Entrada do acordo de pagamento n.º');

  // The client page names the agreement's state, and its Extrato de conta what is still to pay.
  await page.goto(`/manager/client-statement/client?id=${client.client_id}`);
  await expect(page.getByText(/Acordo de pagamento: Em cumprimento/)).toBeVisible();
  const owed = page.getByRole('list', { name: /prestações por pagar/ });
  await expect(owed.getByRole('listitem')).toHaveCount(3);
  await expect(owed).toContainText('Prestação 1/3');
  await shootBoth(page, 'client-page-agreement');

  // Prestação 1 missed (its due date moved to yesterday): in arrears, and a candidate again.
  await queryProductDatabase(
    `update payment_agreement_instalments set due_date = current_date - 1
      where contract_id = ${client.contract_id} and number = 1`,
  );
  await page.goto(`/manager/payment-agreements/client?id=${client.client_id}`);
  await expect(page.getByTestId('agreement-status')).toHaveText('Prestação em atraso');
  await candidates(page, zone);
  await expect(page.getByText(name)).toBeVisible();
});
