import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { answerClientError, clientErrorResponse } from './client-error.ts';

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return {
    statusLine,
    headers,
    body: JSON.parse(body) as unknown,
    length: new TextEncoder().encode(body).length,
  };
}

describe('the answer to a request the HTTP parser refused', () => {
  it.each([
    ['HPE_INVALID_METHOD', 'HTTP/1.1 400 Bad Request', messages.http[400]],
    ['HPE_HEADER_OVERFLOW', 'HTTP/1.1 431 Request Header Fields Too Large', messages.api.headersTooLarge],
    ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout', messages.api.requestTimeout],
    [undefined, 'HTTP/1.1 400 Bad Request', messages.http[400]],
  ])('for %s is %s with a catalogue text, and closes the connection', (code, statusLine, message) => {
    const { statusCode, raw } = clientErrorResponse(code);
    const answer = parse(raw);

    expect(answer.statusLine).toBe(statusLine);
    expect(answer.body).toEqual({ statusCode, error: statusLine.split(' ').slice(2).join(' '), message });
    expect(answer.headers).toContain(`Content-Length: ${answer.length}`);
    expect(answer.headers).toContain('Connection: close');
    expect(answer.headers).toContain('X-Content-Type-Options: nosniff');
  });

  it('writes nothing on a connection the client already reset', () => {
    const written: string[] = [];
    const socket = {
      writable: true,
      destroyed: false,
      write: (data: string) => written.push(data),
      destroy: () => {},
    };

    answerClientError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    answerClientError(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }), socket);

    expect(written).toHaveLength(1);
  });
});
