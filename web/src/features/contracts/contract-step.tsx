import { contractCreateFormSchema } from '@agua/domain/contracts/contract';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { graphql } from '../../gql/gql.ts';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { FormCheckbox } from '../../ui/form/form-checkbox.tsx';
import { FormDropdown } from '../../ui/form/form-dropdown.tsx';
import { MeterCascade } from '../../ui/form/meter-cascade.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { moneyText } from '../../ui/form/money-schema.ts';
import { TextField } from '../../ui/form/text-field.tsx';

const f = messages.clients.fields;

export const CONTRACT_STEP_FORM_ID = 'contract-step-form';

const ContractStepQuery = graphql(`
  query ContractStepQuery {
    contractTypes {
      contractTypeId
      designation
    }
  }
`);

const CASCADE_LABELS = {
  enterprise: f.enterprise,
  zone: f.zone,
  client: f.client,
  meter: f.meter,
  loadZonesError: messages.clients.dialogs.loadZonesError,
  loadClientsError: messages.clients.dialogs.loadClientsError,
};

/**
 * The step's form as typed, handed to the domain's contract rule: Activo becomes contractStatus 1 or 0, an empty
 * description none, and the balance (which may be a debt) comes through the one money input.
 */
const contractStepSchema = z
  .object({
    enterpriseId: z.string(),
    zoneId: z.string(),
    clientId: z.string(),
    meterId: z.string(),
    contractTypeId: z.string(),
    startDate: z.string().nullable(),
    balance: moneyText(f.balance, { allowNegative: true }),
    description: z.string(),
    active: z.boolean(),
  })
  .transform((form, ctx) => {
    const contract = contractCreateFormSchema.safeParse({
      startDate: form.startDate ?? '',
      clientId: form.clientId,
      meterId: form.meterId,
      contractTypeId: form.contractTypeId,
      description: form.description || null,
      contractStatus: form.active ? 1 : 0,
      balance: Number(form.balance),
    });
    // The api takes Money as the decimal string the money input made ("1234.50"), not the rule's number.
    if (contract.success) return { ...contract.data, balance: form.balance };
    for (const issue of contract.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
type ContractStepValues = z.input<typeof contractStepSchema>;
/** The contract to create: the domain rule's fields, the balance as Money's decimal string. */
export type ContractStepOutput = z.output<typeof contractStepSchema>;

/** The client saved in step 1, which step 2 starts from. */
export interface SavedClient {
  clientId: string;
  zoneId: string;
}

interface ContractStepProps {
  client: SavedClient;
  onValid: (input: ContractStepOutput) => void;
}

/**
 * Step 2 'Celebração do Contrato'. Empresa → Zona → Cliente → Contador narrow each other (ui/form/meter-cascade.tsx);
 * the saved client and its zone are chosen at first, and as their lists arrive the zone's enterprise, the client's
 * newest free meter and the first contract type.
 */
export function ContractStep({ client, onValid }: ContractStepProps) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ContractStepValues, unknown, ContractStepOutput>({
    resolver: zodResolver(contractStepSchema),
    defaultValues: {
      enterpriseId: '',
      zoneId: client.zoneId,
      clientId: client.clientId,
      meterId: '',
      contractTypeId: '',
      startDate: todayInMaputo(),
      balance: '0',
      description: '',
      active: true,
    },
  });
  const [enterpriseId, zoneId, clientId, meterId] = watch(['enterpriseId', 'zoneId', 'clientId', 'meterId']);

  const options = useQuery(ContractStepQuery, { context: { toast: false } });
  const types = options.data?.contractTypes ?? [];

  // The first contract type once the list arrives, unless one was chosen.
  useEffect(() => {
    const firstType = options.data?.contractTypes[0];
    if (!getValues('contractTypeId') && firstType)
      setValue('contractTypeId', String(firstType.contractTypeId));
  }, [options.data, getValues, setValue]);

  return (
    <form
      id={CONTRACT_STEP_FORM_ID}
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <MeterCascade
        labels={CASCADE_LABELS}
        value={{ enterpriseId, zoneId, clientId, meterId }}
        onChange={(field, value) => setValue(field, value, { shouldValidate: isSubmitted })}
        errors={{
          enterpriseId: errors.enterpriseId?.message,
          zoneId: errors.zoneId?.message,
          clientId: errors.clientId?.message,
          meterId: errors.meterId?.message,
        }}
        meters="available"
        required={['zoneId', 'clientId', 'meterId']}
        clientLabel={(c) => `${c.clientId} - ${c.name}`}
      />
      <Controller
        control={control}
        name="startDate"
        render={({ field, fieldState }) => (
          <DatePicker
            label={f.startDate}
            value={field.value}
            onChange={field.onChange}
            name="startDate"
            required
            // A contract signed in December may start on the 1st of January.
            yearsAhead={1}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormDropdown
        control={control}
        name="contractTypeId"
        label={f.contractType}
        required
        options={types.map((type) => ({ value: String(type.contractTypeId), label: type.designation }))}
      />
      <MoneyInput control={control} name="balance" label={f.balance} allowNegative />
      <TextField label={f.description} error={errors.description?.message} {...register('description')} />
      <FormCheckbox control={control} name="active" label={f.activate} className="sm:col-span-2" />
    </form>
  );
}
