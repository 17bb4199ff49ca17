import { messages } from '@agua/domain/messages';
import clsx from 'clsx';

const labels = messages.fieldReadings.flags;

// Each finding in its own colour, so Leituras Pendentes shows at a glance what needs a look.
const flagBadge: Record<string, string> = {
  ESTIMATED: 'bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200',
  VERY_HIGH: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  HIGH: 'bg-orange-100 text-orange-800 dark:bg-orange-900/50 dark:text-orange-200',
  LOW: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  ZERO: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  REPLACED: 'bg-teal-100 text-teal-800 dark:bg-teal-900/50 dark:text-teal-200',
};

/** A reading's flags, with a replacement's first month marked too (it is no finding of the checks). */
export function marksOf(reading: {
  flags: readonly { code: string; reason: string }[];
  meterReplaced: boolean;
}): { code: string; reason: string }[] {
  return reading.meterReplaced
    ? [...reading.flags, { code: 'REPLACED', reason: messages.fieldReadings.replacedMonth }]
    : [...reading.flags];
}

/** A reading's flags (estimated, high, very high, low, zero, a replaced meter), each a badge with its reason under it. */
export function ReadingFlags({ flags }: { flags: readonly { code: string; reason: string }[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="space-y-1">
      {flags.map((flag) => (
        <li key={flag.code} className="max-w-72">
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
              flagBadge[flag.code],
            )}
          >
            {labels[flag.code] ?? flag.code}
          </span>
          <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-300">{flag.reason}</span>
        </li>
      ))}
    </ul>
  );
}
