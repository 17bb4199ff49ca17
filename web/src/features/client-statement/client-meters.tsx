import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { ArrowPathIcon, PencilSquareIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import type { ClientPageMeterRow } from './client-page-query.ts';

const t = messages.clientStatement.page;
const c = messages.fieldReadings.clientPage;

const actionClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-line-strong bg-surface px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-muted';

interface ClientMetersProps {
  meters: readonly ClientPageMeterRow[];
  onEdit: (meter: ClientPageMeterRow) => void;
  /** Administrators only: Substituir contador on a meter in service. */
  onReplace?: (meter: ClientPageMeterRow) => void;
}

/** The client's meters: in service first, each with its serial number, digits, replacement and what can be done. */
export function ClientMeters({ meters, onEdit, onReplace }: ClientMetersProps) {
  const ordered = [...meters].sort(
    (a, b) =>
      Number(a.closedOn !== null) - Number(b.closedOn !== null) || Number(b.meterId) - Number(a.meterId),
  );
  return (
    <section aria-label={t.meters} className="rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h2 className="mb-3 text-sm font-semibold text-ink">
        {t.meters} <span className="font-normal text-ink-muted">({meters.length})</span>
      </h2>
      {meters.length === 0 && <p className="text-sm text-ink-muted">{t.none}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {ordered.map((meter) => {
          const closed = meter.closedOn !== null;
          return (
            <li
              key={meter.meterId}
              aria-label={c.meterTitle(meter.meterId, meter.serialNumber)}
              className={clsx(
                'flex flex-col gap-2 rounded-lg border p-3 text-sm',
                closed ? 'border-dashed border-line bg-surface-muted' : 'border-line',
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-ink">
                  {c.meterTitle(meter.meterId, meter.serialNumber)}
                </span>
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    closed
                      ? 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
                      : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
                  )}
                >
                  {closed ? messages.fieldReadings.meter.closed : c.inService}
                </span>
              </div>
              <p className="text-ink-muted">{c.meterDetails(meter.brand, meter.digits)}</p>
              {closed && (
                <p className="text-ink-muted">
                  {c.replacedOn(formatDate(meter.closedOn), meter.closingReading ?? 0)}
                </p>
              )}
              {meter.replacesMeterId && <p className="text-ink-muted">{c.replaces(meter.replacesMeterId)}</p>}
              <div className="flex flex-wrap gap-2">
                <button type="button" className={actionClass} onClick={() => onEdit(meter)}>
                  <PencilSquareIcon aria-hidden="true" className="size-4" />
                  {c.edit}
                </button>
                {onReplace && !closed && (
                  <button type="button" className={actionClass} onClick={() => onReplace(meter)}>
                    <ArrowPathIcon aria-hidden="true" className="size-4" />
                    {c.replace}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
