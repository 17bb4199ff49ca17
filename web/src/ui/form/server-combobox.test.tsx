import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Option } from './option.ts';
import { ServerCombobox } from './server-combobox.tsx';

const CLIENTS: Option<string>[] = [
  { value: '1', label: 'Ana Cossa' },
  { value: '2', label: 'Alberto Cossa' },
  { value: '3', label: 'Beatriz Mondlane' },
];

/** A stand-in server: answers the searches it is asked, and records them. */
function Harness({ searches }: { searches: string[] }) {
  const [options, setOptions] = useState<Option<string>[]>([]);
  const [value, setValue] = useState<Option<string> | null>(null);
  return (
    <>
      <ServerCombobox
        label="Cliente"
        value={value}
        onChange={setValue}
        options={options}
        onSearch={(text) => {
          searches.push(text);
          setOptions(CLIENTS.filter((c) => c.label.toLowerCase().includes(text.toLowerCase())));
        }}
      />
      <p data-testid="chosen">{value?.value ?? ''}</p>
    </>
  );
}

describe('ServerCombobox', () => {
  it('asks the server once typing pauses, chooses with the keyboard and clears', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    render(<Harness searches={searches} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });

    await user.type(input, 'cossa');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    // One search for the word, not one per key.
    expect(searches).toEqual(['cossa']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('2'));
    expect((input as HTMLInputElement).value).toBe('Alberto Cossa');

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });

  it('says when the search found nothing', async () => {
    const user = userEvent.setup();
    render(<Harness searches={[]} />);
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'zzz');
    expect(await screen.findByText('Nenhum resultado')).toBeTruthy();
  });
});
