import { positiveId } from '@agua/domain/contracts/common';
import {
  tariffQuoteQuerySchema,
  tariffQuoteResponseSchema,
  tariffVersionResponseSchema,
  tariffVersionSchema,
} from '@agua/domain/contracts/tariff';
import { toMeticais } from '@agua/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { errorResponses, noContentSchema } from '../../http/schemas.ts';
import { toTariffLineResponse, toTariffVersionResponse } from './responses.ts';

const tags = ['tariff'];
const typeParams = z.object({ id: positiveId('Tipo de contrato') });
const versionParams = typeParams.extend({ versionId: positiveId('Versão da tarifa') });

/** /contract-type/{id}/tariff: a contract type's tariff versions; both roles read, administrators write. */
export const tariffVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/tariff',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listTariffVersions',
        summary: "A contract type's tariff versions, newest first",
        params: typeParams,
        response: { 200: z.array(tariffVersionResponseSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => (await app.tariffs.list(request.params.id)).map(toTariffVersionResponse),
  );

  app.post(
    '/:id/tariff',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'createTariffVersion',
        summary: 'Publish a tariff version (409 when a month it would price is already invoiced otherwise)',
        params: typeParams,
        body: tariffVersionSchema,
        response: { 201: tariffVersionResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(toTariffVersionResponse(await app.tariffs.create(request.params.id, request.body))),
  );

  app.put(
    '/:id/tariff/:versionId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateTariffVersion',
        summary: 'Correct a tariff version that has priced no invoice (409 once it has)',
        params: versionParams,
        body: tariffVersionSchema,
        response: { 200: tariffVersionResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      toTariffVersionResponse(
        await app.tariffs.update(request.params.id, request.params.versionId, request.body),
      ),
  );

  app.delete(
    '/:id/tariff/:versionId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteTariffVersion',
        summary: 'Delete a tariff version that has priced no invoice (409 once it has)',
        params: versionParams,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.tariffs.remove(request.params.id, request.params.versionId);
      return reply.code(204).send();
    },
  );
};

/** /tariff/quote: what a consumption would be billed, priced by the code that prices invoices. */
export const tariffQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getTariffQuote',
        summary:
          "What a reading of the date's month would be billed: the version in force, its lines, VAT, total",
        querystring: tariffQuoteQuerySchema,
        response: { 200: tariffQuoteResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { contractTypeId, consumption, date } = request.query;
      const quote = await app.tariffs.quote(contractTypeId, consumption, date);
      return {
        tariffVersionId: quote.tariffVersionId,
        lines: quote.lines.map(toTariffLineResponse),
        vat: toMeticais(quote.vat),
        total: toMeticais(quote.amount),
      };
    },
  );
};
