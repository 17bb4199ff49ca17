import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DialogConfig, LOADING_SPINNER_MS, useDialog } from './dialog-context.ts';
import { DialogProvider } from './dialog-provider.tsx';

function Opener({ config }: { config: DialogConfig }) {
  const dialog = useDialog();
  return (
    <button type="button" onClick={() => dialog.open(config)}>
      Abrir
    </button>
  );
}

function renderWith(config: DialogConfig) {
  render(
    <DialogProvider>
      <Opener config={config} />
    </DialogProvider>,
  );
}

describe('global dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops the loading spinner after 5 seconds', () => {
    vi.useFakeTimers();
    renderWith({ type: 'loading', title: 'Processando', message: 'Aguarde um instante.' });

    act(() => screen.getByRole('button', { name: 'Abrir' }).click());
    expect(screen.getByRole('dialog', { name: 'Processando' })).toBeTruthy();
    expect(document.querySelector('[data-type="loading"][aria-busy="true"]')).not.toBeNull();

    act(() => vi.advanceTimersByTime(LOADING_SPINNER_MS));
    expect(document.querySelector('[data-type="loading"][aria-busy="false"]')).not.toBeNull();
  });

  it('folds error details under Excepção Lançada and closes with the close button', async () => {
    const user = userEvent.setup();
    renderWith({
      type: 'error',
      title: 'Erro',
      message: 'Ocorreu um erro. Por favor, tente novamente!',
      errorDetails: 'HTTP 500: contrato sem tipo',
    });

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.queryByText('HTTP 500: contrato sem tipo')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Excepção Lançada' }));
    expect(screen.getByText('HTTP 500: contrato sem tipo')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
