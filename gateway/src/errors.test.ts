import { messages } from '@agua/domain/messages';
import { describe, expect, it } from 'vitest';
import { AUTH_FAILURES, failurePayload, graphQLErrorFromRest } from './errors.ts';
import { RestError } from './rest/client.ts';

const refusal = (
  status: number,
  message = 'Mensagem da API.',
  details?: { field: string; message: string }[],
) => new RestError(status, { statusCode: status, error: 'Error', message, ...(details ? { details } : {}) });

describe('graphQLErrorFromRest', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'BAD_USER_INPUT'],
    [415, 'BAD_USER_INPUT'],
    [429, 'TOO_MANY_REQUESTS'],
    [418, 'INTERNAL_SERVER_ERROR'],
  ])('maps %i to %s and keeps the api message and status', (status, code) => {
    const error = graphQLErrorFromRest(refusal(status));

    expect(error.message).toBe('Mensagem da API.');
    expect(error.extensions).toEqual({ code, statusCode: status });
  });

  it.each([
    [500, messages.http[500], 'INTERNAL_SERVER_ERROR'],
    [502, messages.gateway.apiUnavailable, 'INTERNAL_SERVER_ERROR'],
    [503, messages.gateway.apiUnavailable, 'SERVICE_UNAVAILABLE'],
  ])('hides the api text of a %i behind the catalogue', (status, shown, code) => {
    const error = graphQLErrorFromRest(
      refusal(status, 'relation "client" does not exist', [{ field: 'x', message: 'y' }]),
    );

    expect(error.message).toBe(shown);
    expect(error.extensions).toEqual({ code, statusCode: status });
  });

  it("passes on the api's own 503 text (its database is down): it says what to do", () => {
    const error = graphQLErrorFromRest(refusal(503, messages.api.databaseUnavailable));

    expect(error.message).toBe(messages.api.databaseUnavailable);
    expect(error.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
  });

  it('carries the field details of a 400 in extensions', () => {
    const details = [{ field: 'username', message: 'Campo obrigatório.' }];
    const error = graphQLErrorFromRest(refusal(400, 'Dados inválidos.', details));

    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', statusCode: 400, details });
  });
});

describe('failurePayload', () => {
  it.each([400, 409, 413, 415, 429])('turns a %i into { message, inputErrors }', (status) => {
    const payload = failurePayload(refusal(status, 'Recusado.', [{ field: 'name', message: 'Curto.' }]));

    expect(payload).toEqual({ message: 'Recusado.', inputErrors: [{ field: 'name', message: 'Curto.' }] });
  });

  it('gives an empty inputErrors list when the api named no field', () => {
    expect(failurePayload(refusal(409, 'Já existe.'))).toEqual({ message: 'Já existe.', inputErrors: [] });
  });

  it('rethrows a 401 on ordinary mutations (an expired session is an error) but not on auth ones', () => {
    const expired = refusal(401, 'Sessão expirada.');

    expect(() => failurePayload(expired)).toThrow(expired);
    expect(failurePayload(expired, AUTH_FAILURES)).toEqual({ message: 'Sessão expirada.', inputErrors: [] });
  });

  it.each([403, 404, 500])('rethrows a %i, which is not the user input’s fault', (status) => {
    const error = refusal(status);
    expect(() => failurePayload(error, AUTH_FAILURES)).toThrow(error);
  });

  it('rethrows errors that did not come from the api', () => {
    const bug = new TypeError('undefined is not a function');
    expect(() => failurePayload(bug)).toThrow(bug);
  });
});
