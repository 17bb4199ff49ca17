import { defineApiModule } from '../module.ts';
import auditRoutes from './routes.ts';
import auditService from './service.ts';

/**
 * The audit trail (/audit): read here; written by the database itself, by the trigger every audited table carries
 * (migration 0015_audit_trail.sql), with the caller the api hands each transaction (db/audit-context.ts).
 */
export default defineApiModule({
  name: 'audit',
  dependencies: ['users', 'api-keys'],
  plugin: async (app, { apiPrefix }) => {
    await app.register(auditService);
    await app.register(auditRoutes, { prefix: `${apiPrefix}/audit` });
  },
});
