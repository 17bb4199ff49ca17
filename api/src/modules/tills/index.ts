import { defineApiModule } from '../module.ts';
import tillRoutes from './routes.ts';
import tillsService from './service.ts';

/** Fecho de caixa (/tills): a staff member's receipts of a day and the closing with the cash counted. */
export default defineApiModule({
  name: 'tills',
  plugin: async (app, { apiPrefix }) => {
    await app.register(tillsService);
    await app.register(tillRoutes, { prefix: `${apiPrefix}/tills` });
  },
});
