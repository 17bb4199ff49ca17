// M-Pesa payment requests under load: 200 requests in flight against the local simulator (each waits for its "PIN")
// while staff keep querying; the staff query's p99 against idle (goal <= 1.5x), and every request ends in exactly
// one final state (a PAID one with exactly one receipt, any other with none).
import { request } from 'undici';
import { queryProductDatabase } from '../support/database.ts';
import { sampleWhile } from './harness.ts';

const IN_FLIGHT = 200;
const FINAL = ['PAID', 'CANCELLED', 'FAILED'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function benchMpesa(apiUrl: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (path: string, body?: unknown) => {
    const response = await request(`${apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
      headers,
    });
    const text = await response.body.text();
    if (response.statusCode >= 400) throw new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return text;
  };

  // 200 customers of their own, each with one unpaid invoice of 100,00 (written directly: the demo has few).
  await queryProductDatabase(
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       select 'Cliente M-Pesa ' || g, '84' || lpad(g::text, 7, '0'), 'Rua do Teste', (select min(id) from zones)
       from generate_series(1, ${IN_FLIGHT}) g returning id),
     m as (insert into client_meters (client_id) select id from c returning id, client_id),
     k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, (select min(id) from contract_types), '2000-01-01' from m returning id, meter_id),
     r as (
       insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
       select meter_id, 1, 2001, 0, 10, 'APPROVED' from k returning id, meter_id)
     insert into invoices (reading_id, contract_id, description, limit_date, amount)
     select r.id, k.id, 'Factura M-Pesa', current_date + 30, 100 from r join k on k.meter_id = r.meter_id`,
  );
  // One unpaid invoice of each of 200 contracts, none already asked for.
  const picks = await queryProductDatabase<{ client_id: number; invoice_id: number }>(
    `select distinct on (k.id) k.client_id, i.id as invoice_id
       from invoices i join contracts k on k.id = i.contract_id
      where i.payment_status is null and i.total_amount > 0
        and not exists (select 1 from mpesa_payment_invoices p where p.invoice_id = i.id)
      order by k.id desc, i.id limit ${IN_FLIGHT}`,
  );
  if (picks.length < IN_FLIGHT)
    throw new Error(`mpesa bench: ${picks.length} contracts with an unpaid invoice`);

  // The staff query: Lista de Recibos' first page.
  const probe = () => call('/receipt?page=1&size=20&sort=receiptID,desc');
  const sample = (until: Promise<unknown> | null) => sampleWhile(probe, until, 300);

  for (let i = 0; i < 20; i++) await probe();
  const idle = await sample(null);

  const started = Date.now();
  // Numbers ending 1 (paid), 2 (cancelled), 3 (timeout, then paid by status query), 4 (insufficient balance).
  const created = await Promise.all(
    picks.map(async (pick, index) =>
      JSON.parse(
        await call('/mpesa-payment', {
          clientId: pick.client_id,
          invoiceIds: [pick.invoice_id],
          msisdn: `84${String(index).padStart(6, '0')}${(index % 4) + 1}`,
        }),
      ),
    ),
  );
  const ids = created.map((row: { id: number }) => row.id);
  const allFinal = (async () => {
    for (;;) {
      const rows = await queryProductDatabase<{ n: string }>(
        `select count(*) as n from mpesa_payments where id = any(array[${ids.join(',')}]) and status in ('PENDING','WAITING')`,
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const loaded = await sample(allFinal);
  await allFinal;
  const seconds = (Date.now() - started) / 1000;

  const rows = await queryProductDatabase<{ status: string; receipts: string; receipt_id: number | null }>(
    `select p.status, p.receipt_id,
            (select count(*) from receipts r where r.reference = p.transaction_id) as receipts
       from mpesa_payments p where p.id = any(array[${ids.join(',')}])`,
  );
  const byStatus = new Map<string, number>();
  let wrong = 0;
  for (const row of rows) {
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
    const receipts = Number(row.receipts);
    if (!FINAL.includes(row.status)) wrong += 1;
    else if (row.status === 'PAID' ? receipts !== 1 || row.receipt_id === null : row.receipt_id !== null)
      wrong += 1;
  }

  const line = (label: string, s: number[]) =>
    `  ${label.padEnd(52)} n ${String(s.length).padStart(5)}   p50 ${percentile(s, 50).toFixed(2).padStart(8)} ms   p99 ${percentile(s, 99).toFixed(2).padStart(8)} ms`;
  console.log(
    `\nM-Pesa: ${IN_FLIGHT} payment requests in flight against the simulator (${seconds.toFixed(1)} s until all final)`,
  );
  console.log(line('REST: GET /receipt page 1, idle', idle));
  console.log(line(`REST: GET /receipt page 1, ${IN_FLIGHT} M-Pesa requests in flight`, loaded));
  console.log(
    `  ratio loaded / idle: p50 ${(percentile(loaded, 50) / percentile(idle, 50)).toFixed(2)}x, p99 ${(percentile(loaded, 99) / percentile(idle, 99)).toFixed(2)}x (goal p99 <= 1.5x)`,
  );
  console.log(
    `  final states: ${[...byStatus].map(([status, n]) => `${status} ${n}`).join(', ')}; requests not in exactly one final state with its receipts right: ${wrong}`,
  );
  if (wrong > 0 || rows.length !== IN_FLIGHT) throw new Error(`mpesa bench: ${wrong} requests ended wrong`);
}
