import { defineApiModule } from '../module.ts';
import clientStatementRoutes from './routes.ts';
import clientStatementService from './service.ts';

/** A client's money at a glance (/client-statement): Total em dívida and the Extrato de conta (screen and PDF). */
export default defineApiModule({
  name: 'client-statement',
  plugin: async (app, { apiPrefix }) => {
    await app.register(clientStatementService);
    await app.register(clientStatementRoutes, { prefix: `${apiPrefix}/client-statement` });
  },
});
