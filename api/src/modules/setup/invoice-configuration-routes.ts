import {
  invoiceConfigurationResponseSchema,
  invoiceConfigurationSchema,
} from '@agua/domain/contracts/invoice-configuration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listQuerySchema } from '../../http/list-query.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { INVOICE_CONFIGURATION_SORT_FIELDS, type InvoiceConfigurationRow } from './invoice-configurations.ts';

export function toInvoiceConfigurationResponse(
  row: InvoiceConfigurationRow,
): z.output<typeof invoiceConfigurationResponseSchema> {
  return {
    invoiceConfigurationId: row.id,
    description: row.description,
    minInterval: row.minInterval,
    maxInterval: row.maxInterval,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** /invoice-configuration: the invoice payment term (Factura tab); the newest active one applies. */
const invoiceConfigurationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tag: 'invoice-configuration',
    noun: 'invoice configuration',
    operationNames: { one: 'InvoiceConfiguration', many: 'InvoiceConfigurations' },
    response: invoiceConfigurationResponseSchema,
    toResponse: toInvoiceConfigurationResponse,
    querystring: listQuerySchema(INVOICE_CONFIGURATION_SORT_FIELDS),
    body: invoiceConfigurationSchema,
    service: () => app.invoiceConfigurations,
  });
};

export default invoiceConfigurationRoutes;
