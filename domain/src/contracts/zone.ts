import { z } from 'zod';
import { messages } from '../messages.ts';
import { chosenId, requiredText } from './common.ts';
import { formSchema } from './form-text.ts';

/** Zona: designation, description and the enterprise it belongs to. */
export const zoneSchema = z.object({
  designation: requiredText('Designação'),
  description: requiredText('Descrição'),
  enterpriseId: chosenId('Empresa', messages.validation.choose.enterprise),
});
export type ZoneBody = z.input<typeof zoneSchema>;
export type ZoneFields = z.output<typeof zoneSchema>;

/** The Zona form: the same rule, the enterprise picked as the text of a select. */
export const zoneFormSchema = formSchema(zoneSchema);

export const zoneResponseSchema = z
  .object({
    zoneId: z.number().int(),
    designation: z.string(),
    description: z.string(),
    enterpriseId: z.number().int(),
    enterpriseName: z.string().describe("The enterprise's name, derived for the zone table"),
  })
  .meta({ id: 'Zone' });
export type ZoneResponse = z.output<typeof zoneResponseSchema>;
