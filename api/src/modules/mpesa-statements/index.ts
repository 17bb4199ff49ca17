import { defineApiModule } from '../module.ts';
import statementRoutes from './routes.ts';
import { createStatementService, type StatementService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mpesaStatements: StatementService;
  }
}

/** M-Pesa statement reconciliation (/mpesa-statement): the uploaded statements matched against the receipts. */
export default defineApiModule({
  name: 'mpesa-statements',
  dependencies: ['receipts'],
  plugin: async (app, { apiPrefix }) => {
    app.decorate('mpesaStatements', createStatementService(app.db, app.receipts));
    await app.register(statementRoutes, { prefix: `${apiPrefix}/mpesa-statement` });
  },
});
