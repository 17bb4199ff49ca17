import type { FastifyInstance } from 'fastify';
import { bearer } from './tokens.ts';

/** What an administrator types into the user form for a new account (it follows the password rules). */
export const GIVEN_PASSWORD = 'tartaruga-azul-no-telhado';
/** What that account chooses at its first sign-in. */
export const OWN_PASSWORD = 'cafe-com-leite-na-varanda-7';

export interface SignedIn {
  token: string;
  refreshToken: string;
  userId: number;
  pendingStep: string | null;
}

async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<SignedIn>();
}

/** Signs in with a password (no second factor). */
export const signIn = (app: FastifyInstance, username: string, password = OWN_PASSWORD) =>
  post(app, '/auth/login', { username, password });

/**
 * A new account's first sign-in: the password the administrator gave, then the change to its own, which every
 * other route waits for. Answers the renewed session (owing nothing).
 */
export async function firstSignIn(
  app: FastifyInstance,
  username: string,
  given = GIVEN_PASSWORD,
  chosen = OWN_PASSWORD,
): Promise<SignedIn> {
  const session = await signIn(app, username, given);
  return post(app, '/auth/password', { currentPassword: given, newPassword: chosen }, bearer(session.token));
}
