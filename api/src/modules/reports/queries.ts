import { PAYMENT_METHODS } from '@agua/domain/contracts/invoice';
import { addMonths, monthIndex, type ReportFilter } from '@agua/domain/contracts/report';

// The reports (docs/domain.md "Reports"), ONE statement each. Months are whole calendar months in Maputo; an
// invoice's month is its reading's period (the month it bills, "Factura de <Mês>", stored on the invoice as
// billing_month), a paid invoice's collection month its payment date, a receipt's month its payment instant in
// Maputo. Invoice money is summed in integer centavos (amount_cents, fine_cents), other money in numeric; all leaves
// as decimal text, so the service turns it into centavos without ever passing through binary floating point.

export interface SqlQuery {
  text: string;
  values: unknown[];
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Placeholders in order: `param(value)` answers `$n`. */
function parameters() {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

const firstDay = (month: string) => `${month}-01`;
const yearOf = (month: string) => Number(month.slice(0, 4));
const monthOf = (month: string) => Number(month.slice(5, 7));

/** Integer centavos (an SQL expression) as the decimal text the other money columns leave as. */
const centavosText = (cents: string) => `(${cents}::numeric / 100)::numeric(16, 2)::text`;

/** The invoices billing a month of the period, by their stored billing_month; `alias` is the invoices alias. */
function billedIn(alias: string, from: string, to: string, param: (v: unknown) => string): string {
  return `${alias}.billing_month between ${param(firstDay(from))}::date and ${param(firstDay(to))}::date`;
}

/** The readings of the period, by the (reading_year, reading_month) index; `alias` is the readings alias. */
function readingPeriod(alias: string, from: string, to: string, param: (v: unknown) => string): string {
  return `(${alias}.reading_year, ${alias}.reading_month) between (${param(yearOf(from))}::int, ${param(monthOf(from))}::int)
     and (${param(yearOf(to))}::int, ${param(monthOf(to))}::int)`;
}

/**
 * The months of the period as first days, one row each (`months.m`). Counted in integers so the planner knows how
 * many rows come out: a series of timestamps is estimated at 1,000 rows, which crossed with the zones made a
 * report's estimated cost large enough for PostgreSQL to JIT-compile it, a tenth of a second spent on every run.
 */
function monthsRelation(from: string, to: string, param: (v: unknown) => string): string {
  return `select (${param(firstDay(from))}::date + make_interval(months => g))::date as m
  from generate_series(0, ${param(monthIndex(to) - monthIndex(from))}::int) as g`;
}

/** The zones a report lists: every zone, or only the one asked for. */
function zonesWhere(zoneParam: string | null): string {
  return zoneParam ? `where z.id = ${zoneParam}` : '';
}

/** Contracts of the zone's clients, to filter invoices by `contract_id in (…)` (a small hash of ids). */
function zoneContracts(zoneParam: string | null, column: string): string {
  return zoneParam
    ? `and ${column} in (select zc.id from contracts zc join clients zcl on zcl.id = zc.client_id where zcl.zone_id = ${zoneParam})`
    : '';
}

/**
 * The unpaid invoices of the period's months (contract, limit date, centavos), in contract order. The order asks for
 * the unpaid-by-contract index (which carries these columns) read in its own order and summed per contract as it
 * comes; left to choose, PostgreSQL 18 reads them through the payment status index and hashes every contract, half
 * again as slow.
 */
function unpaidByContract(filter: ReportFilter, zone: string | null, param: (v: unknown) => string): string {
  return `select i.contract_id, i.amount_cents, i.limit_date from invoices i
    where i.payment_status is null and ${billedIn('i', filter.from, filter.to, param)}
      ${zoneContracts(zone, 'i.contract_id')}
    order by i.contract_id`;
}

/** Billing vs collection per month: invoiced (cancelled excluded), collected and fines paid, collection rate. */
export function billingCollectionQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const text = `
with months as (${monthsRelation(filter.from, filter.to, param)}),
billed as (
  select i.billing_month as m, sum(i.amount_cents)::bigint as invoiced
  from invoices i
  where i.payment_status is distinct from 'CANCELED' and ${billedIn('i', filter.from, filter.to, param)}
    ${zoneContracts(zone, 'i.contract_id')}
  group by 1
),
paid as (
  -- A date's month through timestamp (no time zone): no zone lookup per invoice.
  select date_trunc('month', i.payment_date::timestamp)::date as m, sum(i.amount_cents) as collected,
         sum(i.fine_cents) as fines
  from invoices i
  where i.payment_status = 'PAID' and i.payment_date >= ${param(firstDay(filter.from))}::date
    and i.payment_date < ${param(firstDay(addMonths(filter.to, 1)))}::date
    ${zoneContracts(zone, 'i.contract_id')}
  group by 1
)
select to_char(months.m, 'YYYY-MM') as month,
       ${centavosText('coalesce(b.invoiced, 0)')} as invoiced,
       ${centavosText('coalesce(p.collected, 0)')} as collected,
       ${centavosText('coalesce(p.fines, 0)')} as fines,
       case when coalesce(b.invoiced, 0) = 0 then null
            else round(coalesce(p.collected, 0)::numeric * 100 / b.invoiced, 2)::text end as collection_rate
from months left join billed b on b.m = months.m left join paid p on p.m = months.m
order by months.m`;
  return { text, values };
}

/**
 * The unpaid invoices of the period (billing month), aged as of today, per zone: amounts and clients per bucket.
 * Aggregated per contract first (an index-only scan of the unpaid invoices, in integer centavos), then per zone:
 * only those sums meet contracts and clients. Buckets by limit date: d days overdue ≤ 30 is limit_date ≥ today − 30.
 */
export function debtAgingQuery(filter: ReportFilter, today: string): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const t = `${param(today)}::date`;
  const buckets = [
    ['30', `i.limit_date >= ${t} - 30`],
    ['60', `i.limit_date between ${t} - 60 and ${t} - 31`],
    ['90', `i.limit_date between ${t} - 90 and ${t} - 61`],
    ['91', `i.limit_date < ${t} - 90`],
  ] as const;
  const text = `
with owed as (
  select i.contract_id, sum(i.amount_cents)::bigint as total,
         ${buckets.map(([b, when]) => `sum(i.amount_cents) filter (where ${when})::bigint as d${b}, count(*) filter (where ${when}) as n${b}`).join(',\n         ')}
  from (${unpaidByContract(filter, zone, param)}) i
  group by i.contract_id
),
aged as (
  select cl.zone_id, sum(o.total) as total, count(distinct c.client_id) as clients,
         ${buckets.map(([b]) => `sum(o.d${b}) as d${b}, count(distinct c.client_id) filter (where o.n${b} > 0) as c${b}`).join(',\n         ')}
  from owed o
  join contracts c on c.id = o.contract_id
  join clients cl on cl.id = c.client_id
  group by cl.zone_id
)
select z.id as zone_id, z.designation as zone_name,
       ${buckets.map(([b]) => `${centavosText(`coalesce(a.d${b}, 0)`)} as d${b}`).join(', ')},
       ${centavosText('coalesce(a.total, 0)')} as total,
       ${buckets.map(([b]) => `coalesce(a.c${b}, 0)::int as c${b}`).join(', ')}, coalesce(a.clients, 0)::int as clients
from zones z left join aged a on a.zone_id = z.id
${zonesWhere(zone)}
order by z.designation, z.id`;
  return { text, values };
}

