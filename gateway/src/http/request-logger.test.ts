import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

async function linesOf(level: string, route: (log: import('fastify').FastifyBaseLogger) => void) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyRequestLogger,
    disableRequestLogging: true,
  });
  app.get('/', async (request) => {
    route(request.log);
    return 'ok';
  });
  app.get('/quiet', { logLevel: 'error' }, async (request) => {
    route(request.log);
    return 'ok';
  });
  await app.inject('/');
  await app.inject('/quiet');
  await app.close();
  return lines;
}

describe('lazyRequestLogger', () => {
  it("writes a request's lines at enabled levels with its request id, as Fastify's child would", async () => {
    const lines = await linesOf('warn', (log) => {
      log.info('not at warn');
      log.warn({ detail: 1 }, 'kept');
      log.child({ part: 'x' }).error('from a child');
    });

    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'kept', detail: 1, reqId: 'req-1' }),
      expect.objectContaining({ level: 50, msg: 'from a child', part: 'x', reqId: 'req-1' }),
      // The route's own level (error) drops the warning.
      expect.objectContaining({ level: 50, msg: 'from a child', part: 'x', reqId: 'req-2' }),
    ]);
  });

  it("reports the request's level, a route's own included", async () => {
    const levels: string[] = [];
    await linesOf('info', (log) => levels.push(log.level));
    expect(levels).toEqual(['info', 'error']);
  });
});
