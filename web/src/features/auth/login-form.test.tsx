import { messages } from '@agua/domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

describe('login form', () => {
  it('asks for both fields when one is empty, without calling the server', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<LoginForm onSubmit={onSubmit} serverError={null} />);

    await user.type(screen.getByLabelText('Utilizador'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, preencha todos os campos.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the login placeholders', () => {
    render(<LoginForm onSubmit={async () => undefined} serverError={null} />);

    expect(screen.getByLabelText('Utilizador').getAttribute('placeholder')).toBe(
      messages.auth.usernamePlaceholder,
    );
    expect(screen.getByLabelText('Senha').getAttribute('placeholder')).toBe('Insira a senha');
  });

  it('submits filled credentials and shows the server refusal in the alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    const { rerender } = render(<LoginForm onSubmit={onSubmit} serverError={null} />);

    await user.type(screen.getByLabelText('Utilizador'), 'admin');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'errada' }, expect.anything());
    rerender(<LoginForm onSubmit={onSubmit} serverError="Utilizador ou senha inválidos." />);
    expect(screen.getByRole('alert').textContent).toBe('Utilizador ou senha inválidos.');
  });
});
