import { defineApiModule } from '../module.ts';
import healthRoutes from './routes.ts';

/** Health: the one route outside the api prefix. */
export default defineApiModule({
  name: 'health',
  plugin: async (app) => {
    await app.register(healthRoutes);
  },
});
