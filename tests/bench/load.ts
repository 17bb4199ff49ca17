// A small query's latency while the api does its heaviest work: an upload of a field sheet of the 49,950 load meters, the field-sheet
// export of a large zone followed by single water bills (there is no zone-wide PDF route), and a bulk approval of
// 50,000 pending readings, all at once. The small query (GET /zone/count) is timed back to back while the api is
// idle, then while the heavy work runs; the ratio of the two p99s says whether heavy work blocks the event loop of
// the server answering staff (goal: at most 1.5x). Needs the 50,000 load clients benchCustomers adds.

import { currentPeriod } from '@agua/domain/dates';
import ExcelJS from 'exceljs';
import { Agent, FormData, request } from 'undici';
import { removeMonth, withDatabase, withoutInvoiceSms } from './bench-database.ts';
import { addClients } from './customers.ts';
import { sampleWhile } from './harness.ts';

interface Period {
  year: number;
  month: number;
}

const before = ({ year, month }: Period): Period =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The load meters (one per load client) as a filled-in field sheet: Contador, Leitura Actual. */
async function uploadSheet(meterIds: number[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leituras');
  sheet.addRow(['Contador', 'Cliente', 'Leitura Actual']);
  for (const meterId of meterIds) sheet.addRow([meterId, 'Cliente de Carga', 10]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Before each round: the load meters have a PENDING reading of last month (what the bulk approval approves) and none
 * of this month (what the upload creates), so every round does the same work.
 */
async function resetRound(meterIds: number[], current: Period): Promise<void> {
  const last = before(current);
  await withDatabase(
    async (client) => {
      await removeMonth(client, meterIds, current);
      await client.query(
        `update readings set state = 'PENDING' where meter_id = any($1) and reading_year = $2 and reading_month = $3`,
        [meterIds, last.year, last.month],
      );
      await client.query(
        `insert into readings (meter_id, reading_year, reading_month, previous_reading, current_reading)
       select m, $2, $3, 0, 5 from unnest($1::int[]) m
       where not exists (select 1 from readings r where r.meter_id = m and r.reading_year = $2 and r.reading_month = $3)`,
        [meterIds, last.year, last.month],
      );
      await client.query('analyze readings; analyze invoices');
    },
    { unaudited: true },
  );
}

export async function benchLoad(apiUrl: string, token: string, rounds: number): Promise<void> {
  // Connections of this section's own: a socket left idle by an earlier section for about the api's keep-alive
  // (72 s; adding the load clients and building the sheet take that long on a busy machine) may be closed by the api
  // just as the upload is written on it, and a POST is not retried ("other side closed").
  const dispatcher = new Agent();
  try {
    await runLoad(apiUrl, token, rounds, dispatcher);
  } finally {
    await dispatcher.close();
  }
}

async function runLoad(apiUrl: string, token: string, rounds: number, dispatcher: Agent): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (
    path: string,
    init: { method?: 'GET' | 'PUT' | 'POST'; body?: string | FormData } = {},
  ) => {
    let response: Awaited<ReturnType<typeof request>>;
    let text: string;
    try {
      response = await request(`${apiUrl}${path}`, {
        dispatcher,
        method: init.method ?? 'GET',
        body: init.body,
        headers: typeof init.body === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
      });
      text = await response.body.text();
    } catch (error) {
      throw new Error(`${init.method ?? 'GET'} ${path}: ${(error as Error).message}`, { cause: error });
    }
    if (response.statusCode >= 400) throw new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return text;
  };

  // The customers section adds the 50,000 load clients; by itself (BENCH_ONLY=load) this section adds them.
  await addClients(50_000);
  const { meterIds, zoneId, readingIds } = await withDatabase(async (client) => {
    const meters = await client.query<{ id: number }>(
      `select m.id from client_meters m join clients c on c.id = m.client_id
       where c.name like 'Cliente de Carga %' order by m.id limit 50000`,
    );
    const zone = await client.query<{ zone_id: number }>(
      'select zone_id from clients group by zone_id order by count(*) desc limit 1',
    );
    const bills = await client.query<{ id: number }>(
      'select reading_id as id from invoices order by id limit 20',
    );
    return {
      meterIds: meters.rows.map((row) => row.id),
      zoneId: zone.rows[0]!.zone_id,
      readingIds: bills.rows.map((row) => row.id),
    };
  });
  if (meterIds.length < 49_000)
    throw new Error(`load bench: ${meterIds.length} load meters, 49,000 or more needed`);
  const current = currentPeriod();
  const sheet = await uploadSheet(meterIds);

  const probe = () => call('/zone/count');
  // Seconds each heavy job took, summed over the rounds: the staff query staying fast must not come from starving
  // the heavy work (it runs at a lower priority, docs/domain.md "Heavy work off the main thread").
  const jobSeconds = { upload: 0, export: 0, bills: 0, approval: 0 };
  const timedJob = async (job: keyof typeof jobSeconds, work: () => Promise<void>) => {
    const start = Date.now();
    await work();
    jobSeconds[job] += (Date.now() - start) / 1000;
  };
  const heavy = () =>
    Promise.all([
      timedJob('upload', async () => {
        const form = new FormData();
        form.set('readingMonth', String(current.month));
        form.set('readingYear', String(current.year));
        form.set('file', new Blob([new Uint8Array(sheet)]), 'leituras.xlsx');
        const answer = JSON.parse(await call('/reading/upload', { method: 'POST', body: form }));
        if (answer.created !== meterIds.length) throw new Error(`upload created ${answer.created}`);
      }),
      (async () => {
        await timedJob('export', async () => {
          await call(`/reading/export/last-readings/by-zone?zoneId=${zoneId}`);
        });
        await timedJob('bills', async () => {
          for (const readingId of readingIds) await call(`/invoice/waterBill/${readingId}`);
        });
      })(),
      timedJob('approval', async () => {
        const answer = JSON.parse(
          await call('/reading/bulk-update', {
            method: 'PUT',
            body: JSON.stringify({ filter: { state: 'PENDING' }, state: 'APPROVED' }),
          }),
        );
        if (answer.updated < meterIds.length) throw new Error(`bulk approval updated ${answer.updated}`);
      }),
    ]);

  const sample = (until: Promise<unknown> | null) => sampleWhile(probe, until, 400);

  for (let i = 0; i < 20; i++) await probe();
  const idle: number[] = [];
  const loaded: number[] = [];
  let heavySeconds = 0;
  // The uploads' invoice SMS are the SMS section's to measure; here they would outlast the section (above).
  await withoutInvoiceSms(meterIds, async () => {
    for (let round = 0; round < rounds; round++) {
      await resetRound(meterIds, current);
      idle.push(...(await sample(null)));
      const start = Date.now();
      const work = heavy();
      loaded.push(...(await sample(work)));
      await work;
      heavySeconds += (Date.now() - start) / 1000;
    }
  });
  idle.sort((a, b) => a - b);
  loaded.sort((a, b) => a - b);
  const row = (label: string, s: number[]) =>
    `  ${label.padEnd(44)} n ${String(s.length).padStart(5)}   p50 ${percentile(s, 50).toFixed(2).padStart(8)} ms   p99 ${percentile(s, 99).toFixed(2).padStart(8)} ms   max ${(s.at(-1) ?? 0).toFixed(2).padStart(8)} ms`;
  console.log(
    `\nSmall query under heavy work (${rounds} rounds; upload ${meterIds.length} rows + zone export and 20 water bills + bulk approval of ${meterIds.length}, ${(heavySeconds / rounds).toFixed(1)} s a round)`,
  );
  const each = (Object.entries(jobSeconds) as [string, number][])
    .map(([job, seconds]) => `${job} ${(seconds / rounds).toFixed(1)} s`)
    .join(', ');
  console.log(`  each job, a round: ${each}`);
  console.log(row('REST: GET /zone/count, api idle', idle));
  console.log(row('REST: GET /zone/count, during the heavy work', loaded));
  console.log(
    `  ratio loaded / idle: p50 ${(percentile(loaded, 50) / percentile(idle, 50)).toFixed(2)}x, p99 ${(percentile(loaded, 99) / percentile(idle, 99)).toFixed(2)}x (goal p99 <= 1.5x)`,
  );
  // The rounds left hundreds of thousands of dead and new rows (readings, invoices, their audit rows): vacuumed
  // here, untimed, rather than by autovacuum while the next section measures (docs/performance.md "The whole bench
  // in one run").
  await withDatabase((client) =>
    client.query('vacuum analyze readings, invoices, clients, contracts, sms_messages, audit_log'),
  );
}
