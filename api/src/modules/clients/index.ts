import { defineApiModule } from '../module.ts';
import customerRoutes from './customer-routes.ts';
import clientRoutes from './routes.ts';
import clientsService from './service.ts';

/** Clients (/client): created with their first meter; /customer saves a client with its contract. */
export default defineApiModule({
  name: 'clients',
  plugin: async (app, { apiPrefix }) => {
    await app.register(clientsService);
    await app.register(clientRoutes, { prefix: `${apiPrefix}/client` });
    await app.register(customerRoutes, { prefix: `${apiPrefix}/customer` });
  },
});
