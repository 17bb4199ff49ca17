import { messages } from '@agua/domain/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../src/plugins/errors.ts';

// The error handler alone, on a bare Fastify, for failures a healthy app cannot be made to produce on demand.

let app: FastifyInstance;

/** What node-postgres throws, wrapped the way drizzle wraps it. */
function databaseError(code: string, fields: Record<string, string> = {}) {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
    severity: 'ERROR',
    code,
    ...fields,
  });
  return Object.assign(new Error('Failed query: insert into "users" …'), { cause: driverError });
}

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/unique', async () => {
    throw databaseError('23505', { constraint: 'enterprises_nuit_unique' });
  });
  app.get('/in-use', async () => {
    throw databaseError('23503', { detail: 'Key (id)=(1) is still referenced from table "zones".' });
  });
  app.get('/missing-parent', async () => {
    throw databaseError('23503', { detail: 'Key (zone_id)=(99) is not present in table "zones".' });
  });
  app.get('/check', async () => {
    throw databaseError('23514', { constraint: 'readings_indexes_check' });
  });
  app.get('/other-db', async () => {
    throw databaseError('53300');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('hides unexpected errors behind the generic 500 message', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: messages.errors.internal,
    });
    expect(response.body).not.toContain('secret');
  });

  it('turns a unique violation into 409 with the rule it broke', async () => {
    const response = await app.inject({ url: '/unique' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.conflicts.enterpriseNuit);
  });

  it('tells a referenced row from a missing parent (both 409)', async () => {
    expect((await app.inject({ url: '/in-use' })).json()).toMatchObject({
      statusCode: 409,
      message: messages.api.foreignKeyInUse,
    });
    expect((await app.inject({ url: '/missing-parent' })).json()).toMatchObject({
      statusCode: 409,
      message: messages.api.foreignKeyMissing,
    });
  });

  it('answers 400 for a check violation and 500 for other database failures', async () => {
    expect((await app.inject({ url: '/check' })).statusCode).toBe(400);
    const other = await app.inject({ url: '/other-db' });
    expect(other.statusCode).toBe(500);
    expect(other.json().message).toBe(messages.errors.internal);
  });
});
