import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type demoUsers, signIn } from './session.ts';

// Every screen a menu leads to speaks Portuguese: its text holds none of the English words a library, a browser or a
// forgotten label would bring ("Failed to fetch", "Loading", "Invalid Date"…), nor a value printed raw ("undefined",
// "NaN"), and axe finds nothing serious in either theme at either width. The walk follows the menu as staff do, so a
// new screen is checked as soon as it has its entry. Reads only. Run per role by language-admin.spec.ts and
// language-tecnico.spec.ts.
const ENGLISH = [
  'Failed to fetch',
  'Loading',
  'Submit',
  'Export',
  'Dashboard',
  'Search',
  'Cancel',
  'Save',
  'Delete',
  'Error',
  'Next',
  'Previous',
  'Settings',
  'Logout',
  'Sign in',
  'Username',
  'Password',
  'Unknown',
  'Invalid Date',
  'undefined',
  'null',
  'NaN',
  'Rows per page',
  'No data',
  'Select',
  'Upload',
  'Download',
];
const english = new RegExp(`\\b(${ENGLISH.join('|')})\\b`);

// Every theme at every width: a contrast or a target that only fails dark on a phone is found too.
const LOOKS = [
  { name: '1366 px, claro', size: { width: 1366, height: 900 }, dark: false },
  { name: '1366 px, escuro', size: { width: 1366, height: 900 }, dark: true },
  { name: '390 px, claro', size: { width: 390, height: 844 }, dark: false },
  { name: '390 px, escuro', size: { width: 390, height: 844 }, dark: true },
] as const;

// WCAG 2.0/2.1 A and AA, and 2.2 AA for its target-size rule: every clickable target at least 24 × 24 px (or spaced
// so a 24 px circle around it touches no other).
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag22aa'];

/** Every page the menu leads to: its groups opened one by one, then the links read. */
async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const read = () =>
    nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const hrefs = new Set(await read());
  // A group opens its links (and may close another): each is opened in turn and its links read.
  const groups = nav.locator('button[aria-expanded]');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const group = groups.nth(index);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    for (const href of await read()) hrefs.add(href);
  }
  return [...hrefs].filter((href) => href.startsWith('/'));
}

/**
 * The walk of one user's menu as a test of its own: the admin's and the technician's run in different lanes of the
 * e2e run (tests/playwright.config.ts), so the two long walks do not follow each other.
 */
export function languageWalk(user: (typeof demoUsers)[keyof typeof demoUsers]): void {
  test(`every screen of the ${user.username} menu is in Portuguese, with no serious accessibility finding`, async ({
    page,
  }) => {
    // About 30 screens × 4 looks of axe: 8.5 min for the admin's on a busy CI machine, so 20 min before it is hung.
    test.setTimeout(1_200_000);
    await signIn(page, user);
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(5);
    const findings: string[] = [];
    for (const path of paths) {
      const before = findings.length;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists and charts fill in after the heading: wait for the page's queries to settle.
      await page.waitForLoadState('networkidle');
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, words apart, is what staff read
      const text = await page.locator('body').innerText();
      const word = english.exec(text);
      if (word)
        findings.push(
          `${path}: "${word[0]}" in …${text.slice(Math.max(0, word.index - 40), word.index + 40)}…`,
        );
      // Both themes at both widths, on the loaded page. Colours are read
      // once the theme has settled: the colour transitions the switch starts are run to their end first.
      for (const look of LOOKS) {
        await page.setViewportSize(look.size);
        await page.evaluate((dark) => {
          document.documentElement.classList.toggle('dark', dark);
          getComputedStyle(document.body).color;
          // Transitions only: a spinner's endless animation has no end to run to.
          for (const animation of document.getAnimations())
            if (animation instanceof CSSTransition) animation.finish();
        }, look.dark);
        const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        for (const violation of axe.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        ))
          findings.push(
            `${path} (${look.name}): axe ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
          );
      }
      await page.setViewportSize(LOOKS[0].size);
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
      // Said per screen as the walk goes, so a walk cut short by its time limit still names what it found.
      expect.soft(findings.slice(before), path).toEqual([]);
    }
    // The walk saw the screens it meant to: the signed-in user's whole menu.
    expect(paths.length).toBeGreaterThanOrEqual(user.username === 'admin' ? 20 : 10);
    expect(findings).toEqual([]);
  });
}
