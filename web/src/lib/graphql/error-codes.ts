// The gateway puts the api's REST status in extensions.statusCode; its codes stand in when a status is missing.
// Shared by Apollo's error handling and the login page's plain request (which loads no Apollo).
export const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/** The HTTP status a GraphQL error stands for: its statusCode, else its code's, else 500. */
export function statusOfGraphQLError(
  extensions: { code?: unknown; statusCode?: unknown } | undefined,
): number {
  const statusCode = extensions?.statusCode;
  if (typeof statusCode === 'number') return statusCode;
  const code = extensions?.code;
  return typeof code === 'string' ? (STATUS_BY_CODE[code] ?? 500) : 500;
}
