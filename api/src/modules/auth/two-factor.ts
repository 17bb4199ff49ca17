import type {
  TwoFactorConfirmedResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@agua/domain/contracts/account';
import { messages } from '@agua/domain/messages';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { users } from '../users/tables.ts';
import { recordAccountEvent } from './account-events.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { canonicalRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';
import { endAllSessions } from './session-ending.ts';
import type { SessionService } from './sessions.ts';
import { recoveryCodes, securitySettings, userTwoFactor } from './tables.ts';
import { matchingStep, newTotpSecret, totpUri } from './totp.ts';

const t = messages.account.twoFactor;

export interface TwoFactorOptions {
  /** Seals the TOTP secrets at rest. */
  box: SecretBox;
  /** The time codes are judged by, in ms (Date.now; tests move it). */
  clock: () => number;
}

/** Whether the rule requires a second factor of every administrator. */
export async function twoFactorRequiredForAdmins(executor: Executor): Promise<boolean> {
  const [row] = await executor
    .select({ required: securitySettings.twoFactorRequiredForAdmins })
    .from(securitySettings);
  return row?.required ?? false;
}

/**
 * The second factor of administrators (docs/domain.md "Second factor"): TOTP (RFC 6238) set up with a QR code and
 * confirmed by a first code, ten one-time recovery codes, each code accepted once, reset by another administrator.
 */
export function createTwoFactor(db: Database, sessions: SessionService, { box, clock }: TwoFactorOptions) {
  const openSecret = (sealed: string): string | null => box.open(sealed);

  async function newRecoveryCodes(executor: Executor, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((code) => hashPassword(canonicalRecoveryCode(code) ?? code)));
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await executor.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    return codes;
  }

  /**
   * Spends the TOTP code of `userId` if it is right, not expired and newer than the last one accepted, against the
   * secret in force (`confirmed`) or the one being set up.
   */
  async function spendTotp(
    executor: Executor,
    userId: number,
    code: string,
    confirmed: boolean,
  ): Promise<boolean> {
    const [row] = await executor
      .select({ sealed: userTwoFactor.secretSealed })
      .from(userTwoFactor)
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          confirmed ? isNotNull(userTwoFactor.confirmedAt) : isNull(userTwoFactor.confirmedAt),
        ),
      );
    const secret = row ? openSecret(row.sealed) : null;
    const step = secret ? matchingStep(secret, code, clock()) : null;
    if (step === null) return false;
    // One statement: of two requests with the same code, only one moves the step on.
    const spent = await executor
      .update(userTwoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return spent.length > 0;
  }

  /** Spends one unused recovery code of `userId` if `typed` is one. */
  async function spendRecoveryCode(userId: number, typed: string): Promise<boolean> {
    const canonical = canonicalRecoveryCode(typed);
    if (!canonical) return false;
    const unused = await db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, canonical)));
    const match = unused.find((_, index) => matches[index]);
    if (!match) return false;
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent.length > 0;
  }

  async function isEnabled(executor: Executor, userId: number): Promise<boolean> {
    const [row] = await executor
      .select({ userId: userTwoFactor.userId })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)));
    return Boolean(row);
  }

  async function account(executor: Executor, userId: number) {
    const [user] = await executor
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound(messages.api.userNotFound);
    return user;
  }

  return {
    isEnabled: (userId: number) => isEnabled(db, userId),

    async status(userId: number): Promise<TwoFactorStatusResponse> {
      const [row] = await db
        .select({ confirmedAt: userTwoFactor.confirmedAt })
        .from(userTwoFactor)
        .where(eq(userTwoFactor.userId, userId));
      const enabledAt = row?.confirmedAt ?? null;
      const [codes] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt ? (codes?.n ?? 0) : 0,
        requiredForAdmins: await twoFactorRequiredForAdmins(db),
      };
    },

    /** A new secret, in force once confirmed; starting again replaces one not yet confirmed. */
    async startSetup(actor: AuthUser): Promise<TwoFactorSetupResponse> {
      const user = await account(db, actor.userId);
      if (await isEnabled(db, actor.userId)) throw conflict(t.alreadyOn);
      const secret = newTotpSecret();
      const sealed = box.seal(secret);
      await db
        .insert(userTwoFactor)
        .values({ userId: actor.userId, secretSealed: sealed })
        .onConflictDoUpdate({
          target: userTwoFactor.userId,
          set: { secretSealed: sealed, confirmedAt: null, lastUsedStep: null, createdAt: sql`now()` },
        });
      return { secret, otpauthUri: totpUri(secret, user.username) };
    },

    /**
     * A first code from the app turns the second factor on: the recovery codes are made (shown this once) and the
     * session is renewed, as what it owes may have changed (a set-up the rule required is done).
     */
    async confirm(actor: AuthUser, code: string): Promise<TwoFactorConfirmedResponse> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ confirmedAt: userTwoFactor.confirmedAt })
          .from(userTwoFactor)
          .where(eq(userTwoFactor.userId, actor.userId))
          .for('update');
        if (!row) throw conflict(t.notStarted);
        if (row.confirmedAt) throw conflict(t.alreadyOn);
        if (!(await spendTotp(tx, actor.userId, code, false)))
          throw badRequest(messages.account.signInCode.invalidCode, [
            { field: 'code', message: messages.account.signInCode.invalidCode },
          ]);
        await tx
          .update(userTwoFactor)
          .set({ confirmedAt: sql`now()` })
          .where(eq(userTwoFactor.userId, actor.userId));
        const codes = await newRecoveryCodes(tx, actor.userId);
        await recordAccountEvent(tx, 'two-factor-enabled', { userId: actor.userId, actorId: actor.userId });
        const session = await sessions.renew(tx, await account(tx, actor.userId), actor.family);
        return { recoveryCodes: codes, session };
      });
    },

    /** At sign-in: the current TOTP code, or an unused recovery code; either is accepted once. */
    async verifyAtSignIn(userId: number, code: string): Promise<boolean> {
      const digits = code.replace(/\s+/g, '');
      if (/^\d{6}$/.test(digits)) return spendTotp(db, userId, digits, true);
      return spendRecoveryCode(userId, code);
    },

    /**
     * One's own second factor off (the route has checked the password); refused while the rule requires it of
     * administrators.
     */
    async disable(actor: AuthUser): Promise<void> {
      const user = await account(db, actor.userId);
      if (!(await isEnabled(db, actor.userId))) throw conflict(t.notOn);
      if (user.role === 'ADMIN' && (await twoFactorRequiredForAdmins(db)))
        throw conflict(t.requiredCannotDisable);
      await db.transaction(async (tx) => {
        await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, actor.userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.userId));
        await recordAccountEvent(tx, 'two-factor-disabled', { userId: actor.userId, actorId: actor.userId });
      });
    },

    /**
     * Another administrator's reset of a lost second factor: it is removed, every session of the account ends, and
     * the reset is noted for the audit trail. The account signs in with its password again (and, if the rule
     * requires it, sets a new second factor up first).
     */
    async reset(userId: number, actor: AuthUser): Promise<void> {
      if (userId === actor.userId) throw conflict(t.resetSelf);
      await db.transaction(async (tx) => {
        await account(tx, userId);
        const removed = await tx
          .delete(userTwoFactor)
          .where(eq(userTwoFactor.userId, userId))
          .returning({ confirmedAt: userTwoFactor.confirmedAt });
        if (!removed[0]?.confirmedAt) throw conflict(t.notOn);
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await endAllSessions(tx, userId);
        await recordAccountEvent(tx, 'two-factor-reset', { userId, actorId: actor.userId });
      });
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactor;
  }
}

export default fp<TwoFactorOptions>(
  async (app, options) => {
    app.decorate('twoFactor', createTwoFactor(app.db, app.sessions, options));
  },
  { name: 'two-factor', dependencies: ['db', 'sessions'] },
);
