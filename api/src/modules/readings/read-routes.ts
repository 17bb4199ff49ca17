import {
  flaggedReadingsZoneSchema,
  previousReadingSchema,
  readingResponseSchema,
} from '@agua/domain/contracts/reading';
import { messages } from '@agua/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { flaggedReadingsByZone } from './flagged-report.ts';
import {
  clientParamsSchema,
  meterParamsSchema,
  periodQuerySchema,
  readingListQuerySchema,
  stateQuerySchema,
  stateZoneQuerySchema,
  zoneQuerySchema,
} from './query-schemas.ts';
import { toReadingResponse } from './responses.ts';

const tags = ['reading'];
const list = z.array(readingResponseSchema);

/** The reading reads: lists, one reading, the latest per meter or client, the previous index (both roles). */
const readingReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listReadings',
        summary:
          'List readings (filters: ids, meterIds, clientIds, zoneId, state, flagged; X-Total-Count carries the total)',
        querystring: readingListQuerySchema,
        response: { 200: list, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { meterIds, clientIds, zoneId, state, flagged, ...query } = request.query;
      const page = await app.readings.list(query, { meterIds, clientIds, zoneId, state, flagged });
      return sendPage(reply, { rows: page.rows.map(toReadingResponse), total: page.total });
    },
  );

  app.get(
    '/by-meter/:meterId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listReadingsByMeter',
        summary: "A meter's readings",
        params: meterParamsSchema,
        response: { 200: list, ...errorResponses(400) },
      },
    },
    async (request) =>
      (await app.readings.list({}, { meterIds: [request.params.meterId] })).rows.map(toReadingResponse),
  );

  app.get(
    '/by-client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listReadingsByClient',
        summary: "A client's readings",
        params: clientParamsSchema,
        response: { 200: list, ...errorResponses(400) },
      },
    },
    async (request) =>
      (await app.readings.list({}, { clientIds: [request.params.clientId] })).rows.map(toReadingResponse),
  );

  app.get(
    '/by-state',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listReadingsByState',
        summary: 'Readings in a state',
        querystring: stateQuerySchema,
        response: { 200: list, ...errorResponses(400) },
      },
    },
    async (request) =>
      (await app.readings.list({}, { state: request.query.state })).rows.map(toReadingResponse),
  );

  app.get(
    '/by-state-zone',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listReadingsByStateAndZone',
        summary: 'Readings of a zone in a state',
        querystring: stateZoneQuerySchema,
        response: { 200: list, ...errorResponses(400) },
      },
    },
    async (request) => (await app.readings.list({}, request.query)).rows.map(toReadingResponse),
  );

  app.get(
    '/last/by-zone',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listLastReadingsByZone',
        summary: 'The latest non-cancelled reading of each meter of a zone',
        querystring: zoneQuerySchema,
        response: { 200: list, ...errorResponses(400) },
      },
    },
    async (request) => (await app.readings.latest({ zoneId: request.query.zoneId })).map(toReadingResponse),
  );

  app.get(
    '/meter/:meterId/last',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getLastReadingOfMeter',
        summary: "A meter's latest non-cancelled reading",
        params: meterParamsSchema,
        response: { 200: readingResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [row] = await app.readings.latest({ meterIds: [request.params.meterId] });
      if (!row) throw notFound(messages.readings.rules.notFound);
      return toReadingResponse(row);
    },
  );

  app.get(
    '/meter/:meterId/previous',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getPreviousReadingOfMeter',
        summary: 'The previous reading a new reading of this meter for (year, month) would take',
        params: meterParamsSchema,
        querystring: periodQuerySchema,
        response: { 200: previousReadingSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => app.readings.previousFor(request.params.meterId, request.query),
  );

  app.get(
    '/report/flagged-by-zone',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getFlaggedReadingsByZone',
        summary:
          "Leituras estimadas e assinaladas por zona: a month's estimated and flagged readings per zone",
        querystring: periodQuerySchema,
        response: { 200: z.array(flaggedReadingsZoneSchema), ...errorResponses(400) },
      },
    },
    async (request) => flaggedReadingsByZone(app.db, request.query),
  );

  app.get(
    '/client/:clientId/last',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getLastReadingOfClient',
        summary: "The client's latest non-cancelled reading (over all its meters)",
        params: clientParamsSchema,
        response: { 200: readingResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const rows = await app.readings.latest({ clientIds: [request.params.clientId] });
      const latest = rows.sort(
        (a, b) => b.readingYear - a.readingYear || b.readingMonth - a.readingMonth || b.id - a.id,
      )[0];
      if (!latest) throw notFound(messages.readings.rules.notFound);
      return toReadingResponse(latest);
    },
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getReading',
        summary: 'One reading',
        params: idParamsSchema,
        response: { 200: readingResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toReadingResponse(await app.readings.getById(request.params.id)),
  );
};

export default readingReadRoutes;
