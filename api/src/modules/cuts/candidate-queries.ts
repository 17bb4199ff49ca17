import { todayInMaputo } from '@agua/domain/dates';
import { toCentavos } from '@agua/domain/money';
import type { Pool } from 'pg';
import { cursorBatches } from '../../db/cursor.ts';

// The cut candidates (docs/domain.md "Cut candidates"): meters whose active contract's oldest unpaid invoice is
// overdue by at least N days, with that contract's debt as of today, sorted by debt. ONE statement, shared by the list
// (a page, with the total from a window count) and the cut orders (every row, read through a cursor).

/** When no minDaysOverdue is asked for and no fine tier is active. */
export const DEFAULT_MIN_DAYS_OVERDUE = 30;

export type CandidateSelection =
  /** The candidates: an optional zone and threshold (default: the first active fine tier's minInterval, else 30). */
  | { kind: 'overdue'; zoneId?: number; minDaysOverdue?: number }
  /** Chosen meters (cut orders): each with its active contract's debt, whatever it is, cut or suspended or not. */
  | { kind: 'meters'; meterIds: number[] };

export interface CandidateRow {
  meterId: number;
  contractId: number;
  clientId: number;
  clientName: string;
  address: string;
  phoneNumber: string;
  zoneId: number;
  zoneName: string;
  /** Centavos. */
  debt: number;
  monthsOwed: number;
  oldestLimitDate: string | null;
  daysOverdue: number;
  lastPaymentDate: Date | null;
  /** Centavos. */
  balance: number;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * Builds the statement. The fine of an unpaid invoice past its limit date is its amount × the rate of the active
 * tier holding its days overdue (the first by minInterval; past every tier, the highest tier beyond), rounded half
 * away from zero to the centavo per invoice, as invoice reads compute it (`finePercentageFor`, `percentOf`): the rate
 * is worked out once per possible day count (`rates`, a few hundred entries of an integer array), not per invoice.
 * Clients exempt from fines owe the stored totals only. Everything is summed in integer centavos, so exact, and
 * without a numeric operation per invoice (the statement's cost is that per-invoice arithmetic: docs/domain.md).
 */
export function candidatesQuery(
  selection: CandidateSelection,
  paging: { limit?: number; offset?: number } = {},
  today = todayInMaputo(),
): SqlQuery {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const todayParam = param(today);
  const overdue = selection.kind === 'overdue';
  const minDays = overdue ? param(selection.minDaysOverdue ?? null) : 'null';
  const meterIds = overdue ? null : param(selection.meterIds);

  // Overdue: every contract's unpaid invoices in one ordered pass over the partial index (contract_id, limit_date)
  // that holds every column needed, keeping the contracts whose oldest is overdue long enough (HAVING). Chosen meters:
  // the unpaid invoices of their active contracts.
  const dueFilter = overdue
    ? `group by i.contract_id
  having min(i.limit_date) <= ${todayParam}::date - (select min_days from settings)`
    : `and i.contract_id in (select dc.id from contracts dc
                           where dc.meter_id = any(${meterIds}::int[]) and dc.contract_status = 1)
  group by i.contract_id`;
  // The zone is a client's: its clients are joined only when a zone is asked for.
  const zoneJoin =
    overdue && selection.zoneId !== undefined
      ? `join clients zc on zc.id = ac.client_id and zc.zone_id = ${param(selection.zoneId)}::int`
      : '';
  const meterFilter = overdue
    ? `not exists (select 1 from cuts c where c.meter_id = ac.meter_id and c.end_date is null)
       and not exists (select 1 from suspensions sp where sp.meter_id = ac.meter_id and sp.status = 'ACTIVE')
       and not exists (${honouredAgreement(todayParam)})`
    : `ac.meter_id = any(${meterIds}::int[])`;
  const owedJoin = overdue
    ? 'join owed o on o.contract_id = ac.id'
    : 'left join owed o on o.contract_id = ac.id';
  const limit =
    paging.limit === undefined ? '' : `limit ${param(paging.limit)} offset ${param(paging.offset ?? 0)}`;

  const text = `
with settings as (
  select greatest(1, coalesce(${minDays}::int,
           (select f.min_interval from fine_configurations f where f.active order by f.min_interval, f.id limit 1),
           ${DEFAULT_MIN_DAYS_OVERDUE})) as min_days
),
tiers as materialized (
  select id, min_interval, max_interval, acrued_fine_percentage as pct from fine_configurations where active
),
rates as (
  -- basis_points[d] = the fine rate (in hundredths of a percent) of an invoice d days overdue, for every d from 1
  -- to the oldest unpaid invoice's: an integer array, so reading it per invoice is a constant-time subscript.
  select coalesce(array_agg(r.basis_points order by r.days), '{}'::int[]) as basis_points
  from (
    select d.days, (100 * coalesce(
             (select t.pct from tiers t where d.days between t.min_interval and t.max_interval
               order by t.min_interval, t.id limit 1),
             (select max(t.pct) from tiers t where t.max_interval < d.days),
             0))::int as basis_points
    from generate_series(1, greatest(0, ${todayParam}::date -
           (select min(u.limit_date) from invoices u where u.payment_status is null))) as d(days)
  ) r
),
owed as (
  -- The stored totals are summed as they are; an overdue invoice's fine as of today replaces its stored one
  -- (fine_delta). In integer centavos (amount_cents, fine_cents): amount × rate rounded half away from zero to the
  -- centavo is (centavos × basis points + 5000) / 10000, as amounts are never negative.
  select i.contract_id,
         count(*)::int as invoices,
         min(i.limit_date) as oldest,
         sum(i.amount_cents + i.fine_cents)::bigint as stored_total,
         coalesce(sum((i.amount_cents * (select basis_points from rates)[${todayParam}::date - i.limit_date] + 5000) / 10000
             - i.fine_cents) filter (where i.limit_date < ${todayParam}::date), 0)::bigint as fine_delta
  from invoices i
  where i.payment_status is null
  ${dueFilter}
),
exempt as (
  select x.id from clients x where x.exempt_from_fines
),
ranked as (
  -- Only what ranks a row is carried through the sort of every candidate: the exemption comes from the (few) exempt
  -- clients' ids instead of a join with every client; names, address and zone are read for the returned rows only.
  select ac.meter_id, ac.id as contract_id, ac.client_id,
         coalesce(o.stored_total + case when ac.client_id in (select id from exempt) then 0 else o.fine_delta end,
                  0) as debt,
         coalesce(o.invoices, 0) as months_owed, o.oldest, ac.balance,
         count(*) over () as total
  from contracts ac
  ${owedJoin}
  ${zoneJoin}
  where ac.contract_status = 1 and ${meterFilter}
  order by debt desc, ac.meter_id
  ${limit}
)
select p.meter_id, p.contract_id, p.client_id, cl.name as client_name, cl.address, cl.phone_number, cl.zone_id,
       z.designation as zone_name, p.debt as debt_cents, p.months_owed, to_char(p.oldest, 'YYYY-MM-DD') as oldest_limit_date,
       greatest(0, coalesce(${todayParam}::date - p.oldest, 0)) as days_overdue, p.balance, p.total,
       (select max(rc.payment_date) from receipts rc where rc.client_id = p.client_id) as last_payment_date
from ranked p
join clients cl on cl.id = p.client_id
join zones z on z.id = cl.zone_id
order by p.debt desc, p.meter_id`;
  return { text, values };
}

/**
 * A contract honouring its payment agreement is no cut candidate (docs/domain.md "Payment agreements"): it has an
 * ACTIVE agreement with no instalment unpaid after its due date (paid = a live receipt), and no invoice issued after
 * the agreement overdue by the threshold (the agreement covers the debt it split, not the months billed since).
 */
function honouredAgreement(todayParam: string): string {
  return `select 1 from payment_agreements pa
         where pa.contract_id = ac.id and pa.status = 'ACTIVE'
           and not exists (select 1 from payment_agreement_instalments pi
                           left join receipts pr on pr.id = pi.receipt_id and pr.reversed_at is null
                           where pi.agreement_id = pa.id and pi.due_date < ${todayParam}::date and pr.id is null)
           and not exists (select 1 from invoices ni
                           where ni.contract_id = ac.id and ni.payment_status is null and ni.created_at > pa.created_at
                             and ni.limit_date <= ${todayParam}::date - (select min_days from settings))`;
}

/** A row of the statement, as node-postgres hands it over. */
export interface RawCandidate {
  meter_id: number;
  contract_id: number;
  client_id: number;
  client_name: string;
  address: string;
  phone_number: string;
  zone_id: number;
  zone_name: string;
  /** Centavos, an int8 as text. */
  debt_cents: string;
  months_owed: number;
  oldest_limit_date: string | null;
  days_overdue: number;
  balance: string;
  total: string;
  last_payment_date: Date | null;
}

export function toCandidateRow(raw: RawCandidate): CandidateRow {
  return {
    meterId: Number(raw.meter_id),
    contractId: Number(raw.contract_id),
    clientId: Number(raw.client_id),
    clientName: raw.client_name,
    address: raw.address,
    phoneNumber: raw.phone_number,
    zoneId: Number(raw.zone_id),
    zoneName: raw.zone_name,
    debt: Number(raw.debt_cents),
    monthsOwed: Number(raw.months_owed),
    oldestLimitDate: raw.oldest_limit_date,
    daysOverdue: Number(raw.days_overdue),
    lastPaymentDate: raw.last_payment_date,
    balance: toCentavos(raw.balance),
  };
}

/** A page of candidates (or every row without a limit) and how many there are in all, from the one statement. */
export async function findCandidates(
  pool: Pool,
  selection: CandidateSelection,
  paging: { limit?: number; offset?: number },
): Promise<{ rows: CandidateRow[]; total: number }> {
  const query = candidatesQuery(selection, paging);
  const result = await pool.query<RawCandidate>(query.text, query.values);
  let total = Number(result.rows[0]?.total ?? 0);
  // A page past the end has no row to carry the total: count without paging.
  if (result.rows.length === 0 && (paging.offset ?? 0) > 0) {
    const all = candidatesQuery(selection);
    total = (await pool.query(`select count(*)::int as n from (${all.text}) t`, all.values)).rows[0]?.n ?? 0;
  }
  return { rows: result.rows.map(toCandidateRow), total };
}

/** Every row of a selection, a batch at a time (`cursorBatches`): the printed cut orders. */
export async function* candidateBatches(
  pool: Pool,
  selection: CandidateSelection,
  batchSize = 100,
): AsyncGenerator<CandidateRow[]> {
  for await (const rows of cursorBatches<RawCandidate>(pool, candidatesQuery(selection), batchSize))
    yield rows.map(toCandidateRow);
}
