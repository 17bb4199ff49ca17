import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypePolicy } from '@apollo/client/cache';
import possibleTypes from '../../gql/possible-types.ts';
import { GRAPHQL_PATH } from '../graphql/endpoint.ts';
import type { ToastRequest } from '../notifications.ts';
import type { SessionManager } from '../session/session-manager.ts';
import { fetchOrUnreachable } from '../unreachable.ts';
import { createAuthLink } from './auth-link.ts';
import { createErrorLink } from './error-link.ts';
import { createQueryRetryLink } from './retry-link.ts';
import './operation-context.ts';

export interface ClientDeps {
  session: SessionManager;
  notify: (toast: ToastRequest) => void;
}

/** Normalises by an id field when the query selected it; an object fetched without it stays under its parent. */
function byId(field: string): TypePolicy['keyFields'] {
  return (object: Readonly<Record<string, unknown>>) => {
    const id = object[field];
    return id === undefined || id === null ? false : `${String(object.__typename)}:${String(id)}`;
  };
}

/**
 * The app's Apollo Client: error handling outermost so a replay after renewal passes the auth link again, and so
 * its toast comes once, after the retries of a query have run out; the auth link inside the retries, so each
 * attempt carries the current token.
 */
export function createApolloClient({ session, notify }: ClientDeps): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createErrorLink(session, notify),
      createQueryRetryLink(),
      createAuthLink(session, GRAPHQL_PATH),
      new HttpLink({ uri: GRAPHQL_PATH, fetch: fetchOrUnreachable }),
    ]),
    cache: createCache(),
  });
}

/** The app's cache: how types normalise, so a mutation's answer updates every screen holding the same objects. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Generated from the schema: which payloads implement MutationPayload, so ...MutationResult matches them.
    possibleTypes: possibleTypes.possibleTypes,
    // Singletons without ids: keep them under their parent field instead of normalising.
    typePolicies: {
      DashboardCounts: { keyFields: false },
      Me: { keyFields: ['userId'] },
      // A payment's answer (the client's new balance and unpaid invoices, the receipt) merges into the screen's
      // cached client, invoices and receipts by these ids, so the screen updates without a refetch.
      Client: { keyFields: byId('clientId') },
      Invoice: { keyFields: byId('invoiceId') },
      Receipt: { keyFields: byId('receiptId') },
      // The operations screens' rows, normalised by their ids so a mutation's payload updates every list holding
      // them (a reconnected cut, a new charge) and a registered cut's candidate can be evicted by its meter.
      Cut: { keyFields: ['cutId'] },
      CutCandidate: { keyFields: ['meterId'] },
      Suspension: { keyFields: ['suspensionId'] },
    },
  });
}
