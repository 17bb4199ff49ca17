import pg from 'pg';
import { productDatabaseUrl } from '../support/database.ts';

/**
 * One connection to the benched product's database, for a section's own setup, cleanup and checks. With
 * `unaudited`, its writes skip the audit trail (agua.audit = 'off', as the demo seed's and the restore's:
 * docs/domain.md "Audit trail"): a section resetting 50,000 invoices between rounds is no staff member's change,
 * and through the audit trigger that reset alone took minutes of the bench's budget (docs/performance.md "The
 * whole bench in one run").
 */
export async function withDatabase<T>(
  work: (client: pg.Client) => Promise<T>,
  options: { unaudited?: boolean } = {},
): Promise<T> {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    if (options.unaudited) await skipAudit(client);
    return await work(client);
  } finally {
    await client.end();
  }
}

/** This connection's writes skip the audit trail (above): a section's data made in bulk is nobody's change. */
export async function skipAudit(client: pg.Client): Promise<void> {
  await client.query(`select set_config('agua.audit', 'off', false)`);
}

/** Removes the meters' readings of a month and their invoices, so that a round's upload makes them again. */
export async function removeMonth(
  client: pg.Client,
  meterIds: number[],
  period: { year: number; month: number },
): Promise<void> {
  const ofMonth = 'meter_id = any($1) and reading_year = $2 and reading_month = $3';
  const values = [meterIds, period.year, period.month];
  await client.query(
    `delete from invoices where reading_id in (select id from readings where ${ofMonth})`,
    values,
  );
  await client.query(`delete from readings where ${ofMonth}`, values);
}

/**
 * Runs `work` with the given meters' clients asking for no invoice SMS, and asks again after. A section billing
 * 50,000 meters measures the billing: without this it would leave 50,000 notices per sheet for the SMS dispatcher,
 * which would still be sending them while the next sections measure their latencies (the SMS section measures the
 * sending by itself).
 */
export async function withoutInvoiceSms<T>(meterIds: number[], work: () => Promise<T>): Promise<T> {
  const quieted = await withDatabase(
    async (client) =>
      (
        await client.query<{ id: number }>(
          `update clients set wants_invoice_sms = false
            where wants_invoice_sms and id in (select client_id from client_meters where id = any($1)) returning id`,
          [meterIds],
        )
      ).rows.map((row) => row.id),
    { unaudited: true },
  );
  try {
    return await work();
  } finally {
    await withDatabase(
      (client) => client.query('update clients set wants_invoice_sms = true where id = any($1)', [quieted]),
      { unaudited: true },
    );
  }
}
