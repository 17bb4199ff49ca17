import { todayInMaputo } from '@agua/domain/dates';
import { test as base, expect } from '@playwright/test';
import { queryProductDatabase } from '../support/database.ts';
import { demoUsers, signIn } from '../support/session.ts';

// A download keeps its name and extension on any computer. Chromium on Linux under the C locale (a fresh machine
// with no LANG, a kiosk, a CI runner) cannot write "ç" in a file name: handed "Bairro Polana Caniço….xlsx" it
// drops the whole name and saves the file as "download", with no extension for the spreadsheet program to open it
// by. This file's browser runs in that locale (the configuration's launch options otherwise).
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } }),
    { scope: 'worker' },
  ],
});

test('a zone field sheet whose zone has accents downloads under its name, as .xlsx, in a browser without UTF-8', async ({
  page,
}) => {
  const [zone] = await queryProductDatabase<{ id: number; description: string }>(
    `select z.id, z.description from zones z
      where z.description ~ '[^[:ascii:]]'
        and exists (select 1 from contracts k join clients c on c.id = k.client_id
                    where c.zone_id = z.id and k.contract_status = 1)
      order by z.id limit 1`,
  );
  if (!zone) throw new Error('the demo data has no zone with an accented name');
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/readings/list');
  await page.getByLabel('Zona').selectOption(String(zone.id));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const name = (await download).suggestedFilename();
  // The name the api chose (the zone's words and the moment in Maputo, AAAAMMDD-hhmmss), "Caniço" written
  // "Canico": letters every file system and locale can store.
  const words = zone.description.replace(/[^\p{L}\p{N} _-]/gu, '').trim();
  const portable = words.normalize('NFKD').replace(/\p{M}/gu, '');
  expect(name).toMatch(new RegExp(`^${portable}_\\d{8}-\\d{6}\\.xlsx$`));
  const stamp = /_(\d{8})-\d{6}\.xlsx$/.exec(name)?.[1];
  expect(stamp).toBe(todayInMaputo().replaceAll('-', ''));
});
