import { messages } from '@agua/domain/messages';
import fp from 'fastify-plugin';
import { unauthorized } from '../../http/errors.ts';
import type { UserService } from '../users/service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { Session, SessionService } from './sessions.ts';

export function createAuthentication(users: UserService, sessions: SessionService, throttle: LoginThrottle) {
  return {
    /**
     * Username + password → a new session. A locked username+address or address answers 429 before any password
     * work; a wrong password or an inactive user counts a failure (and is slowed down) and gets the same 401.
     */
    async login(username: string, password: string, ip: string): Promise<Session> {
      await throttle.assertAllowed(username, ip);
      const user = await users.findCredentials(username);
      // An inactive account answers exactly as a wrong password does (same text, same counting and delay): a
      // guessed password must not learn that it was right, nor that the account exists.
      if (!(await verifyPassword(user?.passwordHash, password)) || !user?.active) {
        await throttle.recordFailure(username, ip);
        throw unauthorized(messages.auth.invalidCredentials);
      }
      await throttle.clear(username, ip);
      return sessions.start(user);
    },
  };
}

export type Authentication = ReturnType<typeof createAuthentication>;

declare module 'fastify' {
  interface FastifyInstance {
    authentication: Authentication;
  }
}

export default fp(
  async (app) => {
    app.decorate('authentication', createAuthentication(app.users, app.sessions, app.loginThrottle));
  },
  { name: 'authentication', dependencies: ['users', 'sessions', 'login-throttle'] },
);
