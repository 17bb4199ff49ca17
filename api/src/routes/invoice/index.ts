import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoices } from '../../db/schema.ts';
import { registerCountRoute } from '../count-route.ts';

/** /invoice: the rest of the resource (SPEC.md section 7) is added here. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, invoices, { tag: 'invoice', summary: 'Number of invoices (Total Facturas)' });
};

export default invoiceRoutes;
