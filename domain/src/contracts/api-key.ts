import { z } from 'zod';
import { addDays, isCalendarDate, todayInMaputo } from '../dates.ts';
import { messages } from '../messages.ts';
import { instantSchema, isoDate, requiredText } from './common.ts';

const t = messages.apiKeys;

/**
 * Every API key's secret starts with this, so the api tells a key from a session's JWT at a glance (and so do
 * secret scanners and people reading a configuration file).
 */
export const API_KEY_PREFIX = 'agua_';

/** A key lives at most this many days: a forgotten key expires on its own. */
export const API_KEY_MAX_DAYS = 366;

/** Validade: a calendar date after today (Maputo) and within a year; the key works until the end of that day. */
export const apiKeyExpirySchema = isoDate(t.fields.expiresOn).superRefine((value, ctx) => {
  // Said once per problem: a missing or malformed day is isoDate's to name.
  if (!isCalendarDate(value)) return;
  const today = todayInMaputo();
  if (value <= today) ctx.addIssue({ code: 'custom', message: t.validation.expiryNotFuture });
  else if (value > addDays(today, API_KEY_MAX_DAYS))
    ctx.addIssue({ code: 'custom', message: t.validation.expiryTooFar });
});

/** POST /api-key (and the Chaves de API form: both fields are text, so one schema serves both). */
export const apiKeyCreateSchema = z.object({
  name: requiredText(t.fields.name, 100),
  expiresOn: apiKeyExpirySchema,
});
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateSchema>;
export type ApiKeyCreateFields = z.output<typeof apiKeyCreateSchema>;

/** ACTIVE works now; EXPIRED is past its Validade; REVOKED was revoked by an administrator. */
export const API_KEY_STATES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];

/** A key as listed: never its secret, not even hashed. */
export const apiKeyResponseSchema = z
  .object({
    apiKeyId: z.number().int(),
    name: z.string(),
    expiresOn: z.string().describe('Last day the key works (YYYY-MM-DD, Maputo)'),
    state: z.enum(API_KEY_STATES),
    createdAt: instantSchema,
    createdByName: z.string().nullable().describe('The administrator who created it (null once deleted)'),
    lastUsedAt: instantSchema
      .nullable()
      .describe('Last authenticated request, to the minute; null if never used'),
    revokedAt: instantSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyResponse = z.output<typeof apiKeyResponseSchema>;

/** The answer to a create: the key, and its secret, which is shown this once and never again. */
export const apiKeyCreatedResponseSchema = z
  .object({
    apiKey: apiKeyResponseSchema,
    secret: z
      .string()
      .describe(
        `Send as "Authorization: Bearer <secret>"; starts with ${API_KEY_PREFIX}; not retrievable later`,
      ),
  })
  .meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreatedResponse = z.output<typeof apiKeyCreatedResponseSchema>;
