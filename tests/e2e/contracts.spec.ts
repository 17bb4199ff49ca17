import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

const folder = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(folder, { recursive: true });

async function closeDialog(page: Page) {
  // Wait for the opening transition to finish, as a person would, before pressing OK.
  await expect(page.getByRole('dialog').locator('[data-transition]')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  // Gone from the page, not merely fading out.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Validation said under each refused field, with no 'Validação de Dados' dialog on top of them. */
async function expectFieldErrors(page: Page, named: readonly string[] = []) {
  for (const text of named) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    await page.screenshot({ path: `${folder}${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('the wizard creates a client, its meter and its contract, found in the list and on the customers screen', async ({
  page,
}) => {
  const name = `Ermelinda Chissano ${Date.now()}`;
  await signIn(page, demoUsers.tecnico);
  await page.goto('/technical/contracts/create-contract');
  await expect(page.getByRole('heading', { name: 'Cliente & Contrato' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adição do Cliente' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled();

  // An empty client form is refused field by field, and nothing is saved.
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expectFieldErrors(page, [
    'Nome: Campo obrigatório.',
    'Contacto: Campo obrigatório.',
    'Escolha a Zona.',
  ]);
  await expect(page.getByText('Nome: Campo obrigatório.')).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Zona')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Escolha a Zona.')).toBeVisible();
  // A number too short to be Mozambican is refused with the rule.
  await page.getByRole('textbox', { name: 'Contacto', exact: true }).fill('84');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expectFieldErrors(page, ['Contacto: indique um número moçambicano']);

  // Digits only, with the +258 prefix shown beside the phones.
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Nuit').fill('40a0-12 3');
  await expect(page.getByLabel('Nuit')).toHaveValue('400123');
  await page.getByRole('textbox', { name: 'Contacto', exact: true }).fill('84 555-1234');
  await expect(page.getByRole('textbox', { name: 'Contacto', exact: true })).toHaveValue('845551234');
  // A pasted number with the country code is stored without it.
  await page.getByRole('textbox', { name: 'Contacto Alternativo' }).fill('+258 82 123-4567');
  await expect(page.getByText('+258').first()).toBeVisible();
  await page.getByLabel('Zona').selectOption({ label: 'Magoanine' });
  await page.getByLabel('Endereço').fill('Quarteirão 12, casa 7');

  await expect(page.getByRole('checkbox', { name: 'Isento de Multas' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Receber Recibo' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Receber Factura' })).toBeChecked();
  await page.getByRole('button', { name: 'Ver Informações Sobre as Opções' }).click();
  await expect(page.getByText(/não paga multas por atraso/)).toBeVisible();
  await shoot(page, 'create-contract-client');

  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('dialog').getByText('Criação do Cliente')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Cliente criado com sucesso')).toBeVisible();
  await expect(page.getByText('Contador criado com sucesso!')).toBeVisible();
  await closeDialog(page);

  const [saved] = await queryProductDatabase<{
    client_id: number;
    meter_id: number;
    brand: string;
    phone: string;
    alternative: string;
  }>(
    `select c.id as client_id, m.id as meter_id, m.brand, c.phone_number as phone, c.alternative_number as alternative
     from clients c join client_meters m on m.client_id = c.id where c.name = '${name}'`,
  );
  expect(saved?.brand).toBe('Genérico');
  expect([saved?.phone, saved?.alternative]).toEqual(['845551234', '821234567']);
  const [{ n } = { n: '0' }] = await queryProductDatabase<{ n: string }>(
    `select count(*) as n from clients where name = '${name}'`,
  );
  expect(Number(n)).toBe(1);

  // Step 2 starts from the saved client, the first contract type and the client's (last) meter.
  await expect(page.getByRole('heading', { name: 'Celebração do Contrato' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submeter' })).toBeVisible();
  await expect(page.getByLabel('Zona')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Cliente')).toHaveValue(String(saved?.client_id));
  await expect(page.getByLabel('Tipo de Contrato')).toHaveValue('1');
  await expect(page.getByLabel('Contador')).toHaveValue(String(saved?.meter_id));
  await expect(page.getByRole('checkbox', { name: 'Activar o Contrato' })).toBeChecked();
  await expect(page.getByLabel('Data Início')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await shoot(page, 'create-contract-contract');

  // Without a meter or a type the contract is refused with the same dialog, naming and marking both fields.
  await expect(page.locator('label', { hasText: 'Contador' }).getByText('*')).toBeVisible();
  await page.getByLabel('Contador').selectOption('');
  await page.getByLabel('Tipo de Contrato').selectOption('');
  await page.getByRole('button', { name: 'Submeter' }).click();
  await expectFieldErrors(page, ['Escolha o Contador.', 'Escolha o Tipo de Contrato.']);
  await expect(page.getByLabel('Contador')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Tipo de Contrato')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Escolha o Contador.')).toBeVisible();
  await shootBoth(page, 'create-contract-step2-errors');
  await page.getByLabel('Tipo de Contrato').selectOption('1');
  await page.getByLabel('Contador').selectOption(String(saved?.meter_id));
  await page.getByLabel('Descrição').fill('Ligação nova');

  await page.getByRole('button', { name: 'Submeter' }).click();
  await expect(page.getByRole('dialog').getByText('Contracto criado com sucesso!')).toBeVisible();
  await closeDialog(page);
  await expect(page.getByRole('heading', { name: 'Adição do Cliente' })).toBeVisible();

  const [contract] = await queryProductDatabase<{ id: number; contract_status: number; start: string }>(
    `select id, contract_status, to_char(start_date, 'DD/MM/YYYY') as start from contracts
     where client_id = ${saved?.client_id}`,
  );
  expect(contract?.contract_status).toBe(1);

  // Lista de Contratos: the new contract, dd/mm/aaaa, Activo, its type and Saldo in MZN.
  await page.goto('/technical/contracts/list-contracts');
  await expect(page.getByRole('heading', { name: 'Lista de Contratos' })).toBeVisible();
  for (const header of [
    'Id Contrato',
    'Data Inicio',
    'Data Fim',
    'Id do Cliente',
    'Contador',
    'Tipo de Contrato',
    'Descrição',
    'Estado do Contrato',
    'Saldo',
  ]) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await page.getByRole('searchbox').fill('Ligação nova');
  const row = page.getByRole('row').filter({ hasText: 'Ligação nova' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(String(contract?.id));
  await expect(row).toContainText(contract?.start ?? 'missing');
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('Doméstico');
  await expect(row).toContainText('MZN');
  await expect(page.getByText('1 - 1 de 1')).toBeVisible();
  await shoot(page, 'list-contracts');
  await page.getByRole('searchbox').fill('zzz-nada-disto');
  await expect(page.getByText('Nenhum contrato disponível')).toBeVisible();

  // Clientes: the client with its zone, contract type and status, from the one composite query.
  await page.goto('/technical/clients/list');
  await page.getByRole('searchbox').fill(name);
  const customer = page.getByRole('row').filter({ hasText: name });
  await expect(customer).toHaveCount(1);
  await expect(customer).toContainText('Magoanine');
  await expect(customer).toContainText('Doméstico');
  await expect(customer).toContainText('Activo');
  await expect(customer).toContainText(String(contract?.id));

  // The edit form: a Técnico saves the client, but the Saldo is an Administrador's to adjust.
  await customer.click();
  const form = page.getByRole('form', { name: 'Editar Cliente' });
  await expect(form.getByLabel('Nome')).toHaveValue(name);
  await expect(form.getByLabel('Saldo')).toHaveAttribute('readonly', '');
  await expect(form.getByText('Só um Administrador pode alterar o saldo.')).toBeVisible();
  await shoot(page, 'customers');
  await form.getByRole('button', { name: 'Actualizar Dados' }).click();
  await expect(page.getByText('Cliente actualizado com sucesso!')).toBeVisible();

  // An Administrador's changed Saldo asks for the reason, and the adjustment goes to the ledger with it.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/clients/list');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('row').filter({ hasText: name }).click();
  await form.getByLabel('Saldo').fill('125.5');
  await expect(form.getByRole('button', { name: 'Actualizar Dados' })).toBeDisabled();
  await form.getByLabel('Motivo do Ajuste').fill('Depósito feito no balcão');
  await form.getByRole('button', { name: 'Actualizar Dados' }).click();
  await expect(
    page.getByText(/Ajuste de saldo registado: 125,50\s*MZN \(Depósito feito no balcão\)\./),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('125,50');
  const [balance] = await queryProductDatabase<{ balance: string }>(
    `select balance from contracts where id = ${contract?.id}`,
  );
  expect(balance?.balance).toBe('125.50');
  const [adjustment] = await queryProductDatabase<{ kind: string; amount: string; note: string }>(
    `select kind, amount, note from ledger_entries where contract_id = ${contract?.id} order by id desc limit 1`,
  );
  expect(adjustment).toEqual({ kind: 'ADJUSTMENT', amount: '125.50', note: 'Depósito feito no balcão' });
});

test('the customer edit cannot be saved while the form is invalid', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/clients/list');
  // The skeleton's rows are rows too: click a client's row only once the page has arrived.
  await expect(page.getByRole('table', { name: 'Clientes' })).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('row').nth(1).click();
  const form = page.getByRole('form', { name: 'Editar Cliente' });
  await form.getByLabel('Nome').fill('');
  await expect(form.getByRole('button', { name: 'Actualizar Dados' })).toBeDisabled();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();
});

test('a client left without contract is offered Criar Contrato, and the wizard resumes at step 2', async ({
  page,
}) => {
  const name = `Abandonado Sitoe ${Date.now()}`;
  await signIn(page, demoUsers.tecnico);
  await page.goto('/technical/contracts/create-contract');
  await page.getByLabel('Nome').fill(name);
  await page.getByRole('textbox', { name: 'Contacto', exact: true }).fill('861234567');
  await page.getByLabel('Zona').selectOption({ label: 'Zimpeto' });
  await page.getByLabel('Endereço').fill('Rua 3');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('dialog').getByText('Cliente criado com sucesso')).toBeVisible();
  await closeDialog(page);
  await expect(page.getByRole('heading', { name: 'Celebração do Contrato' })).toBeVisible();
  const [client] = await queryProductDatabase<{ id: number }>(
    `select id from clients where name = '${name}'`,
  );

  // The wizard is abandoned here; the customers screen offers the contract that is missing.
  await page.goto('/technical/clients/list');
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Criar Contrato para ${name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/technical/contracts/create-contract\\?clientId=${client?.id}$`));
  await expect(page.getByRole('heading', { name: 'Celebração do Contrato' })).toBeVisible();
  await expect(page.getByText(`Cliente ${client?.id} - ${name}: falta celebrar o contrato.`)).toBeVisible();
  await expect(page.getByLabel('Cliente')).toHaveValue(String(client?.id));
  await expect(page.getByLabel('Contador')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Submeter' }).click();
  await expect(page.getByRole('dialog').getByText('Contracto criado com sucesso!')).toBeVisible();
  await closeDialog(page);
  await expect(page.getByRole('heading', { name: 'Adição do Cliente' })).toBeVisible();
  const contracts = await queryProductDatabase<{ n: string }>(
    `select count(*) as n from contracts where client_id = ${client?.id} and contract_status = 1`,
  );
  expect(Number(contracts[0]?.n)).toBe(1);
});
