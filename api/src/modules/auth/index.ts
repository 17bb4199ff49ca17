import { defineApiModule } from '../module.ts';
import { createAccessTokens } from './access-tokens.ts';
import accountRoutes from './account-routes.ts';
import authenticationService from './authentication.ts';
import loginThrottleService from './login-throttle.ts';
import ownPasswordService from './own-password.ts';
import ownSessionsService from './own-sessions.ts';
import { createPendingSteps } from './pending-step.ts';
import authRoutes from './routes.ts';
import { createSecretBox } from './secret-box.ts';
import securitySettingsService from './security-settings.ts';
import securitySettingsRoutes from './security-settings-routes.ts';
import sessionCheck from './session-check.ts';
import sessionsService from './sessions.ts';
import twoFactorService from './two-factor.ts';
import { createChallenges } from './two-factor-challenge.ts';
import userTwoFactorRoutes from './user-two-factor-routes.ts';

/**
 * Sessions (/auth): login with its throttle and second factor, refresh, logout, register and me, and the check of a
 * session's access token on every protected request (session-check.ts); each person's own account (the password,
 * the sessions, the second factor: account-routes.ts), the administrators' rules (/security-settings) and their
 * reset of another's second factor (/user/{id}/two-factor/reset). Needs the users area.
 */
export default defineApiModule({
  name: 'auth',
  dependencies: ['users'],
  plugin: async (app, options) => {
    const { apiPrefix, jwtSecret, loginThrottle, authRequestsPerMinute, demoAccounts, clock } = options;
    const tokens = createAccessTokens(jwtSecret);
    const steps = createPendingSteps(demoAccounts);
    await app.register(sessionCheck, { tokens, steps });
    await app.register(sessionsService, { tokens, steps });
    await app.register(loginThrottleService, { throttle: loginThrottle });
    await app.register(twoFactorService, { box: createSecretBox(jwtSecret, 'totp-secret'), clock });
    await app.register(authenticationService, { challenges: createChallenges(jwtSecret) });
    await app.register(ownPasswordService);
    await app.register(ownSessionsService);
    await app.register(securitySettingsService);
    await app.register(authRoutes, { prefix: `${apiPrefix}/auth`, requestsPerMinute: authRequestsPerMinute });
    await app.register(accountRoutes, { prefix: `${apiPrefix}/auth` });
    await app.register(securitySettingsRoutes, { prefix: `${apiPrefix}/security-settings` });
    await app.register(userTwoFactorRoutes, { prefix: `${apiPrefix}/user` });
  },
});
