import type { ApolloClient } from '@apollo/client';
import type { ClientDeps } from './create-client.ts';

export interface LazyApolloClient {
  /** Loads Apollo Client (its own chunk) the first time, then answers the same client. */
  load(): Promise<ApolloClient>;
  /** The client if a signed-in page already loaded it: the login page never does. */
  loaded(): ApolloClient | null;
}

/** One Apollo Client for the app, fetched with the first signed-in page instead of with the login page. */
export function lazyApolloClient(deps: ClientDeps): LazyApolloClient {
  let client: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  return {
    load() {
      loading ??= import('./create-client.ts').then(({ createApolloClient }) => {
        client = createApolloClient(deps);
        return client;
      });
      return loading;
    },
    loaded: () => client,
  };
}
