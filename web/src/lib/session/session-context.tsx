import { createContext, type ReactNode, use } from 'react';
import type { SessionManager } from './session-manager.ts';

const SessionContext = createContext<SessionManager | null>(null);

export function SessionProvider({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  return <SessionContext value={manager}>{children}</SessionContext>;
}

export function useSessionManager(): SessionManager {
  const manager = use(SessionContext);
  if (!manager) throw new Error('useSessionManager needs a <SessionProvider>');
  return manager;
}
