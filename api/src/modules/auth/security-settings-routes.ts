import { securitySettingsSchema } from '@agua/domain/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';

const tags = ['security-settings'];

/** /security-settings: the rules for every account (administrators only). */
const securitySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'getSecuritySettings',
        summary: 'The rules for every account: whether administrators must use a second factor',
        response: { 200: securitySettingsSchema },
      },
    },
    async () => app.securitySettings.get(),
  );

  app.put(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateSecuritySettings',
        summary:
          'Change the rules (409 when requiring a second factor of administrators while the caller has none)',
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => app.securitySettings.update(request.body, currentUser(request)),
  );
};

export default securitySettingsRoutes;
