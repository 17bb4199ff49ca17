import { expect, type Page } from '@playwright/test';

export const demoUsers = {
  admin: { username: 'admin', password: 'admin123', area: 'manager', roleLabel: 'Administrador' },
  tecnico: { username: 'tecnico', password: 'tecnico123', area: 'technical', roleLabel: 'Técnico' },
} as const;

/**
 * Signs in through the login page, as staff do, and waits for the user's home: the dashboard of their area, or for a
 * technician on a phone, the reading route (web/src/lib/session/session-steps.ts).
 */
export async function signIn(page: Page, user: (typeof demoUsers)[keyof typeof demoUsers]): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Utilizador').fill(user.username);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.area}/(dashboard|reading-route/route)$`));
}

/**
 * Perfil → Sair, as staff do it. On a loaded machine the click on Sair was once seen to land while the menu was
 * still settling into place: the menu stayed open and nothing happened, and a person would simply click again. So
 * when the menu has not closed a few seconds after the click, Sair is clicked once more. What signing out leads to
 * (the login page, a question first) is the caller's to check.
 */
export async function chooseSignOut(page: Page): Promise<void> {
  const signOut = page.getByRole('menuitem', { name: 'Sair' });
  await page.getByRole('button', { name: 'Perfil', exact: true }).first().click();
  await signOut.click();
  const closed = await expect(signOut)
    .toBeHidden({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  // If the menu closed meanwhile, the first click was heard after all: nothing more to do.
  if (!closed) await signOut.click({ timeout: 5_000 }).catch(() => undefined);
}
