import { z } from 'zod';
import { messages } from '../messages.ts';
import { requiredDigits, requiredText } from './common.ts';

/** Empresa: every field required; NUIT and phone digits only. */
export const enterpriseSchema = z.object({
  name: requiredText('Nome'),
  email: requiredText('Email').pipe(z.email(messages.setup.validation.invalidEmail)),
  nuit: requiredDigits('Nuit'),
  phoneNumber: requiredDigits('Contacto'),
  address: requiredText('Endereço'),
});
export type EnterpriseBody = z.input<typeof enterpriseSchema>;
export type EnterpriseFields = z.output<typeof enterpriseSchema>;

export const enterpriseResponseSchema = z
  .object({
    enterpriseId: z.number().int(),
    name: z.string(),
    email: z.string(),
    nuit: z.string().describe('Tax number (digits)'),
    phoneNumber: z.string().describe('Digits, without the +258 prefix'),
    address: z.string(),
  })
  .meta({ id: 'Enterprise' });
export type EnterpriseResponse = z.output<typeof enterpriseResponseSchema>;
