import type { ReportName } from '@agua/domain/contracts/report';
import { type ReportColumn, reportCellValue, reportColumns } from '@agua/domain/contracts/report-columns';
import { formatMonth } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import clsx from 'clsx';
import { countTotal, formatCount, formatDecimal, moneyTotal } from './report-totals.ts';

// The screen's rows are GraphQL's, named like the api's (domain/src/contracts/report-columns.ts) but with Money as
// decimal strings: the columns read them by field name.
type Row = Record<string, unknown>;
type Column = ReportColumn<Row>;

/** A cell as the screen shows it: money in MZN, months as "Mai 2026", counts grouped (rates with 2 decimals, ids as they are). */
function cellText(column: Column, row: Row): string {
  const value = reportCellValue(column, row);
  if (column.kind === 'money') return formatMZN(value ?? 0);
  if (column.yearMonth) return formatMonth(String(value ?? ''));
  if (column.kind === 'text') return String(value ?? '');
  if (column.decimals !== undefined) return formatDecimal(value === null ? null : Number(value));
  return column.plain ? String(value ?? '') : formatCount(Number(value));
}

/** The Total line: its label first, then each summed column's total, money through centavos. */
function totalLine(columns: readonly Column[], rows: readonly Row[]): string[] {
  return columns.map((column, i) => {
    if (i === 0) return messages.reports.total;
    if (!column.sum) return '';
    const values = rows.map((row) => reportCellValue(column, row) ?? 0);
    return column.kind === 'money'
      ? moneyTotal(values.map(String))
      : countTotal(values.map((value) => Number(value)));
  });
}

interface ReportTableProps<R extends object> {
  report: ReportName;
  caption: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The rows are the report's first page only (Maiores devedores): a Total would not be the report's. */
  partial?: boolean;
}

/** A report's table under its chart: plain, scrollable sideways on a phone, a Total line when the report adds up. */
export function ReportTable<R extends object>({
  report,
  caption,
  rows: shown,
  rowKey,
  partial = false,
}: ReportTableProps<R>) {
  const columns = reportColumns(report, 'screen') as readonly ReportColumn<unknown>[] as readonly Column[];
  const rows = shown as readonly object[] as readonly Row[];
  const key = rowKey as unknown as (row: Row) => string;
  const total = !partial && columns.some((column) => column.sum) ? totalLine(columns, rows) : null;
  const cellClass = (column: Column | undefined) =>
    clsx(
      'px-3 py-2 whitespace-nowrap',
      column && column.kind !== 'text' ? 'text-right tabular-nums' : 'text-left',
    );
  const id = (column: Column) => `${column.key}${column.index ?? ''}`;
  return (
    // A table wider than a phone scrolls sideways: the region takes focus so the keyboard can scroll it too.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      <table className="min-w-full divide-y divide-line text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-xs font-semibold text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th key={id(column)} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-ink">
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-ink-muted">
                {messages.reports.empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={key(row)}>
              {columns.map((column) => (
                <td key={id(column)} className={cellClass(column)}>
                  {cellText(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && rows.length > 0 && (
          <tfoot className="border-t-2 border-line-strong font-semibold text-ink">
            <tr data-testid="report-total">
              {total.map((value, i) => (
                <td key={columns[i] ? id(columns[i]) : i} className={cellClass(columns[i])}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
