import { httpStatusMessage, messages } from '@agua/domain/messages';
import { GraphQLError, type ValueNode } from 'graphql';
import type { InputError } from './generated/resolvers.ts';
import { RestError } from './rest/client.ts';

export type GraphQLErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const CODE_BY_STATUS: Readonly<Record<number, GraphQLErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
  // Not a bug: the api's database is down (plugins/errors.ts); retry later.
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The api's 503 texts say what is unavailable and what to do (its database: plugins/errors.ts), so they reach the
 * user; any other 503 text (Fastify's own English while the api stops) does not.
 */
const API_503_TEXTS: ReadonlySet<string> = new Set(
  Object.values(messages.api).filter((text) => typeof text === 'string'),
);

/**
 * The one translation of an api refusal into a GraphQL error. The api's Portuguese message is kept
 * (it is written for users), except on a 5xx, whose text may describe internals: a 5xx is a bug or an
 * outage, and the user gets the catalogue's text instead: the server is unavailable (502, 503: the api did not
 * answer, or says it cannot now), or failed (500). The api's own 503 texts (its database is down: plugins/errors.ts)
 * say what to do, so they pass.
 */
export function graphQLErrorFromRest(error: RestError): GraphQLError {
  const code = CODE_BY_STATUS[error.status] ?? 'INTERNAL_SERVER_ERROR';
  const serverSide = error.status >= 500 && !(error.status === 503 && API_503_TEXTS.has(error.body.message));
  const message = serverSide ? serverSideMessage(error.status) : error.body.message;
  const details = !serverSide && error.body.details?.length ? { details: error.body.details } : {};
  return new GraphQLError(message, {
    originalError: error,
    extensions: { code, statusCode: error.status, ...details },
  });
}

function serverSideMessage(status: number): string {
  return status === 502 || status === 503 ? messages.gateway.apiUnavailable : httpStatusMessage(status);
}

/** What a mutation payload carries when the api refused the input. */
export interface FailurePayload {
  message: string;
  inputErrors: InputError[];
}

/**
 * Statuses a user caused and can fix by changing the input, so the form shows them beside its fields.
 * 401 is left out on purpose: on most mutations it means the session expired, which the web handles
 * once for every operation via the UNAUTHENTICATED error; login and refresh add it themselves.
 */
export const USER_FAILURES: ReadonlySet<number> = new Set([400, 409, 413, 415, 429]);
export const AUTH_FAILURES: ReadonlySet<number> = new Set([...USER_FAILURES, 401]);

/**
 * Turns a user-caused api refusal into a mutation payload; rethrows anything else (403, 404, 5xx,
 * bugs), which then reaches the client as a GraphQL error through graphQLErrorFromRest.
 */
export function failurePayload(
  error: unknown,
  statuses: ReadonlySet<number> = USER_FAILURES,
): FailurePayload {
  if (!(error instanceof RestError) || !statuses.has(error.status)) throw error;
  return {
    message: error.body.message,
    inputErrors: error.body.details?.map(({ field, message }) => ({ field, message })) ?? [],
  };
}

/**
 * A scalar's refusal of an input value (an amount that is not one), written for the user. A class of its own so that
 * formatError (apollo.ts) gives the user this Portuguese text alone, whatever English prefix graphql-js puts before
 * it for a variable or a literal.
 */
export class ScalarInputError extends GraphQLError {
  constructor(message: string, nodes?: ValueNode) {
    super(message, { nodes, extensions: { code: 'BAD_USER_INPUT' } });
  }
}
