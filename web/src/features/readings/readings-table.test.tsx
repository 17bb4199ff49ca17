import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { ReadingRow } from './readings-query.ts';
import { ReadingsTable } from './readings-table.tsx';

const row = (readingId: string, month: number, extra: Partial<ReadingRow>): ReadingRow => ({
  readingId,
  meterId: '80',
  clientId: '8',
  clientName: 'Beto',
  zoneId: '10',
  readingMonth: month,
  readingYear: 2024,
  previousReading: 7,
  currentReading: 19,
  consumption: 12,
  estimated: false,
  meterReplaced: false,
  flags: [],
  state: 'PENDING',
  createdAt: '2024-03-01T10:00:00Z',
  ...extra,
});

describe('a meter’s reading history', () => {
  it('marks the estimated month and the month the meter was replaced, and leaves an ordinary month bare', async () => {
    renderPage(
      <ReadingsTable
        label="Leituras"
        emptyText="Nenhuma"
        loading={false}
        onRowClick={() => {}}
        rows={[
          row('1', 2, { meterReplaced: true, consumption: 42 }),
          row('2', 3, {
            estimated: true,
            flags: [
              {
                code: 'ESTIMATED',
                reason: 'Estimada pela média dos últimos 3 meses',
              },
            ],
          }),
          row('3', 4, {}),
        ]}
      />,
      mockedClient({}),
    );
    const rows = await screen.findAllByRole('row');
    const february = rows.find((r) => r.textContent?.includes('Fevereiro'));
    expect(february?.textContent).toContain('Contador substituído');
    expect(february?.textContent).toContain('inclui o último consumo do contador substituído');
    const march = rows.find((r) => r.textContent?.includes('Março'));
    expect(march?.textContent).toContain('Estimada');
    expect(march?.textContent).not.toContain('Contador substituído');
    const april = rows.find((r) => r.textContent?.includes('Abril'));
    expect(april?.textContent).not.toMatch(/Estimada|Contador substituído/);
  });
});
