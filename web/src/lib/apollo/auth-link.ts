import { SetContextLink } from '@apollo/client/link/context';
import { isOwnGraphQLEndpoint } from '../graphql/endpoint.ts';
import type { SessionManager } from '../session/session-manager.ts';
import { PUBLIC_OPERATIONS } from './operation-context.ts';

/**
 * Adds `Authorization: Bearer` to operations bound for our own /graphql, renewing the token first when it is
 * about to expire. Login and refresh go out bare: the login route needs no token.
 */
export function createAuthLink(session: SessionManager, endpoint: string): SetContextLink {
  const ownEndpoint = isOwnGraphQLEndpoint(endpoint);
  return new SetContextLink(async (previous, operation) => {
    if (!ownEndpoint || PUBLIC_OPERATIONS.has(operation.operationName ?? '')) return {};
    const token = await session.accessToken();
    if (!token) return {};
    return { headers: { ...previous.headers, authorization: `Bearer ${token}` } };
  });
}
