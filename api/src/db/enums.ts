// Closed value lists stored as text with CHECK constraints (cheaper to extend than PostgreSQL enums).

export const USER_ROLES = ['ADMIN', 'FIELD_TECH'] as const;
export const READING_STATES = ['PENDING', 'APPROVED', 'CANCELED'] as const;
export type ReadingState = (typeof READING_STATES)[number];
/** An unpaid invoice has no status (null), as the seed's client expects. */
export const PAYMENT_STATUSES = ['PAID', 'CANCELED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['MPESA', 'EMOLA', 'NUMERARIO', 'TRANSFERENCIA', 'POS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const SUSPENSION_STATUSES = ['ACTIVE', 'ENDED'] as const;
export type SuspensionStatus = (typeof SUSPENSION_STATUSES)[number];
/** Why a contract balance moved: every change is one ledger row of one of these kinds. */
export const LEDGER_KINDS = [
  'OPENING_BALANCE',
  'PAYMENT',
  'INVOICE_SETTLEMENT',
  'RUBRIC_CHARGE',
  'RUBRIC_REVERSAL',
  'RECONNECTION_FEE',
  'ADJUSTMENT',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
