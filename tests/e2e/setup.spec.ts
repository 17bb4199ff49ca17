import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { restClient, restToken } from '../support/rest-client.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Parametrização: every tab creates, lists and edits a record as an administrator, with the
// validation and error dialogs; a technician is refused by the menu and by the api.

const folder = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(folder, { recursive: true });

/** A suffix so that reruns against a kept database never collide on unique names. */
const run = Date.now().toString().slice(-6);

async function openSetup(page: Page) {
  await signIn(page, demoUsers.admin);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Parametrização' })
    .click();
  await expect(page).toHaveURL(/\/manager\/setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parametrização' })).toBeVisible();
}

/** Waits for the dialog to say `message`, then closes it. */
async function expectDialog(page: Page, title: string, message: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
}

/** Narrows the tab's table with its search box and returns the one row that holds `text`. */
/** The one row the search leaves; `exact`: the row with a cell of exactly that text ('Doméstico', not 'Doméstico (Maputo 2025)'). */
async function findRow(page: Page, text: string, exact = false) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox').fill(text);
  const row = panel
    .getByRole('row')
    .filter(exact ? { has: page.getByRole('cell', { name: text, exact: true }) } : { hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

interface TabCase {
  tab: string;
  addButton: string;
  addTitle: string;
  editTitle: string;
  fill: (page: Page) => Promise<void>;
  /** Text that identifies the new row in the table. */
  key: string;
  created: string;
  /** Changes one field of the loaded record; returns the text the row then shows. */
  /** What the row shows after the edit (a string, or a pattern where money is grouped "1 750,00"). */
  edit: (page: Page) => Promise<string | RegExp>;
  updated: string;
}

// A required field's label ends with an asterisk (hidden from screen readers): match the label with or without it.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) =>
  page.getByRole('tabpanel').getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));

const cases: TabCase[] = [
  {
    tab: 'Empresa',
    addButton: 'Adicionar Empresa',
    addTitle: 'Adicionar Empresa',
    editTitle: 'Editar Empresa',
    key: `Águas da Matola ${run}`,
    fill: async (page) => {
      await field(page, 'Nome').fill(`Águas da Matola ${run}`);
      await field(page, 'Email').fill('geral@aguasdamatola.co.mz');
      // Letters typed into a digits-only field are stripped as typed.
      await field(page, 'Nuit').pressSequentially(`5${run}AB12`);
      await expect(field(page, 'Nuit')).toHaveValue(`5${run}12`);
      await field(page, 'Contacto').fill('21720100');
      await field(page, 'Endereço').fill('Av. União Africana, Matola');
    },
    created: 'Empresa criada com sucesso!',
    edit: async (page) => {
      await field(page, 'Endereço').fill('Av. das Indústrias, Machava');
      return 'Av. das Indústrias, Machava';
    },
    updated: 'Empresa Actualizado com sucesso!',
  },
  {
    tab: 'Zona',
    addButton: 'Adicionar Zona',
    addTitle: 'Adicionar Zona',
    editTitle: 'Editar Zona',
    key: `Khongolote ${run}`,
    fill: async (page) => {
      await field(page, 'Designação').fill(`Khongolote ${run}`);
      await field(page, 'Empresa').selectOption({ label: 'Águas do Maputo, E.P.' });
      await field(page, 'Descrição').fill('Bairro Khongolote, Matola');
    },
    created: 'Zona criada com sucesso!',
    edit: async (page) => {
      await field(page, 'Descrição').fill('Bairro Khongolote, Posto Administrativo Infulene');
      return 'Posto Administrativo Infulene';
    },
    updated: 'Zona actualizada com sucesso!',
  },
  {
    tab: 'Factura',
    addButton: 'Adicionar Factura',
    addTitle: 'Adicionar Configuração de Factura',
    editTitle: 'Editar Configuração de Factura',
    key: `Prazo alargado ${run}`,
    fill: async (page) => {
      await field(page, 'Descrição').fill(`Prazo alargado ${run}`);
      await field(page, 'Intervalo Mínimo (dias)').fill('1');
      await field(page, 'Intervalo Máximo (dias)').fill('20');
    },
    created: 'Factura criada com sucesso!',
    edit: async (page) => {
      await field(page, 'Intervalo Máximo (dias)').fill('25');
      return '25';
    },
    updated: 'Factura actualizada com sucesso!',
  },
  {
    tab: 'Contracto',
    addButton: 'Adicionar Tipo de Contrato',
    addTitle: 'Adicionar Tipo de Contrato',
    editTitle: 'Editar Tipo de Contrato',
    key: `Industrial ${run}`,
    fill: async (page) => {
      await field(page, 'Designação').fill(`Industrial ${run}`);
      await field(page, 'Consumo Mínimo (MZN)').fill('900');
      await field(page, 'Preço por m³ (MZN)').fill('72,5');
      await field(page, 'Taxa de Religação (MZN)').fill('1500');
    },
    created: 'Tipo de Contrato criado com sucesso!',
    edit: async (page) => {
      await field(page, 'Taxa de Religação (MZN)').fill('1750');
      return /1\s750,00/;
    },
    updated: 'Tipo de Contrato actualizado com sucesso!',
  },
  {
    tab: 'Multa (%)',
    addButton: 'Adicionar Multa',
    addTitle: 'Adicionar Multa',
    editTitle: 'Editar Multa',
    key: `${4000 + (Number(run) % 1000)}`,
    fill: async (page) => {
      await field(page, 'Intervalo Mínimo (dias)').fill('3700');
      await field(page, 'Intervalo Máximo (dias)').fill(`${4000 + (Number(run) % 1000)}`);
      await field(page, 'Percentagem da Multa (%)').fill('20');
    },
    created: 'Multa criada com sucesso!',
    edit: async (page) => {
      await field(page, 'Percentagem da Multa (%)').fill('22,5');
      return '22,5 %';
    },
    updated: 'Multa actualizada com sucesso!',
  },
  {
    tab: 'Rúbrica',
    addButton: 'Adicionar Rúbrica',
    addTitle: 'Adicionar Rúbrica',
    editTitle: 'Editar Rúbrica',
    key: `Aferição de Contador ${run}`,
    fill: async (page) => {
      await field(page, 'Nome').fill(`Aferição de Contador ${run}`);
      await field(page, 'Descrição').fill('Verificação do contador a pedido do cliente');
      await field(page, 'Preço (MZN)').fill('350');
    },
    created: 'Rúbrica criada com sucesso!',
    edit: async (page) => {
      await field(page, 'Preço (MZN)').fill('375');
      return '375,00';
    },
    updated: 'Rúbrica actualizada com sucesso!',
  },
  {
    tab: 'Utilizador',
    addButton: 'Adicionar Utilizador',
    addTitle: 'Adicionar Utilizador',
    editTitle: 'Editar Utilizador',
    key: `leitor${run}`,
    fill: async (page) => {
      await field(page, 'Nome').fill('Zacarias Cossa');
      await field(page, 'Utilizador').fill(`leitor${run}`);
      await field(page, 'Senha').fill('leituras-do-bairro-magoanine');
      await field(page, 'Contacto').fill('845551234');
      await field(page, 'Endereço').fill('Bairro Magoanine B');
      await field(page, 'Perfil').selectOption('FIELD_TECH');
    },
    created: 'Utilizador criado com sucesso!',
    edit: async (page) => {
      await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Activo' }).click();
      return 'Não Activo';
    },
    updated: 'Utilizador actualizado com sucesso!',
  },
];

test('an administrator creates, lists and edits a record on every setup tab', async ({ page }) => {
  await openSetup(page);
  for (const item of cases) {
    await test.step(item.tab, async () => {
      await page.getByRole('tab', { name: item.tab, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: item.addTitle, exact: true })).toBeVisible();

      await item.fill(page);
      await panel.getByRole('button', { name: item.addButton }).click();
      await expectDialog(page, 'Sucesso', item.created);

      const row = await findRow(page, item.key);
      await row.click();
      await expect(panel.getByRole('heading', { name: item.editTitle, exact: true })).toBeVisible();
      await expect(row).toHaveAttribute('aria-current', 'true');
      const shown = await item.edit(page);
      await panel.getByRole('button', { name: 'Actualizar Dados' }).click();
      await expectDialog(page, 'Sucesso', item.updated);

      // Edit mode ends after the update and the list reloads with the change.
      await expect(panel.getByRole('heading', { name: item.addTitle, exact: true })).toBeVisible();
      await expect(await findRow(page, item.key)).toContainText(shown);
    });
  }
});

