// The zone's water bills PDF (GET /invoice/waterBills/{zoneId}) at 500 and at 5,000 clients, each owing 3 months (a
// page per client: the month's invoice and 2 months of Dívida anterior): the api reads a batch of clients at a time
// and draws each page while the response is sent. Two things are measured side by
// side in one run:
// - speed: pages per second of the api's streamed PDF, against bare pdfkit drawing the same page in this process
//   (no database, no HTTP), the cost floor of the drawing itself (goal ≥ 0.5×);
// - memory: the peak resident memory of the api process during the stream, sampled from /proc, at 5,000 pages
//   against 500 (goal ≤ 1.5×): it must not grow with the number of pages.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { request } from 'undici';
import type { ClientBill } from '../../api/src/modules/invoices/client-bill.ts';
import { drawClientBill } from '../../api/src/modules/invoices/client-bill-pdf.ts';
import type { WaterBill } from '../../api/src/modules/invoices/rows.ts';
import { newWaterBillDocument } from '../../api/src/modules/invoices/water-bill-pdf.ts';
import { productDatabaseUrl } from '../support/database.ts';

const runs = Number(process.env.BENCH_PDF_RUNS ?? 3);

/** A zone of its own with `count` clients, each with a meter, an active contract and 3 months read and unpaid. */
async function zoneWithUnpaidInvoices(name: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    const existing = await client.query<{ id: number }>('select id from zones where designation = $1', [
      name,
    ]);
    if (existing.rows[0]) return existing.rows[0].id;
    const [zone] = (
      await client.query<{ id: number }>(
        `insert into zones (designation, description, enterprise_id)
         values ($1, $1, (select min(id) from enterprises)) returning id`,
        [name],
      )
    ).rows;
    await client.query(
      `with c as (insert into clients (name, phone_number, address, zone_id)
                  select 'Cliente de Carga ' || lpad(g::text, 5, '0'), '84' || lpad(g::text, 7, '0'),
                         'Rua ' || g || ', casa ' || (g % 97), $2
                  from generate_series(1, $1::int) g returning id),
            m as (insert into client_meters (client_id) select id from c returning id, client_id),
            k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                  select client_id, id, (select min(id) from contract_types), current_date from m
                  returning id, meter_id),
            r as (insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading)
                  select meter_id, month, 2020, (month - 1) * 50, (month - 1) * 50 + 7 + meter_id % 40
                  from k cross join generate_series(1, 3) month
                  returning id, meter_id, consumption, reading_month),
            i as (insert into invoices (reading_id, contract_id, description, limit_date, amount)
                  select r.id, k.id, 'Factura de 2020', current_date - 100 + r.reading_month * 30,
                         greatest(150, r.consumption * 32.5)
                  from r join k on k.meter_id = r.meter_id returning id)
       select count(*) from i`,
      [count, zone!.id],
    );
    await client.query('analyze clients; analyze contracts; analyze readings; analyze invoices');
    return zone!.id;
  } finally {
    await client.end();
  }
}

