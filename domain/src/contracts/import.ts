import { z } from 'zod';
import { messages } from '../messages.ts';
import type { Centavos } from '../money.ts';
import { isMozambicanPhone, normalizePhone } from '../rules/phone.ts';

// Importar Dados (docs/domain.md "Importing existing books"): one spreadsheet row per client with its meter and
// contract. The cell rules live here, pure, so the api's check (in a worker thread) and any screen read a row alike;
// what needs the database (zones, contract types, serials and NUITs already there) is the api's.

const r = messages.imports.rules;
const c = messages.imports.columns;

export const IMPORT_MODES = ['DRY_RUN', 'COMMIT'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
/** Rows one file may hold. */
export const MAX_IMPORT_ROWS = 50_000;
/** Row problems one answer lists at most (the count is always whole). */
export const MAX_LISTED_ERRORS = 5_000;
/** |opening balance| at most, in centavos (10,000,000.00 MZN). */
export const MAX_OPENING_CENTAVOS = 1_000_000_000;

export type ImportColumn = keyof typeof c;
/** The template's columns, in order. */
export const IMPORT_COLUMNS = Object.keys(c) as ImportColumn[];
export const importHeader = (column: ImportColumn): string => c[column];

/** One row as read from the file: each column's text, trimmed, and its line number. */
export interface ImportCells {
  row: number;
  cells: Record<ImportColumn, string>;
}

/** A row's cells once every rule that needs no database holds. */
export interface ImportRow {
  row: number;
  name: string;
  nuit: string | null;
  phone: string;
  zone: string;
  address: string;
  serial: string;
  digits: number;
  index: number;
  contractType: string;
  contractStart: string;
  balance: Centavos;
}

export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(?:\\${separator}\\d{3})+$`);

/**
 * An amount as people write it: `1.234,50` (pt-PT), `1234,50`, `1234.50`, `1,234.50`, `-150`. The last separator
 * followed by one or two digits is the decimal one; the other may only group thousands by three. One separator
 * followed by exactly three digits (`1.234`, `1,234`) could be either and is refused, as is anything else.
 */
export function parseAmount(text: string): { centavos: Centavos } | { error: string } {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/(MZN|MT)$/i, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!match) return { error: r.amount };
  const [, sign, body = ''] = match;
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  let whole = body;
  let fraction = '';
  if (last >= 0) {
    const tail = body.slice(last + 1);
    const separator = body[last] as string;
    const other = separator === '.' ? ',' : '.';
    const head = body.slice(0, last);
    if (/^\d{1,2}$/.test(tail) && !head.includes(separator)) {
      // A decimal separator: the head is plain digits or thousands grouped by the other separator.
      if (!/^\d+$/.test(head) && !GROUPED(other).test(head)) return { error: r.amount };
      whole = head.split(other).join('');
      fraction = tail;
    } else if (/^\d{3}$/.test(tail)) {
      if (body.includes(other)) return { error: r.amount };
      if (!GROUPED(separator).test(body)) return { error: r.amount };
      // "1.234" or "1,234": thousands or decimals? Only a second group ("1.234.567") says for sure.
      if (body.split(separator).length === 2) return { error: r.amountAmbiguous };
      whole = body.split(separator).join('');
    } else return { error: r.amount };
  }
  if (!/^\d+$/.test(whole) || whole.length > 12) return { error: r.amount };
  const centavos = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (centavos > MAX_OPENING_CENTAVOS) return { error: r.amountTooBig };
  return { centavos: sign === '-' ? -centavos : centavos };
}

/** Excel's day 0 (its serial dates count from 1899-12-30, the 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A date as `2024-03-01`, `01/03/2024` (day first), or a spreadsheet's serial number; null when none of them. */
export function parseDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  else if (/^\d{5}$/.test(text))
    return new Date(EXCEL_EPOCH + Number(text) * 86_400_000).toISOString().slice(0, 10);
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (year < 1950 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

const LIMITS: Partial<Record<ImportColumn, number>> = {
  name: 200,
  zone: 100,
  address: 300,
  serial: 30,
  contractType: 100,
};

/** A row checked against every rule that needs no database: the row, or each column's problem. */
export function checkImportCells({ row, cells }: ImportCells): ImportRow | ImportRowError[] {
  const errors: ImportRowError[] = [];
  const fail = (column: ImportColumn, message: string) => errors.push({ row, column: c[column], message });
  for (const column of ['name', 'phone', 'zone', 'address', 'serial', 'digits', 'index'] as const) {
    if (cells[column] === '') fail(column, r.required);
  }
  for (const [column, max] of Object.entries(LIMITS) as [ImportColumn, number][]) {
    if (cells[column].length > max) fail(column, r.tooLong(max));
  }
  const nuit = cells.nuit === '' ? null : cells.nuit.replace(/\s+/g, '');
  if (nuit !== null && !/^\d{9}$/.test(nuit)) fail('nuit', r.nuit);
  const phone = normalizePhone(cells.phone);
  if (cells.phone !== '' && !isMozambicanPhone(phone)) fail('phone', r.phone);
  const digits = Number(cells.digits);
  const digitsOk = /^\d+$/.test(cells.digits) && digits >= 3 && digits <= 9;
  if (cells.digits !== '' && !digitsOk) fail('digits', r.digits);
  const index = Number(cells.index);
  if (cells.index !== '' && !/^\d{1,10}$/.test(cells.index)) fail('index', r.index);
  else if (cells.index !== '' && digitsOk && index >= 10 ** digits) fail('index', r.indexTooBig(digits));
  if (cells.contractType === '') fail('contractType', r.required);
  const start = cells.contractStart === '' ? null : parseDay(cells.contractStart);
  if (start === null) fail('contractStart', cells.contractStart === '' ? r.required : r.date);
  let balance = 0;
  if (cells.balance !== '') {
    const amount = parseAmount(cells.balance);
    if ('error' in amount) fail('balance', amount.error);
    else balance = amount.centavos;
  }
  if (errors.length > 0) return errors;
  return {
    row,
    name: cells.name,
    nuit,
    phone,
    zone: cells.zone,
    address: cells.address,
    serial: cells.serial.toUpperCase(),
    digits,
    index,
    contractType: cells.contractType,
    contractStart: start as string,
    balance,
  };
}

/** multipart field `mode`: DRY_RUN checks and saves nothing; COMMIT saves every row or none. */
export const importModeSchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: r.mode }).default('DRY_RUN'),
});

const rowErrorSchema = z
  .object({
    row: z.number().int().describe('Line of the file (the header is line 1)'),
    column: z.string().describe('The column, as the template names it'),
    message: z.string().describe('What is wrong, in Portuguese'),
  })
  .meta({ id: 'ImportRowError' });

/** What an import answers: the rows read, their problems, and what was created (COMMIT only). */
export const importResultSchema = z
  .object({
    mode: z.enum(IMPORT_MODES),
    committed: z.boolean().describe('True when the rows were saved (COMMIT without problems)'),
    importId: z.number().int().nullable().describe('The saved import (Importações anteriores)'),
    rows: z.number().int().describe('Client rows read from the file'),
    errorCount: z.number().int().describe('Every problem found, also those left out of errors'),
    errors: z.array(rowErrorSchema).describe(`The first ${MAX_LISTED_ERRORS} problems, by line`),
    clients: z.number().int().describe('Clients (each with a meter and a contract) created'),
    openingCredit: z.number().describe('Σ positive opening balances (MZN)'),
    openingDebt: z.number().describe('Σ negative opening balances (MZN, ≤ 0)'),
  })
  .meta({ id: 'ImportResult' });
export type ImportResultResponse = z.output<typeof importResultSchema>;

/** A saved import (Importações anteriores). */
export const clientImportResponseSchema = z
  .object({
    importId: z.number().int(),
    fileName: z.string(),
    checksum: z.string().describe('SHA-256 (hex) of the file as uploaded'),
    clients: z.number().int(),
    openingCredit: z.number(),
    openingDebt: z.number(),
    createdByName: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601 instant (UTC)'),
  })
  .meta({ id: 'ClientImport' });
export type ClientImportResponse = z.output<typeof clientImportResponseSchema>;

/** A COMMIT refused for its rows' problems: nothing saved; the same report as a dry run's, with a message. */
export const importRefusedSchema = importResultSchema
  .extend({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string().describe('Portuguese text fit to show the user'),
  })
  .meta({ id: 'ImportRefused' });

/**
 * Where a committed upload stands: queued, being imported (rows done of the total), done, or failed with a
 * Portuguese reason (its rows' problems, or a job that failed every attempt) — nothing is saved unless CONCLUIDA.
 */
export const IMPORT_STATES = ['EM_FILA', 'A_IMPORTAR', 'CONCLUIDA', 'FALHOU'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
export const isImportFinished = (state: ImportState) => state === 'CONCLUIDA' || state === 'FALHOU';

/** A COMMIT upload accepted (202) and then followed by its id: the job's state and progress. */
export const clientImportJobResponseSchema = z
  .object({
    importId: z
      .number()
      .int()
      .describe('The import (the job, and the saved import of the same id once done)'),
    fileName: z.string(),
    state: z.enum(IMPORT_STATES),
    rowsTotal: z.number().int().describe('Client rows of the file'),
    rowsDone: z.number().int().describe('Rows stored so far (all of them only once CONCLUIDA)'),
    reason: z.string().nullable().describe('Why it failed (FALHOU), in Portuguese'),
    errorCount: z.number().int().describe('Row problems found by the job (a file imported meanwhile)'),
    errors: z.array(rowErrorSchema).describe(`The first ${MAX_LISTED_ERRORS} problems, by line`),
    clients: z.number().int().describe('Clients created (CONCLUIDA)'),
    openingCredit: z.number().describe('Σ positive opening balances created (MZN)'),
    openingDebt: z.number().describe('Σ negative opening balances created (MZN, ≤ 0)'),
    createdByName: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601 instant (UTC)'),
    finishedAt: z.string().nullable().describe('ISO 8601 instant (UTC)'),
  })
  .meta({ id: 'ClientImportJob' });
export type ClientImportJobResponse = z.output<typeof clientImportJobResponseSchema>;
