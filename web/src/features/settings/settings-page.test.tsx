import { messages } from '@agua/domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { settingsFeature } from './feature.ts';
import { SettingsPage } from './settings-page.tsx';
import { SETTINGS_PATHS } from './settings-paths.ts';

const t = messages.account;

const NOW = '2026-05-04T08:00:00.000Z';
const gatewayClient = () =>
  mockedClient({
    Query: {
      mySessions: () => [
        {
          sessionId: 'a',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
          address: '10.0.0.5',
          signedInAt: NOW,
          lastUsedAt: NOW,
          current: true,
        },
        {
          sessionId: 'b',
          userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
          address: '10.0.0.6',
          signedInAt: NOW,
          lastUsedAt: NOW,
          current: false,
        },
      ],
      myTwoFactor: () => ({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        requiredForAdmins: false,
      }),
      users: () => [
        { userId: '1', name: 'Administrador Demo', username: 'admin', role: 'ADMIN', active: true },
        { userId: '7', name: 'Chefe Perdido', username: 'chefe', role: 'ADMIN', active: true },
        { userId: '2', name: 'Técnico Demo', username: 'tecnico', role: 'FIELD_TECH', active: true },
      ],
    },
    Mutation: {
      resetUserTwoFactor: (_root: unknown, { id }: { id: string }) => ({
        done: id === '7',
        message: null,
        inputErrors: [],
      }),
    },
  });

describe('Definições', () => {
  it('links to Cópias de Segurança, as the feature declares', async () => {
    renderPage(<SettingsPage />, gatewayClient(), 'FIELD_TECH');
    const backups = settingsFeature.pages.find((page) => page.path === SETTINGS_PATHS.backups);
    expect(backups?.linkedFrom).toEqual([SETTINGS_PATHS.settings]);
    expect((await screen.findByRole('link', { name: 'Cópias de Segurança' })).getAttribute('href')).toBe(
      '/manager/backups',
    );
  });

  it('shows a technician their account, Alterar senha and the sessions, without the second factor', async () => {
    renderPage(<SettingsPage />, gatewayClient(), 'FIELD_TECH');
    const profile = await screen.findByRole('region', { name: t.profile.heading });
    expect(within(profile).getByText('Técnico Demo')).toBeTruthy();
    expect(within(profile).getByText('Técnico')).toBeTruthy();
    expect(screen.getByRole('region', { name: t.password.heading })).toBeTruthy();
    expect(screen.getByLabelText(/Senha actual/)).toBeTruthy();
    expect(screen.getByRole('region', { name: t.sessions.heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.sessions.endOthers })).toBeTruthy();
    expect(await screen.findByText('Firefox em Linux')).toBeTruthy();
    expect(screen.getByText(t.sessions.current)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.sessions.endOf('Chrome em Android') })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.twoFactor.heading })).toBeNull();
  });

  it('refuses mismatched new passwords in the form, before any request', async () => {
    const user = userEvent.setup();
    renderPage(<SettingsPage />, gatewayClient(), 'ADMIN');
    await user.type(await screen.findByLabelText(/Senha actual/), 'admin123');
    await user.type(screen.getByLabelText(/^Nova senha/), 'tartaruga-azul-no-telhado');
    await user.type(screen.getByLabelText(/Repita a nova senha/), 'tartaruga-azul-no-telhadx');
    await user.click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByText(t.password.rules.mismatch)).toBeTruthy();
    expect(await screen.findByText(/Força da senha: (Boa|Forte)/)).toBeTruthy();
  });

  it('offers an administrator the second factor and the rule', async () => {
    renderPage(<SettingsPage />, gatewayClient(), 'ADMIN');
    const section = await screen.findByRole('region', { name: t.twoFactor.heading });
    expect(within(section).getByText(t.twoFactor.intro)).toBeTruthy();
    expect(await within(section).findByText(t.twoFactor.off)).toBeTruthy();
    expect(within(section).getByRole('button', { name: t.twoFactor.start })).toBeTruthy();
    expect(within(section).getByRole('checkbox', { name: t.twoFactor.policy.on })).toBeTruthy();
  });

  it("resets another administrator's lost second factor after a confirmation", async () => {
    const user = userEvent.setup();
    renderPage(<SettingsPage />, gatewayClient(), 'ADMIN');
    const who = await screen.findByLabelText(t.twoFactor.resetWho);
    // Only the other administrators are offered.
    expect(
      within(who)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([messages.widgets.select.placeholder, 'Chefe Perdido (chefe)']);
    await user.selectOptions(who, '7');
    await user.click(screen.getByRole('button', { name: t.twoFactor.reset }));
    const dialog = await screen.findByRole('alertdialog', { name: t.twoFactor.resetTitle });
    expect(within(dialog).getByText(t.twoFactor.resetConfirm('Chefe Perdido'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.twoFactor.reset }));
    expect(await screen.findByText(t.twoFactor.resetDone)).toBeTruthy();
  });
});
