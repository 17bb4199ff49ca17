import { currentPeriod } from '@agua/domain/dates';
import { expect, type Page, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Registar Leitura as a technician walks a zone: on a phone (390 px) over a 400 kbit/s link, ten meters read in a
// row, each with its digits and one tap, the picker never touched between them; then a save whose answer is lost
// after the api stored it, sent again, answered "Leitura já gravada" with no second reading or invoice. The zone,
// its clients, meters and contracts (one of them ended) are the spec's own, so it runs beside the money path.

const METERS = 11;
const now = currentPeriod();

/** The 400 kbit/s a technician often has in the field, both ways, with a mobile link's latency. */
async function slowLink(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
}

test('ten readings of a zone in a row on a slow phone, and a save sent again after its answer was lost', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = `${process.pid}`;
  const made = await queryProductDatabase<{ meter_id: number; client: string; serial: string }>(
    `with z as (
       insert into zones (designation, description, enterprise_id)
       values ('Zona Ciclo ${run}', 'Zona Ciclo ${run}', (select min(id) from enterprises)) returning id),
     t as (
       insert into contract_types (designation, minimum_consumption_value, price_per_consumption_unit, reconnection_fee)
       values ('Ciclo E2E ${run}', 100, 25, 300) returning id),
     c as (
       insert into clients (name, phone_number, address, zone_id)
       select 'Cliente Ciclo ${run} ' || lpad(g::text, 2, '0'),
              '84' || lpad((floor(random() * 9999999))::text, 7, '0'),
              'Rua do Ciclo ' || lpad(g::text, 2, '0'), z.id
         from z, generate_series(1, ${METERS}) g
       returning id, name),
     m as (
       insert into client_meters (client_id, serial_number)
       select id, 'CICLO${run}' || right(name, 2) from c returning id, client_id, serial_number),
     k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select m.client_id, m.id, t.id, '2024-01-01' from m, t returning meter_id)
     select m.id as meter_id, c.name as client, m.serial_number as serial
       from m join c on c.id = m.client_id join k on k.meter_id = m.id
      order by c.name`,
  );
  expect(made).toHaveLength(METERS);
  const [zone] = await queryProductDatabase<{ id: number; enterprises: number }>(
    `select id, (select count(*)::int from enterprises) as enterprises from zones
      where designation = 'Zona Ciclo ${run}'`,
  );
  if (!zone) throw new Error('zone not created');
  // A twelfth house whose contract ended: on no route, nothing to read, and said so in the picker.
  const ended = `CICLO${run}FIM`;
  await queryProductDatabase(
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       values ('Cliente Ciclo ${run} sem contrato', '847000000', 'Rua do Ciclo 99', ${zone.id}) returning id),
     m as (insert into client_meters (client_id, serial_number) select id, '${ended}' from c returning id, client_id)
     insert into contracts (client_id, meter_id, contract_type_id, start_date, contract_status)
     select m.client_id, m.id, (select id from contract_types where designation = 'Ciclo E2E ${run}'), '2024-01-01', 0
       from m`,
  );

  // Every tap (pointer press) the technician makes, counted in the page.
  await page.addInitScript(() => {
    const counted = window as unknown as { taps: number };
    counted.taps = 0;
    window.addEventListener('pointerdown', () => counted.taps++, true);
  });
  const taps = () => page.evaluate(() => (window as unknown as { taps: number }).taps);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUsers.tecnico);
  await page.goto('/technical/readings/add');
  await expect(page.getByRole('heading', { name: 'Registar Leitura' })).toBeVisible();
  await slowLink(page);

  // The one Empresa is chosen already; the zone is chosen once for the round.
  if (zone.enterprises === 1) await expect(page.getByLabel('Empresa')).not.toHaveValue('');
  else await page.getByLabel('Empresa').selectOption({ index: 1 });
  await page.getByLabel('Zona').selectOption(String(zone.id));
  const picker = page.getByRole('combobox', { name: 'Cliente / Contador' });
  await expect(picker).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText(`${METERS} contadores por ler`)).toBeVisible({ timeout: 30_000 });

  // The first meter by the number printed on it; the list marks what is still to read.
  await picker.fill(made[0]!.serial);
  const option = page.getByRole('option', { name: new RegExp(made[0]!.serial) });
  await expect(option).toContainText('Por ler');
  await option.click();

  const current = page.getByLabel('Leitura Actual (m³)');
  const previous = page.getByLabel('Leitura Anterior (m³)');
  const submit = page.getByRole('button', { name: 'Submeter' });
  await current.click();
  for (let index = 0; index < 10; index++) {
    const meter = made[index]!;
    // The form stands on this meter, its previous reading loaded, the reading field focused.
    await expect(picker).toHaveValue(`${meter.client} · ${meter.serial}`);
    await expect(previous).toHaveValue('0', { timeout: 30_000 });
    await expect(current).toBeFocused();
    const before = await taps();
    await page.keyboard.type(String(3 + (index % 5)));
    if (index === 1) {
      // On a phone the action bar stays at the bottom of the screen, clear of the last save's message at the top,
      // whose invoice is a link: nothing opened by itself.
      const message = page.getByRole('status').filter({ hasText: 'Leitura salva com sucesso!' }).first();
      await expect(message.getByRole('button', { name: 'Ver factura' })).toBeVisible();
      expect(page.context().pages()).toHaveLength(1);
      await expect(submit).toBeInViewport({ ratio: 1 });
      const bar = (await submit.boundingBox())!;
      const banner = (await message.boundingBox())!;
      expect(banner.y + banner.height).toBeLessThan(bar.y);
      await shootBoth(page, 'reading-loop-typed');
      await page.setViewportSize({ width: 390, height: 844 });
      await current.focus();
    }
    await submit.click();
    await expect(page.getByText(`${METERS - index - 1} contador`)).toBeVisible({ timeout: 30_000 });
    expect((await taps()) - before).toBeLessThanOrEqual(2);
  }
  const stored = await queryProductDatabase<{ n: number; invoices: number }>(
    `select count(*)::int as n, count(i.id)::int as invoices
       from readings r left join invoices i on i.reading_id = r.id
      where r.meter_id = any('{${made.map((m) => m.meter_id).join(',')}}'::int[])
        and r.reading_year = ${now.year} and r.reading_month = ${now.month}`,
  );
  expect(stored[0]).toEqual({ n: 10, invoices: 10 });

  // The eleventh: the api stores it, but its answer is lost on the way back.
  const last = made[10]!;
  await expect(picker).toHaveValue(`${last.client} · ${last.serial}`);
  await expect(previous).toHaveValue('0', { timeout: 30_000 });
  let dropped = false;
  await page.route('**/graphql', async (route) => {
    if (!dropped && route.request().postData()?.includes('CreateReading')) {
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.fallback();
  });
  await page.keyboard.type('4');
  await submit.click();
  const lost = page.getByRole('dialog');
  await expect(lost).toContainText('A ligação falhou antes da resposta. Submeta de novo');
  await lost.getByRole('button', { name: 'OK' }).click();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Leitura já gravada.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Todos os contadores desta zona têm a leitura deste mês.')).toBeVisible();
  const once = await queryProductDatabase<{ n: number; invoices: number; value: number }>(
    `select count(*)::int as n, count(i.id)::int as invoices, max(r.current_reading) as value
       from readings r left join invoices i on i.reading_id = r.id
      where r.meter_id = ${last.meter_id} and r.reading_year = ${now.year} and r.reading_month = ${now.month}`,
  );
  expect(once[0]).toEqual({ n: 1, invoices: 1, value: 4 });

  // Marked read in the picker.
  await picker.fill(last.serial);
  await expect(page.getByRole('option', { name: new RegExp(last.serial) })).toContainText('Lida');
  await picker.fill(ended);
  await expect(page.getByRole('option', { name: new RegExp(ended) })).toContainText('Sem contrato activo');
  await shootBoth(page, 'reading-loop-picker');
});
