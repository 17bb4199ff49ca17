import { clientFormSchema } from '@agua/domain/contracts/client';
import { customerContractFormSchema } from '@agua/domain/contracts/contract';
import { messages } from '@agua/domain/messages';
import { toCentavos } from '@agua/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { FormCheckbox } from '../../ui/form/form-checkbox.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { moneyText } from '../../ui/form/money-schema.ts';
import { parseMoneyText } from '../../ui/form/money-text.ts';
import type { Option } from '../../ui/form/option.ts';
import { TextField } from '../../ui/form/text-field.tsx';

const f = messages.clients.fields;
const t = messages.clients.customers;

/**
 * The customer edit: the client, and its contract when it has one (both rules come from domain/); the balance is
 * typed in through the one money input and may be negative (a debt). A balance that differs from the stored one
 * (to the centavo) is an adjustment, which needs its reason (the api refuses it otherwise, and from a Técnico).
 */
export function clientEditSchema(storedBalance: string | null) {
  return z
    .object({
      client: clientFormSchema,
      contract: customerContractFormSchema
        .extend({ balance: moneyText(f.balance, { allowNegative: true }), balanceReason: z.string() })
        .nullable(),
    })
    .superRefine(({ contract }, ctx) => {
      if (!contract || storedBalance === null) return;
      const adjusted = toCentavos(contract.balance) !== toCentavos(storedBalance);
      if (adjusted && contract.balanceReason.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['contract', 'balanceReason'],
          message: messages.clients.balanceReasonRequired,
        });
      }
    });
}
type ClientEditSchema = ReturnType<typeof clientEditSchema>;
export type ClientEditValues = z.input<ClientEditSchema>;
export type ClientEditOutput = z.output<ClientEditSchema>;

interface ClientEditFormProps {
  values: ClientEditValues;
  /** The stored balance as Money's decimal string, to tell an adjustment from an unchanged balance. */
  storedBalance: string | null;
  /** Only an Administrador adjusts a balance: for a Técnico the Saldo is read-only. */
  canAdjustBalance: boolean;
  zones: readonly Option<string>[];
  contractTypes: readonly Option<string>[];
  saving: boolean;
  serverError: string | null;
  onSubmit: (values: ClientEditOutput) => void;
  onCancel: () => void;
}

/** The save button stays disabled while the form is invalid. */
export function ClientEditForm({
  values,
  storedBalance,
  canAdjustBalance,
  zones,
  contractTypes,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: ClientEditFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isValid },
  } = useForm<ClientEditValues, unknown, ClientEditOutput>({
    resolver: zodResolver(clientEditSchema(storedBalance)),
    defaultValues: values,
    mode: 'all',
  });
  const e = errors.client;
  const typed = parseMoneyText(watch('contract.balance') ?? '', { allowNegative: true });
  const balanceChanged =
    storedBalance !== null && typed.ok && toCentavos(typed.value) !== toCentavos(storedBalance);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t.editTitle}
      className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs"
    >
      <h2 className="text-lg font-semibold text-ink">
        {t.editTitle}
        <span className="ml-2 font-normal text-ink-muted">{values.client.name}</span>
      </h2>
      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label={f.name} required error={e?.name?.message} {...register('client.name')} />
        <TextField label={f.nuit} digitsOnly error={e?.nuit?.message} {...register('client.nuit')} />
        <TextField
          label={f.phoneNumber}
          prefix="+258"
          digitsOnly
          required
          error={e?.phoneNumber?.message}
          {...register('client.phoneNumber')}
        />
        <TextField
          label={f.alternativeNumber}
          prefix="+258"
          digitsOnly
          error={e?.alternativeNumber?.message}
          {...register('client.alternativeNumber')}
        />
        <Dropdown
          label={f.zone}
          required
          options={zones}
          error={e?.zoneId?.message}
          {...register('client.zoneId')}
        />
        <TextField label={f.address} required error={e?.address?.message} {...register('client.address')} />
        <TextField
          label={f.observation}
          className="sm:col-span-2 lg:col-span-3"
          error={e?.observation?.message}
          {...register('client.observation')}
        />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        {(['exemptFromFines', 'wantsReceiptSMS', 'wantsInvoiceSMS'] as const).map((name) => (
          <FormCheckbox key={name} control={control} name={`client.${name}`} label={f[name]} />
        ))}
      </div>
      {values.contract ? (
        <fieldset className="grid gap-5 border-t border-line pt-5 sm:grid-cols-3">
          <legend className="sr-only">{f.contractStatus}</legend>
          <Dropdown
            label={f.contractType}
            required
            options={contractTypes}
            placeholder={null}
            error={errors.contract?.contractTypeId?.message}
            {...register('contract.contractTypeId')}
          />
          <MoneyInput
            control={control}
            name="contract.balance"
            label={f.balance}
            allowNegative
            required
            readOnly={!canAdjustBalance}
            hint={canAdjustBalance ? undefined : t.balanceReadOnly}
          />
          <FormCheckbox
            control={control}
            name="contract.active"
            label={messages.clients.status.active}
            description={f.contractStatus}
            className="self-end pb-2"
          />
          {canAdjustBalance && balanceChanged && (
            <TextField
              label={f.balanceReason}
              required
              hint={t.balanceReasonHelp}
              className="sm:col-span-3"
              error={errors.contract?.balanceReason?.message}
              {...register('contract.balanceReason')}
            />
          )}
        </fieldset>
      ) : (
        <p className="border-t border-line pt-4 text-sm text-ink-muted">{t.noContract}</p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={!isValid || saving} busy={saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
