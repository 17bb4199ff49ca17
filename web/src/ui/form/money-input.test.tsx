import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MoneyInput } from './money-input.tsx';
import { moneyText } from './money-schema.ts';
import { moneyEditText, parseMoneyText } from './money-text.ts';

const schema = z.object({
  price: moneyText('Preço (MZN)'),
  balance: moneyText('Saldo', { allowNegative: true }),
});

function AmountsForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { price: '', balance: '0' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <MoneyInput control={control} name="price" label="Preço (MZN)" required />
      <MoneyInput control={control} name="balance" label="Saldo" allowNegative required />
      <button type="submit">Guardar</button>
    </form>
  );
}

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label, { exact: false });
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('MoneyInput', () => {
  it('reads 12,50 with a decimal comma and sends the decimal string 12.50', async () => {
    const onSubmit = vi.fn();
    render(<AmountsForm onSubmit={onSubmit} />);
    await fill('Preço (MZN)', '12,50');
    await fill('Saldo', '-1500.5');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ price: '12.50', balance: '-1500.50' }, expect.anything());
  });

  it('refuses a minus where the field allows no negative value, with a message, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<AmountsForm onSubmit={onSubmit} />);
    await fill('Preço (MZN)', '-3');
    expect(screen.getByLabelText('Preço (MZN)', { exact: false }).getAttribute('value')).toBe('-3');
    expect(screen.getByRole('alert').textContent).toBe('Preço não pode ser negativo.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Preço não pode ser negativo.');
  });

  it('says why a third decimal or a letter is refused, and a blank amount is missing', async () => {
    const onSubmit = vi.fn();
    render(<AmountsForm onSubmit={onSubmit} />);
    await fill('Saldo', '1,005');
    expect(screen.getByRole('alert').textContent).toBe('Saldo aceita no máximo 2 casas decimais.');
    await fill('Saldo', '12a');
    expect(screen.getByRole('alert').textContent).toBe(
      'Saldo: escreva um valor em MZN, por exemplo 1234,50 (vírgula ou ponto decimal).',
    );
    await fill('Saldo', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Preço: Campo obrigatório.');
  });
});

describe('parseMoneyText', () => {
  it('normalises what pt-PT users type into the decimal string', () => {
    expect(parseMoneyText('12,5')).toEqual({ ok: true, value: '12.50' });
    expect(parseMoneyText(' 007.1 ')).toEqual({ ok: true, value: '7.10' });
    expect(parseMoneyText(',5')).toEqual({ ok: true, value: '0.50' });
    expect(parseMoneyText('-0', { allowNegative: true })).toEqual({ ok: true, value: '0.00' });
    expect(parseMoneyText('1.234,50')).toEqual({ ok: false, issue: 'format' });
    expect(parseMoneyText('-')).toEqual({ ok: false, issue: 'negative' });
    expect(parseMoneyText('-', { allowNegative: true })).toEqual({ ok: false, issue: 'format' });
    expect(parseMoneyText('1234567890123')).toEqual({ ok: false, issue: 'tooLarge' });
  });

  it('shows a stored amount for editing with a decimal comma', () => {
    expect(moneyEditText(32.5)).toBe('32,50');
    expect(moneyEditText('1500.00')).toBe('1500,00');
    expect(moneyEditText('-12.30')).toBe('-12,30');
  });
});
