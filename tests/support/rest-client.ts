import createClient from 'openapi-fetch';
import type { paths } from '../generated/rest-api.ts';

// The api's typed REST client: paths, parameters, bodies and answers come from the OpenAPI document the api serves,
// generated into generated/rest-api.ts by `pnpm --filter @agua/tests codegen:rest` (typecheck runs it first), so a
// route renamed or reshaped in the api fails the tests' typecheck instead of their run.

export type RestClient = ReturnType<typeof createClient<paths>>;

/** A client of the api at `apiUrl` (…/api/v1, the document's server), signed in when given a token. */
export function restClient(apiUrl: string, token?: string): RestClient {
  return createClient<paths>({
    baseUrl: apiUrl,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** Signs in over REST (POST /auth/login) and returns the access token. */
export async function restToken(
  apiUrl: string,
  user: { username: string; password: string },
): Promise<string> {
  const { data, error, response } = await restClient(apiUrl).POST('/auth/login', {
    body: { username: user.username, password: user.password },
  });
  // An account with a second factor answers a challenge (202), not a session: not for these helpers.
  if (!data || !('token' in data))
    throw new Error(`POST /auth/login: ${response.status} ${JSON.stringify(error ?? data)}`);
  return data.token;
}
