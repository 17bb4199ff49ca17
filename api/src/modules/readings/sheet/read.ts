import { messages } from '@agua/domain/messages';
import { badRequest, HttpError } from '../../../http/errors.ts';
import { headerKey } from '../../../sheet/cells.ts';
import { csvRows } from '../../../sheet/csv-line.ts';
import { type SpreadsheetKind, spreadsheetKind } from '../../../sheet/spreadsheet-kind.ts';
import { readFirstWorksheet } from '../../../sheet/xlsx-rows.ts';
import type { UploadedRow } from '../field-sheet.ts';
import { SHEET_HEADERS } from './headers.ts';

const r = messages.readings.rules;
export const MAX_ROWS = 50_000;

export type SheetKind = SpreadsheetKind;

/** The kind of an uploaded field sheet, refused in the field sheet's words (`sheet/spreadsheet-kind.ts`). */
export const sheetKind = (fileName: string, mimeType: string, head: Buffer): SheetKind =>
  spreadsheetKind(fileName, mimeType, head, { malformed: r.fileMalformed, type: r.fileType });

interface Columns {
  meter: number;
  current: number;
  /** -1 in a sheet without the Anomalia column (one exported before it existed). */
  anomaly: number;
}

/** Finds the columns of Contador, Leitura Actual and Anomalia from a header row; null when it is not the header. */
function headerColumns(cells: string[]): Columns | null {
  const keys = cells.map(headerKey);
  const meter = keys.indexOf(headerKey(SHEET_HEADERS.meterId));
  const current = keys.indexOf(headerKey(SHEET_HEADERS.currentReading));
  const anomaly = keys.indexOf(headerKey(SHEET_HEADERS.anomaly));
  return meter >= 0 && current >= 0 ? { meter, current, anomaly } : null;
}

/**
 * Collects the data rows under the header; rows with neither a current reading nor an anomaly were not visited this
 * month and are left out.
 */
class RowCollector {
  private columns: Columns | null = null;
  readonly rows: UploadedRow[] = [];
  private seen = 0;

  add(line: number, cells: string[]): void {
    if (!this.columns) {
      this.columns = headerColumns(cells);
      return;
    }
    const meterId = cells[this.columns.meter] ?? '';
    const currentReading = cells[this.columns.current] ?? '';
    const anomalyCode = this.columns.anomaly >= 0 ? (cells[this.columns.anomaly] ?? '').trim() : '';
    if (meterId === '' && currentReading === '') return;
    this.seen += 1;
    if (this.seen > MAX_ROWS) throw badRequest(r.fileTooManyRows);
    if (currentReading === '' && anomalyCode === '') return;
    this.rows.push({ row: line, meterId, currentReading, anomalyCode });
  }

  finish(): UploadedRow[] {
    if (!this.columns) throw badRequest(r.fileHeader);
    if (this.rows.length === 0) throw badRequest(r.fileEmpty);
    return this.rows;
  }
}

async function readXlsx(file: Buffer): Promise<UploadedRow[]> {
  const collector = new RowCollector();
  await readFirstWorksheet(file, (line, cells) => collector.add(line, cells));
  return collector.finish();
}

function readCsv(file: Buffer): UploadedRow[] {
  const rows = csvRows(file);
  if (!rows) throw badRequest(r.fileMalformed);
  const collector = new RowCollector();
  for (const { line, cells } of rows) collector.add(line, cells);
  return collector.finish();
}

/** The filled-in rows of an uploaded field sheet; anything unreadable is a 400, never a crash. */
export async function readFieldSheet(file: Buffer, kind: SheetKind): Promise<UploadedRow[]> {
  if (kind === 'csv') return readCsv(file);
  try {
    return await readXlsx(file);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(r.fileMalformed);
  }
}
