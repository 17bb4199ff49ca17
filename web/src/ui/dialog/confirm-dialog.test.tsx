import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('asks with its message, focuses cancel, and confirms only on the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Confirmar Actualização"
        message="Vai mudar o estado de 12 leituras para APROVADO. Deseja continuar?"
        confirmLabel="Confirmar"
        cancelLabel="Cancelar"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Actualização' });
    expect(dialog.textContent).toContain(
      'Vai mudar o estado de 12 leituras para APROVADO. Deseja continuar?',
    );
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelar'));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
