import { z } from 'zod';
import { moneyAmount, requiredText } from './common.ts';

/** Contracto: the tariff of a contract type, amounts in MZN. */
export const contractTypeSchema = z.object({
  designation: requiredText('Designação'),
  minimumConsumptionValue: moneyAmount('Consumo Mínimo'),
  pricePerConsumptionUnit: moneyAmount('Preço por m³'),
  reconnectionFee: moneyAmount('Taxa de Religação'),
});
export type ContractTypeBody = z.input<typeof contractTypeSchema>;
export type ContractTypeFields = z.output<typeof contractTypeSchema>;

export const contractTypeResponseSchema = z
  .object({
    contractTypeId: z.number().int(),
    designation: z.string(),
    minimumConsumptionValue: z.number().describe('MZN: the minimum monthly charge'),
    pricePerConsumptionUnit: z.number().describe('MZN per m³'),
    reconnectionFee: z.number().describe('MZN charged when a cut meter is reconnected'),
  })
  .meta({ id: 'ContractType' });
export type ContractTypeResponse = z.output<typeof contractTypeResponseSchema>;
