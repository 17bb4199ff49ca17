import { defineApiModule } from '../module.ts';
import healthRoutes from './routes.ts';

/** Health: the routes outside the api prefix (/health, /health/live, /health/ready). */
export default defineApiModule({
  name: 'health',
  dependencies: ['readiness'],
  plugin: async (app) => {
    await app.register(healthRoutes);
  },
});
