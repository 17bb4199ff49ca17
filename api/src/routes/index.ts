import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth/index.ts';
import clientRoutes from './client/index.ts';
import clientMeterRoutes from './client-meter/index.ts';
import contractRoutes from './contract/index.ts';
import contractTypeRoutes from './contract-type/index.ts';
import cutRoutes from './cut/index.ts';
import enterpriseRoutes from './enterprise/index.ts';
import fineConfigurationRoutes from './fine-configuration/index.ts';
import invoiceRoutes from './invoice/index.ts';
import invoiceConfigurationRoutes from './invoice-configuration/index.ts';
import readingRoutes from './reading/index.ts';
import rubricRoutes from './rubric/index.ts';
import userRoutes from './user/index.ts';
import zoneRoutes from './zone/index.ts';

export interface ApiRoutesOptions {
  authRequestsPerMinute: number;
}

/** Everything under /api/v1, one plugin per resource (its path segment is the seed's). */
const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, options) => {
  await app.register(authRoutes, { prefix: '/auth', requestsPerMinute: options.authRequestsPerMinute });
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(enterpriseRoutes, { prefix: '/enterprise' });
  await app.register(zoneRoutes, { prefix: '/zone' });
  await app.register(contractTypeRoutes, { prefix: '/contract-type' });
  await app.register(fineConfigurationRoutes, { prefix: '/fine-configuration' });
  await app.register(invoiceConfigurationRoutes, { prefix: '/invoice-configuration' });
  await app.register(rubricRoutes, { prefix: '/rubric' });
  await app.register(clientRoutes, { prefix: '/client' });
  await app.register(clientMeterRoutes, { prefix: '/client-meter' });
  await app.register(contractRoutes, { prefix: '/contract' });
  await app.register(cutRoutes, { prefix: '/cut' });
  await app.register(invoiceRoutes, { prefix: '/invoice' });
  await app.register(readingRoutes, { prefix: '/reading' });
};

export default apiRoutes;
