// A TCP relay in front of PgBouncer that reads the PostgreSQL protocol the api processes send (their own pools, the
// job queue's and the worker threads'), so the test sees every statement they prepare: a Parse message names its
// statement, or leaves the name empty (unnamed). PgBouncer 1.18 in transaction mode loses named statements between
// transactions, so the api must send none. It also counts the statements a second address receives (the replica).
import { connect, createServer, type Server, type Socket } from 'node:net';

const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;

export interface WireCounts {
  /** Extended-protocol statements (Parse messages). */
  parsed: number;
  /** Parse messages that named their statement. */
  named: number;
  /** The names seen, for the failure message. */
  names: Set<string>;
  /** Simple-protocol queries (Query messages). */
  simple: number;
}

export interface WireInspector {
  counts: WireCounts;
  close(): Promise<void>;
}

export async function startWireInspector(
  port: number,
  target: { host: string; port: number },
): Promise<WireInspector> {
  const counts: WireCounts = { parsed: 0, named: 0, names: new Set(), simple: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());

    let pending: Buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // The start-up message (or an SSL/GSS request before it) has no type byte.
          if (pending.length < 8) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          const code = pending.readInt32BE(4);
          if (code !== SSL_REQUEST && code !== GSS_REQUEST) started = true;
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5) return;
        const type = pending[0];
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) return;
        if (type === 0x50 /* P */) {
          counts.parsed += 1;
          const name = pending.toString('utf8', 5, pending.indexOf(0, 5));
          if (name !== '') {
            counts.named += 1;
            counts.names.add(name);
          }
        } else if (type === 0x51 /* Q */) {
          counts.simple += 1;
        }
        pending = pending.subarray(1 + length);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    counts,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
