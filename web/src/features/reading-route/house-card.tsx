import { messages } from '@agua/domain/messages';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '@heroicons/react/20/solid';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { HouseForm, type HouseReading } from './house-form.tsx';
import type { StoredAnomaly, StoredCapture, StoredStop } from './route-db.ts';
import type { GpsFix } from './use-gps.ts';

const p = messages.readingRoute.page;

const STATUS_TONE: Record<string, string> = {
  TO_READ: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  QUEUED: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
  SENT: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  REFUSED: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
};

interface HouseCardProps {
  stop: StoredStop;
  total: number;
  capture?: StoredCapture;
  anomalies: StoredAnomaly[];
  gps: GpsFix | null;
  onSave: (reading: HouseReading) => Promise<void>;
  onDiscard: (clientReadingId: string) => void;
  onMove: (step: -1 | 1) => void;
}

/** One house: who and where, what was read before and is expected, its reading's state, and the form. */
export function HouseCard({
  stop,
  total,
  capture,
  anomalies,
  gps,
  onSave,
  onDiscard,
  onMove,
}: HouseCardProps) {
  const status = capture?.status ?? 'TO_READ';
  const canRecord = status !== 'SENT';
  return (
    <article
      aria-label={stop.client}
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-xs"
    >
      <header className="space-y-1">
        <div className="flex items-center justify-between gap-2 text-xs text-ink-muted">
          <span>{p.house(stop.position + 1, total)}</span>
          <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_TONE[status]}`}>
            {p.states[status]}
          </span>
        </div>
        <h2 className="text-lg font-semibold text-ink">{stop.client}</h2>
        <p className="text-sm text-ink-muted">{stop.address}</p>
        <p className="text-sm text-ink">
          {p.meter} <span className="font-mono font-medium">{stop.serial}</span>
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-muted p-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">{p.previousIndex}</dt>
          <dd className="text-base font-semibold tabular-nums text-ink">{stop.previous} m³</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{p.expectedLabel}</dt>
          <dd className="tabular-nums text-ink">{p.expected(stop.low, stop.high)}</dd>
        </div>
      </dl>
      {capture?.status === 'REFUSED' && (
        <ErrorAlert>
          <p className="font-medium">{p.refused}</p>
          <p>{capture.message}</p>
          <Button
            variant="secondary"
            icon={TrashIcon}
            className="mt-2"
            onClick={() => onDiscard(capture.clientReadingId)}
          >
            {p.discard}
          </Button>
        </ErrorAlert>
      )}
      {capture && capture.status !== 'REFUSED' && (
        <p className="text-sm text-ink">
          {capture.currentReading !== null && (
            <span className="font-semibold tabular-nums">{capture.currentReading} m³ </span>
          )}
          {capture.anomalyCode && <span>({capture.anomalyCode}) </span>}
          {capture.note && <span className="text-ink-muted">— {capture.note}</span>}
        </p>
      )}
      {canRecord && (
        <HouseForm
          key={`${stop.meterId}:${capture?.clientReadingId ?? ''}`}
          stop={stop}
          anomalies={anomalies}
          earlier={capture}
          onSave={onSave}
        />
      )}
      <p className="text-xs text-ink-muted">{gps ? p.gps(gps.accuracy) : p.noGps}</p>
      <nav className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          icon={ChevronLeftIcon}
          disabled={stop.position === 0}
          onClick={() => onMove(-1)}
          className="min-h-12"
        >
          {p.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={stop.position + 1 >= total}
          onClick={() => onMove(1)}
          className="min-h-12"
        >
          {p.next}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Button>
      </nav>
    </article>
  );
}
