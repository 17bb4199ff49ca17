import { PAYMENT_METHODS } from '@agua/domain/contracts/invoice';
import { addMonths, monthIndex, type ReportFilter } from '@agua/domain/contracts/report';

// The reports (docs/domain.md "Reports"), ONE statement each. Months are whole calendar months in Maputo; an
// invoice's month is its reading's period (the month it bills, "Factura de <Mês>"), a paid invoice's collection
// month its payment date, a receipt's month its payment instant in Maputo. Money is summed in numeric and leaves as
// text, so the service turns it into centavos without ever passing through binary floating point.

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

/** The readings of the period, by the (reading_year, reading_month) index; `alias` is the readings alias. */
function readingPeriod(alias: string, from: string, to: string, param: (v: unknown) => string): string {
  return `(${alias}.reading_year, ${alias}.reading_month) between (${param(yearOf(from))}::int, ${param(monthOf(from))}::int)
     and (${param(yearOf(to))}::int, ${param(monthOf(to))}::int)`;
}

/** The months of the period as first days, one row each (`months.m`). */
function monthsRelation(from: string, to: string, param: (v: unknown) => string): string {
  return `select generate_series(${param(firstDay(from))}::date, ${param(firstDay(to))}::date, interval '1 month')::date as m`;
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

/** Meters of the zone's clients, to filter readings by `meter_id in (…)`. */
function zoneMeters(zoneParam: string | null, column: string): string {
  return zoneParam
    ? `and ${column} in (select zm.id from client_meters zm join clients zml on zml.id = zm.client_id where zml.zone_id = ${zoneParam})`
    : '';
}

/** Billing vs collection per month: invoiced (cancelled excluded), collected and fines paid, collection rate. */
export function billingCollectionQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const text = `
with months as (${monthsRelation(filter.from, filter.to, param)}),
billed as (
  select make_date(r.reading_year, r.reading_month, 1) as m, sum(i.amount) as invoiced
  from invoices i join readings r on r.id = i.reading_id
  where i.payment_status is distinct from 'CANCELED' and ${readingPeriod('r', filter.from, filter.to, param)}
    ${zoneContracts(zone, 'i.contract_id')}
  group by 1
),
paid as (
  select date_trunc('month', i.payment_date)::date as m, sum(i.amount) as collected, sum(i.fine_amount) as fines
  from invoices i
  where i.payment_status = 'PAID' and i.payment_date >= ${param(firstDay(filter.from))}::date
    and i.payment_date < ${param(firstDay(addMonths(filter.to, 1)))}::date
    ${zoneContracts(zone, 'i.contract_id')}
  group by 1
)
select to_char(months.m, 'YYYY-MM') as month,
       coalesce(b.invoiced, 0)::text as invoiced,
       coalesce(p.collected, 0)::text as collected,
       coalesce(p.fines, 0)::text as fines,
       case when coalesce(b.invoiced, 0) = 0 then null
            else round(coalesce(p.collected, 0) * 100 / b.invoiced, 2)::text end as collection_rate
from months left join billed b on b.m = months.m left join paid p on p.m = months.m
order by months.m`;
  return { text, values };
}

/** The unpaid invoices of the period (reading month), aged as of today, per zone: amounts and clients per bucket. */
export function debtAgingQuery(filter: ReportFilter, today: string): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const todayParam = param(today);
  const text = `
with unpaid as (
  select cl.zone_id, c.client_id, i.amount, greatest(0, ${todayParam}::date - i.limit_date) as days
  from invoices i
  join readings r on r.id = i.reading_id
  join contracts c on c.id = i.contract_id
  join clients cl on cl.id = c.client_id
  where i.payment_status is null and ${readingPeriod('r', filter.from, filter.to, param)}
    ${zone ? `and cl.zone_id = ${zone}` : ''}
),
aged as (
  select zone_id,
         coalesce(sum(amount) filter (where days <= 30), 0) as d30,
         coalesce(sum(amount) filter (where days between 31 and 60), 0) as d60,
         coalesce(sum(amount) filter (where days between 61 and 90), 0) as d90,
         coalesce(sum(amount) filter (where days > 90), 0) as d91,
         sum(amount) as total,
         count(distinct client_id) filter (where days <= 30) as c30,
         count(distinct client_id) filter (where days between 31 and 60) as c60,
         count(distinct client_id) filter (where days between 61 and 90) as c90,
         count(distinct client_id) filter (where days > 90) as c91,
         count(distinct client_id) as clients
  from unpaid group by zone_id
)
select z.id as zone_id, z.designation as zone_name,
       coalesce(a.d30, 0)::text as d30, coalesce(a.d60, 0)::text as d60, coalesce(a.d90, 0)::text as d90,
       coalesce(a.d91, 0)::text as d91, coalesce(a.total, 0)::text as total,
       coalesce(a.c30, 0)::int as c30, coalesce(a.c60, 0)::int as c60, coalesce(a.c90, 0)::int as c90,
       coalesce(a.c91, 0)::int as c91, coalesce(a.clients, 0)::int as clients
from zones z left join aged a on a.zone_id = z.id
${zonesWhere(zone)}
order by z.designation, z.id`;
  return { text, values };
}

