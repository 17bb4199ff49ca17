import { messages } from '@agua/domain/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../ui/dialog/dialog-provider.tsx';
import { type SavePayload, useSaveDialog } from './use-save-dialog.ts';

const texts = { success: 'Zona criada com sucesso!', failure: 'Um erro ocorreu ao criar a Zona!' };

function Saver({ run, onRefused }: { run: () => Promise<SavePayload>; onRefused: (e: unknown) => void }) {
  const save = useSaveDialog();
  return (
    <button type="button" onClick={() => void save(run, texts, onRefused)}>
      Guardar
    </button>
  );
}

async function saveWith(run: () => Promise<SavePayload>) {
  const onRefused = vi.fn();
  render(
    <DialogProvider>
      <Saver run={run} onRefused={onRefused} />
    </DialogProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }));
  return { dialog: await screen.findByRole('dialog', { name: messages.dialog.errorTitle }), onRefused };
}

describe('the setup save dialog', () => {
  it('shows a refusal the server explains as its message, listing and handing over the refused fields', async () => {
    const refusal = {
      message: messages.conflicts.zoneDesignation,
      inputErrors: [{ field: 'designation', message: 'Designação: Campo obrigatório.' }],
    };
    const { dialog, onRefused } = await saveWith(async () => refusal);
    expect(within(dialog).getByText(messages.conflicts.zoneDesignation)).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe('Designação: Campo obrigatório.');
    expect(within(dialog).queryByRole('button', { name: messages.dialog.detailsHeading })).toBeNull();
    expect(onRefused).toHaveBeenCalledWith(refusal.inputErrors);
  });

  it("keeps 'Excepção Lançada' for an unexpected failure", async () => {
    const { dialog } = await saveWith(async () => {
      throw new Error('HTTP 502');
    });
    expect(within(dialog).getByText(texts.failure)).toBeTruthy();
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: messages.dialog.detailsHeading }));
    expect(within(dialog).getByText('HTTP 502')).toBeTruthy();
  });
});
