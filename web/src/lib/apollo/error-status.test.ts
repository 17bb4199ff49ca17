import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorStatus, errorToastMessage, isUnauthenticated } from './error-status.ts';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Registo não encontrado.', extensions }] });

describe('error status → toast', () => {
  it('reads the REST status the gateway forwards in extensions.statusCode', () => {
    const error = graphQLError({ code: 'NOT_FOUND', statusCode: 404 });

    expect(errorStatus(error)).toBe(404);
    expect(errorToastMessage(error)).toBe(
      'Dados não encontrados. Por favor verifique os dados introduzidos.',
    );
  });

  it('falls back on the error code when no status came along', () => {
    expect(errorStatus(graphQLError({ code: 'FORBIDDEN' }))).toBe(403);
    expect(isUnauthenticated(graphQLError({ code: 'UNAUTHENTICATED' }))).toBe(true);
  });

  it('maps an HTTP failure of the gateway itself by its status', () => {
    const error = new ServerError('Bad Gateway', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });

    expect(errorToastMessage(error)).toBe('Servidor Indisponível');
  });

  it('says Servidor Indisponível when the gateway cannot be reached', () => {
    expect(errorToastMessage(new TypeError('Failed to fetch'))).toBe('Servidor Indisponível');
  });
});
