import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, isoDate, optionalText, positiveReference, requiredText } from './common.ts';
import { formSchema } from './form-text.ts';

// /suspension: a meter paused at the client's request. While ACTIVE it takes no readings and no invoices.

const f = messages.suspensions.fields;

export const SUSPENSION_STATUSES = ['ACTIVE', 'ENDED'] as const;
export type SuspensionStatus = (typeof SUSPENSION_STATUSES)[number];

export const suspensionStatusSchema = z.enum(SUSPENSION_STATUSES, {
  error: messages.schema.invalidOption(SUSPENSION_STATUSES.join(', ')),
});

export type { CountResponse as SuspensionCountResponse } from './common.ts';
export { countResponseSchema as suspensionCountResponseSchema } from './common.ts';

/** POST /suspension (register): meter and start date required; a new suspension is ACTIVE. */
export const suspensionCreateSchema = z.object({
  meterId: positiveReference(f.meter),
  startDate: isoDate(f.startDate),
  reason: optionalText(f.reason),
  notes: optionalText(f.notes),
});
export type SuspensionCreateBody = z.input<typeof suspensionCreateSchema>;
/** The Registar Suspensão form: the same rule, reading its inputs' text. */
export const suspensionCreateFormSchema = formSchema(suspensionCreateSchema);
export type SuspensionCreateFields = z.output<typeof suspensionCreateSchema>;

/**
 * PUT /suspension/{id} (the edit panel): meter, reason, start date and status required. ENDED sets endDate (the
 * date given, else today in Maputo); ACTIVE clears it.
 */
export const suspensionUpdateSchema = z.object({
  suspensionId: positiveReference(f.suspensionId).optional(),
  meterId: positiveReference(f.meter),
  reason: requiredText(f.reason, 1000),
  startDate: isoDate(f.startDate),
  status: suspensionStatusSchema,
  notes: optionalText(f.notes),
  endDate: isoDate(f.endDate).nullish(),
});
export type SuspensionUpdateBody = z.input<typeof suspensionUpdateSchema>;
/** The suspension edit panel: the same rule, reading its inputs' text. */
export const suspensionUpdateFormSchema = formSchema(suspensionUpdateSchema);
export type SuspensionUpdateFields = z.output<typeof suspensionUpdateSchema>;

export const suspensionResponseSchema = z
  .object({
    suspensionId: z.number().int(),
    meterId: z.number().int(),
    startDate: z.string().describe('YYYY-MM-DD'),
    endDate: z.string().nullable().describe('YYYY-MM-DD once ENDED'),
    reason: z.string().nullable(),
    status: z.enum(SUSPENSION_STATUSES),
    notes: z.string().nullable(),
    clientId: z.number().int(),
    clientName: z.string(),
    zoneId: z.number().int(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Suspension' });
export type SuspensionResponse = z.output<typeof suspensionResponseSchema>;

export const SUSPENSION_SORT_FIELDS = [
  'suspensionId',
  'startDate',
  'endDate',
  'meterId',
  'status',
  'clientName',
  'createdAt',
] as const;
export type SuspensionSortField = (typeof SUSPENSION_SORT_FIELDS)[number];
