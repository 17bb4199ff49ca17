import fp from 'fastify-plugin';
import { type AuditContext, runAsAuditContext } from '../db/audit-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auditContext?: AuditContext;
  }
}

/**
 * Every request's handler runs inside its audit context (db/audit-context.ts): who signed it (the auth hook has
 * run by then), from which address, under which request id. It is entered in preHandler, after the body is read:
 * a context entered before would be lost on the way through the request stream's events. The database client hands
 * it to each transaction (db/client.ts), where the audit triggers read it. A public route (sign-in) has no user
 * but still its address, which a sign-in lock records.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auditContext', undefined);
    app.addHook('preHandler', (request, _reply, done) => {
      const context: AuditContext = {
        userId: request.user?.userId ?? null,
        apiKeyId: request.apiKey?.apiKeyId ?? null,
        address: request.ip ?? null,
        requestId: String(request.id),
        ended: false,
      };
      request.auditContext = context;
      runAsAuditContext(context, done);
    });
    app.addHook('onResponse', async (request) => {
      if (request.auditContext) request.auditContext.ended = true;
    });
  },
  { name: 'audit-context', dependencies: ['auth'] },
);
