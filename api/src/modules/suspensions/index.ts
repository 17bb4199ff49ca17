import { defineApiModule } from '../module.ts';
import suspensionRoutes from './routes.ts';
import suspensionsService from './service.ts';

/** Suspensions of meters at the client's request (/suspension). */
export default defineApiModule({
  name: 'suspensions',
  plugin: async (app, { apiPrefix }) => {
    await app.register(suspensionsService);
    await app.register(suspensionRoutes, { prefix: `${apiPrefix}/suspension` });
  },
});
