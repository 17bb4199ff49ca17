import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaProvider } from '../../lib/area.tsx';
import { settingsFeature } from './feature.ts';
import { SettingsPage } from './settings-page.tsx';
import { SETTINGS_PATHS } from './settings-paths.ts';

describe('Definições', () => {
  it('links to Cópias de Segurança, as the feature declares', () => {
    render(
      <MemoryRouter>
        <AreaProvider area="technical">
          <SettingsPage />
        </AreaProvider>
      </MemoryRouter>,
    );
    const backups = settingsFeature.pages.find((page) => page.path === SETTINGS_PATHS.backups);
    expect(backups?.linkedFrom).toEqual([SETTINGS_PATHS.settings]);
    expect(screen.getByRole('link', { name: 'Cópias de Segurança' }).getAttribute('href')).toBe(
      '/technical/backups',
    );
  });
});
