import { expect, test } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// A meter from the client page: its serial number and digits edited, then replaced (the api's refusal of a closing
// index below the last reading shown in the dialog first); the reading history keeps the old meter's months, marks
// the estimated one and the replacement's month. Then Limites de consumo of a contract type of its own. Every row
// is the spec's own (its client, meter, contract, readings and contract type), so it runs beside the money path.

test('a meter is edited and replaced from the client page, and its history marks the estimated and replaced months', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = `${process.pid}`;
  const name = `Contador Substituído ${run}`;
  const [made] = await queryProductDatabase<{ client_id: number; meter_id: number }>(
    `with z as (
       insert into zones (designation, description, enterprise_id)
       values ('Zona Contadores ${run}', 'Zona Contadores ${run}', (select min(id) from enterprises)) returning id),
     t as (
       insert into contract_types (designation, minimum_consumption_value, price_per_consumption_unit, reconnection_fee)
       values ('Contadores E2E ${run}', 100, 25, 300) returning id),
     c as (
       insert into clients (name, phone_number, address, zone_id)
       select '${name}', '84' || lpad((floor(random() * 9999999))::text, 7, '0'), 'Rua do Contador', z.id from z
       returning id),
     m as (insert into client_meters (client_id) select id from c returning id, client_id),
     k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select m.client_id, m.id, t.id, '2023-12-01' from m, t returning meter_id, client_id),
     r as (
       insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state, estimated, flags)
       select k.meter_id, g, 2024, (g - 1) * 10, g * 10, 'APPROVED', g = 2,
              case when g = 2 then '[{"code":"ESTIMATED","reason":"Leitura estimada (PORTAO): 10 m³."}]'::jsonb
                   else '[]'::jsonb end
         from k, generate_series(1, 3) g returning id)
     select (select client_id from k) as client_id, (select meter_id from k) as meter_id, (select count(*) from r) as n`,
  );
  if (!made) throw new Error('client not created');
  const oldId = String(made.meter_id);

  await signIn(page, demoUsers.admin);
  await page.goto('/manager/clients/list');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('link', { name: `Ficha do cliente ${name}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Ficha do Cliente · ${name}`) })).toBeVisible();

  // Editar contador: the number printed on it and a 6-digit register.
  const meters = page.getByRole('region', { name: 'Contadores' });
  await meters.getByRole('button', { name: 'Editar contador' }).click();
  const edit = page.getByRole('dialog', { name: `Editar o contador ${oldId}` });
  await edit.getByLabel('Número de série').fill(`e2e-${run}-a`);
  await edit.getByLabel('Dígitos').fill('6');
  await shootBoth(page, 'meter-edit-dialog');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  const old = meters.getByRole('listitem', { name: `Contador ${oldId} · Nº E2E-${run}-A` });
  await expect(old).toContainText('Genérico · 6 dígitos');

  // Substituir contador: a closing index below the last reading (30 m³) is refused in the dialog, in Portuguese.
  await old.getByRole('button', { name: 'Substituir contador' }).click();
  const replace = page.getByRole('dialog', { name: `Substituir o contador ${oldId} (Nº E2E-${run}-A)` });
  await replace.getByLabel('Leitura de fecho').fill('25');
  await replace.getByLabel('Número de série do novo contador').fill(`e2e-${run}-b`);
  await replace.getByLabel('Dígitos do novo contador').fill('5');
  await replace.getByRole('button', { name: 'Substituir contador' }).click();
  await expect(replace.getByRole('alert')).toContainText(
    'A leitura de fecho é inferior à última leitura real (30 m³)',
  );
  await shootBoth(page, 'meter-replacement-dialog');
  await replace.getByLabel('Leitura de fecho').fill('45');
  await replace.getByRole('button', { name: 'Substituir contador' }).click();
  await expect(replace).toBeHidden();
  await expect(old).toContainText('Substituído em');
  await expect(old).toContainText('fecho: 45 m³');
  const current = meters.getByRole('listitem', { name: new RegExp(`Nº E2E-${run}-B$`) });
  await expect(current).toContainText('Em serviço');
  await expect(current).toContainText(`Substituiu o contador ${oldId}`);

  const [moved] = await queryProductDatabase<{ meter_id: number; closing_reading: number; digits: number }>(
    `select k.meter_id, old.closing_reading, old.digits from contracts k
       join client_meters old on old.replaced_by_meter_id = k.meter_id
      where k.client_id = ${made.client_id}`,
  );
  expect(moved).toMatchObject({ closing_reading: 45, digits: 6 });

  // The new meter's first month (approved at once, so no list of pending readings ever holds it): 15 m³ of the old
  // meter's last advance and 5 m³ of the new one.
  await queryProductDatabase(
    `insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, index_offset, state)
     values (${moved?.meter_id}, extract(month from now() at time zone 'Africa/Maputo')::int,
             extract(year from now() at time zone 'Africa/Maputo')::int, 0, 5, 15, 'APPROVED')`,
  );
  await page.reload();
  const history = page.getByRole('region', { name: 'Histórico de leituras' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('Contador substituído');
  await expect(rows.nth(1)).toContainText('20');
  await expect(rows.nth(3)).toContainText('Fevereiro 2024');
  await expect(rows.nth(3)).toContainText('Estimada');
  await expect(rows.nth(4)).toContainText('Janeiro 2024');
  await expect(history.getByRole('img')).toHaveAttribute(
    'aria-label',
    'Consumo dos últimos 4 meses: 50 m³ no total.',
  );
  await shootBoth(page, 'client-page-meters');
});

test('Limites de consumo of a contract type are edited in Parametrização, factors with the decimal comma', async ({
  page,
}) => {
  const designation = `Limites E2E ${process.pid}`;
  const [type] = await queryProductDatabase<{ id: number }>(
    `insert into contract_types (designation, minimum_consumption_value, price_per_consumption_unit, reconnection_fee)
     values ('${designation}', 100, 25, 300) returning id`,
  );
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/setup');
  await page.getByRole('tab', { name: 'Contracto', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Limites de consumo' });
  await panel.getByLabel('Tipo de contrato').selectOption({ label: designation });
  await expect(panel.getByRole('textbox', { name: 'Alto: vezes a média', exact: true })).toHaveValue('2');
  await panel.getByLabel('Consumo mínimo (m³)').fill('7');
  await panel.getByRole('textbox', { name: 'Alto: vezes a média', exact: true }).fill('2.5');
  await expect(panel.getByRole('textbox', { name: 'Alto: vezes a média', exact: true })).toHaveValue('2,5');
  await panel.getByRole('textbox', { name: 'Muito alto: vezes a média', exact: true }).fill('1,5');
  await expect(panel.getByText('Os limites de consumo muito alto não podem ser inferiores')).toBeVisible();
  await shootBoth(page, 'reading-thresholds');
  await panel.getByRole('textbox', { name: 'Muito alto: vezes a média', exact: true }).fill('4,5');
  await panel.getByRole('button', { name: 'Guardar limites' }).click();
  await expect(page.getByText('Limites de consumo guardados com sucesso!')).toBeVisible();

  const [saved] = await queryProductDatabase<{
    minimum_cubic_meters: number;
    high_factor: string;
    very_high_factor: string;
  }>(
    `select minimum_cubic_meters, high_factor::text, very_high_factor::text from reading_check_thresholds
      where contract_type_id = ${type?.id}`,
  );
  expect(saved).toMatchObject({ minimum_cubic_meters: 7 });
  expect(Number(saved?.high_factor)).toBe(2.5);
  expect(Number(saved?.very_high_factor)).toBe(4.5);
});
