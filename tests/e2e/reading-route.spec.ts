import { currentPeriod } from '@agua/domain/dates';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { searchList } from '../support/manager-page.ts';
import { restClient, restToken } from '../support/rest-client.ts';
import { shootBoth } from '../support/screenshots.ts';
import { chooseSignOut, demoUsers, signIn } from '../support/session.ts';

// The technician's day offline (docs/domain.md "Offline reading route"): a zone's route downloaded on a phone,
// 20 houses read with the network off (3 anomalies, one value outside its window typed twice), the page reloaded
// offline with every reading still there, then the network back: each reading on the server once, and the one
// house a second device read first refused with its reason. Then, in Chromium, 3 readings queued offline and sent by
// the service worker's Background Sync with the app closed. Beside the money path: it reads only the meters of a
// zone and clients it makes itself.

const HOUSES = 20;
const ANOMALY_HOUSES = new Set([3, 8, 13]);
const OUT_OF_WINDOW_HOUSE = 10;
const READ_ELSEWHERE_HOUSE = 5;

test.use({
  viewport: { width: 390, height: 844 },
  geolocation: { latitude: -25.9655, longitude: 32.5832, accuracy: 12 },
  permissions: ['geolocation'],
});

interface Zone {
  zoneId: number;
  tag: string;
  meters: { meterId: number; client: string }[];
}

/** A zone of its own with 20 clients, each with a meter (index 100) under an active contract, addressed in order. */
async function routeZone(): Promise<Zone> {
  const tag = `Rota E2E ${Math.floor(Math.random() * 1e6)}`;
  const rows = await queryProductDatabase<{ zone_id: number; meter_id: number; client: string }>(
    `with z as (insert into zones (designation, description, enterprise_id)
                values ('${tag}', '${tag}', (select min(id) from enterprises)) returning id),
          c as (insert into clients (name, phone_number, address, zone_id)
                select '${tag} casa ' || lpad(n::text, 2, '0'), '84' || lpad((floor(random() * 9999999))::text, 7, '0'),
                       'Rua da Rota ' || lpad(n::text, 2, '0'), (select id from z)
                  from generate_series(1, ${HOUSES}) n returning id, name),
          m as (insert into client_meters (client_id, cubic_meters)
                select id, 100 from c returning id, client_id),
          k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                select client_id, id, (select min(id) from contract_types), '2020-01-01' from m returning meter_id)
     select (select id from z) as zone_id, m.id as meter_id, c.name as client
       from m join c on c.id = m.client_id order by c.name`,
  );
  return {
    zoneId: rows[0]!.zone_id,
    tag,
    meters: rows.map((row) => ({ meterId: row.meter_id, client: row.client })),
  };
}

const counter = (page: Page, label: string) => page.getByTestId(`counter-${label}`);

async function recordHouse(page: Page, house: number, photo: Buffer) {
  const card = page.locator('article');
  await expect(card.getByText(`Casa ${house + 1} de ${HOUSES}`)).toBeVisible();
  if (house === 0) {
    // The photo of the register, resized on the phone to a JPEG of at most 200 KB.
    await card
      .getByLabel('Fotografia do contador (opcional)')
      .setInputFiles({ name: 'contador.png', mimeType: 'image/png', buffer: photo });
    await expect(card.getByText(/Fotografia pronta \(\d+ KB\)/)).toBeVisible();
  }
  if (ANOMALY_HOUSES.has(house)) {
    await card.getByLabel('Anomalia').selectOption('01');
    await card.getByLabel('Nota (opcional)').fill('Portão fechado');
  } else if (house === OUT_OF_WINDOW_HOUSE) {
    await card.getByLabel('Leitura actual (m³)').fill('150');
    await card.getByRole('button', { name: 'Gravar leitura' }).click();
    // Outside 100–110: the value is asked a second time before it is kept.
    await expect(
      card.getByText('Valor fora do intervalo esperado: escreva-o outra vez para confirmar.').first(),
    ).toBeVisible();
    await card.getByLabel('Repita a leitura (fora do intervalo esperado)').fill('105');
    await card.getByRole('button', { name: 'Gravar leitura' }).click();
    await expect(card.getByText('As duas leituras não coincidem.')).toBeVisible();
    await card.getByLabel('Repita a leitura (fora do intervalo esperado)').fill('150');
  } else {
    await card.getByLabel('Leitura actual (m³)').fill(String(101 + (house % 9)));
  }
  await card.getByRole('button', { name: 'Gravar leitura' }).click();
}

