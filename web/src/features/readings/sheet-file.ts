import { messages } from '@agua/domain/messages';

// The field sheet a user picks or drops, judged before anything is sent.

/** The types the upload takes (the api refuses any other with 415). */
export const SHEET_ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** Why a chosen file cannot be the field sheet, or null when its name says .xlsx or .csv. */
export function sheetFileRefusal(file: { name: string }): string | null {
  return /\.(xlsx|csv)$/i.test(file.name) ? null : messages.readings.rules.fileType;
}

const decimal = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 1 });

/** A file's size as pt-PT writes it: bytes under 1 KB, then KB and MB with one decimal (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / 1024 / 1024)} MB`;
}
