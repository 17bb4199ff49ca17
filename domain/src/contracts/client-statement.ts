import { z } from 'zod';
import { addDays, isCalendarDate } from '../dates.ts';
import { messages } from '../messages.ts';

// A client's money at a glance (docs/domain.md "Total em dívida" and "Extrato de conta"): the debt with its breakdown
// and the account statement with a running balance. Money in MZN on the wire, centavos in code.

const t = messages.clientStatement;
const v = messages.validation;

/** The longest period one statement covers (about 20 years of monthly movements: bounded rows, bounded PDF). */
export const MAX_STATEMENT_DAYS = 366 * 20;

const day = (label: string) =>
  z
    .string()
    .refine((value) => isCalendarDate(value), `${label}: ${v.invalidDate}`)
    .optional();

/** GET /client-statement/{clientId}: the period (from/to, days in Maputo; 12 months up to today when absent). */
export const statementQuerySchema = z
  .object({
    from: day(t.statement.from).describe('First day (YYYY-MM-DD); absent = 12 months before `to`'),
    to: day(t.statement.to).describe('Last day (YYYY-MM-DD); absent = today in Maputo'),
    contractId: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .describe("The client's contract; absent = its active contract (or its latest)"),
  })
  .superRefine((query, ctx) => {
    // Runs even when a field already failed (zod reports every issue): judge the period only from two real days.
    if (!query.from || !query.to || !isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: t.api.periodInverted });
    if (addDays(query.from, MAX_STATEMENT_DAYS) < query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: t.api.periodTooLong });
  });
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** Total em dívida of one client, with its breakdown. */
export const clientDebtSchema = z
  .object({
    clientId: z.number().int(),
    invoiceCount: z.number().int().describe('Unpaid invoices'),
    invoicesAmount: z.number().describe('Σ their amounts (MZN)'),
    fines: z.number().describe('Σ their fines as of today (MZN)'),
    otherCharges: z.number().describe('Debt outside invoices: −balance when the balance is negative (MZN)'),
    credit: z.number().describe('The balance when positive (MZN)'),
    total: z.number().describe('invoicesAmount + fines + otherCharges − credit, at least 0 (MZN)'),
  })
  .meta({ id: 'ClientDebt' });
export type ClientDebtResponse = z.output<typeof clientDebtSchema>;

export const STATEMENT_LINE_KINDS = [
  'OPENING_BALANCE',
  'PAYMENT',
  'INVOICE',
  'FINE',
  'RUBRIC_CHARGE',
  'RUBRIC_REVERSAL',
  'RECONNECTION_FEE',
  'ADJUSTMENT',
  'PAYMENT_REVERSAL',
  'SETTLEMENT_REVERSAL',
  'INVOICE_SETTLEMENT',
  'READING_CREDIT',
] as const;

/** One movement of the statement: > 0 credits the client, < 0 debits; balance = the running balance after it. */
export const statementLineSchema = z
  .object({
    date: z.string().describe('When it happened (ISO 8601 UTC)'),
    kind: z.enum(STATEMENT_LINE_KINDS),
    description: z.string(),
    reference: z.string().describe("What caused it, as '<what>:<id>' (receipt:12, invoice:40…)"),
    amount: z.number().describe('> 0 credit, < 0 debit (MZN)'),
    balance: z.number().describe('The running balance after this line (MZN)'),
  })
  .meta({ id: 'StatementLine' });
export type StatementLineResponse = z.output<typeof statementLineSchema>;

/** An invoice still open: billed but not yet in the balance (it enters it when paid). */
export const statementOpenInvoiceSchema = z
  .object({
    invoiceId: z.number().int(),
    readingMonth: z.number().int(),
    readingYear: z.number().int(),
    limitDate: z.string(),
    amount: z.number(),
    fineAmount: z.number().describe('As of today'),
    totalAmount: z.number(),
  })
  .meta({ id: 'StatementOpenInvoice' });

/** An instalment of the contract's running payment agreement still unpaid (docs/domain.md "Payment agreements"). */
export const statementInstalmentSchema = z
  .object({
    agreementId: z.number().int(),
    number: z.number().int().describe('0 = the down payment'),
    label: z.string().describe('"Entrada" or "Prestação k/N"'),
    dueDate: z.string(),
    amount: z.number(),
    missed: z.boolean().describe('Unpaid after its due date'),
  })
  .meta({ id: 'StatementInstalment' });

export const clientStatementSchema = z
  .object({
    clientId: z.number().int(),
    clientName: z.string(),
    contractId: z.number().int(),
    from: z.string(),
    to: z.string(),
    openingBalance: z.number().describe('Σ ledger before `from` (MZN)'),
    closingBalance: z.number().describe('openingBalance + Σ lines; the contract balance when `to` is today'),
    lines: z.array(statementLineSchema),
    openInvoices: z.array(statementOpenInvoiceSchema),
    agreementInstalments: z
      .array(statementInstalmentSchema)
      .describe("The unpaid instalments of the contract's running payment agreement"),
    debt: clientDebtSchema,
  })
  .meta({ id: 'ClientStatement' });
export type ClientStatementResponse = z.output<typeof clientStatementSchema>;
