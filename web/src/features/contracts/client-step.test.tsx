import { messages } from '@agua/domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../ui/dialog/dialog-provider.tsx';
import { CLIENT_STEP_FORM_ID, ClientStep, EMPTY_CLIENT } from './client-step.tsx';

const v = messages.validation;

/** Step 1 as the wizard page wires it: an invalid submit marks the fields and says why under each, no dialog. */
function Wizard({ onValid }: { onValid: (values: unknown) => void }) {
  return (
    <>
      <ClientStep
        zones={[{ value: '1', label: 'Polana Caniço' }]}
        defaultValues={EMPTY_CLIENT}
        onValid={onValid}
      />
      <button type="submit" form={CLIENT_STEP_FORM_ID}>
        {messages.clients.wizard.next}
      </button>
    </>
  );
}

// Typing a whole form with user-event takes seconds on a loaded machine.
describe('wizard step 1', { timeout: 20_000 }, () => {
  it('marks every refused field and names its problem under it, with no dialog on top', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(
      <DialogProvider>
        <Wizard onValid={onValid} />
      </DialogProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Contacto Alternativo' }), '84');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    // Said next to the fields only: 'Validação de Dados' is not put on top of them.
    await screen.findAllByText(v.required, { exact: false });
    expect(screen.queryByRole('dialog')).toBeNull();

    for (const [label, message] of [
      ['Nome', `Nome: ${v.required}`],
      ['Endereço', `Endereço: ${v.required}`],
      ['Zona', v.choose.zone],
      ['Contacto Alternativo', v.phone('Contacto Alternativo')],
    ] as const) {
      const field = screen.getByLabelText(label, { exact: false, selector: 'input, select' });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    // The valid optional field is not marked; the required ones carry their marker.
    expect(screen.getByLabelText('Nuit').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Nome').querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands over a pasted +258 number normalised', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(
      <DialogProvider>
        <Wizard onValid={onValid} />
      </DialogProvider>,
    );
    await user.type(screen.getByLabelText('Nome', { exact: false, selector: 'input' }), 'Ana Cossa');
    await user.click(screen.getByRole('textbox', { name: 'Contacto' }));
    await user.paste('+258 84 123-4567');
    await user.selectOptions(screen.getByLabelText('Zona', { exact: false, selector: 'select' }), '1');
    await user.type(screen.getByLabelText('Endereço', { exact: false, selector: 'input' }), 'Rua 1');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      phoneNumber: '841234567',
      zoneId: 1,
      alternativeNumber: null,
    });
  });
});
