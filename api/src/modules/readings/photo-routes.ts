import { base64FileSchema } from '@agua/domain/contracts/invoice';
import {
  readingCaptureSchema,
  readingPhotoParamsSchema,
  readingPhotoSchema,
  readingPhotoStoredSchema,
} from '@agua/domain/contracts/reading-route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createPhotoStore, type PhotoOptions } from './photo-store.ts';
import { createPhotoService } from './photos.ts';

const tags = ['reading'];

/** The photo of a register taken on the offline route, and how a reading was taken (docs/domain.md). */
const readingPhotoRoutes: FastifyPluginAsyncZod<{ photos: PhotoOptions }> = async (app, { photos }) => {
  const service = createPhotoService(app.db, createPhotoStore(photos));

  app.put(
    '/photo/:clientReadingId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'putReadingPhoto',
        summary:
          'Attach the photo of the register (JPEG, PNG or WebP by its bytes, at most 200 KB) to a reading the batch ' +
          'stored, by the id the phone gave it; sent again, it replaces the photo',
        params: readingPhotoParamsSchema,
        body: readingPhotoSchema,
        response: { 200: readingPhotoStoredSchema, ...errorResponses(400, 403, 404, 413) },
      },
    },
    async (request) => service.store(request.params.clientReadingId, request.body, currentUser(request)),
  );

  app.get(
    '/:id/capture',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'getReadingCapture',
        summary:
          "How a reading was taken on the phone's route: the note, the GPS fix and whether it has a photo",
        params: idParamsSchema,
        response: { 200: readingCaptureSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.capture(request.params.id),
  );

  app.get(
    '/:id/photo',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'getReadingPhoto',
        summary: 'The photo of the register of a reading taken on the route (base64 in JSON)',
        params: idParamsSchema,
        response: { 200: base64FileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.photo(request.params.id),
  );
};

export default readingPhotoRoutes;
