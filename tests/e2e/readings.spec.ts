import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentPeriod, MONTHS_PT } from '@agua/domain/dates';
import { formatMZN } from '@agua/domain/money';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { queryProductDatabase } from '../support/database.ts';
import { pickMeter } from '../support/reading-form.ts';
import { shootBoth } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Readings from the field to the invoice, as staff do them: a technician's reading and its invoice PDF; an
// administrator's field sheet out, filled, refused for one bad row, accepted, then approved in bulk.

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
const now = currentPeriod();
const work = join(tmpdir(), `agua-readings-e2e-${process.pid}`);
mkdirSync(work, { recursive: true });
mkdirSync(screenshots, { recursive: true });

/** The zone whose field sheet the administrator works on: no suspended meter, nothing read this month. */
async function sheetZone() {
  const [zone] = await queryProductDatabase<{ id: number; designation: string }>(
    `select z.id, z.designation from zones z
      where not exists (select 1 from suspensions s join client_meters m on m.id = s.meter_id
                        join clients c on c.id = m.client_id where c.zone_id = z.id and s.status = 'ACTIVE')
        and exists (select 1 from contracts k join clients c on c.id = k.client_id
                    where c.zone_id = z.id and k.contract_status = 1)
      order by z.id limit 1`,
  );
  if (!zone) throw new Error('no zone for the field sheet');
  return zone;
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

test.describe.configure({ mode: 'serial' });

test('a technician registers a reading and gets its invoice PDF', async ({ page }) => {
  const zone = await sheetZone();
  const [meter] = await queryProductDatabase<{
    meter_id: number;
    serial: string;
    client_id: number;
    client_name: string;
    zone_id: number;
    enterprise_id: number;
    last: number;
    min: string;
    price: string;
  }>(
    `select m.id as meter_id, m.serial_number as serial, c.id as client_id, c.name as client_name, c.zone_id,
            z.enterprise_id,
            coalesce((select r.current_reading from readings r where r.meter_id = m.id and r.state <> 'CANCELED'
                      order by r.reading_year desc, r.reading_month desc limit 1), m.cubic_meters) as last,
            ct.minimum_consumption_value as min, ct.price_per_consumption_unit as price
       from client_meters m
       join clients c on c.id = m.client_id
       join zones z on z.id = c.zone_id
       join contracts k on k.meter_id = m.id and k.contract_status = 1
       join contract_types ct on ct.id = k.contract_type_id
      where c.zone_id <> ${zone.id}
        and not exists (select 1 from suspensions s where s.meter_id = m.id and s.status = 'ACTIVE')
        and not exists (select 1 from readings r where r.meter_id = m.id
                        and r.reading_year = ${now.year} and r.reading_month = ${now.month})
      order by m.id limit 1`,
  );
  if (!meter) throw new Error('no readable meter');

  await signIn(page, demoUsers.tecnico);
  await page.goto('/technical/readings/add');
  await expect(page.getByRole('heading', { name: 'Registar Leitura' })).toBeVisible();
  await expect(page.getByLabel('Ano Económico')).toHaveValue(String(now.year));
  await expect(page.getByLabel('Ano Económico').locator('option')).toHaveCount(10);
  await expect(page.getByLabel('Mês', { exact: true })).toHaveValue(String(now.month));

  await page.getByLabel('Empresa').selectOption(String(meter.enterprise_id));
  await page.getByLabel('Zona').selectOption(String(meter.zone_id));
  // One choice for the client's meter, found by the number printed on it.
  await pickMeter(page, meter.serial);
  await expect(page.getByLabel('Leitura Anterior (m³)')).toHaveValue(String(meter.last));

  const submit = page.getByRole('button', { name: 'Submeter' });
  const current = page.getByLabel('Leitura Actual (m³)');
  await current.fill(`${meter.last}`);
  await expect(submit).toHaveCount(0); // equal to the previous reading: below the window the average sets, not yet
  await current.fill(`${meter.last + 14}x`);
  await expect(current).toHaveValue(String(meter.last + 14)); // digits only
  // A value outside the meter's expected window is typed twice (docs/domain.md "Readings from the field"); whether
  // 14 m³ is outside depends on the demo meter's average.
  const again = page.getByLabel('Confirme a Leitura Actual');
  if (await again.isVisible()) await again.fill(String(meter.last + 14));
  await page.screenshot({ path: `${screenshots}readings-add-light.png` });

  // The PDF the screen fetches for the new window, captured on its way through.
  let captured: Buffer | null = null;
  await page.route('**/files/invoices/water-bill/**', async (route) => {
    const response = await route.fetch();
    captured = await response.body();
    await route.fulfill({ response, body: captured });
  });
  // Saving opens no tab: the success message links to the invoice, which opens when asked.
  await submit.click();
  const saved = page.getByRole('status').filter({ hasText: 'Leitura salva com sucesso!' });
  await expect(saved).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
  const popup = page.waitForEvent('popup');
  await saved.getByRole('button', { name: 'Ver factura' }).click();
  await popup;
  await expect.poll(() => captured?.length ?? 0).toBeGreaterThan(1000);
  const pdf = captured ?? Buffer.alloc(0);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const file = join(work, 'factura.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  const amount = Math.max(Number(meter.min), 14 * Number(meter.price));
  expect(text).toContain(meter.client_name);
  expect(text).toContain('14 m³');
  expect(text).toContain(`${MONTHS_PT[now.month - 1]} ${now.year}`);
  expect(text.replace(/\s/g, ' ')).toContain(formatMZN(amount).replace(/\s/g, ' '));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, `${screenshots}invoice`]);

  const [stored] = await queryProductDatabase<{ consumption: number; state: string; amount: string }>(
    `select r.consumption, r.state, i.amount from readings r join invoices i on i.reading_id = r.id
      where r.meter_id = ${meter.meter_id} and r.reading_year = ${now.year} and r.reading_month = ${now.month}`,
  );
  expect(stored).toMatchObject({ consumption: 14, state: 'PENDING' });
  expect(Number(stored?.amount)).toBe(amount);

  // The meter's month is read now: the form says so before anything is sent, and offers no submit.
  await page.reload();
  await page.getByLabel('Empresa').selectOption(String(meter.enterprise_id));
  await page.getByLabel('Zona').selectOption(String(meter.zone_id));
  await pickMeter(page, meter.serial);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Este contador já tem a leitura de' }),
  ).toContainText(`${MONTHS_PT[now.month - 1]} de ${now.year} (${meter.last + 14} m³)`);
  await expect(page.getByLabel('Leitura Anterior (m³)')).toHaveValue(String(meter.last));
  await page.getByLabel('Leitura Actual (m³)').fill(String(meter.last + 20));
  await expect(page.getByRole('button', { name: 'Submeter' })).toHaveCount(0);
  await shootBoth(page, 'readings-add-already-read');
});

