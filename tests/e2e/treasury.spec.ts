import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMZN } from '@agua/domain/money';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { demoUsers, signIn } from '../support/session.ts';

// The treasury as an administrator works it: a client in debt pays two invoices and gets the receipt; the invoice
// and receipt lists page and search on the server; the three screens read well in both themes, wide and narrow.

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
const work = join(tmpdir(), `agua-treasury-e2e-${process.pid}`);
mkdirSync(work, { recursive: true });
mkdirSync(screenshots, { recursive: true });

const PAYMENT = '/manager/receipts/pay';
const INVOICES = '/manager/invoices/list';
const RECEIPTS = '/manager/receipts/list';

const cents = (value: string | number) => Math.round(Number(value) * 100);
const mzn = (centavos: number) => formatMZN(centavos / 100).replace(/\s/g, ' ');

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

/** The GraphQL operations the page sends from now on, by name, with their variables. */
function recordOperations(page: Page) {
  const seen: { name: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
    seen.push({ name: body.operationName ?? '', variables: body.variables ?? {} });
  });
  return seen;
}

test.describe.configure({ mode: 'serial' });

test('an administrator pays two invoices of a client in debt and gets the receipt', async ({ page }) => {
  // A client with an active contract and at least two unpaid invoices; its debt of 250,00 is booked the one way a
  // balance moves (a ledger row), so the screen starts on 'Dívida'.
  const [debtor] = await queryProductDatabase<{ client_id: number; name: string; contract_id: number }>(
    `select c.id as client_id, c.name, k.id as contract_id
       from clients c join contracts k on k.client_id = c.id and k.contract_status = 1
      where (select count(*) from invoices i where i.contract_id = k.id and i.payment_status is null) >= 2
      order by c.id limit 1`,
  );
  if (!debtor) throw new Error('no client with two unpaid invoices');
  await queryProductDatabase(
    `with b as (select balance from contracts where id = ${debtor.contract_id}),
          l as (insert into ledger_entries (contract_id, kind, amount, reference)
                select ${debtor.contract_id}, 'ADJUSTMENT', -250 - b.balance, 'e2e:debt' from b)
     update contracts set balance = -250 where id = ${debtor.contract_id}`,
  );

  await signIn(page, demoUsers.admin);
  await page.goto(PAYMENT);
  await expect(page.getByRole('heading', { name: 'Pagar Factura' })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Cliente' });
  await search.fill(debtor.name);
  await page.getByRole('option', { name: new RegExp(debtor.name) }).click();

  // Total em dívida: the debt outside invoices is one of its parts.
  const balance = page.getByTestId('debt-summary');
  await expect(balance).toContainText('Total em dívida');
  await expect(balance).toContainText(mzn(25_000));
  // A first payment in this browser starts on cash, the counter's everyday method.
  await expect(page.getByLabel('Método de Pagamento')).toHaveValue('NUMERARIO');

  const unpaid = page.getByRole('region', { name: /Facturas por Pagar/ });
  const unpaidBefore = await unpaid.getByRole('button').count();
  const picks = unpaid.getByRole('button');
  const firstTotal = cents((await picks.nth(0).getAttribute('data-total')) ?? 'NaN');
  await picks.nth(0).click();
  const secondTotal = cents((await picks.nth(0).getAttribute('data-total')) ?? 'NaN');
  await picks.nth(0).click();
  await expect(unpaid.getByRole('button')).toHaveCount(unpaidBefore - 2);
  const chosen = page.getByRole('region', { name: /Facturas a Pagar/ });
  await expect(chosen.getByRole('button')).toHaveCount(2);

  const totals = await queryProductDatabase<{ id: number }>(
    `select i.id from invoices i where i.contract_id = ${debtor.contract_id} and i.payment_status is null`,
  );
  expect(totals.length).toBe(unpaidBefore);
  // The two invoices' totals as the screen has them (fines as of today included).
  const invoicesTotal = firstTotal + secondTotal;
  const toPay = 25_000 + invoicesTotal;
  await expect(page.getByText('Total a Pagar')).toBeVisible();
  await expect(page.getByTestId('outstanding')).toHaveText(mzn(toPay));

  const amount = page.getByLabel('Valor entregue (MZN)');
  await amount.fill((toPay / 100).toFixed(2).replace('.', ','));
  await expect(page.getByTestId('outstanding')).toHaveText(mzn(0));

  let receiptPdf: Buffer | undefined;
  await page.route('**/files/receipts/**', async (route) => {
    const response = await route.fetch();
    receiptPdf = await response.body();
    await route.fulfill({ response, body: receiptPdf });
  });
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const operations = recordOperations(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await popup;
  await expect(page.getByText('Pagamento feito com sucesso!')).toBeVisible();
  await expect.poll(() => receiptPdf?.length ?? 0).toBeGreaterThan(500);
  expect(receiptPdf?.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(work, 'recibo.pdf');
  writeFileSync(file, receiptPdf ?? Buffer.alloc(0));
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s/g, ' ');
  expect(text).toContain(debtor.name);
  expect(text).toContain(mzn(toPay));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, `${screenshots}receipt`]);
  await page.getByRole('button', { name: 'OK' }).click();

  // The payment's answer updated the screen: the invoices left, the balance moved, the receipt is listed, and
  // neither a reload nor a second read of the screen's query happened.
  await expect(unpaid.getByRole('button')).toHaveCount(unpaidBefore - 2);
  await expect(chosen.getByRole('button')).toHaveCount(0);
  await expect(balance).not.toContainText(mzn(25_000));
  const [receipt] = await queryProductDatabase<{ id: number; amount: string }>(
    `select id, amount from receipts where client_id = ${debtor.client_id} order by id desc limit 1`,
  );
  expect(cents(receipt?.amount ?? 0)).toBe(toPay);
  await expect(page.getByRole('table', { name: 'Últimos Recibos' }).getByRole('row').nth(1)).toContainText(
    String(receipt?.id),
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(operations.map((operation) => operation.name)).toEqual(['PayInvoices']);
  const paid = await queryProductDatabase<{ n: string }>(
    `select count(*) as n from invoices where receipt_id = ${receipt?.id} and payment_status = 'PAID'`,
  );
  expect(Number(paid[0]?.n)).toBe(2);
});

test('the invoice list pages, searches and filters by zone on the server, and prints a zone', async ({
  page,
}) => {
  await signIn(page, demoUsers.admin);
  const operations = recordOperations(page);
  await page.goto(INVOICES);
  await expect(page.getByRole('heading', { name: 'Lista de Facturas' })).toBeVisible();
  for (const header of ['Nº Factura', 'Cliente', 'Total', 'Data de Pagamento', 'Estado', 'Id da Leitura'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // Estado says paid or not on every row.
  await expect(page.getByRole('cell', { name: /^(PAGA|POR PAGAR|ANULADA)$/ }).first()).toBeVisible();
  const zone = page.getByLabel('Zona');
  await expect(zone.locator('option').first()).toHaveText('TODOS BAIRROS');
  await expect(zone.locator('option').nth(1)).toHaveText(/^[^a-z]+$/);
  const print = page.getByRole('button', { name: 'Imprimir Facturas' });
  await expect(print).toBeDisabled();
  const [{ n: all }] = (await queryProductDatabase<{ n: string }>('select count(*) as n from invoices')) as [
    { n: string },
  ];
  await expect(page.getByText(`1 - 25 de ${all}`)).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^(\d{2}\/\d{2}\/\d{4})?$/);
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await page.getByRole('button', { name: 'Página seguinte' }).click();
  await expect(page.getByText(`26 - 50 de ${all}`)).toBeVisible();
  expect(operations.some((op) => op.name === 'InvoicesPageQuery' && op.variables.page === 2)).toBe(true);

  const [client] = await queryProductDatabase<{ name: string; n: string }>(
    `select c.name, count(*) as n from invoices i join contracts k on k.id = i.contract_id
       join clients c on c.id = k.client_id group by c.name order by c.name limit 1`,
  );
  await page.getByRole('searchbox', { name: 'Pesquisar Leitura' }).fill(client?.name ?? '');
  await expect(page.getByText(`de ${client?.n}`)).toBeVisible();
  expect(
    operations.some((op) => op.name === 'InvoicesPageQuery' && op.variables.search === client?.name),
  ).toBe(true);
  await page.getByRole('searchbox', { name: 'Pesquisar Leitura' }).fill('');

  // A row opens its water bill in a new window.
  let bill: Buffer | undefined;
  await page.route('**/files/invoices/water-bill/**', async (route) => {
    const response = await route.fetch();
    bill = await response.body();
    await route.fulfill({ response, body: bill });
  });
  const popup = page.waitForEvent('popup');
  await page.getByRole('row').nth(1).click();
  await popup;
  await expect.poll(() => bill?.subarray(0, 5).toString()).toBe('%PDF-');

  // One zone with unpaid invoices: its bills download as one PDF.
  const [withUnpaid] = await queryProductDatabase<{ zone_id: number }>(
    `select c.zone_id from invoices i join contracts k on k.id = i.contract_id join clients c on c.id = k.client_id
      where i.payment_status is null order by c.zone_id limit 1`,
  );
  await zone.selectOption(String(withUnpaid?.zone_id));
  await expect(print).toBeEnabled();
  const download = page.waitForEvent('download');
  await print.click();
  const saved = join(work, 'zona.pdf');
  await (await download).saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Facturas da zona descarregadas com sucesso!')).toBeVisible();
});

test('the receipt list pages and searches on the server; a row opens the receipt', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  const operations = recordOperations(page);
  await page.goto(RECEIPTS);
  await expect(page.getByRole('heading', { name: 'Lista de Recibos' })).toBeVisible();
  const [{ n: all }] = (await queryProductDatabase<{ n: string }>('select count(*) as n from receipts')) as [
    { n: string },
  ];
  await expect(page.getByText(`1 - 25 de ${all}`)).toBeVisible();
  await page.getByRole('button', { name: 'Página seguinte' }).click();
  await expect(page.getByText(`26 - 50 de ${all}`)).toBeVisible();
  expect(operations.some((op) => op.name === 'ReceiptsPageQuery' && op.variables.page === 2)).toBe(true);

  const [client] = await queryProductDatabase<{ name: string; n: string }>(
    `select c.name, count(*) as n from receipts r join clients c on c.id = r.client_id
      group by c.name order by count(*) desc, c.name limit 1`,
  );
  await page.getByRole('searchbox').fill(client?.name ?? '');
  await expect(page.getByText(`de ${client?.n}`)).toBeVisible();
  expect(
    operations.some((op) => op.name === 'ReceiptsPageQuery' && op.variables.search === client?.name),
  ).toBe(true);

  let pdf: Buffer | undefined;
  await page.route('**/files/receipts/**', async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response, body: pdf });
  });
  const popup = page.waitForEvent('popup');
  await page.getByRole('row').nth(1).click();
  await popup;
  await expect.poll(() => pdf?.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the treasury screens read well in both themes, at 1366 and 390 px, without serious axe violations', async ({
  page,
}) => {
  // Twelve screens, each with an axe run.
  test.setTimeout(300_000);
  await signIn(page, demoUsers.admin);
  const screens = [
    [INVOICES, 'Lista de Facturas', 'invoices'],
    [RECEIPTS, 'Lista de Recibos', 'receipts'],
    [PAYMENT, 'Pagar Factura', 'payment'],
  ] as const;
  const [client] = await queryProductDatabase<{ name: string }>(
    `select c.name from clients c join contracts k on k.client_id = c.id and k.contract_status = 1
      where exists (select 1 from invoices i where i.contract_id = k.id and i.payment_status is null)
      order by c.id desc limit 1`,
  );
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    for (const theme of ['light', 'dark'] as const) {
      for (const [path, title, name] of screens) {
        await page.goto(path);
        await setTheme(page, theme);
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
        if (name === 'payment') {
          await page.getByRole('combobox', { name: 'Cliente' }).fill(client?.name ?? '');
          await page.getByRole('option', { name: new RegExp(client?.name ?? '') }).click();
          await page
            .getByRole('region', { name: /Facturas por Pagar/ })
            .getByRole('button')
            .first()
            .click();
          await expect(page.getByTestId('outstanding')).toBeVisible();
        } else {
          await expect(page.getByRole('row').nth(1)).toBeVisible();
        }
        if (width === 1366) {
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
          );
          expect(sideways, `${name} scrolls sideways at 1366 px`).toBe(false);
        }
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
        await page.screenshot({
          path: `${screenshots}treasury-${name}-${theme}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
});
