import { messages } from '@agua/domain/messages';
import { ArrowUpTrayIcon } from '@heroicons/react/20/solid';
import { Button } from '../../ui/button.tsx';

const p = messages.readingRoute.page;

interface RouteCountersProps {
  read: number;
  toRead: number;
  toSend: number;
  refused: number;
  syncing: boolean;
  online: boolean;
  onSync: () => void;
}

/** "lidas / por ler / por enviar", and the button that sends now. */
export function RouteCounters({
  read,
  toRead,
  toSend,
  refused,
  syncing,
  online,
  onSync,
}: RouteCountersProps) {
  const counters = [
    { label: p.read, value: read, tone: 'text-emerald-700 dark:text-emerald-300' },
    { label: p.toRead, value: toRead, tone: 'text-ink' },
    { label: p.toSend, value: toSend, tone: 'text-amber-700 dark:text-amber-300' },
  ];
  return (
    <section aria-label={p.title} className="flex items-center gap-2">
      <dl className="grid flex-1 grid-cols-3 gap-2">
        {counters.map((counter) => (
          <div
            key={counter.label}
            className="rounded-xl border border-line bg-surface px-2 py-2 text-center shadow-xs"
          >
            <dd
              className={`text-xl font-semibold tabular-nums ${counter.tone}`}
              data-testid={`counter-${counter.label}`}
            >
              {counter.value}
            </dd>
            <dt className="text-xs text-ink-muted">{counter.label}</dt>
          </div>
        ))}
      </dl>
      <Button
        variant="secondary"
        icon={ArrowUpTrayIcon}
        busy={syncing}
        disabled={!online || syncing || (toSend === 0 && refused === 0)}
        onClick={onSync}
        className="min-h-14 shrink-0"
        aria-label={p.sync}
      >
        <span className="hidden sm:inline">{syncing ? p.syncing : p.sync}</span>
      </Button>
    </section>
  );
}
