import { z } from 'zod';
import { moneyAmount, requiredText } from './common.ts';

/** Rúbrica: an extra item charged to a client. */
export const rubricSchema = z.object({
  name: requiredText('Nome'),
  description: requiredText('Descrição'),
  price: moneyAmount('Preço'),
});
export type RubricBody = z.input<typeof rubricSchema>;
export type RubricFields = z.output<typeof rubricSchema>;

export const rubricResponseSchema = z
  .object({
    rubricId: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().describe('MZN'),
  })
  .meta({ id: 'Rubric' });
export type RubricResponse = z.output<typeof rubricResponseSchema>;
