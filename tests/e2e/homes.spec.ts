import { randomUUID } from 'node:crypto';
import { currentPeriod } from '@agua/domain/dates';
import { expect, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { type RestClient, restClient, restToken } from '../support/rest-client.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// The homes by role (docs/domain.md "Homes by role"). The technician's: his zone's meters "por ler", a link to
// exactly them; on rows of its own (a zone it makes), so the money path beside it changes nothing it counts. The
// administrator's: each figure one the api answered while the screen loaded (read before and after: the money path
// may pay or read meanwhile).

const HOUSES = 6;
const READ = 2;
const { year, month } = currentPeriod();
const monthText = `${year}-${String(month).padStart(2, '0')}`;

/** A zone of its own with six clients, each with a meter under an active contract. */
async function ownZone() {
  const tag = `Por Ler E2E ${Math.floor(Math.random() * 1e6)}`;
  const rows = await queryProductDatabase<{ zone_id: number; meter_id: number }>(
    `with z as (insert into zones (designation, description, enterprise_id)
                values ('${tag}', '${tag}', (select min(id) from enterprises)) returning id),
          c as (insert into clients (name, phone_number, address, zone_id)
                select '${tag} casa ' || n, '84' || lpad((floor(random() * 9999999))::text, 7, '0'),
                       'Rua Por Ler ' || n, (select id from z)
                  from generate_series(1, ${HOUSES}) n returning id),
          m as (insert into client_meters (client_id, cubic_meters) select id, 100 from c returning id, client_id),
          k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                select client_id, id, (select min(id) from contract_types), '2020-01-01' from m returning meter_id)
     select (select id from z) as zone_id, m.id as meter_id from m order by m.id`,
  );
  return { zoneId: rows[0]!.zone_id, tag, meters: rows.map((row) => row.meter_id) };
}

async function between(read: () => Promise<number>, shown: () => Promise<number>) {
  const before = await read();
  const value = await shown();
  const after = await read();
  expect(value).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(value).toBeLessThanOrEqual(Math.max(before, after));
}

const numberOf = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('the technician sees his zone por ler on his home, and the link lists exactly those meters', async ({
  page,
}) => {
  const { apiUrl } = e2eEnvironment();
  const tech: RestClient = restClient(apiUrl, await restToken(apiUrl, demoUsers.tecnico));
  const zone = await ownZone();
  const { response } = await tech.POST('/reading/batch', {
    body: {
      readings: zone.meters.slice(0, READ).map((meterId) => ({
        clientReadingId: randomUUID(),
        meterId,
        readingYear: year,
        readingMonth: month,
        currentReading: 105,
      })),
    },
  });
  expect(response.status).toBe(200);
  const unread = zone.meters.slice(READ);
  const { data: counts } = await tech.GET('/reading/unread/by-zone', {
    params: { query: { month: monthText } },
  });
  expect(counts?.find((row) => row.zoneId === zone.zoneId)?.unread).toBe(unread.length);

  // On a desktop the technician lands on his home.
  await signIn(page, demoUsers.tecnico);
  await expect(page).toHaveURL(/\/technical\/dashboard$/);
  const link = page.getByTestId(`home-unread-${zone.zoneId}`);
  await expect(link).toHaveAccessibleName(`${zone.tag}: ${unread.length} por ler`);
  await between(
    async () => (await tech.GET('/reading/mine/today')).data?.count ?? -1,
    async () => numberOf(await page.getByTestId('home-today-count').textContent()),
  );
  await expect(page.getByTestId('home-queued-count')).toHaveText('0');
  await shootBoth(page, 'home-technician');

  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/technical/readings/list\\?.*zona=${zone.zoneId}&porLer=${monthText}`),
  );
  await expect(page.getByTestId('unread-total')).toHaveText(`${unread.length} contadores por ler`);
  const table = page.getByRole('table', { name: 'Contadores por ler' });
  await expect(table.locator('tbody tr')).toHaveCount(unread.length);
  const listed = await table.locator('tbody tr td:first-child').allTextContents();
  expect(listed.map((text) => Number(text.replace(/\D/g, ''))).sort()).toEqual([...unread].sort());
  await shootBoth(page, 'unread-list');
});

test("the administrator's home shows the api's figures of the day and the month", async ({ page }) => {
  const { apiUrl } = e2eEnvironment();
  const admin = restClient(apiUrl, await restToken(apiUrl, demoUsers.admin));
  await signIn(page, demoUsers.admin);
  await expect(page.getByTestId('home-receipts-count')).toBeVisible();
  await between(
    async () => (await admin.GET('/receipt/today')).data?.count ?? -1,
    async () => numberOf(await page.getByTestId('home-receipts-count').textContent()),
  );
  await between(
    async () => Math.round(((await admin.GET('/receipt/today')).data?.total ?? -1) * 100),
    async () => Math.round(numberOf(await page.getByTestId('home-receipts-total').textContent()) * 100),
  );
  await between(
    async () => {
      const { response } = await admin.GET('/reading', {
        params: { query: { state: 'PENDING', flagged: 'true', page: 1, size: 1 } },
      });
      return Number(response.headers.get('x-total-count'));
    },
    async () => numberOf(await page.getByTestId('home-flagged-count').textContent()),
  );
  await between(
    async () => {
      const { data } = await admin.GET('/report/billing-collection', {
        params: { query: { from: monthText, to: monthText } },
      });
      return Math.round((data?.[0]?.invoiced ?? -1) * 100);
    },
    async () => Math.round(numberOf(await page.getByTestId('home-billing-invoiced').textContent()) * 100),
  );
  await expect(page.getByTestId('dashboard-clients')).toBeVisible();
  await shootBoth(page, 'home-administrator');
});
