import { expect, test } from '@playwright/test';

// The installable app: the service worker keeps the app shell, so a second visit opens without the network, and
// the app says plainly that it is offline. GraphQL is never answered from a cache.

test('a second visit opens the login page offline, with the offline banner', async ({ page, context }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar Sessão' })).toBeVisible();
  // The worker is active once it has cached the app shell and every chunk.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Iniciar Sessão' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sem ligação à Internet' })).toBeVisible();

  await page.getByLabel('Utilizador').fill('admin');
  await page.getByLabel('Senha').fill('admin123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Servidor Indisponível');
  await context.setOffline(false);
});

test('the app is installable: a manifest with icons, served beside the app', async ({ page, request }) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ short_name: 'Água', display: 'standalone', start_url: '/' });
  const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(icon.type);
  }
});
