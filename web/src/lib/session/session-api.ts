import { normalizeRole } from '@agua/domain/roles';
import type {
  LogoutMutation,
  LogoutMutationVariables,
  RefreshTokenMutation,
  RefreshTokenMutationVariables,
} from '../../gql/graphql.ts';
import { type GraphQLOperation, postGraphQL } from '../graphql/post-graphql.ts';
import type { RefreshOutcome } from './session-manager.ts';

// Sent as text (post-graphql.ts): the session is resumed on every first load, before Apollo is needed.
const REFRESH_TOKEN: GraphQLOperation<RefreshTokenMutation, RefreshTokenMutationVariables> = {
  operationName: 'RefreshToken',
  query: /* GraphQL */ `
  mutation RefreshToken($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      session {
        token
        refreshToken
        userId
        name
        username
        role
      }
      message
    }
  }
`,
};

const LOGOUT: GraphQLOperation<LogoutMutation, LogoutMutationVariables> = {
  operationName: 'Logout',
  query: /* GraphQL */ `
  mutation Logout($input: LogoutInput!) {
    logout(input: $input)
  }
`,
};

// Refusals are final (the refresh token is spent, revoked or expired); anything else may pass, so the session
// is kept and the renewal retried.
const REFUSAL_CODES = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT', 'FORBIDDEN']);

export async function refreshSession(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const { data, errors } = await postGraphQL(REFRESH_TOKEN, { input: { refreshToken } });
    const payload = data?.refreshToken;
    const session = payload?.session;
    const role = session ? normalizeRole(session.role) : null;
    if (session && role)
      return { kind: 'renewed', session: { ...session, userId: String(session.userId), role } };
    if (payload?.message) return { kind: 'refused', message: payload.message };
    const refusal = errors?.find((error) => REFUSAL_CODES.has(String(error.extensions?.code)));
    return refusal ? { kind: 'refused', message: refusal.message } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

export async function revokeSession(refreshToken: string, token: string | null): Promise<void> {
  await postGraphQL(LOGOUT, { input: { refreshToken } }, token ? { authorization: `Bearer ${token}` } : {});
}
