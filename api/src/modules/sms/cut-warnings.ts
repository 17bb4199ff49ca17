import { formatDate } from '@agua/domain/dates';
import { formatMZN, toCentavos, toMeticais } from '@agua/domain/money';
import { smsMoney } from '@agua/domain/rules/sms-template';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { DEFAULT_MIN_DAYS_OVERDUE } from '../cuts/candidate-queries.ts';
import { cuts } from '../cuts/tables.ts';
import { invoices } from '../invoices/tables.ts';
import { fineConfigurations } from '../setup/tables.ts';
import { suspensions } from '../suspensions/tables.ts';
import { templateSettings, writeNotices } from './outbox.ts';
import { smsMessages } from './tables.ts';

// The cut warning (docs/domain.md "SMS notices"): a client becomes a cut candidate when the oldest unpaid invoice
// of an active contract is overdue by the threshold the cut candidates use (the first active fine tier's
// minInterval, else 30 days; modules/cuts/candidate-queries.ts). N days before that day (the CUT_WARNING
// template's daysBefore) the client is warned once for that invoice: the notice's source is
// "cut-warning:<contract>:<oldest unpaid invoice>", so a later debt after paying this one is warned again. Meters
// already cut or suspended are not warned. Run by the dispatch job (index.ts) at most once an hour per process.

/** Queues the warnings due `today` (Maputo date); answers how many were queued. */
export async function warnCutCandidates(db: Database, today: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const daysBefore = (await templateSettings(tx)).get('CUT_WARNING')?.daysBefore ?? 3;
    const due = await tx.execute<{
      contract_id: number;
      client_id: number;
      name: string;
      debt: string;
      invoice_id: number;
      cut_from: string;
    }>(sql`
      with settings as (
        select greatest(1, coalesce((select f.min_interval from ${fineConfigurations} f where f.active
                                      order by f.min_interval, f.id limit 1), ${DEFAULT_MIN_DAYS_OVERDUE})) as min_days
      ),
      oldest as (
        select i.contract_id, min(i.limit_date) as oldest, sum(i.total_amount) as debt,
               (array_agg(i.id order by i.limit_date, i.id))[1] as invoice_id
          from ${invoices} i where i.payment_status is null group by i.contract_id
      )
      select k.id as contract_id, k.client_id, c.name, o.debt, o.invoice_id,
             (o.oldest + s.min_days)::text as cut_from
        from oldest o
        cross join settings s
        join ${contracts} k on k.id = o.contract_id and k.contract_status = 1
        join ${clients} c on c.id = k.client_id
       where o.oldest + s.min_days - ${daysBefore}::int <= ${today}::date
         and o.oldest + s.min_days > ${today}::date
         and not exists (select 1 from ${cuts} x where x.meter_id = k.meter_id and x.end_date is null)
         and not exists (select 1 from ${suspensions} p where p.meter_id = k.meter_id and p.status = 'ACTIVE')
         and not exists (select 1 from ${smsMessages} m
                          where m.source_key = 'cut-warning:' || k.id || ':' || o.invoice_id)`);
    return writeNotices(
      tx,
      due.rows.map((row) => ({
        event: 'CUT_WARNING',
        sourceKey: `cut-warning:${row.contract_id}:${row.invoice_id}`,
        clientId: Number(row.client_id),
        values: {
          cliente: row.name,
          valor: smsMoney(formatMZN(toMeticais(toCentavos(row.debt)))),
          data_corte: formatDate(row.cut_from),
        },
      })),
      now,
    );
  });
}
