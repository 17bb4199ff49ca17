import { messages } from '@agua/domain/messages';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { UserService } from '../users/service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { Session, SessionService } from './sessions.ts';

export function createAuthentication(users: UserService, sessions: SessionService, throttle: LoginThrottle) {
  return {
    /**
     * Username + password → a new session. Locked keys answer 429 before any password work; a wrong password
     * counts a failure (and is slowed down); an inactive user with the right password gets 403.
     */
    async login(username: string, password: string, ip: string): Promise<Session> {
      await throttle.assertAllowed(username, ip);
      const user = await users.findCredentials(username);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await throttle.recordFailure(username, ip);
        throw unauthorized(messages.auth.invalidCredentials);
      }
      if (!user.active) throw forbidden(messages.auth.inactiveUser);
      await throttle.clear(username);
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
