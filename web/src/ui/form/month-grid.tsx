import { MONTHS_PT, MONTHS_PT_SHORT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  compareYearMonth,
  FIRST_YEAR,
  MONTH_COLUMNS,
  monthForKey,
  type YearMonth,
  yearMonthText,
} from './calendar-month.ts';

const t = messages.widgets.monthPicker;

type MonthGridProps = {
  /** The chosen month, if any. */
  value: YearMonth | null;
  /** This month in Maputo: highlighted, and the last one offered. */
  current: YearMonth;
  onSelect: (month: YearMonth) => void;
};

// The same look as the day calendar (calendar.tsx): its arrows, its chosen and "today" marks.
const navClass =
  'flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-30 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-700';

const ROWS = Array.from({ length: 12 / MONTH_COLUMNS }, (_, row) =>
  Array.from({ length: MONTH_COLUMNS }, (_, column) => row * MONTH_COLUMNS + column + 1),
);

/**
 * A year's twelve months in pt-PT, with arrows to the year before and after (2000 up to this month). Keyboard: arrows
 * move by a month and a row, Home/End to January/December, PageUp/PageDown by a year, Enter or Space picks.
 */
export function MonthGrid({ value, current, onSelect }: MonthGridProps) {
  const first: YearMonth = { year: FIRST_YEAR, month: 1 };
  const inRange = (month: YearMonth) =>
    compareYearMonth(month, first) >= 0 && compareYearMonth(month, current) <= 0;
  const start = value && inRange(value) ? value : current;
  const [focused, setFocused] = useState<YearMonth>(start);
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows `focused` on opening and on keyboard moves, not when the arrows change the year.
  const moveFocus = useRef(true);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-month="${yearMonthText(focused)}"]`)?.focus();
  }, [focused]);

  const showYear = (year: number) => {
    const target = { year, month: focused.month };
    setFocused(compareYearMonth(target, current) > 0 ? current : target);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = monthForKey(focused, event.key);
    if (!target) return;
    event.preventDefault();
    if (!inRange(target)) return;
    moveFocus.current = true;
    setFocused(target);
  };

  const year = focused.year;
  return (
    <div className="w-72 p-3">
      <div className="mb-2 flex items-center justify-between gap-1">
        <button
          type="button"
          aria-label={t.previousYear}
          title={t.previousYear}
          disabled={year <= FIRST_YEAR}
          onClick={() => showYear(year - 1)}
          className={navClass}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
        </button>
        <span
          aria-live="polite"
          className="text-sm font-semibold text-slate-800 tabular-nums dark:text-slate-100"
        >
          {year}
        </span>
        <button
          type="button"
          aria-label={t.nextYear}
          title={t.nextYear}
          disabled={year >= current.year}
          onClick={() => showYear(year + 1)}
          className={navClass}
        >
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </button>
      </div>

      <table
        ref={grid}
        aria-label={`${t.months} ${year}`}
        onKeyDown={onGridKeyDown}
        className="w-full border-collapse"
      >
        <tbody>
          {ROWS.map((row) => (
            <tr key={row[0]}>
              {row.map((month) => {
                const here = { year, month };
                const selected = value !== null && compareYearMonth(here, value) === 0;
                const isCurrent = compareYearMonth(here, current) === 0;
                const isFocused = month === focused.month;
                return (
                  <td key={month} className="p-1 text-center">
                    <button
                      type="button"
                      data-month={yearMonthText(here)}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={`${MONTHS_PT[month - 1]} ${year}`}
                      aria-current={isCurrent ? 'date' : undefined}
                      aria-pressed={selected}
                      disabled={!inRange(here)}
                      onClick={() => onSelect(here)}
                      onFocus={() => setFocused(here)}
                      className={clsx(
                        'h-10 w-full rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500 disabled:opacity-30',
                        selected
                          ? 'bg-sky-600 font-semibold text-white hover:bg-sky-700 dark:bg-sky-500 dark:hover:bg-sky-400'
                          : clsx(
                              'hover:bg-slate-100 dark:hover:bg-slate-700',
                              isCurrent
                                ? 'font-semibold text-sky-700 ring-1 ring-sky-500 ring-inset dark:text-sky-300'
                                : 'text-slate-800 dark:text-slate-100',
                            ),
                      )}
                    >
                      {MONTHS_PT_SHORT[month - 1]}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-2 flex justify-end border-t border-slate-100 pt-2 dark:border-slate-700">
        <button
          type="button"
          onClick={() => onSelect(current)}
          className="rounded-md px-2 py-1 text-sm font-medium text-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300 dark:hover:bg-sky-950"
        >
          {t.thisMonth}
        </button>
      </div>
    </div>
  );
}
