import { badRequest, HttpError } from '../http/errors.ts';

/** A spreadsheet upload is an .xlsx (a zip) or a CSV; each area says in its own words what it refuses. */
export type SpreadsheetKind = 'xlsx' | 'csv';

const XLSX_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

/**
 * The kind of an uploaded file from its name, declared type and first bytes; anything but a spreadsheet is 415
 * (`refusals.type`). A file that claims to be .xlsx but is not a zip is malformed (400, `refusals.malformed`), not of
 * the wrong type. Shared by the field sheet and the import.
 */
export function spreadsheetKind(
  fileName: string,
  mimeType: string,
  head: Buffer,
  refusals: { malformed: string; type: string },
): SpreadsheetKind {
  const name = fileName.toLowerCase();
  const isZip = head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
  if (name.endsWith('.xlsx') || XLSX_TYPES.includes(mimeType)) {
    if (!isZip) throw badRequest(refusals.malformed);
    return 'xlsx';
  }
  if (name.endsWith('.csv') || (CSV_TYPES.includes(mimeType) && !isZip)) return 'csv';
  throw new HttpError(415, refusals.type);
}
