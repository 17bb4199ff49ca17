import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Option } from './option.ts';
import { ServerCombobox } from './server-combobox.tsx';

const CLIENTS: Option<string>[] = [
  { value: '1', label: 'Ana Cossa' },
  { value: '2', label: 'Bento Cossa' },
  { value: '3', label: 'Carla Mondlane' },
];

/** Stands in for the server: answers the searches it is asked, and records them. */
function Harness({ searches }: { searches: string[] }) {
  const [value, setValue] = useState<Option<string> | null>(null);
  const [query, setQuery] = useState('');
  const options = CLIENTS.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <>
      <ServerCombobox
        label="Cliente"
        value={value}
        onChange={setValue}
        options={options}
        onSearch={(typed) => {
          searches.push(typed);
          setQuery(typed);
        }}
      />
      <p data-testid="chosen">{value?.value ?? ''}</p>
    </>
  );
}

describe('ServerCombobox', () => {
  it('asks the server once typing pauses, chooses with the arrows and Enter, and clears with ×', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    render(<Harness searches={searches} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });

    await user.type(input, 'cossa');
    await waitFor(() => expect(searches).toEqual(['cossa']));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    expect((input as HTMLInputElement).value).toBe('Bento Cossa');

    await user.click(screen.getByRole('button', { name: 'Limpar selecção' }));
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });

  it('says so when the server finds nothing', async () => {
    const user = userEvent.setup();
    render(<Harness searches={[]} />);
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'zzz');
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeTruthy();
  });
});
