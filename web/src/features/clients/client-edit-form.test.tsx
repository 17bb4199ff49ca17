import { messages } from '@agua/domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClientEditForm, type ClientEditValues } from './client-edit-form.tsx';

const f = messages.clients.fields;
const t = messages.clients.customers;

const values: ClientEditValues = {
  client: {
    name: 'Armando Cossa',
    nuit: '400123987',
    phoneNumber: '841234567',
    alternativeNumber: '',
    zoneId: '1',
    address: 'Rua da Resistência, 112',
    observation: '',
    exemptFromFines: false,
    wantsReceiptSMS: true,
    wantsInvoiceSMS: true,
  },
  contract: { contractId: '7', contractTypeId: '1', balance: '-150,50', balanceReason: '', active: true },
};

function renderForm(canAdjustBalance: boolean) {
  const onSubmit = vi.fn();
  render(
    <ClientEditForm
      values={values}
      storedBalance="-150.50"
      canAdjustBalance={canAdjustBalance}
      zones={[{ value: '1', label: 'Polana Caniço' }]}
      contractTypes={[{ value: '1', label: 'Doméstico' }]}
      saving={false}
      serverError={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

const balanceInput = () => screen.getByLabelText(f.balance, { exact: false }) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: t.save }));

describe('ClientEditForm: the balance', () => {
  it('keeps the Saldo read-only for a Técnico, who still saves the other fields', async () => {
    const onSubmit = renderForm(false);
    expect(balanceInput().readOnly).toBe(true);
    expect(screen.getByText(t.balanceReadOnly)).toBeTruthy();
    await userEvent.type(balanceInput(), '9');
    expect(balanceInput().value).toBe('-150,50');
    expect(screen.queryByLabelText(f.balanceReason, { exact: false })).toBeNull();
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        contract: expect.objectContaining({ balance: '-150.50', balanceReason: '' }),
      }),
      expect.anything(),
    );
  }, 20_000);

  it('asks an Administrador for the reason once the Saldo changes, and sends it', async () => {
    const onSubmit = renderForm(true);
    expect(balanceInput().readOnly).toBe(false);
    expect(screen.queryByLabelText(f.balanceReason, { exact: false })).toBeNull();

    await userEvent.clear(balanceInput());
    await userEvent.type(balanceInput(), '20,10');
    const reason = screen.getByLabelText(f.balanceReason, { exact: false });
    expect(screen.getByText(t.balanceReasonHelp)).toBeTruthy();
    const saveButton = screen.getByRole('button', { name: t.save }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    await userEvent.type(reason, '  ');
    expect(await screen.findByText(messages.clients.balanceReasonRequired)).toBeTruthy();
    expect(saveButton.disabled).toBe(true);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Pagamento no balcão antigo');
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        contract: expect.objectContaining({ balance: '20.10', balanceReason: 'Pagamento no balcão antigo' }),
      }),
      expect.anything(),
    );
  }, 20_000);

  it('asks nothing when the Saldo is typed back to the stored amount', async () => {
    const onSubmit = renderForm(true);
    await userEvent.clear(balanceInput());
    await userEvent.type(balanceInput(), '-150.5');
    expect(screen.queryByLabelText(f.balanceReason, { exact: false })).toBeNull();
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  }, 20_000);
});
