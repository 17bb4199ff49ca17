import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session/session-context.tsx';
import type { SessionManager } from '../lib/session/session-manager.ts';
import { ToastProvider } from '../ui/toast/toast-provider.tsx';

interface AppProvidersProps {
  session: SessionManager;
  children: ReactNode;
}

/**
 * What every screen, the login included, may reach for: the session and the global toast. GraphQL (Apollo) and
 * the global dialog belong to the signed-in pages only (authenticated-shell.tsx), so the login loads neither.
 */
export function AppProviders({ session, children }: AppProvidersProps) {
  return (
    <SessionProvider manager={session}>
      <ToastProvider>{children}</ToastProvider>
    </SessionProvider>
  );
}