/**
 * Per zone and month of the period: m³ consumed, readings, average per reading (every zone × month, zeros where
 * none). The readings carry their zone (readings.zone_id, migration 0010), so the period's readings are grouped by
 * zone and month index in one pass, without meeting meters or clients.
 */
export function consumptionQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const text = `
with months as (${monthsRelation(filter.from, filter.to, param)}),
used as (
  select r.zone_id, r.reading_year * 12 + r.reading_month - 1 as mi,
         sum(r.consumption) as consumption, count(*) as readings
  from readings r
  where r.state <> 'CANCELED' and ${readingPeriod('r', filter.from, filter.to, param)}
    ${zone ? `and r.zone_id = ${zone}` : ''}
  group by 1, 2
)
select z.id as zone_id, z.designation as zone_name, to_char(months.m, 'YYYY-MM') as month,
       coalesce(u.consumption, 0)::int as consumption, coalesce(u.readings, 0)::int as readings,
       coalesce(round(u.consumption::numeric / nullif(u.readings, 0), 2), 0)::text as average
from zones z cross join months
left join used u on u.zone_id = z.id
  and u.mi = extract(year from months.m)::int * 12 + extract(month from months.m)::int - 1
${zonesWhere(zone)}
order by z.designation, z.id, months.m`;
  return { text, values };
}

