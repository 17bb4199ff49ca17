import { SMS_EVENTS, smsTemplateResponseSchema, smsTemplateUpdateSchema } from '@agua/domain/contracts/sms';
import { messages } from '@agua/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { badRequest } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toSmsTemplateResponse } from './responses.ts';

const tags = ['sms-template'];
// The event in the path is checked against the body's (which names the field when it is not an event), so a body
// error is reported whatever the path holds.
const eventParams = z.object({
  event: z
    .string()
    .max(40)
    .describe(`One of ${SMS_EVENTS.join(', ')}: the body's event`),
});

/** /sms-template (Parametrização → Mensagens SMS): administrators only. */
const smsTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'listSmsTemplates',
        summary:
          "Every event's SMS template (saved or default), with its worst-case preview: encoding, characters, parts",
        response: { 200: z.array(smsTemplateResponseSchema) },
      },
    },
    async () => (await app.sms.records.templates()).map(toSmsTemplateResponse),
  );

  app.put(
    '/:event',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateSmsTemplate',
        summary:
          "Save an event's template: {placeholders} of the event only; daysBefore (1–60) for the cut warning only",
        params: eventParams,
        body: smsTemplateUpdateSchema,
        response: { 200: smsTemplateResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (request.body.event !== request.params.event) {
        const message = messages.sms.api.eventMismatch;
        throw badRequest(message, [{ field: 'event', message }]);
      }
      await app.sms.records.saveTemplate(request.body, currentUser(request));
      const saved = (await app.sms.records.templates()).find((row) => row.event === request.params.event);
      return toSmsTemplateResponse(saved!);
    },
  );
};

export default smsTemplateRoutes;
