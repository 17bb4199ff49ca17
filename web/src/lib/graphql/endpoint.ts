/** The gateway's GraphQL endpoint, always on the page's own origin (Vite proxies it in development). */
export const GRAPHQL_PATH = '/graphql';

/** True only for our own gateway: a bearer token must never travel to another origin. */
export function isOwnGraphQLEndpoint(uri: string, origin: string = window.location.origin): boolean {
  try {
    const url = new URL(uri, origin);
    return url.origin === origin && url.pathname === GRAPHQL_PATH;
  } catch {
    return false;
  }
}