/** The api's process: the one listening on the api's port. */
function apiPid(apiUrl: string): number {
  const port = new URL(apiUrl).port;
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}: ${out}`);
  return Number(pid);
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/** Streams the zone PDF from the api, sampling the api's resident memory every 20 ms; answers seconds and peak. */
async function streamed(apiUrl: string, token: string, zoneId: number, pid: number) {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  const start = process.hrtime.bigint();
  try {
    const response = await request(`${apiUrl}/invoice/waterBills/${zoneId}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
      // A connection per download: the api may close an idle kept-alive one while this process was drawing.
      reset: true,
    });
    if (response.statusCode !== 200)
      throw new Error(`zone PDF: ${response.statusCode} ${await response.body.text()}`);
    let bytes = 0;
    let tail = '';
    for await (const chunk of response.body) {
      bytes += (chunk as Buffer).length;
      tail = (chunk as Buffer).toString('latin1').slice(-16);
    }
    if (!tail.includes('%%EOF')) throw new Error('zone PDF: the document did not end');
    return {
      seconds: Number(process.hrtime.bigint() - start) / 1e9,
      peak: Math.max(peak, rssMiB(pid)),
      bytes,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The same page drawn `pages` times by pdfkit alone, its bytes read and dropped as they come. */
async function barePdfkit(bill: ClientBill, pages: number): Promise<number> {
  const start = process.hrtime.bigint();
  const doc = newWaterBillDocument({ Title: 'bench', Author: bill.enterprise.name, Subject: 'bench' });
  const drained = (async () => {
    for await (const _chunk of doc) {
      // dropped
    }
  })();
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    drawClientBill(doc, bill, '171717');
  }
  doc.end();
  await drained;
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function sampleWaterBill(): WaterBill {
  const now = new Date();
  return {
    reading: {
      id: 1,
      meterId: 1,
      readingMonth: 1,
      readingYear: 2020,
      previousReading: 0,
      currentReading: 27,
      indexOffset: 0,
      consumption: 27,
      estimated: false,
      anomalyId: null,
      creditedCubicMeters: 0,
      realIndex: null,
      unbilledCubicMeters: 0,
      flags: [],
      state: 'PENDING',
      active: true,
      userCreated: null,
      userChanged: null,
      zoneId: 1,
      createdAt: now,
      updatedAt: now,
    },
    client: {
      clientId: 1,
      name: 'Cliente de Carga 00001',
      nuit: null,
      address: 'Rua 1, casa 1',
      phoneNumber: '840000001',
    },
    zone: { designation: 'Carga 500', description: 'Carga 500' },
    enterprise: {
      name: 'Águas da Região de Maputo',
      nuit: '400123456',
      address: 'Av. 25 de Setembro, 1230, Maputo',
      phoneNumber: '21300000',
      email: 'geral@aguas.co.mz',
    },
    contract: { contractId: 1 },
    contractType: {
      designation: 'Doméstico',
      minimumConsumptionValue: 15_000,
      pricePerConsumptionUnit: 3_250,
    },
    meter: { meterId: 1, brand: 'Genérico' },
    invoice: {
      id: 1,
      readingId: 1,
      contractId: 1,
      clientId: 1,
      clientName: 'Cliente de Carga 00001',
      zoneId: 1,
      meterId: 1,
      readingMonth: 1,
      readingYear: 2020,
      description: 'Factura de Janeiro 2020',
      paymentMethod: null,
      limitDate: '2020-02-15',
      paymentDate: null,
      paymentStatus: null,
      amount: 87_750,
      fineAmount: 8_775,
      totalAmount: 96_525,
      finePercentage: 10,
      receiptId: null,
      // Priced by the contract type's own prices: no tariff lines.
      tariffVersionId: null,
      lines: null,
      vatAmount: 0,
      createdAt: now,
      updatedAt: now,
    },
  };
}

/** A client's bill as the bench's zone prints it: March, with January and February under Dívida anterior. */
function sampleBill(): ClientBill {
  const water = sampleWaterBill();
  const earlier = [1, 2].map((month) => ({
    invoiceId: month,
    contractId: 1,
    year: 2020,
    month,
    limitDate: `2020-0${month + 1}-15`,
    amount: 87_750,
    fine: 13_163,
  }));
  return {
    month: { year: 2020, month: 3 },
    client: water.client,
    zone: water.zone,
    enterprise: water.enterprise,
    contractIds: [1],
    current: [{ ...water, reading: { ...water.reading, readingMonth: 3 } }],
    earlier,
    debt: { invoiceCount: 3, invoices: 263_250, fines: 34_101, otherCharges: 0, credit: 0, total: 297_351 },
    agreement: null,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function benchZoneWaterBills(apiUrl: string, token: string): Promise<void> {
  const pid = apiPid(apiUrl);
  const sizes = [500, 5_000];
  const zones = new Map<number, number>();
  for (const size of sizes) zones.set(size, await zoneWithUnpaidInvoices(`Carga com dívida ${size}`, size));
  const bill = sampleBill();
  // Warm-up, unmeasured: JIT, fonts, connections.
  await barePdfkit(bill, 50);
  await streamed(apiUrl, token, zones.get(500)!, pid);

  const results = new Map<number, { bare: number; api: number; peak: number; mib: number }>();
  for (const size of sizes) {
    const bare: number[] = [];
    const api: number[] = [];
    const peaks: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      bare.push(size / (await barePdfkit(bill, size)));
      const stream = await streamed(apiUrl, token, zones.get(size)!, pid);
      api.push(size / stream.seconds);
      peaks.push(stream.peak);
      bytes = stream.bytes;
    }
    results.set(size, {
      bare: median(bare),
      api: median(api),
      peak: Math.max(...peaks),
      mib: bytes / 1048576,
    });
  }

  console.log(
    `\nZone water bills PDF (a page per client owing 3 months), streamed by the api (median of ${runs} runs each, interleaved)`,
  );
  for (const [size, r] of results) {
    console.log(
      `  ${String(size).padStart(5)} pages (${r.mib.toFixed(1)} MiB): api ${r.api.toFixed(0).padStart(5)} pages/s, bare pdfkit ${r.bare.toFixed(0).padStart(5)} pages/s, ratio ${(r.api / r.bare).toFixed(2)}x (goal >= 0.5x); api peak RSS ${r.peak.toFixed(0)} MiB`,
    );
  }
  const small = results.get(500)!;
  const large = results.get(5_000)!;
  console.log(
    `  api peak RSS at 5,000 pages / at 500 pages: ${(large.peak / small.peak).toFixed(2)}x (goal <= 1.5x)`,
  );
}
