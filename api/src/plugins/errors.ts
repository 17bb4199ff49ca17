import { messages } from '@agua/domain/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { findPgError, pgErrorStatus } from '../db/pg-errors.ts';
import { errorBody, type FieldError, HttpError } from '../http/errors.ts';

// One error handler for the whole api: every error answers { statusCode, error, message, details? } with a
// Portuguese message. Bad input is always 4xx; a database outage is 503; any other 5xx means a bug and never shows
// its internal text.

const contextNames: Record<string, string> = {
  querystring: 'query',
  params: 'params',
  body: 'body',
  headers: 'headers',
};

/** "/address/street" → "address.street"; an empty path names the whole part ("body", "query"). */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || contextNames[context ?? 'body'] || 'body';
}

function validationDetails(error: FastifyError): FieldError[] {
  const context = error.validationContext;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => ({
      field: fieldName(issue.instancePath, context),
      message: issue.message ?? messages.schema.invalid,
    }));
  }
  // Schemas that are not zod (none of ours) have English messages: keep the field, say it in Portuguese.
  return (error.validation ?? []).map((issue) => ({
    field: fieldName(issue.instancePath, context),
    message: messages.schema.invalid,
  }));
}

/** A single distinct reason is the best headline ("Por favor, preencha todos os campos."); several get a summary. */
function validationHeadline(details: FieldError[]): string {
  const distinct = new Set(details.map((detail) => detail.message));
  const [only] = distinct;
  return distinct.size === 1 && only ? only : messages.validation.fieldErrors;
}

const frameworkMessages: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: messages.api.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: messages.api.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: messages.api.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: messages.errors.payloadTooLarge },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: messages.api.urlTooLong },
  FST_ERR_BAD_URL: { statusCode: 400, message: messages.api.badUrl },
};

function statusMessage(statusCode: number): string {
  return (messages.http as Record<number, string>)[statusCode] ?? messages.http[400];
}

interface Answer {
  statusCode: number;
  message: string;
  details?: FieldError[];
  headers?: Record<string, string>;
}

function classify(error: FastifyError): Answer | undefined {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      message: error.message,
      details: error.details,
      headers: error.headers,
    };
  }
  if (error.validation) {
    const details = validationDetails(error);
    return { statusCode: 400, message: validationHeadline(details), details };
  }
  const known = error.code ? frameworkMessages[error.code] : undefined;
  if (known) return known;
  const pg = findPgError(error);
  if (pg) return pgErrorStatus(pg);
  // Malformed JSON surfaces as a SyntaxError carrying statusCode 400.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { statusCode: 400, message: messages.api.invalidJson };
  // Other framework and plugin errors that are the client's fault keep their status, with our text.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, message: statusMessage(error.statusCode) };
  }
  return undefined;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The database is down: not a bug, nothing the caller can fix. 503, and one log line per outage (plugins/db.ts)
  // rather than an 'unexpected error' with the statement and its parameters on every request.
  if (request.server.databaseOutage?.observe(error)) {
    return reply.code(503).send(errorBody(503, messages.api.databaseUnavailable));
  }
  const answer = classify(error);
  if (!answer) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, messages.errors.internal));
  }
  request.log.info({ statusCode: answer.statusCode, reason: error.message }, 'request refused');
  if (answer.headers) reply.headers(answer.headers);
  return reply.code(answer.statusCode).send(errorBody(answer.statusCode, answer.message, answer.details));
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send(errorBody(404, messages.errors.routeNotFound)),
    );
  },
  { name: 'errors' },
);