/**
 * Meters whose three latest readings of the period, in consecutive months, are all 0 m³ (ZERO) or each below the one
 * before (FALLING). For each meter, its three latest live readings of the period come from the unique index by
 * (meter, year, month), which carries the consumption (an index-only scan of at most three entries). Each reading
 * is packed as one bigint, month index × 2³² + m³ (a month index is unique per meter and m³ is below 2³²), so plain
 * max, min and sum over the three pick out the latest, the oldest and, by difference, the middle one: no sort and
 * no window over the period's readings.
 */
export function nonRevenueMetersQuery(filter: ReportFilter, paging?: Paging): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const limit = paging ? `limit ${param(paging.limit)} offset ${param(paging.offset)}` : '';
  const text = `
with latest as materialized (
  -- Materialized: every meter's test runs first and only the few flagged meters meet clients and zones (left to
  -- itself the planner joins and sorts all of them by name before knowing which are flagged).
  select cm.id as meter_id, cm.client_id, l.k0, l.ks - l.k0 - l.k2 as k1, l.k2
  from client_meters cm
  ${zone ? `join clients zc on zc.id = cm.client_id and zc.zone_id = ${zone}` : ''}
  cross join lateral (
    select max(p.k) as k0, min(p.k) as k2, sum(p.k)::bigint as ks, count(*) as n
    from (
      select (r.reading_year * 12 + r.reading_month - 1)::bigint * 4294967296 + r.consumption as k
      from readings r
      where r.meter_id = cm.id and r.state <> 'CANCELED' and ${readingPeriod('r', filter.from, filter.to, param)}
      order by r.reading_year desc, r.reading_month desc
      limit 3
    ) p
  ) l
  where l.n = 3 and (l.k2 >> 32) = (l.k0 >> 32) - 2
),
flagged as (
  select meter_id, client_id, (k0 >> 32)::int as mi,
         (k0 & 4294967295)::int as c0, (k1 & 4294967295)::int as c1, (k2 & 4294967295)::int as c2
  from latest
),
signalled as (
  select f.*, case when c0 = 0 and c1 = 0 and c2 = 0 then 'ZERO' when c2 > c1 and c1 > c0 then 'FALLING' end as signal
  from flagged f
)
select f.meter_id, cl.id as client_id, cl.name as client_name, z.id as zone_id, z.designation as zone_name,
       f.signal, to_char(make_date(f.mi / 12, f.mi % 12 + 1, 1), 'YYYY-MM') as month,
       f.c2, f.c1, f.c0, count(*) over () as total
from signalled f
join clients cl on cl.id = f.client_id
join zones z on z.id = cl.zone_id
where f.signal is not null
order by z.designation, z.id, cl.name, f.meter_id
${limit}`;
  return { text, values };
}

/**
 * Per zone: m³ in the period against the same months one year earlier, from the readings' own zone
 * (readings.zone_id) in one pass over both years' readings.
 */
export function nonRevenueZonesQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const fromIndex = param(monthIndex(filter.from));
  const toIndex = param(monthIndex(filter.to));
  const text = `
with used as (
  select r.zone_id,
         sum(r.consumption) filter (where r.reading_year * 12 + r.reading_month - 1 between ${fromIndex} and ${toIndex}) as now,
         sum(r.consumption) filter (where r.reading_year * 12 + r.reading_month - 1 between ${fromIndex} - 12 and ${toIndex} - 12) as before
  from readings r
  where r.state <> 'CANCELED' and ${readingPeriod('r', addMonths(filter.from, -12), filter.to, param)}
    ${zone ? `and r.zone_id = ${zone}` : ''}
  group by r.zone_id
)
select z.id as zone_id, z.designation as zone_name,
       coalesce(u.now, 0)::int as consumption, coalesce(u.before, 0)::int as previous,
       case when coalesce(u.before, 0) = 0 then null
            else round((coalesce(u.now, 0) - u.before)::numeric * 100 / u.before, 2)::text end as change,
       coalesce(u.now, 0) < coalesce(u.before, 0) as fell
from zones z left join used u on u.zone_id = z.id
${zonesWhere(zone)}
order by z.designation, z.id`;
  return { text, values };
}

