import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from './select.tsx';

const methods = [
  { value: 'MPESA', label: 'M-Pesa' },
  { value: 'CASH', label: 'Numerário' },
  { value: 'BANK', label: 'Transferência' },
] as const;

function Harness() {
  const [method, setMethod] = useState<(typeof methods)[number]['value'] | null>(null);
  return (
    <>
      <Select label="Método de pagamento" options={methods} value={method} onChange={setMethod} />
      <p data-testid="value">{method}</p>
    </>
  );
}

describe('Select', () => {
  it('is labelled, shows the placeholder and picks with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: /Método de pagamento/ });
    expect(button.textContent).toContain('Seleccione ...');

    button.focus();
    await user.keyboard(' ');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'M-Pesa',
      'Numerário',
      'Transferência',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('CASH');
    expect(button.textContent).toContain('Numerário');
  });
});
