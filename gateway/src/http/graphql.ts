import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreateContext, GatewayContext } from '../context.ts';
import type { RestClient } from '../rest/client.ts';
import { apolloHandler } from './apollo-handler.ts';
import { refuseOversizedQuery } from './query-size.ts';
import { sandboxPage } from './sandbox.ts';

/** POST and GET /graphql; a browser opening GET /graphql gets the offline sandbox page instead. */
export function registerGraphQL(
  app: FastifyInstance,
  apollo: ApolloServer<GatewayContext>,
  rest: RestClient,
  createContext: CreateContext,
): void {
  const execute = apolloHandler(apollo, async (request) =>
    createContext(rest, request.headers.authorization, request.ip, request.headers['user-agent']),
  );

  // Answers are per user (bearer token) and must never be stored by a browser or a proxy. Set here rather than by
  // Apollo's cache-control plugin, which is off (apollo.ts) because it wraps every resolver to work this out.
  app.post('/graphql', async (request, reply) => {
    if (refuseOversizedQuery(request, reply)) return reply;
    reply.header('cache-control', 'no-store');
    return execute(request, reply);
  });
  app.get('/graphql', async (request, reply) => {
    if (wantsSandbox(request)) return sandboxPage(reply);
    if (refuseOversizedQuery(request, reply)) return reply;
    reply.header('cache-control', 'no-store');
    return execute(request, reply);
  });
}

// A GET carrying a query is an operation (Apollo answers it under CSRF rules); a bare navigation is a person.
function wantsSandbox(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const { query } = request;
  const hasOperation = typeof query === 'object' && query !== null && 'query' in query;
  return accept.includes('text/html') && !hasOperation;
}
