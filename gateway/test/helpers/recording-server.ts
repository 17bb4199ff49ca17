import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
}

export interface RecordingServer {
  /** Base URL including a path prefix, like the api's /api/v1. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port that records what it receives and answers through `answer`, so
 * REST-layer tests exercise undici, headers and parsing for real instead of mocking our own code.
 */
export async function startRecordingServer(
  answer: (request: RecordedRequest) => Answer | Promise<Answer>,
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://stub.invalid'),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const { status = 200, json, text, contentType } = await answer(recorded);
    const payload = json === undefined ? (text ?? '') : JSON.stringify(json);
    res.writeHead(status, {
      'content-type': contentType ?? (json === undefined ? 'text/plain' : 'application/json; charset=utf-8'),
    });
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
