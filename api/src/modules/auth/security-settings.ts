import type { SecuritySettingsResponse } from '@agua/domain/contracts/account';
import { messages } from '@agua/domain/messages';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAccountEvent } from './account-events.ts';
import { securitySettings } from './tables.ts';
import { type TwoFactor, twoFactorRequiredForAdmins } from './two-factor.ts';

/**
 * The rules for every account (one row): whether every administrator must sign in with a second factor. Turning it
 * on holds each administrator without one to setting it up at their next request (pending-step.ts); it is refused
 * to an administrator who has none yet, who would otherwise lock themself out of the very page that turns it off.
 */
export function createSecuritySettings(db: Database, twoFactor: TwoFactor) {
  return {
    async get(): Promise<SecuritySettingsResponse> {
      return { twoFactorRequiredForAdmins: await twoFactorRequiredForAdmins(db) };
    },

    async update(settings: SecuritySettingsResponse, actor: AuthUser): Promise<SecuritySettingsResponse> {
      if (settings.twoFactorRequiredForAdmins && !(await twoFactor.isEnabled(actor.userId)))
        throw conflict(messages.account.twoFactor.policy.needsOwn);
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(securitySettings)
          .set({
            twoFactorRequiredForAdmins: settings.twoFactorRequiredForAdmins,
            updatedAt: sql`now()`,
            updatedBy: actor.userId,
          })
          .where(
            sql`${securitySettings.twoFactorRequiredForAdmins} <> ${settings.twoFactorRequiredForAdmins}`,
          )
          .returning({ id: securitySettings.id });
        if (changed.length > 0)
          await recordAccountEvent(tx, 'two-factor-policy-changed', { userId: null, actorId: actor.userId });
      });
      return this.get();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    securitySettings: ReturnType<typeof createSecuritySettings>;
  }
}

export default fp(
  async (app) => {
    app.decorate('securitySettings', createSecuritySettings(app.db, app.twoFactor));
  },
  { name: 'security-settings', dependencies: ['db', 'two-factor'] },
);
