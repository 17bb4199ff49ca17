import type { PasswordChangeBody } from '@agua/domain/contracts/password';
import { newPasswordProblem } from '@agua/domain/contracts/password';
import { messages } from '@agua/domain/messages';
import { and, eq, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { UserService } from '../users/service.ts';
import { users } from '../users/tables.ts';
import { recordAccountEvent } from './account-events.ts';
import type { Authentication } from './authentication.ts';
import { hashPassword } from './passwords.ts';
import { revokeFamilies } from './session-ending.ts';
import type { Session, SessionService } from './sessions.ts';
import { refreshTokens } from './tables.ts';

const r = messages.account.password.rules;

/**
 * Alterar senha (Definições) and the change at first sign-in, one path: the current password again, a new one that
 * follows the rules (contracts/password.ts, the username and name counting as known words) and differs from it.
 * Every other session of the account ends at once; this one goes on, renewed, owing no password any more.
 */
export function createOwnPassword(
  db: Database,
  userService: UserService,
  authentication: Authentication,
  sessions: SessionService,
) {
  return {
    async change(actor: AuthUser, body: PasswordChangeBody, ip: string): Promise<Session> {
      await authentication.confirmOwnPassword(actor.userId, body.currentPassword, ip, 'currentPassword');
      const user = await userService.findCredentialsById(actor.userId);
      if (!user) throw unauthorized(messages.auth.invalidToken);
      const problem =
        body.newPassword === body.currentPassword
          ? r.sameAsCurrent
          : newPasswordProblem(body.newPassword, user.username, user.name);
      if (problem) throw badRequest(problem, [{ field: 'newPassword', message: problem }]);
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, passwordChange: null }).where(eq(users.id, user.id));
        await revokeFamilies(
          tx,
          and(eq(refreshTokens.userId, user.id), ne(refreshTokens.family, actor.family)),
        );
        await recordAccountEvent(tx, 'password-changed', { userId: user.id, actorId: user.id });
        return sessions.renew(tx, user, actor.family);
      });
    },
  };
}

export type OwnPassword = ReturnType<typeof createOwnPassword>;

declare module 'fastify' {
  interface FastifyInstance {
    ownPassword: OwnPassword;
  }
}

export default fp(
  async (app) => {
    app.decorate('ownPassword', createOwnPassword(app.db, app.users, app.authentication, app.sessions));
  },
  { name: 'own-password', dependencies: ['db', 'users', 'authentication', 'sessions'] },
);
