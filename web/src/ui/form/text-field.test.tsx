import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';

function PhoneForm({ onSubmit }: { onSubmit: (values: { phone: string }) => void }) {
  const { register, handleSubmit } = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Telefone" prefix="+258" digitsOnly {...register('phone')} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('TextField', () => {
  it('labels the input, shows the prefix and reads the error with it', () => {
    render(<TextField label="Telefone" prefix="+258" error="Campo obrigatório." />);
    const input = screen.getByLabelText('Telefone');
    expect(screen.getByText('+258')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const descriptions = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toEqual(['+258', 'Campo obrigatório.']);
  });

  it('strips non-digits as typed and pasted, through react-hook-form register', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PhoneForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Telefone') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');

    await user.type(input, '84a 12-3');
    expect(input.value).toBe('84123');
    await user.paste('.45x6');
    expect(input.value).toBe('84123456');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '84123456' }, expect.anything());
  });
});
