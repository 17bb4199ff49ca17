import { defineApiModule } from '../module.ts';
import meterReplacementRoutes from './routes.ts';
import meterReplacements from './service.ts';

/** Meter replacement (POST /client-meter/{meterId}/replacement): a closed meter, its contract on a new one. */
export default defineApiModule({
  name: 'meter-replacements',
  plugin: async (app, { apiPrefix }) => {
    await app.register(meterReplacements);
    await app.register(meterReplacementRoutes, { prefix: `${apiPrefix}/client-meter` });
  },
});
