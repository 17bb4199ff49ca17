import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentPeriod, formatMonth, MONTHS_PT, MONTHS_PT_SHORT } from '@agua/domain/dates';
import { formatMZN } from '@agua/domain/money';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { screenshotFolder } from '../support/screenshots.ts';
import { demoUsers, signIn } from '../support/session.ts';

// Relatórios on the demo data: a chart per report with its table, an .xlsx whose Total row is the table's, and the
// dashboard's charts under the counts in both themes.

const work = mkdtempSync(join(tmpdir(), 'agua-reports-'));

/** A month `delta` months from `month`, across years. */
function addMonthsTo(month: { year: number; month: number }, delta: number) {
  const index = month.year * 12 + month.month - 1 + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 1366 px and 390 px, light and dark; the charts get a moment to redraw at the new width before each shot. */
async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.mouse.move(0, 0);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${screenshotFolder}${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function openReports(page: Page) {
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  const billing = page.getByTestId('report-billing-collection');
  // The chart library is a chunk of its own, fetched and drawn after the table's query: on a machine busy with the
  // money path beside this spec that has taken longer than the default 10 s.
  await expect(billing.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible({ timeout: 30_000 });
  return billing;
}

test('the reports screen draws a chart per report over the demo data, readable in both themes', async ({
  page,
}) => {
  // Four full-page screenshots of a long page on a shared machine.
  test.setTimeout(240_000);
  await openReports(page);
  for (const report of [
    'billing-collection',
    'debt-aging',
    'top-debtors',
    'payment-methods',
    'consumption',
    'non-revenue-zones',
    'readings-progress',
  ]) {
    const section = page.getByTestId(`report-${report}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.recharts-wrapper > svg.recharts-surface'), report).toBeVisible();
    await expect(section.getByRole('table')).toBeVisible();
  }
  // The demo bills every month: the billing chart has bars.
  await expect(
    page.getByTestId('report-billing-collection').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  // Every chart's legend names its series in Portuguese, and nothing is announced in another language.
  await expect(
    page.getByTestId('report-billing-collection').getByRole('listitem').filter({ hasText: 'Cobrado (MZN)' }),
  ).toBeVisible();
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  expect(labels.filter((label) => /legend|icon/i.test(label))).toEqual([]);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shoot(page, 'reports');
});

test('the period is chosen in the product’s own month picker, in pt-PT whatever the browser speaks', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const billing = await openReports(page);
  const now = currentPeriod();
  const thisMonth = `${MONTHS_PT_SHORT[now.month - 1]} ${now.year}`;
  await expect(page.getByRole('textbox', { name: 'Até (mês)' })).toHaveValue(thisMonth);
  // The table's months are written as the field writes them.
  await expect(billing.locator('tbody tr td:first-child').last()).toHaveText(thisMonth);

  await page.getByRole('textbox', { name: 'De (mês)' }).click();
  const months = page.getByRole('dialog', { name: 'Meses' });
  const from0 = addMonthsTo(now, -11);
  await expect(months.getByRole('table', { name: `Meses ${from0.year}` })).toBeVisible();
  await expect(months.getByText('Jan', { exact: true })).toBeVisible();
  await expect(
    months.getByRole('button', { name: `${MONTHS_PT[from0.month - 1]} ${from0.year}` }),
  ).toBeFocused();
  // The open picker as it is seen, the window only (the page is long), at both widths in both themes.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${screenshotFolder}reports-month-picker-${width}-${theme}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(months).toBeVisible();

  // Keyboard: ↑ a row back (three months), Enter picks and closes.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(months).toBeHidden();
  const from = addMonthsTo(now, -14);
  await expect(page.getByRole('textbox', { name: 'De (mês)' })).toHaveValue(
    `${MONTHS_PT_SHORT[from.month - 1]} ${from.year}`,
  );
  await expect(billing.locator('tbody tr')).toHaveCount(15);
});

test('a period the api would refuse is said at once, in Portuguese', async ({ page }) => {
  await openReports(page);
  // Até two years back, before De: PageUp moves the month picker by a year.
  await page.getByRole('textbox', { name: 'Até (mês)' }).press('Enter');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Período: o mês inicial é posterior ao mês final.');
});

test('the .xlsx download holds the table: same months, Total row equal to the table Total', async ({
  page,
}) => {
  const billing = await openReports(page);
  // The money path runs beside this spec (playwright.config.ts) and may bill or collect between the table and its
  // download: then the screen is read again and downloaded again, until a download holds the table read before it.
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload();
      await expect(billing.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    }
    const tableTotal = billing.getByTestId('report-total');
    await expect(tableTotal).toBeVisible();
    const totals = (await tableTotal.locator('td').allInnerTexts()).map((text) => text.trim());
    const months = await billing.locator('tbody tr td:first-child').allInnerTexts();

    const download = page.waitForEvent('download');
    await billing.getByRole('button', { name: 'Exportar .xlsx' }).click();
    const saved = join(work, (await download).suggestedFilename());
    await (await download).saveAs(saved);
    expect(saved).toMatch(/facturacao-e-cobranca_\d{4}-\d{2}_\d{4}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1, 5)).toEqual(['Mês', 'Facturado (MZN)', 'Cobrado (MZN)', 'Multas (MZN)']);
    // The file keeps YYYY-MM (a spreadsheet sorts it); the screen writes the same months as "Mai 2026".
    expect(rows.slice(1, -1).map((row) => formatMonth(String(row[1])))).toEqual(
      months.map((month) => month.trim()),
    );
    const last = rows.at(-1) ?? [];
    expect(last[1]).toBe('Total');
    // The file's totals, formatted as the screen formats money, are the table's Total line.
    expect([formatMZN(Number(last[2])), formatMZN(Number(last[3])), formatMZN(Number(last[4]))]).toEqual(
      totals.slice(1, 4),
    );
    expect(Number(last[2])).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
});

test('the .csv opens in a pt-PT spreadsheet: ";" between fields and money as "1222,50"', async ({ page }) => {
  const billing = await openReports(page);
  const download = page.waitForEvent('download');
  await billing.getByRole('button', { name: 'Exportar .csv' }).click();
  const saved = join(work, (await download).suggestedFilename());
  await (await download).saveAs(saved);
  expect(saved).toMatch(/facturacao-e-cobranca_\d{4}-\d{2}_\d{4}-\d{2}\.csv$/);
  const lines = readFileSync(saved, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]?.startsWith('Mês;Facturado (MZN);Cobrado (MZN);Multas (MZN)')).toBe(true);
  const total = lines.at(-1)?.split(';') ?? [];
  expect(total[0]).toBe('Total');
  expect(total[1]).toMatch(/^\d+,\d{2}$/);

  const international = page.waitForEvent('download');
  await billing.getByRole('button', { name: '.csv internacional' }).click();
  const intlFile = join(work, `intl-${(await international).suggestedFilename()}`);
  await (await international).saveAs(intlFile);
  const intl = readFileSync(intlFile, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(intl[0]?.startsWith('Mês,Facturado (MZN),Cobrado (MZN),Multas (MZN)')).toBe(true);
  expect(intl.at(-1)?.split(',')[1]).toMatch(/^\d+\.\d{2}$/);
});

test('the dashboard draws billed vs collected and the debt by zone under the counts, in both themes', async ({
  page,
}) => {
  await signIn(page, demoUsers.admin);
  await expect(page.getByTestId('dashboard-clients')).toHaveText(/\d/);
  const billing = page.getByTestId('dashboard-billing-chart');
  const debt = page.getByTestId('dashboard-debt-chart');
  await expect(billing.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(debt.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await expect(billing.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    // The axis text follows the theme's muted ink, so it stays readable on either surface.
    const tickColour = await billing
      .locator('.recharts-cartesian-axis-tick-value')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    expect(tickColour).toBe(theme === 'dark' ? 'rgb(167, 180, 198)' : 'rgb(71, 85, 105)');
    await page.screenshot({ path: `${screenshotFolder}dashboard-charts-${theme}.png`, fullPage: true });
  }
  await shoot(page, 'dashboard-charts');
});
