import { messages } from '@agua/domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeStepForm } from './code-step-form.tsx';

const t = messages.account.signInCode;

describe('the sign-in code step', () => {
  it('asks for the code when it is empty, without calling the server', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<CodeStepForm onSubmit={onSubmit} onBack={() => undefined} serverError={null} />);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.missingCode);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed code, trimmed, shows the refusal, and goes back to the password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    const onBack = vi.fn();
    const { rerender } = render(<CodeStepForm onSubmit={onSubmit} onBack={onBack} serverError={null} />);
    const input = screen.getByLabelText(t.code);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(input, ' 123456 ');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
    rerender(<CodeStepForm onSubmit={onSubmit} onBack={onBack} serverError={t.invalidCode} />);
    expect(screen.getByRole('alert').textContent).toBe(t.invalidCode);
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(onBack).toHaveBeenCalled();
  });
});
