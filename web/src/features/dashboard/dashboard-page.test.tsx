import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { thisMonth } from './home-month.ts';

// Painel by role (docs/domain.md "Homes by role"): the technician's day and his zones' meters por ler, each a link
// to that zone's list; the administrator's takings, flagged readings and month above the finance counts.

const month = thisMonth().value;

function api(asked: { month?: string }[] = []) {
  return mockedClient({
    Query: {
      myReadingsToday: () => ({
        day: '2026-01-01',
        count: 7,
        last: [
          {
            readingId: '90',
            meterId: '12',
            client: 'Ana Macuácua',
            readingMonth: 1,
            readingYear: 2026,
            currentReading: 1234,
            consumption: 15,
            createdAt: '2026-01-01T08:30:00.000Z',
          },
        ],
      }),
      unreadMetersByZone: (_: unknown, args: { month: string }) => {
        asked.push(args);
        return [
          { zoneId: '3', zoneName: 'Magoanine', unread: 42 },
          { zoneId: '4', zoneName: 'Zimpeto', unread: 0 },
        ];
      },
      receiptsToday: () => ({ day: '2026-01-01', count: 5, total: '1250.50' }),
      readingsPage: () => ({ total: 9, items: [] }),
      reports: () => ({
        billingCollection: [
          { month, invoiced: '2000.00', collected: '1500.00', fines: '0.00', collectionRate: 75 },
        ],
      }),
      dashboardCounts: () => ({ cuts: 1, readings: 2, invoices: 3, clients: 4 }),
    },
  });
}

describe('Painel', () => {
  it("shows a technician his day and, per zone, the meters por ler linking to the zone's list", async () => {
    const asked: { month?: string }[] = [];
    renderPage(<DashboardPage />, api(asked), 'FIELD_TECH');
    expect((await screen.findByTestId('home-today-count')).textContent).toContain('7');
    expect(
      within(screen.getByTestId('home-today-last')).getByText(/Contador 12 · Ana Macuácua/),
    ).toBeTruthy();
    const zone = await screen.findByTestId('home-unread-3');
    expect(zone.getAttribute('href')).toBe(`/manager/readings/list?zona=3&porLer=${month}`);
    expect(zone.getAttribute('aria-label')).toBe('Magoanine: 42 por ler');
    // A zone with nothing left to read is not listed.
    expect(screen.queryByTestId('home-unread-4')).toBeNull();
    expect(asked).toContainEqual({ month });
    // No queue on this device: 0, and the way to the route.
    expect((await screen.findByTestId('home-queued-count')).textContent).toContain('0');
    expect(screen.getByRole('link', { name: 'Abrir a Rota de Leitura' }).getAttribute('href')).toBe(
      '/manager/reading-route/route',
    );
    expect(screen.queryByTestId('home-receipts')).toBeNull();
  });

  it("shows an administrator today's receipts, the flagged pending readings and the month's billing", async () => {
    renderPage(<DashboardPage />, api(), 'ADMIN');
    expect((await screen.findByTestId('home-receipts-count')).textContent).toContain('5');
    expect(screen.getByTestId('home-receipts-total').textContent).toMatch(/1\s?250,50/);
    expect(screen.getByTestId('home-flagged-count').textContent).toContain('9');
    expect(screen.getByRole('link', { name: 'Ver Leituras Pendentes' }).getAttribute('href')).toBe(
      '/manager/readings/pending',
    );
    expect(screen.getByTestId('home-billing-invoiced').textContent).toMatch(/2\s?000,00/);
    expect(screen.getByTestId('home-billing-collected').textContent).toMatch(/1\s?500,00/);
    // The finance counts stay under them.
    await waitFor(() => expect(screen.getByTestId('dashboard-clients').textContent).toContain('4'));
    expect(screen.queryByTestId('home-unread')).toBeNull();
  });
});
