// Closed value lists stored as text with CHECK constraints (cheaper to extend than PostgreSQL enums).

export const USER_ROLES = ['ADMIN', 'FIELD_TECH'] as const;
// The lists the api's contracts also answer are defined once, in the domain.
export {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@agua/domain/contracts/invoice';
export { MPESA_STATUSES, type MpesaStatus } from '@agua/domain/contracts/mpesa-payment';
export { READING_STATES, type ReadingState } from '@agua/domain/contracts/reading';
export { SUSPENSION_STATUSES, type SuspensionStatus } from '@agua/domain/contracts/suspension';
/** Why a contract balance moved: every change is one ledger row of one of these kinds. */
export const LEDGER_KINDS = [
  'OPENING_BALANCE',
  'PAYMENT',
  'INVOICE_SETTLEMENT',
  'RUBRIC_CHARGE',
  'RUBRIC_REVERSAL',
  'RECONNECTION_FEE',
  'ADJUSTMENT',
  // A reversed receipt: −the amount it received, +the invoices it had settled (they are owed again).
  'PAYMENT_REVERSAL',
  'SETTLEMENT_REVERSAL',
  // The m³ an estimate over-billed, given back when the real index comes in below it (readings/corrections.ts).
  'READING_CREDIT',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
