import type { CutOrdersQuery } from '@agua/domain/contracts/cut';
import { messages } from '@agua/domain/messages';
import type { Pool } from 'pg';
import { badRequest, notFound } from '../../http/errors.ts';
import type { CandidateSelection } from './candidate-queries.ts';

const a = messages.cuts.api;

type OrdersQuery = Omit<CutOrdersQuery, 'meterIds' | 'zoneId' | 'minDaysOverdue'> & {
  meterIds?: number[];
  zoneId?: number;
  minDaysOverdue?: number;
};

/**
 * What GET /cut/orders prints: the chosen meters (each must exist and be under an active contract: 404 naming the
 * others) or every candidate of a zone/threshold. Both at once is a 400.
 */
export async function ordersSelection(pool: Pool, query: OrdersQuery): Promise<CandidateSelection> {
  if (!query.meterIds) return { kind: 'overdue', zoneId: query.zoneId, minDaysOverdue: query.minDaysOverdue };
  if (query.zoneId !== undefined || query.minDaysOverdue !== undefined) {
    throw badRequest(a.ordersSelection, [{ field: 'meterIds', message: a.ordersSelection }]);
  }
  const found = await pool.query<{ id: number }>(
    `select m.id from client_meters m
     where m.id = any($1::int[])
       and exists (select 1 from contracts c where c.meter_id = m.id and c.contract_status = 1)`,
    [query.meterIds],
  );
  const known = new Set(found.rows.map((row) => Number(row.id)));
  const missing = query.meterIds.filter((id) => !known.has(id));
  if (missing.length > 0) throw notFound(a.metersNotFound(missing.join(', ')));
  return { kind: 'meters', meterIds: query.meterIds };
}
