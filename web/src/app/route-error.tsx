import { messages } from '@agua/domain/messages';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Shown when a page throws or its chunk fails to load (typically right after a new version is deployed). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-5 px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <ExclamationTriangleIcon aria-hidden="true" className="size-7" />
      </span>
      <div>
        <h1 className="text-xl font-semibold text-ink">{messages.layout.routeError}</h1>
        <p className="mt-2 text-sm text-ink-muted">{messages.dialog.unexpected}</p>
      </div>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {messages.layout.reload}
      </button>
    </main>
  );
}
