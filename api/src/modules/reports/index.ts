import { defineApiModule } from '../module.ts';
import reportRoutes from './routes.ts';
import reportsService from './service.ts';

/** Reports (/report): billing and collection, debt, consumption, debtors, payment methods, readings progress. */
export default defineApiModule({
  name: 'reports',
  plugin: async (app, { apiPrefix }) => {
    await app.register(reportsService);
    await app.register(reportRoutes, { prefix: `${apiPrefix}/report` });
  },
});