test('the zone table names each zone’s enterprise and a row loads into the form', async ({ page }) => {
  await openSetup(page);
  await page.getByRole('tab', { name: 'Zona', exact: true }).click();
  const row = await findRow(page, 'Magoanine');
  await expect(row).toContainText('Águas do Maputo, E.P.');
  await row.click();
  await expect(field(page, 'Designação')).toHaveValue('Magoanine');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Limpar', exact: true }).click();
  await expect(field(page, 'Designação')).toHaveValue('');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Adicionar Zona' })).toBeVisible();
});

test('an invalid form says why under its fields, with no dialog on top, and saves nothing', async ({
  page,
}) => {
  await openSetup(page);
  const form = page.getByRole('tabpanel');
  await form.getByRole('button', { name: 'Adicionar Empresa' }).click();
  await expect(field(page, 'Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Nome: Campo obrigatório.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Contracto', exact: true }).click();
  await form.getByRole('button', { name: 'Adicionar Tipo de Contrato' }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Utilizador', exact: true }).click();
  const users = await form.getByRole('row').count();
  await field(page, 'Nome').fill('Ana');
  await field(page, 'Utilizador').fill('an');
  await field(page, 'Senha').fill('123');
  await form.getByRole('button', { name: 'Adicionar Utilizador' }).click();
  await expect(form.getByText('Utilizador deve ter pelo menos 3 caracteres.')).toBeVisible();
  await expect(form.getByText('Senha deve ter pelo menos 8 caracteres.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(form.getByRole('row')).toHaveCount(users);
});

test('a refusal the server explains is the error dialog’s message, not hidden under Excepção Lançada', async ({
  page,
}) => {
  await openSetup(page);
  // The demo enterprise's NUIT is taken: the api answers 409 and the form shows why.
  await field(page, 'Nome').fill('Duplicada Lda');
  await field(page, 'Email').fill('duplicada@example.co.mz');
  await field(page, 'Nuit').fill('400123456');
  await field(page, 'Contacto').fill('21000000');
  await field(page, 'Endereço').fill('Maputo');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Adicionar Empresa' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Já existe uma empresa com este NUIT.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Excepção Lançada' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  // A duplicate zone designation: its catalogue text, in the dialog.
  await page.getByRole('tab', { name: 'Zona', exact: true }).click();
  const zoneRow = page.getByRole('tabpanel').getByRole('row').nth(1);
  await expect(zoneRow.getByRole('cell').nth(1)).not.toBeEmpty();
  const taken = ((await zoneRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  const itsEnterprise = ((await zoneRow.getByRole('cell').nth(3).textContent()) ?? '').trim();
  await field(page, 'Designação').fill(taken);
  await field(page, 'Descrição').fill('Outra');
  await field(page, 'Empresa').selectOption({ label: itsEnterprise });
  await page.getByRole('tabpanel').getByRole('button', { name: 'Adicionar Zona' }).click();
  await expect(dialog.getByText('Já existe uma zona com esta designação nesta empresa.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Excepção Lançada' })).toHaveCount(0);
});

test('a setup tab names and marks its refused fields', async ({ page }) => {
  await openSetup(page);
  await page.getByRole('tab', { name: 'Utilizador', exact: true }).click();
  await field(page, 'Nome').fill('Ana');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Adicionar Utilizador' }).click();
  await expect(field(page, 'Perfil')).toHaveAttribute('aria-invalid', 'true');
  for (const text of ['Escolha o Perfil.', 'Endereço: Campo obrigatório.'])
    await expect(page.getByRole('tabpanel').getByText(text)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shootBoth(page, 'setup-user-errors');
});

test('a technician is not offered setup and the api refuses setup writes', async ({ page }) => {
  await signIn(page, demoUsers.tecnico);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Painel' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Parametrização' })).toHaveCount(0);
  // Opening the address directly shows why, not forms the api would refuse.
  await page.goto('/technical/setup');
  await expect(page.getByText('A parametrização está reservada aos administradores.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  const { apiUrl } = e2eEnvironment();
  const api = restClient(apiUrl, await restToken(apiUrl, demoUsers.tecnico));
  const read = await api.GET('/zone');
  expect(read.response.status).toBe(200);
  const write = await api.POST('/enterprise', {
    body: { name: 'X', email: 'x@x.co.mz', nuit: '1', phoneNumber: '1', address: 'X' },
  });
  expect(write.response.status).toBe(403);
  expect(write.error?.message).toMatch(/permissão/);
});

test('the setup screen has no serious accessibility violation and looks right in both themes', async ({
  page,
}) => {
  await openSetup(page);
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
  for (const tab of ['Empresa', 'Utilizador']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await page.getByRole('tab', { name: 'Zona', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `${folder}setup-zone-${theme}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Contracto', exact: true }).click();
    await (await findRow(page, 'Doméstico', true)).click();
    await page.screenshot({ path: `${folder}setup-contract-type-edit-${theme}.png`, fullPage: true });
  }
  for (const path of ['reports', 'settings', 'backups']) {
    await page.goto(`/manager/${path}`);
    await expect(page.getByRole('navigation', { name: 'Trilho de navegação' })).toBeVisible();
    await page.screenshot({ path: `${folder}${path}-dark.png` });
  }
});
