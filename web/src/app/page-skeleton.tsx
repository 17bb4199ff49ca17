import { messages } from '@agua/domain/messages';

/**
 * What a page shows while its code or its session check is on the way: grey blocks shaped like a page (title,
 * a toolbar, rows), on the theme's canvas, never a white screen. The text is for screen readers.
 */
export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto w-full max-w-7xl animate-pulse px-4 py-6 sm:px-6 lg:px-8"
    >
      <span className="sr-only">{messages.dialog.loading}</span>
      <div className="h-7 w-48 rounded-md bg-line" />
      <div className="mt-2 h-4 w-72 max-w-full rounded bg-line/70" />
      <div className="mt-8 rounded-xl border border-line bg-surface p-4">
        <div className="h-9 w-full max-w-sm rounded-lg bg-line/70" />
        <div className="mt-5 space-y-3">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <div key={row} className="h-5 rounded bg-line/60" />
          ))}
        </div>
      </div>
    </div>
  );
}
