import { messages } from '@agua/domain/messages';
import type { Centavos } from '@agua/domain/money';
import { normalizePhone } from '@agua/domain/rules/phone';
import { badRequest } from '../../http/errors.ts';
import { headerKey } from '../../sheet/cells.ts';
import { splitCsvLine } from '../../sheet/csv-line.ts';

// The M-Pesa statement export as the business portal writes it (README "M-Pesa statement reconciliation"): a few
// lines about the account, then a header row and one line per transaction — Receipt No., Completion Time,
// Initiation Time, Details, Transaction Status, Paid In, Withdrawn, Balance, Other Party Info… Staff also save it
// from a spreadsheet in Portuguese, so the columns are found by name (case, accents and pt/en names alike), `;` or
// `,` separate the cells, and amounts may be written 1.234,50 or 1234.50.

const a = messages.mpesa.statement.api;
export const MAX_STATEMENT_ROWS = 50_000;
/** How far down the header may be: the portal writes the account's details above it. */
const HEADER_SEARCH_LINES = 30;

/** Accepted header names of each column (compared by headerKey: trimmed, lower case, no accents). */
export const STATEMENT_COLUMNS = {
  transactionId: [
    'Receipt No.',
    'Receipt No',
    'Receipt',
    'Transaction ID',
    'TransactionID',
    'ID da Transacção',
    'ID da Transação',
    'ID Transacção',
    'Nº Recibo',
    'N.º Recibo',
    'Número do Recibo',
    'Recibo M-Pesa',
  ],
  amount: [
    'Paid In',
    'Amount Paid In',
    'Amount',
    'Valor Recebido',
    'Valor Pago',
    'Valor',
    'Montante',
    'Entrada',
    'Crédito',
  ],
  completedAt: [
    'Completion Time',
    'Completion Date',
    'Date',
    'Transaction Date',
    'Data de Conclusão',
    'Data Conclusão',
    'Data',
    'Data/Hora',
    'Data da Transacção',
  ],
  details: ['Details', 'Reference', 'Detalhes', 'Descrição', 'Referência'],
  msisdn: ['Other Party Info', 'MSISDN', 'Phone', 'Telefone', 'Contraparte', 'Número de Telefone'],
  status: ['Transaction Status', 'Status', 'Estado', 'Estado da Transacção'],
} as const;
type Column = keyof typeof STATEMENT_COLUMNS;

/** Statuses of a completed transaction; other rows (failed, pending…) moved no money and are left out. */
const COMPLETED = new Set(['completed', 'concluido', 'concluida', 'sucesso', 'success', 'successful']);

export interface StatementLine {
  row: number;
  transactionId: string;
  completedAt: Date | null;
  details: string | null;
  msisdn: string | null;
  amount: Centavos;
}

export interface RowError {
  row: number;
  transactionId: string;
  message: string;
}

export type ParsedStatement = { ok: true; lines: StatementLine[] } | { ok: false; errors: RowError[] };

const KEYS = Object.fromEntries(
  Object.entries(STATEMENT_COLUMNS).map(([column, names]) => [column, names.map(headerKey)]),
) as Record<Column, string[]>;

/** The column indexes of a header row, or null when this row is not the header. */
function headerColumns(cells: string[]): Partial<Record<Column, number>> | null {
  const keys = cells.map(headerKey);
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(KEYS) as Column[]) {
    // The first accepted name present wins ("Paid In" before a plain "Amount" or "Balance").
    for (const name of KEYS[column]) {
      const index = keys.indexOf(name);
      if (index >= 0 && !Object.values(found).includes(index)) {
        found[column] = index;
        break;
      }
    }
  }
  return found.transactionId !== undefined && found.amount !== undefined ? found : null;
}

/**
 * An amount as statements and spreadsheets write it: 1234.50, 1234,50, 1.234,50, 1,234.50, 1 234,50, "MZN 150".
 * The last of '.' or ',' followed by one or two digits is the decimal mark; the others group thousands. Answers
 * centavos, or null when unreadable. Empty is 0 (a withdrawal line has no Paid In).
 */
