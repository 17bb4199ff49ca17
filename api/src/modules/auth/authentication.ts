import type { TwoFactorChallengeResponse } from '@agua/domain/contracts/auth';
import { messages } from '@agua/domain/messages';
import fp from 'fastify-plugin';
import { badRequest, unauthorized } from '../../http/errors.ts';
import type { UserService } from '../users/service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { ClientInfo, Session, SessionService } from './sessions.ts';
import type { TwoFactor } from './two-factor.ts';
import { CHALLENGE_TTL_SECONDS, type Challenges } from './two-factor-challenge.ts';

/** Where a sign-in comes from: its address counts for the throttle. */
export type SignInClient = ClientInfo & { address: string };

/** A sign-in: a session, or (an account with a second factor) the challenge its code must answer. */
export type LoginOutcome = { session: Session } | { challenge: TwoFactorChallengeResponse };

export function createAuthentication(
  users: UserService,
  sessions: SessionService,
  throttle: LoginThrottle,
  twoFactor: TwoFactor,
  challenges: Challenges,
) {
  return {
    /**
     * Username + password → a new session, or a challenge when the account has a second factor. A locked
     * username+address or address answers 429 before any password work; a wrong password or an inactive user counts
     * a failure (and is slowed down) and gets the same 401.
     */
    async login(username: string, password: string, client: SignInClient): Promise<LoginOutcome> {
      await throttle.assertAllowed(username, client.address);
      const user = await users.findCredentials(username);
      // An inactive account answers exactly as a wrong password does (same text, same counting and delay): a
      // guessed password must not learn that it was right, nor that the account exists.
      if (!(await verifyPassword(user?.passwordHash, password)) || !user?.active) {
        await throttle.recordFailure(username, client.address);
        throw unauthorized(messages.auth.invalidCredentials);
      }
      if (await twoFactor.isEnabled(user.id)) {
        // The failures stay counted until the code is right too: a guessed password must still get past the code.
        const twoFactorToken = await challenges.sign({ userId: user.id, username: user.username });
        return { challenge: { twoFactorToken, expiresInSeconds: CHALLENGE_TTL_SECONDS } };
      }
      await throttle.clear(username, client.address);
      return { session: await sessions.start(user, client) };
    },

    /**
     * The second step: the challenge and a code (the app's, or a recovery code). A wrong, expired or reused code
     * counts a failure against the same keys as a wrong password (the throttle slows, then locks the address), and
     * answers 401.
     */
    async completeSignIn(twoFactorToken: string, code: string, client: SignInClient) {
      const challenge = await challenges.verify(twoFactorToken);
      if (!challenge) throw unauthorized(messages.account.signInCode.expired);
      await throttle.assertAllowed(challenge.username, client.address);
      const user = await users.findCredentials(challenge.username);
      if (!user?.active || user.id !== challenge.userId)
        throw unauthorized(messages.account.signInCode.expired);
      if (!(await twoFactor.verifyAtSignIn(user.id, code))) {
        await throttle.recordFailure(challenge.username, client.address);
        throw unauthorized(messages.account.signInCode.invalidCode);
      }
      await throttle.clear(challenge.username, client.address);
      return sessions.start(user, client);
    },

    /**
     * The caller's own password, asked again before a change to the account (a new password, the second factor
     * off): wrong, it counts as a failed sign-in (so a stolen session cannot guess it freely) and answers 400 on
     * `field`.
     */
    async confirmOwnPassword(userId: number, password: string, ip: string, field: string): Promise<void> {
      const user = await users.findCredentialsById(userId);
      if (!user) throw unauthorized(messages.auth.invalidToken);
      await throttle.assertAllowed(user.username, ip);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await throttle.recordFailure(user.username, ip);
        const message = messages.account.password.rules.wrongCurrent;
        throw badRequest(message, [{ field, message }]);
      }
    },
  };
}

export type Authentication = ReturnType<typeof createAuthentication>;

declare module 'fastify' {
  interface FastifyInstance {
    authentication: Authentication;
  }
}

export default fp<{ challenges: Challenges }>(
  async (app, { challenges }) => {
    app.decorate(
      'authentication',
      createAuthentication(app.users, app.sessions, app.loginThrottle, app.twoFactor, challenges),
    );
  },
  { name: 'authentication', dependencies: ['users', 'sessions', 'login-throttle', 'two-factor'] },
);
