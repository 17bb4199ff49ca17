import { defineApiModule } from '../module.ts';
import apiKeyCheck from './key-check.ts';
import apiKeyRoutes from './routes.ts';
import apiKeysService from './service.ts';

/**
 * API keys of reporting tools (/api-key): created, listed and revoked by administrators, and checked on every
 * request that presents one (key-check.ts).
 */
export default defineApiModule({
  name: 'api-keys',
  dependencies: ['users'],
  plugin: async (app, { apiPrefix }) => {
    await app.register(apiKeyCheck);
    await app.register(apiKeysService);
    await app.register(apiKeyRoutes, { prefix: `${apiPrefix}/api-key` });
  },
});
