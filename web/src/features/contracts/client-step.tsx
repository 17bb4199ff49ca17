import { type ClientFormInput, clientFormSchema } from '@agua/domain/contracts/client';
import { messages } from '@agua/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { FormCheckbox } from '../../ui/form/form-checkbox.tsx';
import type { Option } from '../../ui/form/option.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { OptionsHelp } from './options-help.tsx';

const f = messages.clients.fields;

export const CLIENT_STEP_FORM_ID = 'client-step-form';

/** A new client is not exempt from fines and receives receipts and invoices by SMS. */
export const EMPTY_CLIENT: ClientFormInput = {
  name: '',
  nuit: '',
  phoneNumber: '',
  alternativeNumber: '',
  zoneId: '',
  address: '',
  observation: '',
  exemptFromFines: false,
  wantsReceiptSMS: true,
  wantsInvoiceSMS: true,
};

interface ClientStepProps {
  zones: readonly Option<string>[];
  defaultValues: ClientFormInput;
  onValid: (values: ClientFormInput) => void;
}

/** Step 1 'Adição do Cliente'. The page owns the mutation; this form only validates with the shared rule. */
export function ClientStep({ zones, defaultValues, onValid }: ClientStepProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ClientFormInput>({ resolver: zodResolver(clientFormSchema), defaultValues, mode: 'onTouched' });

  return (
    <form
      id={CLIENT_STEP_FORM_ID}
      noValidate
      onSubmit={handleSubmit((values) => onValid(values))}
      className="grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label={f.name}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label={f.nuit} digitsOnly error={errors.nuit?.message} {...register('nuit')} />
      <TextField
        label={f.phoneNumber}
        prefix="+258"
        digitsOnly
        required
        type="tel"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        label={f.alternativeNumber}
        prefix="+258"
        digitsOnly
        type="tel"
        error={errors.alternativeNumber?.message}
        {...register('alternativeNumber')}
      />
      <Dropdown
        label={f.zone}
        required
        options={zones}
        error={errors.zoneId?.message}
        {...register('zoneId')}
      />
      <TextField label={f.address} required error={errors.address?.message} {...register('address')} />
      <TextField
        label={f.observation}
        className="sm:col-span-2"
        error={errors.observation?.message}
        {...register('observation')}
      />
      <div className="space-y-3 sm:col-span-2">
        <OptionsHelp />
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          {(['exemptFromFines', 'wantsReceiptSMS', 'wantsInvoiceSMS'] as const).map((name) => (
            <FormCheckbox key={name} control={control} name={name} label={f[name]} />
          ))}
        </div>
      </div>
    </form>
  );
}
