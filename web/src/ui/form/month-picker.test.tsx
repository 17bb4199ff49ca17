import { currentPeriod, MONTHS_PT, MONTHS_PT_SHORT } from '@agua/domain/dates';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './month-picker.tsx';

function Harness({ initial, onChange }: { initial: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MonthPicker
      label="De (mês)"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'De (mês)' }) as HTMLInputElement;

describe('MonthPicker', () => {
  it('shows the month as pt-PT writes it and offers the year in short pt-PT names', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-05" />);
    expect(field().readOnly).toBe(true);
    expect(field().value).toBe('Mai 2024');

    await user.click(screen.getByRole('button', { name: 'Escolher mês' }));
    const dialog = screen.getByRole('dialog', { name: 'Meses' });
    const grid = within(dialog).getByRole('table', { name: 'Meses 2024' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...MONTHS_PT_SHORT]);
    const may = within(grid).getByRole('button', { name: 'Maio 2024' });
    expect(may.getAttribute('aria-pressed')).toBe('true');
    // Opening puts the focus on the chosen month.
    expect(document.activeElement).toBe(may);
  });

  it('is keyboard usable: Enter opens, arrows move by month and row, PageUp by year, Enter picks, Esc closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2024-05" onChange={onChange} />);
    field().focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Maio 2024');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Junho 2024');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Setembro 2024');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Fevereiro 2024');
    // Before January is the year before's December.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('table', { name: 'Meses 2023' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dezembro 2023');
    await user.keyboard('{PageUp}{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Janeiro 2022');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2022-01');
    expect(field().value).toBe('Jan 2022');
    expect(screen.queryByRole('dialog')).toBeNull();

    field().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('dialog', { name: 'Meses' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('walks years with the arrows, from 2000 up to this month and no further', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const now = currentPeriod();
    render(<Harness initial="2001-03" onChange={onChange} />);
    await user.click(field());
    const dialog = screen.getByRole('dialog', { name: 'Meses' });
    await user.click(within(dialog).getByRole('button', { name: 'Ano anterior' }));
    expect(within(dialog).getByRole('table', { name: 'Meses 2000' })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Ano anterior' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    for (let year = 2000; year < now.year; year += 1) {
      await user.click(within(dialog).getByRole('button', { name: 'Ano seguinte' }));
    }
    expect(within(dialog).getByRole('table', { name: `Meses ${now.year}` })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Ano seguinte' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const thisMonth = within(dialog).getByRole('button', { name: `${MONTHS_PT[now.month - 1]} ${now.year}` });
    expect(thisMonth.getAttribute('aria-current')).toBe('date');
    if (now.month < 12) {
      const next = within(dialog).getByRole('button', { name: `${MONTHS_PT[now.month]} ${now.year}` });
      expect((next as HTMLButtonElement).disabled).toBe(true);
    }

    await user.click(within(dialog).getByRole('button', { name: 'Este mês' }));
    expect(onChange).toHaveBeenLastCalledWith(`${now.year}-${String(now.month).padStart(2, '0')}`);
  }, 30_000);
});
