import { MONTHS_PT, todayInMaputo } from '@agua/domain/dates';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker.tsx';

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange?: (v: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DatePicker
      label="Data de início"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('is a read-only field with the dd/mm/aaaa placeholder', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Data de início' }) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.placeholder).toBe('dd/mm/aaaa');
    expect(input.value).toBe('');
  });

  it('emits YYYY-MM-DD for a picked day and shows it as dd/mm/aaaa', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2024-03-10" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Data de início' }) as HTMLInputElement;
    expect(input.value).toBe('10/03/2024');

    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendário' });
    expect((within(calendar).getByRole('combobox', { name: 'Mês' }) as HTMLSelectElement).value).toBe('3');
    expect(within(calendar).getByRole('table', { name: 'Março 2024' })).toBeTruthy();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'SSegunda-feira',
      'TTerça-feira',
      'QQuarta-feira',
      'QQuinta-feira',
      'SSexta-feira',
      'SSábado',
      'DDomingo',
    ]);

    await user.click(within(calendar).getByRole('button', { name: '15/03/2024' }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
    expect(input.value).toBe('15/03/2024');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is keyboard usable: Enter opens on the chosen day, arrows move, Enter picks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2024-03-31" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Data de início' });
    input.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('31/03/2024');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('table', { name: 'Abril 2024' })).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2024-04-08');
  });

  it('changes month and year with the selectors and arrows; years run from this year to 2000', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2024-03-10" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Data de início' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendário' });

    const year = within(calendar).getByRole('combobox', { name: 'Ano' }) as HTMLSelectElement;
    const thisYear = Number(todayInMaputo().slice(0, 4));
    const years = [...year.options].map((o) => Number(o.value));
    expect(years[0]).toBe(thisYear);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(thisYear - 2000 + 1);
    expect(
      [...(within(calendar).getByRole('combobox', { name: 'Mês' }) as HTMLSelectElement).options].map(
        (o) => o.text,
      ),
    ).toEqual([...MONTHS_PT]);

    await user.selectOptions(year, '2019');
    await user.click(within(calendar).getByRole('button', { name: 'Mês seguinte' }));
    expect(within(calendar).getByRole('table', { name: 'Abril 2019' })).toBeTruthy();
    await user.click(within(calendar).getByRole('button', { name: '02/04/2019' }));
    expect(onChange).toHaveBeenLastCalledWith('2019-04-02');
  });

  it('highlights today and clears with the × button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const today = todayInMaputo();
    render(<Harness initial={today} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const todayButton = screen.getByRole('button', { name: today.split('-').reverse().join('/') });
    expect(todayButton.getAttribute('aria-current')).toBe('date');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Limpar data' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((screen.getByRole('textbox', { name: 'Data de início' }) as HTMLInputElement).value).toBe('');
  });
});
