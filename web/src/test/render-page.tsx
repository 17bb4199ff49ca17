import type { Role } from '@agua/domain/roles';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { AreaProvider } from '../lib/area.tsx';
import { SESSION_ROUTE_ID, type SessionUser } from '../lib/session/session-guard.ts';
import { DialogProvider } from '../ui/dialog/dialog-provider.tsx';
import { sessionManagerWith } from './fake-session.ts';

const users: Record<Role, SessionUser> = {
  ADMIN: { userId: '1', username: 'admin', name: 'Administrador Demo', role: 'ADMIN' },
  FIELD_TECH: { userId: '2', username: 'tecnico', name: 'Técnico Demo', role: 'FIELD_TECH' },
};

// Signed in: the pages' file downloads carry this token.
const session = sessionManagerWith({
  token: 'token',
  refreshToken: 'refresh',
  userId: '1',
  name: 'Administrador Demo',
  username: 'admin',
  role: 'ADMIN',
});

/** A page as the app shows it to a signed-in user: session, toasts, Apollo, the dialog and the area around it. */
export function renderPage(
  page: ReactNode,
  client: ApolloClient,
  role: Role = 'ADMIN',
  /** The URL the page opens at (its query string, for a page that reads one). */
  url = '/manager/page',
) {
  const router = createMemoryRouter(
    [{ id: SESSION_ROUTE_ID, path: '/manager/*', loader: () => users[role], element: page }],
    { initialEntries: [url] },
  );
  return render(
    <AppProviders session={session}>
      <ApolloProvider client={client}>
        <DialogProvider>
          <AreaProvider area="manager">
            <RouterProvider router={router} />
          </AreaProvider>
        </DialogProvider>
      </ApolloProvider>
    </AppProviders>,
  );
}
