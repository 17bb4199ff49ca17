import { expect, type Page } from '@playwright/test';

/**
 * Registar Leitura's one choice of the zone's meter ('Cliente / Contador'), found by the serial number printed on the
 * meter, as a technician types it from the register.
 */
export async function pickMeter(page: Page, serial: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Cliente / Contador' });
  await expect(picker).toBeEnabled();
  await picker.fill(serial);
  const escaped = serial.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await page.getByRole('option', { name: new RegExp(escaped) }).click();
}
