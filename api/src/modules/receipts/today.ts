import type { ReceiptsTodayResponse } from '@agua/domain/contracts/home';
import { todayInMaputo } from '@agua/domain/dates';
import { toCentavos, toMeticais } from '@agua/domain/money';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { receipts } from './tables.ts';

/**
 * The administrator's home (docs/domain.md "Homes by role"): today's live receipts (Maputo), every staff member and
 * method — what each till of the day adds up to (tills/service.ts reads one staff member's). A range on the
 * payment date, so its index answers.
 */
export async function receiptsToday(db: Executor, now = new Date()): Promise<ReceiptsTodayResponse> {
  const day = todayInMaputo(now);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${receipts.amount}), 0)::text`,
    })
    .from(receipts)
    .where(
      sql`${receipts.reversedAt} is null
        and ${receipts.paymentDate} >= (${day}::date::timestamp at time zone 'Africa/Maputo')
        and ${receipts.paymentDate} < ((${day}::date + 1)::timestamp at time zone 'Africa/Maputo')`,
    );
  return { day, count: row?.count ?? 0, total: toMeticais(toCentavos(row?.total ?? '0')) };
}
