import type { Centavos } from '@agua/domain/money';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { moveBalances } from '../ledger/ledger.ts';
import { clientMeters } from '../meters/tables.ts';
import type { ResolvedRow } from './check.ts';
import { clientImports } from './tables.ts';

// The set-based store of an import's checked rows (docs/domain.md "Importing existing books"), inside the caller's
// one transaction: ids drawn from each table's sequence in one statement, then one INSERT … SELECT FROM unnest()
// per table and slice of rows, and the opening balances through the ledger (moveBalances). 50,000 rows are a few
// dozen statements, never 50,000 round trips.

/**
 * Rows per statement: a slice's arrays are a few hundred kB of parameters at most, and the thread breathes in
 * between. Each slice is a step of the progress the screen shows, so a file is cut in about twenty of them.
 */
export const rowsPerSlice = (total: number) => Math.min(5000, Math.max(500, Math.ceil(total / 20)));

export interface ImportTotals {
  clients: number;
  openingCredit: Centavos;
  openingDebt: Centavos;
}

async function nextIds(tx: Transaction, table: string, count: number): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count}::int)`);
  return result.rows.map((row) => Number(row.id));
}

const param = <T>(values: T[]) => sql.param(values);

export function totalsOf(rows: readonly ResolvedRow[]): ImportTotals {
  let openingCredit = 0;
  let openingDebt = 0;
  for (const row of rows) {
    if (row.balance > 0) openingCredit += row.balance;
    else openingDebt += row.balance;
  }
  return { clients: rows.length, openingCredit, openingDebt };
}

/**
 * Stores the rows and the import's own row (of the job's id); answers that id. After each slice, its clients with
 * their meter, contract and opening balance, `onProgress` hears how many rows are stored — in this transaction,
 * so seen by others only as progress the caller records outside it (jobs.ts). The import's row is written first, audited by
 * its trigger (migration 0019) as the one trail entry of the whole import; the rest are loaded with the trail off
 * for the rest of this transaction (agua.audit, api/src/db/audit-context.ts).
 */
export async function storeImport(
  tx: Transaction,
  rows: readonly ResolvedRow[],
  file: { importId: number; fileName: string; checksum: string },
  userId: number | null,
  onProgress: (rowsDone: number) => Promise<void>,
): Promise<number> {
  const clientIds = await nextIds(tx, 'clients', rows.length);
  const meterIds = await nextIds(tx, 'client_meters', rows.length);
  const contractIds = await nextIds(tx, 'contracts', rows.length);
  const totals = totalsOf(rows);
  const [created] = await tx
    .insert(clientImports)
    .values({
      id: file.importId,
      fileName: file.fileName,
      checksum: file.checksum,
      ...totals,
      firstClientId: clientIds[0] ?? null,
      lastClientId: clientIds.at(-1) ?? null,
      createdBy: userId,
    })
    .returning({ id: clientImports.id });
  const importId = created?.id ?? 0;
  await tx.execute(sql`select set_config('agua.audit', 'off', true)`);

  const perSlice = rowsPerSlice(rows.length);
  for (let start = 0; start < rows.length; start += perSlice) {
    const slice = rows.slice(start, start + perSlice);
    const ids = param(clientIds.slice(start, start + slice.length));
    const meters = param(meterIds.slice(start, start + slice.length));
    await tx.execute(sql`
      insert into ${clients} (id, name, phone_number, address, nuit, zone_id)
      select * from unnest(${ids}::int[], ${param(slice.map((row) => row.name))}::text[],
                           ${param(slice.map((row) => row.phone))}::text[],
                           ${param(slice.map((row) => row.address))}::text[],
                           ${param(slice.map((row) => row.nuit))}::text[],
                           ${param(slice.map((row) => row.zoneId))}::int[])`);
    await tx.execute(sql`
      insert into ${clientMeters} (id, client_id, serial_number, digits, cubic_meters)
      select * from unnest(${meters}::int[], ${ids}::int[], ${param(slice.map((row) => row.serial))}::text[],
                           ${param(slice.map((row) => row.digits))}::smallint[],
                           ${param(slice.map((row) => row.index))}::int[])`);
    await tx.execute(sql`
      insert into ${contracts} (id, client_id, meter_id, contract_type_id, start_date, contract_status, balance)
      select id, client_id, meter_id, contract_type_id, start_date, 1, 0
        from unnest(${param(contractIds.slice(start, start + slice.length))}::int[], ${ids}::int[], ${meters}::int[],
                    ${param(slice.map((row) => row.contractTypeId))}::int[],
                    ${param(slice.map((row) => row.contractStart))}::date[])
             as row(id, client_id, meter_id, contract_type_id, start_date)`);
    // Each opening balance is an OPENING_BALANCE ledger row naming the import, so balance = Σ ledger holds.
    await moveBalances(
      tx,
      slice.map((row, index) => ({
        contractId: contractIds[start + index] as number,
        amount: row.balance,
        kind: 'OPENING_BALANCE' as const,
        reference: `import:${importId}`,
        userId,
      })),
    );
    await onProgress(start + slice.length);
  }
  return importId;
}
