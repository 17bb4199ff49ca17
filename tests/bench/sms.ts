// SMS notices of one billing run: a field sheet of 10,000 meters uploaded at once issues 10,000 invoices, whose
// notices are written in the upload's transaction and sent by the api's dispatcher to the local SMS simulator. Goal:
// every notice handed to the provider within 60 s of the upload, while staff's small query (GET /zone/count) keeps
// its p99 within 1.5x of idle (docs/performance.md "SMS notices").
import ExcelJS from 'exceljs';
import { Agent, FormData, request } from 'undici';
import { queryProductDatabase } from '../support/database.ts';
import { sampleWhile } from './harness.ts';

const NOTICES = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function benchSms(apiUrl: string, token: string): Promise<void> {
  const dispatcher = new Agent();
  const headers = { authorization: `Bearer ${token}` };
  const call = async (path: string, body?: FormData) => {
    const response = await request(`${apiUrl}${path}`, {
      dispatcher,
      method: body ? 'POST' : 'GET',
      body,
      headers,
    });
    const text = await response.body.text();
    if (response.statusCode >= 400) throw new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return text;
  };
  try {
    // 10,000 clients of a zone of their own, each with a meter under an active contract, on numbers the simulator
    // delivers (last digit 0–5).
    const [zone] = await queryProductDatabase<{ id: number }>(
      `insert into zones (designation, description, enterprise_id)
       values ('Zona SMS', 'Zona SMS', (select min(id) from enterprises)) returning id`,
    );
    const meters = await queryProductDatabase<{ id: number }>(
      `with c as (
         insert into clients (name, phone_number, address, zone_id)
         select 'Cliente SMS ' || g, '86' || lpad((g * 10 + g % 6)::text, 7, '0'), 'Rua SMS', ${zone!.id}
         from generate_series(1, ${NOTICES}) g returning id),
       m as (insert into client_meters (client_id) select id from c returning id, client_id),
       k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
             select client_id, id, (select min(id) from contract_types), current_date from m returning meter_id)
       select meter_id as id from k order by meter_id`,
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leituras');
    sheet.addRow(['Contador', 'Cliente', 'Leitura Actual']);
    for (const meter of meters) sheet.addRow([meter.id, 'Cliente SMS', 12]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const [year, month] = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Maputo',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .split('-')
      .map(Number) as [number, number];

    const probe = () => call('/zone/count');
    for (let i = 0; i < 20; i++) await probe();
    const idle = await sampleWhile(probe, null, 400);

    const started = Date.now();
    let uploadSeconds = 0;
    const pending = () =>
      queryProductDatabase<{ n: string; last: Date | null }>(
        `select count(*) filter (where m.state not in ('SENT', 'DELIVERED')) as n, max(m.sent_at) as last
           from sms_messages m join clients c on c.id = m.client_id
          where c.zone_id = ${zone!.id} and m.event = 'INVOICE_ISSUED'`,
      );
    const work = (async () => {
      const form = new FormData();
      form.set('readingMonth', String(month));
      form.set('readingYear', String(year));
      form.set('file', new Blob([new Uint8Array(file)]), 'leituras.xlsx');
      const answer = JSON.parse(await call('/reading/upload', form));
      if (answer.created !== NOTICES) throw new Error(`sms bench: the upload created ${answer.created}`);
      uploadSeconds = (Date.now() - started) / 1000;
      for (;;) {
        const [row] = await pending();
        if (Number(row?.n) === 0) return row?.last ?? null;
        if (Date.now() - started > 300_000)
          throw new Error(`sms bench: ${row?.n} notices still unsent after 300 s`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const loaded = await sampleWhile(probe, work, 0);
    const lastSent = await work;
    const [counts] = await queryProductDatabase<{ messages: string; parts: string; sent: string }>(
      `select count(*) as messages, sum(m.parts) as parts,
              count(*) filter (where m.state in ('SENT', 'DELIVERED')) as sent
         from sms_messages m join clients c on c.id = m.client_id where c.zone_id = ${zone!.id}`,
    );
    const allSent = lastSent ? (new Date(lastSent).getTime() - started) / 1000 : Number.NaN;

    const line = (label: string, s: number[]) =>
      `  ${label.padEnd(52)} n ${String(s.length).padStart(5)}   p50 ${percentile(s, 50).toFixed(2).padStart(8)} ms   p99 ${percentile(s, 99).toFixed(2).padStart(8)} ms`;
    console.log(
      `\nSMS: one billing run of ${NOTICES} meters (upload with its notices ${uploadSeconds.toFixed(1)} s; every notice handed to the simulator ${allSent.toFixed(1)} s after the upload began, goal <= 60 s)`,
    );
    console.log(`  notices: ${counts?.messages} written, ${counts?.sent} sent, ${counts?.parts} parts`);
    console.log(line('REST: GET /zone/count, idle', idle));
    console.log(line('REST: GET /zone/count, during the upload and the sending', loaded));
    console.log(
      `  ratio loaded / idle: p50 ${(percentile(loaded, 50) / percentile(idle, 50)).toFixed(2)}x, p99 ${(percentile(loaded, 99) / percentile(idle, 99)).toFixed(2)}x (goal p99 <= 1.5x)`,
    );
    if (Number(counts?.sent) !== NOTICES) throw new Error(`sms bench: ${counts?.sent} of ${NOTICES} sent`);
  } finally {
    await dispatcher.close();
  }
}
