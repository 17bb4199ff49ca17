import { defineApiModule } from '../module.ts';
import { readingAnomalyRoutes, readingThresholdRoutes } from './routes.ts';
import readingAnomalies from './service.ts';

/** Reading anomalies (/reading-anomaly) and each contract type's reading rules (/reading-check-threshold). */
export default defineApiModule({
  name: 'reading-anomalies',
  plugin: async (app, { apiPrefix }) => {
    await app.register(readingAnomalies);
    await app.register(readingAnomalyRoutes, { prefix: `${apiPrefix}/reading-anomaly` });
    await app.register(readingThresholdRoutes, { prefix: `${apiPrefix}/reading-check-threshold` });
  },
});
