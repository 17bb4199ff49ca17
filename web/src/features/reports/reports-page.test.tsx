import { monthsOf } from '@agua/domain/contracts/report';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { pickMonth } from '../../test/pick-month.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ReportsPage } from './reports-page.tsx';

// Relatórios over the gateway's schema: the tables follow the period the user sets, each with the columns and the
// Total line of domain/src/contracts/report-columns.ts, and a period the api would refuse is said and never asked.

interface Args {
  from: string;
  to: string;
  zoneId: string | null;
}

function api(asked: Args[]) {
  return mockedClient({
    Query: {
      zones: () => [{ zoneId: '1', designation: 'Magoanine', enterpriseId: '1' }],
      reports: (_: unknown, args: Args) => {
        asked.push(args);
        const months = monthsOf(args);
        return {
          billingCollection: months.map((month, i) => ({
            month,
            invoiced: `${1000 + i}.50`,
            collected: '500.25',
            fines: '0.00',
            collectionRate: 49.96,
          })),
          debtAging: [],
          consumption: [],
          nonRevenueZones: [
            {
              zoneId: '1',
              zoneName: 'Magoanine',
              consumption: 1200,
              previousYearConsumption: 1500,
              change: -20,
              fell: true,
            },
          ],
          nonRevenueMeters: { total: 0, items: [] },
          topDebtors: {
            total: 1,
            items: [
              {
                clientId: '7',
                clientName: 'Ana Macuácua',
                zoneName: 'Magoanine',
                debt: '350.50',
                invoices: 2,
                daysOverdue: 40,
              },
            ],
          },
          paymentMethods: [],
          readingsProgress: [],
        };
      },
    },
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Relatórios', () => {
  it('draws each report for the period chosen, with its columns and its Total line', async () => {
    const user = userEvent.setup();
    const asked: Args[] = [];
    renderPage(<ReportsPage />, api(asked));
    const billing = await screen.findByTestId('report-billing-collection');
    // The last 12 months at first.
    await waitFor(() => expect(within(billing).getAllByRole('row')).toHaveLength(1 + 12 + 1));

    await pickMonth(user, 'De (mês)', '2025-01');
    await pickMonth(user, 'Até (mês)', '2025-03');
    // The fields write the months as pt-PT does, whatever language the browser speaks.
    expect((screen.getByRole('textbox', { name: 'De (mês)' }) as HTMLInputElement).value).toBe('Jan 2025');
    expect((screen.getByRole('textbox', { name: 'Até (mês)' }) as HTMLInputElement).value).toBe('Mar 2025');

    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2025-01', to: '2025-03', zoneId: null }));
    const table = within(screen.getByTestId('report-billing-collection')).getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 + 1));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mês', 'Facturado (MZN)', 'Cobrado (MZN)', 'Multas (MZN)', 'Taxa de cobrança (%)']);
    const [, jan, feb, mar, total] = rowsOf(table);
    expect(jan?.[0]).toBe('Jan 2025');
    expect(feb?.[0]).toBe('Fev 2025');
    expect(mar?.[4]).toBe('49,96');
    // 1000,50 + 1001,50 + 1002,50, and 3 × 500,25: added in centavos.
    expect(total?.[0]).toBe('Total');
    expect(total?.[1]).toMatch(/3004,50|3\s004,50/);
    expect(total?.[2]).toMatch(/1500,75|1\s500,75/);
    expect(total?.[4]).toBe('');

    // Sim/Não from the catalogue; the first page of the top debtors has no Total of its own.
    const zones = within(screen.getByTestId('report-non-revenue-zones')).getByRole('table');
    expect(rowsOf(zones)[1]).toEqual(['Magoanine', '1200', '1500', '-20,00', 'Sim']);
    const debtors = within(screen.getByTestId('report-top-debtors')).getByRole('table');
    expect(rowsOf(debtors)[1]?.slice(0, 2)).toEqual(['Ana Macuácua', 'Magoanine']);
    expect(within(debtors).queryByTestId('report-total')).toBeNull();
  }, 30_000);

  it('says at once that a period ends before it starts, and does not ask for it', async () => {
    const user = userEvent.setup();
    const asked: Args[] = [];
    renderPage(<ReportsPage />, api(asked));
    await screen.findByTestId('report-billing-collection');
    const before = asked.length;

    await pickMonth(user, 'De (mês)', '2025-12');
    await pickMonth(user, 'Até (mês)', '2025-01');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Período: o mês inicial é posterior ao mês final.',
    );
    expect(asked.slice(before).some((args) => args.from === '2025-12' && args.to === '2025-01')).toBe(false);
  }, 30_000);
});
