import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Helmet's headers on the whole api, with a policy under which Swagger UI (/api/docs) still runs.
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});

afterAll(async () => {
  await api?.close();
});

function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers of the api', () => {
  it.each([
    ['the health check', '/health'],
    ['a refused api call', '/api/v1/client'],
    ['an unknown route', '/nowhere'],
    ['Swagger UI', '/api/docs'],
    ['the OpenAPI document', '/api/docs/json'],
  ])('are on %s', async (_what, url) => {
    const response = await api.app.inject({ method: 'GET', url });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('lets Swagger UI run: its page loads only scripts and styles of this origin, none inline', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api/docs' });
    const policy = directives(page.headers['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];

    expect(page.statusCode).toBe(200);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc="(?!https?:|\/\/)/);
      expect(body.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/<style[\s>]/);
    expect(page.body).not.toMatch(/\son[a-z]+=/);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('img-src')).toBe("'self' data:");
    const initializer = await api.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
  });
});
