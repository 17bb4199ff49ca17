import { z } from 'zod';
import { messages } from '../messages.ts';
import { requiredText } from './common.ts';

const v = messages.validation;
const s = messages.setup.validation;

/** Form inputs hand over strings; an empty one is a missing value, not zero. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const toNumber = (value: unknown) => {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? Number(present.trim().replace(',', '.')) : present;
};

/** An amount in meticais (MZN), at least 0 and with at most 2 decimals. */
export const moneyAmount = (label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label}: ${v.required}` : s.numberOnly(label)),
      })
      .min(0, v.min(label, 0))
      .max(999_999_999_999.99, v.max(label, 999_999_999_999.99))
      .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), s.twoDecimals(label)),
  );

/** A whole number of days, at least 0. */
export const dayCount = (label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label}: ${v.required}` : s.numberOnly(label)),
      })
      .int(s.wholeNumber(label))
      .min(0, v.min(label, 0))
      .max(36_500, v.max(label, 36_500)),
  );

/** A percentage 0–100 with at most 2 decimals. */
export const percentage = (label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label}: ${v.required}` : s.numberOnly(label)),
      })
      .min(0, v.min(label, 0))
      .max(100, v.max(label, 100))
      .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), s.twoDecimals(label)),
  );

const positiveReference = (label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label}: ${v.required}` })
      .int(`${label} deve ser um identificador válido.`)
      .positive(`${label} deve ser um identificador válido.`),
  );

/** An interval: the maximum may not be below the minimum (reported on maxInterval). */
function intervalRule<T extends { minInterval: number; maxInterval: number }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.maxInterval < value.minInterval) {
    ctx.addIssue({ code: 'custom', path: ['maxInterval'], message: s.maxBelowMin });
  }
}

/** Required digits-only text (NUIT, phone): the forms strip other characters as typed, the server refuses them. */
const requiredDigits = (label: string) => requiredText(label, 20).regex(/^\d+$/, v.digitsOnly(label));

/** Empresa: every field required; NUIT and phone digits only. */
export const enterpriseSchema = z.object({
  name: requiredText('Nome'),
  email: requiredText('Email').pipe(z.email(s.invalidEmail)),
  nuit: requiredDigits('Nuit'),
  phoneNumber: requiredDigits('Contacto'),
  address: requiredText('Endereço'),
});
export type EnterpriseInput = z.input<typeof enterpriseSchema>;
export type EnterpriseFields = z.output<typeof enterpriseSchema>;

/** Zona: designation, description and the enterprise it belongs to. */
export const zoneSchema = z.object({
  designation: requiredText('Designação'),
  description: requiredText('Descrição'),
  enterpriseId: positiveReference('Empresa'),
});
export type ZoneInput = z.input<typeof zoneSchema>;
export type ZoneFields = z.output<typeof zoneSchema>;

/** Contracto: the tariff of a contract type, amounts in MZN. */
export const contractTypeSchema = z.object({
  designation: requiredText('Designação'),
  minimumConsumptionValue: moneyAmount('Consumo Mínimo'),
  pricePerConsumptionUnit: moneyAmount('Preço por m³'),
  reconnectionFee: moneyAmount('Taxa de Religação'),
});
export type ContractTypeInput = z.input<typeof contractTypeSchema>;
export type ContractTypeFields = z.output<typeof contractTypeSchema>;

/** Multa (%): a fine tier over days overdue. */
export const fineConfigurationSchema = z
  .object({
    minInterval: dayCount('Intervalo Mínimo'),
    maxInterval: dayCount('Intervalo Máximo'),
    acruedFinePercentage: percentage('Percentagem da Multa'),
    active: z.boolean().default(true),
  })
  .superRefine(intervalRule);
export type FineConfigurationInput = z.input<typeof fineConfigurationSchema>;
export type FineConfigurationFields = z.output<typeof fineConfigurationSchema>;

/** Factura: the payment term of new invoices (days). */
export const invoiceConfigurationSchema = z
  .object({
    description: requiredText('Descrição'),
    minInterval: dayCount('Intervalo Mínimo'),
    maxInterval: dayCount('Intervalo Máximo'),
    active: z.boolean().default(true),
  })
  .superRefine(intervalRule);
export type InvoiceConfigurationInput = z.input<typeof invoiceConfigurationSchema>;
export type InvoiceConfigurationFields = z.output<typeof invoiceConfigurationSchema>;

/** Rúbrica: an extra item charged to a client. */
export const rubricSchema = z.object({
  name: requiredText('Nome'),
  description: requiredText('Descrição'),
  price: moneyAmount('Preço'),
});
export type RubricInput = z.input<typeof rubricSchema>;
export type RubricFields = z.output<typeof rubricSchema>;
