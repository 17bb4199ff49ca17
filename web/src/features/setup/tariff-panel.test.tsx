import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { TariffPanel } from './tariff-panel.tsx';

// The panel's documents answered by the gateway's own schema: the versions of the chosen type, the block editor's
// refusal as typed, and "Simular factura" showing the quote's lines and total.

const VERSION = {
  tariffVersionId: '9',
  effectiveFrom: '2025-01-01',
  minimumCharge: '143.00',
  fixedCharge: '50.00',
  fixedChargeDescription: null,
  sanitationRate: 10,
  sanitationExemptUpTo: 5,
  vatRate: 16,
  vatExemptUpTo: 5,
  note: 'Limites de exemplo',
  locked: true,
  blocks: [
    { upTo: 5, price: null, flat: '143.00' },
    { upTo: null, price: '72.83', flat: null },
  ],
};

const client = () =>
  mockedClient({
    Query: {
      contractType: () => ({
        contractTypeId: '4',
        designation: 'Doméstico (Maputo 2025)',
        tariffs: [VERSION],
      }),
      tariffQuote: () => ({
        tariffVersionId: '9',
        lines: [
          {
            kind: 'WATER_BLOCK',
            description: '1.º escalão (até 5 m³), valor fixo',
            quantity: 5,
            unitPrice: null,
            amount: '143.00',
          },
          {
            kind: 'WATER_BLOCK',
            description: '2.º escalão (mais de 5 m³)',
            quantity: 1,
            unitPrice: '72.83',
            amount: '72.83',
          },
        ],
        vat: '0.00',
        total: '215.83',
      }),
    },
  });

describe('the tariff panel', { timeout: 30_000 }, () => {
  it('lists a locked version, checks escalões as typed and simulates a bill', async () => {
    const user = userEvent.setup();
    renderPage(
      <TariffPanel contractTypes={[{ contractTypeId: '4', designation: 'Doméstico (Maputo 2025)' }]} />,
      client(),
    );
    const panel = await screen.findByRole('region', { name: 'Tarifas' }, { timeout: 5000 });
    expect(await within(panel).findByText('Já facturou: bloqueada')).toBeTruthy();
    expect(within(panel).getByText('Limites de exemplo')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Editar versão' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Nova versão' }));
    await user.type(within(panel).getByLabelText('Escalão 1: até (m³)'), '10');
    await user.click(within(panel).getByRole('button', { name: 'Adicionar escalão' }));
    await user.type(within(panel).getByLabelText('Escalão 2: até (m³)'), '7');
    expect(
      await within(panel).findByText(
        'Escalão 2: o limite "até (m³)" tem de ser maior do que o do escalão anterior.',
      ),
    ).toBeTruthy();

    const simulator = within(panel).getByRole('region', { name: 'Simular factura' });
    await user.type(within(simulator).getByLabelText('Consumo (m³)'), '6');
    await user.click(within(simulator).getByRole('button', { name: 'Simular' }));
    expect(await within(simulator).findByText('2.º escalão (mais de 5 m³)')).toBeTruthy();
    expect(within(simulator).getByTestId('tariff-quote-total').textContent).toContain('215,83');
  });

  describe('in December', () => {
    afterEach(() => vi.useRealTimers());

    it('offers the 1st of January as the day a new version is in force', async () => {
      // Only the clock is fake: the timers the page and Testing Library wait on stay real.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-20T10:00:00+02:00'));
      const user = userEvent.setup();
      renderPage(
        <TariffPanel contractTypes={[{ contractTypeId: '4', designation: 'Doméstico (Maputo 2025)' }]} />,
        client(),
      );
      const panel = await screen.findByRole('region', { name: 'Tarifas' }, { timeout: 5000 });
      await user.click(await within(panel).findByRole('button', { name: 'Nova versão' }));
      await user.click(within(panel).getByRole('button', { name: 'Abrir calendário' }));
      const calendar = screen.getByRole('dialog', { name: 'Calendário' });
      await user.click(within(calendar).getByRole('button', { name: 'Mês seguinte' }));
      await user.click(within(calendar).getByRole('button', { name: '01/01/2027' }));
      expect(within(panel).getByLabelText(/^Em vigor desde/)).toHaveProperty('value', '01/01/2027');
    });
  });
});
