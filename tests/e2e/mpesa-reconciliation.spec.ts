import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { restClient, restToken } from '../support/rest-client.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Reconciliação M-Pesa on the running product: two requests paid through the local simulator, a statement that
// lists one as paid, the other with another amount and a third transaction nobody recorded; the administrator
// uploads it, sees the three groups, attaches the unknown transaction to a client, then reverses a payment from
// the list of requests.

const LIST = '/manager/mpesa/list';

test.describe.configure({ mode: 'serial' });

interface Candidate {
  client_id: number;
  name: string;
  invoice_id: number;
}

/** Clients with an active contract and an unpaid invoice, never asked by M-Pesa (mpesa.spec takes the last ones). */
async function candidates(count: number): Promise<Candidate[]> {
  const rows = await queryProductDatabase<Candidate>(
    `select c.id as client_id, c.name,
            (select min(i.id) from invoices i where i.contract_id = k.id and i.payment_status is null) as invoice_id
       from clients c join contracts k on k.client_id = c.id and k.contract_status = 1
      where exists (select 1 from invoices i where i.contract_id = k.id and i.payment_status is null)
        and not exists (select 1 from mpesa_payments p where p.client_id = c.id)
        and (select count(*) from contracts o where o.client_id = c.id and o.contract_status = 1) = 1
        and c.name ~ '^[A-Za-zÀ-ÿ ]+$'
      order by c.id asc limit ${count}`,
  );
  if (rows.length < count) throw new Error('not enough clients with an unpaid invoice');
  return rows;
}

/** An M-Pesa request paid by the simulator (a number ending in 1), through the api as the payment screen asks. */
async function paidRequest(candidate: Candidate) {
  const { apiUrl } = e2eEnvironment();
  const api = restClient(apiUrl, await restToken(apiUrl, demoUsers.admin));
  const { data, response } = await api.POST('/mpesa-payment', {
    body: { clientId: candidate.client_id, invoiceIds: [candidate.invoice_id], msisdn: '841000001' },
  });
  if (!data) throw new Error(`POST /mpesa-payment: ${response.status}`);
  let paid: { status: string; transaction_id: string; amount: string; receipt_id: number } | undefined;
  await expect
    .poll(
      async () => {
        [paid] = await queryProductDatabase<NonNullable<typeof paid>>(
          `select status, transaction_id, amount, receipt_id from mpesa_payments where id = ${data.id}`,
        );
        return paid?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('PAID');
  return { ...paid!, id: data.id, reference: data.transactionReference };
}

/** Maputo's wall clock a minute ago, as the statement writes it. */
function maputoNow(): string {
  return new Date(Date.now() + 2 * 3600_000 - 60_000).toISOString().replace('T', ' ').slice(0, 19);
}

const decimalComma = (amount: number) => amount.toFixed(2).replace('.', ',');

async function noSidewaysScroll(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    // Nor inside a table: at 390 px each line is a card that fits, at 1366 px every column shows.
    await expect(page.getByText('Deslize para ver mais colunas')).toHaveCount(0);
  }
}

test('an administrator reconciles a statement, attaches an unmatched line to a client and reverses a payment', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [first, second, third] = await candidates(3);
  const matched = await paidRequest(first!);
  const mismatched = await paidRequest(second!);
  const unknownId = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;
  const when = maputoNow();
  const csv = [
    'Account Holder:;AGUA',
    'Receipt No.;Completion Time;Details;Transaction Status;Paid In;Withdrawn;Balance;Other Party Info',
    `${matched.transaction_id};${when};${matched.reference};Completed;${decimalComma(Number(matched.amount))};;;258841000001 - CLIENTE`,
    `${mismatched.transaction_id};${when};${mismatched.reference};Completed;${decimalComma(Number(mismatched.amount) + 10)};;;258841000001 - CLIENTE`,
    `${unknownId};${when};Pagamento de agua;Completed;150,00;;;258849999999 - SEM NOME`,
  ].join('\r\n');

  await signIn(page, demoUsers.admin);
  await page.goto(LIST);
  await page.getByRole('tab', { name: 'Reconciliação M-Pesa' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'extracto-mpesa.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Enviar extracto' }).click();
  await expect(page.getByTestId('statement-title')).toContainText('extracto-mpesa.csv');
  await expect(page.getByTestId('group-matched')).toContainText('1');
  await expect(page.getByTestId('group-mismatched')).toContainText('1');
  await expect(page.getByTestId('group-unmatched')).toContainText('1');
  await expect(page.getByTestId('group-unmatched')).toContainText('150,00');
  const matchedLines = page.getByTestId('lines-MATCHED');
  await expect(matchedLines.getByRole('row', { name: new RegExp(matched.transaction_id) })).toBeVisible();
  const mismatchedLines = page.getByTestId('lines-MISMATCHED');
  await expect(
    mismatchedLines.getByRole('row', { name: new RegExp(mismatched.transaction_id) }),
  ).toBeVisible();
  await shootBoth(page, 'mpesa-reconciliation');
  await noSidewaysScroll(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page
    .getByTestId('lines-UNMATCHED')
    .getByRole('button', { name: `Associar a cliente: ${unknownId}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Associar a transacção ${unknownId} a um cliente`);
  await dialog.getByRole('combobox', { name: 'Cliente' }).fill(third!.name);
  await page
    .getByRole('option', { name: new RegExp(third!.name) })
    .first()
    .click();
  await shootBoth(page, 'mpesa-reconciliation-attach');
  await dialog.getByRole('button', { name: 'Associar' }).click();
  await expect(page.getByText(/Pagamento registado: recibo \d+\./)).toBeVisible();
  await expect(page.getByTestId('group-unmatched')).toContainText('0');
  await expect(page.getByTestId('group-matched')).toContainText('2');
  const receipts = await queryProductDatabase<{ id: number; client_id: number; payment_method: string }>(
    `select id, client_id, payment_method from receipts where reference = '${unknownId}'`,
  );
  expect(receipts).toHaveLength(1);
  expect(receipts[0]).toMatchObject({ client_id: third!.client_id, payment_method: 'MPESA' });
  await expect(
    matchedLines.getByRole('row', { name: new RegExp(unknownId) }).getByRole('button', {
      name: `Recibo ${receipts[0]!.id}`,
    }),
  ).toBeVisible();

  // Estornar from the list of requests: confirmed, the provider returns the money, the row turns Revertido.
  await page.getByRole('tab', { name: 'Pedidos' }).click();
  const row = page.getByRole('row', { name: new RegExp(`${matched.reference}\\b`) });
  await expect(row).toContainText('Pago');
  // The list keeps every column, 'Estornar' included, beside the sidebar at 1366 px.
  const table = page.getByRole('table', { name: 'Pagamentos M-Pesa' });
  const hidden = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(hidden).toBeLessThanOrEqual(0);
  await shootBoth(page, 'mpesa-list-reverse');
  await row.getByRole('button', { name: `Estornar: ${matched.reference}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Estornar o pagamento M-Pesa');
  await shootBoth(page, 'mpesa-reverse-confirm');
  await confirm.getByRole('button', { name: 'Estornar' }).click();
  await expect(page.getByText('Pagamento M-Pesa estornado.')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Revertido');
  await expect(row.getByRole('button', { name: /Estornar/ })).toHaveCount(0);
  const [reversed] = await queryProductDatabase<{ status: string; reversed_at: Date | null }>(
    `select p.status, r.reversed_at from mpesa_payments p join receipts r on r.id = p.receipt_id where p.id = ${matched.id}`,
  );
  expect(reversed?.status).toBe('REVERSED');
  expect(reversed?.reversed_at).not.toBeNull();
});