/** Pending readings the checks flagged (or estimated), among those `where` picks. */
async function flaggedPending(where: string): Promise<number> {
  const [row] = await queryProductDatabase<{ n: string }>(
    `select count(*) as n from readings where state = 'PENDING' and flags <> '[]'::jsonb and ${where}`,
  );
  return Number(row?.n);
}

/**
 * Approval leaves flagged readings pending and asks a second time, naming how many (docs/domain.md "Readings from
 * the field"): this says yes. Whether the demo's readings and the sheet's values are flagged depends on their
 * averages.
 */
async function includeFlagged(confirm: Locator, flagged: number) {
  if (flagged === 0) return;
  await expect(confirm).toContainText(`Vai aprovar também ${flagged}`);
  await confirm.getByRole('button', { name: 'Incluir as leituras assinaladas' }).click();
}

const updatedToast = (page: Page, count: number) =>
  page.getByText(new RegExp(`^${count} leitura\\(s\\) actualizada\\(s\\) com sucesso!`)).first();

async function exportZoneSheet(page: Page, zoneId: number): Promise<ExcelJS.Workbook> {
  await page.goto('/manager/readings/list');
  await expect(page.getByRole('button', { name: 'Exportar Excel' })).toHaveCount(0); // all neighbourhoods
  await page.getByLabel('Zona').selectOption(String(zoneId));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const saved = join(work, (await download).suggestedFilename());
  await (await download).saveAs(saved);
  expect(saved).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  return workbook;
}