test('a route read offline reaches the server once, and a house read elsewhere is refused with its reason', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // A browser without Background Sync, as Safari and Firefox: the app sends the queue itself when the network is back
  // (the worker's sync is the next test's).
  await page.addInitScript(() => {
    Reflect.deleteProperty(ServiceWorkerRegistration.prototype, 'sync');
  });
  const zone = await routeZone();
  await signIn(page, demoUsers.tecnico);
  // On a phone the technician's day starts here, straight from the sign-in.
  await expect(page).toHaveURL(/\/technical\/reading-route\/route$/);
  await expect(page.getByRole('heading', { name: 'Rota de Leitura' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByLabel('Zona').selectOption(String(zone.zoneId));
  await page.getByRole('button', { name: 'Descarregar rota' }).click();
  // The run's first route starts the api's worker threads (route.task.ts): seconds on a busy machine.
  await expect(page.getByText(`${HOUSES} contadores descarregados`)).toBeVisible({ timeout: 30_000 });
  await expect(counter(page, 'por ler')).toHaveText(String(HOUSES));
  await expect(page.getByText(zone.meters[0]!.client)).toBeVisible();
  await expect(page.getByText('GPS: precisão de 12 m')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const photo = await page.screenshot({ fullPage: true });
  await context.setOffline(true);
  for (let house = 0; house < HOUSES; house += 1) await recordHouse(page, house, photo);
  await expect(counter(page, 'por enviar')).toHaveText(String(HOUSES));
  await expect(counter(page, 'lidas')).toHaveText(String(HOUSES));

  // Reloaded with no network: the app, the route and the 20 readings are all still on the phone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rota de Leitura' })).toBeVisible();
  await expect(counter(page, 'por enviar')).toHaveText(String(HOUSES));
  await expect(counter(page, 'por ler')).toHaveText('0');

  // Meanwhile a second device read one of the same meters.
  const { apiUrl } = e2eEnvironment();
  const api = restClient(apiUrl, await restToken(apiUrl, demoUsers.admin));
  // The month in Maputo, the api's month: the test runner's clock is UTC, a day behind after 22:00 on the 30th/31st.
  const { year: readingYear, month: readingMonth } = currentPeriod();
  const period = { readingYear, readingMonth };
  const elsewhere = zone.meters[READ_ELSEWHERE_HOUSE]!;
  const { response } = await api.POST('/reading', {
    body: { meterId: elsewhere.meterId, ...period, currentReading: 104 },
  });
  expect(response.status).toBe(201);

  await context.setOffline(false);
  await expect(counter(page, 'por enviar')).toHaveText('0', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: '19 enviadas, 1 recusadas.' })).toBeVisible();

  const stored = await queryProductDatabase<{
    meter_id: number;
    n: string;
    captures: string;
    accuracy: number | null;
  }>(
    `select r.meter_id, count(*) as n, count(c.client_reading_id) as captures, max(c.accuracy_meters) as accuracy
       from readings r left join reading_captures c on c.reading_id = r.id
      where r.meter_id in (${zone.meters.map((meter) => meter.meterId).join(',')})
        and r.reading_year = ${period.readingYear} and r.reading_month = ${period.readingMonth}
        and r.state <> 'CANCELED'
      group by r.meter_id`,
  );
  expect(stored).toHaveLength(HOUSES);
  expect(stored.every((row) => row.n === '1')).toBe(true);
  expect(stored.filter((row) => row.captures === '1')).toHaveLength(HOUSES - 1);
  expect(stored.find((row) => row.meter_id === zone.meters[0]!.meterId)?.accuracy).toBe(12);
  const [photoRow] = await queryProductDatabase<{
    photo_type: string;
    photo_bytes: number;
    reading_id: number;
  }>(
    `select c.photo_type, c.photo_bytes, c.reading_id from reading_captures c join readings r on r.id = c.reading_id
      where r.meter_id = ${zone.meters[0]!.meterId}`,
  );
  expect(photoRow?.photo_type).toBe('image/jpeg');
  expect(photoRow?.photo_bytes).toBeLessThanOrEqual(200 * 1024);
  const estimated = await queryProductDatabase<{ n: string }>(
    `select count(*) as n from readings r join reading_anomalies a on a.id = r.anomaly_id
      where r.meter_id in (${zone.meters.map((meter) => meter.meterId).join(',')}) and a.code = '01'`,
  );
  expect(estimated[0]?.n).toBe('3');

  // The refused house says why, and keeps its reading until it is fixed or discarded.
  await page.getByLabel('Procurar contador ou nome').fill(elsewhere.client);
  await page.getByRole('button', { name: new RegExp(elsewhere.client) }).click();
  const card = page.locator('article');
  await expect(card.getByText('Já existe uma leitura para este contador neste mês e ano.')).toBeVisible();
  await expect(card.getByText('Recusada', { exact: true })).toBeVisible();
  await shootBoth(page, 'reading-route');

  // Signing out with it still on the phone asks first, and staying keeps everything.
  await chooseSignOut(page);
  await expect(page.getByRole('alertdialog')).toContainText('1 leitura(s) por enviar');
  await page.getByRole('button', { name: 'Ficar' }).click();
  await expect(page).toHaveURL(/reading-route\/route$/);

  await card.getByRole('button', { name: 'Descartar leitura' }).click();
  await expect(card.getByText('Por ler', { exact: true })).toBeVisible();

  // The administrator reviewing the first house's reading sees its GPS fix and the photo of the register.
  await chooseSignOut(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/readings/pending');
  await searchList(page, zone.meters[0]!.client);
  await page.getByRole('cell', { name: zone.meters[0]!.client }).click();
  const review = page.getByRole('region', { name: 'Registo da rota de leitura' });
  await expect(review.getByText(/GPS: -25\.96550, 32\.58320 \(precisão de 12 m\)/)).toBeVisible();
  await expect(review.getByRole('img', { name: 'Fotografia do contador' })).toBeVisible();
  await shootBoth(page, 'reading-capture-review');
});

/** The statuses of the readings queued on this phone, read from the app's IndexedDB (route-db.ts) by name. */
function queueStatuses(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('agua-reading-route');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('captures').objectStore('captures').getAll();
          all.onsuccess = () =>
            resolve(all.result.map((capture: { status: string }) => capture.status).sort());
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('Background Sync: a reading queued offline registers the sync, and the worker sends the queue with the app closed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Chrome allows Background Sync unless the user turned it off; a Playwright context grants only what it is told.
  await context.grantPermissions(['background-sync']);
  const zone = await routeZone();
  await signIn(page, demoUsers.tecnico);
  await expect(page).toHaveURL(/\/technical\/reading-route\/route$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByLabel('Zona').selectOption(String(zone.zoneId));
  await page.getByRole('button', { name: 'Descarregar rota' }).click();
  await expect(page.getByText(`${HOUSES} contadores descarregados`)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  const card = page.locator('article');
  for (let house = 0; house < 3; house += 1) {
    await expect(card.getByText(`Casa ${house + 1} de ${HOUSES}`)).toBeVisible();
    await card.getByLabel('Leitura actual (m³)').fill(String(101 + house));
    await card.getByRole('button', { name: 'Gravar leitura' }).click();
  }
  await expect(counter(page, 'por enviar')).toHaveText('3');
  // Queuing a reading registered the worker's sync (web/src/features/reading-route/background-sync.ts).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync?: { getTags(): Promise<string[]> };
        };
        return (await registration.sync?.getTags()) ?? [];
      }),
    )
    .toContain('agua-readings');

  // The app closed, the network back: no app code runs; the worker's `sync` handler (web/public/reading-sync-sw.js)
  // sends the queue. Chromium fires it by itself when it sees the network; DevTools' dispatch makes it now.
  await page.close();
  await context.setOffline(false);
  const probe = await context.newPage();
  await probe.goto('/health');
  const cdp = await context.newCDPSession(probe);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (r) => !r.isDeleted && r.scopeURL.startsWith(new URL(probe.url()).origin),
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(probe.url()).origin,
    registrationId: await registration,
    tag: 'agua-readings',
    lastChance: false,
  });

  const meterIds = zone.meters.slice(0, 3).map((meter) => meter.meterId);
  await expect
    .poll(
      async () =>
        (
          await queryProductDatabase<{ n: string }>(
            `select count(*) as n from readings r join reading_captures c on c.reading_id = r.id
              where r.meter_id in (${meterIds.join(',')}) and r.state <> 'CANCELED'`,
          )
        )[0]?.n,
      { timeout: 30_000 },
    )
    .toBe('3');
  // …and kept each answer on its reading, on the phone.
  await expect.poll(() => queueStatuses(probe)).toEqual(['SENT', 'SENT', 'SENT']);

  // Signing out takes the worker's token off the phone: the next person's readings never go as this one's.
  expect(await syncTokenStored(probe)).toBe(true);
  await signIn(probe, demoUsers.tecnico);
  await chooseSignOut(probe);
  await expect(probe).toHaveURL(/\/auth\/login$/);
  await expect.poll(() => syncTokenStored(probe)).toBe(false);
});

/** Whether the token for the service worker's Background Sync is on this phone (route-db.ts, store `syncAuth`). */
function syncTokenStored(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('agua-reading-route');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('syncAuth').objectStore('syncAuth').get('session');
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result !== undefined);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}
