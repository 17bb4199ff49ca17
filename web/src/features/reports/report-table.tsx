import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface ReportColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

interface ReportTableProps<R> {
  caption: string;
  columns: ReportColumn<R>[];
  rows: readonly R[];
  /** The last line (Total), cell by cell; absent when the report has none. */
  total?: ReactNode[];
  rowKey: (row: R, index: number) => string;
}

/** A report's table under its chart: plain, scrollable sideways on a phone, a Total line when the report adds up. */
export function ReportTable<R>({ caption, columns, rows, total, rowKey }: ReportTableProps<R>) {
  const cellClass = (numeric?: boolean) =>
    clsx('px-3 py-2 whitespace-nowrap', numeric ? 'text-right tabular-nums' : 'text-left');
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="min-w-full divide-y divide-line text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-xs font-semibold text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column.numeric)}>
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
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column.numeric)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && rows.length > 0 && (
          <tfoot className="border-t-2 border-line-strong font-semibold text-ink">
            <tr data-testid="report-total">
              {total.map((value, i) => (
                <td key={columns[i]?.header ?? i} className={cellClass(columns[i]?.numeric)}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
