import {
  IMPORT_COLUMNS,
  type ImportCells,
  type ImportColumn,
  importHeader,
  MAX_IMPORT_ROWS,
} from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { badRequest, HttpError } from '../../http/errors.ts';
import { headerKey } from '../../sheet/cells.ts';
import { csvRows } from '../../sheet/csv-line.ts';
import { type SpreadsheetKind, spreadsheetKind } from '../../sheet/spreadsheet-kind.ts';
import { readFirstWorksheet } from '../../sheet/xlsx-rows.ts';

// An uploaded import file's rows, read in a worker thread (imports.task.ts): an .xlsx through the shared streaming
// reader and its zip guard (sheet/xlsx-rows.ts, sheet/zip-guard.ts), a CSV as UTF-8 with `;` or `,`. Columns are
// found by the template's header names (messages.imports.columns), in any order.

const r = messages.imports.rules;
export type ImportFileKind = SpreadsheetKind;

/** The kind of an upload from its name, type and first bytes, refused in the import's words. */
export const importFileKind = (fileName: string, mimeType: string, head: Buffer): ImportFileKind =>
  spreadsheetKind(fileName, mimeType, head, { malformed: r.fileMalformed, type: r.fileType });

/** A cell's text as typed: trimmed, without the apostrophe a spreadsheet puts before text that looks like a formula. */
const plain = (text: string) => text.trim().replace(/^'(?=[=+\-@])/, '');

class RowCollector {
  private columns: Record<ImportColumn, number> | null = null;
  readonly rows: ImportCells[] = [];

  add(line: number, cells: string[]): void {
    if (!this.columns) {
      const keys = cells.map(headerKey);
      const found = IMPORT_COLUMNS.map(
        (column) => [column, keys.indexOf(headerKey(importHeader(column)))] as const,
      );
      const missing = found.find(([, at]) => at < 0);
      if (missing) throw badRequest(r.fileHeader(importHeader(missing[0])));
      this.columns = Object.fromEntries(found) as Record<ImportColumn, number>;
      return;
    }
    const columns = this.columns;
    const row = Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [column, plain(cells[columns[column]] ?? '')]),
    ) as Record<ImportColumn, string>;
    if (Object.values(row).every((value) => value === '')) return;
    if (this.rows.length >= MAX_IMPORT_ROWS) throw badRequest(r.fileTooManyRows);
    this.rows.push({ row: line, cells: row });
  }

  finish(): ImportCells[] {
    if (!this.columns) throw badRequest(r.fileHeader(importHeader('name')));
    if (this.rows.length === 0) throw badRequest(r.fileEmpty);
    return this.rows;
  }
}

function readCsv(file: Buffer): ImportCells[] {
  const rows = csvRows(file);
  if (!rows) throw badRequest(r.fileMalformed);
  const collector = new RowCollector();
  for (const { line, cells } of rows) collector.add(line, cells);
  return collector.finish();
}

/** The client rows of an uploaded file; anything unreadable is a Portuguese 400, never a crash. */
export async function readImportFile(file: Buffer, kind: ImportFileKind): Promise<ImportCells[]> {
  if (kind === 'csv') return readCsv(file);
  try {
    const collector = new RowCollector();
    await readFirstWorksheet(file, (line, cells) => collector.add(line, cells));
    return collector.finish();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(r.fileMalformed);
  }
}
