import { addDays, todayInMaputo } from '@agua/domain/dates';
import pg from 'pg';

// Hand-made clients for the cut tests: a meter, a contract and invoices with chosen limit dates and amounts,
// written straight into a test database so each answer is known in advance.

export interface DebtorInvoice {
  /** Days past the limit date as of today (negative: not yet due). */
  overdueDays: number;
  /** Meticais as a decimal string, e.g. "1000.05". */
  amount: string;
  paymentStatus?: 'PAID' | 'CANCELED';
}

export interface DebtorSpec {
  name: string;
  zoneId: number;
  exemptFromFines?: boolean;
  contractStatus?: 0 | 1;
  invoices: DebtorInvoice[];
  /** A receipt at this instant (the client's last payment); now when absent and an invoice is PAID. */
  paidAt?: Date;
}

export interface Debtor {
  clientId: number;
  meterId: number;
  contractId: number;
}

/** A zone of its own, so the candidates of a test are exactly its hand-made clients. */
export async function makeZone(databaseUrl: string, designation: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into zones (designation, description, enterprise_id)
       values ($1, $1, (select min(id) from enterprises)) returning id`,
      [designation],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

export async function makeDebtor(databaseUrl: string, spec: DebtorSpec): Promise<Debtor> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const today = todayInMaputo();
  try {
    await client.query('begin');
    const one = async (text: string, values: unknown[]) =>
      Number((await client.query<{ id: number }>(text, values)).rows[0]!.id);
    const clientId = await one(
      `insert into clients (name, phone_number, address, zone_id, exempt_from_fines)
       values ($1, '840000000', 'Rua ' || $1, $2, $3) returning id`,
      [spec.name, spec.zoneId, spec.exemptFromFines ?? false],
    );
    const meterId = await one('insert into client_meters (client_id) values ($1) returning id', [clientId]);
    const contractId = await one(
      `insert into contracts (client_id, meter_id, contract_type_id, start_date, contract_status)
       values ($1, $2, (select min(id) from contract_types), '2020-01-01', $3) returning id`,
      [clientId, meterId, spec.contractStatus ?? 1],
    );
    // A paid invoice needs its receipt.
    const paysSomething = spec.invoices.some((invoice) => invoice.paymentStatus === 'PAID');
    const receiptId =
      spec.paidAt || paysSomething
        ? await one(
            `insert into receipts (client_id, contract_id, payment_method, payment_date, amount)
           values ($1, $2, 'NUMERARIO', $3, 0) returning id`,
            [clientId, contractId, spec.paidAt ?? new Date()],
          )
        : null;
    for (const [index, invoice] of spec.invoices.entries()) {
      const readingId = await one(
        `insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
         values ($1, $2, $3, 0, 10, 'APPROVED') returning id`,
        [meterId, (index % 12) + 1, 2020 + Math.floor(index / 12)],
      );
      const paid = invoice.paymentStatus === 'PAID';
      await client.query(
        `insert into invoices (reading_id, contract_id, limit_date, amount, payment_status, payment_date, receipt_id)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          readingId,
          contractId,
          addDays(today, -invoice.overdueDays),
          invoice.amount,
          invoice.paymentStatus ?? null,
          paid ? today : null,
          paid ? receiptId : null,
        ],
      );
    }
    await client.query('commit');
    return { clientId, meterId, contractId };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
