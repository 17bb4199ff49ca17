import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
});
afterAll(() => t?.close());

describe('validation errors', () => {
  it('answer 400 in Portuguese, naming each refused field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: admin,
      payload: {
        name: '',
        username: 'ab',
        password: '123',
        phoneNumber: '84-123',
        address: 'Maputo',
        role: 'CHEFE',
        active: 'sim',
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: messages.validation.fieldErrors,
    });
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Nome: Campo obrigatório.' },
        { field: 'username', message: messages.validation.minLength('Utilizador', 3) },
        { field: 'password', message: messages.validation.minLength('Senha', 8) },
        { field: 'phoneNumber', message: messages.validation.digitsOnly('Contacto') },
        { field: 'role', message: messages.validation.invalidRole },
        { field: 'active', message: messages.schema.invalidType('verdadeiro ou falso') },
      ]),
    );
  });

  it('name query parameters too, with the generic Portuguese texts', async () => {
    const response = await t.app.inject({ url: '/api/v1/user?page=0&size=100000', headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([{ field: 'page', message: messages.schema.tooSmall(1) }]),
    );
  });

  it('a missing body names the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user', headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'body', message: messages.schema.required }]);
  });
});

describe('malformed requests', () => {
  it('malformed JSON is 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: messages.api.invalidJson,
    });
  });

  it('an empty JSON body is 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.api.emptyJson);
  });

  it('an unsupported content type is 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(messages.api.unsupportedMediaType);
  });

  it('a body over the size limit is 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.errors.payloadTooLarge);
  });
});

describe('unknown routes', () => {
  it('answer 404 in Portuguese, with or without a token', async () => {
    for (const url of ['/api/v1/nada', '/api/v2/user', '/qualquer/coisa']) {
      const response = await t.app.inject({ url, headers: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: messages.errors.routeNotFound,
      });
    }
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/user/1' })).statusCode).toBe(404);
  });
});

describe('GET /health and the OpenAPI document', () => {
  it('health checks the database without a token', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('documents the routes with a bearer scheme, public routes excepted', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/user/{id}', '/auth/login']));
    expect(document.paths['/auth/login'].post.security).toEqual([]);
    expect(document.paths['/user/{id}'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/user/{id}'].delete.responses).toHaveProperty('403');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
