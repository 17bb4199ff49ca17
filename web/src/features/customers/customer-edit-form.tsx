import { clientSchema, customerContractFormSchema, messages } from '@agua/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import type { Option } from '../../ui/form/option.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const f = messages.clients.fields;
const t = messages.clients.customers;

/** The customer edit: the client, and its contract when it has one (both rules come from domain/). */
export const customerEditSchema = z.object({
  client: clientSchema,
  contract: customerContractFormSchema.nullable(),
});
export type CustomerEditValues = z.input<typeof customerEditSchema>;
export type CustomerEditOutput = z.output<typeof customerEditSchema>;

interface CustomerEditFormProps {
  values: CustomerEditValues;
  zones: readonly Option<string>[];
  contractTypes: readonly Option<string>[];
  saving: boolean;
  serverError: string | null;
  onSubmit: (values: CustomerEditOutput) => void;
  onCancel: () => void;
}

/** SPEC.md 5: the save button stays disabled while the form is invalid. */
export function CustomerEditForm({
  values,
  zones,
  contractTypes,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: CustomerEditFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<CustomerEditValues, unknown, CustomerEditOutput>({
    resolver: zodResolver(customerEditSchema),
    defaultValues: values,
    mode: 'all',
  });
  const e = errors.client;

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
          <Controller
            key={name}
            control={control}
            name={`client.${name}`}
            render={({ field }) => (
              <Checkbox label={f[name]} checked={Boolean(field.value)} onChange={field.onChange} />
            )}
          />
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
          <TextField
            label={f.balance}
            type="number"
            step="0.01"
            inputMode="decimal"
            required
            error={errors.contract?.balance?.message}
            {...register('contract.balance')}
          />
          <Controller
            control={control}
            name="contract.active"
            render={({ field }) => (
              <Checkbox
                label={messages.clients.status.active}
                description={f.contractStatus}
                checked={Boolean(field.value)}
                onChange={field.onChange}
                className="self-end pb-2"
              />
            )}
          />
        </fieldset>
      ) : (
        <p className="border-t border-line pt-4 text-sm text-ink-muted">{t.noContract}</p>
      )}
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-line-strong bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-muted"
        >
          {t.cancel}
        </button>
        <button
          type="submit"
          disabled={!isValid || saving}
          className={clsx(
            'inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-xs',
            'hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-brand-600 dark:hover:bg-brand-700',
          )}
        >
          {saving && <Spinner className="size-4" />}
          {t.save}
        </button>
      </div>
    </form>
  );
}
