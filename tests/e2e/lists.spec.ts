import { expect, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { demoUsers, signIn } from '../support/session.ts';

// What staff type finds the client, and a list opens as it was left: its search, page and zone are in the address
// (a reload or a copied link shows the same rows) and remembered for the next visit (docs/domain.md "Client search",
// web/src/ui/table/list-memory.tsx). Reads only the demo data.
const CLIENTS = '/manager/clients/list';

test('Clientes finds a name typed without accents, a phone typed with +258 and a bill reference', async ({
  page,
}) => {
  const [client] = await queryProductDatabase<{ id: number; name: string; phone_number: string }>(
    `select id, name, phone_number from clients where name ~ '[áéíóúâêôãõç]' order by id limit 1`,
  );
  const [bill] = await queryProductDatabase<{ contract_id: number; invoice_id: number; name: string }>(
    `select i.contract_id, i.id as invoice_id, cl.name from invoices i
       join contracts c on c.id = i.contract_id join clients cl on cl.id = c.client_id order by i.id limit 1`,
  );
  if (!client || !bill) throw new Error('the demo data has no accented client or no invoice');
  await signIn(page, demoUsers.admin);
  await page.goto(CLIENTS);
  const table = page.getByRole('table', { name: 'Clientes' });
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });

  const folded = client.name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  await search.fill(folded);
  await expect(table.getByRole('row').nth(1)).toContainText(client.name);

  const p = client.phone_number;
  await search.fill(`+258 ${p.slice(0, 2)} ${p.slice(2, 5)} ${p.slice(5)}`);
  await expect(table.getByRole('row').nth(1)).toContainText(client.name);

  await search.fill(`${bill.contract_id}-${bill.invoice_id}`);
  await expect(table.getByRole('row').nth(1)).toContainText(bill.name);
});

test('a filtered list survives a reload, a copied address and a later visit', async ({ page, browser }) => {
  await signIn(page, demoUsers.admin);
  await page.goto(CLIENTS);
  const table = page.getByRole('table', { name: 'Clientes' });
  await expect(page.getByText(/^1 - 25 de \d+$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('a');
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  await expect(page.getByText(/^1 - 25 de \d+$/)).toBeVisible();
  // A row is named by its first cells (id and name): the money path beside this spec may change a client's debt.
  const who = (row: number) => table.getByRole('row').nth(row).getByRole('cell').nth(1);
  const firstPage = await who(1).textContent();
  await page.getByRole('button', { name: 'Página seguinte' }).click();
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
  await expect(page.getByText(/^26 - \d+ de \d+$/)).toBeVisible();
  await expect(who(1)).not.toHaveText(firstPage ?? '');
  const secondPage = await who(1).textContent();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('a');
  await expect(who(1)).toHaveText(secondPage ?? '');

  // The address alone, opened by a colleague in another browser, shows the same page.
  const address = page.url();
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signIn(colleague, demoUsers.admin);
  await colleague.goto(address);
  await expect(
    colleague.getByRole('table', { name: 'Clientes' }).getByRole('row').nth(1).getByRole('cell').nth(1),
  ).toHaveText(secondPage ?? '');
  await other.close();

  // Back from another screen through the menu: the list opens as it was left.
  await page.goto('/manager/dashboard');
  await page.goto(CLIENTS);
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('a');
});

test('the keyboard: "/" goes to the search, Esc closes a row\'s panel and gives focus back to the row', async ({
  page,
}) => {
  await signIn(page, demoUsers.admin);
  await page.goto(CLIENTS);
  await expect(page.getByRole('table', { name: 'Clientes' }).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toBeFocused();

  await page.goto('/manager/readings/list');
  const row = page.getByRole('table', { name: 'Listar Leituras' }).getByRole('row').nth(1);
  await expect(row).toHaveAttribute('tabindex', '0');
  await row.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: /^Editar Leitura/ });
  await expect(heading).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(heading).toHaveCount(0);
  await expect(row).toBeFocused();
});
