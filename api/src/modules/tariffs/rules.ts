import { monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { contracts } from '../contracts/tables.ts';
import { invoices } from '../invoices/tables.ts';
import { contractTypes } from '../setup/tables.ts';
import { tariffVersions } from './tables.ts';

// What a tariff write must check, with the contract type locked (docs/domain.md "Tarifas").

const r = messages.tariffs.refusals;

/** Locks the contract type FOR UPDATE: invoices being priced by it (in-force.ts holds it FOR SHARE) finish first. */
export async function lockContractType(tx: Executor, contractTypeId: number): Promise<void> {
  const [type] = await tx
    .select({ id: contractTypes.id })
    .from(contractTypes)
    .where(eq(contractTypes.id, contractTypeId))
    .for('update');
  if (!type) throw notFound(r.contractTypeNotFound);
}

/** A version that priced an invoice is frozen: 409. */
export async function refuseLocked(tx: Executor, versionId: number): Promise<void> {
  const [used] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.tariffVersionId, versionId))
    .limit(1);
  if (used) throw conflict(r.locked);
}

/** Two versions of one type never share a date: 400 on effectiveFrom. */
export async function refuseDateTaken(
  tx: Executor,
  contractTypeId: number,
  effectiveFrom: string,
  exceptVersionId?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ id: tariffVersions.id })
    .from(tariffVersions)
    .where(
      and(
        eq(tariffVersions.contractTypeId, contractTypeId),
        eq(tariffVersions.effectiveFrom, effectiveFrom),
        exceptVersionId === undefined ? undefined : ne(tariffVersions.id, exceptVersionId),
      ),
    );
  if (taken) {
    const message = r.dateTaken(effectiveFrom);
    throw badRequest(message, [{ field: 'effectiveFrom', message }]);
  }
}

/**
 * A version from `effectiveFrom` would price the months from its own up to the next version's: if any of them
 * already has an invoice of the type priced otherwise, the version would contradict it (invoices keep their prices),
 * so it is refused (409) and must start at a month still to invoice.
 */
export async function refuseInvoicedMonths(
  tx: Executor,
  contractTypeId: number,
  effectiveFrom: string,
  versionId?: number,
): Promise<void> {
  const [next] = await tx
    .select({ effectiveFrom: tariffVersions.effectiveFrom })
    .from(tariffVersions)
    .where(
      and(
        eq(tariffVersions.contractTypeId, contractTypeId),
        gt(tariffVersions.effectiveFrom, effectiveFrom),
        versionId === undefined ? undefined : ne(tariffVersions.id, versionId),
      ),
    )
    .orderBy(asc(tariffVersions.effectiveFrom))
    .limit(1);
  const result = await tx.execute<{ month: string | null }>(sql`
    select to_char(min(${invoices.billingMonth}), 'YYYY-MM') as month
      from ${invoices} join ${contracts} on ${contracts.id} = ${invoices.contractId}
     where ${contracts.contractTypeId} = ${contractTypeId}
       and ${invoices.billingMonth} >= date_trunc('month', ${effectiveFrom}::date)::date
       ${next ? sql`and ${invoices.billingMonth} < date_trunc('month', ${next.effectiveFrom}::date)::date` : sql``}
       ${versionId === undefined ? sql`` : sql`and ${invoices.tariffVersionId} is distinct from ${versionId}::int`}`);
  const month = result.rows[0]?.month;
  if (month) {
    const [year, number] = month.split('-').map(Number) as [number, number];
    throw conflict(r.monthsInvoiced(`${monthName(number)} de ${year}`));
  }
}
