import type { SessionStep } from '@agua/domain/contracts/auth';
import { messages } from '@agua/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PasswordChangeReason, users } from '../users/tables.ts';
import { securitySettings, userTwoFactor } from './tables.ts';

/**
 * What a session must do before anything else (docs/domain.md "First sign-in"), read from the database on every
 * request with the session check, so a step done (or a rule turned on) counts at the next request:
 * - PASSWORD_CHANGE: the account's password was set by an administrator (created, reset, or the configuration's
 *   first administrator), or it is a demo account's fixed password and the api runs without demo data;
 * - TWO_FACTOR_SETUP: an administrator without a second factor while the rule requires one of every administrator.
 */
export const pendingStepColumns = {
  passwordChange: users.passwordChange,
  twoFactorMissing: sql<boolean>`(${users.role} = 'ADMIN'
    and coalesce((select ${securitySettings.twoFactorRequiredForAdmins} from ${securitySettings}), false)
    and not exists (select 1 from ${userTwoFactor}
      where ${userTwoFactor.userId} = ${users.id} and ${userTwoFactor.confirmedAt} is not null))`,
};

export interface PendingStepRow {
  passwordChange: PasswordChangeReason | null;
  twoFactorMissing: boolean;
}

const REFUSALS: Record<SessionStep, string> = {
  PASSWORD_CHANGE: messages.account.firstSignIn.required,
  TWO_FACTOR_SETUP: messages.account.twoFactor.setupRequired,
};

/** Reads the steps; `demoAccounts`: the api runs with demo data, whose accounts keep their fixed passwords. */
export function createPendingSteps(demoAccounts: boolean) {
  const stepOf = (row: PendingStepRow): SessionStep | null => {
    if (row.passwordChange === 'assigned' || (row.passwordChange === 'demo' && !demoAccounts))
      return 'PASSWORD_CHANGE';
    if (row.twoFactorMissing) return 'TWO_FACTOR_SETUP';
    return null;
  };
  return {
    stepOf,
    /** The step and its refusal, as the auth plugin takes them (AuthUser.pending). */
    pendingOf(row: PendingStepRow) {
      const step = stepOf(row);
      return step ? { step, refusal: REFUSALS[step] } : undefined;
    },
    async forUser(executor: Executor, userId: number): Promise<SessionStep | null> {
      const [row] = await executor.select(pendingStepColumns).from(users).where(eq(users.id, userId));
      return row ? stepOf(row) : null;
    },
  };
}

export type PendingSteps = ReturnType<typeof createPendingSteps>;
