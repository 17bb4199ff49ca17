import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// SMS notices on the running product with the local SMS simulator (README "SMS": numbers ending in 7 are refused
// by the provider, other digits delivered): a payment at the counter sends its receipt SMS, seen delivered in
// Mensagens; a refused one is resent; the template screen previews the encoding and the parts as one types.

const PAYMENT = '/manager/receipts/pay';
const MESSAGES = '/manager/sms/messages';
const TEMPLATES = '/manager/sms/templates';

test.describe.configure({ mode: 'serial' });

/** A client with an active contract and an unpaid invoice, away from the ones other specs take, on `phone`. */
async function debtorOn(phone: string, skip: number) {
  const [row] = await queryProductDatabase<{ client_id: number; name: string }>(
    `select c.id as client_id, c.name
       from clients c join contracts k on k.client_id = c.id and k.contract_status = 1
      where exists (select 1 from invoices i where i.contract_id = k.id and i.payment_status is null)
        and not exists (select 1 from mpesa_payments p where p.client_id = c.id)
      order by c.id desc offset ${3 + skip} limit 1`,
  );
  if (!row) throw new Error('no client with an unpaid invoice');
  await queryProductDatabase(`update clients set phone_number = '${phone}' where id = ${row.client_id}`);
  return row;
}

/** Pagar Factura: the client's oldest unpaid invoice, paid in full at the counter. */
async function payOneInvoice(page: Page, name: string) {
  await page.goto(PAYMENT);
  await page.getByRole('combobox', { name: 'Cliente' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  const unpaid = page.getByRole('region', { name: /Facturas por Pagar/ });
  await unpaid.getByRole('button').nth(0).click();
  const due = (await page.getByTestId('outstanding').textContent()) ?? '';
  await page.getByLabel('Valor entregue (MZN)').fill(due.replace(/[^\d,]/g, ''));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await (await popup).close();
  await expect(page.getByText('Pagamento feito com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

test('a payment at the counter sends its receipt SMS, seen delivered in Mensagens and on the client’s messages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const client = await debtorOn('841230000', 0);
  await signIn(page, demoUsers.admin);
  await payOneInvoice(page, client.name);

  await page.goto(MESSAGES);
  await expect(page.getByRole('heading', { name: 'Mensagens', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Evento' }).selectOption('RECEIPT_ISSUED');
  const row = page.getByRole('row').filter({ hasText: client.name }).first();
  // The dispatcher sends within a second or two; the list reads itself again every 10 s. Each look gets 15 s: on a
  // busy machine a reload alone can take several.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Entregue', { timeout: 15_000 });
  }).toPass({ timeout: 120_000 });
  await expect(row).toContainText('+258 84 123 0000');
  await expect(page.getByTestId('sms-month-sent')).not.toHaveText('0');
  await shootBoth(page, 'sms-messages');

  await row.getByRole('link', { name: client.name }).click();
  await expect(page.getByRole('heading', { name: `Mensagens SMS: ${client.name}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Recibo' }).first()).toContainText('Entregue');
  await shootBoth(page, 'sms-client');
});

test('a message the provider refuses shows as failed with its reason, and is resent', async ({ page }) => {
  test.setTimeout(180_000);
  const client = await debtorOn('841230007', 1);
  await signIn(page, demoUsers.admin);
  await payOneInvoice(page, client.name);
  await page.goto(MESSAGES);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('FAILED');
  const row = page.getByRole('row').filter({ hasText: client.name }).first();
  await expect(async () => {
    await page.reload();
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('FAILED');
    await expect(row).toContainText('recusou', { timeout: 15_000 });
  }).toPass({ timeout: 120_000 });
  await row.getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByText('Mensagem posta de novo na fila.')).toBeVisible();
  const resent = await queryProductDatabase<{ n: string }>(
    `select count(*) as n from sms_messages where client_id = ${client.client_id} and resend_of is not null`,
  );
  expect(Number(resent[0]?.n)).toBe(1);
});

test('the template screen previews encoding, characters and parts as the text is typed', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoUsers.admin);
  await page.goto(TEMPLATES);
  const receipt = page.getByRole('form', { name: 'Recibo' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('sms-preview-encoding')).toHaveText('GSM-7');
  await expect(receipt.getByTestId('sms-preview-parts')).toHaveText('1');

  const text = receipt.getByLabel('Texto');
  await text.fill(
    'Água: {cliente}, recebemos {valor} em {data}. Recibo n.º {recibo}. Referência M-Pesa {referencia}.',
  );
  await receipt.getByRole('checkbox', { name: /Tirar acentos/ }).click();
  await expect(receipt.getByTestId('sms-preview-encoding')).toHaveText('UCS-2');
  await expect(receipt.getByTestId('sms-preview-parts')).toHaveText('3');
  await shootBoth(page, 'sms-templates');
  await receipt.getByRole('checkbox', { name: /Tirar acentos/ }).click();
  await expect(receipt.getByTestId('sms-preview-encoding')).toHaveText('GSM-7');
  await expect(receipt.getByTestId('sms-preview-parts')).toHaveText('1');
  await receipt.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Modelo de SMS guardado.')).toBeVisible();
  const [saved] = await queryProductDatabase<{ body: string }>(
    `select body from sms_templates where event = 'RECEIPT_ISSUED'`,
  );
  expect(saved?.body).toContain('Referência M-Pesa');
});
