import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ReadingsListPage } from './readings-list-page.tsx';

// Listar Leituras' "por ler": opened from a home's or Relatórios' link (zona, porLer), it lists the zone's meters
// still to read in that month, as the gateway answers them, and goes back to the readings on "Leituras registadas".

interface Args {
  zoneId: string;
  month: string;
  page: number;
  size: number;
}

function api(asked: Args[]) {
  return mockedClient({
    Query: {
      zones: () => [{ zoneId: '3', designation: 'Magoanine', description: 'Magoanine' }],
      readingsPage: () => ({ total: 0, items: [] }),
      unreadMetersPage: (_: unknown, args: Args) => {
        asked.push(args);
        return {
          total: 2,
          items: [
            { meterId: '11', serial: 'SN-11', clientId: '5', client: 'Ana Macuácua', address: 'Rua 1' },
            { meterId: '12', serial: 'SN-12', clientId: '6', client: 'Rui Cossa', address: 'Rua 2' },
          ],
        };
      },
    },
  });
}

describe('Listar Leituras, por ler', () => {
  it("lists the zone's meters por ler of the month in the address", async () => {
    const asked: Args[] = [];
    // The list filters read the browser's address (ui/table/list-memory.tsx), as a link opens it.
    window.history.replaceState(null, '', '/manager/page?zona=3&porLer=2026-02');
    renderPage(<ReadingsListPage />, api(asked), 'FIELD_TECH', '/manager/page?zona=3&porLer=2026-02');
    expect((await screen.findByTestId('unread-total')).textContent).toContain('2 contadores por ler');
    expect(asked.at(-1)).toMatchObject({ zoneId: '3', month: '2026-02', page: 1 });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Ana Macuácua')).toBeTruthy();
    expect(within(table).getByText('SN-12')).toBeTruthy();
    expect((screen.getByLabelText('Mês') as HTMLSelectElement).value).toBe('2026-02');

    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByTestId('unread-total')).toBeNull());
  });
});
