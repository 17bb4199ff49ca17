import { messages } from '@agua/domain/messages';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { sessionUser } from './auth.ts';
import { handleError } from './errors.ts';

/**
 * Errors Fastify raises while routing, before any route (and so before its auth hook and the app's error
 * handler) runs: a path parameter over the length limit (414) or a URL that does not decode (400). Every api route
 * with a path parameter is protected, so a caller without a live session gets the 401 it would get from the
 * route, not a hint about the URL; everyone else gets the usual Portuguese error shape.
 */
async function requireSession(request: FastifyRequest): Promise<void> {
  if (!(await sessionUser(request))) throw unauthorized(messages.auth.invalidToken);
}

export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  requireSession(request).then(
    () => handleError(error, request, reply),
    (refusal: FastifyError) => handleError(refusal, request, reply),
  );
};
