import { createReadStream } from 'node:fs';
import { backupResponseSchema, backupSettingsResponseSchema } from '@agua/domain/contracts/backup';
import { positiveId } from '@agua/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { pageParams, sendPage } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toBackupResponse } from './responses.ts';

const tags = ['backup'];
const backupParams = z.object({ backupId: positiveId('Cópia') });

/**
 * /backup: Cópias de Segurança, administrators only (a backup holds every client and the password hashes). The
 * snapshot runs in the job queue; these routes list, ask for one and hand its file over.
 */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'listBackups',
        tags,
        summary: 'List the backups, newest first, with size, duration and checksum (paged; X-Total-Count)',
        querystring: z.object(pageParams),
        response: { 200: z.array(backupResponseSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await app.backups.list(request.query);
      return sendPage(reply, { rows: page.rows.map(toBackupResponse), total: page.total });
    },
  );

  app.get(
    '/settings',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'getBackupSettings',
        tags,
        summary: "This server's backup schedule, retention and encryption",
        response: { 200: backupSettingsResponseSchema },
      },
    },
    async () => app.backups.settings(),
  );

  app.post(
    '',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'requestBackup',
        tags,
        summary:
          'Ask for a backup now: queued at once (202), taken by the job queue, listed when done; 409 while one is under way',
        response: { 202: backupResponseSchema, ...errorResponses(409, 503) },
      },
    },
    async (request, reply) => {
      const row = await app.backups.request(currentUser(request));
      return reply.code(202).send(toBackupResponse(row));
    },
  );

  app.get(
    '/:backupId',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'getBackup',
        tags,
        summary: 'One backup',
        params: backupParams,
        response: { 200: backupResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toBackupResponse(await app.backups.find(request.params.backupId)),
  );

  app.get(
    '/:backupId/file',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'downloadBackup',
        tags,
        summary: "A finished backup's file, as stored (compressed, encrypted when the server encrypts)",
        params: backupParams,
        response: {
          200: z.any().describe('application/octet-stream: the backup file'),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const file = await app.backups.file(request.params.backupId);
      return reply
        .type('application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(createReadStream(file.path));
    },
  );
};

export default backupRoutes;
