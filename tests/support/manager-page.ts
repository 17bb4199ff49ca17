import { expect, type Page } from '@playwright/test';

/** Opens an administrator's screen (`/manager/<path>`) and waits until it has arrived, its lists past their skeleton. */
export async function openManagerPage(page: Page, path: string): Promise<void> {
  await page.goto(`/manager/${path}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lists show their skeleton first: wait until the table (if any) has its rows or its empty text.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
