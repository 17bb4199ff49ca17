import { messages } from '@agua/domain/messages';

/** The fields of a node-postgres DatabaseError that the error handler needs. */
export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
}

function isPgError(value: unknown): value is PgError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'severity' in value &&
    'code' in value &&
    typeof value.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(value.code)
  );
}

/** Drizzle wraps driver errors (DrizzleQueryError.cause); look through a few levels of `cause`. */
export function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (isPgError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Unique indexes (the areas' tables.ts) → the rule they protect, in Portuguese. */
const uniqueMessages: Record<string, string> = {
  users_username_unique: messages.conflicts.username,
  enterprises_nuit_unique: messages.conflicts.enterpriseNuit,
  zones_enterprise_designation_unique: messages.conflicts.zoneDesignation,
  contract_types_designation_unique: messages.conflicts.contractTypeDesignation,
  readings_meter_period_unique: messages.conflicts.readingPeriod,
  invoices_reading_unique: messages.conflicts.invoiceReading,
  cuts_open_meter_unique: messages.conflicts.openCut,
  contracts_active_meter_unique: messages.conflicts.activeContract,
  suspensions_active_meter_unique: messages.conflicts.activeSuspension,
  idempotency_keys_user_key_unique: messages.conflicts.idempotencyKey,
  ledger_entries_reconnection_fee_unique: messages.cuts.api.alreadyReconnected,
  api_keys_live_name_unique: messages.apiKeys.api.nameTaken,
};

/**
 * A constraint the database enforced is the client's fault (4xx), never a server error: the request broke a rule
 * (duplicate, missing or still-referenced row, value out of range). Other database errors are left to the 500 path.
 */
export function pgErrorStatus(error: PgError): { statusCode: number; message: string } | undefined {
  switch (error.code) {
    case '23505':
      return {
        statusCode: 409,
        message: (error.constraint && uniqueMessages[error.constraint]) || messages.api.uniqueViolation,
      };
    case '23503':
      return {
        statusCode: 409,
        message: error.detail?.includes('is still referenced')
          ? messages.api.foreignKeyInUse
          : messages.api.foreignKeyMissing,
      };
    case '23514':
      return { statusCode: 400, message: messages.api.checkViolation };
    case '23502':
      return { statusCode: 400, message: messages.api.missingValue };
    case '22001': // string too long
    case '22003': // numeric out of range
    case '22007': // invalid datetime format
    case '22008': // datetime out of range
    case '22P02': // invalid text representation
    case '22021': // character not in repertoire (a NUL byte in text)
    case '22P05': // untranslatable character
      return { statusCode: 400, message: messages.api.invalidValue };
    case '40001': // serialization failure
    case '40P01': // deadlock
      return { statusCode: 409, message: messages.api.concurrentUpdate };
    default:
      return undefined;
  }
}
