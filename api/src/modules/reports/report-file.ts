import { PassThrough, type Readable } from 'node:stream';
import type { ReportName } from '@agua/domain/contracts/report';
import { messages } from '@agua/domain/messages';
import { toCentavos, toMeticais } from '@agua/domain/money';
import ExcelJS from 'exceljs';
import { neutralise } from '../../sheet/cells.ts';
import { type Column, REPORT_COLUMNS, REPORT_TITLES } from './columns.ts';
import type { ReportRow } from './service.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV = 'text/csv; charset=utf-8';

/** Adds up the `sum` columns (money in centavos) and answers the Total row once every row has passed. */
function totals<R>(columns: Column<R>[]) {
  const sums = columns.map(() => 0);
  return {
    add(row: R) {
      columns.forEach((column, i) => {
        if (!column.sum) return;
        const value = column.value(row);
        if (typeof value === 'number')
          sums[i] = (sums[i] ?? 0) + (column.kind === 'money' ? toCentavos(value) : value);
      });
    },
    row(): (string | number | null)[] | null {
      if (!columns.some((column) => column.sum)) return null;
      return columns.map((column, i) => {
        if (i === 0) return messages.reports.total;
        if (!column.sum) return null;
        return column.kind === 'money' ? toMeticais(sums[i] ?? 0) : (sums[i] ?? 0);
      });
    },
  };
}

const cell = (value: string | number | null) => (typeof value === 'string' ? neutralise(value) : value);

/** The report as a stream of .xlsx bytes, written row by row (exceljs streaming writer), a Total row last. */
export function writeReportXlsx<N extends ReportName>(
  name: N,
  batches: AsyncIterable<ReportRow<N>[]>,
): Readable {
  const columns = REPORT_COLUMNS[name] as Column<ReportRow<N>>[];
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(REPORT_TITLES[name].slice(0, 31));
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width,
    style: column.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const sum = totals(columns);
  const write = async () => {
    for await (const batch of batches) {
      for (const row of batch) {
        sum.add(row);
        sheet.addRow(columns.map((column) => cell(column.value(row)))).commit();
      }
    }
    const total = sum.row();
    if (total) {
      const last = sheet.addRow(total);
      last.font = { bold: true };
      last.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** How a CSV writes its fields: pt-PT (";" and "1222,50", as a pt-PT spreadsheet reads them) or international. */
export type CsvStyle = 'pt' | 'intl';

const CSV_STYLES = {
  pt: { separator: ';', decimal: ',' },
  intl: { separator: ',', decimal: '.' },
} as const;

/**
 * RFC 4180 field: quoted when it holds the separator, a quote or a line break; text that looks like a formula
 * neutralised; money with its two decimals and every number with the style's decimal mark.
 */
function csvField(value: string | number | null, kind: Column<unknown>['kind'], style: CsvStyle): string {
  if (value === null) return '';
  const { separator, decimal } = CSV_STYLES[style];
  if (typeof value === 'number') {
    const text = kind === 'money' ? value.toFixed(2) : String(value);
    return decimal === '.' ? text : text.replace('.', decimal);
  }
  const safe = neutralise(value);
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV (UTF-8 with BOM so spreadsheets read the accents), a line per row, a Total line last. */
export function writeReportCsv<N extends ReportName>(
  name: N,
  batches: AsyncIterable<ReportRow<N>[]>,
  style: CsvStyle = 'pt',
): Readable {
  const columns = REPORT_COLUMNS[name] as Column<ReportRow<N>>[];
  const sum = totals(columns);
  const { separator } = CSV_STYLES[style];
  const line = (values: (string | number | null)[]) =>
    `${values.map((value, i) => csvField(value, columns[i]?.kind, style)).join(separator)}\r\n`;
  async function* lines() {
    yield `\uFEFF${line(columns.map((column) => column.header))}`;
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) {
        sum.add(row);
        chunk += line(columns.map((column) => column.value(row)));
      }
      yield chunk;
    }
    const total = sum.row();
    if (total) yield line(total);
  }
  const output = new PassThrough();
  (async () => {
    for await (const chunk of lines()) {
      if (!output.write(chunk)) await new Promise((resolve) => output.once('drain', resolve));
    }
    output.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** The download's file name: the report's title, the period and the extension. */
export function reportFileName(
  name: ReportName,
  period: { from: string; to: string },
  extension: string,
): string {
  const title = REPORT_TITLES[name]
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${title}_${period.from}_${period.to}.${extension}`;
}
