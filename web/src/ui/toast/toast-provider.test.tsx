import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notifications.ts';
import { TOAST_DURATION_MS, useToast } from './toast-context.ts';
import { ToastProvider } from './toast-provider.tsx';

function SaveButton() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast.show({ type: 'success', message: 'Leitura salva com sucesso!' })}
    >
      Guardar
    </button>
  );
}

describe('global toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disappears after 5 seconds', () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'Guardar' }).click());
    expect(screen.getByRole('status').textContent).toContain('Leitura salva com sucesso!');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows errors raised outside React (the Apollo error link) as alerts', () => {
    render(<ToastProvider>{null}</ToastProvider>);

    act(() => notify({ type: 'error', message: 'Servidor Indisponível' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Servidor Indisponível');
    expect(alert.getAttribute('data-type')).toBe('error');
  });
});

function Saver({ run }: { run: () => void }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast.show({ type: 'success', message: 'Leitura salva.', action: { label: 'Ver factura', run } })
      }
    >
      gravar
    </button>
  );
}

describe('a toast that offers a next step', () => {
  it('shows the step as a button that runs it and closes the toast', () => {
    const run = vi.fn();
    render(
      <ToastProvider>
        <Saver run={run} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'gravar' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Leitura salva.');
    fireEvent.click(within(toast).getByRole('button', { name: 'Ver factura' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
