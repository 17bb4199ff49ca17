import { messages } from '@agua/domain/messages';
import { Suspense, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { type Area, AreaProvider } from '../../lib/area.tsx';
import { unsentReadings } from '../../lib/reading-queue.ts';
import { useSessionManager } from '../../lib/session/session-context.tsx';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { ListMemoryProvider } from '../../ui/table/list-memory.tsx';
import { PageSkeleton } from '../page-skeleton.tsx';
import { MobileSidebar } from './mobile-sidebar.tsx';
import { SidebarPanel } from './sidebar-panel.tsx';
import { TopBar } from './top-bar.tsx';
import { useSearchShortcut } from './use-search-shortcut.ts';
import { useUnsentReadingsSync } from './use-unsent-readings-sync.ts';

/** Sidebar, top bar and the page: the frame of every /manager and /technical screen. */
export function MainLayout({ area }: { area: Area }) {
  const user = useSessionUser();
  const session = useSessionManager();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  useSearchShortcut();
  useUnsentReadingsSync();
  // Readings of the offline route still on this phone: signing out keeps them, but says so first.
  const [unsent, setUnsent] = useState(0);
  const signOut = () => {
    const waiting = unsentReadings();
    if (waiting > 0) setUnsent(waiting);
    else void session.signOut();
  };
  const r = messages.readingRoute.page;

  return (
    <AreaProvider area={area}>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 text-sm font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {messages.layout.skipToContent}
      </a>
      <div className="flex h-full">
        <aside className="hidden w-72 shrink-0 lg:block">
          <div className="fixed inset-y-0 left-0 w-72">
            <SidebarPanel area={area} userRole={user.role} />
          </div>
        </aside>
        <MobileSidebar open={menuOpen} onClose={() => setMenuOpen(false)} area={area} userRole={user.role} />

        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar user={user} onOpenMenu={() => setMenuOpen(true)} onSignOut={signOut} />
          {/* Lazy pages load before the route commits: a thin bar says the click was heard. */}
          <div
            aria-hidden="true"
            className={
              navigation.state === 'loading'
                ? 'h-0.5 animate-pulse bg-gradient-to-r from-brand-400 via-brand-600 to-teal-deep'
                : 'h-0.5'
            }
          />
          <main id="conteudo" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
            <div className="mx-auto max-w-7xl">
              <Suspense fallback={<PageSkeleton />}>
                <ListMemoryProvider userId={user.userId}>
                  <Outlet />
                </ListMemoryProvider>
              </Suspense>
            </div>
          </main>
        </div>
      </div>
      <ConfirmDialog
        open={unsent > 0}
        title={r.logoutTitle}
        message={r.logoutQueued(unsent)}
        confirmLabel={r.logoutConfirm}
        cancelLabel={r.logoutCancel}
        onConfirm={() => {
          setUnsent(0);
          void session.signOut();
        }}
        onCancel={() => setUnsent(0)}
      />
    </AreaProvider>
  );
}