/**
 * Clients by unpaid amount of the period's invoices, largest first, with a window count for X-Total-Count. Summed
 * per contract first (an index-only scan of the unpaid invoices), then per client; names and zones are read for the
 * page's rows only.
 */
export function topDebtorsQuery(filter: ReportFilter, today: string, paging?: Paging): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const todayParam = param(today);
  const limit = paging ? `limit ${param(paging.limit)} offset ${param(paging.offset)}` : '';
  const text = `
with owed as (
  select i.contract_id, sum(i.amount_cents)::bigint as debt, count(*) as invoices, min(i.limit_date) as oldest
  from (${unpaidByContract(filter, zone, param)}) i
  group by i.contract_id
),
per_client as (
  select c.client_id, sum(o.debt)::bigint as debt, sum(o.invoices)::bigint as invoices, min(o.oldest) as oldest
  from owed o join contracts c on c.id = o.contract_id
  group by c.client_id
),
ranked as (
  select p.client_id, p.debt, p.invoices, p.oldest, count(*) over () as total
  from per_client p
  order by p.debt desc, p.client_id
  ${limit}
)
select cl.id as client_id, cl.name as client_name, z.id as zone_id, z.designation as zone_name,
       ${centavosText('o.debt')} as debt, o.invoices::int as invoices, to_char(o.oldest, 'YYYY-MM-DD') as oldest,
       greatest(0, ${todayParam}::date - o.oldest)::int as days_overdue, o.total
from ranked o
join clients cl on cl.id = o.client_id
join zones z on z.id = cl.zone_id
order by o.debt desc, cl.id`;
  return { text, values };
}

/** Live receipts per month (Maputo) and payment method: how many and how much (every month × method). */
export function paymentMethodsQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const methods = param([...PAYMENT_METHODS]);
  const text = `
with months as (${monthsRelation(filter.from, filter.to, param)}),
methods as (select method, ord from unnest(${methods}::text[]) with ordinality as t(method, ord)),
paid as (
  select date_trunc('month', rc.payment_date at time zone 'Africa/Maputo')::date as m, rc.payment_method,
         count(*) as receipts, sum(rc.amount) as amount
  from receipts rc
  where rc.reversed_at is null
    and rc.payment_date >= (${param(firstDay(filter.from))}::date::timestamp at time zone 'Africa/Maputo')
    and rc.payment_date < (${param(firstDay(addMonths(filter.to, 1)))}::date::timestamp at time zone 'Africa/Maputo')
    ${zone ? `and rc.client_id in (select zc.id from clients zc where zc.zone_id = ${zone})` : ''}
  group by 1, 2
)
select to_char(months.m, 'YYYY-MM') as month, methods.method as payment_method,
       coalesce(p.receipts, 0)::int as receipts, coalesce(p.amount, 0)::text as amount
from months cross join methods
left join paid p on p.m = months.m and p.payment_method = methods.method
order by months.m, methods.ord`;
  return { text, values };
}

/**
 * The field team's question for the period's last month, per zone: meters expected (an active contract, no open
 * cut, no active suspension) against their readings of that month registered (not cancelled) and approved.
 */
export function readingsProgressQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const year = param(yearOf(filter.to));
  const month = param(monthOf(filter.to));
  const text = `
with expected as (
  select cl.zone_id, c.meter_id
  from contracts c
  join client_meters cm on cm.id = c.meter_id
  join clients cl on cl.id = cm.client_id
  where c.contract_status = 1 ${zone ? `and cl.zone_id = ${zone}` : ''}
    and not exists (select 1 from cuts ct where ct.meter_id = c.meter_id and ct.end_date is null)
    and not exists (select 1 from suspensions s where s.meter_id = c.meter_id and s.status = 'ACTIVE')
),
progress as (
  select e.zone_id, count(*) as expected, count(r.id) as registered,
         count(r.id) filter (where r.state = 'APPROVED') as approved
  from expected e
  left join readings r on r.meter_id = e.meter_id and r.reading_year = ${year}::int
       and r.reading_month = ${month}::int and r.state <> 'CANCELED'
  group by e.zone_id
)
select z.id as zone_id, z.designation as zone_name,
       coalesce(p.expected, 0)::int as expected, coalesce(p.registered, 0)::int as registered,
       coalesce(p.approved, 0)::int as approved
from zones z left join progress p on p.zone_id = z.id
${zonesWhere(zone)}
order by z.designation, z.id`;
  return { text, values };
}
