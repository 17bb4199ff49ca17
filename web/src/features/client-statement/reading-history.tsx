import { MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { marksOf, ReadingFlags } from '../../ui/reading-flags.tsx';
import type { ClientPageReadingRow } from './client-page-query.ts';
import { ConsumptionSparkline } from './consumption-sparkline.tsx';

const c = messages.fieldReadings.clientPage;
const states = messages.readings.states;
const SHOWN = 12;

const cell = 'px-2 py-1.5 align-top';
const number = `${cell} text-right tabular-nums`;

const periodOf = (reading: ClientPageReadingRow) =>
  `${MONTHS_PT[reading.readingMonth - 1]} ${reading.readingYear}`;

/** On a phone each reading is a card: the month and its m³ first, the indexes and the marks under them. */
function PhoneRows({ readings }: { readings: readonly ClientPageReadingRow[] }) {
  return (
    <ul className="divide-y divide-line text-sm sm:hidden">
      {readings.map((reading) => (
        <li key={reading.readingId} className="space-y-1 py-2">
          <div className="flex items-baseline justify-between gap-3 text-ink">
            <span className="font-medium">{periodOf(reading)}</span>
            <span className="tabular-nums">{reading.consumption} m³</span>
          </div>
          <p className="text-xs text-ink-muted">
            {c.columns.meter} {reading.meterId} · {reading.previousReading} → {reading.currentReading} ·{' '}
            {states[reading.state] ?? reading.state}
          </p>
          <ReadingFlags flags={marksOf(reading)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Histórico de leituras: every reading of the client's meters (replaced ones included), latest month first, with the
 * estimated and replaced months and the checks' flags marked; the last 12 months' consumption drawn above it.
 */
export function ReadingHistory({ readings }: { readings: readonly ClientPageReadingRow[] }) {
  const [all, setAll] = useState(false);
  const ordered = [...readings].sort(
    (a, b) =>
      b.readingYear - a.readingYear ||
      b.readingMonth - a.readingMonth ||
      Number(b.readingId) - Number(a.readingId),
  );
  const shown = all ? ordered : ordered.slice(0, SHOWN);
  return (
    <section
      aria-label={c.history}
      className="min-w-0 rounded-xl border border-line bg-surface p-4 shadow-xs"
    >
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-sm font-semibold text-ink">
          {c.history} <span className="font-normal text-ink-muted">({readings.length})</span>
        </h2>
        <ConsumptionSparkline readings={readings} />
      </div>
      {readings.length === 0 ? (
        <p className="text-sm text-ink-muted">{c.historyEmpty}</p>
      ) : (
        <>
          <PhoneRows readings={shown} />
          <div className="-mx-2 hidden overflow-x-auto sm:block">
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-ink-muted">
                <tr>
                  <th className={cell}>{c.columns.period}</th>
                  <th className={cell}>{c.columns.meter}</th>
                  <th className={`${cell} text-right`}>{c.columns.previous}</th>
                  <th className={`${cell} text-right`}>{c.columns.current}</th>
                  <th className={`${cell} text-right`}>{c.columns.consumption}</th>
                  <th className={cell}>{c.columns.state}</th>
                  <th className={cell}>{c.columns.marks}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line text-ink">
                {shown.map((reading) => (
                  <tr key={reading.readingId}>
                    <td className={`${cell} whitespace-nowrap`}>{periodOf(reading)}</td>
                    <td className={cell}>{reading.meterId}</td>
                    <td className={number}>{reading.previousReading}</td>
                    <td className={number}>{reading.currentReading}</td>
                    <td className={number}>{reading.consumption}</td>
                    <td className={`${cell} text-xs`}>{states[reading.state] ?? reading.state}</td>
                    <td className={cell}>
                      <ReadingFlags flags={marksOf(reading)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {ordered.length > SHOWN && (
        <button
          type="button"
          onClick={() => setAll(!all)}
          className="mt-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {all ? c.showLess : c.showAll(ordered.length)}
        </button>
      )}
    </section>
  );
}
