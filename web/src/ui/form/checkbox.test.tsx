import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';

function Harness() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Isento de multas"
      description="O cliente não paga multas por atraso."
      checked={checked}
      onChange={setChecked}
    />
  );
}

describe('Checkbox', () => {
  it('is labelled and described, and toggles by click and Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Isento de multas' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('O cliente não paga multas por atraso.');

    await user.click(screen.getByText('Isento de multas'));
    expect(box.getAttribute('aria-checked')).toBe('true');
    box.focus();
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('false');
  });
});
