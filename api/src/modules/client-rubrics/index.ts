import { defineApiModule } from '../module.ts';
import clientRubricRoutes from './routes.ts';
import clientRubricsService from './service.ts';

/** "Outros Pagamentos" (/client-rubrics): rubrics charged to a client's contract, and their reversal. */
export default defineApiModule({
  name: 'client-rubrics',
  plugin: async (app, { apiPrefix }) => {
    await app.register(clientRubricsService);
    await app.register(clientRubricRoutes, { prefix: `${apiPrefix}/client-rubrics` });
  },
});
