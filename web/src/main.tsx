import './styles.css';
import { messages } from '@agua/domain/messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { lazyApolloClient } from './lib/apollo/lazy-client.ts';
import { notify } from './lib/notifications.ts';
import { forgetSyncToken } from './lib/reading-queue.ts';
import { createBrowserSessionManager } from './lib/session/browser-session.ts';
import { LOGIN_PATH } from './lib/session/session-guard.ts';
import { OfflineBanner } from './ui/offline-banner.tsx';

// The composition root: one session manager, one Apollo Client (loaded with the first signed-in page), one
// router, wired to each other here.
const session = createBrowserSessionManager();
const client = lazyApolloClient({ session, notify });
const router = createBrowserRouter(createRoutes(session, client));

session.onEnd((reason) => {
  // The next user on this browser must not see the previous one's cached data.
  void client.loaded()?.clearStore();
  void forgetSyncToken().catch(() => undefined);
  if (reason === 'expired') notify({ type: 'info', message: messages.auth.invalidRefreshToken });
  void router.navigate(LOGIN_PATH, { replace: true });
});
void session.resume();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders session={session}>
      <RouterProvider router={router} />
      <OfflineBanner />
    </AppProviders>
  </StrictMode>,
);
