import { defineApiModule } from '../module.ts';
import { tariffQuoteRoutes, tariffVersionRoutes } from './routes.ts';
import tariffsService from './service.ts';

/** Tariffs (/contract-type/{id}/tariff, /tariff/quote): versioned schedules pricing each contract type's readings. */
export default defineApiModule({
  name: 'tariffs',
  dependencies: ['db'],
  plugin: async (app, { apiPrefix }) => {
    await app.register(tariffsService);
    await app.register(tariffVersionRoutes, { prefix: `${apiPrefix}/contract-type` });
    await app.register(tariffQuoteRoutes, { prefix: `${apiPrefix}/tariff` });
  },
});
