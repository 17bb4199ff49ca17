import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const screenshotFolder = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshotFolder, { recursive: true });

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * The page as it stands, at a laptop's 1366 px and a phone's 390 px, light and dark: `<name>-<width>-<theme>.png`.
 * The theme is toggled on the root class (no reload), so what the test set up — errors shown, a dialog open — stays.
 * The page is left at its original size, light.
 */
export async function shootBoth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      // Colour transitions (cards, buttons) run after the switch: shoot the settled theme, not a blend of both.
      // (Only transitions: a spinner's animation never ends. One cut short rejects its `finished`: settled either way.)
      await page.evaluate(async () => {
        const transitions = document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition);
        await Promise.allSettled(transitions.map((transition) => transition.finished));
      });
      await page.screenshot({
        path: `${screenshotFolder}${name}-${size.width}-${theme}.png`,
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  if (original) await page.setViewportSize(original);
}
