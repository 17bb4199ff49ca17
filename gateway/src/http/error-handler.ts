import { STATUS_CODES } from 'node:http';
import { messages } from '@agua/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';

// Fastify refuses some requests itself, before any route runs (a body that is not JSON, too large, of a type no
// parser takes…). Those answers leave in the api's error shape (docs/domain.md "Errors"), with a Portuguese
// message, instead of Fastify's English one with its internal FST_* code.

const FRAMEWORK_MESSAGES: Readonly<Record<string, { statusCode: number; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: messages.api.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: messages.api.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: messages.api.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: messages.errors.payloadTooLarge },
};

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

function answerFor(error: FastifyError): { statusCode: number; message: string } | undefined {
  const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (known) return known;
  // Malformed JSON may also surface as a SyntaxError carrying statusCode 400.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { statusCode: 400, message: messages.api.invalidJson };
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      statusCode: status,
      message: (messages.http as Record<number, string>)[status] ?? messages.http[400],
    };
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = answerFor(error);
    if (!answer) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(errorBody(500, messages.errors.internal));
    }
    request.log.info({ statusCode: answer.statusCode, code: error.code }, 'request refused');
    return reply.code(answer.statusCode).send(errorBody(answer.statusCode, answer.message));
  });
}
