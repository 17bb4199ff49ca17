import { defineApiModule } from '../module.ts';
import contractRoutes from './routes.ts';
import contractsService from './service.ts';

/** Contracts of a client's meter (/contract), with their balance ledger. */
export default defineApiModule({
  name: 'contracts',
  plugin: async (app, { apiPrefix }) => {
    await app.register(contractsService);
    await app.register(contractRoutes, { prefix: `${apiPrefix}/contract` });
  },
});
