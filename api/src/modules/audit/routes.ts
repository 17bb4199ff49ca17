import {
  auditEntryResponseSchema,
  auditFilterFields,
  withAuditPeriodRule,
} from '@agua/domain/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { pageParams, sendPage } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { toAuditEntryResponse } from './responses.ts';

const tags = ['audit'];

const auditQuerySchema = withAuditPeriodRule(auditFilterFields.extend(pageParams));

/** /audit: the audit trail (Auditoria), read-only and an administrator's alone (docs/domain.md "Audit trail"). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'listAuditEntries',
        tags,
        summary:
          'List the audit trail, newest first, by user, record, client and period (paged: X-Total-Count carries the total)',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntryResponseSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await app.audit.list(request.query);
      return sendPage(reply, { rows: page.rows.map(toAuditEntryResponse), total: page.total });
    },
  );
};

export default auditRoutes;
