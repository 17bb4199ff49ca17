import { defineApiModule } from '../module.ts';
import meterRoutes from './routes.ts';
import metersService from './service.ts';

/** Meters of clients (/client-meter). */
export default defineApiModule({
  name: 'meters',
  plugin: async (app, { apiPrefix }) => {
    await app.register(metersService);
    await app.register(meterRoutes, { prefix: `${apiPrefix}/client-meter` });
  },
});
