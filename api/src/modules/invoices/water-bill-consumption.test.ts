import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { contractType, freshMeters } from '../readings/field-fixtures.ts';

// The water bill prints the consumption the reading billed — across a wrapped register, and for an estimate
// marked as such — never current − previous (docs/domain.md "Readings from the field").

const run = promisify(execFile);
let t: TestApp;
let tech: Record<string, string>;
let typeId: number;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  typeId = await contractType(t.databaseUrl, 'Factura com consumo medido');
  folder = await mkdtemp(path.join(tmpdir(), 'agua-bill-consumption-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t?.close();
});

async function register(meterId: number, month: number, currentReading?: number, anomalyCode?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reading',
    headers: tech,
    payload: {
      meterId,
      readingYear: 2023,
      readingMonth: month,
      ...(currentReading === undefined ? {} : { currentReading }),
      ...(anomalyCode ? { anomalyCode } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<{ readingId: number; consumption: number }>();
}

async function billText(readingId: number): Promise<string> {
  const bill = await t.app.inject({
    method: 'GET',
    url: `/api/v1/invoice/waterBill/${readingId}`,
    headers: { ...tech, accept: 'application/pdf' },
  });
  expect(bill.statusCode).toBe(200);
  const file = path.join(folder, `b-${readingId}.pdf`);
  await writeFile(file, bill.rawPayload);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe('the water bill of a reading', () => {
  it('prints the 150 m³ a wrapped 5-digit register advanced, not a negative number', async () => {
    const [meter] = await freshMeters(t.databaseUrl, typeId, 1, () => ({ digits: 5, cubicMeters: 99_950 }));
    const wrapped = await register(meter!.meterId, 1, 100);
    expect(wrapped.consumption).toBe(150);
    const text = await billText(wrapped.readingId);
    expect(text).toMatch(/Leitura Anterior Leitura Actual Consumo 99950 m³ 100 m³ 150 m³/);
    expect(text).toMatch(/Consumo de água \(Factura com consumo medido\) 150 m³/);
    expect(text).not.toContain('Estimada');
  });

  it('marks an estimated month and prints the estimate', async () => {
    const [meter] = await freshMeters(t.databaseUrl, typeId, 1);
    await register(meter!.meterId, 1, 10);
    await register(meter!.meterId, 2, 22);
    const estimate = await register(meter!.meterId, 3, undefined, '01');
    expect(estimate.consumption).toBe(11);
    const text = await billText(estimate.readingId);
    expect(text).toMatch(/22 m³ 33 m³ 11 m³ \(Estimada\)/);
  });
});