/** Chooses the file with the picker, or drops it on the drop zone as a person dragging it from a folder would. */
async function uploadSheet(
  page: Page,
  workbook: ExcelJS.Workbook,
  name: string,
  how: 'pick' | 'drop' = 'pick',
) {
  const file = join(work, name);
  await workbook.xlsx.writeFile(file);
  await page.goto('/manager/readings/add');
  await page.getByLabel('Submeter ficheiro de leituras').check();
  const submit = page.getByRole('button', { name: 'Submeter' });
  await expect(submit).toBeDisabled();
  if (how === 'pick') await page.locator('input[type="file"]').setInputFiles(file);
  else {
    const dataTransfer = await page.evaluateHandle(
      ({ base64, fileName }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], fileName));
        return transfer;
      },
      { base64: readFileSync(file).toString('base64'), fileName: name },
    );
    await page
      .getByText('Arraste o ficheiro para aqui ou clique para escolher')
      .dispatchEvent('drop', { dataTransfer });
  }
  await expect(page.getByText(name)).toBeVisible();
  // The size as pt-PT writes it, in KB for a sheet of a few rows.
  await expect(page.getByText(new RegExp(`${name} \\(\\d+(,\\d)? KB\\)`))).toBeVisible();
  await submit.click();
}

test('a file that is not a sheet is refused before it is sent', async ({ page }) => {
  const file = join(work, 'notas.txt');
  writeFileSync(file, 'Contador;Leitura Actual\n1;20\n');
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/readings/add');
  await page.getByLabel('Submeter ficheiro de leituras').check();
  let sent = false;
  await page.route('**/files/readings/upload', async (route) => {
    sent = true;
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('alert').filter({ hasText: 'Tipo de ficheiro não suportado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submeter' })).toBeDisabled();
  expect(sent).toBe(false);
});

test('an administrator exports a zone sheet; one bad row refuses the whole file, naming the row', async ({
  page,
}) => {
  const zone = await sheetZone();
  await signIn(page, demoUsers.admin);
  const workbook = await exportZoneSheet(page, zone.id);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('empty workbook');
  sheet.eachRow((row, index) => {
    if (index > 1) row.getCell(5).value = Number(row.getCell(4).value) + 5;
  });
  const badMeter = String(sheet.getRow(3).getCell(1).value);
  sheet.getRow(3).getCell(5).value = 'doze';
  const before = await queryProductDatabase<{ n: string }>('select count(*) as n from readings');

  await uploadSheet(page, workbook, 'folha-com-erro.xlsx', 'drop');
  const errors = page.getByRole('table', {
    name: 'Linhas recusadas: corrija-as e volte a submeter o ficheiro.',
  });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText(badMeter);
  await expect(errors.getByRole('row').nth(1)).toContainText('Leitura Actual aceita apenas dígitos.');
  await page.screenshot({ path: `${screenshots}readings-upload-refused-light.png` });
  expect(await queryProductDatabase('select count(*) as n from readings')).toEqual(before);
});

test('an administrator uploads the filled sheet, sees the readings pending and approves them in bulk', async ({
  page,
}) => {
  const zone = await sheetZone();
  await signIn(page, demoUsers.admin);
  const workbook = await exportZoneSheet(page, zone.id);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('empty workbook');
  let filled = 0;
  sheet.eachRow((row, index) => {
    if (index > 1) {
      row.getCell(5).value = Number(row.getCell(4).value) + 5;
      filled += 1;
    }
  });
  await uploadSheet(page, workbook, 'folha-preenchida.xlsx');
  await expect(page.getByRole('dialog')).toContainText(
    `Ficheiro de Leituras submetido com sucesso! ${filled} registadas, 0 já existentes`,
  );
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  const ours = `select count(*) as n from readings r join client_meters m on m.id = r.meter_id
    join clients c on c.id = m.client_id
    where c.zone_id = ${zone.id} and r.reading_year = ${now.year} and r.reading_month = ${now.month}`;
  expect(Number((await queryProductDatabase<{ n: string }>(`${ours} and r.state = 'PENDING'`))[0]?.n)).toBe(
    filled,
  );

  await page.goto('/manager/readings/pending');
  const pendingTotal = Number(
    (
      await queryProductDatabase<{ n: string }>(`select count(*) as n from readings where state = 'PENDING'`)
    )[0]?.n,
  );
  await expect(page.getByRole('button', { name: `Actualizar Todas (${pendingTotal})` })).toBeVisible();
  await page.screenshot({ path: `${screenshots}readings-pending-light.png` });
  await setTheme(page, 'dark');
  await page.screenshot({ path: `${screenshots}readings-pending-dark.png` });
  await setTheme(page, 'light');

  await page.getByLabel('Estado a aplicar').selectOption('APPROVED');
  // A ticked row is changed alone, after the user confirms the count and the state.
  const firstRow = page.getByRole('row').nth(1);
  // The rows replace the loading skeleton: read the id only once a real row is there.
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/^\s*\d+\s*$/);
  const ticked = ((await firstRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await firstRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actualizar Seleccionadas (1)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Actualização' });
  await expect(confirm).toContainText('Vai mudar o estado de 1 leitura para APROVADO. Deseja continuar?');
  const tickedFlagged = await flaggedPending(`id = ${Number(ticked)}`);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await includeFlagged(confirm, tickedFlagged);
  await expect(updatedToast(page, 1)).toBeVisible();
  expect(
    await queryProductDatabase<{ state: string }>(`select state from readings where id = ${Number(ticked)}`),
  ).toEqual([{ state: 'APPROVED' }]);
  const rest = pendingTotal - 1;

  // Every listed reading: the count and the state are named, and cancelling changes nothing.
  // A finished update clears the state to apply, so the next one is chosen on purpose.
  await expect(page.getByLabel('Estado a aplicar')).toHaveValue('');
  await page.getByLabel('Estado a aplicar').selectOption('APPROVED');
  await page.getByRole('button', { name: `Actualizar Todas (${rest})` }).click();
  await expect(confirm).toContainText(
    `Vai mudar o estado de ${rest} leituras para APROVADO. Deseja continuar?`,
  );
  await shootBoth(page, 'readings-pending-confirm');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  expect(
    Number(
      (
        await queryProductDatabase<{ n: string }>(
          `select count(*) as n from readings where state = 'PENDING'`,
        )
      )[0]?.n,
    ),
  ).toBe(rest);
  await page.getByRole('button', { name: `Actualizar Todas (${rest})` }).click();
  const allFlagged = await flaggedPending('true');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(updatedToast(page, rest - allFlagged)).toBeVisible();
  await includeFlagged(confirm, allFlagged);
  if (allFlagged > 0) await expect(updatedToast(page, allFlagged)).toBeVisible();
  await expect(page.getByText('Nenhuma leitura pendente disponível')).toBeVisible();
  expect(Number((await queryProductDatabase<{ n: string }>(`${ours} and r.state = 'APPROVED'`))[0]?.n)).toBe(
    filled,
  );

  // The list: the zone's readings, and the edit panel of one of them.
  await page.goto('/manager/readings/list');
  await page.getByLabel('Zona').selectOption(String(zone.id));
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: /Editar Leitura/ })).toBeVisible();
  await expect(page.getByLabel('Estado')).toHaveValue(/APPROVED|PENDING|CANCELED/);
  await page.screenshot({ path: `${screenshots}readings-list-light.png` });
  await setTheme(page, 'dark');
  await page.getByLabel('Zona').selectOption(String(zone.id));
  await page.screenshot({ path: `${screenshots}readings-list-dark.png` });
});

test('the reading screens have no serious accessibility violation, in both themes', async ({ page }) => {
  await signIn(page, demoUsers.admin);
  const screens = [
    ['/manager/readings/add', 'Registar Leitura'],
    ['/manager/readings/list', 'Listar Leituras'],
    ['/manager/readings/pending', 'Leituras Pendentes'],
  ] as const;
  for (const theme of ['light', 'dark'] as const) {
    for (const [path, title] of screens) {
      await page.goto(path);
      await setTheme(page, theme);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      if (path.endsWith('add')) await page.getByLabel('Submeter ficheiro de leituras').check();
      else await expect(page.getByRole('row').nth(1)).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
  await page.screenshot({ path: `${screenshots}readings-pending-empty-dark.png` });
  await page.goto('/manager/readings/add');
  await page.getByLabel('Submeter ficheiro de leituras').check();
  await page.screenshot({ path: `${screenshots}readings-upload-dark.png` });
});
