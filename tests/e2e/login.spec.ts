import { expect, type Page, test } from '@playwright/test';
import { chooseSignOut, demoUsers, signIn } from '../support/session.ts';

/** Opens the collapsed menu groups that hold the cut and suspension entries. */
async function openReleaseGroups(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const group of ['Lançamento', 'Suspensão', 'Cortes']) {
    const button = menu.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  return menu;
}

test.describe('login', () => {
  test('an administrator reaches the manager dashboard with the whole menu', async ({ page }) => {
    await signIn(page, demoUsers.admin);
    await expect(page.getByRole('banner')).toContainText('Administrador');
    const menu = await openReleaseGroups(page);
    await expect(menu.getByRole('link', { name: 'Registar Corte' })).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Registar Suspensão' })).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Parametrização' })).toHaveCount(1);
  });

  test('a technician reaches the technical dashboard without the admin-only entries', async ({ page }) => {
    await signIn(page, demoUsers.tecnico);
    await expect(page.getByRole('banner')).toContainText('Técnico');
    const menu = await openReleaseGroups(page);
    await expect(menu.getByRole('link', { name: 'Listar Cortes' })).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Registar Corte' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Registar Suspensão' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Parametrização' })).toHaveCount(0);
  });

  test('a wrong password shows the red alert in Portuguese and stays on the login page', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Utilizador').fill('admin');
    await page.getByLabel('Senha').fill('errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('Utilizador ou senha inválidos.');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('empty fields ask for both fields', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('Por favor, preencha todos os campos.');
  });

  test('the guard sends an anonymous visit to the login page', async ({ page }) => {
    for (const path of ['/manager/dashboard', '/technical/readings/list', '/manager/setup', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
    await page.goto('/nao/existe');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a tampered stored token counts as signed out', async ({ page }) => {
    await signIn(page, demoUsers.admin);
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-ciphertext'));
    await page.goto('/manager/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('Sair clears the session and a later visit needs a new login', async ({ page }) => {
    await signIn(page, demoUsers.admin);
    await chooseSignOut(page);
    await expect(page).toHaveURL(/\/auth\/login$/);
    const stored = await page.evaluate(() =>
      ['token', 'name', 'role', 'auth'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual([null, null, null, null]);
    await page.goto('/manager/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
