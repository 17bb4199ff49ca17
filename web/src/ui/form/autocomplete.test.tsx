import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Autocomplete } from './autocomplete.tsx';
import type { Option } from './option.ts';

const clients: Option<number>[] = [
  { value: 1, label: 'Maria Cossa' },
  { value: 2, label: 'João Macuácua' },
  { value: 3, label: 'Marco Sitoe' },
  { value: 4, label: 'Ana Maria Nhantumbo' },
];

function Harness({
  options = clients,
  onChange,
}: {
  options?: Option<number>[];
  onChange?: (v: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <Autocomplete
        label="Cliente"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <p data-testid="value">{value ?? 'nenhum'}</p>
    </>
  );
}

const optionLabels = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Autocomplete', () => {
  it('filters options by label substring, ignoring case', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'MAR');
    expect(optionLabels()).toEqual(['Maria Cossa', 'Marco Sitoe', 'Ana Maria Nhantumbo']);
    await user.type(input, 'ia');
    expect(optionLabels()).toEqual(['Maria Cossa', 'Ana Maria Nhantumbo']);
  });

  it('selects with the arrow keys and Enter, and shows the label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' }) as HTMLInputElement;
    // Typing activates the first match, so Enter alone would take 'Maria Cossa'; ↓ moves to the next.
    await user.type(input, 'ma');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByTestId('value').textContent).toBe('2');
    expect(input.value).toBe('João Macuácua');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('clears the choice with the clear button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Cliente' }) as HTMLInputElement;
    await user.type(input, 'sitoe');
    await user.click(screen.getByRole('option', { name: 'Marco Sitoe' }));
    expect(screen.getByTestId('value').textContent).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Limpar selecção' }));
    expect(screen.getByTestId('value').textContent).toBe('nenhum');
    expect(input.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Limpar selecção' })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'zzz');
    expect(screen.getByText('Nenhum resultado encontrado')).toBeTruthy();
    expect(optionLabels()).toEqual([]);
  });

  it('renders only the first 100 matches of a long list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: i + 1, label: `Cliente ${i + 1}` }));
    render(<Harness options={many} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'cliente');
    expect(screen.getAllByRole('option')).toHaveLength(100);
    expect(screen.getByText(/A mostrar 100 de 5000 resultados/)).toBeTruthy();

    await user.type(input, ' 4999');
    expect(optionLabels()).toEqual(['Cliente 4999']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('4999');
  });
});
