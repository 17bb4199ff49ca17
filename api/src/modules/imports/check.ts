import {
  checkImportCells,
  type ImportCells,
  type ImportRow,
  type ImportRowError,
  importHeader,
} from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../clients/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { contractTypes, zones } from '../setup/tables.ts';

// The checks of an import file's rows (docs/domain.md "Importing existing books"): each row's cells by the domain's
// rules, then what needs the database and the whole file — zone and contract type known, meter serial numbers and
// NUITs unique inside the file and not already stored (a re-sent file is refused row by row, "já importado").

const r = messages.imports.rules;

/** A row ready to be stored, with its zone's and contract type's ids. */
export interface ResolvedRow extends ImportRow {
  zoneId: number;
  contractTypeId: number;
}

export interface CheckedFile {
  rows: ResolvedRow[];
  errors: ImportRowError[];
}

const key = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** Zones by designation and by description, contract types by designation, case-insensitively. */
async function setupLookups(db: Executor) {
  const zoneRows = await db
    .select({ id: zones.id, designation: zones.designation, description: zones.description })
    .from(zones);
  const zoneIds = new Map<string, number>();
  // A designation wins over another zone's description of the same text.
  for (const zone of zoneRows)
    if (!zoneIds.has(key(zone.description))) zoneIds.set(key(zone.description), zone.id);
  for (const zone of zoneRows) zoneIds.set(key(zone.designation), zone.id);
  const typeRows = await db
    .select({ id: contractTypes.id, designation: contractTypes.designation })
    .from(contractTypes);
  return { zoneIds, typeIds: new Map(typeRows.map((type) => [key(type.designation), type.id])) };
}

/** The serial numbers and NUITs among `rows` that the database already holds. */
async function storedKeys(db: Executor, rows: readonly ImportRow[]) {
  const serials = await db.execute<{ serial: string }>(sql`
    select ${clientMeters.serialNumber} as serial from ${clientMeters}
     where ${clientMeters.serialNumber} = any(${sql.param(rows.map((row) => row.serial))}::text[])`);
  const nuits = rows.flatMap((row) => (row.nuit ? [row.nuit] : []));
  const stored = await db.execute<{ nuit: string }>(sql`
    select distinct ${clients.nuit} as nuit from ${clients}
     where ${clients.nuit} = any(${sql.param(nuits)}::text[])`);
  return {
    serials: new Set(serials.rows.map((row) => row.serial)),
    nuits: new Set(stored.rows.map((row) => row.nuit)),
  };
}

/** Every problem of the file, by line and column; the rows when there is none. */
export async function checkImportRows(db: Executor, cells: readonly ImportCells[]): Promise<CheckedFile> {
  const errors: ImportRowError[] = [];
  const valid: ImportRow[] = [];
  for (const row of cells) {
    const checked = checkImportCells(row);
    if (Array.isArray(checked)) errors.push(...checked);
    else valid.push(checked);
  }
  const { zoneIds, typeIds } = await setupLookups(db);
  const stored = await storedKeys(db, valid);
  const serialRow = new Map<string, number>();
  const nuitRow = new Map<string, number>();
  const rows: ResolvedRow[] = [];
  for (const row of valid) {
    const before = errors.length;
    const fail = (column: Parameters<typeof importHeader>[0], message: string) =>
      errors.push({ row: row.row, column: importHeader(column), message });
    const zoneId = zoneIds.get(key(row.zone));
    if (zoneId === undefined) fail('zone', r.zone(row.zone));
    const contractTypeId = typeIds.get(key(row.contractType));
    if (contractTypeId === undefined) fail('contractType', r.contractType(row.contractType));
    const firstSerial = serialRow.get(row.serial);
    if (stored.serials.has(row.serial)) fail('serial', r.serialImported(row.serial));
    else if (firstSerial !== undefined) fail('serial', r.duplicateSerial(firstSerial));
    else serialRow.set(row.serial, row.row);
    if (row.nuit) {
      const firstNuit = nuitRow.get(row.nuit);
      if (stored.nuits.has(row.nuit)) fail('nuit', r.nuitImported(row.nuit));
      else if (firstNuit !== undefined) fail('nuit', r.duplicateNuit(firstNuit));
      else nuitRow.set(row.nuit, row.row);
    }
    if (errors.length === before)
      rows.push({ ...row, zoneId: zoneId as number, contractTypeId: contractTypeId as number });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors };
}
