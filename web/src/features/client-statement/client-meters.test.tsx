import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ClientPage } from './client-page.tsx';

// Ficha do Cliente's meters and reading history over the gateway's schema: a replaced meter stays listed with its
// closing index, the history marks the estimated and the replaced months, and the dialogs keep the api's refusal.

const meter = (id: string, fields: Record<string, unknown> = {}) => ({
  meterId: id,
  brand: 'Genérico',
  cubicMeters: 0,
  serialNumber: `SN-${id}`,
  digits: 5,
  closedOn: null,
  closingReading: null,
  replacesMeterId: null,
  ...fields,
});

const reading = (id: string, month: number, fields: Record<string, unknown> = {}) => ({
  readingId: id,
  meterId: '3',
  readingMonth: month,
  readingYear: 2026,
  previousReading: 10,
  currentReading: 20,
  consumption: 10,
  estimated: false,
  meterReplaced: false,
  state: 'APPROVED',
  flags: [],
  ...fields,
});

let sent: Record<string, unknown>[] = [];

const api = () =>
  mockedClient({
    Mutation: {
      updateMeter: (_: unknown, args: Record<string, unknown>) => {
        sent.push(args);
        return { meter: meter('4', { serialNumber: 'ZX-9' }), message: null, inputErrors: [] };
      },
      replaceMeter: (_: unknown, args: Record<string, unknown>) => {
        sent.push(args);
        return {
          closedMeter: null,
          newMeter: null,
          message: 'Já existe um contador com o número de série SN-3.',
          inputErrors: [],
        };
      },
    },
    Query: {
      client: () => ({
        clientId: '7',
        name: 'Ana Macuácua',
        phoneNumber: '841234567',
        address: 'Rua 1',
        nuit: null,
        zone: { designation: 'BAIRRO A' },
        meters: [
          meter('3', { closedOn: '2026-03-10', closingReading: 130, brand: 'Zenner' }),
          meter('4', { replacesMeterId: '3' }),
        ],
        readings: [
          reading('11', 1, { meterId: '3', currentReading: 110 }),
          reading('13', 3, {
            meterId: '4',
            meterReplaced: true,
            previousReading: 0,
            currentReading: 5,
            consumption: 25,
          }),
          reading('12', 2, {
            meterId: '3',
            estimated: true,
            previousReading: 110,
            currentReading: 118,
            consumption: 8,
            state: 'PENDING',
            flags: [{ code: 'ESTIMATED', reason: 'Leitura estimada (PORTAO): 8 m³.' }],
          }),
        ],
        contracts: [],
        debt: {
          invoiceCount: 0,
          invoicesAmount: '0',
          fines: '0',
          otherCharges: '0',
          credit: '0',
          total: '0',
        },
        unpaidInvoices: [],
        receipts: [],
        chargedRubrics: [],
      }),
      clientStatement: () => null,
    },
  });

describe('Ficha do Cliente: meters and readings', () => {
  it('lists the replaced meter with its closing index and marks the estimated and replaced months, latest first', async () => {
    renderPage(<ClientPage />, api(), 'ADMIN', '/manager/client-statement/client?id=7');
    const old = await screen.findByRole('listitem', { name: 'Contador 3 · Nº SN-3' });
    expect(old.textContent).toMatch(/Substituído em 10\/03\/2026 \(fecho: 130 m³\)/);
    expect(within(old).queryByRole('button', { name: 'Substituir contador' })).toBeNull();
    const current = screen.getByRole('listitem', { name: 'Contador 4 · Nº SN-4' });
    expect(current.textContent).toMatch(/Em serviço/);
    expect(current.textContent).toMatch(/Substituiu o contador 3/);

    const history = screen.getByRole('region', { name: 'Histórico de leituras' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Março 2026',
      'Fevereiro 2026',
      'Janeiro 2026',
    ]);
    expect(rows[0]?.textContent).toMatch(/Contador substituído/);
    expect(rows[1]?.textContent).toMatch(/Estimada/);
    expect(rows[2]?.textContent).not.toMatch(/Estimada|substituído/);
    expect(within(history).getByRole('img').getAttribute('aria-label')).toBe(
      'Consumo dos últimos 3 meses: 43 m³ no total.',
    );
  });

  it('edits a serial number and digits, refusing a bad digit count before sending', async () => {
    sent = [];
    const user = userEvent.setup();
    renderPage(<ClientPage />, api(), 'FIELD_TECH', '/manager/client-statement/client?id=7');
    const current = await screen.findByRole('listitem', { name: 'Contador 4 · Nº SN-4' });
    expect(within(current).queryByRole('button', { name: 'Substituir contador' })).toBeNull();
    await user.click(within(current).getByRole('button', { name: 'Editar contador' }));
    const dialog = await screen.findByRole('dialog');
    const serial = within(dialog).getByLabelText(/Número de série/);
    await user.clear(serial);
    await user.type(serial, 'zx-9');
    const digits = within(dialog).getByLabelText(/Dígitos/);
    await user.clear(digits);
    await user.type(digits, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Dígitos: use um número inteiro de 3 a 9.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(digits);
    await user.type(digits, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contador guardado com sucesso!')).toBeTruthy();
    expect(sent).toEqual([
      { id: '4', input: { brand: 'Genérico', cubicMeters: 0, digits: 6, serialNumber: 'ZX-9' } },
    ]);
  });

  it("keeps the api's refusal of a replacement inside the dialog, with what was typed", async () => {
    sent = [];
    const user = userEvent.setup();
    renderPage(<ClientPage />, api(), 'ADMIN', '/manager/client-statement/client?id=7');
    const current = await screen.findByRole('listitem', { name: 'Contador 4 · Nº SN-4' });
    await user.click(within(current).getByRole('button', { name: 'Substituir contador' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Leitura de fecho/), '40');
    await user.type(within(dialog).getByLabelText(/Número de série do novo/), 'sn-3');
    await user.click(within(dialog).getByRole('button', { name: 'Substituir contador' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Já existe um contador com o número de série SN-3.',
    );
    expect((within(dialog).getByLabelText(/Leitura de fecho/) as HTMLInputElement).value).toBe('40');
    expect(sent).toMatchObject([
      {
        meterId: '4',
        input: { closingReading: 40, newMeter: { serialNumber: 'SN-3', digits: 5, initialReading: 0 } },
      },
    ]);
  });
});
