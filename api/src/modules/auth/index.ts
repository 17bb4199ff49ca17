import { defineApiModule } from '../module.ts';
import { createAccessTokens } from './access-tokens.ts';
import authenticationService from './authentication.ts';
import loginThrottleService from './login-throttle.ts';
import authRoutes from './routes.ts';
import sessionCheck from './session-check.ts';
import sessionsService from './sessions.ts';

/**
 * Sessions (/auth): login with its throttle, refresh, logout, register and me, and the check of a session's access
 * token on every protected request (session-check.ts). Needs the users area.
 */
export default defineApiModule({
  name: 'auth',
  dependencies: ['users'],
  plugin: async (app, { apiPrefix, jwtSecret, loginThrottle, authRequestsPerMinute }) => {
    const tokens = createAccessTokens(jwtSecret);
    await app.register(sessionCheck, { tokens });
    await app.register(sessionsService, { tokens });
    await app.register(loginThrottleService, { throttle: loginThrottle });
    await app.register(authenticationService);
    await app.register(authRoutes, { prefix: `${apiPrefix}/auth`, requestsPerMinute: authRequestsPerMinute });
  },
});
