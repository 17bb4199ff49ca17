import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Pagar Factura with M-Pesa against the local simulator (README "M-Pesa simulator": numbers ending in 7 pay after
// a slow PIN, five waits, long enough to see and photograph the waiting screen; ending in 2 are cancelled by the
// client after one): the request is followed live, the receipt PDF opens, a cancellation says why.

const PAYMENT = '/manager/receipts/pay';
const LIST = '/manager/mpesa/list';

test.describe.configure({ mode: 'serial' });

/** A client with an active contract and at least two unpaid invoices, not yet used by another test. */
async function clientWithTwoBills(skip: number) {
  const [row] = await queryProductDatabase<{ client_id: number; name: string }>(
    `select c.id as client_id, c.name
       from clients c join contracts k on k.client_id = c.id and k.contract_status = 1
      where (select count(*) from invoices i where i.contract_id = k.id and i.payment_status is null) >= 2
        and not exists (select 1 from mpesa_payments p where p.client_id = c.id)
      order by c.id desc offset ${skip} limit 1`,
  );
  if (!row) throw new Error('no client with two unpaid invoices');
  return row;
}

async function chooseTwoInvoices(page: Page, name: string) {
  await page.goto(PAYMENT);
  await page.getByRole('combobox', { name: 'Cliente' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  // The counter starts on the user's last method (cash at first): M-Pesa is chosen here.
  await page.getByLabel('Método de Pagamento').selectOption('MPESA');
  const unpaid = page.getByRole('region', { name: /Facturas por Pagar/ });
  await unpaid.getByRole('button').nth(0).click();
  await unpaid.getByRole('button').nth(0).click();
  await expect(page.getByRole('region', { name: /Facturas a Pagar/ }).getByRole('button')).toHaveCount(2);
}

const unpaidOf = async (clientId: number) =>
  Number(
    (
      await queryProductDatabase<{ n: string }>(
        `select count(*) as n from invoices i join contracts k on k.id = i.contract_id
          where k.client_id = ${clientId} and i.payment_status is null`,
      )
    )[0]?.n,
  );

test('an administrator sends an M-Pesa request for two invoices, waits for the PIN, then opens the receipt', async ({
  page,
}) => {
  // Four screenshots in both themes and widths, on a shared machine.
  test.setTimeout(180_000);
  const client = await clientWithTwoBills(0);
  const unpaidBefore = await unpaidOf(client.client_id);
  await signIn(page, demoUsers.admin);
  await chooseTwoInvoices(page, client.name);

  const phone = page.getByLabel('Telefone M-Pesa');
  await expect(phone).not.toHaveValue('');
  await phone.fill('84 100 0007');
  await shootBoth(page, 'mpesa-request');
  await page.getByRole('button', { name: 'Enviar pedido M-Pesa' }).click();

  const progress = page.getByTestId('mpesa-progress');
  await expect(progress.getByText('A aguardar confirmação')).toBeVisible();
  await shootBoth(page, 'mpesa-waiting');
  await expect(progress.getByText('Pagamento M-Pesa confirmado!')).toBeVisible({ timeout: 20_000 });

  let receiptPdf: Buffer | undefined;
  await page.route('**/files/receipts/**', async (route) => {
    const response = await route.fetch();
    receiptPdf = await response.body();
    await route.fulfill({ response, body: receiptPdf });
  });
  const popup = page.waitForEvent('popup');
  await progress.getByRole('button', { name: 'Ver Recibo (PDF)' }).click();
  await popup;
  await expect.poll(() => receiptPdf?.length ?? 0).toBeGreaterThan(500);
  expect(receiptPdf?.subarray(0, 5).toString()).toBe('%PDF-');

  const [request] = await queryProductDatabase<{
    status: string;
    receipt_id: number;
    transaction_id: string;
  }>(`select status, receipt_id, transaction_id from mpesa_payments where client_id = ${client.client_id}`);
  expect(request?.status).toBe('PAID');
  const receipts = await queryProductDatabase<{ id: number }>(
    `select id from receipts where reference = '${request?.transaction_id}'`,
  );
  expect(receipts.map((row) => row.id)).toEqual([request?.receipt_id]);
  expect(await unpaidOf(client.client_id)).toBe(unpaidBefore - 2);
  await shootBoth(page, 'mpesa-paid');

  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Pagamentos M-Pesa' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(client.name) });
  await expect(row).toContainText('Pago');
  await expect(row.getByRole('button', { name: /Ver Recibo \(PDF\)/ })).toBeVisible();
  await shootBoth(page, 'mpesa-list');
});

test('a request the client cancels leaves the invoices unpaid and says why', async ({ page }) => {
  test.setTimeout(120_000);
  const client = await clientWithTwoBills(0);
  const unpaidBefore = await unpaidOf(client.client_id);
  await signIn(page, demoUsers.admin);
  await chooseTwoInvoices(page, client.name);
  await page.getByLabel('Telefone M-Pesa').fill('841000002');
  await page.getByRole('button', { name: 'Enviar pedido M-Pesa' }).click();
  const progress = page.getByTestId('mpesa-progress');
  await expect(progress.getByText('A aguardar confirmação')).toBeVisible();
  await expect(progress.getByText('Pagamento M-Pesa cancelado')).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByText('O cliente cancelou o pagamento no telemóvel.')).toBeVisible();
  await shootBoth(page, 'mpesa-cancelled');
  expect(await unpaidOf(client.client_id)).toBe(unpaidBefore);
  const [request] = await queryProductDatabase<{ status: string; receipt_id: number | null }>(
    `select status, receipt_id from mpesa_payments where client_id = ${client.client_id}`,
  );
  expect(request).toEqual({ status: 'CANCELLED', receipt_id: null });
});
