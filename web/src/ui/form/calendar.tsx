import { formatDate, isCalendarDate, MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  addMonths,
  compareYearMonth,
  dayForKey,
  FIRST_YEAR,
  monthWeeks,
  sameDayIn,
  type YearMonth,
  yearMonthOf,
  yearOptions,
} from './calendar-month.ts';

const t = messages.widgets.datePicker;

type CalendarProps = {
  /** The chosen day (YYYY-MM-DD), if any. */
  value: string | null;
  /** Today (YYYY-MM-DD): highlighted, and the last year offered is its year (plus `yearsAhead`). */
  today: string;
  onSelect: (iso: string) => void;
  /** Years after today's offered too, for a date that is planned (a due date), not recorded. */
  yearsAhead?: number;
};

const selectClass =
  'rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
const navClass =
  'rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-30 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-700';

/**
 * A month grid with month and year selectors. Keyboard: arrows move by day and week, Home/End to the
 * week's ends, PageUp/PageDown by month (with Shift by year), Enter or Space picks.
 */
export function Calendar({ value, today, onSelect, yearsAhead = 0 }: CalendarProps) {
  const currentYear = yearMonthOf(today).year + yearsAhead;
  const first: YearMonth = { year: FIRST_YEAR, month: 1 };
  const last: YearMonth = { year: Math.max(currentYear, FIRST_YEAR), month: 12 };
  const clamp = (month: YearMonth) =>
    compareYearMonth(month, first) < 0 ? first : compareYearMonth(month, last) > 0 ? last : month;
  const inRange = (iso: string) => {
    const month = yearMonthOf(iso);
    return compareYearMonth(month, first) >= 0 && compareYearMonth(month, last) <= 0;
  };

  const start = value && isCalendarDate(value) ? value : today;
  const [view, setView] = useState<YearMonth>(() => clamp(yearMonthOf(start)));
  const [focused, setFocused] = useState(() => sameDayIn(start, clamp(yearMonthOf(start))));
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows `focused` on opening and on keyboard moves, not when the selectors change the month.
  const moveFocus = useRef(true);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus();
  }, [focused]);

  const showMonth = (month: YearMonth) => {
    const next = clamp(month);
    setView(next);
    setFocused(sameDayIn(focused, next));
  };

  const focusDay = (iso: string) => {
    if (!inRange(iso)) return;
    moveFocus.current = true;
    setView(yearMonthOf(iso));
    setFocused(iso);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = dayForKey(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    focusDay(target);
  };

  const monthLabel = `${MONTHS_PT[view.month - 1]} ${view.year}`;

  return (
    <div className="w-72 p-3">
      <div className="mb-2 flex items-center justify-between gap-1">
        <button
          type="button"
          aria-label={t.previousMonth}
          title={t.previousMonth}
          disabled={compareYearMonth(view, first) <= 0}
          onClick={() => showMonth(addMonths(view, -1))}
          className={navClass}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
        </button>
        <div className="flex gap-1">
          <select
            aria-label={t.month}
            value={view.month}
            onChange={(event) => showMonth({ year: view.year, month: Number(event.target.value) })}
            className={selectClass}
          >
            {MONTHS_PT.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label={t.year}
            value={view.year}
            onChange={(event) => showMonth({ year: Number(event.target.value), month: view.month })}
            className={selectClass}
          >
            {yearOptions(currentYear).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-label={t.nextMonth}
          title={t.nextMonth}
          disabled={compareYearMonth(view, last) >= 0}
          onClick={() => showMonth(addMonths(view, 1))}
          className={navClass}
        >
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </button>
      </div>

      <table ref={grid} aria-label={monthLabel} onKeyDown={onGridKeyDown} className="w-full border-collapse">
        <thead>
          <tr>
            {t.weekdays.map((weekday) => (
              <th
                key={weekday.name}
                scope="col"
                className="pb-1 text-center text-xs font-medium text-slate-500 dark:text-slate-400"
              >
                <span aria-hidden="true">{weekday.initial}</span>
                <span className="sr-only">{weekday.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(view).map((week) => (
            <tr key={week[0]!.iso}>
              {week.map((day) => {
                const selected = day.iso === value;
                const isToday = day.iso === today;
                return (
                  <td key={day.iso} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-iso={day.iso}
                      tabIndex={day.iso === focused ? 0 : -1}
                      aria-label={formatDate(day.iso)}
                      aria-current={isToday ? 'date' : undefined}
                      aria-pressed={selected}
                      disabled={!inRange(day.iso)}
                      onClick={() => onSelect(day.iso)}
                      onFocus={() => setFocused(day.iso)}
                      className={clsx(
                        'size-8 rounded-md text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500 disabled:opacity-30',
                        selected
                          ? 'bg-sky-600 font-semibold text-white hover:bg-sky-700 dark:bg-sky-500 dark:hover:bg-sky-400'
                          : clsx(
                              'hover:bg-slate-100 dark:hover:bg-slate-700',
                              isToday
                                ? 'font-semibold text-sky-700 ring-1 ring-sky-500 ring-inset dark:text-sky-300'
                                : day.inMonth
                                  ? 'text-slate-800 dark:text-slate-100'
                                  : 'text-slate-400 dark:text-slate-500',
                            ),
                      )}
                    >
                      {day.day}
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
          onClick={() => onSelect(today)}
          className="rounded-md px-2 py-1 text-sm font-medium text-sky-700 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300 dark:hover:bg-sky-950"
        >
          {t.today}
        </button>
      </div>
    </div>
  );
}
