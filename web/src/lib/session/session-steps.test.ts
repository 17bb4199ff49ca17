import { afterEach, describe, expect, it, vi } from 'vitest';
import { READING_ROUTE_PATHS } from '../../features/reading-route/feature.ts';
import { pathAfterSignIn, TECHNICIAN_PHONE_HOME } from './session-steps.ts';

// An unsigned token whose payload names no owed step: pathAfterSignIn reads only its claims.
const token = `e30.${btoa(JSON.stringify({ sub: '2', exp: 4102444800 })).replace(/=+$/, '')}.x`;

function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 639px') && width < 640,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('where a signed-in session starts', () => {
  it('sends a technician on a phone to the reading route, on a desk to the Painel', () => {
    screenWidth(390);
    expect(pathAfterSignIn({ token, role: 'FIELD_TECH' })).toBe(`/technical/${READING_ROUTE_PATHS.route}`);
    screenWidth(1366);
    expect(pathAfterSignIn({ token, role: 'FIELD_TECH' })).toBe('/technical/dashboard');
  });

  it('keeps an administrator on the Painel whatever the screen', () => {
    screenWidth(390);
    expect(pathAfterSignIn({ token, role: 'ADMIN' })).toBe('/manager/dashboard');
  });

  it('names the reading route page by its own path', () => {
    expect(TECHNICIAN_PHONE_HOME).toBe(READING_ROUTE_PATHS.route);
  });
});
