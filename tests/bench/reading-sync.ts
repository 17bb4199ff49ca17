// The offline reading route on a phone's mobile data (docs/performance.md "Offline route: download and sync"): a
// zone of 1,000 meters downloaded (gzip bytes, and the time on the slow link in the app), then 300 readings taken
// offline in the app (its own form and IndexedDB queue) and sent by the app when the network comes back, against
// the same 300 readings sent as ONE raw POST /reading/batch from the same throttled page: no app code in the way.
// Goals: the app's sync ≤ 30 s and ≤ 3× the raw batch.
import { gunzipSync, gzipSync } from 'node:zlib';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { request } from 'undici';
import { productDatabaseUrl } from '../support/database.ts';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { restToken } from '../support/rest-client.ts';
import { demoUsers } from '../support/session.ts';

const METERS = 1_000;
const QUEUED = 300;
/** Each meter starts at index 100; values 101–109 sit in the window of a meter with no history. */
const START_INDEX = 100;
const GOALS = { seconds: 30, ratio: 3 } as const;

// Mozambican staff on mobile data: 400 kbit/s each way, 400 ms round trip (as web-load.ts).
const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
const OFFLINE = { ...SLOW_LINK, offline: true };

interface Zone {
  zoneId: number;
  meterIds: number[];
}

/** A zone of its own, 1,000 clients each with a meter at index 100 under an active contract, in address order. */
async function routeZone(db: pg.Client): Promise<Zone> {
  const tag = `Rota Bench ${Date.now()}`;
  const { rows } = await db.query<{ zone_id: number; meter_id: number }>(
    `with z as (insert into zones (designation, description, enterprise_id)
                values ($1, $1, (select min(id) from enterprises)) returning id),
          c as (insert into clients (name, phone_number, address, zone_id)
                select $1 || ' casa ' || lpad(n::text, 4, '0'), '86' || lpad(n::text, 7, '0'),
                       'Rua da Rota ' || lpad(n::text, 4, '0'), (select id from z)
                  from generate_series(1, $2::int) n returning id, address),
          m as (insert into client_meters (client_id, cubic_meters)
                select id, $3 from c returning id, client_id),
          k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                select client_id, id, (select min(id) from contract_types), '2020-01-01' from m returning meter_id)
     select (select id from z) as zone_id, m.id as meter_id
       from m join c on c.id = m.client_id order by c.address`,
    [tag, METERS, START_INDEX],
  );
  await db.query('analyze clients; analyze client_meters; analyze contracts');
  return { zoneId: rows[0]!.zone_id, meterIds: rows.map((row) => row.meter_id) };
}

/** Readings of the month stored for these meters, and how many meters have more than one. */
async function stored(db: pg.Client, meterIds: number[], year: number, month: number) {
  const { rows } = await db.query<{ readings: string; meters: string }>(
    `select count(*) as readings, count(distinct meter_id) as meters from readings
      where meter_id = any($1) and reading_year = $2 and reading_month = $3 and state <> 'CANCELED'`,
    [meterIds, year, month],
  );
  return { readings: Number(rows[0]?.readings), meters: Number(rows[0]?.meters) };
}

const ROUTE_QUERY = `query ReadingRoute($zoneId: ID!, $month: String!) {
  readingRoute(zoneId: $zoneId, month: $month) {
    zoneId zoneName readingYear readingMonth
    stops { meterId serial client address previous low high }
    anomalies { code description withReading }
  }
}`;

