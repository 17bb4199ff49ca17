import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from './search-input.tsx';

function Harness() {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchInput value={query} onChange={setQuery} />
      <p data-testid="query">{query}</p>
    </>
  );
}

describe('SearchInput', () => {
  it('reports typing and clears with the × button or Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'Pesquisar' }) as HTMLInputElement;
    expect(input.placeholder).toBe('Pesquisar...');
    expect(screen.queryByRole('button', { name: 'Limpar pesquisa' })).toBeNull();

    await user.type(input, 'Cossa');
    expect(screen.getByTestId('query').textContent).toBe('Cossa');

    await user.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);

    await user.type(input, 'abc{Escape}');
    expect(input.value).toBe('');
  });
});
