import { expect, test } from '@playwright/test';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { openManagerPage } from '../support/manager-page.ts';
import { restClient, restToken } from '../support/rest-client.ts';
import { demoUsers, signIn } from '../support/session.ts';

// On a phone a pending reading is a card whose tick box selects it, as the row's does at 1366 px. On the money
// path (playwright.config.ts): it may put a reading back to pending, which the readings spec counts.

/** Makes sure Leituras Pendentes has a row, whatever the specs before this one approved. */
async function ensurePendingReading() {
  const { apiUrl } = e2eEnvironment();
  const api = restClient(apiUrl, await restToken(apiUrl, demoUsers.admin));
  const { data: readings } = await api.GET('/reading', { params: { query: { page: 1, size: 100 } } });
  if (readings?.some((reading) => reading.state === 'PENDING')) return;
  const approved = readings?.find((reading) => reading.state === 'APPROVED');
  if (!approved) throw new Error('the demo data has no approved reading to put back to pending');
  const { response } = await api.PUT('/reading/bulk-update', {
    body: { readingIds: [approved.readingId], state: 'PENDING' },
  });
  expect(response.status).toBe(200);
}

test('on a phone a pending reading is a card whose tick box selects it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await ensurePendingReading();
  await signIn(page, demoUsers.admin);
  await openManagerPage(page, 'readings/pending');
  const first = page.getByRole('row').nth(1);
  const tick = first.getByRole('checkbox');
  await expect(tick).toBeInViewport();
  await tick.check();
  await expect(page.getByRole('button', { name: 'Actualizar Seleccionadas (1)' })).toBeVisible();
});
