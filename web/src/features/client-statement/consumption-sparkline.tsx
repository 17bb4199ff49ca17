import { MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { ClientPageReadingRow } from './client-page-query.ts';

const c = messages.fieldReadings.clientPage;
const MONTHS = 12;

/** The latest 12 read months, oldest first, each month's m³ summed over the client's meters. */
export function lastMonths(readings: readonly ClientPageReadingRow[]) {
  const byPeriod = new Map<
    number,
    { period: number; month: number; year: number; m3: number; estimated: boolean }
  >();
  for (const reading of readings) {
    const period = reading.readingYear * 100 + reading.readingMonth;
    const month = byPeriod.get(period) ?? {
      period,
      month: reading.readingMonth,
      year: reading.readingYear,
      m3: 0,
      estimated: false,
    };
    month.m3 += reading.consumption;
    month.estimated ||= reading.estimated;
    byPeriod.set(period, month);
  }
  return [...byPeriod.values()]
    .sort((a, b) => b.period - a.period)
    .slice(0, MONTHS)
    .reverse();
}

/**
 * Consumo dos últimos 12 meses as small bars (an inline SVG, no chart library on this page); an estimated month is
 * drawn in the estimate's violet, as its mark in the history below.
 */
export function ConsumptionSparkline({ readings }: { readings: readonly ClientPageReadingRow[] }) {
  const months = lastMonths(readings);
  if (months.length === 0) return null;
  const top = Math.max(1, ...months.map((month) => month.m3));
  const total = months.reduce((sum, month) => sum + month.m3, 0);
  const width = 12 * MONTHS;
  return (
    <figure className="flex items-end gap-3">
      <figcaption className="max-w-40 text-right text-xs text-ink-muted">{c.sparkline}</figcaption>
      <svg
        role="img"
        aria-label={c.sparklineLabel(months.length, total)}
        viewBox={`0 0 ${width} 40`}
        className="h-10 w-36 shrink-0 overflow-visible"
      >
        {months.map((month, index) => {
          // The latest month at the right end, however few months there are.
          const slot = MONTHS - months.length + index;
          const height = Math.max(1.5, (month.m3 / top) * 38);
          return (
            <rect
              key={month.period}
              x={slot * 12 + 1}
              y={40 - height}
              width={9}
              height={height}
              rx={1.5}
              className={
                month.estimated
                  ? 'fill-violet-500 dark:fill-violet-400'
                  : 'fill-brand-600 dark:fill-brand-400'
              }
            >
              <title>{`${MONTHS_PT[month.month - 1]} ${month.year}: ${month.m3} m³`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
