import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { restClient, restToken } from '../support/rest-client.ts';
import { shootBoth } from '../support/screenshots.ts';
import { chooseSignOut, demoUsers, signIn } from '../support/session.ts';

// Each person's own account: the first sign-in with the password an administrator gave, the second factor of an
// administrator (its code computed here from the secret the page shows, as an authenticator app would), and
// "Terminar todas as outras" ending a session in another browser.

const { apiUrl } = e2eEnvironment();
const run = Date.now().toString().slice(-6);
const GIVEN = 'rio-limpopo-em-xai-xai';

/** An account created over REST by the demo administrator, its first sign-in done: it signs in with `own`. */
async function accountWithOwnPassword(username: string, role: 'ADMIN' | 'FIELD_TECH', own: string) {
  const admin = restClient(apiUrl, await restToken(apiUrl, demoUsers.admin));
  const created = await admin.POST('/user', {
    body: {
      name: `Conta ${username}`,
      username,
      password: GIVEN,
      phoneNumber: '841234567',
      address: 'Maputo',
      role,
    },
  });
  expect(created.response.status).toBe(201);
  const given = await restToken(apiUrl, { username, password: GIVEN });
  const changed = await restClient(apiUrl, given).POST('/auth/password', {
    body: { currentPassword: GIVEN, newPassword: own },
  });
  expect(changed.response.status).toBe(200);
  // That sign-in was only the set-up's: it ends, so the account's sessions are the browsers' alone.
  await restClient(apiUrl).POST('/auth/logout', { body: { refreshToken: changed.data?.refreshToken ?? '' } });
}

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function signOut(page: Page) {
  await chooseSignOut(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Perfil', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Definições' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible();
}

test('a new technician signs in with the password the administrator gave, is made to change it, and signs in again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = `novo${run}`;
  const chosen = 'caju-maduro-no-quintal-7';

  // The administrator creates the account in Parametrização → Utilizador, with a password of their choosing.
  await signIn(page, demoUsers.admin);
  await page.goto('/manager/setup');
  await page.getByRole('tab', { name: 'Utilizador', exact: true }).click();
  const form = page.getByRole('tabpanel');
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}\\*?$`));
  await field('Nome').fill('Novo Técnico');
  await field('Utilizador').fill(username);
  await field('Senha').fill(GIVEN);
  await field('Contacto').fill('845550000');
  await field('Endereço').fill('Bairro Zimpeto');
  await field('Perfil').selectOption('FIELD_TECH');
  await form.getByRole('button', { name: 'Adicionar Utilizador' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Utilizador criado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await signOut(page);

  // The technician signs in with it and is taken to choose their own, whatever page they ask for.
  await signInAs(page, username, GIVEN);
  await expect(page).toHaveURL(/\/auth\/password$/);
  await expect(page.getByRole('heading', { name: 'Escolha a sua senha' })).toBeVisible();
  await page.goto('/technical/dashboard');
  await expect(page).toHaveURL(/\/auth\/password$/);

  await page.getByLabel(/^Senha actual/).fill(GIVEN);
  await page.getByLabel(/^Nova senha/).fill(`${username}-no-bairro`);
  await page.getByLabel(/^Repita a nova senha/).fill(`${username}-no-bairro`);
  await page.getByRole('button', { name: 'Guardar e continuar' }).click();
  await expect(page.getByText('A senha não pode conter o nome de utilizador. Escolha outra.')).toBeVisible();

  await page.getByLabel(/^Nova senha/).fill(chosen);
  await page.getByLabel(/^Repita a nova senha/).fill(chosen);
  await expect(page.getByText(/Força da senha: (Boa|Forte)/)).toBeVisible();
  await shootBoth(page, 'first-sign-in');
  await page.getByRole('button', { name: 'Guardar e continuar' }).click();
  await expect(page).toHaveURL(/\/technical\/dashboard$/);
  await signOut(page);

  // The given password no longer works; the chosen one goes straight in.
  await signInAs(page, username, GIVEN);
  await expect(page.getByRole('alert')).toHaveText('Utilizador ou senha inválidos.');
  await signInAs(page, username, chosen);
  await expect(page).toHaveURL(/\/technical\/dashboard$/);
});

test('an administrator turns on two factors, signs out, and signs in with the code', async ({ page }) => {
  test.setTimeout(240_000);
  const username = `chefe${run}`;
  const own = 'manga-verde-em-chimoio-9';
  await accountWithOwnPassword(username, 'ADMIN', own);

  await signInAs(page, username, own);
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Verificação em dois passos' });
  await expect(section.getByTestId('two-factor-state')).toHaveText('Não activa.');
  await shootBoth(page, 'settings-admin');

  await section.getByRole('button', { name: 'Activar verificação em dois passos' }).click();
  await expect(section.getByRole('img', { name: 'Código QR para a aplicação autenticadora' })).toBeVisible();
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await shootBoth(page, 'two-factor-setup');
  await section.getByLabel('Código de 6 dígitos da aplicação').fill(totp.generate());
  await section.getByRole('button', { name: 'Confirmar e activar' }).click();
  const codes = section.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await shootBoth(page, 'two-factor-recovery-codes');
  await section.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(section.getByTestId('two-factor-state')).toHaveText(/^Activa desde/);
  await signOut(page);

  await signInAs(page, username, own);
  await expect(page.getByRole('heading', { name: 'Verificação em dois passos' })).toBeVisible();
  await shootBoth(page, 'sign-in-code');
  // The code used to confirm was spent: wait for the app's next one.
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 1_000);
  await page.getByLabel('Código').fill(totp.generate());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
});

test('"Terminar todas as outras" signs out a second browser', async ({ browser }) => {
  test.setTimeout(180_000);
  const username = `sessoes${run}`;
  const own = 'papaia-doce-na-ilha-de-inhaca';
  await accountWithOwnPassword(username, 'FIELD_TECH', own);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });
  const laptop = await browser.newContext();
  const other = await phone.newPage();
  const page = await laptop.newPage();
  try {
    await signInAs(other, username, own);
    // A technician on a phone starts on the reading route (web/src/lib/session/session-steps.ts).
    await expect(other).toHaveURL(/\/technical\/reading-route\/route$/);
    await signInAs(page, username, own);
    await expect(page).toHaveURL(/\/technical\/dashboard$/);

    await openSettings(page);
    const sessions = page.getByRole('list', { name: 'Sessões activas' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Chrome em Android')).toBeVisible();
    await expect(sessions.getByText('Esta sessão')).toBeVisible();
    await shootBoth(page, 'settings-sessions');

    await page.getByRole('button', { name: 'Terminar todas as outras' }).click();
    await expect(page.getByText('1 outra sessão terminada.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other browser is out at its next request.
    await other.reload();
    await expect(other).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });
  } finally {
    await phone.close();
    await laptop.close();
  }
});
