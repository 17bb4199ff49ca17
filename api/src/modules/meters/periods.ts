import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { type AnyColumn, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { escapeLike } from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { clientMeters } from './tables.ts';

// A meter's period: what a cut and a suspension share (docs/domain.md "Cuts and suspensions"). Both stop a meter
// from a start date until an end date, both are listed with the meter's holder and searched alike, and both check
// their dates the same way. Each area keeps its own rules (a cut's reconnection fee, a suspension's status), its
// texts, its routes and its answers: what is here takes the area's table, columns and texts as parameters.

/** The columns every meter-period table has. */
export interface PeriodColumns {
  id: AnyColumn;
  meterId: AnyColumn;
  startDate: AnyColumn;
  endDate: AnyColumn;
}

/**
 * What a list shows of the period's meter holder, beside the period's own columns: a select of them joins the
 * period's meter (client_meters) and its client (clients), as `countWithHolder` does.
 */
export const holderColumns = {
  clientId: clientMeters.clientId,
  clientName: clients.name,
  zoneId: clients.zoneId,
};

/** How many periods of the table match `where`, which may name the holder's columns. */
export async function countWithHolder(
  db: Database,
  table: PgTable,
  meterId: AnyColumn,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .innerJoin(clientMeters, eq(clientMeters.id, meterId))
    .innerJoin(clients, eq(clients.id, clientMeters.clientId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * The parts of a list search (`q`) every period shares, to be joined with `or`: the client's name, the dates as
 * the list shows them (dd/mm/aaaa) and, for a number, the period's, meter's or client's id.
 */
export function periodSearchParts(q: string, columns: PeriodColumns): SQL[] {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const shown = (column: AnyColumn) => sql`to_char(${column}, 'DD/MM/YYYY') like ${pattern}`;
  const parts: SQL[] = [
    sql`lower(${clients.name}) like ${pattern}`,
    shown(columns.startDate),
    shown(columns.endDate),
  ];
  if (/^\d{1,9}$/.test(q)) {
    const id = Number(q);
    parts.push(sql`${columns.id} = ${id} or ${columns.meterId} = ${id} or ${clientMeters.clientId} = ${id}`);
  }
  return parts;
}

/** The meter exists, or the area's 404. */
export async function requireMeter(executor: Executor, meterId: number, notFoundText: string): Promise<void> {
  const [meter] = await executor
    .select({ id: clientMeters.id })
    .from(clientMeters)
    .where(eq(clientMeters.id, meterId));
  if (!meter) throw notFound(notFoundText);
}

const t = messages.cuts.api;

/**
 * A period records what happened: no date after today (Maputo), and no end before the start. Each area names its
 * own fields (`labels`); the texts are the cuts catalogue's, which suspensions have always shared.
 */
export function checkPeriod(
  period: { startDate: string; endDate?: string | null },
  labels: { start: string; end: string; startField?: string; endField?: string },
  today = todayInMaputo(),
): void {
  if (period.startDate > today) {
    const message = t.futureDate(labels.start);
    throw badRequest(message, [{ field: labels.startField ?? 'startDate', message }]);
  }
  if (!period.endDate) return;
  if (period.endDate > today) {
    const message = t.futureDate(labels.end);
    throw badRequest(message, [{ field: labels.endField ?? 'endDate', message }]);
  }
  if (period.endDate < period.startDate) {
    const message = t.endBeforeStart(labels.end);
    throw badRequest(message, [{ field: labels.endField ?? 'endDate', message }]);
  }
}
