import { messages } from '@agua/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AuditPage } from './audit-page.tsx';

const t = messages.audit;

const filters: unknown[] = [];
const gatewayClient = () =>
  mockedClient({
    Query: {
      users: () => [
        { userId: '2', name: 'Técnico Demo', username: 'tecnico', role: 'FIELD_TECH', active: true },
      ],
      auditPage: (_root: unknown, args: { filter?: unknown }) => {
        filters.push(args.filter ?? null);
        return {
          total: 1,
          items: [
            {
              auditId: '9',
              at: '2026-05-04T08:00:00.000Z',
              userName: 'Técnico Demo',
              apiKeyName: null,
              address: '10.0.0.5',
              entity: 'readings',
              entityId: '41',
              clientId: '3',
              action: 'UPDATE',
              changes: [
                { field: 'current_reading', before: '12', after: '15', hidden: false },
                { field: 'password_hash', before: null, after: null, hidden: true },
              ],
            },
          ],
        };
      },
    },
  });

describe('Auditoria', () => {
  it('lists who changed what, before → after, a secret only as changed; filters go to the gateway', async () => {
    const user = userEvent.setup();
    renderPage(<AuditPage />, gatewayClient(), 'ADMIN');
    const table = await screen.findByRole('table', { name: t.title }, { timeout: 10_000 });
    const row = await within(table).findByRole('row', { name: /Técnico Demo/ }, { timeout: 10_000 });
    expect(row.textContent).toContain('Leitura');
    expect(row.textContent).toContain('Alteração');
    expect(row.textContent).toContain('current_reading: 12 → 15');
    expect(row.textContent).toContain(t.hidden);
    await user.selectOptions(screen.getByLabelText(t.filters.user), 'Técnico Demo');
    await user.selectOptions(screen.getByLabelText(t.filters.entity), 'Leitura');
    await user.click(screen.getByRole('button', { name: t.filters.apply }));
    await waitFor(() => expect(filters.at(-1)).toEqual({ userId: '2', entity: 'readings' }));
    // Asked once per filter, not over and over.
    const settled = filters.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(filters).toHaveLength(settled);
  }, 30_000);
});
