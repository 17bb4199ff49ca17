import { z } from 'zod';
import { messages } from '../messages.ts';
import { SMS_EVENTS, SMS_PLACEHOLDERS, type SmsEvent, templateProblem } from '../rules/sms-template.ts';
import { instantSchema, positiveReference, requiredText } from './common.ts';
import { formSchema } from './form-text.ts';

// /sms-template, /sms-message and /sms-opt-out (docs/domain.md "SMS notices").

const f = messages.sms.fields;
const t = messages.sms.validation;

export { SMS_EVENTS, type SmsEvent } from '../rules/sms-template.ts';

export const SMS_STATES = ['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED', 'SKIPPED'] as const;
export type SmsState = (typeof SMS_STATES)[number];

export const SMS_ENCODINGS = ['GSM-7', 'UCS-2'] as const;

export const smsEventSchema = z.enum(SMS_EVENTS, {
  error: messages.schema.invalidOption(SMS_EVENTS.join(', ')),
});
export const smsStateSchema = z.enum(SMS_STATES, {
  error: messages.schema.invalidOption(SMS_STATES.join(', ')),
});

/** Longest template text: four GSM-7 parts. */
export const SMS_TEMPLATE_MAX = 612;

/**
 * PUT /sms-template/{event}: the text (its {placeholders} must be the event's), whether to transliterate a message
 * that would take more than one part, and — only for the cut warning — how many days before a client becomes a cut
 * candidate it is sent (1–60).
 */
const placeholderList = (event: SmsEvent) => SMS_PLACEHOLDERS[event].map((name) => `{${name}}`).join(', ');

export const smsTemplateUpdateSchema = z
  .object({
    event: smsEventSchema,
    body: requiredText(f.body, SMS_TEMPLATE_MAX),
    transliterate: z.boolean({ error: `${f.transliterate}: ${messages.validation.required}` }),
    daysBefore: z
      .number({ error: t.daysBeforeRequired })
      .int(t.daysBeforeRequired)
      .min(1, t.daysBeforeRequired)
      .max(60, t.daysBeforeRequired)
      .nullish(),
  })
  .superRefine((value, ctx) => {
    const problem = templateProblem(value.event as SmsEvent, value.body);
    if (problem && 'unknown' in problem) {
      const allowed = placeholderList(value.event as SmsEvent);
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: t.unknownPlaceholder(problem.unknown, allowed),
      });
    } else if (problem) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: t.unclosedPlaceholder });
    }
    const warning = value.event === 'CUT_WARNING';
    if (warning && value.daysBefore == null) {
      ctx.addIssue({ code: 'custom', path: ['daysBefore'], message: t.daysBeforeRequired });
    }
    if (!warning && value.daysBefore != null) {
      ctx.addIssue({ code: 'custom', path: ['daysBefore'], message: t.daysBeforeOnlyForWarning });
    }
  });
export type SmsTemplateUpdateBody = z.input<typeof smsTemplateUpdateSchema>;
export type SmsTemplateUpdateFields = z.output<typeof smsTemplateUpdateSchema>;
/** The template form: the same rule, reading its inputs' text. */
export const smsTemplateFormSchema = formSchema(smsTemplateUpdateSchema);

export const smsPreviewSchema = z
  .object({
    text: z.string().describe('The worst-case message, as it would be sent'),
    encoding: z.enum(SMS_ENCODINGS),
    characters: z.number().int(),
    units: z.number().int().describe('Septets (GSM-7) or UTF-16 units (UCS-2)'),
    parts: z.number().int(),
  })
  .meta({ id: 'SmsPreview' });

export const smsTemplateResponseSchema = z
  .object({
    event: z.enum(SMS_EVENTS),
    body: z.string(),
    transliterate: z.boolean(),
    daysBefore: z.number().int().nullable(),
    placeholders: z.array(z.string()),
    preview: smsPreviewSchema,
    updatedAt: instantSchema.nullable().describe('null while the default text is used'),
  })
  .meta({ id: 'SmsTemplate' });
export type SmsTemplateResponse = z.output<typeof smsTemplateResponseSchema>;

export const smsMessageResponseSchema = z
  .object({
    messageId: z.number().int(),
    event: z.enum(SMS_EVENTS),
    clientId: z.number().int(),
    clientName: z.string(),
    phone: z.string().nullable().describe('+258… or null when the client has no valid mobile number'),
    body: z.string(),
    encoding: z.enum(SMS_ENCODINGS),
    parts: z.number().int(),
    state: z.enum(SMS_STATES),
    reason: z.string().nullable().describe('Why it was skipped or failed'),
    attempts: z.number().int(),
    dueAt: instantSchema,
    sentAt: instantSchema.nullable(),
    deliveredAt: instantSchema.nullable(),
    providerMessageId: z.string().nullable(),
    sourceKey: z.string().describe('The event that caused it, e.g. receipt:12'),
    resendOf: z.number().int().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'SmsMessage' });
export type SmsMessageResponse = z.output<typeof smsMessageResponseSchema>;

export const SMS_MESSAGE_SORT_FIELDS = ['messageId', 'createdAt', 'dueAt', 'state', 'event'] as const;

export const smsMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, t.month);

export const smsMonthlyCountsResponseSchema = z
  .object({
    month: z.string().describe('YYYY-MM (Maputo)'),
    byState: z.array(z.object({ state: z.enum(SMS_STATES), messages: z.number().int() })),
    byEvent: z.array(
      z.object({ event: z.enum(SMS_EVENTS), messages: z.number().int(), parts: z.number().int() }),
    ),
    sent: z.number().int().describe('Messages handed to the provider (SENT, DELIVERED)'),
    parts: z.number().int().describe('Parts of the messages handed to the provider'),
  })
  .meta({ id: 'SmsMonthlyCounts' });
export type SmsMonthlyCountsResponse = z.output<typeof smsMonthlyCountsResponseSchema>;

/** PUT /sms-opt-out/{clientId}. */
export const smsOptOutUpdateSchema = z.object({
  clientId: positiveReference(f.client).optional(),
  optedOut: z.boolean({ error: `${f.optedOut}: ${messages.validation.required}` }),
});
export type SmsOptOutUpdateBody = z.input<typeof smsOptOutUpdateSchema>;

export const smsOptOutResponseSchema = z
  .object({
    clientId: z.number().int(),
    optedOut: z.boolean(),
    since: instantSchema.nullable(),
  })
  .meta({ id: 'SmsOptOut' });
export type SmsOptOutResponse = z.output<typeof smsOptOutResponseSchema>;
