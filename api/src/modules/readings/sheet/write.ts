import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { forEachInTurns } from '../../../http/turns.ts';
import { neutralise } from '../../../sheet/cells.ts';
import type { FieldSheetRow, Period } from '../field-sheet.ts';
import { SHEET_HEADERS } from './headers.ts';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The field sheet as a stream of .xlsx bytes, written row by row (exceljs streaming writer). */
export function writeFieldSheet(rows: FieldSheetRow[], period: Period, sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(
    neutralise(sheetName)
      .slice(0, 31)
      .replace(/[\\/?*[\]:]/g, ' ') || 'Leituras',
  );
  sheet.columns = [
    { header: SHEET_HEADERS.meterId, key: 'meterId', width: 12 },
    { header: SHEET_HEADERS.clientName, key: 'clientName', width: 32 },
    { header: SHEET_HEADERS.address, key: 'address', width: 36 },
    { header: SHEET_HEADERS.previousReading, key: 'previousReading', width: 18 },
    { header: SHEET_HEADERS.currentReading, key: 'currentReading', width: 16 },
    { header: SHEET_HEADERS.month, key: 'month', width: 8 },
    { header: SHEET_HEADERS.year, key: 'year', width: 8 },
    { header: SHEET_HEADERS.anomaly, key: 'anomaly', width: 10 },
    { header: SHEET_HEADERS.expectedLow, key: 'expectedLow', width: 16 },
    { header: SHEET_HEADERS.expectedHigh, key: 'expectedHigh', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const writeRows = async () => {
    // Serialising rows is CPU work on the worker thread: its other tasks get a turn between batches.
    await forEachInTurns(rows, (row) => {
      sheet
        .addRow({
          meterId: row.meterId,
          clientName: neutralise(row.clientName),
          address: neutralise(row.address),
          previousReading: row.previousReading,
          currentReading: null,
          anomaly: null,
          expectedLow: row.expectedLow,
          expectedHigh: row.expectedHigh,
          month: period.readingMonth,
          year: period.readingYear,
        })
        .commit();
    });
    sheet.commit();
    await workbook.commit();
  };
  writeRows().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
