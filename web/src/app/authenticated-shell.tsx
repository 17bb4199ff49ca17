import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { DialogProvider } from '../ui/dialog/dialog-provider.tsx';

/**
 * What only signed-in pages need: GraphQL through Apollo Client and the global dialog (Headless UI). Loaded with
 * the first authenticated route, so the login page's first load carries neither.
 */
export function AuthenticatedShell({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <DialogProvider>
        <Outlet />
      </DialogProvider>
    </ApolloProvider>
  );
}
