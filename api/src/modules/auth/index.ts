import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import authenticationService from './authentication.ts';
import loginThrottleService from './login-throttle.ts';
import authRoutes from './routes.ts';
import sessionsService from './sessions.ts';

/** Sessions (/auth): login with its throttle, refresh, logout, register and me. Needs the users area. */
export default fp<ModuleOptions>(
  async (app, { apiPrefix, loginThrottle, authRequestsPerMinute }) => {
    await app.register(sessionsService);
    await app.register(loginThrottleService, { throttle: loginThrottle });
    await app.register(authenticationService);
    await app.register(authRoutes, { prefix: `${apiPrefix}/auth`, requestsPerMinute: authRequestsPerMinute });
  },
  { name: 'auth-module', dependencies: ['users'] },
);