/** m³, readings and the average per meter read, per zone and month (every zone × month, zeros included). */
export function consumptionQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const text = `
with months as (${monthsRelation(filter.from, filter.to, param)}),
used as (
  select cl.zone_id, make_date(r.reading_year, r.reading_month, 1) as m,
         sum(r.consumption) as consumption, count(*) as readings
  from readings r
  join client_meters cm on cm.id = r.meter_id
  join clients cl on cl.id = cm.client_id
  where r.state <> 'CANCELED' and ${readingPeriod('r', filter.from, filter.to, param)}
    ${zone ? `and cl.zone_id = ${zone}` : ''}
  group by 1, 2
)
select z.id as zone_id, z.designation as zone_name, to_char(months.m, 'YYYY-MM') as month,
       coalesce(u.consumption, 0)::int as consumption, coalesce(u.readings, 0)::int as readings,
       coalesce(round(u.consumption::numeric / nullif(u.readings, 0), 2), 0)::text as average
from zones z cross join months
left join used u on u.zone_id = z.id and u.m = months.m
${zonesWhere(zone)}
order by z.designation, z.id, months.m`;
  return { text, values };
}

/**
 * Meters whose three latest readings of the period, in consecutive months, are all 0 m³ (ZERO) or each below the one
 * before (FALLING). One pass over the period's readings in (meter, period desc) order: lead() looks one and two
 * months back.
 */
export function nonRevenueMetersQuery(filter: ReportFilter, paging?: Paging): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const limit = paging ? `limit ${param(paging.limit)} offset ${param(paging.offset)}` : '';
  const text = `
with ordered as (
  select r.meter_id, r.reading_year * 12 + r.reading_month - 1 as mi, r.consumption as c0,
         lead(r.consumption, 1) over w as c1, lead(r.consumption, 2) over w as c2,
         lead(r.reading_year * 12 + r.reading_month - 1, 2) over w as mi2,
         row_number() over w as rn
  from readings r
  where r.state <> 'CANCELED' and ${readingPeriod('r', filter.from, filter.to, param)}
    ${zoneMeters(zone, 'r.meter_id')}
  window w as (partition by r.meter_id order by r.reading_year desc, r.reading_month desc)
),
flagged as (
  select meter_id, mi, c0, c1, c2,
         case when c0 = 0 and c1 = 0 and c2 = 0 then 'ZERO' when c2 > c1 and c1 > c0 then 'FALLING' end as signal
  from ordered where rn = 1 and mi2 = mi - 2
)
select f.meter_id, cl.id as client_id, cl.name as client_name, z.id as zone_id, z.designation as zone_name,
       f.signal, to_char(make_date(f.mi / 12, f.mi % 12 + 1, 1), 'YYYY-MM') as month,
       f.c2, f.c1, f.c0, count(*) over () as total
from flagged f
join client_meters cm on cm.id = f.meter_id
join clients cl on cl.id = cm.client_id
join zones z on z.id = cl.zone_id
where f.signal is not null
order by z.designation, z.id, cl.name, f.meter_id
${limit}`;
  return { text, values };
}

/** Per zone: m³ in the period against the same months one year earlier. */
export function nonRevenueZonesQuery(filter: ReportFilter): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const fromIndex = param(monthIndex(filter.from));
  const toIndex = param(monthIndex(filter.to));
  const text = `
with used as (
  select cl.zone_id,
         sum(r.consumption) filter (where r.reading_year * 12 + r.reading_month - 1 between ${fromIndex} and ${toIndex}) as now,
         sum(r.consumption) filter (where r.reading_year * 12 + r.reading_month - 1 between ${fromIndex} - 12 and ${toIndex} - 12) as before
  from readings r
  join client_meters cm on cm.id = r.meter_id
  join clients cl on cl.id = cm.client_id
  where r.state <> 'CANCELED' and ${readingPeriod('r', addMonths(filter.from, -12), filter.to, param)}
    ${zone ? `and cl.zone_id = ${zone}` : ''}
  group by cl.zone_id
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

/** Clients by unpaid amount of the period's invoices, largest first, with a window count for X-Total-Count. */
export function topDebtorsQuery(filter: ReportFilter, today: string, paging?: Paging): SqlQuery {
  const { values, param } = parameters();
  const zone = filter.zoneId === undefined ? null : `${param(filter.zoneId)}::int`;
  const todayParam = param(today);
  const limit = paging ? `limit ${param(paging.limit)} offset ${param(paging.offset)}` : '';
  const text = `
with owed as (
  select c.client_id, sum(i.amount) as debt, count(*) as invoices, min(i.limit_date) as oldest
  from invoices i
  join readings r on r.id = i.reading_id
  join contracts c on c.id = i.contract_id
  where i.payment_status is null and ${readingPeriod('r', filter.from, filter.to, param)}
    ${zoneContracts(zone, 'i.contract_id')}
  group by c.client_id
)
select cl.id as client_id, cl.name as client_name, z.id as zone_id, z.designation as zone_name,
       o.debt::text as debt, o.invoices::int as invoices, to_char(o.oldest, 'YYYY-MM-DD') as oldest,
       greatest(0, ${todayParam}::date - o.oldest)::int as days_overdue, count(*) over () as total
from owed o
join clients cl on cl.id = o.client_id
join zones z on z.id = cl.zone_id
order by o.debt desc, cl.id
${limit}`;
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
