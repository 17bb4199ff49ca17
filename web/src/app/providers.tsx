import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session/session-context.tsx';
import type { SessionManager } from '../lib/session/session-manager.ts';
import { DialogProvider } from '../ui/dialog/dialog-provider.tsx';
import { ToastProvider } from '../ui/toast/toast-provider.tsx';

interface AppProvidersProps {
  session: SessionManager;
  client: ApolloClient;
  children: ReactNode;
}

/** Everything a screen may reach for: the session, GraphQL, the global toast and the global dialog. */
export function AppProviders({ session, client, children }: AppProvidersProps) {
  return (
    <SessionProvider manager={session}>
      <ApolloProvider client={client}>
        <ToastProvider>
          <DialogProvider>{children}</DialogProvider>
        </ToastProvider>
      </ApolloProvider>
    </SessionProvider>
  );
}