export function parseStatementAmount(text: string): Centavos | null {
  const cleaned = text.replace(/\s|\u00a0|MZN|MT|Mt/g, '');
  if (cleaned === '') return 0;
  if (!/^-?[\d.,]+$/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const body = negative ? cleaned.slice(1) : cleaned;
  const decimal = /[.,](\d{1,2})$/.exec(body);
  let whole = decimal ? body.slice(0, decimal.index) : body;
  const fraction = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  // What is left may only group thousands: 1.234.567 or 1,234,567 (one mark throughout), or plain digits.
  if (/[.,]/.test(whole)) {
    if (!/^\d{1,3}([.,]\d{3})+$/.test(whole) || (whole.includes('.') && whole.includes(','))) return null;
    whole = whole.replace(/[.,]/g, '');
  }
  if (!/^\d+$/.test(whole) || whole.length > 12) return null;
  const centavos = Number(whole) * 100 + Number(fraction);
  return negative ? -centavos : centavos;
}

/**
 * A completion time in Maputo time (UTC+2, no daylight saving): 2026-11-20 14:03:11, 2026-11-20T14:03,
 * 20/11/2026 14:03, 20-11-2026, 20.11.2026 14:03:11. Null when unreadable.
 */
export function parseStatementDate(text: string): Date | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  let parts: string[] | undefined;
  if (match) parts = [match[1]!, match[2]!, match[3]!, match[4] ?? '0', match[5] ?? '0', match[6] ?? '0'];
  else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,? (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
    if (match) parts = [match[3]!, match[2]!, match[1]!, match[4] ?? '0', match[5] ?? '0', match[6] ?? '0'];
  }
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const instant = new Date(Date.UTC(year, month - 1, day, hour - 2, minute, second));
  // 31/02 rolls into March: refused.
  const check = new Date(instant.getTime() + 2 * 3600_000);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  return instant;
}

/** The payer's number from "258841234567 - JOAO" or "84 123 4567": the 9 national digits when it has them. */
function payerNumber(text: string): string | null {
  const digits = /(?:\+?\d[\d\s-]{7,16}\d)/.exec(text)?.[0];
  if (!digits) return text.trim() || null;
  return normalizePhone(digits).slice(0, 20);
}

function decode(file: Buffer): string {
  if (file.includes(0)) throw badRequest(a.fileMalformed);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw badRequest(a.fileMalformed);
  }
}

/**
 * The money-in lines of a statement. Rows that are not a completed payment in (a withdrawal, a failed
 * transaction, a blank row) are left out; a row that cannot be read is listed with its line number and why.
 */
export function readStatementCsv(file: Buffer): ParsedStatement {
  const lines = decode(file)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  let header: { index: number; delimiter: string; columns: Partial<Record<Column, number>> } | undefined;
  for (let index = 0; index < Math.min(lines.length, HEADER_SEARCH_LINES) && !header; index += 1) {
    const line = lines[index] ?? '';
    for (const delimiter of [';', ',', '\t']) {
      if (!line.includes(delimiter)) continue;
      const columns = headerColumns(splitCsvLine(line, delimiter));
      if (columns) {
        header = { index, delimiter, columns };
        break;
      }
    }
  }
  if (!header) throw badRequest(a.fileHeader);
  if (lines.length - header.index > MAX_STATEMENT_ROWS + 1) throw badRequest(a.fileTooManyRows);

  const { columns, delimiter } = header;
  const cell = (cells: string[], column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const found: StatementLine[] = [];
  const errors: RowError[] = [];
  const firstRow = new Map<string, number>();
  for (let index = header.index + 1; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (text.trim() === '') continue;
    const row = index + 1;
    const cells = splitCsvLine(text, delimiter);
    const transactionId = cell(cells, 'transactionId');
    const amountText = cell(cells, 'amount');
    const status = headerKey(cell(cells, 'status'));
    if (status !== '' && !COMPLETED.has(status)) continue;
    const amount = parseStatementAmount(amountText);
    if (transactionId === '' && amountText === '') continue;
    if (amount === null || amount < 0) {
      errors.push({ row, transactionId, message: a.rowBadAmount(row, amountText) });
      continue;
    }
    // A withdrawal or a charge: no money in.
    if (amount === 0) continue;
    if (transactionId === '') {
      errors.push({ row, transactionId, message: a.rowMissingId(row) });
      continue;
    }
    if (!/^[A-Za-z0-9]{1,40}$/.test(transactionId)) {
      errors.push({ row, transactionId, message: a.rowBadId(row, transactionId) });
      continue;
    }
    const dateText = cell(cells, 'completedAt');
    const completedAt = dateText === '' ? null : parseStatementDate(dateText);
    if (dateText !== '' && !completedAt) {
      errors.push({ row, transactionId, message: a.rowBadDate(row, dateText) });
      continue;
    }
    const first = firstRow.get(transactionId.toUpperCase());
    if (first !== undefined) {
      errors.push({ row, transactionId, message: a.rowRepeated(row, transactionId, first) });
      continue;
    }
    firstRow.set(transactionId.toUpperCase(), row);
    const msisdnText = cell(cells, 'msisdn');
    found.push({
      row,
      transactionId,
      completedAt,
      details: cell(cells, 'details').slice(0, 500) || null,
      msisdn: msisdnText ? payerNumber(msisdnText) : null,
      amount,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (found.length === 0) throw badRequest(a.fileEmpty);
  return { ok: true, lines: found };
}
