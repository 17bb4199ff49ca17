import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown.tsx';

describe('Dropdown', () => {
  it("starts on 'Seleccione ...' and reports the chosen value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Dropdown
        label="Zona"
        options={[
          { value: 'AZN', label: 'Todos os bairros' },
          { value: 'Z1', label: 'Bairro Central' },
        ]}
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByLabelText('Zona') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Seleccione ...');
    await user.selectOptions(select, 'Bairro Central');
    expect(onChange).toHaveBeenCalledWith('Z1');
  });
});
