import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MeterCascade, type MeterChoice } from './meter-cascade.tsx';

const labels = {
  enterprise: 'Empresa',
  zone: 'Zona',
  client: 'Cliente',
  meter: 'Contador',
  loadZonesError: 'zonas',
  loadClientsError: 'clientes',
};

const api = () =>
  mockedClient({
    Query: {
      enterprises: () => [{ enterpriseId: '1', name: 'Águas do Maputo' }],
      zones: () => [
        { zoneId: '10', designation: 'Magoanine', enterpriseId: '1' },
        { zoneId: '11', designation: 'Zimpeto', enterpriseId: '1' },
      ],
      clientsByZone: (_: unknown, { zoneId }: { zoneId: string }) =>
        zoneId === '10'
          ? [
              {
                clientId: '7',
                name: 'Ana',
                meters: [{ meterId: '70', brand: 'Elster', serialNumber: 'EL-0070' }],
              },
              {
                clientId: '8',
                name: 'Beto',
                meters: [
                  { meterId: '80', brand: 'Itron', serialNumber: 'IT-0080' },
                  { meterId: '81', brand: 'Itron', serialNumber: 'IT-0081' },
                ],
              },
            ]
          : [],
      availableMeters: () => [
        { meterId: '80', brand: 'Itron', serialNumber: 'IT-0080' },
        { meterId: '81', brand: 'Itron', serialNumber: 'IT-0081' },
      ],
      searchMeters: (_: unknown, { search }: { search: string }) =>
        [
          { meterId: '80', clientId: '8', brand: 'Itron', serialNumber: 'IT-0080' },
          { meterId: '81', clientId: '8', brand: 'Itron', serialNumber: 'IT-0081' },
        ].filter((meter) => meter.serialNumber.includes(search)),
      client: (_: unknown, { id }: { id: string }) => ({ clientId: id, name: 'Beto', zoneId: '10' }),
    },
  });

function Form({ initial, meters }: { initial: MeterChoice; meters?: 'client' | 'available' }) {
  const [value, setValue] = useState(initial);
  return (
    <MeterCascade
      labels={labels}
      value={value}
      meters={meters}
      onChange={(field, chosen) => setValue((current) => ({ ...current, [field]: chosen }))}
    />
  );
}

const empty = { enterpriseId: '', zoneId: '', clientId: '', meterId: '' };
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLSelectElement;

describe('MeterCascade', () => {
  it('narrows each choice by the one before, picks a lone meter and clears what follows a change', async () => {
    const user = userEvent.setup();
    renderPage(<Form initial={empty} />, api());

    const enterprise = await screen.findByLabelText('Empresa');
    expect(field('Zona').disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Águas do Maputo' })).toBeTruthy());
    await user.selectOptions(enterprise, '1');
    await user.selectOptions(field('Zona'), '10');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ana' })).toBeTruthy());
    await user.selectOptions(field('Cliente'), '7');
    expect(field('Contador').value).toBe('70');

    await user.selectOptions(field('Cliente'), '8');
    expect(field('Contador').value).toBe('');
    expect(screen.getByRole('option', { name: 'IT-0081 · Itron' })).toBeTruthy();
    await user.selectOptions(field('Contador'), '81');
    await user.selectOptions(field('Zona'), '11');
    expect(field('Cliente').value).toBe('');
    expect(field('Contador').value).toBe('');
    expect(field('Contador').disabled).toBe(true);
  }, 30_000);

  it("starts from a saved client: its zone's enterprise, and the newest meter free for a contract", async () => {
    renderPage(<Form initial={{ ...empty, zoneId: '10', clientId: '8' }} meters="available" />, api());

    await waitFor(() => expect(field('Empresa').value).toBe('1'));
    await waitFor(() => expect(field('Contador').value).toBe('81'));
    expect(field('Zona').value).toBe('10');
    expect(field('Cliente').value).toBe('8');
  }, 30_000);

  it('finds a meter by the serial number printed on it and fills zone, client and meter', async () => {
    const user = userEvent.setup();
    renderPage(<Form initial={empty} />, api());

    await user.type(await screen.findByRole('combobox', { name: 'Procurar pelo n.º de série' }), '0081');
    await user.click(await screen.findByRole('option', { name: 'IT-0081 · Itron (contador 81)' }));
    await waitFor(() => expect(field('Contador').value).toBe('81'));
    expect(field('Cliente').value).toBe('8');
    expect(field('Zona').value).toBe('10');
    await waitFor(() => expect(field('Empresa').value).toBe('1'));
  }, 30_000);
});
