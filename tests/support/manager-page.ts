import { expect, type Page } from '@playwright/test';

/** Opens an administrator's screen (`/manager/<path>`) and waits until it has arrived, its lists past their skeleton. */
export async function openManagerPage(page: Page, path: string): Promise<void> {
  await page.goto(`/manager/${path}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lists show their skeleton first: wait until the table (if any) has its rows or its empty text.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Types into the screen's list search and waits until every row shown matches it. Until then the rows may be the
 * unsearched page, which the searched one is about to replace: a row clicked there can be lost in the swap.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  const rows = page.locator('main table tbody tr');
  await expect(rows.first()).toContainText(text);
  await expect(rows.filter({ hasNotText: text })).toHaveCount(0);
}
