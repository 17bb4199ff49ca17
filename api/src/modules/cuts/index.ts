import { defineApiModule } from '../module.ts';
import cutRoutes from './routes.ts';
import cutsService from './service.ts';

/** Cuts of meters (/cut). */
export default defineApiModule({
  name: 'cuts',
  plugin: async (app, { apiPrefix }) => {
    await app.register(cutsService);
    await app.register(cutRoutes, { prefix: `${apiPrefix}/cut` });
  },
});
