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