/** The route as the app asks the gateway for it: the bytes on the wire, their gzip size, the time (median of 5). */
async function routeDownload(webUrl: string, token: string, zoneId: number, month: string) {
  const samples: { ms: number; wire: number; gzip: number; json: number; gzipped: boolean }[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const response = await request(`${webUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: ROUTE_QUERY, variables: { zoneId: String(zoneId), month } }),
    });
    const wire = Buffer.from(await response.body.arrayBuffer());
    const ms = performance.now() - start;
    const gzipped = response.headers['content-encoding'] === 'gzip';
    const json = gzipped ? gunzipSync(wire) : wire;
    samples.push({ ms, wire: wire.length, gzip: gzipSync(json).length, json: json.length, gzipped });
  }
  samples.sort((a, b) => a.ms - b.ms);
  return samples[2]!;
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return cdp;
}

/** Waits until the server holds `count` readings of the month for these meters, polling; the seconds it took. */
async function untilStored(db: pg.Client, meterIds: number[], year: number, month: number, start: number) {
  const deadline = start + 180_000;
  while (performance.now() < deadline) {
    if ((await stored(db, meterIds, year, month)).readings >= meterIds.length)
      return (performance.now() - start) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`reading sync: the server did not get ${meterIds.length} readings in 180 s`);
}

/** Records the house shown, a value inside its window; the form then shows the next house. */
async function recordHouse(page: Page, house: number) {
  const card = page.locator('article');
  await card.getByText(`Casa ${house + 1} de ${METERS}`).waitFor();
  await card.getByLabel('Leitura actual (m³)').fill(String(START_INDEX + 1 + (house % 9)));
  await card.getByRole('button', { name: 'Gravar leitura' }).click();
}

const s = (seconds: number) => `${seconds.toFixed(1)} s`;

export async function benchReadingSync(apiUrl: string): Promise<void> {
  const env = e2eEnvironment();
  const db = new pg.Client({ connectionString: productDatabaseUrl() });
  await db.connect();
  const browser = await chromium.launch({
    executablePath: env.chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const zone = await routeZone(db);
    const adminToken = await restToken(apiUrl, demoUsers.admin);
    const { rows } = await db.query<{ year: number; month: number }>(
      `select extract(year from now() at time zone 'Africa/Maputo')::int as year,
              extract(month from now() at time zone 'Africa/Maputo')::int as month`,
    );
    const { year, month } = rows[0]!;
    const monthText = `${year}-${String(month).padStart(2, '0')}`;
    const download = await routeDownload(env.webUrl, adminToken, zone.zoneId, monthText);

    // The phone: no service worker, so every request of the page goes through the page's own throttled network (a
    // worker's requests are its own target's, outside the page's emulation).
    const context = await browser.newContext({
      baseURL: env.webUrl,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Utilizador').fill(demoUsers.tecnico.username);
    await page.getByLabel('Senha').fill(demoUsers.tecnico.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/technical\/reading-route\/route$/);
    await page.getByLabel('Zona').locator(`option[value="${zone.zoneId}"]`).waitFor({ state: 'attached' });
    await page.getByLabel('Zona').selectOption(String(zone.zoneId));

    const cdp = await throttle(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    const downloadStart = performance.now();
    await page.getByRole('button', { name: 'Descarregar rota' }).click();
    await page.getByText(`${METERS} contadores descarregados`).waitFor({ timeout: 120_000 });
    const downloadSlow = (performance.now() - downloadStart) / 1000;

    // 300 houses read with no network, each through the form into the app's IndexedDB queue.
    await cdp.send('Network.emulateNetworkConditions', OFFLINE);
    await page.waitForFunction(() => !navigator.onLine);
    const queueStart = performance.now();
    for (let house = 0; house < QUEUED; house++) await recordHouse(page, house);
    await page
      .getByTestId('counter-por enviar')
      .filter({ hasText: String(QUEUED) })
      .waitFor();
    const queueSeconds = (performance.now() - queueStart) / 1000;
    const appMeters = zone.meterIds.slice(0, QUEUED);
    if ((await stored(db, appMeters, year, month)).readings !== 0)
      throw new Error('reading sync: readings reached the server while the phone was offline');

    // The network back, slow: the app sends the queue by itself (the browser's online event).
    const appStart = performance.now();
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    const appSeconds = await untilStored(db, appMeters, year, month, appStart);
    await page.getByTestId('counter-por enviar').filter({ hasText: /^0$/ }).waitFor({ timeout: 120_000 });
    const appAll = (performance.now() - appStart) / 1000;
    const appStored = await stored(db, appMeters, year, month);

    // The same 300 readings (on the next 300 meters) as one raw POST /reading/batch, from the same page and link: the
    // page opens a page of the api's origin, so the fetch is its own origin's, with the technician's token.
    const rawMeters = zone.meterIds.slice(QUEUED, 2 * QUEUED);
    const readings = rawMeters.map((meterId, house) => ({
      clientReadingId: crypto.randomUUID(),
      meterId,
      readingYear: year,
      readingMonth: month,
      currentReading: START_INDEX + 1 + (house % 9),
      anomalyCode: null,
      note: null,
      latitude: null,
      longitude: null,
      accuracyMeters: null,
      capturedAt: new Date().toISOString(),
    }));
    const technicianToken = await restToken(apiUrl, demoUsers.tecnico);
    await page.goto(new URL('/health', apiUrl).toString());
    const rawStart = performance.now();
    const status = await page.evaluate(
      async ({ url, token, body }) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          })
        ).status,
      { url: `${apiUrl}/reading/batch`, token: technicianToken, body: JSON.stringify({ readings }) },
    );
    const rawSeconds = (performance.now() - rawStart) / 1000;
    if (status !== 200) throw new Error(`reading sync: the raw batch answered ${status}`);
    const rawStored = await stored(db, rawMeters, year, month);
    await context.close();

    // The server's own share: the same raw batch (the next 300 meters) from this process, no link in the way.
    const serverMeters = zone.meterIds.slice(2 * QUEUED, 3 * QUEUED);
    const serverStart = performance.now();
    const serverAnswer = await request(`${apiUrl}/reading/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${technicianToken}` },
      body: JSON.stringify({
        readings: readings.map((reading, i) => ({
          ...reading,
          clientReadingId: crypto.randomUUID(),
          meterId: serverMeters[i]!,
        })),
      }),
    });
    await serverAnswer.body.dump();
    const serverSeconds = (performance.now() - serverStart) / 1000;

    const ratio = appSeconds / rawSeconds;
    const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `\n## Offline route: ${METERS} meters down, ${QUEUED} readings up (400 kbit/s, 400 ms latency)`,
    );
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `  route download (GraphQL readingRoute, ${METERS} stops): ${kb(download.wire)} on the wire (${download.gzipped ? 'gzip' : `not compressed; ${kb(download.gzip)} gzipped`}), ${kb(download.json)} of JSON, ${download.ms.toFixed(0)} ms unthrottled (median of 5)`,
    );
    console.log(
      `  in the app on the slow link, tap to "${METERS} contadores descarregados": ${s(downloadSlow)}`,
    );
    console.log(
      `  ${QUEUED} readings typed offline through the form: ${s(queueSeconds)} (not a network figure)`,
    );
    console.log(
      `  app sync (online event → server holds all ${QUEUED}): ${s(appSeconds)} (goal ≤ ${GOALS.seconds} s: ${met(appSeconds <= GOALS.seconds)}); until the phone shows 0 por enviar: ${s(appAll)}`,
    );
    console.log(`  raw: one POST /reading/batch of ${QUEUED} from the same page: ${s(rawSeconds)}`);
    console.log(
      `  (the server's share: the same batch from this process, no link: ${s(serverSeconds)}, answered ${serverAnswer.statusCode})`,
    );
    console.log(
      `  ratio app / raw: ${ratio.toFixed(2)}x (goal ≤ ${GOALS.ratio}×: ${met(ratio <= GOALS.ratio)})`,
    );
    console.log(
      `  stored exactly once: app ${appStored.readings} readings on ${appStored.meters} meters, raw ${rawStored.readings} on ${rawStored.meters}`,
    );
    if (appStored.readings !== QUEUED || appStored.meters !== QUEUED)
      throw new Error(`reading sync: ${appStored.readings} readings stored for ${QUEUED} queued`);
  } finally {
    await browser.close();
    await db.end();
  }
}
