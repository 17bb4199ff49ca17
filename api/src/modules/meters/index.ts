import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import meterRoutes from './routes.ts';
import metersService from './service.ts';

/** Meters of clients (/client-meter). */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(metersService);
    await app.register(meterRoutes, { prefix: `${apiPrefix}/client-meter` });
  },
  { name: 'meters-module' },
);
