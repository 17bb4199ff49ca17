import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MeterCombobox, type MeterPick } from './meter-combobox.tsx';

const METERS: MeterPick[] = [
  {
    meterId: '1',
    clientId: '10',
    client: 'Ana Cossa',
    serial: 'AG0000001',
    address: 'Rua da Maçã 1',
    mark: { label: 'Por ler', tone: 'pending' },
  },
  {
    meterId: '2',
    clientId: '20',
    client: 'Bento Mondlane',
    serial: 'AG0000002',
    address: 'Avenida Julius Nyerere 9',
    mark: { label: 'Lida', tone: 'read' },
  },
];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <MeterCombobox
        label="Cliente / Contador"
        meters={METERS}
        value={value}
        onChange={(m) => setValue(m.meterId)}
      />
      <p data-testid="chosen">{value}</p>
    </>
  );
}

describe('MeterCombobox', () => {
  it('finds a meter by its serial number or its address without accents, shows its mark, and chooses it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Cliente / Contador' });

    await user.type(input, '0002');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option').textContent).toContain('Bento Mondlane');
    expect(screen.getByRole('option').textContent).toContain('Lida');

    await user.clear(input);
    await user.type(input, 'rua da maca');
    const option = screen.getByRole('option');
    expect(option.textContent).toContain('Ana Cossa');
    expect(option.textContent).toContain('Por ler');
    await user.click(option);
    expect(screen.getByTestId('chosen').textContent).toContain('1');
    expect((input as HTMLInputElement).value).toBe('Ana Cossa · AG0000001');

    await user.clear(input);
    await user.type(input, 'ninguém');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toContain('Nenhum resultado');
  });
});
