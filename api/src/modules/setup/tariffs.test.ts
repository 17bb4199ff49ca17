import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const fieldsOf = (body: { details?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.field, d.message]));

describe('/contract-type', () => {
  it('keeps money exact: meticais in JSON, numeric(14,2) in PostgreSQL', async () => {
    const created = await call(admin, 'POST', '/contract-type', {
      designation: 'Industrial',
      minimumConsumptionValue: 900.1,
      pricePerConsumptionUnit: 72.35,
      reconnectionFee: 1500,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      designation: 'Industrial',
      minimumConsumptionValue: 900.1,
      pricePerConsumptionUnit: 72.35,
      reconnectionFee: 1500,
    });
    const [row] = await queryRows<{ price: string }>(
      t.databaseUrl,
      'select price_per_consumption_unit::text as price from contract_types where id = $1',
      [created.json().contractTypeId],
    );
    expect(row?.price).toBe('72.35');
    expect((await call(tech, 'GET', `/contract-type/${created.json().contractTypeId}`)).statusCode).toBe(200);
  });

  it('refuses negative amounts, more than 2 decimals and missing fields, naming them', async () => {
    const response = await call(admin, 'POST', '/contract-type', {
      designation: 'X',
      minimumConsumptionValue: -1,
      pricePerConsumptionUnit: 1.005,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({
      minimumConsumptionValue: 'Consumo Mínimo deve ser maior ou igual a 0.',
      pricePerConsumptionUnit: 'Preço por m³ aceita no máximo 2 casas decimais.',
      reconnectionFee: 'Taxa de Religação: Campo obrigatório.',
    });
  });

  it('answers 409 for a repeated designation and for deleting a type in use', async () => {
    const duplicate = await call(admin, 'POST', '/contract-type', {
      designation: 'doméstico',
      minimumConsumptionValue: 1,
      pricePerConsumptionUnit: 1,
      reconnectionFee: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(messages.conflicts.contractTypeDesignation);
    const inUse = await call(admin, 'DELETE', '/contract-type/1');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(messages.setup.inUse.contractTypeHasContracts);
  });

  it('is read by both roles and written by administrators only', async () => {
    const list = await call(tech, 'GET', '/contract-type?sort=-pricePerConsumptionUnit');
    const prices = list.json().map((row: { pricePerConsumptionUnit: number }) => row.pricePerConsumptionUnit);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await call(tech, 'GET', '/contract-type/count')).json().count).toBe(
      await countRows(t.databaseUrl, 'contract_types'),
    );
    expect((await call(tech, 'PUT', '/contract-type/1', {})).statusCode).toBe(403);
  });
});

describe('/fine-configuration', () => {
  it('serves the newest active tier as last-active', async () => {
    const created = await call(admin, 'POST', '/fine-configuration', {
      minInterval: 0,
      maxInterval: 10,
      acruedFinePercentage: 2.5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      minInterval: 0,
      maxInterval: 10,
      acruedFinePercentage: 2.5,
      active: true,
    });
    const last = await call(tech, 'GET', '/fine-configuration/last-active');
    expect(last.json().fineConfigurationId).toBe(created.json().fineConfigurationId);

    const id = created.json().fineConfigurationId;
    await call(admin, 'PUT', `/fine-configuration/${id}`, {
      minInterval: 0,
      maxInterval: 10,
      acruedFinePercentage: 2.5,
      active: false,
    });
    expect((await call(tech, 'GET', '/fine-configuration/last-active')).json().fineConfigurationId).not.toBe(
      id,
    );
  });

  it('keeps the percentage within 0-100 and the intervals at 0 or more, max not below min', async () => {
    const response = await call(admin, 'POST', '/fine-configuration', {
      minInterval: -1,
      maxInterval: 'dez',
      acruedFinePercentage: 100.5,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({
      minInterval: 'Intervalo Mínimo deve ser maior ou igual a 0.',
      maxInterval: 'Intervalo Máximo deve ser um número.',
      acruedFinePercentage: 'Percentagem da Multa deve ser menor ou igual a 100.',
    });
    const reversed = await call(admin, 'POST', '/fine-configuration', {
      minInterval: 30,
      maxInterval: 10,
      acruedFinePercentage: 5,
    });
    expect(fieldsOf(reversed.json())).toEqual({ maxInterval: messages.setup.validation.maxBelowMin });
  });

  it('answers 404 in Portuguese when no tier is active', async () => {
    const ids = (await call(admin, 'GET', '/fine-configuration')).json() as { fineConfigurationId: number }[];
    for (const { fineConfigurationId } of ids) {
      expect((await call(admin, 'DELETE', `/fine-configuration/${fineConfigurationId}`)).statusCode).toBe(
        204,
      );
    }
    const none = await call(tech, 'GET', '/fine-configuration/last-active');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(messages.setup.notFound.noActiveFine);
  });
});

describe('/invoice-configuration', () => {
  it('creates, lists, updates and refuses technicians', async () => {
    const created = await call(admin, 'POST', '/invoice-configuration', {
      description: 'Prazo alargado',
      minInterval: 1,
      maxInterval: 30,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().invoiceConfigurationId;
    const list = await call(tech, 'GET', '/invoice-configuration?q=alargado');
    expect(list.json().map((row: { invoiceConfigurationId: number }) => row.invoiceConfigurationId)).toEqual([
      id,
    ]);
    const updated = await call(admin, 'PUT', `/invoice-configuration/${id}`, {
      description: 'Prazo alargado',
      minInterval: 1,
      maxInterval: 45,
      active: false,
    });
    expect(updated.json()).toMatchObject({ maxInterval: 45, active: false });
    expect((await call(tech, 'POST', '/invoice-configuration', {})).statusCode).toBe(403);
    const bad = await call(admin, 'POST', '/invoice-configuration', { description: '', minInterval: 1.5 });
    expect(Object.keys(fieldsOf(bad.json())).sort()).toEqual(['description', 'maxInterval', 'minInterval']);
  });
});
