import { SMS_ENCODINGS, SMS_EVENTS, SMS_STATES } from '@agua/domain/contracts/sms';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, instant, oneOf, timestamps } from '../../db/columns.ts';
import { clients } from '../clients/tables.ts';
import { users } from '../users/tables.ts';

/** An event's template, once an administrator saved one (otherwise the catalogue's default text is used). */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    event: text('event', { enum: SMS_EVENTS }).primaryKey(),
    body: text('body').notNull(),
    transliterate: boolean('transliterate').notNull().default(true),
    /** The cut warning only: days before a client becomes a cut candidate. */
    daysBefore: integer('days_before'),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [check('sms_templates_event_check', oneOf(t.event, SMS_EVENTS))],
);

/** Clients who asked for no SMS at all (the flag on the client; its absence is "send"). */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_opt_outs_created_by_idx').on(t.createdBy)],
);

/**
 * The outbox: one row per notice, written in the transaction of the event that caused it (`source_key`, unique
 * among first sendings, so an event is notified once). The dispatcher claims due rows (SENDING with a lease), hands
 * them to the provider under `idempotency_key`, and records the answer and, later, the delivery status.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    event: text('event', { enum: SMS_EVENTS }).notNull(),
    sourceKey: text('source_key').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** +258 and 9 digits; null when the client has no valid mobile number (then SKIPPED). */
    phone: text('phone'),
    body: text('body').notNull(),
    encoding: text('encoding', { enum: SMS_ENCODINGS }).notNull(),
    parts: integer('parts').notNull(),
    state: text('state', { enum: SMS_STATES }).notNull().default('QUEUED'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this instant: inside the sending hours, after a retry's backoff. */
    dueAt: instant('due_at').notNull(),
    /** While SENDING: another dispatcher may take the row back after this (its dispatcher died). */
    leaseUntil: instant('lease_until'),
    /** Who holds the lease: only that dispatcher may record the provider's answer. */
    claimToken: text('claim_token'),
    /** While SENT: when to ask the provider for the delivery status next. */
    checkAt: instant('check_at'),
    statusChecks: integer('status_checks').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    providerMessageId: text('provider_message_id'),
    sentAt: instant('sent_at'),
    deliveredAt: instant('delivered_at'),
    resendOf: integer('resend_of').references((): AnyPgColumn => smsMessages.id),
    resentBy: integer('resent_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sms_messages_source_unique').on(t.sourceKey).where(sql`${t.resendOf} is null`),
    uniqueIndex('sms_messages_idempotency_key_unique').on(t.idempotencyKey),
    index('sms_messages_client_id_idx').on(t.clientId, t.id),
    index('sms_messages_created_at_idx').on(t.createdAt),
    index('sms_messages_resend_of_idx').on(t.resendOf),
    index('sms_messages_resent_by_idx').on(t.resentBy),
    index('sms_messages_due_idx').on(t.dueAt).where(sql`${t.state} = 'QUEUED'`),
    index('sms_messages_lease_idx').on(t.leaseUntil).where(sql`${t.state} = 'SENDING'`),
    index('sms_messages_check_idx').on(t.checkAt).where(sql`${t.state} = 'SENT'`),
    check('sms_messages_event_check', oneOf(t.event, SMS_EVENTS)),
    check('sms_messages_state_check', oneOf(t.state, SMS_STATES)),
    check('sms_messages_encoding_check', oneOf(t.encoding, SMS_ENCODINGS)),
  ],
);
