import { z } from 'zod';
import { messages } from '../messages.ts';
import { chosenId, instantSchema, isoDate, optionalText, positiveReference } from './common.ts';
import { formSchema, fromText } from './form-text.ts';

const v = messages.validation;

/** 1 = Activo, 0 = Inactivo (the seed's values). */
export const CONTRACT_STATUSES = [0, 1] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const contractStatusSchema = z.union([z.literal(0), z.literal(1)], {
  error: messages.clients.invalidContractStatus,
});

/** An amount in meticais with at most 2 decimals; negative is a debt. */
export const balanceSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? `Saldo: ${v.required}` : messages.setup.validation.numberOnly('Saldo'),
  })
  .finite()
  .min(-999_999_999_999.99, v.min('Saldo', -999_999_999_999.99))
  .max(999_999_999_999.99, v.max('Saldo', 999_999_999_999.99))
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), messages.clients.balanceDecimals);

/**
 * POST /contract (step 2 of the wizard): start date, client, meter and contract type are required. A new contract
 * is active with balance 0 unless told otherwise.
 */
export const contractCreateSchema = z
  .object({
    startDate: isoDate('Data Início'),
    endDate: isoDate('Data Fim').nullish(),
    clientId: chosenId('Cliente', messages.validation.choose.client),
    meterId: chosenId('Contador', messages.validation.choose.meter),
    contractTypeId: chosenId('Tipo de Contrato', messages.validation.choose.contractType),
    description: optionalText('Descrição'),
    contractStatus: contractStatusSchema.default(1),
    balance: balanceSchema.default(0),
  })
  .refine((contract) => !contract.endDate || contract.endDate >= contract.startDate, {
    path: ['endDate'],
    message: messages.clients.endBeforeStart,
  });
export type ContractCreateBody = z.input<typeof contractCreateSchema>;
export type ContractCreateFields = z.output<typeof contractCreateSchema>;

/** Wizard step 2: the same rule, ids picked as the text of selects. */
export const contractCreateFormSchema = formSchema(contractCreateSchema);

/** Why an administrator changes a balance by hand: kept on the ADJUSTMENT ledger row (docs/domain.md). */
export const balanceReasonSchema = z
  .string({ error: messages.clients.balanceReasonRequired })
  .trim()
  .min(1, messages.clients.balanceReasonRequired)
  .max(500, 'Motivo do Ajuste deve ter no máximo 500 caracteres.');

/**
 * PUT /contract/{id}: the seed sends contractTypeId, balance, contractStatus (and the id, which must match). A
 * balance that differs from the stored one is an adjustment: ADMIN only, with balanceReason (checked by the api
 * against the locked row, since only it knows the stored balance).
 */
export const contractUpdateSchema = z.object({
  contractId: positiveReference('Id Contrato').optional(),
  contractTypeId: positiveReference('Tipo de Contrato'),
  balance: balanceSchema,
  balanceReason: balanceReasonSchema.optional(),
  contractStatus: contractStatusSchema,
  description: optionalText('Descrição').optional(),
  endDate: isoDate('Data Fim').nullish(),
});
export type ContractUpdateBody = z.input<typeof contractUpdateSchema>;
export type ContractUpdateFields = z.output<typeof contractUpdateSchema>;

/** The contract part of the customer edit form: type, balance as typed, and the Activo switch. */
export const customerContractFormSchema = z.object({
  contractId: z.string(),
  contractTypeId: fromText(positiveReference('Tipo de Contrato')),
  balance: z
    .string({ error: `Saldo: ${v.required}` })
    .trim()
    .min(1, `Saldo: ${v.required}`)
    .transform((value) => Number(value.replace(',', '.')))
    .pipe(balanceSchema),
  active: z.boolean(),
});
export type CustomerContractFormInput = z.input<typeof customerContractFormSchema>;

/** The seed's Contract entity. */
export const contractResponseSchema = z
  .object({
    contractId: z.number().int(),
    startDate: z.string().describe('YYYY-MM-DD'),
    endDate: z.string().nullable().describe('YYYY-MM-DD'),
    clientId: z.number().int(),
    meterId: z.number().int(),
    contractTypeId: z.number().int(),
    description: z.string().nullable(),
    contractStatus: z.union([z.literal(0), z.literal(1)]).describe('1 Activo, 0 Inactivo'),
    balance: z.number().describe('MZN; positive = credit (Saldo), negative = debt (Dívida)'),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Contract' });
export type ContractResponse = z.output<typeof contractResponseSchema>;
